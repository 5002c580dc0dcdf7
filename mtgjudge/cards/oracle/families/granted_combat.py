"""Blocking restrictions with a quality of power (issue 14, helper "granted"; 509.1b).

- "CARDNAME can't be blocked by creatures with power 2 or greater." / "… 1 or less."
- "Enchanted creature can't be blocked by creatures with power 3 or greater."
- "CARDNAME can't block creatures with power 2 or greater." / "… 2 or less."
- "Creatures with power less than CARDNAME's power can't block it." (and "greater than")
- "CARDNAME can't block creatures with power greater than CARDNAME's power."

Each is a card-format word of the engine (``combat._power_restriction``), checked when
blockers are declared with the powers the creatures have then.
"""

from __future__ import annotations

from ..render import CARDNAME, RenderError

GRAMMAR = r"""
%extend static_sentence: CARDNAME "can't" "be" "blocked" "by" "creatures" "with" "power" NUMBER "or" gr_more -> gc_self_unblockable_by
                       | affected_one "can't" "be" "blocked" "by" "creatures" "with" "power" NUMBER "or" gr_more -> gc_one_unblockable_by
                       | CARDNAME "can't" "block" "creatures" "with" "power" NUMBER "or" gr_more -> gc_self_cant_block
                       | "creatures" "with" "power" gr_than "than" CARDNAME_POSS "power" "can't" "block" "it" -> gc_relative_unblockable
                       | CARDNAME "can't" "block" "creatures" "with" "power" "greater" "than" CARDNAME_POSS "power" -> gc_cant_block_greater
!gr_more: "greater" | "less"
!gr_than: "less" | "greater"
"""

BY = "Can't be blocked by creatures with power"
CANT_BLOCK = "Can't block creatures with power"
RELATIVE = "Can't be blocked by creatures with power {} than its power"
CANT_BLOCK_GREATER = "Can't block creatures with power greater than its power"


def gc_self_unblockable_by(b, c):
    return [{"keyword": f"{BY} {c[1]} or {c[2]}", "_gc": "self"}]


def gc_one_unblockable_by(b, c):
    return [{"grant": [f"{BY} {c[1]} or {c[2]}"], "affects": c[0], "_gc": "one"}]


def gc_self_cant_block(b, c):
    return [{"keyword": f"{CANT_BLOCK} {c[1]} or {c[2]}", "_gc": "self"}]


def gc_relative_unblockable(b, c):
    return [{"keyword": RELATIVE.format(c[0]), "_gc": "self"}]


def gc_cant_block_greater(b, c):
    return [{"keyword": CANT_BLOCK_GREATER, "_gc": "self"}]


def gr_more(b, c):
    return str(c[0])


RULES = {
    "gc_self_unblockable_by": gc_self_unblockable_by,
    "gc_one_unblockable_by": gc_one_unblockable_by,
    "gc_self_cant_block": gc_self_cant_block,
    "gc_relative_unblockable": gc_relative_unblockable,
    "gc_cant_block_greater": gc_cant_block_greater,
    "gr_more": gr_more,
    "gr_than": gr_more,
}


def _text(entries: list) -> str:
    (entry,) = entries
    if "if" in entry:
        raise RenderError("condition")
    if entry["_gc"] == "one":
        if entry["affects"] not in ({"enchanted": True}, {"equipped": True}):
            raise RenderError("one")
        (word,) = entry["grant"]
        who = "Enchanted" if entry["affects"].get("enchanted") else "Equipped"
        if not word.startswith(BY + " "):
            raise RenderError("one")
        return f"{who} creature can't be blocked by creatures with power {word[len(BY) + 1 :]}."
    text = self_restriction_text(entry["keyword"])
    if text is None:
        raise RenderError("restriction")
    return text


def self_restriction_text(word: str) -> str | None:
    """The static line of a restriction the card has itself (its card-format word)."""
    for way in ("less", "greater"):
        if word == RELATIVE.format(way):
            return f"Creatures with power {way} than {CARDNAME}'s power can't block it."
    if word == CANT_BLOCK_GREATER:
        return f"{CARDNAME} can't block creatures with power greater than {CARDNAME}'s power."
    if word.startswith(BY + " "):
        return f"{CARDNAME} can't be blocked by creatures with power {word[len(BY) + 1 :]}."
    if word.startswith(CANT_BLOCK + " "):
        return f"{CARDNAME} can't block creatures with power {word[len(CANT_BLOCK) + 1 :]}."
    return None


STATIC_TEXT = {"_gc": _text}
