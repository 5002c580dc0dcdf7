"""The defending player can't cast spells while the source attacks (101.2, 506.2, 611.3a):

* "As long as CARDNAME is attacking, defending player can't cast spells." (Wardscale Dragon) —
  ``{cant_cast: {who: defending_player}, if: {source_attacking: true}}``: the player the source
  attacks (or whose planeswalker it attacks), checked whenever that player would cast a spell.
"""

from __future__ import annotations

from typing import Any

# the condition is the shared one ("CARDNAME is attacking"): written through ``condition`` so
# that "As long as CARDNAME is attacking, it has …" keeps its own reading (LALR)
GRAMMAR = r"""
%extend static: "as" "long" "as" condition "," "defending" "player" "can't" "cast" "spells" "." -> combat3_defending_cant_cast
"""

DEFENDING = "_combat3_defending_cant_cast"


def _defending_cant_cast(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    condition = c[0]
    if condition != {"source_attacking": True}:
        raise Unsupported("«defending player can't cast» не пока источник атакует", "506.2")
    return [{DEFENDING: True, "cant_cast": {"who": "defending_player"}, "if": condition}]


def _defending_text(entries: list) -> str:
    from ..render import CARDNAME, RenderError

    (entry,) = entries
    if entry.get("cant_cast") != {"who": "defending_player"} or entry.get("if") != {
        "source_attacking": True
    }:
        raise RenderError("defending player can't cast")
    return f"As long as {CARDNAME} is attacking, defending player can't cast spells."


RULES = {"combat3_defending_cant_cast": _defending_cant_cast}
STATIC_TEXT = {DEFENDING: _defending_text}
