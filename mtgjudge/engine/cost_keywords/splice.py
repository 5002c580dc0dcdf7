"""Splice onto [subtype] (702.46) and entwine (702.41): one spell that follows the text of
several spell abilities in order.

* splice: "reveal this card from your hand as you cast a [subtype] spell; copy this card's text
  box onto that spell and pay [cost] as an additional cost" (702.46a).  The spliced card stays
  in its owner's hand; the spell follows the main text first, then each spliced text in the
  order chosen (702.46b); targets of the added text are chosen normally (702.46d), after the
  main spell's; the spell keeps only its own characteristics (702.46c) and loses the added
  text when it leaves the stack (702.46e: the text lives only on the stack item);
* entwine: all modes are chosen and followed in the order written (702.41a-b).

:func:`combine` joins spell abilities: targets one after another, each text's references to
"target N" renumbered to its own targets.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ...cards.format import Ability, CardDef, TargetSpec
from ...cards.keywords import Keyword, russian
from ..events import IllegalActionError
from ..names import shown
from ..state import GameObject
from .total import CostPart, cost_part, parameter_cost

_TARGET_REF = re.compile(r"^target(?::(\d+))?$")
# references that name the first target whatever text they are in: not renumbered, so refused
_FIRST_TARGET = ("target_controller",)


def _shift(value: Any, offset: int) -> Any:
    """``value`` (an effect) with every "target"/"target:N" reference moved by ``offset``."""
    if isinstance(value, str):
        m = _TARGET_REF.match(value)
        if m is None:
            if value in _FIRST_TARGET and offset:
                raise ValueError(value)
            return value
        return f"target:{int(m.group(1) or 1) + offset}"
    if isinstance(value, dict):
        return {k: _shift(v, offset) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(_shift(v, offset) for v in value)
    return value


def combine(abilities: list[Ability], text: str = "") -> Ability:
    """One spell ability following each of ``abilities`` in order (608.2c)."""
    effects: list[dict] = []
    targets: list[TargetSpec] = []
    for ability in abilities:
        try:
            effects += [_shift(dict(e), len(targets)) for e in ability.effects]
        except ValueError as exc:
            raise IllegalActionError(
                f"текст «{ability.text}» ссылается на первую цель заклинания («{exc}»): "
                "присоединить его к другому тексту движок пока не умеет",
                ("702.46c", "702.41b"),
            ) from None
        targets += list(ability.targets)
    if any(t.count != 1 for t in targets[:-1]):
        raise IllegalActionError(
            "«любое число целей» не в последнем тексте: соединить тексты движок пока не умеет",
            ("601.2c",),
        )
    return replace(
        abilities[0], effects=tuple(effects), targets=tuple(targets), text=text, modes=()
    )


def splice_keyword(card: CardDef) -> Keyword | None:
    """The card's "Splice onto [subtype] [cost]" keyword, if any."""
    return next((k for k in card.keyword_values if k.name == "Splice"), None)


def _onto(parameter: str) -> tuple[str, str]:
    """ "onto Arcane {1}{R}" → ("Arcane", "{1}{R}"); "onto Arcane—Sacrifice two Mountains." →
    ("Arcane", "Sacrifice two Mountains.")."""
    rest = parameter.removeprefix("onto ")
    if "—" in rest.split(" ")[0]:
        onto, _, cost = rest.partition("—")
        return onto, cost
    onto, _, cost = rest.partition(" ")
    return onto, cost


def splice_onto(
    spell: CardDef, ability: Ability | None, cards: list[GameObject], player: str
) -> tuple[Ability | None, list[CostPart]]:
    """702.46a-b: the spell's ability with the spliced cards' texts added (main text first)
    and the splice costs as additional costs.  Refused: a card not in the caster's hand,
    without splice onto the spell's subtype, or spliced twice."""
    if not cards:
        return ability, []
    if len({c.id for c in cards}) != len(cards):
        raise IllegalActionError("одну карту нельзя присоединить к заклинанию дважды", ("702.46b",))
    parts = []
    texts = [ability] if ability is not None else []
    for card in cards:
        keyword = splice_keyword(card.card)
        if card.zone != "hand" or card.owner != player:
            raise IllegalActionError(
                f"{shown(card)} не в руке игрока {player}: присоединяют карты из руки",
                ("702.46a",),
            )
        if keyword is None:
            raise IllegalActionError(f"у {shown(card)} нет Сращивания", ("702.46a",))
        onto, cost = _onto(keyword.parameter or "")
        if onto.casefold() not in (s.casefold() for s in spell.subtypes):
            raise IllegalActionError(
                f"«{russian(keyword.text)}»: {shown(spell)} — не заклинание подтипа {onto}",
                ("702.46a",),
            )
        if card.card.spell is None:
            raise IllegalActionError(f"у {shown(card)} нет текста заклинания", ("702.46a",))
        texts.append(card.card.spell)
        rules = ("702.46a", "601.2b", "117.8")
        paid = parameter_cost(card.card, keyword, cost)
        parts.append(cost_part("Splice", keyword, "additional", rules, paid))
    return combine(texts, ability.text if ability is not None else ""), parts
