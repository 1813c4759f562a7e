"""Differential test: one scripted conversation through upstream piighost 2.1.1's
middleware and through this one, comparing what the model saw, what the tools
received and what the user saw.

Both pipelines detect the same things: e-mails by upstream's own pattern
(the worker's built-in ``generic`` group reproduces it) and names and places
by exact value. Nothing downloads: upstream's pipeline is built in code, with
no model. Every difference is either fixed or one of the documented
deviations below (the package README, "Deviations from upstream").
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers import EXACT_VALUES, Workers, connect
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from scripted import ScriptedChatModel, last, text_of, tokens_in

from piighost_nats import PIIAnonymizationMiddleware

upstream_langchain = pytest.importorskip("piighost.integrations.langchain")
from piighost.components.detector import CompositeDetector, ExactMatchDetector, RegexDetector  # noqa: E402
from piighost.pipeline import ThreadAnonymizationPipeline  # noqa: E402

UPSTREAM_EMAIL = r"(?<![\w.%+-])[\w.%+-]+@(?:[\w-]+\.)+[^\W\d_]{2,}"

TURNS = [
    "Who is Patrick? His mail is p.martin@example.com",
    "Does Marie Curie know Patrick in Paris?",
    "Write to <<PERSON:2>> please",  # a user typing a token
]


def upstream_middleware() -> Any:
    detector = CompositeDetector([RegexDetector({"EMAIL": UPSTREAM_EMAIL}), ExactMatchDetector(dict(EXACT_VALUES))])
    return upstream_langchain.PIIAnonymizationMiddleware(ThreadAnonymizationPipeline(detector))


def script(messages: list[BaseMessage]) -> AIMessage:
    """Call get_info with the first token of a new question; after the tool,
    echo its result and introduce a value of the assistant's own (Lyon)."""
    if isinstance(messages[-1], ToolMessage):
        return AIMessage(content=f"{text_of(messages[-1].content)} The office is in Lyon.")
    question = text_of(last(messages, HumanMessage).content)
    turn = len([m for m in messages if isinstance(m, HumanMessage)])
    found = tokens_in(question)
    if turn == 1 and found:
        return AIMessage(content="", tool_calls=[{"name": "get_info", "args": {"person": found[0]}, "id": "c1"}])
    return AIMessage(content=f"You said: {question}")


async def run_conversation(middleware: Any, thread: str) -> dict[str, Any]:
    received: list[Any] = []

    @tool
    def get_info(person: str) -> str:
        """Return information about a person."""
        received.append(person)
        return f"{person} works in Paris, manager jo@example.org"

    model = ScriptedChatModel(script=script)
    agent = create_agent(model=model, tools=[get_info], middleware=[middleware], checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": thread}}
    for text in TURNS:
        result = await agent.ainvoke({"messages": [{"role": "user", "content": text}]}, config)
    state = [
        {
            "type": m.type,
            "content": m.content,
            **({"tool_calls": [c["args"] for c in m.tool_calls]} if isinstance(m, AIMessage) and m.tool_calls else {}),
        }
        for m in result["messages"]
    ]
    return {"model_saw": model.seen, "tool_received": received, "state": state}


def _unmark(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("<\u200b<", "<<")
    if isinstance(value, dict):
        return {k: _unmark(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_unmark(v) for v in value]
    return value


def deviation_1_issued_tokens_in_tool_call_args(transcript: dict[str, Any]) -> dict[str, Any]:
    """Upstream re-anonymizes the history's tool-call args with its token
    neutralization on, so a token the thread issued, stored in a call, is
    broken (``<\u200b<PERSON:1>>``) from the second model call on, in what the
    model sees and in the state. The worker keeps the tokens the thread issued
    in assistant text and tool-call args (subjects.md, model.in)."""
    for message in [m for prompt in transcript["model_saw"] for m in prompt] + transcript["state"]:
        if "tool_calls" in message:
            message["tool_calls"] = _unmark(message["tool_calls"])
    return transcript


async def test_upstream_and_this_middleware_agree(workers: Workers, thread: str) -> None:
    theirs = await run_conversation(upstream_middleware(), thread)
    client = await connect(workers.get())
    try:
        ours = await run_conversation(PIIAnonymizationMiddleware(client), thread)
    finally:
        await client.close()

    for deviation in (deviation_1_issued_tokens_in_tool_call_args,):
        before = repr(theirs)
        theirs = deviation(theirs)
        assert repr(theirs) != before, f"{deviation.__name__} no longer applies: drop it from the README"

    assert ours["tool_received"] == theirs["tool_received"] == ["Patrick"]
    assert len(ours["model_saw"]) == len(theirs["model_saw"])
    for n, (mine, upstream) in enumerate(zip(ours["model_saw"], theirs["model_saw"], strict=True)):
        assert mine == upstream, f"model call {n}: what the model saw differs"
    assert ours["state"] == theirs["state"], "what the user saw (the final state) differs"


async def test_deviation_2_a_name_inside_an_email(workers: Workers, thread: str) -> None:
    """Where an exact name and an e-mail overlap with the same confidence,
    upstream's resolver keeps the shorter (earliest end): the model reads
    ``<<PERSON:1>>@example.com`` and the user gets the name's casing back
    (``Patrick@example.com``). The worker keeps the longer span."""
    detector = CompositeDetector([RegexDetector({"EMAIL": UPSTREAM_EMAIL}), ExactMatchDetector(dict(EXACT_VALUES))])
    upstream = ThreadAnonymizationPipeline(detector)
    theirs = await upstream.anonymize("Patrick: patrick@example.com", thread)
    client = await connect(workers.get())
    try:
        ours = await client.model_in(thread, [{"role": "user", "content": "Patrick: patrick@example.com"}])
    finally:
        await client.close()
    assert theirs.text == "<<PERSON:1>>: <<PERSON:1>>@example.com"
    assert ours.messages[0]["content"] == "<<PERSON:1>>: <<EMAIL:1>>"
