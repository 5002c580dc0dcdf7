"""Auras whose effect depends on what they enchant (issue 14, helper "damage"; 611.3a):

- "Enchanted creature gets +2/+2 as long as it's an enchantment. Otherwise, it gets -2/-2."
  (Nyx Infusion) — two static entries for the enchanted creature: the first with the condition
  ``enchanted_is: {types: [Enchantment]}`` (the permanent the Aura is attached to fits it,
  303.4), the second with ``enchanted_is_not`` — exactly one of them applies at any time, each
  checked as the layers are applied (611.3a, 613).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend static: static_sentence "as" "long" "as" "it's" ("a" | "an") damage_card_type "." "otherwise" "," "it" "gets" PT "." -> damage_static_otherwise_pt
"""

OTHERWISE = "_damage_otherwise"
ENCHANTED = {"enchanted": True}


def _otherwise_pt(b: Any, c: list) -> list:
    from ..semantics import Unsupported, _modify_pt, _pt, _with_condition

    entries, kind, pt = c[0], c[-2], c[-1]
    word = str(kind.children[0] if hasattr(kind, "children") else kind)
    flt = {"types": [word.capitalize()]}
    if not entries or any(
        not isinstance(e, dict) or e.get("affects") != ENCHANTED or "if" in e for e in entries
    ):
        # "it" is the enchanted creature only after "Enchanted creature …"
        raise Unsupported("«as long as it's … Otherwise, …» не у зачарованного существа", "611.3a")
    first = [_with_condition(e, {"enchanted_is": flt}) for e in entries]
    first[0] = {**first[0], OTHERWISE: True}
    _pt(pt)  # an X is refused here (107.3)
    other = _with_condition(_modify_pt(dict(ENCHANTED), pt), {"enchanted_is_not": flt})
    return [*first, other]


def _otherwise_text(entries: list) -> str:
    from ..render import _article, pt_text, static_text

    *first, other = entries
    cond = first[0].get("if")
    if not isinstance(cond, dict) or set(cond) != {"enchanted_is"}:
        raise RenderError("otherwise")
    flt = cond["enchanted_is"]
    if set(flt) != {"types"} or len(flt["types"]) != 1:
        raise RenderError("otherwise")
    if any(e.get("if") != cond for e in first):
        raise RenderError("otherwise")
    if set(other) != {"modify_pt", "affects", "if"} or other["affects"] != ENCHANTED:
        raise RenderError("otherwise")
    if other["if"] != {"enchanted_is_not": flt}:
        raise RenderError("otherwise")
    plain = [{k: v for k, v in e.items() if k not in ("if", OTHERWISE)} for e in first]
    head = static_text(plain)
    if not head.endswith("."):
        raise RenderError("otherwise")
    pt = pt_text(other["modify_pt"]["power"], other["modify_pt"]["toughness"])
    kind = _article(flt["types"][0].lower())
    return f"{head[:-1]} as long as it's {kind}. Otherwise, it gets {pt}."


RULES = {"damage_static_otherwise_pt": _otherwise_pt}
STATIC_TEXT = {OTHERWISE: _otherwise_text}
