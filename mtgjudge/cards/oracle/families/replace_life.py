"""Family: "… can't gain life this turn" of a resolving spell or ability (101.2, 611.2a).

* "Your opponents can't gain life this turn." (Atarka's Command), "Players can't gain life
  this turn." — the instruction ``{cant_gain_life_this_turn: opponents | all | you}``: for the
  rest of the turn the players it names can't gain life; the "can't" wins over any instruction
  or ability that would have them gain life (101.2).  The engine notes it as a rule of the
  turn (``game.permissions``, kind ``cant_gain_life``) read wherever life would be gained
  (``actions_common.player_cant_gain_life``).

The players are worded with ``players_statics``' ``who_players`` (as the static "Your
opponents can't gain life.").
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: who_players "can't" "gain" "life" "this" "turn" -> replace_cant_gain_life
"""

WHO = {"players": "all", "your_opponents": "opponents", "you": "you"}
WORDS = {"all": "players", "opponents": "your opponents", "you": "you"}


def _cant_gain_life(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    if c[0] not in WHO:
        raise Unsupported("«… can't gain life this turn» для такого игрока", "101.2")
    return {"cant_gain_life_this_turn": WHO[c[0]]}


RULES = {"replace_cant_gain_life": _cant_gain_life}


def _text(e: dict, ctx: Any) -> str:
    who = e.get("cant_gain_life_this_turn")
    if set(e) != {"cant_gain_life_this_turn"} or who not in WORDS:
        raise RenderError("can't gain life this turn")
    return f"{WORDS[who]} can't gain life this turn"


EFFECT_TEXT = {"cant_gain_life_this_turn": _text}
