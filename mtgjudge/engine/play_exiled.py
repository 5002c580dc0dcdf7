"""Cards exiled from the top of a library that their exiler may play for a while (406.3,
611.2a): "Exile the top three cards of your library. Until end of turn, you may play cards
exiled this way." (Act on Impulse), "… Until the end of your next turn, you may play those
cards." (Commune with Lava).

The instruction ``{exile_from_top: N, may_play: end_of_turn | end_of_your_next_turn}``
exiles the top N cards of its controller's library (as many as there are, 609.3) and notes a
permission for exactly those objects in ``game.permissions``.  While it lasts, the player
may cast such a card (601.2a: from where it is) or play it as a land (305.1, 305.2: only in
their own main phase with an empty stack, as their land for the turn) under the usual timing
rules, paying its costs — the permission changes only the zone a card may be played from.  A
card that leaves exile is a new object (400.7), so the permission does not follow it.

The permission ends with the turn it was made in (514.2: "until end of turn" effects end in
the cleanup step) or with the controller's next turn; it is removed in the cleanup step of
that turn (``end_permissions``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .library import top
from .state import Game, GameObject

if TYPE_CHECKING:
    from .effects import Resolution

KIND = "play_exiled"
DURATIONS = ("end_of_turn", "end_of_your_next_turn")


def exile_from_top(res: Resolution, count: int, may_play: str | None) -> list[GameObject]:
    """701.9a: exile the top ``count`` cards of the controller's library, one at a time from
    the top (fewer if the library is smaller, 609.3); with ``may_play``, the controller may
    play them until that duration ends (611.2a)."""
    from .actions_common import exile

    game = res.game
    player = res.controller
    moved = []
    for _ in range(count):
        ids = top(game, player)
        if not ids:
            break
        moved.append(exile(game, game.obj(ids[0]), rules=("701.9a", "610.1")))
    if len(moved) < count:
        game.log("did_as_much_as_possible", ("609.3",), player=player, asked=count, done=len(moved))
    if may_play is not None and moved:
        game.permissions.append(
            {
                "player": player,
                "kind": KIND,
                "ids": tuple(o.id for o in moved),
                "turn": game.turn,
                "until": may_play,
                "source": res.source_name,
            }
        )
        game.log(
            "may_play_exiled",
            ("611.2a", "406.3"),
            player=player,
            cards=[o.label for o in moved],
            until=may_play,
            source=res.source_name,
        )
    return moved


def permission(game: Game, player: str, obj: GameObject) -> dict | None:
    """The permission that lets ``player`` play ``obj`` from exile now, if any."""
    if obj.zone != "exile":
        return None
    for p in game.permissions:
        if p["kind"] == KIND and p["player"] == player and obj.id in p["ids"]:
            return p
    return None


def end_permissions(game: Game) -> None:
    """514.2: in the cleanup step, "until end of turn" permissions end; "until the end of your
    next turn" ones end in the cleanup step of their player's next turn (611.2a)."""
    if not game.permissions:
        return
    kept = []
    for p in game.permissions:
        if p["kind"] == KIND and (
            p["until"] == "end_of_turn"
            or (game.active == p["player"] and game.turn > int(p["turn"]))
        ):
            game.log(
                "play_exiled_ended", ("514.2", "611.2a"), player=p["player"], source=p["source"]
            )
            continue
        kept.append(p)
    game.permissions = kept
