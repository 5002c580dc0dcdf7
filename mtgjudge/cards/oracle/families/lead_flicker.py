"""Exile and return at once ("flicker", 400.7, 610.3) and creatures marked by a named counter
(121.1):

* "Exile target creature you control, then return it to the battlefield under its owner's
  control." (Momentary Blink, Triad of Fates) — "it" is the card the exile made (400.7: a new
  object); the compiler already makes such a later reference ``that`` with the hint ``_moved``
  (semantics ``_after_move``), and this family's renderer words it "it";
* "Exile CARDNAME, then return it to the battlefield face down under its owner's control."
  (Shorecrasher Elemental, Flickering Spirit) — the card the source became in exile (400.7),
  ``that`` with the hint ``_source_moved``;
* "target creature that has a fate counter on it" / "creature with a fate counter on it" —
  the filter ``with_counter`` of any counter kind, not only +1/+1 (121.1).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend creature_quality: "a" COUNTER_KIND "counter" "on" "it" -> lead_cq_named_counter
%extend target_noun: creature_desc "that" "has" ("a" | "an") lead_counter_kind "counter" "on" "it" -> lead_tn_that_has_counter
lead_counter_kind: PT | COUNTER_KIND
"""


def lead_cq_named_counter(b: Any, c: list) -> dict:
    """ "with a fate counter on it" (121.1)."""
    return {"with_counter": str(c[0])}


def lead_counter_kind(b: Any, c: list) -> str:
    return str(c[0]).replace("−", "-")


def lead_tn_that_has_counter(b: Any, c: list) -> dict:
    """ "target creature that has a fate counter on it": the same filter as "with a fate
    counter on it", worded after the noun (the renderer's hint ``_that_has``)."""
    spec, kind = dict(c[0]), c[-1]
    flt = dict(spec.get("filter", {}))
    if "with_counter" in flt:
        from ..semantics import Unsupported

        raise Unsupported("два условия о жетонах у цели", "121.1")
    return {**spec, "filter": {**flt, "with_counter": kind}, "_that_has": True}


RULES = {
    "lead_cq_named_counter": lead_cq_named_counter,
    "lead_counter_kind": lead_counter_kind,
    "lead_tn_that_has_counter": lead_tn_that_has_counter,
}
