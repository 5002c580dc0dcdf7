"""A module imported on its first use, for a module that imports ours (a cycle) or that the
start-up of a command should not load.

``_layers = lazy_module("mtgjudge.engine.layers")`` at module level, then ``_layers().X`` in a
function: the first call imports, every later one is a cached call — an import statement inside
a function costs microseconds on every call, which a hot path (``Game.log``, the layer pass)
notices.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib import import_module
from types import ModuleType


def lazy_module(name: str) -> Callable[[], ModuleType]:
    """A function that returns the module ``name`` (absolute), importing it on the first call."""

    @cache
    def load() -> ModuleType:
        return import_module(name)

    return load
