"""Emblems (113): "[player] gets an emblem with [ability]".

An effect puts an emblem into the command zone of the player it names (113.2, 408.2); that
player owns and controls it (113.2, 109.4a).  An emblem has the abilities the effect gave it
and no other characteristics — no name, types, mana cost or colour (113.3); it is neither a
card nor a permanent (113.5), and nothing in the rules removes it: it stays for the rest of
the game (408.1).  Its abilities function in the command zone (113.4, 112.6n):

- its static abilities generate continuous effects like a permanent's (604.2, 611.3a; the
  layer pass takes them from the command zone, ``layers.system``);
- its triggered abilities trigger from there (603.2; ``triggers.detection`` watches the
  command zone);
- its replacement and prevention abilities apply from there (614, 615).

Events name an emblem by ``EMBLEM_MARK`` and the name of the source of the effect that
created it ("(emblem) Elspeth, Sun's Champion"); the definition itself has no name (113.3).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from ..cards.format import CardDef
from .events import EMBLEM_MARK
from .state import Game, GameObject
from .zones import create_object

if TYPE_CHECKING:
    from .effects import Resolution


def create_emblem(res: Resolution, e: dict) -> None:
    """113.2: each player the instruction names gets the emblem (``player``: you by default)."""
    body: CardDef = e["emblem"]
    for p in res.players(e.get("player")):
        obj = give_emblem(res.game, body, p, res.source_name)
        res.game.log(
            "emblem_created",
            ("113.2", "113.3", "408.2"),
            player=p,
            emblem=obj.label,
            source=res.source_name,
        )


def give_emblem(game: Game, body: CardDef, player: str, source: str) -> GameObject:
    """Put the emblem into ``player``'s command zone, owned and controlled by that player."""
    card = dataclasses.replace(body, name=EMBLEM_MARK + source, types=())
    game.emblem_count += 1
    # a new source of static abilities: a kept layer pass is not reused, since the objects of
    # the command zone are among what it read (``layers.system.PassInputs``, 613)
    return create_object(game, card, player, "command")


def is_emblem(obj: GameObject) -> bool:
    """113.1: an emblem — an object in the command zone named by ``EMBLEM_MARK``."""
    return obj.zone == "command" and obj.card.name.startswith(EMBLEM_MARK)


def emblems(game: Game) -> list[GameObject]:
    """Every emblem, in turn order of their controllers (their abilities work, 113.4)."""
    return [
        game.obj(i)
        for p in game.players_in_order()
        for i in game.player(p).zones["command"]
        if is_emblem(game.obj(i))
    ]
