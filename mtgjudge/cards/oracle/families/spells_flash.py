"""Permissions to cast as though a spell had flash (609.4, 702.8a): "You may cast creature
spells as though they had flash.", "Any player may cast Sliver spells as though they had
flash.", and a card's own "If you control a creature with power 4 or greater, you may cast
CARDNAME as though it had flash." / "As long as you control a green or blue permanent, you may
cast CARDNAME as though it had flash." (112.6d: it functions in the hand) — the static
``{cast_as_though_flash: you | all | self, of: FILTER, if: CONDITION}`` (``engine.as_though``).
The group of spells is the cost family's (``spells_costs``)."""

from __future__ import annotations

from typing import Any

from ..render import CARDNAME, RenderError, condition_text

GRAMMAR = r"""
%extend static: "if" condition "," "you" "may" "cast" CARDNAME "as" "though" "it" "had" "flash" "." -> st_self_flash_if
    | "as" "long" "as" condition "," "you" "may" "cast" CARDNAME "as" "though" "it" "had" "flash" "." -> st_self_flash_as_long
    | "you" "may" "cast" cost_spells "as" "though" "they" "had" "flash" "." -> st_flash_you
    | "any" "player" "may" "cast" cost_spells "as" "though" "they" "had" "flash" "." -> st_flash_all
"""


def _group(who: str, group: dict) -> list[dict]:
    if set(group["of"]) - {"types", "not_types", "subtypes"}:  # card_matches reads these
        from ..semantics import Unsupported

        raise Unsupported("«… spells as though they had flash» такой группы", "609.4")
    entry: dict[str, Any] = {"cast_as_though_flash": who, "of": group["of"]}
    if "_pair" in group:
        entry["_pair"] = group["_pair"]
    return [entry]


RULES = {
    "st_self_flash_if": lambda b, c: [{"cast_as_though_flash": "self", "if": c[0], "_how": "if"}],
    "st_self_flash_as_long": lambda b, c: [
        {"cast_as_though_flash": "self", "if": c[0], "_how": "as long as"}
    ],
    "st_flash_you": lambda b, c: _group("you", c[0]),
    "st_flash_all": lambda b, c: _group("all", c[0]),
}


def _flash_text(entries: list) -> str:
    from .spells_costs import _group_text

    (entry,) = entries
    who = entry["cast_as_though_flash"]
    if who == "self":
        if set(entry) != {"cast_as_though_flash", "if", "_how"} or entry["_how"] not in (
            "if",
            "as long as",
        ):
            raise RenderError("self flash")
        head = "If" if entry["_how"] == "if" else "As long as"
        return (
            f"{head} {condition_text(entry['if'])}, you may cast {CARDNAME} as though it had flash."
        )
    if set(entry) - {"cast_as_though_flash", "of", "_pair"} or who not in ("you", "all"):
        raise RenderError("flash")
    subject = "You" if who == "you" else "Any player"
    return f"{subject} may cast {_group_text(entry)} as though they had flash."


STATIC_TEXT = {"cast_as_though_flash": _flash_text}
