"""Costs of other creatures (117.1, 109.1: "other" — not the source): "Sacrifice two other
creatures" (Eater of Hope), "Sacrifice two creatures", "Tap another untapped creature you
control" (Black Oak of Odunos) — the shared cost parts ``sacrifice`` / ``tap_untapped`` with
``other: true`` in their filter (the payment leaves the source out)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend cost_part: "sacrifice" number creature_plural -> cost_sacrifice_creatures
                 | "tap" "another" creature_desc -> cost_tap_another
"""


def cost_sacrifice_creatures(b: Any, c: list) -> dict:
    n, flt = c[0], dict(c[1])
    if flt.get("other") and n == 1:
        from ..semantics import Unsupported

        raise Unsupported("«sacrifice a other …»", "117.1")
    return {"sacrifice": flt} | ({"sacrifice_count": n} if n != 1 else {})


def cost_tap_another(b: Any, c: list) -> dict:
    out = dict(b.cost_tap_untapped([1, c[0]]))
    out["tap_untapped"] = {**out["tap_untapped"], "other": True}
    return out


RULES = {
    "cost_sacrifice_creatures": cost_sacrifice_creatures,
    "cost_tap_another": cost_tap_another,
}
