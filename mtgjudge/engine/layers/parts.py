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
from .values import ALL_CREATURE_TYPES, Working, subtype_kind

_GRANTED_KEYWORDS: dict[str, AbilityValue] = {}
_GRANTED: dict[int, AbilityValue] = {}
_TEXT_CHANGED: dict[tuple[int, str, str], AbilityValue] = {}


def start_from_card(wk: Working, card: CardDef) -> None:
    """The values printed on ``card`` (613.1), or the copiable values a copy effect gives (706.2)."""
    wk.card = card
    wk.name = card.name
    wk.mana_value = card.mana_cost.converted()
    wk.colors = set(card.colors)
    wk.types = set(card.types)
    wk.subtypes = set(card.subtypes)
    wk.supertypes = set(card.supertypes)
    wk.abilities = list(card_abilities(card))
    wk.power = printed_pt(card.power)
    wk.toughness = printed_pt(card.toughness)


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
        if not any(
            a.kind == "mana"
            and len(a.body.effects) == 1
            and a.body.effects[0].get("add_mana") == wanted
            for a in out
        ):
            out += (intrinsic,)
    return out


def granted_keyword(name: str) -> AbilityValue:
    value = _GRANTED_KEYWORDS.get(name)
    if value is None:
        value = _GRANTED_KEYWORDS[name] = keyword(name, from_text=False)
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


def change_text(wk: Working, old: str, new: str) -> None:
    out = []
    for a in wk.abilities:
        key = (id(a), old, new)
        changed = _TEXT_CHANGED.get(key)
        if changed is None:
            body = replace_word(a.body, old, new)
            changed = _TEXT_CHANGED[key] = AbilityValue(a.kind, body, a.intrinsic, a.from_text)
        out.append(changed)
    wk.abilities = out


# -- layers 2, 4, 5, 6, 7 ----------------------------------------------------------------


def apply_part(
    key: str,
    value: Any,
    wk: Working,
    *,
    controller: str | None,
    chosen: dict,
    count: Callable[[Any], int] | None = None,
) -> None:
    """Apply one part of an effect (its layer is ``PART_LAYERS[key]``) to one object."""
    if key == "copy":
        start_from_card(wk, value)
    elif key == "control":
        if controller is not None:
            wk.controller = controller
    elif key == "change_text":
        change_text(wk, value["from"], value["to"])
    elif key == "add_types":
        wk.types |= set(value)
    elif key in ("add_subtypes", "set_subtypes"):
        if value == "chosen_creature_type":
            new = {chosen["creature_type"]} if chosen.get("creature_type") else set()
        else:
            new = set(value)
        if key == "set_subtypes":
            _set_subtypes(wk, new)
        else:
            for t in sorted(new - wk.subtypes):
                if t in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
                    wk.abilities.append(
                        basic_land_ability(t)
                    )  # 305.7: "in addition": the new mana ability too
            wk.subtypes |= new
    elif key == "all_creature_types":
        wk.subtypes.add(ALL_CREATURE_TYPES)
    elif key == "add_supertypes":
        wk.supertypes |= set(value)
    elif key == "remove_supertypes":
        wk.supertypes -= set(value)
    elif key == "set_colors":
        wk.colors = set(value)
    elif key == "add_colors":
        wk.colors |= set(value)
    elif key == "grant":
        for item in value:
            granted = granted_value(item)
            if granted.kind == "keyword" and granted.body in wk.forbidden:
                continue
            wk.abilities.append(granted)
    elif key == "lose_all_abilities":
        wk.abilities = []
    elif key == "lose":
        wk.abilities = [a for a in wk.abilities if not (a.kind == "keyword" and a.body in value)]
    elif key == "cant_have":
        wk.forbidden |= set(value)
        wk.abilities = [
            a for a in wk.abilities if not (a.kind == "keyword" and a.body in wk.forbidden)
        ]
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
            wk.power += int(value.get("power", 0))
            wk.toughness = (wk.toughness or 0) + int(value.get("toughness", 0))
    elif key == "switch_pt":
        if wk.power is not None:
            wk.power, wk.toughness = wk.toughness, wk.power


def _set_subtypes(wk: Working, new: set[str]) -> None:
    """Setting subtypes replaces the old subtypes of the same kind ("is a Treefolk" replaces
    creature types); setting a land's subtype removes its rules-text abilities and gives the
    new basic types' mana abilities (305.7)."""
    kinds = {subtype_kind(t) for t in new}
    wk.subtypes = {
        t
        for t in wk.subtypes
        if subtype_kind(t) not in kinds
        and t != ALL_CREATURE_TYPES
        or ("creature" not in kinds and t == ALL_CREATURE_TYPES)
    } | new
    if "land" in kinds:
        wk.abilities = [a for a in wk.abilities if not a.from_text]
        for t in sorted(new):
            if t in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
                wk.abilities.append(basic_land_ability(t))
