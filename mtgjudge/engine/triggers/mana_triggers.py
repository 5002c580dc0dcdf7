"""Triggered mana abilities (605.1b): a triggered ability without a target that triggers from
a mana ability and could add mana is a mana ability; it is not put on the stack but
resolves immediately after the mana ability that triggered it (605.4a) — Mana Flare,
Heartbeat of Spring."""

from __future__ import annotations

from ...cards.format import Trigger
from ..state import Game, GameObject, StackItem
from .trigger_events import Occurrence


def resolve_mana_trigger(game: Game, obj: GameObject, trigger: Trigger, occ: Occurrence) -> None:
    """605.4a: resolve it now, without the stack and without priority."""
    from ..effects import Resolution, run_effects

    game.log(
        "mana_trigger",
        ("605.1b", "605.4a"),
        card=obj.label,
        player=occ.that_player,
        land=game.name_of(occ.that[0]) if occ.that else None,
    )
    item = StackItem(
        id=game.new_id(),
        kind="ability",
        controller=obj.controller,
        ability=trigger.ability,
        source_id=obj.id,
        source_card=obj.card,
    )
    item.choices["_that"] = occ.that
    item.choices["_that_player"] = occ.that_player
    item.choices["_produced"] = occ.produced
    # the player's answers ("choose: {color: …}" / "{mana: …}") choose the mana's colours
    run_effects(Resolution(game, item, [], None, game.answers), trigger.ability.effects)
