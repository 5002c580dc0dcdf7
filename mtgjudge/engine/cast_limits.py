"""Static abilities that forbid casting spells (101.2: when a rule or effect allows something
and another effect says it can't happen, the "can't" wins).

``cant_cast`` of a static ability: ``who`` (``all`` — "each player" / "players", ``you``,
``opponents``, ``enchanted_player`` — the player the source enchants, 303.4k,
``defending_player`` — the player the source attacks, 506.2), optionally
``of`` (a filter of the spell's card: "creature spells"), ``more_than`` ("can't cast more than
one spell each turn": how many spells the player has already cast this turn) and ``during``
(``your_turn`` — the source's controller's turn, ``combat`` — the combat phase, 506.1).
"""

from __future__ import annotations

from typing import Any

from ..cards.format import CardDef
from .filters import card_matches, defender_of
from .layers import permanents_with_statics
from .state import Game, GameObject

# the steps of the combat phase (506.1)
COMBAT = (
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
)


def cast_forbidden(game: Game, player: str, card: CardDef) -> tuple[GameObject, dict] | None:
    """The permanent whose static ability forbids ``player`` to cast ``card`` now, and the
    restriction; None if nothing does (101.2).  Only permanents with static abilities are
    read."""

    for obj, ch in permanents_with_statics(game):
        for static in ch.statics:
            rule = static.get("cant_cast")
            if not rule:
                continue
            from .triggers.conditions import condition_holds

            if static.get("if") and not condition_holds(
                game, obj.controller, static["if"], source_id=obj.id
            ):
                continue  # "as long as ~ is attacking, …" (611.3a: checked continuously)
            if _forbids(game, obj, dict(rule), player, card):
                return obj, dict(rule)
    return None


def _forbids(game: Game, source: GameObject, rule: dict, player: str, card: CardDef) -> bool:
    if rule["who"] == "defending_player":
        # the player the source attacks, or whose planeswalker it attacks (506.2)
        if defender_of(game, source.id) != player:
            return False
    elif not applies_to(source, rule["who"], player):
        return False
    during = rule.get("during")
    if during == "your_turn" and game.active != source.controller:
        return False
    if during == "combat" and game.step not in COMBAT:
        return False
    if "of" in rule and not card_matches(card, dict(rule["of"])):
        return False
    more_than = rule.get("more_than")
    return more_than is None or game.player(player).spells_this_turn >= int(more_than)


def applies_to(source: GameObject, who: Any, player: str) -> bool:
    """Whether a restriction of ``source`` for ``who`` is about ``player``."""
    if who == "all":
        return True
    if who == "you":
        return source.controller == player
    if who == "opponents":
        return source.controller != player
    if who == "enchanted_player":  # 303.4k
        return source.attached_to == player
    return False
