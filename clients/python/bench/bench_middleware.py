"""Client-side overhead of PIIAnonymizationMiddleware per agent step.

One agent turn is the specification's example: before_model, the model asks
get_info, after_model, the tool call (tool.call + tool.result), before_model,
the model answers, after_model: two agent steps (model calls), three
requests (model.in, tool.result, model.in): the first after_model and the
tool call restore from model.in's answer, and the model's answer, which
echoes the tool's result, from the tokens of tool.result and the second
step's model.in, without model.out.
Three conditions run interleaved in one process, round after round, on one
NATS server (the worker's embedded one):

- bare:   the same agent without the middleware (the baseline);
- noop:   a middleware with the same three hooks doing nothing, so the
          graph has the same nodes: what LangGraph itself adds;
- echo:   the middleware against a trivial responder that answers every
          request with itself (bench/echo_responder.py, another process), so
          the worker's work is excluded and what remains is the client's own
          cost plus the NATS round trips;
- worker: the middleware against the real worker;
- trips:  a middleware that only sends, on the same client, one bare
          request to the real worker where the middleware sends one (each
          before_model, each tool call's result, the after_model of the
          model's answer; model.out of a text without tokens, which the
          worker returns as it is): four round trips a turn, without the
          work around them;
- upstream: upstream piighost's middleware (requirements-dev.txt), in this
          process, with the same detection as the worker's configuration
          (e-mails by upstream's pattern, names and places by exact value),
          when piighost is installed, at the history sizes of
          --upstream-history: the bar the middleware is held to.

Wall-clock times include the other processes' work and the round trips;
the client's CPU time (time.process_time of this process, where the agent,
the middleware, msgpack and nats-py run, while the worker and the responder
run in other processes) isolates what the middleware costs the agent's own
process. The worker's own processing time comes from its Prometheus histogram
(piighost_latency_seconds_sum), read before and after the worker rounds.
Each history size keeps one thread, so after the warm-up the history is
known to the worker, as in a running conversation.

    python bench/bench_middleware.py --rounds 40 --history 0,20,100
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from helpers import EXACT_VALUES, config_toml  # noqa: E402
from langchain.agents import create_agent  # noqa: E402
from langchain.agents.middleware import AgentMiddleware  # noqa: E402
from langchain_core.tools import tool  # noqa: E402
from procs import go_build, start_worker  # noqa: E402
from scripted import ScriptedChatModel, ask_tool_then_echo  # noqa: E402

from piighost_nats import PIIAnonymizationMiddleware, PIIGhostClient  # noqa: E402

UPSTREAM_EMAIL = r"(?<![\w.%+-])[\w.%+-]+@(?:[\w-]+\.)+[^\W\d_]{2,}"


def upstream_middleware() -> Any:
    """Upstream piighost's middleware with the worker's detection, or None without piighost."""
    try:
        from piighost.components.detector import CompositeDetector, ExactMatchDetector, RegexDetector
        from piighost.integrations.langchain import PIIAnonymizationMiddleware as Upstream
        from piighost.pipeline import ThreadAnonymizationPipeline
    except ImportError:
        return None
    detector = CompositeDetector([RegexDetector({"EMAIL": UPSTREAM_EMAIL}), ExactMatchDetector(dict(EXACT_VALUES))])
    return Upstream(ThreadAnonymizationPipeline(detector))


class RoundTrips(AgentMiddleware):
    """The middleware's requests of a turn, bare: one per before_model, one per tool call, one per final after_model."""

    def __init__(self, client: PIIGhostClient) -> None:
        super().__init__()
        self.client = client

    async def _trip(self) -> None:
        await self.client.request(
            "model.out", {"thread_id": "bench-trips", "messages": [{"type": "ai", "content": "x"}]}
        )

    async def abefore_model(self, state: Any, runtime: Any) -> None:
        await self._trip()

    async def aafter_model(self, state: Any, runtime: Any) -> None:
        last = state["messages"][-1]
        if not getattr(last, "tool_calls", None):
            await self._trip()

    async def awrap_tool_call(self, request: Any, handler: Any) -> Any:
        response = await handler(request)
        await self._trip()
        return response


class NoopMiddleware(AgentMiddleware):
    """The middleware's hooks, doing nothing: the graph's own cost."""

    async def abefore_model(self, state: Any, runtime: Any) -> None:
        return None

    async def aafter_model(self, state: Any, runtime: Any) -> None:
        return None

    async def awrap_tool_call(self, request: Any, handler: Any) -> Any:
        return await handler(request)


@tool
def get_info(person: str) -> str:
    """Return information about a person."""
    return f"{person} is a software engineer in Paris."


def history(n: int) -> list[dict[str, str]]:
    """n earlier messages, alternating user and assistant, with values to detect."""
    out = []
    for i in range(n):
        if i % 2 == 0:
            out.append({"role": "user", "content": f"Note {i}: Patrick wrote from patrick{i}@example.com about Paris."})
        else:
            out.append({"role": "assistant", "content": f"Noted {i}, I will answer Patrick in Lyon."})
    return out


def worker_seconds(http: str) -> float:
    """Total processing time the worker reports, over every channel (service mode)."""
    text = urllib.request.urlopen(f"http://{http}/metrics", timeout=10).read().decode()
    return sum(float(m.group(1)) for m in re.finditer(r"^piighost_latency_seconds_sum\{[^}]*\} (\S+)$", text, re.M))


def start_echo(url: str) -> subprocess.Popen[str]:
    """Start the echo responder and wait for its ready line."""
    echo = subprocess.Popen(
        [sys.executable, str(HERE / "echo_responder.py"), url, "echo"], stdout=subprocess.PIPE, text=True
    )
    assert echo.stdout is not None
    assert "ready" in echo.stdout.readline()
    return echo


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--history", default="0,20,100", help="comma-separated history sizes")
    ap.add_argument("--worker", type=Path, help="a built worker binary (default: go build)")
    ap.add_argument(
        "--upstream-history",
        default="0,20",
        help="history sizes at which upstream runs too (its time grows with the history, "
        "and its garbage lands in the other conditions' rounds)",
    )
    args = ap.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="piighost-bench-"))
    binary = args.worker or go_build(tmp)[0]
    worker = start_worker(binary, tmp / "w", config_toml())
    http = re.search(r'"http":"([^"]+)"', "".join(worker.process.log))
    assert http, "the worker did not log its http address"
    echo = start_echo(worker.url)
    real = await PIIGhostClient.connect(worker.url)
    fake = await PIIGhostClient.connect(worker.url, prefix="echo", service="echo")
    try:
        conditions: dict[str, Any] = {
            "bare": None,
            "noop": NoopMiddleware(),
            "echo": PIIAnonymizationMiddleware(fake),
            "worker": PIIAnonymizationMiddleware(real),
            "trips": RoundTrips(real),
        }
        upstream = upstream_middleware()
        if upstream is not None:
            conditions["upstream"] = upstream
        agents = {
            name: create_agent(
                model=ScriptedChatModel(script=ask_tool_then_echo("get_info")),
                tools=[get_info],
                middleware=[mw] if mw else [],
            )
            for name, mw in conditions.items()
        }
        print(f"rounds={args.rounds} warmup={args.warmup}; one turn = 2 agent steps, 3 requests; times in ms")
        print("wall: median ms per turn of each condition; the rest per agent step, in ms:")
        print("  graph = noop - bare (wall), client = worker - noop (wall),")
        print("  cpu = this process's CPU, worker - noop (mean), worker time = from its metrics,")
        print("  upstream = upstream - noop (wall), its cpu = upstream - noop (mean),")
        print("  trips = trips - noop (wall), their cpu = trips - noop (mean): four bare round trips a turn")
        print(
            f"{'history':>7} {'bare':>7} {'noop':>7} {'echo':>7} {'worker':>7} {'graph':>7} {'echo-noop':>9} "
            f"{'client':>7} {'cpu':>6} {'worker time':>11}"
            + (f" {'upstream':>8} {'its cpu':>7}" if upstream else "")
            + f" {'trips':>6} {'their cpu':>9}"
        )
        for size in [int(s) for s in args.history.split(",")]:
            prior = history(size)
            threads = {name: f"bench-{size}-{uuid.uuid4().hex}" for name in agents}
            times: dict[str, list[float]] = {name: [] for name in agents}
            cpu: dict[str, list[float]] = {name: [] for name in agents}
            worker_time = 0.0
            names = [n for n in agents if n != "upstream" or str(size) in args.upstream_history.split(",")]
            for r in range(args.warmup + args.rounds):
                order = names[r % len(names) :] + names[: r % len(names)]  # rotate: no condition always goes first
                for name in order:
                    msgs = [*prior, {"role": "user", "content": "Who is Patrick?"}]
                    before = worker_seconds(http[1]) if name == "worker" else 0.0
                    t0, c0 = time.perf_counter(), time.process_time()
                    await agents[name].ainvoke({"messages": msgs}, {"configurable": {"thread_id": threads[name]}})
                    dt, dc = time.perf_counter() - t0, time.process_time() - c0
                    if r >= args.warmup:
                        times[name].append(dt * 1000)
                        cpu[name].append(dc * 1000)
                        if name == "worker":
                            worker_time += worker_seconds(http[1]) - before
            med = {name: statistics.median(v) for name, v in times.items() if v}
            mcpu = {name: statistics.mean(v) for name, v in cpu.items() if v}
            wt = worker_time * 1000 / args.rounds
            print(
                f"{size:>7} {med['bare']:>7.2f} {med['noop']:>7.2f} {med['echo']:>7.2f} {med['worker']:>7.2f} "
                f"{(med['noop'] - med['bare']) / 2:>7.2f} {(med['echo'] - med['noop']) / 2:>9.2f} "
                f"{(med['worker'] - med['noop']) / 2:>7.2f} {(mcpu['worker'] - mcpu['noop']) / 2:>6.2f} "
                f"{wt / 2:>11.2f}"
                + (
                    f" {(med['upstream'] - med['noop']) / 2:>8.2f} {(mcpu['upstream'] - mcpu['noop']) / 2:>7.2f}"
                    if "upstream" in med
                    else f" {'':>8} {'':>7}"
                    if upstream
                    else ""
                )
                + f" {(med['trips'] - med['noop']) / 2:>6.2f} {(mcpu['trips'] - mcpu['noop']) / 2:>9.2f}"
            )
    finally:
        await real.close()
        await fake.close()
        echo.terminate()
        echo.wait()
        worker.stop()


if __name__ == "__main__":
    asyncio.run(main())
