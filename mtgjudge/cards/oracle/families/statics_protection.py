"""Protection from the creatures of the opponents (702.16a, 702.16j): "Target creature you
control gains protection from creatures your opponents control until end of turn. Untap it."
(Crypsis) — the keyword ``Protection from creatures your opponents control``.  "your" is the
controller of the effect: a resolved grant fixes the players as it begins (``effects._grant``:
one protection ``from creatures controlled by <player>`` for each opponent, 702.16g), so a
later change of control of the creature doesn't change whose creatures it is protected from.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend keyword_name: "protection" "from" "creatures" "your" "opponents" "control" -> statics_prot_opponents_creatures
"""

OPPONENTS_CREATURES = "Protection from creatures your opponents control"


def statics_prot_opponents_creatures(builder: Any, c: list) -> str:
    return OPPONENTS_CREATURES


RULES = {"statics_prot_opponents_creatures": statics_prot_opponents_creatures}
