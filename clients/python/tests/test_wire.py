"""The Python wire names and payload types against the Go ones (wire/python_names_test.go keeps _names)."""

from __future__ import annotations

import typing

import pytest

from piighost_nats import CHANNELS, DEFAULT_PREFIX, RemoteError, service_name_of, wire
from piighost_nats._names import CHANNELS as GO_CHANNELS
from piighost_nats._names import DEFAULT_PREFIX as GO_PREFIX
from piighost_nats._names import ERROR_STATUS, FIELDS
from piighost_nats.errors import error_from_wire
from piighost_nats.pipeline import default_routes

PAYLOADS = [getattr(wire, name) for name in wire.__all__]


@pytest.mark.parametrize("payload", PAYLOADS, ids=lambda p: p.__name__)
def test_every_key_of_a_payload_type_is_a_field_the_worker_knows(payload: type) -> None:
    assert set(typing.get_type_hints(payload)) <= FIELDS


@pytest.mark.parametrize("code", sorted(ERROR_STATUS))
def test_every_wire_error_code_has_its_own_class(code: str) -> None:
    err = error_from_wire(code, "message", status=ERROR_STATUS[code])
    assert err.code == code
    assert type(err) is not RemoteError, f"{code} falls back to the generic class"


def test_the_client_uses_the_go_names() -> None:
    assert CHANNELS == GO_CHANNELS
    assert DEFAULT_PREFIX == GO_PREFIX
    routes = default_routes("p")
    assert routes["model.in"] == ("p.clear.model.in", "p.safe.model.in")
    assert set(routes) == set(GO_CHANNELS)


@pytest.mark.parametrize(
    ("prefix", "service"),
    [("piighost", "piighost"), ("teamb", "teamb"), ("acme.pii", "acme_pii"), ("équipe-b", "_quipe-b")],
)
def test_a_prefix_names_its_service_as_the_worker_does(prefix: str, service: str) -> None:
    # wire/wire_test.go, TestEachPrefixNamesItsOwnResources: the same table.
    assert service_name_of(prefix) == service
