"""Each player's top card revealed, then milled or not (issue 14, helper "zones"; Dakra
Mystic).

"Each player reveals the top card of their library. You may put the revealed cards into their
owners' graveyards. If you don't, each player draws a card." — three instructions read as one
rule:

* ``{reveal_top: {}, put: top, player: each_player}`` — each player reveals the top card of
  their library; it stays there (701.13a);
* ``{may: [{mill: 1, player: each_player}], otherwise: [{draw: 1, player: each_player}]}`` —
  the controller chooses as it resolves (608.2d): the revealed cards (each still the top card of
  its owner's library, nothing having happened in between, 608.2c) are put into their owners'
  graveyards, or else each player draws a card.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: player3 "reveals" "the" "top" "card" "of" "their" "library" "." "you" "may" "put" "the" "revealed" "cards" "into" "their" "owners'" "graveyards" "." "if" "you" "don't" "," player3 "draws" "a" "card" "." -> zones_dakra
"""

REVEAL = {"reveal_top": {}, "put": "top", "player": "each_player"}
CHOICE = {
    "may": [{"mill": 1, "player": "each_player"}],
    "otherwise": [{"draw": 1, "player": "each_player"}],
}


def _dakra(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    if c[0] != "each_player" or c[1] != "each_player":
        raise Unsupported("«reveals the top card … the revealed cards» не каждый игрок", "701.13a")
    return [
        (".", {**REVEAL, "_text": "zones_dakra_reveal"}),
        (".", {**CHOICE, "_text": "zones_dakra_choice"}),
    ]


RULES = {"zones_dakra": _dakra}


def _plain(e: Any) -> Any:
    if isinstance(e, dict):
        return {k: _plain(v) for k, v in e.items() if not k.startswith("_")}
    if isinstance(e, list):
        return [_plain(x) for x in e]
    return e


def _reveal_text(e: dict, ctx: Any) -> str:
    if _plain(e) != REVEAL:
        raise RenderError("each player reveals the top card: unexpected keys")
    ctx.zones_revealed_tops = True  # "the revealed cards" of the next instruction (608.2c)
    return "each player reveals the top card of their library"


def _choice_text(e: dict, ctx: Any) -> str:
    if _plain(e) != CHOICE or not getattr(ctx, "zones_revealed_tops", False):
        raise RenderError("put the revealed cards into graveyards: unexpected keys")
    return (
        "you may put the revealed cards into their owners' graveyards. If you don't, each "
        "player draws a card"
    )


EFFECT_TEXT = {"zones_dakra_reveal": _reveal_text, "zones_dakra_choice": _choice_text}
