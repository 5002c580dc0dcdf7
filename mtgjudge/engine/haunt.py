"""Haunt (702.54): a card exiled by its haunt ability "haunts" the creature its ability
targeted, and its "when the creature it haunts dies" abilities trigger from exile.

* 702.54a: the keyword's triggered ability (``cards.keyword_abilities``) — from the
  battlefield to a graveyard, or an instant or sorcery put into a graveyard as it resolves —
  exiles the card haunting target creature (effect ``haunt``).
* 702.54b: the exiled card haunts that creature (``Game.haunting``: card → creature), even if
  the creature stops being one; "the creature it haunts" is that object.
* 702.54c: its triggered abilities about the haunted creature trigger in exile (trigger event
  ``haunted_creature_dies``: the haunted object dies).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .events import Event
from .state import Game, GameObject

if TYPE_CHECKING:
    from .effects import Resolution


def haunt(res: Resolution, e: dict) -> None:
    """702.54a: exile the card (the one put into the graveyard: the trigger's "that" card
    found there, 400.7d, or the spell card itself) haunting the target creature."""
    from .zones import move_object

    game = res.game
    found = res.zone_change_found()
    current = res.item.source_id
    while current in game.became:  # 400.7d: the card the permanent (or spell) became
        current = game.became[current]
    card = found[0] if found else game.objects.get(current)
    targets = res.objects(e["haunt"])
    if card is None or card.zone != "graveyard" or not targets:
        game.log("haunt_nothing", ("702.54a",), card=res.source_name)
        return
    creature = targets[0]
    name = card.label
    exiled = move_object(game, card, "exile")
    game.haunting[exiled.id] = creature.id
    game.log("haunting", ("702.54a", "702.54b"), card=name, creature=creature.label)


def haunted_dies(game: Game, creature: GameObject, event: Event) -> None:
    """702.54c: the cards in exile haunting ``creature`` watch it die."""
    from .triggers.detection import _trigger, triggered_abilities
    from .triggers.trigger_events import Occurrence

    for card_id, haunted in sorted(game.haunting.items()):
        card = game.objects.get(card_id)
        if haunted != creature.id or card is None or card.zone != "exile":
            continue
        for trigger in triggered_abilities(game, card, "haunted_creature_dies"):
            occ = Occurrence("haunted_creature_dies", card, that=(creature.id,))
            _trigger(game, card, trigger, event, occ)
