"""Counters on three targets (issue 14, helper "perms"): "Put a +1/+1 counter on target
creature, two +1/+1 counters on another target creature, and three +1/+1 counters on a third
target creature." (Incremental Growth) — one instruction ``{add_counters: {kind: +1/+1}, on:
each_target, shares: [1, 2, 3]}``: each target its number of counters, in the order of the
targets (an illegal target gets none, and its counters go to no other, 608.2b); "another" and
"a third" target are other objects than the targets before them (601.2c).  The later parts are
terminals, so that "put a +1/+1 counter on target creature, then …" stays as it was."""

from __future__ import annotations

import re
from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend add_counters: "put" number PT "counter" "on" object PERMS_COMMA_ANOTHER target_noun PERMS_AND_THIRD target_noun -> perms_counters_three
    | "put" number PT "counters" "on" object PERMS_COMMA_ANOTHER target_noun PERMS_AND_THIRD target_noun -> perms_counters_three
PERMS_COMMA_ANOTHER.3: /, (a|an|one|two|three|four|five) \+1\/\+1 counters? on another target(?= )/
PERMS_AND_THIRD.3: /, and (a|an|one|two|three|four|five) \+1\/\+1 counters? on a third target(?= )/
"""

THREE = "perms_counters_three"
WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _n(token: Any) -> int:
    return WORDS[re.findall(r"(?:, and |, )(\w+) ", str(token))[0]]


def _three(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported

    n1, pt, first, t2, second, t3, third = c
    if str(pt).replace("−", "-") != "+1/+1" or not isinstance(first, TargetRef):
        raise Unsupported("жетоны не +1/+1", "121.1")
    refs = [first]
    for spec in (second, third):
        flt = {**spec.get("filter", {}), "other": True}
        refs.append(TargetRef({**spec, "filter": flt, "_another": True}))
    return {
        "add_counters": {"kind": "+1/+1"},
        "on": "each_target",
        "shares": [n1, _n(t2), _n(t3)],
        "_three": refs,
        "_text": THREE,
    }


def _counters(n: int) -> str:
    from ..render import number_word

    return "a +1/+1 counter" if n == 1 else f"{number_word(n)} +1/+1 counters"


def _three_text(e: dict, ctx: Any) -> str:
    from ..render import target_phrase

    if set(e) - {"_text", "_three"} != {"add_counters", "on", "shares"} or len(ctx.targets) != 3:
        raise RenderError("three targets")
    if e.get("_three") != ["target", "target:2", "target:3"] or e["on"] != "each_target":
        raise RenderError("three targets")
    n1, n2, n3 = e["shares"]
    words = []
    for spec in ctx.targets[1:]:
        flt = {k: v for k, v in spec.get("filter", {}).items() if k != "other_target"}
        if spec.get("filter", {}).get("other_target") is not True:
            raise RenderError("three targets")
        words.append(target_phrase({**spec, "filter": flt}) if flt else target_phrase(spec["kind"]))
    return (
        f"put {_counters(n1)} on {ctx.obj('target')}, {_counters(n2)} on another "
        f"{words[0]}, and {_counters(n3)} on a third {words[1]}"
    )


RULES = {THREE: _three}
EFFECT_TEXT = {THREE: _three_text}
