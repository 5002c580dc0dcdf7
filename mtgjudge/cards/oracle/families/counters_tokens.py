"""Tokens that enter tapped, or tapped and attacking:

* "Put X tapped 2/2 black Zombie creature tokens onto the battlefield." — ``tapped: true``
  (110.2: a permanent enters untapped unless an effect says otherwise).
* "Put a 1/1 red Goblin creature token onto the battlefield that's tapped and attacking." /
  "… two 1/1 white Soldier creature tokens … that are tapped and attacking." —
  ``attacking: true`` (508.4: attacking, but it never "attacked"; its controller chooses the
  defending player or a planeswalker — the engine's choice is the player; 506.3a–b: not
  attacking under a player who isn't attacking, or outside combat).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend create_token: "put" number "tapped" PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" -> cnt_token_tapped
                    | "put" "x" "tapped" PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" -> cnt_x_tokens_tapped
                    | "put" number PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" CNT_TAPPED_ATTACKING -> cnt_token_attacking
                    // "Its controller puts a 2/2 blue Bird creature token … onto the battlefield"
                    | player3 "puts" number PT_PLAIN token_colors token_subtypes token_kind token_with? "onto" "the" "battlefield" -> cnt_player_token
CNT_TAPPED_ATTACKING.3: /that's tapped and attacking|that are tapped and attacking/
"""


def cnt_token_tapped(builder: Any, c: list) -> dict:
    return {**builder.create_token(c), "tapped": True, "_text": "cnt_token"}


def cnt_x_tokens_tapped(builder: Any, c: list) -> dict:
    return {**builder.create_x_tokens(c), "tapped": True, "_text": "cnt_token"}


def cnt_token_attacking(builder: Any, c: list) -> dict:
    from ..semantics import Unsupported

    *parts, words = c
    out = builder.create_token(parts)
    plural = str(words).startswith("that are")
    if plural != (out.get("count", 1) != 1):
        raise Unsupported("«that's / that are» не согласовано с числом фишек", "508.4")
    return {**out, "tapped": True, "attacking": True, "_text": "cnt_token"}


def cnt_player_token(builder: Any, c: list) -> dict:
    """110.5a: the player named puts the token onto the battlefield — under that player's
    control (110.2)."""
    player, *parts = c
    return {**builder.create_token(parts), "player": player, "_text": "cnt_token"}


def token_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, effect_text

    inner = {k: v for k, v in e.items() if k not in ("tapped", "attacking", "player", "_text")}
    text = effect_text(inner, ctx)
    if "player" in e:
        if e.get("tapped") or e.get("attacking") or not text.startswith("put "):
            raise RenderError("player token")
        return f"{ctx.obj(e['player'])} puts {text[len('put ') :]}"
    if e.get("attacking") and e.get("tapped"):
        many = e.get("count", 1) != 1
        return f"{text} that {'are' if many else 'is'} tapped and attacking".replace(
            "that is tapped", "that's tapped"
        )
    if not e.get("tapped") or not text.startswith("put "):
        raise RenderError("tapped token")
    head, count, rest = text.split(" ", 2)
    return f"{head} {count} tapped {rest}"


RULES = {
    "cnt_token_tapped": cnt_token_tapped,
    "cnt_x_tokens_tapped": cnt_x_tokens_tapped,
    "cnt_token_attacking": cnt_token_attacking,
    "cnt_player_token": cnt_player_token,
}
EFFECT_TEXT = {"cnt_token": token_text}
