"""Effects that let a player do something "as though" a condition were true (609.4): only
the stated thing is treated so; everything else is checked as usual, and two such effects
both apply (609.4a: Vedalken Orrery and Shaman's Trance together).

* Static ``{cast_as_though_flash: you}`` on a permanent: its controller may cast spells as
  though they had flash (Vedalken Orrery).
* Flashback (702.33a): a card with ``flashback: COST`` may be cast from its owner's graveyard
  for that cost, and is exiled whenever it would leave the stack.
* ``{cast_from_graveyard: self, if: CONDITION}`` on a card: its owner may cast it from their
  graveyard while the condition holds (112.6e), as usual otherwise.
* ``{graveyards_as_yours: true}`` — a resolved effect "this turn": the player may cast spells
  from other players' graveyards as though those cards were in their own graveyard, and
  other players can't cast spells from their graveyards (Shaman's Trance).
"""

from __future__ import annotations

from ..cards.format import CardDef
from .events import IllegalActionError
from .names import shown
from .state import Game, GameObject


def may_cast_as_though_flash(game: Game, player: str, card: CardDef | None = None) -> str | None:
    """The name of what lets ``player`` cast ``card`` as though it had flash (609.4): a
    permanent's static ``{cast_as_though_flash: you | all, of: FILTER, if: CONDITION}`` ("You
    may cast creature spells as though they had flash", "Any player may cast Sliver spells
    …"), or the card's own ``{cast_as_though_flash: self, if: CONDITION}`` ("If you control a
    creature with power 4 or greater, you may cast ~ as though it had flash"; 112.6d: it
    functions in the hand)."""
    from .filters import card_matches
    from .layers import permanents_with_statics
    from .triggers import condition_holds

    if card is not None:
        for st in card.static:
            if st.get("cast_as_though_flash") == "self" and (
                not st.get("if") or condition_holds(game, player, st["if"])
            ):
                return card.name
    for obj, ch in permanents_with_statics(game):
        for st in ch.statics:
            who = st.get("cast_as_though_flash")
            if who not in ("you", "all") or (who == "you" and obj.controller != player):
                continue
            if st.get("if") and not condition_holds(
                game, obj.controller, st["if"], source_id=obj.id
            ):
                continue
            of = dict(st.get("of") or {})
            if of and (card is None or not card_matches(card, of)):
                continue
            return obj.name
    return None


def graveyard_permission(game: Game, player: str) -> dict | None:
    """This turn's Shaman's Trance-like permission of ``player``, if any."""
    for p in game.permissions:
        if p["player"] == player and p["kind"] == "graveyards_as_yours" and p["turn"] == game.turn:
            return p
    return None


def own_graveyard_permission(game: Game, player: str, card: GameObject) -> bool:
    """The card's own static ``{cast_from_graveyard: self, if: CONDITION}`` ("You may cast
    ~ from your graveyard as long as you control a black or green permanent"; 112.6e: it
    functions in the graveyard), with its condition true for ``player`` now (611.3a)."""
    from .triggers import condition_holds

    return any(
        st.get("cast_from_graveyard") == "self"
        and (not st.get("if") or condition_holds(game, player, st["if"]))
        for st in card.card.static
    )


def check_cast_from_graveyard(
    game: Game, player: str, card: GameObject, alt: str | None
) -> tuple[str, ...]:
    """May ``player`` cast ``card`` from a graveyard?  Returns the rules that allow it; raises
    :class:`IllegalActionError` otherwise."""
    if alt is None and card.owner == player and own_graveyard_permission(game, player, card):
        # 112.6e: "You may cast ~ from your graveyard [as long as …]" works from the graveyard;
        # the card is cast as usual otherwise (timing, costs, 601.2a)
        return ("112.6e",)
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
