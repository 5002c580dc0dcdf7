"""Split cards (708) and fused split spells (702.101): the characteristics of the whole card
and of the spell cast from it.

A split card has two halves, each a card mapping of its own (``halves:`` of the card format).
Outside the stack the card has both sets of characteristics (708.2): one card (708.4) whose
colours are those of both halves (708.3), whose types are those of both halves, whose
converted mana cost, where an effect uses it without comparing, is the sum of the two (708.5a),
and which has both names (708.7).  The :class:`~mtgjudge.cards.format.CardDef` of the whole
card keeps the halves in ``halves``; comparisons that get one answer for the two halves
(708.6a: "yes" if either half answers "yes") read them through :func:`any_half`.

On the stack only the half being cast exists (708.2, 708.2a); a spell cast with fuse has both
sets of characteristics and one converted mana cost, the total of the two (702.101b, 708.2),
and follows the left half's instructions, then the right half's (702.101d).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .format import CardDef

SPLIT_KEYS = {"name", "name_ru", "text", "halves"}


def _union(*groups: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(x for group in groups for x in group))


def whole_card(name: str, name_ru: str | None, halves: tuple[CardDef, CardDef]) -> CardDef:
    """The split card outside the stack (708.2–708.5): both halves' colours, types and
    keywords, the sum of their mana costs (708.5a), its two halves in ``halves``."""
    from .format import CardDef

    left, right = halves
    return CardDef(
        name=name,
        name_ru=name_ru,
        mana_cost=left.mana_cost.plus(right.mana_cost),
        types=_union(left.types, right.types),
        subtypes=_union(left.subtypes, right.subtypes),
        supertypes=_union(left.supertypes, right.supertypes),
        text=f"{left.text}\n//\n{right.text}",
        keywords=_union(left.keywords, right.keywords),
        halves=halves,
        unread=left.unread + right.unread,
    )


def fused_spell(card: CardDef) -> CardDef:
    """702.101a-d: the spell cast with fuse — both halves' characteristics, one converted mana
    cost (the total of both mana costs, 702.101b), the left half's instructions and then the
    right half's (702.101d; targets of each half in order, their references renumbered)."""
    from ..engine.cost_keywords.splice import combine

    left, right = card.halves
    spells = [h.spell for h in card.halves if h.spell is not None]
    spell = combine(spells, card.text) if len(spells) == 2 else (spells[0] if spells else None)
    sorcery = "Sorcery" in left.types or "Sorcery" in right.types
    if spell is not None:
        spell = dataclasses.replace(spell, timing="sorcery" if sorcery else spell.timing)
    return dataclasses.replace(card, spell=spell, halves=(), unread=())


def half_named(card: CardDef, wanted: str, key: Callable[[str], str]) -> CardDef | None:
    """The half of a split card named ``wanted`` (English or Russian, compared by ``key``),
    or by its number "1"/"2" (left, right)."""
    if wanted.strip() in ("1", "2"):
        return card.halves[int(wanted) - 1]
    for half in card.halves:
        if key(half.name) == key(wanted) or (half.name_ru and key(half.name_ru) == key(wanted)):
            return half
    return None


def cast_halves(card: CardDef, half: str | None, fuse: bool, key: Callable[[str], str]):
    """The halves a cast puts on the stack (708.2a-b): both with fuse, else the one named."""
    if fuse:
        return card.halves
    found = half_named(card, half, key) if half is not None else None
    return (found,) if found is not None else ()


def any_half(card: CardDef, test: Callable[[CardDef], bool]) -> bool:
    """708.6a: a positive or relative comparison involving a split card not on the stack gets
    one answer, "yes" if either half would answer "yes"; a card that is not split answers for
    itself."""
    if not card.halves:
        return test(card)
    return any(test(half) for half in card.halves)


def names(card: CardDef) -> tuple[str, ...]:
    """708.7: each split card has two names (an object has a chosen name if one of its names
    is it); another card has its one name."""
    return tuple(h.name for h in card.halves) or (card.name,)
