"""Damage or counters divided as its controller chooses among the targets (601.2d).

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
    """The damage or counters instructions of an ability that are divided among its targets."""
    return [e for e in ability.effects if isinstance(e, dict) and e.get("divided")]


def _amount(effect: dict, x: int | None) -> int:
    value = effect["add_counters"]["n"] if "add_counters" in effect else effect["damage"]
    return (x or 0) if value == "X" else int(value)


def announce_division(game: Game, item: StackItem, *, triggered: bool = False) -> None:
    """601.2d: the division of the damage or counters, announced as the spell is cast or the
    ability activated; 603.3d: as a triggered ability is put on the stack (the answer
    ``choose: {divide: …}`` before it triggers; by default everything beyond 1 for each other
    target goes to the first target)."""
    ability = item.ability
    if ability is None or not divided_effects(ability):
        return
    (effect,) = divided_effects(ability)
    counters = "add_counters" in effect
    amount = _amount(effect, item.x)
    shares = item.choices.get("divide")
    count = len(item.targets)
    if shares is None and triggered:
        shares = game.answers.get("divide")
    if shares is None and (count == 1 or (triggered and 0 < count <= amount)):
        shares = [amount - count + 1] + [1] * (count - 1)
    what = "жетонов" if counters else "повреждений"
    if shares is None:
        raise IllegalActionError(
            f"нужно объявить, как разделить {amount} {what} между {count} целями "
            "(choose: {divide: [N, …]} — по целям в их порядке)",
            ("601.2d",),
        )
    if not isinstance(shares, list) or not all(isinstance(s, int) for s in shares):
        raise IllegalActionError("divide — список чисел по целям в их порядке", ("601.2d",))
    if len(shares) != count or any(s < 1 for s in shares) or sum(shares) != amount:
        raise IllegalActionError(
            f"{amount} {what} делятся между всеми {count} целями, каждой хотя бы 1 "
            f"(divide: {shares})",
            ("601.2d",),
        )
    item.choices["divide"] = list(shares)
    extra = {"counters": effect["add_counters"]["kind"]} if counters else {}
    game.log(
        "damage_divided",
        ("601.2d", "603.3d") if triggered else ("601.2d",),
        source=item.source_card.name,
        player=item.controller,
        amount=amount,
        shares=list(shares),
        **extra,
    )
