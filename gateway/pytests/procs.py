"""Real processes and a recording fake provider for the gateway's client tests.

The worker and the gateway are built once per session with ``go build``;
each process listens on a port the OS picks, and the tests wait for the log
line in which it says where, never for a fixed time.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
READY_TIMEOUT = 120.0


def go_build(out_dir: Path) -> tuple[Path, Path]:
    """Build the worker and the gateway into out_dir."""
    worker, gateway = out_dir / "piighost-worker", out_dir / "piighost-gateway"
    env = {**os.environ, "CGO_ENABLED": "0"}
    subprocess.run(["go", "build", "-o", str(worker), "./cmd/worker"], cwd=REPO, check=True, env=env)
    subprocess.run(["go", "build", "-o", str(gateway), "./cmd/piighost-gateway"], cwd=REPO, check=True, env=env)
    return worker, gateway


@dataclass
class Process:
    """A child process whose stderr lines a reader thread collects."""

    name: str
    proc: subprocess.Popen[str]
    lines: queue.Queue[str | None] = field(default_factory=queue.Queue)
    log: list[str] = field(default_factory=list)

    @classmethod
    def start(cls, name: str, args: list[str], env: Mapping[str, str] | None = None) -> Process:
        proc = subprocess.Popen(
            args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env={**os.environ, **(env or {})}
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
                raise RuntimeError(f"{self.name} not ready:\n{''.join(self.log)}") from None
            if line is None:
                raise RuntimeError(f"{self.name} exited with {self.proc.wait()}:\n{''.join(self.log)}")
            self.log.append(line)
            m = rx.search(line)
            if m:
                return m

    def stop(self) -> int:
        """SIGTERM, then wait for a graceful exit."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()


def start_worker(binary: Path, data: Path, config: Path) -> tuple[str, Process]:
    """A worker with its embedded NATS server; returns the server's URL."""
    args = [str(binary), "-config", str(config), "-listen", "127.0.0.1:-1", "-data", str(data)]
    args += ["-http", "off", "-modes", "service"]
    p = Process.start("worker", args, {"NATS_URL": ""})
    m = p.wait_for(r'"msg":"worker started".*?"nats":"([^"]+)"')
    return m.group(1), p


def start_gateway(binary: Path, nats_url: str, upstream: str, secret: Path, *extra: str) -> tuple[str, Process]:
    """A gateway joining the worker on nats_url, in front of upstream; returns its base URL."""
    args = [str(binary), "-listen", "127.0.0.1:0", "-ops", "off", "-nats-url", nats_url]
    args += ["-openai-url", upstream + "/v1", "-anthropic-url", upstream + "/v1", "-secret-file", str(secret), *extra]
    p = Process.start("gateway", args)
    m = p.wait_for(r'"msg":"gateway started".*?"listen":"([^"]+)"')
    return m.group(1), p


@dataclass
class Recorded:
    """Every byte of one request the fake provider received."""

    method: str
    path: str
    headers: dict[str, str]  # names in lower case
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


# A reply: a status, headers, and a body or the SSE events of a stream.
Reply = tuple[int, dict[str, str], bytes | list[bytes]]


class Upstream:
    """A recording fake provider: it keeps every request and answers with the script's next reply."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self.script: Callable[[Recorded], Reply] = lambda r: (404, {}, b"{}")
        upstream = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _serve(self) -> None:
                n = int(self.headers.get("Content-Length") or 0)
                rec = Recorded(
                    self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, self.rfile.read(n)
                )
                upstream.requests.append(rec)
                status, headers, body = upstream.script(rec)
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                if isinstance(body, list):
                    self.send_header("Content-Type", "text/event-stream")
                    self.send_header("Connection", "close")
                    self.end_headers()
                    for chunk in body:
                        self.wfile.write(chunk)
                        self.wfile.flush()
                    self.close_connection = True
                    return
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = _serve
            do_POST = _serve

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def assert_no_clear(self, values: list[str]) -> None:
        """No clear value reached the provider: in a body, a header or a URL."""
        for r in self.requests:
            seen = r.path + "\n" + json.dumps(r.headers) + "\n" + r.body.decode()
            for v in values:
                assert v not in seen, f"{v!r} reached the provider: {seen}"


def sse(*events: tuple[str | None, Any]) -> list[bytes]:
    """The SSE bytes of events (name, data): data JSON-encoded unless it is a string."""
    out = []
    for name, data in events:
        text = data if isinstance(data, str) else json.dumps(data)
        head = f"event: {name}\n" if name else ""
        out.append((head + f"data: {text}\n\n").encode())
    return out


def pieces(text: str, size: int) -> Iterator[str]:
    """text cut every size characters, so that tokens fall across events."""
    for i in range(0, len(text), size):
        yield text[i : i + size]
