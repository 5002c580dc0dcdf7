"""Triggered abilities (603): trigger events are read from the event log, and the abilities
that triggered are put on the stack the next time a player would receive priority (603.3),
in APNAP order (603.3b), with their targets chosen then (603.3d).

An intervening "if" clause (603.4) is checked when the ability would trigger and again when
it resolves (608.2a, see ``stack.resolve_top_of_stack``).  Abilities of objects that left the
battlefield ("when … dies") trigger from their last known information and "look back in
time" (603.6d).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any

from ..cards.format import Trigger
from .events import Event
from .filters import matches, why_not_target
from .state import Game, GameObject, StackItem, Target


def _flatten(events: list[Event]) -> Iterator[Event]:
    for e in events:
        yield e
        for sub in e.data.get("actions", []):
            yield Event(sub["kind"], tuple(sub["rules"]), sub["data"])


def condition_holds(game: Game, controller: str, condition) -> bool:
    """603.4: the intervening "if" condition."""
    if not condition:
        return True
    key, arg = condition[0]
    p = game.player(controller)
    if key == "life_at_most":
        return p.life <= int(arg)
    if key == "life_at_least":
        return p.life >= int(arg)
    if key == "cards_in_hand_at_most":
        return len(p.zones["hand"]) <= int(arg)
    if key == "cards_in_hand_at_least":
        return len(p.zones["hand"]) >= int(arg)
    found = any(
        matches(game, o, dict(arg), controller=controller) for o in game.permanents(controller)
    )
    return found if key == "you_control" else not found


def _triggers_of(obj: GameObject, when: str) -> list[Trigger]:
    return [t for t in obj.card.all_triggers() if t.when == when]


def _object_events(game: Game, event: Event) -> list[tuple[GameObject, str]]:
    """The objects an event is about and the trigger event it is for them."""
    d = event.data
    k = event.kind
    out: list[tuple[GameObject, str]] = []

    def live(i):
        return game.objects.get(i)

    if k in ("permanent_entered", "land_played", "put_onto_battlefield") and live(d.get("id")):
        out.append((live(d["id"]), "enters_battlefield"))
    elif k == "tokens_created":
        out.extend((live(i), "enters_battlefield") for i in d.get("ids", []) if live(i))
    elif k in ("destroyed", "sacrificed") or (
        k == "put_into_graveyard" and d.get("from_zone", "battlefield") == "battlefield"
    ):
        last = game.last_known.get(d["id"]) if "id" in d else None
        if last is not None and "Creature" in last.card.types:
            out.append((last, "dies"))
    elif k == "attackers_declared":
        out.extend((live(a["id"]), "attacks") for a in d["attackers"] if live(a["id"]))
    elif k == "became_blocked" and live(d.get("id")):
        out.append((live(d["id"]), "becomes_blocked"))
    elif (
        k == "damage_dealt"
        and d.get("combat")
        and d.get("target_kind") == "player"
        and live(d.get("source_id"))
    ):
        out.append((live(d["source_id"]), "deals_combat_damage_to_player"))
    return out


def _player_events(event: Event) -> list[tuple[str, str]]:
    """(player, trigger event) for events about a player: "at the beginning of your upkeep"."""
    d = event.data
    if event.kind == "step_began" and d["step"] == "upkeep":
        return [(d["active"], "your_upkeep")]
    if event.kind == "step_began" and d["step"] == "end":
        return [(d["active"], "your_end_step")]
    if event.kind == "spell_cast" and d.get("noncreature"):
        return [(d["player"], "you_cast_noncreature_spell")]
    if event.kind == "life_gained":
        return [(d["player"], "you_gain_life")]
    return []


def collect_triggers(game: Game) -> None:
    """603.2: every ability whose trigger event happened since the last look triggers now
    (unless its intervening "if" is false, 603.4)."""
    events = list(_flatten(game.events[game.trigger_scan :]))
    game.trigger_scan = len(game.events)
    # 603.6d: "dies" abilities look back in time: creatures that died in these events
    # still see each other (and themselves) die
    died = [obj for e in events for obj, when in _object_events(game, e) if when == "dies"]
    died_watchers = [obj for obj in died if obj.card.all_triggers()]
    for event in events:
        for obj, when in _object_events(game, event):
            for trigger in _triggers_of(obj, when):
                _trigger(game, obj, trigger, event)
            _others(game, obj, when, died_watchers, event)
        for player, when in _player_events(event):
            for obj in game.permanents_with_triggers():
                if obj.controller != player:
                    continue
                for trigger in _triggers_of(obj, when):
                    _trigger(game, obj, trigger, event)


def _others(
    game: Game, subject: GameObject, when: str, died_watchers: list[GameObject], event: Event
) -> None:
    """Abilities of other permanents that watch this event: "whenever a creature dies",
    "whenever another creature enters the battlefield"; ``died_watchers``: creatures with
    triggered abilities that died in these events (they look back in time, 603.6d)."""
    # only permanents with triggered abilities can watch (an index, not a scan of the board)
    if when == "dies":
        watchers = [*game.permanents_with_triggers(), *died_watchers]
        kind = "a_creature_dies"
    elif when == "enters_battlefield" and "Creature" in subject.card.types:
        watchers = [o for o in game.permanents_with_triggers() if o.id != subject.id]
        kind = "another_creature_enters"
    else:
        return
    for watcher in watchers:
        for trigger in _triggers_of(watcher, kind):
            if matches(
                game,
                subject,
                dict(trigger.of),
                controller=watcher.controller,
                source=watcher,
                printed_only=True,
            ):
                _trigger(game, watcher, trigger, event)


def _trigger(game: Game, obj: GameObject, trigger: Trigger, event: Event) -> None:
    controller = obj.controller
    if not condition_holds(game, controller, trigger.condition):
        game.log("trigger_condition_false", ("603.4",), card=obj.label, when=trigger.when)
        return
    game.pending_triggers.append(
        {
            "source_id": obj.id,
            "card": obj.card,
            "controller": controller,
            "trigger": trigger,
            "name": obj.label,
        }
    )


def put_triggers_on_stack(game: Game) -> bool:
    """603.3b: the active player's triggered abilities go on the stack first (lowest), then
    each other player's in turn order; 603.3d: targets are chosen now."""
    if not game.pending_triggers:
        return False
    pending, game.pending_triggers = game.pending_triggers, []
    order = game.players_in_order()
    pending.sort(
        key=lambda t: order.index(t["controller"]) if t["controller"] in order else len(order)
    )
    for entry in pending:
        trigger: Trigger = entry["trigger"]
        ability = trigger.ability
        targets = _choose_trigger_targets(game, entry, ability)
        if targets is None:
            game.log("trigger_removed_no_targets", ("603.3d",), card=entry["name"])
            continue
        item = StackItem(
            id=game.new_id(),
            kind="ability",
            controller=entry["controller"],
            ability=ability,
            source_id=entry["source_id"],
            source_card=entry["card"],
            targets=targets,
        )
        item.choices["_condition"] = trigger.condition
        game.stack.append(item)
        game.log(
            "trigger_put_on_stack",
            ("603.3", "603.3b")
            + (("603.3d",) if targets else ())
            + ((trigger.rule,) if trigger.rule else ())
            + (("603.6d",) if trigger.when in ("dies", "a_creature_dies") else ()),
            card=entry["name"],
            when=trigger.when,
            controller=entry["controller"],
            targets=[t.describe(game) for t in targets],
        )
    return True


def _choose_trigger_targets(game: Game, entry: dict[str, Any], ability) -> list[Target] | None:
    """The scenario's ``choose: {trigger_targets: {CARD: [REF, …]}}``, or by default the first
    legal choice: opponents first, then permanents in battlefield order."""
    if not ability.targets:
        return []
    controller = entry["controller"]
    card = entry["card"]
    source = game.objects.get(entry["source_id"]) or game.last_known.get(entry["source_id"])
    colours = card.colors
    types = frozenset(card.types)
    answer = game.answers.get("trigger_targets") or {}
    wanted = answer.get(card.name) or answer.get(source.alias if source else "") or []
    if isinstance(wanted, str):
        wanted = [wanted]
    chosen: list[Target] = []
    for i, spec in enumerate(ability.targets):
        candidates: Iterable[Target]
        if i < len(wanted):
            ref = wanted[i]
            if ref in game.player_names():
                candidates = [Target(player=ref)]
            elif ref in game.aliases and game.exists(game.aliases[ref]):
                candidates = [Target(object_id=game.aliases[ref])]
            else:
                candidates = [
                    Target(object_id=o.id) for o in game.objects.values() if o.card.name == ref
                ]
        else:
            # lazily: the first legal choice is usually found long before the end of the board
            candidates = itertools.chain(
                (Target(player=p) for p in game.opponents(controller) + [controller]),
                (Target(object_id=o.id) for o in game.permanents()),
                (Target(object_id=o.id) for o in game.objects.values() if o.zone == "graveyard"),
            )
        for t in candidates:
            if any(t.player == c.player and t.object_id == c.object_id for c in chosen):
                continue
            obj = game.obj(t.object_id) if t.object_id is not None else None
            if (
                why_not_target(
                    game,
                    spec,
                    player=t.player,
                    obj=obj,
                    controller=controller,
                    source_colors=colours,
                    source_types=types,
                )
                is None
            ):
                t.spec_index = i
                chosen.append(t)
                break
        else:
            return None  # 603.3d: no legal target — the ability is removed from the stack
    return chosen
