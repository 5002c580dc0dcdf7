"""Keyword abilities whose parts happen as a spell resolves (702.108a, dash): the permanent
gains haste and a delayed triggered ability will return it to its owner's hand at the
beginning of the next end step (603.7).  Exploit (702.109a) and prowess (702.107a) are
triggered abilities of the card format (``KEYWORD_TRIGGERS``); outlast (702.106a) is an
activated ability (``outlast:`` in a card)."""

from __future__ import annotations

from ...cards.format import Ability
from ..state import Game, GameObject, StackItem

DASH_RETURN = Ability(({"return_to_hand": "that"},), text="Dash: return to hand")


def after_entering(game: Game, item: StackItem, permanent: GameObject) -> None:
    """What an alternative cost paid for the spell does once the permanent is on the
    battlefield."""
    if item.choices.get("_haste"):
        # 702.61a: a creature spell cast by suspend gains haste (kept while its controller
        # keeps it: the engine does not end it on a change of control yet)
        from ..effects import Resolution, run_effects

        res = Resolution(game, item, [], None)
        res.moved([permanent])
        game.log("suspend_haste", (str(item.choices["_haste"]),), card=permanent.label)
        run_effects(res, [{"grant": ["Haste"], "to": "that", "until": "indefinitely"}])
    if item.choices.get("_alt") != "dash":
        return
    from ..effects import Resolution, run_effects

    res = Resolution(game, item, [], None)
    res.moved([permanent])
    game.log("dash_resolved", ("702.108a",), card=permanent.label)
    run_effects(
        res,
        [
            {"grant": ["Haste"], "to": "that", "until": "indefinitely"},
            {
                "delayed": {
                    "at": "next_end_step",
                    "ability": DASH_RETURN,
                    "until": None,
                    "rule": "702.108a",
                }
            },
        ],
    )
