"""A card of a kind discarded, and a card with its converted mana cost searched for (issue 14,
helper "zones"; Disciple of Deceit).

"Whenever CARDNAME becomes untapped, you may discard a nonland card. If you do, search your
library for a card with the same converted mana cost as that card, reveal it, put it into your
hand, then shuffle your library." —

* "discard a nonland card" — ``{discard: 1, filter: {not_types: [Land]}}`` (701.7a: a card of
  the hand that fits; with "you may" it can be chosen only if there is one, 608.2d);
* "a card with the same converted mana cost as that card" — the search filter ``mana_value:
  {amount: mana_value, object: discarded}``: the card discarded by the instruction before, as
  it is in the graveyard or last existed (608.2g; the engine keeps the discarded cards).  "that
  card" names the discarded card only after such a discard in the same ability
  (``semantics._ability`` turns the compiler's ``DISCARDED`` into ``discarded`` there); anywhere
  else it stays and the renderer refuses it.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend discard: "discard" ("a" | "an") zones_discard_kind -> zones_discard_kind_card
zones_discard_kind: "nonland" "card" -> hc_nonland
                  | gy_type "card" -> hc_type
%extend search_what: "a" "card" "with" "the" "same" "converted" "mana" "cost" "as" "that" "card" -> zones_search_same_cmc
"""


def _discard_kind(b: Any, c: list) -> dict:
    return {"discard": 1, "filter": dict(c[-1]), "_text": "zones_discard_kind_card"}


def _search_same_cmc(b: Any, c: list) -> dict:
    from ..semantics import DISCARDED

    return {"mana_value": {"amount": "mana_value", "object": DISCARDED, "_same_as": True}}


RULES = {
    "zones_discard_kind_card": _discard_kind,
    "zones_search_same_cmc": _search_same_cmc,
}


def _discard_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    flt = plain.get("filter")
    if set(plain) != {"discard", "filter"} or plain["discard"] != 1:
        raise RenderError("discard a … card: unexpected keys")
    if flt == {"not_types": ["Land"]}:
        return "discard a nonland card"
    if isinstance(flt, dict) and set(flt) == {"types"} and len(flt["types"]) == 1:
        word = str(flt["types"][0]).lower()
        return f"discard {'an' if word[0] in 'aeiou' else 'a'} {word} card"
    raise RenderError("discard a … card: filter")


def same_cmc_text(value: dict) -> str:
    """ "with the same converted mana cost as that card" (the hint ``_same_as``); called by
    the shared ``render._sought``."""
    if value.get("amount") != "mana_value" or value.get("object") != "discarded":
        raise RenderError("the same converted mana cost as that card: not a discarded card")
    return " with the same converted mana cost as that card"


EFFECT_TEXT = {"zones_discard_kind_card": _discard_text}
