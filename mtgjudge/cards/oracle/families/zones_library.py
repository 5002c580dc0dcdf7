"""Family: cards looked at on top of a library and objects put into a library (401.2, 400.7).

* "Look at the top N cards of your library. Put any number of them into your graveyard and
  the rest back on top of your library in any order." — ``{look_at_top: N, take: N, take_to:
  graveyard, optional: true, rest: top}`` (the answer ``look`` names the cards put into the
  graveyard, ``look_order`` the order of the rest, top first);
* "Look at the top two cards of your library. Put one of them into your hand and the other on
  the bottom of your library / into your graveyard." — ``{look_at_top: 2, take: 1, rest: …}``
  ("the other": one card is left, so the words are only for N − 1 taken);
* "Put target creature into its owner's library second / third from the top." —
  ``{put_on_library: target, position: from_top, depth: 1 | 2}`` (cards above it; a library
  with fewer cards gets it at the bottom);
* "Search your library for a Dragon creature card" — ``{types: [Creature], subtypes:
  [Dragon]}``; "… a creature card with converted mana cost X or less" — ``mana_value_at_most:
  X`` (the spell's X as it resolves, 107.3a);
* "… put it on the top or bottom of its owner's library." — ``{put_on_library: …, position:
  top_or_bottom}``: its controller chooses (the answer ``library_place: top | bottom``; by
  default the top).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, number_word

GRAMMAR = r"""
%extend effect: zones_look | zones_put_library
zones_look: "look" "at" "the" "top" number "cards" "of" "your" "library" "." "put" "any" "number" "of" "them" "into" "your" "graveyard" "and" "the" "rest" "back" "on" "top" "of" "your" "library" "in" "any" "order" -> zones_look_any_gy
          | "look" "at" "the" "top" number "cards" "of" "your" "library" "." "put" number "of" "them" "into" "your" "hand" "and" "the" "other" zones_other_to -> zones_look_other
zones_other_to: "on" "the" "bottom" "of" "your" "library" -> zones_other_bottom
              | "into" "your" "graveyard"                 -> zones_other_graveyard
zones_put_library: "put" object "into" "its" "owner's" "library" zones_ordinal "from" "the" "top" -> zones_put_from_top
                 | "put" object "on" "the" "top" "or" "bottom" "of" "its" "owner's" "library" -> zones_put_top_or_bottom
!zones_ordinal: "second" | "third"
%extend search_noun: SUBTYPE gy_type -> zones_sn_subtype_type
%extend search_what: ("a" | "an") search_noun "card" "with" "converted" "mana" "cost" "x" "or" "less" -> zones_search_cmc_x
"""

ORDINALS = {"second": 1, "third": 2}
OTHER_TO = {"bottom": "on the bottom of your library", "graveyard": "into your graveyard"}


def _look_other(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n, take, rest = c
    if not isinstance(n, int) or not isinstance(take, int) or n - take != 1:
        raise Unsupported("«the other» — не одна оставшаяся карта", "608.2c")
    return {"look_at_top": n, "take": take, "rest": rest, "_text": "zones_look_other"}


def _look_any_gy(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n = c[0]
    if not isinstance(n, int):
        raise Unsupported("«any number of them» из X карт", "107.3")
    return {
        "look_at_top": n,
        "take": n,
        "take_to": "graveyard",
        "optional": True,
        "rest": "top",
        "_text": "zones_look_any_gy",
    }


def _sn_subtype_type(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    return {"types": [str(c[1]).capitalize()], "subtypes": [_subtype_name(str(c[0]))]}


RULES = {
    "zones_sn_subtype_type": _sn_subtype_type,
    "zones_search_cmc_x": lambda b, c: {**c[-1], "mana_value_at_most": "X"},
    "zones_look_any_gy": _look_any_gy,
    "zones_look_other": _look_other,
    "zones_other_bottom": lambda b, c: "bottom",
    "zones_other_graveyard": lambda b, c: "graveyard",
    "zones_put_from_top": lambda b, c: {
        "put_on_library": c[0],
        "position": "from_top",
        "depth": ORDINALS[str(c[1])],
        "_text": "zones_put_library",
    },
    "zones_put_top_or_bottom": lambda b, c: {
        "put_on_library": c[0],
        "position": "top_or_bottom",
        "_text": "zones_put_library",
    },
    "zones_ordinal": lambda b, c: str(c[0]),
}


def _plain(e: dict) -> dict:
    return {k: v for k, v in e.items() if not k.startswith("_")}


def _look_any_gy_text(e: dict, ctx: Any) -> str:
    n = e["look_at_top"]
    if _plain(e) != {
        "look_at_top": n,
        "take": n,
        "take_to": "graveyard",
        "optional": True,
        "rest": "top",
    }:
        raise RenderError("look, any number into the graveyard: unexpected keys")
    return (
        f"look at the top {number_word(n)} cards of your library. Put any number of them into "
        "your graveyard and the rest back on top of your library in any order"
    )


def _look_other_text(e: dict, ctx: Any) -> str:
    n, take, rest = e["look_at_top"], e["take"], e["rest"]
    if set(_plain(e)) != {"look_at_top", "take", "rest"} or n - take != 1 or rest not in OTHER_TO:
        raise RenderError("look, the other: unexpected keys")
    return (
        f"look at the top {number_word(n)} cards of your library. Put {number_word(take)} of "
        f"them into your hand and the other {OTHER_TO[rest]}"
    )


def _put_library_text(e: dict, ctx: Any) -> str:
    plain = _plain(e)
    what = ctx.obj(e["put_on_library"])
    if plain.get("position") == "from_top" and set(plain) == {
        "put_on_library",
        "position",
        "depth",
    }:
        word = {v: k for k, v in ORDINALS.items()}.get(plain["depth"])
        if word is None:
            raise RenderError("from the top: depth")
        return f"put {what} into its owner's library {word} from the top"
    if plain.get("position") == "top_or_bottom" and set(plain) == {"put_on_library", "position"}:
        return f"put {what} on the top or bottom of its owner's library"
    raise RenderError("put into a library: unexpected keys")


EFFECT_TEXT = {
    "zones_look_any_gy": _look_any_gy_text,
    "zones_look_other": _look_other_text,
    "zones_put_library": _put_library_text,
}
