"""Session fixtures: a worker with its embedded NATS, two gateways joining it, a fake provider."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from procs import Upstream, go_build, start_gateway, start_worker

WORKER_TOML = """
[detector]
type = "composite"
[[detector.detectors]]
type = "regex"
groups = ["generic"]
[[detector.detectors]]
type = "exact"
values = { "Patrick" = "PERSON", "Paris" = "LOCATION", 'O"Brien\\Smith' = "PERSON" }
"""


@dataclass
class Gateways:
    """Two gateways on the same workers, in front of the same fake provider."""

    a: str
    b: str
    upstream: Upstream


@pytest.fixture(scope="session")
def gateways(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Gateways]:
    root = tmp_path_factory.mktemp("gateway")
    worker_bin, gateway_bin = go_build(root)
    config = root / "worker.toml"
    config.write_text(WORKER_TOML)
    nats_url, worker = start_worker(worker_bin, root / "data", config)
    secret = root / "gateway.key"
    secret.write_text("a secret shared by both gateways\n")
    upstream = Upstream()
    a, pa = start_gateway(gateway_bin, nats_url, upstream.url, secret)
    b, pb = start_gateway(gateway_bin, nats_url, upstream.url, secret)
    yield Gateways(a, b, upstream)
    for p in (pa, pb, worker):
        p.stop()
    upstream.close()


@pytest.fixture
def upstream(gateways: Gateways) -> Upstream:
    """The fake provider, its record emptied."""
    gateways.upstream.requests.clear()
    return gateways.upstream


@pytest.fixture
def thread() -> str:
    return f"py-{uuid.uuid4().hex}"


# The fixtures' values, as a user types them, and what must never reach the provider.
EMAIL = "jane.doe@example.com"
PERSON = "Patrick"
QUOTED = 'O"Brien\\Smith'
CLEAR = [EMAIL, PERSON, QUOTED, "Paris", "marie@example.org"]


def repo_file(name: str) -> Path:
    return Path(__file__).resolve().parents[2] / name
