"""Limits on drawing (101.2: "can't" wins over an instruction to draw): "Each player can't
draw more than one card each turn." (Spirit of the Labyrinth) — the static
``max_draws_per_turn: N`` of a permanent on the battlefield.  A draw that can't happen is not
replaced either (it never would happen, 614.1a), and a player who can't draw from an empty
library doesn't try to (120.4)."""

from __future__ import annotations

from .layers import permanents_with_statics
from .state import Game


def draw_forbidden_by(game: Game, player: str) -> tuple[str, int] | None:
    """The permanent whose static ability forbids ``player`` another draw this turn, and its
    limit; None if the player may draw."""
    drawn = game.player(player).cards_drawn_this_turn
    for source, chars in permanents_with_statics(game):
        for static in chars.statics:
            limit = static.get("max_draws_per_turn")
            if isinstance(limit, int) and drawn >= limit:
                return source.label, limit
    return None
