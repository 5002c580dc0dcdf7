"""Family: the top cards of a library revealed and up to N of a kind taken (401.2, 701.13a).

* "Reveal the top six cards of your library. Put up to three enchantment cards from among them
  into your hand and the rest of the revealed cards into your graveyard." (Kruphix's Insight) —
  ``{look_at_top: 6, reveal: true, take: 3, filter: {types: [Enchantment]}, optional: true,
  rest: graveyard}`` (``engine/look_at_top.py``: the answer ``look`` names the cards taken, by
  default the first fitting ones from the top; "up to" — fewer, even none, 107.1c);
* "Search your library for any number of Dragon creature cards, put them onto the battlefield,
  then shuffle your library." (Sarkhan Unbroken) — ``search_library`` with ``count: any``
  (701.15b: as many of them as the player finds; by default all).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, number_word

GRAMMAR = r"""
%extend search_what: "any" "number" "of" search_noun "cards" -> zones2_search_any
%extend effect: zones2_reveal_up_to
zones2_reveal_up_to: "reveal" "the" "top" number "cards" "of" "your" "library" "." "put" "up" "to" number look_card "cards" "from" "among" "them" "into" "your" "hand" "and" "the" "rest" "of" "the" "revealed" "cards" "into" "your" "graveyard"
"""


def _reveal_up_to(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n, take, flt = c
    if not isinstance(n, int) or not isinstance(take, int) or not 1 < take < n:
        raise Unsupported("«up to N … from among them» с таким числом", "107.1c")
    return {
        "look_at_top": n,
        "reveal": True,
        "take": take,
        "filter": flt,
        "optional": True,
        "rest": "graveyard",
        "_text": "zones2_reveal_up_to",
    }


RULES = {
    "zones2_reveal_up_to": _reveal_up_to,
    "zones2_search_any": lambda b, c: {**c[0], "_count": "any"},
}


def _reveal_up_to_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    flt = plain.get("filter") or {}
    if (
        set(plain) != {"look_at_top", "reveal", "take", "filter", "optional", "rest"}
        or plain["rest"] != "graveyard"
        or plain["reveal"] is not True
        or plain["optional"] is not True
        or set(flt) != {"types"}
        or len(flt["types"]) != 1
    ):
        raise RenderError("reveal, up to: unexpected keys")
    kind = str(flt["types"][0]).lower()
    return (
        f"reveal the top {number_word(plain['look_at_top'])} cards of your library. Put up to "
        f"{number_word(plain['take'])} {kind} cards from among them into your hand and the rest "
        "of the revealed cards into your graveyard"
    )


EFFECT_TEXT = {"zones2_reveal_up_to": _reveal_up_to_text}
