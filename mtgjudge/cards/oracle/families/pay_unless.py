"""Payments asked as an ability resolves (issue 14, helper "pay"; 117.12, 608.2d).

"… unless you return another creature you control to its owner's hand" (Quickling): the
cost in words of the shared ``unless_cost`` — the same words as the activated-ability cost
"Return another creature you control to its owner's hand" (117.1: not targeted, not the
source, 109.1), which this family adds to ``cost_part`` too, so that the engine's one cost
reader (``cards/cost_words``) reads the payment back.

"Then discard two cards unless you discard a creature card." (Mystic Meditation): a sentence
begun with "Then" (the next instruction, 608.2c) whose instruction is done unless the player
pays a cost in words as it is followed (``{may_pay: "Discard a creature card", otherwise:
[{discard: 2}]}``; 608.2d; the cost "Discard a creature card" of 701.7a — answers
``choose: {pay: …}`` and ``discard``).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend cost_part: "return" "another" creature_desc "to" "its" "owner's" "hand" -> pay_cost_return_another
%extend unless_cost: "return" "another" creature_desc "to" "its" "owner's" "hand" -> pay_uc_return_another
                   | "discard" number gy_card -> pay_uc_discard_typed
%extend sentence: "then" effect_chain "unless" "you" unless_cost "." -> pay_then_unless_you
"""

THEN_UNLESS = "pay_then_unless_you"


def _return_another(b: Any, c: list) -> dict:
    """ "Return another creature you control to its owner's hand" (117.1, 109.1)."""
    from ..semantics import Unsupported

    spec = c[0]
    flt = dict(spec.get("filter", {}))
    if flt.pop("controller", None) != "you":
        raise Unsupported("вернуть в стоимости можно только свой перманент", "117.1")
    return {"return_to_hand": {"types": ["Creature"], **flt, "other": True}}


def _uc_return_another(b: Any, c: list) -> str:
    """The same cost as words of ``may_pay`` (117.12), read back by ``cost_in_words``."""
    from ..render import cost_text

    return cost_text(_return_another(b, c))


def _uc_discard_typed(b: Any, c: list) -> str:
    """ "unless you discard a creature card" (117.12; the cost part "Discard a creature card",
    701.7a: a card of the hand that fits, chosen by the player)."""
    from ..render import cost_text

    return cost_text(b.cost_discard_typed(c))


def _then_unless(b: Any, c: list) -> list:
    """ "Then discard two cards unless you discard a creature card." (Mystic Meditation):
    the next instruction (608.2c), done unless the player pays the cost in words as it is
    followed (608.2d, 117.12) — ``{may_pay: COST, otherwise: [instruction]}``."""
    from ..semantics import Unsupported

    chain, cost = c[0], c[1]
    if len(chain) != 1 or not isinstance(chain[0][1], dict) or set(chain[0][1]) != {"discard"}:
        raise Unsupported("«Then … unless you …» после такого указания", "608.2d")
    effect = {"may_pay": cost, "otherwise": [chain[0][1]], "_then_first": True}
    return [(".", {**effect, "_text": THEN_UNLESS})]


def _then_unless_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, effect_text

    if set(e) - {"_text", "_then_first"} != {"may_pay", "otherwise"} or len(e["otherwise"]) != 1:
        raise RenderError("unless you")
    cost = str(e["may_pay"])
    if cost.startswith("{"):
        raise RenderError("unless you: mana")
    return f"{effect_text(e['otherwise'][0], ctx)} unless you {cost[:1].lower()}{cost[1:]}"


RULES = {
    "pay_cost_return_another": _return_another,
    "pay_uc_return_another": _uc_return_another,
    "pay_uc_discard_typed": _uc_discard_typed,
    THEN_UNLESS: _then_unless,
}
EFFECT_TEXT = {THEN_UNLESS: _then_unless_text}
