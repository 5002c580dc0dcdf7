"""Looking at face-down creatures in combat (issue 14, helper "damage"):

- "You may look at each face-down creature that's attacking or blocking." (Revealing Wind) —
  ``may: [{look_at_face_down: {all: {types: [Creature], face_down: true, in_combat:
  either}}}]``: the controller may see the card of each face-down attacking or blocking
  creature (707.5; the card's text overrides the rule, 101.1; 608.2d: chosen as it resolves),
  as it resolves (608.2h).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "you" "may" "look" "at" "each" "face-down" "creature" "that's" "attacking" "or" "blocking" -> damage_look_face_down_combat
"""

LOOK = "damage_look_face_down_combat"
GROUP = {"all": {"types": ["Creature"], "face_down": True, "in_combat": "either"}}


def _look(b: Any, c: list) -> dict:
    return {"may": [{"look_at_face_down": GROUP}], "_text": LOOK}


def _look_text(e: dict, ctx: Any) -> str:
    if set(e) != {"may", "_text"} or e["may"] != [{"look_at_face_down": GROUP}]:
        raise RenderError("look at each face-down creature")
    return "you may look at each face-down creature that's attacking or blocking"


RULES = {LOOK: _look}
EFFECT_TEXT = {LOOK: _look_text}
