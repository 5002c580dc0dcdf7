"""Counterspells with damage (issue 14, helper "damage"):

- "Counter target spell unless its controller pays {X}." (Mindswipe) — ``may_pay: "{1}", per:
  X``: the X of this spell, chosen as it was cast (107.3a), paid as {1} X times by the
  target's controller as it resolves (608.2d; a partial payment is no payment).
- "CARDNAME deals X damage to that spell's controller." — ``to: target_controller``: the
  controller of the target spell, as it last existed if it has left the stack (608.2g).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend damage: source "deals" amount "damage" "to" "that" "spell's" "controller" -> damage_that_spells_controller
"""

UNLESS_X = "damage_counter_unless_x"
SPELLS_CONTROLLER = "damage_that_spells_controller"


def _unless_x_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    if plain != {
        "may_pay": "{1}",
        "per": "X",
        "player": "target_controller",
        "otherwise": [{"counter": "target"}],
    }:
        raise RenderError("counter unless {X}")
    return f"counter {ctx.obj('target')} unless its controller pays {{X}}"


def _spells_controller(b: Any, c: list) -> dict:
    from ..semantics import ITS_CONTROLLER

    source, amount = c[0], c[1]
    out: dict[str, Any] = {"damage": amount, "to": ITS_CONTROLLER, "_text": SPELLS_CONTROLLER}
    if source == "it":
        out["_source_it"] = True
    return out


def _spells_controller_text(e: dict, ctx: Any) -> str:
    from ..render import _source

    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    if set(plain) != {"damage", "to"} or e["to"] != "target_controller":
        raise RenderError("that spell's controller")
    kinds = [t.get("kind") if isinstance(t, dict) else t for t in ctx.targets]
    if kinds != ["spell"] or not (isinstance(e["damage"], int) or e["damage"] == "X"):
        raise RenderError("that spell's controller")
    return f"{_source(e, ctx)} deals {e['damage']} damage to that spell's controller"


RULES = {SPELLS_CONTROLLER: _spells_controller}
EFFECT_TEXT = {UNLESS_X: _unless_x_text, SPELLS_CONTROLLER: _spells_controller_text}
