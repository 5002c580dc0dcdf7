"""Applying one part of a continuous effect to one object, layer by layer (613.1, 613.3).

Layer 1 copy (706), 2 control, 3 text (612), 4 type (with 305.7 for land types), 5 colour,
6 abilities (add, remove, "can't have"), 7b setting, 7c modifying and 7e switching power and
toughness.  Layer 7a (characteristic-defining abilities) and 7d (counters) belong to the object
itself and are applied by the pass.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ...cards.abilities import AbilityValue, basic_land_ability, keyword, printed_abilities
from ...cards.format import CardDef
from ...cards.keywords import parse_keyword
from .values import ALL_CREATURE_TYPES, Working, subtype_kind

_GRANTED_KEYWORDS: dict[str, AbilityValue] = {}
_GRANTED: dict[int, AbilityValue] = {}
# Keyed by id(): each entry also holds the object whose id it is and is used only while that very
# object asks (``is``), so an id reused by a later object never finds another object's value.
_TEXT_CHANGED: dict[tuple[int, str, str], tuple[AbilityValue, AbilityValue]] = {}


_TEMPLATES: dict[int, tuple] = {}


def _template(card: CardDef) -> tuple:
    """A card's printed values as immutable, shared values (one set per card definition)."""
    got = _TEMPLATES.get(id(card))
    if got is None or got[0] is not card:
        got = _TEMPLATES[id(card)] = (
            card,
            card.name,
            card.mana_cost.converted(),
            frozenset(card.colors),
            frozenset(card.types),
            _subtypes(card),
            frozenset(card.supertypes),
            card_abilities(card),
            printed_pt(card.power),
            printed_pt(card.toughness),
        )
    return got


def _subtypes(card: CardDef) -> frozenset[str]:
    """Printed subtypes; Changeling (702.72a) is a characteristic-defining ability "this
    object is every creature type" that works in every zone (604.3) and applies first in
    layer 4 (613.2), so it is part of the values every other effect starts from."""
    subtypes = frozenset(card.subtypes)
    if "Changeling" in card.keywords:
        subtypes |= {ALL_CREATURE_TYPES}
    return subtypes


def start_from_card(wk: Working, card: CardDef) -> None:
    """The values printed on ``card`` (613.1), or the copiable values a copy effect gives (706.2)."""
    (
        wk.card,
        wk.name,
        wk.mana_value,
        wk.colors,
        wk.types,
        wk.subtypes,
        wk.supertypes,
        wk.abilities,
        wk.power,
        wk.toughness,
    ) = _template(card)


def _signed(value: Any, count: Callable[[Any], int] | None) -> int:
    """A power/toughness change: a number, or an amount a static ability counts whenever the
    layer pass looks ("gets +1/+1 for each artifact you control", 611.3a; may be negative,
    107.1b)."""
    if isinstance(value, int):
        return value
    return count(value) if count is not None else 0


def printed_pt(value: str | None) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        return 0  # "*" without a defining ability counts as 0 (208.2)


def card_abilities(card: CardDef) -> tuple[AbilityValue, ...]:
    """Printed abilities plus the intrinsic mana ability of each printed basic land type
    (305.6) that the card's data does not already spell out."""
    out = printed_abilities(card)
    for land_type in sorted(
        set(card.subtypes) & {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    ):
        intrinsic = basic_land_ability(land_type)
        wanted = intrinsic.body.effects[0]["add_mana"]
        if not any(a.kind == "mana" and _adds(a, wanted) for a in out):
            out += (intrinsic,)
    return out


def _adds(ability: AbilityValue, mana: str) -> bool:
    """Whether a printed mana ability already is (or includes) "{T}: Add ``mana``"."""
    effects = ability.body.effects
    if len(effects) != 1:
        return False
    made = effects[0].get("add_mana")
    return made == mana or (isinstance(made, list) and mana in made)


def granted_keyword(name: str) -> AbilityValue:
    value = _GRANTED_KEYWORDS.get(name)
    if value is None:
        value = _GRANTED_KEYWORDS[name] = keyword(parse_keyword(name), from_text=False)
    return value


def granted_value(item: Any) -> AbilityValue:
    """The ability value a ``grant`` part gives: a keyword, or (kind, body)."""
    if isinstance(item, str):
        return granted_keyword(item)
    kind, body = item
    value = _GRANTED.get(id(body))
    if value is None:
        if kind == "activated":
            kind = "mana" if body.is_mana_ability else "activated"
        value = _GRANTED[id(body)] = AbilityValue(kind, body, None, False)
    return value


# -- layer 3 -----------------------------------------------------------------------------


def replace_word(value: Any, old: str, new: str) -> Any:
    """612: change every instance of a word (a colour, a basic land type, a creature type) in
    rules text: filters, keywords such as Islandwalk and "Protection from black"."""
    from ..mana import COLOR_BY_NAME

    letters = (
        {COLOR_BY_NAME.get(old.lower()): COLOR_BY_NAME.get(new.lower())}
        if old.lower() in COLOR_BY_NAME and new.lower() in COLOR_BY_NAME
        else {}
    )
    return _replace(value, old, new, letters)


def _replace(value: Any, old: str, new: str, letters: dict) -> Any:
    if isinstance(value, str):
        if value == old or value == old.lower():
            return new if value == old else new.lower()
        if value in letters:
            return letters[value]
        if value == f"{old}walk":
            return f"{new}walk"
        if value == f"Protection from {old.lower()}":
            return f"Protection from {new.lower()}"
        if value == f"from {old.lower()}":  # the quality of a protection keyword value
            return f"from {new.lower()}"
        return value
    if isinstance(value, tuple):
        return tuple(_replace(v, old, new, letters) for v in value)
    if isinstance(value, list):
        return [_replace(v, old, new, letters) for v in value]
    if isinstance(value, dict):
        return {k: _replace(v, old, new, letters) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: _replace(getattr(value, f.name), old, new, letters)
            for f in dataclasses.fields(value)
            if f.name not in ("mana", "cost", "text")
        }
        return dataclasses.replace(value, **changes)
    return value


def _subtype_type(subtype: str) -> str:
    """The card type a subtype belongs to (205.3); "every creature type" is a creature's."""
    return "creature" if subtype == ALL_CREATURE_TYPES else subtype_kind(subtype)


def change_text(
    abilities: tuple[AbilityValue, ...], old: str, new: str
) -> tuple[AbilityValue, ...]:
    out = []
    for a in abilities:
        key = (id(a), old, new)
        got = _TEXT_CHANGED.get(key)
        if got is None or got[0] is not a:
            body = replace_word(a.body, old, new)
            got = _TEXT_CHANGED[key] = (a, AbilityValue(a.kind, body, a.intrinsic, a.from_text))
        out.append(got[1])
    return tuple(out)


# -- layers 2, 4, 5, 6, 7 ----------------------------------------------------------------


class Memo(dict):
    """One pass's memory of changes already computed: objects in the same state that get the
    same change share the result (the values are immutable), so a board of many identical
    creatures costs one computation per distinct state, not one per object."""

    def change(self, name: str, old: Any, value: Any, compute: Callable[[], Any]) -> Any:
        key = (name, id(old), id(value))
        hit = self.get(key)
        if hit is not None and hit[0] is old and hit[1] is value:
            return hit[2]
        new = compute()
        self[key] = (old, value, new)
        return new


BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
EMPTY: tuple[AbilityValue, ...] = ()


def _lost(ability: Any, lost: Any) -> bool:
    """Whether "loses [keywords]" removes this ability; losing banding also removes every
    "bands with other" ability (702.21b)."""
    if ability.kind != "keyword":
        return False
    text = ability.body.text
    return text in lost or ("Banding" in lost and text.startswith("Bands with other"))


def apply_part(
    key: str,
    value: Any,
    wk: Working,
    *,
    controller: str | None,
    chosen: dict,
    count: Callable[[Any], int] | None = None,
    memo: Memo | None = None,
) -> None:
    """Apply one part of an effect (its layer is ``PART_LAYERS[key]``) to one object."""
    if key == "modify_pt":  # the most frequent parts first (anthems, lords, Humility)
        if wk.power is not None:
            wk.power += _signed(value.get("power", 0), count)
            wk.toughness = (wk.toughness or 0) + _signed(value.get("toughness", 0), count)
        return
    if (
        key == "set_pt"
        and value != "mana_value"
        and all(isinstance(v, int) for v in value.values())
    ):
        wk.power = value.get("power", wk.power)
        wk.toughness = value.get("toughness", wk.toughness)
        return
    if key == "lose_all_abilities":
        wk.abilities = EMPTY
        return
    m = memo if memo is not None else Memo()
    if key == "copy":
        start_from_card(wk, value)
    elif key == "control":
        if controller is not None:
            wk.controller = controller
    elif key == "change_text":
        wk.abilities = m.change(
            key, wk.abilities, value, lambda: change_text(wk.abilities, value["from"], value["to"])
        )
    elif key == "full_text_of":
        _full_text(wk, value)
    elif key == "add_types":
        wk.types = m.change(key, wk.types, value, lambda: wk.types | frozenset(value))
    elif key == "set_types":
        # 205.1a: the new card types replace the old; a subtype stays only if it belongs to
        # one of the new types
        kept = {t.lower() for t in value}
        wk.types = m.change(key, wk.types, value, lambda: frozenset(value))
        wk.subtypes = m.change(
            "set_types_subtypes",
            wk.subtypes,
            value,
            lambda: frozenset(t for t in wk.subtypes if _subtype_type(t) in kept),
        )
    elif key == "remove_types":
        # "isn't a creature": it loses the card type and the subtypes of that type (205.3d)
        gone = {t.lower() for t in value}
        wk.types = m.change(key, wk.types, value, lambda: wk.types - frozenset(value))
        wk.subtypes = m.change(
            "remove_subtypes",
            wk.subtypes,
            value,
            lambda: frozenset(t for t in wk.subtypes if _subtype_type(t) not in gone),
        )
    elif key in ("add_subtypes", "set_subtypes"):
        if value == "chosen_creature_type":
            new = frozenset({chosen["creature_type"]} if chosen.get("creature_type") else ())
        else:
            new = frozenset(value)
        if key == "set_subtypes":
            _set_subtypes(wk, new, m)
        else:
            old_subtypes = wk.subtypes
            gained = sorted(t for t in new - old_subtypes if t in BASIC)
            if gained:  # 305.7: "in addition": the new basic types' mana abilities too
                wk.abilities = m.change(
                    "add_basic",
                    wk.abilities,
                    old_subtypes,
                    lambda: wk.abilities + tuple(basic_land_ability(t) for t in gained),
                )
            wk.subtypes = m.change(key, old_subtypes, value, lambda: old_subtypes | new)
    elif key == "all_creature_types":
        wk.subtypes = m.change(key, wk.subtypes, value, lambda: wk.subtypes | {ALL_CREATURE_TYPES})
    elif key == "add_supertypes":
        wk.supertypes = m.change(
            key, wk.supertypes, value, lambda: wk.supertypes | frozenset(value)
        )
    elif key == "remove_supertypes":
        wk.supertypes = m.change(
            key, wk.supertypes, value, lambda: wk.supertypes - frozenset(value)
        )
    elif key == "set_colors" and value == "chosen_color":
        # a static ability's "is the chosen color": the colour chosen as it entered (607.2d)
        new_colors = frozenset({chosen["color"]} if chosen.get("color") else ())
        wk.colors = m.change(key, None, value, lambda: new_colors)
    elif key == "set_colors":
        wk.colors = m.change(key, None, value, lambda: frozenset(value))
    elif key == "add_colors":
        wk.colors = m.change(key, wk.colors, value, lambda: wk.colors | frozenset(value))
    elif key == "grant":
        forbidden = wk.forbidden
        wk.abilities = m.change(
            key,
            wk.abilities,
            value,
            lambda: (
                wk.abilities
                + tuple(
                    g
                    for g in map(granted_value, value)
                    if not (g.kind == "keyword" and g.body.text in forbidden)
                )
            ),
        )
    elif key == "lose_all_abilities":
        wk.abilities = EMPTY
    elif key == "lose":
        wk.abilities = m.change(
            key,
            wk.abilities,
            value,
            lambda: tuple(a for a in wk.abilities if not _lost(a, value)),
        )
    elif key == "cant_have":
        wk.forbidden = wk.forbidden | frozenset(value)
        forbidden = wk.forbidden
        wk.abilities = m.change(
            key,
            wk.abilities,
            value,
            lambda: tuple(
                a for a in wk.abilities if not (a.kind == "keyword" and a.body.text in forbidden)
            ),
        )
    elif key == "set_pt":
        if value == "mana_value":
            wk.power = wk.toughness = wk.mana_value
        else:
            for name in ("power", "toughness"):
                if name in value:
                    amount = value[name]
                    if not isinstance(amount, int):  # "equal to the number of …", counted now
                        amount = count(amount) if count is not None else 0
                    setattr(wk, name, amount)
    elif key == "modify_pt":
        if wk.power is not None:
            wk.power += _signed(value.get("power", 0), count)
            wk.toughness = (wk.toughness or 0) + _signed(value.get("toughness", 0), count)
    elif key == "switch_pt":
        if wk.power is not None:
            wk.power, wk.toughness = wk.toughness, wk.power


def _full_text(wk: Working, value: dict) -> None:
    """612 (Volrath's Shapeshifter: "has the full text of that card", a text-changing effect):
    the name, mana cost, colours, types, abilities, power and toughness printed on ``card``
    (resolved by the layer pass), plus the abilities it keeps.  The copiable values (706.2)
    are not changed: a copy of the object copies its own card."""
    card = value.get("card")
    if card is None:
        return
    (
        _,
        wk.name,
        wk.mana_value,
        wk.colors,
        wk.types,
        wk.subtypes,
        wk.supertypes,
        abilities,
        wk.power,
        wk.toughness,
    ) = _template(card)
    wk.abilities = abilities + tuple(value.get("kept", ()))


def _set_subtypes(wk: Working, new: frozenset[str], m: Memo) -> None:
    """Setting subtypes replaces the old subtypes of the same kind ("is a Treefolk" replaces
    creature types); setting a land's subtype removes its rules-text abilities and gives the
    new basic types' mana abilities (305.7)."""
    kinds = {subtype_kind(t) for t in new}
    old = wk.subtypes

    def keep(t: str) -> bool:
        if t == ALL_CREATURE_TYPES:
            return "creature" not in kinds
        return subtype_kind(t) not in kinds

    wk.subtypes = m.change(
        "set_subtypes", old, new, lambda: frozenset(t for t in old if keep(t)) | new
    )
    if "land" in kinds:
        wk.abilities = m.change(
            "set_land_type",
            wk.abilities,
            new,
            lambda: (
                tuple(a for a in wk.abilities if not a.from_text)
                + tuple(basic_land_ability(t) for t in sorted(new) if t in BASIC)
            ),
        )
