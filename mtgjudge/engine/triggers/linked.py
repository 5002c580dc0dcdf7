"""Linked abilities (607): one ability of an object refers to what another ability of the
same object did ("the exiled card", "the chosen colour"); and objects exiled "until" an event
(610.3: Banisher Priest), which come back by a second one-shot effect right after it.

The first ability records what it did under a key of the card format (``exile: target,
linked: exiled``); the other reads it with the reference ``{linked: KEY}``.  Records belong to
the source object (607.2a): a card that leaves the battlefield and comes back is a new object
with nothing recorded (400.7), and an exiled card that has left exile is no longer "the
exiled card" either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..characteristics import characteristics
from ..state import Game, GameObject
from ..zones import move_object

if TYPE_CHECKING:
    from ..effects import Resolution


def scoped(key: str, ability: object) -> str:
    """607.5: the record key of a linked pair an object gained together from one effect
    (``Ability.link_scope``): only the abilities that effect granted share it."""
    scope = getattr(ability, "link_scope", 0)
    return f"{key}@{scope}" if scope else key


def remember(res: Resolution, key: str, objs: list[GameObject]) -> None:
    """607.2a: the source's linked ability will refer to these objects."""
    game = res.game
    key = scoped(key, res.item.ability)
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


def reveal_first_draw(game: Game, player: str, card: GameObject) -> None:
    """603.10, 607.2g: "Reveal the first card you draw each turn" (a static ability) and
    "Whenever you reveal a basic land card this way, draw a card" (a triggered ability linked
    to it: it triggers only on what that static ability revealed) — each permanent of the
    player with the static reveals the card; the event ``revealed_this_way`` names it."""
    for obj in game.permanents(player):
        if any(s.get("reveal_first_draw") for s in characteristics(game, obj).statics):
            game.log(
                "revealed_this_way",
                ("603.10", "607.2g"),
                player=player,
                card=card.label,
                id=card.id,
                source=obj.label,
                source_id=obj.id,
            )


UNTIL = "_until_source_leaves"


def exile_until(res: Resolution, objs: list[GameObject]) -> list[GameObject]:
    """610.3: exile until the source leaves the battlefield; 610.3a: if it already has, the
    objects don't move."""
    from ..actions_common import exile

    game = res.game
    source = game.objects.get(res.item.source_id)
    if source is None or source.zone != "battlefield":
        if objs:
            game.log(
                "until_already_happened",
                ("610.3a",),
                card=res.item.source_card.name,
                objects=[o.label for o in objs],
            )
        return []
    moved = [exile(game, o, rules=("701.9a", "610.3")) for o in objs]
    game.linked.setdefault((source.id, UNTIL), []).extend(o.id for o in moved)
    return moved


def return_until(game: Game, source: GameObject) -> None:
    """610.3, 610.3b: right after the source leaves the battlefield, the cards it exiled
    "until" then return to the battlefield under their owners' control (not a trigger)."""

    for card in linked_objects(game, source.id, UNTIL):
        new = move_object(game, card, "battlefield", controller=card.owner)
        game.log(
            "returned_until",
            ("610.3", "610.3b"),
            card=card.label,
            player=card.owner,
            id=new.id,
            source=source.label,
        )
    game.linked.pop((source.id, UNTIL), None)
