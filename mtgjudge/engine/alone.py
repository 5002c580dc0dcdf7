"""Attacking and blocking alone (506.5): "~ can't attack alone", "~ can't attack or block
alone" — restrictions on the whole declaration (508.1c, 509.1b).

A creature attacks alone if it is the only creature declared as an attacker; it blocks alone if
it is the only creature declared as a blocker (506.5).  The card format writes them as the
words ``Can't attack alone``, ``Can't block alone`` and ``Can't attack or block alone``.

Requirements (508.1d, 509.1c) are obeyed as far as the restrictions allow: a creature that
can't attack (block) alone is able to fulfil a requirement only if another creature of its
controller could attack (block) beside it.
"""

from __future__ import annotations

from collections.abc import Callable

from .characteristics import characteristics
from .events import IllegalActionError
from .names import shown
from .state import Game, GameObject

CANT_ATTACK_ALONE = ("Can't attack alone", "Can't attack or block alone")
CANT_BLOCK_ALONE = ("Can't block alone", "Can't attack or block alone")


def _has(game: Game, obj: GameObject, words: tuple[str, ...]) -> bool:
    return bool(set(words) & characteristics(game, obj).keywords)


def check_attackers(game: Game, attackers: list[int]) -> None:
    """508.1c, 506.5: the declared attackers as a whole."""
    if len(attackers) == 1:
        obj = game.obj(attackers[0])
        if _has(game, obj, CANT_ATTACK_ALONE):
            raise IllegalActionError(
                f"{shown(obj)} не может атаковать в одиночку: нужно объявить атакующим ещё "
                "хотя бы одно существо",
                ("506.5", "508.1c"),
            )


def check_blockers(game: Game, blockers: list[int]) -> None:
    """509.1b, 506.5: the declared blockers as a whole."""
    if len(blockers) == 1:
        obj = game.obj(blockers[0])
        if _has(game, obj, CANT_BLOCK_ALONE):
            raise IllegalActionError(
                f"{shown(obj)} не может блокировать в одиночку: нужно объявить блокирующим ещё "
                "хотя бы одно существо",
                ("506.5", "509.1b"),
            )


def attack_company(game: Game, obj: GameObject, able: Callable[[GameObject], bool]) -> bool:
    """Whether ``obj`` could attack as far as attacking alone goes: it has no such restriction,
    or another creature of its controller is able to attack beside it (``able``)."""
    if not _has(game, obj, CANT_ATTACK_ALONE):
        return True
    return any(o.id != obj.id and able(o) for o in game.permanents(obj.controller))


def block_company(game: Game, obj: GameObject, able: Callable[[GameObject], bool]) -> bool:
    """The same for blocking (509.1c)."""
    if not _has(game, obj, CANT_BLOCK_ALONE):
        return True
    return any(o.id != obj.id and able(o) for o in game.permanents(obj.controller))
