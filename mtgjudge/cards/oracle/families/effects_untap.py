"""Tapped creatures that stay tapped (502.2): "Tap up to two target creatures. Those creatures
don't untap during their controller's next untap step." (Will of the Naga) and "… their
controllers' next untap steps." (Sudden Storm) — the shared one-shot ``doesnt_untap_next`` on
every target of "up to N target creatures" (each stays tapped through the next untap step of
whoever controls it then).  The plural possessive is kept as printed (``_their``)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "those" "creatures" "don't" "untap" "during" their_untap -> those_dont_untap_next
their_untap: "their" "controller's" "next" "untap" "step" -> their_controllers_one
           | "their" "controllers'" "next" "untap" "steps" -> their_controllers_many
"""


def those_dont_untap_next(b: Any, c: list) -> dict:
    from ..semantics import THOSE

    return {"doesnt_untap_next": THOSE, "_text": "those_dont_untap_next", "_their": c[0]}


def _text(e: dict, ctx: Any) -> str:
    if set(e) - {"doesnt_untap_next", "_text", "_their", "_those", "if", "_if_head"}:  # 608.2c
        raise RenderError("those don't untap")
    if e["doesnt_untap_next"] != "each_target":
        raise RenderError("those don't untap")
    if e["_their"] == "one":
        return "those creatures don't untap during their controller's next untap step"
    return "those creatures don't untap during their controllers' next untap steps"


RULES = {
    "those_dont_untap_next": those_dont_untap_next,
    "their_controllers_one": lambda b, c: "one",
    "their_controllers_many": lambda b, c: "many",
}
EFFECT_TEXT = {"those_dont_untap_next": _text}
