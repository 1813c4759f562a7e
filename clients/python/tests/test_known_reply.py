"""A reply restored from the step's known tokens is what the worker answers.

``aafter_model`` restores a model reply without a model.out request when
every opening delimiter in it opens a token of the step's model.in (its
``restored_tokens``), and the tool wrapper restores such arguments without
a tool.call request. Each reply below goes both ways on a real worker: the
local restoration, where it is certain, must equal model.out's and
tool.call's answers byte for byte; where it is not (a token of the thread
outside the step, an invented or mangled token), the request is sent.
"""

from __future__ import annotations

import uuid
from typing import Any

import nats
import pytest
from helpers import Workers, config_toml, connect
from langchain.agents import create_agent
from langchain_core.tools import tool
from scripted import ScriptedChatModel, ask_tool_then_echo

from piighost_nats import PIIAnonymizationMiddleware, PIIGhostClient, PIIGhostError
from piighost_nats._codec import unpack
from piighost_nats.middleware import _known_content, _known_leaves


def config(factory: str, prefix: str, suffix: str) -> str:
    """E-mails by pattern; names and places by exact value, some unicode, one holding the delimiters."""
    values = {
        "Patrick": "PERSON",
        "Zoë Ångström": "PERSON",
        f"Ann {prefix}Z{suffix} Lee": "PERSON",
        "Paris": "LOCATION",
        "Lyon": "LOCATION",
    }
    return config_toml(exact=values, placeholder={"type": factory, "prefix": prefix, "suffix": suffix})


def replies(step: list[str], other: str, prefix: str, suffix: str, typed: str) -> tuple[list[Any], list[Any]]:
    """Replies whose tokens are all the step's (certain), and others (not)."""
    a, b, c = step[0], step[1], step[-1]
    uncertain: list[Any] = []
    certain: list[Any] = [
        "no token at all",
        a,
        f"{a} starts",
        f"ends {a}",
        f"{a}{b}{c}",
        f"{a} and {a} again, {b}",
        f"é{a}中{b}😀",
        "".join(step),
        " ".join(step * 3),
        f"{a}{suffix}",
        f"{a}{suffix}{suffix} closing twice",
        f"a stray {suffix} and {b}",
        [a, {"type": "text", "text": f"Dear {b}"}, None, "plain"],
        [{"type": "text", "text": f"{c}."}],
    ]
    # A neutralised token (U+200B after the prefix's first character) holds
    # no opening delimiter, unless the delimiter is that one character.
    neutralised = f"a neutralised token {typed} beside {a}"
    (certain if len(prefix) > 1 else uncertain).append(neutralised)
    body = a[len(prefix) : -len(suffix)]
    label = body.split(":")[0]
    uncertain += [
        f"{a} with {other}",
        other,
        f"{prefix}{label}:zz999{suffix} invented",
        f"{prefix}{label.lower()}:1{suffix} lower case",
        f"{prefix}{a} doubled opening",
        f"{a[:-1]} cut",
        f"{prefix} {body}{suffix} spaced",
        f"{a} then an opening alone {prefix}",
        f"{prefix}{prefix}",
        f"{prefix}{body}",
        [a, {"type": "text", "text": f"and {other}"}],
        f"{a} \ud800 lone surrogate",
    ]
    return certain, uncertain


async def worker_answer(client: PIIGhostClient, thread: str, content: Any) -> tuple[str, Any]:
    """model.out's answer for an AI message of that content, or its error code."""
    try:
        reply = await client.model_out(thread, [{"type": "ai", "content": content}])
    except PIIGhostError as exc:
        return "error", getattr(exc, "code", type(exc).__name__)
    return "ok", reply.messages[0]["content"]


async def tool_answer(client: PIIGhostClient, thread: str, args: Any) -> tuple[str, Any]:
    """tool.call's arguments for these, or its error code."""
    try:
        call = await client.tool_call(thread, {"id": "c1", "name": "get_info", "args": args})
    except PIIGhostError as exc:
        return "error", getattr(exc, "code", type(exc).__name__)
    return "ok", call["args"]


@pytest.mark.parametrize(
    ("factory", "prefix", "suffix"),
    [("label_counter", "<<", ">>"), ("label_hash", "[[", "]]"), ("label_counter", "⟦", "⟧")],
)
async def test_a_reply_of_known_tokens_restores_as_model_out_and_tool_call_do(
    workers: Workers, factory: str, prefix: str, suffix: str
) -> None:
    worker = workers.start(config(factory, prefix, suffix))
    client = await connect(worker)
    thread = f"known-{uuid.uuid4().hex}"
    try:
        info = await client.worker_info()
        assert (info.metadata["placeholder"], info.metadata["placeholder.prefix"]) == (factory, prefix)
        earlier = await client.model_in(thread, [{"type": "human", "content": "Earlier: Lyon"}], restore=True)
        step = await client.model_in(
            thread,
            [
                {"type": "ai", "content": "Write to patrick@example.com"},
                {
                    "type": "human",
                    "content": f"Patrick, Zoë Ångström, Ann {prefix}Z{suffix} Lee in Paris, "
                    f"typed {prefix}PERSON:7{suffix}",
                },
            ],
            restore=True,
        )
        tokens = step.restored_tokens or {}
        others = sorted(set(earlier.restored_tokens or {}) - set(tokens))
        assert len(tokens) >= 4, tokens
        assert others, earlier.restored_tokens
        assert any(prefix in v for v in tokens.values()), "a value holds the delimiter"
        typed = step.messages[1]["content"].rsplit("typed ", 1)[1]
        assert typed != f"{prefix}PERSON:7{suffix}", "the typed token is neutralised"
        certain, uncertain = replies(sorted(tokens), others[0], prefix, suffix, typed)
        for content in certain + uncertain:
            found, local = _known_content(content, tokens, prefix, suffix)
            assert found is (content in certain), content
            if found:
                assert await worker_answer(client, thread, content) == ("ok", local), content
            if isinstance(content, str) and "\ud800" not in content:
                leaf_found, args = _known_leaves({"person": content, "n": [content, 3]}, tokens, prefix, suffix)
                assert leaf_found is found, content
                if leaf_found:
                    want = await tool_answer(client, thread, {"person": content, "n": [content, 3]})
                    assert want == ("ok", args), content
    finally:
        await client.close()
        worker.stop()


async def requests_of(worker_url: str, run: Any) -> list[tuple[str, Any]]:
    """The channels and payloads of the requests sent while ``run`` runs."""
    watcher = await nats.connect(worker_url)
    sub = await watcher.subscribe("piighost.>")
    await watcher.flush()
    try:
        await run()
        await watcher.flush()
        out = []
        while sub.pending_msgs:
            msg = await sub.next_msg()
            if msg.subject == "piighost.workers":
                continue  # the workers' presence, sent every few seconds: no request
            out.append((".".join(msg.subject.rsplit(".", 2)[-2:]), unpack(msg.data)))
        return out
    finally:
        await watcher.close()


@pytest.mark.parametrize(
    ("history", "requests"),
    [
        ([], ["model.in", "tool.result", "model.in"]),
        ([{"role": "user", "content": "I was in Paris"}], ["model.in", "tool.result", "model.in"]),
    ],
)
async def test_the_final_reply_needs_no_model_out_when_the_step_knows_its_tokens(
    workers: Workers, thread: str, history: list[dict[str, str]], requests: list[str]
) -> None:
    """The specification's example: the reply echoes the tool's result, whose
    tokens tool.result gave (and the step's model.in, when an earlier message
    of the history names the place): the reply is restored without model.out,
    to what model.out answers for it."""
    worker = workers.get()
    client = await connect(worker)
    mw = PIIAnonymizationMiddleware(client)
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    agent = create_agent(model=model, tools=[get_info], middleware=[mw])
    result: dict[str, Any] = {}

    async def run() -> None:
        msgs = [*history, {"role": "user", "content": "Who is Patrick?"}]
        result.update(await agent.ainvoke({"messages": msgs}, {"configurable": {"thread_id": thread}}))

    try:
        sent = await requests_of(worker.url, run)
        # The model's answer is the tool's result as it saw it.
        answer = await client.model_out(thread, [{"type": "ai", "content": model.seen[-1][-1]["content"]}])
    finally:
        await client.close()
    assert [channel for channel, _ in sent] == requests
    assert result["messages"][-1].content == answer.messages[0]["content"]
    assert result["messages"][-1].content == "Patrick is a software engineer in Paris."


@tool
def get_info(person: str) -> str:
    """Return information about a person."""
    return f"{person} is a software engineer in Paris."
