"""Copy effects (706), layer 1 (613.1a): "you may have ~ enter the battlefield as a copy of
any creature on the battlefield" (Clone, Copy Enchantment, Quicksilver Gargantuan).

A copy takes the copiable values of the original (706.2): what is printed on it, as modified
by other copy effects (so a copy of a copy copies what that copy copied, 706.2) and by the
exceptions written into the copy effect itself (706.9b: "except it's still 7/7") — and nothing
else: no counters, no other effects, no status.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ...cards.format import CardDef
from ..state import ContinuousEffect, Game, GameObject


def copiable_card(game: Game, obj: GameObject) -> CardDef:
    """706.2: the original's copiable values (the latest copy effect on it, or its card);
    a face-down permanent's are its face-down values, whatever it copies (707.2, 707.10).
    A bestowed Aura's Aura form is an effect of its bestow ability (702.102a), not a copiable
    value: a copy of it is the card as printed (an enchantment creature, 706.2)."""
    card = obj.card
    if obj.hidden is not None:
        return card
    if obj.bestowed is not None:
        card = obj.bestowed
    if obj.unflipped is not None:  # 706.2: the flipped status is not copied (110.6)
        card = obj.unflipped
    for effect in game.effects:
        if obj.id in effect.affected and "copy" in effect.parts:
            card = effect.parts["copy"]
    return card


def flipped_copy(obj: GameObject, card: CardDef) -> CardDef:
    """What a flipped permanent is when it copies ``card`` (706.2 example, 110.6): the
    flipped form of a flip card, else the card."""
    from ...cards.format import flipped_form

    return flipped_form(card) if obj.flipped and card.flip is not None else card


def as_copy_ability(card: CardDef) -> dict[str, Any] | None:
    """The card's "enter the battlefield as a copy of …" ability, if it has one."""
    for static in card.static:
        if "enters_as_copy" in static:
            return static
    return None


def copy_candidates(
    game: Game, spec: dict[str, Any], controller: str, exclude: int | None = None
) -> list[GameObject]:
    from ..filters import matches

    flt = dict(spec["enters_as_copy"])
    return [
        o
        for o in game.permanents()
        if o.id != exclude and matches(game, o, flt, controller=controller)
    ]


def enter_as_copy(
    game: Game,
    new: GameObject,
    choice: Any,
    controller: str,
    spec: dict[str, Any] | None = None,
    rules: tuple[str, ...] = (),
) -> None:
    """706.9: as ``new`` enters, it becomes a copy of the chosen permanent (``choice``: an
    object id from the scenario's ``choose: {copy: …}``; by default the first permanent that
    fits, in battlefield order).  If nothing fits, it enters as itself.  ``spec``: the
    "enter as a copy" ability (by default the card's own)."""
    spec = spec if spec is not None else as_copy_ability(new.card)
    if spec is None:
        return
    candidates = copy_candidates(game, spec, controller, exclude=new.id)
    by_default = choice is None
    original = None
    if choice is not None:
        original = next((o for o in candidates if o.id == choice), None)
        if original is None:
            game.log("copy_choice_gone", ("706.9",), card=new.label)
            return
    elif candidates:
        original = candidates[0]
    if original is None:
        game.log("copy_nothing", ("706.9",), card=new.label)
        return
    become_copy(game, new, original, controller, spec.get("except") or {}, by_default, rules)


def become_copy(
    game: Game,
    new: GameObject,
    original: GameObject,
    controller: str,
    exceptions: dict[str, Any] | None = None,
    by_default: bool = False,
    rules: tuple[str, ...] = (),
) -> None:
    """706.2, 613.1a: ``new`` becomes a copy of ``original`` as it enters (its copiable
    values, with the copy effect's own exceptions, 706.9b)."""
    card = copiable_card(game, original)
    exceptions = exceptions or {}
    if exceptions:
        card = dataclasses.replace(
            card,
            power=str(exceptions.get("power", card.power)),
            toughness=str(exceptions.get("toughness", card.toughness)),
        )
    game.effects.append(
        ContinuousEffect(
            layer="1",
            timestamp=new.timestamp,
            source=new.card.name,
            affected=(new.id,),
            until="indefinitely",
            parts={"copy": card},
            controller=controller,
            source_id=new.id,
        )
    )
    game.touch()
    game.log(
        "entered_as_copy",
        ("706.2", "613.1a")
        + (("706.9b",) if exceptions else ())
        # a face-down permanent's copiable values are its face-down ones (707.2, 706.3)
        + (("707.2", "706.3") if original.hidden is not None else ())
        + rules,
        card=new.label,
        original=original.label,
        copied=card.name,
        chosen_by_default=by_default,
        exceptions={k: int(v) for k, v in exceptions.items()},
    )
