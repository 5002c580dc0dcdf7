"""The intervening "if you cast it from your hand" (issue 14, helper "zones"; Deathbringer
Regent, Coal Stoker, Furnace Dragon, …).

* "When CARDNAME enters the battlefield, if you cast it from your hand, …" — the condition
  ``{cast_from: hand}`` (603.4: checked as it triggers and again as it resolves; the engine
  notes how each permanent came from the stack, 601.2a — a permanent put onto the battlefield
  otherwise, or one that left and came back, was not cast, 400.7).
* "… if you cast it from your hand and there are five or more other creatures on the
  battlefield, …" — ``{all_of: [{cast_from: hand}, {amount_at_least: {amount: {amount:
  permanents, filter: {types: [Creature], other: true}}, n: 5}}]}``: both hold (603.4); the
  creatures counted are anyone's but the source (109.1: "other").
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend trigger_if: zones_if_cast_from_hand
                  | zones_if_cast_from_hand "and" "there" "are" number "or" "more" "other" "creatures" "on" "the" "battlefield" -> zones_if_cast_and_creatures
zones_if_cast_from_hand: "if" "you" "cast" "it" "from" "your" "hand"
"""

CAST_FROM_HAND = {"cast_from": "hand"}


def _other_creatures(n: int) -> dict:
    permanents = {"amount": "permanents", "filter": {"types": ["Creature"], "other": True}}
    return {"amount_at_least": {"amount": permanents, "n": n}}


def _cast_and_creatures(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n = c[1]
    if not isinstance(n, int) or n < 2:
        raise Unsupported("«there are N or more other creatures»: число", "603.4")
    return {"all_of": [dict(CAST_FROM_HAND), _other_creatures(n)]}


RULES = {
    "zones_if_cast_from_hand": lambda b, c: dict(CAST_FROM_HAND),
    "zones_if_cast_and_creatures": _cast_and_creatures,
}


def _cast_from_text(arg: Any) -> str:
    if arg != "hand":
        raise RenderError("cast from: not the hand")
    return "you cast it from your hand"


def _all_of_text(arg: Any) -> str:
    from ..render import number_word

    parts = list(arg)
    if len(parts) != 2 or parts[0] != CAST_FROM_HAND:
        raise RenderError("all of: not «cast it from your hand and …»")
    second = dict(parts[1])
    n = (second.get("amount_at_least") or {}).get("n")
    if not isinstance(n, int) or second != _other_creatures(n):
        raise RenderError("all of: not «there are N or more other creatures»")
    return (
        f"you cast it from your hand and there are {number_word(n)} or more other creatures on "
        "the battlefield"
    )


CONDITION_TEXT = {"cast_from": _cast_from_text, "all_of": _all_of_text}
