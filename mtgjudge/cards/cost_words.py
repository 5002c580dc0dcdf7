"""Costs written in words after a keyword's dash (117.1, 117.12): "Echo—Discard a card",
"Cumulative upkeep—Pay 1 life", "Morph—Reveal a white card in your hand", "Buyback—Sacrifice
a land", "Kicker—Pay 3 life", "{2}, Sacrifice two lands".

:func:`read` turns such a cost into the card format's cost mapping (``format._cost``: the one
cost model of activated abilities and additional costs, paid by ``engine/payment.pay_cost``).
The parts read: a mana cost, "Pay N life", "Discard N card(s)", "Sacrifice N [land|creature|
artifact|basic land type](s)", "Reveal N [colour] card(s) in your hand" (a reveal that is the
cost of turning a morph face up, 701.13a).  Anything else raises :class:`CostWordsError`
and the keyword is refused (never played without its cost).
"""

from __future__ import annotations

import re
from typing import Any

NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_MANA = re.compile(r"^(\{[0-9WUBRGXCSP/]+\})+$")
_LIFE = re.compile(r"^pay (\d+) life$")
_DISCARD = re.compile(r"^discard (a|an|one|two|three|four|five) cards?$")
_SACRIFICE = re.compile(r"^sacrifice (a|an|one|two|three|four|five) ([a-z]+?)s?$")
_REVEAL = re.compile(r"^reveal (a|an|one|two) (white|blue|black|red|green) cards? in your hand$")
# what "sacrifice a land / two Mountains" may name: card types and basic land types (205.3i)
SACRIFICE_TYPES = {"land": "Land", "creature": "Creature", "artifact": "Artifact"}
LAND_TYPES = {"plain": "Plains", "plains": "Plains", "island": "Island", "swamp": "Swamp"}
LAND_TYPES |= {"mountain": "Mountain", "forest": "Forest"}


class CostWordsError(ValueError):
    """A cost in words the engine does not read (the part, in English)."""


def read(text: str) -> dict[str, Any]:
    """The cost mapping of a cost in words, e.g. "Sacrifice two lands." →
    ``{"sacrifice": {"types": ["Land"]}, "sacrifice_count": 2}``."""
    out: dict[str, Any] = {}
    for raw in str(text).strip().rstrip(".").split(","):
        part = raw.strip()
        if _MANA.match(part.upper()):
            out["mana"] = out.get("mana", "") + part.upper()
            continue
        for key, value in _part(part.casefold(), part).items():
            if key in out:
                raise CostWordsError(part)
            out[key] = value
    return out


def _part(low: str, part: str) -> dict[str, Any]:
    if m := _LIFE.match(low):
        return {"pay_life": int(m.group(1))}
    if m := _DISCARD.match(low):
        return {"discard": NUMBERS[m.group(1)]}
    if m := _SACRIFICE.match(low):
        noun, count = m.group(2), NUMBERS[m.group(1)]
        if noun in SACRIFICE_TYPES:
            flt = {"types": [SACRIFICE_TYPES[noun]]}
        elif noun in LAND_TYPES:
            flt = {"subtypes": [LAND_TYPES[noun]]}
        else:
            return _by_grammar(part)
        return {"sacrifice": flt} | ({"sacrifice_count": count} if count > 1 else {})
    if m := _REVEAL.match(low):
        if NUMBERS[m.group(1)] != 1:
            raise CostWordsError(part)
        return {"reveal": {"colors": [m.group(2)]}}
    return _by_grammar(part)


def _by_grammar(part: str) -> dict[str, Any]:
    """Any other part the Oracle compiler's cost grammar reads ("Put a -1/-1 counter on
    CARDNAME", "Return a creature you control to its owner's hand", "Discard a card at
    random"): one cost grammar for activated abilities and keyword costs (117.12)."""
    from .oracle.compiler import Clause, compile_clause

    result = compile_clause(Clause("activated", f"{part.strip()}: Draw a card."))
    if result.problem is not None or not result.parts:
        raise CostWordsError(part)
    cost = dict(result.parts[0][1]["cost"])
    if set(cost) & {"mana", "tap", "untap"}:
        raise CostWordsError(part)
    return cost
