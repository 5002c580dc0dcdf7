"""Putting triggered abilities on the stack (603.3): the next time a player would receive
priority, after state-based actions; the active player puts all of theirs first, in any
order they choose, then each other player in turn order (603.3b), so the last player's
abilities resolve first.  Targets are chosen as an ability is put on the stack (603.3d).

A player's own order comes from the scenario: ``choose: {trigger_order: [SOURCE, …]}``
names the sources (card name, Russian name or id) in the order their abilities go on the
stack — the first named goes on the stack first and resolves last.  Abilities it does not
name follow in the order they triggered (the documented default).  The answer is used at the
first moment when one of the named abilities waits to go on the stack; naming an ability
that has not triggered then (or never) is an error in the scenario (:class:`UnknownTriggerError`).
"""

from __future__ import annotations

from typing import Any

from ..characteristics import characteristics
from ..divide import announce_division
from ..filters import named_player, why_not_target
from ..names import shown
from ..state import Game, StackItem, Target
from .detection import FUNCTIONING_ZONES, PendingTrigger


class UnknownTriggerError(ValueError):
    """``trigger_order`` names a source whose ability did not trigger; ``where`` is the
    position of that name in the scenario."""

    def __init__(self, name: str, where: Any, waiting: list[str]) -> None:
        super().__init__(name)
        self.name = name
        self.where = where
        self.waiting = waiting


def _names(p: PendingTrigger, game: Game) -> set[str]:
    obj = game.objects.get(p.source_id) or game.last_known.get(p.source_id)
    out = {p.card.name, p.name}
    if p.card.name_ru:
        out.add(p.card.name_ru)
    if obj is not None and obj.alias:
        out.add(obj.alias)
    return {n.casefold() for n in out}


def _player_order(
    game: Game, player: str, mine: list[PendingTrigger]
) -> tuple[list[PendingTrigger], bool]:
    """One player's abilities in the order they go on the stack, and whether it was chosen."""
    wanted = game.answers.get("trigger_order")
    if not wanted or len(mine) < 1:
        return mine, False
    entries = [
        (str(w[0]), w[1]) if isinstance(w, (tuple, list)) else (str(w), None) for w in wanted
    ]
    if not any(any(name.casefold() in _names(p, game) for p in mine) for name, _ in entries):
        return mine, False  # not this batch (or not this player's)
    game.answers.pop("trigger_order")
    rest = list(mine)
    ordered: list[PendingTrigger] = []
    for name, where in entries:
        match = next((p for p in rest if name.casefold() in _names(p, game)), None)
        if match is None:
            raise UnknownTriggerError(name, where, [p.name for p in mine])
        rest.remove(match)
        ordered.append(match)
    return ordered + rest, True


def put_triggers_on_stack(game: Game) -> bool:
    """603.3b: the active player's triggered abilities go on the stack first (lowest), then
    each other player's in turn order; 603.3d: targets are chosen now."""
    if not game.pending_triggers:
        return False
    pending: list[PendingTrigger] = game.pending_triggers
    game.pending_triggers = []
    order = game.players_in_order()
    for player in order + [p for p in {t.controller for t in pending} if p not in order]:
        mine = [t for t in pending if t.controller == player]
        if not mine:
            continue
        mine, chosen = _player_order(game, player, mine)
        for position, entry in enumerate(mine, 1):
            _put_one(game, entry, position, len(mine), chosen)
    return True


def _put_one(game: Game, entry: PendingTrigger, position: int, count: int, chosen: bool) -> None:
    trigger = entry.trigger
    ability = trigger.ability
    if ability.modes:
        picked = _choose_trigger_mode(game, entry, ability)
        if picked is None:  # 700.2b: no mode can be chosen
            game.log("trigger_removed_no_targets", ("700.2b", "603.3d"), card=entry.name)
            return
        ability, targets = picked
    else:
        found = _choose_trigger_targets(game, entry, ability)
        if found is None:
            game.log("trigger_removed_no_targets", ("603.3d",), card=entry.name)
            return
        targets = found
    item = StackItem(
        id=game.new_id(),
        kind="ability",
        controller=entry.controller,
        ability=ability,
        source_id=entry.source_id,
        source_card=entry.card,
        targets=targets,
    )
    item.choices["_condition"] = trigger.condition
    item.choices["_trigger"] = trigger
    that = entry.that
    if not that and trigger.when == "dies" and entry.delayed is None:
        # 400.7d: "when ~ dies, return it to its owner's hand" finds the card it became
        that = (entry.source_id,)
    item.choices["_that"] = that
    item.choices["_that_player"] = entry.that_player
    item.choices["_amount"] = entry.amount
    if trigger.when == "becomes_monstrous":
        # 701.28b: "When ~ becomes monstrous, put X …": X is the value of X as the permanent
        # became monstrous (the event's number)
        item.x = entry.amount
    if entry.delayed is not None:
        item.choices["_delayed"] = entry.delayed
    game.stack.append(item)

    announce_division(game, item, triggered=True)  # 603.3d: "distribute … among …" (601.2d)
    source = game.objects.get(entry.source_id)
    gone = entry.delayed is None and (source is None or source.zone not in FUNCTIONING_ZONES)
    rules = ["603.3", "603.3b"] + (["603.3d"] if targets else []) + (["112.7a"] if gone else [])
    if trigger.rule:
        rules.append(trigger.rule)
    if trigger.when in ("dies", "a_creature_dies"):
        rules.append("603.6d")
    game.log(
        "trigger_put_on_stack",
        tuple(dict.fromkeys(rules)),
        card=entry.name,
        when=trigger.when,
        controller=entry.controller,
        targets=[t.describe(game) for t in targets],
        target_ids=[t.object_id for t in targets if t.object_id is not None],
        position=position,
        count=count,
        chosen_order=chosen,
        source_gone=gone,
        delayed=entry.delayed is not None,
        default_order=count > 1 and position == 1 and not chosen,
    )


def _choose_trigger_mode(game: Game, entry: PendingTrigger, ability) -> tuple[Any, list] | None:
    """700.2b: the mode of a modal triggered ability ("choose one —") is chosen as it is put on
    the stack: the answer ``choose: {trigger_modes: {CARD: N}}``, or by default the first mode
    whose targets can be chosen (a mode with no legal target can't be chosen)."""
    from ..events import ChoiceError

    answer = game.answers.get("trigger_modes") or {}
    source = game.objects.get(entry.source_id) or game.last_known.get(entry.source_id)
    wanted = answer.get(entry.card.name) or answer.get(source.alias if source else "")
    numbers = range(1, len(ability.modes) + 1)
    if wanted is not None:
        if not isinstance(wanted, int) or wanted not in numbers:
            raise ChoiceError(f"trigger_modes: у {shown(entry.card)} режимы 1–{len(ability.modes)}")
        numbers = range(wanted, wanted + 1)
    for n in numbers:
        mode = ability.modes[n - 1]
        targets = _choose_trigger_targets(game, entry, mode)
        if targets is not None:
            game.log(
                "trigger_mode_chosen",
                ("700.2b",),
                card=entry.name,
                mode=n,
                by_default=wanted is None,
            )
            return mode, targets
    return None


def _choose_trigger_targets(game: Game, entry: PendingTrigger, ability) -> list[Target] | None:
    """The scenario's ``choose: {trigger_targets: {CARD: [REF, …]}}``, or by default the first
    legal choice: opponents first, then permanents in battlefield order."""
    if not ability.targets:
        return []
    controller = entry.controller
    card = entry.card
    source = game.objects.get(entry.source_id) or game.last_known.get(entry.source_id)
    # the source as it is now, or as it last existed (608.2g): protection looks at it (702.16b)

    view = characteristics(game, source) if source is not None else card
    colours = frozenset(view.colors)
    types = frozenset(view.types)
    subtypes = frozenset(view.subtypes)
    answer = game.answers.get("trigger_targets") or {}
    wanted = answer.get(card.name) or answer.get(source.alias if source else "") or []
    if isinstance(wanted, str):
        wanted = [wanted]
    chosen: list[Target] = []
    for i, spec in enumerate(ability.targets):
        candidates: list[Target] = []
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
            candidates = [Target(player=p) for p in game.opponents(controller) + [controller]]
            candidates += [Target(object_id=o.id) for o in game.permanents()]
            candidates += [
                Target(object_id=o.id) for o in game.objects.values() if o.zone == "graveyard"
            ]
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
                    source_id=entry.source_id,
                    source_subtypes=subtypes,
                    that_player=named_player(chosen, spec, entry.that_player),
                )
                is None
            ):
                t.spec_index = i
                chosen.append(t)
                break
        else:
            return None  # 603.3d: no legal target — the ability is removed from the stack
    _more_targets(game, entry, ability, wanted, chosen, (colours, types, subtypes))
    last = ability.targets[-1]
    if last.count == "up_to:X" and last.count_amount is not None:
        # "up to X target creatures …, where X is your devotion to black": X is determined as
        # the ability is put on the stack, when its targets are chosen (603.3d, 601.2c)
        from ..amounts import Context, evaluate

        most = evaluate(dict(last.count_amount), Context(game, controller, source))
        game.log(
            "amount_determined",
            ("601.2c", "603.3d"),
            card=entry.name,
            amount={k: v for k, v in dict(last.count_amount).items() if not k.startswith("_")},
            n=most,
        )
        index = len(ability.targets) - 1
        mine = [t for t in chosen if t.spec_index == index]
        chosen = [t for t in chosen if t.spec_index != index] + mine[: max(0, most)]
    return chosen


def _more_targets(
    game: Game,
    entry: PendingTrigger,
    ability: Any,
    wanted: list,
    chosen: list[Target],
    source: tuple[frozenset[str], frozenset[str], frozenset[str]],
) -> None:
    """601.2c, 603.3d: "up to N target …" / "one or two target …" (the last target spec, with
    a count) takes the answer's further targets too, each once and only legal ones, up to N."""
    specs = ability.targets
    count = specs[-1].count
    if count == 1 or len(wanted) <= len(specs):
        return
    limit = str(count).removeprefix("up_to:").removeprefix("exactly:")
    most = int(limit) if limit.isdigit() else len(wanted)
    colours, types, subtypes = source
    for ref in wanted[len(specs) :]:
        if len(chosen) - len(specs) + 1 >= most:
            break
        if ref in game.player_names():
            t = Target(player=ref)
        elif ref in game.aliases and game.exists(game.aliases[ref]):
            t = Target(object_id=game.aliases[ref])
        else:
            named = [o.id for o in game.objects.values() if o.card.name == ref]
            if not named:
                continue
            t = Target(object_id=named[0])
        if any(t.player == c.player and t.object_id == c.object_id for c in chosen):
            continue
        obj = game.obj(t.object_id) if t.object_id is not None else None
        why = why_not_target(
            game,
            specs[-1],
            player=t.player,
            obj=obj,
            controller=entry.controller,
            source_colors=colours,
            source_types=types,
            source_id=entry.source_id,
            source_subtypes=subtypes,
        )
        if why is None:
            t.spec_index = len(specs) - 1
            chosen.append(t)
