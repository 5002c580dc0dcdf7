"""Raid (207.2c: an ability word, no rules meaning) outside an intervening "if":

* "{1}{B}: Return CARDNAME from your graveyard to the battlefield. Activate this ability only
  if you attacked with a creature this turn." (the graveyard ability of family
  ``zones_graveyard``, 112.6k) — the activation condition ``only_if: {attacked_with_at_least:
  1}`` (602.5b; checked as the ability is activated);
* "When CARDNAME enters the battlefield, you lose 4 life unless you attacked with a creature
  this turn." — the instruction's condition ``if: {attacked_with_fewer_than: 1}`` (608.2c:
  checked as the instruction is followed).

Only the active player declares attackers (508.1), so "you attacked" is false in another
player's turn (engine: ``triggers/conditions.py``).  The condition is not added to the shared
``condition`` rule (nor to ``timing``): "if you attacked with a creature this turn" is already
the intervening "if" of a trigger (``if_raid``), and two readings of the same words would end
at the same token (LALR).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend activated: cost ":" zones_self_from_gy "." "activate" "this" "ability" "only" "if" "you" "attacked" "with" "a" "creature" "this" "turn" "." -> combat3_gy_only_if_raid
%extend sentence: effect_chain "unless" "you" "attacked" "with" "a" "creature" "this" "turn" "." -> combat3_unless_raid
"""

RAID = "you attacked with a creature this turn"
UNLESS = "combat3_unless_raid"


def _unless_raid(b: Any, c: list) -> list:
    """ "you lose 4 life unless you attacked with a creature this turn" (608.2c)."""
    from ..semantics import Unsupported

    chain = list(c[0])
    if len(chain) != 1:
        raise Unsupported("«… unless …» после нескольких указаний", "608.2c")
    join, effect = chain[0]
    if not isinstance(effect, dict) or "if" in effect or "_text" in effect:
        raise Unsupported("«… unless …» у такого указания", "608.2c")
    return [(join, {**effect, "if": {"attacked_with_fewer_than": 1}, "_text": UNLESS})]


def _unless_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, effect_text

    if e.get("if") != {"attacked_with_fewer_than": 1}:
        raise RenderError("unless raid")
    inner = {k: v for k, v in e.items() if k not in ("_text", "if")}
    return f"{effect_text(inner, ctx)} unless {RAID}"


def _raid_text(n: Any) -> str:
    from ..render import RenderError

    if n != 1:
        raise RenderError("raid")
    return RAID


def _gy_only_if_raid(b: Any, c: list) -> dict:
    """ "{1}{B}: Return CARDNAME from your graveyard to the battlefield. Activate this ability
    only if you attacked with a creature this turn." (112.6k, 602.5b)."""
    from .zones_graveyard import _activated_from_gy

    return {**_activated_from_gy(b, c[:2]), "only_if": {"attacked_with_at_least": 1}}


RULES = {
    "combat3_gy_only_if_raid": _gy_only_if_raid,
    "combat3_unless_raid": _unless_raid,
}
EFFECT_TEXT = {UNLESS: _unless_text}
CONDITION_TEXT = {"attacked_with_at_least": _raid_text}
