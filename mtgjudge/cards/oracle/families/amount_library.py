"""Family "amount library": a card put into a library beneath a number of cards the text
computes.

- "When CARDNAME enters the battlefield, put target creature into its owner's library just
  beneath the top X cards of that library, where X is the number of Plains you control."
  (Quarry Colossus) — ``put_on_library`` with ``position: from_top`` and ``depth: X`` (the
  cards above it; a library with fewer: under them all), X determined as the instruction is
  followed (608.2g; "…, where X is …" is the amounts family's sentence, 107.3); the card is a
  new object (400.7).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "put" object "into" "its" "owner's" "library" "just" "beneath" "the" "top" "x" "cards" "of" "that" "library" -> amount_beneath_top_x
"""


def amount_beneath_top_x(b: Any, c: list) -> dict:
    return {
        "put_on_library": c[0],
        "position": "from_top",
        "depth": "X",
        "_text": "amount_beneath_top",
    }


def _text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    if set(plain) != {"put_on_library", "position", "depth"} or plain["depth"] != "X":
        raise RenderError("beneath the top X cards")
    what = ctx.obj(e["put_on_library"])
    return f"put {what} into its owner's library just beneath the top X cards of that library"


RULES = {"amount_beneath_top_x": amount_beneath_top_x}
EFFECT_TEXT = {"amount_beneath_top": _text}
