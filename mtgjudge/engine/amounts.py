"""Amounts: the numbers a card's text computes ("equal to its power", "the number of cards in
your hand", "your devotion to black", "for each artifact you control").

One evaluator for every amount value of the card format (``{amount: KIND, …}``):

``{amount: power | toughness | mana_value, object: REF}``
    a characteristic of one object — as it is now if it is still where the effect expects it,
    else as it last existed (608.2g, last known information: a sacrificed or destroyed
    creature, a target that has left the battlefield).
``{amount: counters, kind: KIND, object: REF}``
    the number of counters of a kind on an object (121.1; last known information, 608.2g).
``{amount: permanents, filter: FILTER}``
    the number of permanents on the battlefield that match (any controller unless the filter
    names one).
``{amount: cards, zone: hand | graveyard | library, player: PLAYER, filter: FILTER}``
    the number of cards in a player's zone; ``player: each_player`` counts every player's.
``{amount: devotion, colors: [COLOR, …]}``
    the controller's devotion to those colours (700.5).
``{amount: basic_land_types}``
    the number of basic land types among lands the controller controls (domain, 305.6).
``{amount: life, player: PLAYER}``
    a player's life total (118.1).
``{amount: greatest, characteristic: power | toughness, filter: FILTER}``
    the greatest power or toughness among the permanents that match (0 if none does, 608.2g).
``{amount: counters_among, kind: KIND, filter: FILTER}``
    the number of counters of a kind on all the permanents that match (121.1).
``{amount: colors_among_permanents}``
    the number of colours among the permanents the controller controls (105.2: each of the five
    colours at least one of them is).

A resolving spell or ability determines its amount once, as the effect is applied (608.2g); a
static ability's amount is recomputed whenever the game looks (611.3a, 604.3).  The wrappers
``{of: AMOUNT, times: N, plus: N}`` ("twice …", "… plus 1", "for each …") are evaluated by the
callers (``effects.Resolution.number``, ``layers.count_value``), which call :func:`evaluate`
for the parts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards.format import AMOUNT_KINDS as KINDS
from .state import Game, GameObject

OBJECT_KINDS = ("power", "toughness", "mana_value", "counters")
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def is_amount(value: Any) -> bool:
    """Whether ``value`` is an amount value of this module (``{amount: KIND, …}``)."""
    return isinstance(value, dict) and value.get("amount") in KINDS


@dataclass(frozen=True)
class Context:
    """What an amount needs to be determined: whose it is (``controller``, "you"), the source
    of the ability, how its references are found (``known``: an object by reference, current
    or last known; ``players``: players by reference) and, inside the layer pass, the working
    characteristics (611.3a: counted as of that moment of the pass)."""

    game: Game
    controller: str
    source: GameObject | None = None
    known: Callable[[Any], GameObject | None] | None = None
    players: Callable[[Any], list[str]] | None = None
    working: dict[int, Any] | None = None


def evaluate(value: dict, ctx: Context) -> int:
    """The number an amount value stands for now (see the module docstring for the kinds)."""
    kind = value["amount"]
    game = ctx.game
    if kind in OBJECT_KINDS:
        obj = _object(value.get("object", "self"), ctx)
        if obj is None:
            return 0
        if kind == "counters":
            return int(obj.counters.get(str(value["kind"]), 0))
        from .layers import characteristics

        chars = characteristics(game, obj)
        if kind == "mana_value":
            return int(chars.mana_value)
        number = chars.power if kind == "power" else chars.toughness
        return int(number or 0)
    if kind == "permanents":
        return _permanents(dict(value.get("filter") or {}), ctx)
    if kind == "cards":
        from .filters import card_matches

        flt = dict(value.get("filter") or {})
        total = 0
        for player in _players(value.get("player", "you"), ctx):
            for card in game.cards_in(player, str(value["zone"])):
                if not flt or card_matches(card.card, flt):
                    total += 1
        return total
    if kind == "devotion":
        return devotion(game, ctx.controller, tuple(value["colors"]))
    if kind == "basic_land_types":
        return _basic_land_types(ctx)
    if kind == "life":
        players = _players(value.get("player", "you"), ctx)
        return game.player(players[0]).life if players else 0
    if kind == "colors_among_permanents":
        return _colors_among_permanents(ctx)
    if kind == "counters_among":  # the counters of a kind on every permanent that matches
        counter = str(value["kind"])
        objs = _matching(dict(value.get("filter") or {}), ctx, objects=True)
        return sum(int(o.counters.get(counter, 0)) for o in objs)
    if kind == "greatest":
        side = str(value["characteristic"])
        views = _matching(dict(value.get("filter") or {}), ctx)
        return max((int(getattr(view, side) or 0) for view in views), default=0)
    raise ValueError(f"amount {kind!r}")


def devotion(game: Game, player: str, colors: tuple[str, ...]) -> int:
    """700.5: the mana symbols of those colours among the mana costs of the permanents the
    player controls (a hybrid symbol of both colours counts once; a face-down permanent has no
    mana cost, 707.2)."""
    from .layers.copy import copiable_card

    wanted = {COLOR_SYMBOLS[c] for c in colors}
    total = 0
    for obj in game.permanents(player):
        if obj.hidden is not None:
            continue
        for symbol in copiable_card(game, obj).mana_cost.symbols:
            if set(symbol.text.split("/")) & wanted:
                total += 1
    return total


def _object(ref: Any, ctx: Context) -> GameObject | None:
    if ctx.known is not None:
        return ctx.known(ref)
    if ref == "self":
        return ctx.source
    return None


def _players(ref: Any, ctx: Context) -> list[str]:
    if ref in (None, "you"):
        return [ctx.controller]
    if ref == "each_player":
        return ctx.game.players_in_order()
    if ref == "each_opponent":
        return ctx.game.opponents(ctx.controller)
    if ctx.players is not None:
        return ctx.players(ref)
    return []


def _permanents(flt: dict, ctx: Context) -> int:
    """608.2g / 611.3a: the number of permanents that match now (in the layer pass: as of this
    layer)."""
    return len(_matching(flt, ctx))


def _matching(flt: dict, ctx: Context, objects: bool = False) -> list:
    """The characteristics of the permanents that match now (in the layer pass: the working
    values as of this layer, 613); with ``objects``, the permanents themselves."""
    from .filters import matches_view

    game = ctx.game
    # "Aura you control that's attached to a creature" (301.5, 303.4): the host's types are
    # those of the same pass (in the layer pass: as of this layer, 613.7), not recomputed
    attached = bool(flt.pop("attached_to_creature", False))
    if ctx.working is not None:
        working = ctx.working

        def on_creature(obj: Any) -> bool:
            host = working.get(obj.attached_to) if isinstance(obj.attached_to, int) else None
            return host is not None and host.on_battlefield and "Creature" in host.types

        return [
            game.objects[i] if objects else wk
            for i, wk in working.items()
            if wk.on_battlefield
            and (not attached or on_creature(game.objects[i]))
            and matches_view(
                game, game.objects[i], wk, flt, controller=ctx.controller, source=ctx.source
            )
        ]
    from .layers import all_characteristics

    chars = all_characteristics(game)

    def attached_to_creature(obj: Any) -> bool:
        host = chars.get(obj.attached_to) if isinstance(obj.attached_to, int) else None
        return host is not None and "Creature" in host.types

    return [
        o if objects else chars[o.id]
        for o in game.permanents()
        if o.id in chars
        and (not attached or attached_to_creature(o))
        and matches_view(game, o, chars[o.id], flt, controller=ctx.controller, source=ctx.source)
    ]


def _controlled_views(ctx: Context) -> list:
    """The characteristics of the permanents the controller controls: the layer pass's working
    values while one runs (613), else the current characteristics."""
    if ctx.working is not None:
        return [
            wk
            for wk in ctx.working.values()
            if wk.on_battlefield and wk.controller == ctx.controller
        ]
    from .layers import all_characteristics

    chars = all_characteristics(ctx.game)
    return [chars[o.id] for o in ctx.game.permanents(ctx.controller) if o.id in chars]


def _colors_among_permanents(ctx: Context) -> int:
    """ "For each color among permanents you control" (105.2): the colours, of the five, that at
    least one permanent the controller controls is (its colours now, 613)."""
    found: set[str] = set()
    for view in _controlled_views(ctx):
        found |= set(view.colors)
    return len(found & set(COLOR_SYMBOLS.values()))


def _basic_land_types(ctx: Context) -> int:
    """Domain (305.6): the basic land types among the lands the controller controls."""
    found: set[str] = set()
    for view in _controlled_views(ctx):
        if "Land" in view.types:
            found |= set(view.subtypes) & set(BASIC_LAND_TYPES)
    return len(found)
