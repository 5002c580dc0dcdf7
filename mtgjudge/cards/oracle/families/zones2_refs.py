"""Family: small wordings about an object just moved between zones.

* "… equal to that card's toughness" (Rotfeaster Maggot) — the amount of the card an
  instruction before it moved (``that``: the new object in the zone it went to, 400.7);
* "It gains indestructible." with no duration (Fated Return) — ``{grant: […], to: …, until:
  indefinitely}``: an effect of a resolving spell with no stated duration lasts until the end
  of the game (611.2a), here for as long as that permanent stays on the battlefield (400.7);
* "Choose target artifact or enchantment. Its owner shuffles it into their library."
  (Unravel the Aether) — the target is chosen as the spell is cast (601.2c: "choose" names
  the target), and ``{put_on_library: target, position: shuffle}`` (701.16a).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
// a word of the amounts family's amt (its amt_whose): needs that family
%extend amt_whose: "that" "card's" -> zones2_that_card_poss
%extend effect: zones2_gains_forever | zones2_choose_shuffle
%extend target_noun: "multicolored" perm_word "or" "multicolored" perm_word -> zones2_tn_multicolored_or
zones2_gains_forever: object "gains" keyword_list
// "its owner" is the shared player3 (as the family strive_attached reads it): no
// shift/reduce conflict with "Choose target creature. <another sentence>" (family graves_choose)
zones2_choose_shuffle: "choose" target "." player3 "shuffles" "it" "into" "their" "library"
"""


def _that_card_poss(b: Any, c: list) -> tuple:
    """ "that card's": the card an instruction before it moved (400.7: the new object; a
    player target or an unmoved object is refused by the shared ``_ability``)."""
    from ..semantics import THAT_CARD

    return (THAT_CARD, "that card's")


def _gains_forever(b: Any, c: list) -> dict:
    return {"grant": c[1], "to": c[0], "until": "indefinitely", "_text": "zones2_gains_forever"}


def _choose_shuffle(b: Any, c: list) -> dict:
    from ..semantics import ITS_OWNER, Unsupported

    if c[1] != ITS_OWNER:  # only "its owner" shuffles it into their library (701.16a)
        raise Unsupported("«… shuffles it into their library» не владелец", "701.16a")
    return {"put_on_library": c[0], "position": "shuffle", "_text": "zones2_choose_shuffle"}


def _tn_multicolored_or(b: Any, c: list) -> dict:
    """ "target multicolored creature or multicolored enchantment" (105.2c): a permanent of
    either type with two or more colors."""
    from ..semantics import Unsupported

    kinds = [str(k) for k in c]
    if "permanent" in kinds or kinds[0] == kinds[1]:
        raise Unsupported("«multicolored … or multicolored …» таких типов", "114.1")
    return {
        "kind": "permanent",
        "filter": {"types": [k.capitalize() for k in kinds], "multicolored": True},
        "_adjective_each": True,
    }


RULES = {
    "zones2_tn_multicolored_or": _tn_multicolored_or,
    "zones2_that_card_poss": _that_card_poss,
    "zones2_gains_forever": _gains_forever,
    "zones2_choose_shuffle": _choose_shuffle,
}


def _plain(e: dict) -> dict:
    return {k: v for k, v in e.items() if not k.startswith("_")}


def _gains_forever_text(e: dict, ctx: Any) -> str:
    from ..render import _keywords

    if set(_plain(e)) != {"grant", "to", "until"} or e["until"] != "indefinitely":
        raise RenderError("gains: unexpected keys")
    return f"{ctx.obj(e['to'])} gains {_keywords(e['grant'])}"


def _choose_shuffle_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"put_on_library": "target", "position": "shuffle"} or len(ctx.targets) != 1:
        raise RenderError("choose target, shuffle: unexpected keys")
    return f"choose {ctx.obj('target')}. Its owner shuffles it into their library"


EFFECT_TEXT = {
    "zones2_gains_forever": _gains_forever_text,
    "zones2_choose_shuffle": _choose_shuffle_text,
}
