"""An intervening "if" about the greatest power (issue 14, helper "pay"; 603.4): "At the
beginning of combat on your turn, if you control each creature on the battlefield with the
greatest power, gain control of target creature an opponent controls until end of turn. …"
(Might Makes Right) — the condition ``each_greatest_power`` (every creature whose power no
other creature's exceeds is yours, as the game is now: checked as the step begins and again
as the ability resolves, 603.4)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend condition: "you" "control" "each" "creature" "on" "the" "battlefield" "with" "the" "greatest" "power" -> pay_each_greatest_power
"""


def _each_greatest_power(b: Any, c: list) -> dict:
    return {"each_greatest_power": True}


RULES = {"pay_each_greatest_power": _each_greatest_power}
CONDITION_TEXT = {
    "each_greatest_power": lambda arg: (
        "you control each creature on the battlefield with the greatest power"
    )
}
