"""Each opponent's upkeep and a punishment the player may avoid (503.1, 608.2d):

* "At the beginning of each opponent's upkeep, CARDNAME deals 2 damage to that player unless
  they sacrifice a creature." (Mogis, God of Slaughter) — the event ``each_opponents_upkeep``
  ("that player" is the player whose upkeep it is) and ``{may_pay: "Sacrifice a creature",
  player: that_player, otherwise: [damage]}``: that player chooses, as the ability resolves,
  whether to sacrifice a creature (the engine's ``may_pay``: the answer ``pay``, by default
  paid when it can be); if not, the damage is dealt.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "at" "the" "beginning" "of" "each" "opponent's" "upkeep" -> combat3_ev_opponents_upkeep
%extend sentence: damage "unless" "they" "sacrifice" "a" "creature" "." -> combat3_damage_unless_sacrifice
"""

UNLESS_SACRIFICE = "combat3_damage_unless_sacrifice"


def _unless_sacrifice(b: Any, c: list) -> list:
    from ..semantics import THAT_PLAYER, Unsupported

    damage = c[0]
    if damage.get("to") != THAT_PLAYER:
        raise Unsupported("«unless they …» не после «… to that player»", "608.2d")
    effect = {
        "may_pay": "Sacrifice a creature",
        "player": THAT_PLAYER,
        "otherwise": [damage],
        "_text": UNLESS_SACRIFICE,
    }
    return [(".", effect)]


def _unless_sacrifice_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, effect_text

    other = e.get("otherwise") or []
    if (
        e.get("may_pay") != "Sacrifice a creature"
        or e.get("player") != "that_player"
        or len(other) != 1
        or other[0].get("to") != "that_player"
    ):
        raise RenderError("unless they sacrifice")
    return f"{effect_text(other[0], ctx)} unless they sacrifice a creature"


def _upkeep_text(trigger: dict) -> str:
    from ..render import trigger_body

    return trigger_body("At the beginning of each opponent's upkeep", trigger)


RULES = {
    "combat3_ev_opponents_upkeep": lambda b, c: {"when": "each_opponents_upkeep"},
    UNLESS_SACRIFICE: _unless_sacrifice,
}
EFFECT_TEXT = {UNLESS_SACRIFICE: _unless_sacrifice_text}
TRIGGER_TEXT = {"each_opponents_upkeep": _upkeep_text}
