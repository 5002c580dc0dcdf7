"""Static abilities about players (604, 613): keywords a player has and what players can't do.

* "You have hexproof." / "You have shroud." (702.11c, 702.18a) — ``you_have`` (the card
  format's list of keywords the controller has; protection from … is the same key, 702.16);
* "Players can't gain life." / "Your opponents can't gain life." / "You can't gain life."
  (``cant_gain_life``: all, opponents, you; checked wherever life would be gained: 101.2,
  118.3, 118.7).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend static: "you" "have" player_kw "."                       -> st_you_have
    | who_players "can't" "gain" "life" "."                      -> st_cant_gain_life
!player_kw: "hexproof" | "shroud"
who_players: "players" -> who_all
    | "your" "opponents" -> who_opponents
    | "you" -> who_you
"""

_KW = {"hexproof": "Hexproof", "shroud": "Shroud"}


def _st_you_have(b: Any, c: list) -> list[dict]:
    """ "You have hexproof" (702.11c) / "You have shroud" (702.18a): the controller of the
    permanent can't be the target of spells or abilities (its opponents', for hexproof)."""
    return [{"you_have": [_KW[str(c[0])]]}]


def _st_cant_gain_life(b: Any, c: list) -> list[dict]:
    """ "Players can't gain life" (101.2: the "can't" wins over any instruction to gain life)."""
    return [{"cant_gain_life": c[0]}]


RULES = {
    "st_you_have": _st_you_have,
    "player_kw": lambda b, c: str(c[0]),
    "st_cant_gain_life": _st_cant_gain_life,
    "who_all": lambda b, c: "all",
    "who_opponents": lambda b, c: "opponents",
    "who_you": lambda b, c: "you",
}

_WHO = {"all": "Players", "opponents": "Your opponents", "you": "You"}


def _you_have_text(entries: list) -> str:
    (entry,) = entries
    words = entry["you_have"]
    if set(entry) != {"you_have"} or len(words) != 1 or words[0] not in _KW.values():
        raise RenderError("you have")
    return f"You have {words[0].lower()}."


def _cant_gain_life_text(entries: list) -> str:
    (entry,) = entries
    if set(entry) != {"cant_gain_life"} or entry["cant_gain_life"] not in _WHO:
        raise RenderError("can't gain life")
    return f"{_WHO[entry['cant_gain_life']]} can't gain life."


STATIC_TEXT = {"you_have": _you_have_text, "cant_gain_life": _cant_gain_life_text}
