"""Small wordings of instants and sorceries (issue 14, helper "effects"):

* "CARDNAME deals 4 damage to target creature. It can't be regenerated this turn." (Rage of
  Purphoros) — ``cant_be_regenerated`` of that creature (701.12c: whatever happens to it this
  turn, it is not regenerated; the engine keeps it for the turn).
* "Destroy all nonenchantment creatures." — the adjective "nonenchantment"
  (``not_types: [Enchantment]``).
* "Prevent all combat damage that would be dealt to players this turn." — the prevention
  effect's recipient ``to: player`` (every player, no permanent; 615.1a).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "it" "can't" "be" "regenerated" "this" "turn" -> cant_regen_this_turn
%extend adjective: "nonenchantment" -> adj_nonenchantment
%extend prevent_who: "to" "players" -> pw_to_players
"""


def cant_regen_this_turn(b: Any, c: list) -> dict:
    from ..semantics import IT

    return {"cant_be_regenerated": IT, "_text": "effects_cant_regen_turn"}


def _text(e: dict, ctx: Any) -> str:
    v = e["cant_be_regenerated"]
    if set(e) - {"cant_be_regenerated", "_text", "_it"} or v not in ctx.mentioned:
        raise RenderError("can't be regenerated this turn")
    if not (isinstance(v, str) and v.startswith("target")):
        raise RenderError("can't be regenerated this turn")
    return "it can't be regenerated this turn"


RULES = {
    "cant_regen_this_turn": cant_regen_this_turn,
    "adj_nonenchantment": lambda b, c: {"not_types": ["Enchantment"]},
    "pw_to_players": lambda b, c: ("to", "player"),
}
EFFECT_TEXT = {"effects_cant_regen_turn": _text}
