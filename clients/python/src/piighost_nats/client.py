"""An async client for every channel of the piighost worker, in service mode.

The wire is subjects.md's: msgpack maps on ``<prefix>.<channel>``, errors as
``{"error": {code, message, tokens?}}`` with the ``Piighost-Error-Code``
header. Every channel is safe to retry with the same payload (see
subjects.md, "Clients"), so the client retries a request that timed out,
found no responder or met ``unavailable``, a bounded number of times, then
raises. It never returns a text unchanged because the worker could not be
reached.

With the shipped NATS permissions, connect with the identity's own inbox
prefix::

    client = await PIIGhostClient.connect(url, user="agent", password=..., inbox_prefix=b"_INBOX_agent")
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
import uuid
from collections.abc import AsyncIterator, Coroutine, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

import nats.errors
from nats.aio.client import Client as NATS
from nats.aio.msg import Msg

from piighost_nats import _names
from piighost_nats._bridge import LoopBridge
from piighost_nats._codec import pack, unpack
from piighost_nats._connect import ConnectionEvents, connect_nats
from piighost_nats._mux import ReplyMux
from piighost_nats.errors import (
    InternalError,
    MissingThreadIdError,
    PIIGhostError,
    ReplyTooLargeError,
    WorkerUnreachableError,
    error_from_wire,
)
from piighost_nats.partition import partition_subject, thread_partition
from piighost_nats.strategy import (
    EntityCreateByAssistantStrategy,
    InventedPlaceholderStrategy,
    ToolCallStrategy,
)
from piighost_nats.wire import Correction, Message, ToolCall

__all__ = [
    "CHANNELS",
    "DEFAULT_PREFIX",
    "DEFAULT_RETRY_CODES",
    "Corrected",
    "Forgotten",
    "MessagesReply",
    "PIIGhostClient",
    "StreamChunk",
    "ThreadId",
    "WorkerInfo",
    "service_name_of",
    "thread_key",
]

T = TypeVar("T")

DEFAULT_PREFIX = _names.DEFAULT_PREFIX
"""The worker's default subject prefix (``[worker] prefix``)."""

SERVICE_NAME = _names.SERVICE_NAME
"""The NATS micro service name the worker registers with the default prefix."""


def service_name_of(prefix: str) -> str:
    """Return the micro service name of the workers whose subject prefix is ``prefix``.

    The prefix with every character but ASCII letters, digits, ``_`` and ``-``
    written ``_``: ``piighost`` for the default prefix (Go: ``wire.NamesOf``).
    """
    return "".join(c if c.isascii() and (c.isalnum() or c in "_-") else "_" for c in prefix)


CHANNELS = _names.CHANNELS
"""Every channel, by wire name."""

DEFAULT_RETRY_CODES = frozenset({"unavailable"})
"""Error codes a request is retried on, besides timeouts and missing responders."""

HEADER_ERROR_CODE = _names.HEADER_ERROR_CODE
HEADER_STATUS = _names.HEADER_SERVICE_ERROR_CODE

_ENVELOPE_MARGIN = 512
"""Bytes kept free for the map around the messages when splitting a history."""


@dataclass(frozen=True)
class MessagesReply:
    """The reply of model.in or model.out.

    Attributes:
        messages: The messages, rewritten, in request order.
        changed: Whether any message was rewritten.
        restored: For model.in asked with ``restore``: per message, the
            content model.out would answer for its rewritten content, or
            None where that is not certain; None when not given.
        restored_tokens: For model.in asked with ``restore``: each issued
            token the messages hold, with the value model.out and tool.call
            restore a string that is exactly that token to; None when not
            given.
    """

    messages: list[Message]
    changed: bool
    restored: list[Any] | None = None
    restored_tokens: dict[str, str] | None = None


@dataclass(frozen=True)
class StreamChunk:
    """The reply to one stream chunk.

    Attributes:
        text: The restored text that can be shown now (possibly empty).
        end: Whether the stream has ended.
        duplicate: Whether the worker had already processed this chunk.
        continuation: What to send with the next chunk of the stream (opaque).
    """

    text: str
    end: bool
    duplicate: bool = False
    continuation: str | None = None


@dataclass(frozen=True)
class Forgotten:
    """What thread.forget erased: entity and message counts."""

    entities: int
    messages: int


@dataclass(frozen=True)
class Corrected:
    """The outcome of one correction sent with thread_correct.

    Attributes:
        tokens: For a mask, the one token that stands for the value from now
            on; for a clear, the tokens the value had, which keep restoring.
        changed: Whether the correction changed the thread (False: the thread
            already said so).
    """

    tokens: tuple[str, ...]
    changed: bool


@dataclass(frozen=True)
class WorkerInfo:
    """What a worker instance publishes about itself in its micro service info.

    Attributes:
        id: The service instance id.
        version: The worker's version.
        prefix: Its subject prefix.
        tool_strategy: The default ToolCallStrategy (None if not published).
        invented_strategy: The InventedPlaceholderStrategy (None if not published).
        assistant_strategy: The EntityCreateByAssistantStrategy (None if not published).
        tool_strategies: Per-tool overrides of the tool strategy.
        max_payload: The largest request it accepts, in bytes (None if not published).
        strict: Whether it runs strict mode, de-identifying what upstream's rules
            pass on in clear (None if not published).
        metadata: The raw metadata map.
    """

    id: str
    version: str
    prefix: str
    tool_strategy: ToolCallStrategy | None
    invented_strategy: InventedPlaceholderStrategy | None
    assistant_strategy: EntityCreateByAssistantStrategy | None
    tool_strategies: dict[str, ToolCallStrategy] = field(default_factory=dict)
    max_payload: int | None = None
    strict: bool | None = None
    metadata: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_info(cls, info: Mapping[str, Any]) -> WorkerInfo:
        """Read a ``$SRV.INFO`` reply (io.nats.micro.v1.info_response)."""
        meta = {str(k): str(v) for k, v in (info.get("metadata") or {}).items()}
        tools = {
            key[len(_TOOL_KEY) :]: _enum(ToolCallStrategy, value, key)
            for key, value in meta.items()
            if key.startswith(_TOOL_KEY)
        }
        max_payload = meta.get(_names.META_MAX_PAYLOAD)
        strict = meta.get(_names.META_STRICT)
        if strict is not None and strict not in ("true", "false"):
            raise InternalError(f"the worker publishes an unknown {_names.META_STRICT} {strict!r}", code="internal")
        return cls(
            id=str(info.get("id", "")),
            version=str(info.get("version", "")),
            prefix=meta.get(_names.META_PREFIX, DEFAULT_PREFIX),
            tool_strategy=_maybe_enum(ToolCallStrategy, meta, _names.META_TOOL_STRATEGY),
            invented_strategy=_maybe_enum(InventedPlaceholderStrategy, meta, _names.META_INVENTED_STRATEGY),
            assistant_strategy=_maybe_enum(EntityCreateByAssistantStrategy, meta, _names.META_ASSISTANT_STRATEGY),
            tool_strategies=tools,
            max_payload=int(max_payload) if max_payload and max_payload.isdigit() else None,
            strict=None if strict is None else strict == "true",
            metadata=meta,
        )

    def tool_strategy_for(self, tool: str) -> ToolCallStrategy | None:
        """Return the strategy the worker applies to a tool name."""
        return self.tool_strategies.get(tool, self.tool_strategy)


_TOOL_KEY = _names.META_TOOL_STRATEGY + "."

E = TypeVar("E", ToolCallStrategy, InventedPlaceholderStrategy, EntityCreateByAssistantStrategy)


def _enum(cls: type[E], value: str, key: str) -> E:
    try:
        return cls(value.strip().lower())
    except ValueError:
        raise InternalError(f"the worker publishes an unknown {key} {value!r}", code="internal") from None


def _maybe_enum(cls: type[E], meta: Mapping[str, str], key: str) -> E | None:
    value = meta.get(key)
    return None if value is None else _enum(cls, value, key)


class PIIGhostClient:
    """Request/reply access to every channel of the worker.

    All methods are coroutines; they may be awaited from any event loop: a call
    from another loop than the connection's is run on the connection's loop
    (nats-py connections belong to the loop that connected them). For
    synchronous code, connect with :meth:`connect_in_background` and use
    :meth:`run_sync`.

    Args:
        nc: A connected nats-py client. With the shipped permissions, connected
            with ``inbox_prefix=b"_INBOX_agent"`` (clear side).
        prefix: The worker's subject prefix.
        timeout: Seconds to wait for one reply.
        retries: Further attempts after a timeout, a missing responder or a
            retryable code, each after a growing delay. 0 disables retries.
        retry_delay: The first delay between attempts, in seconds; it doubles
            at each attempt, up to one second.
        retry_codes: Error codes worth a retry.
        service: The micro service name, for :meth:`worker_info`; by default the
            one the prefix names (:func:`service_name_of`).
        affinity: Send each request first on its thread's partition subject,
            served by the worker that caches the thread, then on the plain
            subject when no worker answers there. False sends every request
            on the plain subject (for permissions that allow only those).
    """

    def __init__(
        self,
        nc: NATS,
        *,
        prefix: str = DEFAULT_PREFIX,
        timeout: float = 10.0,
        retries: int = 2,
        retry_delay: float = 0.05,
        retry_codes: frozenset[str] = DEFAULT_RETRY_CODES,
        service: str | None = None,
        affinity: bool = True,
    ) -> None:
        if retries < 0 or timeout <= 0 or retry_delay < 0:
            raise ValueError("timeout must be positive, retries and retry_delay not negative")
        self.nc = nc
        self.prefix = prefix
        self.timeout = timeout
        self.retries = retries
        self.retry_delay = retry_delay
        self.retry_codes = retry_codes
        self.service = service if service is not None else service_name_of(prefix)
        self.affinity = affinity
        self._bridge = LoopBridge()
        self._mux = ReplyMux(nc)
        self._events: ConnectionEvents | None = None
        self._max_payload: int | None = None

    # -- construction -------------------------------------------------------

    @classmethod
    async def connect(cls, servers: str | list[str] = "nats://127.0.0.1:4222", **options: Any) -> PIIGhostClient:
        """Connect to NATS and return a client; fail fast when NATS cannot be reached.

        Options are split between nats.connect (``user``, ``password``,
        ``user_credentials``, ``inbox_prefix``, ``tls``, ``connect_timeout``,
        ``max_reconnect_attempts``, callbacks, ...) and the client (``prefix``,
        ``timeout``, ``retries``, ``retry_delay``, ``retry_codes``, ``service``).

        The first connect tries each server twice, at once, within
        ``connect_timeout`` (2 s) each, then raises one WorkerUnreachableError
        that names the setting to change; nothing is printed. Once connected,
        a lost connection is reconnected as nats-py does (60 attempts, 2 s
        apart, unless ``max_reconnect_attempts`` and ``reconnect_time_wait``
        say otherwise), and its events are logged on the ``piighost_nats``
        logger, one line each (unless you pass your own callbacks).
        """
        own = {k: options.pop(k) for k in _CLIENT_OPTIONS if k in options}
        nc, events = await connect_nats(servers, options)
        client = cls(nc, **own)
        client._events = events
        return client

    @classmethod
    def connect_in_background(
        cls, servers: str | list[str] = "nats://127.0.0.1:4222", **options: Any
    ) -> PIIGhostClient:
        """Connect from synchronous code, on an event loop of the client's own.

        The connection runs on a loop in a daemon thread; :meth:`run_sync`
        (used by the middleware's sync hooks) submits work to it and
        :meth:`close_sync` stops it. Fails as :meth:`connect` does.
        """
        bridge = LoopBridge.in_background()
        try:
            client = bridge.run_sync(cls.connect(servers, **options))
        except BaseException:
            bridge.stop()
            raise
        client._bridge = bridge
        return client

    async def close(self) -> None:
        """Drain and close the connection (just close it when it is down)."""
        if self._events is not None:
            self._events.closing = True
        await self._bridge.call(_close(self.nc))

    def close_sync(self) -> None:
        """Close a client made by connect_in_background and stop its thread."""
        if self._events is not None:
            self._events.closing = True
        self.run_sync(_close(self.nc))
        self._bridge.stop()

    # -- the channels -------------------------------------------------------

    async def model_in(
        self, thread_id: ThreadId, messages: Sequence[Message | Mapping[str, Any]], *, restore: bool = False
    ) -> MessagesReply:
        """De-identify a history before the model sees it (``model.in``).

        A history larger than the request limit is sent in consecutive parts,
        in order, which the worker reads as one history (input order is
        provenance order, and each message is analysed once).

        With ``restore``, the reply's ``restored`` also gives what model.out
        would answer for each rewritten message (subjects.md, model.in),
        when the history fits one request with room for that answer (a
        quarter of the request limit); else ``restored`` is None.
        """
        return await self._messages("model.in", thread_id, messages, restore=restore)

    async def model_out(self, thread_id: ThreadId, messages: Sequence[Message | Mapping[str, Any]]) -> MessagesReply:
        """Restore a model's reply, or a whole history, for display (``model.out``)."""
        return await self._messages("model.out", thread_id, messages)

    async def tool_call(self, thread_id: ThreadId | None, tool_call: ToolCall | Mapping[str, Any]) -> ToolCall:
        """Restore a tool call's arguments per strategy (``tool.call``).

        ``tool_call`` is ``{id, name, args}``; the reply's call is returned.
        ``thread_id`` may be None only for a PASSTHROUGH tool.
        """
        payload: dict[str, Any] = {"tool_call": dict(tool_call)}
        if thread_id is not None:
            payload["thread_id"] = thread_key(thread_id)
        reply = await self.request("tool.call", payload)
        return cast(ToolCall, _field(reply, "tool_call", dict))

    async def tool_result(
        self,
        thread_id: ThreadId | None,
        tool_name: str,
        *,
        message: Mapping[str, Any] | None = None,
        update: Any = None,
    ) -> Any:
        """De-identify a tool's result per strategy (``tool.result``).

        Give exactly one of ``message`` (a tool message) or ``update`` (a
        state update: a map of state keys, or a list of ``[key, value]``
        pairs, whose values are messages or lists of messages). Returns the
        rewritten message or update.
        """
        result, _ = await self._tool_result(thread_id, tool_name, message, update, restore=False)
        return result

    async def _tool_result(
        self,
        thread_id: ThreadId | None,
        tool_name: str,
        message: Mapping[str, Any] | None,
        update: Any,
        *,
        restore: bool,
    ) -> tuple[Any, dict[str, str] | None]:
        """Send tool.result; return the rewritten message or update, and with
        ``restore`` its ``restored_tokens`` (None when the worker gives none)."""
        if (message is None) == (update is None):
            raise ValueError("give exactly one of message and update")
        payload: dict[str, Any] = {"tool_name": tool_name}
        if thread_id is not None:
            payload["thread_id"] = thread_key(thread_id)
        key = "message" if message is not None else "update"
        payload[key] = dict(message) if message is not None else update
        if restore:
            payload[_RESTORE] = True
        try:
            reply = await self.request("tool.result", payload)
        except ReplyTooLargeError:
            if not restore:
                raise
            # The thread holds the result's values already: the same request
            # without the restorations gets the same tokens.
            restore = False
            del payload[_RESTORE]
            reply = await self.request("tool.result", payload)
        if key not in reply:
            raise InternalError(f"the worker's tool.result reply has no {key}", code="internal")
        return reply[key], _token_map(reply.get(_RESTORED_TOKENS)) if restore else None

    async def stream_chunk(
        self,
        thread_id: ThreadId,
        stream_id: str,
        seq: int,
        text: str,
        *,
        end: bool = False,
        continuation: str | None = None,
    ) -> StreamChunk:
        """Restore one chunk of a streamed reply (``stream.chunk``).

        Send chunks in ``seq`` order, the next after the previous reply, with
        ``continuation`` set to ``""`` on the first chunk and then to the
        previous reply's ``continuation``: the stream's state travels with it,
        so no store is touched per chunk and a chunk sent again with the same
        continuation gets the same reply from any worker. ``None`` leaves the
        field out (the worker then keeps the state in its thread store, a slower
        path kept for compatibility). A chunk that failed after restoring some
        text raises with that text in the exception's ``emitted``.
        """
        payload: dict[str, Any] = {
            "thread_id": thread_key(thread_id),
            "stream_id": stream_id,
            "seq": seq,
            "text": text,
            "end": end,
        }
        if continuation is not None:
            payload["continuation"] = continuation
        reply = await self.request("stream.chunk", payload)
        cont = reply.get("continuation")
        return StreamChunk(
            text=_field(reply, "text", str),
            end=bool(reply.get("end", False)),
            duplicate=bool(reply.get("duplicate", False)),
            continuation=cont if isinstance(cont, str) else None,
        )

    async def thread_forget(self, thread_id: ThreadId) -> Forgotten:
        """Erase a thread (``thread.forget``)."""
        reply = await self.request("thread.forget", {"thread_id": thread_key(thread_id)})
        f = _field(reply, "forgotten", dict)
        return Forgotten(entities=int(f.get("entities", 0)), messages=int(f.get("messages", 0)))

    async def thread_correct(
        self, thread_id: ThreadId, corrections: Sequence[Correction | Mapping[str, Any]]
    ) -> list[Corrected]:
        """Record a person's corrections of a thread (``thread.correct``).

        Each correction is ``{"action": "mask", "text": ..., "label": ...}``
        (a value the detectors missed: masked from now on) or ``{"action":
        "clear", "text": ..., "label"?: ...}`` (a value masked wrongly: left in
        clear from now on). Tokens already issued never change. A clear shows
        the value to the model: only the clear side may send corrections.
        """
        reply = await self.request(
            "thread.correct", {"thread_id": thread_key(thread_id), "corrections": [dict(c) for c in corrections]}
        )
        out = []
        for item in _field(reply, "corrections", list):
            if not isinstance(item, dict):
                raise InternalError("the worker's reply has a correction that is not a map", code="internal")
            out.append(
                Corrected(tokens=tuple(str(t) for t in item.get("tokens") or ()), changed=bool(item.get("changed")))
            )
        return out

    async def deanonymize_stream(
        self, source: AsyncIterator[str], thread_id: ThreadId, *, stream_id: str | None = None
    ) -> AsyncIterator[str]:
        """Restore a streamed model reply on the fly, through ``stream.chunk``.

        Each non-empty piece of ``source`` is one chunk (a new stream id, seq
        0, 1, ...); a token cut between chunks is held by the worker until it
        closes. Yields restored text as it becomes safe, then the held tail
        (verbatim: it holds no value) once ``source`` ends. Under RAISE an
        invented token yields the text before it, then raises
        InventedPlaceholderError.
        """
        thread = thread_key(thread_id)
        sid = stream_id or uuid.uuid4().hex
        seq = 0
        cont = ""
        try:
            async for piece in source:
                if not piece:
                    continue
                chunk = await self.stream_chunk(thread, sid, seq, piece, continuation=cont)
                cont = chunk.continuation if chunk.continuation is not None else cont
                seq += 1
                if chunk.text:
                    yield chunk.text
            chunk = await self.stream_chunk(thread, sid, seq, "", end=True, continuation=cont)
            if chunk.text:
                yield chunk.text
        except PIIGhostError as err:
            if err.emitted:
                text, err.emitted = err.emitted, ""
                yield text
            raise

    async def worker_info(self) -> WorkerInfo:
        """Read one worker instance's service info (``$SRV.INFO.<service>``).

        Needs publish permission on that subject (the shipped agent identity
        has it). Also learns the worker's request limit, used to split long
        histories.
        """

        async def ask() -> WorkerInfo:
            try:
                msg = await self.nc.request(_names.INFO_SUBJECT_PREFIX + self.service, b"", timeout=self.timeout)
            except (nats.errors.NoRespondersError, nats.errors.TimeoutError) as exc:
                raise WorkerUnreachableError(
                    f"no {self.service} service answered its info request: {type(exc).__name__}",
                    code="unavailable",
                ) from exc
            except nats.errors.ConnectionClosedError as exc:
                raise WorkerUnreachableError("the NATS connection is closed", code="unavailable") from exc
            try:
                info = json.loads(msg.data)
            except ValueError:
                raise InternalError("the service info reply is not JSON", code="internal") from None
            return WorkerInfo.from_info(info)

        info = await self._bridge.call(ask())
        if info.max_payload:
            self._max_payload = info.max_payload
        return info

    # -- plumbing -----------------------------------------------------------

    def subject(self, channel: str) -> str:
        """Return the service subject of a channel, such as ``piighost.model.in``."""
        if channel not in CHANNELS:
            raise ValueError(f"unknown channel {channel!r}; valid: {', '.join(CHANNELS)}")
        return f"{self.prefix}.{channel}"

    async def request(self, channel: str, payload: Mapping[str, Any]) -> dict[str, Any]:
        """Send one request on a channel and return the decoded reply map.

        Raises the error class of the worker's code, WorkerUnreachableError when
        no worker answered after every retry, or BadRequestError for a payload
        that cannot be encoded.
        """
        data = pack(payload)
        thread_id = payload.get("thread_id")
        subject = self.partition_subject(channel, thread_id if isinstance(thread_id, str) else None)
        return await self._bridge.call(self._request(subject, data, self.subject(channel)))

    def partition_subject(self, channel: str, thread_id: str | None) -> str:
        """Return the subject a request of a thread goes to first.

        The service subject of the thread's partition, such as
        ``piighost.p.17.model.in``, served by the worker that owns it
        (subjects.md, "Thread partitions"); the plain subject without
        affinity or without a thread.
        """
        plain = self.subject(channel)
        if not self.affinity or not thread_id:
            return plain
        return partition_subject(self.prefix, thread_partition(thread_id), channel)

    async def _request(self, subject: str, data: bytes, plain: str | None = None) -> dict[str, Any]:
        attempt = 0
        started = time.monotonic()
        while True:
            try:
                try:
                    return self._decode(await self._mux.request(subject, data, self.timeout))
                except nats.errors.NoRespondersError:
                    if plain is None or subject == plain:
                        raise
                    # The partition's owner is gone and the others have not
                    # taken it yet: any worker serves the thread.
                    subject = plain
                    return self._decode(await self._mux.request(subject, data, self.timeout))
            except nats.errors.NoRespondersError as exc:
                err: PIIGhostError = WorkerUnreachableError(f"no worker serves {subject}", code="unavailable")
                err.__cause__ = exc
            except nats.errors.TimeoutError as exc:
                err = WorkerUnreachableError(f"no reply on {subject} within {self.timeout:g} s", code="unavailable")
                err.__cause__ = exc
            except (nats.errors.ConnectionClosedError, nats.errors.ConnectionDrainingError) as exc:
                raise WorkerUnreachableError("the NATS connection is closed", code="unavailable") from exc
            except PIIGhostError as exc:
                if exc.code not in self.retry_codes:
                    raise
                err = exc
            if attempt >= self.retries:
                if isinstance(err, WorkerUnreachableError):
                    raise _after_attempts(err, attempt + 1, time.monotonic() - started, self)
                raise err
            await asyncio.sleep(min(self.retry_delay * 2**attempt, 1.0))
            attempt += 1
            if plain is not None:
                subject = plain  # a worker that does not answer is not asked again

    def _decode(self, msg: Msg) -> dict[str, Any]:
        headers = msg.headers or {}
        body = unpack(msg.data) if msg.data else {}
        code = headers.get(HEADER_ERROR_CODE)
        if code is None and isinstance(body, dict) and isinstance(body.get("error"), dict) and len(body) == 1:
            code = str(body["error"].get("code") or "internal")
        if code is not None:
            raise _error_of(code, body, headers)
        if not isinstance(body, dict):
            raise InternalError("the worker's reply is not a map", code="internal")
        return body

    async def _messages(
        self,
        channel: str,
        thread_id: ThreadId,
        messages: Sequence[Message | Mapping[str, Any]],
        *,
        restore: bool = False,
    ) -> MessagesReply:
        thread_id = thread_key(thread_id)
        if not messages:
            return MessagesReply(messages=[], changed=False, restored=[] if restore else None)
        # The messages are only encoded, never changed: a dict is sent as it is.
        items = cast(list[dict[str, Any]], [m if type(m) is dict else dict(m) for m in messages])
        payload: dict[str, Any] = {"thread_id": thread_id, "messages": items}
        if restore:
            payload[_RESTORE] = True
        whole = pack(payload)
        if restore and len(whole) > self.max_payload // 4:
            # The reply would carry the history twice: not worth the risk.
            restore = False
            del payload[_RESTORE]
            whole = pack(payload)
        # One request when it fits (the common case, encoded once); else parts.
        parts = [items] if len(whole) <= self.max_payload else self._parts(thread_id, items)
        out: list[Message] = []
        changed = False
        restored: list[Any] | None = None
        tokens: dict[str, str] | None = None
        for part in parts:
            data = whole if len(parts) == 1 else pack({"thread_id": thread_id, "messages": part})
            subject = self.partition_subject(channel, thread_id)
            try:
                reply = await self._bridge.call(self._request(subject, data, self.subject(channel)))
            except ReplyTooLargeError:
                if not restore:
                    raise
                # The thread holds the request's values already: the same
                # request without the restorations gets the same tokens.
                restore = False
                del payload[_RESTORE]
                data = pack(payload)
                reply = await self._bridge.call(self._request(subject, data, self.subject(channel)))
            got = _field(reply, "messages", list)
            if restore:
                given = reply.get(_RESTORED)
                restored = given if isinstance(given, list) and len(given) == len(got) else None
                tokens = _token_map(reply.get(_RESTORED_TOKENS))
            if len(got) != len(part):
                raise InternalError(f"{channel} answered {len(got)} messages for {len(part)}", code="internal")
            out.extend(cast(list[Message], got))
            flag = reply.get("changed")
            changed = changed or (bool(flag) if flag is not None else got != part)
        return MessagesReply(messages=out, changed=changed, restored=restored, restored_tokens=tokens)

    def _parts(self, thread_id: str, items: list[dict[str, Any]]) -> list[list[Any]]:
        """Split a history into consecutive parts that each fit one request."""
        limit = self.max_payload - _ENVELOPE_MARGIN - len(thread_id.encode())
        parts: list[list[Any]] = [[]]
        used = 0
        for item in items:
            size = len(pack(item))
            if parts[-1] and used + size > limit:
                parts.append([])
                used = 0
            parts[-1].append(item)
            used += size
        return parts

    @property
    def max_payload(self) -> int:
        """Return the largest request: the server's limit, and the worker's once known."""
        limit = int(getattr(self.nc, "max_payload", 0) or 1 << 20)
        return min(limit, self._max_payload) if self._max_payload else limit

    def run_sync(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run a coroutine from synchronous code on the connection's loop.

        The loop must run in another thread (connect_in_background does that):
        a blocking call from the loop's own thread would deadlock, so it is
        refused.
        """
        return self._bridge.run_sync(coro)


_RESTORE = "restore"
_RESTORED = "restored"
_RESTORED_TOKENS = "restored_tokens"


def _token_map(pairs: Any) -> dict[str, str] | None:
    """Return a reply's ``restored_tokens`` when it is a map of strings to strings, else None."""
    if isinstance(pairs, dict) and all(type(k) is str and type(v) is str for k, v in pairs.items()):
        return cast(dict[str, str], pairs)
    return None


_CLIENT_OPTIONS = ("prefix", "timeout", "retries", "retry_delay", "retry_codes", "service", "affinity")


async def _close(nc: NATS) -> None:
    """Drain a connection that is up, close one that is down."""
    if nc.is_closed:
        return
    if nc.is_connected:
        with contextlib.suppress(nats.errors.Error, OSError, asyncio.TimeoutError):
            await nc.drain()
            return
    with contextlib.suppress(nats.errors.Error, OSError):
        await nc.close()


ThreadId = str | int | uuid.UUID
"""A thread id: a string, or another value LangGraph accepts (read as its ``str()``)."""


def thread_key(thread_id: object) -> str:
    """Return the worker's thread id for a LangGraph thread id.

    LangGraph accepts any thread id and checkpoints it as ``str(thread_id)``;
    so does every call here, so ``1`` and ``"1"`` are one thread, on the
    worker as in the checkpointer. None and the empty string name no thread
    and raise MissingThreadIdError.
    """
    if thread_id is None or thread_id == "":
        raise MissingThreadIdError(
            "no thread id: every call must name the thread its values belong to; "
            "name it 'default' if your conversations need no separation"
        )
    return thread_id if isinstance(thread_id, str) else str(thread_id)


def _after_attempts(
    err: WorkerUnreachableError, attempts: int, elapsed: float, client: PIIGhostClient
) -> PIIGhostError:
    """Return err with its message saying how many attempts failed, and the settings behind them."""
    if attempts == 1:
        return err
    out = WorkerUnreachableError(
        f"{err.message}, {attempts} attempts over {elapsed:.1f} s "
        f"(timeout={client.timeout:g} s each, retries={client.retries})",
        code=err.code,
    )
    out.__cause__ = err.__cause__
    return out


def _field(reply: Mapping[str, Any], key: str, kind: type[T]) -> T:
    """Return a reply's field, or raise InternalError when it is missing or of another type."""
    value = reply.get(key)
    if not isinstance(value, kind):
        raise InternalError(f"the worker's reply has no {key} of type {kind.__name__}", code="internal")
    return value


def _error_of(code: str, body: Any, headers: Mapping[str, str]) -> PIIGhostError:
    """Return the exception of an error reply: the body's error object, else the headers."""
    err = body.get("error") if isinstance(body, dict) else None
    if not isinstance(err, dict):
        err = {}
    status_text = headers.get(HEADER_STATUS, "")
    status = int(status_text) if status_text.isdigit() else None
    tokens = [str(t) for t in err.get("tokens") or []]
    exc = error_from_wire(str(err.get("code") or code), str(err.get("message") or code), tokens, status)
    if isinstance(body, dict) and isinstance(body.get("text"), str):
        exc.emitted = body["text"]  # a stream chunk that failed after some text
    return exc
