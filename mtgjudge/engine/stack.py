"""The stack (405) and resolution (608): the top object resolves when all players pass.

608.2b: targets are checked again; if every target is now illegal the spell or ability
doesn't resolve ("прерывается"), otherwise only the illegal targets are left alone.
608.2k: an instant or sorcery goes to its owner's graveyard; an ability ceases to exist.
608.3: a permanent spell becomes a permanent on the battlefield.
"""

from __future__ import annotations

from .cast_from import epic, rebound
from .characteristics import characteristics
from .cipher import encode
from .effects import Resolution, run_effects, source_characteristics
from .filters import named_player, why_not_target
from .state import Game, GameObject, StackItem, Target
from .triggers import condition_holds
from .zones import create_object, move_object


def target_is_legal(game: Game, item: StackItem, target: Target) -> bool:
    """Is a chosen target still legal?  An object that changed zones is a new object, so
    its old id no longer exists (400.7, 608.2b)."""
    ability = item.ability
    if ability is None:
        return False
    spec = ability.targets[target.spec_index]
    source_chars = source_characteristics(game, item)
    colours = source_chars.colors if source_chars else frozenset()
    types = source_chars.types if source_chars else frozenset()
    subtypes = source_chars.subtypes if source_chars else frozenset()
    if target.player is not None:
        return (
            why_not_target(
                game,
                spec,
                player=target.player,
                controller=item.controller,
                source_colors=colours,
                source_types=types,
                source_subtypes=subtypes,
                source_id=item.source_id,
            )
            is None
        )
    if target.object_id is None:
        return False
    stacked = game.stack_item(target.object_id)
    if stacked is not None:
        return (
            why_not_target(
                game,
                spec,
                item=stacked,
                controller=item.controller,
                source_colors=colours,
                source_types=types,
                source_subtypes=subtypes,
            )
            is None
        )
    if not game.exists(target.object_id):
        return False
    if spec.filter_dict().get("shares_card_type") and target.spec_index:
        # 608.2b: "… that share a card type" checked again with the first target as it is now
        from .filters import shares_card_type

        first = item.targets[0].object_id if item.targets else None
        if not shares_card_type(game, first, target.object_id):
            return False
    return (
        why_not_target(
            game,
            spec,
            obj=game.obj(target.object_id),
            controller=item.controller,
            source_colors=colours,
            source_types=types,
            source_subtypes=subtypes,
            source_id=item.source_id,
            that_player=named_player(item.targets, spec, item.choices.get("_that_player")),
        )
        is None
    )


def leave_stack(game: Game, item: StackItem, *, resolved: bool = False) -> GameObject:
    """A spell card leaves the stack: to its owner's graveyard, or to exile if its flashback
    cost was paid (702.33a: whatever else would happen), or, as it resolves, to its owner's
    hand if its buyback cost was paid (702.26a; a countered spell goes to the graveyard)."""
    obj = game.obj(item.source_id)
    if item.choices.get("_alt") == "flashback":
        new = move_object(game, obj, "exile")
        game.log("flashback_exiled", ("702.33a",), card=item.source_card.name, owner=new.owner)
        return new
    if resolved and not item.choices.get("_copy"):
        encoded = encode(game, item, obj)  # 702.98a: the spell's last instruction
        if encoded is not None:
            return encoded
    if resolved and "Buyback" in obj.costs_paid:
        new = move_object(game, obj, "hand")
        game.log("buyback_returned", ("702.26a",), card=item.source_card.name, owner=new.owner)
        return new
    return move_object(game, obj, "graveyard")


def copy_gone(game: Game, item: StackItem) -> bool:
    """A copy of a spell (706.10) that leaves the stack is not a card: it ceases to exist
    (704.5e, 706.10a).  True when ``item`` was such a copy."""
    if not item.choices.get("_copy"):
        return False
    game.log("spell_copy_ceased", ("704.5e", "706.10a"), card=item.source_card.name)
    return True


def counter_stack_item(
    game: Game, item: StackItem, *, rules: tuple[str, ...], by: str, to: str = "graveyard"
) -> None:
    """701.5a: remove from the stack without resolving; a spell goes to its owner's graveyard
    (``to: exile`` — "exile it instead of putting it into its owner's graveyard")."""
    game.stack.remove(item)
    name = item.label(game)
    if item.kind == "spell" and item.source_id is not None:
        game.spells_gone[item.source_id] = item  # last known information (608.2g)
    if item.kind == "spell" and not copy_gone(game, item) and game.exists(item.source_id):
        if to == "exile":
            move_object(game, game.obj(item.source_id), "exile")
        else:
            leave_stack(game, item)
    extra = {"to": to} if to != "graveyard" else {}
    game.log("countered", rules, card=name, kind=item.kind, by=by, **extra)


def resolve_top_of_stack(game: Game) -> None:
    """608.1–608.3: resolve the topmost spell or ability."""
    item = game.stack[-1]
    name = item.label(game)
    ability = item.ability
    targets = item.targets
    condition = item.choices.get("_condition")
    if condition:
        if not condition_holds(
            game,
            item.controller,
            condition,
            source_id=item.source_id,
            that=tuple(item.choices.get("_that") or ()),
        ):
            # 608.2a: the intervening "if" is false now: removed from the stack, does nothing
            game.stack.pop()
            game.log("intervening_if_false", ("608.2a", "603.4"), card=name)
            return
    legal = [target_is_legal(game, item, t) for t in targets]
    spell_obj = game.objects.get(item.source_id) if item.kind == "spell" else None
    if spell_obj is not None and spell_obj.bestowed is not None and targets and not any(legal):
        # 702.102d: the effect making it an Aura spell ends; it resolves as a creature spell
        from .faces import end_bestow

        end_bestow(game, spell_obj)
        item.source_card = spell_obj.card
        item.ability = spell_obj.card.spell
        item.targets = targets = []
        legal = []
        game.log("bestow_ended", ("702.102d",), card=name, on_stack=True)
    if targets and not any(legal):
        game.stack.pop()
        if item.kind == "spell" and item.source_id is not None:
            game.spells_gone[item.source_id] = item  # last known information (608.2g)
        if item.kind == "spell" and not copy_gone(game, item) and game.exists(item.source_id):
            leave_stack(game, item)
        aura = item.kind == "spell" and "Aura" in item.source_card.subtypes
        game.log(
            "fizzled",
            ("608.3a", "608.2b") if aura else ("608.2b",),
            card=name,
            kind=item.kind,
            targets=[t.describe(game) for t in targets],
        )
        return
    if item.kind == "spell" and item.source_card.is_permanent_card and item.choices.get("_copy"):
        game.stack.pop()
        _copy_enters(game, item)
        return
    if item.kind == "spell" and item.source_card.is_permanent_card:
        game.stack.pop()
        obj = game.obj(item.source_id)
        from .replacement.cant_enter import kept_off

        preventer = kept_off(game, obj, item.controller, item.choices.get("copy"))
        if preventer is not None:
            # 608.3b: a permanent spell that can't be put onto the battlefield goes to the graveyard
            move_object(game, obj, "graveyard")
            game.log("cannot_enter", ("608.3b",), card=name, by=preventer)
            return
        if "Enchantment" in obj.card.types and "Aura" in obj.card.subtypes:
            target = targets[0] if targets else None
            new = move_object(game, obj, "battlefield", controller=item.controller)
            new.attached_to = (
                target.player
                if target and target.player
                else (target.object_id if target else None)
            )
            game.log(
                "permanent_entered",
                ("608.3", "608.3a"),
                card=name,
                player=item.controller,
                id=new.id,
                attached_to=target.describe(game) if target else None,
                **({"role": "aura"} if new.bestowed is not None else {}),  # 702.102a
            )
            return
        new = move_object(
            game, obj, "battlefield", controller=item.controller, choices=item.choices
        )
        game.cast_from[new.id] = item.choices.get("_cast_from", "hand")
        game.log("permanent_entered", ("608.3",), card=name, player=new.controller, id=new.id)
        from .triggers.keywords import after_entering

        after_entering(game, item, new)
        return
    illegal = [t.describe(game) for t, ok in zip(targets, legal) if not ok]
    source_gone = item.kind == "ability" and not (
        game.exists(item.source_id)
        and game.obj(item.source_id).zone in ("battlefield", "stack", "exile", "command")
    )
    rules = (
        ("608.2", "608.2c")
        + (("608.2a",) if condition else ())  # the intervening "if" was checked again: true
        + (("608.2b",) if illegal else ())
        + (("112.7a",) if source_gone else ())
        + (("702.101d",) if item.choices.get("_fused") else ())  # left half, then right
    )
    game.log(
        "resolving",
        rules,
        card=name,
        kind=item.kind,
        illegal_targets=illegal,
        controller=item.controller,
        source_gone=source_gone,
    )
    res = Resolution(game, item, legal, source_characteristics(game, item), game.answers)
    if ability is not None:
        seen_during = _run_watching_sba(res, ability.effects)
        passed = [n for n in seen_during if n not in sba_conditions(game)]
        if passed:
            # 704.4: a condition that held only in the middle of the resolution is ignored
            game.log("sba_ignored_during_resolution", ("704.4",), cards=passed)
    if item.kind == "spell" and not item.choices.get("_copy"):
        epic(game, item)  # 702.49a: the spell abilities of epic (not of its copies)
    if item in game.stack:
        game.stack.remove(item)
    if item.kind == "spell":
        if copy_gone(game, item):
            pass
        elif game.exists(item.source_id) and game.obj(item.source_id).zone == "stack":
            new = rebound(game, item) or leave_stack(game, item, resolved=True)
            if new.zone == "graveyard":
                game.log("spell_to_graveyard", ("608.2k",), card=name, owner=new.owner, id=new.id)
    else:
        game.log("ability_done", ("608.2k",), card=name)


def _copy_enters(game: Game, item: StackItem) -> None:
    """A copy of a permanent spell resolves (608.3, 706.10): it becomes a permanent under its
    controller's control — not the original's card, which stays on the stack.  Under the 2015
    rules it is a copy of a card, not a token; like every copy of a card it ceases to exist
    in any zone but the stack and the battlefield (706.10a, 704.5e)."""
    from .replacement import zones as replacement

    name = item.source_card.name
    probe = GameObject(
        id=0,
        card=item.source_card,
        owner=item.controller,
        controller=item.controller,
        zone="stack",
        timestamp=0,
    )
    from .replacement.cant_enter import kept_off

    preventer = kept_off(game, probe, item.controller)
    if preventer is not None:  # 608.3b: it would go to the graveyard, where it can't exist
        game.log("cannot_enter", ("608.3b",), card=name, by=preventer)
        copy_gone(game, item)
        return
    new = create_object(game, item.source_card, item.controller, "battlefield")
    new.is_copy = True
    new.sick = True
    replacement.enter_battlefield(game, new)
    game.log(
        "permanent_entered",
        ("608.3", "706.10", "706.10a"),
        card=name,
        player=item.controller,
        id=new.id,
        copy=True,
    )
    from .triggers.keywords import after_entering

    after_entering(game, item, new)


def sba_conditions(game: Game) -> list[str]:
    """Names of creatures whose toughness is 0 or less right now (the 704.5f condition)."""
    out = []
    for obj in game.permanents():
        ch = characteristics(game, obj)
        if "Creature" in ch.types and ch.toughness is not None and ch.toughness <= 0:
            out.append(obj.name)
    return out


def _run_watching_sba(res: Resolution, effects) -> list[str]:
    """608.2c: follow the instructions in order, noting 704.5f conditions that appear
    between them (state-based actions are not checked until the resolution ends)."""
    seen: list[str] = []
    for effect in effects:
        run_effects(res, [effect])
        for name in sba_conditions(res.game):
            if name not in seen:
                seen.append(name)
    return seen
