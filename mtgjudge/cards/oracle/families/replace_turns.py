"""Family: the extra-turn replacements of Ugin's Nexus (500.7, 614.1a, 614.1b, 614.10).

* "If a player would begin an extra turn, that player skips that turn instead." —
  ``{event: turn, player: any, extra: true, skip: true}``: a skipped extra turn is not taken
  and does not count (614.10a, 500.7);
* "If CARDNAME would be put into a graveyard from the battlefield, instead exile it and take an
  extra turn after this one." — ``{event: to_graveyard, of: self, from: battlefield, instead:
  [{exile: self}, {extra_turn: 1}]}``: the card is not put into the graveyard (614.6); the
  effects happen instead, as if done by the replacement's source (the engine's
  ``replacement/zones.instead_of_moving``).

Both values are those of the hand-written Ugin's Nexus (``cards/data/replacement.yaml``).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend replacement: "if" "a" "player" "would" "begin" "an" "extra" "turn" "," "that" "player" "skips" "that" "turn" "instead" "." -> replace_extra_turn_skipped
    | "if" CARDNAME "would" "be" "put" "into" "a" "graveyard" "from" "the" "battlefield" "," "instead" "exile" "it" "and" "take" "an" "extra" "turn" "after" "this" "one" "." -> replace_exiled_extra_turn
"""

SKIPPED: dict[str, Any] = {"event": "turn", "player": "any", "extra": True, "skip": True}
INSTEAD: list[dict[str, Any]] = [{"exile": "self"}, {"extra_turn": 1}]
EXILED: dict[str, Any] = {
    "event": "to_graveyard",
    "of": "self",
    "from": "battlefield",
    "instead": INSTEAD,
}
TEXT = "replace_turns"

RULES = {
    "replace_extra_turn_skipped": lambda b, c: {**SKIPPED, "_text": TEXT},
    "replace_exiled_extra_turn": lambda b, c: {
        **EXILED,
        "instead": [dict(e) for e in INSTEAD],
        "_text": TEXT,
    },
}


def _text(value: dict) -> str:
    plain = {k: v for k, v in value.items() if not k.startswith("_")}
    if plain == SKIPPED:
        return "If a player would begin an extra turn, that player skips that turn instead."
    if plain == EXILED:
        return (
            "If CARDNAME would be put into a graveyard from the battlefield, instead exile it "
            "and take an extra turn after this one."
        )
    raise RenderError("extra turns: unexpected replacement")


REPLACEMENT_TEXT = {TEXT: _text}
