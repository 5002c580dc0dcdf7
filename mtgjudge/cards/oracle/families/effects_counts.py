"""Counts with a quality (608.2g: counted as the instruction is followed): "Draw a card for
each creature you control with power 4 or greater." (Shaman of the Great Hunt), "You gain 4
life for each creature you control with power 4 or greater." (Shamanic Revelation) — the
shared count ``{count: FILTER}`` with the filter keys of "with …" (``power_at_least``,
``keywords``, …)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend each_countable: creature_desc "with" creature_quality -> ec_with_quality
"""


def ec_with_quality(b: Any, c: list) -> Any:
    spec = dict(c[0])
    spec["filter"] = {**spec.get("filter", {}), **c[1]}
    return b.ec_permanents([spec])


RULES = {"ec_with_quality": ec_with_quality}
