"""Counters as many as the trigger event's amount (issue 14, helper "perms"; 603.2): "Whenever
you gain life, put that many +1/+1 counters on CARDNAME." (Ageless Entity; Sunbond's granted
ability) — ``{add_counters: {kind, n: that_much}}``: the life gained in that event (the engine's
``you_gain_life`` carries it, one trigger event for each life gain, 603.2c)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend add_counters: "put" "that" "many" PT "counters" "on" object -> perms_that_many_counters
"""

THAT_MANY = "perms_that_many_counters"


def _that_many(b: Any, c: list) -> dict:
    kind = str(c[0]).replace("−", "-")
    return {"add_counters": {"kind": kind, "n": "that_much"}, "on": c[1], "_text": THAT_MANY}


def _that_many_text(e: dict, ctx: Any) -> str:
    if (
        set(e) - {"add_counters", "on", "_text", "_it", "_that"}
        or e["add_counters"].get("n") != "that_much"
    ):
        raise RenderError("that many counters")
    return f"put that many {e['add_counters']['kind']} counters on {ctx.obj(e['on'])}"


RULES = {THAT_MANY: _that_many}
EFFECT_TEXT = {THAT_MANY: _that_many_text}
