"""An object's current characteristics (613): see the ``layers`` subpackage, which does the
work; this module keeps the names the rest of the engine imports."""

from __future__ import annotations

from .layers import Characteristics, all_characteristics, characteristics, count_value
from .state import Game


def count_expression(game: Game, controller: str, expression: str) -> int:
    """The numbers that characteristic-defining abilities and effects count (608.2g)."""
    return count_value(game, controller, expression)


__all__ = ["Characteristics", "all_characteristics", "characteristics", "count_expression"]
