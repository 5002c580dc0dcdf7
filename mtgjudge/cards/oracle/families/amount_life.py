"""Family "amount life": a life total that becomes a number the text computes.

- "Each player's life total becomes the number of creatures they control." (Shaman of
  Forgotten Ways) — ``set_life`` with an amount and ``per_player``: for each player, the
  creatures that player controls (608.2g), and the player gains or loses the difference
  (118.5).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "each" "player's" "life" "total" "becomes" "the" "number" "of" "creatures" "they" "control" -> amount_each_life_becomes
"""

CREATURES = {"amount": "permanents", "filter": {"types": ["Creature"], "controller": "you"}}


def amount_each_life_becomes(b: Any, c: list) -> dict:
    return {
        "set_life": dict(CREATURES),
        "player": "each_player",
        "per_player": True,
        "_text": "amount_each_life",
    }


def _text(e: dict, ctx: Any) -> str:
    if (
        set(e) != {"set_life", "player", "per_player", "_text"}
        or e["player"] != "each_player"
        or not e["per_player"]
        or e["set_life"] != CREATURES
    ):
        raise RenderError("each player's life total")
    return "each player's life total becomes the number of creatures they control"


RULES = {"amount_each_life_becomes": amount_each_life_becomes}
EFFECT_TEXT = {"amount_each_life": _text}
