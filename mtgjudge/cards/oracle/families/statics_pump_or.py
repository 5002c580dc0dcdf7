"""A power/toughness change chosen as the effect begins (608.2d): "CARDNAME gets +1/-1 or -1/+1
until end of turn." (Shorecrasher Elemental) — ``pump`` with the first change and ``or_pt``
the second; the controller chooses one as it resolves (the scenario's answer ``pt``; by
default the first one written)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: object "gets" PT "or" PT until_eot -> statics_pump_or
"""


def statics_pump_or(builder: Any, c: list) -> dict:
    from ..semantics import Unsupported, _pt

    obj, first, second = c[0], _pt(c[1]), _pt(c[2])
    if any(not isinstance(n, int) for n in (*first, *second)) or first == second:
        raise Unsupported("«gets … or …» не двумя числами", "608.2d")
    return {
        "pump": obj,
        "power": first[0],
        "toughness": first[1],
        "until": "end_of_turn",
        "or_pt": {"power": second[0], "toughness": second[1]},
        "_text": "statics_pump_or",
    }


def pump_or_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, pt_text

    if set(e) - {"pump", "power", "toughness", "until", "or_pt", "_text", "_it", "_that"}:
        raise RenderError("gets … or …")
    if e["until"] != "end_of_turn" or set(e["or_pt"]) != {"power", "toughness"}:
        raise RenderError("gets … or …")
    first = pt_text(e["power"], e["toughness"])
    second = pt_text(e["or_pt"]["power"], e["or_pt"]["toughness"])
    return f"{ctx.obj(e['pump'])} gets {first} or {second} until end of turn"


RULES = {"statics_pump_or": statics_pump_or}
EFFECT_TEXT = {"statics_pump_or": pump_or_text}
