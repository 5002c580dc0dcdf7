"""Trigger events of damage cards (issue 14, helper "damage"):

- "Whenever a Dragon enters the battlefield under your control, it deals X damage to target
  creature or player, where X is the number of Dragons you control." (Dragon Tempest) — the
  event ``a_permanent_enters`` with ``of: {subtypes: [Dragon], controller: you}`` (603.2,
  603.6a); "it" is the permanent that entered: it deals the damage (``by: that``, 608.2g), not
  the source of the ability.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" ("a" | "an") SUBTYPE "enters" "the" "battlefield" "under" "your" "control" -> damage_ev_subtype_enters
"""


def _subtype_enters(b: Any, c: list) -> dict:
    from ..semantics import _subtype_name

    return {
        "when": "a_permanent_enters",
        "of": {"subtypes": [_subtype_name(str(c[-1]))], "controller": "you"},
        "_text": SUBTYPE_ENTERS,
    }


def _subtype_enters_text(trigger: dict) -> str:
    from ..render import RenderError, _article, trigger_body

    of = dict(trigger.get("of", {}))
    subtypes = of.pop("subtypes", None)
    if of != {"controller": "you"} or not subtypes or len(subtypes) != 1:
        raise RenderError("a subtype enters the battlefield")
    head = f"Whenever {_article(subtypes[0])} enters the battlefield under your control"
    return trigger_body(head, trigger)


SUBTYPE_ENTERS = "damage_ev_subtype_enters"
RULES = {SUBTYPE_ENTERS: _subtype_enters}
TRIGGER_TEXT = {SUBTYPE_ENTERS: _subtype_enters_text}
