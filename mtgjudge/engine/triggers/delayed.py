"""Delayed triggered abilities (603.7): created by a resolving spell or ability ("at the
beginning of the next end step, return that card …"), they trigger only after they are
created (603.7a), only once unless they have a duration such as "this turn" (603.7b), and
do nothing to an object that has left the zone it was expected in (603.7c, 400.7: an object
that comes back is a new object).  Their source is the spell, or the source of the ability,
that created them, and their controller is the player who controlled it (603.7d, 603.7e).

In the card format an effect ``{delayed: {at: EVENT, effects: […]}}`` creates one; ``that``
in its effects is the objects the creating spell or ability moved earlier in its resolution
(the exiled card, the creature put onto the battlefield), or else what "that …" meant for the
creating ability (Wall of Tears: the blocked creature).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards.format import Ability, CardDef, Trigger
from ..events import Event
from ..state import Game
from .trigger_events import Occurrence

# when a delayed triggered ability triggers: its ``at`` → the trigger event it waits for
AT_EVENTS = {
    "next_end_step": "each_end_step",
    "end_of_combat": "end_of_combat",
    "next_upkeep": "your_upkeep",
    "you_cast_creature_spell": "you_cast_creature_spell",
    "source_leaves_battlefield": "leaves_battlefield",
    "that_leaves_battlefield": "leaves_battlefield",
    "source_becomes_untapped": "becomes_untapped",
}
# delayed triggers about one object's event: which objects they watch (``DelayedTrigger.watch``)
WATCHING = ("source_leaves_battlefield", "that_leaves_battlefield", "source_becomes_untapped")
PLAYER_OWN = ("next_upkeep", "you_cast_creature_spell")  # "your …": only the controller's


@dataclass
class DelayedTrigger:
    """A delayed triggered ability waiting for its event."""

    at: str
    ability: Ability
    source_id: int
    source_card: CardDef
    source_name: str
    controller: str
    objects: tuple[int, ...]
    turn: int
    until: str | None = None  # "end_of_turn": triggers every time this turn (603.7b)
    rule: str | None = None  # the keyword rule it stands for (dash: 702.108a)
    created_by: str = "spell"  # "spell" (603.7d) or "ability" (603.7e)
    watch: tuple[int, ...] = ()  # the objects whose event it waits for (``WATCHING``)


def create_delayed(game: Game, delayed: DelayedTrigger) -> None:
    """603.7: a resolving spell or ability creates a delayed triggered ability.  603.7a: it
    triggers only on an event after it exists — one about an object that has already left the
    battlefield never happens (the object is gone, 400.7), and "when it becomes untapped" of
    a permanent that is untapped already waits for the next time it untaps."""
    if delayed.at in WATCHING:
        gone = [i for i in delayed.watch if i not in game.battlefield]
        if gone or not delayed.watch:
            game.log(
                "delayed_never",
                ("603.7a", "603.7d" if delayed.created_by == "spell" else "603.7e", "400.7"),
                card=delayed.source_name,
                at=delayed.at,
                objects=[game.name_of(i) for i in gone],
            )
            return
        untapped = [i for i in delayed.watch if not game.obj(i).tapped]
        if delayed.at == "source_becomes_untapped" and untapped:
            game.log(
                "delayed_waits",
                ("603.7a",),
                card=delayed.source_name,
                objects=[game.name_of(i) for i in untapped],
            )
    game.delayed_triggers.append(delayed)
    rules: tuple[str, ...] = (
        "603.7",
        "603.7a",
        "603.7d" if delayed.created_by == "spell" else "603.7e",
    )
    if delayed.rule:
        rules += (delayed.rule,)
    game.log(
        "delayed_trigger_created",
        rules,
        card=delayed.source_name,
        at=delayed.at,
        objects=[game.name_of(i) for i in delayed.objects],
        controller=delayed.controller,
        until=delayed.until,
    )


def delayed_occurrence(game: Game, event: Event, occ: Occurrence) -> None:
    """Delayed triggered abilities whose event this is trigger now (and, without a
    duration, are gone: 603.7b)."""
    from .detection import PendingTrigger, add_pending, event_details

    for delayed in list(game.delayed_triggers):
        if delayed.until == "end_of_turn" and game.turn != delayed.turn:
            game.delayed_triggers.remove(delayed)
            continue
        if AT_EVENTS.get(delayed.at) != occ.when:
            continue
        if delayed.at in WATCHING and (occ.obj is None or occ.obj.id not in delayed.watch):
            continue
        if delayed.at in PLAYER_OWN and occ.player != delayed.controller:
            continue
        if delayed.until is None:
            game.delayed_triggers.remove(delayed)
        trigger = Trigger(delayed.at, delayed.ability, None, "", delayed.rule)
        add_pending(
            game,
            PendingTrigger(
                delayed.source_id,
                delayed.source_card,
                delayed.controller,
                trigger,
                delayed.source_name,
                event.kind,
                occ.player,
                False,
                delayed.objects,
                None,
                delayed,
                extra=event_details(event),
            ),
        )
