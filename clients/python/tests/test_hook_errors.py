"""After an error in a hook (or in the model call between two hooks), the thread reads as the user wrote it.

Each conversation has three turns: the second fails at one point, the third
goes on. The model of the third turn must see the user's values as the
thread's tokens (never as typed tokens, ``<\u200b<PERSON:1>>``), and the state
must hold the user's messages in clear.
"""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from helpers import Workers, config_toml, connect
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from scripted import ScriptedChatModel, text_of

from piighost_nats import (
    EntityCreateByAssistantStrategy,
    InventedPlaceholderError,
    PIIAnonymizationMiddleware,
    PIIGhostClient,
    PIIRemainingError,
    ToolCallStrategy,
    WorkerUnreachableError,
)

TURNS = ["I am Patrick, mail patrick@example.com", "Write to Patrick at patrick@example.com", "Did you get that?"]
SEEN = ["I am <<PERSON:1>>, mail <<EMAIL:1>>", "Write to <<PERSON:1>> at <<EMAIL:1>>", "Did you get that?"]

GUARD = """
[guard]
type = "detector"
[guard.detector]
type = "exact"
values = { Bluebird = "CODENAME" }
"""


class ProviderDown(Exception):
    """The model provider failed."""


def script(failing: str) -> Any:
    """Answer each turn; the second turn fails where ``failing`` says."""

    def reply(messages: list[BaseMessage]) -> AIMessage:
        turn = len([m for m in messages if isinstance(m, HumanMessage)])
        if isinstance(messages[-1], ToolMessage):
            return AIMessage(content="done")
        if turn == 2:
            if failing == "model call":
                raise ProviderDown("the model provider is down")
            if failing == "aafter_model":
                return AIMessage(content="Writing to <<PERSON:1>>, cc <<PERSON:9>>")
            if failing == "tool.call":
                return AIMessage(
                    content="", tool_calls=[{"name": "lookup", "args": {"who": "<<PERSON:9>>"}, "id": "c"}]
                )
            if failing == "tool.result":
                return AIMessage(
                    content="", tool_calls=[{"name": "lookup", "args": {"who": "<<PERSON:1>>"}, "id": "c"}]
                )
        heard = " | ".join(text_of(m.content) for m in messages if isinstance(m, HumanMessage))
        return AIMessage(content=f"Heard: {heard}")

    return reply


@tool
def lookup(who: str) -> str:
    """Look a person up."""
    return f"{who} is codenamed Bluebird"


CASES = [
    *[("abefore_model", {"assistant_strategy": s}) for s in EntityCreateByAssistantStrategy],
    *[("model call", {"assistant_strategy": s}) for s in EntityCreateByAssistantStrategy],
    *[("aafter_model", {"assistant_strategy": s}) for s in EntityCreateByAssistantStrategy],
    ("tool.call", {"tool_strategy": ToolCallStrategy.FULL}),
    ("tool.call", {"tool_strategy": ToolCallStrategy.INPUT}),
    ("tool.result", {"tool_strategy": ToolCallStrategy.FULL}),
    ("tool.result", {"tool_strategy": ToolCallStrategy.OUTPUT}),
]
RAISES: dict[str, type[Exception]] = {
    "abefore_model": WorkerUnreachableError,
    "model call": ProviderDown,
    "aafter_model": InventedPlaceholderError,
    "tool.call": InventedPlaceholderError,
    "tool.result": PIIRemainingError,
}


@pytest.mark.parametrize(
    ("failing", "strategies"), CASES, ids=[f"{f}-{next(iter(s.values())).value}" for f, s in CASES]
)
async def test_after_a_failed_turn_the_thread_reads_as_the_user_wrote_it(
    workers: Workers, failing: str, strategies: dict[str, Any]
) -> None:
    tool_strategy = strategies.get("tool_strategy", ToolCallStrategy.FULL)
    assistant = strategies.get("assistant_strategy", EntityCreateByAssistantStrategy.PRESERVE)
    config = config_toml(tool=tool_strategy.value, assistant=assistant.value)
    worker = workers.start(config + GUARD) if failing == "tool.result" else workers.get(**_names(strategies))
    client = await connect(worker)
    broken: PIIGhostClient = await connect(worker, prefix=f"nowhere-{uuid.uuid4().hex[:6]}", retries=0)
    thread = f"test-{uuid.uuid4().hex}"
    cfg: Any = {"configurable": {"thread_id": thread}}
    model = ScriptedChatModel(script=script(failing))
    saver = InMemorySaver()

    def agent(c: PIIGhostClient) -> Any:
        mw = PIIAnonymizationMiddleware(c, **strategies)
        return create_agent(model=model, tools=[lookup], middleware=[mw], checkpointer=saver)

    try:
        await agent(client).ainvoke({"messages": [{"role": "user", "content": TURNS[0]}]}, cfg)
        second = agent(broken if failing == "abefore_model" else client)
        with pytest.raises(RAISES[failing]):
            await second.ainvoke({"messages": [{"role": "user", "content": TURNS[1]}]}, cfg)
        result = await agent(client).ainvoke({"messages": [{"role": "user", "content": TURNS[2]}]}, cfg)
    finally:
        await client.close()
        await broken.close()

    last_prompt = model.seen[-1]
    assert [m["content"] for m in last_prompt if m["type"] == "human"] == SEEN
    assert "\u200b" not in repr(last_prompt), "no user value came back as a typed token"
    humans = [text_of(m.content) for m in result["messages"] if isinstance(m, HumanMessage)]
    assert humans == TURNS, "the state holds the user's messages in clear"
    assert result["messages"][-1].content == "Heard: " + " | ".join(TURNS)
    if failing == "aafter_model":
        assert "PERSON:9" not in repr(result["messages"]), "the reply that was never restored is rolled back"


def _names(strategies: dict[str, Any]) -> dict[str, str]:
    names = {"tool_strategy": "tool", "assistant_strategy": "assistant"}
    return {names[k]: v.value for k, v in strategies.items()}
