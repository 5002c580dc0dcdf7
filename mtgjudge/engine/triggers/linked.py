"""Linked abilities (607): one ability of an object refers to what another ability of the
same object did ("the exiled card", "the chosen colour").

The first ability records what it did under a key of the card format (``exile: target,
linked: exiled``); the other reads it with the reference ``{linked: KEY}``.  Records belong to
the source object (607.2a): a card that leaves the battlefield and comes back is a new object
with nothing recorded (400.7), and an exiled card that has left exile is no longer "the
exiled card" either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import Game, GameObject

if TYPE_CHECKING:
    from ..effects import Resolution


def remember(res: Resolution, key: str, objs: list[GameObject]) -> None:
    """607.2a: the source's linked ability will refer to these objects."""
    game = res.game
    record = game.linked.setdefault((res.item.source_id, key), [])
    record.extend(o.id for o in objs)
    game.log(
        "linked_recorded",
        ("607.1", "607.2a"),
        card=res.item.source_card.name,
        key=key,
        objects=[o.label for o in objs],
    )


def linked_objects(game: Game, source_id: int, key: str) -> list[GameObject]:
    """The objects the source's linked ability recorded that are still where they were put."""
    return [game.obj(i) for i in game.linked.get((source_id, key), []) if game.exists(i)]
