"""The amount of a trigger event ("that many", 603.2) as a number of cards or tokens:

* "Whenever this creature deals combat damage to a player, draw that many cards." (Hunter's
  Prowess) — ``{draw: that_much}``: the damage dealt to that player;
* "Whenever CARDNAME is dealt damage, put that many 1/1 green Insect creature tokens with flying
  and deathtouch onto the battlefield." (Hornet Nest) — ``{create_token: …, count:
  that_much}``.

The compiler accepts "that much" / "that many" only after a trigger event the engine gives an
amount (``compiler.AMOUNT_EVENTS``): the damage dealt, the life gained.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend draw: "draw" "that" "many" "cards" -> combat3_draw_that_many
%extend create_token: "put" "that" "many" PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" -> combat3_that_many_tokens
"""

DRAW = "combat3_draw_that_many"
TOKENS = "combat3_that_many_tokens"


def _tokens(b: Any, c: list) -> dict:
    out = b.create_token([2, *c])
    out["count"] = "that_much"
    out["_text"] = TOKENS
    return out


def _draw_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if e != {"draw": "that_much", "_text": DRAW}:
        raise RenderError("draw that many")
    return "draw that many cards"


def _tokens_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, token_phrase

    if e.get("count") != "that_much" or set(e) - {"create_token", "count", "_text"}:
        raise RenderError("that many tokens")
    return f"put {token_phrase(e['create_token'], 'that many')} onto the battlefield"


RULES = {
    DRAW: lambda b, c: {"draw": "that_much", "_text": DRAW},
    TOKENS: _tokens,
}
EFFECT_TEXT = {DRAW: _draw_text, TOKENS: _tokens_text}
