"""Permanents that enter the battlefield with counters (614.1c) — the forms of the 2015
Standard beyond the shared ones:

* "CARDNAME enters the battlefield with X gem counters on it." — X of the spell it was
  (107.3a; the shared ``repl_x_counters`` with a counter named by a word, 121.1).
* "CARDNAME enters the battlefield with a +1/+1 counter on it if you control a creature with
  power 4 or greater." (ferocious) — the replacement's condition ``you_control``, checked as
  the permanent would enter (614.1c; the entering permanent is not yet on the battlefield,
  so it does not count itself).
* "… if you attacked with a creature this turn." (raid) — ``attacked_with_at_least: 1``: only
  the active player attacks (508.1), so only during your turn.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend replacement: CARDNAME "enters" "the" "battlefield" "with" "x" COUNTER_KIND counter_word "on" "it" "." -> repl_x_counters
    | CARDNAME "enters" "the" "battlefield" "with" number PT counter_word "on" "it" "if" "you" "control" ("a" | "an") cond_permanent "with" creature_quality "." -> cnt_repl_if_control
    | CARDNAME "enters" "the" "battlefield" "with" number PT counter_word "on" "it" "if" "you" "attacked" "with" "a" "creature" "this" "turn" "." -> cnt_repl_if_raid
    | CARDNAME "enters" "the" "battlefield" "with" number PT counter_word "on" "it" for_each "." -> cnt_repl_for_each
    | CARDNAME "enters" "the" "battlefield" "with" "a" "number" "of" PT "counters" "on" "it" "equal" "to" amt "." -> cnt_repl_equal
"""


def _counters(n: Any, kind: Any, word: Any) -> dict:
    from ..semantics import Unsupported

    if (n == 1) != (str(word) == "counter"):
        raise Unsupported("число жетонов и «counter/counters» не согласованы", "614.1c")
    return {"kind": str(kind).replace("−", "-"), "n": n}


def cnt_repl_if_control(builder: Any, c: list) -> dict:
    _name, n, kind, word, what, quality = c
    flt = {**what, **quality} if isinstance(what, dict) else None
    if flt is None or set(what) & set(quality):
        from ..semantics import Unsupported

        raise Unsupported("такой перманент в условии", "614.1c")
    return {
        "event": "enter_battlefield",
        "of": "self",
        "counters": _counters(n, kind, word),
        "if": {"you_control": flt},
        "_text": "cnt_enters_if",
    }


def cnt_repl_if_raid(builder: Any, c: list) -> dict:
    _name, n, kind, word = c
    return {
        "event": "enter_battlefield",
        "of": "self",
        "counters": _counters(n, kind, word),
        "if": {"attacked_with_at_least": 1},
        "_text": "cnt_enters_if",
    }


def cnt_repl_for_each(builder: Any, c: list) -> dict:
    """ "… with a +1/+1 counter on it for each other creature you control with a +1/+1
    counter on it": counted as it would enter (614.1c; it is not on the battlefield yet)."""
    from .amounts_numbers import amount_of

    _name, n, kind, word, each = c
    if n != 1:
        from ..semantics import Unsupported

        raise Unsupported("N жетонов за каждый …", "614.1c")
    counters = _counters(n, kind, word)
    return {
        "event": "enter_battlefield",
        "of": "self",
        "counters": {**counters, "n": amount_of(each)},
        "_text": "cnt_enters_count",
        "_each": each,
    }


def cnt_repl_equal(builder: Any, c: list) -> dict:
    """ "… with a number of +1/+1 counters on it equal to the number of creature cards in all
    graveyards" (614.1c, 608.2g)."""
    from .amounts_numbers import amount_of

    _name, kind, amount = c
    return {
        "event": "enter_battlefield",
        "of": "self",
        "counters": {"kind": str(kind).replace("−", "-"), "n": amount_of(amount)},
        "_text": "cnt_enters_count",
        "_equal": amount,
    }


def enters_count_text(value: dict) -> str:
    from ..render import CARDNAME, RenderError, for_each_text
    from .amounts_numbers import amount_text

    rest = {k: v for k, v in value.items() if not k.startswith("_")}
    if set(rest) != {"event", "of", "counters"} or rest["of"] != "self":
        raise RenderError("enters count")
    kind = rest["counters"]["kind"]
    if "_each" in value:
        each = for_each_text(value["_each"])
        return f"{CARDNAME} enters the battlefield with a {kind} counter on it for each {each}."
    return (
        f"{CARDNAME} enters the battlefield with a number of {kind} counters on it equal to "
        f"{amount_text(value['_equal'])}."
    )


def enters_if_text(value: dict) -> str:
    from ..render import CARDNAME, RenderError, condition_text, number_word

    rest = {k: v for k, v in value.items() if not k.startswith("_")}
    if set(rest) != {"event", "of", "counters", "if"} or rest["of"] != "self":
        raise RenderError("enters if")
    n, kind = rest["counters"]["n"], rest["counters"]["kind"]
    if not isinstance(n, int):
        raise RenderError("enters if")
    word = "a" if n == 1 else number_word(n)
    counters = f"{word} {kind} counter{'s' if n != 1 else ''}"
    if rest["if"] == {"attacked_with_at_least": 1}:
        cond = "you attacked with a creature this turn"
    elif set(rest["if"]) == {"you_control"}:
        cond = condition_text(rest["if"])
    else:
        raise RenderError("enters if")
    return f"{CARDNAME} enters the battlefield with {counters} on it if {cond}."


RULES = {
    "cnt_repl_if_control": cnt_repl_if_control,
    "cnt_repl_if_raid": cnt_repl_if_raid,
    "cnt_repl_for_each": cnt_repl_for_each,
    "cnt_repl_equal": cnt_repl_equal,
}
REPLACEMENT_TEXT = {"cnt_enters_if": enters_if_text, "cnt_enters_count": enters_count_text}
