"""Family: "Prevent all damage target instant or sorcery spell would deal this turn."
(Dromoka's Command) — a prevention effect of the resolving spell for the turn (615.1a,
611.2a) whose source is the target (fixed as it resolves, 611.2c):
``{replacement: {event: damage, source: target, prevent: all}}`` — the same value as "Prevent
all damage that would be dealt by target creature this turn"; the engine matches the
damage's source with the locked target (``replacement/sources._matches``), so a spell that
resolves later this turn deals no damage.

Only the shared ``target`` is read (an ``object`` there made lark choose between this rule and
``library_prevent``'s "a source of your choice" or the shared "that would be dealt"): "all damage a source of your choice would deal" is ``library_prevent``'s,
and any other object ("each creature would deal") stays unread.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "prevent" "all" "damage" target "would" "deal" "this" "turn" -> replace_prevent_would_deal
"""

TEXT = "replace_prevent_would_deal"


def _would_deal(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported

    (obj,) = c
    if not isinstance(obj, TargetRef) or obj.each:
        raise Unsupported("«prevent all damage X would deal» не о цели", "615.1a")
    spec = {"event": "damage", "source": obj, "prevent": "all"}
    return {"replacement": spec, "_text": TEXT}


RULES = {TEXT: _would_deal}


def _text(e: dict, ctx: Any) -> str:
    spec = e.get("replacement")
    if set(e) != {"replacement", "_text"} or spec != {
        "event": "damage",
        "source": "target",
        "prevent": "all",
    }:
        raise RenderError("prevent all damage a target would deal: unexpected value")
    return f"prevent all damage {ctx.obj('target')} would deal this turn"


EFFECT_TEXT = {TEXT: _text}
