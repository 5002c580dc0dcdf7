"""Family: a number of cards discarded that a text computes (701.7a, 608.2g).

* "Target player discards a number of cards equal to the sacrificed creature's power."
  (Tormented Thoughts) — ``{discard: AMOUNT, player: target}``: the number is determined once,
  as the instruction is followed (608.2g; the sacrificed creature as it last existed).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
// the amounts family's amt: needs that family
%extend discard: player3 "discards" "a" "number" "of" "cards" "equal" "to" amt -> zones2_discard_amount
"""


def _discard_amount(b: Any, c: list) -> dict:
    from .amounts_numbers import amount_of

    return {"discard": amount_of(c[-1]), "player": c[0], "_text": "zones2_discard_amount"}


RULES = {"zones2_discard_amount": _discard_amount}


def _discard_amount_text(e: dict, ctx: Any) -> str:
    from .amounts_numbers import amount_text

    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    if set(plain) != {"discard", "player"} or not isinstance(plain["discard"], dict):
        raise RenderError("discard a number: unexpected keys")
    return f"{ctx.obj(plain['player'])} discards a number of cards equal to {amount_text(plain['discard'])}"


EFFECT_TEXT = {"zones2_discard_amount": _discard_amount_text}
