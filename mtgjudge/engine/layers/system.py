"""The layer system (613): one pass computes the characteristics of every object on the
battlefield for a state of the game, applying each continuous effect to its affected set in
layer order; the result is cached until the state changes (613.4: the game does it
continually; we do it once per state version).

Objects in other zones get their printed characteristics, their characteristic-defining
abilities (604.3: they work in every zone) and the locked effects of resolved spells that
name them.  When a static ability of a permanent also affects objects in other zones
("the same is true for spells you control and cards you own that aren't on the battlefield":
Conspiracy, Celestial Dawn), the objects of every zone are computed by a second pass over all
objects, made only when such an ability exists and an object outside the battlefield is asked
about (613 applies to objects in every zone).  An object that left a zone keeps the
characteristics it last had there (last known information, 608.2g).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from operator import attrgetter
from typing import Any

from ...cards.format import CardDef
from ...lazy_import import lazy_module
from .. import state
from ..amounts import Context, evaluate, is_amount
from ..state import Game, GameObject
from . import dependency
from .copy import flipped_copy
from .gather import (
    BATTLEFIELD_ONLY,
    LAYER_RULES,
    LAYERS,
    LayerEffect,
    resolved_effects,
    static_effect,
)
from .parts import Memo, _template, apply_part, start_from_card
from .values import Characteristics, Working

# imported on first use: it imports this module, through ``characteristics``; the layer pass
# reads a filter for each effect
_filters = lazy_module("mtgjudge.engine.filters")


# filter keys that read only an object's characteristics (plus "other"/"self", which read its
# identity): a static ability's affected set can be decided once per distinct state
CHARACTERISTIC_KEYS = frozenset(
    {
        "types",
        "not_types",
        "subtypes",
        "not_subtypes",
        "supertypes",
        "not_supertypes",
        "colors",
        "not_colors",
        "colorless",
        "controller",
        "name",
        "no_abilities",
        "power_at_most",
        "other",
        "self",
    }
)

# filter keys that read, beyond characteristics, only attributes of the object and of the
# effect's source that are not their status (``state.STATUS_FIELDS``) or their counters: what
# ``PassInputs`` sees change (any such write is counted in ``state.permanent_writes``, counters
# are compared) -- "enchanted creature", "equipped creature" (303.4, 301.5: what the source is
# attached to), "with a +1/+1 counter", a level symbol's range (710.2), token, owner, face down
PERMANENT_KEYS = frozenset(
    {
        "enchanted",
        "equipped",
        "not_host",
        "attached_to_source",
        "with_counters",
        "with_counter",
        "level",
        "token",
        "owner",
        "face_down",
    }
)

# values of a filter's "controller" that are read from the game, not from the source
# (``filters.matches_view``): "creatures defending player controls" (506.2)
GAME_CONTROLLERS = frozenset({"defending_player"})


@dataclass(frozen=True)
class LayerStep:
    """One effect applied to the traced object, for the explanation (``--layers``)."""

    layer: str
    rule: str
    source: str
    timestamp: int
    reason: str  # "cda", "timestamp", "dependency", "loop", "counters", "printed"
    parts: tuple[str, ...]
    result: dict[str, Any]


class LayerCache:
    """The result of one pass, for one state version.

    ``closed``: the pass read nothing but the permanents themselves (no condition, no count,
    no filter beyond characteristics, no characteristic-defining ability): events that change
    only tapped status, combat, damage or life (``state.NEUTRAL_EVENTS``) leave it valid."""

    def __init__(
        self, key: tuple[int, ...], chars: dict[int, Characteristics], closed: bool
    ) -> None:
        self.key = key
        self.chars = chars
        self.closed = closed
        self.kept = False  # kept over a neutral event since it was computed or checked
        # every permanent's controller agrees with this pass (``control.sync_control``)
        self.control_synced = False
        self.with_triggers: tuple[GameObject, ...] | None = None
        # the trigger events (``Trigger.when``) of those permanents' triggered abilities
        self.trigger_kinds: frozenset[str] | None = None
        # permanents (battlefield order) whose characteristics have static abilities
        self.with_statics: tuple[GameObject, ...] | None = None
        # ids (battlefield order) whose characteristics have replacement abilities
        self.replacing: tuple[int, ...] | None = None
        # a static ability affects objects outside the battlefield: their characteristics come
        # from a pass over every zone (made when first asked for)
        self.reaches_elsewhere = False
        self.everywhere: dict[int, Characteristics] | None = None
        # the pass as a simultaneous event began (see ``event_characteristics``)
        self.lki_batch: tuple[int, LayerCache] | None = None
        # what a closed pass read (``PassInputs``), None for a pass that read more
        self.inputs: PassInputs | None = None


_COUNTERS, _CHOSEN = attrgetter("counters"), attrgetter("chosen")


class PassInputs:
    """Everything a closed pass (one that read nothing but the permanents, the objects in the
    command zone and the continuous effects, and whose static abilities affect only the
    battlefield) read: those objects in order, how many of their attributes had been changed
    (``state.permanent_writes``), the contents of the two containers in a permanent that
    could be changed in place (``counters``, ``chosen``) and the effects. (Emblems and face-up
    conspiracies are sources, 113.4, 313.5: the command zone's objects are among the objects,
    and turning one face up is a counted write of its ``hidden``.)
    When all of them are the same at a later state version, so would be the pass: it is kept
    instead of made again (a card cast from a hand, a spell put into a graveyard, a card drawn
    -- moves between zones other than the battlefield -- change none of them)."""

    __slots__ = ("permanents", "writes", "counters", "chosen", "effects")

    def __init__(self, game: Game) -> None:
        permanents = self.permanents = _sources(game)
        self.writes = state.permanent_writes
        self.counters = list(map(dict, map(_COUNTERS, permanents)))
        self.chosen = list(map(dict, map(_CHOSEN, permanents)))
        self.effects = tuple(game.effects)

    def same(self, game: Game) -> bool:
        """Whether nothing the pass read has changed since (by identity, then by value)."""
        permanents = self.permanents
        return (
            self.writes == state.permanent_writes
            and permanents == _sources(game)
            and self.effects == tuple(game.effects)
            and self.counters == list(map(_COUNTERS, permanents))
            and self.chosen == list(map(_CHOSEN, permanents))
        )


def _sources(game: Game) -> tuple[GameObject, ...]:
    """The objects a pass reads: the permanents in battlefield order, then the objects in
    each player's command zone (emblems, conspiracies: ``LayerPass.command_sources``)."""
    out = tuple(map(game.objects.__getitem__, game.battlefield))
    for p in game.players:
        command = p.zones["command"]
        if command:
            out += tuple(map(game.objects.__getitem__, command))
    return out


def _cache(game: Game) -> LayerCache:
    cache = game.layer_cache
    # the state version, new objects, new timestamps, new effects, changes of permanents
    # (``state.permanent_writes``: made with or without an event), written out: a call less
    key = (
        game.version,
        game.next_id,
        game.next_timestamp,
        len(game.effects),
        state.permanent_writes,
    )
    if cache is None or cache.key != key:
        if cache is not None and cache.inputs is not None and cache.inputs.same(game):
            cache.key = key  # a closed pass whose inputs are all the same: kept
            if state.CHECK_INDEXES:
                cache.kept = True
                _check_kept(game, cache)
            return cache
        plain = _plain_pass(game)
        if plain is not None:
            # nothing to layer: a closed pass that reaches no other zone
            new = LayerCache(key, plain, True)
            new.inputs = PassInputs(game)
            if state.CHECK_INDEXES:
                _check_plain(game, plain)
        else:
            layer_pass = LayerPass(game)
            new = LayerCache(key, layer_pass.run(), not layer_pass.reads_game)
            new.reaches_elsewhere = layer_pass.reaches_elsewhere()
            if new.closed and not new.reaches_elsewhere:
                new.inputs = PassInputs(game)
        if cache is not None:
            new.lki_batch = cache.lki_batch
        cache = game.layer_cache = new
    elif state.CHECK_INDEXES and cache.kept:
        _check_kept(game, cache)
    return cache


# A board with no continuous effect (``Game.effects``), no static ability and no source in a
# command zone: the layers have nothing to apply (613.1), each permanent is its printed values
# (its card, as ``LayerPass`` starts from it) with its +1/+1 and -1/-1 counters (613.3d) and
# its loyalty (306.5b), under its controller.  Such a permanent's characteristics are a
# function of (card, controller, those counters): one shared value per key, kept with the card
# itself (ids of freed cards are reused), as ``_PRINTED`` is for other zones.  The same value
# every time also keeps what ``Characteristics`` computes on first read (``triggers``, ...).
_PLAIN: dict[tuple, tuple[CardDef, Characteristics]] = {}
# per card definition: whether its printed abilities (those of ``LayerPass``'s start) include a
# static ability -- a source of effects (611.3) or a characteristic-defining ability (604.3)
_STATIC_CARDS: dict[int, tuple[CardDef, bool]] = {}


def _has_statics(card: CardDef) -> bool:
    known = _STATIC_CARDS.get(id(card))
    if known is None or known[0] is not card:
        abilities = _template(card)[7]  # what ``start_from_card`` gives the permanent
        known = _STATIC_CARDS[id(card)] = (card, any(a.kind == "static" for a in abilities))
    return known[1]


def _plain_pass(game: Game) -> dict[int, Characteristics] | None:
    """The characteristics of every permanent when nothing is there to layer (see
    ``_PLAIN``), or None when something is: an effect, a static ability, a command source.
    The same answer as ``LayerPass(game).run()`` (checked in the tests' mode,
    ``_check_plain``), without its machinery."""
    if game.effects:
        return None
    objects = game.objects
    for p in game.players:
        for i in p.zones["command"]:
            if objects[i].hidden is None:
                return None  # an emblem, a face-up conspiracy: a source (113.4, 313.5)
    out = {}
    plain = _PLAIN
    for i in game.battlefield:
        obj = objects[i]
        card = obj.card
        counters = obj.counters
        key = (
            id(card),
            obj.base_controller or obj.controller,
            counters.get("+1/+1", 0),
            counters.get("-1/-1", 0),
            counters.get("loyalty", 0),
        )
        known = plain.get(key)
        if known is None or known[0] is not card:
            if _has_statics(card):
                return None
            wk = _working(obj, card)
            _counters(wk, obj)
            known = (card, wk.freeze(_loyalty(obj, wk)))
            if len(plain) < 100_000:
                plain[key] = known
        out[i] = known[1]
    return out


def _check_plain(game: Game, plain: dict[int, Characteristics]) -> None:
    """The tests' check (``state.CHECK_INDEXES``) of ``_plain_pass``: a full pass must give
    the same characteristics, read nothing of the game and reach no other zone."""
    layer_pass = LayerPass(game)
    fresh = layer_pass.run()
    if not _same_meaning(fresh, plain) or layer_pass.reads_game or layer_pass.reaches_elsewhere():
        raise AssertionError(
            "the plain pass (no effect, no static ability, no command source) differs from a "
            "full layer pass"
        )


def _check_kept(game: Game, cache: LayerCache) -> None:
    """The tests' check (``state.CHECK_INDEXES``) of a pass kept over a new state version:
    a fresh pass must give the same characteristics."""
    cache.kept = False
    if not _same_meaning(LayerPass(game).run(), cache.chars):
        raise AssertionError(
            "characteristics kept over a new state version differ from a fresh pass: a "
            "neutral event (state.NEUTRAL_EVENTS), or a change PassInputs does not see, "
            "changed what a characteristic depends on"
        )


def _same_meaning(fresh: dict[int, Characteristics], kept: dict[int, Characteristics]) -> bool:
    """The same characteristics, abilities compared by meaning (``AbilityValue.same_as``): a
    pass makes new ability values where an effect builds them (612: a text-changing effect
    takes a graveyard card's abilities), equal in meaning to those kept."""
    if fresh.keys() != kept.keys():
        return False
    for i, a in fresh.items():
        b = kept[i]
        if a == b:
            continue
        if replace(a, abilities=()) != replace(b, abilities=()):
            return False
        if len(a.abilities) != len(b.abilities):
            return False
        if not all(x.same_as(y) for x, y in zip(a.abilities, b.abilities)):
            return False
    return True


def all_characteristics(game: Game) -> dict[int, Characteristics]:
    """Characteristics of every permanent, from one pass per state version (cached)."""
    return _cache(game).chars


def permanents_with_triggers(game: Game) -> tuple[GameObject, ...]:
    """Permanents (battlefield order) that have triggered abilities now — printed, copied
    (706.2) or granted (613.1f): the only possible watchers of an event."""
    cache = _cache(game)
    if cache.with_triggers is None:
        cache.with_triggers = tuple(o for o in game.permanents() if cache.chars[o.id].triggers)
    return cache.with_triggers


def permanent_trigger_kinds(game: Game) -> frozenset[str]:
    """The trigger events (``Trigger.when``) of every triggered ability the permanents have now
    (``permanents_with_triggers``): an event of another kind has no watcher among them, so
    detection need not look at each of them (603.2).  Kept with the pass."""
    cache = _cache(game)
    kinds = cache.trigger_kinds
    if kinds is None:
        chars = cache.chars
        kinds = cache.trigger_kinds = frozenset(
            t.when for o in permanents_with_triggers(game) for t in chars[o.id].triggers
        )
    if state.CHECK_INDEXES:
        fresh = {t.when for o in game.permanents() for t in characteristics(game, o).triggers}
        if fresh != kinds:
            raise AssertionError(
                "stale index of the permanents' trigger events: the triggered abilities of "
                f"the permanents have {sorted(fresh)}, the index says {sorted(kinds)}"
            )
    return kinds


def permanents_with_statics(game: Game) -> list[tuple[GameObject, Characteristics]]:
    """Permanents (battlefield order) that have static abilities now -- printed, copied
    (706.2) or granted (613.1f) --, with their characteristics: what a rule that asks "does a
    static ability say …" (101.2: "can't enter the battlefield", "can't play lands") reads,
    instead of the whole board.  Kept with the pass."""
    cache = _cache(game)
    if cache.with_statics is None:
        cache.with_statics = tuple(o for o in game.permanents() if cache.chars[o.id].statics)
    chars = cache.chars
    out = [(o, chars[o.id]) for o in cache.with_statics]
    if state.CHECK_INDEXES:
        fresh = [o for o in game.permanents() if characteristics(game, o).statics]
        if [id(o) for o in fresh] != [id(o) for o, _ in out]:
            raise AssertionError("stale index of permanents with static abilities")
    if game.emblem_count:
        out += emblems_with(game, "statics")
    return out


def emblems_with(game: Game, kind: str) -> list[tuple[GameObject, Characteristics]]:
    """Emblems (113) with abilities of this kind (``statics``, ``replacements``), with their
    characteristics: their abilities function in the command zone (113.4), after the
    permanents'."""
    from ..emblems import emblems

    return [(o, ch) for o in emblems(game) if getattr(ch := characteristics(game, o), kind)]


def characteristics(game: Game, obj: GameObject) -> Characteristics:
    """Apply 613 to ``obj`` and return what it is now (what it last was, for an object that
    has left its zone: 608.2g)."""
    if obj.zone == "battlefield" and game.objects.get(obj.id) is obj:
        found = _cache(game).chars.get(obj.id)  # all_characteristics(game), one call less
        if found is not None:
            return found
    if game.objects.get(obj.id) is not obj:
        last = game.last_known_chars.get(obj.id)
        if last is not None:
            return last
    elif obj.zone != "battlefield":
        cache = _cache(game)
        if cache.reaches_elsewhere:
            if cache.everywhere is None:
                cache.everywhere = LayerPass(game, everywhere=True).run()
            found = cache.everywhere.get(obj.id)
            if found is not None:
                return found
    return _elsewhere(game, obj)


def event_characteristics(game: Game, obj: GameObject) -> Characteristics:
    """What a permanent is for an event that happens to many objects at once
    (``Game.simultaneously``: state-based actions 704.3, "destroy all" 608.2h, combat damage
    510.2): the characteristics as the event began, from one pass for the whole event — not
    one pass per object as each of them leaves.  Outside such an event: ``characteristics``."""
    if game.trigger_hold and obj.zone == "battlefield":
        found = event_all_characteristics(game).get(obj.id)
        if found is not None:
            return found
    return characteristics(game, obj)


def event_all_characteristics(game: Game) -> dict[int, Characteristics]:
    """``all_characteristics`` as a simultaneous event began (see ``event_characteristics``);
    objects that entered during the event are not in it."""
    return _event_cache(game).chars


def _event_cache(game: Game) -> LayerCache:
    if not game.trigger_hold:
        return _cache(game)
    holder = game.layer_cache
    token = game.trigger_scan  # constant inside one simultaneous event
    if holder is not None and holder.lki_batch is not None and holder.lki_batch[0] == token:
        return holder.lki_batch[1]
    cache = _cache(game)
    cache.lki_batch = (token, cache)
    return cache


def permanents_with_replacements(game: Game) -> list[tuple[GameObject, Characteristics]]:
    """Permanents (battlefield order) that have replacement or prevention abilities now (614,
    615: printed, copied or granted), with their characteristics -- as a simultaneous event
    began (``event_characteristics``): the only sources of the permanents' replacement
    effects.  Kept with the pass, so an event looks at those permanents only, not the board."""
    cache = _event_cache(game)
    chars = cache.chars
    battlefield, objects = game.battlefield, game.objects
    if cache.replacing is None:
        cache.replacing = tuple(
            i for i in battlefield if (ch := chars.get(i)) is not None and ch.replacements
        )
    out = []
    for i in cache.replacing:
        obj = objects.get(i)
        if obj is not None and i in battlefield and not obj.phased_out:
            out.append((obj, chars[i]))
    # permanents that entered after the pass (new objects, 400.7: last in battlefield order)
    entered = []
    for i in reversed(battlefield):
        if i in chars:
            break
        entered.append(objects[i])
    for obj in reversed(entered):
        if not obj.phased_out:
            ch = characteristics(game, obj)
            if ch.replacements:
                out.append((obj, ch))
    if state.CHECK_INDEXES:
        fresh = [
            (o, c)
            for o in game.permanents()
            if (c := chars.get(o.id) or characteristics(game, o)).replacements
        ]
        if [(id(o), c) for o, c in fresh] != [(id(o), c) for o, c in out]:
            raise AssertionError("stale index of permanents with replacement abilities")
    return out


def remember(game: Game, obj: GameObject) -> None:
    """Keep what a permanent is as it leaves the battlefield (last known information)."""
    if obj.zone == "battlefield" and obj.id not in game.last_known_chars:
        game.last_known_chars[obj.id] = event_characteristics(game, obj)


def printed_characteristics(obj: GameObject) -> Characteristics:
    wk = _working(obj, obj.card)
    return wk.freeze(obj.card.loyalty)


def _working(obj: GameObject, card: CardDef) -> Working:
    wk = Working(
        obj.id,
        card,
        card.name,
        0,
        frozenset(),
        frozenset(),
        frozenset(),
        frozenset(),
        (),
        None,
        None,
        obj.base_controller or obj.controller,
        obj.attached_to,
        obj.zone == "battlefield",
    )
    start_from_card(wk, card)
    return wk


def _loyalty(obj: GameObject, wk: Working) -> int | None:
    if "Planeswalker" not in wk.types:
        return None
    return obj.counters.get("loyalty", 0) if obj.zone == "battlefield" else obj.card.loyalty


# Characteristics of objects outside the battlefield that no effect names and whose card has no
# characteristic-defining ability: a function of the card, the controller and the +1/+1 and
# -1/-1 counters only (``_elsewhere``), the same value for every such object, kept by
# (id(card), controller, +1/+1, -1/-1) with the card itself (ids of freed cards are reused)
_PRINTED: dict[tuple, tuple[CardDef, Characteristics]] = {}


def _elsewhere(game: Game, obj: GameObject) -> Characteristics:
    """An object outside the battlefield: printed values, copy and other locked effects that
    name it, characteristic-defining abilities (604.3)."""
    named = [e for e in game.effects if obj.id in e.affected] if game.effects else []
    printed_key = None
    if not named and obj.zone != "battlefield":
        counters = obj.counters
        printed_key = (
            id(obj.card),
            obj.base_controller or obj.controller,
            counters.get("+1/+1", 0) if counters else 0,
            counters.get("-1/-1", 0) if counters else 0,
        )
        known = _PRINTED.get(printed_key)
        if known is not None and known[0] is obj.card:
            return known[1]
    wk = _working(obj, obj.card)
    for effect in resolved_effects(named):
        for layer in LAYERS:
            for key, value in effect.parts_in(layer).items():
                apply_part(
                    key,
                    value,
                    wk,
                    controller=effect.controller,
                    chosen={},
                    count=lambda e: count_value(game, wk.controller, e),
                )
            if layer == "7a":
                _defining(game, wk, obj, {})
    if not named and _defining(game, wk, obj, {}):
        printed_key = None  # a characteristic-defining ability counts something of the game
    _counters(wk, obj)
    out = wk.freeze(_loyalty(obj, wk))
    if printed_key is not None and len(_PRINTED) < 100_000:
        _PRINTED[printed_key] = (obj.card, out)
    return out


def _counters(wk: Working, obj: GameObject) -> None:
    """613.3d, layer 7d: +1/+1 and -1/-1 counters."""
    if wk.power is None:
        return
    plus = obj.counters.get("+1/+1", 0)
    minus = obj.counters.get("-1/-1", 0)
    wk.power += plus - minus
    wk.toughness = (wk.toughness or 0) + plus - minus


def count_value(
    game: Game,
    controller: str,
    expression: Any,
    working: dict[int, Working] | None = None,
    source: GameObject | None = None,
) -> int:
    """The numbers characteristic-defining abilities and effects count (604.3, 608.2g);
    ``source`` is the object whose ability counts ("the chosen player", 607.2d)."""

    if is_amount(expression):  # 611.3a: a static ability's amount, counted whenever looked at
        return evaluate(expression, Context(game, controller, source, working=working))
    if isinstance(expression, int):
        return expression
    if isinstance(expression, dict):
        return (
            count_value(game, controller, expression["of"], working, source)
            * expression.get("times", 1)
            + expression.get("plus", 0)
            if "of" in expression
            else _count_filter(game, controller, expression, working, source)
        )
    if expression == "cards_in_hand":
        return len(game.player(controller).zones["hand"])
    if expression == "card_types_in_graveyards":
        kinds: set[str] = set()
        for p in game.players:
            for i in p.zones["graveyard"]:
                kinds |= set(game.obj(i).card.types)
        return len(kinds)
    if expression == "creature_cards_in_your_graveyard":
        return sum(
            1
            for i in game.player(controller).zones["graveyard"]
            if "Creature" in game.obj(i).card.types
        )
    if expression == "creatures_you_control":
        return _count_filter(
            game, controller, {"count": {"types": ["Creature"], "controller": "you"}}, working
        )
    if expression == "lands_you_control":
        return _count_filter(
            game, controller, {"count": {"types": ["Land"], "controller": "you"}}, working
        )
    raise ValueError(expression)


def _count_filter(
    game: Game,
    controller: str,
    expression: dict,
    working: dict[int, Working] | None,
    source: GameObject | None = None,
) -> int:
    matches_view = _filters().matches_view

    flt = dict(expression["count"])
    flt.setdefault("controller", "you")
    if flt["controller"] == "any":  # every player's ("for each attacking creature", 506.4)
        del flt["controller"]
    if working is not None:
        return sum(
            1
            for i, wk in working.items()
            if wk.on_battlefield
            and matches_view(game, game.objects[i], wk, flt, controller=controller, source=source)
        )
    return len(counted_permanents(game, controller, expression, source))


def counted_permanents(
    game: Game, controller: str, expression: dict, source: GameObject | None = None
) -> list[GameObject]:
    """The permanents a count ``{"count": filter}`` counts now (608.2g), in battlefield order:
    "those creatures" after "draw a card for each creature you control with …" are they
    (608.2c)."""
    matches_view = _filters().matches_view

    flt = dict(expression["count"])
    flt.setdefault("controller", "you")
    if flt["controller"] == "any":  # every player's ("for each attacking creature", 506.4)
        del flt["controller"]
    chars = all_characteristics(game)
    return [
        o
        for o in game.permanents()
        if o.id in chars
        and matches_view(game, o, chars[o.id], flt, controller=controller, source=source)
    ]


def _defining(game: Game, wk: Working, obj: GameObject, working: dict[int, Working] | None) -> bool:
    """613.3a, layer 7a: characteristic-defining abilities that define power and toughness."""
    applied = False
    for a in wk.abilities:
        if a.kind == "static" and "pt_equal_to" in a.body and "affects" not in a.body:
            spec = a.body["pt_equal_to"]
            if "power" in spec:
                wk.power = count_value(game, wk.controller, spec["power"], working, obj)
            if "toughness" in spec:
                wk.toughness = count_value(game, wk.controller, spec["toughness"], working, obj)
            applied = True
    return applied


class LayerPass:
    """One application of the layer system to all permanents (613.1–613.7)."""

    def __init__(self, game: Game, trace: int | None = None, everywhere: bool = False) -> None:
        """``everywhere``: the objects of every zone, not only the permanents."""
        self.game = game
        self.trace = trace
        self.steps: list[LayerStep] = []
        self.memo = Memo()
        self.working: dict[int, Working] = {}
        self.objects: dict[int, GameObject] = {}
        for i in game.battlefield:
            obj = game.objects[i]
            self.objects[i] = obj
            self.working[i] = _working(obj, obj.card)
            self.working[i].on_battlefield = not obj.phased_out
        if everywhere:
            for obj in game.objects.values():
                if obj.zone != "battlefield":
                    self.objects[obj.id] = obj
                    self.working[obj.id] = _working(obj, obj.card)
        self.everywhere = everywhere
        # objects in the command zone whose abilities function there (112.6n, 113.4: emblems,
        # face-up conspiracies): sources of static abilities, never affected by one (their
        # own characteristics are their printed ones, ``_elsewhere``)
        self.command_sources: set[int] = set()
        for p in game.player_names():
            for i in game.player(p).zones["command"]:
                obj = game.objects[i]
                if obj.hidden is not None:
                    continue  # 313.5b: a face-down conspiracy has no abilities
                self.command_sources.add(i)
                if i not in self.working:
                    self.objects[i] = obj
                    self.working[i] = _working(obj, obj.card)
        self.effects = resolved_effects(game.effects)
        # the pass looked at the game beyond the permanents' own records and characteristics
        self.reads_game = False

    def reaches_elsewhere(self) -> bool:
        """Whether a static ability applied in this pass affects objects outside the
        battlefield too."""
        return any(e.kind == "static" and e.zones != BATTLEFIELD_ONLY for e in self.effects)

    def _reaches(self, zones: frozenset[str] | None, i: int, wk: Working) -> bool:
        """Is the object in a zone the effect can affect (``zones`` None: the battlefield
        only, the usual case)?  A phased-out permanent is treated as though it doesn't
        exist (702.25b)."""
        if zones is None or wk.on_battlefield:
            return wk.on_battlefield and (zones is None or "battlefield" in zones)
        zone = self.objects[i].zone
        return zone != "battlefield" and zone in zones

    # -- the dependency context ------------------------------------------------------
    def targets(self, effect: LayerEffect, records: dict[int, Working]) -> list[int] | None:
        """The objects the effect applies to now, or None when it doesn't exist (its source
        no longer has the ability, or its condition is false)."""
        if effect.kind == "resolved":
            return [i for i in effect.locked if i in records]
        source = self.objects.get(effect.source_id) if effect.source_id is not None else None
        src = records.get(effect.source_id) if effect.source_id is not None else None
        if (
            source is None
            or src is None
            or not (src.on_battlefield or effect.source_id in self.command_sources)
            or not any(a is effect.ability for a in src.abilities)
        ):
            return None
        if effect.condition:
            self.reads_game = True
        if effect.condition and not self._condition_holds(
            effect.condition, src.controller, records, effect.source_id
        ):
            return None
        matches_view = _filters().matches_view

        flt = effect.affects or {}
        game = self.game
        you = src.controller
        zones = None if effect.zones == BATTLEFIELD_ONLY else effect.zones
        if set(flt) - CHARACTERISTIC_KEYS or flt.get("controller") in GAME_CONTROLLERS:
            # the filter looks at the object itself, or at the game: one by one
            if set(flt) - CHARACTERISTIC_KEYS - PERMANENT_KEYS or (
                flt.get("controller") in GAME_CONTROLLERS
            ):
                self.reads_game = True
            return [
                i
                for i, wk in records.items()
                if (wk.on_battlefield if zones is None else self._reaches(zones, i, wk))
                and matches_view(game, self.objects[i], wk, flt, controller=you, source=source)
            ]
        # the filter reads only characteristics (and "other"/"self"): objects in the same
        # state share the answer (611.3a: evaluated now, for each of them)
        other, itself = flt.get("other"), flt.get("self")
        plain = {k: v for k, v in flt.items() if k not in ("other", "self")}
        seen: dict[tuple, bool] = {}
        out = []
        for i, wk in records.items():
            if (
                not (wk.on_battlefield if zones is None else self._reaches(zones, i, wk))
                or (other and i == source.id)
                or (itself and i != source.id)
            ):
                continue
            key = (
                id(wk.types),
                id(wk.subtypes),
                id(wk.supertypes),
                id(wk.colors),
                id(wk.abilities),
                wk.controller,
                wk.power,
                wk.name,
            )
            fits = seen.get(key)
            if fits is None:
                fits = seen[key] = matches_view(
                    game, self.objects[i], wk, plain, controller=you, source=source
                )
            if fits:
                out.append(i)
        return out

    def _condition_holds(
        self, condition: Any, you: str, records: dict[int, Working], source_id: int | None = None
    ) -> bool:
        """A static ability's "as long as …" (611.3a): about permanents, judged from the
        characteristics as of this layer (no second pass); about players and about the source
        itself ("as long as ~ is monstrous"), as the triggers' conditions are; about the counters
        on its source ("as long as it has a +1/+1 counter on it", 121.1: counters are not
        characteristics)."""
        key, arg = condition[0]
        if key in ("has_counter", "counters_at_least") and source_id is not None:
            counters = self.objects[source_id].counters
            if key == "has_counter":
                return bool(counters.get(str(arg)))
            return counters.get(str(arg["kind"]), 0) >= int(arg["n"])
        if key in ("source_enchanted", "source_equipped") and source_id is not None:
            # "as long as ~ is enchanted / equipped": an Aura (303.4b) / an Equipment (301.5a)
            # is attached to it, as of this layer
            kind = "Aura" if key == "source_enchanted" else "Equipment"
            return any(
                wk.on_battlefield
                and self.objects[i].attached_to == source_id
                and kind in wk.subtypes
                for i, wk in records.items()
            )
        if key in ("enchanted_is", "enchanted_is_not") and source_id is not None:
            # "Enchanted creature gets +2/+2 as long as it's an enchantment. Otherwise, …": the
            # permanent the source is attached to (303.4), as of this layer (611.3a)
            matches_view = _filters().matches_view

            host = self.objects[source_id].attached_to
            if not isinstance(host, int) or host not in records:
                fits = False
            else:
                record = records[host]
                fits = record.on_battlefield and matches_view(
                    self.game, self.objects[host], record, dict(arg), controller=you
                )
            return fits if key == "enchanted_is" else not fits
        if key in ("you_control", "you_control_none", "none_on_battlefield"):
            matches_view = _filters().matches_view

            source = self.objects.get(source_id) if source_id is not None else None
            found = any(  # the source for "another Minotaur" (not itself)
                wk.on_battlefield
                and (wk.controller == you or key == "none_on_battlefield")
                and matches_view(
                    self.game, self.objects[i], wk, dict(arg), controller=you, source=source
                )
                for i, wk in records.items()
            )
            return found if key == "you_control" else not found
        if key in ("you_control_at_least", "you_control_exactly"):
            # "as long as you control three or more artifacts / exactly one creature"
            matches_view = _filters().matches_view

            flt = dict(arg["filter"])
            n = sum(
                1
                for i, wk in records.items()
                if wk.on_battlefield
                and wk.controller == you
                and matches_view(self.game, self.objects[i], wk, flt, controller=you)
            )
            return n == int(arg["n"]) if key == "you_control_exactly" else n >= int(arg["n"])
        from ..triggers import condition_holds

        return condition_holds(self.game, you, condition, source_id=source_id)

    def apply_parts(
        self, effect: LayerEffect, layer: str, records: dict[int, Working], ids: list[int]
    ) -> None:
        parts = effect.parts_in(layer)
        controller = effect.controller
        chosen: dict = {}
        if effect.kind == "static" and effect.source_id is not None:
            src = records.get(effect.source_id)
            controller = src.controller if src is not None else controller
            chosen = self.objects[effect.source_id].chosen
        you = controller or ""

        source = self.objects.get(effect.source_id) if effect.source_id is not None else None

        def count(expression: Any) -> int:
            self.reads_game = True
            return count_value(self.game, you, expression, self.working, source)

        if "copy" in parts:  # 707.10: a face-down permanent's status masks what it copies
            ids = [i for i in ids if self.objects[i].hidden is None]

        if "full_text_of" in parts:
            parts = {**parts, "full_text_of": self._full_text(parts["full_text_of"], effect, you)}
        for i in ids:
            wk = records[i]
            for key, value in parts.items():
                if key == "copy" and self.objects[i].flipped:
                    value = flipped_copy(self.objects[i], value)  # 706.2 example, 709.2
                apply_part(
                    key,
                    value,
                    wk,
                    controller=controller,
                    chosen=chosen,
                    count=count,
                    memo=self.memo,
                )

    def _full_text(self, spec: dict, effect: LayerEffect, you: str) -> dict:
        """The card whose text a ``full_text_of`` part gives (the top card of the controller's
        graveyard, if it fits the filter) and the source's own abilities it keeps."""
        from ...cards.abilities import printed_abilities
        from ..filters import matches

        game = self.game
        self.reads_game = True  # a graveyard, not a permanent
        graveyard = game.player(you).zones["graveyard"] if you else []
        top = game.objects.get(graveyard[-1]) if graveyard else None  # newest last (404.1)
        if top is None or not matches(
            game, top, dict(spec["top_of_your_graveyard"]), controller=you, printed_only=True
        ):
            return {"card": None}
        kept: tuple = ()
        source = self.objects.get(effect.source_id) if effect.source_id is not None else None
        if spec.get("keep") == "activated" and source is not None:
            kept = tuple(a for a in printed_abilities(source.card) if a.kind == "activated")
        return {"card": top.card, "kept": kept}

    def commit(self, effect: LayerEffect, layer: str, reason: str = "timestamp") -> None:
        """Apply the effect's part for this layer (starting it, 613.5, if it has not started)."""
        if not effect.started:
            ids = self.targets(effect, self.working)
            if ids is None:
                if (
                    self.trace is not None
                    and effect.kind == "static"
                    and effect.source_id is not None
                ):
                    self._note_gone(effect, layer)
                return
            effect.started = True  # 613.5: the same objects in every later layer
            effect.affected = ids
        self.apply_parts(effect, layer, self.working, effect.affected)
        if self.trace is not None and self.trace in effect.affected:
            self._note(
                layer,
                LAYER_RULES[layer],
                effect.source_label,
                effect.timestamp,
                reason,
                tuple(effect.parts_in(layer)),
            )

    # -- the pass --------------------------------------------------------------------
    def run(self) -> dict[int, Characteristics]:
        game = self.game
        # the effects of each layer, in the order of ``self.effects`` (which changes only
        # where the static abilities are collected again)
        by_layer: dict[str, list[LayerEffect]] | None = None
        for layer in LAYERS:
            if layer in ("2", "4"):
                self._collect_statics()
                by_layer = None
            if layer == "7a":
                for i, wk in self.working.items():
                    if not _defining(game, wk, self.objects[i], self.working):
                        continue
                    self.reads_game = True
                    if i == self.trace:
                        self._note(
                            layer,
                            "604.3",
                            wk.name,
                            self.objects[i].timestamp,
                            "cda",
                            ("pt_equal_to",),
                        )
            if layer == "7d":
                for i, wk in self.working.items():
                    before = (wk.power, wk.toughness)
                    _counters(wk, self.objects[i])
                    if i == self.trace and (wk.power, wk.toughness) != before:
                        self._note(layer, LAYER_RULES[layer], "counters", 0, "counters", ())
                continue
            if by_layer is None:
                by_layer = {}
                for e in self.effects:
                    for in_layer in e.layers:
                        by_layer.setdefault(in_layer, []).append(e)
            effects = by_layer.get(layer)
            if not effects:
                continue
            dependency.order(effects, layer, self.working, self)
            if layer == "6":
                for wk in self.working.values():
                    if wk.forbidden:
                        wk.abilities = tuple(
                            a
                            for a in wk.abilities
                            if not (a.kind == "keyword" and a.body.text in wk.forbidden)
                        )
        out = {}
        shared: dict[tuple, Characteristics] = {}  # identical results are one value
        for i, wk in self.working.items():
            if i in self.command_sources and not self.everywhere:
                continue  # (not a permanent: its characteristics are ``_elsewhere``'s)
            loyalty = _loyalty(self.objects[i], wk)
            key = (
                id(wk.colors),
                id(wk.types),
                id(wk.subtypes),
                id(wk.supertypes),
                id(wk.abilities),
                wk.power,
                wk.toughness,
                loyalty,
                wk.controller,
                wk.mana_value,
                wk.name,
            )
            got = shared.get(key)
            if got is None:
                got = shared[key] = wk.freeze(loyalty)
            out[i] = got
        return out

    def _collect_statics(self) -> None:
        """Static abilities of permanents — and of objects in the command zone, 113.4 —
        generate effects (604.2, 611.3): taken after layer 1
        (a copy has the abilities it copies, 706.2) and again after layer 3 (text changes,
        612), keeping the effects that have already started (613.5)."""
        kept = [e for e in self.effects if e.kind != "static" or e.started]
        have = {id(e.ability) for e in kept if e.ability is not None}
        self.effects = kept
        for i, wk in self.working.items():
            if not wk.on_battlefield and i not in self.command_sources:
                continue
            obj = self.objects[i]
            for a in wk.abilities:
                if a.kind != "static" or id(a) in have:
                    continue
                effect = static_effect(i, obj.label, obj.timestamp, wk.controller, a)
                if effect is not None:
                    self.effects.append(effect)

    # -- tracing ---------------------------------------------------------------------
    def _note(
        self,
        layer: str,
        rule: str,
        source: str,
        timestamp: int,
        reason: str,
        parts: tuple[str, ...],
    ) -> None:
        assert self.trace is not None
        wk = self.working[self.trace]
        self.steps.append(
            LayerStep(
                layer,
                rule,
                source,
                timestamp,
                reason,
                parts,
                {
                    "name": wk.name,
                    "types": sorted(wk.types),
                    "subtypes": sorted(wk.subtypes),
                    "colors": sorted(wk.colors),
                    "abilities": len(wk.abilities),
                    "power": wk.power,
                    "toughness": wk.toughness,
                    "controller": wk.controller,
                },
            )
        )

    def _note_gone(self, effect: LayerEffect, layer: str) -> None:
        self.steps.append(
            LayerStep(
                layer,
                LAYER_RULES[layer],
                effect.source_label,
                effect.timestamp,
                "gone",
                tuple(effect.parts_in(layer)),
                {},
            )
        )


def explain_layers(game: Game, obj: GameObject) -> tuple[list[LayerStep], Characteristics]:
    """The effects applied to ``obj``, layer by layer, in the order applied (for ``--layers``)."""
    layer_pass = LayerPass(game, trace=obj.id)
    result = layer_pass.run()
    return layer_pass.steps, result.get(obj.id) or characteristics(game, obj)
