"""Revealing the top card of one's library and an amount of that card (701.13a, 608.2g)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: graves_reveal_top
graves_reveal_top: "reveal" "the" "top" "card" "of" "your" "library" "and" "put" "that" "card" "into" "your" "hand" -> graves_reveal_to_hand
// "Reveal the top card of your library." alone: the sentence after it is part of the rule
// (LALR(1) must see past the "." — "If it's a land card, …" is the family library_reveal's)
%extend sentence: "reveal" "the" "top" "card" "of" "your" "library" "." sentence -> graves_reveal_then
                | effect joiner "reveal" "the" "top" "card" "of" "your" "library" "." sentence -> graves_chain_reveal_then
"""


def _reveal(put: str) -> dict:
    return {"reveal_top": {}, "put": put, "_text": "graves_reveal_top", "_that_card": True}


def _next(sentence: Any) -> list:
    from ..semantics import Unsupported

    if not isinstance(sentence, list) or not all(
        isinstance(p, tuple) and len(p) == 2 for p in sentence
    ):
        raise Unsupported("такое предложение после «reveal the top card»", "608.2c")
    return sentence


def _reveal_then(b: Any, c: list) -> list:
    """Two sentences: the card is revealed and stays on top (701.13a); the next sentence's
    "that card" is it."""
    return [(".", _reveal("top")), *_next(c[0])]


def _chain_reveal_then(b: Any, c: list) -> list:
    first, join, rest = c
    return [(".", first), (join, _reveal("top")), *_next(rest)]


RULES = {
    "graves_reveal_then": _reveal_then,
    "graves_chain_reveal_then": _chain_reveal_then,
    "graves_reveal_to_hand": lambda b, c: _reveal("hand"),
}


def _reveal_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    if set(plain) != {"reveal_top", "put"} or plain["reveal_top"]:
        raise RenderError("reveal the top card: unexpected keys")
    if plain["put"] == "top":
        return "reveal the top card of your library"
    if plain["put"] == "hand":
        return "reveal the top card of your library and put that card into your hand"
    raise RenderError("reveal the top card: where")


EFFECT_TEXT = {"graves_reveal_top": _reveal_text}
