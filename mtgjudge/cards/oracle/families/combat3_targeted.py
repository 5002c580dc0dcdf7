"""Becoming the target of an opponent's spell or ability (114, 603.2):

* "Whenever CARDNAME becomes the target of a spell or ability an opponent controls, that player
  loses 4 life." (Ashenmoor Liege) — the event ``becomes_target_by_opponent`` (once per spell
  or ability, however many times it targets the permanent);
* "Whenever a Dragon you control becomes the target of a spell or ability an opponent
  controls, CARDNAME deals 3 damage to that player." (Thunderbreak Regent) — the event
  ``a_permanent_becomes_target_by_opponent`` with the filter ``of`` (every permanent watches;
  "an opponent" is an opponent of the watcher's controller).

"That player" is the controller of the spell or ability (601.2c, 602.2a, 603.3d: it chose the
targets).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" CARDNAME "becomes" "the" "target" "of" "a" "spell" "or" "ability" "an" "opponent" "controls" -> combat3_ev_self_targeted
                     | "whenever" ("a" | "an") SUBTYPE controller? "becomes" "the" "target" "of" "a" "spell" "or" "ability" "an" "opponent" "controls" -> combat3_ev_subtype_targeted
"""

BY_OPPONENT = "of a spell or ability an opponent controls"
SUBTYPE_TARGETED = "combat3_subtype_targeted"


def _subtype_targeted(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    flt: dict[str, Any] = {"subtypes": [_subtype_name(str(c[0]))]}
    if len(c) > 1:
        flt.update(c[1])
    return {"when": "a_permanent_becomes_target_by_opponent", "of": flt, "_text": SUBTYPE_TARGETED}


def _self_text(trigger: dict) -> str:
    from ..render import CARDNAME, trigger_body

    return trigger_body(f"Whenever {CARDNAME} becomes the target {BY_OPPONENT}", trigger)


def _subtype_text(trigger: dict) -> str:
    from ..render import RenderError, _article, _controller, trigger_body

    of = dict(trigger.get("of", {}))
    subtypes = of.pop("subtypes", [])
    if len(subtypes) != 1 or set(of) - {"controller"}:
        raise RenderError("becomes the target: subtype")
    who = f"{_article(subtypes[0])}{_controller(of)}"
    return trigger_body(f"Whenever {who} becomes the target {BY_OPPONENT}", trigger)


RULES = {
    "combat3_ev_self_targeted": lambda b, c: {"when": "becomes_target_by_opponent"},
    "combat3_ev_subtype_targeted": _subtype_targeted,
}
TRIGGER_TEXT = {"becomes_target_by_opponent": _self_text, SUBTYPE_TARGETED: _subtype_text}
