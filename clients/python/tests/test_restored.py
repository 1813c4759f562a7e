"""model.in's restorations in the middleware: fewer requests, the same outputs.

``abefore_model`` asks model.in for what model.out would answer for each
message it rewrote, and ``aafter_model`` restores those messages from it.
Each conversation below runs twice on the same worker: through the
middleware, and through one whose client never asks for the restorations
(so every restoration is a model.out request, as without them); what the
model saw, what the tools received, the final state and the errors must be
identical.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any

import nats
import pytest
from helpers import Workers, connect
from langchain.agents import AgentState, create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.tools import BaseTool, InjectedToolCallId, tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
from scripted import ScriptedChatModel, ask_tool_then_echo, last, text_of, tokens_in

from piighost_nats import (
    EntityCreateByAssistantStrategy,
    InventedPlaceholderError,
    InventedPlaceholderStrategy,
    MessagesReply,
    PIIAnonymizationMiddleware,
    PIIGhostClient,
)
from piighost_nats._codec import unpack
from piighost_nats.client import ThreadId
from piighost_nats.wire import Message


class WithoutRestorations(PIIGhostClient):
    """The client, never asking model.in for its restorations."""

    async def model_in(
        self, thread_id: ThreadId, messages: Sequence[Message | dict[str, Any]], *, restore: bool = False
    ) -> MessagesReply:
        return await super().model_in(thread_id, messages, restore=False)


def cfg(thread: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": thread}}


class CounterState(AgentState[Any]):
    counter: int


def conversation(invent: bool) -> tuple[Any, list[Any], list[Any]]:
    """A script, the turns, and the tools: nested tool args, a Command result,
    content blocks, a typed token, an assistant value, and (with invent) a
    token the thread never issued."""

    def script(messages: list[BaseMessage]) -> AIMessage:
        turn = len([m for m in messages if isinstance(m, HumanMessage)])
        if isinstance(messages[-1], ToolMessage):
            extra = " cc <<PERSON:9>>" if invent else ""
            return AIMessage(content=[{"type": "text", "text": text_of(messages[-1].content) + extra}, "in Lyon"])
        found = tokens_in(text_of(last(messages, HumanMessage).content))
        if turn == 1:
            cc = [found[-1], "x", *(["<<PERSON:9>>"] if invent else [])]
            args = {"person": found[0], "meta": {"cc": cc, "n": 3, "ok": True, "note": f"Dear {found[0]}"}}
            return AIMessage(content="", tool_calls=[{"name": "get_info", "args": args, "id": "c1"}])
        if turn == 2:
            return AIMessage(content="", tool_calls=[{"name": "lookup", "args": {"person": found[0]}, "id": "c2"}])
        return AIMessage(content=f"You said: {text_of(last(messages, HumanMessage).content)}, I am in Nice")

    turns: list[Any] = [
        "Who is Patrick? His mail is patrick@example.com",
        [{"type": "text", "text": "And Marie Curie in Paris?"}, {"type": "image_url", "image_url": "data:x"}],
        "Write to <<PERSON:2>> please, Patrick",
    ]
    received: list[Any] = []

    @tool
    def get_info(person: str, meta: dict[str, Any]) -> str:
        """Return information about a person."""
        received.append((person, meta))
        return f"{person} works in Paris with jo@example.org"

    @tool
    def lookup(person: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command[Any]:
        """Look a person up and count the lookups."""
        received.append(person)
        msg = ToolMessage(content=f"{person} mails from marie@example.org", tool_call_id=tool_call_id)
        return Command(update={"messages": [msg], "counter": 3})

    return script, turns, [get_info, lookup, received]


def shown(messages: list[BaseMessage]) -> list[Any]:
    out = []
    for m in messages:
        calls = [(c["name"], c["args"]) for c in m.tool_calls] if isinstance(m, AIMessage) else None
        out.append((m.type, m.content, calls))
    return out


async def run(mws: list[PIIAnonymizationMiddleware], thread: str, invent: bool) -> dict[str, Any]:
    """Run the conversation, turn i through mws[i % len(mws)] (agents of
    their own, one checkpointer), and return everything observable."""
    script, turns, (get_info, lookup, received) = conversation(invent)
    model = ScriptedChatModel(script=script)
    saver = InMemorySaver()
    agents = [
        create_agent(
            model=model, tools=[get_info, lookup], middleware=[mw], checkpointer=saver, state_schema=CounterState
        )
        for mw in mws
    ]
    errors: list[str] = []
    for i, turn in enumerate(turns):
        try:
            await agents[i % len(agents)].ainvoke({"messages": [{"role": "user", "content": turn}]}, cfg(thread))
        except InventedPlaceholderError as exc:
            errors.append(f"{type(exc).__name__}: {exc}")
    state = await agents[0].aget_state(cfg(thread))
    return {
        "state": shown(state.values["messages"]),
        "seen": model.seen,
        "received": received,
        "errors": errors,
        "counter": state.values.get("counter"),
    }


@pytest.mark.parametrize("assistant", list(EntityCreateByAssistantStrategy))
@pytest.mark.parametrize("invented", list(InventedPlaceholderStrategy))
@pytest.mark.parametrize("processes", [1, 2])
async def test_a_conversation_is_the_same_with_and_without_the_restorations(
    workers: Workers,
    assistant: EntityCreateByAssistantStrategy,
    invented: InventedPlaceholderStrategy,
    processes: int,
) -> None:
    worker = workers.get(invented=invented.value, assistant=assistant.value)
    clients = [await connect(worker) for _ in range(processes)]
    plain = [await WithoutRestorations.connect(worker.url, timeout=5.0) for _ in range(processes)]
    strategies: dict[str, Any] = {"invented_strategy": invented, "assistant_strategy": assistant}
    try:
        results = []
        for cs in (clients, plain):
            thread = f"restored-{id(cs)}-{invented.value}-{assistant.value}-{processes}"
            mws = [PIIAnonymizationMiddleware(c, **strategies) for c in cs]
            results.append(await run(mws, thread, invent=invented is not InventedPlaceholderStrategy.RAISE))
            results.append(await run(mws, thread + "-raise", invent=True))
    finally:
        for c in [*clients, *plain]:
            await c.close()
    assert results[0] == results[2]
    assert results[1] == results[3]
    assert results[0]["received"], "the tools ran"


async def test_a_step_restores_what_model_in_rewrote_and_its_tokens_without_asking(
    workers: Workers, thread: str
) -> None:
    """The specification's example: the first step's aafter_model restores the
    question from model.in's answer and sends nothing (the model's tool call
    has no content), the tool's argument is a token of that model.in, so no
    tool.call either; the second step restores the model's answer, which
    echoes the tool's result, from the tokens tool.result gave, so no
    model.out."""
    worker = workers.get()
    watcher = await nats.connect(worker.url)
    sub = await watcher.subscribe("piighost.>")
    await watcher.flush()
    client = await connect(worker)
    mw = PIIAnonymizationMiddleware(client)
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    received: list[str] = []
    get_info = recording_get_info(received)

    try:
        agent = create_agent(model=model, tools=[get_info], middleware=[mw])
        result = await agent.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
    finally:
        await client.close()
    await watcher.flush()
    requests = []
    while sub.pending_msgs:
        msg = await sub.next_msg()
        requests.append((".".join(msg.subject.rsplit(".", 2)[-2:]), unpack(msg.data)))
    await watcher.close()
    assert [channel for channel, _ in requests] == ["model.in", "tool.result", "model.in"]
    assert requests[1][1]["restore"] is True
    assert [m.content for m in result["messages"]] == [
        "Who is Patrick?",
        "",
        "<<PERSON:1>> is a software engineer in <<LOCATION:1>>.",
        "Patrick is a software engineer in Paris.",
    ]
    assert received == ["Patrick"]


@pytest.mark.parametrize("pause", ["interrupt_after", "interrupt_before"])
async def test_a_step_resumed_from_a_checkpoint_asks_the_worker_again(
    workers: Workers, thread: str, pause: str
) -> None:
    """Paused after the model (before aafter_model) or before the tool, then
    the thread forgotten: on resume the step's messages are other objects, so
    what model.in answered before the pause is not used, and the forgotten
    token is invented, as the worker says."""
    client = await connect(workers.get())
    mw = PIIAnonymizationMiddleware(client)
    received: list[str] = []
    get_info = recording_get_info(received)

    node = "model" if pause == "interrupt_after" else "tools"
    await resume_forgotten(client, mw, thread, get_info, **{pause: [node]})
    assert received == []


async def test_a_tool_result_of_a_paused_run_lends_its_tokens_to_no_later_step(workers: Workers, thread: str) -> None:
    """Paused after the tool, then the thread forgotten: on resume the tool's
    message is another object, so the tokens tool.result gave before the pause
    are not the next step's, and the answer that echoes the result holds a
    token the worker calls invented."""
    client = await connect(workers.get())
    mw = PIIAnonymizationMiddleware(client)
    await resume_forgotten(client, mw, thread, recording_get_info([]), interrupt_after=["tools"])


def recording_get_info(received: list[str]) -> BaseTool:
    """The example's get_info tool, which records the person it was called with."""

    @tool
    def get_info(person: str) -> str:
        """Return information about a person."""
        received.append(person)
        return f"{person} is a software engineer in Paris."

    return get_info


async def resume_forgotten(
    client: PIIGhostClient, mw: PIIAnonymizationMiddleware, thread: str, get_info: BaseTool, **pause: list[str]
) -> None:
    """Run the example's agent until pause, forget the thread, resume: the worker calls a token invented.

    Closes client.
    """
    try:
        agent = create_agent(
            model=ScriptedChatModel(script=ask_tool_then_echo("get_info")),
            tools=[get_info],
            middleware=[mw],
            checkpointer=InMemorySaver(),
            **pause,
        )
        await agent.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
        await client.thread_forget(thread)
        with pytest.raises(InventedPlaceholderError):
            await agent.ainvoke(None, cfg(thread))
    finally:
        await client.close()
