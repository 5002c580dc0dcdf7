"""A condition on the instruction before (issue 14, helper "perms"; 608.2c): "Target opponent
sacrifices a green or white creature. If that player does, they lose 2 life."
(Self-Inflicted Wound) — the next instruction has the condition ``sacrificed_this_way`` (the
sacrifice before it sacrificed at least one permanent) and the same player.  Read only right
after a sacrifice by another player."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "if" "that" "player" "does" "," "they" "lose" amount "life" "." -> perms_if_does_lose
"""

LOSE = "perms_if_does_lose"


def _check_previous(previous: Any, marker: dict) -> Any:
    from ..semantics import Unsupported

    if (
        not isinstance(previous, dict)
        or "sacrifice" not in previous
        or not isinstance(previous["sacrifice"], dict)
        or previous.get("player") in (None, "you")
        or set(previous) - {"sacrifice", "player", "count"}
    ):
        raise Unsupported("«If that player does» не после «… sacrifices …»", "608.2c")
    return previous


def _if_does_lose(b: Any, c: list) -> list:
    from ..semantics import SAME_PLAYER

    lose = {
        "lose_life": c[0],
        "player": SAME_PLAYER,
        "if": {"sacrificed_this_way": True},
        "_if_head": True,
        "_text": LOSE,
    }
    return [(".", {"_amend": _check_previous}), (".", lose)]


def _if_does_lose_text(e: dict, ctx: Any) -> str:
    if set(e) - {"lose_life", "player", "if", "_if_head", "_text", "_bare"} or not isinstance(
        e["lose_life"], int
    ):
        raise RenderError("if that player does")
    if e.get("if") != {"sacrificed_this_way": True} or not e.get("_bare"):
        raise RenderError("if that player does")
    return f"they lose {e['lose_life']} life"


RULES = {LOSE: _if_does_lose}
EFFECT_TEXT = {LOSE: _if_does_lose_text}
CONDITION_TEXT = {"sacrificed_this_way": lambda arg: "that player does"}
