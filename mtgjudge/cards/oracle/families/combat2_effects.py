"""Blocking restrictions of resolved spells and abilities (helper "combat", branch 2; 509.1b,
611.2c):

* "Target creature can't be blocked except by two or more creatures this turn." / "Creatures
  you control can't be blocked except by two or more creatures this turn." — the effect
  ``combat_rule: blocked_only_by_two`` (:mod:`mtgjudge.engine.combat_rules`): it changes no
  characteristic, it modifies the rules of the game (611.2c), so a group is whatever fits it
  when blockers are declared.  It is also the 2015 wording of "… gain menace until end of
  turn" (menace, Magic Origins, came after the rules of record: the rewrite table,
  ``rewrite.py``).  The words are rendered by the family ``combat_rules``;
* "Each attacking Human gains flying until end of turn." — a keyword granted until end of turn
  to the creatures of that subtype in that state as it resolves (611.2c: it changes
  characteristics, so the set is fixed then);
* "Target creature can't block CARDNAME this turn." — ``combat_rule: cant_block_source``: those
  creatures can't block the ability's source (509.1b; a new object after a zone change is
  another one, 400.7);
* "Target opponent gains control of CARDNAME." — the control-changing effect (613.1b, layer 2)
  for another player than the ability's controller: ``gain_control`` with ``player``.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: object "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" "this" "turn" -> combat2_one_except_by_two
              | all_creatures "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" "this" "turn" -> combat2_all_except_by_two
              | "each" adjective SUBTYPE "gains" keyword_list until_eot -> combat2_each_subtype_gains
              | player3 "gains" "control" "of" CARDNAME -> combat2_player_gains_control
              | object "can't" "block" CARDNAME "this" "turn" -> combat2_cant_block_source
"""

KIND = "blocked_only_by_two"
EACH_GAINS = "combat2_each_gains"
GIVES_CONTROL = "combat2_gives_control"


def gives_control_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) - {"gain_control", "player", "_text"} or e["gain_control"] != "self":
        raise RenderError("gives control")
    return f"{ctx.obj(e['player'])} gains control of {ctx.obj('self')}"


def combat2_each_subtype_gains(b: Any, c: list) -> dict:
    from ..semantics import Unsupported, _subtype_name

    quality, subtype, keywords = c[0], c[1], c[2]
    if set(quality) != {"in_combat"} or not all(isinstance(k, str) for k in keywords):
        raise Unsupported("«each … gains …»: только атакующие или блокирующие", "611.2c")
    flt = {"types": ["Creature"], "subtypes": [_subtype_name(str(subtype))], **quality}
    return {"grant": keywords, "to": {"all": flt}, "until": "end_of_turn", "_text": EACH_GAINS}


def combat2_cant_block_source(b: Any, c: list) -> dict:
    if isinstance(c[0], dict) and "all" in c[0]:
        from ..semantics import Unsupported

        raise Unsupported("«… can't block CARDNAME» группы существ", "509.1b")
    return {"combat_rule": "cant_block_source", "to": c[0]}


def each_gains_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _keywords

    flt = e["to"]["all"]
    if set(e) - {"grant", "to", "until", "_text"} or set(flt) != {"types", "subtypes", "in_combat"}:
        raise RenderError("each gains")
    (subtype,) = flt["subtypes"]
    return f"each {flt['in_combat']} {subtype} gains {_keywords(e['grant'])} until end of turn"


RULES = {
    "combat2_one_except_by_two": lambda b, c: {"combat_rule": KIND, "to": c[0]},
    "combat2_all_except_by_two": lambda b, c: {"combat_rule": KIND, "to": {"all": c[0]}},
    "combat2_each_subtype_gains": combat2_each_subtype_gains,
    "combat2_cant_block_source": combat2_cant_block_source,
    "combat2_player_gains_control": lambda b, c: {
        "gain_control": "self",
        "player": c[0],
        "_text": GIVES_CONTROL,
    },
}
EFFECT_TEXT = {EACH_GAINS: each_gains_text, GIVES_CONTROL: gives_control_text}
