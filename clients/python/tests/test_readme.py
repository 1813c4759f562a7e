"""The README's LangChain example runs, and prints what the README says."""

from __future__ import annotations

import re
import subprocess
import sys

from helpers import Workers
from procs import REPO


def test_the_readme_example_prints_what_the_readme_shows(workers: Workers) -> None:
    readme = (REPO / "README.md").read_text()
    at = readme.index("<!-- readme-example")
    code, shown = re.findall(r"```(?:python)?\n(.*?)```", readme[at:], re.S)[:2]
    code = code.replace("nats://127.0.0.1:4222", workers.get().url)
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True, timeout=120)
    assert out.stdout == shown
