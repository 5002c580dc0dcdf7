"""Auras that enchant a player — Curses (303.4, 702.5d) — and "enchanted player" (303.4k).

"Enchant player" is read by the keyword table (the Aura spell targets a player); this family
reads what such an Aura's abilities say about the player it is attached to:

* "Creatures enchanted player controls get -1/-1." — a filter's controller ``enchanted_player``;
* "At the beginning of enchanted player's upkeep, that player …" — the trigger event
  ``enchanted_players_upkeep`` ("that player" is the player whose upkeep it is, 603.2);
* "Whenever a creature attacks enchanted player / attacks you, …" — ``a_creature_attacks`` with
  the filter ``attacking_player`` ("it" is the attacking creature, 603.2);
* "enchanted player" as the player of an instruction ("enchanted player loses 2 life");
* "its controller" as the player of an instruction: the controller of the last target written
  ("Destroy target creature. Its controller loses 2 life.") or of the object the trigger event
  was about ("Whenever a creature attacks enchanted player, its controller gains 1 life."), as
  it last existed if it has left the battlefield (608.2g).
"""

from __future__ import annotations

from typing import Any

from ..render import trigger_body
from ..semantics import ITS_CONTROLLER

GRAMMAR = r"""
%extend controller: "enchanted" "player" "controls" -> ctl_enchanted_player
%extend player3: "enchanted" "player" -> pl_enchanted_player
    | "its" "controller" -> pl_its_controller
%extend trigger_event: "at" "the" "beginning" "of" "enchanted" "player's" "upkeep" -> ev_enchanted_players_upkeep
    | "whenever" ("a" | "an") creature_desc "attacks" attacked_player -> ev_creature_attacks_player
attacked_player: "you" -> attacked_you
    | "enchanted" "player" -> attacked_enchanted_player
"""


def _ctl_enchanted_player(b: Any, c: list) -> dict:
    """ "… enchanted player controls" (303.4k: the player the source is attached to)."""
    return {"controller": "enchanted_player"}


def _pl_enchanted_player(b: Any, c: list) -> str:
    return "enchanted_player"


def _ev_enchanted_players_upkeep(b: Any, c: list) -> dict:
    """ "At the beginning of enchanted player's upkeep" (503.1, 303.4k)."""
    return {"when": "enchanted_players_upkeep"}


def _ev_creature_attacks_player(b: Any, c: list) -> dict:
    """ "Whenever a creature attacks enchanted player" (508.1b: each attacking creature attacks
    one player or planeswalker; "it" is that creature, 603.2)."""
    spec, who = c
    flt = {"types": ["Creature"], **spec.get("filter", {}), "attacking_player": who}
    return {"when": "a_creature_attacks", "of": flt}


RULES = {
    "ctl_enchanted_player": _ctl_enchanted_player,
    "pl_enchanted_player": _pl_enchanted_player,
    "pl_its_controller": lambda b, c: ITS_CONTROLLER,
    "ev_enchanted_players_upkeep": _ev_enchanted_players_upkeep,
    "ev_creature_attacks_player": _ev_creature_attacks_player,
    "attacked_you": lambda b, c: "you",
    "attacked_enchanted_player": lambda b, c: "enchanted_player",
}


def _upkeep_text(trigger: dict) -> str:
    return trigger_body("At the beginning of enchanted player's upkeep", trigger)


TRIGGER_TEXT = {"enchanted_players_upkeep": _upkeep_text}
