"""An activated ability that costs less for each … (602.2b, 601.2e): "{7}{G}{G}: Monstrosity 5.
This ability costs {1} less to activate for each creature card in your graveyard." (Nemesis of
Mortals) — the ability's ``cost_less: {less: N, per: AMOUNT}``: the engine reduces the generic
mana of its cost by N for each, counted as its total cost is determined (after its targets are
chosen, 602.2b), never below {0}."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend timing: "this" "ability" "costs" MANA "less" "to" "activate" for_each "." -> m2_ability_cost_less
"""


def _cost_less(b: Any, c: list) -> dict:
    from .amounts_numbers import amount_of
    from .spells_costs import _amount

    return {"cost_less": {"less": _amount(c[0]), "per": dict(amount_of(c[1]))}}


RULES = {"m2_ability_cost_less": _cost_less}


def cost_less_text(value: Any) -> str:
    from .amounts_numbers import each_text

    if not isinstance(value, dict) or set(value) != {"less", "per"}:
        raise RenderError("mana2 cost_less")
    return (
        f"This ability costs {{{int(value['less'])}}} less to activate for each "
        f"{each_text(value['per'])}."
    )
