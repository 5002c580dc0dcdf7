"""Several graveyard cards as targets (114.1, 601.2c; issue 14, helper "graves").

* "Return two target cards from your graveyard to your hand." (Restock) — the target count
  ``{exactly: 2}``: exactly two different cards are chosen as the spell is cast (601.2c; the
  engine checks the number in ``actions._choose_targets``); one that is gone or no longer fits
  as the spell resolves is simply not returned (608.2b).
* "Return X target creature cards with converted mana cost 2 or less from your graveyard to
  the battlefield." (Return to the Ranks) — the count ``x``: exactly X, the value announced
  before the targets are chosen (601.2b, 601.2c, 107.3a).
* "Put any number of target creature cards from your graveyard on top of your library."
  (Gravepurge) — the count ``any``; the cards go on top one at a time in the order they were
  chosen, the last chosen on top (401.4: their owner orders them — the order of the answer's
  targets).
* "Return target Dragon creature card or Ugin planeswalker card from your graveyard to your
  hand." (Haven of the Spirit Dragon) — a card that fits either description (filter
  ``any_of``).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _with_phrase, number_word
from ..vocabulary import SUBTYPES

GRAMMAR = r"""
%extend from_graveyard: "return" numword "target" graves_cards "from" "your" "graveyard" "to" "your" "hand" -> graves_n_to_hand
    | "return" "x" "target" graves_cards "from" "your" "graveyard" "to" "the" "battlefield" -> graves_x_to_battlefield
    | "return" "target" graves_either_card "from" "your" "graveyard" "to" "your" "hand" -> gy_to_hand
%extend effect: graves_any_on_top
graves_any_on_top: "put" "any" "number" "of" "target" graves_cards "from" "your" "graveyard" "on" "top" "of" "your" "library"
graves_cards: "cards"                                            -> graves_any_cards
            | SUBTYPE? gy_type "cards"                            -> gy_card
            | SUBTYPE? gy_type "cards" "with" creature_quality    -> gy_card_with
graves_either_card: graves_one_card "or" graves_one_card
graves_one_card: SUBTYPE gy_type "card"              -> graves_subtype_card
               | graves_walker "planeswalker" "card" -> graves_walker_card
!graves_walker: __WALKERS__
"""
# the planeswalker types (205.3j) as words of the grammar (they are not SUBTYPE tokens)
GRAMMAR = GRAMMAR.replace(
    "__WALKERS__", " | ".join(f'"{n.lower()}"' for n in SUBTYPES["planeswalker"])
)

# the count words of a target (format.TargetSpec.count as the compiler writes it)
_WORDS = {"any": "any number of", "x": "X"}


def _spec_count(spec: dict, count: Any) -> Any:
    from ..semantics import TargetRef

    return TargetRef({**spec, "count": count}, each=True)


def _n_to_hand(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n = c[0]
    if not isinstance(n, int) or n < 2:
        raise Unsupported("«return one target … cards»", "114.1")
    return {"return_to_hand": _spec_count(c[1], {"exactly": n})}


def _x_to_battlefield(b: Any, c: list) -> dict:
    return {"put_onto_battlefield": _spec_count(c[0], "x")}


def _any_on_top(b: Any, c: list) -> dict:
    return {
        "put_on_library": _spec_count(c[0], "any"),
        "position": "top",
        "_text": "lib_gy_library",
        "_whose": "your",
    }


def _any_cards(b: Any, c: list) -> dict:
    return {"kind": "card_in_graveyard", "filter": {"controller": "you"}}


def _either_card(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    if c[0] == c[1]:
        raise Unsupported("«X card or X card»", "114.1")
    return {"kind": "card_in_graveyard", "filter": {"any_of": list(c), "controller": "you"}}


def _subtype_card(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    return {"types": [str(c[1])], "subtypes": [_subtype_name(str(c[0]))]}


def _walker_card(b: Any, c: list) -> dict:
    word = str(c[0].children[0] if hasattr(c[0], "children") else c[0])
    return {"types": ["Planeswalker"], "subtypes": [word.capitalize()]}


RULES = {
    "graves_n_to_hand": _n_to_hand,
    "graves_x_to_battlefield": _x_to_battlefield,
    "graves_any_on_top": _any_on_top,
    "graves_any_cards": _any_cards,
    "graves_either_card": _either_card,
    "graves_subtype_card": _subtype_card,
    "graves_walker_card": _walker_card,
}


def graveyard_cards_phrase(spec: dict, count: Any) -> str:
    """ "up to two target creature cards", "two target cards", "X target creature cards with
    converted mana cost 2 or less", "any number of target creature cards" (cards in your
    graveyard)."""
    if isinstance(count, dict) and set(count) == {"up_to"}:
        words = f"up to {number_word(count['up_to'])}"
    elif isinstance(count, dict) and set(count) == {"exactly"} and count["exactly"] > 1:
        words = number_word(count["exactly"])
    elif isinstance(count, str) and count in _WORDS:
        words = _WORDS[count]
    else:
        raise RenderError("graveyard cards count")
    flt = dict(spec.get("filter", {}))
    if flt.pop("controller", None) != "you":
        raise RenderError("graveyard cards")
    noun = cards_noun(flt)
    if (
        isinstance(count, dict)
        and "up_to" in count
        and (len(flt.get("types", ())) != 1 or set(flt) - {"types", "subtypes"})
    ):
        raise RenderError("graveyard cards: up to")  # the shared rule reads only these
    return f"{words} target {noun}"


def cards_noun(flt: dict) -> str:
    """ "cards", "creature cards", "Zombie creature cards", "creature cards with converted
    mana cost 2 or less" (the words ``graves_cards`` reads)."""
    flt = dict(flt)
    types = flt.pop("types", [])
    subtypes = flt.pop("subtypes", [])
    with_phrase = _with_phrase(flt)
    if with_phrase and (types != ["Creature"] or "mana_value_at_most" not in flt):
        raise RenderError("cards quality")
    flt.pop("mana_value_at_most", None)
    if flt or len(types) > 1 or (subtypes and not types):
        raise RenderError("cards")
    return " ".join([*subtypes, *(t.lower() for t in types), "cards"]) + with_phrase


def graveyard_any_of_phrase(spec: dict) -> str:
    """ "target Dragon creature card or Ugin planeswalker card"."""
    flt = dict(spec.get("filter", {}))
    either = flt.pop("any_of")
    if spec.get("count", 1) != 1 or flt != {"controller": "you"} or len(either) != 2:
        raise RenderError("graveyard either card")
    words = []
    for one in either:
        if set(one) != {"types", "subtypes"} or len(one["types"]) != 1:
            raise RenderError("graveyard either card")
        if len(one["subtypes"]) != 1:
            raise RenderError("graveyard either card")
        words.append(f"{one['subtypes'][0]} {one['types'][0].lower()} card")
    return "target " + " or ".join(words)
