"""PIIAnonymizationMiddleware in real LangChain agents, on a real worker.

The model is a scripted langchain_core chat model that answers with the tokens
it was shown and calls tools with them; it records every prompt, so each test
can check what the model saw (never a clear value) and what the user and the
tools got (the real values).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Annotated, Any

import nats
import pytest
from helpers import Workers, connect
from langchain.agents import AgentState, create_agent
from langchain.agents.middleware import AgentMiddleware
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage, HumanMessage, ToolMessage
from langchain_core.runnables.config import var_child_runnable_config
from langchain_core.tools import InjectedToolCallId, tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.prebuilt.tool_node import ToolCallRequest
from langgraph.types import Command
from nats.aio.subscription import Subscription
from scripted import ScriptedChatModel, ask_tool_then_echo, last, reply_with, text_of, tokens_in

from piighost_nats import (
    CHANNELS,
    EntityCreateByAssistantStrategy,
    InventedPlaceholderError,
    InventedPlaceholderStrategy,
    MissingThreadIdError,
    PIIAnonymizationMiddleware,
    PIIGhostClient,
    StrategyMismatchError,
    ToolCallStrategy,
    UnavailableError,
)

CLEAR = ("Patrick", "Paris", "patrick@example.com", "jo@example.org")


def cfg(thread: str) -> dict[str, Any]:
    return {"configurable": {"thread_id": thread}}


def assert_model_saw_no_clear_value(model: ScriptedChatModel, *allowed: str) -> None:
    seen = model.seen_text()
    for value in CLEAR:
        if value not in allowed:
            assert value not in seen, f"the model saw {value!r}: {seen}"


class Spy:
    """The spec's get_info tool, recording the arguments it received."""

    def __init__(self, reply: str = "{person} is a software engineer in Paris.") -> None:
        self.received: list[str] = []
        self.reply = reply

        @tool
        def get_info(person: str) -> str:
            """Return information about a person."""
            self.received.append(person)
            return self.reply.format(person=person)

        self.tool = get_info


async def middleware_for(workers: Workers, **strategies: Any) -> tuple[PIIGhostClient, PIIAnonymizationMiddleware]:
    values = {k: v.value for k, v in strategies.items() if k != "tool_strategies"}
    names = {"tool_strategy": "tool", "invented_strategy": "invented", "assistant_strategy": "assistant"}
    w = workers.get(**{names[k]: v for k, v in values.items()})
    client = await connect(w)
    return client, PIIAnonymizationMiddleware(client, **strategies)


@pytest.fixture
async def default_mw(workers: Workers) -> AsyncIterator[PIIAnonymizationMiddleware]:
    client, mw = await middleware_for(workers)
    yield mw
    await client.close()


# -- the specification's example ----------------------------------------------


async def test_the_specifications_example(default_mw: PIIAnonymizationMiddleware, thread: str) -> None:
    spy = Spy()
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    agent = create_agent(
        model=model,
        system_prompt="You are a helpful assistant. Treat placeholders as real values.",
        tools=[spy.tool],
        middleware=[default_mw],
    )
    result = await agent.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))

    assert result["messages"][-1].content == "Patrick is a software engineer in Paris."
    assert spy.received == ["Patrick"]
    assert model.seen[0][-1]["content"] == "Who is <<PERSON:1>>?"
    assert model.seen[1][-1]["content"] == "<<PERSON:1>> is a software engineer in <<LOCATION:1>>."
    assert_model_saw_no_clear_value(model)
    # The state holds what upstream's would: display text restored, the tool
    # call and the tool message tokenized.
    human, call, result_msg, answer = result["messages"]
    assert human.content == "Who is Patrick?"
    assert call.tool_calls[0]["args"] == {"person": "<<PERSON:1>>"}
    assert result_msg.content == "<<PERSON:1>> is a software engineer in <<LOCATION:1>>."
    assert answer.content == "Patrick is a software engineer in Paris."
    assert [m.id for m in result["messages"]] == [m.id for m in result["messages"] if m.id], "ids kept"


async def test_a_second_turn_keeps_the_placeholders_and_the_clear_tool_output_away(
    default_mw: PIIAnonymizationMiddleware, thread: str
) -> None:
    spy = Spy("{person} lives in Paris, mail patrick@example.com")
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    agent = create_agent(model=model, tools=[spy.tool], middleware=[default_mw], checkpointer=InMemorySaver())
    await agent.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
    result = await agent.ainvoke({"messages": [{"role": "user", "content": "And Patrick again?"}]}, cfg(thread))
    assert result["messages"][-1].content == "Patrick lives in Paris, mail patrick@example.com"
    # Turn two re-sends the whole history, tool messages included: still tokens.
    assert model.seen[2][-1]["content"] == "And <<PERSON:1>> again?"
    assert_model_saw_no_clear_value(model)


# -- ToolCallStrategy -----------------------------------------------------------


@pytest.mark.parametrize(
    ("strategy", "tool_got", "model_saw"),
    [
        (ToolCallStrategy.FULL, "Patrick", "<<PERSON:1>> is a software engineer in <<LOCATION:1>>."),
        (ToolCallStrategy.INPUT, "Patrick", "Patrick is a software engineer in Paris."),
        (ToolCallStrategy.OUTPUT, "<<PERSON:1>>", "<\u200b<PERSON:1>> is a software engineer in <<LOCATION:1>>."),
        (ToolCallStrategy.PASSTHROUGH, "<<PERSON:1>>", "<<PERSON:1>> is a software engineer in Paris."),
    ],
)
async def test_every_tool_call_strategy(
    workers: Workers, thread: str, strategy: ToolCallStrategy, tool_got: str, model_saw: str
) -> None:
    client, mw = await middleware_for(workers, tool_strategy=strategy)
    try:
        spy = Spy()
        model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
        agent = create_agent(model=model, tools=[spy.tool], middleware=[mw])
        result = await agent.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
    finally:
        await client.close()
    assert spy.received == [tool_got]
    assert model.seen[1][-1]["content"] == model_saw
    # Whatever the strategy, the tool call in the state keeps its token.
    assert result["messages"][1].tool_calls[0]["args"] == {"person": "<<PERSON:1>>"}


class SendToTheCity(AgentMiddleware):
    """Rewrite the model's tool call after the model, as a reviewer would: same id, other arguments."""

    async def aafter_model(self, state: AgentState[Any], runtime: Any) -> dict[str, Any] | None:
        last = state["messages"][-1]
        if not isinstance(last, AIMessage) or not last.tool_calls:
            return None
        calls = [{**c, "args": {"person": "<<LOCATION:1>>"}} for c in last.tool_calls]
        return {"messages": [last.model_copy(update={"tool_calls": calls})]}


async def test_a_tool_call_changed_after_the_model_reaches_the_tool_restored_as_changed(
    default_mw: PIIAnonymizationMiddleware, thread: str
) -> None:
    """The middleware restores the model's tool calls with its reply; a call
    that another middleware rewrites before the tool runs is restored anew."""
    spy = Spy()
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    # after_model hooks run last to first: the middleware's, then the rewrite.
    agent = create_agent(model=model, tools=[spy.tool], middleware=[SendToTheCity(), default_mw])
    await agent.ainvoke({"messages": [{"role": "user", "content": "Is Patrick in Paris?"}]}, cfg(thread))
    assert model.seen[0][-1]["content"] == "Is <<PERSON:1>> in <<LOCATION:1>>?"
    assert spy.received == ["Paris"]


async def test_a_turn_paused_before_its_tool_restores_the_call_again_when_it_resumes(
    default_mw: PIIAnonymizationMiddleware, thread: str
) -> None:
    """A turn paused before its tool restores the call's arguments when it
    resumes: the worker meanwhile forgot the thread, so the token is
    invented now and the tool never runs."""
    spy = Spy()
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    agent = create_agent(
        model=model,
        tools=[spy.tool],
        middleware=[default_mw],
        checkpointer=InMemorySaver(),
        interrupt_before=["tools"],
    )
    await agent.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
    await default_mw.client.thread_forget(thread)
    with pytest.raises(InventedPlaceholderError):
        await agent.ainvoke(None, cfg(thread))
    assert spy.received == []


class Requests:
    """The requests on a worker's channels, by channel, seen by a subscriber on the same NATS."""

    def __init__(self, nc: nats.aio.client.Client, sub: Subscription) -> None:
        self.nc, self.sub = nc, sub

    @classmethod
    async def watch(cls, url: str) -> Requests:
        nc = await nats.connect(url)
        sub = await nc.subscribe("piighost.>")
        await nc.flush()
        return cls(nc, sub)

    async def channels(self) -> list[str]:
        """Return the channels of every request so far, sorted, and stop watching."""
        await self.nc.flush()  # every request published before is now queued here
        seen = []
        while self.sub.pending_msgs:
            subject = (await self.sub.next_msg()).subject
            channel = ".".join(subject.rsplit(".", 2)[-2:])
            if channel in CHANNELS:
                seen.append(channel)
        await self.nc.close()
        return sorted(seen)


async def test_only_what_may_hold_a_token_is_sent_to_be_restored(workers: Workers, thread: str) -> None:
    """A turn without a value asks model.in only: its messages and the tool
    call's arguments hold no token, so model.out and tool.call would return
    them as they are. The tool result is still de-identified."""
    requests = await Requests.watch(workers.get().url)
    client, mw = await middleware_for(workers)
    spy = Spy("{person} is a software engineer.")

    def script(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage(content=text_of(messages[-1].content))
        return AIMessage(content="", tool_calls=[{"name": "get_info", "args": {"person": "the CTO"}, "id": "c1"}])

    try:
        agent = create_agent(model=ScriptedChatModel(script=script), tools=[spy.tool], middleware=[mw])
        result = await agent.ainvoke({"messages": [{"role": "user", "content": "Who is the CTO?"}]}, cfg(thread))
    finally:
        await client.close()
    assert spy.received == ["the CTO"]
    assert result["messages"][-1].content == "the CTO is a software engineer."
    assert await requests.channels() == ["model.in", "model.in", "tool.result"]


class RecordingMiddleware(PIIAnonymizationMiddleware):
    """The middleware, keeping the state update each model hook returned."""

    updates: list[tuple[str, dict[str, Any] | None]]

    async def abefore_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        update = await super().abefore_model(state, runtime)
        self.updates.append(("before", update))
        return update

    async def aafter_model(self, state: Any, runtime: Any) -> dict[str, Any] | None:
        update = await super().aafter_model(state, runtime)
        self.updates.append(("after", update))
        return update


async def test_a_model_hooks_update_holds_only_the_messages_it_rewrote(workers: Workers, thread: str) -> None:
    """Messages without a value stay out of the hooks' updates (LangGraph
    merges every message an update holds), and the state is the same."""
    client = await connect(workers.get())
    mw = RecordingMiddleware(client)
    mw.updates = []
    history = [
        {"role": "user", "content": "Hello"},
        {"role": "assistant", "content": "Hi, how can I help?"},
        {"role": "user", "content": "Who is Patrick?"},
    ]
    try:
        agent = create_agent(model=ScriptedChatModel(script=reply_with("Ask <<PERSON:1>>.")), middleware=[mw])
        result = await agent.ainvoke({"messages": history}, cfg(thread))
    finally:
        await client.close()
    _, _, question, answer = result["messages"]
    assert [hook for hook, _ in mw.updates] == ["before", "after"]
    before, after = (update or {} for _, update in mw.updates)
    assert [m.id for m in before["messages"]] == [question.id]
    assert [m.id for m in after["messages"]] == [question.id, answer.id]
    assert [m.content for m in result["messages"]] == [
        "Hello",
        "Hi, how can I help?",
        "Who is Patrick?",
        "Ask Patrick.",
    ]


async def test_passthrough_does_not_even_read_the_thread_id(workers: Workers) -> None:
    client, mw = await middleware_for(workers, tool_strategy=ToolCallStrategy.PASSTHROUGH)
    try:
        request = ToolCallRequest(
            tool_call={"name": "t", "args": {"x": "<<PERSON:1>>"}, "id": "c1", "type": "tool_call"},
            tool=None,
            state={},
            runtime=None,  # type: ignore[arg-type]
        )

        async def handler(req: ToolCallRequest) -> ToolMessage:
            return ToolMessage(content=f"got {req.tool_call['args']['x']} Patrick", tool_call_id="c1")

        out = await mw.awrap_tool_call(request, handler)  # outside any graph: no config at all
    finally:
        await client.close()
    assert isinstance(out, ToolMessage)
    assert out.content == "got <<PERSON:1>> Patrick"


async def test_a_tool_output_that_brings_a_new_email_gets_the_next_token(
    default_mw: PIIAnonymizationMiddleware, thread: str
) -> None:
    spy = Spy("{person}'s manager is jo@example.org; cc patrick@example.com")
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    agent = create_agent(model=model, tools=[spy.tool], middleware=[default_mw])
    result = await agent.ainvoke(
        {"messages": [{"role": "user", "content": "Who manages Patrick (patrick@example.com)?"}]}, cfg(thread)
    )
    assert model.seen[1][-1]["content"] == "<<PERSON:1>>'s manager is <<EMAIL:2>>; cc <<EMAIL:1>>"
    assert result["messages"][-1].content == "Patrick's manager is jo@example.org; cc patrick@example.com"
    assert_model_saw_no_clear_value(model)


# -- Command-shaped tool results ------------------------------------------------


class CounterState(AgentState[Any]):
    counter: int


async def test_a_command_result_in_an_agent_is_deidentified(
    default_mw: PIIAnonymizationMiddleware, thread: str
) -> None:
    @tool
    def lookup(person: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command[Any]:
        """Look a person up and count the lookups."""
        msg = ToolMessage(content=f"{person} mails from jo@example.org", tool_call_id=tool_call_id)
        return Command(update={"messages": [msg], "counter": 3})

    model = ScriptedChatModel(script=ask_tool_then_echo("lookup"))
    agent = create_agent(model=model, tools=[lookup], middleware=[default_mw], state_schema=CounterState)
    result = await agent.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
    assert model.seen[1][-1]["content"] == "<<PERSON:1>> mails from <<EMAIL:1>>"
    assert result["counter"] == 3, "a state value that is not a message is left alone"
    assert result["messages"][-1].content == "Patrick mails from jo@example.org"
    assert_model_saw_no_clear_value(model)


@pytest.mark.parametrize("shape", ["map of lists", "map of one", "pairs of lists", "pairs of one"])
async def test_command_results_are_deidentified_in_all_four_shapes(
    default_mw: PIIAnonymizationMiddleware, thread: str, shape: str
) -> None:
    # create_agent's ToolNode accepts only the first shape; a custom graph
    # may use the others, so the wrapper is called directly here.
    await default_mw.client.model_in(thread, [{"role": "user", "content": "Who is Patrick?"}])
    first = ToolMessage(content="Patrick mails from jo@example.org", tool_call_id="c1")
    second = {"role": "tool", "content": "cc patrick@example.com", "tool_call_id": "c1"}
    value: Any = [first, second] if "lists" in shape else first
    update: Any = {"messages": value, "counter": 3}
    if shape.startswith("pairs"):
        update = [("messages", value), ("counter", 3)]
    command = Command(update=update)

    async def handler(req: ToolCallRequest) -> Command[Any]:
        assert req.tool_call["args"] == {"person": "Patrick"}
        return command

    request = ToolCallRequest(
        tool_call={"name": "lookup", "args": {"person": "<<PERSON:1>>"}, "id": "c1", "type": "tool_call"},
        tool=None,
        state={},
        runtime=None,  # type: ignore[arg-type]
    )
    token = var_child_runnable_config.set({"configurable": {"thread_id": thread}})
    try:
        out = await default_mw.awrap_tool_call(request, handler)
    finally:
        var_child_runnable_config.reset(token)
    assert out is command
    assert first.content == "<<PERSON:1>> mails from <<EMAIL:1>>"
    if "lists" in shape:
        assert second["content"] == "cc <<EMAIL:2>>", "a tool message given as a dict too"
    assert request.tool_call["args"] == {"person": "<<PERSON:1>>"}, "the stored call is never mutated"


# -- InventedPlaceholderStrategy -----------------------------------------------


@pytest.mark.parametrize(
    ("policy", "shown"),
    [(InventedPlaceholderStrategy.DROP, "Hi Patrick, cc "), (InventedPlaceholderStrategy.KEEP, None)],
)
async def test_an_invented_token_in_a_reply_under_drop_and_keep(
    workers: Workers, thread: str, policy: InventedPlaceholderStrategy, shown: str | None
) -> None:
    client, mw = await middleware_for(workers, invented_strategy=policy)
    try:
        model = ScriptedChatModel(script=reply_with("Hi <<PERSON:1>>, cc <<PERSON:9>>"))
        agent = create_agent(model=model, tools=[], middleware=[mw])
        result = await agent.ainvoke({"messages": [{"role": "user", "content": "I am Patrick"}]}, cfg(thread))
    finally:
        await client.close()
    assert result["messages"][-1].content == (shown or "Hi Patrick, cc <<PERSON:9>>")


async def test_an_invented_token_in_a_reply_raises_under_raise(
    default_mw: PIIAnonymizationMiddleware, thread: str
) -> None:
    model = ScriptedChatModel(script=reply_with("Hi <<PERSON:1>>, cc <<PERSON:9>>"))
    agent = create_agent(model=model, tools=[], middleware=[default_mw])
    with pytest.raises(InventedPlaceholderError) as info:
        await agent.ainvoke({"messages": [{"role": "user", "content": "I am Patrick"}]}, cfg(thread))
    assert info.value.tokens == ["<<PERSON:9>>"]
    assert str(info.value) == "Deanonymized text holds tokens the pipeline never issued: ['<<PERSON:9>>']"


@pytest.mark.parametrize(
    ("policy", "tool_got"),
    [
        (InventedPlaceholderStrategy.RAISE, None),
        (InventedPlaceholderStrategy.DROP, "mail "),
        (InventedPlaceholderStrategy.KEEP, "mail <<EMAIL:7>>"),
    ],
)
async def test_an_invented_token_in_tool_args_under_each_policy(
    workers: Workers, thread: str, policy: InventedPlaceholderStrategy, tool_got: str | None
) -> None:
    client, mw = await middleware_for(workers, invented_strategy=policy)
    spy = Spy("done")

    def script(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage(content="ok")
        call = {"name": "get_info", "args": {"person": "mail <<EMAIL:7>>"}, "id": "c"}
        return AIMessage(content="", tool_calls=[call])

    try:
        agent = create_agent(model=ScriptedChatModel(script=script), tools=[spy.tool], middleware=[mw])
        request = agent.ainvoke({"messages": [{"role": "user", "content": "I am Patrick"}]}, cfg(thread))
        if tool_got is None:
            with pytest.raises(InventedPlaceholderError) as info:
                await request
            assert info.value.tokens == ["<<EMAIL:7>>"]
        else:
            await request
    finally:
        await client.close()
    assert spy.received == ([] if tool_got is None else [tool_got]), "under RAISE the tool never runs"


@pytest.mark.parametrize(
    ("policy", "shown"),
    [
        (InventedPlaceholderStrategy.RAISE, "Hello Patrick, "),
        (InventedPlaceholderStrategy.DROP, "Hello Patrick, ."),
        (InventedPlaceholderStrategy.KEEP, "Hello Patrick, <<PERSON:9>>."),
    ],
)
async def test_an_invented_token_in_a_stream_under_each_policy(
    workers: Workers, thread: str, policy: InventedPlaceholderStrategy, shown: str
) -> None:
    client, mw = await middleware_for(workers, invented_strategy=policy)

    async def chunks() -> AsyncIterator[str]:
        for piece in ("Hello <<PER", "SON:1>>, <<PERSON:", "9>>."):
            yield piece

    got: list[str] = []
    try:
        await client.model_in(thread, [{"role": "user", "content": "I am Patrick"}])
        if policy is InventedPlaceholderStrategy.RAISE:
            with pytest.raises(InventedPlaceholderError):
                async for piece in mw.deanonymize_stream(chunks(), thread):
                    got.append(piece)
        else:
            got = [piece async for piece in mw.deanonymize_stream(chunks(), thread)]
    finally:
        await client.close()
    assert "".join(got) == shown


# -- EntityCreateByAssistantStrategy -------------------------------------------


def two_turns() -> ScriptedChatModel:
    """Turn one: the assistant introduces Lyon, and calls a tool with a clear
    value it guessed. Turn two: it repeats what it was shown."""

    def script(messages: list[BaseMessage]) -> AIMessage:
        if isinstance(messages[-1], ToolMessage):
            return AIMessage(content="The head office is in Lyon.")
        if len([m for m in messages if isinstance(m, HumanMessage)]) == 1:
            return AIMessage(content="", tool_calls=[{"name": "get_info", "args": {"person": "Patrick"}, "id": "c1"}])
        return AIMessage(content=text_of(last(messages, HumanMessage).content))

    return ScriptedChatModel(script=script)


@pytest.mark.parametrize(
    ("policy", "reply_seen", "question_seen", "args_seen"),
    [
        (
            EntityCreateByAssistantStrategy.PRESERVE,
            "The head office is in Lyon.",
            "Is Lyon far from <<LOCATION:1>>?",
            "<<PERSON:1>>",
        ),
        (
            EntityCreateByAssistantStrategy.ANONYMIZE,
            "The head office is in <<LOCATION:1>>.",
            "Is <<LOCATION:1>> far from <<LOCATION:2>>?",
            # The stored call keeps the thread's token under ANONYMIZE too:
            # the strategy decides whose values the model's are, not whether
            # its text may hold the thread's tokens.
            "<<PERSON:1>>",
        ),
        (
            EntityCreateByAssistantStrategy.IGNORE,
            "The head office is in Lyon.",
            "Is <<LOCATION:1>> far from <<LOCATION:2>>?",
            "Patrick",
        ),
    ],
)
async def test_every_assistant_strategy(
    workers: Workers,
    thread: str,
    policy: EntityCreateByAssistantStrategy,
    reply_seen: str,
    question_seen: str,
    args_seen: str,
) -> None:
    client, mw = await middleware_for(workers, assistant_strategy=policy)
    spy = Spy("ok")
    model = two_turns()
    try:
        agent = create_agent(model=model, tools=[spy.tool], middleware=[mw], checkpointer=InMemorySaver())
        await agent.ainvoke({"messages": [{"role": "user", "content": "Tell me about Patrick"}]}, cfg(thread))
        result = await agent.ainvoke(
            {"messages": [{"role": "user", "content": "Is Lyon far from Paris?"}]}, cfg(thread)
        )
    finally:
        await client.close()
    turn_two = model.seen[-1]
    assert turn_two[-2]["content"] == reply_seen
    assert turn_two[-1]["content"] == question_seen
    # BR-TOOL-09: a clear value the model wrote in a tool call is tokenized
    # again before the next model call (not under IGNORE).
    assert turn_two[1]["tool_calls"][0]["args"] == {"person": args_seen}
    assert spy.received == ["Patrick"]
    assert result["messages"][-1].content == "Is Lyon far from Paris?"


# -- streaming -------------------------------------------------------------------


async def test_streaming_an_agent_restores_tokens_cut_across_chunks(
    default_mw: PIIAnonymizationMiddleware, thread: str
) -> None:
    spy = Spy()
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"), chunk_size=3)
    agent = create_agent(model=model, tools=[spy.tool], middleware=[default_mw])
    raw: list[str] = []

    async def model_text() -> AsyncIterator[str]:
        async for chunk, _meta in agent.astream(
            {"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread), stream_mode="messages"
        ):
            if isinstance(chunk, AIMessageChunk) and isinstance(chunk.content, str):
                raw.append(chunk.content)
                yield chunk.content

    restored = [piece async for piece in default_mw.deanonymize_stream(model_text(), thread)]
    assert "".join(restored) == "Patrick is a software engineer in Paris."
    assert "<<P" in raw, "the model's tokens were cut across chunks"
    assert all("Patrick" not in piece for piece in raw)


# -- thread id, authority, failures ---------------------------------------------


async def test_a_call_without_thread_id_raises_upstreams_error(default_mw: PIIAnonymizationMiddleware) -> None:
    model = ScriptedChatModel(script=reply_with("hi"))
    agent = create_agent(model=model, tools=[], middleware=[default_mw])
    with pytest.raises(MissingThreadIdError) as info:
        await agent.ainvoke({"messages": [{"role": "user", "content": "I am Patrick"}]})
    assert str(info.value) == (
        "No thread_id in the LangGraph config; pass config={'configurable': {'thread_id': ...}} "
        "on the agent call, or 'default' if your conversations need no separation."
    )
    assert model.seen == []


async def test_a_middleware_that_expects_other_strategies_is_refused(workers: Workers, thread: str) -> None:
    client = await connect(workers.get())
    try:
        weaker = PIIAnonymizationMiddleware(client, tool_strategy=ToolCallStrategy.INPUT)
        with pytest.raises(StrategyMismatchError) as info:
            await weaker.averify()
        err = info.value
        assert (err.setting, err.expected, err.actual) == ("tool_strategy", "input", "full")
        assert "'input'" in str(err)
        assert "'full'" in str(err)
        model = ScriptedChatModel(script=reply_with("hi"))
        agent = create_agent(model=model, tools=[], middleware=[weaker])
        with pytest.raises(StrategyMismatchError):
            await agent.ainvoke({"messages": [{"role": "user", "content": "I am Patrick"}]}, cfg(thread))
        assert model.seen == [], "nothing reached the model"
        keep = PIIAnonymizationMiddleware(client, invented_strategy=InventedPlaceholderStrategy.KEEP)
        with pytest.raises(StrategyMismatchError, match="invented_strategy"):
            await keep.averify()
    finally:
        await client.close()


async def test_per_tool_strategies_must_be_stated(workers: Workers) -> None:
    client = await connect(workers.get(tools={"crm": "input"}))
    try:
        with pytest.raises(StrategyMismatchError) as info:
            await PIIAnonymizationMiddleware(client).averify()
        assert (info.value.setting, info.value.expected, info.value.actual) == (
            "tool_strategies['crm']",
            "full",
            "input",
        )
        info_ok = await PIIAnonymizationMiddleware(client, tool_strategies={"crm": ToolCallStrategy.INPUT}).averify()
        assert info_ok.tool_strategy_for("crm") is ToolCallStrategy.INPUT
    finally:
        await client.close()


async def test_the_worker_stopped_mid_conversation(workers: Workers, thread: str) -> None:
    w = workers.start(workers.get().config)
    client = await connect(w, timeout=1.0, retries=1, retry_delay=0.01)
    mw = PIIAnonymizationMiddleware(client)

    @tool
    def get_info(person: str) -> str:
        """Return information about a person; the worker dies meanwhile."""
        w.stop()
        return f"{person} lives in Paris, mail patrick@example.com"

    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    agent = create_agent(model=model, tools=[get_info], middleware=[mw])
    try:
        with pytest.raises(UnavailableError):
            await agent.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
    finally:
        await client.close()
    assert len(model.seen) == 1, "the model was not called again"
    assert_model_saw_no_clear_value(model)


def test_sync_agents_use_the_sync_hooks(workers: Workers, thread: str) -> None:
    client = PIIGhostClient.connect_in_background(workers.get().url, timeout=5.0)
    try:
        mw = PIIAnonymizationMiddleware(client)
        spy = Spy()
        model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
        agent = create_agent(model=model, tools=[spy.tool], middleware=[mw])
        result = agent.invoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
        with pytest.raises(MissingThreadIdError):
            agent.invoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]})
    finally:
        client.close_sync()
    assert result["messages"][-1].content == "Patrick is a software engineer in Paris."
    assert spy.received == ["Patrick"]
    assert model.seen[1][-1]["content"] == "<<PERSON:1>> is a software engineer in <<LOCATION:1>>."


async def test_list_content_blocks_are_rewritten_block_by_block(
    default_mw: PIIAnonymizationMiddleware, thread: str
) -> None:
    image = {"type": "image", "url": "https://example.com/a.png"}

    def script(messages: list[BaseMessage]) -> AIMessage:
        return AIMessage(content=[{"type": "text", "text": " ".join(tokens_in(repr(messages[-1].content)))}])

    model = ScriptedChatModel(script=script)
    agent = create_agent(model=model, tools=[], middleware=[default_mw])
    content = [{"type": "text", "text": "I am Patrick", "extra": 1}, image, "mail patrick@example.com"]
    result = await agent.ainvoke({"messages": [{"role": "user", "content": content}]}, cfg(thread))
    assert model.seen[0][-1]["content"] == "I am <<PERSON:1>>mail <<EMAIL:1>>"
    human, answer = result["messages"]
    assert human.content == content, "restored for display, other keys and blocks kept"
    assert answer.content == [{"type": "text", "text": "Patrick patrick@example.com"}]


async def test_hooks_run_on_another_loop_than_the_connection(workers: Workers, thread: str) -> None:
    client = PIIGhostClient.connect_in_background(workers.get().url, timeout=5.0)
    try:
        mw = PIIAnonymizationMiddleware(client)
        agent = create_agent(model=ScriptedChatModel(script=reply_with("Hi <<PERSON:1>>")), tools=[], middleware=[mw])
        result = await agent.ainvoke({"messages": [{"role": "user", "content": "I am Patrick"}]}, cfg(thread))
    finally:
        await asyncio.to_thread(client.close_sync)
    assert result["messages"][-1].content == "Hi Patrick"
