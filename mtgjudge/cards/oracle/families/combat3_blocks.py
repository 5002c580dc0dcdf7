"""A blocking requirement toward the source for this combat (509.1c, 511.3):

* "Whenever CARDNAME attacks, target creature defending player controls blocks it this combat
  if able." (Avalanche Tusker) — ``{combat_rule: blocks_source_if_able, to: target,
  this_combat: true}``: the target is required to block the source when blockers are declared
  (it obeys as many requirements as it can, 509.1c); the effect ends with the combat (511.3),
  so an additional combat phase does not see it.  "It" is the source only in the source's own
  attack trigger: elsewhere the words are refused (``compiler._blocks_it_ok``).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: object "blocks" "it" "this" "combat" "if" "able" -> combat3_blocks_it_this_combat
"""

BLOCKS_IT = "combat3_blocks_it_this_combat"


def _blocks_it(b: Any, c: list) -> dict:
    return {
        "combat_rule": "blocks_source_if_able",
        "to": c[0],
        "this_combat": True,
        "_text": BLOCKS_IT,
    }


def _blocks_it_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if e.get("combat_rule") != "blocks_source_if_able" or not e.get("this_combat"):
        raise RenderError("blocks it this combat")
    return f"{ctx.obj(e['to'])} blocks it this combat if able"


RULES = {BLOCKS_IT: _blocks_it}
EFFECT_TEXT = {BLOCKS_IT: _blocks_it_text}
