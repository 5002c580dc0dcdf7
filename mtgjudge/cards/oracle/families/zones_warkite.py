"""A card put from one's hand or graveyard, given haste and returned at the end step (issue 14,
helper "zones"; Swift Warkite).

"When CARDNAME enters the battlefield, you may put a creature card with converted mana cost 3
or less from your hand or graveyard onto the battlefield. That creature gains haste. Return it
to your hand at the beginning of the next end step." —

* "put … from your hand or graveyard onto the battlefield" — ``{put_from_hand: FILTER,
  or_graveyard: true}``: a card of either zone that fits, chosen as the instruction is followed
  (608.2d; the answer ``put``, by default the first in the hand, then the graveyard), described
  as the family trig_from_hand describes it;
* after it, "that creature" and "it" are the permanent it became (400.7; the shared
  ``semantics.PUT_CARD``: the engine's ``that``);
* "return it to your hand" — ``{return_to_hand: that}`` of that card (a card goes to its
  owner's hand, 400.3; the card came from your hand or graveyard, so you own it): the rule of
  the family pay_opponent (``semantics.IT_MOVED``), read only of a card an instruction before
  moved or a trigger's object became; "it" as the source is refused.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "put" search_what "from" "your" "hand" "or" "graveyard" "onto" "the" "battlefield" -> zones_put_from_hand_or_gy
"""


def _put_from_hand_or_gy(b: Any, c: list) -> dict:
    from .trig_from_hand import _put_from_hand

    out = _put_from_hand(b, c)
    return {**out, "or_graveyard": True, "_text": "zones_put_from_hand_or_gy"}


RULES = {
    "zones_put_from_hand_or_gy": _put_from_hand_or_gy,
}


def _plain(e: dict) -> dict:
    return {k: v for k, v in e.items() if not k.startswith("_")}


def _put_text(e: dict, ctx: Any) -> str:
    from ..render import _sought

    plain = _plain(e)
    flt = plain.pop("put_from_hand")
    if plain != {"or_graveyard": True}:
        raise RenderError("put from hand or graveyard: unexpected keys")
    return f"put {_sought(dict(flt or {}))} from your hand or graveyard onto the battlefield"


EFFECT_TEXT = {
    "zones_put_from_hand_or_gy": _put_text,
}
