"""The defending player (506.2) and what attacking creatures do to them:

* "defending player" as the player of an instruction ("Whenever CARDNAME becomes blocked,
  defending player discards a card") and as a controller ("tap target creature defending
  player controls") — the player the source attacks (or whose planeswalker it attacks); the
  engine's reference ``defending_player``;
* "Whenever CARDNAME attacks and isn't blocked" (509.4g: no creature was declared to block it);
* "[player] gets a poison counter" (121.1c; ten or more: the game is lost, 704.5c).
"""

from __future__ import annotations

from typing import Any

from ..render import number_word

GRAMMAR = r"""
%extend player3: "defending" "player" -> pl_defending
%extend controller: "defending" "player" "controls" -> ctl_defending
%extend effect: player3 "gets" number "poison" counter_word -> give_poison
"""


def _give_poison(b: Any, c: list) -> dict:
    player, n, word = c
    if (n == 1) != (str(word) == "counter"):
        from ..semantics import Unsupported

        raise Unsupported("число и «counter/counters» не согласованы", "121.1c")
    return {"give_poison": n, "player": player}


RULES = {
    "pl_defending": lambda b, c: "defending_player",
    "ctl_defending": lambda b, c: {"controller": "defending_player"},
    "give_poison": _give_poison,
}


def _poison_text(e: dict, ctx: Any) -> str:
    n = e["give_poison"]
    counters = "a poison counter" if n == 1 else f"{number_word(n)} poison counters"
    return f"{ctx.obj(e.get('player', 'you'))} gets {counters}"


EFFECT_TEXT = {"give_poison": _poison_text}
