"""Card-level passes of the library families, run when a card's compiled abilities are merged
into one card mapping (each ability is compiled alone; these need the whole card).

* :func:`name_self` — 201.4: "a card named CARDNAME" is a card with this card's English name;
* :func:`link_exiled` — 607.2a: "the exiled card" of a linked pair is what the card's one
  ``exile`` instruction exiled.

No grammar here (a family module without ``GRAMMAR``); kept free of the parser and renderer so
that building a card from stored results imports nothing heavy.
"""

from __future__ import annotations

from typing import Any

CARDNAME = "CARDNAME"  # the compiler's stand-in for the card's own name (rewrite.CARDNAME)
KEY = "exiled"
ABILITY_KEYS = ("spell", "abilities", "triggers")


def name_self(card: dict) -> dict:
    """201.4: "a card named CARDNAME" is a card with this card's English name."""

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, v in value.items():
                if key == "name" and v == CARDNAME:
                    value[key] = card["name"]
                else:
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for key in ("spell", "abilities", "triggers", "static", "replacements"):
        if key in card:
            walk(card[key])
    return card


def _refers(value: Any) -> bool:
    """Does this value read "the exiled card" of the linked pair?"""
    if isinstance(value, dict):
        if value.get("linked") == KEY and set(value) == {"linked"}:
            return True
        return any(_refers(v) for v in value.values())
    if isinstance(value, list):
        return any(_refers(v) for v in value)
    return False


def _exiles(value: Any, found: list[dict]) -> None:
    """Every ``exile`` instruction in this value (nested in "you may …" too)."""
    if isinstance(value, dict):
        if "exile" in value:
            found.append(value)
        for v in value.values():
            _exiles(v, found)
    elif isinstance(value, list):
        for v in value:
            _exiles(v, found)


def link_exiled(card: dict) -> dict:
    """607.2a: when an ability of the card reads "the exiled card(s)", the card's one exile
    instruction in another ability gets ``linked: exiled``.  ``ValueError`` (a Russian reason)
    when there is none or more than one (the link would be a guess)."""
    abilities = [
        a
        for key in ABILITY_KEYS
        for a in ([card[key]] if key == "spell" and key in card else card.get(key, []))
    ]
    readers = [a for a in abilities if _refers(a)]
    if not readers:
        return card
    found: list[dict] = []
    for a in abilities:
        if a not in readers:
            _exiles(a, found)
    if len(found) != 1 or any(e.get("linked") not in (None, KEY) for e in found):
        raise ValueError(
            "«the exiled card»: у карты нет ровно одной изгоняющей способности, с которой она "
            "связана (607.2a)"
        )
    found[0]["linked"] = KEY
    return card


def card_passes(card: dict) -> dict:
    """Both passes, in order."""
    return link_exiled(name_self(card))
