"""Creatures that entered last turn (issue 14, helper "perms"): "At the beginning of each
upkeep, if you had another creature enter the battlefield under your control last turn, draw a
card." (Ephara, God of the Polis) — the intervening "if" ``another_creature_entered_last_turn``
(603.4): the engine keeps, for each player, the creatures that entered the battlefield under
their control this turn and last turn (the source itself does not count: "another")."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_if: "if" "you" "had" "another" "creature" "enter" "the" "battlefield" "under" "your" "control" "last" "turn" -> perms_if_entered_last_turn
"""


def _if_entered(b: Any, c: list) -> dict:
    return {"another_creature_entered_last_turn": True}


RULES = {"perms_if_entered_last_turn": _if_entered}
CONDITION_TEXT = {
    "another_creature_entered_last_turn": lambda arg: (
        "you had another creature enter the battlefield under your control last turn"
    )
}
