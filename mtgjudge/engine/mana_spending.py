"""Spending mana "as though" it were another type (609.4): which coloured costs each type of
mana in a player's pool may pay.

Normally mana of a colour pays that colour's symbols and any generic mana, and colourless mana
pays only generic mana (and {C}).  A static ability ``spend_mana_as`` of a permanent changes
this for its controller (Celestial Dawn: "You may spend white mana as though it were mana of
any color. You may spend other mana only as though it were colorless mana."): ``any_color``
lets that mana pay any coloured symbol, ``colorless`` lets it pay only generic costs.  Only
the payment is treated so (609.4): the mana itself keeps its colour.
"""

from __future__ import annotations

from dataclasses import dataclass

from .layers import characteristics
from .mana import COLOR_BY_NAME, COLORS
from .state import Game

ALL_COLORS = frozenset(COLORS)


@dataclass(frozen=True)
class Spending:
    """For each mana type of a pool (W, U, B, R, G, C), the colours of symbols it may pay;
    ``sources``: the permanents whose abilities say so (for the explanation)."""

    pays: dict[str, frozenset[str]]
    sources: tuple[str, ...]


def spending(game: Game, player: str, paying_for: object = None) -> Spending | None:
    """The spending rules of ``player``'s static abilities, or None for the normal ones.  A
    rule with ``only_own_abilities`` (Quicksilver Elemental: "to pay the activation costs of
    ~'s abilities") applies only when ``paying_for`` is that permanent."""

    pays: dict[str, frozenset[str]] | None = None
    sources: list[str] = []
    for obj in game.permanents(player):
        for static in characteristics(game, obj).statics:
            rule = static.get("spend_mana_as")
            if not rule:
                continue
            if static.get("only_own_abilities") and paying_for is not obj:
                continue
            if pays is None:
                pays = {c: frozenset({c}) for c in COLORS}
                pays["C"] = frozenset()
            named = {COLOR_BY_NAME[k] for k in rule if k != "other"}
            for key, how in rule.items():
                colours = (ALL_COLORS - named) if key == "other" else {COLOR_BY_NAME[key]}
                for c in colours:
                    pays[c] = ALL_COLORS if how == "any_color" else frozenset()
            sources.append(obj.name)
    return Spending(pays, tuple(dict.fromkeys(sources))) if pays is not None else None
