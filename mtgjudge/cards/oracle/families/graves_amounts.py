"""A characteristic of the card an instruction before it moved (608.2g, 400.7; issue 14,
helper "graves").

"Return target creature card from your graveyard to your hand. Target creature gets -X/-X until
end of turn, where X is the toughness of the card returned this way." (Foul Renewal) — the
amount ``{amount: toughness, object: that}``: the card returned (the new object in the hand,
400.7), as it is when the instruction is followed; nothing returned — no such card, X is 0.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
// a word of the amounts family's amt (its amt_other): needs that family
%extend amt_other: "the" graves_char "of" "the" "card" "returned" "this" "way" -> graves_amt_returned
graves_char: "power"                   -> graves_char_power
           | "toughness"               -> graves_char_toughness
           | "converted" "mana" "cost" -> graves_char_mana_value
"""


def _returned(b: Any, c: list) -> dict:
    from ..semantics import THAT_CARD

    return {"amount": c[0], "object": THAT_CARD, "_of": "the card returned this way"}


RULES = {
    "graves_amt_returned": _returned,
    "graves_char_power": lambda b, c: "power",
    "graves_char_toughness": lambda b, c: "toughness",
    "graves_char_mana_value": lambda b, c: "mana_value",
}
