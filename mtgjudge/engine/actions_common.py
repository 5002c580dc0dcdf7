"""The game's primitive actions (701, 118–121): each changes the state and records an event
citing its rules.  Effects (610), costs and state-based actions are built from these.
"""

from __future__ import annotations

from .answers import may
from .characteristics import characteristics
from .layers import event_characteristics
from .library import top
from .replacement.apply import replace
from .replacement.model import Would
from .state import Game, GameObject
from .zones import move_object


def destroy(
    game: Game, obj: GameObject, *, rules: tuple[str, ...], cause: str, **data
) -> GameObject | None:
    """701.6a: move a permanent to its owner's graveyard; indestructible ones are not
    destroyed (702.12b); regeneration (701.12a, 614.8) and other replacement effects of
    "would be destroyed" apply first, and "can't be regenerated" (701.12c) keeps
    regeneration from applying."""
    if "Indestructible" in event_characteristics(game, obj).keywords:
        game.log("not_destroyed", ("702.12b",), card=obj.label, cause=cause)
        return None
    cant_regenerate = bool(data.pop("cant_regenerate", False)) or obj.id in game.cant_be_regenerated
    would = replace(
        game,
        Would(kind="destroy", obj_id=obj.id, from_zone=obj.zone, unpreventable=cant_regenerate),
    )
    if would.outcome == "regenerate":
        game.tap(obj)
        obj.damage = 0
        obj.deathtouch_damage = False
        from .combat import remove_from_combat

        remove_from_combat(game, obj)
        game.log("regenerated", ("701.12a",), card=obj.label)
        return None
    if would.outcome == "instead":
        from .replacement.perform import run_replacement_effects

        for effect, effects in would.then:
            run_replacement_effects(game, effect, effects, would)
        return None
    name, owner, old = obj.label, obj.owner, obj.id
    new = move_object(game, obj, "graveyard")
    if new.zone == "graveyard":
        game.log(
            "destroyed", rules, card=name, owner=owner, cause=cause, id=old, new_id=new.id, **data
        )
    return new


def put_into_graveyard(
    game: Game, obj: GameObject, *, rules: tuple[str, ...], reason: str, **data
) -> GameObject:
    """Put into the owner's graveyard without destroying (704.5f, 704.5i, legend rule, …)."""
    name, owner, old, zone = obj.label, obj.owner, obj.id, obj.zone
    new = move_object(game, obj, "graveyard")
    if new.zone != "graveyard":
        return new
    game.log(
        "put_into_graveyard",
        rules,
        card=name,
        owner=owner,
        reason=reason,
        id=old,
        new_id=new.id,
        from_zone=zone,
        **data,
    )
    return new


def sacrifice(
    game: Game,
    obj: GameObject,
    *,
    rules: tuple[str, ...] = ("701.14a",),
    by_default: bool = False,
    exploited_by: int | None = None,
) -> GameObject:
    """701.14a: move a permanent you control to its owner's graveyard; not a destruction.
    ``exploited_by``: the creature whose exploit ability sacrificed it (702.109a)."""
    name, controller, old = obj.label, obj.controller, obj.id
    extra = {} if exploited_by is None else {"exploited_by": exploited_by}
    new = move_object(game, obj, "graveyard")
    if new.zone != "graveyard":  # 614.6: it was sacrificed, but it did not die
        game.log(
            "sacrificed",
            rules,
            card=name,
            player=controller,
            by_default=by_default,
            id=None,
            was=old,
            **extra,
        )
        return new
    game.log(
        "sacrificed",
        rules,
        card=name,
        player=controller,
        by_default=by_default,
        id=old,
        new_id=new.id,
        **extra,
    )
    return new


def exile(game: Game, obj: GameObject, *, rules: tuple[str, ...] = ("701.9a",)) -> GameObject:
    """701.9a: move to the exile zone (a new object, 400.7)."""
    name, zone, old = obj.label, obj.zone, obj.id
    new = move_object(game, obj, "exile")
    game.log("exiled", rules, card=name, from_zone=zone, id=old, new_id=new.id)
    return new


def return_to_hand(
    game: Game, obj: GameObject, *, rules: tuple[str, ...] = ("400.7",)
) -> GameObject:
    name, zone, owner, old = obj.label, obj.zone, obj.owner, obj.id
    new = move_object(game, obj, "hand")
    game.log("returned_to_hand", rules, card=name, from_zone=zone, owner=owner, id=old)
    return new


def gain_life(game: Game, player: str, amount: int, *, rules: tuple[str, ...], source: str) -> None:
    """118.3: the life total goes up; "can't gain life" wins over it (101.2); replacement
    effects apply (614.1a)."""
    from .replacement.quantities import gain_life as gain

    gain(game, player, amount, rules=rules, source=source)


def lose_life(game: Game, player: str, amount: int, *, rules: tuple[str, ...], source: str) -> None:
    if amount <= 0:
        return
    p = game.player(player)
    p.life -= amount
    p.life_paid_or_lost_this_turn += amount
    game.log("life_lost", rules, player=player, amount=amount, life=p.life, source=source)


def _forbids(who: object, controller: str, player: str) -> bool:
    """Whether "… can't gain life" of ``controller``'s (``all``, ``opponents``, ``you``)
    reaches ``player`` (101.2)."""
    return (
        who == "all"
        or (who == "opponents" and controller != player)
        or (who == "you" and controller == player)
    )


def player_cant_gain_life(game: Game, player: str) -> bool:
    """101.2: a static ability or a resolved "… can't gain life this turn" (611.2a, the turn
    it resolved in) forbids ``player`` to gain life."""
    for p in game.permissions:
        if (
            p["kind"] == "cant_gain_life"
            and p["turn"] == game.turn
            and _forbids(p["who"], p["player"], player)
        ):
            return True
    for obj in game.permanents():
        for static in characteristics(game, obj).statics:
            if "cant_gain_life" in static and _forbids(
                static["cant_gain_life"], obj.controller, player
            ):
                return True
    return False


def deal_damage(
    game: Game,
    source_name: str,
    source_chars,
    source_controller: str,
    amount: int,
    *,
    player: str | None = None,
    obj: GameObject | None = None,
    combat: bool = False,
    rules: tuple[str, ...] = (),
    source_id: int | None = None,
) -> int:
    """119: one source deals damage to one player or object (a damage event of one hit,
    see ``replacement.damage``).  Returns the damage dealt."""
    from .replacement.damage import Hit, deal_damage_event

    hit = Hit(
        source_name,
        source_chars,
        source_controller,
        amount,
        player=player,
        obj=obj,
        combat=combat,
        rules=rules,
        source_id=source_id,
    )
    return deal_damage_event(game, [hit])[0]


def draw_cards(game: Game, player: str, count: int, *, rules: tuple[str, ...] = ("120.1",)) -> int:
    """120: draw one at a time; drawing from an empty library marks the player for 704.5b."""
    from .replacement.quantities import draw_one

    p = game.player(player)
    drawn = empty = 0
    for _ in range(count):
        if game.over:
            break
        result = draw_one(game, player)  # replacement effects first (614.1a, 702.51a)
        if result == "forbidden":  # 101.2: no more draws this turn
            break
        drawn += result == "drawn"
        empty += result == "empty"
    if drawn:
        game.log("cards_drawn", rules, player=player, count=drawn)
    # the draws that find the library empty come after those that did not (120.4)
    for _ in range(empty):
        p.drew_from_empty_library = True
        game.log("draw_from_empty_library", ("120.4", "704.5b"), player=player)
    return drawn


def discard(
    game: Game,
    player: str,
    cards: list[GameObject],
    *,
    rules: tuple[str, ...] = ("701.7a",),
    by_default: bool = False,
) -> list[int]:
    """701.7a: the cards go from the hand to the graveyard (madness: to exile, 702.34a); the
    new objects they became (400.7)."""
    names = [c.name for c in cards]
    exiled = []
    ids = []  # the cards as the new objects they became (400.7): "whenever a player discards …"
    for c in cards:
        if _madness(game, c):
            new = move_object(game, c, "exile")  # 702.34a
            exiled.append((c.label, new))
        else:
            new = move_object(game, c, "graveyard")
        ids.append(new.id)
    if names:
        game.log("discarded", rules, player=player, cards=names, ids=ids, by_default=by_default)
    for name, new in exiled:
        # "when this card is exiled this way" (702.34a) triggers from this event
        game.log("madness_exiled", ("702.34a",), player=player, card=name, id=new.id)
    return ids


def _madness(game: Game, card: GameObject) -> bool:
    """702.34a: a player discarding a card with madness may exile it instead of putting it
    into the graveyard (the answer ``may``; by default they do)."""
    if card.zone != "hand" or not any(k.name == "Madness" for k in card.card.keyword_values):
        return False
    return may(game.answers)


def mill(game: Game, player: str, count: int) -> None:
    """Put the top cards of a library into its owner's graveyard (as many as there are, 609.3)."""
    names = []
    for _ in range(count):
        library = top(game, player)
        if not library:
            break
        obj = game.obj(library[0])
        names.append(obj.name)
        move_object(game, obj, "graveyard")
    game.log(
        "milled",
        ("610.1", "609.3") if len(names) < count else ("610.1",),
        player=player,
        cards=names,
        asked=count,
    )
