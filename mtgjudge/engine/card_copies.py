"""Casting a copy of a card (706.12): "You may copy the exiled card. If you do, you may cast
the copy without paying its mana cost" (Isochron Scepter).

The copy is created in the zone the card is in (706.12), with the card's copiable values
(706.2) and owned and controlled by the player who copies it; it is then cast while the
ability resolves, following 601.2a–g (:func:`.cast_from.cast_by_effect`: no timing permission,
the cost an alternative cost, 117.9), and it *is* cast — "whenever you cast" abilities
trigger.  The card itself stays where it is.  A copy of a card anywhere but on the stack or
the battlefield ceases to exist (704.5e, 706.10a): one that could not be cast, and the copy of
an instant or sorcery once it leaves the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import GameObject

if TYPE_CHECKING:
    from .effects import Resolution


def cast_copy(res: Resolution, e: dict) -> None:
    """``cast_copy: REF`` (706.12): for each card ``REF`` names (607.3: each exiled card of a
    linked ability), the controller may copy it and cast the copy without paying its mana
    cost (answer ``may``, by default yes)."""
    from .cast_from import cast_by_effect
    from .effects import may_answer
    from .zones import create_object

    game = res.game
    for card in res.objects(e["cast_copy"]):
        if not may_answer(res):
            continue
        copy: GameObject = create_object(
            game, card.physical, res.controller, card.zone, controller=res.controller
        )
        copy.is_copy = True
        game.log(
            "card_copied",
            ("706.12", "706.2"),
            player=res.controller,
            card=card.physical.name,
            zone=card.zone,
        )
        cast_by_effect(res, copy, "706.12")
