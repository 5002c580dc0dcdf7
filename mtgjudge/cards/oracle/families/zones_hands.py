"""Family: permanents returned to their owners' hands (400.7, 608.2c).

* "Return all creatures / all nonland permanents / all artifacts to their owners' hands." —
  ``{return_to_hand: {all: FILTER}}`` (every such permanent as the spell resolves, 608.2h);
* "Return target creature you control and target creature you don't control to their
  owners' hands." — two targets, one instruction: ``{return_to_hand: each_target}`` (a target
  that became illegal is not returned, 608.2b);
* "Return another permanent you control to its owner's hand." — not targeted, chosen as it
  resolves (608.2d): ``{return_to_hand: {one: {controller: you, other: true}}}``.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, plural

GRAMMAR = r"""
%extend effect: zones_bounce
zones_bounce: "return" "all" zones_bounce_group "to" "their" "owners'" "hands"     -> zones_bounce_all
            | "return" object "and" object "to" "their" "owners'" "hands"        -> zones_bounce_two
            | "return" "another" perm_type_desc "to" "its" "owner's" "hand"      -> zones_bounce_another
zones_bounce_group: creature_plural | perm_plural
"""


def _bounce_all(b: Any, c: list) -> dict:
    flt = {k: v for k, v in c[0].items() if not k.startswith("_")}
    return {"return_to_hand": {"all": flt}, "_text": "zones_bounce_all"}


def _bounce_two(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported

    first, second = c
    if not (isinstance(first, TargetRef) and isinstance(second, TargetRef)):
        raise Unsupported("«return X and Y»: не две цели", "608.2c")
    # the targets are numbered through the hint (in the order written); the instruction
    # returns every target of the ability
    return {"return_to_hand": "each_target", "_both": [first, second], "_text": "zones_bounce_two"}


def _bounce_another(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    spec = c[-1]
    flt = dict(spec.get("filter", {}))
    if flt.get("controller") != "you":
        raise Unsupported("«return another …» не свой", "608.2d")
    if spec["kind"] != "permanent":
        flt = {"types": [str(spec["kind"]).capitalize()], **flt}
    return {"return_to_hand": {"one": {**flt, "other": True}}}


RULES = {
    "zones_bounce_all": _bounce_all,
    "zones_bounce_two": _bounce_two,
    "zones_bounce_another": _bounce_another,
    "zones_bounce_group": lambda b, c: c[0],
}


def _bounce_all_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"return_to_hand"} or set(e["return_to_hand"]) != {"all"}:
        raise RenderError("return all: unexpected keys")
    return f"return all {plural(e['return_to_hand']['all'])} to their owners' hands"


def _bounce_two_text(e: dict, ctx: Any) -> str:
    from .perms_statics import two_targets_text

    return f"return {two_targets_text(e, ctx, 'return_to_hand')} to their owners' hands"


EFFECT_TEXT = {
    "zones_bounce_all": _bounce_all_text,
    "zones_bounce_two": _bounce_two_text,
}
