"""A condition of the object an instruction names (issue 14, helper "perms"; 608.2c): "Target
creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it." (Eye Gouge) — the
condition ``object_is: {of: REF, filter}`` of the next instruction: "it" is the object the
sentence before named (here the target), checked as the instruction is followed."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend condition: "it's" ("a" | "an") SUBTYPE -> perms_cond_its_subtype
"""


def _its_subtype(b: Any, c: list) -> dict:
    from ..semantics import IT, _subtype_name

    inner = {"of": IT, "filter": {"subtypes": [_subtype_name(str(c[-1]))]}}
    # the hint ``_refs`` holds an amount, so that the compiler resolves "it" inside the
    # condition like an amount's object (semantics._ability)
    return {"object_is": inner, "_refs": {"amount": None}}


def _its_subtype_text(arg: dict) -> str:
    from ..render import RenderError, _article

    flt = arg.get("filter", {})
    if arg.get("of") not in ("target", "that") or set(flt) != {"subtypes"}:
        raise RenderError("it's a …")
    if len(flt["subtypes"]) != 1:
        raise RenderError("it's a …")
    return f"it's {_article(flt['subtypes'][0])}"


RULES = {"perms_cond_its_subtype": _its_subtype}
CONDITION_TEXT = {"object_is": _its_subtype_text}
