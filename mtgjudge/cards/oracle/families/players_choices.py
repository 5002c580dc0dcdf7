"""A player other than the controller named with "may" (608.2d):

* "defending player may draw a card", "that player may …" — that player chooses (``may`` with
  ``player``; the instruction's actor is the same player);
* "you may have target opponent discard a card" — you choose, the other player acts (the
  inner instruction's ``player``).

Only instructions whose ``player`` is the one who acts are accepted (draw, discard, gain or lose
life, mill, sacrifice); the inner instruction must not name a player of its own.
"""

from __future__ import annotations

from typing import Any

from ..semantics import SAME_PLAYER, Unsupported

GRAMMAR = r"""
%extend may: player3 "may" effect -> may_player
    | "you" "may" "have" player3 effect -> may_have
"""

ACTORS = ("draw", "discard", "gain_life", "lose_life", "mill", "sacrifice")


def _acted_by(effect: Any, player: Any) -> dict:
    if (
        not isinstance(effect, dict)
        or next(iter(effect), None) not in ACTORS
        or "player" in effect
        or effect.get("_you")
    ):
        raise Unsupported("«… may …» с таким указанием", "608.2d")
    return {**effect, "player": player}


def _may_player(b: Any, c: list) -> dict:
    """ "defending player may draw a card": that player chooses and acts (608.2d)."""
    player, effect = c
    # the same player chooses ("player" resolved after the inner instruction's: one target)
    return {"may": [_acted_by(effect, player)], "player": SAME_PLAYER}


def _may_have(b: Any, c: list) -> dict:
    """ "you may have target opponent discard a card": you choose, that player acts."""
    player, effect = c
    return {"may": [_acted_by(effect, player)], "_have": True}


RULES = {"may_player": _may_player, "may_have": _may_have}
