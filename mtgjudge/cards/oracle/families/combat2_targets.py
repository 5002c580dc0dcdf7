"""Targets of a subtype with a controller (helper "combat", branch 2; 115.1, 303.4a):
"target Mountain you control", "target Forest an opponent controls" — a permanent of that
subtype (205.3) controlled by that player.  The Enchant keyword reads its words the same way
("Enchant Mountain you control", :func:`..keywords.enchant_as_target`).

Two adjectives of such descriptions: "nonenchantment" (not of that card type, 205.2a) and
"monocolored" (exactly one of the five colours, 105.2a): "Destroy all nonenchantment
creatures.", "Destroy target monocolored creature."
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend target_noun: SUBTYPE combat2_ctl -> combat2_tn_subtype_controlled
%extend target_noun: creature_desc "that's" "attacking" "or" "blocking" -> combat2_tn_thats_in_combat
%extend adjective: "nonenchantment" -> combat2_adj_nonenchantment
                 | "monocolored"    -> combat2_adj_monocolored
combat2_ctl: "you" "control"            -> ctl_you
           | "an" "opponent" "controls" -> ctl_opponent
"""


def combat2_tn_subtype_controlled(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    subtype, controller = c
    return {
        "kind": "permanent",
        "filter": {"subtypes": [_subtype_name(str(subtype))], **controller},
    }


def combat2_tn_thats_in_combat(b: Any, c: list) -> dict:
    """ "target black or red creature that's attacking or blocking" (506.4): the filter
    ``in_combat: either``, worded after the noun (the renderer's hint ``_thats``)."""
    spec = dict(c[0])
    flt = dict(spec.get("filter", {}))
    if "in_combat" in flt:
        from ..semantics import Unsupported

        raise Unsupported("два условия боя", "506.4")
    return {**spec, "filter": {**flt, "in_combat": "either"}, "_thats": True}


RULES = {
    "combat2_tn_thats_in_combat": combat2_tn_thats_in_combat,
    "combat2_tn_subtype_controlled": combat2_tn_subtype_controlled,
    "combat2_adj_nonenchantment": lambda b, c: {"not_types": ["Enchantment"]},
    "combat2_adj_monocolored": lambda b, c: {"monocolored": True},  # 105.2a
}
