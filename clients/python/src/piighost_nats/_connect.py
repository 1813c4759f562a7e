"""Connect to NATS the way a client library should: fail fast, log, then reconnect.

nats-py's defaults suit a long-running service that may start before its
server: 60 attempts two seconds apart on the first connect, each failure
printed with a traceback by the default error callback. Here the first
connect tries each server twice (at once, ``connect_timeout`` each) and then
raises one WorkerUnreachableError naming the setting to change; once
connected, the connection reconnects as nats-py does (``max_reconnect_attempts``
and ``reconnect_time_wait``, nats-py's defaults unless given). Connection
events go to the ``piighost_nats`` logger, one line each, without
tracebacks, and never with credentials.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import time
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

import nats
import nats.errors
from nats.aio.client import Client as NATS

from piighost_nats.errors import WorkerUnreachableError

__all__ = ["connect_nats", "logger"]

logger = logging.getLogger("piighost_nats")
"""The package's logger: connection events, one line each."""

FIRST_CONNECT_ATTEMPTS = 2
"""Attempts per server on the first connect (nats-py's minimum: max_reconnect_attempts=1)."""

NATS_MAX_RECONNECT_ATTEMPTS = 60
NATS_RECONNECT_TIME_WAIT = 2
NATS_CONNECT_TIMEOUT = 2

_NKEYS_OPTIONS = ("user_credentials", "nkeys_seed", "nkeys_seed_str")

Callback = Callable[[], Awaitable[None]]
ErrorCallback = Callable[[Exception], Awaitable[None]]


class ConnectionEvents:
    """Log a connection's events, or hand them to the caller's callbacks.

    Before the first connect succeeds, errors are kept (the last one goes
    into the exception) and logged at debug level only.
    """

    def __init__(self, options: dict[str, Any]) -> None:
        self.connected = False
        self.closing = False
        self.attempts = 0
        self.errors: list[Exception] = []
        self._error_cb: ErrorCallback | None = options.pop("error_cb", None)
        self._disconnected_cb: Callback | None = options.pop("disconnected_cb", None)
        self._reconnected_cb: Callback | None = options.pop("reconnected_cb", None)
        self._closed_cb: Callback | None = options.pop("closed_cb", None)
        self.nc: NATS | None = None

    def install(self, options: dict[str, Any]) -> None:
        """Put this object's callbacks into nats.connect's options."""
        options["error_cb"] = self.on_error
        options["disconnected_cb"] = self.on_disconnected
        options["reconnected_cb"] = self.on_reconnected
        options["closed_cb"] = self.on_closed

    async def on_error(self, exc: Exception) -> None:
        """Record or log one error of the connection."""
        if not self.connected:
            self.attempts += 1
            self.errors.append(exc)
            logger.debug("NATS connect attempt %d failed: %s", self.attempts, describe(exc))
        elif self._error_cb is None:
            logger.warning("NATS connection error: %s", describe(exc))
        if self._error_cb is not None:
            await self._error_cb(exc)

    async def on_disconnected(self) -> None:
        """Log a lost connection (not one this client closed)."""
        if self.connected and not self.closing and self._disconnected_cb is None:
            logger.warning("disconnected from NATS; reconnecting")
        if self._disconnected_cb is not None:
            await self._disconnected_cb()

    async def on_reconnected(self) -> None:
        """Log a connection found again."""
        if self._reconnected_cb is None:
            url = self.nc.connected_url if self.nc is not None else None
            logger.info("reconnected to NATS at %s", url.hostname if url else "?")
        else:
            await self._reconnected_cb()

    async def on_closed(self) -> None:
        """Log a connection closed for good, unless this client closed it."""
        if self.connected and not self.closing and self._closed_cb is None:
            logger.error("the NATS connection is closed: reconnecting gave up")
        if self._closed_cb is not None:
            await self._closed_cb()


def _require_nkeys() -> None:
    """Raise ImportError naming the extra when the nkeys package is missing."""
    try:
        import nkeys  # noqa: F401
    except ImportError:
        raise ImportError(
            "NATS credentials (user_credentials=, nkeys_seed=) need the nkeys package: "
            "pip install 'piighost-nats[nkeys]'"
        ) from None


def describe(exc: BaseException) -> str:
    """Return an error's type and message on one line."""
    text = str(exc).strip() or repr(exc)
    return f"{type(exc).__name__}: {text}" if type(exc).__name__ not in text else text


def redact(servers: str | list[str]) -> str:
    """Return the server URLs without any user or password they carry."""
    out = []
    for url in [servers] if isinstance(servers, str) else servers:
        parts = urlsplit(url if "://" in url else f"nats://{url}")
        host = parts.hostname or "?"
        port = f":{parts.port}" if parts.port else ""
        out.append(f"{parts.scheme}://{host}{port}")
    return ", ".join(out)


def _is_auth(exc: BaseException) -> bool:
    return isinstance(exc, nats.errors.AuthorizationError) or "uthorization" in str(exc)


def _is_tls(exc: BaseException) -> bool:
    return isinstance(exc, ssl.SSLError) or "certificate" in str(exc)


def _telling(errors: list[Exception]) -> Exception | None:
    """Return the error that explains a failed first connect best: refused credentials or TLS, else the last."""
    for exc in errors:
        if _is_auth(exc) or _is_tls(exc):
            return exc
    return errors[-1] if errors else None


def _advice(exc: BaseException | None, options: dict[str, Any]) -> str:
    """Name the setting to change for a first connect that failed with exc."""
    if exc is not None and _is_auth(exc):
        return "check the credentials: user=/password=, token= or user_credentials= (a .creds file)"
    if exc is not None and _is_tls(exc):
        return "check tls= (an ssl.SSLContext that trusts the server's CA) and tls_hostname="
    if isinstance(exc, TimeoutError):
        wait = options.get("connect_timeout", NATS_CONNECT_TIMEOUT)
        return (
            f"no answer in time: check servers= (is the address reachable?), or raise connect_timeout= "
            f"(now {wait} s per attempt) for a slow network"
        )
    return "check servers=: is the worker (or nats-server) running and listening there?"


async def connect_nats(servers: str | list[str], options: dict[str, Any]) -> tuple[NATS, ConnectionEvents]:
    """Connect to NATS, failing fast on the first connect, and return the connection.

    Raise WorkerUnreachableError, once, when no server could be reached or
    none accepted the connection; ImportError when a .creds file or an nkey
    is given without the nkeys package.
    """
    options = dict(options)
    if any(options.get(k) is not None for k in _NKEYS_OPTIONS):
        _require_nkeys()
    events = ConnectionEvents(options)
    events.install(options)
    max_reconnect = options.pop("max_reconnect_attempts", NATS_MAX_RECONNECT_ATTEMPTS)
    reconnect_wait = options.pop("reconnect_time_wait", NATS_RECONNECT_TIME_WAIT)
    options.setdefault("connect_timeout", NATS_CONNECT_TIMEOUT)
    if options.get("allow_reconnect", True):
        # nats-py retries each server until max_reconnect_attempts on the
        # first connect too: one retry, at once, is all a first connect gets.
        options["max_reconnect_attempts"] = FIRST_CONNECT_ATTEMPTS - 1
        options["reconnect_time_wait"] = 0
    else:
        options["max_reconnect_attempts"] = max_reconnect
        options["reconnect_time_wait"] = reconnect_wait
    started = time.monotonic()
    n_servers = 1 if isinstance(servers, str) else max(1, len(servers))
    # nats-py bounds each step by connect_timeout, but a failed TLS
    # handshake can leave its retry waiting: the whole first connect gets a
    # deadline too.
    deadline = FIRST_CONNECT_ATTEMPTS * n_servers * (float(options["connect_timeout"]) + 1)
    nc = NATS()
    try:
        await asyncio.wait_for(nc.connect(servers, **options), deadline)
    except (TimeoutError, nats.errors.NoServersError, nats.errors.Error, OSError) as exc:
        with contextlib.suppress(Exception):
            await nc.close()
        cause = _telling(events.errors) or exc
        elapsed = time.monotonic() - started
        raise WorkerUnreachableError(
            f"cannot connect to NATS at {redact(servers)} ({max(events.attempts, 1)} errors in "
            f"{elapsed:.1f} s, the telling one: {describe(cause)}): {_advice(cause, options)}",
            code="unavailable",
        ) from None
    # nats-py reads these at every reconnect: from now on, reconnect as asked.
    nc.options["max_reconnect_attempts"] = max_reconnect
    nc.options["reconnect_time_wait"] = reconnect_wait
    events.nc = nc
    events.connected = True
    return nc, events
