"""Casting a card because an effect says so, from wherever the card is (702.34, 702.61,
702.84, 702.87): "you may cast that card without paying its mana cost".

The card is cast as the ability resolves: no priority or timing permission is needed, the
cost is an alternative cost (117.9: nothing, or the keyword's cost) paid by the rules for
alternative costs (601.2b, 601.2e–g), and the player chooses the spell's targets then
(``choose: {cast_targets: {CARD: [TARGET, …]}}``; by default the first legal target, opponents
first).  A card that can't be cast (no legal target, a split second spell on the stack) stays
where it is.

* rebound (702.87a): a spell cast from its owner's hand is exiled as it resolves instead of
  going to the graveyard, and at the beginning of its controller's next upkeep they may cast
  it from exile without paying its mana cost;
* cascade (702.84a): when the spell is cast, exile cards from the top of the library until a
  nonland card with a smaller converted mana cost; the player may cast it without paying its
  mana cost; the other exiled cards go to the bottom in a random order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards.format import Ability, CardDef
from .answers import is_yes
from .characteristics import characteristics
from .events import ChoiceError, IllegalActionError
from .filters import why_not_target
from .names import shown
from .state import Game, GameObject, StackItem, Target
from .triggers.delayed import DelayedTrigger, create_delayed
from .zones import move_object

if TYPE_CHECKING:
    from .effects import Resolution

REBOUND_CAST = Ability(
    ({"may": [{"cast_card": "that", "rule": "702.87a"}], "otherwise": []},),
    text="Rebound: you may cast this card from exile without paying its mana cost",
)


def miracle_reveal(game: Game, player: str, card: GameObject) -> None:
    """702.93a: a card with miracle may be revealed as it is drawn, if it is the first card
    its owner drew this turn (the answer ``choose: {miracle: true/false}``, by default yes);
    revealing it triggers "when you reveal this card this way" (the trigger event
    ``revealed_for_miracle``, an ability of the card in the hand)."""
    if not any(k.name == "Miracle" for k in card.card.keyword_values):
        return
    answer = game.answers.get("miracle")
    revealed = answer is None or is_yes(answer)
    game.log(
        "miracle_revealed" if revealed else "miracle_not_revealed",
        ("702.93a", "701.13a") if revealed else ("702.93a",),
        player=player,
        card=card.label,
        id=card.id,
        by_default=answer is None,
    )


def cast_by_effect(
    res: Resolution, obj: GameObject, rule: str, *, cost: Any = None
) -> StackItem | None:
    """The controller of the resolving ability casts ``obj`` (rule ``rule``); None when it
    can't be cast (the card stays where it is)."""
    from .actions import cast_spell
    from .transaction import Snapshot

    game = res.game
    player = res.controller
    if "Land" in obj.card.types:
        game.log("cast_impossible", (rule, "305.9"), card=obj.label, reason="land")
        return None
    half = None
    spell_card = obj.card
    if obj.card.halves:  # 708.2a: the caster chooses the half (choose: {half: …})
        from .faces import split_spell_form

        half = game.answers.get("half")
        if half is None:
            raise ChoiceError(
                f"{shown(obj)} — расщеплённая карта: нужно выбрать половину (choose: {{half: …}})"
            )
        try:
            spell_card = split_spell_form(obj.card, str(half), False, obj.zone)
        except IllegalActionError as exc:
            raise ChoiceError(exc.reason) from None
    snapshot = Snapshot(game)
    try:
        targets = _targets(game, player, obj, spell_card)
        item = cast_spell(
            game,
            player,
            obj,
            targets=targets,
            by_effect=rule,
            effect_cost=cost,
            half=None if half is None else str(half),
        )
    except IllegalActionError as exc:
        snapshot.restore()
        game.log("cast_impossible", (rule,) + exc.rules, card=obj.label, reason=exc.reason)
        return None
    finally:
        snapshot.close()
    if rule == "702.61a" and "Creature" in item.source_card.types:
        item.choices["_haste"] = rule  # "it gains haste until you lose control of …"
    return item


def _targets(game: Game, player: str, obj: GameObject, card: CardDef) -> list[Target]:
    """The answer ``cast_targets`` for this card (``card``: what is cast, a split card's half,
    708.2a), or the first legal target of each kind."""
    ability = card.spell
    if ability is None or not ability.targets:
        return []
    answer = (game.answers.get("cast_targets") or {}).get(obj.card.name) or (
        (game.answers.get("cast_targets") or {}).get(obj.alias or "")
    )
    if isinstance(answer, str):
        answer = [answer]
    chosen: list[Target] = []
    for i, spec in enumerate(ability.targets):
        if answer and i < len(answer):
            from .effects import target_named

            named = target_named(game, str(answer[i]))
            if named is None:
                named = Target()  # names nothing: refused as an illegal target
            named.spec_index = i
            chosen.append(named)
            continue
        candidates = [Target(player=p) for p in game.opponents(player) + [player]]
        candidates += [Target(object_id=o.id) for o in game.permanents()]
        for t in candidates:
            if any(c.player == t.player and c.object_id == t.object_id for c in chosen):
                continue
            why = why_not_target(
                game,
                spec,
                player=t.player,
                obj=game.obj(t.object_id) if t.object_id is not None else None,
                controller=player,
                source_colors=obj.card.colors,
                source_types=frozenset(obj.card.types),
                source_id=obj.id,
            )
            if why is None:
                t.spec_index = i
                chosen.append(t)
                break
        else:
            raise IllegalActionError(
                f"у {shown(obj)} нет легальной цели", ("601.2c", "114.1"), card=obj.label
            )
    return chosen


def rebound(game: Game, item: StackItem) -> GameObject | None:
    """702.87a: as a spell with rebound cast from its owner's hand resolves, it is exiled
    instead of going to the graveyard, and a delayed triggered ability will let its
    controller cast it at the beginning of their next upkeep.  None when rebound does not
    apply (not cast from the hand, a copy, no rebound)."""

    if item.choices.get("_copy") or item.choices.get("_cast_from", "hand") != "hand":
        return None
    obj = game.obj(item.source_id)
    if "Rebound" not in characteristics(game, obj).keywords:
        return None
    new = move_object(game, obj, "exile")
    game.log("rebound_exiled", ("702.87a",), card=item.source_card.name, owner=new.owner)
    create_delayed(
        game,
        DelayedTrigger(
            at="next_upkeep",
            ability=REBOUND_CAST,
            source_id=new.id,
            source_card=new.card,
            source_name=new.card.name,
            controller=item.controller,
            objects=(new.id,),
            turn=game.turn,
            rule="702.87a",
        ),
    )
    return new


def cascade(res: Resolution, e: dict) -> None:
    """702.84a: exile cards from the top of the library until a nonland card whose converted
    mana cost is less than the spell's; the player may cast it without paying its mana cost;
    the other exiled cards go on the bottom of the library in a random order."""
    from .effects import may_answer
    from .zones import move_object

    game = res.game
    player = res.controller
    spell = game.objects.get(res.item.source_id) or game.last_known.get(res.item.source_id)
    limit = spell.card.mana_cost.converted() if spell is not None else 0
    library = game.player(player).zones["library"]
    exiled: list[GameObject] = []
    hit: GameObject | None = None
    while library:
        card = move_object(game, game.obj(library[0]), "exile")
        exiled.append(card)
        if "Land" not in card.card.types and card.card.mana_cost.converted() < limit:
            hit = card
            break
    game.log(
        "cascade_exiled",
        ("702.84a",),
        player=player,
        cards=[c.label for c in exiled],
        hit=hit.label if hit is not None else None,
        limit=limit,
    )
    cast = False
    if hit is not None and may_answer(res):  # "you may cast it" (608.2d)
        cast = cast_by_effect(res, hit, "702.84a") is not None
    rest = [c for c in exiled if not (cast and c is hit) and game.exists(c.id)]
    import random  # (not imported on start-up: rarely needed)

    random.Random(f"{game.seed}:{player}:{game.next_timestamp}").shuffle(rest)
    for c in rest:
        move_object(game, c, "library", position="bottom")
    if rest:
        game.log("put_on_bottom_random", ("702.84a",), player=player, count=len(rest))


def ripple(res: Resolution, e: dict) -> None:
    """702.59a: "Ripple N" — when you cast this spell, you may reveal the top N cards of your
    library (all of them if fewer); you may cast any of them with the same name as this spell
    (201.2) without paying their mana costs; the revealed cards not cast go on the bottom of
    the library (in the order revealed).  The answer ``may`` (default yes) answers both."""
    from .effects import may_answer
    from .zones import move_object

    game = res.game
    player = res.controller
    spell = game.objects.get(res.item.source_id) or game.last_known.get(res.item.source_id)
    n = res.number(e["ripple"])
    if not may_answer(res):
        return
    revealed = [game.obj(i) for i in game.player(player).zones["library"][:n]]
    name = spell.card.name if spell is not None else ""
    same = [c for c in revealed if c.card.name == name]
    game.log(
        "ripple_revealed",
        ("702.59a", "701.13a"),
        player=player,
        cards=[c.label for c in revealed],
        same=[c.label for c in same],
    )
    cast: set[int] = set()
    for card in same:
        if cast_by_effect(res, card, "702.59a") is not None:
            cast.add(card.id)
    rest = [c for c in revealed if c.id not in cast and game.exists(c.id)]
    for c in rest:
        move_object(game, c, "library", position="bottom")
    if rest:
        game.log("ripple_bottom", ("702.59a",), player=player, count=len(rest))


def epic(game: Game, item: StackItem) -> None:
    """702.49a: "Epic" — "For the rest of the game, you can't cast spells" (702.49b: the
    copies it makes are not cast) and "At the beginning of each of your upkeeps for the rest
    of the game, copy this spell except for its epic ability; you may choose new targets for
    the copy" (the answer ``new_targets``).  The copy is made from the spell's last known
    information (608.2g)."""
    if not any(k.name == "Epic" for k in item.source_card.keyword_values):
        return
    from ..cards.format import Cost
    from .triggers.delayed import DelayedTrigger, create_delayed

    player = game.player(item.controller)
    player.epic = item.source_card.name
    game.spells_gone[item.source_id] = item  # "copy this spell" after it has left the stack
    game.log("epic", ("702.49a", "702.49b"), player=item.controller, card=item.label(game))
    copy = Ability(
        ({"copy_spell": "self", "new_targets": True},), (), Cost(), "instant", "", keyword="Epic"
    )
    create_delayed(
        game,
        DelayedTrigger(
            at="each_your_upkeep",
            ability=copy,
            source_id=item.source_id,
            source_card=item.source_card,
            source_name=item.source_card.name,
            controller=item.controller,
            objects=(),
            turn=game.turn,
            until="game",
            rule="702.49a",
        ),
    )


X_NOT_ZERO = ". X can't be 0."


def suspend_parts(parameter: str | None) -> tuple[int | None, Any, int] | None:
    """ "4—{1}{R}" → (4, ManaCost {1}{R}, 0); "X—{X}{3}{U}. X can't be 0." → (None, ManaCost
    {X}{3}{U}, 1): N chosen as X when the card is suspended (107.3d), at least the minimum.
    None when the parameter is neither."""
    from .mana import ManaCost, ManaCostError

    number, _, cost = (parameter or "").partition("—")
    number, cost = number.strip(), cost.strip()
    least = 0
    if number == "X":
        if cost.endswith(X_NOT_ZERO):
            cost, least = cost[: -len(X_NOT_ZERO)], 1
        if "{X}" not in cost:
            return None
    elif not number.isdigit():
        return None
    try:
        mana = ManaCost.parse(cost)
    except ManaCostError:
        return None
    return (None if number == "X" else int(number)), mana, least


def suspend_card(
    game: Game,
    player: str,
    card: GameObject,
    *,
    pay: list[GameObject] | None = None,
    x: int | None = None,
) -> GameObject:
    """115.2e, 702.61a: a special action — a player who could begin to cast a card with
    suspend from their hand pays its suspend cost and exiles it with N time counters on it;
    it doesn't use the stack, and the player keeps priority (115.3).  "Suspend X—{X}…": the
    player chooses X as they pay the cost (107.3d; ``x``), and it gets X time counters."""
    from ..cards.format import Cost
    from .actions import _require_priority, sorcery_timing_ok
    from .characteristics import characteristics
    from .payment import pay_cost
    from .turn import give_priority
    from .zones import move_object

    _require_priority(game, player)
    if card.zone != "hand" or card.owner != player:
        raise IllegalActionError(
            f"{shown(card)} не в руке игрока {player}: отсрочить можно карту из руки",
            ("115.2e", "702.61a"),
        )
    found = next((k for k in card.card.keyword_values if k.name == "Suspend"), None)
    parts = suspend_parts(found.parameter) if found is not None else None
    if found is None or parts is None:
        raise IllegalActionError(f"у {shown(card)} нет Отсрочки", ("702.61a",))
    n, cost, least = parts
    rules: tuple[str, ...] = ("115.2e", "702.61a")
    if n is None:  # "Suspend X—…" (107.3d)
        if x is None or x < least:
            raise IllegalActionError(
                f"у {shown(card)} Отсрочка X: X выбирается при оплате стоимости"
                + (f" и не может быть меньше {least}" if least else "")
                + " — укажите x",
                ("107.3d", "702.61a"),
            )
        n, rules = x, rules + ("107.3d",)
    elif x:
        raise IllegalActionError(f"у Отсрочки {shown(card)} нет X", ("702.61a",))
    flash = "Instant" in card.card.types or "Flash" in characteristics(game, card).keywords
    if not flash and not sorcery_timing_ok(game, player):
        raise IllegalActionError(
            "отсрочить карту можно, только когда её можно было бы начать разыгрывать: "
            "в свою главную фазу при пустом стеке",
            ("115.2e", "702.61a", "307.1"),
        )
    pay_cost(game, player, Cost(mana=cost), source=None, x=x or 0, reason="Отсрочка", explicit=pay)
    name = card.label
    new = move_object(game, card, "exile")
    new.counters["time"] = n
    game.log("suspended", rules, player=player, card=name, n=n, cost=str(cost), x=x if x else None)
    give_priority(game, player)  # 115.3: the player receives priority afterwards
    return new


def exile_watchers(game: Game, player: str) -> list[GameObject]:
    """Cards in ``player``'s exile whose triggered abilities function there (suspend's,
    702.61a): they watch that player's upkeep."""
    return [
        o
        for o in game.cards_in(player, "exile")
        if any(k.name == "Suspend" for k in o.card.keyword_values)
    ]
