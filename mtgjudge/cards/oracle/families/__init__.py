"""Families of Oracle wordings: the compiler's extension points.

A family is one module of this package that teaches the compiler one kind of wording (for
example "amounts", "curses", "library searches") from grammar to values to canonical English,
without touching the shared ``grammar.py``, ``semantics.py`` or ``render.py``.  A module may
define any of:

``GRAMMAR``
    A lark fragment appended to the shared grammar.  New rules, and ``%extend rule: …`` to add
    alternatives to a shared rule (``effect``, ``static_sentence``, ``trigger_event``, …).
``RULES``
    ``{rule or alias name: callback}``; a callback is called as ``callback(builder, children)``
    exactly like a method of :class:`~mtgjudge.cards.oracle.semantics.Builder`.
``EFFECT_TEXT``
    ``{effect verb: renderer}``; ``renderer(effect, ctx)`` words one instruction in canonical
    English without the final full stop (see ``render.effect_text``).
``STATIC_TEXT``
    ``{key: renderer}``; ``renderer(entries)`` words a static line whose first entry has that key.
``TRIGGER_TEXT``
    ``{trigger event: renderer}``; ``renderer(trigger)`` words a whole triggered ability.
``REPLACEMENT_TEXT``
    ``{replaced event: renderer}``; ``renderer(value)`` words a replacement ability.
``CONDITION_TEXT``
    ``{condition key: renderer}``; ``renderer(argument)`` words a condition ("as long as …",
    611.3a; "if {R} was spent to cast CARDNAME") from the condition's argument, without "as
    long as" / "if" (``render.condition_text``).

Modules are found by name (every module of this package, in alphabetical order), so adding a
family touches no shared file.  Two families claiming the same rule, verb or key — or a family
claiming a name the shared Builder or renderers already own — is a defect, reported as
:class:`FamilyClash` when the grammar is first built (a test builds it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import Any

TABLES = (
    "RULES",
    "EFFECT_TEXT",
    "STATIC_TEXT",
    "TRIGGER_TEXT",
    "REPLACEMENT_TEXT",
    "CONDITION_TEXT",
)


class FamilyClash(Exception):
    """Two families (or a family and the shared compiler) claim the same name."""


@cache
def modules() -> tuple[ModuleType, ...]:
    """Every family module, in alphabetical order of its name."""
    # imported here: building a card from stored results imports ``library_links`` of this
    # package, and ``pkgutil`` (with ``importlib.util``) is a cost of every such start-up
    import importlib
    import pkgutil

    names = sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
    return tuple(importlib.import_module(f"{__name__}.{name}") for name in names)


def grammar() -> str:
    """The grammar fragments of every family, in order."""
    return "\n".join(
        f"// ---- family {m.__name__.rsplit('.', 1)[-1]}\n{m.GRAMMAR}"
        for m in modules()
        if getattr(m, "GRAMMAR", "")
    )


@cache
def table(name: str) -> dict[str, Callable[..., Any]]:
    """One table (``RULES``, ``EFFECT_TEXT``, …) merged over every family; a name claimed twice
    raises :class:`FamilyClash`."""
    if name not in TABLES:
        raise KeyError(name)
    merged: dict[str, Callable[..., Any]] = {}
    owner: dict[str, str] = {}
    for m in modules():
        family = m.__name__.rsplit(".", 1)[-1]
        for key, value in getattr(m, name, {}).items():
            if key in merged:
                raise FamilyClash(f"{name}[{key!r}]: families {owner[key]} and {family}")
            merged[key] = value
            owner[key] = family
    return merged


def check_rules(builder: type) -> None:
    """A family's rule must not shadow a method of the shared Builder."""
    for key in table("RULES"):
        if hasattr(builder, key):
            raise FamilyClash(f"RULES[{key!r}]: the shared Builder already has it")
