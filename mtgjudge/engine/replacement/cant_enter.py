"""Objects that can't enter the battlefield ("Lands can't enter the battlefield": Worms of
the Earth) and players who can't play lands.

An object is judged as it would exist on the battlefield (614.12): a Clone that would enter as
a copy of Dryad Arbor is a land (the example of 608.3b).  What happens then depends on what
tried to put it there: a resolving permanent spell is put into its owner's graveyard
(608.3b); a card an effect would put onto the battlefield stays where it is; a token is not
created (110.5d).  "Can't" beats the instruction (101.2).
"""

from __future__ import annotations

from typing import Any

from ...cards.format import CardDef
from ..filters import card_matches
from ..layers import permanents_with_statics
from ..layers.copy import as_copy_ability, copiable_card, copy_candidates
from ..state import Game, GameObject


def preventer(game: Game, card: CardDef) -> str | None:
    """The permanent whose static ability says a permanent like ``card`` can't enter the
    battlefield, or None."""
    for source, chars in permanents_with_statics(game):
        for static in chars.statics:
            flt = static.get("cant_enter_battlefield")
            if flt is not None and card_matches(card, dict(flt)):
                return source.label
    return None


def as_it_would_enter(game: Game, obj: GameObject, copy_choice: Any, controller: str) -> CardDef:
    """614.12: the card values ``obj`` would have on the battlefield — the copiable values of
    the permanent it would enter as a copy of (706.9; the same choice ``enter_as_copy`` makes)."""
    spec = as_copy_ability(obj.card)
    if spec is None:
        return obj.card
    candidates = copy_candidates(game, spec, controller, exclude=obj.id)
    if copy_choice is not None:
        candidates = [o for o in candidates if o.id == copy_choice]
    return copiable_card(game, candidates[0]) if candidates else obj.card


def kept_off(game: Game, obj: GameObject, controller: str, copy_choice: Any = None) -> str | None:
    """The permanent that keeps ``obj`` off the battlefield (as it would enter), or None."""
    return preventer(game, as_it_would_enter(game, obj, copy_choice, controller))


def stays_put(game: Game, obj: GameObject, by: str) -> None:
    """A card an effect would put onto the battlefield stays where it is (101.2)."""
    game.log("stays_put", ("101.2", "614.12"), card=obj.label, by=by, zone=obj.zone)


def cant_play_lands(game: Game, player: str) -> str | None:
    """The permanent whose static ability says players can't play lands ("Players can't play
    lands": Worms of the Earth; "You can't play lands": Aggressive Mining), or None."""
    for source, chars in permanents_with_statics(game):
        for static in chars.statics:
            who = static.get("cant_play_lands")
            mine = player == source.controller
            if who == "any" or (who == "opponent" and not mine) or (who == "you" and mine):
                return source.label
    return None
