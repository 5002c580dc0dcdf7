"""Convoke (702.50) and delve (702.65): ways to pay part of a spell's locked-in total cost
(601.2e) that are not costs themselves (702.50a, 702.65a: "isn't an additional or alternative
cost and applies only after the total cost … is determined").

* convoke: each untapped creature the caster controls and taps pays for one generic mana or
  one coloured mana of one of its colours (702.50a).  Tapping it is not a {T} ability of the
  creature, so summoning sickness does not matter (302.6);
* delve: each card exiled from the caster's graveyard pays for one generic mana (702.65a).

The scenario's cast action names the creatures (``convoke: [...]``) and the cards
(``delve: [...]``); nothing is tapped or exiled by default.  What is left is paid with mana.
"""

from __future__ import annotations

from ..characteristics import characteristics
from ..events import IllegalActionError
from ..mana import ManaCost, ManaSymbol
from ..names import shown
from ..state import Game, GameObject


def _pays(symbol: ManaSymbol, colours: frozenset[str]) -> bool:
    """Whether a creature of ``colours`` may pay ``symbol`` (702.50a): generic mana, or
    coloured mana (a hybrid or Phyrexian symbol is coloured mana of each of its colours) of one
    of its colours."""
    if symbol.kind == "generic":
        return True
    if symbol.kind in ("colored", "hybrid", "phyrexian", "monohybrid"):
        return bool(symbol.colors & colours)
    return False


def _units(cost: ManaCost) -> list[ManaSymbol]:
    """The cost one mana at a time ({3}{R} → {1}{1}{1}{R}); an {X} must already be a number."""
    out: list[ManaSymbol] = []
    for s in cost.symbols:
        if s.kind == "generic":
            out += [ManaSymbol("1")] * int(s.text)
        else:
            out.append(s)
    return out


def _join(units: list[ManaSymbol]) -> ManaCost:
    return ManaCost(()).plus(ManaCost(tuple(units)))


def convoke(
    game: Game, player: str, cost: ManaCost, creatures: list[GameObject]
) -> tuple[ManaCost, list[tuple[str, str]]]:
    """Tap ``creatures`` to pay part of ``cost`` (702.50a): returns the cost left to pay with
    mana and, per creature, its label and the mana symbol it paid.  Each creature must pay
    something: coloured mana first where its colours allow (a maximum matching, so a choice
    that can pay is never refused)."""
    units = _units(cost)
    colours = []
    for c in creatures:
        ch = characteristics(game, c)
        if c.zone != "battlefield" or c.controller != player or "Creature" not in ch.types:
            raise IllegalActionError(
                f"{shown(c)} — не существо под контролем игрока {player}: Созывом его не повернуть",
                ("702.50a",),
            )
        if c.tapped:
            raise IllegalActionError(
                f"{shown(c)} уже повёрнуто: Созывом поворачивают только неповёрнутых существ",
                ("702.50a",),
            )
        colours.append(ch.colors)
    if len({c.id for c in creatures}) != len(creatures):
        raise IllegalActionError("одно и то же существо названо для Созыва дважды", ("702.50a",))
    # bipartite matching creature → mana symbol, coloured symbols tried first (augmenting paths)
    order = sorted(range(len(units)), key=lambda i: units[i].kind == "generic")
    owner: dict[int, int] = {}  # unit index → creature index

    def assign(ci: int, seen: set[int]) -> bool:
        for ui in order:
            if ui in seen or not _pays(units[ui], colours[ci]):
                continue
            seen.add(ui)
            if ui not in owner or assign(owner[ui], seen):
                owner[ui] = ci
                return True
        return False

    for ci in range(len(creatures)):
        if not assign(ci, set()):
            raise IllegalActionError(
                f"{shown(creatures[ci])} нечем платить: в стоимости {cost} не осталось ни "
                "неокрашенной маны, ни маны его цвета",
                ("702.50a", "601.2g"),
            )
    paid: list[tuple[str, str]] = []
    for ui, ci in sorted(owner.items(), key=lambda kv: kv[1]):
        game.tap(creatures[ci])
        paid.append((creatures[ci].label, str(units[ui])))
    left = [u for i, u in enumerate(units) if i not in owner]
    return _join(left), paid


def delve(
    game: Game, player: str, cost: ManaCost, cards: list[GameObject]
) -> tuple[ManaCost, list[str]]:
    """Exile ``cards`` from the caster's graveyard, each paying for {1} of ``cost``'s generic
    mana (702.65a); returns the cost left and the exiled cards' labels."""
    from ..zones import move_object

    if len({c.id for c in cards}) != len(cards):
        raise IllegalActionError("одна и та же карта названа для Выкапывания дважды", ("702.65a",))
    for c in cards:
        if c.zone != "graveyard" or c.owner != player:
            raise IllegalActionError(
                f"{shown(c)} не на кладбище игрока {player}: Выкапыванием её не изгнать",
                ("702.65a",),
            )
    units = _units(cost)
    generic = sum(1 for u in units if u.kind == "generic")
    if len(cards) > generic:
        raise IllegalActionError(
            f"Выкапывание платит только неокрашенную ману: в стоимости {cost} её {generic}, "
            f"а изгнать названо карт: {len(cards)}",
            ("702.65a", "601.2g"),
        )
    labels = []
    for c in cards:
        labels.append(c.label)
        move_object(game, c, "exile")
    left = [u for u in units if u.kind != "generic"] + [ManaSymbol("1")] * (generic - len(cards))
    return _join(left), labels
