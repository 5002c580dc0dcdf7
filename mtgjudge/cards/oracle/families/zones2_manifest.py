"""Family: another player manifests (701.31a).

* "Exile target creature. Its controller manifests the top card of their library." (Reality
  Shift) — ``{manifest: 1, player: target_controller}``: the target's controller as it last
  existed (608.2g) puts the top card of their own library onto the battlefield face down as a
  2/2 creature under their control (701.31a, 707.2).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: zones2_manifest_player
zones2_manifest_player: player3 "manifests" "the" "top" "card" "of" "their" "library"
"""


def _manifest_player(b: Any, c: list) -> dict:
    return {"manifest": 1, "player": c[0], "_text": "zones2_manifest_player"}


RULES = {"zones2_manifest_player": _manifest_player}


def _manifest_player_text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    if set(plain) != {"manifest", "player"} or plain["manifest"] != 1:
        raise RenderError("manifest: unexpected keys")
    return f"{ctx.obj(plain['player'])} manifests the top card of their library"


EFFECT_TEXT = {"zones2_manifest_player": _manifest_player_text}
