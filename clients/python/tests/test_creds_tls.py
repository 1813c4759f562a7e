"""The README's production snippet: JWT ``.creds`` and TLS, on a server laid out by cmd/deploy-secrets.

``deploy-secrets`` writes the deployment's secrets (operator, accounts, one
``.creds`` per identity with the shipped permissions, the CA and the nodes'
certificate); nats-server runs the compose cluster's own configuration
(deploy/nats-cluster.conf, without its routes and monitoring port); the
worker connects with ``worker.creds`` over TLS, the agent with the README's
code, run as it is written.
"""

from __future__ import annotations

import re
import ssl
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import Workers, config_toml
from procs import REPO, Worker, start_nats_server

from piighost_nats import PIIGhostClient, WorkerUnreachableError


@pytest.fixture
def deployment(binaries: tuple[Path, Path], tmp_path: Path, workers: Workers) -> Iterator[tuple[str, Path, Worker]]:
    """A node of the compose cluster and a worker on it; yields its URL and the secrets directory."""
    root = tmp_path / "root"
    secrets = root / "run" / "secrets"
    env = {"WORKER_PASSWORD": "unused", "AGENT_PASSWORD": "unused", "MODEL_PASSWORD": "unused"}
    subprocess.run(
        [str(binaries[0].parent / "deploy-secrets"), "-out", str(secrets)],
        cwd=REPO,
        check=True,
        capture_output=True,
        env={**env, "PATH": "/usr/bin:/bin"},
    )
    conf = (REPO / "deploy" / "nats-cluster.conf").read_text()
    conf = _replace(conf, '"/run/secrets/', f'"{secrets}/')
    conf = _replace(conf, 'http: "127.0.0.1:8222"\n', "")  # monitoring: not needed here
    conf = _replace_re(conf, r"\ncluster \{.*?\n\}\n", "\n")  # one node: no routes
    conf = _replace(conf, "store_dir: /data\n", "")  # the test's own, from the command line
    etc = root / "etc" / "nats"
    etc.mkdir(parents=True)
    (etc / "nats.conf").write_text(conf)  # the include is relative to it, as in the container
    url, server = start_nats_server(binaries[1], tmp_path / "js", etc / "nats.conf", {"NODE_NAME": "nats-1"})
    nats_section = f'creds_file = "{secrets}/worker.creds"\ntls_ca = "{secrets}/nats-ca.pem"'
    worker = workers.start(config_toml(nats=nats_section), nats_url=url.replace("nats://", "tls://"))
    try:
        yield url.replace("nats://", "tls://"), secrets, worker
    finally:
        worker.stop()
        server.stop()


def _replace(text: str, old: str, new: str) -> str:
    assert old in text, f"deploy/nats-cluster.conf no longer has {old!r}: update this test"
    return text.replace(old, new)


def _replace_re(text: str, pattern: str, new: str) -> str:
    out, n = re.subn(pattern, new, text, flags=re.S)
    assert n == 1, f"deploy/nats-cluster.conf no longer matches {pattern!r}: update this test"
    return out


def production_snippet() -> str:
    readme = (REPO / "clients" / "python" / "README.md").read_text()
    at = readme.index("<!-- production-example")
    return re.findall(r"```python\n(.*?)```", readme[at:], re.S)[0]


async def run_snippet(code: str) -> dict[str, Any]:
    """Run the README's code (top-level awaits and all) and return its names."""
    body = "".join(f"    {line}\n" for line in code.splitlines())
    scope: dict[str, Any] = {}
    exec(f"async def __snippet():\n{body}    return locals()\n", scope)
    result: dict[str, Any] = await scope["__snippet"]()
    return result


async def test_the_readmes_production_snippet_runs_with_creds_and_tls(
    deployment: tuple[str, Path, Worker], thread: str
) -> None:
    url, secrets, _worker = deployment
    code = production_snippet()
    code = _replace(code, '"tls://127.0.0.1:4222"', repr(url))
    code = code.replace('"secrets/', f'"{secrets}/')
    names = await run_snippet(code)
    client: PIIGhostClient = names["client"]
    try:
        reply = await client.model_in(thread, [{"role": "user", "content": "Email Patrick at patrick@example.com"}])
        assert reply.messages[0]["content"] == "Email <<PERSON:1>> at <<EMAIL:1>>"
        out = await client.model_out(thread, [{"role": "assistant", "content": "Sent to <<PERSON:1>>."}])
        assert out.messages[0]["content"] == "Sent to Patrick."
    finally:
        await client.close()


async def test_the_cluster_refuses_a_client_without_creds_and_says_which_setting(
    deployment: tuple[str, Path, Worker],
) -> None:
    url, secrets, _worker = deployment
    tls = ssl.create_default_context(cafile=str(secrets / "nats-ca.pem"))
    with pytest.raises(WorkerUnreachableError, match="check the credentials"):
        await PIIGhostClient.connect(url, tls=tls, inbox_prefix=b"_INBOX_agent")
    with pytest.raises(WorkerUnreachableError, match="check tls="):
        await PIIGhostClient.connect(
            url, user_credentials=str(secrets / "agent.creds"), tls=ssl.create_default_context()
        )
