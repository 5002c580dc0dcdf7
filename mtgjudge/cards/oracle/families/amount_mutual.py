"""Family "amount mutual": two targets that deal damage to each other.

- "Choose target creature you control and target creature an opponent controls. Each of those
  creatures deals damage equal to its toughness to the other." (Grim Contest) —
  ``damage_each_other: each_target`` with ``characteristic: toughness``: both deal their damage
  at once, each equal to its own toughness as the spell resolves; if either target is illegal,
  neither deals damage (608.2b, 608.2c, 608.2g, 119.1).  The words "and target …" before the
  full stop are the shared terminal of family perms_statics.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "choose" target PERMS_AND_TARGET target_noun "." "each" "of" "those" "creatures" "deals" "damage" "equal" "to" "its" greatest_of "to" "the" "other" "." -> amount_each_other
"""


def amount_each_other(b: Any, c: list) -> list:
    from ..semantics import TargetRef, Unsupported

    first, _, second, side = c
    if not isinstance(first, TargetRef) or first.each:
        raise Unsupported("«choose X and target …»: X не цель", "608.2c")
    for ref in (first.spec, second):
        if (ref.get("kind") if isinstance(ref, dict) else ref) != "creature":
            raise Unsupported("«each of those creatures» — не существа", "608.2c")
    effect = {
        "damage_each_other": "each_target",
        "characteristic": str(side),
        "_both": [first, TargetRef(second)],
        "_text": "amount_each_other",
    }
    return [(".", effect)]


def _text(e: dict, ctx: Any) -> str:
    from .perms_statics import two_targets_text

    side = e.get("characteristic")
    if side not in ("power", "toughness"):
        raise RenderError("each other")
    plain = {k: v for k, v in e.items() if k != "characteristic"}
    both = two_targets_text(plain, ctx, "damage_each_other")
    return f"choose {both}. Each of those creatures deals damage equal to its {side} to the other"


RULES = {"amount_each_other": amount_each_other}
EFFECT_TEXT = {"amount_each_other": _text}
