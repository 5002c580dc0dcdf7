"""A library (401) as its known cards on top of a count of anonymous cards.

A scenario may give a library as a number (``library: 100000000``): that many cards nobody
knows anything about.  They are kept as a count below the listed cards
(``Player.unknown_cards``), not as objects: an anonymous card becomes an object only when a
rule needs that one card — it is drawn, milled, looked at (scry), or the whole library is
searched or shuffled.  Each anonymous card has had its object id and timestamp reserved when
the game was set up (:func:`add_anonymous`), so a card made an object later is exactly the
object it would have been had all of them been made at once: the order of the library, the
ids and the timestamps never depend on when a card was first needed.

Operations that need every card as an object (a shuffle or a search that could find an
anonymous card, putting a card on the bottom) make the whole library objects; beyond
:data:`~mtgjudge.limits.MAX_LIBRARY_OBJECTS` cards they stop with an
:class:`~.events.EngineLimitError` (exit 3) naming what was asked, instead of building
millions of objects.  A shuffle of a library whose cards are all anonymous changes nothing
anyone can see and needs no object at all.
"""

from __future__ import annotations

from functools import lru_cache

from ..cards.format import CardDef
from ..limits import MAX_LIBRARY_OBJECTS
from .events import EngineLimitError
from .state import Game, GameObject, Player

#: The name of an anonymous library card (``explain.naming.ANONYMOUS`` shows it as such).
ANONYMOUS_NAME = "Card"


@lru_cache(maxsize=1)
def anonymous_card() -> CardDef:
    """The card used for the anonymous cards of ``library: N``."""
    from ..cards.format import card_from_dict

    return card_from_dict(
        {"name": ANONYMOUS_NAME, "types": ["Sorcery"], "text": "(безымянная карта библиотеки)"}
    )


def add_anonymous(game: Game, player: str, count: int) -> None:
    """Put ``count`` anonymous cards at the bottom of the library (set-up only: no object is
    made; their ids and timestamps are reserved in order, top first)."""
    p = game.player(player)
    if count <= 0:
        return
    if p.unknown_cards:
        raise ValueError("anonymous cards are added once, after the listed ones")
    p.unknown_cards = count
    p.unknown_next_id = game.next_id
    p.unknown_next_timestamp = game.next_timestamp
    game.next_id += count
    game.next_timestamp += count


def size(game: Game, player: str) -> int:
    """How many cards the library has (listed and anonymous)."""
    p = game.player(player)
    return len(p.zones["library"]) + p.unknown_cards


def top(game: Game, player: str, count: int = 1) -> list[int]:
    """The ids of the top ``count`` cards (fewer if the library is smaller), making anonymous
    cards objects as needed."""
    p = game.player(player)
    library = p.zones["library"]
    while len(library) < count and p.unknown_cards:
        _materialise_one(game, p)
    return library[:count]


def materialise(game: Game, player: str, why: str) -> list[int]:
    """Every card of the library as an object (top first); beyond the limit an
    :class:`EngineLimitError` saying ``why`` the whole library was needed."""
    p = game.player(player)
    if p.unknown_cards and size(game, player) > MAX_LIBRARY_OBJECTS:
        raise EngineLimitError(
            f"{why}: в библиотеке игрока {player} {size(game, player)} карт, а движок "
            f"разбирает библиотеку по картам, только если в ней не больше "
            f"{MAX_LIBRARY_OBJECTS} карт (mtgjudge/limits.py)"
        )
    while p.unknown_cards:
        _materialise_one(game, p)
    return p.zones["library"]


def shuffle(game: Game, player: str) -> None:
    """Randomise the order of the library (701.16a), deterministically from the game's seed.
    Anonymous cards are indistinguishable: when no other card is in the library, there is
    nothing to reorder and no object is made."""
    p = game.player(player)
    anonymous = anonymous_card()
    import random  # (not imported on start-up: a shuffle is rare)

    rng = random.Random(f"{game.seed}:{player}:{game.next_timestamp}")
    if p.unknown_cards > MAX_LIBRARY_OBJECTS and all(
        game.objects[i].card is anonymous for i in p.zones["library"]
    ):
        return
    rng.shuffle(materialise(game, player, "перемешать библиотеку"))


def put_at_bottom(game: Game, obj: GameObject) -> None:
    """Put ``obj`` (already in the library zone) under every other card of its owner's
    library."""
    materialise(game, obj.owner, "положить карту под низ библиотеки")
    game.player(obj.owner).zones["library"].append(obj.id)


def names(game: Game, player: str) -> list[str] | None:
    """The card names of the library, or None when it holds more than the engine makes
    objects of (then only its size can be compared)."""
    p = game.player(player)
    if p.unknown_cards > MAX_LIBRARY_OBJECTS:
        return None
    return [game.obj(i).physical.name for i in p.zones["library"]] + [
        ANONYMOUS_NAME
    ] * p.unknown_cards


def top_names(game: Game, player: str, count: int) -> list[str]:
    """The names of the top ``count`` cards, top first, without making anonymous cards
    objects (they are named :data:`ANONYMOUS_NAME`)."""
    p = game.player(player)
    listed = [game.obj(i).physical.name for i in p.zones["library"][:count]]
    return listed + [ANONYMOUS_NAME] * min(p.unknown_cards, count - len(listed))


def _materialise_one(game: Game, p: Player) -> GameObject:
    """Make the top anonymous card an object, with the id and timestamp reserved for it."""
    game.note_object()
    obj = GameObject(
        id=p.unknown_next_id,
        card=anonymous_card(),
        owner=p.name,
        controller=p.name,
        zone="library",
        timestamp=p.unknown_next_timestamp,
    )
    p.unknown_cards -= 1
    p.unknown_next_id += 1
    p.unknown_next_timestamp += 1
    game.add_object(obj)
    p.zones["library"].append(obj.id)
    return obj
