"""Stage 1: Oracle text of the catalogue → the wording of the rules of record (2015-03-27).

The Oracle texts of the card data are a later snapshot (2022).  A small table of documented
rewrites brings them back to the templates of March 2015; ``docs/cards.md`` lists the same
table for people.  Then the text is normalised for compiling and for the round trip:
reminder text (in parentheses, 207.2) is removed, and the card's own name becomes ``CARDNAME``
(201.4: a card's text refers to itself by its name).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

CARDNAME = "CARDNAME"


@dataclass(frozen=True)
class Rewrite:
    """One row of the rewrite table: a later template and its wording of 2015."""

    pattern: str
    replacement: str
    why: str

    def apply(self, text: str) -> str:
        return re.sub(self.pattern, self.replacement, text)


# The catalogue's table (:func:`mtgjudge.cards.wording.oracle_2015`: "any target", "Add {G}.",
# {C}, "mana value", "create", "[+1]:", "mill") runs first; these rows are the compiler's own.
REWRITES: tuple[Rewrite, ...] = (
    Rewrite(
        r"\bMill a card\b",
        "Put the top card of your library into your graveyard",
        "'Mill a card' (2021) at the start of a sentence was 'Put the top card of your library "
        "into your graveyard' (the catalogue's table reads only a lower-case 'mill')",
    ),
    Rewrite(
        r"\bMill (\w+) cards\b",
        r"Put the top \1 cards of your library into your graveyard",
        "'Mill two cards' (2021) at the start of a sentence was 'Put the top two cards of your "
        "library into your graveyard'",
    ),
    Rewrite(
        r"\bActivate only as a sorcery\.",
        "Activate this ability only any time you could cast a sorcery.",
        "'Activate only as a sorcery' (2017) was 'Activate this ability only any time you could cast a sorcery'",
    ),
    Rewrite(
        r"\bActivate only\b",
        "Activate this ability only",
        "'Activate only …' (2017) was 'Activate this ability only …'",
    ),
    Rewrite(
        r"\bActivate no more than\b",
        "Activate this ability no more than",
        "'Activate no more than twice each turn' (2017) was 'Activate this ability no more than twice each turn'",
    ),
    Rewrite(
        r"divided as you choose among any number of targets",
        "divided as you choose among any number of target creatures and/or players",
        "'any target' (2018) was 'target creature or player'",
    ),
    Rewrite(
        r"divided as you choose among (one, two, or three|one or two) targets\b",
        r"divided as you choose among \1 target creatures and/or players",
        "'… among one or two targets' (2018) was '… target creatures and/or players'",
    ),
    Rewrite(
        r", then shuffle\.",
        ", then shuffle your library.",
        "'then shuffle' (2020) was 'then shuffle your library'",
    ),
    Rewrite(
        r"\bThen shuffle\.",
        "Then shuffle your library.",
        "'Then shuffle' (2020) was 'Then shuffle your library'",
    ),
    Rewrite(
        r"\bThis spell can't be countered\.",
        "CARDNAME can't be countered.",
        "'this spell' (2019) was the card's name",
    ),
    Rewrite(
        r"\bto cast this spell\b", "to cast CARDNAME", "'this spell' (2019) was the card's name"
    ),
    Rewrite(
        r"\b(has|have) menace\.",
        "can't be blocked except by two or more creatures.",
        "'menace' (Magic Origins, 2015-07) was 'can't be blocked except by two or more creatures'",
    ),
    Rewrite(
        r"\b(gains?) (\w+) and menace until end of turn\b",
        r"\1 \2 until end of turn and can't be blocked except by two or more creatures this turn",
        "'gains haste and menace until end of turn' (Magic Origins, 2015-07) was 'gains haste until end of turn and can't be blocked except by two or more creatures this turn'",
    ),
    Rewrite(
        r"\bgains? menace until end of turn\b",
        "can't be blocked except by two or more creatures this turn",
        "'gain menace until end of turn' (Magic Origins, 2015-07) was 'can't be blocked except by two or more creatures this turn'",
    ),
    Rewrite(
        r"\bcan block an additional creature each combat\.",
        "can block an additional creature.",
        "'… each combat' (Magic Origins, 2015-07) was 'can block an additional creature'",
    ),
    Rewrite(
        r"\byou attacked this turn\b",
        "you attacked with a creature this turn",
        "raid (207.2c): 'if you attacked this turn' (2017) was 'if you attacked with a creature this turn'",
    ),
    Rewrite(
        r"\bCreate(s?) ((?:a|an|one|two|three|four|five|X) (?:(?!tapped)[^.,\"])*?\btokens?) and ",
        r"Put\1 \2 onto the battlefield and ",
        "'Create a … token and …' (2017) was 'Put a … token onto the battlefield and …' (the "
        "catalogue's table reads 'create' only before '.', ',', 'that', 'named', 'with' …)",
    ),
    Rewrite(
        r"\bcreate(s?) ((?:a|an|one|two|three|four|five|X) (?:(?!tapped)[^.,\"])*?\btokens?) and ",
        r"put\1 \2 onto the battlefield and ",
        "'create a … token and …' (2017) was 'put a … token onto the battlefield and …'",
    ),
)
# the keyword line "Menace" (Magic Origins, after the rules of record) was the sentence with the
# card's name
MENACE_LINE = re.compile(r"^Menace$", re.MULTILINE)

_REMINDER = re.compile(r"\s*\([^()]*\)")


def to_2015(text: str, name: str = CARDNAME) -> str:
    """Apply the catalogue's wording table and then the compiler's rows to an Oracle text
    (both are idempotent: a text already in 2015 wording stays as it is); ``name`` is how
    the card calls itself in a rewritten line ("Menace")."""
    from ..wording import oracle_2015

    text = oracle_2015(text)
    text = MENACE_LINE.sub(f"{name} can't be blocked except by two or more creatures.", text)
    for rewrite in REWRITES:
        text = rewrite.apply(text)
    return text


# Two wordings of one meaning that the compiler reads as one (not a template of a later year:
# the card's text keeps its words).  The round trip compares with this form.
SAME_MEANING: tuple[Rewrite, ...] = (
    Rewrite(
        r"\bunblocked attacking creature",
        "unblocked creature",
        "509.1h: an unblocked creature is an attacking creature; one filter, in_combat: unblocked",
    ),
)


def normalise(text: str, name: str) -> str:
    """The text the compiler reads and the round trip compares with: 2015 wording, no reminder
    text, the card's name (and, for a legendary card, the short form before the comma) as
    ``CARDNAME``, one ability per line, no empty lines; keywords of a line separated by commas
    (";" before reminder text becomes ",")."""
    text = _REMINDER.sub("", text or "")
    text = text.replace(name, CARDNAME)
    short, comma, _rest = name.partition(", ")
    if comma and short:  # 201.4c: "Heliod isn't a creature" (Heliod, God of the Sun)
        text = re.sub(rf"(?<![\w'’-]){re.escape(short)}(?![\w-])", CARDNAME, text)
    text = to_2015(text)
    for rewrite in SAME_MEANING:
        text = rewrite.apply(text)
    lines = [_keyword_commas(" ".join(line.split())) for line in text.split("\n")]
    return "\n".join(line for line in lines if line)


def _keyword_commas(line: str) -> str:
    """A line of keywords separates them by ";" when one of them carries reminder text
    ("Flying; banding (…)"); with the reminder text gone it is the same list as "Flying,
    banding" (702.1): one separator, the comma, for the round trip."""
    if "; " not in line:
        return line
    from .keywords import split_line

    return line.replace("; ", ", ") if split_line(line) is not None else line
