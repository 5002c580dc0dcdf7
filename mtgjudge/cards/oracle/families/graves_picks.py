"""Cards of one's graveyard chosen as a spell or ability resolves, without targeting (608.2d;
issue 14, helper "graves").

* "… then return a creature card and a land card from your graveyard to your hand." (Sudden
  Reclamation) — ``{return_to_hand: {from_graveyard: [{types: [Creature]}, {types:
  [Land]}]}}``: one card for each description, chosen as the instruction is followed (608.2d:
  no target; a description no card fits is skipped, 609.3);
* "… then return a nonland card of an opponent's choice from your graveyard to your hand."
  (Tasigur, the Golden Fang) — ``{from_graveyard: [{not_types: [Land]}], chooser: opponent}``:
  an opponent makes the choice (608.2d).

The answer ``pick`` names the cards (in any order; each goes to the first description it fits
that has none yet); by default the first fitting cards of the graveyard, in its order.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _article

GRAMMAR = r"""
%extend effect: graves_pick
graves_pick: "return" graves_pick_card "and" graves_pick_card "from" "your" "graveyard" "to" "your" "hand" -> graves_pick_two
           | "return" graves_pick_card "of" "an" "opponent's" "choice" "from" "your" "graveyard" "to" "your" "hand" -> graves_pick_opponent
graves_pick_card: ("a" | "an") gy_type "card"    -> graves_pick_type
                | "a" "nonland" "card"            -> graves_pick_nonland
"""


def _pick_two(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    if c[0] == c[1]:
        raise Unsupported("«a creature card and a creature card»", "608.2d")
    return {"return_to_hand": {"from_graveyard": [c[0], c[1]]}, "_text": "graves_pick"}


def _pick_opponent(b: Any, c: list) -> dict:
    return {
        "return_to_hand": {"from_graveyard": [c[0]], "chooser": "opponent"},
        "_text": "graves_pick",
    }


RULES = {
    "graves_pick_two": _pick_two,
    "graves_pick_opponent": _pick_opponent,
    "graves_pick_type": lambda b, c: {"types": [str(c[-1])]},
    "graves_pick_nonland": lambda b, c: {"not_types": ["Land"]},
}


def _card(flt: dict) -> str:
    if set(flt) == {"types"} and len(flt["types"]) == 1:
        return _article(str(flt["types"][0]).lower()) + " card"
    if flt == {"not_types": ["Land"]}:
        return "a nonland card"
    raise RenderError("graveyard pick card")


def _pick_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    ref = plain.get("return_to_hand")
    if set(plain) != {"return_to_hand"} or not isinstance(ref, dict):
        raise RenderError("graveyard pick: unexpected keys")
    cards = ref.get("from_graveyard") or []
    if set(ref) == {"from_graveyard"} and len(cards) == 2:
        words = f"{_card(cards[0])} and {_card(cards[1])}"
    elif ref.get("chooser") == "opponent" and set(ref) == {"from_graveyard", "chooser"}:
        if len(cards) != 1:
            raise RenderError("graveyard pick: cards")
        words = f"{_card(cards[0])} of an opponent's choice"
    else:
        raise RenderError("graveyard pick: unexpected keys")
    return f"return {words} from your graveyard to your hand"


EFFECT_TEXT = {"graves_pick": _pick_text}
