"""Trigger events about a player, whose "that player" is that player (603.2):

* "Whenever CARDNAME deals damage to a player, that player …" (``deals_damage_to_player``);
* "At the beginning of each player's draw step, that player …" (``each_draw_step``: the active
  player, after the draw of 504.1 — the ability goes on the stack when a player would receive
  priority, 603.3);
* "… that player draws an additional card" and the intervening "if CARDNAME is untapped"
  (603.4, checked as it triggers and as it resolves);
* "Target player draws two cards and loses 2 life", "… draws a card, then discards a card": the
  second instruction's player is the first one's (its subject is not repeated);
* "Whenever a player / an opponent draws a card, … that player …" (once for each card drawn,
  603.2c);
* "if you have exactly 1 life, you win the game" (104.2b);
* "Whenever a player taps a land for mana, that player adds one mana of any type that land
  produced." (``a_player_taps_land_for_mana``: a triggered mana ability, 605.1b, 605.4a).
"""

from __future__ import annotations

from typing import Any

from ..render import trigger_body
from ..semantics import SAME_PLAYER

GRAMMAR = r"""
%extend trigger_event: "whenever" "a" "player" "taps" "a" "land" "for" "mana" -> ev_player_taps_land
    | "whenever" "a" "player" "draws" "a" "card" -> ev_player_draws
    | "whenever" "an" "opponent" "draws" "a" "card" -> ev_opponent_draws
%extend effect: player3 "adds" "one" "mana" "of" "any" "type" "that" "land" "produced" -> add_mana_produced
    | player3 "draws" number "additional" card_word -> draw_additional
    // the same player, its subject left out: "Target player draws two cards and loses 2 life"
    | "loses" amount "life" -> lose_same
    | "gains" amount "life" -> gain_same
    | "discards" card_count -> discard_same
    | "draws" card_count -> draw_same
%extend condition: "you" "have" "exactly" NUMBER "life" -> cond_life_exactly
%extend effect: "you" "win" "the" "game" -> win_game_you
    | player3 "discards" "their" "hand" -> discard_hand_player
    | player3 "discards" card_count "at" "random" -> discard_random_player
    // 500.7: "Target player takes an extra turn after this one."
    | player3 "takes" "an" "extra" "turn" "after" "this" "one" -> extra_turn_player
    | "take" "an" "extra" "turn" "after" "this" "one" -> extra_turn_you
    | player3 "sacrifices" number perm_plural -> sacrifice_plural
    | player3 "sacrifices" number creature_plural -> sacrifice_plural
!card_word: "card" | "cards"
"""


def _add_mana_produced(b: Any, c: list) -> dict:
    """ "that player adds one mana of any type that land produced" (106.4, 605.1b)."""
    if c[0] != "that_player":
        from ..semantics import Unsupported

        raise Unsupported(
            "«… adds one mana of any type that land produced» не «that player»", "605.1b"
        )
    return {"add_mana": "produced", "player": c[0]}


def _draw_additional(b: Any, c: list) -> dict:
    """ "that player draws an additional card" — at the beginning of the draw step, after the
    draw of 504.1: a draw like any other (121.1)."""
    player, n, word = c
    if (n == 1) != (str(word) == "card"):
        from ..semantics import Unsupported

        raise Unsupported("число и «card/cards» не согласованы", "121.1")
    return {"draw": n, "player": player, "_additional": True}


def _sacrifice_plural(b: Any, c: list) -> dict:
    """ "Each player sacrifices two lands" (701.14a: each chooses that many of their own)."""
    player, n, flt = c
    if n < 2:
        from ..semantics import Unsupported

        raise Unsupported("«sacrifices one …s»", "701.14a")
    return {"sacrifice": dict(flt), "player": player, "count": n}


RULES = {
    "ev_player_taps_land": lambda b, c: {"when": "a_player_taps_land_for_mana"},
    "ev_player_draws": lambda b, c: {"when": "a_player_draws"},
    "ev_opponent_draws": lambda b, c: {"when": "an_opponent_draws"},
    "cond_life_exactly": lambda b, c: {"life_exactly": int(c[0])},
    # 104.2b: "you win the game"
    "win_game_you": lambda b, c: {"win_game": True},
    # 701.7a: "Each player discards their hand", "Target player discards a card at random"
    "discard_hand_player": lambda b, c: {"discard": "hand", "player": c[0]},
    "extra_turn_player": lambda b, c: {"extra_turn": 1, "player": c[0]},
    "extra_turn_you": lambda b, c: {"extra_turn": 1},
    "sacrifice_plural": _sacrifice_plural,
    "discard_random_player": lambda b, c: {"discard": c[1], "player": c[0], "random": True},
    "add_mana_produced": _add_mana_produced,
    "draw_additional": _draw_additional,
    "card_word": lambda b, c: str(c[0]),
    "lose_same": lambda b, c: {"lose_life": c[0], "player": SAME_PLAYER},
    "gain_same": lambda b, c: {"gain_life": c[0], "player": SAME_PLAYER},
    "discard_same": lambda b, c: {"discard": c[0], "player": SAME_PLAYER},
    "draw_same": lambda b, c: {"draw": c[0], "player": SAME_PLAYER},
}

_HEADS = {
    "a_player_taps_land_for_mana": "Whenever a player taps a land for mana",
    "a_player_draws": "Whenever a player draws a card",
    "an_opponent_draws": "Whenever an opponent draws a card",
}


def _head(when: str):
    return lambda trigger: trigger_body(_HEADS[when], trigger)


TRIGGER_TEXT = {when: _head(when) for when in _HEADS}


def _extra_turn_text(e: dict, ctx: Any) -> str:
    """500.7: one extra turn, with nothing skipped."""
    from ..render import RenderError

    if e["extra_turn"] != 1 or set(e) - {"extra_turn", "player"}:
        raise RenderError("extra turn")
    if "player" not in e:
        return "take an extra turn after this one"
    return f"{ctx.obj(e['player'])} takes an extra turn after this one"


EFFECT_TEXT = {"extra_turn": _extra_turn_text}
