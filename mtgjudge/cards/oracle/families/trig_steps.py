"""Family: steps and phases of other turns, and permanents leaving (507.2, 505.4, 603.6c).

* "At the beginning of combat on each opponent's turn, tap target creature that player
  controls." (Citadel Siege) — ``each_opponents_beginning_of_combat``: the beginning of combat
  step of each opponent of the controller (507.2); "that player" is the active player.
* "At the beginning of each of your main phases, add {G}{G} to your mana pool." (Frontier
  Siege) — ``your_main_phase``: each main phase of its controller's turn, the precombat and
  every postcombat one (505.1a, 505.4); "… of your precombat main phase" —
  ``your_precombat_main_phase``, "… of each player's precombat main phase, that player …" —
  ``each_precombat_main_phase`` (505.1a: only the first main phase of a turn).
* "Whenever a creature you control leaves the battlefield, …" (Outpost Siege) —
  ``a_permanent_leaves_battlefield`` with the ``of`` filter on the permanent as it last existed:
  a leaves-the-battlefield ability (603.6c) — it looks back in time (603.6d).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "at" "the" "beginning" "of" "combat" "on" "each" "opponent's" "turn" -> trig_ev_opponents_combat
    | "at" "the" "beginning" "of" "each" "of" "your" "main" "phases" -> trig_ev_your_main_phase
    | "at" "the" "beginning" "of" "your" "precombat" "main" "phase" -> trig_ev_your_precombat_main
    | "at" "the" "beginning" "of" "each" "player's" "precombat" "main" "phase" -> trig_ev_each_precombat_main
    | "whenever" "a" creature_desc "leaves" "the" "battlefield" -> trig_ev_a_creature_leaves
"""

HEADS = {
    "each_opponents_beginning_of_combat": "At the beginning of combat on each opponent's turn",
    "your_main_phase": "At the beginning of each of your main phases",
    "your_precombat_main_phase": "At the beginning of your precombat main phase",
    "each_precombat_main_phase": "At the beginning of each player's precombat main phase",
}


def _leaves(b: Any, c: list) -> dict:
    return {
        "when": "a_permanent_leaves_battlefield",
        "of": {"types": ["Creature"], **c[0].get("filter", {})},
    }


def _step_text(trigger: dict) -> str:
    from ..render import RenderError, trigger_body

    if trigger.get("of"):
        raise RenderError("a step with a filter")
    return trigger_body(HEADS[trigger["when"]], trigger)


def _leaves_text(trigger: dict) -> str:
    from ..render import RenderError, _article, noun_phrase, trigger_body

    of = dict(trigger.get("of", {}))
    if of.pop("types", None) != ["Creature"]:
        raise RenderError("leaves: not a creature")
    head = f"Whenever {_article(noun_phrase('creature', of))} leaves the battlefield"
    return trigger_body(head, trigger)


RULES = {
    "trig_ev_opponents_combat": lambda b, c: {"when": "each_opponents_beginning_of_combat"},
    "trig_ev_your_main_phase": lambda b, c: {"when": "your_main_phase"},
    "trig_ev_your_precombat_main": lambda b, c: {"when": "your_precombat_main_phase"},
    "trig_ev_each_precombat_main": lambda b, c: {"when": "each_precombat_main_phase"},
    "trig_ev_a_creature_leaves": _leaves,
}
TRIGGER_TEXT = {
    **dict.fromkeys(HEADS, _step_text),
    "a_permanent_leaves_battlefield": _leaves_text,
}
