"""Cipher (702.98): "If this spell is represented by a card, you may exile this card encoded
on a creature you control" (the last instruction of the spell, 608.2c) and, while the card
is exiled and encoded, "that creature has 'Whenever this creature deals combat damage to a
player, you may copy the encoded card and you may cast the copy without paying its mana
cost'" (702.98a).

The choice: the answer ``cipher`` (the creature's id or name, ``false`` — don't encode), by
default the first creature the caster controls.  The granted ability is a layer-6 effect on
the creature (613.1f), so a creature that loses its abilities loses it too; the encoding ends
when the creature leaves the battlefield (702.98c: it is a new object, 400.7) — the card
stays in exile.  The copy is cast by :func:`.card_copies.cast_copy` (706.12).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.format import Ability, Trigger
from .answers import is_yes
from .effects import pick_by_names
from .state import ContinuousEffect, Game, GameObject
from .zones import move_object

if TYPE_CHECKING:
    from .state import StackItem


def encode(game: Game, item: StackItem, card: GameObject) -> GameObject | None:
    """Exile the resolving spell's card encoded on a creature its controller controls; None
    when it isn't (no such creature, or the answer ``cipher: false``)."""

    if card.is_copy or not any(k.name == "Cipher" for k in item.source_card.keyword_values):
        return None  # "if this spell is represented by a card": a copy of a card is not (706.12)
    answer = item.choices.get("cipher", game.answers.get("cipher"))
    if answer is not None and not isinstance(answer, str) and not is_yes(answer):
        return None
    if isinstance(answer, str) and answer.lower() in ("false", "no", "нет"):
        return None
    creatures = [o for o in game.permanents(item.controller) if _is_creature(game, o)]
    chosen = pick_by_names(creatures, answer if isinstance(answer, str) else None, 1)
    if not chosen:
        return None
    creature = chosen[0]
    exiled = move_object(game, card, "exile")
    trigger = Trigger(
        "deals_combat_damage_to_player",
        Ability(({"cast_copy": {"encoded": exiled.id}},), text="Cipher"),
        text="Cipher",
        rule="702.98a",
    )
    timestamp = game.new_timestamp()
    game.effects.append(
        ContinuousEffect(
            layer="6",
            timestamp=timestamp,
            source=item.source_card.name,
            affected=(creature.id,),
            until="indefinitely",
            parts={"grant": (("triggered", trigger),)},
            controller=item.controller,
            source_id=exiled.id,
        )
    )
    game.log(
        "encoded",
        ("702.98a", "702.98b", "613.1f"),
        player=item.controller,
        card=item.source_card.name,
        creature=creature.label,
        by_default=answer is None and len(creatures) > 1,
    )
    return exiled


def encoded_card(game: Game, card_id: int) -> list[GameObject]:
    """The encoded card, while it is still in exile (a card that left is a new object)."""
    card = game.objects.get(card_id)
    return [card] if card is not None and card.zone == "exile" else []


def _is_creature(game: Game, obj: GameObject) -> bool:
    from .characteristics import characteristics

    return "Creature" in characteristics(game, obj).types
