"""A delayed triggered ability at end of combat (603.7, 511.2): "When CARDNAME attacks or
blocks, sacrifice it at end of combat." — the engine's delayed trigger ``at: end_of_combat``
(it triggers once, at the beginning of this combat's end of combat step, 603.7b)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend sentence: effect_chain "at" "end" "of" "combat" "." -> delayed_end_of_combat
"""


def delayed_end_of_combat(builder: Any, c: list) -> list:
    return builder._delayed(c[0], "end_of_combat", before=False)


RULES = {"delayed_end_of_combat": delayed_end_of_combat}
