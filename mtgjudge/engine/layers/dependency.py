"""The order of effects within a layer (613.2, 613.3, 613.6, 613.7).

Characteristic-defining abilities first (613.2), then timestamp order (613.6), except that an
effect that depends on another waits until that one has been applied (613.7b), re-evaluated
after each effect (613.7c); effects in a dependency loop apply in timestamp order (613.7b).

613.7a: A depends on B if both apply in this layer, neither or both are characteristic-
defining, and applying B would change A's existence (its source would lose the ability that
generates it), the set of objects A applies to, or what A does.  The check is made by applying
B to copies of the records it would change and looking at A again; a quick test first skips
pairs where B changes nothing A reads.
"""

from __future__ import annotations

import copy
from typing import Protocol

from .gather import LayerEffect
from .values import Working

# what the parts of each layer change
WRITES = {
    "1": {"types", "subtypes", "supertypes", "colors", "abilities", "pt"},
    "2": {"controller"},
    "3": {"abilities"},
    "4": {"types", "subtypes", "supertypes"},
    "5": {"colors"},
    "6": {"abilities"},
    "7a": {"pt"},
    "7b": {"pt"},
    "7c": {"pt"},
    "7e": {"pt"},
}
READS = {
    "types": "types",
    "not_types": "types",
    "subtypes": "subtypes",
    "not_subtypes": "subtypes",
    "supertypes": "supertypes",
    "not_supertypes": "supertypes",
    "colors": "colors",
    "not_colors": "colors",
    "colorless": "colors",
    "controller": "controller",
    "no_abilities": "abilities",
    "power_at_most": "pt",
    "name": "abilities",
}


def writes(effect: LayerEffect, layer: str) -> set[str]:
    out = set(WRITES.get(layer, ()))
    parts = effect.parts_in(layer)
    if layer == "4" and "set_subtypes" in parts:
        out.add("abilities")  # 305.7: a land whose subtype is set loses its rules-text abilities
    return out


def reads(effect: LayerEffect) -> set[str]:
    out = {"abilities"}  # its existence: whether its source still has the ability
    for key in effect.affects or {}:
        out.add(READS.get(key, "abilities"))
    if effect.condition:
        out |= {"types", "subtypes", "supertypes", "colors", "controller", "abilities", "pt"}
    return out


class Context(Protocol):
    """What the pass offers the dependency check."""

    def targets(self, effect: LayerEffect, records: dict[int, Working]) -> list[int] | None: ...

    def apply_parts(
        self, effect: LayerEffect, layer: str, records: dict[int, Working], ids: list[int]
    ) -> None: ...

    def commit(self, effect: LayerEffect, layer: str, reason: str = ...) -> None: ...


def _probe(
    ctx: Context, effect: LayerEffect, records: dict[int, Working]
) -> tuple[bool, frozenset[int]]:
    ids = ctx.targets(effect, records)
    return (ids is not None, frozenset(ids or ()))


def depends_on(
    a: LayerEffect, b: LayerEffect, layer: str, working: dict[int, Working], ctx: Context
) -> bool:
    """613.7a: does ``a`` depend on ``b`` in ``layer``?"""
    if a is b or a.started or a.kind != "static":
        return (
            False  # a started effect keeps its objects (613.5); a resolved one is locked (611.2c)
        )
    if ("pt_equal_to" in a.parts) != ("pt_equal_to" in b.parts):
        return False  # 613.7a(c)
    if not writes(b, layer) & reads(a):
        return False
    ids = b.affected if b.started else ctx.targets(b, working)
    if not ids:
        return False
    before = _probe(ctx, a, working)
    overlay = dict(working)
    for object_id in ids:
        overlay[object_id] = copy.copy(working[object_id])  # its values are immutable
    ctx.apply_parts(b, layer, overlay, list(ids))
    return _probe(ctx, a, overlay) != before


def order(
    effects: list[LayerEffect], layer: str, working: dict[int, Working], ctx: Context
) -> list[tuple[LayerEffect, str]]:
    """Apply the effects of one layer in the order of 613.2, 613.6 and 613.7; returns each effect
    with the reason it came when it did: "cda", "timestamp", "dependency" or "loop"."""
    remaining = sorted(effects, key=lambda e: ("pt_equal_to" not in e.parts, e.timestamp))
    done: list[tuple[LayerEffect, str]] = []
    while remaining:
        if len(remaining) == 1:
            waiting: set[int] = set()
        else:
            waiting = {
                id(e)
                for e in remaining
                if any(depends_on(e, other, layer, working, ctx) for other in remaining)
            }
        free = [e for e in remaining if id(e) not in waiting]
        if free:
            chosen = free[0]
            reason = (
                "cda"
                if "pt_equal_to" in chosen.parts
                else ("dependency" if chosen is not remaining[0] else "timestamp")
            )
        else:
            chosen, reason = remaining[0], "loop"  # 613.7b: a loop is applied in timestamp order
        remaining.remove(chosen)
        ctx.commit(chosen, layer, reason)
        done.append((chosen, reason))
    return done
