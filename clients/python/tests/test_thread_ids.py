"""Thread ids: whatever LangGraph accepts, read as LangGraph's checkpointer reads it (``str()``)."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from helpers import Workers, connect
from langchain.agents import create_agent
from langgraph.checkpoint.memory import InMemorySaver
from scripted import ScriptedChatModel, reply_with

from piighost_nats import MissingThreadIdError, PIIAnonymizationMiddleware, PIIGhostClient, thread_key


@pytest.mark.parametrize(
    ("given", "read"),
    [
        ("conv-1", "conv-1"),
        (7, "7"),
        (uuid.UUID("12345678-1234-5678-1234-567812345678"), "12345678-1234-5678-1234-567812345678"),
    ],
)
def test_a_thread_id_is_read_as_its_str(given: Any, read: str) -> None:
    assert thread_key(given) == read


@pytest.mark.parametrize("given", [None, ""])
def test_no_thread_id_names_no_thread(given: Any) -> None:
    with pytest.raises(MissingThreadIdError):
        thread_key(given)


async def test_an_int_thread_id_and_its_string_are_one_thread_everywhere(workers: Workers) -> None:
    n = uuid.uuid4().int % 10**12
    client: PIIGhostClient = await connect(workers.get())
    try:
        model = ScriptedChatModel(script=reply_with("Hello <<PERSON:1>>"))
        saver = InMemorySaver()
        agent = create_agent(model=model, tools=[], middleware=[PIIAnonymizationMiddleware(client)], checkpointer=saver)
        first = await agent.ainvoke({"messages": [{"role": "user", "content": "I am Patrick"}]}, cfg(n))
        second = await agent.ainvoke({"messages": [{"role": "user", "content": "Mail Patrick"}]}, cfg(str(n)))
        restored = await client.model_out(n, [{"role": "assistant", "content": "<<PERSON:1>>"}])

        async def chunks() -> Any:
            yield "Bye <<PERSON:"
            yield "1>>"

        streamed = [piece async for piece in PIIAnonymizationMiddleware(client).deanonymize_stream(chunks(), n)]
    finally:
        await client.close()
    assert first["messages"][-1].content == "Hello Patrick"
    assert len(second["messages"]) == 4, "the string id continued the int id's LangGraph thread"
    assert model.seen[1][-1]["content"] == "Mail <<PERSON:1>>", "and the worker's thread"
    assert restored.messages[0]["content"] == "Patrick"
    assert "".join(streamed) == "Bye Patrick"


def cfg(thread_id: Any) -> Any:
    return {"configurable": {"thread_id": thread_id}}
