"""Real processes for the tests: the worker built from this repository, and nats-server.

Both binaries are built once per session with ``go build`` (nats-server from
the module cache: it is a go.mod dependency). Every process listens on a port
the OS picks (``-listen 127.0.0.1:-1``, ``-p -1``), and the tests wait for the
line in which the process says it is ready, never for a fixed time.
"""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]

READY_TIMEOUT = 120.0
"""An upper bound on start-up; the wait ends as soon as the ready line shows."""


def go_build(out_dir: Path) -> tuple[Path, Path]:
    """Build the worker and nats-server into out_dir and return their paths."""
    worker = out_dir / "piighost-worker"
    server = out_dir / "nats-server"
    env = {**os.environ, "CGO_ENABLED": "0"}
    subprocess.run(["go", "build", "-o", str(worker), "./cmd/worker"], cwd=REPO, check=True, env=env)
    subprocess.run(
        ["go", "build", "-o", str(out_dir / "deploy-secrets"), "./cmd/deploy-secrets"], cwd=REPO, check=True, env=env
    )
    subprocess.run(
        ["go", "build", "-o", str(server), "github.com/nats-io/nats-server/v2"], cwd=REPO, check=True, env=env
    )
    return worker, server


@dataclass
class Process:
    """A child process whose stderr lines are collected by a reader thread."""

    name: str
    proc: subprocess.Popen[str]
    lines: queue.Queue[str | None] = field(default_factory=queue.Queue)
    log: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, name: str, args: list[str], env: Mapping[str, str] | None = None) -> Process:
        proc = subprocess.Popen(
            args,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, **(env or {})},
        )
        p = cls(name, proc)
        threading.Thread(target=p._read, daemon=True).start()
        return p

    def _read(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.lines.put(line)
        self.lines.put(None)

    def wait_for(self, pattern: str) -> re.Match[str]:
        """Block until a stderr line matches, or fail with the log if the process exits."""
        rx = re.compile(pattern)
        while True:
            try:
                line = self.lines.get(timeout=READY_TIMEOUT)
            except queue.Empty:
                raise RuntimeError(f"{self.name} not ready after {READY_TIMEOUT} s:\n{''.join(self.log)}") from None
            if line is None:
                raise RuntimeError(f"{self.name} exited with {self.proc.wait()}:\n{''.join(self.log)}")
            self.log.append(line)
            m = rx.search(line)
            if m:
                return m

    def stop(self) -> int:
        """SIGTERM, then wait for the exit (a graceful drain)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()


@dataclass
class Worker:
    """A running worker: its NATS URL and process, and how to find its keys."""

    url: str
    process: Process
    config: str
    key_args: list[str] = field(default_factory=list)
    binary: Path | None = None

    def thread_digest(self, thread: str) -> str:
        """The digest that names a thread in its error events (``worker -thread-digest``)."""
        assert self.binary is not None
        out = subprocess.run(
            [str(self.binary), "-thread-digest", thread, *self.key_args], check=True, capture_output=True, text=True
        )
        return out.stdout.strip()

    def stop(self) -> int:
        return self.process.stop()

    @property
    def running(self) -> bool:
        return self.process.proc.poll() is None


def start_worker(
    binary: Path,
    data_dir: Path,
    config: str,
    *,
    modes: str = "service",
    nats_url: str | None = None,
    env: Mapping[str, str] | None = None,
) -> Worker:
    """Start a worker with a TOML configuration, on its embedded NATS unless nats_url is given."""
    data_dir.mkdir(parents=True, exist_ok=True)
    cfg = data_dir / "piighost.toml"
    cfg.write_text(config)
    args = [str(binary), "-config", str(cfg), "-modes", modes, "-http", "127.0.0.1:0", "-log-level", "info"]
    env = dict(env or {})
    if nats_url is None:
        key_args = ["-config", str(cfg), "-data", str(data_dir / "data")]
        args += ["-listen", "127.0.0.1:-1", "-data", str(data_dir / "data")]
    else:
        keys = data_dir / "keys.json"
        if not keys.exists():
            subprocess.run([str(binary), "-gen-keys", str(keys)], check=True, capture_output=True)
        key_args = ["-config", str(cfg), "-keys-file", str(keys)]
        args += ["-nats-url", nats_url, "-keys-file", str(keys)]
    p = Process.start("worker", args, env)
    # The embedded server opens its port once the worker is ready, and this
    # line gives the address it listens on.
    m = p.wait_for(r'"msg":"worker started".*?"nats":"([^"]+)"')
    url = nats_url if nats_url is not None else m.group(1)
    return Worker(url=url, process=p, config=config, key_args=key_args, binary=binary)


def start_nats_server(
    binary: Path, store_dir: Path, config_file: Path, env: Mapping[str, str], port: int = -1
) -> tuple[str, Process]:
    """Start nats-server with JetStream and a configuration file; return its URL.

    The port is the kernel's pick unless given (to start a server again where
    its clients left it).
    """
    store_dir.mkdir(parents=True, exist_ok=True)
    args = [str(binary), "-c", str(config_file), "-a", "127.0.0.1", "-p", str(port), "-js", "-sd", str(store_dir)]
    p = Process.start("nats-server", args, env)
    m = p.wait_for(r"Listening for client connections on (\S+)")
    p.wait_for(r"Server is ready")
    return f"nats://{m.group(1)}", p
