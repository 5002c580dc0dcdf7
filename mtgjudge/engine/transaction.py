"""Actions as transactions: a refused action (``IllegalActionError``) or a refused choice
(``ChoiceError``) leaves no trace in the game.

How: before the action, a :class:`Snapshot` records the *containers* of :class:`~.state.Game`
(the zones, combat, the pending triggers, …), the players, the stack items and every
object's counters, and shares everything immutable: card definitions, abilities, events, last
known information; the indexes of the objects and of the battlefield, derived from them, are
made again when a snapshot is restored (rare) instead of copied by every snapshot.  The objects themselves (a hundred to tens of thousands of
records of ~40 fields each) are not copied: while a transaction is open, every assignment to
an attribute of a :class:`~.state.GameObject` that existed before it (``obj.tapped = True``)
is written in an **undo journal** (the object, the attribute, the old value) by a
``__setattr__`` put in front of the class's own (which counts the changes of permanents for
the layer system, ``state.permanent_writes``) only while a transaction is open.  Restoring puts the recorded
values back into the same Python objects, newest first, so references held anywhere
(indexes, last known information, the runner) stay valid.

Why this and not the alternatives:

* a deep copy of the whole game per action copied the card definitions too and was half of
  the time of a typical scenario;
* a copy of every object's ``__dict__`` per action (this module's previous form) grew with
  the board and with the memory it walks: 4 ms per snapshot for 3,000 creatures, 120 ms for
  30,000 -- most of a whole turn's time at that size;
* validating before mutating would reorder 601.2 (the card moves to the stack before its
  targets and costs are chosen) and the events the explanation shows;
* a journal written by hand at every assignment in the engine would be a rule of coding that
  every future change must remember, and silently wrong when one forgets: here the class
  writes it, whatever code assigns.  The one container inside an object, ``counters``
  (changed in place: ``obj.counters[k] -= n``), is copied per snapshot instead, for the
  objects that have some (C-level passes; a restore gives the others an empty one again);
  the other dicts of an object (``activations``, ``chosen``) are replaced whole, never
  changed in place (state.py says so at each).

Objects made during the transaction (an id from ``game.next_id`` at or above the one at its
start) are not journaled: restoring drops them with the containers that held them.  A
``Game`` field this module does not know (added later) is still copied safely, by
``copy.deepcopy`` with the game's records shared.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from itertools import compress
from operator import attrgetter, itemgetter
from typing import Any

from . import state as _state
from .state import Game, GameObject, Player, StackItem

# Game fields and how to copy them.  "scalar": an immutable value (the field itself is put
# back); "list", "set", "dict": a flat container of immutable values or of records handled
# elsewhere; "dict_of_lists" / "dict_of_dicts": one level more; "list_of_dicts": records as
# plain dicts (pending triggers, prevention shields); "dict_or_none": a dict or None.
_KINDS: dict[str, str] = {
    "turn": "scalar",
    "active": "scalar",
    "step": "scalar",
    "priority": "scalar",
    "passes": "scalar",
    "next_id": "scalar",
    "objects_made": "scalar",
    "emblem_count": "scalar",
    "next_timestamp": "scalar",
    "seed": "scalar",
    "winner": "scalar",
    "is_draw": "scalar",
    "first_strike_in_combat": "scalar",
    "resume_after": "scalar",
    "extra_turn": "scalar",
    "normal_turn": "scalar",
    "extra_turns": "list",
    "trigger_scan": "scalar",
    "stop_at": "scalar",
    "paused": "scalar",
    "objects": "dict",
    "battlefield": "dict",
    "aliases": "dict",
    "attackers": "dict",
    "band_of": "dict",
    "paired": "dict",
    "haunting": "dict",
    "to_graveyard_from_battlefield": "scalar",
    "answers": "dict",
    "stack": "list",
    "effects": "list",
    "extra_steps": "list",
    "extra_phases": "list",
    "blocked": "set",
    "had_first_strike": "set",
    "attacked_this_turn": "set",
    "creatures_died_this_turn": "scalar",
    "damage_unpreventable_turn": "scalar",
    "block_requirements": "list",
    "combat_rules": "list",  # CombatRule values, never changed once made
    "damaged_by": "dict",
    "indestructible_noted": "set",
    "blockers": "dict_of_lists",
    "blocked_this_combat": "dict_of_lists",
    "block_order": "dict_of_lists",
    "pending_block": "dict_of_lists",
    "pending_attack": "dict_or_none",
    "cant_be_regenerated": "set",
    "trigger_hold": "scalar",
    "version": "scalar",
    "cast_from": "dict",
    "became": "dict",
    "newly_tapped": "list",
    "newly_untapped": "list",
    "detained": "dict",
    "spells_gone": "dict",
    "to_graveyard": "list",
    "linked": "dict_of_lists",
    "pending_triggers": "list",  # PendingTrigger values, never changed once made
    "delayed_triggers": "list",  # DelayedTrigger values, never changed once made
    "permissions": "list_of_dicts",
    "loop_choices": "dict",
    "time_budget": "scalar",
    "replacement_effects": "list",  # ReplacementEffect values (frozen), replaced, never changed
}
# only grow during an action: cut back to their length on restore
_GROWING = ("events", "last_known", "last_known_chars")
# restored by hand: the players; the characteristics cache is dropped (recomputed on demand
# for the restored state)
_SPECIAL = ("players", "layer_cache")
# indexes derived from the objects and the battlefield (``Game.rebuild_indexes``): not copied
# per snapshot, made again from the restored state on the rare restore
_DERIVED = ("index", "views", "by_name", "by_keyword")
_IMMUTABLE = (int, str, float, bool, tuple, frozenset, type(None))
_KNOWN = frozenset((*_KINDS, *_GROWING, *_SPECIAL, *_DERIVED))
# the fields of each kind (a snapshot copies them kind by kind, without a call per field)
_SCALARS = tuple(name for name, kind in _KINDS.items() if kind == "scalar")
_GET_SCALARS = itemgetter(*_SCALARS)
_COPIERS: dict[str, Callable[[Any], Any]] = {
    "dict": dict,
    "list": list,
    "set": set,
    "dict_or_none": lambda value: None if value is None else dict(value),
    "dict_of_lists": lambda value: (
        None if value is None else {k: list(v) for k, v in value.items()}
    ),
    "dict_of_dicts": lambda value: (
        None if value is None else {k: dict(v) for k, v in value.items()}
    ),
    "list_of_dicts": lambda value: None if value is None else [dict(d) for d in value],
}


def _one(name: str) -> Callable[[dict[str, Any]], tuple[Any]]:
    """``itemgetter`` of one name returns the value, not a 1-tuple: this getter does."""
    return lambda state: (state[name],)


# an empty container of each kind (what the copier makes of an empty one)
_EMPTY: dict[str, type] = {
    "dict": dict,
    "list": list,
    "set": set,
    "dict_or_none": dict,
    "dict_of_lists": dict,
    "dict_of_dicts": dict,
    "list_of_dicts": list,
}
# per kind: the copier, the names, their getter, and the type of an empty one
_CONTAINERS = tuple(
    (
        _COPIERS[kind],
        names,
        itemgetter(*names) if len(names) > 1 else _one(names[0]),
        _EMPTY[kind],
    )
    for kind in dict.fromkeys(_KINDS.values())
    if kind != "scalar"
    for names in [tuple(name for name, k in _KINDS.items() if k == kind)]
)
# an object's counters (read by C-level ``map``: no Python frame per object)
_COUNTERS = attrgetter("counters")
_GET_GROWING = itemgetter(*_GROWING)
# the fields neither copied nor measured: with every other known field there and as many
# fields as _KNOWN, their presence means the game has exactly the known fields
_REST = tuple(name for name in (*_SPECIAL, *_DERIVED))
_GET_REST = itemgetter(*_REST)
_N_KNOWN = len(_KNOWN)
_NO_ITEMS: list[Any] = []

# The undo journal of the open transactions: (object, attribute, old value or _ABSENT).
_journal: list[tuple[Any, str, Any]] = []
# per open transaction (innermost last), the first object id made after it began: objects
# with that id or above are new to it (and to the transactions around it), not journaled
_first_new_ids: list[int] = []
_ABSENT = object()  # the attribute did not exist
_NEW = 1 << 62  # an object under construction has no id yet


def _journaled_setattr(obj: Any, name: str, value: Any) -> None:
    """``GameObject.__setattr__`` while a transaction is open: note the old value first."""
    state = obj.__dict__
    if state.get("id", _NEW) < _first_new_ids[-1]:
        _journal.append((obj, name, state.get(name, _ABSENT)))
    _set(obj, name, value)


def _journaled_delattr(obj: Any, name: str) -> None:
    state = obj.__dict__
    if state.get("id", _NEW) < _first_new_ids[-1]:
        _journal.append((obj, name, state.get(name, _ABSENT)))
    _del(obj, name)


# the class's own methods, which count the changes of permanents (``GameObject.__setattr__``)
_set, _del = GameObject.__setattr__, GameObject.__delattr__


def _open(game: Game) -> int:
    """A transaction begins: journal from here; returns its depth (1: the outermost)."""
    if not _first_new_ids:
        GameObject.__setattr__ = _journaled_setattr  # type: ignore[method-assign,assignment]
        GameObject.__delattr__ = _journaled_delattr  # type: ignore[method-assign]
    _first_new_ids.append(game.next_id)
    return len(_first_new_ids)


def _close(depth: int) -> None:
    """The transaction at ``depth`` ends (kept or undone), and any left open inside it."""
    del _first_new_ids[depth - 1 :]
    if not _first_new_ids:
        GameObject.__setattr__ = _set  # type: ignore[method-assign]
        GameObject.__delattr__ = _del  # type: ignore[method-assign]
        _journal.clear()


def _undo(start: int) -> None:
    """Put back every attribute assigned since ``start``, newest first (counted as changes
    of objects: ``state.object_writes``)."""
    _state.object_writes += 1
    entries = _journal[start:]
    del _journal[start:]
    for obj, name, old in reversed(entries):
        if old is _ABSENT:
            obj.__dict__.pop(name, None)
        else:
            obj.__dict__[name] = old


class Snapshot:
    """The game's mutable state at one moment; :meth:`restore` puts it back (once: the
    game takes over the snapshot's containers).  Open until :meth:`restore` or
    :meth:`close` (call one of them, innermost first: ``try``/``finally``)."""

    __slots__ = (
        "game",
        "scalars",
        "containers",
        "fields",
        "objects",
        "journal_start",
        "depth",
        "counters",
        "players",
        "items",
        "growing",
        "other",
    )

    def __init__(self, game: Game) -> None:
        self.game = game
        state = game.__dict__
        complete = True  # every field of _KNOWN is there (then the other check is a length)
        try:  # the lengths of the growing fields at once (C-level)
            self.growing = tuple(zip(_GROWING, map(len, _GET_GROWING(state))))
        except KeyError:
            complete = False
            self.growing = tuple((name, len(state[name])) for name in _GROWING if name in state)
        try:  # every scalar field at once (C-level)
            self.scalars = _GET_SCALARS(state)
        except KeyError:
            complete = False
            self.scalars = None
        # the containers, kind by kind: their values, the names of the non-empty ones and
        # copies of those, made by C-level ``compress``, ``filter`` and ``map`` (no dict of
        # every field built per snapshot); ``restore`` makes new empty ones for the others
        containers: list[tuple[tuple[Any, ...], tuple[str, ...], tuple[Any, ...]] | None] = []
        for copier, names, get, _ in _CONTAINERS:
            try:
                values = get(state)
                containers.append(
                    (
                        values,
                        tuple(compress(names, values)),
                        tuple(map(copier, filter(None, values))),
                    )
                )
            except KeyError:  # a field missing
                complete = False
                containers.append(None)
        self.containers = containers
        self.fields: dict[str, Any] | None = None
        if not complete:  # (rare) the fields that are there, one by one
            fields = {name: state[name] for name in _SCALARS if name in state}
            for copier, names, _, _ in _CONTAINERS:
                for name in names:
                    if name in state:
                        value = state[name]
                        fields[name] = copier(value) if value is not None else None
            self.fields = fields
        # the objects' counters, the only container inside an object, copied only where there
        # are some (C-level passes): ``restore`` gives every other object of the snapshot an
        # empty one; their other attributes are journaled from here on
        objects = self.objects = list(game.objects.values())
        counted = list(filter(_COUNTERS, objects))
        self.counters = tuple(zip(counted, map(dict, map(_COUNTERS, counted))))
        self.journal_start = len(_journal)
        self.depth = _open(game)  # 0 once closed
        self.players = [
            (
                p,
                p.__dict__.copy(),
                dict(p.mana_pool),
                dict(zip(p.zones, map(list, p.zones.values()))),
            )
            for p in game.players
        ]
        stack = game.stack
        self.items = (
            [
                (
                    item,
                    item.__dict__.copy(),
                    [(t, t.__dict__.copy()) for t in item.targets],
                    dict(item.choices),
                )
                for item in stack
            ]
            if stack
            else _NO_ITEMS
        )
        self.other = None
        if complete and len(state) == _N_KNOWN:
            try:
                _GET_REST(state)  # the special and derived fields: then the keys are _KNOWN
                return
            except KeyError:
                pass
        if state.keys() <= _KNOWN:  # (a comparison in C)
            return
        unknown = {k: state[k] for k in state.keys() - _KNOWN}
        # fields this module does not know: immutable or empty values as they are, the rest
        # deep-copied with the game's records shared (safe whatever they hold)
        deep = {k: v for k, v in unknown.items() if v and not isinstance(v, _IMMUTABLE)}
        if unknown:
            self.other = {
                k: (type(v)() if not v and not isinstance(v, _IMMUTABLE) else v)
                for k, v in unknown.items()
                if k not in deep
            }
            if deep:
                self.other.update(copy.deepcopy(deep, self._shared_memo()))

    def _shared_memo(self) -> dict[int, Any]:
        """deepcopy's memo with the game's records in it: they are shared, not copied."""
        game = self.game
        records: list[Any] = [
            *game.objects.values(),
            *game.players,
            *game.stack,
            *game.last_known.values(),
        ]
        records += [o.card for o in game.objects.values()]
        return {id(r): r for r in records}

    def close(self) -> None:
        """The action is kept: stop journaling for this snapshot (nothing to undo)."""
        if self.depth and len(_first_new_ids) >= self.depth:
            _close(self.depth)
        self.depth = 0

    def restore(self) -> None:
        """Undo everything since the snapshot was taken, and close it."""
        if not self.depth or len(_first_new_ids) < self.depth:
            raise RuntimeError("a snapshot is restored once, before it is closed")
        _undo(self.journal_start)
        self.close()
        game = self.game
        state = game.__dict__
        for name, length in self.growing:
            grown = state[name]
            if isinstance(grown, list):
                del grown[length:]
            else:
                while len(grown) > length:
                    grown.popitem()  # the newest entries (dicts keep insertion order)
        if "layer_cache" in state:
            state["layer_cache"] = None
        game.players[:] = [p for p, _, _, _ in self.players]
        for p, saved, pool, zones in self.players:
            _put_back(p, saved)
            p.mana_pool = pool
            p.zones = zones
        for obj in self.objects:  # objects that had no counters: none again
            obj.__dict__["counters"] = {}
        for obj, counters in self.counters:
            obj.__dict__["counters"] = counters
        for item, saved, targets, choices in self.items:
            _put_back(item, saved)
            for target, saved_target in targets:
                _put_back(target, saved_target)
            item.targets = [t for t, _ in targets]
            item.choices = choices
        if self.fields is not None:
            state.update(self.fields)
        else:
            state.update(zip(_SCALARS, self.scalars))
            for (_, names, _, empty), entry in zip(_CONTAINERS, self.containers):
                assert entry is not None  # (None only where ``fields`` was made instead)
                values, kept, copies = entry
                for name, value in zip(names, values):
                    if name not in kept:  # None, or empty then (perhaps not now): a new one
                        state[name] = None if value is None else empty()
                state.update(zip(kept, copies))
        if self.other is not None:
            state.update(self.other)
        if _DERIVED[0] in state:
            game.rebuild_indexes()


def _put_back(record: GameObject | Player | StackItem | Any, saved: dict[str, Any]) -> None:
    record.__dict__.clear()
    record.__dict__.update(saved)
