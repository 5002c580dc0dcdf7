"""Zone changes through replacement effects: "would be put into a graveyard from anywhere"
/ "would die" (Rest in Peace, Leyline of the Void, Gravebane Zombie, Progenitus, Magma
Spray; 614.1a, 614.6) and entering the battlefield tapped, with counters or with a choice
(614.1c, 614.1d, 614.12)."""

from __future__ import annotations

from ..library import shuffle
from ..state import Game, GameObject
from .apply import replace
from .model import Would


def graveyard_destination(game: Game, obj: GameObject) -> Would:
    """Where a card or token that would be put into a graveyard goes instead, if anywhere."""
    return replace(
        game, Would(kind="to_graveyard", obj_id=obj.id, from_zone=obj.zone, to_zone="graveyard")
    )


def moved_instead(game: Game, obj: GameObject, would: Would, new: GameObject) -> None:
    """Record where the object went instead (614.6: the replaced event never happened, so
    abilities that trigger on it — "when … dies" — do not trigger)."""
    if would.position == "shuffle":
        shuffle(game, new.owner)
    creature = "Creature" in obj.card.types and would.from_zone == "battlefield"
    game.log(
        "moved_instead",
        ("614.6", "701.16a") if would.position == "shuffle" else ("614.6",),
        card=obj.label,
        to_zone=would.to_zone,
        position=would.position,
        from_zone=would.from_zone,
        would_die=creature,
        owner=new.owner,
        id=obj.id,
    )


def instead_of_moving(game: Game, obj: GameObject, would: Would) -> GameObject:
    """614.1a, 614.6: the card is not put into the graveyard; the replacement's effects
    happen instead (Ugin's Nexus: exile it and take an extra turn).  The object as it is
    afterwards: where those effects put it (400.7d), or where it was."""
    from .perform import run_replacement_effects

    for effect, effects in would.then:
        run_replacement_effects(game, effect, effects, would)
    current = obj.id
    while current in game.became:
        current = game.became[current]
    return game.objects.get(current) or obj


def enter_battlefield(game: Game, new: GameObject, choices: dict | None = None) -> None:
    """614.1c, 614.1d, 614.12: replacement effects that modify how ``new`` enters the
    battlefield (tapped, with counters, "as ~ enters"), seeing it as it would exist there."""
    would = replace(
        game,
        Would(
            kind="enter_battlefield",
            obj_id=new.id,
            player=new.controller,
            to_zone="battlefield",
            tapped=new.tapped,
            copy_choice=(choices or {}).get("copy"),
        ),
    )
    if would.tapped:
        new.tapped = True
    for kind, n in would.counters:
        from .quantities import put_counters

        put_counters(game, new, kind, n, rules=("614.1c", "121.2"), source=new.label)
    from .as_enters import choose_as_enters

    choose_as_enters(game, new, choices)
