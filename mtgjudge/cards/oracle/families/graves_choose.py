"""A target chosen in a sentence of its own, and counters "for each …" (issue 14, helper
"graves"; Grave Strength).

"Choose target creature. Put the top three cards of your library into your graveyard, then put a
+1/+1 counter on that creature for each creature card in your graveyard." —

* "Choose target creature." — ``{choose_target: target}``: the target is chosen as the spell is
  cast (601.2c, "choose" names that choice); as it resolves the instruction does nothing, and
  "that creature" of the later sentences is that target (608.2c).  Read only as the first
  sentence before another one (after it, "Its owner shuffles it …" is the family zones2_refs').
* "put a +1/+1 counter on that creature for each creature card in your graveyard" —
  ``{add_counters: {kind, n: {of: COUNT, times: 1}}, on: …}``: the number counted as the
  instruction is followed (608.2g: after the cards were put into the graveyard).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, for_each_text

GRAMMAR = r"""
%extend sentence: "choose" target "." sentence -> graves_choose_then
%extend add_counters: "put" number PT "counter" "on" object for_each -> graves_counter_for_each
"""


def _choose_then(b: Any, c: list) -> list:
    from .graves_reveal import _next

    return [(".", {"choose_target": c[0], "_text": "graves_choose_target"}), *_next(c[1])]


def _counter_for_each(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    n, kind, on, each = c
    if n != 1:
        raise Unsupported("«N counters … for each …»", "608.2g")
    return {
        "add_counters": {"kind": str(kind).replace("−", "-"), "n": {"of": each, "times": 1}},
        "on": on,
        "_text": "graves_counter_for_each",
    }


RULES = {"graves_choose_then": _choose_then, "graves_counter_for_each": _counter_for_each}


def _choose_text(e: dict, ctx: Any) -> str:
    if set(e) != {"choose_target", "_text"} or not str(e["choose_target"]).startswith("target"):
        raise RenderError("choose target: unexpected keys")
    return f"choose {ctx.obj(e['choose_target'])}"


def _counter_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    spec = plain.get("add_counters") or {}
    n = spec.get("n")
    if (
        set(plain) != {"add_counters", "on"}
        or set(spec) != {"kind", "n"}
        or not isinstance(n, dict)
        or set(n) != {"of", "times"}
        or n["times"] != 1
    ):
        raise RenderError("counter for each: unexpected keys")
    return f"put a {spec['kind']} counter on {ctx.obj(e['on'])} for each {for_each_text(n['of'])}"


EFFECT_TEXT = {
    "graves_choose_target": _choose_text,
    "graves_counter_for_each": _counter_text,
}
