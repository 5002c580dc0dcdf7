"""Several target lands animated at once (611.2a, 613.1): "up to three target lands you control
each become 2/2 Warrior creatures until end of turn. They're still lands." (Anthousa, Setessan
Hero).

"up to N target lands / artifacts / enchantments [you control]" joins the shared
``up_to_targets`` (114.1, 601.2c: the number is chosen as the ability is put on the stack); the
objects named are ``each_target``.  The effect is the engine's ``become`` with the creature type
and subtypes *added* in layer 4 — "They're still lands" says the land type stays (205.1b) — and
the power and toughness set in layer 7b; the second sentence is part of the rule, so the same
wording without it (the card type would be replaced, 205.1a) stays unread.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend up_to_targets: "up" "to" numword "target" perm_plural -> statics_up_to_perms
%extend effect: object "each" "become" PT_PLAIN anim_subtypes "creatures" "until" "end" "of" "turn" "." "they're" "still" "lands" -> statics_each_become
"""

_KINDS = ("Land", "Artifact", "Enchantment")


def statics_up_to_perms(builder: Any, c: list) -> Any:
    """ "up to three target lands you control" (114.1): kind of the one card type named."""
    from ..semantics import TargetRef, Unsupported

    n, flt = c[0], {k: v for k, v in c[1].items() if k != "_all"}
    types = flt.pop("types", None)
    if flt.pop("other", False) or not types or len(types) != 1 or types[0] not in _KINDS:
        raise Unsupported("«up to N target …» такого вида", "114.1")
    if not isinstance(n, int) or n < 2:
        raise Unsupported("«up to N target …»: N", "114.1")
    spec: dict[str, Any] = {"kind": types[0].lower(), "count": {"up_to": n}}
    if flt:
        spec["filter"] = flt
    return TargetRef(spec, each=True)


def statics_each_become(builder: Any, c: list) -> dict:
    """611.2a: one continuous effect on each target; 205.1b: the land type stays."""
    from ..semantics import Unsupported, _each_target, _subtype_name

    _each_target(c[0])
    if getattr(c[0], "spec", {}).get("kind") != "land":
        raise Unsupported("«They're still lands» не о землях", "205.1b")
    power, toughness = (int(x) for x in str(c[1]).split("/"))
    parts: dict[str, Any] = {"add_types": ["Creature"]}
    if c[2]:
        parts["add_subtypes"] = [_subtype_name(s) for s in c[2]]
    parts["set_pt"] = {"power": power, "toughness": toughness}
    return {
        "_statics_each_become": True,
        "become": parts,
        "to": c[0],
        "until": "end_of_turn",
    }


def each_become_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) - {"_statics_each_become", "become", "to", "until", "_it", "_that"}:
        raise RenderError("become each")
    parts = e["become"]
    if e.get("until") != "end_of_turn" or set(parts) - {"add_types", "add_subtypes", "set_pt"}:
        raise RenderError("become each")
    if parts.get("add_types") != ["Creature"] or set(parts["set_pt"]) != {"power", "toughness"}:
        raise RenderError("become each types")
    pt = f"{int(parts['set_pt']['power'])}/{int(parts['set_pt']['toughness'])}"
    words = " ".join([pt, *parts.get("add_subtypes", ()), "creatures"])
    return f"{ctx.obj(e['to'])} each become {words} until end of turn. They're still lands"


RULES = {
    "statics_up_to_perms": statics_up_to_perms,
    "statics_each_become": statics_each_become,
}
EFFECT_TEXT = {"_statics_each_become": each_become_text}
