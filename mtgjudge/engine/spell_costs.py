"""Static abilities of permanents that change what spells cost (601.2e).

``{spells_cost_less_colored: "{B}{R}", of, caster}`` — "Minotaur spells you cast cost {B}{R} less
to cast. This effect reduces only the amount of colored mana you pay." (the coloured symbols
named come off the total cost, one symbol each; a hybrid symbol is not reduced — the engine
does not ask which half of it will be paid, 601.2b).
``{spells_cost_less: N, of: FILTER, caster: WHO}`` — "[FILTER] spells you cast cost {N} less
to cast" (``per_target: FILTER``: {N} less for each different object of that kind the spell
targets, "… for each creature it targets"); ``{spells_cost_more: N, of: FILTER, caster: WHO}`` — "Noncreature spells cost {1}
more to cast", "Black spells you cast cost {1} more to cast".  ``caster`` is who casts the
spell: ``you`` (the default: the permanent's controller), ``opponents`` or ``all``
(``cast_limits.applies_to``).  ``of`` is a filter of the spell as it is on the stack while its
total cost is determined (601.2a: it is put on the stack first; 601.2e); an ``if`` condition
("As long as ~ is tapped, …", 611.3a) is judged then.

601.2e: the total cost is the mana cost or alternative cost, plus all additional costs and
cost increases, minus all cost reductions; only generic mana is reduced here, and the mana
component is never less than {0} (``cost_keywords.total``).  The conspiracies of the command
zone (313.5) give the same static (``conspiracies.cost_reduction``).
"""

from __future__ import annotations

from typing import Any

from .cast_limits import applies_to
from .cost_keywords.total import CostPart
from .filters import matches
from .layers import permanents_with_statics
from .mana import ManaCost, ManaSymbol
from .state import Game, GameObject
from .triggers import condition_holds

KEYS = ("spells_cost_less", "spells_cost_more", "spells_cost_less_colored")


def next_spell_reduction(game: Game, player: str) -> list[CostPart]:
    """601.2e: "the next spell you cast this turn costs {1} less to cast" — every such note of
    this turn for the caster is used up by this spell (its reduction, if any)."""
    notes = [
        p for p in game.permissions if p["kind"] == "next_spell_cost_less" and p["player"] == player
    ]
    if not notes:
        return []
    game.permissions = [p for p in game.permissions if not any(p is n for n in notes)]
    return [
        CostPart(n["source"], n["source"], "reduction", ("601.2e",), less=int(n["less"]))
        for n in notes
        if n["turn"] == game.turn
    ]


def own_cost_reduction(
    game: Game, player: str, spell: GameObject, statics: tuple[dict, ...]
) -> list[CostPart]:
    """112.6c, 601.2e: the spell's own "This spell costs {1} less to cast for each …" /
    "If …, this spell costs {2} less to cast" / "costs {X} less …, where X is your devotion
    to black" — counted as the total cost is determined, the spell already on the stack
    (601.2a: a creature card of the graveyard count doesn't include it)."""
    from .layers.system import count_value
    from .triggers import condition_holds

    parts: list[CostPart] = []
    for static in statics:
        if "self_cost_less" not in static:
            continue
        condition = static.get("if")
        if condition and not condition_holds(game, player, condition, source_id=spell.id):
            continue
        less = count_value(game, player, static["self_cost_less"], None, spell)
        if less > 0:
            name = spell.card.name
            parts.append(CostPart(name, name, "reduction", ("601.2e", "112.6c"), less=less))
    return parts


def targets_that_fit(game: Game, spell: GameObject, flt: dict, source: GameObject) -> int:
    """How many different objects that fit ``flt`` the spell on the stack targets (601.2c:
    its targets are chosen before its total cost, 601.2e); an object it targets more than
    once counts once (Battlefield Thaumaturge's ruling, 2014-04-26)."""
    for item in game.stack:
        if item.kind == "spell" and item.source_id == spell.id:
            ids = {t.object_id for t in item.targets if t.object_id is not None}
            return sum(
                1
                for i in ids
                if i in game.objects
                and matches(game, game.objects[i], flt, controller=source.controller, source=source)
            )
    return 0


def static_cost_changes(game: Game, player: str, spell: GameObject) -> list[CostPart]:
    """601.2e: the cost increases and reductions the static abilities of permanents on the
    battlefield give the spell ``spell`` that ``player`` is casting.  Only permanents with
    static abilities are read (``layers.permanents_with_statics``)."""

    parts: list[CostPart] = []
    for obj, ch in permanents_with_statics(game):
        for static in ch.statics:
            key = next((k for k in KEYS if k in static), None)
            if key is None or obj.controller is None:
                continue
            if not applies_to(obj, static.get("caster", "you"), player):
                continue
            condition = static.get("if")
            if condition and not condition_holds(game, obj.controller, condition, source_id=obj.id):
                continue  # 611.3a: "as long as …" judged as the cost is determined
            flt: dict[str, Any] = dict(static.get("of") or {})
            if not matches(game, spell, flt, controller=obj.controller, source=obj):
                continue
            if key == "spells_cost_less_colored":
                # "This effect reduces only the amount of colored mana you pay" (601.2e): the
                # coloured symbols named are taken off the total cost, never generic mana
                less_mana = ManaCost.parse(str(static[key]))
                parts.append(CostPart(obj.name, obj.name, "reduction", ("601.2e",), mana=less_mana))
                continue
            n = int(static[key])
            if "per_target" in static:  # "… for each creature it targets" (601.2c, 601.2e)
                n *= targets_that_fit(game, spell, dict(static["per_target"]), obj)
            if key == "spells_cost_less":
                parts.append(CostPart(obj.name, obj.name, "reduction", ("601.2e",), less=n))
            else:
                more = ManaCost((ManaSymbol(str(n)),))
                parts.append(CostPart(obj.name, obj.name, "static_increase", ("601.2e",), more))
    return parts


def dash_cost_reduction(game: Game, player: str) -> list[CostPart]:
    """601.2e, 702.108a: "Dash costs you pay cost {2} less." — the static ``dash_cost_less: N``
    of a permanent ``player`` controls takes N generic mana off a spell cast for its dash cost
    (the alternative cost, 117.9); only generic mana, never below {0}."""
    parts: list[CostPart] = []
    for obj, ch in permanents_with_statics(game):
        if obj.controller != player:
            continue
        for static in ch.statics:
            if "dash_cost_less" in static:
                less = int(static["dash_cost_less"])
                parts.append(
                    CostPart(obj.name, obj.name, "reduction", ("601.2e", "702.108a"), less=less)
                )
    return parts
