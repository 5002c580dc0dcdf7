"""Trigger conditions of combat (helper "combat", branch 2; 603.2, 510.2):

* "Whenever a creature you control deals combat damage to a player, …" / "Whenever a Warrior
  you control deals combat damage to a player, …" — the engine's event
  ``a_creature_deals_combat_damage_to_player`` with the filter of the creature (every
  permanent watches; "that player" is the player dealt damage, "it" the creature);
* "Whenever CARDNAME blocks a creature with flying, …" — the event ``blocks_a_creature`` of
  the family ``general_templates`` (once for each such creature it blocks, 509.1g, 603.2) with
  a quality of the blocked creature;
* "Whenever CARDNAME is dealt combat damage, you gain that much life." / "When you're dealt
  combat damage, sacrifice CARDNAME." — the engine's events ``dealt_combat_damage`` and
  ``you_dealt_combat_damage`` (510.2; one trigger event per damage event, 603.2c, with the
  amount: "that much");
* "Whenever equipped creature dies, …" (``a_creature_dies`` of the equipped creature, looked
  back at, 603.6d) and "When enchanted creature is dealt damage, destroy it." / "Whenever
  equipped creature is dealt damage, …" (the engine's ``a_creature_dealt_damage``; "it" is that
  creature);
* "You may pay 1 life. If you do, draw a card." — the choice to pay life as it resolves
  (608.2d; 119.4: only a player whose life total is at least that much can pay it), the cost
  in words ``Pay N life`` of ``may_pay`` (117.12).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" ("a" | "an") creature_desc "deals" "combat" "damage" "to" "a" "player" -> combat2_ev_creature_combat_damage
                     | "whenever" ("a" | "an") SUBTYPE controller? "deals" "combat" "damage" "to" "a" "player" -> combat2_ev_subtype_combat_damage
                     | "whenever" ("a" | "an") creature_desc "deals" "combat" "damage" "to" "an" "opponent" -> combat2_ev_creature_combat_damage_opp
                     | "whenever" CARDNAME "deals" "combat" "damage" "to" "an" "opponent" -> combat2_ev_self_combat_damage_opp
                     | "whenever" "enchanted" "creature" "deals" "combat" "damage" "to" "an" "opponent" -> combat2_ev_enchanted_combat_damage_opp
                     | "whenever" "enchanted" "creature" "deals" "damage" "to" "an" "opponent" -> combat2_ev_enchanted_damage_opp
                     | "whenever" CARDNAME "blocks" ("a" | "an") creature_desc "with" creature_quality -> combat2_ev_blocks_with
                     | "whenever" CARDNAME "is" "dealt" "combat" "damage" -> combat2_ev_dealt_combat_damage
                     | "whenever" "equipped" "creature" "dies" -> combat2_ev_equipped_dies
                     // the words written out: "whenever equipped creature attacks" is shared (LALR)
                     | "whenever" "enchanted" "creature" "is" "dealt" "damage" -> combat2_ev_enchanted_dealt
                     | "whenever" "equipped" "creature" "is" "dealt" "damage" -> combat2_ev_equipped_dealt
                     | "when" "enchanted" "creature" "is" "dealt" "damage" -> combat2_ev_enchanted_dealt_when
                     | "when" "equipped" "creature" "is" "dealt" "damage" -> combat2_ev_equipped_dealt_when
                     | "when" "you're" "dealt" "combat" "damage" -> combat2_ev_you_dealt_combat_damage_when
                     | "whenever" "you're" "dealt" "combat" "damage" -> combat2_ev_you_dealt_combat_damage
%extend sentence: "you" "may" "pay" NUMBER "life" "." "if" "you" "do" "," effect_chain "." -> combat2_may_pay_life
"""

GROUP_DAMAGE = "combat2_group_combat_damage"
SELF_TO_OPPONENT = "combat2_self_combat_damage_opponent"
ENCHANTED_DAMAGE_OPP = "combat2_enchanted_damage_opponent"


def enchanted_damage_opp_text(trigger: dict) -> str:
    from ..render import RenderError, trigger_body

    if trigger.get("of") != {"enchanted": True}:
        raise RenderError("enchanted damage opponent")
    return trigger_body("Whenever enchanted creature deals damage to an opponent", trigger)


def combat2_ev_creature_combat_damage(b: Any, c: list) -> dict:
    flt = {"types": ["Creature"], **c[0].get("filter", {})}
    return {"when": "a_creature_deals_combat_damage_to_player", "of": flt, "_text": GROUP_DAMAGE}


def combat2_ev_subtype_combat_damage(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    flt = {"types": ["Creature"], "subtypes": [_subtype_name(str(c[0]))]}
    if len(c) > 1:
        flt.update(c[1])
    return {
        "when": "a_creature_deals_combat_damage_to_player",
        "of": flt,
        "_text": GROUP_DAMAGE,
        "_subtype_only": True,
    }


MAY_PAY_LIFE = "combat2_may_pay_life"


def combat2_may_pay_life(b: Any, c: list) -> list:
    n, chain = c
    inner = b.sentences([chain])
    effect = {
        "may_pay": f"Pay {int(n)} life",
        "then": inner.effects,
        "_then_joins": inner.joins,
        "_text": MAY_PAY_LIFE,
    }
    return [(".", effect)]


def may_pay_life_text(e: dict, ctx: Any) -> str:
    import re

    from ..render import RenderError, _if_you_do

    match = re.fullmatch(r"Pay ([0-9]+) life", str(e["may_pay"]))
    if match is None or set(e) - {"may_pay", "then", "_then_joins", "_text"}:
        raise RenderError("may pay life")
    return f"you may pay {match.group(1)} life. If you do, {_if_you_do(e, ctx)}"


def combat2_ev_blocks_with(b: Any, c: list) -> dict:
    spec, quality = [x for x in c if isinstance(x, dict)]
    flt = {**spec.get("filter", {}), **quality}
    return {"when": "blocks_a_creature", "of": flt, "_word": "Whenever"}


EQUIPPED_DIES = "combat2_equipped_dies"


def equipped_dies_text(trigger: dict) -> str:
    from ..render import RenderError, trigger_body

    if trigger.get("of") != {"equipped": True}:
        raise RenderError("equipped dies")
    return trigger_body("Whenever equipped creature dies", trigger)


HOST_DEALT = "combat2_host_dealt_damage"


def _host_dealt(host: Any, word: str) -> dict:
    return {
        "when": "a_creature_dealt_damage",
        "of": {str(host): True},
        "_text": HOST_DEALT,
        "_word": word,
    }


def host_dealt_text(trigger: dict) -> str:
    from ..render import RenderError, trigger_body

    of = trigger.get("of")
    if of not in ({"enchanted": True}, {"equipped": True}):
        raise RenderError("host dealt damage")
    return trigger_body(f"Whenever {next(iter(of))} creature is dealt damage", trigger)


def combat2_ev_creature_combat_damage_opp(b: Any, c: list) -> dict:
    return {
        **combat2_ev_creature_combat_damage(b, c),
        "when": "a_creature_deals_combat_damage_to_opponent",
        "_opponent": True,
    }


RULES = {
    "combat2_ev_creature_combat_damage_opp": combat2_ev_creature_combat_damage_opp,
    "combat2_ev_self_combat_damage_opp": lambda b, c: {
        "when": "deals_combat_damage_to_opponent",
        "_text": SELF_TO_OPPONENT,
    },
    "combat2_ev_enchanted_combat_damage_opp": lambda b, c: {
        "when": "a_creature_deals_combat_damage_to_opponent",
        "of": {"enchanted": True},
        "_text": GROUP_DAMAGE,
        "_opponent": True,
    },
    "combat2_ev_enchanted_damage_opp": lambda b, c: {
        "when": "a_creature_deals_damage_to_opponent",
        "of": {"enchanted": True},
        "_text": ENCHANTED_DAMAGE_OPP,
    },
    "combat2_ev_enchanted_dealt": lambda b, c: _host_dealt("enchanted", "Whenever"),
    "combat2_ev_equipped_dealt": lambda b, c: _host_dealt("equipped", "Whenever"),
    "combat2_ev_enchanted_dealt_when": lambda b, c: _host_dealt("enchanted", "When"),
    "combat2_ev_equipped_dealt_when": lambda b, c: _host_dealt("equipped", "When"),
    "combat2_ev_equipped_dies": lambda b, c: {
        "when": "a_creature_dies",
        "of": {"equipped": True},
        "_text": EQUIPPED_DIES,
    },
    "combat2_ev_dealt_combat_damage": lambda b, c: {"when": "dealt_combat_damage"},
    "combat2_ev_you_dealt_combat_damage": lambda b, c: {"when": "you_dealt_combat_damage"},
    "combat2_ev_you_dealt_combat_damage_when": lambda b, c: {
        "when": "you_dealt_combat_damage",
        "_word": "When",
    },
    "combat2_ev_blocks_with": combat2_ev_blocks_with,
    "combat2_may_pay_life": combat2_may_pay_life,
    "combat2_ev_creature_combat_damage": combat2_ev_creature_combat_damage,
    "combat2_ev_subtype_combat_damage": combat2_ev_subtype_combat_damage,
}


def self_to_opponent_text(trigger: dict) -> str:
    from ..render import CARDNAME, trigger_body

    return trigger_body(f"Whenever {CARDNAME} deals combat damage to an opponent", trigger)


def group_damage_text(trigger: dict) -> str:
    from ..render import RenderError, _article, _controller, noun_phrase, trigger_body

    whom = "an opponent" if trigger.get("_opponent") else "a player"
    if trigger.get("of") == {"enchanted": True} and trigger.get("_opponent"):
        return trigger_body(f"Whenever enchanted creature deals combat damage to {whom}", trigger)
    of = dict(trigger["of"])
    if of.pop("types", None) != ["Creature"] or set(of) & {"enchanted", "equipped"}:
        raise RenderError("combat damage: group")
    if trigger.get("_subtype_only"):
        if len(of.get("subtypes", ())) != 1 or set(of) - {"subtypes", "controller"}:
            raise RenderError("combat damage: subtype")
        who = f"{_article(of['subtypes'][0])}{_controller(of)}"
    else:
        who = _article(noun_phrase("creature", of))
    return trigger_body(f"Whenever {who} deals combat damage to {whom}", trigger)


def dealt_combat_damage_text(trigger: dict) -> str:
    from ..render import CARDNAME, trigger_body

    return trigger_body(f"Whenever {CARDNAME} is dealt combat damage", trigger)


def you_dealt_combat_damage_text(trigger: dict) -> str:
    from ..render import trigger_body

    return trigger_body("Whenever you're dealt combat damage", trigger)


TRIGGER_TEXT = {
    ENCHANTED_DAMAGE_OPP: enchanted_damage_opp_text,
    SELF_TO_OPPONENT: self_to_opponent_text,
    HOST_DEALT: host_dealt_text,
    EQUIPPED_DIES: equipped_dies_text,
    GROUP_DAMAGE: group_damage_text,
    "dealt_combat_damage": dealt_combat_damage_text,
    "you_dealt_combat_damage": you_dealt_combat_damage_text,
}
EFFECT_TEXT = {MAY_PAY_LIFE: may_pay_life_text}
