"""The async client on every channel, against a real worker on its embedded NATS."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import uuid

import msgpack
import nats
import pytest
from helpers import Workers, connect
from nats.aio.msg import Msg

from piighost_nats import (
    BadRequestError,
    InventedPlaceholderError,
    MissingThreadIdError,
    OutOfOrderError,
    PIIGhostClient,
    RemoteError,
    ReplyTooLargeError,
    StreamEndedError,
    ToolCallStrategy,
    UnavailableError,
    WorkerUnreachableError,
)
from piighost_nats.errors import (
    ConfigError,
    ConflictingOverrideError,
    DetectorFailedError,
    InternalError,
    LimitExceededError,
    PIIRemainingError,
    StoreFullError,
    UnrecognizableFactoryError,
    error_from_wire,
)


async def test_model_in_then_model_out_round_trip(client: PIIGhostClient, thread: str) -> None:
    reply = await client.model_in(
        thread, [{"role": "user", "content": "Email Patrick in Paris at patrick@example.com"}]
    )
    assert reply.changed
    assert reply.messages[0]["content"] == "Email <<PERSON:1>> in <<LOCATION:1>> at <<EMAIL:1>>"
    out = await client.model_out(thread, [{"role": "assistant", "content": "Sent to <<PERSON:1>>."}])
    assert out.messages[0]["content"] == "Sent to Patrick."
    unchanged = await client.model_out(thread, [{"role": "assistant", "content": "Nothing to restore."}])
    assert not unchanged.changed


async def test_tool_call_restores_args_and_keeps_other_values(client: PIIGhostClient, thread: str) -> None:
    await client.model_in(thread, [{"role": "user", "content": "mail patrick@example.com"}])
    call = await client.tool_call(
        thread, {"id": "c1", "name": "send", "args": {"to": "<<EMAIL:1>>", "urgent": True, "n": [1, "<<EMAIL:1>>"]}}
    )
    assert call["args"] == {"to": "patrick@example.com", "urgent": True, "n": [1, "patrick@example.com"]}


async def test_tool_result_gives_a_new_value_the_next_number(client: PIIGhostClient, thread: str) -> None:
    await client.model_in(thread, [{"role": "user", "content": "mail patrick@example.com"}])
    msg = await client.tool_result(
        thread,
        "crm",
        message={"role": "tool", "tool_call_id": "c1", "content": "patrick@example.com, backup jo@example.org"},
    )
    assert msg["content"] == "<<EMAIL:1>>, backup <<EMAIL:2>>"


async def test_stream_chunks_hold_a_cut_token_and_retries_are_answered_again(
    client: PIIGhostClient, thread: str
) -> None:
    await client.model_in(thread, [{"role": "user", "content": "I am Patrick"}])
    first = await client.stream_chunk(thread, "s1", 0, "Dear <<PER")
    assert (first.text, first.end) == ("Dear ", False)
    again = await client.stream_chunk(thread, "s1", 0, "Dear <<PER")  # a retry of the same seq
    assert (again.text, again.duplicate) == ("Dear ", True)
    last = await client.stream_chunk(thread, "s1", 1, "SON:1>>!", end=True)
    assert (last.text, last.end) == ("Patrick!", True)
    with pytest.raises(StreamEndedError) as info:
        await client.stream_chunk(thread, "s1", 2, "more")
    assert info.value.code == "stream_ended"


async def test_stream_chunks_with_continuations_answer_a_retry_the_same(client: PIIGhostClient, thread: str) -> None:
    await client.model_in(thread, [{"role": "user", "content": "I am Patrick"}])
    first = await client.stream_chunk(thread, "c1", 0, "Dear <<PER", continuation="")
    assert (first.text, first.end) == ("Dear ", False)
    assert first.continuation
    again = await client.stream_chunk(thread, "c1", 0, "Dear <<PER", continuation="")  # a retry
    assert again == first
    last = await client.stream_chunk(thread, "c1", 1, "SON:1>>!", end=True, continuation=first.continuation)
    assert (last.text, last.end) == ("Patrick!", True)
    stale = await client.stream_chunk(thread, "c1", 0, "Dear <<PER", continuation=last.continuation)
    assert (stale.text, stale.duplicate) == ("", True)
    with pytest.raises(StreamEndedError):
        await client.stream_chunk(thread, "c1", 2, "more", continuation=last.continuation)


async def test_a_chunk_ahead_of_its_turn_is_out_of_order(client: PIIGhostClient, thread: str) -> None:
    with pytest.raises(OutOfOrderError) as info:
        await client.stream_chunk(thread, "s-ahead", 3, "x")
    assert (info.value.code, info.value.status) == ("out_of_order", 409)


async def test_deanonymize_stream_restores_whatever_the_chunking(client: PIIGhostClient, thread: str) -> None:
    await client.model_in(thread, [{"role": "user", "content": "I am Patrick, mail patrick@example.com"}])
    text = "Hello <<PERSON:1>>, I wrote to <<EMAIL:1>>. Bye <<PER"
    for size in (1, 2, 5, len(text)):

        async def chunks(n: int = size) -> object:
            for i in range(0, len(text), n):
                yield text[i : i + n]

        out = [piece async for piece in client.deanonymize_stream(chunks(), thread)]  # type: ignore[arg-type]
        assert "".join(out) == "Hello Patrick, I wrote to patrick@example.com. Bye <<PER"
        assert all(out), "only non-empty pieces are yielded"


async def test_an_invented_token_in_a_stream_yields_the_text_before_then_raises(
    client: PIIGhostClient, thread: str
) -> None:
    await client.model_in(thread, [{"role": "user", "content": "I am Patrick"}])

    async def chunks() -> object:
        for piece in ("Hello <<PERSON:", "9>>.", " never shown"):
            yield piece

    shown: list[str] = []
    with pytest.raises(InventedPlaceholderError) as info:
        async for piece in client.deanonymize_stream(chunks(), thread):  # type: ignore[arg-type]
            shown.append(piece)
    assert "".join(shown) == "Hello "
    assert info.value.tokens == ["<<PERSON:9>>"]


async def test_thread_forget_erases_the_thread(client: PIIGhostClient, thread: str) -> None:
    await client.model_in(thread, [{"role": "user", "content": "I am Patrick"}])
    forgotten = await client.thread_forget(thread)
    assert forgotten.entities >= 1
    with pytest.raises(InventedPlaceholderError):
        await client.model_out(thread, [{"role": "assistant", "content": "<<PERSON:1>>"}])


async def test_thread_correct_masks_a_missed_value_and_clears_a_wrong_one(client: PIIGhostClient, thread: str) -> None:
    history = [{"role": "user", "content": "I am Patrick in Paris, codename Bluebird"}]
    assert (await client.model_in(thread, history)).messages[0]["content"] == (
        "I am <<PERSON:1>> in <<LOCATION:1>>, codename Bluebird"
    )
    done = await client.thread_correct(
        thread,
        [
            {"action": "mask", "text": "Bluebird", "label": "CODENAME"},
            {"action": "clear", "text": "Paris", "label": "LOCATION"},
        ],
    )
    assert [(c.tokens, c.changed) for c in done] == [(("<<CODENAME:1>>",), True), (("<<LOCATION:1>>",), True)]
    assert (await client.model_in(thread, history)).messages[0]["content"] == (
        "I am <<PERSON:1>> in Paris, codename <<CODENAME:1>>"
    )
    reply = await client.model_out(thread, [{"role": "assistant", "content": "<<CODENAME:1>> in <<LOCATION:1>>"}])
    assert reply.messages[0]["content"] == "Bluebird in Paris"
    with pytest.raises(BadRequestError):
        await client.thread_correct(thread, [{"action": "mask", "text": "Bluebird"}])


async def test_invented_tokens_raise_with_upstreams_message(client: PIIGhostClient, thread: str) -> None:
    with pytest.raises(InventedPlaceholderError) as info:
        await client.model_out(thread, [{"role": "assistant", "content": "Hi <<PERSON:9>>"}])
    err = info.value
    assert str(err) == "Deanonymized text holds tokens the pipeline never issued: ['<<PERSON:9>>']"
    assert (err.tokens, err.code, err.status) == (["<<PERSON:9>>"], "invented_placeholder", 422)


GUARDED = """[detector]
type = "exact"
values = { Patrick = "PERSON" }
[guard]
type = "detector"
[guard.detector]
type = "regex"
groups = ["generic"]
"""


async def test_the_guard_rail_raises_pii_remaining_with_labels_only(workers: Workers, thread: str) -> None:
    c = await connect(workers.start(GUARDED))
    try:
        with pytest.raises(PIIRemainingError) as info:
            await c.model_in(thread, [{"role": "user", "content": "I am Patrick, mail jo.doe@example.com"}])
        err = info.value
        assert str(err) == "Anonymized text still contains PII: ['EMAIL']"
        assert (err.code, err.status) == ("pii_remaining", 422)
        assert "jo.doe" not in str(err)
        with pytest.raises(PIIRemainingError):
            await c.tool_result(thread, "crm", message={"role": "tool", "content": "owner: jo@example.org"})
        reply = await c.model_in(thread, [{"role": "user", "content": "I am Patrick"}])
        assert reply.messages[0]["content"] == "I am <<PERSON:1>>"
    finally:
        await c.close()


async def test_bad_input_is_a_bad_request_and_the_worker_keeps_serving(client: PIIGhostClient, thread: str) -> None:
    with pytest.raises(BadRequestError) as info:
        await client.request("model.in", {"thread_id": thread, "messages": "not a list"})
    assert (info.value.code, info.value.status) == ("bad_request", 400)
    with pytest.raises(BadRequestError):
        await client.model_in(thread, [{"role": "wizard", "content": "x"}])
    reply = await client.model_in(thread, [{"role": "user", "content": "still here, Patrick?"}])
    assert reply.messages[0]["content"] == "still here, <<PERSON:1>>?"


async def test_a_payload_msgpack_cannot_encode_is_refused_before_sending(client: PIIGhostClient, thread: str) -> None:
    with pytest.raises(BadRequestError):
        await client.model_in(thread, [{"role": "user", "content": object()}])


async def test_missing_thread_ids_raise(client: PIIGhostClient) -> None:
    with pytest.raises(MissingThreadIdError):
        await client.model_in("", [{"role": "user", "content": "x"}])
    with pytest.raises(MissingThreadIdError) as info:
        await client.tool_call(None, {"id": "c", "name": "t", "args": {}})  # FULL needs a thread
    assert info.value.code == "missing_thread_id"


async def test_a_long_history_is_sent_in_parts_that_keep_provenance(client: PIIGhostClient, thread: str) -> None:
    info = await client.worker_info()
    assert info.max_payload == 1 << 20
    filler = "x" * 200_000
    history = [{"role": "user", "content": f"{filler} Patrick {i}"} for i in range(8)]  # 1.6 MB in all
    reply = await client.model_in(thread, history)
    assert len(reply.messages) == 8
    assert all(m["content"].endswith(f"<<PERSON:1>> {i}") for i, m in enumerate(reply.messages))


async def test_the_worker_info_carries_its_strategies(workers: Workers) -> None:
    w = workers.get(tool="output", invented="drop", assistant="ignore", tools={"crm.lookup": "input"}, strict=True)
    c = await connect(w)
    try:
        info = await c.worker_info()
    finally:
        await c.close()
    assert info.tool_strategy is ToolCallStrategy.OUTPUT
    assert info.invented_strategy is not None
    assert info.invented_strategy.value == "drop"
    assert info.assistant_strategy is not None
    assert info.assistant_strategy.value == "ignore"
    assert info.tool_strategies == {"crm.lookup": ToolCallStrategy.INPUT}
    assert info.tool_strategy_for("crm.lookup") is ToolCallStrategy.INPUT
    assert info.tool_strategy_for("other") is ToolCallStrategy.OUTPUT
    assert info.strict is True


async def test_calls_from_another_event_loop_run_on_the_connections_loop(client: PIIGhostClient, thread: str) -> None:
    def in_other_loop() -> str:
        async def go() -> str:
            reply = await client.model_in(thread, [{"role": "user", "content": "Patrick"}])
            return str(reply.messages[0]["content"])

        return asyncio.run(go())

    assert await asyncio.to_thread(in_other_loop) == "<<PERSON:1>>"


async def test_a_stopped_worker_raises_and_never_returns_the_text(workers: Workers, thread: str) -> None:
    w = workers.start(workers.get().config)
    c = await connect(w, timeout=1.0, retries=1, retry_delay=0.01)
    try:
        await c.model_in(thread, [{"role": "user", "content": "Patrick"}])
        w.stop()
        with pytest.raises(UnavailableError) as info:
            await c.model_in(thread, [{"role": "user", "content": "Patrick again"}])
        assert isinstance(info.value, WorkerUnreachableError)
        assert info.value.code == "unavailable"
    finally:
        await c.close()


async def test_no_responder_is_retried_then_raises(workers: Workers, thread: str) -> None:
    c = await connect(workers.get(), prefix=f"nobody-{uuid.uuid4().hex[:6]}", retries=2, retry_delay=0.001)
    try:
        with pytest.raises(WorkerUnreachableError, match="no worker serves"):
            await c.model_in(thread, [{"role": "user", "content": "Patrick"}])
    finally:
        await c.close()


async def test_concurrent_requests_on_one_connection_each_get_their_own_reply(
    client: PIIGhostClient, thread: str
) -> None:
    values = {"Patrick": "<<PERSON:1>>", "Paris": "<<LOCATION:1>>", "Lyon": "<<LOCATION:1>>"}
    texts = [list(values)[i % 3] for i in range(60)]
    replies = await asyncio.gather(
        *(client.model_in(f"{thread}-{i}", [{"role": "user", "content": text}]) for i, text in enumerate(texts))
    )
    assert [r.messages[0]["content"] for r in replies] == [values[t] for t in texts]


async def test_a_reply_after_its_request_gave_up_is_not_taken_for_the_next_one(workers: Workers, thread: str) -> None:
    """A responder answers the first request late, the second at once: the
    second request gets its own reply, never the first one's."""
    prefix = f"late-{uuid.uuid4().hex[:6]}"
    c = await connect(workers.get(), prefix=prefix, timeout=0.2, retries=0)
    responder = await nats.connect(workers.get().url)
    late: list[asyncio.Task[None]] = []

    async def answer_late(msg: Msg) -> None:
        await asyncio.sleep(0.5)
        await msg.respond(msg.data)

    async def answer(msg: Msg) -> None:
        if late:
            await msg.respond(msg.data)
        else:
            late.append(asyncio.create_task(answer_late(msg)))

    try:
        await responder.subscribe(f"{prefix}.tool.call", cb=answer)
        await responder.flush()
        with pytest.raises(WorkerUnreachableError, match="no reply"):
            await c.tool_call(thread, {"id": "c1", "name": "first", "args": {}})
        call = await c.tool_call(thread, {"id": "c2", "name": "second", "args": {}})
        assert call["name"] == "second"
        await late[0]  # the late reply arrives now, and is dropped
        call = await c.tool_call(thread, {"id": "c3", "name": "third", "args": {}})
        assert call["name"] == "third"
    finally:
        await c.close()
        await responder.close()


@pytest.mark.parametrize(
    ("code", "cls"),
    [
        ("bad_request", BadRequestError),
        ("missing_thread_id", MissingThreadIdError),
        ("unavailable", UnavailableError),
        ("store_full", StoreFullError),
        ("limit_exceeded", LimitExceededError),
        ("detector_failed", DetectorFailedError),
        ("out_of_order", OutOfOrderError),
        ("stream_ended", StreamEndedError),
        ("reply_too_large", ReplyTooLargeError),
        ("config", ConfigError),
        ("internal", InternalError),
        ("unrecognizable_factory", UnrecognizableFactoryError),
        ("pii_remaining", PIIRemainingError),
        ("conflicting_override", ConflictingOverrideError),
        ("some_future_code", RemoteError),
    ],
)
def test_every_wire_code_has_its_class_and_carries_the_code(code: str, cls: type[Exception]) -> None:
    err = error_from_wire(code, "message", status=500)
    assert type(err) is cls
    assert err.code == code
    assert str(err) == "message"


def test_importing_the_package_never_imports_langchain() -> None:
    code = (
        "import sys, piighost_nats\n"
        "from piighost_nats import ToolCallStrategy, InventedPlaceholderStrategy, EntityCreateByAssistantStrategy\n"
        "assert not [m for m in sys.modules if m.startswith(('langchain', 'langgraph'))], 'langchain imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_without_the_extra_the_middleware_names_it() -> None:
    code = (
        "import sys\n"
        "sys.modules['langchain'] = None\n"
        "import piighost_nats\n"
        "try:\n"
        "    piighost_nats.PIIAnonymizationMiddleware\n"
        "except ImportError as e:\n"
        "    assert 'pip install piighost-nats[langchain]' in str(e), e\n"
        "else:\n"
        "    raise SystemExit('no ImportError')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_deprecated_strategy_alias_warns() -> None:
    import piighost_nats.strategy as s

    with pytest.warns(DeprecationWarning, match="EntityCreateByAssistantStrategy"):
        alias = s.AssistantEntityStrategy
    assert alias is s.EntityCreateByAssistantStrategy


def test_msgpack_is_the_wire() -> None:
    # The client's encoding is plain msgpack maps, readable by any client.
    from piighost_nats._codec import pack, unpack

    data = pack({"thread_id": "t", "messages": [{"role": "user", "content": "é"}]})
    assert msgpack.unpackb(data) == unpack(data)
