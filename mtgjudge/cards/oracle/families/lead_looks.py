"""Permissions to look at hidden cards (401.2, 707.5): "You may look at the top card of your
library any time." (Lens of Clarity), "You may look at face-down creatures you don't control
any time." (Keeper of the Lens) — the static ``may_look_at: [top_of_library,
face_down_opponents]``.

Looking at a hidden card changes nothing the engine plays (no characteristic, no choice, no
legal action depends on it): the ability is read, shown and kept, and every scenario plays
the same with or without it.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend static: "you" "may" "look" "at" lead_look_thing "any" "time" "." -> lead_st_may_look
              | "you" "may" "look" "at" lead_look_thing "and" "at" lead_look_thing "any" "time" "." -> lead_st_may_look
lead_look_thing: "the" "top" "card" "of" "your" "library" -> lead_look_top
               | "face-down" "creatures" "you" "don't" "control" -> lead_look_face_down
"""

WORDS = {
    "top_of_library": "the top card of your library",
    "face_down_opponents": "face-down creatures you don't control",
}


def _may_look(b: Any, c: list) -> list:
    if len(set(c)) != len(c):
        from ..semantics import Unsupported

        raise Unsupported("одно и то же дважды в «you may look at … and at …»", "401.2")
    return [{"may_look_at": list(c)}]


def _may_look_text(entries: list) -> str:
    (entry,) = entries
    things = entry.get("may_look_at")
    if set(entry) != {"may_look_at"} or not isinstance(things, list):
        raise RenderError("may look at")
    if not 1 <= len(things) <= 2 or any(t not in WORDS for t in things):
        raise RenderError("may look at")
    return f"You may look at {' and at '.join(WORDS[t] for t in things)} any time."


RULES = {
    "lead_st_may_look": _may_look,
    "lead_look_top": lambda b, c: "top_of_library",
    "lead_look_face_down": lambda b, c: "face_down_opponents",
}
STATIC_TEXT = {"may_look_at": _may_look_text}
