"""Scenarios with N creatures, for the scaling benchmark (``benchmarks/run.py``).

    python benchmarks/scale.py CASE N > file.yaml

Two players, turn 3, Алиса active in her first main phase, N/2 Grizzly Bears on each side:

* ``load``   — no actions: set-up, the start-of-game state-based check, expectations;
* ``wrath``  — Алиса casts Wrath of God and it resolves: every creature is destroyed (with
  her four Plains and the Wrath, N cards in all: 10,000 is the most a scenario may hold);
* ``turn``   — ``goto`` the next turn's first main phase: every step, cleanup, Борис's untap
  and draw;
* ``combat`` — N/2 attackers, N/2 blockers one-to-one, then ``goto: main2``: everything dies.
"""

from __future__ import annotations

import sys

CASES = ("load", "wrath", "turn", "combat")


def scenario(case: str, n: int) -> str:
    half = (n - 5) // 2 if case == "wrath" else n // 2
    named = case == "combat"

    def bears(prefix: str) -> str:
        if named:
            return "\n".join(
                f"      - {{card: Grizzly Bears, id: {prefix}{i}}}" for i in range(half)
            )
        return "\n".join("      - Grizzly Bears" for _ in range(half))

    alice_extra = "    hand: [Wrath of God]\n" if case == "wrath" else ""
    plains = "\n".join("      - Plains" for _ in range(4)) + "\n" if case == "wrath" else ""
    lines = [
        f"title: масштаб {case} {n}",
        "players:",
        "  Алиса:",
        alice_extra.rstrip("\n"),
        "    battlefield:",
        plains.rstrip("\n"),
        bears("a"),
        "    library: 20",
        "  Борис:",
        "    battlefield:",
        bears("b"),
        "    library: 20",
        "turn: {active: Алиса, step: main1, number: 3}",
    ]
    if case == "wrath":
        lines += [
            "actions:",
            "  - cast: Wrath of God",
            "  - resolve: all",
            "expect:",
            "  battlefield: {Алиса: [Plains, Plains, Plains, Plains], Борис: []}",
        ]
    elif case == "turn":
        lines += ["actions:", "  - goto: {step: main1, turn: 4}", "expect:", "  stack: []"]
    elif case == "combat":
        attack = ", ".join(f"a{i}: Борис" for i in range(half))
        block = ", ".join(f"b{i}: a{i}" for i in range(half))
        lines += [
            "actions:",
            f"  - attack: {{{attack}}}",
            f"  - block: {{{block}}}",
            "  - goto: main2",
            "expect:",
            "  battlefield: {Алиса: [], Борис: []}",
        ]
    else:
        lines += ["expect:", "  stack: []"]
    return "\n".join(line for line in lines if line) + "\n"


if __name__ == "__main__":
    sys.stdout.write(scenario(sys.argv[1], int(sys.argv[2])))
