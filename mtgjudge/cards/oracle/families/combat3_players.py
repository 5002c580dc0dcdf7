"""The player a trigger event names, as the controller of a target or a group (603.2):

* "Whenever CARDNAME deals combat damage to a player, … destroy target enchantment that player
  controls" / "… it deals 1 damage to each creature that player controls" — the filter
  ``controller: that_player``: the player the trigger event was about (the player dealt
  damage, the player whose upkeep it is …).  The engine knows that player when the ability is
  put on the stack (603.3d: targets are chosen then) and as it resolves (608.2b, 608.2h).
  Outside a trigger whose event names a player the words are refused (semantics ``_ability``).
"""

from __future__ import annotations

from typing import Any

# the words written out after the noun: a ``controller`` alternative starting with "that" would
# take the lexer's "that" from "target creature that dealt damage to you" (LALR, one token)
GRAMMAR = r"""
%extend target_noun: creature_desc "that" "player" "controls" -> combat3_tn_that_player
                   | perm_type_desc "that" "player" "controls" -> combat3_tn_that_player
%extend object: "each" "creature" "that" "player" "controls" -> combat3_each_that_player
"""

THAT_PLAYER = {"controller": "that_player"}


def _target(b: Any, c: list) -> Any:
    """ "target enchantment that player controls": the target's filter names that player."""
    from ..semantics import Unsupported

    spec = c[0]
    if "controller" in spec.get("filter", {}):
        raise Unsupported("два контроллера у цели", "603.2")
    return {**spec, "filter": {**spec.get("filter", {}), **THAT_PLAYER}}


RULES = {
    "combat3_tn_that_player": _target,
    "combat3_each_that_player": lambda b, c: {"all": {"types": ["Creature"], **THAT_PLAYER}},
}
