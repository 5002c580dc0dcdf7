"""Blocking restrictions granted to a group (509.1b, 613.1f):

* "Each creature you control with a +1/+1 counter on it can't be blocked by more than one
  creature." (Battlefront Krushok) — the words ``Can't be blocked by more than one creature``
  granted to each such creature (the engine checks them on the whole declaration of blockers,
  509.1b), like "… has trample" of the shared ``st_each_with_counter``.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend static_sentence: "each" creature_desc "with" "a" PT "counter" "on" "it" "can't" "be" "blocked" "by" "more" "than" "one" "creature" -> combat3_each_counter_by_one
"""

BY_ONE = "Can't be blocked by more than one creature"
EACH_BY_ONE = "_combat3_each_by_one"


def _each_counter_by_one(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    spec, kind = c[0], str(c[1]).replace("−", "-")
    if spec["kind"] != "creature":
        raise Unsupported("«each … with a counter»", "613.1f")
    affects = {"types": ["Creature"], **spec.get("filter", {}), "with_counter": kind}
    return [{EACH_BY_ONE: True, "grant": [BY_ONE], "affects": affects}]


def _each_by_one_text(entries: list) -> str:
    from ..render import RenderError, noun_phrase

    (first,) = entries
    flt = dict(first["affects"])
    kind = flt.pop("with_counter", None)
    if first["grant"] != [BY_ONE] or flt.pop("types", None) != ["Creature"] or kind is None:
        raise RenderError("each by one")
    return (
        f"Each {noun_phrase('creature', flt)} with a {kind} counter on it can't be blocked by "
        "more than one creature."
    )


RULES = {"combat3_each_counter_by_one": _each_counter_by_one}
STATIC_TEXT = {EACH_BY_ONE: _each_by_one_text}
