"""Moving objects between zones (400.7): a new object each time, last known information kept."""

from __future__ import annotations

from typing import Any

from ..lazy_import import lazy_module
from .replacement import zones as replacement
from .state import Game, GameObject

# imported on first use: it imports this module
_layers = lazy_module("mtgjudge.engine.layers")
# imported on first use: it imports this module
_library = lazy_module("mtgjudge.engine.library")


def create_object(
    game: Game,
    card,
    owner: str,
    zone: str,
    *,
    controller: str | None = None,
    position: str = "top",
    is_token: bool = False,
    status: dict[str, Any] | None = None,
) -> GameObject:
    """Put a new object into a zone (a card at set-up, a token, a card drawn from a number);
    ``status``: more of its fields, as it is made (a scenario's set-up: tapped, counters…)."""
    object_id = game.new_id()
    timestamp = game.new_timestamp()
    fields: dict[str, Any] = {"controlled_since": timestamp} if zone == "battlefield" else {}
    if status:  # (a token created now is under its controller's control since now)
        fields.update(status)
    obj = GameObject(
        id=object_id,
        card=card,
        owner=owner,
        controller=controller or owner,
        zone=zone,
        timestamp=timestamp,
        is_token=is_token,
        **fields,
    )
    game.touch()
    game.add_object(obj)
    _insert(game, obj, position)
    return obj


def _insert(game: Game, obj: GameObject, position: str) -> None:
    if obj.zone == "battlefield":
        game.enter_battlefield(obj)
        return
    if obj.zone == "stack":
        return
    zone = game.zone_list(obj)
    assert zone is not None
    if obj.zone == "library":
        if position == "bottom":
            _library().put_at_bottom(game, obj)
        else:
            zone.insert(0, obj.id)  # library lists are top first
    else:
        zone.append(obj.id)  # other zones: newest last (the top of a graveyard)


def remove_from_zone(game: Game, obj: GameObject) -> None:
    if obj.zone == "battlefield":
        game.leave_battlefield(obj)
        return
    zone = game.zone_list(obj)
    if zone is not None and obj.id in zone:
        zone.remove(obj.id)


def move_object(
    game: Game,
    obj: GameObject,
    to_zone: str,
    *,
    position: str = "top",
    controller: str | None = None,
    tapped: bool = False,
    face_down: str | None = None,
    choices: dict | None = None,
    transformed: bool = False,
) -> GameObject:
    """Move ``obj`` to ``to_zone`` and return the new object it becomes (400.7).

    The new object is the card itself, face up and front face up (711.4a), unless
    ``face_down`` says it is turned face down first ("manifest", 701.31a; "face_down", 707.3),
    or it is a face-down spell becoming a face-down permanent (707.4), or ``transformed`` puts
    a double-faced card onto the battlefield with its back face up (711.7); a face-down object
    that goes anywhere else is revealed (707.9).

    Cards go to their owner's library, hand or graveyard (400.3); a permanent that leaves the
    battlefield loses its status, damage and counters; things attached to it stay where they
    are (state-based actions deal with them, 704.5n, 704.5p).  Replacement effects apply to
    a card or token that would be put into a graveyard (614.1a) and to a permanent entering
    the battlefield (614.1c–d; ``choices`` are the answers of the spell that put it there,
    for "as ~ enters, choose …"); the caller sees where it really went in ``new.zone``.
    """

    if obj.zone == "battlefield" and obj.exile_if_leaves and to_zone != "exile":
        # "if it would leave the battlefield, exile it instead of putting it anywhere else"
        # (702.83a unearth): 614.6, the replaced move never happens
        rule = obj.exile_if_leaves
        name, old = obj.label, obj.id
        creature = "Creature" in obj.card.types
        new = _move(game, obj, "exile", "top", None, False)
        game.log(
            "moved_instead",
            ("614.6", rule),
            card=name,
            to_zone="exile",
            position="top",
            from_zone="battlefield",
            would_die=creature and to_zone == "graveyard",
            owner=new.owner,
            id=old,
        )
        return new
    if to_zone == "graveyard":
        would = replacement.graveyard_destination(game, obj)
        if would.outcome == "instead":  # 614.1a, 614.6: something else happens instead
            return replacement.instead_of_moving(game, obj, would)
        if would.to_zone != "graveyard":
            new = _move(
                game,
                obj,
                would.to_zone or "graveyard",
                "bottom" if would.position == "shuffle" else would.position,
                None,
                False,
            )
            replacement.moved_instead(game, obj, would, new)
            return new
    new = _move(game, obj, to_zone, position, controller, tapped, face_down, transformed)
    if to_zone == "battlefield":
        replacement.enter_battlefield(game, new, choices)
    return new


def _move(
    game: Game,
    obj: GameObject,
    to_zone: str,
    position: str,
    controller: str | None,
    tapped: bool,
    face_down: str | None = None,
    transformed: bool = False,
) -> GameObject:
    if obj.zone == "battlefield":
        _layers().remember(game, obj)  # last known information: what it was as it left (608.2g)
        game.end_while_tapped(obj.id)  # 611.2b: "for as long as ~ remains tapped"
        if any(e.until == "source_controlled" for e in game.effects):
            from .layers.control import end_lost_control

            end_lost_control(game, leaving=obj.id)  # 611.2b: "for as long as you control ~"
    remove_from_zone(game, obj)
    if obj.zone == "battlefield" and to_zone == "graveyard":
        last = game.last_known_chars.get(obj.id)
        if last is not None and "Creature" in last.types:
            game.creatures_died_this_turn += 1  # 700.4: it died
    game.last_known[obj.id] = obj
    game.remove_object(obj)
    game.touch()
    new_id = game.new_id()
    timestamp = game.new_timestamp()
    status: dict[str, Any] = {}
    if to_zone == "battlefield":  # (made with it, as the fields of GameObject)
        status = {"tapped": tapped, "sick": True, "controlled_since": timestamp}
        if obj.zone == "stack":
            status["kicked"] = obj.kicked  # 702.32d: "if it was kicked" of the permanent spell
            status["x_cast"] = obj.x_cast  # "enters with X counters" (107.3a)
            status["colors_spent"] = obj.colors_spent  # 702.43a sunburst
            status["costs_paid"] = obj.costs_paid  # 702.73a: "if its evoke cost was paid"
            status["cast_notes"] = obj.cast_notes  # "if you revealed a Dragon card … as you cast"
    new = GameObject(
        id=new_id,
        card=obj.physical,
        owner=obj.owner,
        controller=controller or obj.owner,
        zone=to_zone,
        timestamp=timestamp,
        is_token=obj.is_token,
        is_copy=obj.is_copy,
        alias=obj.alias,
        **status,
    )
    stays_face_down = obj.hidden is not None and obj.zone == "stack" and to_zone == "battlefield"
    if obj.bestowed is not None and obj.zone == "stack" and to_zone == "battlefield":
        new.bestowed, new.card = obj.bestowed, obj.card  # 702.102a: the permanent is an Aura
    if face_down is not None or stays_face_down:
        from .faces import turn_face_down

        turn_face_down(game, new, manifested=face_down == "manifest" or obj.manifested)
    if to_zone == "battlefield" and transformed and face_down is None and new.card.back:
        new.front, new.card = new.card, new.card.back  # 711.7: enters with its back face up
    if to_zone == "battlefield":
        if "Planeswalker" in new.card.types and new.card.loyalty is not None:
            new.counters["loyalty"] = new.card.loyalty  # 306.5b
    game.add_object(new)
    game.became[obj.id] = new.id  # 400.7d
    if to_zone == "graveyard":
        game.to_graveyard.append(new.id)  # "when ~ is put into a graveyard from anywhere"
        if obj.zone == "battlefield":
            game.to_graveyard_from_battlefield += 1  # 702.68a (tokens too)
    if obj.alias is not None:
        game.aliases[obj.alias] = new.id
    _insert(game, new, position)
    if obj.hidden is not None and not stays_face_down:
        from .faces import revealed

        revealed(game, obj, new)
    return new
