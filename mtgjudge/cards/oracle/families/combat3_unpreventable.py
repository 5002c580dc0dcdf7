"""Damage that can't be prevented this turn (615.11):

* "Damage can't be prevented this turn." (Flaring Pain) and "If you control a creature with
  power 4 or greater, damage can't be prevented this turn." (Wild Slash; the shared "if …,"
  of an instruction, 608.2c) — ``{damage_cant_be_prevented: this_turn}``: a rule of the game
  for the rest of the turn (611.2c); prevention effects still apply to such damage but don't
  prevent it (615.11).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: "damage" "can't" "be" "prevented" "this" "turn" -> combat3_damage_unpreventable
"""


def _text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if e.get("damage_cant_be_prevented") != "this_turn" or set(e) - {
        "damage_cant_be_prevented",
        "if",
        "_if_head",
    }:
        raise RenderError("damage can't be prevented")
    return "damage can't be prevented this turn"


RULES = {"combat3_damage_unpreventable": lambda b, c: {"damage_cant_be_prevented": "this_turn"}}
EFFECT_TEXT = {"damage_cant_be_prevented": _text}
