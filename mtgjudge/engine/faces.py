"""The faces of a card: face-down spells and permanents (707: morph and megamorph 702.36,
manifest 701.31), double-faced cards (711: transform 701.25), the halves of a split card
cast as a spell (708.2, fuse 702.101) and flipped permanents (709).

A face-down object has only the characteristics the rule that turned it face down lists
(707.2): a 2/2 creature with no name, no text, no subtypes and no mana cost — no colour
either, as it has no mana cost (202.2).  Those are its copiable values (707.2, 706.2), so the
object's ``card`` *is* that face-down card while the card itself waits in ``hidden``:
everything that reads the object (the layers 613, filters, triggers, state-based actions)
sees only the face-down values.  A copy effect on a face-down permanent is kept but masked by
its face-down status (707.10); it applies again once the permanent is turned face up.

Turning it face up (the special action, 115.2b) is :func:`engine.actions.turn_face_up`; the
same object then shows its own card (707.8: not a new object, effects keep applying).

A double-faced card's ``card`` is its front face, which carries the back face
(``CardDef.back``); while the back face is up, ``card`` is the back face and ``front`` the
front face (711.4b).  Transforming turns the same object over (711.11).
"""

from __future__ import annotations

from typing import Any

from ..cards.format import CardDef
from .names import shown
from .state import Game, GameObject

# 707.2a, 702.36a, 701.31a: the characteristics of a face-down spell or permanent
FACE_DOWN = CardDef(name="", types=("Creature",), power="2", toughness="2")


def turn_face_down(game: Game, obj: GameObject, *, manifested: bool = False) -> None:
    """Turn ``obj`` face down (702.36c before it is cast, 701.31a before it is put onto the
    battlefield, 707.3–707.4): the same object, with the face-down characteristics."""
    if obj.hidden is not None:
        return
    if obj.id in game.battlefield and (obj.front or obj.card.back):
        return  # 711.9: a double-faced permanent can't be turned face down
    real = obj.front or obj.card  # 711.8: a double-faced card is face down as its front face
    obj.front = None
    obj.hidden = real
    obj.face_down = True
    obj.manifested = manifested
    game.turn_over(obj, FACE_DOWN)


def turn_down_by_effect(res: Any, e: dict) -> None:
    """707.2a: "turn target creature … face down" — a face-up permanent becomes a face-down
    2/2 creature with no text, name, subtypes or mana cost (the same object: effects keep
    applying, as when it is turned face up, 707.8); a double-faced permanent can't (711.9)."""
    game = res.game
    for obj in res.objects(e["turn_face_down"]):
        if obj.zone != "battlefield" or obj.hidden is not None:
            continue
        if obj.front or obj.card.back:
            game.log("not_turned_face_down", ("711.9",), card=obj.label)
            continue
        name = obj.label
        turn_face_down(game, obj)
        game.touch()
        game.log("turned_face_down", ("707.2a",), card=name, id=obj.id)


def show_face(game: Game, obj: GameObject) -> CardDef:
    """Turn ``obj`` face up: its copiable values revert to its card's (707.8).  Returns the
    card."""
    real = obj.hidden
    assert real is not None
    obj.hidden = None
    obj.face_down = False
    obj.manifested = False
    game.turn_over(obj, real)
    return real


def as_turned_face_up(game: Game, obj: GameObject) -> bool:
    """707.11: the "As ~ is turned face up, …" abilities ``obj`` has now that it is face up
    apply while it is being turned face up, not afterwards (nothing sees it face up without
    them: Hooded Hydra is never a 0/0).  Returns whether one applied."""
    from .characteristics import characteristics
    from .replacement.quantities import put_counters

    applied = False
    for spec in characteristics(game, obj).replacements:
        if spec.event != "turned_face_up" or spec.modification != "counters":
            continue
        kind, n = spec.value
        put_counters(game, obj, kind, int(n), rules=("707.11", "121.2"), source=obj.label)
        applied = True
    return applied


def revealed(game: Game, old: GameObject, new: GameObject) -> None:
    """707.9: a face-down permanent that leaves the battlefield (or a face-down spell that
    leaves the stack for anywhere but the battlefield) is revealed as it moves; the new
    object (400.7) is the card itself, face up."""
    if old.hidden is None:
        return
    game.log(
        "face_down_revealed",
        ("707.9",),
        card=old.hidden.name,
        label=old.label,
        from_zone=old.zone,
        to_zone=new.zone,
    )


def revealed_at_game_end(game: Game) -> None:
    """707.9: at the end of the game every face-down permanent and spell is revealed to all
    players (called where the game ends: 104.2, 104.4)."""
    hidden = [o for o in (game.obj(i) for i in game.battlefield) if o.hidden is not None]
    hidden += [
        o
        for o in (game.objects.get(item.source_id or -1) for item in game.stack)
        if o is not None and o.zone == "stack" and o.hidden is not None
    ]
    if hidden:
        game.log(
            "face_down_revealed_at_end",
            ("707.9",),
            cards=[o.hidden.name for o in hidden if o.hidden is not None],
        )


def transform(game: Game, obj: GameObject) -> bool:
    """701.25b: turn a double-faced permanent over (711.11: the same object; effects keep
    applying).  Only double-faced permanents transform, and not while face down (701.25a,
    711.8a); returns whether it did."""
    if obj.zone != "battlefield" or obj.hidden is not None:
        return False
    if obj.front is not None:
        front, obj.front = obj.front, None
        game.turn_over(obj, front)
        return True
    if obj.card.back is None:
        return False
    obj.front = obj.card
    game.turn_over(obj, obj.card.back)
    return True


def aura_form(card: CardDef) -> CardDef:
    """702.102a: a card cast for its bestow cost "becomes an Aura enchantment and gains
    enchant creature": an Enchantment — Aura (no longer a creature) whose spell targets a
    creature (702.102b, 303.4a)."""
    import dataclasses

    from ..cards.format import Ability, Cost, TargetSpec

    return dataclasses.replace(
        card,
        types=("Enchantment",),
        subtypes=("Aura",),
        power=None,
        toughness=None,
        spell=Ability((), (TargetSpec("creature"),), Cost(), "instant", ""),
    )


def bestow(game: Game, obj: GameObject) -> None:
    """702.102a: the spell cast for its bestow cost is an Aura (same object)."""
    obj.bestowed = obj.card
    game.turn_over(obj, aura_form(obj.card))


def end_bestow(game: Game, obj: GameObject) -> None:
    """702.102d-e: the effect making it an Aura ends: it is its card again (a creature)."""
    card = obj.bestowed
    assert card is not None
    obj.bestowed = None
    game.turn_over(obj, card)


def split_spell_form(card: CardDef, half: str | None, fuse: bool, zone: str) -> CardDef:
    """708.2a-b: what is put onto the stack when a split card is cast — the half chosen before
    it goes there (only that half is evaluated, only its characteristics exist on the stack),
    or, with fuse from a hand, both halves as one fused split spell (702.101a-b).  Refused:
    no choice, a half the card doesn't have, fuse without the keyword or not from a hand."""
    from ..cards.library import name_key
    from ..cards.split_cards import fused_spell, half_named
    from .events import IllegalActionError

    names = " или ".join(f"{shown(h)}" for h in card.halves)
    if fuse:
        if "Fuse" not in card.keywords:
            raise IllegalActionError(
                f"у {shown(card)} нет Слияния: обе половины разом не разыграть", ("702.101a",)
            )
        if zone != "hand":
            raise IllegalActionError(
                "обе половины разыгрывают со Слиянием только из руки", ("702.101a", "708.2b")
            )
        return fused_spell(card)
    if half is None:
        raise IllegalActionError(
            f"{shown(card)} — расщеплённая карта: выберите половину (half: {names})"
            + (" или обе (fuse: true)" if "Fuse" in card.keywords else ""),
            ("708.2a",),
        )
    chosen = half_named(card, half, name_key)
    if chosen is None:
        raise IllegalActionError(
            f"у {shown(card)} нет половины «{half}»: есть {names}", ("708.2a",)
        )
    return chosen


def cast_as(game: Game, obj: GameObject, form: CardDef) -> None:
    """708.2: the split card on the stack is the half being cast (or the fused spell); the
    whole card comes back as it leaves the stack (``GameObject.physical``)."""
    obj.split = obj.card
    game.turn_over(obj, form)


def flip(game: Game, obj: GameObject) -> bool:
    """709.2, 110.6: "flip [it]" — the permanent becomes flipped (a status): a flip card then
    has its alternative name, text, type line, power and toughness, its own mana cost and
    colour (709.1c); effects keep applying (the same object).  Flipping is one way (709.4): a
    flipped permanent stays flipped.  Returns whether it flipped now.  (A permanent that is a
    copy of another card is flipped too; what it is then follows its copy effect, see
    :func:`mtgjudge.engine.layers.copy.flipped_copy`.)"""
    from ..cards.format import flipped_form

    if obj.zone != "battlefield" or obj.flipped:
        return False
    obj.flipped = True
    if obj.card.flip is not None and obj.hidden is None:
        obj.unflipped = obj.card
        game.turn_over(obj, flipped_form(obj.card))
    else:
        game.touch()
    return True
