"""Connecting: fail fast with one clear error, log through logging, reconnect once connected."""

from __future__ import annotations

import asyncio
import logging
import socket
import subprocess
import sys
import uuid
from pathlib import Path

import nats
import pytest
from helpers import Workers, connect
from procs import start_nats_server

from piighost_nats import PIIGhostClient, WorkerUnreachableError

CLOSED_PORT_SCRIPT = """
import asyncio, socket
from piighost_nats import PIIGhostClient

async def main() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))  # bound, never listening: every connection is refused
        port = s.getsockname()[1]
        try:
            await PIIGhostClient.connect(f"nats://127.0.0.1:{port}")
        except Exception as exc:
            print(type(exc).__name__)
            print(exc)

asyncio.run(main())
"""


def test_connecting_to_a_closed_port_raises_one_error_that_names_the_setting_and_prints_nothing() -> None:
    out = subprocess.run([sys.executable, "-c", CLOSED_PORT_SCRIPT], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    kind, message = out.stdout.splitlines()
    assert kind == "WorkerUnreachableError"
    assert "(2 errors in " in message, "each server is tried twice, at once, not 60 times 2 s apart"
    assert "ConnectionRefusedError" in message
    assert "check servers=" in message
    assert out.stderr == "", "no traceback, no log line: the exception says it all"


async def test_wrong_credentials_name_the_credentials(secured_nats: str) -> None:
    with pytest.raises(WorkerUnreachableError) as info:
        await PIIGhostClient.connect(secured_nats, user="agent", password="wrong", inbox_prefix=b"_INBOX_agent")
    assert "user=/password=" in str(info.value)
    assert "wrong" not in str(info.value), "no credentials in the message"


async def test_a_url_with_credentials_is_never_repeated_in_the_error() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        with pytest.raises(WorkerUnreachableError) as info:
            await PIIGhostClient.connect(f"nats://agent:s3cret@127.0.0.1:{port}")
    assert f"nats://127.0.0.1:{port}" in str(info.value)
    assert "s3cret" not in str(info.value)


def test_without_nkeys_a_creds_file_names_the_extra() -> None:
    code = (
        "import asyncio, sys\n"
        "sys.modules['nkeys'] = None\n"
        "from piighost_nats import PIIGhostClient\n"
        "try:\n"
        "    asyncio.run(PIIGhostClient.connect('nats://127.0.0.1:1', user_credentials='agent.creds'))\n"
        "except ImportError as e:\n"
        "    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert "pip install 'piighost-nats[nkeys]'" in out.stdout


async def test_once_connected_a_lost_server_is_reconnected_and_logged_in_one_line(
    binaries: tuple[Path, Path], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    conf = tmp_path / "nats.conf"
    conf.write_text("")
    url, server = start_nats_server(binaries[1], tmp_path / "js", conf, {})
    port = int(url.rsplit(":", 1)[1])
    caplog.set_level(logging.INFO, logger="piighost_nats")
    client = await PIIGhostClient.connect(url, reconnect_time_wait=0.1)
    try:
        server.stop()
        await wait_for(lambda: not client.nc.is_connected)
        url2, server = start_nats_server(binaries[1], tmp_path / "js", conf, {}, port=port)
        assert url2 == url
        await wait_for(lambda: client.nc.is_connected)
        await client.nc.publish("ping", b"")
        await client.nc.flush()
    finally:
        await client.close()
        server.stop()
    records = [r for r in caplog.records if r.name == "piighost_nats"]
    messages = [r.getMessage() for r in records]
    assert "disconnected from NATS; reconnecting" in messages
    assert any(m.startswith("reconnected to NATS at 127.0.0.1") for m in messages)
    assert all(r.exc_info is None for r in records), "one line each, no traceback"


async def wait_for(condition: object, limit: float = 60.0) -> None:
    """Wait until condition() holds, checking every 20 ms (a bound, not a measure)."""
    assert callable(condition)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not condition():
        assert loop.time() < deadline, "the condition never held"
        await asyncio.sleep(0.02)


async def test_a_timeout_says_how_many_attempts_and_which_settings(workers: Workers, thread: str) -> None:
    prefix = f"silent-{uuid.uuid4().hex[:6]}"
    w = workers.get()
    listener = await nats.connect(w.url)
    await listener.subscribe(f"{prefix}.model.in", cb=_never_answer)
    await listener.flush()
    client = await connect(w, prefix=prefix, timeout=0.2, retries=2, retry_delay=0.001)
    try:
        with pytest.raises(WorkerUnreachableError) as info:
            await client.model_in(thread, [{"role": "user", "content": "Patrick"}])
    finally:
        await client.close()
        await listener.close()
    message = str(info.value)
    assert message.startswith(f"no reply on {prefix}.model.in within 0.2 s, 3 attempts over ")
    assert message.endswith("(timeout=0.2 s each, retries=2)")


async def _never_answer(msg: object) -> None:
    """Receive a request and never reply, as a hung worker would."""
