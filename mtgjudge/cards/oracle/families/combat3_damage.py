"""Damage to several recipients at once (119.3: one damage event):

* "it deals 5 damage to each opponent and each creature they control" (Wildfire Cerberus) —
  ``to: [each_opponent, {all: {types: [Creature], controller: opponent}}]``: "they" are the
  opponents, so the creatures are every opponent's.  The words after "each opponent" are one
  terminal ("and" also joins instructions: "… to each opponent and you gain 2 life").
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend damage: source "deals" amount "damage" "to" "each" "opponent" COMBAT3_AND_THEIR_CREATURES -> combat3_damage_opponents_creatures
COMBAT3_AND_THEIR_CREATURES.3: /and each creature they control(?=[.,])/
"""

OPPONENTS_CREATURES = "combat3_damage_opponents_creatures"
THEIR_CREATURES = {"all": {"types": ["Creature"], "controller": "opponent"}}


def _damage(b: Any, c: list) -> dict:
    source, amount = c[0], c[1]
    out: dict[str, Any] = {"damage": amount, "to": ["each_opponent", THEIR_CREATURES]}
    if source == "it":
        out["_source_it"] = True
    out["_text"] = OPPONENTS_CREATURES
    return out


def _damage_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _source

    if e.get("to") != ["each_opponent", THEIR_CREATURES] or set(e) - {
        "damage",
        "to",
        "_source_it",
        "_text",
    }:
        raise RenderError("each opponent and each creature they control")
    amount = "that much" if e["damage"] == "that_much" else e["damage"]
    return (
        f"{_source(e, ctx)} deals {amount} damage to each opponent and each creature they control"
    )


RULES = {OPPONENTS_CREATURES: _damage}
EFFECT_TEXT = {OPPONENTS_CREATURES: _damage_text}
