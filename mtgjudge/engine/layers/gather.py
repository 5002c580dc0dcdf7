"""The continuous effects the layer pass applies (611, 613): those of resolved spells and
abilities (``Game.effects``, affected set locked when they began, 611.2c) and those generated
by static abilities of permanents (affected set re-evaluated continuously, 611.3a).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...cards.abilities import AbilityValue
from ...cards.format import CONTINUOUS_PARTS
from ..state import ContinuousEffect

LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "7e")
LAYER_RULES = {
    "1": "613.1a",
    "2": "613.1b",
    "3": "613.1c",
    "4": "613.1d",
    "5": "613.1e",
    "6": "613.1f",
    "7a": "613.3a",
    "7b": "613.3b",
    "7c": "613.3c",
    "7d": "613.3d",
    "7e": "613.3e",
}
PART_LAYERS = {**CONTINUOUS_PARTS, "copy": "1"}
BATTLEFIELD_ONLY = frozenset({"battlefield"})


@dataclass(eq=False)
class LayerEffect:
    """One continuous effect as the layer pass sees it."""

    source_id: int | None
    source_label: str
    timestamp: int
    parts: dict[str, Any]
    controller: str | None  # the player "you" means
    kind: str  # "static" or "resolved"
    affects: dict | None = None  # static: the filter (611.3a)
    locked: tuple[int, ...] = ()  # resolved: the objects (611.2c)
    ability: AbilityValue | None = None  # static: the ability generating it (its existence)
    condition: Any = None  # static: "as long as …" / "during your turn"
    # static: the zones its affected objects may be in (611.3a: permanents unless it says
    # otherwise; "the same is true for spells you control and cards you own that aren't on
    # the battlefield")
    zones: frozenset[str] = BATTLEFIELD_ONLY
    started: bool = False  # 613.5: once started, the same objects in later layers
    affected: list[int] = field(default_factory=list)

    @property
    def layers(self) -> set[str]:
        return {PART_LAYERS[k] for k in self.parts if k in PART_LAYERS}

    def parts_in(self, layer: str) -> dict[str, Any]:
        return {k: v for k, v in self.parts.items() if PART_LAYERS.get(k) == layer}


def effect_parts(effect: ContinuousEffect) -> dict[str, Any]:
    """The parts of a resolved effect; the short forms of older effects included."""
    parts = dict(effect.parts)
    if effect.keywords:
        parts["grant"] = tuple(effect.keywords)
    if effect.power or effect.toughness:
        parts["modify_pt"] = {"power": effect.power, "toughness": effect.toughness}
    return parts


def resolved_effects(effects: list[ContinuousEffect]) -> list[LayerEffect]:
    return [
        LayerEffect(
            e.source_id,
            e.source,
            e.timestamp,
            effect_parts(e),
            e.controller,
            "resolved",
            locked=tuple(e.affected),
        )
        for e in effects
    ]


def static_effect(
    source_id: int, label: str, timestamp: int, controller: str, ability: AbilityValue
) -> LayerEffect | None:
    """The effect a static ability generates (604.2), or None when it is not a continuous
    effect on objects; its timestamp is its source's (613.6a).  A characteristic-defining
    ability (604.3) is applied by the pass to its own object in layer 7a instead."""
    body = ability.body
    parts = {k: v for k, v in body.items() if k in CONTINUOUS_PARTS}
    if not parts or ("pt_equal_to" in parts and "affects" not in body):
        return None
    return LayerEffect(
        source_id,
        label,
        timestamp,
        parts,
        controller,
        "static",
        affects=dict(body.get("affects") or ()),
        ability=ability,
        condition=body.get("if"),
        zones=frozenset(body["zones"]) if "zones" in body else BATTLEFIELD_ONLY,
    )
