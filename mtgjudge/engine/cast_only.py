"""A card's own restriction on when it may be cast (112.6d: it functions in every zone the
card could be cast from): "Cast this spell only during combat.", "Cast this spell only during
the declare attackers step and only if you've been attacked this step.", "Cast this spell only
if you've cast another spell this turn."

The static ``{cast_only: WHEN, if: CONDITION}`` of the card: ``WHEN`` one of :data:`WHEN`
(``any``: only the condition), the condition any of the card format's conditions (603.4's
evaluator, from the caster's point of view) or ``attacked_you_this_step`` / ``cast_another_spell``.
Checked as the player begins to cast the spell, whoever lets them cast it (an effect that casts
it too, 101.2: "can't" beats "can").
"""

from __future__ import annotations

from ..cards.format import CardDef
from .events import IllegalActionError
from .state import Game

# when, and the rule of that part of the turn (500.1, 506.1, 508, 509)
WHEN = {
    "any": ("", "112.6d"),
    "combat": ("во время боя", "506.1"),
    "declare_attackers": ("во время шага объявления атакующих", "508.1"),
    "declare_blockers": ("во время шага объявления блокирующих", "509.1"),
    "combat_before_blockers": ("во время боя до объявления блокирующих", "506.1"),
    "combat_after_blockers": ("во время боя после объявления блокирующих", "506.6f"),
    "your_turn": ("во время своего хода", "500.1"),
    "opponents_turn": ("во время хода оппонента", "500.1"),
}
COMBAT = ("beginning_of_combat", "declare_attackers", "declare_blockers") + (
    "first_strike_damage",
    "combat_damage",
    "end_of_combat",
)


def _when_holds(game: Game, player: str, when: str) -> bool:
    step = game.step
    if when == "any":
        return True
    if when == "combat":
        return step in COMBAT
    if when in ("declare_attackers", "declare_blockers"):
        return step == when
    if when == "combat_before_blockers":
        return step in ("beginning_of_combat", "declare_attackers")
    if when == "combat_after_blockers":  # 506.6f: never in a combat without that step
        return step in COMBAT[2:]
    if when == "your_turn":
        return game.active == player
    return game.active != player  # opponents_turn


def check_cast_only(game: Game, player: str, card: CardDef) -> None:
    """Refuse the cast if the card's own restriction is not met (112.6d)."""
    from .triggers import condition_holds

    for static in card.static:
        when = static.get("cast_only")
        if when is None:
            continue
        words, rule = WHEN[str(when)]
        condition = static.get("if")
        if _when_holds(game, player, str(when)) and (
            not condition or condition_holds(game, player, condition)
        ):
            continue
        text = static.get("text") or ""
        raise IllegalActionError(
            f"«{card.name}» можно разыграть только {words}".rstrip()
            + (" и только при условии карты" if condition else "")
            + (f" («{text}»)" if text else ""),
            ("112.6d", rule, "601.2"),
        )
