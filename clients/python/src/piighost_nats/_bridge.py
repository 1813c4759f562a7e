"""The bridge between the connection's event loop and any other caller.

A nats-py connection belongs to the event loop that connected it. The
bridge runs coroutines there: awaited from another loop (a thread of its
own, another asyncio.run), or blocked on from synchronous code (the
middleware's sync hooks), for which it can own a loop in a daemon thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Coroutine
from typing import Any, TypeVar

from piighost_nats.errors import WorkerUnreachableError

__all__ = ["LoopBridge"]

T = TypeVar("T")


class LoopBridge:
    """Run coroutines on one event loop, from any loop or thread.

    Args:
        loop: The loop the connection belongs to; None adopts the first loop
            that awaits through the bridge (or the running one, if any).
    """

    def __init__(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        if loop is None:
            with contextlib.suppress(RuntimeError):
                loop = asyncio.get_running_loop()
        self.loop = loop
        self._thread: threading.Thread | None = None

    @classmethod
    def in_background(cls) -> LoopBridge:
        """Start a loop of its own in a daemon thread, and bridge to it."""
        loop = asyncio.new_event_loop()
        thread = threading.Thread(target=loop.run_forever, name="piighost-nats", daemon=True)
        thread.start()
        bridge = cls(loop)
        bridge._thread = thread
        return bridge

    @property
    def owns_thread(self) -> bool:
        """Tell whether the bridge started the loop's thread (in_background)."""
        return self._thread is not None

    async def call(self, coro: Coroutine[Any, Any, T]) -> T:
        """Await coro on the bridged loop, from whichever loop calls."""
        running = asyncio.get_running_loop()
        if self.loop is None:
            self.loop = running
        if self.loop is running:
            return await coro
        if not self.loop.is_running():
            coro.close()
            raise WorkerUnreachableError(
                "the NATS connection's event loop is not running; connect on this loop, "
                "or use PIIGhostClient.connect_in_background",
                code="unavailable",
            )
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coro, self.loop))

    def run_sync(self, coro: Coroutine[Any, Any, T]) -> T:
        """Block until coro has run on the bridged loop, which must run in another thread.

        A blocking call from the loop's own thread would deadlock, so it is
        refused with a RuntimeError naming the async API to use instead.
        """
        loop = self.loop
        if loop is None or not loop.is_running():
            coro.close()
            raise RuntimeError(
                "synchronous use needs a connection on a running loop in another thread: "
                "use PIIGhostClient.connect_in_background"
            )
        try:
            running = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is loop:
            coro.close()
            raise RuntimeError(
                "a synchronous call on the NATS connection's own event loop would block it; "
                "call the async API (ainvoke, astream) instead"
            )
        future: concurrent.futures.Future[T] = asyncio.run_coroutine_threadsafe(coro, loop)
        return future.result()

    def stop(self) -> None:
        """Stop the loop and join its thread, if the bridge started them."""
        if self._thread is None or self.loop is None:
            return
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join()
        self.loop.close()
        self._thread = None
