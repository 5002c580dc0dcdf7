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


RULES: dict[str, Any] = {"m2_ability_cost_less": _cost_less}


def cost_less_text(value: Any) -> str:
    from .amounts_numbers import each_text

    if not isinstance(value, dict) or set(value) != {"less", "per"}:
        raise RenderError("mana2 cost_less")
    return (
        f"This ability costs {{{int(value['less'])}}} less to activate for each "
        f"{each_text(value['per'])}."
    )


# "CARDNAME's equip ability costs {2} less to activate if it targets a colorless creature."
# (Ghostfire Blade): the static ``equip_cost_less: {less: N, if_target: FILTER}`` — its equip
# ability's total cost, once its target is chosen (602.2b)
GRAMMAR += r"""
%extend static: CARDNAME_POSS "equip" "ability" "costs" MANA "less" "to" "activate" "if" "it" "targets" "a" "colorless" "creature" "." -> m2_equip_cost_less
"""


def _equip_cost_less(b: Any, c: list) -> list:
    from .spells_costs import _amount

    flt = {"types": ["Creature"], "colorless": True}
    return [{"equip_cost_less": {"less": _amount(c[-1]), "if_target": flt}}]


def _equip_text(entries: list) -> str:
    from ..render import CARDNAME

    (e,) = entries
    spec = e["equip_cost_less"]
    if set(e) != {"equip_cost_less"} or spec["if_target"] != {
        "types": ["Creature"],
        "colorless": True,
    }:
        raise RenderError("mana2 equip_cost_less")
    return (
        f"{CARDNAME}'s equip ability costs {{{spec['less']}}} less to activate if it targets a "
        "colorless creature."
    )


RULES["m2_equip_cost_less"] = _equip_cost_less
STATIC_TEXT = {"equip_cost_less": _equip_text}
