"""All but the chosen (issue 14, helper "perms"; 608.2d): "Choose up to one creature. Destroy
the rest." (Duneblast) — ``{destroy_all: {types: [Creature]}, except_chosen: 1}``: the
controller chooses as the spell resolves (not a target), then every other creature is
destroyed at once (701.6a)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "choose" "up" "to" numword "creature" "." "destroy" "the" "rest" "." -> perms_destroy_rest
"""

REST = "perms_destroy_rest"


def _destroy_rest(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    if c[0] != 1:
        raise Unsupported("«choose up to N creature»", "608.2d")
    return [(".", {"destroy_all": {"types": ["Creature"]}, "except_chosen": 1, "_text": REST})]


def _destroy_rest_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"destroy_all", "except_chosen"} or e["except_chosen"] != 1:
        raise RenderError("destroy the rest")
    if e["destroy_all"] != {"types": ["Creature"]}:
        raise RenderError("destroy the rest")
    return "choose up to one creature. Destroy the rest"


RULES = {REST: _destroy_rest}
EFFECT_TEXT = {REST: _destroy_rest_text}
