"""Another player gains control (613.1b, layer 2): "Draw two cards. Target opponent gains
control of CARDNAME." (Humble Defector) — the shared ``gain_control`` with ``player``: the
player who gains control (that player's control effect, with no end; 302.6: summoning
sickness under the new controller)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: player3 "gains" "control" "of" object -> player_gains_control
"""


def _text(e: dict, ctx: Any) -> str:
    if set(e) - {"gain_control", "player", "_text", "_it", "_that"}:
        raise RenderError("player gains control")
    who = e["player"]
    if not (isinstance(who, str) and who.startswith("target")):
        raise RenderError("player gains control")
    return f"{ctx.obj(who)} gains control of {ctx.obj(e['gain_control'])}"


RULES = {
    "player_gains_control": lambda b, c: {
        "gain_control": c[1],
        "player": c[0],
        "_text": "effects_player_gains_control",
    }
}
EFFECT_TEXT = {"effects_player_gains_control": _text}
