"""Actions as transactions: a refused action (``IllegalActionError``) or a refused choice
(``ChoiceError``) leaves no trace in the game.

How: before the action, a :class:`Snapshot` records the *mutable records* of the game — the
status of every object (tapped, damage, counters, …), the players, the stack items and the
containers of :class:`~.state.Game` — and shares everything immutable: card definitions,
abilities, events, last known information.  Restoring puts the recorded values back into the
same Python objects, so references held anywhere (indexes, last known information, the
runner) stay valid.

Why this and not the alternatives:

* a deep copy of the whole game per action copied the card definitions too and was half of
  the time of a typical scenario;
* validating before mutating would reorder 601.2 (the card moves to the stack before its
  targets and costs are chosen) and the events the explanation shows;
* an undo journal would have to hook every assignment in the engine (``obj.tapped = …``,
  ``obj.counters[k] -= n``, list and dict updates) — a rule of coding that every future
  change must remember, and silently wrong when one forgets.

The snapshot is one pass over the objects, each a C-level copy of a small ``__dict__``: no
recursion and nothing immutable is copied.  A ``Game`` field this module does not know (added
later) is still copied safely, by ``copy.deepcopy`` with the game's records shared.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from operator import itemgetter
from typing import Any

from .state import Game, GameObject, Player, StackItem

# Game fields and how to copy them.  "scalar": an immutable value (the field itself is put
# back); "list", "set", "dict": a flat container of immutable values or of records handled
# elsewhere; "dict_of_lists" / "dict_of_dicts": one level more; "list_of_dicts": records as
# plain dicts (pending triggers, prevention shields).
_KINDS: dict[str, str] = {
    "turn": "scalar",
    "active": "scalar",
    "step": "scalar",
    "priority": "scalar",
    "passes": "scalar",
    "next_id": "scalar",
    "objects_made": "scalar",
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
    "views": "dict",
    "stack": "list",
    "effects": "list",
    "extra_steps": "list",
    "extra_phases": "list",
    "blocked": "set",
    "had_first_strike": "set",
    "attacked_this_turn": "set",
    "creatures_died_this_turn": "scalar",
    "block_requirements": "list",
    "combat_rules": "list",  # CombatRule values, never changed once made
    "damaged_by": "dict",
    "indestructible_noted": "set",
    "blockers": "dict_of_lists",
    "block_order": "dict_of_lists",
    "pending_block": "dict_of_lists",
    "pending_attack": "dict",
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
    "index": "dict_of_dicts",
    "by_name": "dict_of_dicts",
    "by_keyword": "dict_of_dicts",
    "prevention_shields": "list_of_dicts",
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
_IMMUTABLE = (int, str, float, bool, tuple, frozenset, type(None))
_KNOWN = frozenset((*_KINDS, *_GROWING, *_SPECIAL))
# the fields of each kind (a snapshot copies them kind by kind, without a call per field)
_SCALARS = tuple(name for name, kind in _KINDS.items() if kind == "scalar")
_GET_SCALARS = itemgetter(*_SCALARS)
_COPIERS: dict[str, Callable[[Any], Any]] = {
    "dict": dict,
    "list": list,
    "set": set,
    "dict_of_lists": lambda value: {k: list(v) for k, v in value.items()},
    "dict_of_dicts": lambda value: {k: dict(v) for k, v in value.items()},
    "list_of_dicts": lambda value: [dict(d) for d in value],
}
_CONTAINERS = tuple(
    (_COPIERS[kind], tuple(name for name, k in _KINDS.items() if k == kind))
    for kind in dict.fromkeys(_KINDS.values())
    if kind != "scalar"
)


class Snapshot:
    """The game's mutable state at one moment; :meth:`restore` puts it back (once: the
    game takes over the snapshot's containers)."""

    __slots__ = (
        "game",
        "fields",
        "objects",
        "players",
        "items",
        "growing",
        "other",
    )

    def __init__(self, game: Game) -> None:
        self.game = game
        state = game.__dict__
        self.growing = {name: len(state[name]) for name in _GROWING if name in state}
        try:  # every scalar field at once (C-level), else one by one
            fields = dict(zip(_SCALARS, _GET_SCALARS(state)))
        except KeyError:
            fields = {name: state[name] for name in _SCALARS if name in state}
        for copier, names in _CONTAINERS:
            for name in names:
                if name in state:
                    value = state[name]
                    fields[name] = copier(value) if value is not None else None
        self.fields = fields
        # every object's status; counters are the only container inside an object
        self.objects = [(o, o.__dict__.copy(), dict(o.counters)) for o in game.objects.values()]
        self.players = [
            (p, p.__dict__.copy(), dict(p.mana_pool), {z: list(ids) for z, ids in p.zones.items()})
            for p in game.players
        ]
        self.items = [
            (
                item,
                item.__dict__.copy(),
                [(t, t.__dict__.copy()) for t in item.targets],
                dict(item.choices),
            )
            for item in game.stack
        ]
        self.other = None
        unknown = {k: state[k] for k in state.keys() - _KNOWN}  # (a set difference in C)
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

    def restore(self) -> None:
        game = self.game
        state = game.__dict__
        for name, length in self.growing.items():
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
        for obj, saved, counters in self.objects:
            _put_back(obj, saved)
            obj.counters = counters
        for item, saved, targets, choices in self.items:
            _put_back(item, saved)
            for target, saved_target in targets:
                _put_back(target, saved_target)
            item.targets = [t for t, _ in targets]
            item.choices = choices
        for name, value in self.fields.items():
            state[name] = value
        if self.other is not None:
            state.update(self.other)


def _put_back(record: GameObject | Player | StackItem | Any, saved: dict[str, Any]) -> None:
    record.__dict__.clear()
    record.__dict__.update(saved)
