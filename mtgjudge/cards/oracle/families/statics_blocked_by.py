"""The creatures a blocker blocked (509.1g): "Destroy target blocking creature. Creatures that
were blocked by that creature this combat gain trample until end of turn." (Ride Down).

The second sentence names the attackers the target blocked this combat — ``grant`` to
``{all: {types: [Creature], blocked_by_target: true}}``: the engine keeps, for each blocker,
the attackers it blocked until combat ends (``Game.blocked_this_combat``, 511.3), so the
target destroyed by the first instruction still names them (608.2c).  "that creature" must be
the one target of the instruction before it: otherwise refused.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend sentence: creature_plural "that" "were" "blocked" "by" "that" "creature" "this" "combat" "gain" keyword_list until_eot "." -> statics_blocked_by_gain
"""

BLOCKED_BY_GAIN = "statics_blocked_by_gain"


def _amend(previous: Any, marker: dict) -> list:
    from ..semantics import TargetRef, Unsupported

    target = previous.get("destroy") if isinstance(previous, dict) else None
    if not isinstance(target, TargetRef) or target.each or set(previous) != {"destroy"}:
        raise Unsupported("«blocked by that creature» не после «Destroy target …»", "608.2c")
    if target.spec.get("kind") != "creature":
        raise Unsupported("«blocked by that creature» не о существе", "608.2c")
    grant = {
        "grant": marker["_grant"],
        "to": {"all": {"types": ["Creature"], "blocked_by_target": True}},
        "until": "end_of_turn",
        "_text": BLOCKED_BY_GAIN,
    }
    return [previous, grant]


def statics_blocked_by_gain(builder: Any, c: list) -> list:
    from ..semantics import Unsupported

    group, keywords = c[0], c[1]
    if {k: v for k, v in group.items() if k != "_all"} != {"types": ["Creature"]}:
        raise Unsupported("«… that were blocked by that creature» такой группы", "608.2c")
    if any(not isinstance(k, str) for k in keywords):
        raise Unsupported("«gain» не ключевых слов", "613.1f")
    return [(".", {"_amend": _amend, "_grant": list(keywords)})]


def blocked_by_gain_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _keywords

    if set(e) != {"grant", "to", "until", "_text"} or e["until"] != "end_of_turn":
        raise RenderError("blocked by")
    if e["to"] != {"all": {"types": ["Creature"], "blocked_by_target": True}}:
        raise RenderError("blocked by")
    return (
        "creatures that were blocked by that creature this combat gain "
        f"{_keywords(e['grant'])} until end of turn"
    )


RULES = {BLOCKED_BY_GAIN: statics_blocked_by_gain}
EFFECT_TEXT = {BLOCKED_BY_GAIN: blocked_by_gain_text}
