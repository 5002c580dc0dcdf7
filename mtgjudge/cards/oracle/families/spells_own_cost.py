"""A spell's own cost reduction (601.2e, 112.6c: it functions on the stack): "This spell costs
{1} less to cast for each creature card in your graveyard.", "This spell costs {X} less to
cast, where X is your devotion to black.", "If you have 5 or less life, this spell costs {6}
less to cast." — the static ``{self_cost_less: N | {of: COUNT, times: N} | AMOUNT, if: …}``
(``engine.spell_costs.own_cost_reduction``: generic mana only, never below {0}).  On an instant
or sorcery it is the first sentence of its text."""

from __future__ import annotations

from typing import Any

from ..render import RenderError, condition_text, for_each_text
from ..semantics import Unsupported

GRAMMAR = r"""
// "…, where X is your devotion to black" as one token (the amounts family owns "your devotion")
OWN_X_DEVOTION.4: /this spell costs \{x\} less to cast, where x is your devotion to (white|blue|black|red|green)(?=\.)/
%extend static: "this" "spell" "costs" MANA "less" "to" "cast" for_each "." -> st_own_cost_each
    | OWN_X_DEVOTION "." -> st_own_cost_devotion
    | "if" condition "," "this" "spell" "costs" MANA "less" "to" "cast" "." -> st_own_cost_if
%extend spell: "this" "spell" "costs" MANA "less" "to" "cast" for_each "." sentences -> spell_own_cost_each
"""


def _generic(token: Any) -> int:
    text = str(token)
    if not (text.startswith("{") and text.endswith("}") and text[1:-1].isdigit()):
        raise Unsupported("уменьшение стоимости не общей маной", "601.2e")
    return int(text[1:-1])


def _each(c: list) -> dict:
    return {"self_cost_less": {"of": c[1], "times": _generic(c[0])}}


def spell_own_cost_each(b: Any, c: list) -> dict:
    from ..semantics import _ability

    return {**_ability(c[2]), "_card_static": _each(c)}


RULES = {
    "st_own_cost_each": lambda b, c: [_each(c)],
    "st_own_cost_devotion": lambda b, c: [
        {"self_cost_less": {"amount": "devotion", "colors": [str(c[0]).split()[-1]]}}
    ],
    "st_own_cost_if": lambda b, c: [{"self_cost_less": _generic(c[1]), "if": c[0]}],
    "spell_own_cost_each": spell_own_cost_each,
}


def _own_cost_text(entries: list) -> str:
    (entry,) = entries
    less = entry["self_cost_less"]
    if set(entry) - {"self_cost_less", "if"}:
        raise RenderError("own cost")
    if isinstance(less, int) and "if" in entry:
        return f"If {condition_text(entry['if'])}, this spell costs {{{less}}} less to cast."
    if "if" in entry:
        raise RenderError("own cost")
    if isinstance(less, dict) and set(less) == {"of", "times"}:
        return (
            f"This spell costs {{{less['times']}}} less to cast for each "
            f"{for_each_text(less['of'])}."
        )
    if isinstance(less, dict) and less.get("amount") == "devotion" and len(less["colors"]) == 1:
        return (
            f"This spell costs {{X}} less to cast, where X is your devotion to {less['colors'][0]}."
        )
    raise RenderError("own cost")


STATIC_TEXT = {"self_cost_less": _own_cost_text}


# "the next spell you cast this turn costs {1} less to cast" (601.2e: noted as it resolves, used
# up by that player's next spell this turn)
NEXT_GRAMMAR = r"""
%extend effect: "the" "next" "spell" "you" "cast" "this" "turn" "costs" MANA "less" "to" "cast" -> next_spell_cost_less
"""
GRAMMAR += NEXT_GRAMMAR
RULES["next_spell_cost_less"] = lambda b, c: {"next_spell_cost_less": _generic(c[0])}
EFFECT_TEXT = {
    "next_spell_cost_less": lambda e, ctx: (
        f"the next spell you cast this turn costs {{{e['next_spell_cost_less']}}} less to cast"
    )
}
