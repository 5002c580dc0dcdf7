"""A target named again as "that permanent or player" (issue 14, helper "zones"; Riddle of
Lightning).

"Choose target creature or player. Scry 3, then reveal the top card of your library. CARDNAME
deals damage equal to that card's converted mana cost to that permanent or player." — "that
permanent or player" is the creature-or-player target named before (608.2c; the shared
``THAT_TARGET``, resolved by ``semantics._ability`` to that target even after a revealed card,
which only "that card" names).  After any other target (a creature, a player) the words are
refused: they would name something the target can't be.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend object: "that" "permanent" "or" "player" -> zones_that_permanent_or_player
"""


def _that_permanent_or_player(b: Any, c: list) -> Any:
    from ..semantics import THAT_TARGET

    return THAT_TARGET


RULES = {"zones_that_permanent_or_player": _that_permanent_or_player}
