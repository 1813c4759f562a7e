"""The official anthropic SDK against a real gateway binary, real workers and NATS."""

from __future__ import annotations

import json
from typing import Any

from anthropic import Anthropic

from conftest import CLEAR, EMAIL, PERSON, Gateways
from procs import Upstream, pieces, sse
from test_openai_sdk import ANSWER, ANSWER_CLEAR, ARGS, ARGS_CLEAR, USER, USER_MODEL

TOOLS: Any = [{"name": "send_email", "input_schema": {"type": "object"}}]


def message(text: str, tool_input: str) -> bytes:
    return json.dumps(
        {
            "id": "msg_1",
            "type": "message",
            "role": "assistant",
            "model": "claude-test",
            "content": [
                {"type": "text", "text": text},
                {"type": "tool_use", "id": "toolu_1", "name": "send_email", "input": json.loads(tool_input)},
            ],
            "stop_reason": "tool_use",
            "stop_sequence": None,
            "usage": {"input_tokens": 1, "output_tokens": 1},
        }
    ).encode()


def streamed(text: str, tool_input: str) -> list[bytes]:
    start = {"id": "msg_2", "type": "message", "role": "assistant", "model": "claude-test", "content": []}
    start |= {"stop_reason": None, "stop_sequence": None, "usage": {"input_tokens": 1, "output_tokens": 1}}
    ev: list[tuple[str | None, Any]] = [
        ("message_start", {"type": "message_start", "message": start}),
        (
            "content_block_start",
            {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
        ),
    ]
    ev += [
        ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": p}})
        for p in pieces(text, 3)
    ]
    ev.append(("content_block_stop", {"type": "content_block_stop", "index": 0}))
    tool = {"type": "tool_use", "id": "toolu_1", "name": "send_email", "input": {}}
    ev.append(("content_block_start", {"type": "content_block_start", "index": 1, "content_block": tool}))
    ev += [
        (
            "content_block_delta",
            {"type": "content_block_delta", "index": 1, "delta": {"type": "input_json_delta", "partial_json": p}},
        )
        for p in pieces(tool_input, 5)
    ]
    ev.append(("content_block_stop", {"type": "content_block_stop", "index": 1}))
    delta = {"stop_reason": "tool_use", "stop_sequence": None}
    ev.append(("message_delta", {"type": "message_delta", "delta": delta, "usage": {"output_tokens": 9}}))
    ev.append(("message_stop", {"type": "message_stop"}))
    return sse(*ev)


def client(base: str, thread: str) -> Anthropic:
    return Anthropic(
        base_url=base, api_key="sk-ant-client", default_headers={"X-Piighost-Thread": thread}, max_retries=0
    )


def test_a_message_with_a_tool_use_is_restored(gateways: Gateways, upstream: Upstream, thread: str) -> None:
    upstream.script = lambda r: (200, {}, message(ANSWER, ARGS))
    reply = client(gateways.a, thread).messages.create(
        model="claude-test",
        max_tokens=100,
        system="Be brief.",
        messages=[{"role": "user", "content": USER}],
        tools=TOOLS,
    )
    text = next(b for b in reply.content if b.type == "text")
    tool = next(b for b in reply.content if b.type == "tool_use")
    assert text.text == ANSWER_CLEAR  # type: ignore[union-attr]
    assert tool.input == ARGS_CLEAR  # type: ignore[union-attr]
    sent = upstream.requests[0]
    assert sent.path == "/v1/messages"
    # The client's own key goes upstream, in the header the SDK wrote it in.
    assert "sk-ant-client" in (
        sent.headers.get("x-api-key"),
        sent.headers.get("authorization", "").removeprefix("Bearer "),
    )
    assert sent.json()["messages"][0]["content"] == USER_MODEL
    upstream.assert_no_clear(CLEAR)


def test_a_streamed_message_is_restored_and_its_tool_input_parses(
    gateways: Gateways, upstream: Upstream, thread: str
) -> None:
    upstream.script = lambda r: (200, {}, streamed(ANSWER, ARGS))
    texts = []
    with client(gateways.b, thread).messages.stream(
        model="claude-test", max_tokens=100, messages=[{"role": "user", "content": USER}], tools=TOOLS
    ) as s:
        texts.extend(s.text_stream)
        final = s.get_final_message()
    assert "".join(texts) == ANSWER_CLEAR
    tool = next(b for b in final.content if b.type == "tool_use")
    assert tool.input == ARGS_CLEAR  # type: ignore[union-attr]
    assert final.stop_reason == "tool_use"
    upstream.assert_no_clear(CLEAR)


def test_a_tool_result_reaches_the_model_de_identified(gateways: Gateways, upstream: Upstream, thread: str) -> None:
    upstream.script = lambda r: (200, {}, message("ok", "{}"))
    c = client(gateways.a, thread)
    c.messages.create(model="claude-test", max_tokens=10, messages=[{"role": "user", "content": USER}])
    upstream.script = lambda r: (200, {}, message("Noted <<EMAIL:2>>.", "{}"))
    history: Any = [
        {"role": "user", "content": USER},
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "toolu_1", "name": "lookup", "input": {"who": PERSON}}],
        },
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "toolu_1", "content": f"{EMAIL}, marie@example.org"}],
        },
    ]
    reply = c.messages.create(model="claude-test", max_tokens=10, messages=history)
    assert reply.content[0].text == "Noted marie@example.org."  # type: ignore[union-attr]
    sent = upstream.requests[-1].json()["messages"]
    assert sent[1]["content"][0]["input"] == {"who": "<<PERSON:1>>"}
    assert sent[2]["content"][0]["content"] == "<<EMAIL:1>>, <<EMAIL:2>>"
    upstream.assert_no_clear(CLEAR)
