"""A condition of the card itself by its subtype (608.2c): "If CARDNAME is an Aura, enchanted
creature gets +2/+2 until end of turn instead." (Erebos's Emissary, bestow 702.102) — the
condition ``object_is: {of: self, filter: {subtypes: [Aura]}}``, checked as the instruction is
followed; the "… instead" sentence is ``perms_conditions``' self-replacement of the pump before
it (614.15)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend condition: CARDNAME "is" ("a" | "an") SUBTYPE -> statics_cond_self_subtype
"""


def statics_cond_self_subtype(builder: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    subtype = _subtype_name(str(c[-1]))
    return {"object_is": {"of": "self", "filter": {"subtypes": [subtype]}, "_word": "CARDNAME"}}


def self_is_text(arg: dict) -> str:
    """ "CARDNAME is an Aura" (the word the hint ``_word`` keeps)."""
    from ..render import RenderError, _article

    flt = arg.get("filter", {})
    if arg.get("of") != "self" or set(flt) != {"subtypes"} or len(flt["subtypes"]) != 1:
        raise RenderError("CARDNAME is a …")
    return f"CARDNAME is {_article(flt['subtypes'][0])}"


RULES = {"statics_cond_self_subtype": statics_cond_self_subtype}
