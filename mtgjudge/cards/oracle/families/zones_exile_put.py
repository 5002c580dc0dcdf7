"""Cards exiled from the top of one's library, any number of them then put onto the battlefield
(issue 14, helper "zones"; Xenagos, the Reveler).

"−6: Exile the top seven cards of your library. You may put any number of creature and/or land
cards from among them onto the battlefield." — one instruction ``{exile_from_top: 7, put_among:
{any_of: [{types: [Creature]}, {types: [Land]}]}}``: the cards are exiled (701.9a; fewer if the
library is smaller, 609.3), then its controller chooses any number of those that fit and puts
them onto the battlefield at once (608.2d: the answer ``put``, by default every card that fits;
110.2, 603.6a).  "them" are the cards this instruction exiled: the two sentences are one rule
(an alternative of the family zones2_impulse's, which starts the same).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, number_word

GRAMMAR = r"""
%extend zones2_impulse: "exile" "the" "top" zones2_top "of" "your" "library" "." "you" "may" "put" "any" "number" "of" zones_among_kinds "cards" "from" "among" "them" "onto" "the" "battlefield" -> zones_exile_top_put
zones_among_kinds: gy_type "and" "/" "or" gy_type
"""


def _exile_top_put(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n, kinds = c
    if n == 1 or kinds[0] == kinds[1]:
        raise Unsupported("«any number of … from among them»: одна карта или один тип", "608.2d")
    among = {"any_of": [{"types": [k.capitalize()]} for k in kinds]}
    return {"exile_from_top": n, "put_among": among, "_text": "zones_exile_top_put"}


RULES = {
    "zones_exile_top_put": _exile_top_put,
    "zones_among_kinds": lambda b, c: [str(k) for k in c],
}


def _exile_top_put_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    n, among = plain.get("exile_from_top"), plain.get("put_among")
    if set(plain) != {"exile_from_top", "put_among"} or not isinstance(among, dict):
        raise RenderError("exile the top cards, put among them: unexpected keys")
    parts = among.get("any_of")
    if set(among) != {"any_of"} or not isinstance(parts, list) or len(parts) != 2:
        raise RenderError("exile the top cards, put among them: filter")
    if any(set(p) != {"types"} or len(p["types"]) != 1 for p in parts):
        raise RenderError("exile the top cards, put among them: filter")
    kinds = " and/or ".join(str(p["types"][0]).lower() for p in parts)
    count = "X" if n == "X" else number_word(n)
    return (
        f"exile the top {count} cards of your library. You may put any number of {kinds} cards "
        "from among them onto the battlefield"
    )


EFFECT_TEXT = {"zones_exile_top_put": _exile_top_put_text}
