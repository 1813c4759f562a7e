"""The worker's payloads as TypedDicts (subjects.md, "Payloads").

Every payload is a msgpack map; every key the worker does not own passes
through unchanged, so the request types accept more keys than they name
(the client's methods take ``Mapping[str, Any]`` besides them). The key
names are the Go package wire's: a test checks every key named here against
``piighost_nats._names.FIELDS``, which a Go test keeps equal to the worker's.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

__all__ = [
    "Correction",
    "CorrectionOutcome",
    "ErrorObject",
    "ErrorReply",
    "ForgetReply",
    "ForgottenCounts",
    "Message",
    "MessagesPayload",
    "StreamChunkPayload",
    "TextBlock",
    "ToolCall",
    "ToolCallPayload",
    "ToolResultPayload",
]


class TextBlock(TypedDict):
    """A text block of a content list: the only block the worker rewrites."""

    type: Literal["text"]
    text: str


class ToolCall(TypedDict):
    """A tool call of an assistant message, and the ``tool_call`` of tool.call."""

    id: str | None
    name: str
    args: dict[str, Any]


class Message(TypedDict, total=False):
    """A message: ``role`` (user, assistant, tool, system) or LangChain's ``type`` (human, ai).

    ``content`` is a string, a list of blocks and strings, or None; other
    blocks than text pass through unchanged.
    """

    role: str
    type: str
    content: str | list[Any] | None
    tool_calls: list[ToolCall]
    tool_call_id: str | None
    name: str
    id: str


class MessagesPayload(TypedDict):
    """The request and reply of model.in and model.out (``changed`` in the reply only)."""

    thread_id: str
    messages: list[Message]
    changed: NotRequired[bool]


class ToolCallPayload(TypedDict):
    """The request and reply of tool.call (no thread needed under PASSTHROUGH)."""

    thread_id: NotRequired[str]
    tool_call: ToolCall


class ToolResultPayload(TypedDict):
    """The request and reply of tool.result: a tool ``message`` or a state ``update``."""

    thread_id: NotRequired[str]
    tool_name: str
    message: NotRequired[Message]
    update: NotRequired[Any]


class StreamChunkPayload(TypedDict):
    """A stream.chunk request, and its reply (``duplicate`` and ``error`` in replies only)."""

    thread_id: str
    stream_id: str
    seq: int
    text: NotRequired[str]
    end: NotRequired[bool]
    continuation: NotRequired[str]
    duplicate: NotRequired[bool]
    error: NotRequired[ErrorObject]


class ForgottenCounts(TypedDict):
    """What thread.forget erased."""

    entities: int
    messages: int


class ForgetReply(TypedDict):
    """The reply of thread.forget."""

    thread_id: str
    forgotten: ForgottenCounts


class Correction(TypedDict):
    """One correction of thread.correct: mask a value missed, or clear one masked wrongly."""

    action: Literal["mask", "clear"]
    text: str
    label: NotRequired[str]


class CorrectionOutcome(TypedDict):
    """The reply's outcome of one correction."""

    tokens: list[str]
    changed: bool


class ErrorObject(TypedDict):
    """The error of a failed reply: a stable code, a message without content, invented tokens."""

    code: str
    message: str
    tokens: NotRequired[list[str]]


class ErrorReply(TypedDict):
    """A failed reply; a failed stream chunk also carries the ``text`` emitted before."""

    error: ErrorObject
    text: NotRequired[str]
