"""The official openai SDK against a real gateway binary, real workers and NATS."""

from __future__ import annotations

import json
from typing import Any

import pytest
from openai import NotFoundError, OpenAI

from conftest import CLEAR, EMAIL, PERSON, QUOTED, Gateways
from procs import Recorded, Reply, Upstream, pieces, sse

USER = f"Write to {EMAIL} for {PERSON} in Paris, cc {QUOTED}"
USER_MODEL = "Write to <<EMAIL:1>> for <<PERSON:1>> in <<LOCATION:1>>, cc <<PERSON:2>>"
ANSWER = "I wrote to <<EMAIL:1>> for <<PERSON:1>>; bye <<PERSON:2>>"
ANSWER_CLEAR = f"I wrote to {EMAIL} for {PERSON}; bye {QUOTED}"
ARGS = '{"to": "<<EMAIL:1>>", "body": "Dear <<PERSON:2>> in <<LOCATION:1>>", "n": 3}'
ARGS_CLEAR = {"to": EMAIL, "body": f"Dear {QUOTED} in Paris", "n": 3}
TOOLS: Any = [{"type": "function", "function": {"name": "send_email", "parameters": {"type": "object"}}}]


def completion(content: str, args: str | None) -> bytes:
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if args is not None:
        message["tool_calls"] = [
            {"id": "call_1", "type": "function", "function": {"name": "send_email", "arguments": args}}
        ]
    return json.dumps(
        {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "created": 1700000000,
            "model": "gpt-test",
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls", "logprobs": None}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }
    ).encode()


def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": "chatcmpl-2",
        "object": "chat.completion.chunk",
        "created": 1700000000,
        "model": "gpt-test",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}],
    }


def streamed(content: str, args: str) -> list[bytes]:
    events: list[tuple[str | None, Any]] = [(None, chunk({"role": "assistant", "content": ""}))]
    events += [(None, chunk({"content": p})) for p in pieces(content, 3)]
    head = {"index": 0, "id": "call_1", "type": "function", "function": {"name": "send_email", "arguments": ""}}
    events.append((None, chunk({"tool_calls": [head]})))
    events += [(None, chunk({"tool_calls": [{"index": 0, "function": {"arguments": p}}]})) for p in pieces(args, 4)]
    events.append((None, chunk({}, "tool_calls")))
    events.append((None, "[DONE]"))
    return sse(*events)


def client(base: str, thread: str | None = None) -> OpenAI:
    headers = {"X-Piighost-Thread": thread} if thread else None
    return OpenAI(base_url=base + "/v1", api_key="sk-client", default_headers=headers, max_retries=0)


def test_a_completion_with_a_tool_call_is_restored(gateways: Gateways, upstream: Upstream, thread: str) -> None:
    upstream.script = lambda r: (200, {}, completion(ANSWER, ARGS))
    reply = client(gateways.a, thread).chat.completions.create(
        model="gpt-test", messages=[{"role": "user", "content": USER}], tools=TOOLS
    )
    msg = reply.choices[0].message
    assert msg.content == ANSWER_CLEAR
    assert msg.tool_calls is not None
    assert json.loads(msg.tool_calls[0].function.arguments) == ARGS_CLEAR  # type: ignore[union-attr]
    assert reply.usage is not None
    assert reply.usage.total_tokens == 2
    sent = upstream.requests[0]
    assert sent.path == "/v1/chat/completions"
    assert sent.headers["authorization"] == "Bearer sk-client"
    assert sent.json()["messages"][0]["content"] == USER_MODEL
    upstream.assert_no_clear(CLEAR)


def test_a_streamed_completion_is_restored_chunk_by_chunk(gateways: Gateways, upstream: Upstream, thread: str) -> None:
    upstream.script = lambda r: (200, {}, streamed(ANSWER, ARGS))
    stream = client(gateways.a, thread).chat.completions.create(
        model="gpt-test", messages=[{"role": "user", "content": USER}], tools=TOOLS, stream=True
    )
    text, args, finish = "", "", None
    for c in stream:
        for ch in c.choices:
            text += ch.delta.content or ""
            for tc in ch.delta.tool_calls or []:
                args += (tc.function and tc.function.arguments) or ""
            finish = ch.finish_reason or finish
    assert text == ANSWER_CLEAR
    assert json.loads(args) == ARGS_CLEAR
    assert finish == "tool_calls"
    upstream.assert_no_clear(CLEAR)


def test_a_conversation_keeps_its_tokens_across_two_gateways(gateways: Gateways, upstream: Upstream) -> None:
    # No thread named: each gateway derives the same one from the conversation's start.
    user = USER + " (ref py-two-gateways)"

    def script(r: Recorded) -> Reply:
        if len(r.json()["messages"]) == 1:
            return 200, {}, completion(ANSWER, ARGS)
        return 200, {}, completion("Added <<EMAIL:2>> for <<PERSON:1>>.", None)

    upstream.script = script
    first = client(gateways.a).chat.completions.create(model="gpt-test", messages=[{"role": "user", "content": user}])
    msg = first.choices[0].message
    assert msg.tool_calls is not None
    history: Any = [
        {"role": "user", "content": user},
        msg.model_dump(exclude_none=True),
        {"role": "tool", "tool_call_id": "call_1", "content": f"sent to {EMAIL}; new contact marie@example.org"},
    ]
    second = client(gateways.b).chat.completions.create(model="gpt-test", messages=history)
    assert second.choices[0].message.content == f"Added marie@example.org for {PERSON}."
    sent = upstream.requests[1].json()["messages"]
    assert sent[1]["content"] == ANSWER
    assert json.loads(sent[1]["tool_calls"][0]["function"]["arguments"])["to"] == "<<EMAIL:1>>"
    assert sent[2]["content"] == "sent to <<EMAIL:1>>; new contact <<EMAIL:2>>"
    upstream.assert_no_clear(CLEAR)


def test_the_gateway_fails_closed_when_the_body_is_malformed(gateways: Gateways, upstream: Upstream) -> None:
    import httpx

    r = httpx.post(gateways.a + "/v1/chat/completions", content=b'{"messages": [', timeout=10)
    assert r.status_code == 400
    assert r.json()["error"]["code"] == "invalid_request"
    assert upstream.requests == []


@pytest.mark.parametrize("stream", [False, True])
def test_the_responses_api_is_refused_and_nothing_is_forwarded(
    gateways: Gateways, upstream: Upstream, thread: str, stream: bool
) -> None:
    with pytest.raises(NotFoundError) as err:
        client(gateways.a, thread).responses.create(model="gpt-test", input=USER, stream=stream)
    assert err.value.status_code == 404
    assert "/v1/chat/completions" in err.value.message
    assert upstream.requests == []
