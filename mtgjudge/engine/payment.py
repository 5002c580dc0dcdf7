"""Paying costs (117, 601.2e–g): mana from the pool, mana abilities activated on the way
(605.3a, they resolve at once without the stack), life, tapping, sacrificing.

Automatic payment chooses mana sources deterministically: sources that make exactly one
colour first, in battlefield order, and keeps mana of colours other costs need for later.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.format import Ability, Cost
from . import mana_apart as restricted
from . import state as _state
from .amounts import Context, evaluate
from .characteristics import characteristics
from .cost_parts import pay_parts
from .events import IllegalActionError
from .keyword_actions import why_cant_activate
from .mana import COLOR_BY_NAME, COLORS, ManaCost, ManaSymbol, abbreviated, mana_text, parse_mana
from .mana_apart import SpendFor
from .mana_spending import spending
from .names import shown
from .state import Game, GameObject
from .triggers.conditions import condition_holds


def mana_abilities(game: Game, obj: GameObject) -> list[tuple[int, Ability]]:
    """The object's mana abilities now (with their numbers among its activated abilities):
    an object that lost its abilities has none (613.1f); a land whose type was set has the
    new type's (305.7)."""
    return [
        (i, a)
        for i, a in enumerate(characteristics(game, obj).activated, start=1)
        if a.is_mana_ability
    ]


def can_use_tap_ability(game: Game, obj: GameObject) -> bool:
    """302.6: a creature's {T} ability needs it to have been under its controller's control
    since their most recent turn began, unless it has haste."""
    if obj.tapped:
        return False
    ch = characteristics(game, obj)
    if "Creature" in ch.types and obj.sick and "Haste" not in ch.keywords:
        return False
    return True


# the mana of abilities whose mana depends on nothing but their text ("{T}: Add {G}", "add
# one mana of any color"): id of the ability -> (the ability, its alternatives), each made
# once (a land's mana is asked for as sources are chosen and again as it is activated);
# emptied when it grows past _FIXED_MAX (abilities are the cards' own, or made by a layer pass)
_FIXED: dict[int, tuple[Ability, list[dict[str, int]]]] = {}
_FIXED_MAX = 4096


def _fixed_mana(ability: Ability) -> bool:
    """Whether the ability's mana depends only on its text: every amount of it is a mana
    text, one of several, or any colour, never "X times" or an amount counted (608.2g)."""
    for effect in ability.effects:
        value = effect.get("add_mana")
        if value is None:
            continue
        if "times" in effect:
            return False
        if isinstance(value, dict) and set(value) != {"any_color"}:
            return False
    return True


def produced_mana(
    ability: Ability,
    chosen: str | None = None,
    linked: tuple[str, ...] = (),
    x: int = 0,
    count: Callable[[Any], int] | None = None,
    combination: str | None = None,
) -> list[dict[str, int]]:
    """The alternatives of :func:`_produced_mana`, of an ability whose mana depends only on
    its text made once (new dicts each time: the caller may keep them); in the index check
    mode (``state.CHECK_INDEXES``) compared with the alternatives made again."""
    fixed = _FIXED.get(id(ability))
    if fixed is not None and fixed[0] is ability:
        options = [dict(o) for o in fixed[1]]
        if _state.CHECK_INDEXES and options != _produced_mana(
            ability, chosen, linked, x, count, combination
        ):
            raise AssertionError("produced_mana: an ability's kept mana differs from its text's")
        return options
    options = _produced_mana(ability, chosen, linked, x, count, combination)
    if _fixed_mana(ability):
        if len(_FIXED) >= _FIXED_MAX:
            _FIXED.clear()
        _FIXED[id(ability)] = (ability, [dict(o) for o in options])
    return options


def mana_of(
    game: Game, obj: GameObject, ability: Ability, x: int = 0, combination: str | None = None
) -> list[dict[str, int]]:
    """:func:`produced_mana` of ``obj``'s ability now: with the colour chosen for it, the
    colours of the cards its linked ability exiled and its amounts counted for its controller
    -- looked up only for an ability whose mana depends on more than its text."""
    fixed = _FIXED.get(id(ability))
    if fixed is not None and fixed[0] is ability:
        return produced_mana(ability)
    return produced_mana(
        ability,
        obj.chosen.get("color"),
        linked_colors(game, obj, ability),
        x=x,
        count=ability_count(game, obj),
        combination=combination,
    )


def _produced_mana(
    ability: Ability,
    chosen: str | None = None,
    linked: tuple[str, ...] = (),
    x: int = 0,
    count: Callable[[Any], int] | None = None,
    combination: str | None = None,
) -> list[dict[str, int]]:
    """Alternatives of mana an ability can add: "{G}" → [{G:1}], {any_color: 1} → five options;
    {chosen_color: 1} → the colour chosen for its source (607.2d), none if none was;
    {linked_color: KEY} → one of the colours of the cards its linked ability exiled
    (``linked``; Chrome Mox, 607.2a), none if it exiled nothing coloured.  Mana of an amount
    (106.4, 608.2g): ``times`` — X of the cost (107.3a) or an amount value ``count`` evaluates
    ("for each creature you control"); {devotion_color: 1} — a colour and as much of it as the
    devotion to it (700.5); {combination: N, colors} — N mana, each of any of the colours: one
    colour for all of it, or the ``combination`` named (a mana text, "{W}{U}")."""
    options: list[dict[str, int]] = [{}]
    for effect in ability.effects:
        if "add_mana" not in effect:  # another instruction of the mana ability (605.3b)
            continue
        value = effect["add_mana"]
        times = mana_times(effect, x, count)
        if isinstance(value, dict) and "linked_color" in value:
            if not linked:
                return []
            options = [{**o, c: o.get(c, 0) + 1} for o in options for c in linked]
        elif isinstance(value, dict) and "chosen_color" in value:
            if chosen is None:
                return []
            n = int(value["chosen_color"])
            options = [{**o, chosen: o.get(chosen, 0) + n} for o in options]
        elif isinstance(value, dict) and "any_color" in value:
            n = int(value["any_color"]) * times
            options = [{**o, c: o.get(c, 0) + n} for o in options for c in COLORS]
        elif isinstance(value, dict) and "devotion_color" in value:
            from .amounts import COLOR_SYMBOLS

            names = {v: k for k, v in COLOR_SYMBOLS.items()}
            wanted = {
                c: count({"amount": "devotion", "colors": [names[c]]}) if count else 0
                for c in COLORS
            }
            options = [{**o, c: o.get(c, 0) + wanted[c]} for o in options for c in COLORS]
        elif isinstance(value, dict) and "combination" in value:
            n = int(value["combination"]) * times
            allowed = tuple(value.get("colors") or COLORS)
            named = combination_chosen(combination, n, allowed)
            alternatives = [named] if named else [{c: n} for c in allowed]
            options = [
                {k: o.get(k, 0) + a.get(k, 0) for k in set(o) | set(a)}
                for o in options
                for a in alternatives
            ]
        elif isinstance(value, list):  # one of several ("{R}" or "{G}")
            new = []
            for o in options:
                for alt in value:
                    add = parse_mana(alt)
                    new.append({k: o.get(k, 0) + add.get(k, 0) for k in set(o) | set(add)})
            options = new
        else:
            add = {k: n * times for k, n in parse_mana(str(value)).items()}
            options = [{k: o.get(k, 0) + add.get(k, 0) for k in set(o) | set(add)} for o in options]
    return [{k: n for k, n in o.items() if n} for o in options]


def mana_times(effect: dict, x: int, count: Callable[[Any], int] | None) -> int:
    """How many times an instruction adds its mana: once; X times for the X of the cost
    ("… for each storage counter removed this way", 107.3a); or an amount counted as the
    mana ability resolves ("for each creature you control", 608.2g)."""
    times = effect.get("times")
    if times is None:
        return 1
    if times == "X":
        return x
    return max(0, count(times)) if count is not None else 0


def combination_chosen(text: str | None, n: int, allowed: tuple[str, ...]) -> dict[str, int] | None:
    """The combination a player named for "N mana in any combination of colors" (106.4), if
    it is one: N mana, each of an allowed colour."""
    if not text or not text.startswith("{"):
        return None
    try:
        named = parse_mana(text)
    except ValueError:
        return None
    if sum(named.values()) != n or not set(named) <= set(allowed):
        return None
    return named


def ability_count(game: Game, obj: GameObject) -> Callable[[Any], int]:
    """The amounts of ``obj``'s mana ability, counted for its controller now (608.2g)."""

    def count(value: Any) -> int:
        return evaluate(dict(value), Context(game, obj.controller, obj))

    return count


def linked_cards(game: Game, obj: GameObject, ability: Ability) -> list[GameObject]:
    """The cards ``obj``'s linked ability exiled, for "add one mana of any of the exiled
    card's colors" (607.2a: the two abilities are linked; 607.3: every one of them when the
    exiling ability resolved more than once — a copy of it has the same source, 706.10b)."""
    keys = [
        e["add_mana"]["linked_color"]
        for e in ability.effects
        if isinstance(e.get("add_mana"), dict) and "linked_color" in e["add_mana"]
    ]
    if not keys:
        return []
    from .triggers.linked import linked_objects, scoped

    return [
        card for key in keys for card in linked_objects(game, obj.id, scoped(str(key), ability))
    ]


def linked_colors(game: Game, obj: GameObject, ability: Ability) -> tuple[str, ...]:
    """The colours of :func:`linked_cards` (607.3: the answers of all of them)."""
    colours: set[str] = set()
    for card in linked_cards(game, obj, ability):
        colours |= set(characteristics(game, card).colors)
    return tuple(c for c in "WUBRG" if c in colours)


TAP_ONLY = Cost(tap=True)


def simple_mana_source(game: Game, obj: GameObject) -> tuple[int, Ability] | None:
    """A mana ability whose whole cost is {T} and which this permanent can use now."""
    found = simple_mana_sources(game, obj)
    return found[0] if found else None


def simple_mana_sources(game: Game, obj: GameObject) -> list[tuple[int, Ability]]:
    """Every mana ability of the permanent whose whole cost is {T} and that it can use now
    (none while it is detained, 701.26a, or an effect forbids activating them, 602.5)."""

    abilities = mana_abilities(game, obj)
    if not abilities or why_cant_activate(game, obj, mana=True):
        return []

    out = []
    for index, ability in abilities:
        cost = ability.cost
        if ability.only_if is not None and not condition_holds(
            game, obj.controller, ability.only_if, source_id=obj.id
        ):  # "Activate this ability only if you control a Swamp" (602.5b)
            continue
        if cost == TAP_ONLY and can_use_tap_ability(game, obj):
            out.append((index, ability))
    return out


def activate_mana_ability(
    game: Game, player: str, obj: GameObject, index: int, choice: str | None = None, x: int = 0
) -> None:
    """605.3a–b: pay the cost and add the mana at once; no stack, no priority.  ``x``: the
    number of counters "any number of" removes (107.3: the player chooses it)."""

    forbidden = why_cant_activate(game, obj, mana=True)
    if forbidden:
        raise IllegalActionError(*forbidden)
    ability = characteristics(game, obj).activated[index - 1]
    pay_cost(
        game,
        player,
        ability.cost,
        source=obj,
        x=x,
        reason="мана-способность",
        spend_for=("activate", obj),
    )
    options = mana_of(game, obj, ability, x=x, combination=choice)
    if not options:
        raise IllegalActionError(
            "цвет для этого перманента не выбран (или связанная способность ничего цветного "
            "не изгнала)",
            ("607.2d", "607.2a"),
        )
    chosen = options[0]
    if choice is not None:
        choice = COLOR_BY_NAME.get(str(choice).lower(), str(choice))  # "green" or "G"
        for o in options:
            if set(o) == {choice}:
                chosen = o
    kept = restricted.ability_apart(ability.effects)
    only = kept[0] if kept is not None else None
    if kept is not None:  # "Spend this mana only to …" (106.6)
        restricted.add(game, player, chosen, kept[0], obj.name, kept[1])
    else:
        pool = game.player(player).mana_pool
        for t, n in chosen.items():
            pool[t] = pool.get(t, 0) + n
    linked = linked_cards(game, obj, ability)
    several = len(linked) > 1
    game.log(
        "mana_ability",
        ("605.1a", "605.3b")
        + (("607.2a", "607.3") if several else ())
        + (("106.6",) if only is not None else ()),
        player=player,
        card=obj.name,
        mana=mana_text(chosen),
        id=obj.id,
        land="Land" in characteristics(game, obj).types and ability.cost.tap,
        produced=sorted(chosen),
        **({"linked": [c.label for c in linked]} if several else {}),
        **({"restricted": True} if only is not None else {}),
    )
    _other_instructions(game, player, obj, ability)


def _other_instructions(game: Game, player: str, obj: GameObject, ability: Ability) -> None:
    """605.3b: a mana ability resolves at once, so its instructions after the mana ("Adarkar
    Wastes deals 1 damage to you") happen now too, without the stack (the card format keeps
    the mana first: the compiler refuses another order)."""
    others = [e for e in ability.effects if "add_mana" not in e]
    if not others:
        return
    from .effects import Resolution, run_effects
    from .state import StackItem

    item = StackItem(
        id=game.new_id(),
        kind="ability",
        controller=player,
        ability=ability,
        source_id=obj.id,
        source_card=obj.card,
    )
    run_effects(Resolution(game, item, [], characteristics(game, obj)), others)


def needed_symbols(cost: ManaCost, x: int) -> list[ManaSymbol]:
    """The symbols to pay, with {X} as the announced number of generic mana (107.3a)."""
    out = []
    for s in cost.symbols:
        if s.kind == "x":
            if x:  # X is paid as one generic amount: nothing built in proportion to X
                out.append(ManaSymbol(str(x)))
        else:
            out.append(s)
    return out


def plan_payment(
    pool: dict[str, int],
    symbols: list[ManaSymbol],
    life: int,
    pays: dict[str, frozenset[str]] | None = None,
) -> tuple[dict[str, int], int] | None:
    """How to pay ``symbols`` from ``pool``: (mana spent, life paid for Phyrexian symbols),
    or None when the pool cannot pay.  Coloured symbols first, generic last (117.3a).
    ``pays``: which colours each type of mana may pay when an effect lets it be spent "as
    though" it were another type (609.4, :mod:`.mana_spending`); None: the usual rules."""
    left = dict(pool)
    spent: dict[str, int] = {}
    life_paid = 0

    def take(t: str, n: int = 1) -> bool:
        if pays is not None and t in COLORS:  # a colour: mana allowed to pay it, its own first
            able = sorted((m for m in left if left[m] > 0 and t in pays[m]), key=lambda m: m != t)
            if not able:
                return False
            t = able[0]
        if left.get(t, 0) >= n:
            left[t] -= n
            spent[t] = spent.get(t, 0) + n
            return True
        return False

    generic = 0
    order = {
        "colored": 0,
        "colorless": 0,
        "hybrid": 1,
        "monohybrid": 2,
        "phyrexian": 3,
        "generic": 4,
        "snow": 4,
    }
    for s in sorted(symbols, key=lambda s: order[s.kind]):
        if s.kind in ("colored", "colorless"):
            if not take(s.text):
                return None
        elif s.kind == "hybrid":
            a, b = s.text.split("/")
            first, second = (a, b) if left.get(a, 0) >= left.get(b, 0) else (b, a)
            if not (take(first) or take(second)):
                return None
        elif s.kind == "monohybrid":
            colour = s.text.split("/")[1]
            if not take(colour):
                generic += 2
        elif s.kind == "phyrexian":
            colour = s.text.split("/")[0]
            if not take(colour):
                life_paid += 2
        else:
            generic += s.converted()
    if generic > sum(left.values()):
        return None
    for _ in range(generic):  # bounded by the mana in the pool
        # colourless first, then the colour we have most of
        candidates = sorted((t for t in left if left[t] > 0), key=lambda t: (t != "C", -left[t], t))
        if not candidates:
            return None
        take(candidates[0])
    if life_paid and life < life_paid:
        return None
    return spent, life_paid


def scaled(cost: Cost, times: int) -> Cost:
    """``cost`` paid ``times`` times over, as one payment ("for each age counter", 702.23a):
    the mana, life, discards and sacrifices multiplied; a reveal is shown once."""
    from dataclasses import replace

    if times <= 0:
        return Cost()

    def counters(spec: tuple[str, Any] | None) -> tuple[str, Any] | None:
        if spec is None or spec[1] == "X":
            return spec
        return (spec[0], int(spec[1]) * times)

    return replace(
        cost,
        mana=ManaCost(cost.mana.symbols * times),
        pay_life=cost.pay_life * times,
        discard=cost.discard * times,
        sacrifice_count=cost.sacrifice_count * times,
        remove_counters=counters(cost.remove_counters),
        put_counters=counters(cost.put_counters),
        exile_count=(
            cost.exile_count * times if isinstance(cost.exile_count, int) else cost.exile_count
        ),
        tap_count=cost.tap_count * times,
        return_count=cost.return_count * times,
        exile_top=cost.exile_top * times,
    )


def cost_record(cost: Cost) -> str | dict:
    """A cost as an event records it: its mana text ("{2}{R}", "{0}" for nothing) when it is
    only mana, else its parts (the explanation words them in Russian)."""
    words = _word_parts(cost)
    if (
        cost.pay_life == 0
        and not cost.discard
        and cost.sacrifice is None
        and cost.reveal is None
        and not words
    ):
        return str(cost.mana) if cost.mana else "{0}"
    out: dict = {"mana": str(cost.mana)} if cost.mana else {}
    if cost.pay_life:
        out["pay_life"] = cost.pay_life
    if cost.discard:
        out["discard"] = cost.discard
    if cost.sacrifice is not None:
        out["sacrifice"] = cost.sacrifice_count
        out["sacrifice_filter"] = {k: list(v) for k, v in cost.sacrifice}
    if cost.reveal is not None:
        out["reveal"] = {k: list(v) for k, v in cost.reveal}
    return out | words


def _word_parts(cost: Cost) -> dict[str, Any]:
    """The parts of ``cost_parts`` (117.1) as an event records them."""
    out: dict[str, Any] = {}
    if cost.discard_random:
        out["discard_random"] = True
    for key in ("remove_counters", "put_counters"):
        spec = getattr(cost, key)
        if spec is not None:
            out[key] = list(spec)
    for key, count in (
        ("tap_untapped", cost.tap_count),
        ("return_to_hand", cost.return_count),
        ("exile_from_graveyard", cost.exile_count),
    ):
        if getattr(cost, key) is not None:
            out[key] = count
    if cost.exile_self is not None:
        out["exile_self"] = cost.exile_self
    if cost.return_self:
        out["return_self"] = True
    if cost.discard_hand:
        out["discard_hand"] = True
    return out


def pay_cost(
    game: Game,
    player: str,
    cost: Cost,
    *,
    source: GameObject | None,
    x: int,
    reason: str,
    extra_mana: ManaCost | None = None,
    explicit: list[GameObject] | None = None,
    sacrifice_choice: GameObject | None = None,
    choices: dict[str, Any] | None = None,
    spend_for: SpendFor = None,
) -> dict[str, int]:
    """Pay a whole cost or raise :class:`IllegalActionError` (601.2g: no partial payments);
    returns the mana spent, by type (sunburst counts its colours, 702.43a).  ``spend_for``:
    what the payment is for (a spell cast or an ability activated), for mana that may be
    spent only on some (106.6, :mod:`.mana_apart`).

    The caller snapshots the game and restores it on error, so nothing is half-paid.
    """
    spent: dict[str, int] = {}
    p = game.player(player)
    if cost.tap:
        if source is None or not can_use_tap_ability(game, source):
            if source is not None and source.tapped:
                raise IllegalActionError(
                    "перманент уже повёрнут: нельзя заплатить {T}", ("602.2b", "601.2g")
                )
            raise IllegalActionError(
                "существо под контролем игрока с начала его хода не находилось "
                "(«болезнь вызова»): нельзя заплатить {T}",
                ("302.6",),
            )
        game.tap(source)
    if cost.untap:
        if source is None or not source.tapped:
            raise IllegalActionError("перманент не повёрнут: нельзя заплатить {Q}", ("601.2g",))
        game.untap(source)
    if cost.loyalty is not None and source is not None:
        change = -x if cost.loyalty_x else cost.loyalty
        current = source.counters.get("loyalty", 0)
        if change < 0 and current < -change:
            raise IllegalActionError(
                "недостаточно жетонов верности для этой стоимости", ("606.5", "601.2g")
            )
        source.counters["loyalty"] = current + change
    if cost.exile_top:
        _exile_top(game, player, cost.exile_top, source)
    mana = ManaCost(cost.mana.symbols + (extra_mana.symbols if extra_mana else ()))
    if mana:
        spent = pay_mana(
            game, player, mana, x, explicit=explicit, paying_for=source, spend_for=spend_for
        )
    if cost.pay_life:
        if p.life < cost.pay_life:
            raise IllegalActionError(
                "нельзя заплатить больше жизни, чем у игрока есть", ("118.4", "601.2g")
            )
        p.life -= cost.pay_life
        p.life_paid_or_lost_this_turn += cost.pay_life  # 118.4: paying life is losing it
        game.log("life_paid", ("118.4", "117.3b"), player=player, amount=cost.pay_life)
    if cost.discard and (cost.discard_random or cost.discard_filter is not None):
        from .cost_parts import discard_for_cost

        discarded = discard_for_cost(game, player, cost, choices or {})
        if choices is not None:  # "If the discarded card was a Zombie card" (608.2c)
            choices["_discarded"] = tuple(discarded)
    elif cost.discard:
        # "Discard a card" as a cost (117.1, 701.7a): the scenario's choose: {discard: …}, or
        # the first cards of the hand
        from .actions_common import discard
        from .effects import pick_by_names

        hand = game.cards_in(player, "hand")
        if len(hand) < cost.discard:
            raise IllegalActionError(
                "нечем заплатить стоимость «сбросьте карту»", ("601.2g", "701.7a")
            )
        names = _answer(game, choices, "discard")
        chosen = pick_by_names(
            hand, names, cost.discard, key="discard", where=f"рука игрока {player}"
        )
        discarded = discard(
            game,
            player,
            chosen,
            rules=("117.1", "701.7a"),
            by_default=not names and len(hand) > cost.discard,
        )
        if choices is not None:  # "If the discarded card was …" (608.2c)
            choices["_discarded"] = tuple(discarded)
    if cost.discard_self and source is not None:
        # "Discard this card" (cycling, 702.28a): the card the ability is on, from its hand
        from .actions_common import discard

        if source.zone != "hand":
            raise IllegalActionError("карты нет в руке: её нельзя сбросить", ("601.2g", "701.7a"))
        discard(game, player, [source], rules=("117.1", "701.7a"))
    if cost.tap_creatures_power:
        _tap_creatures(game, player, cost.tap_creatures_power, source)
    # counters, creatures to tap, cards to exile … (before the source itself may be
    # sacrificed: "Remove three quest counters from ~ and sacrifice it")

    pay_parts(game, player, cost, source, {} if choices is None else choices, x=x)
    if cost.sacrifice_self and source is not None:
        from .actions_common import sacrifice

        sacrifice(game, source, rules=("117.1", "701.14a"))
    if cost.sacrifice is not None:
        from .actions_common import sacrifice
        from .filters import matches

        candidates = [
            o
            for o in game.permanents(player)
            if matches(game, o, dict(cost.sacrifice), controller=player, source=source)
        ]
        if sacrifice_choice is not None:
            candidates = [o for o in candidates if o.id == sacrifice_choice.id]
        elif _answer(game, choices, "sacrifice"):
            # "Sacrifice a creature", "Sacrifice two lands": the scenario's
            # choose: {sacrifice: [...]} names them (117.1; by default the first that fit)
            from .effects import pick_by_names

            names = _answer(game, choices, "sacrifice")
            wanted = [names] if isinstance(names, str) else list(names)
            candidates = pick_by_names(
                candidates,
                wanted,
                cost.sacrifice_count,
                key="sacrifice",
                zone=game.permanents(player),
                where=f"перманенты игрока {player}",
            )
        if len(candidates) < cost.sacrifice_count:
            raise IllegalActionError(
                "нечем заплатить стоимость «пожертвуйте»", ("601.2g", "701.14a")
            )
        victims = candidates[: cost.sacrifice_count]
        if choices is not None:  # "the sacrificed creature's power" (608.2g, last known)
            choices["_sacrificed"] = tuple(v.id for v in victims)
        for victim in victims:
            sacrifice(game, victim, rules=("117.1", "701.14a"))
    if cost.reveal is not None:
        _reveal_for_cost(game, player, dict(cost.reveal))
    return spent


def _answer(game: Game, choices: dict[str, Any] | None, key: str) -> Any:
    """The answer ``key`` for paying a cost: given with the action itself (``activate …
    choose:``), else by a ``choose`` action before it."""
    if choices and choices.get(key):
        return choices[key]
    return game.answers.get(key)


def _reveal_for_cost(game: Game, player: str, flt: dict) -> None:
    """ "Reveal a white card in your hand" as a cost (a morph cost, 117.1, 701.13a): a card of
    the hand that fits (the scenario's ``choose: {reveal: …}``, else the first); it stays in
    the hand."""
    from .effects import pick_by_names

    hand = [
        c
        for c in game.cards_in(player, "hand")
        if not flt.get("colors") or set(flt["colors"]) & c.card.colors
    ]
    if not hand:
        raise IllegalActionError(
            "в руке нет карты, которую требует показать стоимость", ("601.2g", "701.13a")
        )
    answer = game.answers.get("reveal")
    chosen = pick_by_names(hand, answer, 1) if answer else hand[:1]
    if not chosen:
        raise IllegalActionError(
            f"показать для оплаты стоимости нельзя: «{answer}» не подходит", ("601.2g", "701.13a")
        )
    game.log(
        "revealed_for_cost",
        ("117.1", "701.13a"),
        player=player,
        card=chosen[0].card.name,
        by_default=not answer and len(hand) > 1,
    )


def _tap_creatures(game: Game, player: str, power: int, source: GameObject | None) -> None:
    """ "Tap any number of untapped creatures you control other than ~ with total power N or
    greater" (117.1; tapping other creatures for a cost is not a {T} ability of theirs, so
    summoning sickness does not matter, 302.6).  The scenario's ``choose: {tap: [...]}`` names
    them; by default the most powerful first until the total is reached."""
    from .effects import pick_by_names

    candidates = [
        o
        for o in game.permanents(player)
        if not o.tapped
        and (source is None or o.id != source.id)
        and "Creature" in characteristics(game, o).types
    ]
    names = game.answers.get("tap")
    if names:
        wanted = [names] if isinstance(names, str) else list(names)
        chosen = pick_by_names(candidates, wanted, len(wanted))
    else:
        chosen = []
        for o in sorted(candidates, key=lambda o: -(characteristics(game, o).power or 0)):
            if sum(characteristics(game, c).power or 0 for c in chosen) >= power:
                break
            chosen.append(o)
    total = sum(max(0, characteristics(game, o).power or 0) for o in chosen)
    if total < power:
        raise IllegalActionError(
            f"нечем заплатить стоимость: нужно повернуть существ общей силой {power} или больше, "
            f"а выбрано {total}",
            ("601.2g", "117.1"),
        )
    for o in chosen:
        game.tap(o)
    game.log(
        "tapped_for_cost",
        ("117.1", "601.2g"),
        player=player,
        cards=[o.label for o in chosen],
        power=total,
        by_default=not names,
    )


def _exile_top(game: Game, player: str, n: int, source: GameObject | None) -> None:
    """ "Exile the top N cards of your library" as a cost (Arc-Slogger): only with N cards
    there (601.2g: a cost that can't be paid in full can't be paid)."""
    from .library import size, top
    from .zones import move_object

    if size(game, player) < n:
        raise IllegalActionError(
            f"в библиотеке меньше {n} карт: стоимость «изгоните {n} верхних карт» не заплатить",
            ("601.2g", "117.3"),
        )
    for i in top(game, player, n):
        move_object(game, game.obj(i), "exile")
    game.log(
        "exiled_for_cost",
        ("601.2g", "406.2"),
        player=player,
        count=n,
        source=source.label if source is not None else None,
    )


def pay_mana(
    game: Game,
    player: str,
    cost: ManaCost,
    x: int,
    explicit: list[GameObject] | None = None,
    paying_for: GameObject | None = None,
    spend_for: SpendFor = None,
) -> dict[str, int]:
    """601.2f–g: activate mana abilities (those named in ``explicit``, or automatically the
    fewest needed), then pay from the pool.  ``paying_for``: the permanent whose ability's
    cost this is ("to pay the activation costs of ~'s abilities", Quicksilver Elemental)."""

    p = game.player(player)
    symbols = needed_symbols(cost, x)
    rules = spending(game, player, paying_for)
    pays = rules.pays if rules is not None else None
    if explicit is not None:
        for obj in explicit:
            source = simple_mana_source(game, obj)

            forbidden = why_cant_activate(game, obj, mana=True)
            if source is None and forbidden:
                raise IllegalActionError(forbidden[0], (*forbidden[1], "605.3a"))
            if source is None:
                raise IllegalActionError(
                    f"{shown(obj)} не может сейчас дать ману", ("605.3a", "601.2f")
                )
            activate_mana_ability(game, player, obj, source[0])
    else:
        _auto_tap(game, player, symbols, pays, spend_for)
    plan = plan_payment(_pool(game, player, spend_for), symbols, p.life, pays)
    if plan is None:
        raise IllegalActionError(
            f"не хватает маны, чтобы заплатить {abbreviated(str(cost))}", ("601.2g", "117.3a")
        )
    spent, life = plan
    for t, n in restricted.spend(game, player, spent, spend_for).items():
        p.mana_pool[t] -= n
        if not p.mana_pool[t]:
            del p.mana_pool[t]
    if life:
        p.life -= life
        p.life_paid_or_lost_this_turn += life  # 118.4: paying life is losing it
        game.log("life_paid", ("107.4f", "118.4"), player=player, amount=life)
    game.log(
        "mana_paid",
        ("601.2g", "117.3a", "609.4") if rules is not None else ("601.2g", "117.3a"),
        player=player,
        cost=str(cost) if not x else f"{cost} (X={x})",
        mana=mana_text(spent),
        **({"as_though": list(rules.sources)} if rules is not None else {}),
    )
    return dict(spent)


def _pool(game: Game, player: str, spend_for: SpendFor) -> dict[str, int]:
    """The mana of the player's pool this payment may use: the unrestricted mana and the
    restricted mana whose restriction allows it (106.6)."""
    pool = dict(game.player(player).mana_pool)
    for t, n in restricted.usable(game, player, spend_for).items():
        pool[t] = pool.get(t, 0) + n
    return pool


def _auto_tap(
    game: Game,
    player: str,
    symbols: list[ManaSymbol],
    pays: dict[str, frozenset[str]] | None = None,
    spend_for: SpendFor = None,
) -> None:
    """Activate mana abilities of untapped sources until the pool can pay, choosing sources
    that make a needed colour first (``pays``: see :func:`plan_payment`); a source whose mana
    could not be spent on this payment (106.6) is left alone."""
    p = game.player(player)
    if plan_payment(_pool(game, player, spend_for), symbols, p.life, pays) is not None:
        return

    def payable(colours: set[str]) -> set[str]:
        """The colours mana of these types may pay."""
        if pays is None:
            return colours
        return set().union(*(pays.get(c, frozenset()) for c in colours))

    sources = []
    for obj in game.permanents(player):
        for found in simple_mana_sources(game, obj):  # one permanent may offer several
            only = restricted.restriction(found[1].effects)
            if only is not None and not restricted.allows(game, player, only, spend_for):
                continue
            options = mana_of(game, obj, found[1])
            if any(options):  # (none: no colour chosen, or an amount of none now)
                colours = set().union(*options)
                pain = any("add_mana" not in e for e in found[1].effects)
                sources.append((obj, found[0], options, colours, pain))
    # prefer abilities that only add mana (not a painland's damage), single-colour sources
    # (lands), and keep flexible ones for last
    sources.sort(key=lambda s: (s[4], len(s[2]) > 1, "Creature" in s[0].card.types, s[0].timestamp))
    needed_colours = [
        s for s in symbols if s.kind in ("colored", "hybrid", "monohybrid", "phyrexian")
    ]
    used: set[int] = set()
    consumed: dict[str, int] = {}
    # first pass: a source for each coloured symbol the pool cannot cover
    for sym in needed_colours:
        wanted = set(sym.colors)
        pool = _pool(game, player, spend_for)
        available = [
            c
            for c in sorted(pool if pays is not None else wanted)
            if wanted & payable({c}) and pool.get(c, 0) - consumed.get(c, 0) > 0
        ]
        if available:
            consumed[available[0]] = consumed.get(available[0], 0) + 1
            continue
        for obj, index, _, colours, _ in sources:
            if obj.id in used or not (wanted & payable(colours)):
                continue
            choice = sorted(c for c in colours if wanted & payable({c}))[0]
            activate_mana_ability(game, player, obj, index, choice=choice)
            consumed[choice] = consumed.get(choice, 0) + 1
            used.add(obj.id)
            break
    # second pass: anything for generic mana
    for obj, index, _, _, _ in sources:
        if plan_payment(_pool(game, player, spend_for), symbols, p.life, pays) is not None:
            return
        if obj.id in used:
            continue
        activate_mana_ability(game, player, obj, index)
        used.add(obj.id)
