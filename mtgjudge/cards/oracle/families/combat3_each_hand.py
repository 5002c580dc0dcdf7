"""Damage to each opponent counted for that player (608.2g):

* "When CARDNAME becomes monstrous, it deals damage to each opponent equal to the number of
  cards in that player's hand." (Stormbreath Dragon) — ``{damage: {amount: cards, zone: hand,
  player: recipient}, to: each_opponent}``: one damage event (119.3) whose amount for each
  opponent is the number of cards in that opponent's hand as the instruction is followed.  The
  words after "each opponent" are one terminal (the amounts family reads "… to each opponent
  equal to …" of a single number).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend damage: source "deals" "damage" "to" "each" "opponent" COMBAT3_THAT_PLAYERS_HAND -> combat3_damage_each_hand
COMBAT3_THAT_PLAYERS_HAND.3: /equal to the number of cards in that player's hand(?=[.,])/
"""

EACH_HAND = "combat3_damage_each_hand"
AMOUNT = {"amount": "cards", "zone": "hand", "player": "recipient"}


def _damage(b: Any, c: list) -> dict:
    out: dict[str, Any] = {"damage": dict(AMOUNT), "to": "each_opponent", "_text": EACH_HAND}
    if c[0] == "it":
        out["_source_it"] = True
    return out


def _text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _source

    if e.get("damage") != AMOUNT or e.get("to") != "each_opponent":
        raise RenderError("damage to each opponent: that player's hand")
    return (
        f"{_source(e, ctx)} deals damage to each opponent equal to the number of cards in that "
        "player's hand"
    )


RULES = {EACH_HAND: _damage}
EFFECT_TEXT = {EACH_HAND: _text}
