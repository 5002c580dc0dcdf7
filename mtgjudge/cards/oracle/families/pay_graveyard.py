"""A triggered ability that works from its card's graveyard (issue 14, helper "pay"; 112.6k,
603.4, 608.2d): "At the beginning of combat on your turn, if you control a creature with power
4 or greater, you may pay {R}. If you do, return CARDNAME from your graveyard to the
battlefield." (Flamewake Phoenix).

The sentence "if [condition], you may pay {M}. If you do, return CARDNAME from your graveyard
to the battlefield [tapped]." — ``may_pay`` with the intervening "if" (moved to the trigger,
603.4: the "if" right after the trigger condition) and the card's own move
(``put_onto_battlefield: this_card``).  An ability whose effect moves the object it is on out
of a zone functions only in that zone (112.6k): the trigger gets ``zone: graveyard`` (the
shared ``semantics.triggered`` marks it from the effect), and the engine lets it trigger only
while the card is in its owner's graveyard.  Only this form: the card's own move is a rule of
the activated abilities of the family ``zones_graveyard`` (``zones_self_from_gy``), read here
only after "If you do," of this sentence (as an instruction of every sentence it would meet
the activated ability's own "." with one token of lookahead)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError, effect_text

GRAMMAR = r"""
%extend sentence: "if" condition "," "you" "may" "pay" MANA "." "if" "you" "do" "," zones_self_from_gy "." -> pay_if_may_pay_self
"""

MAY_PAY_SELF = "pay_if_may_pay_self"


def _if_may_pay_self(b: Any, c: list) -> list:
    """The intervening "if" on the head instruction (``_if_head``): ``semantics.triggered``
    moves it to the trigger (603.4); anywhere else it stays an instruction's condition, and
    the renderer refuses it (only a trigger's own "if" is worded)."""
    from ..semantics import Unsupported, _mana

    condition, mana, move = c[0], _mana(c[1]), c[2]
    if "X" in mana:
        raise Unsupported("«you may pay {X}»: X, выбираемый при разрешении", "107.3")
    effect = {
        "may_pay": mana,
        "then": [move],
        "if": condition,
        "_if_head": True,
        "_text": MAY_PAY_SELF,
    }
    return [(".", effect)]


def _text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"may_pay", "then"} or len(e["then"]) != 1:
        raise RenderError("you may pay … return CARDNAME")
    (move,) = e["then"]
    if move.get("_text") != "zones_self_from_gy":
        raise RenderError("you may pay … return CARDNAME")
    return f"you may pay {e['may_pay']}. If you do, {effect_text(move, ctx)}"


RULES = {MAY_PAY_SELF: _if_may_pay_self}
EFFECT_TEXT = {MAY_PAY_SELF: _text}
