"""Family: revealing the top card of one's library and a branch on what it is (701.13a).

"Reveal the top card of your library. If it's a land card, put it onto the battlefield.
Otherwise, put that card into your hand." — ``{reveal_top: FILTER, put: battlefield,
else_to: hand}``: where the card goes if it fits (into your hand, onto the battlefield, into
your graveyard) and if it doesn't (into your hand / graveyard, on the bottom of your library;
without "Otherwise" it stays on top).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: lib_reveal_top
lib_reveal_top: "reveal" "the" "top" "card" "of" "your" "library" "." "if" "it's" ("a" | "an") lib_rt_card "card" "," "put" lib_rt_it lib_rt_where lib_rt_otherwise?
lib_rt_card: gy_type                  -> sn_type
           | SUBTYPE                  -> sn_subtype
           | SUBTYPE "permanent"      -> sn_subtype_permanent
lib_rt_where: "into" "your" "hand"                     -> lib_to_hand
            | "onto" "the" "battlefield"               -> lib_to_battlefield
            | "into" "your" "graveyard"                -> lib_to_graveyard
lib_rt_otherwise: LIB_OTHERWISE_PUT lib_rt_it lib_rt_else
lib_rt_else: "into" "your" "hand"                      -> lib_to_hand
           | "into" "your" "graveyard"                 -> lib_to_graveyard
           | "on" "the" "bottom" "of" "your" "library" -> lib_to_bottom
!lib_rt_it: "it" | "that" "card"
// one terminal: "." also ends the sentence (LALR(1) could not tell them apart)
%extend effect: lib_reveal_all
lib_reveal_all: "reveal" "the" "top" number "cards" "of" "your" "library" "." "put" "all" lib_all_cards "cards" "revealed" "this" "way" "into" "your" "hand" "and" "the" "rest" look_rest
lib_all_cards: gy_type                  -> sn_type
             | SUBTYPE                  -> sn_subtype
LIB_OTHERWISE_PUT.3: /\. otherwise, put(?= )/
"""


def _reveal(b: Any, c: list) -> dict:
    flt, it, put = c[0], c[1], c[2]
    out: dict[str, Any] = {"reveal_top": flt, "put": put, "_text": "lib_reveal_top", "_its": it}
    if len(c) > 3:
        other_it, otherwise = c[3]
        out["else_to"] = otherwise
        out["_its"] = f"{it}|{other_it}"
    return out


def _reveal_all(b: Any, c: list) -> dict:
    """ "Put all Goblin cards revealed this way into your hand": every fitting card is taken
    (``take`` = all of them, not optional)."""
    n, flt, rest = c
    return {
        "look_at_top": n,
        "reveal": True,
        "take": n,
        "filter": flt,
        "rest": rest,
        "_text": "lib_reveal_all",
    }


RULES = {
    "lib_reveal_all": _reveal_all,
    "lib_reveal_top": _reveal,
    "lib_rt_it": lambda b, c: " ".join(str(t) for t in c),
    "lib_to_hand": lambda b, c: "hand",
    "lib_to_battlefield": lambda b, c: "battlefield",
    "lib_to_graveyard": lambda b, c: "graveyard",
    "lib_to_bottom": lambda b, c: "bottom",
    "lib_rt_otherwise": lambda b, c: (c[-2], c[-1]),
}

PLACES = {
    "hand": "into your hand",
    "battlefield": "onto the battlefield",
    "graveyard": "into your graveyard",
    "bottom": "on the bottom of your library",
}


def _card(flt: dict) -> str:
    if set(flt) == {"types"} and len(flt["types"]) == 1:
        word = flt["types"][0].lower()
    elif set(flt) == {"subtypes"} and len(flt["subtypes"]) == 1:
        word = flt["subtypes"][0]
    elif set(flt) == {"subtypes", "permanent"} and len(flt["subtypes"]) == 1:
        word = f"{flt['subtypes'][0]} permanent"
    else:
        raise RenderError("reveal the top card: which card")
    return ("an " if word[0].lower() in "aeiou" else "a ") + word + " card"


def _reveal_text(e: dict, ctx: Any) -> str:
    if set(e) - {"reveal_top", "put", "else_to", "_text", "_its"}:
        raise RenderError("reveal the top card: unexpected keys")
    its = str(e["_its"]).split("|")
    text = (
        f"reveal the top card of your library. If it's {_card(dict(e['reveal_top']))}, "
        f"put {its[0]} {PLACES[e['put']]}"
    )
    if "else_to" in e:
        if e["else_to"] == "top" or e["else_to"] not in PLACES:
            raise RenderError("reveal the top card: otherwise")
        text += f". Otherwise, put {its[1]} {PLACES[e['else_to']]}"
    return text


REST = {"bottom": "on the bottom of your library in any order", "graveyard": "into your graveyard"}


def _reveal_all_text(e: dict, ctx: Any) -> str:
    from ..render import number_word

    if (
        set(e) != {"look_at_top", "reveal", "take", "filter", "rest", "_text"}
        or e["take"] != e["look_at_top"]
    ):
        raise RenderError("reveal all: unexpected keys")
    card = _card(dict(e["filter"])).split(" ", 1)[1]  # "Goblin card"
    return (
        f"reveal the top {number_word(e['look_at_top'])} cards of your library. Put all "
        f"{card}s revealed this way into your hand and the rest {REST[e['rest']]}"
    )


EFFECT_TEXT = {"lib_reveal_top": _reveal_text, "lib_reveal_all": _reveal_all_text}
