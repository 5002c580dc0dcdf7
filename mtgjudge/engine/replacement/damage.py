"""Dealing damage (119, 510.2) through replacement and prevention effects (614, 615).

One damage event may deal damage to several creatures and players at once (combat damage,
510.2; "deals 1 damage to each creature and each player").  Each hit is an event that
replacement and prevention effects may modify (616.1: the affected player's choice); then
the results are applied (119.3): loss of life or poison counters (702.89b), loyalty, marked
damage or -1/-1 counters (wither 702.79a, infect 702.89c), deathtouch (702.2b).  Lifelink
(119.3f) gains life once per source for the whole event, so "whenever you gain life"
triggers once.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace as with_
from typing import Any

from ..characteristics import all_characteristics, characteristics
from ..state import Game, GameObject
from .apply import replace
from .model import ReplacementEffect, Would
from .perform import run_replacement_effects
from .quantities import gain_life
from .sources import permanent_effects, protection_effect


@dataclass(frozen=True)
class Hit:
    """Damage one source would deal to one player or object (119.1)."""

    source_name: str
    source_chars: Any
    source_controller: str
    amount: int
    player: str | None = None
    obj: GameObject | None = None
    combat: bool = False
    rules: tuple[str, ...] = ()
    source_id: int | None = None
    # "… and the damage can't be prevented" of this damage only (615.11)
    unpreventable: bool = False


def deal_damage_event(game: Game, hits: list[Hit]) -> list[int]:
    """Deal all ``hits`` as one event and return the damage each one dealt."""
    # the board's static abilities once for the whole event (510.2), not once per hit
    statics = _damage_statics(game)
    on_board = permanent_effects(game)
    protections = {h.obj.id: protection_effect(game, h.obj) for h in hits if h.obj is not None}
    types = {h.obj.id: characteristics(game, h.obj).types for h in hits if h.obj is not None}
    event = len(game.events)  # names this damage event in its damage_dealt events (603.2c)
    with game.simultaneously():
        later: list[tuple[ReplacementEffect, tuple[dict, ...], Would]] = []
        dealt = [
            _deal(game, hit, statics, on_board, protections, types, event, later) for hit in hits
        ]
        _run_grouped(game, later)
    gains: dict[Any, list] = {}
    for hit, amount in zip(hits, dealt):
        keywords = hit.source_chars.keywords if hit.source_chars is not None else frozenset()
        if amount and "Lifelink" in keywords:
            key = hit.source_id if hit.source_id is not None else hit.source_name
            gains.setdefault(key, [hit.source_controller, hit.source_name, 0])[2] += amount

    for controller, name, amount in gains.values():
        gain_life(game, controller, amount, rules=("119.3f", "702.15b", "510.2"), source=name)
    return dealt


def _damage_statics(game: Game) -> list[tuple[str, dict]]:
    """Static abilities that change how damage is dealt, with their controllers: "damage
    can't be prevented" (615.11) and "… as though its source had wither/infect"."""

    return [
        (obj.controller, static)
        for obj in game.permanents()
        for static in all_characteristics(game)[obj.id].statics
        if "damage_as" in static or static.get("damage_cant_be_prevented")
    ]


def _static_damage_as(game: Game, would: Would, statics: list[tuple[str, dict]]) -> frozenset[str]:
    """ "All damage is dealt as though its source had wither" (Everlasting Torment); "… to you
    as though its source had infect" while that player has 0 or less life (Phyrexian Unlife)."""
    out = set()
    for controller, static in statics:
        kind = static.get("damage_as")
        if kind is None:
            continue
        if static.get("to") == "you" and would.player != controller:
            continue
        cond = static.get("if")
        if cond and game.player(controller).life > int(cond["life_at_most"]):
            continue
        out.add(kind)
    return frozenset(out)


def _deal(
    game: Game,
    hit: Hit,
    statics: list[tuple[str, dict]],
    on_board: list[ReplacementEffect],
    protections: dict[int, ReplacementEffect | None],
    recipient_types: dict[int, frozenset[str]],
    event: int,
    later: list[tuple[ReplacementEffect, tuple[dict, ...], Would]],
) -> int:
    if hit.amount <= 0 or (hit.player is None and hit.obj is None):
        return 0
    would = Would(
        kind="damage",
        player=hit.player,
        obj_id=hit.obj.id if hit.obj is not None else None,
        amount=hit.amount,
        source_id=hit.source_id,
        source_name=hit.source_name,
        source_controller=hit.source_controller,
        source_chars=hit.source_chars,
        combat=hit.combat,
        unpreventable=any(s.get("damage_cant_be_prevented") for _, s in statics)
        or game.damage_unpreventable_turn == game.turn  # "… this turn" (615.11)
        or hit.unpreventable,
    )
    would = replace(game, would, on_board, protections)
    _run_then(game, would, later)
    if would.amount <= 0 or would.outcome is not None:
        return 0
    keywords = set(hit.source_chars.keywords) if hit.source_chars is not None else set()
    as_ = {k.capitalize() for k in _static_damage_as(game, would, statics)}
    results = keywords | as_
    base = ("119.1", "119.2") + tuple(hit.rules)
    amount = would.amount
    if would.player is not None:
        _damage_player(game, hit, would, amount, results, base, event)
        return amount
    obj = game.objects.get(would.obj_id) if would.obj_id is not None else None
    if obj is None or obj.zone != "battlefield":
        return 0  # 614.9: redirected to something no longer there

    types = recipient_types.get(obj.id) if recipient_types else None
    if types is None:  # a recipient the event did not name (redirected, 614.9)
        types = characteristics(game, obj).types
    if "Planeswalker" in types and "Creature" not in types:
        current = obj.counters.get("loyalty", 0)
        obj.counters["loyalty"] = max(0, current - amount)
        game.log(
            "damage_dealt",
            base + ("119.3c",),
            source=hit.source_name,
            target=obj.label,
            target_id=obj.id,
            damage_event=event,
            target_kind="planeswalker",
            amount=amount,
            loyalty=obj.counters["loyalty"],
            combat=hit.combat,
            source_id=hit.source_id,
        )
        return amount
    deathtouch = "Deathtouch" in results
    if "Wither" in results or "Infect" in results:
        rule = "702.89c" if "Infect" in results else "702.79a"
        game.log(
            "damage_dealt",
            base + ("119.3d", rule) + (("702.2c",) if deathtouch else ()),
            source=hit.source_name,
            target=obj.label,
            target_id=obj.id,
            damage_event=event,
            target_kind="creature",
            amount=amount,
            as_counters=True,
            combat=hit.combat,
            source_id=hit.source_id,
            as_though=sorted(as_ - keywords),
        )
        from .quantities import put_counters

        put_counters(
            game, obj, "-1/-1", amount, rules=(rule,), source=hit.source_name, effect=False
        )
        _damaged_by(game, obj, hit)
    else:
        obj.damage += amount
        game.log(
            "damage_dealt",
            base + ("119.3e",) + (("702.2c",) if deathtouch else ()),
            source=hit.source_name,
            target=obj.label,
            target_id=obj.id,
            damage_event=event,
            target_kind="creature",
            amount=amount,
            damage_marked=obj.damage,
            combat=hit.combat,
            source_id=hit.source_id,
        )
        _damaged_by(game, obj, hit)
    if deathtouch:
        obj.deathtouch_damage = True
    return amount


def _damaged_by(game: Game, obj: GameObject, hit: Hit) -> None:
    """Remember that ``hit``'s source dealt damage to the creature this turn ("whenever a
    creature dealt damage by ~ this turn dies"; "a creature that was dealt damage this turn":
    any source)."""
    source = frozenset() if hit.source_id is None else frozenset({hit.source_id})
    game.damaged_by[obj.id] = game.damaged_by.get(obj.id, frozenset()) | source


def _damage_player(
    game: Game,
    hit: Hit,
    would: Would,
    amount: int,
    results: set[str],
    base: tuple[str, ...],
    event: int,
) -> None:
    p = game.player(would.player or "")
    p.damage_this_turn += amount  # "was dealt damage this turn" (702.53a bloodthirst)
    if hit.source_id is not None:  # "target creature that dealt damage to you this turn"
        p.damaged_by_this_turn = p.damaged_by_this_turn | {hit.source_id}
    if "Infect" in results:  # 702.89b: poison counters instead of loss of life
        p.poison += amount
        game.log(
            "damage_dealt",
            base + ("119.3b", "702.89b"),
            source=hit.source_name,
            target=p.name,
            damage_event=event,
            target_kind="player",
            amount=amount,
            poison=p.poison,
            combat=hit.combat,
            source_id=hit.source_id,
            life=p.life,
        )
        return
    loss = amount
    if would.life_floor is not None and p.life - amount < would.life_floor:
        loss = max(0, p.life - would.life_floor)  # Worship: the result changes, not the damage
    p.life -= loss
    p.life_paid_or_lost_this_turn += loss
    game.log(
        "damage_dealt",
        base + ("119.3a",),
        source=hit.source_name,
        source_id=hit.source_id,
        target=p.name,
        damage_event=event,
        target_kind="player",
        amount=amount,
        life=p.life,
        combat=hit.combat,
        life_lost=loss if loss != amount else None,
    )


def _run_then(
    game: Game,
    would: Would,
    later: list[tuple[ReplacementEffect, tuple[dict, ...], Would]],
) -> None:
    """What follows a prevention or an "instead" ("put a +1/+1 counter on that creature for
    each 1 damage prevented this way", Vigor).  A prevention effect's additional effect waits
    for the end of the damage event (615.5: immediately after it), see :func:`_run_grouped`."""
    if not would.then:
        return
    from .perform import run_replacement_effects

    for effect, effects in would.then:
        if effect.spec.is_prevention:
            later.append((effect, effects, would))
        else:
            run_replacement_effects(game, effect, effects, would)


def _run_grouped(
    game: Game, later: list[tuple[ReplacementEffect, tuple[dict, ...], Would]]
) -> None:
    """615.5: the additional effect of a prevention effect happens once, right after the
    damage event it applied to, for each recipient — one event of combat damage from several
    sources is one event (510.2), so "prevent that damage. Remove a +1/+1 counter" removes one
    counter (Phantom Centaur's ruling), and "for each 1 damage prevented this way" counts all
    of it."""
    groups: dict[tuple, list] = {}
    for effect, effects, would in later:
        key = (effect.key, would.player, would.obj_id)
        if key in groups:
            first = groups[key]
            first[2] = with_(first[2], prevented=first[2].prevented + would.prevented)
        else:
            groups[key] = [effect, effects, would]
    for effect, effects, would in groups.values():
        run_replacement_effects(game, effect, effects, would)
