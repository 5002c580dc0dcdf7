"""Static abilities about players (604, 613): keywords a player has and what players can't do.

* "You have hexproof." / "You have shroud." (702.11c, 702.18a) — ``you_have`` (the card
  format's list of keywords the controller has; protection from … is the same key, 702.16);
* "Each player can't cast more than one spell each turn.", "You can't cast creature spells.",
  "Your opponents can't cast spells during your turn." (``cant_cast``, 101.2; the engine checks
  it as a spell is cast);
* "Each opponent's maximum hand size is reduced by one." / "Your maximum hand size is
  increased by one." (``max_hand_size``, 402.2, 514.1);
* "Players can't gain life." / "Your opponents can't gain life." / "You can't gain life."
  (``cant_gain_life``: all, opponents, you; checked wherever life would be gained: 101.2,
  118.3, 118.7).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, number_word
from ..semantics import Unsupported

GRAMMAR = r"""
%extend static: "you" "have" player_kw "."                       -> st_you_have
    | who_players "can't" "gain" "life" "."                      -> st_cant_gain_life
    | who_players "can't" "cast" cast_spells cast_during? "."    -> st_cant_cast
    | hand_of "maximum" "hand" "size" "is" hand_change "by" number "." -> st_max_hand_size
hand_of: "each" "opponent's" -> hand_of_opponents
    | "your" -> hand_of_you
!hand_change: "reduced" | "increased"
cast_spells: "more" "than" "one" "spell" "each" "turn" -> cast_more_than_one
    | "spells" -> cast_spells_any
    | cast_kind "spells" -> cast_spells_kind
cast_during: "during" "your" "turn" -> during_your_turn_cast
    | "during" "combat" -> during_combat_cast
!cast_kind: "creature" | "instant" | "sorcery" | "artifact" | "enchantment" | "noncreature"
!player_kw: "hexproof" | "shroud"
who_players: "players" -> who_all
    | "your" "opponents" -> who_opponents
    | "you" -> who_you
    | "each" "player" -> who_each_player
    | "enchanted" "player" -> who_enchanted
"""

_KW = {"hexproof": "Hexproof", "shroud": "Shroud"}


def _st_you_have(b: Any, c: list) -> list[dict]:
    """ "You have hexproof" (702.11c) / "You have shroud" (702.18a): the controller of the
    permanent can't be the target of spells or abilities (its opponents', for hexproof)."""
    return [{"you_have": [_KW[str(c[0])]]}]


_GAIN_WHO = {"players": "all", "your_opponents": "opponents", "you": "you"}


def _st_cant_gain_life(b: Any, c: list) -> list[dict]:
    """ "Players can't gain life" (101.2: the "can't" wins over any instruction to gain life)."""
    if c[0] not in _GAIN_WHO:
        raise Unsupported("«… can't gain life» для такого игрока", "101.2")
    return [{"cant_gain_life": _GAIN_WHO[c[0]]}]


_WHO_CAST = {
    "each_player": ("all", "Each player"),
    "players": ("all", "Players"),
    "you": ("you", "You"),
    "your_opponents": ("opponents", "Your opponents"),
    "enchanted_player": ("enchanted_player", "Enchanted player"),
}


def _st_cant_cast(b: Any, c: list) -> list[dict]:
    """ "Each player can't cast more than one spell each turn", "You can't cast creature
    spells", "Your opponents can't cast spells during your turn" (101.2)."""
    who, what = c[0], dict(c[1])
    if len(c) > 2:
        what["during"] = c[2]
    return [{"cant_cast": {"who": _WHO_CAST[who][0], **what}, "_who": who}]


def _cast_kind(b: Any, c: list) -> dict:
    word = str(c[0])
    if word == "noncreature":
        return {"of": {"not_types": ["Creature"]}, "_kind": word}
    return {"of": {"types": [word.capitalize()]}, "_kind": word}


def _st_max_hand_size(b: Any, c: list) -> list[dict]:
    """ "Each opponent's maximum hand size is reduced by one" (402.2: checked in the cleanup
    step, 514.1)."""
    who, how, n = c
    change = -n if str(how) == "reduced" else n
    return [{"max_hand_size": {"who": who, "change": change}}]


RULES = {
    "st_max_hand_size": _st_max_hand_size,
    "hand_of_opponents": lambda b, c: "opponents",
    "hand_of_you": lambda b, c: "you",
    "hand_change": lambda b, c: str(c[0]),
    "st_cant_cast": _st_cant_cast,
    "who_each_player": lambda b, c: "each_player",
    "who_enchanted": lambda b, c: "enchanted_player",
    "cast_more_than_one": lambda b, c: {"more_than": 1},
    "cast_spells_any": lambda b, c: {},
    "cast_spells_kind": _cast_kind,
    "cast_kind": lambda b, c: str(c[0]),
    "during_your_turn_cast": lambda b, c: "your_turn",
    "during_combat_cast": lambda b, c: "combat",
    "st_you_have": _st_you_have,
    "player_kw": lambda b, c: str(c[0]),
    "st_cant_gain_life": _st_cant_gain_life,
    "who_all": lambda b, c: "players",
    "who_opponents": lambda b, c: "your_opponents",
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


def _cant_cast_text(entries: list) -> str:
    (entry,) = entries
    rule = dict(entry["cant_cast"])
    who = entry.get("_who")
    if (
        set(entry) - {"cant_cast", "_who"}
        or who not in _WHO_CAST
        or _WHO_CAST[who][0] != rule["who"]
    ):
        raise RenderError("can't cast")
    if rule.get("more_than") == 1 and not set(rule) - {"who", "more_than"}:
        what = "more than one spell each turn"
    elif "more_than" in rule:
        raise RenderError("can't cast")
    elif "of" not in rule:
        what = "spells"
    else:
        kind = rule.get("_kind")
        if kind is None:
            raise RenderError("can't cast")
        what = f"{kind} spells"
    during = {None: "", "your_turn": " during your turn", "combat": " during combat"}
    return f"{_WHO_CAST[who][1]} can't cast {what}{during[rule.get('during')]}."


def _max_hand_size_text(entries: list) -> str:
    (entry,) = entries
    change = dict(entry["max_hand_size"])
    whose = {"opponents": "Each opponent's", "you": "Your"}.get(change["who"])
    if set(entry) != {"max_hand_size"} or whose is None or not change["change"]:
        raise RenderError("max hand size")
    how = "reduced" if change["change"] < 0 else "increased"
    return f"{whose} maximum hand size is {how} by {number_word(abs(change['change']))}."


STATIC_TEXT = {
    "max_hand_size": _max_hand_size_text,
    "you_have": _you_have_text,
    "cant_gain_life": _cant_gain_life_text,
    "cant_cast": _cant_cast_text,
}
