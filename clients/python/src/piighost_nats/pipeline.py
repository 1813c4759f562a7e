"""Pipeline mode: publish on a route's input subject, read its output subject.

Each channel has a route (subjects.md, "Pipeline mode"): the clear side
publishes ``model.in``, ``tool.result`` and ``thread.forget`` inputs under
``<prefix>.clear`` and reads ``model.out``, ``tool.call`` and ``stream.chunk``
outputs there; the model side does the opposite under ``<prefix>.safe``.
JetStream keeps every input until its output is stored, so nothing is lost
when a worker stops; a permanent failure publishes an error event on
``<prefix>.errors.<channel>`` instead of an output.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import nats.errors
import nats.js.errors
from nats.aio.client import Client as NATS
from nats.aio.msg import Msg
from nats.aio.subscription import Subscription

from piighost_nats import _names
from piighost_nats._codec import pack, unpack
from piighost_nats.client import CHANNELS, DEFAULT_PREFIX
from piighost_nats.errors import PIIGhostError, WorkerUnreachableError, error_from_wire

__all__ = ["ErrorEvent", "PipelineClient", "PipelineOutput", "PipelineSubscription", "default_routes"]


def default_routes(prefix: str = DEFAULT_PREFIX) -> dict[str, tuple[str, str]]:
    """Return the worker's default routes: channel -> (input subject, output subject)."""
    return {
        channel: (inp.format(prefix=prefix), out.format(prefix=prefix))
        for channel, (inp, out) in _names.DEFAULT_ROUTES.items()
    }


@dataclass(frozen=True)
class PipelineOutput:
    """One output the worker republished.

    Attributes:
        subject: The output subject.
        suffix: The trailing tokens the input was published with.
        payload: The decoded reply map.
        headers: The message headers (``Piighost-Input-Seq``, your own on the
            clear side).
    """

    subject: str
    suffix: str
    payload: dict[str, Any]
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def error(self) -> PIIGhostError | None:
        """Return the error a stream chunk output carries (its text is still valid)."""
        err = self.payload.get("error")
        if not isinstance(err, dict):
            return None
        exc = error_from_wire(str(err.get("code", "internal")), str(err.get("message", "")), err.get("tokens") or [])
        exc.emitted = str(self.payload.get("text", ""))
        return exc


@dataclass(frozen=True)
class ErrorEvent:
    """An error event from ``<prefix>.errors.<channel>``: metadata only, never content.

    ``thread_digest`` names the input's thread by the keyed digest the thread
    store names it by, never by its id (``worker -thread-digest <id>`` prints
    the digest of an id); None when the worker could not read the thread id or
    holds no keys.
    """

    code: str
    message: str
    channel: str
    subject: str
    seq: int
    event: dict[str, Any]
    thread_digest: str | None = None

    def exception(self) -> PIIGhostError:
        """Return the exception of the event's code."""
        return error_from_wire(self.code, self.message)


class PipelineSubscription:
    """Outputs (or error events) as they arrive; iterate with ``async for``."""

    def __init__(self, sub: Subscription, base: str, errors: bool = False) -> None:
        self._sub = sub
        self._base = base
        self._errors = errors

    async def next(self, wait: float = 10.0) -> Any:
        """Return the next message, decoded; raise WorkerUnreachableError after ``wait`` seconds."""
        try:
            msg = await self._sub.next_msg(timeout=wait)
        except nats.errors.TimeoutError as exc:
            raise WorkerUnreachableError(
                f"nothing on {self._sub.subject} within {wait:g} s", code="unavailable"
            ) from exc
        return self._read(msg)

    def __aiter__(self) -> PipelineSubscription:
        return self

    async def __anext__(self) -> Any:
        try:
            msg = await self._sub.next_msg(timeout=None)
        except nats.errors.ConnectionClosedError:
            raise StopAsyncIteration from None
        return self._read(msg)

    async def unsubscribe(self) -> None:
        """Stop receiving."""
        await self._sub.unsubscribe()

    def _read(self, msg: Msg) -> Any:
        if self._errors:
            event = json.loads(msg.data)
            return ErrorEvent(
                code=str(event.get("code", "")),
                message=str(event.get("message", "")),
                channel=str(event.get("channel", "")),
                subject=str(event.get("subject", "")),
                seq=int(event.get("seq", 0)),
                event=event,
                thread_digest=str(event["thread_digest"]) if event.get("thread_digest") else None,
            )
        suffix = msg.subject[len(self._base) + 1 :] if msg.subject.startswith(self._base + ".") else ""
        payload = unpack(msg.data)
        return PipelineOutput(subject=msg.subject, suffix=suffix, payload=payload, headers=dict(msg.headers or {}))


class PipelineClient:
    """Publish inputs and read outputs of pipeline-mode routes.

    Args:
        nc: A connected nats-py client (with its identity's inbox prefix).
        prefix: The worker's subject prefix.
        routes: Routes that differ from the defaults (``[[routes]]``):
            channel -> (input subject, output subject).
        timeout: Seconds to wait for JetStream's acknowledgement.
    """

    def __init__(
        self,
        nc: NATS,
        *,
        prefix: str = DEFAULT_PREFIX,
        routes: Mapping[str, tuple[str, str]] | None = None,
        timeout: float = 10.0,
    ) -> None:
        self.nc = nc
        self.prefix = prefix
        self.routes = {**default_routes(prefix), **(routes or {})}
        self.timeout = timeout
        self._js = nc.jetstream(timeout=timeout)

    def input_subject(self, channel: str, suffix: str = "") -> str:
        """Return the subject to publish a channel's input on, with trailing tokens."""
        return _join(self._route(channel)[0], suffix)

    def output_subject(self, channel: str, suffix: str = "") -> str:
        """Return the subject a channel's output appears on, with trailing tokens."""
        return _join(self._route(channel)[1], suffix)

    async def publish(
        self,
        channel: str,
        payload: Mapping[str, Any],
        *,
        suffix: str = "",
        msg_id: str | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> int:
        """Publish an input with JetStream and return its stream sequence.

        ``msg_id`` becomes ``Nats-Msg-Id`` (a re-publish within two minutes
        is dropped as a duplicate, and the output's id derives from it). For
        ``stream.chunk`` the suffix is the stream id.
        """
        hdrs = dict(headers or {})
        if msg_id:
            hdrs["Nats-Msg-Id"] = msg_id
        try:
            ack = await self._js.publish(self.input_subject(channel, suffix), pack(payload), headers=hdrs or None)
        except (nats.errors.NoRespondersError, nats.js.errors.NoStreamResponseError, nats.errors.TimeoutError) as exc:
            raise WorkerUnreachableError(
                f"JetStream did not store the {channel} input (is a worker running in pipeline mode?)",
                code="unavailable",
            ) from exc
        return int(ack.seq)

    async def subscribe(self, channel: str, suffix: str = ">") -> PipelineSubscription:
        """Subscribe to a channel's outputs (all of them with ``>``)."""
        base = self._route(channel)[1]
        sub = await self.nc.subscribe(_join(base, suffix))
        await self.nc.flush(timeout=max(1, math.ceil(self.timeout)))
        return PipelineSubscription(sub, base)

    async def subscribe_errors(self, channel: str = ">") -> PipelineSubscription:
        """Subscribe to the error events of a channel (every channel with ``>``).

        Channel names are two subject tokens (``model.in``), so the wildcard
        for all of them is ``>``, not ``*``.
        """
        base = f"{self.prefix}.{_names.ERRORS_NAMESPACE}"
        sub = await self.nc.subscribe(f"{base}.{channel}")
        await self.nc.flush(timeout=max(1, math.ceil(self.timeout)))
        return PipelineSubscription(sub, base, errors=True)

    def _route(self, channel: str) -> tuple[str, str]:
        if channel not in CHANNELS:
            raise ValueError(f"unknown channel {channel!r}; valid: {', '.join(CHANNELS)}")
        return self.routes[channel]


def _join(subject: str, suffix: str) -> str:
    return f"{subject}.{suffix}" if suffix else subject
