"""Abilities as values (112, 113): every ability an object has is one :class:`AbilityValue`.

An object's abilities are a tuple of such values.  The printed ones come from its card
(:func:`printed_abilities`); continuous effects in layer 6 (613.1f) add values ("gains
flying", an Aura's "enchanted creature has …"), remove them ("loses all abilities": Humility,
Turn to Frog, Lignify) or forbid them ("can't have …"), and an object that has lost an ability
really no longer has it: its triggered abilities don't trigger, its activated abilities can't
be activated, its static abilities stop generating effects (except where 613.5 says an effect
that has started to apply goes on).

Kinds (``AbilityValue.kind``):

* ``keyword`` -- a keyword ability, ``body`` is a :class:`~.keywords.Keyword` (name and
  parameter: "Flying", "Kicker {2}{R}"; the registry is ``cards/keywords.py``);
* ``spell`` -- the spell ability of an instant or sorcery (112.3a), ``body`` is an Ability;
* ``activated`` / ``mana`` -- an activated ability (112.3b) or a mana ability (605), ``body``
  is an Ability;
* ``triggered`` -- a triggered ability (112.3c), ``body`` is a Trigger;
* ``static`` -- a static ability (112.3d), ``body`` is its mapping;
* ``replacement`` -- a static ability that generates a replacement effect (614), ``body`` is
  its ``ReplacementSpec``;
* ``unread`` -- an ability of a catalogue card the Oracle compiler could not read (an
  activated ability nobody activates, the text of a spell never cast): it does nothing and
  cannot be activated, but the object has it (``body`` is its ``Unread`` record).

``intrinsic`` names the basic land type whose intrinsic mana ability this is (305.6), so that
setting a land's subtype can remove it with the old type and add the new one (305.7).
New kinds of abilities are added by adding values here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .format import Ability, CardDef
    from .keywords import Keyword

ABILITY_KINDS = (
    "keyword",
    "spell",
    "activated",
    "mana",
    "triggered",
    "static",
    "replacement",
    "unread",
)
BASIC_LAND_MANA = {
    "Plains": "{W}",
    "Island": "{U}",
    "Swamp": "{B}",
    "Mountain": "{R}",
    "Forest": "{G}",
}


@dataclass(frozen=True, eq=False)
class AbilityValue:
    """One ability of an object.  Compared by identity of its definition: two objects with the
    same printed card share the same values; a granted ability is a new value."""

    kind: str
    body: Any
    intrinsic: str | None = None  # the basic land type of an intrinsic mana ability (305.6)
    from_text: bool = True  # False for abilities granted by effects (305.7 keeps those)

    @property
    def keyword(self) -> str | None:
        """The keyword as written ("Flying", "Bushido 1"), for keyword abilities."""
        return self.body.text if self.kind == "keyword" else None

    def same_as(self, other: AbilityValue) -> bool:
        """Equal in meaning (for "loses flying" and comparisons in tests)."""
        if self.kind != other.kind:
            return False
        if self.kind == "keyword":
            return self.body == other.body
        return self.body is other.body or self.body == other.body

    def describe(self) -> str:
        """A short English label (the explainer translates keywords)."""
        if self.kind == "keyword":
            return str(self.body.text)
        text = (
            getattr(self.body, "text", "")
            if not isinstance(self.body, dict)
            else self.body.get("text", "")
        )
        return text or self.kind


def keyword(value: Keyword, *, from_text: bool = True) -> AbilityValue:
    return AbilityValue("keyword", value, None, from_text)


def activated(
    ability: Ability, *, from_text: bool = True, intrinsic: str | None = None
) -> AbilityValue:
    return AbilityValue(
        "mana" if ability.is_mana_ability else "activated", ability, intrinsic, from_text
    )


def basic_land_ability(land_type: str) -> AbilityValue:
    """305.6: the intrinsic "{T}: Add [mana] to your mana pool" of a basic land type."""
    return _BASIC_ABILITIES[land_type]


def printed_abilities(card: CardDef) -> tuple[AbilityValue, ...]:
    """The abilities a card's own text gives it, in the order of its text: keywords, the spell
    ability, activated and mana abilities, triggered abilities, static abilities."""
    out: list[AbilityValue] = [keyword(k) for k in card.keyword_values]
    if card.spell is not None and (card.spell.effects or card.spell.modes):
        out.append(AbilityValue("spell", card.spell))
    out += [activated(a) for a in card.abilities]
    out += [AbilityValue("triggered", t) for t in card.triggers]
    out += [AbilityValue("static", s) for s in card.static]
    out += [AbilityValue("replacement", r) for r in card.replacements]
    out += [AbilityValue("unread", u) for u in card.unread]
    return tuple(out)


def _basic(land_type: str) -> AbilityValue:
    from ..engine.mana import ManaCost
    from .format import Ability, Cost

    ability = Ability(
        ({"add_mana": BASIC_LAND_MANA[land_type]},),
        (),
        Cost(mana=ManaCost(), tap=True),
        "instant",
        f"{{T}}: Add {BASIC_LAND_MANA[land_type]} to your mana pool.",
    )
    return AbilityValue("mana", ability, land_type, True)


class _Lazy(dict):
    def __missing__(self, key: str) -> AbilityValue:
        value = self[key] = _basic(key)
        return value


_BASIC_ABILITIES: dict[str, AbilityValue] = _Lazy()
