"""Moving a counter (issue 14, helper "perms"; 121.5): "Move a +1/+1 counter from target
creature onto a second target creature." (Daghatar the Adamant) — the instruction
``{move_counter: {kind}, from: target, to: target:2}``: the counter is taken from the first
object and put onto the second (put: replacement effects such as Hardened Scales see it, 121.2);
nothing happens if they are one object, if the first has none, or if the second is gone."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "move" "a" PT "counter" "from" target "onto" "a" "second" "target" target_noun -> perms_move_counter
"""

MOVE = "perms_move_counter"


def _move(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported

    pt, first, second = c
    kind = str(pt).replace("−", "-")
    if kind not in ("+1/+1", "-1/-1") or not isinstance(first, TargetRef):
        raise Unsupported("перемещение такого жетона", "121.5")
    return {"move_counter": {"kind": kind}, "from": first, "to": TargetRef(second), "_text": MOVE}


def _move_text(e: dict, ctx: Any) -> str:
    if set(e) - {"move_counter", "from", "to", "_text"}:
        raise RenderError("move counter")
    if (e["from"], e["to"]) != ("target", "target:2") or len(ctx.targets) != 2:
        raise RenderError("move counter")
    kind = e["move_counter"]["kind"]
    return f"move a {kind} counter from {ctx.obj('target')} onto a second {ctx.obj('target:2')}"


RULES = {MOVE: _move}
EFFECT_TEXT = {MOVE: _move_text}
