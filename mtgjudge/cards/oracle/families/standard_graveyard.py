"""Graveyard cards as targets (114.1): "target creature or enchantment card from your
graveyard" (a card with either type), "target noncreature, nonland card from your graveyard"
(a card with neither type) — judged by the card's printed values in the graveyard."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
// (the shared word lists: "instant or sorcery card" is the shared rule's)
%extend gy_card: perm_type "or" perm_type "card" -> gy_two_types_card
               | GY_CREATURE "or" perm_type "card" -> gy_two_types_card
               | perm_type "or" GY_CREATURE "card" -> gy_two_types_card
               | "noncreature" "," "nonland" "card" -> gy_noncreature_nonland_card
GY_CREATURE: "creature"
"""


def gy_two_types_card(builder: Any, c: list) -> dict:
    first, second = (str(t[0]) if isinstance(t, list) else str(t) for t in c)
    if "permanent" in (first, second):
        from ..semantics import Unsupported

        raise Unsupported("«permanent or … card»", "114.1")
    if first == second:
        from ..semantics import Unsupported

        raise Unsupported("«X or X card»", "114.1")
    return {
        "kind": "card_in_graveyard",
        "filter": {"types": [first.capitalize(), second.capitalize()], "controller": "you"},
    }


def gy_noncreature_nonland_card(builder: Any, c: list) -> dict:
    return {
        "kind": "card_in_graveyard",
        "filter": {"not_types": ["Creature", "Land"], "controller": "you"},
    }


RULES = {
    "gy_two_types_card": gy_two_types_card,
    "gy_noncreature_nonland_card": gy_noncreature_nonland_card,
}
