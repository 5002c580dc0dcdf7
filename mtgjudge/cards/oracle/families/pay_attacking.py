"""A card returned from a graveyard attacking (issue 14, helper "pay"; 508.4): "Whenever
CARDNAME attacks, you may pay {W/B}{W/B}. If you do, return target creature card with power 2
or less from your graveyard to the battlefield tapped and attacking." (Alesha, Who Smiles at
Death) — ``{put_onto_battlefield: target, tapped: true, attacking: true}``: the engine's
``put_attacking`` makes it attack the player or planeswalker the source attacks (508.4: it was
never declared as an attacker, so "whenever … attacks" does not trigger for it); outside
combat it is not attacking (506.3).  Only "tapped and attacking": "… to the battlefield
tapped" alone would meet a following "and" with one token of lookahead."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend from_graveyard: "return" "target" gy_card "from" "your" "graveyard" "to" "the" "battlefield" "tapped" "and" "attacking" -> pay_gy_attacking
"""

ATTACKING = "pay_gy_attacking"


def _gy_attacking(b: Any, c: list) -> dict:
    out = dict(b.gy_to_battlefield(c))
    return {**out, "tapped": True, "attacking": True, "_text": ATTACKING}


def _gy_attacking_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"put_onto_battlefield", "tapped", "attacking"}:
        raise RenderError("tapped and attacking")
    if e["tapped"] is not True or e["attacking"] is not True:
        raise RenderError("tapped and attacking")
    v = e["put_onto_battlefield"]
    return f"return {ctx.obj(v)} from your graveyard to the battlefield tapped and attacking"


RULES = {ATTACKING: _gy_attacking}
EFFECT_TEXT = {ATTACKING: _gy_attacking_text}
