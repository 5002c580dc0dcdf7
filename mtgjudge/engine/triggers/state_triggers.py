"""State triggers (603.8): "whenever [a state holds]" triggers as soon as the state holds and
does not trigger again until the ability has resolved, been countered or otherwise left the
stack.  (A state trigger's condition is a ``when: state`` trigger with an ``if``.)"""

from __future__ import annotations

from ..state import Game
from .conditions import condition_holds
from .detection import PendingTrigger, add_pending, permanent_watchers, triggered_abilities


def check_state_triggers(game: Game) -> None:
    """603.8: look at every state trigger of every permanent; one already waiting or on the
    stack does not trigger again."""
    watchers = permanent_watchers(game, "state")
    if not watchers:
        return  # (no permanent has a state trigger)
    busy = [(p.source_id, p.trigger) for p in game.pending_triggers]
    busy += [(i.source_id, i.choices.get("_trigger")) for i in game.stack if i.kind == "ability"]
    for obj in watchers:
        for trigger in triggered_abilities(game, obj, "state"):
            if (obj.id, trigger) in busy:
                continue
            if condition_holds(game, obj.controller, trigger.condition, source_id=obj.id):
                add_pending(
                    game,
                    PendingTrigger(
                        obj.id, obj.card, obj.controller, trigger, obj.label, "state", None
                    ),
                )
