"""Damage an instant or sorcery spell deals to an opponent (120.3, 603.2):

* "Whenever an instant or sorcery spell you control deals damage to an opponent, CARDNAME deals
  that much damage to target creature that player controls." (Satyr Firedancer) — the engine's
  event ``a_creature_deals_damage_to_opponent`` (every permanent watches any source's damage
  to one of its controller's opponents) with the filter ``of: {types: [Instant, Sorcery],
  controller: you}``: the spell on the stack as it resolves; "that much" is the damage dealt,
  "that player" the opponent dealt it.
"""

from __future__ import annotations

GRAMMAR = r"""
%extend trigger_event: "whenever" "an" "instant" "or" "sorcery" "spell" "you" "control" "deals" "damage" "to" "an" "opponent" -> combat3_ev_spell_damage_opponent
"""

SPELL_DAMAGE = "combat3_spell_damage_opponent"
OF = {"types": ["Instant", "Sorcery"], "controller": "you"}


def _spell_damage_text(trigger: dict) -> str:
    from ..render import RenderError, trigger_body

    if trigger.get("of") != OF:
        raise RenderError("spell damage")
    return trigger_body(
        "Whenever an instant or sorcery spell you control deals damage to an opponent", trigger
    )


RULES = {
    "combat3_ev_spell_damage_opponent": lambda b, c: {
        "when": "a_creature_deals_damage_to_opponent",
        "of": dict(OF),
        "_text": SPELL_DAMAGE,
    },
}
TRIGGER_TEXT = {SPELL_DAMAGE: _spell_damage_text}
