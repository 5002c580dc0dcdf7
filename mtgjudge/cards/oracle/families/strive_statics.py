"""Family: "As long as you control exactly one creature, that creature gets +2/+0 and has
deathtouch and lifelink." (Deadly Wanderings).

The condition ``you_control_exactly: {filter: {types: [Creature]}, n: 1}`` (611.3a: checked
continuously, in the layer pass as of each layer, 613.5); while it holds, the creatures you
control are exactly "that creature", so the effect applies to the group ``{types: [Creature],
controller: you}`` — one P/T part (layer 7c, 613.3c) and one ability part (layer 6, 613.1f).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend static: "as" "long" "as" "you" "control" "exactly" "one" "creature" "," "that" "creature" "gets" PT "and" "has" keyword_list "." -> strive_exactly_one
"""

CONDITION = {"you_control_exactly": {"filter": {"types": ["Creature"]}, "n": 1}}
YOURS = {"types": ["Creature"], "controller": "you"}


def strive_exactly_one(builder: Any, c: list) -> list:
    from ..semantics import Unsupported, _pt

    pt, keywords = c
    if not keywords or any(not isinstance(k, str) for k in keywords):
        raise Unsupported("такие способности «that creature»", "611.3a")
    power, toughness = _pt(pt)
    return [
        {
            "modify_pt": {"power": power, "toughness": toughness},
            "affects": dict(YOURS),
            "if": CONDITION,
            "_strive_exactly_one": True,
        },
        {"grant": list(keywords), "affects": dict(YOURS), "if": CONDITION},
    ]


RULES: dict[str, Any] = {"strive_exactly_one": strive_exactly_one}


def exactly_one_text(entries: list) -> str:
    from ..render import _keywords, pt_text

    if len(entries) != 2:
        raise RenderError("exactly one")
    pump, grant = entries
    if (
        {k for k in pump if not k.startswith("_")} != {"modify_pt", "affects", "if"}
        or set(grant) != {"grant", "affects", "if"}
        or pump["affects"] != YOURS
        or grant["affects"] != YOURS
        or pump["if"] != CONDITION
        or grant["if"] != CONDITION
    ):
        raise RenderError("exactly one")
    pt = pump["modify_pt"]
    return (
        "As long as you control exactly one creature, that creature gets "
        f"{pt_text(pt['power'], pt['toughness'])} and has {_keywords(grant['grant'])}."
    )


STATIC_TEXT = {"_strive_exactly_one": exactly_one_text}


def exactly_text(arg: dict) -> str:
    from ..render import number_word, plural

    n = arg["n"]
    if n == 1:
        flt = dict(arg["filter"])
        if flt != {"types": ["Creature"]}:
            raise RenderError("exactly")
        return "you control exactly one creature"
    return f"you control exactly {number_word(n)} {plural(arg['filter'])}"


CONDITION_TEXT = {"you_control_exactly": exactly_text}


# "It gains haste until end of turn and can't be blocked except by two or more creatures this
# turn." (Lose Calm; the rewrite table words "gains haste and menace until end of turn" so,
# 2015): "and" is the joiner of instructions, so the subjectless restriction is a
# pseudo-instruction amending the "gains … until end of turn" before it — the same object gets
# the rule ``combat_rule: blocked_only_by_two`` (509.1b; 611.2c)
GRAMMAR += r"""
%extend effect: "can't" "be" "blocked" "except" "by" "two" "or" "more" "creatures" "this" "turn" -> strive_and_by_two
"""


def _amend_by_two(previous: Any, effect: dict) -> list:
    from ..semantics import Unsupported

    if (
        not isinstance(previous, dict)
        or set(previous) != {"grant", "to", "until"}
        or previous["until"] != "end_of_turn"
        or isinstance(previous["to"], dict)
    ):
        raise Unsupported("«and can't be blocked except by two …» после такого указания", "509.1b")
    from ..semantics import IT, TargetRef

    to = previous["to"]
    if isinstance(to, TargetRef):  # the same target, not another one: "it" (608.2c)
        if to.each:
            raise Unsupported("«and can't be blocked …» нескольких целей", "509.1b")
        to = IT
    rule = {"combat_rule": "blocked_only_by_two", "to": to, "_text": "strive_and_by_two"}
    return [previous, rule]


def strive_and_by_two(builder: Any, c: list) -> dict:
    return {"_amend": _amend_by_two}


RULES["strive_and_by_two"] = strive_and_by_two


def and_by_two_text(e: dict, ctx: Any) -> str:
    if {k for k in e if not k.startswith("_")} != {"combat_rule", "to"}:
        raise RenderError("and by two")
    if e["combat_rule"] != "blocked_only_by_two":
        raise RenderError("and by two")
    return "can't be blocked except by two or more creatures this turn"


EFFECT_TEXT = {"strive_and_by_two": and_by_two_text}
