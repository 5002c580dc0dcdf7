"""Family: cards exiled from the top of a library that may be played for a while (406.3,
611.2a; "impulse draw").

* "Exile the top three cards of your library. Until end of turn, you may play cards exiled
  this way." (Act on Impulse), "Exile the top card of your library. Until end of turn, you may
  play that card." (Ire Shaman), "Exile the top X cards of your library. Until the end of your
  next turn, you may play those cards." (Commune with Lava), "… You may play it / that card /
  them this turn." (Chandra, Pyromaster: "this turn" is "until end of turn", 514.2) — one
  instruction
  ``{exile_from_top: N | X, may_play: end_of_turn | end_of_your_next_turn}``: the engine
  exiles the cards (701.9a; fewer if the library is smaller, 609.3) and lets their exiler
  play exactly those objects until the duration ends (``engine/play_exiled.py``): spells with
  their costs paid and at their usual time, a land as the turn's land (305.1, 305.2).

The three ways of naming the exiled cards mean the same objects; the hint ``_ref`` keeps the
words ("that card" and "it" only for one card).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, number_word

GRAMMAR = r"""
%extend effect: zones2_impulse
zones2_impulse: "exile" "the" "top" zones2_top "of" "your" "library" "." zones2_until "," "you" "may" "play" zones2_exiled
              | "exile" "the" "top" zones2_top "of" "your" "library" "." "you" "may" "play" zones2_exiled "this" "turn" -> zones2_impulse_this_turn
zones2_top: "card"                 -> zones2_top_one
          | number "cards"         -> zones2_top_n
          | "x" "cards"            -> zones2_top_x
zones2_until: "until" "end" "of" "turn"                          -> zones2_until_eot
            | "until" "the" "end" "of" "your" "next" "turn"      -> zones2_until_next
zones2_exiled: "cards" "exiled" "this" "way"   -> zones2_this_way
             | "that" "card"                   -> zones2_that_card
             | "those" "cards"                 -> zones2_those_cards
             | "it"                            -> zones2_it
             | "them"                          -> zones2_them
"""

REFS = {
    "this_way": "cards exiled this way",
    "that_card": "that card",
    "those_cards": "those cards",
    "it": "it",
    "them": "them",
}
ONE = ("that_card", "it")  # the words for one exiled card
UNTIL = {
    "end_of_turn": "Until end of turn",
    "end_of_your_next_turn": "Until the end of your next turn",
}


def _impulse(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n, until, ref = c
    if (ref in ONE) != (n == 1):
        raise Unsupported("«that card» / «it» — только об одной изгнанной карте", "608.2c")
    return {"exile_from_top": n, "may_play": until, "_ref": ref, "_text": "zones2_impulse"}


def _impulse_this_turn(b: Any, c: list) -> dict:
    """ "… You may play that card this turn." — the same permission as "Until end of turn, …"
    (514.2: "this turn" effects end in the cleanup step with "until end of turn" ones)."""
    n, ref = c
    return {**_impulse(b, [n, "end_of_turn", ref]), "_this_turn": True}


RULES = {
    "zones2_impulse": _impulse,
    "zones2_impulse_this_turn": _impulse_this_turn,
    "zones2_it": lambda b, c: "it",
    "zones2_them": lambda b, c: "them",
    "zones2_top_one": lambda b, c: 1,
    "zones2_top_n": lambda b, c: c[0],
    "zones2_top_x": lambda b, c: "X",
    "zones2_until_eot": lambda b, c: "end_of_turn",
    "zones2_until_next": lambda b, c: "end_of_your_next_turn",
    "zones2_this_way": lambda b, c: "this_way",
    "zones2_that_card": lambda b, c: "that_card",
    "zones2_those_cards": lambda b, c: "those_cards",
}


def _impulse_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    n, until, ref = e["exile_from_top"], e.get("may_play"), e.get("_ref")
    if set(plain) != {"exile_from_top", "may_play"} or until not in UNTIL or ref not in REFS:
        raise RenderError("exile from the top: unexpected keys")
    if (ref in ONE) != (n == 1):
        raise RenderError("exile from the top: that card")
    top = "card" if n == 1 else f"{number_word(n)} cards"
    if e.get("_this_turn"):
        if until != "end_of_turn":
            raise RenderError("exile from the top: this turn")
        return f"exile the top {top} of your library. You may play {REFS[ref]} this turn"
    return f"exile the top {top} of your library. {UNTIL[until]}, you may play {REFS[ref]}"


EFFECT_TEXT = {"zones2_impulse": _impulse_text}
