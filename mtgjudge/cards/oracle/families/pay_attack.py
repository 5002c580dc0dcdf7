"""A restriction on attacking that depends on the player attacked (issue 14, helper "pay";
508.1c, 303.4): "CARDNAME can't attack unless defending player controls an enchantment or an
enchanted permanent." (Godhunter Octopus) — the keyword of the card format "Can't attack
unless defending player controls an enchantment or an enchanted permanent" (the family of
"… controls an Island", ``engine/combat.why_cannot_attack_player``: an enchantment, or a
permanent with an Aura attached to it, 303.4)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend static_sentence: CARDNAME "can't" "attack" "unless" "defending" "player" "controls" "an" "enchantment" "or" "an" "enchanted" "permanent" -> pay_attack_unless_enchanted
"""

KEYWORD = "Can't attack unless defending player controls an enchantment or an enchanted permanent"


def _attack_unless_enchanted(b: Any, c: list) -> list:
    return [{"keyword": KEYWORD}]


RULES = {"pay_attack_unless_enchanted": _attack_unless_enchanted}
