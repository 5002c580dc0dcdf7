"""Clashing with an opponent (701.20) and looking at another player's hand (402.3):

* "Clash with an opponent. If you win, …" — the card format's ``clash: opponent`` with
  ``if_win`` (the engine reveals the top cards and compares converted mana costs, 701.20a–c);
* "Look at target opponent's hand." / "Look at target player's hand." — ``look_at_hand`` (the
  controller sees the cards; the text overrides 402.3, 101.1).
"""

from __future__ import annotations

from typing import Any

from ..render import _uncapital, effects_text

GRAMMAR = r"""
%extend sentence: "clash" "with" "an" "opponent" "." "if" "you" "win" "," effect_chain "." -> clash_sentence
%extend effect: "look" "at" player_poss "hand" -> look_at_hand
player_poss: "target" "opponent's" -> poss_target_opponent
    | "target" "player's" -> poss_target_player
"""


def _clash_sentence(b: Any, c: list) -> list:
    """701.20b: "clash with an opponent. If you win, …" — one instruction whose ``if_win``
    instructions happen only if you won (701.20c)."""
    chain = c[0]
    effects, joins = [], []
    for i, (join, effect) in enumerate(chain):
        if isinstance(effect, list):
            from ..semantics import Unsupported

            raise Unsupported("«If you win» с таким указанием", "701.20b")
        if i:
            joins.append(join)
        effects.append(effect)
    return [(".", {"clash": "opponent", "if_win": effects, "_win_joins": joins})]


def _look_at_hand(b: Any, c: list) -> dict:
    return {"look_at_hand": c[0]}


def _target_player(kind: str):
    from ..semantics import TargetRef

    return lambda b, c: TargetRef({"kind": kind})


RULES = {
    "clash_sentence": _clash_sentence,
    "look_at_hand": _look_at_hand,
    "poss_target_opponent": _target_player("opponent"),
    "poss_target_player": _target_player("player"),
}


def _clash_text(e: dict, ctx: Any) -> str:
    inner = effects_text(list(e["if_win"]), ctx, list(e.get("_win_joins", ())))
    return f"clash with an opponent. If you win, {_uncapital(inner.removesuffix('.'))}"


def _look_text(e: dict, ctx: Any) -> str:
    phrase = ctx.obj(e["look_at_hand"])  # "target opponent" / "target player"
    return f"look at {phrase}'s hand"


EFFECT_TEXT = {"clash": _clash_text, "look_at_hand": _look_text}
