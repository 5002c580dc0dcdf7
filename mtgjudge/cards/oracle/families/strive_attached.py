"""Family: Auras attached to creatures, two card types at once, and "its owner".

* "draw a card for each Aura you control that's attached to a creature", "Enchanted creature
  gets +1/+1 for each Aura you control that's attached to a creature." (Sage's Reverie) —
  ``{count: {subtypes: [Aura], controller: you, attached_to_creature: true}}``: the Auras you
  control attached to a creature (301.5, 303.4), counted as the instruction is followed
  (608.2g) or continuously by the static ability (611.3a; in the layer pass the host's types
  are those of the same pass, 613.7).
* "return target enchantment creature card from your graveyard to your hand" (Odunos River
  Trawler) — a card with both card types (205.2a): the filter key ``all_types`` (``types`` is
  any one of them).
* "Destroy target enchanted creature or enchantment creature." (Feast of Dreams) — a creature
  that is enchanted (303.4) or is also an enchantment: ``any_of``.
* "Exile target creature card from a graveyard. Its owner puts a 1/1 … token onto the
  battlefield." (Pharika, God of Affliction) — ``player: target_owner``: the owner of the target
  named just before (108.3), as it is or last existed (608.2g); without a target before it,
  refused.
"""

from __future__ import annotations

from typing import Any

from ..semantics import ITS_OWNER

GRAMMAR = r"""
%extend each_countable: SUBTYPE controller "that's" "attached" "to" "a" "creature" -> strive_ec_attached
%extend gy_card: "enchantment" "creature" "card" -> strive_gy_enchantment_creature
%extend target_noun: "enchanted" "creature" "or" "enchantment" "creature" -> strive_tn_enchanted_or_enchantment
%extend player3: "its" "owner" -> strive_its_owner
"""


def strive_ec_attached(builder: Any, c: list) -> dict:
    from ..semantics import Unsupported, _subtype_name

    subtype, controller = c
    name = _subtype_name(str(subtype))
    if name != "Aura" or controller != {"controller": "you"}:
        raise Unsupported(f"«for each {name} … that's attached to a creature»", "303.4")
    return {"count": {"subtypes": [name], **controller, "attached_to_creature": True}}


def strive_gy_enchantment_creature(builder: Any, c: list) -> dict:
    return {
        "kind": "card_in_graveyard",
        "filter": {"all_types": ["Enchantment", "Creature"], "controller": "you"},
    }


def strive_tn_enchanted_or_enchantment(builder: Any, c: list) -> dict:
    return {
        "kind": "creature",
        "filter": {"any_of": [{"enchanted": True}, {"types": ["Enchantment"]}]},
    }


def strive_its_owner(builder: Any, c: list) -> str:
    return ITS_OWNER


RULES = {
    "strive_ec_attached": strive_ec_attached,
    "strive_gy_enchantment_creature": strive_gy_enchantment_creature,
    "strive_tn_enchanted_or_enchantment": strive_tn_enchanted_or_enchantment,
    "strive_its_owner": strive_its_owner,
}
