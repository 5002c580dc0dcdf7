"""Manifest (701.31, Fate Reforged): "Manifest the top card of your library", "… the top two
cards …", and "…, then put two +1/+1 counters on it" — "it" is the permanent the manifest just
put onto the battlefield (a new object, 400.7; the engine's ``that``: what this resolution
moved).

The engine's effect ``{manifest: N}`` (``engine/effects._manifest``) puts the cards onto the
battlefield face down one at a time (701.31a, 701.31d); a manifested creature card can be
turned face up for its mana cost (701.31b), which the engine already plays.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: manifest_top
manifest_top: "manifest" "the" "top" top_count "of" "your" "library"
            | "manifest" "the" "top" top_count "of" "your" "library" THEN_COUNTERS_ON_IT -> manifest_top_counters
// one terminal: ", then" also joins two instructions of their own
THEN_COUNTERS_ON_IT.3: /, then put (a|two|three|four|five|x) \+1\/\+1 counters? on it(?=\.)/
"""

_WORDS = {"a": 1, "two": 2, "three": 3, "four": 4, "five": 5, "x": "X"}
_NUMBER_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", "X": "X"}


def manifest_top(builder: Any, c: list) -> dict:
    """701.31a: the top N cards of your library, face down, as 2/2 creatures."""
    return {"manifest": int(c[0])}


def manifest_top_counters(builder: Any, c: list) -> list:
    """ "Manifest the top card of your library, then put two +1/+1 counters on it": the
    counters go on the manifested permanent (400.7: what this resolution moved)."""
    n = _WORDS[str(c[1]).split()[3]]
    counters = {
        "add_counters": {"kind": "+1/+1", "n": n},
        "on": "that",
        "_it": ["on"],
        "_then_on_moved": True,
    }
    return [{"manifest": int(c[0])}, counters]


def manifest_text(e: dict, ctx: Any) -> str:
    n = e["manifest"]
    if not isinstance(n, int) or not 1 <= n <= 5:
        from ..render import RenderError

        raise RenderError("manifest")
    what = "card" if n == 1 else f"{_NUMBER_WORDS[n]} cards"
    return f"manifest the top {what} of your library"


RULES = {"manifest_top": manifest_top, "manifest_top_counters": manifest_top_counters}
EFFECT_TEXT = {"manifest": manifest_text}
