"""Targets of one of several kinds (issue 14, helper "perms"; 114.1, 601.2c):

* "Destroy target artifact, enchantment, or creature with flying." (Return to the Earth),
  "Tap target artifact, creature, or land." — a permanent that fits any one of the filters
  (the filter key ``any_of``); the three words are one terminal, read only right after
  "target " (the words "an artifact, creature, or land card" elsewhere stay unread);
* "Counter target creature or Aura spell." (Nullify) — a spell with that card type or that
  subtype (its characteristics on the stack).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend target_noun: PERMS_TYPES_OR perms_last_type controller? -> perms_tn_three_types
    | PERMS_TYPES_OR "creature" "with" creature_quality -> perms_tn_three_types_with
    | "creature" "or" SUBTYPE "spell" -> perms_tn_creature_or_subtype_spell
!perms_last_type: "artifact" | "creature" | "enchantment" | "land" | "planeswalker"
PERMS_TYPES_OR.3: /(?<=target )(artifact|creature|enchantment|land|planeswalker), (artifact|creature|enchantment|land|planeswalker), or(?= )/
"""

TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def _first_two(token: Any) -> list[str]:
    first, rest = str(token).split(", ", 1)
    second = rest.split(",", 1)[0]
    return [first.capitalize(), second.capitalize()]


def _three(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    names = [*_first_two(c[0]), str(c[1].children[0] if hasattr(c[1], "children") else c[1])]
    names = [n.capitalize() for n in names]
    if len(set(names)) != 3:
        raise Unsupported("один тип дважды в описании цели", "114.1")
    flt: dict[str, Any] = {"any_of": [{"types": [n]} for n in names]}
    if len(c) > 2:
        flt.update(c[2])
    return {"kind": "permanent", "filter": flt}


def _three_with(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    names = _first_two(c[0])
    if "Creature" in names:
        raise Unsupported("один тип дважды в описании цели", "114.1")
    last = {"types": ["Creature"], **c[1]}
    return {"kind": "permanent", "filter": {"any_of": [*({"types": [n]} for n in names), last]}}


def _type_or_subtype_spell(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    card_type = str(c[0].children[0] if hasattr(c[0], "children") else c[0]).capitalize()
    subtype = _subtype_name(str(c[-1]))
    return {
        "kind": "spell",
        "filter": {"any_of": [{"types": [card_type]}, {"subtypes": [subtype]}]},
    }


def _one(flt: dict) -> str:
    """One filter of ``any_of``: "artifact", "creature with flying", "Aura"."""
    from ..render import RenderError, _with_phrase

    flt = dict(flt)
    if set(flt) == {"subtypes"} and len(flt["subtypes"]) == 1:
        return str(flt["subtypes"][0])
    types = flt.pop("types", None)
    if not types or len(types) != 1 or types[0] not in TYPES:
        raise RenderError("any_of")
    with_phrase = _with_phrase(flt) if types == ["Creature"] else ""
    if with_phrase:
        flt = {k: v for k, v in flt.items() if k not in ("keywords", "power_at_least")}
    if flt:
        raise RenderError("any_of")
    return types[0].lower() + with_phrase


def any_of_phrase(spec: dict) -> str:
    """ "target artifact, enchantment, or creature with flying", "target creature or Aura
    spell" (the renderer's target phrase of a filter with ``any_of``)."""
    from ..render import RenderError, _controller

    flt = dict(spec.get("filter", {}))
    if spec["kind"] == "creature" and flt == {
        "any_of": [{"enchanted": True}, {"types": ["Enchantment"]}]
    }:  # family strive_attached (Feast of Dreams)
        return "target enchanted creature or enchantment creature"
    options = [_one(o) for o in flt.pop("any_of")]
    controller = _controller(flt)
    flt.pop("controller", None)
    if flt or spec.get("count", 1) != 1:
        raise RenderError("any_of")
    if spec["kind"] == "spell" and len(options) == 2 and not controller:
        return f"target {options[0]} or {options[1]} spell"
    if spec["kind"] != "permanent" or len(options) != 3:
        raise RenderError("any_of")
    if "with" in options[2] and controller:
        raise RenderError("any_of")
    return f"target {options[0]}, {options[1]}, or {options[2]}{controller}"


RULES = {
    "perms_tn_three_types": _three,
    "perms_tn_three_types_with": _three_with,
    "perms_tn_creature_or_subtype_spell": lambda b, c: _type_or_subtype_spell(b, ["creature", *c]),
}
