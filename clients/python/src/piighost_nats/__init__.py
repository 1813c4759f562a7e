"""piighost-nats: the Python client of the piighost worker, and its LangChain middleware.

The worker (``go run ./cmd/worker``) de-identifies and restores text on NATS;
this package speaks its wire protocol (subjects.md) and puts it behind
upstream piighost's LangChain API::

    from piighost_nats import PIIGhostClient, PIIAnonymizationMiddleware

Importing the package never imports langchain: the middleware class is loaded
on first access, and without the ``langchain`` extra that access raises an
ImportError naming it (``pip install piighost-nats[langchain]``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from piighost_nats.client import (
    CHANNELS,
    DEFAULT_PREFIX,
    Corrected,
    Forgotten,
    MessagesReply,
    PIIGhostClient,
    StreamChunk,
    ThreadId,
    WorkerInfo,
    service_name_of,
    thread_key,
)
from piighost_nats.errors import (
    AnonymizerError,
    BadRequestError,
    ClientError,
    ConfigError,
    ConflictingOverrideError,
    DetectorFailedError,
    GuardError,
    InternalError,
    InventedPlaceholderError,
    MiddlewareError,
    MissingThreadIdError,
    OutOfOrderError,
    OverlappingSpansError,
    OverrideError,
    PIIGhostError,
    PIIRemainingError,
    RemoteError,
    ReplyTooLargeError,
    StrategyMismatchError,
    StreamEndedError,
    UnavailableError,
    UnrecognizableFactoryError,
    WorkerUnreachableError,
)
from piighost_nats.pipeline import ErrorEvent, PipelineClient, PipelineOutput, PipelineSubscription
from piighost_nats.strategy import (
    EntityCreateByAssistantStrategy,
    InventedPlaceholderStrategy,
    ToolCallStrategy,
)

if TYPE_CHECKING:
    from piighost_nats.middleware import PIIAnonymizationMiddleware

__version__ = "0.1.0"

DEFAULT_THREAD_ID = "default"
"""A thread id a caller may pass when its conversations need no separation."""

__all__ = [
    "CHANNELS",
    "DEFAULT_PREFIX",
    "DEFAULT_THREAD_ID",
    "AnonymizerError",
    "BadRequestError",
    "ClientError",
    "ConfigError",
    "ConflictingOverrideError",
    "Corrected",
    "DetectorFailedError",
    "EntityCreateByAssistantStrategy",
    "ErrorEvent",
    "Forgotten",
    "GuardError",
    "InternalError",
    "InventedPlaceholderError",
    "InventedPlaceholderStrategy",
    "MessagesReply",
    "MiddlewareError",
    "MissingThreadIdError",
    "OutOfOrderError",
    "OverlappingSpansError",
    "OverrideError",
    "PIIAnonymizationMiddleware",
    "PIIGhostClient",
    "PIIGhostError",
    "PIIRemainingError",
    "PipelineClient",
    "PipelineOutput",
    "PipelineSubscription",
    "RemoteError",
    "ReplyTooLargeError",
    "StrategyMismatchError",
    "StreamChunk",
    "StreamEndedError",
    "ThreadId",
    "ToolCallStrategy",
    "UnavailableError",
    "UnrecognizableFactoryError",
    "WorkerInfo",
    "WorkerUnreachableError",
    "service_name_of",
    "thread_key",
]


def __getattr__(name: str) -> Any:
    """Import the middleware on demand, so langchain stays optional."""
    if name == "PIIAnonymizationMiddleware":
        from piighost_nats.middleware import PIIAnonymizationMiddleware

        return PIIAnonymizationMiddleware
    if name == "AssistantEntityStrategy":
        from piighost_nats import strategy

        return strategy.AssistantEntityStrategy
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
