"""One inbox subscription for the replies of every request on a connection.

``nats-py``'s own ``request`` also shares one inbox subscription, but wraps
each wait in ``asyncio.wait_for`` and a done callback, which cost two extra
turns of the event loop per request, and draws random bytes for each token.
Here a reply's callback completes the caller's future directly, the wait
is bounded with ``asyncio.timeout``, and the token is a counter: a request
resumes on the loop turn after its reply is read.
"""

from __future__ import annotations

import asyncio
import itertools

import nats.errors
from nats.aio.client import Client as NATS
from nats.aio.msg import Msg

__all__ = ["ReplyMux"]

_STATUS = "Status"
_NO_RESPONDERS = "503"


class ReplyMux:
    """Send requests and route their replies through one wildcard inbox subscription.

    The subscription (``<inbox prefix>.<nuid>.*``, within the connection's
    ``inbox_prefix``) is made on the first request, on the connection's loop;
    every request then publishes with reply subject ``<that prefix>.<n>``.
    A reply for a request that gave up (timed out, cancelled) is dropped.
    """

    def __init__(self, nc: NATS) -> None:
        self.nc = nc
        self._prefix = ""
        self._waiting: dict[str, asyncio.Future[Msg]] = {}
        self._tokens = itertools.count()
        self._started: asyncio.Future[None] | None = None

    async def request(self, subject: str, data: bytes, seconds: float) -> Msg:
        """Publish ``data`` on ``subject`` and return the reply.

        Raises what ``nats-py``'s request raises: NoRespondersError when the
        server reports no responder, TimeoutError after ``seconds``,
        ConnectionClosedError or ConnectionDrainingError from the publish.
        """
        if self.nc.is_draining_pubs:
            raise nats.errors.ConnectionDrainingError
        if not self._prefix:
            await self._start()
        token = str(next(self._tokens))
        future: asyncio.Future[Msg] = asyncio.get_running_loop().create_future()
        self._waiting[token] = future
        try:
            await self.nc.publish(subject, data, reply=self._prefix + token)
            async with asyncio.timeout(seconds):
                msg = await future
        except TimeoutError:
            raise nats.errors.TimeoutError from None
        finally:
            self._waiting.pop(token, None)
        if msg.headers and msg.headers.get(_STATUS) == _NO_RESPONDERS:
            raise nats.errors.NoRespondersError
        return msg

    async def _start(self) -> None:
        """Subscribe the inbox once, however many requests wait for it."""
        if self._started is None:
            self._started = asyncio.ensure_future(self._subscribe())
        started = self._started
        try:
            await asyncio.shield(started)
        except BaseException:
            if started.done() and self._started is started:
                self._started = None  # a failed subscribe is tried again by the next request
            raise

    async def _subscribe(self) -> None:
        prefix = self.nc.new_inbox() + "."
        await self.nc.subscribe(prefix + "*", cb=self._deliver)
        self._prefix = prefix

    async def _deliver(self, msg: Msg) -> None:
        """Complete the future of the request the reply's subject names."""
        future = self._waiting.pop(msg.subject[len(self._prefix) :], None)
        if future is not None and not future.done():
            future.set_result(msg)
