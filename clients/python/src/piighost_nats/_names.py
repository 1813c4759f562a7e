"""The wire names of the piighost worker, as its Go packages wire and pii spell them.

Generated from Go: do not edit. A Go test (wire/python_names_test.go) fails
when this file differs from the constants the worker builds its replies
with; rewrite it with

    go test ./wire -run TestThePythonPackageSpellsTheWireNamesOfGo -update-python
"""

from typing import Final

DEFAULT_PREFIX: Final = "piighost"
SERVICE_NAME: Final = "piighost"
DEFAULT_QUEUE_GROUP: Final = "piighost"
INFO_SUBJECT_PREFIX: Final = "$SRV.INFO."
CLEAR_NAMESPACE: Final = "clear"
SAFE_NAMESPACE: Final = "safe"
ERRORS_NAMESPACE: Final = "errors"
DEFAULT_MAX_PAYLOAD: Final = 1048576
THREAD_PARTITIONS: Final = 256
PARTITION_TOKEN: Final = "p"
HEADER_CONTENT_TYPE: Final = "Content-Type"
HEADER_ERROR_CODE: Final = "Piighost-Error-Code"
HEADER_SERVICE_ERROR: Final = "Nats-Service-Error"
HEADER_SERVICE_ERROR_CODE: Final = "Nats-Service-Error-Code"
HEADER_INPUT_SEQ: Final = "Piighost-Input-Seq"
HEADER_STREAM_STATE: Final = "Piighost-Stream-State"
HEADER_CHANNEL: Final = "Piighost-Channel"
HEADER_MSG_ID: Final = "Nats-Msg-Id"
CONTENT_TYPE_MSGPACK: Final = "application/msgpack"
CONTENT_TYPE_JSON: Final = "application/json"
META_PREFIX: Final = "prefix"
META_MAX_PAYLOAD: Final = "max_payload"
META_TOOL_STRATEGY: Final = "strategy.tool"
META_INVENTED_STRATEGY: Final = "strategy.invented"
META_ASSISTANT_STRATEGY: Final = "strategy.assistant"
META_STRICT: Final = "strategy.strict"

CHANNELS: Final = (
    "model.in",
    "model.out",
    "tool.call",
    "tool.result",
    "stream.chunk",
    "thread.forget",
    "thread.correct",
)
"""Every channel, by wire name, in the order subjects.md gives them."""

DEFAULT_ROUTES: Final = {
    "model.in": ("{prefix}.clear.model.in", "{prefix}.safe.model.in"),
    "model.out": ("{prefix}.safe.model.out", "{prefix}.clear.model.out"),
    "tool.call": ("{prefix}.safe.tool.call", "{prefix}.clear.tool.call"),
    "tool.result": ("{prefix}.clear.tool.result", "{prefix}.safe.tool.result"),
    "stream.chunk": ("{prefix}.safe.stream.chunk", "{prefix}.clear.stream.chunk"),
    "thread.forget": ("{prefix}.clear.thread.forget", "{prefix}.clear.thread.forgotten"),
    "thread.correct": ("{prefix}.clear.thread.correct", "{prefix}.clear.thread.corrected"),
}
"""Pipeline-mode routes: channel -> (input subject, output subject), ``{prefix}`` to fill."""

ERROR_STATUS: Final = {
    "bad_request": 400,
    "missing_thread_id": 400,
    "invented_placeholder": 422,
    "unavailable": 503,
    "store_full": 507,
    "limit_exceeded": 413,
    "detector_failed": 502,
    "out_of_order": 409,
    "stream_ended": 410,
    "unrecognizable_factory": 500,
    "config": 500,
    "overlapping_spans": 500,
    "internal": 500,
    "pii_remaining": 422,
    "conflicting_override": 422,
    "reply_too_large": 413,
}
"""Every wire error code, with its HTTP-like status (Nats-Service-Error-Code)."""

FIELDS: Final = frozenset(
    {
        "action",
        "args",
        "changed",
        "code",
        "content",
        "continuation",
        "corrections",
        "duplicate",
        "end",
        "entities",
        "error",
        "forgotten",
        "id",
        "label",
        "message",
        "messages",
        "name",
        "restore",
        "restored",
        "restored_tokens",
        "role",
        "seq",
        "stream_id",
        "text",
        "thread_id",
        "tokens",
        "tool_call",
        "tool_call_id",
        "tool_calls",
        "tool_name",
        "type",
        "update",
    }
)
"""Every payload key the worker reads or writes."""

ROLES: Final = ("user", "assistant", "tool", "system", "human", "ai")
"""The values of a message's role (or type)."""
