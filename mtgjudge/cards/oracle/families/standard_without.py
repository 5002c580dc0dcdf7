"""Creatures "with" a quality or "without" a keyword in groups and targets (a filter ``not_keywords``, 702.xx: the keyword as the
creature has it now, 613): "target creature without flying", "each creature without flying",
"CARDNAME deals 2 damage to each creature without flying and each player", "creatures without
flying get -1/-1 until end of turn"."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend target_noun: creature_desc "without" kw_simple -> tn_creature_without
%extend object: "each" creature_desc "without" kw_simple -> obj_each_without
%extend all_creatures: creature_plural "without" kw_simple -> all_creatures_without
                      | creature_plural "with" creature_quality -> all_creatures_with
%extend destroy_all: "destroy" "all" creature_plural "with" creature_quality -> destroy_all_with
"""


def _without(spec: dict, keyword: Any) -> dict:
    flt = dict(spec.get("filter", {}))
    if "not_keywords" in flt:
        from ..semantics import Unsupported

        raise Unsupported("два «without»", "114.1")
    flt["not_keywords"] = [keyword]
    return flt


def tn_creature_without(builder: Any, c: list) -> dict:
    spec = dict(c[0])
    spec["filter"] = _without(spec, c[1])
    return spec


def obj_each_without(builder: Any, c: list) -> dict:
    return {"all": {"types": ["Creature"], **_without(c[0], c[1])}}


def all_creatures_without(builder: Any, c: list) -> dict:
    return {**_without({"filter": c[0]}, c[1]), "_all": False}


def all_creatures_with(builder: Any, c: list) -> dict:
    """ "creatures you control with toughness 4 or greater" (one quality)."""
    if set(c[0]) & set(c[1]):
        from ..semantics import Unsupported

        raise Unsupported("два одинаковых качества", "114.1")
    return {**c[0], **c[1], "_all": False}


def destroy_all_with(builder: Any, c: list) -> dict:
    """ "Destroy all creatures with power 4 or greater" (the group as it resolves, 608.2h)."""
    return {"destroy_all": {k: v for k, v in all_creatures_with(builder, c).items() if k != "_all"}}


RULES = {
    "all_creatures_with": all_creatures_with,
    "destroy_all_with": destroy_all_with,
    "tn_creature_without": tn_creature_without,
    "obj_each_without": obj_each_without,
    "all_creatures_without": all_creatures_without,
}
