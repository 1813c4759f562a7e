"""README.md's gateway example, run as a user would: the openai SDK configured by the environment."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from conftest import Gateways, repo_file
from procs import Recorded, Reply, Upstream
from test_openai_sdk import completion

MARKER = "<!-- readme-example: tested by gateway/pytests/test_readme.py -->"


def readme_example() -> tuple[str, str]:
    text = repo_file("README.md").read_text()
    after = text[text.index(MARKER) :]
    code = re.search(r"```python\n(.*?)```", after, re.S)
    out = re.search(r"```\n(.*?)```", after[code.end() :] if code else "", re.S)
    assert code is not None
    assert out is not None
    return code.group(1), out.group(1)


def test_the_readme_example_prints_what_it_says(gateways: Gateways, upstream: Upstream) -> None:
    def echo(r: Recorded) -> Reply:
        asked = r.json()["messages"][-1]["content"]
        return 200, {}, completion(asked.removeprefix("Repeat exactly: "), None)

    upstream.script = echo
    code, want = readme_example()
    env = {**os.environ, "OPENAI_BASE_URL": gateways.a + "/v1", "OPENAI_API_KEY": "sk-readme"}
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout == want
    assert upstream.requests[0].json()["messages"][0]["content"] == "Repeat exactly: Write to <<EMAIL:1>>"
    upstream.assert_no_clear(["jane.doe@example.com"])
