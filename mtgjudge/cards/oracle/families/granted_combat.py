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
                       | "all" "creatures" "able" "to" "block" CARDNAME "do" "so" -> gc_self_lure
                       | "all" "creatures" "able" "to" "block" affected_one "do" "so" -> gc_one_lure
                       | CARDNAME "blocks" "each" "combat" "if" "able" -> gc_self_must_block
                       | affected_one "gets" PT "and" "blocks" "each" "combat" "if" "able" -> gc_pt_must_block
                       | CARDNAME "can't" "be" "blocked" "by" gc_blockers -> gc_self_by
                       | CARDNAME "can't" "be" "blocked" "except" "by" gc_blockers -> gc_self_except_by
gc_blockers: SUBTYPE_PL                                  -> gc_subtype
           | color "creatures"                           -> gc_color
           | "artifact" "creatures"                      -> gc_artifact
           | "creatures" "with" kw_simple                -> gc_with
           | "creatures" "with" kw_simple "or" kw_simple -> gc_with_or
           | gc_many "or" "more" "creatures"             -> gc_many_or_more
!gc_many: "three" | "four"
!gr_more: "greater" | "less"
!gr_than: "less" | "greater"
"""

BY = "Can't be blocked by creatures with power"
CANT_BLOCK = "Can't block creatures with power"
RELATIVE = "Can't be blocked by creatures with power {} than its power"
LURE = "All creatures able to block it do so"
UNBLOCKABLE_BY = "Can't be blocked by"
EXCEPT_BY = "Can't be blocked except by"
MUST_BLOCK = "Blocks each combat if able"
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


def gc_self_lure(b, c):
    return [{"keyword": LURE, "_gc": "self"}]


def gc_one_lure(b, c):
    return [{"grant": [LURE], "affects": c[0], "_gc": "one"}]


def gc_self_must_block(b, c):
    return [{"keyword": MUST_BLOCK, "_gc": "self"}]


def gc_pt_must_block(b, c):
    from ..semantics import _modify_pt

    return [
        {**_modify_pt(c[0], c[1]), "_gc": "one"},
        {"grant": [MUST_BLOCK], "affects": c[0]},
    ]


def gc_subtype(b, c):
    from ..semantics import PLURALS, _subtype_name

    return _subtype_name(PLURALS[str(c[0])]) + "s"  # "Walls"


def gc_color(b, c):
    return f"{c[0]} creatures"


def gc_artifact(b, c):
    return "artifact creatures"


def gc_with(b, c):
    return f"creatures with {str(c[0]).lower()}"


def gc_with_or(b, c):
    return f"creatures with {str(c[0]).lower()} or {str(c[1]).lower()}"


def gc_many_or_more(b, c):
    return f"{c[0]} or more creatures"


def gc_many(b, c):
    return str(c[0])


def gc_self_by(b, c):
    return [{"keyword": f"{UNBLOCKABLE_BY} {c[1]}", "_gc": "self"}]


def gc_self_except_by(b, c):
    return [{"keyword": f"{EXCEPT_BY} {c[1]}", "_gc": "self"}]


def gr_more(b, c):
    return str(c[0])


RULES = {
    "gc_self_unblockable_by": gc_self_unblockable_by,
    "gc_one_unblockable_by": gc_one_unblockable_by,
    "gc_self_cant_block": gc_self_cant_block,
    "gc_relative_unblockable": gc_relative_unblockable,
    "gc_cant_block_greater": gc_cant_block_greater,
    "gc_self_lure": gc_self_lure,
    "gc_one_lure": gc_one_lure,
    "gc_self_must_block": gc_self_must_block,
    "gc_pt_must_block": gc_pt_must_block,
    "gr_more": gr_more,
    "gc_subtype": gc_subtype,
    "gc_color": gc_color,
    "gc_artifact": gc_artifact,
    "gc_with": gc_with,
    "gc_with_or": gc_with_or,
    "gc_many_or_more": gc_many_or_more,
    "gc_many": gc_many,
    "gc_self_by": gc_self_by,
    "gc_self_except_by": gc_self_except_by,
    "gr_than": gr_more,
}


def _text(entries: list) -> str:
    entry = entries[0]
    condition = entry.get("if")
    if any(e.get("if") != condition for e in entries):
        raise RenderError("condition")
    if condition is not None and not entry.get("_if_first"):
        raise RenderError("condition")
    head = ""
    if condition is not None:
        from ..render import condition_text

        head = f"As long as {condition_text(condition)}, "
    if entry["_gc"] == "one":
        if entry["affects"] not in ({"enchanted": True}, {"equipped": True}):
            raise RenderError("one")
        who = "enchanted" if entry["affects"].get("enchanted") else "equipped"
        if "modify_pt" in entry:  # "Enchanted creature gets +4/+1 and blocks each combat if able"
            from ..render import pt_text

            if len(entries) != 2 or entries[1]["grant"] != [MUST_BLOCK] or condition:
                raise RenderError("pt must block")
            if entries[1]["affects"] != entry["affects"]:
                raise RenderError("pt must block")
            pt = pt_text(entry["modify_pt"]["power"], entry["modify_pt"]["toughness"])
            return f"{who.capitalize()} creature gets {pt} and blocks each combat if able."
        if len(entries) != 1:
            raise RenderError("one")
        (word,) = entry["grant"]
        if word == LURE:
            text = f"all creatures able to block {who} creature do so."
            return head + text if head else text[:1].upper() + text[1:]
        if not word.startswith(BY + " ") or condition:
            raise RenderError("one")
        return f"{who.capitalize()} creature can't be blocked by creatures with power {word[len(BY) + 1 :]}."
    if condition is not None or len(entries) != 1:
        raise RenderError("self")
    line = self_restriction_text(entry["keyword"])
    if line is None:
        raise RenderError("restriction")
    return line


def self_restriction_text(word: str) -> str | None:
    """The static line of a restriction the card has itself (its card-format word)."""
    for way in ("less", "greater"):
        if word == RELATIVE.format(way):
            return f"Creatures with power {way} than {CARDNAME}'s power can't block it."
    if word == LURE:
        return f"All creatures able to block {CARDNAME} do so."
    if word == MUST_BLOCK:
        return f"{CARDNAME} blocks each combat if able."
    if word == CANT_BLOCK_GREATER:
        return f"{CARDNAME} can't block creatures with power greater than {CARDNAME}'s power."
    if word.startswith(BY + " "):
        return f"{CARDNAME} can't be blocked by creatures with power {word[len(BY) + 1 :]}."
    for head in (UNBLOCKABLE_BY, EXCEPT_BY):  # "by Walls", "except by creatures with flying"
        if word.startswith(head + " "):
            from ...blockers import readable

            if not readable(word[len(head) + 1 :].lower()):
                return None
            return f"{CARDNAME} {head[:1].lower()}{head[1:]} {word[len(head) + 1 :]}."
    if word.startswith(CANT_BLOCK + " "):
        return f"{CARDNAME} can't block creatures with power {word[len(CANT_BLOCK) + 1 :]}."
    return None


STATIC_TEXT = {"_gc": _text}
