"""Detecting triggered abilities (603.2): an ability triggers the moment its trigger event
happens, from its source as the source exists at that moment.

``Game.log`` calls :func:`observe` after every event, so an ability whose source is about to
leave the battlefield (Archangel of Thune gaining life through its own lifelink in a combat
where it dies) has already triggered when the source leaves.  Events that happen at the same
time (state-based actions, 704.3; combat damage, 510.2; "destroy all", 608.2h) are read
together once all of them have happened (``Game.simultaneously``): leaves-the-battlefield
abilities then "look back in time" (603.6c–d) and see every object that left in the
same event, their own source included.

Triggered abilities wait in ``game.pending_triggers`` until a player would receive priority
(603.3), see :mod:`.ordering`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from ...cards.format import CardDef, Trigger
from .. import state
from ..characteristics import characteristics
from ..conspiracies import command_watchers
from ..events import Event
from ..filters import matches
from ..layers import permanent_trigger_kinds, permanents_with_triggers
from ..state import Game, GameObject
from ..static_permissions import entering_triggers_stopped_by
from .conditions import condition_holds
from .delayed import delayed_occurrence
from .linked import return_until
from .trigger_events import KINDS, LOOK_BACK, Occurrence, merge_damage, occurrences

# zones in which an object's triggered abilities function without looking back (112.6)
FUNCTIONING_ZONES = ("battlefield", "stack", "exile", "graveyard", "command", "hand")
# "when ~ is put into a graveyard from anywhere" (Vigor): the card triggers from its graveyard
FROM_ANYWHERE = "put_into_graveyard_from_anywhere"
RECORDED = (
    ("to_graveyard", "graveyard", "arrived_in_graveyard", "603.6c", FROM_ANYWHERE),
    ("newly_tapped", "battlefield", "became_tapped", "603.2d", "becomes_tapped"),
    ("newly_untapped", "battlefield", "became_untapped", "603.7a", "becomes_untapped"),
)
_RECORDS = attrgetter(*(record for record, *_ in RECORDED))  # the engine's records, at once
# trigger events about a player that every permanent watches, not only that player's
EVERYONE = frozenset(
    (
        "each_end_step",
        "each_upkeep",
        "each_draw_step",
        "enchanted_controllers_upkeep",
        "enchanted_players_upkeep",
        "each_draw_step",
        "a_player_draws",
        "an_opponent_draws",
        "each_opponents_upkeep",
        "a_player_casts_spell",
        "a_player_taps_land_for_mana",
        "a_player_cycles",
        "a_player_discards",
        "an_opponent_discards",
        "each_opponents_beginning_of_combat",
        "each_precombat_main_phase",
        "a_player_searches",
        "an_opponent_searches",
    )
)


@dataclass
class PendingTrigger:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source_id: int
    card: CardDef  # the source's card (last known information if it is gone)
    controller: str
    trigger: Trigger
    name: str  # the source's label
    event: str  # the game event that triggered it
    subject: str | None  # the object or player the event happened to
    lki: bool = False  # the source had left the battlefield (603.6d)
    that: tuple[int, ...] = ()  # "that creature" / "that card"
    that_player: str | None = None
    delayed: Any = None  # the delayed triggered ability (603.7), if it is one
    extra: dict = field(default_factory=dict)
    amount: int = 0  # "that much" (the damage of the trigger event)


def triggered_abilities(game: Game, obj: GameObject, when: str) -> list[Trigger]:
    """The object's triggered abilities with this trigger event, as it has them now or had
    them when it left (613: printed, copied, granted, those its keywords stand for; none
    when it lost all abilities, 613.1f).  An ability of a word ("• Khans — …") is the
    permanent's only if that word was chosen as it entered (614.12b)."""
    in_graveyard = obj.zone == "graveyard"
    return [
        t
        for t in characteristics(game, obj).triggers
        if t.when == when
        and (t.chosen is None or obj.chosen.get("word") == t.chosen)
        # 112.6k: "return ~ from your graveyard …" functions only in the graveyard
        and (t.zone != "graveyard" or in_graveyard)
    ]


def graveyard_watchers(game: Game, players: list[str]) -> list[GameObject]:
    """Cards in these players' graveyards with a triggered ability that functions there
    (112.6k: "At the beginning of combat on your turn, … return ~ from your graveyard to the
    battlefield"): they watch the events about a player as a permanent would."""
    out: list[GameObject] = []
    for p in players:
        ids = game.player(p).zones["graveyard"]
        if ids:  # (most graveyards hold nothing that watches)
            out += [
                o for o in map(game.objects.__getitem__, ids) if _functions_in_graveyard(o.card)
            ]
    return out


# whether a card has a triggered ability that functions in its graveyard (112.6k), by
# id(card), with the card itself (the id of a freed card is reused)
_IN_GRAVEYARD: dict[int, tuple[CardDef, bool]] = {}


def _functions_in_graveyard(card: CardDef) -> bool:
    known = _IN_GRAVEYARD.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    found = any(t.zone == "graveyard" for t in card.triggers)
    _IN_GRAVEYARD[id(card)] = (card, found)
    return found


def _check_skipped(game: Game, watchers: Iterable[GameObject], kind: str) -> None:
    """The tests' check (``state.CHECK_INDEXES``) of watchers passed over because no
    permanent has a triggered ability with this trigger event (``permanent_trigger_kinds``):
    none of them may have one."""
    for watcher in watchers:
        if triggered_abilities(game, watcher, kind):
            raise AssertionError(
                f"{watcher.label} watches {kind!r}, but detection passed over it: a stale "
                "index of the permanents' trigger events"
            )


def permanent_watchers(game: Game, kind: str) -> tuple[GameObject, ...]:
    """The permanents that may have a triggered ability with this trigger event: those with
    triggered abilities, or none when none of their abilities has it (most events)."""
    if kind in permanent_trigger_kinds(game):
        return permanents_with_triggers(game)
    if state.CHECK_INDEXES:
        _check_skipped(game, permanents_with_triggers(game), kind)
    return ()


def trigger_events_since(game: Game) -> list[Event]:
    """The events logged since the last look whose kind may be a trigger event (``KINDS``),
    with the actions grouped inside them (state-based actions) read one by one, in order;
    the look moves past them.  A grouped action is made an event only when its kind is in
    ``KINDS``."""
    events = game.events
    new = events[game.trigger_scan :]
    game.trigger_scan = len(events)
    out = []
    for e in new:
        if e.kind in KINDS:
            out.append(e)
        actions = e.data.get("actions")
        if actions:
            out += [
                Event(sub["kind"], tuple(sub["rules"]), sub["data"])
                for sub in actions
                if sub["kind"] in KINDS
            ]
    return out


def observe(game: Game) -> None:
    """Called by ``Game.log``: read the events logged since the last look."""
    events = game.events
    scan = game.trigger_scan
    if game.trigger_hold or scan >= len(events):
        return
    if scan == len(events) - 1:
        # ``_nothing_new`` written out for the usual look: the one event just logged
        event = events[scan]
        if event.kind not in KINDS and "actions" not in event.data and not any(_RECORDS(game)):
            game.trigger_scan = scan + 1
            return
    elif _nothing_new(game):
        return
    # ``game.simultaneously(observing=True)`` written out (this runs after every event)
    game.trigger_hold += 1
    try:
        _collect(game)  # (``_nothing_new`` has just said there is something to read)
        while game.trigger_scan < len(game.events):
            collect_triggers(game)
    finally:
        game.trigger_hold -= 1


def _nothing_new(game: Game) -> bool:
    """Whether nothing since the last look can be a trigger event: most events are none
    (not in KINDS) and group no others, and the engine recorded no change (RECORDED).  Then
    the events are read past (what :func:`collect_triggers` would do, without a list)."""
    if any(_RECORDS(game)):
        return False
    events = game.events
    for i in range(game.trigger_scan, len(events)):
        event = events[i]
        if event.kind in KINDS or "actions" in event.data:
            return False
    game.trigger_scan = len(events)
    return True


def collect_triggers(game: Game) -> None:
    """603.2: every ability whose trigger event happened since the last look triggers now
    (unless its intervening "if" is false, 603.4)."""
    if not _nothing_new(game):
        _collect(game)


def _collect(game: Game) -> None:
    """:func:`collect_triggers` once ``_nothing_new`` has said there is something to read."""
    found = []
    for e in trigger_events_since(game):
        for occ in occurrences(game, e):
            found.append((e, occ))
    if found:
        found = merge_damage(found)
    # changes recorded by the engine since the last look: (record, zone the object must be
    # in, event, rule, trigger event) — "when ~ is put into a graveyard from anywhere" (603.6c:
    # not look-back), "whenever … becomes tapped" (603.2d), "when ~ becomes untapped" (603.7a)
    if any(_RECORDS(game)):  # (most looks: none)
        for record, zone, kind, rule, when in RECORDED:
            ids = getattr(game, record)
            if not ids:
                continue
            setattr(game, record, [])
            for i in ids:
                obj = game.objects.get(i)
                if obj is not None and obj.zone == zone:
                    found.append((Event(kind, (rule,), {"card": obj.label}), Occurrence(when, obj)))
    if not found:
        return  # (most looks: nothing happened that is a trigger event)
    # 603.6d: objects that left the battlefield in these events look back in time
    gone: dict[int, GameObject] = {}
    for _, occ in found:
        if occ.when == "leaves_battlefield" and occ.obj:
            gone[occ.obj.id] = occ.obj
    # only those that had triggered abilities as they left can watch (603.10)
    gone_watchers = [g for g in gone.values() if characteristics(game, g).triggers] if gone else []
    for event, occ in found:
        if occ.when == "enters_battlefield" and occ.obj is not None:
            _note_entered(game, occ.obj)
            if _entering_stopped(game, occ):
                continue
        if occ.when == "leaves_battlefield" and occ.obj is not None:
            return_until(game, occ.obj)  # 610.3: "exile … until ~ leaves the battlefield"
        if occ.obj is not None:
            for trigger in triggered_abilities(game, occ.obj, occ.when):
                if trigger.of and not _that_matches(game, occ, trigger, occ.obj):
                    continue  # "becomes blocked by a creature without flanking" (702.24a)
                _trigger(game, occ.obj, trigger, event, occ)
            _others(game, occ, gone_watchers, event)
        elif occ.player is not None:
            _player_watch(game, occ, occ.player, event)
        if game.delayed_triggers:
            delayed_occurrence(game, event, occ)


def _player_watch(game: Game, occ: Occurrence, player: str, event: Event) -> None:
    """Abilities that watch an event about a player ("at the beginning of your upkeep",
    "whenever a player casts a spell"): of permanents (their controller's, or everyone's),
    face-up conspiracies (313.5, 112.6n), cards in graveyards (112.6k), suspended cards in
    exile (702.61a)."""
    when = occ.when
    everyone = when in EVERYONE
    permanents = permanent_watchers(game, when)  # (most events: none)
    watchers: list[GameObject]
    if not everyone:
        watchers = [o for o in permanents if o.controller == player] if permanents else []
        zones = game.player(player).zones
        if zones["command"]:
            # face-up conspiracies trigger from the command zone (313.5, 112.6n)
            watchers += command_watchers(game, [player])
        if zones["graveyard"]:
            watchers += graveyard_watchers(game, [player])
    else:
        watchers = list(permanents)
        if any(p.zones["command"] or p.zones["graveyard"] for p in game.players):
            # (every player's, in turn order; most games: none in either zone)
            players = game.players_in_order()
            watchers += command_watchers(game, players)
            watchers += graveyard_watchers(game, players)
    if when == "your_upkeep":  # suspended cards watch from exile (702.61a)
        from ..cast_from import exile_watchers

        watchers += exile_watchers(game, player)
    if not watchers:
        return  # (most events about a player)
    for obj in watchers:
        if when == "enchanted_controllers_upkeep" and not _enchants_one_of(game, obj, player):
            continue
        if when == "enchanted_players_upkeep" and obj.attached_to != player:
            continue  # 303.4k: only the upkeep of the player it enchants
        if (
            when in ("an_opponent_draws", "an_opponent_discards", "an_opponent_searches")
            and obj.controller == player
        ):
            continue  # "whenever an opponent draws / discards a card": not its controller
        if (
            when in ("each_opponents_upkeep", "each_opponents_beginning_of_combat")
            and obj.controller == player
        ):
            continue  # "at the beginning of each opponent's upkeep" (503.1), "of combat
            # on each opponent's turn" (507.2)
        for trigger in triggered_abilities(game, obj, when):
            if trigger.of and not _spell_matches(game, occ, trigger, obj):
                continue
            _trigger(game, obj, trigger, event, occ)


def _note_entered(game: Game, obj: GameObject) -> None:
    """A creature entered the battlefield under its controller's control this turn ("if you
    had another creature enter the battlefield under your control last turn", 603.4)."""
    if "Creature" in characteristics(game, obj).types and obj.controller in game.player_names():
        p = game.player(obj.controller)
        p.creatures_entered_this_turn = p.creatures_entered_this_turn | {obj.id}


def _entering_stopped(game: Game, occ: Occurrence) -> bool:
    """ "Creatures entering the battlefield don't cause abilities to trigger" (603.2, 603.6a):
    nothing triggers on this entering — its own abilities and the others' alike."""

    assert occ.obj is not None
    stopper = entering_triggers_stopped_by(game, occ.obj)
    if stopper is None:
        return False
    game.log(
        "entering_triggers_nothing",
        ("603.2", "603.6a", "604.1"),
        card=occ.obj.label,
        source=stopper,
    )
    return True


def _enchants_one_of(game: Game, aura: GameObject, player: str | None) -> bool:
    """ "the upkeep of enchanted creature's controller": the Aura is attached to a permanent
    that player controls (303.4, 603.2)."""
    host = game.objects.get(aura.attached_to) if isinstance(aura.attached_to, int) else None
    return host is not None and host.zone == "battlefield" and host.controller == player


def _that_matches(game: Game, occ: Occurrence, trigger: Trigger, source: GameObject) -> bool:
    """The ``of`` filter of an ability about the source itself, on the other object of its
    trigger event (the blocking creature of "becomes blocked by a creature …")."""
    other = game.objects.get(occ.that[0]) if occ.that else None
    return other is not None and matches(
        game, other, dict(trigger.of), controller=source.controller, source=source
    )


def _spell_matches(game: Game, occ: Occurrence, trigger: Trigger, watcher: GameObject) -> bool:
    """ "Whenever a player casts a spell of the chosen colour": the ``of`` filter on the spell;
    "whenever enchanted land / a Forest is tapped for mana": on the land, as it is now (a
    permanent's characteristics, 613)."""
    spell = game.objects.get(occ.that[0]) if occ.that else None
    return spell is not None and matches(
        game,
        spell,
        dict(trigger.of),
        controller=watcher.controller,
        source=watcher,
        printed_only=occ.when != "a_player_taps_land_for_mana",
    )


def _watchers(game: Game, kind: str) -> list[GameObject]:
    """Everything that may watch an event about an object with this trigger event: the
    permanents with triggered abilities (none when none of their abilities has it), then the
    objects in the command zone whose abilities function there (emblems 113.4, face-up
    conspiracies 313.5; 112.6n)."""
    watchers = list(permanent_watchers(game, kind))
    for p in game.players:
        if p.zones["command"]:
            watchers += command_watchers(game, game.players_in_order())
            break
    return watchers


def _others(game: Game, occ: Occurrence, gone: list[GameObject], event: Event) -> None:
    """Abilities of other permanents that watch this event: "whenever a creature dies",
    "whenever another creature enters the battlefield"."""
    subject = occ.obj
    assert subject is not None
    watchers: list[GameObject]
    if occ.when == "dies":
        if game.haunting:
            from ..haunt import haunted_dies

            haunted_dies(game, subject, event)  # 702.54c: the cards haunting it, in exile
        kind = "a_creature_dies"
        watchers = _watchers(game, kind)
        watchers += [g for g in gone if g.id not in game.objects]
        _dealt_damage_by(game, subject, gone, event)
    elif occ.when == "put_into_graveyard_from_battlefield":
        # "whenever a [land] is put into a graveyard from the battlefield" (603.2c example)
        kind = "a_permanent_to_graveyard"
        watchers = _watchers(game, kind)
        watchers += [g for g in gone if g.id not in game.objects]
    elif occ.when == "enters_battlefield":
        # "whenever a land enters the battlefield under your control" (landfall): every
        # permanent watches, itself included; "another creature" only creatures, not itself
        kind = "a_permanent_enters"
        _watch(game, _watchers(game, kind), kind, subject, event, occ.amount)
        if "Creature" not in characteristics(game, subject).types:
            return
        kind = "another_creature_enters"
        watchers = [o for o in _watchers(game, kind) if o.id != subject.id]
    elif occ.when == "deals_combat_damage_to_player":
        # "whenever enchanted / equipped creature deals combat damage to a player": the ``of``
        # filter; "that player" is the player dealt damage (603.2)
        kind = "a_creature_deals_combat_damage_to_player"
        watchers = _watchers(game, kind)
    elif occ.when in ("deals_combat_damage_to_opponent", "deals_damage_to_opponent"):
        # "whenever a creature you control / enchanted creature deals [combat] damage to an
        # opponent": an opponent of the watcher's controller (109.5)
        kind = "a_creature_" + occ.when
        watchers = [o for o in _watchers(game, kind) if o.controller != occ.that_player]
    elif occ.when == "becomes_target_by_opponent":
        # "whenever a Dragon you control becomes the target of a spell or ability an opponent
        # controls": an opponent of the watcher's controller (109.5); the ``of`` filter
        kind = "a_permanent_becomes_target_by_opponent"
        watchers = [o for o in _watchers(game, kind) if o.controller != occ.that_player]
    elif occ.when == "attacks":
        # "whenever a Dragon you control attacks": every permanent watches, the attacker
        # included (it is "a Dragon you control" too); "it" is the attacker (``that``)
        kind = "a_creature_attacks"
        watchers = _watchers(game, kind)
    elif occ.when == "turned_face_up":
        # "whenever a permanent you control is turned face up" (702.36e, 707.8): every
        # permanent watches, the one turned up included; "it" is that permanent (``that``)
        kind = "a_permanent_turned_face_up"
        watchers = _watchers(game, kind)
    elif occ.when == "plus_one_counters_put":
        # "whenever one or more +1/+1 counters are put on another creature you control": the
        # ``of`` filter (603.2)
        kind = "plus_one_counters_put_on_a_permanent"
        watchers = _watchers(game, kind)
    elif occ.when == FROM_ANYWHERE:
        # "whenever a creature card is put into an opponent's graveyard from anywhere": the
        # permanents on the battlefield now watch (603.6c: not a leaves-the-battlefield ability,
        # so nothing looks back); "it" is that card (``that``)
        kind = "a_card_to_graveyard"
        watchers = _watchers(game, kind)
    elif occ.when == "you_sacrifice_this":
        # "whenever you sacrifice a creature" (701.14a): the sacrificing player's permanents
        # watch, the sacrificed one too (it looks back, 603.6c-d); the ``of`` filter on it as
        # it last existed
        kind = "you_sacrifice_a_permanent"
        watchers = _watchers(game, kind)
        watchers += [g for g in gone if g.id not in game.objects]
        watchers = [o for o in watchers if o.controller == occ.player]
    elif occ.when == "leaves_battlefield":
        # "whenever a creature you control leaves the battlefield" (603.6c): a
        # leaves-the-battlefield ability — the permanents that left with it look back (603.6d);
        # the ``of`` filter on the permanent as it last existed
        kind = "a_permanent_leaves_battlefield"
        watchers = list(permanent_watchers(game, kind))
        watchers += [g for g in gone if g.id not in game.objects]
    elif occ.when == "becomes_tapped":
        # "whenever a Forest an opponent controls becomes tapped" (Lifetap): the ``of`` filter
        kind = "a_permanent_becomes_tapped"
        watchers = _watchers(game, kind)
    elif occ.when == "dealt_damage" and "Creature" in characteristics(game, subject).types:
        # "whenever enchanted / equipped creature is dealt damage, destroy it" (Hot Soup):
        # the ``of`` filter; "it" is that creature
        kind = "a_creature_dealt_damage"
        watchers = _watchers(game, kind)
    elif occ.when == "deals_damage" and "Creature" in characteristics(game, subject).types:
        # "whenever enchanted creature deals damage" (Spirit Link): the ``of`` filter
        kind = "a_creature_deals_damage"
        watchers = _watchers(game, kind)
    else:
        return
    _watch(game, watchers, kind, subject, event, occ.amount, occ.that_player)
    if occ.when == "dies":  # 702.58a: recover watches from its owner's graveyard
        recovering = [
            o
            for o in game.cards_with_keyword(subject.owner, "graveyard", "Recover")
            if o.id != game.became.get(subject.id)
        ]
        _watch(game, recovering, "creature_to_your_graveyard", subject, event, occ.amount)


def _dealt_damage_by(game: Game, subject: GameObject, gone: list[GameObject], event: Event) -> None:
    """ "Whenever a creature dealt damage by ~ this turn dies" (Sengir Vampire): only the
    sources that damaged it watch — on the battlefield, or leaving with it (603.6d)."""
    sources = game.damaged_by.get(subject.id)
    if not sources:
        return
    left = {g.id: g for g in gone}
    for sid in sorted(sources):
        watcher = game.objects.get(sid)
        if watcher is None or watcher.zone != "battlefield":
            watcher = left.get(sid)
        if watcher is None:
            continue
        for trigger in triggered_abilities(game, watcher, "dealt_damage_by_self_dies"):
            if trigger.of and not matches(
                game, subject, dict(trigger.of), controller=watcher.controller, source=watcher
            ):
                continue
            occ = Occurrence("dealt_damage_by_self_dies", subject, that=(subject.id,))
            _trigger(game, watcher, trigger, event, occ)


def _watch(
    game: Game,
    watchers: list[GameObject],
    kind: str,
    subject: GameObject,
    event: Event,
    amount: int = 0,
    that_player: str | None = None,
) -> None:
    for watcher in watchers:
        for trigger in triggered_abilities(game, watcher, kind):
            if matches(
                game, subject, dict(trigger.of), controller=watcher.controller, source=watcher
            ):
                _trigger(
                    game,
                    watcher,
                    trigger,
                    event,
                    Occurrence(
                        kind, subject, that=(subject.id,), amount=amount, that_player=that_player
                    ),
                )


def _trigger(game: Game, obj: GameObject, trigger: Trigger, event: Event, occ: Occurrence) -> None:
    controller = obj.controller
    # a spell's own ability ("when you cast ~", 702.39a), a card's in exile (suspend) or in
    # its graveyard ("from anywhere") function where the object is; others look back when it
    # has left the battlefield
    lki = obj.id not in game.objects or game.objects[obj.id].zone not in FUNCTIONING_ZONES
    if not condition_holds(game, controller, trigger.condition, source_id=obj.id, that=occ.that):
        game.log(
            "trigger_condition_false",
            ("603.4",) + ((trigger.rule,) if trigger.rule else ()),
            card=obj.label,
            when=trigger.when,
            keyword=trigger.text if trigger.rule and trigger.text else None,
        )
        return
    subject = occ.obj.label if occ.obj is not None else occ.player
    if occ.when == "a_player_taps_land_for_mana" and trigger.ability.is_mana_ability:
        from .mana_triggers import resolve_mana_trigger

        resolve_mana_trigger(game, obj, trigger, occ)  # 605.1b, 605.4a: no stack
        return
    pending = PendingTrigger(
        obj.id,
        obj.card,
        controller,
        trigger,
        obj.label,
        event.kind,
        subject,
        lki,
        occ.that,
        occ.that_player,
        extra=event_details(event),
        amount=occ.amount,
    )
    add_pending(game, pending)


def event_details(event: Event) -> dict:
    """What an explanation needs of the event that triggered an ability (the step that began)."""
    return {"step": event.data["step"]} if event.kind == "step_began" else {}


def add_pending(game: Game, pending: PendingTrigger) -> None:
    """Record that an ability triggered (603.2) and explain what triggered it."""
    trigger = pending.trigger
    again = any(
        p.source_id == pending.source_id and p.trigger is trigger for p in game.pending_triggers
    )
    game.pending_triggers.append(pending)
    rules = ["603.2"] + (["603.4"] if trigger.condition and trigger.when != "state" else [])
    if trigger.when == "state":
        rules.append("603.8")
    if trigger.when == FROM_ANYWHERE:
        rules.append("603.6c")  # "from anywhere" is never a leaves-the-battlefield ability
    if trigger.when in ("becomes_tapped", "a_permanent_becomes_tapped", "becomes_untapped"):
        rules.append("603.2d")  # only the change between tapped and untapped
    if trigger.when == "attacks_and_isnt_blocked":
        rules.append("509.4g")  # no creature was declared to block it
    if trigger.when in ("enters_battlefield", "another_creature_enters", "a_permanent_enters"):
        rules.append("603.6a")  # an enters-the-battlefield ability (newcomers checked too)
    if trigger.when in LOOK_BACK:
        leaves = ("leaves_battlefield", "a_permanent_leaves_battlefield")
        rules += ["603.6d"] if trigger.when not in leaves else ["603.6c", "603.6d"]
    if pending.lki:
        rules.append("608.2g")
    if trigger.when == "put_into_graveyard_from_battlefield" and pending.that:
        rules.append("400.7d")  # it can find the card in the graveyard
    if trigger.rule:
        rules.append(trigger.rule)
    if pending.delayed is not None:
        rules.append("603.7b")
    if again or pending.amount:
        rules.append("603.2c")  # once for each time its trigger event occurred
    extra = dict(pending.extra)
    if pending.amount:
        extra["amount"] = pending.amount  # "that much": one damage event, all its hits
    game.log(
        "ability_triggered",
        tuple(dict.fromkeys(rules)),
        card=pending.name,
        when=trigger.when,
        event=pending.event,
        subject=pending.subject,
        lki=pending.lki,
        controller=pending.controller,
        delayed=pending.delayed is not None,
        keyword=trigger.text if trigger.rule and trigger.text else None,
        **extra,
    )
