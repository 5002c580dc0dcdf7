"""Kicker and multikicker (702.32): "You may pay an additional [cost] as you cast this spell"
(any number of times for multikicker, 702.32c).  The player announces the intention to pay as
the spell is cast (601.2b; answer ``choose: {kicker: true}`` or ``{kicker: N}``); the spell has
then been kicked (702.32d) and the permanent it becomes remembers it
(``GameObject.kicked``: "if it was kicked", "for each time it was kicked")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...cards.format import CardDef
from ..events import IllegalActionError
from ..names import shown


@dataclass(frozen=True)
class Kick:
    """What kicking adds to a spell's total cost (601.2e) and how many times it was kicked."""

    times: int
    unit: str  # the kicker cost, "{4}"
    multi: bool  # multikicker (702.32c)
    rules: tuple[str, ...]
    # "Kicker {2}{U} and/or {1}{B}" (702.32a): which of the costs were paid (for "if it was
    # kicked with its {1}{B} kicker"); empty for a card with one kicker cost
    paid: tuple[str, ...] = ()

    @property
    def cost(self) -> str:
        """The added mana: the kicker cost once per kick ("{1}{W}{1}{W}")."""
        return self.unit * self.times


NONE = Kick(0, "", False, ())


def kick(card: CardDef, answer: Any) -> Kick:
    """The kicker the caster announced (601.2b) for ``card``: ``answer`` is true, false or a
    number of times (multikicker).  Raises :class:`IllegalActionError` for a kicker the card
    doesn't have or a second kick of a plain kicker (702.32d)."""
    if answer is None or answer is False or answer == 0:
        return NONE
    two = next(
        (
            k
            for k in card.keyword_values
            if k.name == "Kicker" and " and/or " in (k.parameter or "")
        ),
        None,
    )
    if two is not None:
        return _either_or_both(card, str(two.parameter).split(" and/or "), answer)
    times = 1 if answer is True else answer
    if not isinstance(times, int) or isinstance(times, bool) or times < 0:
        raise IllegalActionError("kicker — true или число раз (Мультиусилитель)", ("601.2b",))
    kickers = [k for k in card.keyword_values if k.name in ("Kicker", "Multikicker")]
    if not kickers:
        raise IllegalActionError(
            f"у {shown(card)} нет Усилителя: заплатить его нельзя", ("702.32a", "601.2b")
        )
    kicker = kickers[0]
    multi = kicker.name == "Multikicker"
    if times > 1 and not multi:
        raise IllegalActionError(
            f"Усилитель {kicker.parameter} можно заплатить только один раз "
            "(сколько угодно раз — только Мультиусилитель)",
            ("702.32a", "702.32d"),
        )
    rules = ("601.2b", "702.32a") + (("702.32c",) if multi else ()) + ("702.32d", "117.8")
    return Kick(times, str(kicker.parameter), multi, rules)


def _either_or_both(card: CardDef, costs: list[str], answer: Any) -> Kick:
    """702.32a: "Kicker [cost 1] and/or [cost 2]": the answer names which — ``kicker: 1``,
    ``2``, ``[1, 2]`` (or the costs themselves, "{1}{B}"); each may be paid once."""
    wanted = answer if isinstance(answer, list) else [answer]
    paid: list[str] = []
    for item in wanted:
        if isinstance(item, int) and not isinstance(item, bool) and 1 <= item <= len(costs):
            cost = costs[item - 1]
        elif isinstance(item, str) and item.upper() in costs:
            cost = item.upper()
        else:
            raise IllegalActionError(
                f"у {shown(card)} два Усилителя ({costs[0]} и/или {costs[1]}): kicker — 1, 2, "
                "[1, 2] или сами стоимости",
                ("702.32a", "601.2b"),
            )
        if cost in paid:
            raise IllegalActionError(
                f"Усилитель {cost} можно заплатить только один раз", ("702.32a", "702.32d")
            )
        paid.append(cost)
    unit = "".join(c for c in costs if c in paid)  # in the printed order
    return Kick(
        1,
        unit,
        False,
        ("601.2b", "702.32a", "702.32d", "117.8"),
        tuple(c for c in costs if c in paid),
    )
