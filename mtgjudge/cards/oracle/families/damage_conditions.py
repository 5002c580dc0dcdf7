"""A condition of the target by its card type (issue 14, helper "damage"; 608.2c): "CARDNAME
deals 3 damage to target creature. If that creature is an enchantment, CARDNAME deals 3 damage
to that creature's controller." (Starfall) — the condition ``object_is: {of: target, filter:
{types: [Enchantment]}}`` of the next instruction, checked as the instruction is followed, on
the object as it is then (the damage dealt before it destroys nothing yet: 704.3)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend condition: "that" "creature" "is" ("a" | "an") damage_card_type -> damage_cond_that_is_type
!damage_card_type: "enchantment" | "artifact"
"""

THAT_CREATURE = "that creature"


def _that_is_type(b: Any, c: list) -> dict:
    from ..semantics import THAT

    word = str(c[-1].children[0] if hasattr(c[-1], "children") else c[-1])
    inner = {"of": THAT, "filter": {"types": [word.capitalize()]}, "_word": THAT_CREATURE}
    # the hint ``_refs`` holds an amount, so that the compiler resolves "that creature" inside
    # the condition like an amount's object (semantics._ability)
    return {"object_is": inner, "_refs": {"amount": None}}


def that_is_type_text(arg: dict) -> str:
    """ "that creature is an enchantment" (the hint ``_word``); called by the renderer of
    ``object_is`` (family perms_conditions)."""
    from ..render import RenderError, _article

    flt = arg.get("filter", {})
    if arg.get("of") != "target" or set(flt) != {"types"} or len(flt["types"]) != 1:
        raise RenderError("that creature is a …")
    if flt["types"][0] not in ("Enchantment", "Artifact"):
        raise RenderError("that creature is a …")
    return f"that creature is {_article(flt['types'][0].lower())}"


RULES = {"damage_cond_that_is_type": _that_is_type}
