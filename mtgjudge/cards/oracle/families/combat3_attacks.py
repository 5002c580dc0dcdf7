"""A creature attacking you or a planeswalker you control (506.3, 508.1b):

* "Whenever a creature without flying attacks you or a planeswalker you control, CARDNAME deals
  2 damage to that creature." (Circle of Flame) — the engine's ``a_creature_attacks`` with the
  filter ``attacking_player: you_or_planeswalker`` (the player the creature attacks, or the
  controller of the planeswalker it attacks, is you); "that creature" is the attacker (603.2);
* "Whenever you attack with two or more creatures, draw a card." (Military Intelligence) — the
  event ``you_attack_with_two_or_more``: once, when two or more attackers are declared at once
  (508.1; its controller must be the attacking player).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" ("a" | "an") creature_desc "attacks" "you" "or" "a" "planeswalker" "you" "control" -> combat3_ev_attacks_you_or_pw
                     | "whenever" ("a" | "an") creature_desc "without" kw_simple "attacks" "you" "or" "a" "planeswalker" "you" "control" -> combat3_ev_attacks_you_or_pw
                     | "whenever" "you" "attack" "with" "two" "or" "more" "creatures" -> combat3_ev_attack_with_two
"""


def _attacks_you_or_pw(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    spec = c[0]
    flt = {"types": ["Creature"], **spec.get("filter", {})}
    if len(c) > 1:
        if "not_keywords" in flt:
            raise Unsupported("два «without»", "114.1")
        flt["not_keywords"] = [c[1]]
    return {"when": "a_creature_attacks", "of": {**flt, "attacking_player": "you_or_planeswalker"}}


def _attack_with_two_text(trigger: dict) -> str:
    from ..render import trigger_body

    return trigger_body("Whenever you attack with two or more creatures", trigger)


RULES = {
    "combat3_ev_attacks_you_or_pw": _attacks_you_or_pw,
    "combat3_ev_attack_with_two": lambda b, c: {"when": "you_attack_with_two_or_more"},
}
TRIGGER_TEXT = {"you_attack_with_two_or_more": _attack_with_two_text}
