"""Fuzz benchmark (issue 16): N generated scenarios (default 20,000) under the invariants of
``tests/fuzz_scenarios.py``; prints how many were played, refused, unusable, and the time.

    python benchmarks/fuzz.py                      # 20,000 examples
    python benchmarks/fuzz.py --examples 10000 --seed 2   # one half, another seed

Run by hand (never in the tests); on a violation hypothesis shrinks it and prints the file.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

from hypothesis import HealthCheck, given, seed, settings

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.fuzz_scenarios import check_invariants, scenario_texts  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--examples", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    outcomes: collections.Counter[str] = collections.Counter()

    @seed(args.seed)
    @settings(
        max_examples=args.examples,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(scenario_texts())
    def run(text: str) -> None:
        outcomes[check_invariants(text)] += 1

    start = time.perf_counter()
    try:
        run()
    finally:
        elapsed = time.perf_counter() - start
        total = sum(outcomes.values())
        print(
            f"fuzz: {total} runs (seed {args.seed}, {args.examples} asked) in {elapsed:.0f} s: "
            + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
        )


if __name__ == "__main__":
    main()
