"""Family: "If a creature dealt damage this way would die this turn, exile it instead." after
a damage instruction (Anger of the Gods) — a replacement effect the resolving spell creates
for the turn (611.2a, 614.1a) about exactly the creatures its damage instruction dealt damage
to (608.2c), fixed as it is created (611.2c):
``{replacement: {event: to_graveyard, of: dealt_damage_this_way, from: battlefield,
to_zone: exile}}``.  The engine notes the objects a damage instruction really dealt damage
to (none for prevented damage, 615) and locks them in the effect; a creature that leaves the
battlefield and comes back is a new object the effect doesn't know (400.7).

The sentence amends the instruction before it, which must be a damage instruction of the
same spell ("… deals 3 damage to each creature.").
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "if" "a" "creature" "dealt" "damage" "this" "way" "would" "die" "this" "turn" "," "exile" "it" "instead" "." -> replace_dealt_die_exile
"""

TEXT = "replace_dealt_die_exile"
SPEC = {
    "event": "to_graveyard",
    "of": "dealt_damage_this_way",
    "from": "battlefield",
    "to_zone": "exile",
}


def _amend(previous: Any, marker: dict) -> list:
    from ..semantics import Unsupported

    if not isinstance(previous, dict) or "damage" not in previous:
        raise Unsupported(
            "«a creature dealt damage this way» не после нанесения повреждений", "608.2c"
        )
    return [previous, {"replacement": dict(SPEC), "_text": TEXT}]


RULES = {TEXT: lambda b, c: [(".", {"_amend": _amend})]}


def _text(e: dict, ctx: Any) -> str:
    if set(e) != {"replacement", "_text"} or e["replacement"] != SPEC:
        raise RenderError("dealt damage this way would die: unexpected value")
    return "if a creature dealt damage this way would die this turn, exile it instead"


EFFECT_TEXT = {TEXT: _text}
