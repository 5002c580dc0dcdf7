"""Prevention of damage from one source to one object (615.1a, 611.2a: until end of turn):
"Prevent all damage that would be dealt to CARDNAME by target creature this turn."
(Stonewise Fortifier) — the shared prevention effect ``replacement`` with both ``to: self``
and ``source: target`` (only damage that creature would deal to this permanent; the target is
locked in as the effect begins, 611.2c)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "prevent" "all" damage_kind "that" "would" "be" "dealt" "to" CARDNAME "by" target "this" "turn" -> prevent_to_self_by
"""


def prevent_to_self_by(b: Any, c: list) -> dict:
    spec: dict[str, Any] = {"event": "damage", "to": "self", "source": c[-1], "prevent": "all"}
    if c[0] is True:  # "combat damage" (the shared damage_kind)
        spec["combat"] = True
    return {"replacement": spec, "_text": "effects_prevent_to_self_by"}


def _text(e: dict, ctx: Any) -> str:
    spec = e["replacement"]
    if set(e) != {"replacement", "_text"} or spec.get("to") != "self":
        raise RenderError("prevent to self by")
    if set(spec) - {"event", "to", "source", "prevent", "combat"} or spec["prevent"] != "all":
        raise RenderError("prevent to self by")
    kind = "combat damage" if spec.get("combat") else "damage"
    return (
        f"prevent all {kind} that would be dealt to {ctx.obj('self')} by "
        f"{ctx.obj(spec['source'])} this turn"
    )


RULES = {"prevent_to_self_by": prevent_to_self_by}
EFFECT_TEXT = {"effects_prevent_to_self_by": _text}
