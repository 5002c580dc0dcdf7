"""Groups of permanents named by subtype (issue 14, helper "damage"):

- "Destroy all Equipment attached to that creature." (Blastfire Bolt) — ``destroy_all:
  {subtypes: [Equipment], attached_to_target: true}``: the Equipment (301.5) or Auras (303.4)
  attached to the target as the instruction is followed (608.2h).
- "destroy all Walls your opponents control" (Siege Dragon) — ``destroy_all: {subtypes:
  [Wall], controller: opponent}``.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "destroy" "all" damage_attachments "attached" "to" "that" "creature" -> damage_destroy_attached
    | "destroy" "all" SUBTYPE_PL controller -> damage_destroy_subtype_controlled
damage_attachments: SUBTYPE | SUBTYPE_PL
"""

ATTACHED = "damage_destroy_attached"
CONTROLLED = "damage_destroy_subtype_controlled"
# the words of the shared ``controller`` rule, by its value (one wording each)
CONTROLLER_WORDS = {"you": "you control", "opponent": "your opponents control"}


def _subtype(token: Any) -> str:
    from ..semantics import PLURALS, _subtype_name

    word = str(token)
    return _subtype_name(PLURALS.get(word, word))


def _destroy_attached(b: Any, c: list) -> dict:
    (token,) = c[0].children if hasattr(c[0], "children") else c
    name = _subtype(token)
    if name not in ("Equipment", "Aura"):
        from ..semantics import Unsupported

        raise Unsupported("«attached to that creature» — не Снаряжение и не Аура", "301.5")
    return {
        "destroy_all": {"subtypes": [name], "attached_to_target": True},
        "_text": ATTACHED,
    }


def _destroy_controlled(b: Any, c: list) -> dict:
    return {"destroy_all": {"subtypes": [_subtype(c[0])], **c[1]}, "_text": CONTROLLED}


def _plural(name: str) -> str:
    from ..semantics import PLURALS

    if name == "Equipment":
        return name
    plural = next((p for p, one in PLURALS.items() if one == name.lower()), None)
    if plural is None:
        raise RenderError("subtype plural")
    return f"{name[:1]}{plural[1:]}"


def _attached_text(e: dict, ctx: Any) -> str:
    flt = e["destroy_all"]
    if set(e) != {"destroy_all", "_text"} or set(flt) != {"subtypes", "attached_to_target"}:
        raise RenderError("destroy all attached")
    kinds = [t.get("kind") if isinstance(t, dict) else t for t in ctx.targets]
    if kinds != ["creature"] or flt["subtypes"] not in (["Equipment"], ["Aura"]):
        raise RenderError("destroy all attached: that creature")
    return f"destroy all {_plural(flt['subtypes'][0])} attached to that creature"


def _controlled_text(e: dict, ctx: Any) -> str:
    flt = e["destroy_all"]
    if set(e) != {"destroy_all", "_text"} or set(flt) != {"subtypes", "controller"}:
        raise RenderError("destroy all subtype controlled")
    words = CONTROLLER_WORDS.get(flt["controller"])
    if words is None or len(flt["subtypes"]) != 1:
        raise RenderError("destroy all subtype controlled")
    return f"destroy all {_plural(flt['subtypes'][0])} {words}"


RULES = {
    ATTACHED: _destroy_attached,
    CONTROLLED: _destroy_controlled,
}
EFFECT_TEXT = {ATTACHED: _attached_text, CONTROLLED: _controlled_text}
