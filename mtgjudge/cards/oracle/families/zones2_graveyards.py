"""Family: every card of a kind in every graveyard (404, 608.2h).

* "Put all creature cards from all graveyards onto the battlefield under your control."
  (Liliana Vess) — ``{put_onto_battlefield: {all_graveyard_cards: FILTER}}``: the cards that
  fit as the instruction is followed, put onto the battlefield at once under its controller's
  control (110.2; their abilities see one another enter, 603.6a).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: zones2_put_all_graveyards
zones2_put_all_graveyards: "put" "all" gy_type "cards" "from" "all" "graveyards" "onto" "the" "battlefield" "under" "your" "control"
"""


def _put_all(b: Any, c: list) -> dict:
    kind = str(c[0]).capitalize()
    return {
        "put_onto_battlefield": {"all_graveyard_cards": {"types": [kind]}},
        "_text": "zones2_put_all_graveyards",
    }


RULES = {"zones2_put_all_graveyards": _put_all}


def _put_all_text(e: dict, ctx: Any) -> str:
    ref = e["put_onto_battlefield"]
    group = ref.get("all_graveyard_cards") if isinstance(ref, dict) else None
    if set(e) - {"_text"} != {"put_onto_battlefield"} or not isinstance(group, dict):
        raise RenderError("put all from graveyards: unexpected keys")
    types = group.get("types")
    if set(group) != {"types"} or not isinstance(types, list | tuple) or len(types) != 1:
        raise RenderError("put all from graveyards: group")
    noun = str(types[0]).lower()
    return f"put all {noun} cards from all graveyards onto the battlefield under your control"


EFFECT_TEXT = {"zones2_put_all_graveyards": _put_all_text}
