"""Family: more library searches (701.15a–b, 701.16a).

* "search your library for up to N basic land / Forest / creature cards, [reveal them,] put
  them into your hand / onto the battlefield [tapped] / into your graveyard, then shuffle your
  library" — ``search_library`` with ``count: N`` (701.15b: a search for cards of a stated
  quality may find fewer, even none);
* "search your library for a creature card, [reveal it,] then shuffle and put that card on
  top" (the tutors) — ``put: library_top``: the found card is set aside, the rest of the
  library shuffled (701.16a), then the card put on top ("those cards … in any order": the
  order of the answer ``search``, top first);
* "search your library for a card named CARDNAME" / "for up to three cards named CARDNAME"
  (201.4: the name, not the object) — the filter ``name`` is the card's own English name,
  written in by :func:`.library_links.name_self` when the card's abilities are merged.
"""

from __future__ import annotations

from ..rewrite import CARDNAME

GRAMMAR = r"""
%extend search_what: "up" "to" numword lib_search_many "cards" -> lib_search_up_to
                   | "a" "card" "named" CARDNAME -> lib_search_named
                   | "up" "to" numword "cards" "named" CARDNAME -> lib_search_up_to_named
%extend search_noun: gy_type "or" gy_type -> lib_sn_two_types
lib_search_many: "basic" "land" -> lib_sm_basic_land
               | SUBTYPE -> sn_subtype
               | gy_type -> sn_type
%extend found: "those" "cards"
%extend search_put: "put" found "into" "your" "graveyard" -> lib_put_graveyard
                  | "then" "shuffle" "and" "put" lib_top_words "on" "top" lib_any_order? -> lib_shuffle_put_top
                  | "reveal" found "," "then" "shuffle" "and" "put" lib_top_words "on" "top" lib_any_order? -> lib_reveal_shuffle_put_top
!lib_top_words: "that" "card" | "the" "card" | "those" "cards" | "them"
lib_any_order: "in" "any" "order"
"""

NAMED_SELF = {"name": CARDNAME}


RULES = {
    "lib_search_up_to": lambda b, c: {**c[1], "_count": c[0]},
    "lib_search_named": lambda b, c: dict(NAMED_SELF),
    "lib_search_up_to_named": lambda b, c: {**NAMED_SELF, "_count": c[0]},
    "lib_sm_basic_land": lambda b, c: {"types": ["Land"], "supertypes": ["Basic"]},
    "lib_put_graveyard": lambda b, c: {"put": "graveyard", "_words": [c[0]]},
    "lib_sn_two_types": lambda b, c: {"types": [c[0], c[1]]},
    "lib_top_words": lambda b, c: " ".join(str(t) for t in c),
    "lib_any_order": lambda b, c: True,
    "lib_shuffle_put_top": lambda b, c: (
        {"put": "library_top", "_words": [c[0]]} | ({"_any_order": True} if len(c) > 1 else {})
    ),
    "lib_reveal_shuffle_put_top": lambda b, c: (
        {
            "put": "library_top",
            "reveal": True,
            "_words": [c[0], c[1]],
        }
        | ({"_any_order": True} if len(c) > 2 else {})
    ),
}
