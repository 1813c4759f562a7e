"""A trivial responder for the benchmark: answers every channel with the request itself.

It serves ``<prefix>.<channel>`` (default prefix ``echo``) in a queue group and
``$SRV.INFO.<prefix>`` with the default strategies, so the middleware runs its
whole code path (encoding, NATS round trips, decoding, merging) while the
other side does no work: what the benchmark measures against it is the
client's own cost plus the transport.

    python bench/echo_responder.py nats://127.0.0.1:4222 [prefix]
"""

from __future__ import annotations

import asyncio
import json
import signal
import sys

import nats
from nats.aio.msg import Msg

CHANNELS = ("model.in", "model.out", "tool.call", "tool.result", "stream.chunk", "thread.forget")


async def main(url: str, prefix: str) -> None:
    nc = await nats.connect(url)
    info = json.dumps(
        {
            "name": prefix,
            "id": "echo",
            "version": "0.0.0",
            "metadata": {
                "prefix": prefix,
                "max_payload": str(1 << 20),
                "strategy.tool": "full",
                "strategy.invented": "raise",
                "strategy.assistant": "preserve",
            },
        }
    ).encode()

    async def echo(msg: Msg) -> None:
        await msg.respond(msg.data)

    async def describe(msg: Msg) -> None:
        await msg.respond(info)

    for ch in CHANNELS:
        await nc.subscribe(f"{prefix}.{ch}", queue="echo", cb=echo)
    await nc.subscribe(f"$SRV.INFO.{prefix}", cb=describe)
    await nc.flush()
    print("echo responder ready", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    loop.add_signal_handler(signal.SIGINT, stop.set)
    await stop.wait()
    await nc.drain()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "echo"))
