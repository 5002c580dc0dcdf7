"""Blocking restrictions granted to a group (509.1b, 613.1f):

* "Each creature you control with a +1/+1 counter on it can't be blocked by more than one
  creature." (Battlefront Krushok) — the words ``Can't be blocked by more than one creature``
  granted to each such creature (the engine checks them on the whole declaration of blockers,
  509.1b), like "… has trample" of the shared ``st_each_with_counter``;
* "Creatures without flying or islandwalk can't attack." (Stormtide Leviathan) — a group
  without either keyword (``not_keywords: [Flying, Islandwalk]``: a creature that has one of
  them is not in it), read wherever a group of creatures is (``all_creatures``);
* "target nonattacking creature" (Ruthless Instincts) — ``in_combat: nonattacking`` (506.4:
  any creature that is not an attacking creature, blocking or not);
* "tap target nonland permanent an opponent controls. That permanent doesn't untap during its
  controller's next untap step." (Ojutai, Soul of Winter) — the shared ``doesnt_untap_next``
  of the target, worded "that permanent" / "that land";
* "Destroy target creature that was dealt damage this turn." (Hooded Assassin) — the filter
  ``dealt_damage_this_turn`` (120.3: any damage dealt to it this turn, whatever its source;
  the engine's record of the turn's damage, cleared as a turn begins).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend all_creatures: creature_plural "without" keyword_name "or" keyword_name -> combat3_without_either
%extend adjective: "nonattacking" -> combat3_adj_nonattacking
%extend target_noun: creature_desc "that" "was" "dealt" "damage" "this" "turn" -> combat3_tn_dealt_damage
%extend effect: "that" combat3_noun "doesn't" "untap" "during" "its" "controller's" "next" "untap" "step" -> combat3_that_doesnt_untap
!combat3_noun: "permanent" | "land"
%extend static_sentence: "each" creature_desc "with" "a" PT "counter" "on" "it" "can't" "be" "blocked" "by" "more" "than" "one" "creature" -> combat3_each_counter_by_one
"""

BY_ONE = "Can't be blocked by more than one creature"
EACH_BY_ONE = "_combat3_each_by_one"


def _each_counter_by_one(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    spec, kind = c[0], str(c[1]).replace("−", "-")
    if spec["kind"] != "creature":
        raise Unsupported("«each … with a counter»", "613.1f")
    affects = {"types": ["Creature"], **spec.get("filter", {}), "with_counter": kind}
    return [{EACH_BY_ONE: True, "grant": [BY_ONE], "affects": affects}]


def _each_by_one_text(entries: list) -> str:
    from ..render import RenderError, noun_phrase

    (first,) = entries
    flt = dict(first["affects"])
    kind = flt.pop("with_counter", None)
    if first["grant"] != [BY_ONE] or flt.pop("types", None) != ["Creature"] or kind is None:
        raise RenderError("each by one")
    return (
        f"Each {noun_phrase('creature', flt)} with a {kind} counter on it can't be blocked by "
        "more than one creature."
    )


def _without_either(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    flt, first, second = c
    if "not_keywords" in flt or not all(isinstance(k, str) for k in (first, second)):
        raise Unsupported("«without … or …»", "702.1")
    return {**flt, "not_keywords": [first, second], "_all": False}


THAT_UNTAP = "combat3_that_doesnt_untap"


def _that_doesnt_untap(b: Any, c: list) -> dict:
    from ..semantics import THAT

    noun = c[0].children[0] if hasattr(c[0], "children") else c[0]
    return {"doesnt_untap_next": THAT, "_text": THAT_UNTAP, "_noun": str(noun)}


def _that_doesnt_untap_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    v = e["doesnt_untap_next"]
    if not (isinstance(v, str) and v.startswith("target")) or e.get("_noun") not in (
        "permanent",
        "land",
    ):
        raise RenderError("that permanent doesn't untap")
    ctx.obj(v)  # mentioned before: "that …"
    return f"that {e['_noun']} doesn't untap during its controller's next untap step"


def _tn_dealt_damage(b: Any, c: list) -> dict:
    spec = dict(c[0])
    spec["filter"] = {**spec.get("filter", {}), "dealt_damage_this_turn": True}
    return spec


RULES = {
    "combat3_tn_dealt_damage": _tn_dealt_damage,
    "combat3_adj_nonattacking": lambda b, c: {"in_combat": "nonattacking"},
    THAT_UNTAP: _that_doesnt_untap,
    "combat3_each_counter_by_one": _each_counter_by_one,
    "combat3_without_either": _without_either,
}
STATIC_TEXT = {EACH_BY_ONE: _each_by_one_text}
EFFECT_TEXT = {THAT_UNTAP: _that_doesnt_untap_text}
