"""Family "amount groups": a group whose description holds a number the text computes.

- "When CARDNAME enters the battlefield, return each creature your opponents control with
  toughness X or less to its owner's hand, where X is the number of Islands you control."
  (Scourge of Fleets) — ``return_to_hand: {all: {…, toughness_at_most: X}}``: X is determined
  once, as the instruction is followed, and the group is the creatures that fit then (608.2c,
  608.2g; "…, where X is …" is the amounts family's sentence, 107.3).
- "When CARDNAME exploits a creature, return to their owners' hands all creatures your
  opponents control with toughness less than the exploited creature's toughness." (Profaner of
  the Dead) — filter key ``toughness_less_than`` with the amount of the exploited creature
  (the trigger event's object, as it last existed: 702.109a, 608.2g).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "return" "each" creature_desc "with" "toughness" "x" "or" "less" "to" "its" "owner's" "hand" -> amount_bounce_each_x
              | "return" "to" "their" "owners'" "hands" "all" "creatures" controller "with" "toughness" "less" "than" amt_whose "toughness" -> amount_bounce_all_less
"""

CONTROLLERS = {"opponent": " your opponents control", "you": " you control", None: ""}


def amount_bounce_each_x(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    spec = c[0]
    flt = dict(spec.get("filter", {}))
    if spec.get("kind") != "creature" or set(flt) - {"controller"}:
        raise Unsupported("«return each … with toughness X or less» такого вида", "608.2c")
    group = {"types": ["Creature"], **flt, "toughness_at_most": "X"}
    return {"return_to_hand": {"all": group}, "_text": "amount_bounce_x"}


def _text(e: dict, ctx: Any) -> str:
    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    group = plain.get("return_to_hand", {}).get("all") if set(plain) == {"return_to_hand"} else None
    if not isinstance(group, dict):
        raise RenderError("return each with toughness X")
    flt = dict(group)
    if flt.pop("types", None) != ["Creature"] or flt.pop("toughness_at_most", None) != "X":
        raise RenderError("return each with toughness X")
    controller = flt.pop("controller", None)
    if flt or controller not in CONTROLLERS:
        raise RenderError("return each with toughness X")
    return (
        f"return each creature{CONTROLLERS[controller]} with toughness X or less to its "
        "owner's hand"
    )


def amount_bounce_all_less(b: Any, c: list) -> dict:
    """ "return to their owners' hands all creatures your opponents control with toughness less
    than the exploited creature's toughness" (608.2c; the amount as the instruction is followed,
    608.2g)."""
    from .amounts_numbers import _characteristic

    amount = _characteristic("toughness")(b, [c[1]])
    group = {"types": ["Creature"], **c[0], "toughness_less_than": amount}
    return {"return_to_hand": {"all": group}, "_text": "amount_bounce_less"}


def _less_text(e: dict, ctx: Any) -> str:
    from .amounts_numbers import amount_text

    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    group = plain.get("return_to_hand", {}).get("all") if set(plain) == {"return_to_hand"} else None
    if not isinstance(group, dict):
        raise RenderError("return all with toughness less than")
    flt = dict(group)
    less = flt.pop("toughness_less_than", None)
    if flt.pop("types", None) != ["Creature"] or not isinstance(less, dict):
        raise RenderError("return all with toughness less than")
    controller = flt.pop("controller", None)
    if flt or controller not in CONTROLLERS:
        raise RenderError("return all with toughness less than")
    return (
        f"return to their owners' hands all creatures{CONTROLLERS[controller]} with toughness "
        f"less than {amount_text(less)}"
    )


RULES = {
    "amount_bounce_each_x": amount_bounce_each_x,
    "amount_bounce_all_less": amount_bounce_all_less,
}
EFFECT_TEXT = {"amount_bounce_x": _text, "amount_bounce_less": _less_text}
