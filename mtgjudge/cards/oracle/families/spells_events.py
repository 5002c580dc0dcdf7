"""Trigger events of the caster (603.2): "Whenever you draw a card" (once for each card drawn,
603.2c) and "Whenever you scry" (701.18a: once for each scry instruction of yours; fateseal,
701.19a, is not a scry).  Only the permanents of the player who draws or scries watch.  Also "prowess" (702.107a) in a list
of keywords ("put a 1/1 white Monk creature token with prowess onto the battlefield")."""

from __future__ import annotations

from typing import Any

from ..render import trigger_body

GRAMMAR = r"""
%extend trigger_event: "whenever" "you" "draw" "a" "card" -> ev_you_draw
    | "whenever" "you" "scry" -> ev_you_scry
// prowess (702.107a) in a list of keywords: "a 1/1 white Monk creature token with prowess"
%extend keyword_name: "prowess" -> kw_prowess
"""

RULES: dict[str, Any] = {
    "ev_you_draw": lambda b, c: {"when": "you_draw"},
    "ev_you_scry": lambda b, c: {"when": "you_scry"},
    "kw_prowess": lambda b, c: "Prowess",
}

_HEADS = {"you_draw": "Whenever you draw a card", "you_scry": "Whenever you scry"}


def _head(when: str):
    return lambda trigger: trigger_body(_HEADS[when], trigger)


TRIGGER_TEXT = {when: _head(when) for when in _HEADS}
