"""Damage divided as its controller chooses among the targets (601.2d).

"Arc Lightning deals 3 damage divided as you choose among one, two, or three targets": as the
spell is cast, after its targets are chosen, the player announces how the damage is divided;
each target must receive at least 1 (601.2d).  The division is kept as the spell resolves:
a target that has become illegal is dealt nothing and its share is not dealt to the others
(608.2b).  The scenario's answer is ``choose: {divide: [2, 1]}`` — the shares in the order of
the targets; one target takes everything without an answer.
"""

from __future__ import annotations

from typing import Any

from .events import IllegalActionError
from .state import Game, StackItem


def divided_effects(ability: Any) -> list[dict]:
    """The damage instructions of an ability that are divided among its targets."""
    return [e for e in ability.effects if isinstance(e, dict) and e.get("divided")]


def announce_division(game: Game, item: StackItem) -> None:
    """601.2d: the division of the damage, announced as the spell is cast."""
    ability = item.ability
    if ability is None or not divided_effects(ability):
        return
    (effect,) = divided_effects(ability)
    amount = (item.x or 0) if effect["damage"] == "X" else int(effect["damage"])
    shares = item.choices.get("divide")
    count = len(item.targets)
    if shares is None and count == 1:
        shares = [amount]
    if shares is None:
        raise IllegalActionError(
            f"нужно объявить, как разделить {amount} повреждений между {count} целями "
            "(choose: {divide: [N, …]} — по целям в их порядке)",
            ("601.2d",),
        )
    if not isinstance(shares, list) or not all(isinstance(s, int) for s in shares):
        raise IllegalActionError("divide — список чисел по целям в их порядке", ("601.2d",))
    if len(shares) != count or any(s < 1 for s in shares) or sum(shares) != amount:
        raise IllegalActionError(
            f"{amount} повреждений делятся между всеми {count} целями, каждой хотя бы 1 "
            f"(divide: {shares})",
            ("601.2d",),
        )
    item.choices["divide"] = list(shares)
    game.log(
        "damage_divided",
        ("601.2d",),
        source=item.source_card.name,
        player=item.controller,
        amount=amount,
        shares=list(shares),
    )
