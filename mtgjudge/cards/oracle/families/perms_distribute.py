"""Counters distributed among targets (issue 14, helper "perms"; 601.2d): "distribute two
+1/+1 counters among one or two target creatures you control" (Armament Corps, Abzan Charm),
"… among one, two, or three target creatures you control" (Ajani, Mentor of Heroes).

The targets are one "up to N" target (each target must get at least one counter, 601.2d); the
instruction is ``{add_counters: {kind, n}, on: each_target, divided: true}``.  The division is
announced as the spell is cast, the ability activated (602.2b) or the triggered ability put on
the stack (603.3d) — ``engine/divide.py``, the scenario's answer ``choose: {divide: [1, 1]}``;
a target that has become illegal gets nothing and its share goes to no other (608.2b).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend add_counters: "distribute" number PT "counters" "among" perms_among creature_plural -> perms_distribute
perms_among: "one" "or" "two" "target"                 -> perms_among_two
           | "one" "," "two" "," "or" "three" "target" -> perms_among_three
"""

AMONG = {2: "one or two", 3: "one, two, or three"}


def _distribute(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported, _pt

    n, pt, among, group = c
    power, toughness = _pt(pt)
    if (power, toughness) != (1, 1):
        raise Unsupported("распределить жетоны не +1/+1", "601.2d")
    if not isinstance(n, int) or n < among:
        raise Unsupported("жетонов меньше, чем целей", "601.2d")
    flt = {k: v for k, v in group.items() if k not in ("types", "_all")}
    if group.get("other") or group.get("types") != ["Creature"]:
        raise Unsupported("«distribute … among … other …»", "601.2d")
    spec: dict[str, Any] = {"kind": "creature", "count": {"up_to": among}}
    if flt:
        spec["filter"] = flt
    return {
        "add_counters": {"kind": "+1/+1", "n": n},
        "on": TargetRef(spec, each=True),
        "divided": True,
        "_text": "perms_distribute",
        "_among": among,
    }


def _distribute_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, number_word, plural

    if (
        set(e) - {"add_counters", "on", "divided", "_text", "_among"}
        or e.get("divided") is not True
    ):
        raise RenderError("distribute")
    if e.get("on") != "each_target" or len(ctx.targets) != 1 or e.get("_among") not in AMONG:
        raise RenderError("distribute")
    target = ctx.targets[0]
    if not isinstance(target, dict) or target.get("count") != {"up_to": e["_among"]}:
        raise RenderError("distribute")
    if target.get("kind") != "creature" or set(target) - {"kind", "count", "filter"}:
        raise RenderError("distribute")
    spec = e["add_counters"]
    if spec.get("kind") != "+1/+1" or not isinstance(spec.get("n"), int):
        raise RenderError("distribute")
    group = plural({"types": ["Creature"], **target.get("filter", {})})
    return (
        f"distribute {number_word(spec['n'])} +1/+1 counters among {AMONG[e['_among']]} "
        f"target {group}"
    )


RULES = {
    "perms_distribute": _distribute,
    "perms_among_two": lambda b, c: 2,
    "perms_among_three": lambda b, c: 3,
}
EFFECT_TEXT = {"perms_distribute": _distribute_text}
