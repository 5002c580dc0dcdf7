"""The Oracle compiler (issue 14): Oracle texts → the card format's abilities.

Public entry points: :func:`compile_card` (one card of the card data) and
:func:`compile_text` (a text with a name and types, for tests and tools).

The names below are read from :mod:`.compiler` on first use (PEP 562): importing a module of
this package (the stored results and their value types, :mod:`.results`, which a card of the
catalogue needs) does not import the compiler.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .compiler import compile_card, compile_clause, route
    from .results import AbilityResult, CardResult, Clause, Problem

__all__ = [
    "AbilityResult",
    "CardResult",
    "Clause",
    "Problem",
    "compile_card",
    "compile_clause",
    "route",
]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import compiler

        return getattr(compiler, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
