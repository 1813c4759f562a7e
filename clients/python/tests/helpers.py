"""Helpers of the tests: worker configurations, shared workers, clients."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from pathlib import Path

from procs import Worker, start_worker

from piighost_nats import PIIGhostClient

EXACT_VALUES = {
    "Patrick": "PERSON",
    "Marie Curie": "PERSON",
    "Paris": "LOCATION",
    "Lyon": "LOCATION",
}

PASSWORDS = {"WORKER_PASSWORD": "w-secret", "AGENT_PASSWORD": "a-secret", "MODEL_PASSWORD": "m-secret"}


def config_toml(
    tool: str = "full",
    invented: str = "raise",
    assistant: str = "preserve",
    tools: Mapping[str, str] | None = None,
    nats: str = "",
    strict: bool = False,
    exact: Mapping[str, str] = EXACT_VALUES,
    placeholder: Mapping[str, str] | None = None,
) -> str:
    """A worker configuration: e-mails and the like by pattern, names and places by exact value.

    ``exact`` maps the values found by exact match to their labels;
    ``placeholder`` is the ``[anonymizer.placeholder]`` table, if any.
    """
    values = ", ".join(f'"{k}" = "{v}"' for k, v in exact.items())
    lines = [
        "[detector]",
        'type = "composite"',
        "[[detector.detectors]]",
        'type = "regex"',
        'groups = ["generic"]',
        "[[detector.detectors]]",
        'type = "exact"',
        f"values = {{ {values} }}",
        "[strategies]",
        f'tool = "{tool}"',
        f'invented = "{invented}"',
        f'assistant = "{assistant}"',
    ]
    if strict:
        lines.append("strict = true")
    if tools:
        lines.append("[strategies.tools]")
        lines += [f'"{k}" = "{v}"' for k, v in tools.items()]
    if placeholder:
        lines.append("[anonymizer.placeholder]")
        lines += [f'{k} = "{v}"' for k, v in placeholder.items()]
    if nats:
        lines += ["[nats]", nats]
    return "\n".join(lines) + "\n"


class Workers:
    """Workers by configuration, started on first use and stopped at session end."""

    def __init__(self, binary: Path, root: Path) -> None:
        self.binary = binary
        self.root = root
        self._by_config: dict[tuple[str, str], Worker] = {}
        self._owned: list[Worker] = []

    def get(self, modes: str = "service", **strategies: object) -> Worker:
        """A shared worker for these strategies (see config_toml)."""
        config = config_toml(**strategies)  # type: ignore[arg-type]
        key = (config, modes)
        w = self._by_config.get(key)
        if w is None or not w.running:
            w = self.start(config, modes=modes)
            self._by_config[key] = w
        return w

    def start(self, config: str, *, modes: str = "service", nats_url: str | None = None, **kw: object) -> Worker:
        """A worker of its own (the caller may stop it)."""
        w = start_worker(self.binary, self.root / uuid.uuid4().hex, config, modes=modes, nats_url=nats_url, **kw)  # type: ignore[arg-type]
        self._owned.append(w)
        return w

    def stop_all(self) -> None:
        for w in self._owned:
            w.stop()


async def connect(worker: Worker, **options: object) -> PIIGhostClient:
    opts: dict[str, object] = {"timeout": 5.0}
    opts.update(options)
    return await PIIGhostClient.connect(worker.url, **opts)
