"""The game's primitive actions (701, 118–121): each changes the state and records an event
citing its rules.  Effects (610), costs and state-based actions are built from these.
"""

from __future__ import annotations

from .characteristics import characteristics
from .state import Game, GameObject
from .zones import move_object


def destroy(
    game: Game, obj: GameObject, *, rules: tuple[str, ...], cause: str, **data
) -> GameObject | None:
    """701.6a: move a permanent to its owner's graveyard; indestructible ones are not
    destroyed (702.12b); a regeneration shield replaces it (701.12)."""
    if "Indestructible" in characteristics(game, obj).keywords:
        game.log("not_destroyed", ("702.12b",), card=obj.label, cause=cause)
        return None
    if obj.regeneration_shields and not data.get("cant_regenerate"):
        obj.regeneration_shields -= 1
        obj.tapped = True
        obj.damage = 0
        obj.deathtouch_damage = False
        from .combat import remove_from_combat

        remove_from_combat(game, obj)
        game.log("regenerated", ("701.12a",), card=obj.label)
        return None
    if obj.regeneration_shields and data.get("cant_regenerate"):
        game.log("regeneration_prevented", ("701.12c",), card=obj.label)
    name, owner, old = obj.label, obj.owner, obj.id
    new = move_object(game, obj, "graveyard")
    data.pop("cant_regenerate", None)
    game.log("destroyed", rules, card=name, owner=owner, cause=cause, id=old, **data)
    return new


def put_into_graveyard(
    game: Game, obj: GameObject, *, rules: tuple[str, ...], reason: str, **data
) -> GameObject:
    """Put into the owner's graveyard without destroying (704.5f, 704.5i, legend rule, …)."""
    name, owner, old, zone = obj.label, obj.owner, obj.id, obj.zone
    new = move_object(game, obj, "graveyard")
    game.log(
        "put_into_graveyard",
        rules,
        card=name,
        owner=owner,
        reason=reason,
        id=old,
        from_zone=zone,
        **data,
    )
    return new


def sacrifice(
    game: Game, obj: GameObject, *, rules: tuple[str, ...] = ("701.14a",), by_default: bool = False
) -> GameObject:
    """701.14a: move a permanent you control to its owner's graveyard; not a destruction."""
    name, controller, old = obj.label, obj.controller, obj.id
    new = move_object(game, obj, "graveyard")
    game.log("sacrificed", rules, card=name, player=controller, by_default=by_default, id=old)
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
    """118.3: the life total goes up; "can't gain life" wins over it (101.2)."""
    if amount <= 0:
        return
    if player_cant_gain_life(game, player):
        game.log(
            "life_gain_prevented", ("101.2", "118.3"), player=player, amount=amount, source=source
        )
        return
    p = game.player(player)
    p.life += amount
    game.log("life_gained", rules, player=player, amount=amount, life=p.life, source=source)


def lose_life(game: Game, player: str, amount: int, *, rules: tuple[str, ...], source: str) -> None:
    if amount <= 0:
        return
    p = game.player(player)
    p.life -= amount
    p.life_paid_or_lost_this_turn += amount
    game.log("life_lost", rules, player=player, amount=amount, life=p.life, source=source)


def player_cant_gain_life(game: Game, player: str) -> bool:
    for obj in game.permanents():
        for static in obj.card.static:
            who = static.get("cant_gain_life")
            if (
                who == "all"
                or (who == "opponents" and obj.controller != player)
                or (who == "you" and obj.controller == player)
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
    """119: damage to a player makes them lose life (119.3a), to a planeswalker removes
    loyalty counters (119.3c), to a creature is marked on it (119.3e); deathtouch (702.2b)
    and lifelink (119.3f) apply.  Returns the damage dealt."""
    if amount <= 0 or (player is None and obj is None):
        return 0
    amount = _apply_prevention(game, source_name, amount, player=player, obj=obj)
    if amount <= 0:
        return 0
    if obj is not None and source_chars is not None:
        from .filters import protection_from, source_has_quality

        for quality in protection_from(game, obj):
            if source_has_quality(source_chars.colors, source_chars.types, quality):
                game.log(
                    "damage_prevented_by_protection",
                    ("702.16e",),
                    source=source_name,
                    target=obj.label,
                    amount=amount,
                )
                return 0
    keywords = source_chars.keywords if source_chars is not None else frozenset()
    base = ("119.1", "119.2") + tuple(rules)
    if player is not None:
        p = game.player(player)
        p.life -= amount
        p.life_paid_or_lost_this_turn += amount
        game.log(
            "damage_dealt",
            base + ("119.3a",),
            source=source_name,
            source_id=source_id,
            target=player,
            target_kind="player",
            amount=amount,
            life=p.life,
            combat=combat,
        )
    elif obj is not None:
        ch = characteristics(game, obj)
        if "Planeswalker" in ch.types and "Creature" not in ch.types:
            current = obj.counters.get("loyalty", 0)
            obj.counters["loyalty"] = max(0, current - amount)
            game.log(
                "damage_dealt",
                base + ("119.3c",),
                source=source_name,
                target=obj.label,
                target_kind="planeswalker",
                amount=amount,
                loyalty=obj.counters["loyalty"],
                combat=combat,
            )
        else:
            obj.damage += amount
            if "Deathtouch" in keywords:
                obj.deathtouch_damage = True
            game.log(
                "damage_dealt",
                base + ("119.3e",) + (("702.2c",) if "Deathtouch" in keywords else ()),
                source=source_name,
                target=obj.label,
                target_kind="creature",
                amount=amount,
                damage_marked=obj.damage,
                combat=combat,
            )
    if "Lifelink" in keywords:
        gain_life(game, source_controller, amount, rules=("119.3f", "702.15b"), source=source_name)
    return amount


def _apply_prevention(
    game: Game, source_name: str, amount: int, *, player: str | None, obj: GameObject | None
) -> int:
    """615.7: a shield "prevent the next N damage that would be dealt to X" reduces the
    damage and is used up by it."""
    for shield in list(game.prevention_shields):
        if (player is not None and shield.get("player") == player) or (
            obj is not None and shield.get("object_id") == obj.id
        ):
            prevented = min(amount, shield["amount"])
            shield["amount"] -= prevented
            amount -= prevented
            if not shield["amount"]:
                game.prevention_shields.remove(shield)
            game.log(
                "damage_prevented",
                ("615.1a", "615.7"),
                source=source_name,
                target=player if obj is None else obj.label,
                amount=prevented,
                shield_left=shield["amount"],
                by=shield["source"],
            )
            if amount <= 0:
                break
    return amount


def draw_cards(game: Game, player: str, count: int, *, rules: tuple[str, ...] = ("120.1",)) -> int:
    """120: draw one at a time; drawing from an empty library marks the player for 704.5b."""
    p = game.player(player)
    library = p.zones["library"]
    drawn = min(count, len(library))
    for _ in range(drawn):
        move_object(game, game.obj(library[0]), "hand")
    if drawn:
        game.log("cards_drawn", rules, player=player, count=drawn)
    # the draws that find the library empty come after those that did not (120.4)
    for _ in range(count - drawn):
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
) -> None:
    names = [c.name for c in cards]
    for c in cards:
        move_object(game, c, "graveyard")
    if names:
        game.log("discarded", rules, player=player, cards=names, by_default=by_default)


def mill(game: Game, player: str, count: int) -> None:
    """Put the top cards of a library into its owner's graveyard (as many as there are, 609.3)."""
    p = game.player(player)
    names = []
    for _ in range(count):
        if not p.zones["library"]:
            break
        obj = game.obj(p.zones["library"][0])
        names.append(obj.name)
        move_object(game, obj, "graveyard")
    game.log(
        "milled",
        ("610.1", "609.3") if len(names) < count else ("610.1",),
        player=player,
        cards=names,
        asked=count,
    )
