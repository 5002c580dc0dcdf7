"""The Oracle compiler (issue 14): Oracle texts → the card format's abilities.

Public entry points: :func:`compile_card` (one card of the card data) and
:func:`compile_text` (a text with a name and types, for tests and tools).
"""

from .compiler import (
    AbilityResult,
    CardResult,
    Clause,
    Problem,
    compile_card,
    compile_clause,
    route,
)

__all__ = [
    "AbilityResult",
    "CardResult",
    "Clause",
    "Problem",
    "compile_card",
    "compile_clause",
    "route",
]
