"""Non-mana cost parts of 117.1 beyond mana, life, {T}, sacrifice and discard (issue 12b):
counters removed from or put on the source, the source exiled or returned to its owner's hand,
cards exiled from a graveyard, creatures tapped, permanents returned, a card discarded at random
or of a kind.

:func:`pay_parts` is called by ``payment.pay_cost`` (601.2g, 602.2b: every part is paid, in
any order; a part that can't be paid in full can't be paid, and the caller then undoes the
whole activation).  Which objects pay a part with a choice: the scenario's answer (``choose:
{tap | exile | return | discard: …}``), else the first that fit in zone order (the source
last for "tap an untapped creature"); the event says when the default was used.
"""

from __future__ import annotations

from typing import Any

from ..cards.format import Cost
from .events import IllegalActionError
from .names import shown
from .state import Game, GameObject


def pay_parts(
    game: Game,
    player: str,
    cost: Cost,
    source: GameObject | None,
    choices: dict[str, Any] | None = None,
    x: int = 0,
) -> None:
    """Pay the parts of ``cost`` this module owns (nothing if it has none); ``choices``: the
    activation's own answers (``activate … choose:``), read before the scenario's global
    ones."""
    answers = _Answers(game, choices or {})
    if source is None and (
        cost.remove_counters or cost.put_counters or cost.exile_self or cost.return_self
    ):
        raise IllegalActionError(
            "стоимость говорит о самом источнике, а его нет", ("601.2g", "117.1")
        )
    if cost.remove_counters is not None and source is not None:
        kind, n = cost.remove_counters
        # "Remove any number of storage counters" (107.3: X, chosen on activation; 0 allowed)
        _remove_counters(game, source, kind, x if n == "X" else int(n))
    if cost.put_counters is not None and source is not None:
        from .replacement.quantities import put_counters

        kind, n = cost.put_counters
        put_counters(game, source, kind, n, rules=("117.1", "121.2"), source=source.name)
    if cost.tap_untapped is not None:
        _tap_untapped(game, player, dict(cost.tap_untapped), cost.tap_count, source, answers)
    if cost.return_to_hand is not None:
        returned = _return(
            game, player, dict(cost.return_to_hand), cost.return_count, source, answers
        )
        if choices is not None and returned:  # what it attacked (ninjutsu, 702.48a, 508.4)
            choices["_returned_attacking"] = returned[0]
    if cost.exile_from_graveyard is not None:
        flt = dict(cost.exile_from_graveyard)
        # "Exile X cards from your graveyard": the X chosen for the cost (107.3)
        count = x if cost.exile_count == "X" else int(cost.exile_count)
        _exile_from_graveyard(game, player, flt, count, answers)
    if cost.exile_self is not None and source is not None:
        _exile_self(game, player, source, cost.exile_self)
    if cost.discard_hand:  # "Discard your hand" (117.1, 701.7a): an empty hand pays it too
        from .actions_common import discard

        discard(game, player, game.cards_in(player, "hand"), rules=("117.1", "701.7a"))
    if cost.return_self and source is not None:
        from .actions_common import return_to_hand

        if source.zone != "battlefield":
            raise IllegalActionError(f"{shown(source)} не на поле битвы", ("601.2g", "117.1"))
        return_to_hand(game, source, rules=("117.1", "400.7"))


def discard_for_cost(
    game: Game, player: str, cost: Cost, choices: dict[str, Any] | None = None
) -> list[int]:
    """ "Discard N cards [at random]" / "Discard a creature card" (117.1, 701.7a–b); the
    discarded cards as the new objects they became (400.7)."""
    from .actions_common import discard
    from .effects import pick_by_names
    from .filters import card_matches

    hand = game.cards_in(player, "hand")
    if cost.discard_filter is not None:
        flt = dict(cost.discard_filter)
        hand = [c for c in hand if card_matches(c.card, flt)]
    if len(hand) < cost.discard:
        raise IllegalActionError(
            "нечем заплатить стоимость «сбросьте карту»: подходящих карт в руке меньше "
            f"{cost.discard}",
            ("601.2g", "701.7a"),
        )
    if cost.discard_random:
        # 701.7b: chosen at random; the game's seed makes it repeatable (principle 6)
        import random  # (not imported on start-up: rarely needed)

        rng = random.Random(game.seed + game.next_timestamp)
        return discard(game, player, rng.sample(hand, cost.discard), rules=("117.1", "701.7b"))
    names = (choices or {}).get("discard") or game.answers.get("discard")
    return discard(
        game,
        player,
        pick_by_names(
            hand,
            names,
            cost.discard,
            key="discard",
            zone=game.cards_in(player, "hand"),
            where=f"рука игрока {player}",
        ),
        rules=("117.1", "701.7a"),
        by_default=not names and len(hand) > cost.discard,
    )


class _Answers:
    """The activation's own answers first, then the scenario's (whose reads are recorded:
    an answer nobody reads is reported)."""

    def __init__(self, game: Game, choices: dict[str, Any]) -> None:
        self.game, self.choices = game, choices

    def get(self, key: str) -> Any:
        if key in self.choices:
            return self.choices[key]
        return self.game.answers.get(key)


def _remove_counters(game: Game, source: GameObject, kind: str, n: int) -> None:
    """ "Remove N KIND counters from ~": only with N of them there (121.1, 601.2g)."""
    if n == 0:
        return
    have = source.counters.get(kind, 0)
    if have < n:
        from ..explain.events_ru import counter_kind  # the Russian name of the kind (121.1)

        raise IllegalActionError(
            f"на {shown(source)} жетонов {counter_kind(kind)}: {have}, а стоимость требует "
            f"снять {n}",
            ("601.2g", "121.1"),
        )
    if have == n:
        del source.counters[kind]
    else:
        source.counters[kind] = have - n
    game.log(
        "counters_removed",
        ("117.1", "121.1"),
        card=source.label,
        kind=kind,
        n=n,
        id=source.id,
        last=not source.counters.get(kind),
        for_cost=True,
    )


def _chosen(
    candidates: list[GameObject], key: str, answers: _Answers, count: int, what: str
) -> tuple[list[GameObject], bool]:
    """``count`` of ``candidates``: those the answer ``key`` names, else the first ones."""
    from .effects import pick_by_names

    names = answers.get(key)
    if names is not None and not isinstance(names, (list, tuple)):
        names = [names]
    if len(candidates) < count:
        raise IllegalActionError(
            f"нечем заплатить стоимость: {what} — подходящих меньше {count}", ("601.2g", "117.1")
        )
    chosen = pick_by_names(candidates, names, count)
    if names and len(chosen) < count:
        raise IllegalActionError(f"для стоимости выбрано меньше {count}: {what}", ("601.2g",))
    return chosen, not names and len(candidates) > count


def _yours(
    game: Game, player: str, flt: dict[str, Any], source: GameObject | None
) -> list[GameObject]:
    """The permanents ``player`` controls that fit ``flt`` (in battlefield order)."""
    from .filters import matches

    return [
        o
        for o in game.permanents(player)
        if matches(game, o, flt, controller=player, source=source)
    ]


def _tap_untapped(
    game: Game,
    player: str,
    flt: dict[str, Any],
    count: int,
    source: GameObject | None,
    answers: _Answers,
) -> None:
    """ "Tap an untapped creature you control" (117.1): not a {T} cost of that creature, so
    summoning sickness does not matter (302.6) and the source itself may be one."""
    fits = [o for o in _yours(game, player, flt, source) if not o.tapped]
    # the default keeps the source for last: it may have a {T} ability of its own
    fits.sort(key=lambda o: source is not None and o.id == source.id)
    chosen, by_default = _chosen(fits, "tap", answers, count, "повернуть неповёрнутые перманенты")
    for o in chosen:
        game.tap(o)
    game.log(
        "tapped_for_cost",
        ("117.1", "302.6"),
        player=player,
        cards=[o.label for o in chosen],
        power=None,
        by_default=by_default,
    )


def _return(
    game: Game,
    player: str,
    flt: dict[str, Any],
    count: int,
    source: GameObject | None,
    answers: _Answers,
) -> list[str | int]:
    """ "Return a land you control to its owner's hand" (117.1; not targeted); returns what
    the returned permanents were attacking (none: not attacking)."""
    from .actions_common import return_to_hand

    fits = _yours(game, player, flt, source)
    chosen, by_default = _chosen(fits, "return", answers, count, "вернуть перманенты в руку")
    if by_default:
        game.log(
            "cost_choice_default",
            ("117.1",),
            player=player,
            cards=[o.label for o in chosen],
            key="return",
        )
    attacked = [game.attackers[o.id] for o in chosen if o.id in game.attackers]
    for o in chosen:
        return_to_hand(game, o, rules=("117.1", "400.7"))
    return attacked


def _exile_from_graveyard(
    game: Game, player: str, flt: dict[str, Any], count: int, answers: _Answers
) -> None:
    """ "Exile two creature cards from your graveyard" (117.1, 406.2)."""
    from .filters import card_matches
    from .zones import move_object

    fits = [c for c in game.cards_in(player, "graveyard") if card_matches(c.card, flt)]
    chosen, by_default = _chosen(fits, "exile", answers, count, "изгнать карты со своего кладбища")
    names = [c.label for c in chosen]
    for c in chosen:
        move_object(game, c, "exile")
    game.log(
        "cost_exiled",
        ("117.1", "406.2"),
        player=player,
        cards=names,
        zone="graveyard",
        by_default=by_default,
    )


def _exile_self(game: Game, player: str, source: GameObject, zone: str) -> None:
    """ "Exile ~" / "Exile ~ from your graveyard" (117.1, 406.2; 112.6: the latter works only
    while the card is there)."""
    from .zones import move_object

    if source.zone != zone:
        raise IllegalActionError(
            f"{shown(source)} не там, откуда стоимость велит его изгнать", ("601.2g", "112.6")
        )
    label = source.label
    move_object(game, source, "exile")
    game.log(
        "cost_exiled",
        ("117.1", "406.2"),
        player=player,
        cards=[label],
        zone=zone,
        by_default=False,
    )
