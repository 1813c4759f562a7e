"""Pipeline mode: JetStream routes from input subjects to output subjects."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest
from helpers import Workers

from piighost_nats import BadRequestError, InventedPlaceholderError, PIIGhostClient, PipelineClient


@pytest.fixture
async def pipe(workers: Workers) -> AsyncIterator[PipelineClient]:
    c = await PIIGhostClient.connect(workers.get(modes="service,pipeline").url)
    yield PipelineClient(c.nc)
    await c.close()


async def test_inputs_come_out_rewritten_with_their_suffix(pipe: PipelineClient, thread: str) -> None:
    safe = await pipe.subscribe("model.in", "conv7")
    seq = await pipe.publish(
        "model.in",
        {"thread_id": thread, "messages": [{"role": "user", "content": "mail patrick@example.com"}], "mine": 1},
        suffix="conv7",
        msg_id=f"{thread}-1",
    )
    assert seq > 0
    out = await safe.next()
    assert (out.subject, out.suffix) == ("piighost.safe.model.in.conv7", "conv7")
    assert out.payload["messages"][0]["content"] == "mail <<EMAIL:1>>"
    assert out.payload["mine"] == 1, "keys the worker does not own pass through"
    clear = await pipe.subscribe("model.out", "conv7")
    await pipe.publish(
        "model.out",
        {"thread_id": thread, "messages": [{"role": "assistant", "content": "to <<EMAIL:1>>"}]},
        suffix="conv7",
    )
    assert (await clear.next()).payload["messages"][0]["content"] == "to patrick@example.com"


async def test_a_permanent_failure_is_an_error_event_and_no_output(pipe: PipelineClient, thread: str) -> None:
    errors = await pipe.subscribe_errors("model.in")
    await pipe.publish("model.in", {"thread_id": thread, "messages": "not a list"}, suffix="bad")
    event = await errors.next()
    assert (event.code, event.channel) == ("bad_request", "model.in")
    assert isinstance(event.exception(), BadRequestError)


async def test_an_error_event_names_the_thread_by_its_digest_never_its_id(workers: Workers, thread: str) -> None:
    w = workers.get(modes="service,pipeline")
    c = await PIIGhostClient.connect(w.url)
    try:
        pipe = PipelineClient(c.nc)
        errors = await pipe.subscribe_errors("model.in")
        await pipe.publish("model.in", {"thread_id": thread, "messages": "not a list"}, suffix="bad3")
        event = await errors.next()
    finally:
        await c.close()
    assert event.thread_digest == w.thread_digest(thread)
    assert thread not in json.dumps(event.event)


async def test_error_events_of_every_channel_by_default(pipe: PipelineClient, thread: str) -> None:
    errors = await pipe.subscribe_errors()
    await pipe.publish("tool.result", {"thread_id": thread, "tool_name": "crm", "message": 7}, suffix="bad2")
    event = await errors.next()
    assert (event.code, event.channel) == ("bad_request", "tool.result")


async def test_a_stream_output_carries_its_error_with_the_text_before(pipe: PipelineClient, thread: str) -> None:
    out = await pipe.subscribe("stream.chunk", "st1")
    await pipe.publish(
        "stream.chunk", {"thread_id": thread, "stream_id": "st1", "seq": 0, "text": "Hi <<PERSON:9>>!"}, suffix="st1"
    )
    reply = await out.next()
    err = reply.error
    assert isinstance(err, InventedPlaceholderError)
    assert (err.tokens, err.emitted, reply.payload["end"]) == (["<<PERSON:9>>"], "Hi ", True)
