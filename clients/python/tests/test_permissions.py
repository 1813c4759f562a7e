"""The client as the shipped ``agent`` identity, on a nats-server with deploy/nats-permissions.conf.

The worker joins that server as its ``worker`` user; the agent connects with
its own reply inbox (``inbox_prefix=b"_INBOX_agent"``), as subjects.md asks.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import msgpack
import nats
import pytest
from helpers import Workers, config_toml
from langchain.agents import create_agent
from procs import Worker
from scripted import ScriptedChatModel, ask_tool_then_echo
from test_middleware import Spy, assert_model_saw_no_clear_value, cfg

from piighost_nats import (
    PIIAnonymizationMiddleware,
    PIIGhostClient,
    PipelineClient,
    ToolCallStrategy,
    WorkerUnreachableError,
)

WORKER_NATS = 'user = "worker"\npassword = "w-secret"'


@pytest.fixture
def secured_worker(workers: Workers, secured_nats: str) -> Iterator[Worker]:
    w = workers.start(config_toml(nats=WORKER_NATS), modes="service,pipeline", nats_url=secured_nats)
    yield w
    w.stop()  # before its server stops


async def agent_client(url: str, **options: object) -> PIIGhostClient:
    opts: dict[str, object] = {"user": "agent", "password": "a-secret", "inbox_prefix": b"_INBOX_agent", "timeout": 5.0}
    opts.update(options)
    return await PIIGhostClient.connect(url, **opts)


@pytest.fixture
async def agent(secured_worker: Worker) -> AsyncIterator[PIIGhostClient]:
    c = await agent_client(secured_worker.url)
    yield c
    await c.close()


async def test_the_specifications_example_as_the_agent_identity(agent: PIIGhostClient, thread: str) -> None:
    mw = PIIAnonymizationMiddleware(agent)
    info = await mw.averify()  # $SRV.INFO.piighost is allowed to the agent
    assert info.tool_strategy is ToolCallStrategy.FULL
    spy = Spy()
    model = ScriptedChatModel(script=ask_tool_then_echo("get_info"))
    graph = create_agent(model=model, tools=[spy.tool], middleware=[mw])
    result = await graph.ainvoke({"messages": [{"role": "user", "content": "Who is Patrick?"}]}, cfg(thread))
    assert result["messages"][-1].content == "Patrick is a software engineer in Paris."
    assert spy.received == ["Patrick"]
    assert_model_saw_no_clear_value(model)


async def test_an_agent_without_its_inbox_prefix_gets_no_reply(secured_worker: Worker, thread: str) -> None:
    c = await agent_client(secured_worker.url, inbox_prefix=b"_INBOX", timeout=1.0, retries=0)
    try:
        with pytest.raises(WorkerUnreachableError):
            await c.model_in(thread, [{"role": "user", "content": "Patrick"}])
    finally:
        await c.close()


async def test_the_model_identity_cannot_call_the_restoring_endpoints(secured_worker: Worker, thread: str) -> None:
    c = await PIIGhostClient.connect(
        secured_worker.url, user="model", password="m-secret", inbox_prefix=b"_INBOX_model", timeout=1.0, retries=0
    )
    try:
        with pytest.raises(WorkerUnreachableError):
            await c.model_out(thread, [{"role": "assistant", "content": "<<PERSON:1>>"}])
        with pytest.raises(WorkerUnreachableError):
            await c.worker_info()
    finally:
        await c.close()


async def test_pipeline_mode_between_the_agent_and_the_model_identities(
    secured_worker: Worker, agent: PIIGhostClient, thread: str
) -> None:
    model_nc = await nats.connect(secured_worker.url, user="model", password="m-secret", inbox_prefix=b"_INBOX_model")
    try:
        model_side = PipelineClient(model_nc)
        clear_side = PipelineClient(agent.nc)
        deidentified = await model_side.subscribe("model.in", "conv1")
        await clear_side.publish(
            "model.in", {"thread_id": thread, "messages": [{"role": "user", "content": "I am Patrick"}]}, suffix="conv1"
        )
        out = await deidentified.next()
        assert out.suffix == "conv1"
        assert out.payload["messages"][0]["content"] == "I am <<PERSON:1>>"
        restored = await clear_side.subscribe("stream.chunk", "s1")
        for seq, text in enumerate(["Hi <<PER", "SON:1>>!"]):
            await model_nc.publish(
                model_side.input_subject("stream.chunk", "s1"),
                msgpack.packb({"thread_id": thread, "stream_id": "s1", "seq": seq, "text": text, "end": seq == 1}),
            )
        shown = [(await restored.next()).payload["text"] for _ in range(2)]
        assert "".join(shown) == "Hi Patrick!"
    finally:
        await model_nc.close()


async def test_the_worker_stopped_under_a_running_nats(secured_worker: Worker, thread: str) -> None:
    c = await agent_client(secured_worker.url, timeout=2.0, retries=1, retry_delay=0.01)
    try:
        await c.model_in(thread, [{"role": "user", "content": "Patrick"}])
        secured_worker.stop()
        with pytest.raises(WorkerUnreachableError, match="no worker serves"):
            await c.model_in(thread, [{"role": "user", "content": "Patrick again"}])
    finally:
        await c.close()
