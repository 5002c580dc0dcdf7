"""Intervening "if" clauses (603.4) and the conditions of state triggers (603.8).

A condition is a one-item tuple ``((key, argument),)`` read from the card format.  It is
checked from the point of view of the ability's controller; ``trigger`` is the pending or
stacked triggered ability when the condition needs to know how its source got where it is
("if you cast it from your hand").
"""

from __future__ import annotations

from typing import Any

from ..filters import matches
from ..state import Game


def condition_holds(
    game: Game,
    controller: str,
    condition: Any,
    *,
    source_id: int | None = None,
    that: tuple[int, ...] = (),
) -> bool:
    """603.4: is the intervening "if" (or a state trigger's state, 603.8) true now?
    ``that``: the objects "that creature" of the trigger event refers to."""
    if not condition:
        return True
    key, arg = condition[0]
    if key == "all_of":  # "if you cast it from your hand and there are …": each of them
        return all(
            condition_holds(game, controller, part, source_id=source_id, that=that) for part in arg
        )
    p = game.player(controller)
    if key in SOURCE_CONDITIONS:
        return _source_condition(game, key, arg, source_id, that)
    if key == "that_is":
        # "whenever a permanent you control is turned face up, if it's a creature, …" (603.4):
        # the object of the trigger event as it is now, or as it last existed (608.2g)
        objs = [game.objects.get(i) or game.last_known.get(i) for i in that]
        return any(
            o is not None and matches(game, o, dict(arg), controller=controller) for o in objs
        )
    if key == "soulbond":  # 702.94a: "if you control both … and both are unpaired"
        from ..soulbond import condition as soulbond_condition

        return soulbond_condition(game, arg, source_id, that)
    if key in ("your_turn", "not_your_turn"):  # "during your turn" (a static's condition)
        return (game.active == controller) == (key == "your_turn")
    if key == "attacked_you_this_step":  # "if you've been attacked this step" (508.1)
        return game.step == "declare_attackers" and any(
            d == controller for d in game.attackers.values()
        )
    if key == "cast_another_spell":  # "if you've cast another spell this turn"
        return p.spells_this_turn >= 1
    if key == "cast_noncreature_spell":  # "if you've cast a noncreature spell this turn"
        return p.noncreature_spells_this_turn >= 1
    if key == "revealed_or_controlled":
        # "if you revealed a Dragon card or controlled a Dragon as you cast this spell": noted
        # as the spell was cast (601.2h); the spell, or the permanent it became
        obj = game.objects.get(source_id) if source_id is not None else None
        if obj is None and source_id is not None:
            obj = game.last_known.get(source_id)
        return obj is not None and bool(obj.cast_notes & {"revealed", "controlled"})
    if key == "amount_less_than":  # "as long as your devotion to white is less than five"
        from ..amounts import Context, evaluate

        source = game.objects.get(source_id) if source_id is not None else None
        return evaluate(dict(arg["amount"]), Context(game, controller, source)) < int(arg["n"])
    if key == "amount_less":  # "as long as its power is less than …" (611.3a)
        from ..amounts import Context, evaluate

        source = game.objects.get(source_id) if source_id is not None else None
        ctx = Context(game, controller, source)
        return evaluate(dict(arg["amount"]), ctx) < evaluate(dict(arg["than"]), ctx)
    if key == "amount_at_least":  # "if ~ has three or more +1/+1 counters on it"
        from ..amounts import Context, evaluate

        source = game.objects.get(source_id) if source_id is not None else None
        if source is None and source_id is not None:
            source = game.last_known.get(source_id)
        return evaluate(dict(arg["amount"]), Context(game, controller, source)) >= int(arg["n"])
    if key == "another_creature_entered_last_turn":
        # "if you had another creature enter the battlefield under your control last turn"
        return bool(p.creatures_entered_last_turn - {source_id})
    if key == "you_lost_life_last_turn":  # 118.3, 118.4 (paying life is losing it)
        return p.lost_life_last_turn
    if key == "opponent_lost_life_last_turn":
        return any(game.player(o).lost_life_last_turn for o in game.opponents(controller))
    if key == "greatest_toughness":
        # "if you control the creature with the greatest toughness or tied for the greatest
        # toughness": no creature has a greater toughness than one of yours (613: as it is now)
        from ..characteristics import characteristics

        best: int | None = None
        mine: int | None = None
        for o in game.permanents():
            ch = characteristics(game, o)
            if "Creature" not in ch.types or ch.toughness is None:
                continue
            best = ch.toughness if best is None else max(best, ch.toughness)
            if ch.controller == controller:
                mine = ch.toughness if mine is None else max(mine, ch.toughness)
        return mine is not None and mine == best
    if key == "each_greatest_power":
        # "if you control each creature on the battlefield with the greatest power": every
        # creature whose power no other creature's exceeds is yours (613: as it is now)
        return _each_greatest_power_yours(game, controller)
    if key == "life_below_starting":  # 103.3: a two-player game's starting life total is 20
        return p.life < STARTING_LIFE
    if key == "life_at_most":
        return p.life <= int(arg)
    if key == "life_at_least":
        return p.life >= int(arg)
    if key == "life_exactly":
        return p.life == int(arg)
    if key == "cards_in_hand_at_most":
        return len(p.zones["hand"]) <= int(arg)
    if key == "cards_in_hand_at_least":
        return len(p.zones["hand"]) >= int(arg)
    if key == "cards_in_graveyard_at_least":
        return len(p.zones["graveyard"]) >= int(arg)
    if key == "graveyard_has_each":
        # "as long as an instant card and a sorcery card are in your graveyard": a card of
        # each kind (printed values: cards in a graveyard, 400.2)
        from ..filters import card_matches

        cards = [game.obj(i).card for i in p.zones["graveyard"]]
        return all(any(card_matches(c, dict(f)) for c in cards) for f in arg)
    if key == "opponent_owns_in_exile":  # "as long as an opponent owns a card in exile"
        return any(game.player(o).zones["exile"] for o in game.opponents(controller))
    if key == "no_spells_last_turn":  # werewolves' front faces (ISD)
        return all(q.spells_last_turn == 0 for q in game.players)
    if key == "a_player_cast_last_turn_at_least":  # their back faces: "two or more spells"
        return any(q.spells_last_turn >= int(arg) for q in game.players)
    if key in ("you_control_at_least", "you_control_exactly"):
        # "if you control three or more artifacts", "… exactly one creature"
        flt = dict(arg["filter"])
        n = sum(
            1 for o in game.permanents(controller) if matches(game, o, flt, controller=controller)
        )
        return n == int(arg["n"]) if key == "you_control_exactly" else n >= int(arg["n"])
    if key == "creatures_died_this_turn_at_least":  # Morbid; "if three or more … died"
        return game.creatures_died_this_turn >= int(arg)
    if key == "attacked_with_at_least":
        # "if you attacked with three or more creatures this turn" (Windbrisk Heights): only
        # the active player declares attackers (508.1), so only in your own turn
        return game.active == controller and len(game.attacked_this_turn) >= int(arg)
    if key == "attacked_with_fewer_than":
        # "unless you attacked with a creature this turn" (raid, 608.2c): the negation
        return not (game.active == controller and len(game.attacked_this_turn) >= int(arg))
    if key == "cast_from":
        # "if you cast it from your hand": how the source permanent came to the battlefield
        # (an object that left and came back is a new object and was not cast, 400.7)
        return source_id is not None and game.cast_from.get(source_id) == arg
    if key == "kicked":
        # 702.32d: "if it was kicked" — the spell, or the permanent it became
        obj = game.objects.get(source_id) if source_id is not None else None
        if obj is None and source_id is not None:
            obj = game.last_known.get(source_id)
        return (obj is not None and obj.kicked > 0) == bool(arg)
    if key == "total_power_at_least":
        # ferocious-like: "creatures you control have total power 8 or greater"
        from ..characteristics import characteristics

        total = 0
        for o in game.permanents(controller):
            ch = characteristics(game, o)
            if "Creature" in ch.types:
                total += max(0, ch.power or 0)
        return total >= int(arg)
    if key == "tribute_not_paid":
        # 702.103b: the opponent chosen for its tribute didn't put the counters on it
        obj = game.objects.get(source_id) if source_id is not None else None
        if obj is None and source_id is not None:
            obj = game.last_known.get(source_id)
        return obj is not None and not obj.tribute_paid
    if key == "kicked_with":
        # "if it was kicked with its {1}{B} kicker" (702.32a): the spell or the permanent
        obj = game.objects.get(source_id) if source_id is not None else None
        if obj is None and source_id is not None:
            obj = game.last_known.get(source_id)
        return obj is not None and f"Kicker {arg}" in obj.costs_paid
    if key in ("mana_spent", "mana_not_spent"):
        # "if {R} was spent to cast it" (Guildpact, Eventide): the colours of mana spent to
        # cast the spell, kept by the permanent it became (601.2g); none if it wasn't cast
        obj = game.objects.get(source_id) if source_id is not None else None
        if obj is None and source_id is not None:
            obj = game.last_known.get(source_id)
        spent = obj is not None and arg in obj.colors_spent
        return spent if key == "mana_spent" else not spent
    if key == "cost_paid":
        # 702.73a: "if its evoke cost was paid" — the spell, or the permanent it became
        obj = game.objects.get(source_id) if source_id is not None else None
        if obj is None and source_id is not None:
            obj = game.last_known.get(source_id)
        return obj is not None and arg in obj.costs_paid
    source = game.objects.get(source_id) if source_id is not None else None
    if key == "none_on_battlefield":  # "unless there is a Mountain on the battlefield"
        return not any(
            matches(game, o, dict(arg), controller=controller, source=source)
            for o in game.permanents()
        )
    found = any(  # the source for "another Minotaur" (not itself)
        matches(game, o, dict(arg), controller=controller, source=source)
        for o in game.permanents(controller)
    )
    return found if key == "you_control" else not found


STARTING_LIFE = 20  # 103.3 (two-player games)
SOURCE_CONDITIONS = (
    "had_no_counters",
    "has_counter",
    "came_under_control_since_last_upkeep",
    "on_battlefield",
    "that_is_bigger",
    "in_exile",
    "self_has_keyword",
    "counters_at_least",
    "source_untapped",
    "monstrous",
    "source_tapped",
    "source_attacking",
    "source_enchanted",
    "source_equipped",
    "enchanted_is",
    "enchanted_is_not",
)


def _source_condition(
    game: Game, key: str, arg: Any, source_id: int | None, that: tuple[int, ...]
) -> bool:
    """Conditions about the ability's source: as it is now, or as it last existed when it has
    left its zone (608.2g, 603.10: persist asks what counters it had as it left)."""
    if source_id is None:
        return False
    now = game.objects.get(source_id)
    if key == "had_no_counters":  # 702.78a, 702.92a: last known information
        obj = now or game.last_known.get(source_id)
        return obj is not None and not obj.counters.get(str(arg))
    if now is None:
        return False
    if key == "has_counter":  # 702.62a, 702.57a, 702.61a ("suspended": in exile)
        return bool(now.counters.get(str(arg)))
    if key == "counters_at_least":  # "if there are two or more ki counters on ~"
        return now.counters.get(str(arg["kind"]), 0) >= int(arg["n"])
    if key == "monstrous":  # "as long as ~ is monstrous" (701.28a: a condition of that permanent)
        return now.zone == "battlefield" and now.monstrous
    if key in ("source_tapped", "source_untapped"):  # "if ~ is untapped" (Howling Mine)
        return now.zone == "battlefield" and now.tapped == (key == "source_tapped")
    if key == "source_attacking":  # "only if ~ is attacking" (506.4: still in combat)
        return now.zone == "battlefield" and now.id in game.attackers
    if key in ("enchanted_is", "enchanted_is_not"):
        # the permanent the source is attached to fits the filter (303.4, 611.3a)
        from ..filters import matches

        host = game.objects.get(now.attached_to) if isinstance(now.attached_to, int) else None
        fits = (
            now.zone == "battlefield"
            and host is not None
            and host.zone == "battlefield"
            and matches(game, host, dict(arg), controller=now.controller)
        )
        return fits if key == "enchanted_is" else not fits
    if key in ("source_enchanted", "source_equipped"):
        # "as long as ~ is enchanted / equipped": an Aura (303.4b) / an Equipment (301.5a) is
        # attached to it
        from ..characteristics import characteristics

        kind = "Aura" if key == "source_enchanted" else "Equipment"
        return now.zone == "battlefield" and any(
            o.attached_to == now.id and kind in characteristics(game, o).subtypes
            for o in game.objects.values()
            if o.zone == "battlefield"
        )
    if key == "on_battlefield":  # 702.23a
        return now.zone == "battlefield"
    if key == "in_exile":  # 702.61a: "if it's exiled"
        return now.zone == "exile"
    if key == "self_has_keyword":  # "when ~ has flying" (603.8): as it is now (613)
        from ..characteristics import characteristics

        return now.zone == "battlefield" and str(arg) in characteristics(game, now).keywords
    if key == "came_under_control_since_last_upkeep":  # 702.29a
        previous = game.player(now.controller).upkeep_marks[0]
        return now.zone == "battlefield" and now.controlled_since > previous
    # "that_is_bigger" (702.99a evolve): that creature's power or toughness is greater
    from ..characteristics import characteristics

    other = next((game.objects[i] for i in that if i in game.objects), None)
    if other is None or other.zone != "battlefield" or now.zone != "battlefield":
        return False
    mine, theirs = characteristics(game, now), characteristics(game, other)
    if "Creature" not in theirs.types or "Creature" not in mine.types:
        return False  # 702.99c: no creature is greater than a noncreature permanent
    return (theirs.power or 0) > (mine.power or 0) or (theirs.toughness or 0) > (
        mine.toughness or 0
    )


def _each_greatest_power_yours(game: Game, controller: str) -> bool:
    """Each creature with the greatest power (all of them, if tied) is controlled by
    ``controller``; with no creature on the battlefield there is no such creature to miss."""
    from ..characteristics import characteristics

    views = [characteristics(game, o) for o in game.permanents()]
    powers = [(ch.power or 0, ch.controller) for ch in views if "Creature" in ch.types]
    best = max((p for p, _ in powers), default=0)
    return all(c == controller for p, c in powers if p == best)
