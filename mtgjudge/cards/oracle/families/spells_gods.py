"""The Gods of Theros (700.5 devotion, 205.1a): "As long as your devotion to white is less than
five, CARDNAME isn't a creature.", "As long as your devotion to white and black is less than
seven, CARDNAME isn't a creature." (the God's short name is its name, 201.4c: ``rewrite``).

A static ability with a layer-4 part ``remove_types: [Creature]`` (the permanent loses the
card type and its creature types, 205.3d: "it continues to be a legendary enchantment") and a
condition ``amount_less_than`` judged whenever the game looks (611.3a).  It works only on the
battlefield (a static ability of a permanent, 611.3b): the card is a creature card in every
other zone and a creature spell on the stack.  A God that stops being a creature is removed
from combat (506.4, ``combat.drop_noncreatures``).
"""

from __future__ import annotations

from typing import Any

from ..render import CARDNAME, RenderError, condition_text, number_word

GRAMMAR = r"""
// "your devotion to white [and black] is less than" as one token: the amounts family reads
// "your devotion to …" as an amount, and "and" also joins instructions
DEVOTION_LESS.4: /your devotion to (white|blue|black|red|green)( and (white|blue|black|red|green))? is less than(?= )/
%extend condition: DEVOTION_LESS number -> cond_devotion_less_than
%extend static_sentence: CARDNAME "isn't" "a" "creature" -> st_isnt_creature
"""


def cond_devotion_less_than(b: Any, c: list) -> dict:
    """ "your devotion to white is less than five" (700.5), judged as the game looks."""
    words = str(c[0]).split()
    colors = [w for w in words[3:] if w in ("white", "blue", "black", "red", "green")]
    amount = {"amount": "devotion", "colors": colors}
    return {"amount_less_than": {"amount": amount, "n": int(c[1])}}


def st_isnt_creature(b: Any, c: list) -> list[dict]:
    """ "CARDNAME isn't a creature" (205.1a: it loses the card type; its creature types go
    with it, 205.3d)."""
    return [{"remove_types": ["Creature"], "affects": {"self": True}}]


RULES = {
    "cond_devotion_less_than": cond_devotion_less_than,
    "st_isnt_creature": st_isnt_creature,
}


def _amount_less_than_text(arg: dict) -> str:
    from .amounts_numbers import amount_text

    return f"{amount_text(arg['amount'])} is less than {number_word(int(arg['n']))}"


def _isnt_creature_text(entries: list) -> str:
    (entry,) = entries
    if (
        set(entry) - {"remove_types", "affects", "if", "_if_first"}
        or entry["remove_types"] != ["Creature"]
        or entry["affects"] != {"self": True}
    ):
        raise RenderError("isn't a creature")
    text = f"{CARDNAME} isn't a creature"
    if "if" not in entry:
        return text + "."
    if entry.get("_if_first"):
        return f"As long as {condition_text(entry['if'])}, {text}."
    return f"{text} as long as {condition_text(entry['if'])}."


STATIC_TEXT = {"remove_types": _isnt_creature_text}
CONDITION_TEXT = {"amount_less_than": _amount_less_than_text}
