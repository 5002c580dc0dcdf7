"""Bestow creatures of Theros (702.102): "Whenever CARDNAME or enchanted creature attacks, …",
"Whenever CARDNAME or enchanted creature deals combat damage to a player, …" — one trigger
condition with two events (603.2): the card's own (while it is a creature) and the enchanted
creature's (while it is an Aura); compiled as two triggers with the same instructions, the
second with an ``of`` filter (the compiler's ``_or_of``)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" CARDNAME "or" "enchanted" "creature" "attacks" -> ev_self_or_enchanted_attacks
                     | "whenever" CARDNAME "or" "enchanted" "creature" "deals" "combat" "damage" "to" "a" "player" -> ev_self_or_enchanted_combat_damage
"""


def ev_self_or_enchanted_attacks(builder: Any, c: list) -> dict:
    return {
        "when": "attacks",
        "_or_when": "a_creature_attacks",
        "_or_of": {"types": ["Creature"], "enchanted": True},
    }


def ev_self_or_enchanted_combat_damage(builder: Any, c: list) -> dict:
    return {
        "when": "deals_combat_damage_to_player",
        "_or_when": "a_creature_deals_combat_damage_to_player",
        "_or_of": {"enchanted": True},
    }


RULES = {
    "ev_self_or_enchanted_attacks": ev_self_or_enchanted_attacks,
    "ev_self_or_enchanted_combat_damage": ev_self_or_enchanted_combat_damage,
}
