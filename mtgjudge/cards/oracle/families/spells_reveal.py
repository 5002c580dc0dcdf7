"""Dragons of Tarkir's reveal (601.2b, 601.2h): "As an additional cost to cast CARDNAME, you may
reveal a Dragon card from your hand." and the condition "if you revealed a Dragon card or
controlled a Dragon as you cast this spell" — in a spell's instruction (608.2c), as the
intervening "if" of an enters-the-battlefield trigger (603.4) and in "CARDNAME enters the
battlefield with a +1/+1 counter on it if …" (614.1c).

Card format: the static ``{optional_reveal: FILTER}`` and the condition
``{revealed_or_controlled: FILTER}`` (``engine/reveal_bonus``: noted as the spell is cast; a
permanent keeps what its spell noted).  The condition must name the card's own reveal
(607: the two are linked); otherwise the card is refused (``check_linked``).
"""

from __future__ import annotations

from typing import Any

from ..render import CARDNAME, RenderError, condition_text, number_word
from ..semantics import Unsupported

GRAMMAR = r"""
%extend static: "as" "an" "additional" "cost" "to" "cast" CARDNAME "," "you" "may" "reveal" ("a" | "an") SUBTYPE "card" "from" "your" "hand" "." -> st_optional_reveal
%extend condition: revealed_cond
%extend replacement: CARDNAME "enters" "the" "battlefield" "with" number PT counter_word "on" "it" "if" revealed_cond "." -> repl_counters_revealed
revealed_cond: "you" "revealed" ("a" | "an") SUBTYPE "card" "or" "controlled" ("a" | "an") SUBTYPE "as" "you" "cast" "this" "spell"
"""


def _subtype(token: Any) -> str:
    from ..semantics import _subtype_name

    return _subtype_name(str(token))


def st_optional_reveal(b: Any, c: list) -> list[dict]:
    """601.2b: an optional additional cost of revealing a card of the hand (it stays there)."""
    return [{"optional_reveal": {"subtypes": [_subtype(c[-1])]}}]


def revealed_cond(b: Any, c: list) -> dict:
    first, second = (_subtype(t) for t in c if not isinstance(t, str) or t not in ("a", "an"))
    if first != second:
        raise Unsupported("показанная карта и перманент разных подтипов", "601.2b")
    return {"revealed_or_controlled": {"subtypes": [first]}}


def repl_counters_revealed(b: Any, c: list) -> dict:
    n, pt, word, condition = c[1], c[2], c[3], c[-1]
    if (n == 1) != (str(word) == "counter"):
        raise Unsupported("число и «counter/counters» не согласованы", "121.1")
    return {
        "event": "enter_battlefield",
        "of": "self",
        "counters": {"kind": str(pt).replace("−", "-"), "n": n},
        "if": condition,
        "_text": "counters_if_revealed",
    }


RULES = {
    "st_optional_reveal": st_optional_reveal,
    "revealed_cond": revealed_cond,
    "repl_counters_revealed": repl_counters_revealed,
}


def _article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def _revealed_text(flt: dict) -> str:
    if set(flt) != {"subtypes"} or len(flt["subtypes"]) != 1:
        raise RenderError("revealed")
    kind = flt["subtypes"][0]
    return (
        f"you revealed {_article(kind)} card or controlled {_article(kind)} as you cast this spell"
    )


def _optional_reveal_text(entries: list) -> str:
    (entry,) = entries
    flt = dict(entry["optional_reveal"])
    if set(entry) != {"optional_reveal"} or set(flt) != {"subtypes"} or len(flt["subtypes"]) != 1:
        raise RenderError("optional reveal")
    kind = flt["subtypes"][0]
    return (
        f"As an additional cost to cast {CARDNAME}, you may reveal {_article(kind)} card from "
        "your hand."
    )


def _counters_text(value: dict) -> str:
    rest = {k: v for k, v in value.items() if k not in ("event", "of", "_text")}
    if set(rest) != {"counters", "if"} or value.get("of") != "self":
        raise RenderError("counters if revealed")
    n, kind = rest["counters"]["n"], rest["counters"]["kind"]
    many = "a" if n == 1 else number_word(n)
    return (
        f"{CARDNAME} enters the battlefield with {many} {kind} counter{'s' if n != 1 else ''} on "
        f"it if {condition_text(rest['if'])}."
    )


STATIC_TEXT = {"optional_reveal": _optional_reveal_text}
CONDITION_TEXT = {"revealed_or_controlled": _revealed_text}
REPLACEMENT_TEXT = {"counters_if_revealed": _counters_text}
