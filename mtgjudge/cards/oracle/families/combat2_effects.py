"""Blocking restrictions of resolved spells and abilities (helper "combat", branch 2; 509.1b,
611.2c):

* "Target creature can't be blocked except by two or more creatures this turn." / "Creatures
  you control can't be blocked except by two or more creatures this turn." — the effect
  ``combat_rule: blocked_only_by_two`` (:mod:`mtgjudge.engine.combat_rules`): it changes no
  characteristic, it modifies the rules of the game (611.2c), so a group is whatever fits it
  when blockers are declared.  It is also the 2015 wording of "… gain menace until end of
  turn" (menace, Magic Origins, came after the rules of record: the rewrite table,
  ``rewrite.py``).  The words are rendered by the family ``combat_rules``.
"""

from __future__ import annotations

GRAMMAR = r"""
%extend effect: object "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" "this" "turn" -> combat2_one_except_by_two
              | all_creatures "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" "this" "turn" -> combat2_all_except_by_two
"""

KIND = "blocked_only_by_two"

RULES = {
    "combat2_one_except_by_two": lambda b, c: {"combat_rule": KIND, "to": c[0]},
    "combat2_all_except_by_two": lambda b, c: {"combat_rule": KIND, "to": {"all": c[0]}},
}
