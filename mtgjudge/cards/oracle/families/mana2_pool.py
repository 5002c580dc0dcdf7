"""Unspent mana (500.4): "If you would lose unspent mana, that mana becomes colorless instead."
(Kruphix, God of Horizons; Horizon Stone) — a replacement effect (614.1a) on the event of the
mana emptying from its controller's pool: ``{event: lose_mana, player: you, colorless: true}``.
The mana stays, colorless (restricted mana keeps its restriction, 106.6)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend replacement: "if" "you" "would" "lose" "unspent" "mana" "," "that" "mana" "becomes" "colorless" "instead" "." -> m2_lose_mana_colorless
"""

RULES = {
    "m2_lose_mana_colorless": lambda b, c: {
        "event": "lose_mana",
        "player": "you",
        "colorless": True,
    },
}


def _text(value: dict) -> str:
    from ..render import RenderError

    if value != {"event": "lose_mana", "player": "you", "colorless": True}:
        raise RenderError("mana2 lose_mana")
    return "If you would lose unspent mana, that mana becomes colorless instead."


REPLACEMENT_TEXT: dict[str, Any] = {"lose_mana": _text}
