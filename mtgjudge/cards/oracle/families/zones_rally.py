"""Every creature card of one's graveyard returned, and exiled at the next upkeep (issue 14,
helper "zones"; Rally the Ancestors).

"Return each creature card with converted mana cost X or less from your graveyard to the
battlefield. Exile those creatures at the beginning of your next upkeep." —

* ``{put_onto_battlefield: {graveyard_cards: {types: [Creature], mana_value_at_most: X}}}``: the
  cards of its controller's graveyard that fit as the instruction is followed (608.2c; X is the
  spell's, 107.3a), put onto the battlefield at once (110.2, 603.6a);
* ``{delayed: {at: next_upkeep, effects: [{exile: that}]}}``: "those creatures" are the
  permanents the instruction before put onto the battlefield (400.7: new objects; the delayed
  ability's ``that``, 603.7c — one that has left the battlefield is not exiled).

The two sentences are one rule: "those creatures" names the returned permanents only right
after the return (elsewhere the words are the shared grammar's, about targets or groups).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "return" "each" "creature" "card" "with" "converted" "mana" "cost" zones_rally_cmc "or" "less" "from" "your" "graveyard" "to" "the" "battlefield" "." "exile" "those" "creatures" "at" "the" "beginning" "of" "your" "next" "upkeep" "." -> zones_rally
zones_rally_cmc: "x" -> zones_rally_x
               | NUMBER -> zones_rally_n
"""


def _rally(b: Any, c: list) -> list:
    flt = {"types": ["Creature"], "mana_value_at_most": c[0]}
    back = {"put_onto_battlefield": {"graveyard_cards": flt}, "_text": "zones_rally_return"}
    exile = {
        "delayed": {"at": "next_upkeep", "effects": [{"exile": "that"}], "_joins": []},
        "_text": "zones_rally_exile",
    }
    return [(".", back), (".", exile)]


RULES = {
    "zones_rally": _rally,
    "zones_rally_x": lambda b, c: "X",
    "zones_rally_n": lambda b, c: int(str(c[0])),
}


def _plain(e: dict) -> dict:
    return {k: v for k, v in e.items() if not k.startswith("_")}


def _return_text(e: dict, ctx: Any) -> str:
    ref = _plain(e).get("put_onto_battlefield")
    flt = ref.get("graveyard_cards") if isinstance(ref, dict) else None
    if set(_plain(e)) != {"put_onto_battlefield"} or set(ref or {}) != {"graveyard_cards"}:
        raise RenderError("return each creature card: unexpected keys")
    if not isinstance(flt, dict) or set(flt) != {"types", "mana_value_at_most"}:
        raise RenderError("return each creature card: filter")
    if list(flt["types"]) != ["Creature"]:
        raise RenderError("return each creature card: filter")
    return (
        f"return each creature card with converted mana cost {flt['mana_value_at_most']} or "
        "less from your graveyard to the battlefield"
    )


def _exile_text(e: dict, ctx: Any) -> str:
    spec = _plain(e).get("delayed") or {}
    effects = [_plain(x) for x in spec.get("effects", ())]
    if set(_plain(e)) != {"delayed"} or spec.get("at") != "next_upkeep":
        raise RenderError("exile those creatures: unexpected keys")
    if set(spec) - {"_joins"} != {"at", "effects"} or effects != [{"exile": "that"}]:
        raise RenderError("exile those creatures: unexpected keys")
    return "exile those creatures at the beginning of your next upkeep"


EFFECT_TEXT = {"zones_rally_return": _return_text, "zones_rally_exile": _exile_text}
