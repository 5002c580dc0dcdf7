"""Trigger conditions about a creature with a quality (603.2; Khans of Tarkir block):
"Whenever a creature with power 4 or greater enters the battlefield under your control",
"Whenever another creature with power 3 or greater enters …", "Whenever a creature you control
with toughness 4 or greater dies", "Whenever a creature you control with a +1/+1 counter on it
attacks" — the engine's events with an ``of`` filter (``power_at_least``,
``toughness_at_least``, ``with_counter``, ``keywords``), checked on the creature as the event
happens (603.2; as it last existed for "dies", 603.6d).

Also "creature with toughness N or greater" and "creature with a +1/+1 counter on it" as
qualities of any creature phrase (targets, groups).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" "a" creature_desc "with" creature_quality "enters" "the" "battlefield" -> ev_q_enters
                     | "whenever" "a" creature_desc "with" creature_quality "enters" "the" "battlefield" "under" "your" "control" -> ev_q_enters_yours
                     | "whenever" "another" creature_desc "with" creature_quality "enters" "the" "battlefield" -> ev_q_another_enters
                     | "whenever" "another" creature_desc "with" creature_quality "enters" "the" "battlefield" "under" "your" "control" -> ev_q_another_enters_yours
                     | "whenever" "a" creature_desc "with" creature_quality "dies" -> ev_q_dies
                     | "whenever" ("a" | "an") creature_desc "with" creature_quality "attacks" -> ev_q_attacks
// "Whenever you cast an instant or sorcery spell" (a spell of either type)
%extend cast_what: ("a" | "an") cast_type "or" cast_type "spell" -> cast_two_types
%extend creature_quality: "toughness" NUMBER "or" "greater" -> cq_toughness_at_least
                        | "a" PT "counter" "on" "it" -> cq_with_counter
"""


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def _quality(c: list) -> dict:
    spec, quality = c[0], c[1]
    flt = dict(spec.get("filter", {}))
    if set(flt) & set(quality):
        raise _unsupported("два одинаковых качества существа", "603.2")
    return {"types": ["Creature"], **flt, **quality}


def ev_q_enters(builder: Any, c: list) -> dict:
    """ "Whenever a creature with flying enters the battlefield": every creature, this one
    included (603.6a)."""
    return {"when": "a_permanent_enters", "of": _quality(c)}


def ev_q_enters_yours(builder: Any, c: list) -> dict:
    of = _quality(c)
    if "controller" in of:
        raise _unsupported("«… you control enters … under your control»", "603.2")
    return {"when": "a_permanent_enters", "of": {**of, "controller": "you"}}


def ev_q_another_enters(builder: Any, c: list) -> dict:
    of = _quality(c)
    of.pop("types")
    return {"when": "another_creature_enters", "of": of}


def ev_q_another_enters_yours(builder: Any, c: list) -> dict:
    of = ev_q_another_enters(builder, c)["of"]
    if "controller" in of:
        raise _unsupported("«… you control enters … under your control»", "603.2")
    return {"when": "another_creature_enters", "of": {**of, "controller": "you"}}


def ev_q_dies(builder: Any, c: list) -> dict:
    of = _quality(c)
    of.pop("types")
    return {"when": "a_creature_dies", "of": of}


def ev_q_attacks(builder: Any, c: list) -> dict:
    return {"when": "a_creature_attacks", "of": _quality(c)}


def cq_toughness_at_least(builder: Any, c: list) -> dict:
    return {"toughness_at_least": int(c[0])}


def cq_with_counter(builder: Any, c: list) -> dict:
    return {"with_counter": str(c[0]).replace("−", "-")}


def cast_two_types(builder: Any, c: list) -> dict:
    """ "an instant or sorcery spell": a spell with either card type."""
    first, second = (t["types"][0] for t in c)
    if first == second:
        raise _unsupported("«X or X spell»", "603.2")
    return {"types": [first, second]}


RULES = {
    "cast_two_types": cast_two_types,
    "ev_q_enters": ev_q_enters,
    "ev_q_enters_yours": ev_q_enters_yours,
    "ev_q_another_enters": ev_q_another_enters,
    "ev_q_another_enters_yours": ev_q_another_enters_yours,
    "ev_q_dies": ev_q_dies,
    "ev_q_attacks": ev_q_attacks,
    "cq_toughness_at_least": cq_toughness_at_least,
    "cq_with_counter": cq_with_counter,
}
