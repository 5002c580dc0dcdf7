"""Replacement and prevention effects created by resolving spells and abilities (611.2a):
they last this turn, and what they affect ("target creature", "a source of your choice") is
fixed when they are created (611.2c, 609.7a).  Prevention shields (615.7) and regeneration
shields (701.12b) are such effects."""

from __future__ import annotations

from dataclasses import replace as _with
from typing import TYPE_CHECKING

from ...cards.replacement_spec import SKIP_EVENTS, ReplacementSpec
from ..events import ChoiceError
from ..state import ExtraTurn, Game, GameObject
from .model import ReplacementEffect

if TYPE_CHECKING:
    from ..effects import Resolution

REGENERATION = ReplacementSpec(
    event="destroy", modification="regenerate", value=True, of="target", once=True
)


def _new(res: Resolution, spec: ReplacementSpec, **fields) -> ReplacementEffect:
    """A created effect; it lasts this turn, except "skip your next …" (614.10a: it waits
    for the next occurrence, in this turn or a later one, and is used up by it)."""
    game = res.game
    card = res.item.source_card
    source = game.objects.get(res.item.source_id) or game.last_known.get(res.item.source_id)
    alias = source.alias if source is not None else None
    key = f"created:{game.new_id()}"
    effect = ReplacementEffect(
        key=key,
        spec=spec,
        source=card.name if alias is None else f"{card.name} «{alias}»",
        source_name=card.name,
        source_name_ru=card.name_ru,
        source_alias=alias,
        source_id=res.item.source_id,
        controller=res.controller,
        timestamp=game.new_timestamp(),
        this_turn=spec.event not in SKIP_EVENTS or spec.this_turn,
        source_card=card,
        # what follows the prevention may name the spell's targets (615.5, 608.2b)
        targets=tuple(res.item.targets) if spec.then else (),
        targets_legal=tuple(res.legal) if spec.then else (),
        **fields,
    )
    game.replacement_effects.append(effect)
    return effect


def skip_steps_this_turn(game: Game, turn: ExtraTurn) -> None:
    """An extra turn "whose untap step is skipped" (Savor the Moment, 614.1b): the skip
    effect the spell created for that turn, in force as the turn begins."""
    for step in turn.skip:
        spec = ReplacementSpec(
            event="step", modification="skip", value=True, step=step, player="you", once=True
        )
        game.replacement_effects.append(
            ReplacementEffect(
                key=f"created:{game.new_id()}",
                spec=spec,
                source=turn.source,
                source_name=turn.source,
                source_name_ru=turn.source_ru,
                source_alias=None,
                source_id=None,
                controller=turn.player,
                timestamp=game.new_timestamp(),
                this_turn=True,
            )
        )


def prevention_shield(
    res: Resolution,
    amount: int,
    *,
    player: str | None,
    obj: GameObject | None,
    combat: bool = False,
    then: tuple[dict, ...] = (),
) -> None:
    """615.7: "prevent the next N [combat] damage that would be dealt to …"; ``then``: what
    follows each prevention ("If damage is prevented this way, ~ deals that much damage to
    target creature or player", 615.5)."""
    spec = ReplacementSpec(
        event="damage",
        modification="prevent",
        value=amount,
        to=("target",),
        next=True,
        combat=True if combat else None,
        then=then,
    )
    _new(
        res,
        spec,
        locked_players=(player,) if player is not None else (),
        locked_objects=(obj.id,) if obj is not None else (),
        remaining=amount,
    )


def regeneration_shield(res: Resolution, obj: GameObject) -> None:
    """701.12b: "the next time [it] would be destroyed this turn, instead …"."""
    _new(res, REGENERATION, locked_objects=(obj.id,))


def _shields_for_each(res: Resolution, spec: ReplacementSpec) -> bool:
    """615.10: "prevent the next N damage that would be dealt to each creature you control
    this turn": a shield for each applicable creature (and player) as the effect is
    created — one that enters later gets none, and each shield is used up on its own."""
    from ..filters import matches

    if not (spec.next and spec.to) or "target" in spec.to:
        return False
    game = res.game
    objects: list[int] = []
    players: list[str] = []
    for ref in spec.to:
        if isinstance(ref, tuple):
            objects += [
                o.id
                for o in game.permanents()
                if matches(game, o, dict(ref), controller=res.controller)
            ]
        elif ref in ("you", "opponent", "player"):
            players += [
                p
                for p in game.players_in_order()
                if ref == "player" or (p == res.controller) == (ref == "you")
            ]
    shield = _with(spec, to=("target",))
    for obj_id in dict.fromkeys(objects):
        _new(res, shield, locked_objects=(obj_id,), remaining=int(spec.value))
    for player in dict.fromkeys(players):
        _new(res, shield, locked_players=(player,), remaining=int(spec.value))
    game.log(
        "replacement_created",
        ("611.2a", "614.1", "615.1", "615.7", "615.10"),
        source=res.source_name,
        event=spec.event,
        modification=spec.modification,
        targets=[game.name_of(i) for i in dict.fromkeys(objects)] + list(dict.fromkeys(players)),
        chosen=None,
        once=False,
        each=True,
    )
    return True


def create_effect(res: Resolution, spec: ReplacementSpec) -> None:
    """An effect of the ``replacement:`` verb, with its references fixed now."""
    game = res.game
    if _shields_for_each(res, spec):
        return
    objects: list[int] = []
    players: list[str] = []
    refs = [r for r in (spec.of, spec.source, spec.player) if r == "target"] + [
        r for r in spec.to if r == "target"
    ]
    if refs:
        for player, obj in res.recipients("target"):
            if player is not None:
                players.append(player)
            elif obj is not None:
                objects.append(obj.id)
        if not objects and not players:
            return  # the target is gone: the effect affects nothing (608.2b)
    if spec.of == "dealt_damage_this_way":
        # "If a creature dealt damage this way would die this turn, …" (Anger of the Gods):
        # the objects the spell's damage instruction dealt damage to, fixed now (611.2c)
        from ..characteristics import characteristics

        dealt = res.item.choices.get("_dealt_damage") or ()
        objects = [  # creatures (a planeswalker dealt redirected damage is none, 306.7)
            i
            for i in dealt
            if game.exists(i)
            and game.obj(i).zone == "battlefield"
            and "Creature" in characteristics(game, game.obj(i)).types
        ]
        if not objects:
            return  # no damage was dealt: the effect affects nothing
    if spec.player == "that_player":  # "that player skips …" (the trigger event's player)
        players = res.players("that_player")
        if not players:
            return
    chosen = None
    if spec.source == "chosen":
        chosen = _chosen_source(res, spec)
    effect = _new(
        res,
        spec,
        locked_objects=tuple(objects),
        locked_players=tuple(players),
        chosen_source=chosen,
    )
    game.log(
        "replacement_created",
        (("611.2a", "614.1", "615.1") if spec.is_prevention else ("611.2a", "614.1"))
        + (("609.7a",) if chosen is not None else ()),
        source=effect.source,
        event=spec.event,
        modification=spec.modification,
        targets=[game.name_of(i) for i in objects] + players,
        chosen=game.name_of(chosen) if chosen is not None else None,
        once=spec.once,
        this_turn=spec.this_turn,
    )


def _chosen_source(res: Resolution, spec: ReplacementSpec) -> int:
    """609.7a: the source is chosen when the effect is created: a permanent or a spell on
    the stack (``choose: {source: REF}``)."""
    from ..filters import matches

    game = res.game
    wanted = res.answer("source")
    if wanted is None:
        raise ChoiceError(
            f"{res.source_name}: нужно выбрать источник повреждений (choose: {{source: …}}), 609.7a"
        )
    wanted = str(wanted)
    candidates = [game.obj(i) for i in game.battlefield] + [
        game.obj(i.source_id) for i in game.stack if i.kind == "spell" and game.exists(i.source_id)
    ]
    for obj in candidates:
        if wanted in (obj.alias, obj.card.name, obj.card.name_ru):
            if spec.choose_from and not matches(
                game, obj, dict(spec.choose_from), controller=res.controller
            ):
                raise ChoiceError(f"{obj.label} не подходит как источник для {res.source_name}")
            return obj.id
    raise ChoiceError(f"источник «{wanted}» не найден ни на поле битвы, ни в стеке (609.7a)")
