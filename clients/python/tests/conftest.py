"""Session fixtures: the worker binary, workers per configuration, nats-server with permissions."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from helpers import PASSWORDS, Workers
from procs import REPO, Process, go_build, start_nats_server

from piighost_nats import PIIGhostClient


@pytest.fixture(scope="session")
def binaries(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return go_build(tmp_path_factory.mktemp("bin"))


@pytest.fixture(scope="session")
def workers(binaries: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Workers]:
    ws = Workers(binaries[0], tmp_path_factory.mktemp("workers"))
    yield ws
    ws.stop_all()


@pytest.fixture
def secured_nats(binaries: tuple[Path, Path], tmp_path: Path) -> Iterator[str]:
    """A nats-server of its own with exactly deploy/nats-permissions.conf
    (passwords from the environment, as tests/permissions_test.go sets them)."""
    url, proc = start_nats_server(binaries[1], tmp_path / "nats", REPO / "deploy" / "nats-permissions.conf", PASSWORDS)
    yield url
    stop(proc)


def stop(proc: Process) -> None:
    proc.stop()


@pytest.fixture
def thread() -> str:
    """A fresh thread id."""
    return f"test-{uuid.uuid4().hex}"


@pytest.fixture
async def client(workers: Workers) -> AsyncIterator[PIIGhostClient]:
    """A client of the default worker (FULL, RAISE, PRESERVE)."""
    c = await PIIGhostClient.connect(workers.get().url, timeout=5.0)
    yield c
    await c.close()
