"""Qualities of objects and conditions of the source (issue 14, helper "effects"):

* "Destroy target creature that dealt damage to you this turn." (Spear of Heliod) — the
  filter key ``dealt_damage_to_you`` (the objects that dealt damage to the filter's player
  this turn; a permanent that left and came back is a new object, 400.7).
* "Destroy target creature that's one or more colors." (Reach of Shadows) — the filter key
  ``colored`` (not colorless, 105.2).
* "CARDNAME has hexproof as long as it's untapped." (Dragonlord Ojutai) — the static's
  condition ``source_untapped`` (611.3a: checked continuously; the source's status, 110.6).
* "Activate this ability only if you've cast a noncreature spell this turn." (Tapestry of
  the Ages, 602.5b) — the condition ``cast_noncreature_spell`` (the engine counts the
  noncreature spells each player cast this turn, as they were cast).
"""

from __future__ import annotations

GRAMMAR = r"""
%extend target_noun: creature_desc "that" "dealt" "damage" "to" "you" "this" "turn" -> tn_dealt_damage_to_you
    | creature_desc "that's" "one" "or" "more" "colors" -> tn_colored
%extend condition: "it's" "untapped" -> cond_its_untapped
    | "you've" "cast" "a" "noncreature" "spell" "this" "turn" -> cond_cast_noncreature
"""

RULES = {
    "tn_colored": lambda b, c: {**c[0], "filter": {**c[0].get("filter", {}), "colored": True}},
    "tn_dealt_damage_to_you": lambda b, c: {
        **c[0],
        "filter": {**c[0].get("filter", {}), "dealt_damage_to_you": True},
    },
    "cond_its_untapped": lambda b, c: {"source_untapped": True},
    "cond_cast_noncreature": lambda b, c: {"cast_noncreature_spell": True},
}
CONDITION_TEXT = {
    "source_untapped": lambda arg: "it's untapped",
    "cast_noncreature_spell": lambda arg: "you've cast a noncreature spell this turn",
}
