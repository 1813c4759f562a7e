"""The exception hierarchy: upstream piighost's names, plus one class per wire code.

Every error derives from PIIGhostError and carries the worker's stable error
code in ``.code`` (``None`` for an error raised before anything reached the
wire), so a caller can catch the whole family at once, one kind by class, or
dispatch on the code. Messages never hold clear PII: the worker writes at most
labels, tokens, field paths, offsets and counts.

Upstream's classes (``piighost.exceptions``) keep their place in the tree:
``MiddlewareError`` holds ``InventedPlaceholderError`` (with ``.tokens``),
``MissingThreadIdError`` and ``UnrecognizableFactoryError``; ``GuardError``
holds ``PIIRemainingError``; ``OverrideError`` holds
``ConflictingOverrideError``; ``ClientError`` > ``RemoteError`` is the parent
of every other error the worker answers with.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = [
    "AnonymizerError",
    "BadRequestError",
    "ClientError",
    "ConfigError",
    "ConflictingOverrideError",
    "DetectorFailedError",
    "GuardError",
    "InternalError",
    "InventedPlaceholderError",
    "LimitExceededError",
    "MiddlewareError",
    "MissingThreadIdError",
    "OutOfOrderError",
    "OverlappingSpansError",
    "OverrideError",
    "PIIGhostError",
    "PIIRemainingError",
    "RemoteError",
    "ReplyTooLargeError",
    "StoreFullError",
    "StrategyMismatchError",
    "StreamEndedError",
    "UnavailableError",
    "UnrecognizableFactoryError",
    "WorkerUnreachableError",
    "error_from_wire",
]


class PIIGhostError(Exception):
    """Base class of every error this package raises.

    Attributes:
        code: The worker's stable error code (``invented_placeholder``,
            ``unavailable``, ...), or None for an error raised locally before
            any request.
        status: The worker's HTTP-like status (``Nats-Service-Error-Code``) as
            an int, when the error came from a reply.
        emitted: For a stream chunk that failed after restoring some text,
            that text (already safe to show); "" otherwise.
    """

    code: str | None = None

    def __init__(self, message: str = "", *, code: str | None = None, status: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.status = status
        self.emitted = ""


class MiddlewareError(PIIGhostError):
    """Base class of the errors raised at the integration boundary (upstream's)."""


class InventedPlaceholderError(MiddlewareError):
    """Restored text holds tokens the thread never issued (policy RAISE).

    The message is upstream's: ``Deanonymized text holds tokens the pipeline
    never issued: ['<<PERSON:9>>']``.

    Attributes:
        tokens: The invented tokens, in order of appearance (the worker lists
            the first 20).
    """

    code = "invented_placeholder"

    def __init__(self, message: str, tokens: Sequence[str], **kw: Any) -> None:
        super().__init__(message, **kw)
        self.tokens = list(tokens)


class MissingThreadIdError(MiddlewareError):
    """A call named no thread: no thread_id in the LangGraph config, or none on the wire."""

    code = "missing_thread_id"


class UnrecognizableFactoryError(MiddlewareError):
    """The worker's placeholder factory has no re-findable grammar (configuration)."""

    code = "unrecognizable_factory"


class StrategyMismatchError(MiddlewareError):
    """The middleware's strategy arguments differ from the worker's configuration.

    The worker is the authority on strategies: the middleware's arguments are
    assertions about it, checked before the first hook does anything.

    Attributes:
        setting: Which strategy differs: ``tool_strategy``, ``invented_strategy``,
            ``assistant_strategy`` or ``tool_strategies[<tool>]``.
        expected: The value the middleware was built with (None: not set).
        actual: The value the worker runs with (None: not set).
    """

    code = "strategy_mismatch"

    def __init__(self, setting: str, expected: str | None, actual: str | None) -> None:
        if actual is None:
            message = (
                f"{setting}: the middleware expects {expected!r} but the worker publishes no "
                "strategies (a worker older than this client?); upgrade the worker"
            )
        else:
            message = (
                f"{setting}: the middleware expects {expected!r} but the worker runs "
                f"{actual!r}; the worker's [strategies] decide, so align the two"
            )
        super().__init__(message)
        self.setting = setting
        self.expected = expected
        self.actual = actual


class GuardError(PIIGhostError):
    """Base class of the guard-rail errors (upstream's)."""


class PIIRemainingError(GuardError):
    """A guard rail flagged PII left in de-identified text (code ``pii_remaining``)."""

    code = "pii_remaining"

    def __init__(self, message: str, detections: Sequence[Any] | None = None, **kw: Any) -> None:
        super().__init__(message, **kw)
        self.detections = list(detections or [])


class OverrideError(PIIGhostError):
    """Base class of the override (deny list / allow list) errors (upstream's)."""


class ConflictingOverrideError(OverrideError):
    """Under ``conflict_strategy = "raise"``, a deny-list span overlaps an
    allow-list span (code ``conflicting_override``); nothing was forwarded."""

    code = "conflicting_override"


class AnonymizerError(PIIGhostError):
    """Base class of the anonymizer errors (upstream's)."""


class OverlappingSpansError(AnonymizerError):
    """The worker met overlapping spans and failed closed (code ``overlapping_spans``)."""

    code = "overlapping_spans"


class ClientError(PIIGhostError):
    """Base class of the errors of the NATS client (upstream's name for its remote client)."""


class RemoteError(ClientError):
    """The worker answered with an error; the generic class for codes without their own.

    Attributes:
        status_code: The HTTP-like status (500 when the reply gave none).
    """

    code = "remote_error"

    def __init__(self, message: str, *, code: str | None = None, status: int | None = None) -> None:
        super().__init__(message, code=code, status=status)
        self.status_code = status if status is not None else 500


class BadRequestError(RemoteError):
    """The request was malformed, too large or too deep (code ``bad_request``)."""

    code = "bad_request"


class UnavailableError(RemoteError):
    """The thread store could not be reached or lost too many races; retry later."""

    code = "unavailable"


class StoreFullError(UnavailableError):
    """The thread store has no room for a new value (code ``store_full``): an
    operator must make room; values already stored still restore. Retry later."""

    code = "store_full"


class LimitExceededError(RemoteError):
    """The request would take its thread past a configured bound, such as the
    values one thread may hold (code ``limit_exceeded``); nothing was forwarded.
    Resending the same request fails again: forget the thread or start another."""

    code = "limit_exceeded"


class WorkerUnreachableError(UnavailableError):
    """No worker answered: none serves the subject, the request timed out, or the
    connection is closed. Never a reason to send text on unchanged."""


class DetectorFailedError(RemoteError):
    """A detector failed or ran out of its time budget, failing closed."""

    code = "detector_failed"


class OutOfOrderError(RemoteError):
    """A stream chunk arrived before the one it follows."""

    code = "out_of_order"


class StreamEndedError(RemoteError):
    """A stream chunk arrived after its stream ended."""

    code = "stream_ended"


class ReplyTooLargeError(RemoteError):
    """The worker's reply would exceed the connection's max payload, so it sent
    none (code ``reply_too_large``; the message gives both sizes). Send fewer
    or shorter messages per request; resending the same request fails again."""

    code = "reply_too_large"


class ConfigError(RemoteError):
    """The worker's configuration is invalid (code ``config``)."""

    code = "config"


class InternalError(RemoteError):
    """A bug in the worker; the message says nothing about the input."""

    code = "internal"


_BY_CODE: dict[str, type[PIIGhostError]] = {
    cls.code: cls
    for cls in (
        MissingThreadIdError,
        UnrecognizableFactoryError,
        PIIRemainingError,
        ConflictingOverrideError,
        OverlappingSpansError,
        BadRequestError,
        UnavailableError,
        StoreFullError,
        LimitExceededError,
        DetectorFailedError,
        OutOfOrderError,
        StreamEndedError,
        ReplyTooLargeError,
        ConfigError,
        InternalError,
    )
    if cls.code is not None
}


def error_from_wire(code: str, message: str, tokens: Sequence[str] = (), status: int | None = None) -> PIIGhostError:
    """Build the exception for an error the worker answered with.

    An unknown code gives a RemoteError carrying it, so a newer worker's codes
    still fail loudly.
    """
    if code == InventedPlaceholderError.code:
        return InventedPlaceholderError(message, tokens, code=code, status=status)
    cls = _BY_CODE.get(code)
    if cls is None:
        return RemoteError(message or code, code=code, status=status)
    return cls(message, code=code, status=status)
