"""Family: linked exile pairs (607.2a) and "return the exiled card(s) …".

"When CARDNAME leaves the battlefield, return the exiled card to the battlefield under its
owner's control" refers to what another ability of the same object exiled (607.2a: the two
abilities are linked).  Each ability is compiled alone; the reference reads
``{linked: exiled}`` and :func:`.library_links.link_exiled` (called when a card's abilities are merged) marks
the one ``exile`` instruction of the card's other abilities with ``linked: exiled``.  A card
with no such instruction, or with several, is refused: which ability "the exiled card" points
to would be a guess.

Wordings:

* "return the exiled card(s) to the battlefield [tapped] under its/their owner's/owners'
  control" — ``{put_onto_battlefield: {linked: exiled}, under: owner[, tapped: true]}``;
* "return the exiled card(s) to its/their owner's/owners' hand" —
  ``{return_to_hand: {linked: exiled}}``.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError
from .library_links import KEY

LINKED = {"linked": KEY}

GRAMMAR = r"""
%extend effect: lib_return_exiled
lib_return_exiled: "return" "the" "exiled" lib_exiled_noun "to" "the" "battlefield" "under" lib_owner_poss "control" -> lib_rex_battlefield
                 | "return" "the" "exiled" lib_exiled_noun "to" "the" "battlefield" "tapped" "under" lib_owner_poss "control" -> lib_rex_battlefield_tapped
                 | "return" "the" "exiled" lib_exiled_noun "to" lib_owner_poss lib_hand_word -> lib_rex_hand
!lib_exiled_noun: "card" | "cards"
!lib_owner_poss: "its" "owner's" | "their" "owner's" | "their" "owners'"
!lib_hand_word: "hand" | "hands"
"""


def _words(c: list) -> str:
    return " ".join(str(t) for t in c)


def _battlefield(builder: Any, c: list, tapped: bool = False) -> dict:
    out: dict[str, Any] = {"put_onto_battlefield": dict(LINKED), "under": "owner"}
    if tapped:
        out["tapped"] = True
    return out | {"_text": "lib_exiled", "_noun": c[0], "_poss": c[1], "_where": "battlefield"}


def _hand(builder: Any, c: list) -> dict:
    return {
        "return_to_hand": dict(LINKED),
        "_text": "lib_exiled",
        "_noun": c[0],
        "_poss": c[1],
        "_where": c[2],
    }


RULES = {
    "lib_exiled_noun": lambda b, c: _words(c),
    "lib_owner_poss": lambda b, c: _words(c),
    "lib_hand_word": lambda b, c: _words(c),
    "lib_rex_battlefield": _battlefield,
    "lib_rex_battlefield_tapped": lambda b, c: _battlefield(b, c, tapped=True),
    "lib_rex_hand": _hand,
}


def _exiled_text(e: dict, ctx: Any) -> str:
    noun, poss = e["_noun"], e["_poss"]
    if e["_where"] == "battlefield":
        if set(e) - {
            "put_onto_battlefield",
            "under",
            "tapped",
            "_text",
            "_noun",
            "_poss",
            "_where",
        }:
            raise RenderError("return the exiled card: unexpected keys")
        tapped = " tapped" if e.get("tapped") else ""
        return f"return the exiled {noun} to the battlefield{tapped} under {poss} control"
    return f"return the exiled {noun} to {poss} {e['_where']}"


EFFECT_TEXT = {"lib_exiled": _exiled_text}
