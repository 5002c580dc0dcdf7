"""Qualities of power and toughness in filters (issue 14, helper "granted"; 608.2h, 611.3a).

- "target creature with toughness 4 or greater", "… with toughness 2 or less" (filter
  ``toughness_at_least`` / ``toughness_at_most``, like ``power_at_least`` / ``power_at_most``);
- groups: "Destroy all creatures with power 4 or greater", "creatures you control with
  toughness 4 or greater get +2/+2";
- the objects of triggers: "Whenever a creature with power 4 or greater enters the battlefield
  under your control", "Whenever another creature with power 3 or greater enters …",
  "Whenever a creature you control with toughness 4 or greater dies".

A filter checks the characteristics the object has when it is checked (a group: as the
effect begins, 611.2c; a trigger: as the event happens, 603.2, or as the object last existed
on the battlefield for "dies", 603.10).
"""

from __future__ import annotations

from ..semantics import _merge_filters, _target_spec

GRAMMAR = r"""
%extend creature_quality: "toughness" NUMBER "or" "less" -> gf_toughness_at_most
%extend creature_plural: adjective* SUBTYPE? "creatures" controller? "with" creature_quality -> gf_plural_with
%extend target_noun: "spell" "with" "converted" "mana" "cost" NUMBER "or" "less" -> gf_spell_cmc_at_most
                   | "spell" "with" "converted" "mana" "cost" NUMBER             -> gf_spell_cmc_exact
                   | perm_type_desc "with" creature_quality                      -> gf_perm_with
%extend destroy_all: "destroy" "each" creature_desc "with" creature_quality  -> gf_destroy_each
                   | "destroy" "each" perm_type_desc "with" creature_quality -> gf_destroy_each
"""


def gf_toughness_at_most(b, c):
    return {"toughness_at_most": int(c[0])}


def gf_plural_with(b, c):
    *rest, quality = c
    return {
        "types": ["Creature"],
        **_merge_filters(_target_spec("creature", rest).get("filter", {}), quality),
    }


def _with(spec: dict, quality: dict) -> dict:
    return {**spec, "filter": _merge_filters(spec.get("filter", {}), quality)}


def gf_spell_cmc_at_most(b, c):
    return {"kind": "spell", "filter": {"mana_value_at_most": int(c[0])}}


def gf_spell_cmc_exact(b, c):
    """ "target spell with converted mana cost 2": at least 2 and at most 2 (202.3)."""
    return {
        "kind": "spell",
        "filter": {"mana_value_at_least": int(c[0]), "mana_value_at_most": int(c[0])},
    }


def gf_perm_with(b, c):
    return _with(c[0], c[1])


def gf_destroy_each(b, c):
    """ "Destroy each creature with converted mana cost 3 or less" = "destroy all …" (the
    renderer's hint ``_each`` keeps the word)."""
    spec = _with(c[0], c[1])
    flt = dict(spec.get("filter", {}))
    if spec["kind"] != "permanent":
        flt = {"types": [str(spec["kind"]).capitalize()], **flt}
    return {"destroy_all": flt, "_each": True}


RULES = {
    name: fn for name, fn in dict(globals()).items() if name.startswith("gf_") and callable(fn)
}
