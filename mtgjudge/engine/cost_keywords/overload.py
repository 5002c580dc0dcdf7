"""Overload (702.95): "You may choose to pay [cost] rather than pay this spell's mana cost" and
"If you chose to pay this spell's overload cost, change its text by replacing all instances of
the word 'target' with the word 'each'" (a text-changing effect, 702.95c, 612).

:func:`overloaded` is that text change on the card format's spell ability: every target it
names becomes the group of objects of the target's kind and filter ({all: FILTER}); the spell
then has no targets (702.95b) and affects objects that could not have been targeted (hexproof,
shroud, protection: the group is not chosen as a target). The alternative cost itself is the
``ALTERNATIVE`` entry of :mod:`.total` (``alt: overload``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...cards.format import Ability, TargetSpec
from ..events import IllegalActionError
from ..filters import PERMANENT_KINDS


def overloaded(ability: Ability | None, card_name: str) -> Ability:
    """The spell ability with "target" replaced by "each" (702.95a); a target the engine can't
    turn into a group (a player, a spell, a card in a graveyard) is refused, naming the card."""
    if ability is None or not ability.targets:
        raise IllegalActionError(
            f"у «{card_name}» нет целей, которые Перегрузка заменила бы на «каждый»",
            ("702.95a",),
        )
    groups = {}
    for i, spec in enumerate(ability.targets, start=1):
        groups["target" if i == 1 else f"target:{i}"] = _group(spec, card_name)
    effects = tuple(_replace_refs(e, groups) for e in ability.effects)
    return replace(ability, effects=effects, targets=())


def _group(spec: TargetSpec, card_name: str) -> dict[str, Any]:
    kinds = set() if spec.kind == "permanent" else PERMANENT_KINDS.get(spec.kind)
    if kinds is None or spec.count != 1:
        raise IllegalActionError(
            f"Перегрузка «{card_name}»: цель вида «{spec.kind}» движок не заменяет на «каждый»",
            ("702.95a", "612.1"),
        )
    flt = spec.filter_dict()
    if "types" not in flt and kinds:
        flt["types"] = sorted(kinds)
    return {"all": flt}


def _replace_refs(value: Any, groups: dict[str, dict[str, Any]]) -> Any:
    """Every reference to a target in an effect, however nested, becomes its group."""
    if isinstance(value, str) and value in groups:
        return groups[value]
    if isinstance(value, dict):
        return {k: _replace_refs(v, groups) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_replace_refs(v, groups) for v in value)
    return value
