"""Start-up and search speed (run by hand; figures go into the issue's closing note).

    python benchmarks/startup.py [--runs 30]

1. Cold ``mtgjudge rule 704.5g`` against ``python -c pass`` and against
   ``python -c "import typer, rich.console"``, interleaved in one run, median wall time.
   Target: the command adds at most 30 ms over importing its own CLI dependencies.
2. A search query once the corpus and its index are loaded.  Target: under 20 ms.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

# Measure as an installed program runs: with bytecode caches.  This workplace sets
# PYTHONDONTWRITEBYTECODE=1, which would make every run recompile every module.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def wall(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=ENV)
    return time.perf_counter() - start


def cpu(cmd: list[str]) -> float:
    """User + system CPU time of the child: less sensitive to a busy machine than wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=ENV)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def startup(runs: int) -> None:
    py = sys.executable
    exe = shutil.which("mtgjudge") or str(Path(py).with_name("mtgjudge"))
    commands = {
        "python -c pass": [py, "-c", "pass"],
        "python -c 'import typer, rich.console'": [py, "-c", "import typer, rich.console"],
        "mtgjudge rule 704.5g": [exe, "rule", "704.5g"],
    }
    for cmd in commands.values():  # warm the file cache and .pyc files
        wall(cmd)
    times: dict[str, list[float]] = {name: [] for name in commands}
    cpus: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, cmd in commands.items():
            times[name].append(wall(cmd))
            cpus[name].append(cpu(cmd))
    med = {name: statistics.median(t) * 1000 for name, t in times.items()}
    cpu_med = {name: statistics.median(t) * 1000 for name, t in cpus.items()}
    for name in commands:
        print(f"{name:45s} wall median {med[name]:7.1f} ms   cpu median {cpu_med[name]:7.1f} ms")
    base = "python -c 'import typer, rich.console'"
    over = med["mtgjudge rule 704.5g"] - med[base]
    over_cpu = cpu_med["mtgjudge rule 704.5g"] - cpu_med[base]
    print(
        f"{'mtgjudge over its CLI dependencies':45s} wall {over:+7.1f} ms        cpu {over_cpu:+7.1f} ms"
        "  (target <= 30 ms)"
    )


def search_speed(runs: int) -> None:
    import mtgjudge.rules
    from mtgjudge.rules.fulltext import default_searcher

    start = time.perf_counter()
    default_searcher().index("2015")
    print(
        f"{'index build (once per process)':45s}        {(time.perf_counter() - start) * 1000:7.1f} ms"
    )
    queries = [
        "смертельное касание",
        "легендарный",
        "приоритет",
        "прерывается",
        "боевые повреждения первый удар",
        "жетоны +1/+1 и -1/-1",
    ]
    samples = []
    for _ in range(runs):
        for q in queries:
            start = time.perf_counter()
            mtgjudge.rules.search(q)
            samples.append(time.perf_counter() - start)
    print(
        f"{'search query, corpus loaded':45s} median {statistics.median(samples) * 1000:7.1f} ms, "
        f"max {max(samples) * 1000:.1f} ms  (target < 20 ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    startup(args.runs)
    search_speed(args.runs)


if __name__ == "__main__":
    main()
