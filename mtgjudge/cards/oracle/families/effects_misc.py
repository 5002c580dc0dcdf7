"""Small wordings of instants and sorceries (issue 14, helper "effects"):

* "CARDNAME deals 4 damage to target creature. It can't be regenerated this turn." (Rage of
  Purphoros) — ``cant_be_regenerated`` of that creature (701.12c: whatever happens to it this
  turn, it is not regenerated; the engine keeps it for the turn).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "it" "can't" "be" "regenerated" "this" "turn" -> cant_regen_this_turn
"""


def cant_regen_this_turn(b: Any, c: list) -> dict:
    from ..semantics import IT

    return {"cant_be_regenerated": IT, "_text": "effects_cant_regen_turn"}


def _text(e: dict, ctx: Any) -> str:
    v = e["cant_be_regenerated"]
    if set(e) - {"cant_be_regenerated", "_text", "_it"} or v not in ctx.mentioned:
        raise RenderError("can't be regenerated this turn")
    if not (isinstance(v, str) and v.startswith("target")):
        raise RenderError("can't be regenerated this turn")
    return "it can't be regenerated this turn"


RULES = {
    "cant_regen_this_turn": cant_regen_this_turn,
}
EFFECT_TEXT = {"effects_cant_regen_turn": _text}
