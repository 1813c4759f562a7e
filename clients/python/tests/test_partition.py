"""Thread partitions: the same hash as the worker's Go package, and requests that reach the thread's worker."""

from __future__ import annotations

import json

import nats
from procs import REPO

from piighost_nats import PIIGhostClient
from piighost_nats.partition import partition_subject, thread_partition

VECTORS = REPO / "wire" / "testdata" / "partitions.json"


def test_a_thread_falls_in_the_partition_go_gives_it() -> None:
    vectors = json.loads(VECTORS.read_text())
    assert vectors, "no vectors: go test ./wire -update-python writes them"
    for v in vectors:
        assert thread_partition(v["thread"]) == v["partition"], v["thread"]


async def test_a_request_goes_to_its_threads_partition_and_is_answered_there(
    client: PIIGhostClient, thread: str
) -> None:
    part = thread_partition(thread)
    assert client.partition_subject("model.in", thread) == partition_subject("piighost", part, "model.in")
    # On the client's own connection: the same server and account as the request.
    seen = await client.nc.subscribe(f"piighost.p.{part}.>")
    await client.nc.flush()
    reply = await client.model_in(thread, [{"role": "user", "content": "Write to jane.doe@example.com"}])
    assert reply.messages[0]["content"] == "Write to <<EMAIL:1>>"
    msg = await seen.next_msg(timeout=5)
    assert msg.subject == f"piighost.p.{part}.model.in"
    await seen.unsubscribe()


async def test_a_partition_nobody_serves_falls_back_to_the_plain_subject(client: PIIGhostClient, thread: str) -> None:
    # A prefix whose partitions no worker serves, whose plain subject answers:
    # a responder stands in for the worker on the plain subject only.
    responder = await nats.connect(client.nc.connected_url.geturl() if client.nc.connected_url else "")

    async def echo(msg: nats.aio.msg.Msg) -> None:
        await msg.respond(msg.data)

    await responder.subscribe("elsewhere.model.in", cb=echo)
    await responder.flush()
    other = PIIGhostClient(client.nc, prefix="elsewhere", timeout=5.0)
    reply = await other.request("model.in", {"thread_id": thread, "messages": [{"role": "user", "content": "hi"}]})
    assert reply["messages"][0]["content"] == "hi"
    await responder.close()


async def test_without_affinity_requests_use_the_plain_subject(client: PIIGhostClient, thread: str) -> None:
    plain = PIIGhostClient(client.nc, affinity=False)
    assert plain.partition_subject("model.in", thread) == "piighost.model.in"
