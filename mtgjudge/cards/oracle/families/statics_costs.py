"""A cost reduction of coloured mana (601.2e): "Minotaur spells you cast cost {B}{R} less to
cast. This effect reduces only the amount of colored mana you pay." (Ragemonger, Edgewalker) —
the static ``spells_cost_less_colored: "{B}{R}"`` with the group and caster of
``spells_costs``' "cost {N} less": each coloured symbol named comes off the total cost once if
the cost has it (``engine/cost_keywords/total.less_colored``).  The first sentence alone with
coloured mana stays unread (``spells_costs`` refuses it): the second says how it reduces.

"Dash costs you pay cost {2} less." (Warbringer) — the static ``dash_cost_less: 2``: generic
mana off the dash cost (an alternative cost, 702.108a, 117.9) of spells its controller casts
(``engine/spell_costs.dash_cost_reduction``)."""

from __future__ import annotations

import re
from typing import Any

GRAMMAR = r"""
%extend static: "dash" "costs" "you" "pay" "cost" MANA "less" "." -> statics_dash_cost_less
    | cost_spells cost_caster? "cost" MANA cost_dir "to" "cast" "." "this" "effect" "reduces" "only" "the" "amount" "of" "colored" "mana" "you" "pay" "." -> statics_cost_less_colored
"""

_COLORED = re.compile(r"(\{[wubrg]\})+")


def statics_cost_less_colored(builder: Any, c: list) -> list[dict]:
    from ..semantics import Unsupported

    if len(c) == 4:
        group, caster, mana, direction = c
    else:
        (group, mana, direction), caster = c, "all"
    text = str(mana).lower()
    if str(direction) != "less" or not _COLORED.fullmatch(text):
        raise Unsupported("«reduces only the amount of colored mana» без цветной маны", "601.2e")
    entry: dict[str, Any] = {
        "spells_cost_less_colored": text.upper(),
        "of": group["of"],
        "caster": caster,
    }
    if "_pair" in group:
        entry["_pair"] = group["_pair"]
    return [entry]


def cost_less_colored_text(entries: list) -> str:
    from ..render import RenderError
    from .spells_costs import _CASTER, _group_text

    (entry,) = entries
    if set(entry) - {"spells_cost_less_colored", "of", "caster", "_pair"}:
        raise RenderError("colored cost")
    if entry.get("caster", "you") not in _CASTER or entry["of"].get("targets_source"):
        raise RenderError("colored cost")
    text = (
        f"{_group_text(entry)}{_CASTER[entry.get('caster', 'you')]} cost "
        f"{entry['spells_cost_less_colored']} less to cast. This effect reduces only the amount "
        "of colored mana you pay."
    )
    return text[:1].upper() + text[1:]


def statics_dash_cost_less(builder: Any, c: list) -> list[dict]:
    """702.108a, 601.2e: "Dash costs you pay cost {2} less." (generic mana only)."""
    from .spells_costs import _amount

    return [{"dash_cost_less": _amount(c[0])}]


def dash_cost_less_text(entries: list) -> str:
    from ..render import RenderError

    (entry,) = entries
    if set(entry) != {"dash_cost_less"} or not isinstance(entry["dash_cost_less"], int):
        raise RenderError("dash cost")
    return f"Dash costs you pay cost {{{entry['dash_cost_less']}}} less."


RULES = {
    "statics_cost_less_colored": statics_cost_less_colored,
    "statics_dash_cost_less": statics_dash_cost_less,
}
STATIC_TEXT = {
    "spells_cost_less_colored": cost_less_colored_text,
    "dash_cost_less": dash_cost_less_text,
}
