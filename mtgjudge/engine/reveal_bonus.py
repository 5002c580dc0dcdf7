"""Dragons of Tarkir's optional reveal (601.2b, 601.2h): "As an additional cost to cast ~, you
may reveal a Dragon card from your hand." with "If you revealed a Dragon card or controlled a
Dragon as you cast this spell, …".

The static ``{optional_reveal: FILTER}`` of the card is read as the spell is cast: the caster
announces whether to reveal (601.2b; the scenario's ``choose: {reveal: CARD | false}``, by
default the first card of the hand that fits, other than the spell itself) and the card stays
in the hand.  As the casting is finished (601.2h) the spell notes "revealed" and, if its caster
controls a permanent that fits the filter, "controlled" (``GameObject.cast_notes``, kept by the
permanent it becomes); the condition ``revealed_or_controlled`` reads them.  A copy is not cast
and notes nothing.
"""

from __future__ import annotations

from typing import Any

from ..cards.format import CardDef
from .events import IllegalActionError
from .filters import card_matches, matches
from .state import Game, GameObject


def note_cast(
    game: Game, player: str, spell: GameObject, card: CardDef, choices: dict[str, Any]
) -> None:
    """601.2b: the optional reveal; 601.2h: what the spell notes as it becomes cast."""
    from .effects import pick_by_names

    flt = next(dict(s["optional_reveal"]) for s in card.static if "optional_reveal" in s)
    answer = choices.pop("reveal", None)
    if isinstance(answer, str) and answer.lower() in ("false", "no", "нет"):
        answer = False
    hand = [c for c in game.cards_in(player, "hand") if card_matches(c.card, flt)]
    notes: set[str] = set()
    if answer is not False:
        chosen = pick_by_names(hand, answer, 1) if answer else hand[:1]
        if answer and not chosen:
            raise IllegalActionError(
                f"показать «{answer}» нельзя: в руке нет такой подходящей карты",
                ("601.2b", "701.13a"),
            )
        if chosen:
            notes.add("revealed")
            game.log(
                "revealed_for_cost",
                ("601.2b", "701.13a"),
                player=player,
                card=chosen[0].card.name,
                by_default=answer is None,
            )
    if any(matches(game, o, flt, controller=player) for o in game.permanents(player)):
        notes.add("controlled")
    spell.cast_notes = frozenset(notes)
