"""msgpack encoding of payloads, typed for the rest of the package."""

from __future__ import annotations

from typing import Any, cast

import msgpack

from piighost_nats.errors import BadRequestError, InternalError


def pack(payload: Any) -> bytes:
    """Encode a payload as msgpack (str as str, bytes as bin).

    A value msgpack cannot encode (an object, an int over 64 bits) is refused
    here, before anything is sent: the text is never passed on unprocessed.
    """
    try:
        return cast(bytes, msgpack.packb(payload, use_bin_type=True))
    except (TypeError, ValueError, OverflowError) as exc:
        raise BadRequestError(
            f"cannot encode the payload as msgpack: {type(exc).__name__}",
            code="bad_request",
        ) from None


def unpack(data: bytes) -> Any:
    """Decode a msgpack reply; a reply that does not decode is an internal error."""
    try:
        return msgpack.unpackb(data, raw=False, strict_map_key=False)
    except (ValueError, TypeError, msgpack.UnpackException) as exc:
        raise InternalError(
            f"cannot decode the worker's reply as msgpack: {type(exc).__name__}",
            code="internal",
        ) from None
