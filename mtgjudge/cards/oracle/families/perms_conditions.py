"""A condition of the object an instruction names (issue 14, helper "perms"; 608.2c): "Target
creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it." (Eye Gouge) — the
condition ``object_is: {of: REF, filter}`` of the next instruction: "it" is the object the
sentence before named (here the target), checked as the instruction is followed."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend condition: "it's" ("a" | "an") SUBTYPE -> perms_cond_its_subtype
%extend sentence: "if" condition "," object "gets" PT until_eot "instead" "." -> perms_pump_instead
"""

PUMP_INSTEAD = "perms_pump_instead"


def _amend_pump(previous: Any, marker: dict) -> dict:
    from ..semantics import Unsupported

    if (
        not isinstance(previous, dict)
        or set(previous) - {"pump", "power", "toughness", "until"}
        or previous.get("pump") != "self"
    ):
        raise Unsupported("«… gets … instead» не после «CARDNAME gets …»", "614.15")
    inst = {**marker["_inst"], "_refs": {"amount": None}}
    return {**previous, "instead": inst, "_text": PUMP_INSTEAD}


def _pump_instead(b: Any, c: list) -> list:
    """ "CARDNAME gets +1/+0 until end of turn. If it's an Aura, enchanted creature gets +1/+0
    until end of turn instead." (Everflame Eidolon; 614.15: the instruction's own replacement,
    its condition checked as it is followed)."""
    from ..semantics import _pt

    cond, obj, pt = c[0], c[1], c[2]
    if "object_is" not in cond or not (isinstance(obj, dict) and set(obj) == {"all"}):
        from ..semantics import Unsupported

        raise Unsupported("«… instead» с таким условием или объектом", "614.15")
    power, toughness = _pt(pt)
    inst = {"if": cond, "pump": obj, "power": power, "toughness": toughness}
    return [(".", {"_amend": _amend_pump, "_inst": inst})]


def _pump_instead_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, condition_text, effect_text, pt_text

    inst = e["instead"]
    if set(inst) - {"_refs"} != {"if", "pump", "power", "toughness"}:
        raise RenderError("pump instead")
    if inst["pump"] != {"all": {"types": ["Creature"], "enchanted": True}}:
        raise RenderError("pump instead")
    head = effect_text({k: v for k, v in e.items() if k not in ("instead", "_text")}, ctx)
    return (
        f"{head}. If {condition_text(inst['if'])}, enchanted creature gets "
        f"{pt_text(inst['power'], inst['toughness'])} until end of turn instead"
    )


def _its_subtype(b: Any, c: list) -> dict:
    from ..semantics import IT, _subtype_name

    inner = {"of": IT, "filter": {"subtypes": [_subtype_name(str(c[-1]))]}}
    # the hint ``_refs`` holds an amount, so that the compiler resolves "it" inside the
    # condition like an amount's object (semantics._ability)
    return {"object_is": inner, "_refs": {"amount": None}}


def _its_subtype_text(arg: dict) -> str:
    from ..render import RenderError, _article

    if arg.get("_word") == "that creature":  # "that creature is an enchantment"
        from .damage_conditions import that_is_type_text

        return that_is_type_text(arg)
    if arg.get("_word") == "CARDNAME":  # "CARDNAME is an Aura" (family statics_self_is)
        from .statics_self_is import self_is_text

        return self_is_text(arg)
    if arg.get("_word") == "the discarded card":  # "the discarded card was a Zombie card"
        from .zones_discarded import discarded_was_text

        return discarded_was_text(arg)
    flt = arg.get("filter", {})
    if arg.get("of") not in ("target", "that", "self") or set(flt) != {"subtypes"}:
        raise RenderError("it's a …")
    if len(flt["subtypes"]) != 1:
        raise RenderError("it's a …")
    return f"it's {_article(flt['subtypes'][0])}"


RULES = {"perms_cond_its_subtype": _its_subtype, PUMP_INSTEAD: _pump_instead}
CONDITION_TEXT = {"object_is": _its_subtype_text}
EFFECT_TEXT = {PUMP_INSTEAD: _pump_instead_text}
