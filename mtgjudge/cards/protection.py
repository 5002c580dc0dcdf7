"""The words of the protection keyword (702.16a): "Protection from [quality]" read into a
:class:`Quality` value.

A card's ``keywords`` may name any quality the 2015 cards use: a colour ("Protection from
black"), a card type in the plural ("from creatures", "from artifacts", "from instants"), a
subtype in the plural ("from Goblins", "from Dragons", "from Arcane"), "from multicolored",
"from monocolored", "from everything" (702.16i) and "from the chosen player" (702.16j, with
``as_enters: {choose: player}``).  Two shorthands are expanded when the card is read, because
the rules say they behave as separate abilities: "Protection from black and from red" (702.16g)
and "Protection from all colors" (702.16h).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PREFIX = "Protection from "
CONTROLLED_BY = "creatures controlled by "
COLOURS = ("white", "blue", "black", "red", "green")
COLOUR_CODE = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
CARD_TYPE_PLURALS = {
    "artifacts": "Artifact",
    "creatures": "Creature",
    "enchantments": "Enchantment",
    "instants": "Instant",
    "lands": "Land",
    "planeswalkers": "Planeswalker",
    "sorceries": "Sorcery",
}
# plurals of subtypes that are not the singular plus "s"
IRREGULAR_PLURALS = {
    "Elves": "Elf",
    "Dwarves": "Dwarf",
    "Wolves": "Wolf",
    "Werewolves": "Werewolf",
    "Sphinxes": "Sphinx",
    "Fungi": "Fungus",
    "Kavu": "Kavu",
    "Arcane": "Arcane",
    "Faeries": "Faerie",
    "Allies": "Ally",
    "Homunculi": "Homunculus",
    "Mice": "Mouse",
}
_SUBTYPE = re.compile(r"^[A-Z][a-z]+(?:-[A-Z][a-z]+)?$")


class ProtectionWordError(ValueError):
    """The words after "Protection from" name no quality the engine knows."""


@dataclass(frozen=True)
class Quality:
    """What a protection ability protects from (702.16a): ``kind`` is ``color`` (``value``
    W/U/B/R/G), ``type`` (a card type), ``subtype``, ``multicolored``, ``monocolored``,
    ``everything`` (702.16i), ``player`` (702.16j: ``value`` is the player's name, or
    ``chosen`` until the permanent's choice is known) or ``opponents_creatures`` (creatures
    the player ``value`` controls; ``opponents`` until a resolved effect fixes the players)."""

    kind: str
    value: str = ""


def quality_of(keyword: str) -> Quality | None:
    """The quality of one protection keyword, None if ``keyword`` is not one; raises
    :class:`ProtectionWordError` for "Protection from …" with words the engine can't read."""
    if not keyword.startswith(PREFIX):
        return None
    what = keyword[len(PREFIX) :]
    if what in COLOUR_CODE:
        return Quality("color", COLOUR_CODE[what])
    if what in CARD_TYPE_PLURALS:
        return Quality("type", CARD_TYPE_PLURALS[what])
    if what in ("everything", "multicolored", "monocolored"):
        return Quality(what)
    if what == "the chosen player":
        return Quality("player", "chosen")
    if what == "the chosen card name":  # 702.16a: a name, as the ability says (Runed Halo)
        return Quality("name", "chosen")
    if what == "creatures your opponents control":  # 702.16a: creatures with a controller
        return Quality("opponents_creatures", "opponents")
    if what.startswith(CONTROLLED_BY):  # the same, its players fixed as the effect began
        return Quality("opponents_creatures", what[len(CONTROLLED_BY) :])
    if what in IRREGULAR_PLURALS:
        return Quality("subtype", IRREGULAR_PLURALS[what])
    if _SUBTYPE.match(what) and what.endswith("s"):
        return Quality("subtype", what[:-1])
    raise ProtectionWordError(
        f"«{keyword}»: защиту от «{what}» движок не читает (знает цвет, «all colors», тип карты "
        "или подтип во множественном числе, multicolored, monocolored, everything, "
        "the chosen player; 702.16a)"
    )


def expand(keyword: str) -> tuple[str, ...]:
    """The separate protection abilities a keyword stands for: "Protection from A and from B"
    (or "from A, from B, and from C") is two (702.16g), "Protection from all colors" is one for
    each colour (702.16h); any other keyword is itself.  The parts are not checked here (the
    keyword registry does it, :func:`quality_of`)."""
    if not keyword.startswith(PREFIX):
        return (keyword,)
    what = keyword[len(PREFIX) :]
    if what == "all colors":
        return tuple(PREFIX + c for c in COLOURS)
    return tuple(
        PREFIX + p
        for p in what.replace(", and from ", ", from ")
        .replace(" and from ", ", from ")
        .split(", from ")
    )
