"""``check`` throughput of two copies of the program, side by side (run by hand, never in the
tests).

    python benchmarks/compare_check.py BEFORE_DIR AFTER_DIR [--rounds 5] [--chunk 25]

Each directory is a copy of the project (``git archive``, or a worktree).  One resident process
per copy loads its program, library and corpus and runs every scenario of its own
``scenarios/`` twice (warm-up); then the two take turns on the same chunks of scenarios
(which one goes first alternates), and each reports the CPU time of its chunk.  On a shared
machine the load changes from second to second, and two ``run.py --only check`` runs of the
same copy a minute apart differ by ±10 %; chunks a fraction of a second long, interleaved,
see the same neighbours.  Prints scenarios per CPU-second of each copy per round and the
median ratio of their times (AFTER ÷ BEFORE: below 1 is faster).  Each copy reads its own
cache directory (``MTGJUDGE_CACHE_DIR``: a temporary directory per copy).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

WORKER = r"""
import gc, glob, os, sys, time
root = sys.argv[1]
sys.path.insert(0, root)
os.chdir(root)
from mtgjudge.cli_plain import GC_THRESHOLD
gc.set_threshold(*GC_THRESHOLD)  # as the program runs
import mtgjudge
assert os.path.realpath(mtgjudge.__file__).startswith(os.path.realpath(root)), mtgjudge.__file__
from mtgjudge.scenario.batch import run_one
files = sorted(glob.glob(os.path.join(root, "scenarios", "*.yaml")))
for f in files + files:
    run_one(f)
print(len(files), flush=True)
for line in sys.stdin:
    a, b = map(int, line.split())
    t = time.process_time()
    for f in files[a:b]:
        run_one(f)
    print(time.process_time() - t, flush=True)
"""


def start(root: str, cache: str) -> tuple[subprocess.Popen, int]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["MTGJUDGE_CACHE_DIR"] = cache
    proc = subprocess.Popen(
        [sys.executable, "-c", WORKER, os.path.abspath(root)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    return proc, int(proc.stdout.readline())


def ask(proc: subprocess.Popen, a: int, b: int) -> float:
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(f"{a} {b}\n")
    proc.stdin.flush()
    return float(proc.stdout.readline())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--chunk", type=int, default=25)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as ca, tempfile.TemporaryDirectory() as cb:
        (pa, n), (pb, nb) = start(args.before, ca), start(args.after, cb)
        if n != nb:
            raise SystemExit(f"the copies have {n} and {nb} scenarios: compare the same files")
        ratios = []
        for r in range(args.rounds):
            ta = tb = 0.0
            for i, a in enumerate(range(0, n, args.chunk)):
                b = min(n, a + args.chunk)
                if (i + r) % 2:
                    tb += ask(pb, a, b)
                    ta += ask(pa, a, b)
                else:
                    ta += ask(pa, a, b)
                    tb += ask(pb, a, b)
            ratios.append(tb / ta)
            print(
                f"round {r + 1}: before {n / ta:.0f}/s, after {n / tb:.0f}/s, after ÷ before {tb / ta:.3f}"
            )
        for proc in (pa, pb):
            assert proc.stdin is not None
            proc.stdin.close()
            proc.wait()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"median after ÷ before (CPU time): {statistics.median(ratios):.3f}; load average {load:.1f}"
    )


if __name__ == "__main__":
    main()
