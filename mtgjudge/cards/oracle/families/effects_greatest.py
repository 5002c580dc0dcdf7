"""A condition at the end of an instruction (608.2c: checked as it is followed): "At the
beginning of your upkeep, draw a card if you control the creature with the greatest toughness
or tied for the greatest toughness." (Abzan Beastmaster) — the instruction's ``if:
{greatest_toughness: true}`` (no creature on the battlefield has a greater toughness than one
you control)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError, effect_text

GRAMMAR = r"""
%extend sentence: effect_chain IF_GREATEST_TOUGHNESS "." -> sentence_if_greatest_toughness
IF_GREATEST_TOUGHNESS.3: /if you control the creature with the greatest toughness or tied for the greatest toughness(?=\.)/
"""


def sentence_if_greatest_toughness(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    chain = c[0]
    if len(chain) != 1 or not isinstance(chain[0][1], dict) or "if" in chain[0][1]:
        raise Unsupported("условие в конце такого указания", "608.2c")
    join, effect = chain[0]
    if "_text" in effect:
        raise Unsupported("условие в конце такого указания", "608.2c")
    marked = {**effect, "if": {"greatest_toughness": True}, "_text": "effects_if_greatest"}
    return [(join, marked)]


def _text(e: dict, ctx: Any) -> str:
    if e.get("if") != {"greatest_toughness": True}:
        raise RenderError("if greatest toughness")
    inner = {k: v for k, v in e.items() if k not in ("if", "_text")}
    return (
        f"{effect_text(inner, ctx)} if you control the creature with the greatest toughness or "
        "tied for the greatest toughness"
    )


RULES = {"sentence_if_greatest_toughness": sentence_if_greatest_toughness}
EFFECT_TEXT = {"effects_if_greatest": _text}
