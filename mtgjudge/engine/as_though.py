"""Effects that let a player do something "as though" a condition were true (609.4): only
the stated thing is treated so; everything else is checked as usual, and two such effects
both apply (609.4a: Vedalken Orrery and Shaman's Trance together).

* Static ``{cast_as_though_flash: you}`` on a permanent: its controller may cast spells as
  though they had flash (Vedalken Orrery).
* Flashback (702.33a): a card with ``flashback: COST`` may be cast from its owner's graveyard
  for that cost, and is exiled whenever it would leave the stack.
* ``{graveyards_as_yours: true}`` — a resolved effect "this turn": the player may cast spells
  from other players' graveyards as though those cards were in their own graveyard, and
  other players can't cast spells from their graveyards (Shaman's Trance).
"""

from __future__ import annotations

from .events import IllegalActionError
from .names import shown
from .state import Game, GameObject


def may_cast_as_though_flash(game: Game, player: str) -> str | None:
    """The name of a permanent that lets ``player`` cast spells as though they had flash."""
    from .layers import characteristics

    for obj in game.permanents(player):
        if any("cast_as_though_flash" in s for s in characteristics(game, obj).statics):
            return obj.name
    return None


def graveyard_permission(game: Game, player: str) -> dict | None:
    """This turn's Shaman's Trance-like permission of ``player``, if any."""
    for p in game.permissions:
        if p["player"] == player and p["kind"] == "graveyards_as_yours" and p["turn"] == game.turn:
            return p
    return None


def check_cast_from_graveyard(
    game: Game, player: str, card: GameObject, alt: str | None
) -> tuple[str, ...]:
    """May ``player`` cast ``card`` from a graveyard?  Returns the rules that allow it; raises
    :class:`IllegalActionError` otherwise."""
    retrace = alt == "retrace" and any(k.name == "Retrace" for k in card.card.keyword_values)
    if not retrace and (alt != "flashback" or "flashback" not in dict(card.card.alt_costs)):
        raise IllegalActionError(
            f"{shown(card)} на кладбище: с кладбища разыгрывают только за стоимость "
            "Воспоминания (alt: flashback) или с Возвращением (alt: retrace)",
            ("601.2a", "702.33a", "702.80a"),
        )
    # 702.80a: retrace is a permission to cast it from the graveyard with an additional cost
    rules: tuple[str, ...] = ("702.80a",) if retrace else ("702.33a",)
    for p in game.permissions:
        if (
            p["kind"] == "graveyards_as_yours"
            and p["turn"] == game.turn
            and p["player"] != player
            and card.owner == player
        ):
            raise IllegalActionError(
                f"в этом ходу {p['player']} разыграл «{p['source']}»: другие игроки не могут "
                "разыгрывать заклинания со своих кладбищ",
                ("609.4", "101.2"),
            )
    if card.owner != player:
        trance = graveyard_permission(game, player)
        if trance is None:
            raise IllegalActionError(
                "Воспоминание и Возвращение позволяют разыгрывать карту только со своего кладбища",
                rules,
            )
        rules += ("609.4", "609.4a")
    return rules
