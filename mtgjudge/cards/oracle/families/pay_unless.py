"""Payments asked as an ability resolves (issue 14, helper "pay"; 117.12, 608.2d).

"… unless you return another creature you control to its owner's hand" (Quickling): the
cost in words of the shared ``unless_cost`` — the same words as the activated-ability cost
"Return another creature you control to its owner's hand" (117.1: not targeted, not the
source, 109.1), which this family adds to ``cost_part`` too, so that the engine's one cost
reader (``cards/cost_words``) reads the payment back.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend cost_part: "return" "another" creature_desc "to" "its" "owner's" "hand" -> pay_cost_return_another
%extend unless_cost: "return" "another" creature_desc "to" "its" "owner's" "hand" -> pay_uc_return_another
"""


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


RULES = {
    "pay_cost_return_another": _return_another,
    "pay_uc_return_another": _uc_return_another,
}
