"""The Magus staffs (M15): "Whenever you cast a black spell or a Swamp enters the battlefield
under your control, you gain 1 life." — one trigger condition with two events (603.2), compiled
as two triggers with the same instructions: ``a_player_casts_spell`` (a spell of that colour
you cast) and ``a_permanent_enters`` (a land of that subtype under your control)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" "you" "cast" ("a" | "an") cast_color "spell" "or" ("a" | "an") SUBTYPE "enters" "the" "battlefield" "under" "your" "control" -> ev_cast_color_or_land_enters
"""


def ev_cast_color_or_land_enters(builder: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    colour, subtype = c[0], _subtype_name(str(c[1]))
    return {
        "when": "a_player_casts_spell",
        "of": {**colour, "controller": "you"},
        "_or_when": "a_permanent_enters",
        "_or_of": {"subtypes": [subtype], "controller": "you"},
    }


RULES = {"ev_cast_color_or_land_enters": ev_cast_color_or_land_enters}
