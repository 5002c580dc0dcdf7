"""Oracle text in the wording of the rules of record (Comprehensive Rules of 27 March 2015).

The catalogue's source (MTGJSON, 2022 snapshot) has the Oracle wording of 2022.  A few
template changes since 2015 are mechanical and are undone here, so that the text shown and
compiled is the text the 2015 rules were written for:

* "any target" → "target creature or player" (the 2015 rules redirect damage to a
  planeswalker by 306.7 instead of targeting it);
* "Add {G}." → "Add {G} to your mana pool." (the mana pool wording of 106.4; only where mana
  is added, not Splice's "add this card's effects");
* "{C}" produced by a mana ability → generic "{1}" (the colorless mana symbol is of 2016);
* "mana value" → "converted mana cost" (202.3);
* "Create … token" → "Put … token onto the battlefield", "creates" → "puts" (the 2017
  template; a quoted ability granted to the token stays whole);
* "[+1]: …" → "+1: …" (loyalty abilities);
* "target player or planeswalker" → "target player" (2018; 306.7 redirection instead);
* "mills N cards" → "puts the top N cards of his or her library into his or her graveyard"
  (the keyword action mill is of 2020).

Other differences (new keywords, new card types) are not wording: they are later rules and
are refused by :mod:`mtgjudge.cards.definition`.
"""

from __future__ import annotations

import re

_NUMBERS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_ANY_OTHER = re.compile(r"\bany other target\b")
_ANY = re.compile(r"\b([Aa])ny target\b")
_MANA_VALUE = re.compile(r"\bmana value(s?)\b")
_ADD = re.compile(r"\b([Aa]dd) ([^.]*?)(?=\.)")
_MANA_WORD = re.compile(r"\bmana\b")
_ADD_TAIL = re.compile(r"( for each\b.*|, where\b.*| where\b.*)$")
_CREATE = re.compile(
    r"\b([Cc])reate(s?) (.*?\btokens?\b)"
    r"(?:( with [^.\"\n]*\"[^\"\n]*\")"  # with a quoted ability: "onto the battlefield" goes before it
    r"|((?: with [^.\"\n]*?)?)(?=[.,]| that\b| named\b| for each\b| equal\b| under\b))"
)
_LOYALTY = re.compile(r"^\[([+−\-]?[0-9X]+)\]:", re.MULTILINE)
_PLANESWALKER_CONTROLLER = re.compile(r"\bthat player or that planeswalker's controller controls\b")
_PLAYER_OR_PLANESWALKER = re.compile(r"\b(player|opponent) or planeswalker\b")
_MILL = re.compile(r"\b(mills?) (a card|(\w+) cards)\b")
_COLORLESS = re.compile(r"(?:\{C\})+")


def _add_clause(match: re.Match) -> str:
    verb, rest = match.group(1), match.group(2)
    if "mana pool" in rest or ("{" not in rest and not _MANA_WORD.search(rest)):
        return match.group(0)  # not mana: "add this card's effects to that spell" (Splice)
    rest = _COLORLESS.sub(lambda m: "{" + str(len(m.group()) // 3) + "}", rest)
    tail = _ADD_TAIL.search(rest)
    if tail:
        return f"{verb} {rest[: tail.start()]} to your mana pool{rest[tail.start() :]}"
    return f"{verb} {rest} to your mana pool"


def _create(match: re.Match) -> str:
    put = "P" if match.group(1) == "C" else "p"
    verb = f"{put}ut{match.group(2)}"  # "each opponent creates" → "each opponent puts"
    if match.group(4):  # 'token onto the battlefield with "…"' (the printed 2016 reminder text)
        return f"{verb} {match.group(3)} onto the battlefield{match.group(4)}"
    return f"{verb} {match.group(3)}{match.group(5)} onto the battlefield"


def _mill(match: re.Match) -> str:
    cards = "top card" if match.group(2) == "a card" else f"top {match.group(3)} cards"
    if match.group(1) == "mill":
        return f"put the {cards} of your library into your graveyard"
    return f"puts the {cards} of his or her library into his or her graveyard"


def oracle_2015(text: str) -> str:
    """The Oracle ``text`` with the post-2015 templates above put back into 2015 wording."""
    if not text:
        return text
    text = _ANY_OTHER.sub("another target creature or player", text)
    text = _ANY.sub(lambda m: f"{'T' if m.group(1) == 'A' else 't'}arget creature or player", text)
    text = _MANA_VALUE.sub(lambda m: "converted mana cost" + m.group(1), text)
    text = _ADD.sub(_add_clause, text)
    text = _LOYALTY.sub(lambda m: m.group(1) + ":", text)
    text = _PLANESWALKER_CONTROLLER.sub("he or she controls", text)
    text = _PLAYER_OR_PLANESWALKER.sub(lambda m: m.group(1), text)
    text = _MILL.sub(_mill, text)
    return _CREATE.sub(_create, text)
