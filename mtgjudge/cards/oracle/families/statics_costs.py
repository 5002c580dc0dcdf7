"""A cost reduction of coloured mana (601.2e): "Minotaur spells you cast cost {B}{R} less to
cast. This effect reduces only the amount of colored mana you pay." (Ragemonger, Edgewalker) —
the static ``spells_cost_less_colored: "{B}{R}"`` with the group and caster of
``spells_costs``' "cost {N} less": each coloured symbol named comes off the total cost once if
the cost has it (``engine/cost_keywords/total.less_colored``).  The first sentence alone with
coloured mana stays unread (``spells_costs`` refuses it): the second says how it reduces."""

from __future__ import annotations

import re
from typing import Any

GRAMMAR = r"""
%extend static: cost_spells cost_caster? "cost" MANA cost_dir "to" "cast" "." "this" "effect" "reduces" "only" "the" "amount" "of" "colored" "mana" "you" "pay" "." -> statics_cost_less_colored
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


RULES = {"statics_cost_less_colored": statics_cost_less_colored}
STATIC_TEXT = {"spells_cost_less_colored": cost_less_colored_text}
