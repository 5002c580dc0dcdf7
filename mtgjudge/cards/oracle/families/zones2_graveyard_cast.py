"""Family: a card that may be cast from its owner's graveyard (112.6e).

* "You may cast CARDNAME from your graveyard." (Skaab Ruinator), "You may cast CARDNAME from
  your graveyard as long as you control a black or green permanent." (Marang River Prowler) —
  the static ``{cast_from_graveyard: self, if: CONDITION}``: an ability that changes the zones
  the card may be cast from functions everywhere (112.6e); while the condition holds (611.3a)
  its owner may cast it from their graveyard as usual — at the usual time, paying its costs
  (``engine.as_though.own_graveyard_permission``).
"""

from __future__ import annotations

from ..render import CARDNAME, RenderError, condition_text

GRAMMAR = r"""
%extend static: "you" "may" "cast" CARDNAME "from" "your" "graveyard" "." -> zones2_cast_from_gy
    | "you" "may" "cast" CARDNAME "from" "your" "graveyard" "as" "long" "as" condition "." -> zones2_cast_from_gy_if
"""

RULES = {
    "zones2_cast_from_gy": lambda b, c: [{"cast_from_graveyard": "self"}],
    "zones2_cast_from_gy_if": lambda b, c: [{"cast_from_graveyard": "self", "if": c[-1]}],
}


def _cast_from_graveyard_text(entries: list) -> str:
    (entry,) = entries
    if entry.get("cast_from_graveyard") != "self" or set(entry) - {"cast_from_graveyard", "if"}:
        raise RenderError("cast from graveyard")
    head = f"You may cast {CARDNAME} from your graveyard"
    if "if" in entry:
        return f"{head} as long as {condition_text(entry['if'])}."
    return head + "."


STATIC_TEXT = {"cast_from_graveyard": _cast_from_graveyard_text}
