"""Applying replacement and prevention effects to an event (614.5, 615, 616.1).

:func:`replace` takes an event that would happen and returns the event that happens instead.
Each applicable effect applies at most once (614.5).  When several apply, the affected
player (or the controller of the affected object) chooses one — self-replacement effects
first (616.1a), then effects on under whose control an object enters (616.1b), then effects
that make it enter as a copy (616.1c), then any (616.1d) — applies it, and chooses again
among the effects that still apply to the modified event (616.1e).

The scenario answers the choice with ``choose: {replacement_order: [SOURCE, …]}`` (card
names, Russian names or ids of the effects' sources): at each choice the first named effect
that still applies is chosen.  Without an answer the default is documented: timestamp order
among the effects 616.1 lets the player choose now (the effect that began to exist first
applies first).
An answer naming an effect that does not apply to the event is an error
(:class:`ReplacementOrderError`); the answer is used by one event.
"""

from __future__ import annotations

from dataclasses import replace as _with

from ..events import AnswerNameError
from ..state import Game
from .model import ReplacementEffect, Would
from .sources import affected_player, applies, effects_for, enchanted_by


class ReplacementOrderError(AnswerNameError):
    """``replacement_order`` names an effect that does not apply to the event."""

    def __init__(self, name: str, candidates: list[str]) -> None:
        super().__init__(
            "replacement_order",
            name,
            f"в replacement_order названо «{name}», но этот эффект не применяется к событию; "
            f"применимы: {', '.join(candidates)}",
        )


def replace(
    game: Game,
    would: Would,
    on_board: list[ReplacementEffect] | None = None,
    protections: dict[int, ReplacementEffect | None] | None = None,
) -> Would:
    """Apply every applicable replacement and prevention effect to ``would`` (616.1);
    ``on_board``, ``protections``: what the caller took already (see ``effects_for``)."""
    available = effects_for(game, would, on_board, protections)
    if not available:
        return would
    applied: set[str] = set()
    order: list[str] | None = None
    chooser = affected_player(game, would)
    while True:
        if applied:  # 616.1e, 616.2: effects that now apply to the modified event (a new recipient)
            available = effects_for(game, would, on_board, protections)
        candidates = [e for e in available if e.key not in applied and applies(game, e, would)]
        if would.unpreventable:
            would = _unprevented_then(would, candidates, applied)
            candidates = _without_blocked(game, would, candidates, applied)
        if not candidates:
            break
        best = min(_rank(e) for e in candidates)  # 616.1a, 616.1b, 616.1c before 616.1d
        first = [e for e in candidates if _rank(e) == best]
        if len(first) > 1:
            if order is None:
                order = _order_answer(game, candidates)
            effect = _choose(game, first, order, chooser, RANK_RULES[best])
        else:
            effect = first[0]
            if best < 3 and len(candidates) > 1:  # it must be chosen before the others
                game.log(
                    "replacement_first",
                    ("616.1", RANK_RULES[best], "616.1e"),
                    player=chooser,
                    chosen=effect.source,
                    kind=("self_replacement", "control", "copy")[best],
                    others=[c.source for c in candidates if c is not effect],
                )
        applied.add(effect.key)
        would = _apply(game, effect, would)
    if order is not None:
        game.answers.pop("replacement_order", None)
    return would


# 616.1a self-replacement effects, 616.1b effects on under whose control an object enters,
# 616.1c effects that make it enter as a copy, 616.1d any other
RANK_RULES = ("616.1a", "616.1b", "616.1c", "616.1d")


def _rank(effect: ReplacementEffect) -> int:
    """Which step of 616.1 chooses this effect: the affected player must choose among the
    effects of the earliest step that has any."""
    spec = effect.spec
    if spec.self_replacement:
        return 0
    return {"control": 1, "copy": 2}.get(spec.modification, 3)


def _unprevented_then(
    would: Would, candidates: list[ReplacementEffect], applied: set[str]
) -> Would:
    """615.11: a prevention effect still applies to damage that can't be prevented: it
    prevents nothing, but its additional effects take place — once (615.11a)."""
    for e in candidates:
        if e.spec.is_prevention and e.spec.then and f"then:{e.key}" not in applied:
            applied.add(f"then:{e.key}")
            would = _with(would, then=would.then + ((e, e.spec.then),))
    return would


def _without_blocked(
    game: Game, would: Would, candidates: list[ReplacementEffect], applied: set[str]
) -> list[ReplacementEffect]:
    """615.11: damage that can't be prevented; 701.12c: a permanent that can't be
    regenerated.  Such effects don't apply; the explanation says so once per event."""

    def blocked(e: ReplacementEffect) -> bool:
        return (
            e.spec.is_prevention if would.kind == "damage" else e.spec.modification == "regenerate"
        )

    out = [e for e in candidates if not blocked(e)]
    stopped = [e for e in candidates if blocked(e)]
    if stopped and "!blocked" not in applied:
        applied.add("!blocked")
        if would.kind == "damage":
            kept = tuple(dict.fromkeys(r for e in stopped for r in e.rules))  # 702.16e
            game.log(
                "damage_cant_be_prevented",
                ("615.11", *kept),
                source=would.source_name,
                effects=[e.source for e in stopped],
            )
        else:
            game.log("regeneration_prevented", ("701.12c",), card=game.name_of(would.obj_id))
    return out


def _order_answer(game: Game, candidates: list[ReplacementEffect]) -> list[str]:
    """The scenario's order, checked against the effects that apply to this event."""
    raw = game.answers.get("replacement_order")
    if raw is None:
        return []
    names = [str(n) for n in (raw if isinstance(raw, list) else [raw])]
    for name in names:
        if not any(e.named(name) for e in candidates):
            raise ReplacementOrderError(name, sorted({e.source for e in candidates}))
    return names


def _choose(
    game: Game,
    candidates: list[ReplacementEffect],
    order: list[str],
    chooser: str,
    step: str = "616.1d",
) -> ReplacementEffect:
    """616.1d (or 616.1a–c within their kind): the affected player chooses one of the
    applicable effects: the first one the scenario's order names, else the documented default
    (timestamp order)."""
    named = [e for name in order for e in candidates if e.named(name)]
    chosen = named[0] if named else min(candidates, key=lambda e: (e.timestamp, e.key))
    game.log(
        "replacement_order",
        ("616.1", step, "616.1e"),
        player=chooser,
        effects=[c.source for c in candidates],
        chosen=chosen.source,
        by_default=not named,
    )
    return chosen


def _use_up(game: Game, effect: ReplacementEffect, remaining: int | None = None) -> None:
    """A created effect that is used up ("the next time …", a shield's amount) goes away."""
    for i, e in enumerate(game.replacement_effects):
        if e.key == effect.key:
            if remaining:
                game.replacement_effects[i] = _with(e, remaining=remaining)
            else:
                del game.replacement_effects[i]
            return


def _amount(game: Game, effect: ReplacementEffect, value: dict) -> int:
    """An amount of the effect's controller and source, counted now."""
    from ..amounts import Context, evaluate

    source = game.objects.get(effect.source_id) if effect.source_id is not None else None
    return max(0, evaluate(value, Context(game, effect.controller, source=source)))


def _apply(game: Game, effect: ReplacementEffect, would: Would) -> Would:
    """Modify the event by one effect and record it (614.1, 615.1)."""
    spec = effect.spec
    mod, value = spec.modification, spec.value
    before = _describe(game, would)
    rules: tuple[str, ...]
    if mod == "prevent":
        if value == "all":
            prevented = would.amount
        elif spec.next:
            prevented = min(
                would.amount, effect.remaining if effect.remaining is not None else int(value)
            )
        elif isinstance(value, dict):
            # "prevent X of that damage, where X is the number of creatures you control": X
            # as the damage would be dealt (608.2g)
            prevented = min(would.amount, _amount(game, effect, value))
        else:
            prevented = min(would.amount, int(value))
        left = would.amount - prevented
        new = _with(
            would,
            amount=left,
            prevented=would.prevented + prevented,
            outcome="prevented" if left == 0 else None,
        )
        if spec.then:
            new = _with(new, then=new.then + ((effect, spec.then),))
        rules = effect.rules or ("615.1a", "615.6") + (("615.7",) if spec.next else ())
        shield_left = None
        if spec.next:
            shield_left = (
                effect.remaining if effect.remaining is not None else int(value)
            ) - prevented
            _use_up(game, effect, shield_left)
        elif spec.once:
            _use_up(game, effect)
        game.log(
            "damage_prevented",
            rules,
            source=would.source_name,
            target=_target(game, would),
            amount=prevented,
            by=effect.source,
            shield_left=shield_left,
            once=spec.once,
        )
        return new
    if mod in ("multiply", "add"):
        amount = would.amount * int(value) if mod == "multiply" else would.amount + int(value)
        new = _with(would, amount=amount)
        rules = ("614.1a",)
    elif mod == "redirect":
        target = (
            enchanted_by(game, effect)
            if value == "enchanted"
            else game.objects.get(effect.source_id or 0)
        )
        new = _with(would, player=None, obj_id=target.id if target else None)
        rules = ("614.1a", "614.9")
    elif mod == "life_floor":
        new = _with(would, life_floor=int(value))
        rules = ("614.1a",)
    elif mod == "to_zone":
        zone, position = {
            "exile": ("exile", "top"),
            "library_top": ("library", "top"),
            "library_shuffle": ("library", "shuffle"),
        }[value]
        new = _with(would, to_zone=zone, position=position)
        rules = ("614.1a", "614.6")
        if spec.reveal:  # "reveal ~ and shuffle it into …" (701.13a): shown to all as it moves
            obj = game.objects.get(would.obj_id) if would.obj_id is not None else None
            game.log(
                "revealed_instead",
                ("701.13a",),
                card=obj.label if obj is not None else effect.source,
            )
    elif mod == "tapped":
        new = _with(would, tapped=True)
        rules = ("614.1d", "614.12")
    elif mod == "counters":
        kind, n = value
        if n == "times_kicked":  # "… for each time it was kicked" (702.32c): the entering object
            entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
            n = entering.kicked if entering is not None else 0
        if n == "X":  # "enters with X counters": the X of the spell it was (107.3a, 107.3f)
            entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
            n = entering.x_cast if entering is not None else 0
        if isinstance(n, dict):  # an amount, counted as it would enter (614.1c, 608.2g)
            from ..amounts import Context, evaluate

            entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
            n = max(0, evaluate(dict(n), Context(game, effect.controller, entering)))
        if n == "opponents_damage_this_turn":  # "Bloodthirst X" (702.53b)
            n = sum(game.player(p).damage_this_turn for p in game.opponents(effect.controller))
        if n == "sunburst":  # 702.43a: a counter per colour of mana spent to cast it
            entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
            from ..characteristics import characteristics

            creature = entering is not None and "Creature" in characteristics(game, entering).types
            kind = "+1/+1" if creature else "charge"
            n = len(entering.colors_spent) if entering is not None else 0
        if isinstance(n, str) and n.startswith("devour:"):  # 702.81a
            n = int(n.split(":")[1]) * _devour(game, effect, would)
        if isinstance(n, str) and n.startswith("tribute:"):  # 702.103a
            n = _tribute(game, effect, would, int(n.split(":")[1]))
        if isinstance(n, str) and n.startswith("amplify:"):  # 702.37a
            n = int(n.split(":")[1]) * _amplify(game, effect, would)
        new = _with(would, counters=would.counters + ((kind, n),))
        rules = ("614.1c", "614.12")
    elif mod == "control":  # 616.1b: "… enters under your control instead"
        entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
        if entering is not None:  # it is under that player's control from the start (613.1b)
            entering.controller = entering.base_controller = effect.controller
            game.phasing_changed()  # the battlefield's indexes by controller
        new = _with(would, player=effect.controller)
        rules = ("614.1a", "614.12", "616.1b")
    elif mod == "copy":  # 616.1c: it enters as a copy (706.9); the copy event says so
        return _enter_as_copy(game, effect, would)
    elif mod == "pay_life_or_tapped":
        new, rules = _pay_life_or_tapped(game, effect, would, int(value))
    elif mod == "regenerate":
        new = _with(would, outcome="regenerate")
        rules = ("701.12a", "614.8")
        if spec.once:
            _use_up(game, effect)
    elif mod == "win_game":
        new = _with(would, outcome="win_game")
        rules = ("614.1a", "614.6")
    elif mod == "colorless":  # "that mana becomes colorless instead" (Kruphix)
        new = _with(would, outcome="colorless")
        rules = ("614.1a", "500.4")
    elif mod == "skip":  # "skip" = "instead of doing it, do nothing" (614.10)
        new = _with(would, outcome="skipped")
        rules = ("614.1b", "614.10", "500.10") + (("614.10a",) if spec.once else ())
        if spec.once:
            _use_up(game, effect)
    elif mod == "dredge":
        if not _may(game):
            game.log("replacement_declined", ("702.51a",), player=would.player, by=effect.source)
            return would
        new = _with(would, outcome="dredge", amount=int(value), effect_source_id=effect.source_id)
        rules = ("702.51a", "614.1a", "614.6")
    else:  # instead
        new = _with(
            would,
            outcome="instead",
            instead=tuple(value),
            then=would.then + ((effect, tuple(value)),),
        )
        rules = ("614.1a", "614.6")
        if spec.once:
            _use_up(game, effect)
    if spec.rule:
        rules = tuple(rules) + (spec.rule,)  # the keyword it stands for (702.53a bloodthirst)
    game.log(
        "event_replaced",
        rules,
        keyword=spec.text if spec.rule else None,
        event=would.kind,
        would=before,
        now=_describe(game, new),
        by=effect.source,
        modification=mod,
        value=_plain(value),
    )
    return new


def _devour(game: Game, effect: ReplacementEffect, would: Would) -> int:
    """702.81a: as the permanent enters, its controller may sacrifice any number of creatures
    (the answer ``choose: {devour: [CREATURE, …]}``; by default none); how many were
    sacrificed.  The entering permanent is not on the battlefield yet: it can't devour
    itself."""
    from ..actions_common import sacrifice
    from ..characteristics import characteristics
    from ..effects import pick_by_names

    player = effect.controller
    creatures = [
        o
        for o in game.permanents(player)
        if o.id != would.obj_id and "Creature" in characteristics(game, o).types
    ]
    names = game.answers.get("devour") or []
    chosen = pick_by_names(creatures, names, len(names if isinstance(names, list) else [names]))
    for obj in chosen:
        sacrifice(game, obj, rules=("702.81a", "701.14a"))
    entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
    game.log(
        "devoured",
        ("702.81a",),
        card=entering.label if entering is not None else effect.source,
        count=len(chosen),
        by_default=not names,
    )
    return len(chosen)


def _tribute(game: Game, effect: ReplacementEffect, would: Would, n: int) -> int:
    """702.103a: as the creature enters, its controller chooses an opponent (the answer
    ``choose: {player: …}``; by default the first opponent in turn order), who may have it
    enter with N more +1/+1 counters (the answer ``choose: {tribute: true}``; by default the
    opponent declines).  Whether tribute was paid stays with the permanent (702.103b)."""
    from ..answers import is_yes

    entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
    opponents = game.opponents(effect.controller)
    if entering is None or not opponents:
        return 0
    named = game.answers.get("player")
    opponent = named if named in opponents else opponents[0]
    answer = game.answers.get("tribute")
    paid = answer is not None and is_yes(answer)
    entering.tribute_paid = paid
    game.log(
        "tribute",
        ("702.103a", "702.103b"),
        card=entering.label,
        player=opponent,
        n=n,
        paid=paid,
        by_default=answer is None,
    )
    return n if paid else 0


def _amplify(game: Game, effect: ReplacementEffect, would: Would) -> int:
    """702.37a: as the permanent enters, its controller reveals any number of cards from their
    hand that share a creature type with it (the answer ``choose: {amplify: [CARD, …]}``; by
    default every such card); how many were revealed."""
    from ..characteristics import characteristics
    from ..effects import pick_by_names

    entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
    if entering is None:
        return 0
    kinds = set(characteristics(game, entering).subtypes)
    sharing = [
        c
        for c in game.cards_in(effect.controller, "hand")
        if kinds & set(characteristics(game, c).subtypes) and c.id != entering.id
    ]
    names = game.answers.get("amplify")
    if names is None:
        shown = sharing
    else:
        wanted = [names] if isinstance(names, str) else list(names)
        shown = pick_by_names(sharing, wanted, len(wanted)) if wanted else []
    game.log(
        "amplified",
        ("702.37a", "701.13a") if shown else ("702.37a",),
        card=entering.label,
        revealed=[c.label for c in shown],
        by_default=names is None,
    )
    return len(shown)


def _plain(value):
    return (
        list(value)
        if isinstance(value, tuple) and value and not isinstance(value[0], dict)
        else (None if isinstance(value, tuple) else value)
    )


def _may(game: Game) -> bool:
    from ..answers import may

    return may(game.answers)


def _enter_as_copy(game: Game, effect: ReplacementEffect, would: Would):
    """706.9, 616.1c: the entering object becomes a copy — of the permanent it chooses
    (its own "you may have ~ enter as a copy of …", Clone) or of the effect's source
    ("creatures you control enter as a copy of ~", Essence of the Wild)."""
    from ..layers.copy import as_copy_ability, become_copy, enter_as_copy

    rules = ("614.1c", "614.12", "616.1c")
    entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
    if entering is not None:
        if effect.spec.value == "self":
            source = game.objects.get(effect.source_id) if effect.source_id is not None else None
            if source is not None:
                become_copy(game, entering, source, entering.controller, rules=rules)
        else:
            from ..characteristics import characteristics

            ability = next(
                (s for s in characteristics(game, entering).statics if "enters_as_copy" in s),
                as_copy_ability(entering.card),
            )
            enter_as_copy(game, entering, would.copy_choice, entering.controller, ability, rules)
    return would


def _pay_life_or_tapped(game: Game, effect: ReplacementEffect, would: Would, life: int):
    """Steam Vents: "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters
    the battlefield tapped" (614.1c, 614.1d; paying life: 119.4)."""
    player = effect.controller if would.player is None else would.player
    p = game.player(player)
    can_pay = p.life >= life
    wants = _may(game)
    pays = wants and can_pay
    game.log(
        "choice_on_resolution",
        ("614.1c", "118.4"),
        player=player,
        chose=pays,
        possible=can_pay,
        source=effect.source,
        by_default=game.answers.get("may") is None and can_pay,
    )
    if pays:
        p.life -= life
        p.life_paid_or_lost_this_turn += life
        game.log("life_paid", ("118.4",), player=player, amount=life)
        return would, ("614.1c", "614.12")
    return _with(would, tapped=True), ("614.1c", "614.1d", "614.12")


def _target(game: Game, would: Would) -> str:
    if would.player is not None:
        return would.player
    return game.name_of(would.obj_id)


def _describe(game: Game, would: Would) -> dict:
    """What the event is, as data for the explanation."""
    out: dict = {"kind": would.kind, "amount": would.amount}
    if would.player is not None:
        out["player"] = would.player
    if would.obj_id is not None:
        out["card"] = game.name_of(would.obj_id)
    if would.source_name:
        out["source"] = would.source_name
    if would.kind == "to_graveyard" and would.from_zone == "battlefield" and would.obj_id:
        obj = game.objects.get(would.obj_id) or game.last_known.get(would.obj_id)
        out["dies"] = obj is not None and "Creature" in obj.card.types
    if would.to_zone:
        out["to_zone"] = would.to_zone
        out["position"] = would.position
    if would.tapped:
        out["tapped"] = True
    if would.counters:
        out["counters"] = [list(c) for c in would.counters]
    if would.counter_kind:
        out["counter_kind"] = would.counter_kind
    if would.step:
        out["step"] = would.step
    if would.extra:
        out["extra"] = True
    if would.outcome:
        out["outcome"] = would.outcome
    if would.life_floor is not None:
        out["life_floor"] = would.life_floor
    return out
