"""What the layer system produces (:class:`Characteristics`) and works on (:class:`Working`).

``Characteristics`` is an object's characteristics after all continuous effects (613.1):
small, immutable, with the abilities as values (``cards.abilities``).  ``Working`` is the
mutable record the layer pass changes layer by layer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...cards.abilities import AbilityValue
from ...cards.format import KEYWORD_TRIGGERS, Ability, CardDef, Trigger
from ...cards.keyword_abilities import keyword_replacements, keyword_triggers
from ...cards.keywords import Keyword

LAND_TYPES = (
    "Plains",
    "Island",
    "Swamp",
    "Mountain",
    "Forest",
    "Desert",
    "Gate",
    "Lair",
    "Locus",
    "Mine",
    "Power-Plant",
    "Tower",
    "Urza's",
)
ARTIFACT_TYPES = ("Equipment", "Fortification", "Contraption")
ENCHANTMENT_TYPES = ("Aura", "Curse", "Shrine")
SPELL_TYPES = ("Arcane", "Trap")  # 205.3k: shared by instants and sorceries
# 205.3j: the planeswalker types (the rules of 27 March 2015)
PLANESWALKER_TYPES = frozenset(
    "Ajani Ashiok Bolas Chandra Dack Daretti Domri Elspeth Freyalise Garruk Gideon Jace Karn "
    "Kiora Koth Liliana Nahiri Narset Nissa Nixilis Ral Sarkhan Sorin Tamiyo Teferi Tezzeret "
    "Tibalt Ugin Venser Vraska Xenagos".split()
)
ALL_CREATURE_TYPES = "*"  # the subtype marker of "all creature types" (Mutavault; 205.3m)


if TYPE_CHECKING:
    from functools import cached_property
else:

    class cached_property:  # noqa: N801
        """``functools.cached_property`` without its lock (Python 3.11 takes an ``RLock`` on
        every first read; a new ``Characteristics`` is made by every layer pass, so the first
        read is the common one).  The value is stored in the instance's ``__dict__``, which
        hides the descriptor afterwards, as with ``functools``."""

        def __init__(self, func: Any) -> None:
            self.func = func
            self.__doc__ = func.__doc__

        def __set_name__(self, owner: type, name: str) -> None:
            self.name = name

        def __get__(self, instance: Any, owner: type | None = None) -> Any:
            if instance is None:
                return self
            value = instance.__dict__[self.name] = self.func(instance)
            return value


def subtype_kind(subtype: str) -> str:
    """Which card type a subtype belongs to (205.3): land, artifact, enchantment, spell,
    planeswalker (205.3j) or creature (creature types are shared with tribal, 205.3d)."""
    if subtype in LAND_TYPES:
        return "land"
    if subtype in ARTIFACT_TYPES:
        return "artifact"
    if subtype in ENCHANTMENT_TYPES:
        return "enchantment"
    if subtype in SPELL_TYPES:
        return "spell"
    if subtype in PLANESWALKER_TYPES:
        return "planeswalker"
    return "creature"


@dataclass(frozen=True)
class Characteristics:
    """An object's characteristics now (613.1), plus its controller after layer 2."""

    name: str
    colors: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    abilities: tuple[AbilityValue, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    controller: str | None = None
    mana_value: int = 0

    def is_(self, card_type: str) -> bool:
        return card_type in self.types

    @cached_property
    def keywords(self) -> frozenset[str]:
        """The keyword abilities as written ("Flying", "Bushido 1", "Protection from red")."""
        return frozenset(a.body.text for a in self.abilities if a.kind == "keyword")

    @cached_property
    def keyword_values(self) -> tuple[Keyword, ...]:
        """The keyword abilities as values (name + parameter), one per instance ("Bushido 1"
        twice is two values)."""
        return tuple(a.body for a in self.abilities if a.kind == "keyword")

    @cached_property
    def activated(self) -> tuple[Ability, ...]:
        """Activated abilities including mana abilities, in order (what ``ability: N`` counts)."""
        return tuple(a.body for a in self.abilities if a.kind in ("activated", "mana"))

    @cached_property
    def triggers(self) -> tuple[Trigger, ...]:
        """Triggered abilities, including those keywords stand for (Prowess, 702.107a)."""
        out = tuple(a.body for a in self.abilities if a.kind == "triggered")
        for keyword, trigger in KEYWORD_TRIGGERS.items():
            if keyword in self.keywords:
                out += (trigger,)
        # one per instance of a keyword (702.23b, 702.42b, 702.45b, …: each triggers separately)
        return out + keyword_triggers(a.body for a in self.abilities if a.kind == "keyword")

    @cached_property
    def statics(self) -> tuple[dict, ...]:
        return tuple(a.body for a in self.abilities if a.kind == "static")

    @cached_property
    def replacements(self) -> tuple[Any, ...]:
        """Replacement abilities (614), as ``ReplacementSpec`` values, including those a
        keyword stands for ("enters the battlefield with N counters": 702.31a, 702.42a)."""
        out = tuple(a.body for a in self.abilities if a.kind == "replacement")
        return out + keyword_replacements(a.body for a in self.abilities if a.kind == "keyword")


_new = object.__new__


@dataclass(eq=False)
class Working:
    """One object's characteristics in the middle of the layer pass.  The values are
    immutable (frozensets, tuples) and shared between objects in the same state; a change
    replaces them."""

    id: int
    card: CardDef  # copiable values (706.2): the card, or what it copies
    name: str
    mana_value: int
    colors: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    abilities: tuple[AbilityValue, ...]
    power: int | None
    toughness: int | None
    controller: str
    attached_to: int | str | None
    on_battlefield: bool
    forbidden: frozenset[str] = frozenset()  # "can't have" keywords (613.1f)

    @property
    def keywords(self) -> frozenset[str]:
        return frozenset(a.body.text for a in self.abilities if a.kind == "keyword")

    def freeze(self, loyalty: int | None) -> Characteristics:
        # ``Characteristics(...)`` field by field: a frozen dataclass's ``__init__`` sets each
        # field through ``object.__setattr__`` (3.6 µs; one per permanent per layer pass)
        out = _new(Characteristics)
        out.__dict__.update(
            name=self.name,
            colors=self.colors,
            types=self.types,
            subtypes=self.subtypes,
            supertypes=self.supertypes,
            abilities=self.abilities,
            power=self.power,
            toughness=self.toughness,
            loyalty=loyalty,
            controller=self.controller,
            mana_value=self.mana_value,
        )
        return out
