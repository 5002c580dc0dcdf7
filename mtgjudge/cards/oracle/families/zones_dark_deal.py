"""Each player discards their hand and draws one fewer (issue 14, helper "zones"; Dark Deal).

"Each player discards all the cards in their hand, then draws that many cards minus one." —
``{discard: hand, player: each_player}`` (701.7a), then ``{draw: {of: discarded_this_way,
times: 1, plus: -1}, player: each_player}``: "that many" is, for each player, the number of
cards that player discarded by the instruction before (608.2c), minus one (a negative result
draws nothing, 107.1b).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: player3 "discards" "all" "the" "cards" "in" "their" "hand" -> zones_discard_all_cards
              | "draws" "that" "many" "cards" "minus" "one" -> zones_draws_that_many_minus
"""

DRAW = {"of": "discarded_this_way", "times": 1, "plus": -1}


def _discard_all(b: Any, c: list) -> dict:
    return {"discard": "hand", "player": c[0], "_text": "zones_discard_all_cards"}


def _draws_minus(b: Any, c: list) -> dict:
    from ..semantics import SAME_PLAYER

    return {"draw": dict(DRAW), "player": SAME_PLAYER, "_text": "zones_draw_that_many_minus"}


RULES = {
    "zones_discard_all_cards": _discard_all,
    "zones_draws_that_many_minus": _draws_minus,
}


def _plain(e: dict) -> dict:
    return {k: v for k, v in e.items() if not k.startswith("_")}


def _discard_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"discard": "hand", "player": "each_player"}:
        raise RenderError("each player discards all the cards: unexpected keys")
    ctx.zones_discarded_hands = True  # "that many" of the next instruction (608.2c)
    return "each player discards all the cards in their hand"


def _draw_text(e: dict, ctx: Any) -> str:
    # only right after "each player discards all the cards in their hand", by the same
    # players (the hint ``_bare``: the subject left out)
    if _plain(e) != {"draw": DRAW, "player": "each_player"} or not e.get("_bare"):
        raise RenderError("draws that many cards minus one: unexpected keys")
    if not getattr(ctx, "zones_discarded_hands", False):
        raise RenderError("draws that many cards minus one: no discard before it")
    return "draws that many cards minus one"


EFFECT_TEXT = {
    "zones_discard_all_cards": _discard_text,
    "zones_draw_that_many_minus": _draw_text,
}
