"""Loops (104.4b, 716.1b): a game that repeats the same sequence of events with no way to
stop it.

The runner shows the watcher the game each time it passes priority on the players' behalf
(no player choice in between).  When the same position comes back :data:`REPEATS` times,
the loop is certain to go on for ever: if nothing in it was optional it is a loop of
mandatory actions and the game is a draw (104.4b); if it contains an optional choice
(a "may"), the scenario must say how many times it is repeated (716.1b) and the watcher
reports that instead of guessing.

A position (:func:`fingerprint`) is everything that can change what happens next, except
how many identical tokens there are: a loop that only piles up identical tokens (a creature
that makes a token whenever another creature enters) repeats the same events for ever, and
its position comes back in this sense.  Life totals, cards in every zone, counters, damage,
the stack, continuous effects and the turn are all part of it, so a loop that drains life or
decks a player is not called a draw before it ends the game.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable
from operator import attrgetter
from typing import Any

from . import state
from .state import Game

#: How many times a position must be seen before the loop is called.
REPEATS = 3


class OptionalLoopError(RuntimeError):
    """A loop that contains an optional action: the scenario must say how many times."""


_NONE: frozenset = frozenset()
_EMPTY_ZONE: tuple = (_NONE, _NONE)
_NO_EFFECTS: Counter[Any] = Counter()


def _zone_key(game: Game, ids: Iterable[int]) -> tuple:
    """Cards as a multiset; identical tokens as one (see the module's docstring).  Sets, not
    sorted tuples: equal exactly when the multisets are, without ordering every key.  An
    object is its card's name, owner, controller, status, damage, counters and whether it is
    attached (to which player, for an Aura on a player)."""
    if not ids:
        return _EMPTY_ZONE
    cards: dict[tuple, int] = {}
    tokens: set[tuple] = set()
    get, count = game.objects.get, cards.get
    for i in ids:
        obj = get(i)
        if obj is None:
            continue
        attached = obj.attached_to
        counters = obj.counters
        key = (
            obj.card.name,
            obj.owner,
            obj.controller,
            obj.tapped,
            obj.damage,
            frozenset(counters.items()) if counters else None,
            attached if isinstance(attached, str) else attached is not None,
            obj.phased_out,
            obj.face_down,
        )
        if obj.is_token:
            tokens.add(key)
        else:
            cards[key] = count(key, 0) + 1
    return (frozenset(cards.items()) if cards else _NONE, frozenset(tokens) if tokens else _NONE)


def _zones_keys(game: Game) -> tuple[list[tuple], tuple]:
    """The keys of every player's zones (in the players' order) and of the battlefield."""
    players = [
        tuple(
            [
                (zone, _zone_key(game, ids) if ids else _EMPTY_ZONE)
                for zone, ids in sorted(p.zones.items())
            ]
        )
        for p in game.players
    ]
    return players, _zone_key(game, game.battlefield)


class ZoneKeys:
    """The zones' keys of the last position a watcher computed, and what they were made from:
    the objects (the same Python objects, none changed since: ``state.object_writes`` is the
    same), their counters (compared, as they change in place), the players' zones and the
    battlefield (the same ids).  When all of it is as it was, the keys are too -- the usual
    case between two priority passes, where nothing moved or changed.  The keys of the
    effects likewise (:meth:`effects`).  In the index check mode (``state.CHECK_INDEXES``)
    every kept key is compared with a fresh one."""

    __slots__ = (
        "writes",
        "objects",
        "counters",
        "zones",
        "battlefield",
        "keys",
        "effects_of",
        "replacements_of",
        "effects_keys",
    )

    def __init__(self) -> None:
        self.writes = -1
        self.objects: dict[int, Any] = {}
        self.counters: list[dict[str, int]] = []
        self.zones: list[dict[str, list[int]]] = []
        self.battlefield: dict[int, None] = {}
        self.keys: tuple[list[tuple], tuple] = ([], _EMPTY_ZONE)
        self.effects_of: list[Any] = []
        self.replacements_of: list[Any] = []
        self.effects_keys: tuple[tuple, tuple] = ((), ())

    def get(self, game: Game) -> tuple[list[tuple], tuple]:
        """The keys of ``game``'s zones now: kept, or made again (and kept)."""
        objects = game.objects
        if (
            self.writes == state.object_writes
            and self.objects == objects  # (the same objects: compared by identity first)
            and self.battlefield == game.battlefield  # (as a set: the keys are multisets)
            and self.zones == [p.zones for p in game.players]
            and self.counters == list(map(_COUNTERS, objects.values()))
        ):
            if state.CHECK_INDEXES and _zones_keys(game) != self.keys:
                raise AssertionError(
                    "stale zone keys of the loop watcher: an object changed without "
                    "GameObject.__setattr__ (state.object_writes)"
                )
            return self.keys
        self.writes = state.object_writes
        self.objects = dict(objects)
        self.counters = list(map(dict, map(_COUNTERS, objects.values())))
        self.zones = [{zone: list(ids) for zone, ids in p.zones.items()} for p in game.players]
        self.battlefield = dict(game.battlefield)
        self.keys = _zones_keys(game)
        return self.keys

    def effects(self, game: Game) -> tuple[tuple, tuple]:
        """The keys of ``game``'s continuous and replacement effects now: kept while the lists
        hold the same effects (compared by identity first, else field by field: their keys
        are made of their fields; an effect's fields are not changed in place, except the
        objects a continuous effect affects, no part of its key)."""
        if self.effects_of == game.effects and self.replacements_of == game.replacement_effects:
            if state.CHECK_INDEXES and _effects_keys(game) != self.effects_keys:
                raise AssertionError(
                    "stale effect keys of the loop watcher: an effect changed in place"
                )
            return self.effects_keys
        self.effects_of = list(game.effects)
        self.replacements_of = list(game.replacement_effects)
        self.effects_keys = _effects_keys(game)
        return self.effects_keys


_COUNTERS = attrgetter("counters")


def fingerprint(game: Game, zone_keys: ZoneKeys | None = None) -> tuple:
    """The position of the game, for recognising a repetition (linear in the game's size).
    ``zone_keys``: the watcher's keys of the zones, kept while nothing in them changed."""
    zones, battlefield = _zones_keys(game) if zone_keys is None else zone_keys.get(game)
    players = tuple(
        [
            (
                p.name,
                p.life,
                p.poison,
                p.lost,
                tuple(sorted(p.mana_pool.items())) if p.mana_pool else (),
                keys,
                p.unknown_cards,
            )
            for p, keys in zip(game.players, zones)
        ]
    )
    stack = tuple(
        (
            item.kind,
            item.controller,
            item.source_card.name,
            tuple((t.player, game.name_of(t.object_id)) for t in item.targets),
            item.x,
            item.modes,
        )
        for item in game.stack
    )
    if not game.effects and not game.replacement_effects:
        effects: tuple = ((), ())
    elif zone_keys is None:
        effects = _effects_keys(game)
    else:
        effects = zone_keys.effects(game)
    return (
        game.turn,
        game.active,
        game.step,
        game.priority,
        game.passes,
        players,
        battlefield,
        stack,
        *effects,
        len(game.cant_be_regenerated),
    )


def _effects_keys(game: Game) -> tuple[tuple, tuple]:
    """The continuous effects (as a multiset) and the replacement and prevention effects."""
    effects: Counter[Any] = (
        Counter(
            (e.layer, e.source, e.power, e.toughness, e.keywords, e.until, repr(e.parts))
            for e in game.effects
        )
        if game.effects
        else _NO_EFFECTS
    )
    return (
        tuple(sorted(effects.items(), key=repr)),
        tuple(sorted(_effect_key(e) for e in game.replacement_effects))
        if game.replacement_effects
        else (),
    )


_IDENTITY_FIELDS = ("key", "timestamp", "source_id")


def _effect_key(effect: Any) -> str:
    """A replacement or prevention effect without what only identifies it (a new shield with
    the same text and amount is the same position)."""
    if dataclasses.is_dataclass(effect):
        return repr(
            [
                (f.name, getattr(effect, f.name))
                for f in dataclasses.fields(effect)
                if f.name not in _IDENTITY_FIELDS
            ]
        )
    return repr(effect)


class LoopWatch:
    """Positions seen since the last player choice."""

    def __init__(self) -> None:
        self.seen: Counter[tuple] = Counter()
        self.since = 0  # index of the first event since the last player choice
        self.zone_keys = ZoneKeys()

    def reset(self, game: Game) -> None:
        """A player made a choice (a scenario action): earlier positions no longer count."""
        self.seen.clear()
        self.since = len(game.events)

    def observe(self, game: Game) -> bool:
        """Record the position; True when a loop is certain.  Raises
        :class:`OptionalLoopError` for a loop that contains an optional choice."""
        key = fingerprint(game, self.zone_keys)
        seen = self.seen[key] = self.seen.get(key, 0) + 1  # (no Counter.__missing__ call)
        if seen < REPEATS:
            return False
        optional = [
            e
            for e in game.events[self.since :]
            if e.kind == "choice_on_resolution" and e.data.get("possible")
        ]
        if optional and "loop" in game.answers:
            return False  # the scenario said how many times (716.2a): the loop will end
        if optional:
            source = optional[-1].data.get("source", "")
            raise OptionalLoopError(
                f"петля с необязательным действием ({source}: «может»): по правилу 716.1b "
                "нужно указать, сколько раз её повторить: choose: {loop: N} (716.2a; 104.4b: "
                "петля с необязательным действием не ничья)"
            )
        return True


def declare_draw(game: Game) -> None:
    """104.4b: a loop of mandatory actions -- the game is a draw."""
    game.is_draw = True
    top = game.stack[-1].source_card.name if game.stack else None
    game.log("game_drawn_loop", ("104.4b",), source=top)
    from .faces import revealed_at_game_end

    revealed_at_game_end(game)
