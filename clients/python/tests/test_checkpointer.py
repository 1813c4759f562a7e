"""The README's encrypting checkpointer: the checkpoints hold no clear value, the agent reads its state."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers import Workers, connect
from langchain.agents import create_agent
from langgraph.checkpoint.memory import InMemorySaver
from procs import REPO
from scripted import ScriptedChatModel, reply_with
from test_middleware import Spy

from piighost_nats import PIIAnonymizationMiddleware


def checkpointer_snippet() -> str:
    readme = (REPO / "clients" / "python" / "README.md").read_text()
    at = readme.index("<!-- checkpointer-example")
    return re.findall(r"```python\n(.*?)```", readme[at:], re.S)[0]


def stored_bytes(saver: InMemorySaver) -> bytes:
    """Return every byte the saver keeps: checkpoints, channel values, pending writes."""
    return repr((dict(saver.storage), dict(saver.writes), dict(saver.blobs))).encode()


@pytest.mark.parametrize("encrypted", [True, False])
async def test_the_encrypting_serializer_keeps_clear_values_out_of_the_checkpoints(
    workers: Workers, thread: str, monkeypatch: pytest.MonkeyPatch, encrypted: bool
) -> None:
    monkeypatch.setenv("LANGGRAPH_AES_KEY", "0123456789abcdef0123456789abcdef")
    client = await connect(workers.get())
    try:
        middleware = PIIAnonymizationMiddleware(client)
        names: dict[str, Any] = {
            "create_agent": create_agent,
            "model": ScriptedChatModel(script=reply_with("Hello <<PERSON:1>>")),
            "get_info": Spy().tool,
            "middleware": middleware,
        }
        code = checkpointer_snippet()
        if not encrypted:
            code = code.replace("InMemorySaver(serde=serde)", "InMemorySaver()")
        exec(code, names)
        agent = names["agent"]
        config: Any = {"configurable": {"thread_id": thread}}
        result = await agent.ainvoke({"messages": [{"role": "user", "content": "I am Patrick"}]}, config)
        state = await agent.aget_state(config)
    finally:
        await client.close()
    assert result["messages"][-1].content == "Hello Patrick"
    assert [m.content for m in state.values["messages"]] == ["I am Patrick", "Hello Patrick"]
    stored = stored_bytes(names["checkpointer"])
    if encrypted:
        assert b"Patrick" not in stored, "the checkpoints hold ciphertext only"
    else:
        assert b"Patrick" in stored, "without it, the checkpoints hold the clear conversation"
