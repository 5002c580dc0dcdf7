"""A trigger on sacrificing (issue 14, helper "perms"): "Whenever you sacrifice a creature,
target opponent sacrifices a creature." (Ruthless Deathfang) — the trigger event
``you_sacrifice_a_permanent`` with the filter ``of`` on the sacrificed permanent as it last
existed (701.14a; a leaves-the-battlefield ability that looks back, 603.6c–d: the source
sacrificed itself triggers too)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" "you" "sacrifice" ("a" | "an") creature_desc -> perms_ev_you_sacrifice
"""

SACRIFICE = "perms_you_sacrifice"


def _you_sacrifice(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    flt = dict(c[-1].get("filter", {}))
    if "controller" in flt:
        raise Unsupported("«whenever you sacrifice a creature you control»", "701.14a")
    return {
        "when": "you_sacrifice_a_permanent",
        "of": {"types": ["Creature"], **flt},
        "_text": SACRIFICE,
    }


def _you_sacrifice_text(trigger: dict) -> str:
    from ..render import RenderError, _article, noun_phrase, trigger_body

    of = dict(trigger.get("of", {}))
    if of.pop("types", None) != ["Creature"]:
        raise RenderError("you sacrifice")
    return trigger_body(f"Whenever you sacrifice {_article(noun_phrase('creature', of))}", trigger)


RULES = {"perms_ev_you_sacrifice": _you_sacrifice}
TRIGGER_TEXT = {SACRIFICE: _you_sacrifice_text}
