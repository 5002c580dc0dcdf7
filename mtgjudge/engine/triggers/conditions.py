"""Intervening "if" clauses (603.4) and the conditions of state triggers (603.8).

A condition is a one-item tuple ``((key, argument),)`` read from the card format.  It is
checked from the point of view of the ability's controller; ``trigger`` is the pending or
stacked triggered ability when the condition needs to know how its source got where it is
("if you cast it from your hand").
"""

from __future__ import annotations

from typing import Any

from ..filters import matches
from ..state import Game


def condition_holds(
    game: Game, controller: str, condition: Any, *, source_id: int | None = None
) -> bool:
    """603.4: is the intervening "if" (or a state trigger's state, 603.8) true now?"""
    if not condition:
        return True
    key, arg = condition[0]
    p = game.player(controller)
    if key in ("your_turn", "not_your_turn"):  # "during your turn" (a static's condition)
        return (game.active == controller) == (key == "your_turn")
    if key == "life_at_most":
        return p.life <= int(arg)
    if key == "life_at_least":
        return p.life >= int(arg)
    if key == "life_exactly":
        return p.life == int(arg)
    if key == "cards_in_hand_at_most":
        return len(p.zones["hand"]) <= int(arg)
    if key == "cards_in_hand_at_least":
        return len(p.zones["hand"]) >= int(arg)
    if key == "no_spells_last_turn":  # werewolves' front faces (ISD)
        return all(q.spells_last_turn == 0 for q in game.players)
    if key == "a_player_cast_last_turn_at_least":  # their back faces: "two or more spells"
        return any(q.spells_last_turn >= int(arg) for q in game.players)
    if key == "cast_from":
        # "if you cast it from your hand": how the source permanent came to the battlefield
        # (an object that left and came back is a new object and was not cast, 400.7)
        return source_id is not None and game.cast_from.get(source_id) == arg
    if key == "kicked":
        # 702.32d: "if it was kicked" — the spell, or the permanent it became
        obj = game.objects.get(source_id) if source_id is not None else None
        if obj is None and source_id is not None:
            obj = game.last_known.get(source_id)
        return (obj is not None and obj.kicked > 0) == bool(arg)
    found = any(
        matches(game, o, dict(arg), controller=controller) for o in game.permanents(controller)
    )
    return found if key == "you_control" else not found
