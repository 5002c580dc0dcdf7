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


_MANA_PHRASE = r"((?:\{[^}]+\}(?:, | or |, or )?)+|one mana of any color|\w+ mana of any one color|two mana in any combination of colors)"

REWRITES: tuple[Rewrite, ...] = (
    Rewrite(
        r"(?m)^\[([+−-]?[0-9X]+)\]: ",
        r"\1: ",
        "loyalty costs were written without brackets ('+1: …') in 2015",
    ),
    Rewrite(
        r"\{C\}",
        "{1}",
        "the colourless mana symbol {C} appeared in 2016; in 2015 colourless mana is {1}",
    ),
    Rewrite(
        r"divided as you choose among any number of targets",
        "divided as you choose among any number of target creatures and/or players",
        "'any target' (2018) was 'target creature or player'",
    ),
    Rewrite(
        r"\bany target\b",
        "target creature or player",
        "'any target' (2018) was 'target creature or player' (306.7 redirects to planeswalkers)",
    ),
    Rewrite(
        r"\b([Aa])dd " + _MANA_PHRASE + r"\.",
        r"\1dd \2 to your mana pool.",
        "'Add {G}.' (2017) was 'Add {G} to your mana pool.' (mana pools were kept in the rules)",
    ),
    Rewrite(
        r"\bmana value\b", "converted mana cost", "'mana value' (2021) was 'converted mana cost'"
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
        r"\b([Yy])ou mill (a card|\w+ cards)\b",
        r"\1ou put the top \2 of your library into your graveyard",
        "'mill' became a keyword action in 2021",
    ),
    Rewrite(
        r"\b(Target player|Each player|Each opponent|Target opponent|That player) mills (a card|\w+ cards)\b",
        r"\1 puts the top \2 of his or her library into his or her graveyard",
        "'mill' became a keyword action in 2021",
    ),
    Rewrite(
        r"\b([Mm])ill (a card|\w+ cards)\b",
        r"\1ill: put the top \2 of your library into your graveyard",
        "'mill' became a keyword action in 2021",
    ),
    Rewrite(r"\bMill: put", "Put", "(grammar of the mill rewrite)"),
    Rewrite(r"\bmill: put", "put", "(grammar of the mill rewrite)"),
    Rewrite(r"\btop a card of\b", "top card of", "(grammar of the mill rewrite)"),
    Rewrite(
        r"\b([Cc])reate (a|an|one|two|three|four|five|six|seven|eight|nine|ten|X) ([^.]*?\btokens?\b(?: with [^.]*?)?)(?=[.,])",
        r"\1reate: put \2 \3 onto the battlefield",
        "'create' (2016) was 'put … onto the battlefield'",
    ),
)

_CREATE_CASE = re.compile(r"\b([Cc])reate: put")
_REMINDER = re.compile(r"\s*\([^()]*\)")


def to_2015(text: str) -> str:
    """Apply the rewrite table to an Oracle text."""
    for rewrite in REWRITES:
        text = rewrite.apply(text)
    return _CREATE_CASE.sub(lambda m: "Put" if m.group(1) == "C" else "put", text)


def normalise(text: str, name: str) -> str:
    """The text the compiler reads and the round trip compares with: 2015 wording, no reminder
    text, the card's name (and, for a legendary card, the short form before the comma) as
    ``CARDNAME``, one ability per line, no empty lines."""
    text = _REMINDER.sub("", text or "")
    text = text.replace(name, CARDNAME)
    text = to_2015(text)
    lines = [" ".join(line.split()) for line in text.split("\n")]
    return "\n".join(line for line in lines if line)
