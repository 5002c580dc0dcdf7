"""Family: an intervening "if" about the permanent a face-up trigger is about (603.4, 707.8).

* "Whenever CARDNAME or another creature you control is turned face up, untap that creature."
  (Pine Walker) — ``a_permanent_turned_face_up`` with ``of: {types: [Creature], controller:
  you}`` and the hint ``_self_or``: the source is one of those creatures (603.2);
* "Whenever a permanent you control is turned face up, if it's a creature, it gets +2/+2 until
  end of turn." (Trail of Mystery), "Whenever another permanent you control is turned face up,
  if it's a creature, put two +1/+1 counters on it." (Salt Road Ambushers) — the condition
  ``{that_is: FILTER}``: the object of the trigger event fits the filter as the ability
  triggers and again as it resolves (603.4; as it last existed if it is gone, 608.2g).

Only after an event whose "it" is that object (``a_permanent_turned_face_up``): after
"When CARDNAME …" the same words would be about the source, which the condition does not
read, so those stay refused.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend trigger_event: "whenever" CARDNAME "or" "another" creature_desc "is" "turned" "face" "up" -> zones2_ev_self_or_face_up
%extend triggered: trigger_event "," zones2_if_its "," sentences -> zones2_triggered_if_its
zones2_if_its: "if" "it's" ("a" | "an") zones2_its_kind
!zones2_its_kind: "creature" | "artifact" | "enchantment" | "land"
"""

# trigger events whose "it" is the object the event is about (``that``, 603.2)
THAT_EVENTS = ("a_permanent_turned_face_up",)


def _triggered_if_its(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    event, kind, body = c
    if not isinstance(event, dict) or event.get("when") not in THAT_EVENTS or "_or_when" in event:
        raise Unsupported("«if it's a …» не о перманенте события", "603.4")
    out = b.triggered([event, body])
    if "if" in out:
        raise Unsupported("два условия «if» подряд", "603.4")
    out["if"] = {"that_is": {"types": [kind]}}
    return out


def _ev_self_or_face_up(b: Any, c: list) -> dict:
    """ "Whenever CARDNAME or another creature you control is turned face up" (707.8): one
    event of every permanent, the source included ("it" / "that creature" is the permanent
    turned face up, 603.2)."""
    from ..semantics import Unsupported

    spec = c[-1]
    if spec.get("kind") != "creature":
        raise Unsupported("«CARDNAME or another …» не существо", "603.2")
    flt = {"types": ["Creature"], **spec.get("filter", {})}
    return {"when": "a_permanent_turned_face_up", "of": flt, "_self_or": True}


RULES = {
    "zones2_ev_self_or_face_up": _ev_self_or_face_up,
    "zones2_triggered_if_its": _triggered_if_its,
    "zones2_if_its": lambda b, c: c[-1],
    "zones2_its_kind": lambda b, c: str(c[0]).capitalize(),
}


def _that_is_text(flt: Any) -> str:
    types = dict(flt).get("types")
    if set(dict(flt)) != {"types"} or not isinstance(types, list | tuple) or len(types) != 1:
        raise RenderError("that_is: only one card type")
    kind = str(types[0]).lower()
    return f"it's {'an' if kind[0] in 'aeiou' else 'a'} {kind}"


CONDITION_TEXT = {"that_is": _that_is_text}
