"""A card's restriction on when it may be cast (112.6d): "Cast this spell only during combat.",
"… only during combat before / after blockers are declared", "… only during the declare
attackers / blockers step", "… only during your turn / an opponent's turn", "… only during the
declare attackers step and only if you've been attacked this step", "… only if you've cast
another spell this turn", "… only if [condition]" — the static ``{cast_only: WHEN, if: …}``
(``engine/cast_only``).  On an instant or sorcery the sentence comes before its instructions;
on a permanent card it is a line of its own."""

from __future__ import annotations

from typing import Any

from ..render import RenderError, condition_text

GRAMMAR = r"""
%extend spell: "cast" "this" "spell" "only" cast_only_when "." sentences -> spell_cast_only
%extend static: "cast" "this" "spell" "only" cast_only_when "." -> st_cast_only
cast_only_when: "during" "combat" -> co_combat
    | "during" "combat" "before" "blockers" "are" "declared" -> co_combat_before_blockers
    | "during" "combat" "after" "blockers" "are" "declared" -> co_combat_after_blockers
    | "during" "the" "declare" "attackers" "step" -> co_declare_attackers
    | "during" "the" "declare" "blockers" "step" -> co_declare_blockers
    | "during" "your" "turn" -> co_your_turn
    | "during" "an" "opponent's" "turn" -> co_opponents_turn
    | "during" "the" "declare" "attackers" "step" "and" "only" "if" "you've" "been" "attacked" "this" "step" -> co_attacked
    | "if" "you've" "cast" "another" "spell" "this" "turn" -> co_another_spell
    | "if" condition -> co_if
"""

_WHEN_TEXT = {
    "combat": "during combat",
    "combat_before_blockers": "during combat before blockers are declared",
    "combat_after_blockers": "during combat after blockers are declared",
    "declare_attackers": "during the declare attackers step",
    "declare_blockers": "during the declare blockers step",
    "your_turn": "during your turn",
    "opponents_turn": "during an opponent's turn",
}


def _entry(c: list) -> dict:
    return dict(c[0])


def spell_cast_only(b: Any, c: list) -> dict:
    from ..semantics import _ability

    return {**_ability(c[1]), "_card_static": _entry(c)}


RULES = {
    "spell_cast_only": spell_cast_only,
    "st_cast_only": lambda b, c: [_entry(c)],
    "co_combat": lambda b, c: {"cast_only": "combat"},
    "co_combat_before_blockers": lambda b, c: {"cast_only": "combat_before_blockers"},
    "co_combat_after_blockers": lambda b, c: {"cast_only": "combat_after_blockers"},
    "co_declare_attackers": lambda b, c: {"cast_only": "declare_attackers"},
    "co_declare_blockers": lambda b, c: {"cast_only": "declare_blockers"},
    "co_your_turn": lambda b, c: {"cast_only": "your_turn"},
    "co_opponents_turn": lambda b, c: {"cast_only": "opponents_turn"},
    "co_attacked": lambda b, c: {
        "cast_only": "declare_attackers",
        "if": {"attacked_you_this_step": True},
    },
    "co_another_spell": lambda b, c: {"cast_only": "any", "if": {"cast_another_spell": True}},
    "co_if": lambda b, c: {"cast_only": "any", "if": c[0]},
}


def cast_only_text(entries: list) -> str:
    (entry,) = entries
    when, condition = entry["cast_only"], entry.get("if")
    if set(entry) - {"cast_only", "if"}:
        raise RenderError("cast only")
    if when == "declare_attackers" and condition == {"attacked_you_this_step": True}:
        words = "during the declare attackers step and only if you've been attacked this step"
    elif when == "any" and condition == {"cast_another_spell": True}:
        words = "if you've cast another spell this turn"
    elif when == "any" and condition is not None:
        words = f"if {condition_text(condition)}"
    elif when in _WHEN_TEXT and condition is None:
        words = _WHEN_TEXT[when]
    else:
        raise RenderError("cast only")
    return f"Cast this spell only {words}."


STATIC_TEXT = {"cast_only": cast_only_text}
