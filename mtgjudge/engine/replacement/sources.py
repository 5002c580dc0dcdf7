"""Which replacement and prevention effects exist for an event, and whether each applies.

Effects come from four places: static abilities of permanents (``replacements:`` of their
cards), an object's own abilities that work wherever it is (a permanent entering the
battlefield, 614.12; "from anywhere", Progenitus), cards in the affected player's graveyard
(dredge, 702.51a), the protection keyword (702.16e) and effects created by resolved spells
and abilities this turn (``game.replacement_effects``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...cards.replacement_spec import ReplacementSpec
from ..characteristics import characteristics
from ..filters import matches
from ..layers import event_characteristics, permanents_with_replacements
from ..library import size as library_size
from ..protection import player_qualities, rules
from ..protection import qualities as protection_qualities
from ..state import Game, GameObject
from .model import ReplacementEffect, Would

PROTECTION = ReplacementSpec(event="damage", modification="prevent", value="all", to=("self",))
# 702.16e for a player ("You have protection from …"): the controller of the permanent giving it
PLAYER_PROTECTION = ReplacementSpec(
    event="damage", modification="prevent", value="all", to=("you",)
)
# "you may have ~ enter the battlefield as a copy of …" (Clone): the object's own copy effect
# as it enters (706.9, 616.1c); the static ``enters_as_copy`` says what it may copy
AS_COPY = ReplacementSpec(event="enter_battlefield", modification="copy", value="chosen", of="self")


def static_effect(obj: GameObject, index: int, spec: ReplacementSpec) -> ReplacementEffect:
    """The effect a static replacement ability of ``obj`` generates now (604.2)."""
    return _effect_of(obj, f"static:{obj.id}:{index}", spec, source_card=obj.card)


def _effect_of(obj: GameObject, key: str, spec: ReplacementSpec, **extra: Any) -> ReplacementEffect:
    """An effect whose source is ``obj``, controlled by its controller."""
    return ReplacementEffect(
        key=key,
        spec=spec,
        source=obj.label,
        source_name=obj.card.name,
        source_name_ru=obj.card.name_ru,
        source_alias=obj.alias,
        source_id=obj.id,
        controller=obj.controller,
        timestamp=obj.timestamp,
        **extra,
    )


def _object_effects(game: Game, obj: GameObject, ch: Any = None) -> Iterator[ReplacementEffect]:
    """The replacement abilities the object has now (abilities as values: one that lost its
    abilities has none, 613.1f)."""

    for i, spec in enumerate((ch or characteristics(game, obj)).replacements):
        yield static_effect(obj, i, spec)


def permanent_effects(game: Game) -> list[ReplacementEffect]:
    """The effects the static replacement abilities of permanents generate now (a damage
    event takes them once for all its hits, 510.2): only the permanents that have such
    abilities, as a simultaneous event began (608.2h, 704.3)."""

    sources = permanents_with_replacements(game)
    if game.emblem_count:  # 113.4: an emblem's abilities function in the command zone
        from ..layers.system import emblems_with

        sources = sources + emblems_with(game, "replacements")
    return [
        static_effect(obj, i, spec) for obj, ch in sources for i, spec in enumerate(ch.replacements)
    ]


def protection_effect(game: Game, subject: GameObject) -> ReplacementEffect | None:
    """702.16e: protection prevents damage from sources with the quality: a prevention
    effect of the protected permanent."""
    qualities = frozenset(protection_qualities(game, subject))
    if not qualities:
        return None
    variants = {q.kind for q in qualities}
    rules = ("702.16e",) + (("702.16i",) if "everything" in variants else ())
    rules += ("702.16j",) if "player" in variants else ()
    return _effect_of(
        subject, f"protection:{subject.id}", PROTECTION, rules=rules, qualities=qualities
    )


def player_protection_effects(game: Game, player: str) -> list[ReplacementEffect]:
    """702.16e: damage from sources with the quality to a player with protection is
    prevented — one prevention effect per quality, from the permanent that gives it."""
    return [
        _effect_of(
            source,
            f"player_protection:{source.id}:{player}:{quality.kind}:{quality.value}",
            PLAYER_PROTECTION,
            rules=rules("702.16e", quality),
            qualities=frozenset((quality,)),
        )
        for quality, source in player_qualities(game, player)
    ]


def effects_for(
    game: Game,
    would: Would,
    on_board: list[ReplacementEffect] | None = None,
    protections: dict[int, ReplacementEffect | None] | None = None,
) -> list[ReplacementEffect]:
    """Every replacement or prevention effect that exists now and could watch ``would``
    (``on_board``, ``protections``: the permanents' effects and the recipients' protection,
    when the caller already has them)."""
    out: list[ReplacementEffect] = list(game.replacement_effects)
    if on_board is None:
        on_board = permanent_effects(game)
    seen = {e.source_id for e in on_board}
    subject = game.objects.get(would.obj_id) if would.obj_id is not None else None
    out.extend(
        e
        for e in on_board
        if e.spec.event == would.kind
        # 614.12: an entering permanent's effects on "permanents" don't see itself (Orb of
        # Dreams); its own "~ enters …" comes from the object itself, below
        and not (
            would.kind == "enter_battlefield"
            and subject is not None
            and e.source_id == subject.id
            and e.spec.of != "self"
        )
    )
    if (
        subject is not None
        and subject.id not in seen
        and would.kind in ("enter_battlefield", "to_graveyard")
    ):
        # 614.12: a permanent's own "enters the battlefield …"; 112.6-style "from anywhere"
        out.extend(
            e
            for e in _object_effects(game, subject, _event_characteristics(game, subject))
            if e.spec.event == would.kind and e.spec.of == "self"
        )
    if would.kind == "enter_battlefield" and subject is not None:
        ch = _event_characteristics(game, subject)
        if any("enters_as_copy" in s for s in ch.statics):
            out.append(_effect_of(subject, f"as_copy:{subject.id}", AS_COPY))
    if would.kind == "draw" and would.player is not None:
        for card_id in game.player(would.player).zones["graveyard"]:  # dredge (702.51a)
            card = game.obj(card_id)
            out.extend(e for e in _object_effects(game, card) if e.spec.modification == "dredge")
    if would.kind == "damage" and would.player is not None and would.obj_id is None:
        out.extend(player_protection_effects(game, would.player))
    if would.kind == "damage" and subject is not None and subject.zone == "battlefield":
        if protections is not None and subject.id in protections:
            found = protections[subject.id]
        else:
            found = protection_effect(game, subject)
        if found is not None:
            out.append(found)
    return [e for e in out if e.spec.event == would.kind]


def affected_player(game: Game, would: Would) -> str:
    """616.1: the controller of the affected object (its owner if it has none) or the
    affected player chooses the order."""
    if would.obj_id is not None:
        obj = game.objects.get(would.obj_id) or game.last_known.get(would.obj_id)
        if obj is not None:
            return obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
    return would.player or game.active


def _object(game: Game, object_id: int | None) -> GameObject | None:
    if object_id is None:
        return None
    return game.objects.get(object_id) or game.last_known.get(object_id)


def _player_ref(ref: str | None, player: str | None, controller: str) -> bool:
    if ref in (None, "any"):
        return player is not None
    if ref == "you":
        return player == controller
    return player is not None and player != controller  # "opponent"


def _matches(game: Game, eff: ReplacementEffect, obj: GameObject | None, ref: Any) -> bool:
    """``of``/``to``/``source`` conditions naming an object."""
    if obj is None:
        return False
    if ref == "self":
        return obj.id == eff.source_id
    if ref in ("target", "chosen", "dealt_damage_this_way"):  # fixed when created (611.2c)
        return obj.id in eff.locked_objects or obj.id == eff.chosen_source
    if ref in ("enchanted", "equipped"):  # the permanent the Aura / Equipment is attached to
        source = game.objects.get(eff.source_id) if eff.source_id is not None else None
        return source is not None and source.attached_to == obj.id
    source = game.objects.get(eff.source_id) if eff.source_id is not None else None
    return matches(game, obj, dict(ref), controller=eff.controller, source=source)


def _recipient(game: Game, eff: ReplacementEffect, would: Would, ref: Any) -> bool:
    if would.player is not None:
        if ref == "target":
            return would.player in eff.locked_players
        if ref in ("you", "opponent"):
            return _player_ref(ref, would.player, eff.controller)
        return ref == "player"
    if ref in ("you", "opponent", "player"):
        return False
    return _matches(game, eff, _object(game, would.obj_id), ref)


def condition_holds(game: Game, eff: ReplacementEffect, would: Would) -> bool:
    """The effect's "if …" (Worship: "if you control a creature"; Laboratory Maniac: "while
    your library has no cards in it")."""
    for key, arg in eff.spec.condition:
        if key == "you_control":
            if not any(
                matches(game, o, dict(arg), controller=eff.controller)
                for o in game.permanents(eff.controller)
            ):
                return False
        elif key == "life_at_most":
            if game.player(eff.controller).life > int(arg):
                return False
        elif key == "library_empty":
            if would.player is None or library_size(game, would.player):
                return False
        elif key == "opponent_dealt_damage_this_turn":  # 702.53a bloodthirst
            if not any(game.player(p).damage_this_turn for p in game.opponents(eff.controller)):
                return False
        elif key == "revealed_or_controlled":  # noted as the spell was cast (601.2h)
            entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
            if entering is None or not entering.cast_notes & {"revealed", "controlled"}:
                return False
        elif key == "kicked":  # the entering permanent was a kicked spell (702.32b)
            entering = game.objects.get(would.obj_id) if would.obj_id is not None else None
            if (entering is not None and entering.kicked > 0) != bool(arg):
                return False
        elif key == "you_control_at_least":  # "unless you control two or fewer other lands"
            flt, n = arg  # "other": never the entering permanent itself
            if n > sum(
                1
                for o in game.permanents(eff.controller)
                if o.id != would.obj_id and matches(game, o, dict(flt), controller=eff.controller)
            ):
                return False
        elif key == "attacked_with_at_least":  # raid: only the active player attacks (508.1)
            if game.active != eff.controller or len(game.attacked_this_turn) < int(arg):
                return False
        elif key == "creatures_died_this_turn_at_least":  # 700.4: Morbid
            if game.creatures_died_this_turn < int(arg):
                return False
        elif key == "unleashed":  # 702.97a: "you may have …" — the answer unleash, default yes
            from ..answers import is_yes

            answer = game.answers.get("unleash")
            if answer is not None and not is_yes(answer):
                return False
    return True


def applies(game: Game, eff: ReplacementEffect, would: Would) -> bool:
    """Whether ``eff`` would modify ``would`` as it is now (616.1e: checked again after every
    modification)."""
    spec = eff.spec
    if spec.event != would.kind or would.outcome is not None:
        return False
    if not condition_holds(game, eff, would):
        return False
    if would.kind == "damage":
        if would.amount <= 0:
            return False
        if spec.combat is not None and spec.combat != would.combat:
            return False
        if spec.source is not None and not _matches(
            game, eff, _object(game, would.source_id), spec.source
        ):
            return False
        if spec.to and not any(_recipient(game, eff, would, r) for r in spec.to):
            return False
        if eff.qualities:
            from ..protection import SourceView, has_quality

            ch = would.source_chars
            source = None if ch is None else SourceView.of(ch, would.source_controller)
            if source is None or not any(has_quality(source, q) for q in eff.qualities):
                return False
        if spec.modification == "redirect" and spec.value == "enchanted":
            return _enchanted(game, eff) is not None
        return True
    if would.kind in ("destroy", "to_graveyard", "enter_battlefield", "counters"):
        obj = _object(game, would.obj_id)
        if spec.of is not None and not _matches(game, eff, obj, spec.of):
            return False
        if spec.owner is not None and (
            obj is None or not _player_ref(spec.owner, obj.owner, eff.controller)
        ):
            return False
        if spec.from_zone is not None and would.from_zone != spec.from_zone:
            return False
        if would.kind == "counters" and (
            would.amount <= 0 or (spec.kind is not None and spec.kind != would.counter_kind)
        ):
            return False
        return True
    if would.kind in ("step", "phase", "turn"):  # 614.1b: "[players] skip their [next] …"
        if would.kind != "turn" and spec.step != would.step:
            return False
        if spec.extra is not None and spec.extra != would.extra:
            return False
        if spec.player in ("target", "that_player"):  # fixed when created (611.2c)
            return would.player in eff.locked_players
        return _player_ref(spec.player, would.player, eff.controller)
    if would.kind == "lose_game":  # "if you would lose the game" (Lich's Mirror)
        return _player_ref(spec.player or "you", would.player, eff.controller)
    if would.kind == "lose_mana":  # "if you would lose unspent mana" (Kruphix, 500.4)
        return would.amount > 0 and _player_ref(spec.player or "you", would.player, eff.controller)
    if would.kind in ("tokens", "gain_life", "draw"):
        if would.amount <= 0 and would.kind != "draw":
            return False
        if not _player_ref(spec.player, would.player, eff.controller):
            return False
        if spec.modification == "dredge":  # 702.51b: not with fewer cards in the library
            return library_size(game, would.player or "") >= int(spec.value)
        return True
    return False


def _enchanted(game: Game, eff: ReplacementEffect) -> GameObject | None:
    source = game.objects.get(eff.source_id) if eff.source_id is not None else None
    if source is None or not isinstance(source.attached_to, int):
        return None
    return game.objects.get(source.attached_to)


def enchanted_by(game: Game, eff: ReplacementEffect) -> GameObject | None:
    """The permanent the effect's source (an Aura) is attached to (Pariah)."""
    return _enchanted(game, eff)


def _event_characteristics(game: Game, obj: GameObject) -> Any:

    return event_characteristics(game, obj)
