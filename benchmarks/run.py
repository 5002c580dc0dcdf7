"""Every speed figure of mtgjudge as a ratio, in one table (run by hand, never in the tests).

    python benchmarks/run.py            # full: scaling up to 30,000 creatures (above the
                                        # 10,000 cards a scenario may hold, mtgjudge/limits.py,
                                        # the benchmark raises that limit in its own processes)
    python benchmarks/run.py --quick    # under 2 minutes: fewer pairs, scaling up to 3,000
    python benchmarks/run.py --only scaling --sizes 1000 3000 10000   # one part

How it measures (the machine is shared and noisy, so only ratios are reported):

* whole-process figures are **paired and interleaved**: a command and its baseline run
  alternately (A B A B …), each child's CPU time (user + system) and peak memory come from
  ``os.wait4``; the ratio is taken pair by pair and the table shows the median (and the
  spread).  CPU time is used, not wall time, because wall time on a loaded machine measures
  the neighbours;
* baselines: ``python -c pass`` and the CLI's own imports (``import typer, rich.console,
  yaml``);
* ``check`` throughput is measured in one process once start-up is paid (scenarios per
  CPU-second), against the floor of merely parsing the same files with libyaml;
* scaling: N/2 Grizzly Bears on each side (``benchmarks/scale.py``), whole-process CPU of
  ``mtgjudge run --quiet`` minus start-up (N = 10), and the exponent of t ∝ N^k from each size
  to the next and by least squares;
* the phase.rs peer (``../shared/peers/README.md``): the same positions in a fresh process,
  when the peer is set up; otherwise the table says it was skipped.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
from scale import CASES, scenario  # noqa: E402

from mtgjudge.limits import MAX_CARDS  # noqa: E402

PY = sys.executable
# measure as an installed program runs: with bytecode caches
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
# ``../shared/peers/phase`` next to the checkout (a worktree one level deeper finds it too)
PEER = next(
    (
        d / "shared" / "peers" / "phase"
        for d in ROOT.parents
        if (d / "shared" / "peers" / "phase" / "run_case.py").exists()
    ),
    ROOT.parent / "shared" / "peers" / "phase",
)
PEER_PY = Path("/tmp/phasevenv/bin/python")
PEER_CARDS = Path("/tmp/phase_work/card-data.json")
SMALL = ROOT / "scenarios" / "608.2b-zhazhda-sorina.yaml"
DEPS = "import typer, rich.console, yaml"

rows: list[tuple[str, str, str]] = []  # (what, figure, note)


LIMITED: list[str] = []  # runs stopped by the engine's time limit (exit code 3)


def child(cmd: list[str]) -> tuple[float, float, float]:
    """(CPU seconds, wall seconds, peak MiB) of one run of ``cmd``."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV, cwd=ROOT
    )
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode == 3:
        LIMITED.append(cmd[-1])
    elif proc.returncode not in (0, 1):
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}")
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024


def paired(a: list[str], b: list[str], n: int) -> dict[str, float]:
    """Run a and b alternately n times (after one warm-up each); pair-by-pair CPU ratios."""
    child(a), child(b)
    ratios, walls, cpus_a, cpus_b, mem_a, mem_b = [], [], [], [], [], []
    for i in range(n):
        first, second = (a, b) if i % 2 == 0 else (b, a)  # alternate which goes first
        r1, r2 = child(first), child(second)
        ra, rb = (r1, r2) if first is a else (r2, r1)
        ratios.append(ra[0] / rb[0])
        walls.append(ra[1] / rb[1])
        cpus_a.append(ra[0]), cpus_b.append(rb[0]), mem_a.append(ra[2]), mem_b.append(rb[2])
    ratios.sort()
    return {
        "ratio": statistics.median(ratios),
        "low": ratios[len(ratios) // 4],
        "high": ratios[(3 * len(ratios)) // 4],
        "wall": statistics.median(walls),
        "a_ms": statistics.median(cpus_a) * 1000,
        "b_ms": statistics.median(cpus_b) * 1000,
        "a_mib": statistics.median(mem_a),
        "b_mib": statistics.median(mem_b),
    }


def mtgjudge(*args: str) -> list[str]:
    return [PY, "-m", "mtgjudge", *args]


# The scaling positions above 10,000 cards: a scenario may hold at most MAX_CARDS cards and
# MAX_YAML_NODES values (mtgjudge/limits.py: limits on what a user's file may ask for, design
# principle 7; the combat of 30,000 creatures is 270,000 values), so the benchmark -- and
# only it -- raises these two inside the processes it starts; every other limit (file size,
# the engine's step and time budgets) stays as it is.
_RAISED_LIMIT = (
    "import mtgjudge.scenario.model as model, mtgjudge.scenario.yamlpos as yamlpos; "
    "model.MAX_CARDS = 100_000; yamlpos.MAX_YAML_NODES = 1_000_000; "
    "from mtgjudge.cli_plain import main; main()"
)


def mtgjudge_any_size(*args: str) -> list[str]:
    """``mtgjudge ARGS`` for a scaling position of any size (see ``_RAISED_LIMIT``)."""
    return [PY, "-c", _RAISED_LIMIT, *args]


def start_up(n: int) -> None:
    deps = [PY, "-c", DEPS]
    bare = [PY, "-c", "pass"]
    p = paired(deps, bare, n)
    rows.append(
        (
            "imports of the CLI ÷ `python -c pass`",
            f"{p['ratio']:.2f}×",
            f"CPU {p['a_ms']:.0f} vs {p['b_ms']:.0f} ms",
        )
    )
    child(mtgjudge("search", "приоритет"))  # the stored index exists from here on
    commands = {
        "`rule 704.5g`": mtgjudge("rule", "704.5g"),
        "`define приоритет`": mtgjudge("define", "приоритет"),
        '`search "смертельное касание"` (index stored)': mtgjudge("search", "смертельное касание"),
        '`card "Удар молнии"`': mtgjudge("card", "Удар молнии"),
        "`run` small scenario, text": mtgjudge("run", str(SMALL)),
        "`run` small scenario, `--json`": mtgjudge("run", "--json", str(SMALL)),
        "`run` small scenario, `--quiet`": mtgjudge("run", "--quiet", str(SMALL)),
    }
    targets = {
        '`search "смертельное касание"` (index stored)': 1.6,
        "`run` small scenario, text": 1.3,
    }
    for name, cmd in commands.items():
        p = paired(cmd, deps, n)
        target = targets.get(name)
        rows.append(
            (
                f"{name} ÷ CLI imports",
                f"{p['ratio']:.2f}× ({p['low']:.2f}–{p['high']:.2f})",
                f"CPU {p['a_ms']:.0f} vs {p['b_ms']:.0f} ms, {p['a_mib']:.0f} MiB"
                + (f"; target ≤ {target}×" if target else ""),
            )
        )


_IN_PROCESS = r"""
import gc, glob, sys, time, yaml
from mtgjudge.cli_plain import GC_THRESHOLD
gc.set_threshold(*GC_THRESHOLD)  # as the program runs (cli_plain.main), `check` included
files = sorted(glob.glob(sys.argv[1] + "/*.yaml"))
from mtgjudge.scenario.batch import run_one
for f in files[:10]:
    run_one(f)
best = None
for _ in range(int(sys.argv[2])):
    t = time.process_time()
    for f in files:
        run_one(f)
    dt = time.process_time() - t
    best = dt if best is None else min(best, dt)
floor = None
for _ in range(int(sys.argv[2])):
    t = time.process_time()
    for f in files:
        with open(f, encoding="utf-8") as fh:
            yaml.load(fh.read(), Loader=yaml.CSafeLoader)
    dt = time.process_time() - t
    floor = dt if floor is None else min(floor, dt)
print(len(files), best, floor)
"""


def throughput(copies: int, rounds: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        files = sorted((ROOT / "scenarios").glob("*.yaml"))
        for k in range(copies):
            for f in files:
                Path(tmp, f"{k}-{f.name}").write_text(f.read_text("utf-8"), encoding="utf-8")
        out = subprocess.run(
            [PY, "-c", _IN_PROCESS, tmp, str(rounds)],
            capture_output=True,
            text=True,
            env=ENV,
            cwd=ROOT,
            check=True,
        ).stdout.split()
        n, cpu, floor = int(out[0]), float(out[1]), float(out[2])
        rows.append(
            (
                "`check`: scenarios per CPU-second, start-up paid",
                f"{n / cpu:.0f}/s",
                f"{n} files, best of {rounds}; target ≥ 500/s",
            )
        )
        rows.append(
            (
                "`check` ÷ YAML floor (libyaml load of the same files)",
                f"{cpu / floor:.1f}×",
                f"{1000 * cpu / n:.2f} vs {1000 * floor / n:.2f} ms per file",
            )
        )
        one = paired(mtgjudge("check", "-j", "2", tmp), mtgjudge("check", "-j", "1", tmp), 2)
        rows.append(
            (
                "`check -j 2` ÷ `check -j 1` (whole process)",
                f"wall {one['wall']:.2f}×, CPU {one['ratio']:.2f}×",
                f"{n} files; wall is only meaningful on an idle machine with ≥ 2 cores",
            )
        )


def scaling(sizes: list[int], reps: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:

        def cpu_of(case: str, n: int) -> float:
            path = Path(tmp, f"{case}-{n}.yaml")
            path.write_text(scenario(case, n), encoding="utf-8")
            run = mtgjudge_any_size if n > MAX_CARDS else mtgjudge
            return min(child(run("run", "--quiet", str(path)))[0] for _ in range(reps))

        for case in CASES:
            t0 = cpu_of(case, 10)
            times = []
            for n in sizes:
                before = len(LIMITED)
                times.append((n, max(cpu_of(case, n) - t0, 1e-3)))
                if len(LIMITED) > before:  # the engine stopped at its time limit: stop here
                    rows.append(
                        (
                            f"scaling `{case}`, N = {n:,}",
                            "engine time limit reached",
                            "the figure above this size is not measured",
                        )
                    )
                    times.pop()
                    break
            if len(times) < 2:
                continue
            local = [
                math.log(t2 / t1) / math.log(n2 / n1)
                for (n1, t1), (n2, t2) in zip(times, times[1:])
            ]
            xs, ys = [math.log(n) for n, _ in times], [math.log(t) for _, t in times]
            mx, my = statistics.mean(xs), statistics.mean(ys)
            fit = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
            rows.append(
                (
                    f"scaling `{case}`: CPU above start-up, N = "
                    + "/".join(f"{n:,}" for n, _ in times),
                    " / ".join(f"{t:.2f} s" for _, t in times),
                    "exponent per step "
                    + ", ".join(f"{k:.2f}" for k in local)
                    + f"; least squares {fit:.2f} (target ≤ 1.15)",
                )
            )


PEER_CASES = {
    "a_bolt_face": """title: Молния в лицо
players:
  Алиса:
    hand: [Lightning Bolt]
    battlefield: [Mountain]
    library: 20
  Борис:
    library: 20
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Lightning Bolt, targets: [Борис]}
  - resolve: all
expect:
  life: {Борис: 17}
""",
    "e_combat_first_strike_block": """title: Первый удар в бою
players:
  Алиса:
    battlefield: [{card: Grizzly Bears, id: медведь}]
    library: 20
  Борис:
    battlefield: [{card: Benalish Knight, id: рыцарь}]
    library: 20
turn: {active: Алиса, step: main1, number: 3}
actions:
  - attack: {медведь: Борис}
  - block: {рыцарь: медведь}
  - goto: main2
expect:
  life: {Алиса: 20, Борис: 20}
  graveyard: {Алиса: [Grizzly Bears]}
  battlefield: {Борис: [Benalish Knight]}
""",
}


def peer(n: int) -> None:
    if not (PEER_PY.exists() and PEER_CARDS.exists() and (PEER / "run_case.py").exists()):
        rows.append(
            (
                "phase.rs peer",
                "skipped",
                "not set up: see ../shared/peers/README.md (bash phase/setup.sh)",
            )
        )
        return
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in PEER_CASES.items():
            mine = Path(tmp, f"{name}.yaml")
            mine.write_text(text, encoding="utf-8")
            theirs = [
                str(PEER_PY),
                str(PEER / "run_case.py"),
                str(PEER / "cases" / f"{name}.json"),
                "--cards",
                str(PEER_CARDS),
            ]
            p = paired(theirs, mtgjudge("run", "--quiet", str(mine)), n)
            rows.append(
                (
                    f"phase.rs ÷ mtgjudge, fresh process, `{name}`",
                    f"CPU {p['ratio']:.1f}×, memory {p['a_mib'] / p['b_mib']:.1f}×",
                    f"{p['a_ms']:.0f} vs {p['b_ms']:.0f} ms CPU, {p['a_mib']:.0f} vs {p['b_mib']:.0f} MiB; "
                    "target ≥ 20× and ≥ 15×",
                )
            )


PARTS = ("startup", "check", "scaling", "peer")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="under 2 minutes")
    parser.add_argument("--only", choices=PARTS, nargs="+", help="only these parts")
    parser.add_argument("--sizes", type=int, nargs="+", help="scaling sizes (N creatures)")
    args = parser.parse_args()
    started = time.perf_counter()
    parts = args.only or PARTS
    quick = args.quick
    if "startup" in parts:
        start_up(5 if quick else 20)
    if "check" in parts:
        throughput(2, 2) if quick else throughput(5, 3)
    if "scaling" in parts:
        sizes = args.sizes or ([300, 1000, 3000] if quick else [1000, 3000, 10000, 30000])
        scaling(sizes, 1 if quick else 2)
    if "peer" in parts:
        peer(2 if quick else 6)
    print("| what | figure | note |\n|---|---|---|")
    for what, figure, note in rows:
        print(f"| {what} | {figure} | {note} |")
    print(f"\n({time.perf_counter() - started:.0f} s; ratios are medians of paired CPU times)")


if __name__ == "__main__":
    main()
