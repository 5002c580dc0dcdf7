"""Family "amount greatest": a permanent chosen by the greatest of a characteristic.

- "Each opponent sacrifices a creature with the greatest power among creatures that player
  controls." (Crackling Doom) — ``sacrifice`` with ``greatest: power``: each player chooses one
  of their creatures whose power no other creature they control exceeds (a tie: that player
  chooses among them), as the instruction is followed (701.14a, 608.2d, 608.2g).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, effect_text

GRAMMAR = r"""
%extend effect: player3 "sacrifices" number permanent_noun "with" "the" "greatest" greatest_of "among" "creatures" "that" "player" "controls" -> amount_sacrifice_greatest
"""


def amount_sacrifice_greatest(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    out = b.sacrifice(c[:3])
    if (
        out.get("player") not in ("each_opponent", "each_player", "target")
        or out.get("count", 1) != 1
        or dict(out["sacrifice"]) != {"types": ["Creature"]}
    ):
        raise Unsupported("«sacrifices … with the greatest …» такого вида", "701.14a")
    return {**out, "greatest": str(c[3]), "_text": "amount_sacrifice_greatest"}


def _text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if k not in ("greatest", "_text")}
    if e.get("greatest") not in ("power", "toughness") or "count" in plain:
        raise RenderError("sacrifice greatest")
    base = effect_text(plain, ctx)
    return f"{base} with the greatest {e['greatest']} among creatures that player controls"


RULES = {"amount_sacrifice_greatest": amount_sacrifice_greatest}
EFFECT_TEXT = {"amount_sacrifice_greatest": _text}
