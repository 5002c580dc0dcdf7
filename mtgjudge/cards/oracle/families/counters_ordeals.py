"""Counters on an object as a condition of an instruction, and the Ordeals (Theros):

* "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or
  more +1/+1 counters on it, sacrifice CARDNAME." — a sentence that begins with "Then" is one
  more instruction in the order written (608.2c: "then" adds no rule); its condition
  ``{amount_at_least: {amount: {amount: counters, kind, object}, n}}`` is checked as the
  instruction is followed (608.2c), on the object "it" names (the enchanted creature, the
  object of the trigger event) — as it is now, or as it last existed (608.2g).
* "If that creature has a +1/+1 counter on it, …" / "If that creature had a +1/+1 counter on
  it, …" (Khans of Tarkir block) — the same condition on the target named before.
* "When you sacrifice CARDNAME, …" — trigger event ``you_sacrifice_this`` (701.14a: only a
  permanent's controller sacrifices it); a leaves-the-battlefield ability that looks back in
  time (603.6c, 603.6d).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "when" "you" "sacrifice" CARDNAME -> ev_you_sacrifice_this
%extend sentence: "then" effect_chain "." -> cnt_then_sentence
                | "then" "if" cnt_obj_cond "," effect_chain "." -> cnt_then_if_sentence
                | "if" cnt_obj_cond "," effect_chain "." -> cnt_if_sentence
cnt_obj_cond: cnt_obj cnt_has number "or" "more" PT "counters" "on" "it" -> cnt_at_least
            | cnt_obj cnt_has "a" PT "counter" "on" "it"                 -> cnt_one
cnt_obj: "it"                 -> cnt_obj_it
       | "that" "creature"    -> cnt_obj_that
!cnt_has: "has" | "had"
"""

_WORDS = {"it": "it", "that": "that creature"}


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def ev_you_sacrifice_this(builder: Any, c: list) -> dict:
    return {"when": "you_sacrifice_this"}


def cnt_obj_it(builder: Any, c: list) -> tuple:
    from ..semantics import IT

    return (IT, "it")


def cnt_obj_that(builder: Any, c: list) -> tuple:
    from ..semantics import THAT

    return (THAT, "that")


def cnt_has(builder: Any, c: list) -> str:
    return str(c[0])


def _cond(obj: tuple, verb: str, kind: Any, n: int) -> dict:
    ref, word = obj
    amount = {"amount": "counters", "kind": str(kind).replace("−", "-"), "object": ref}
    return {"amount_at_least": {"amount": amount, "n": n, "_word": word, "_verb": verb}}


def cnt_at_least(builder: Any, c: list) -> dict:
    obj, verb, n, kind = c
    if not isinstance(n, int) or n < 2:
        raise _unsupported("«N or more counters» с N меньше двух", "608.2c")
    return _cond(obj, verb, kind, n)


def cnt_one(builder: Any, c: list) -> dict:
    obj, verb, kind = c
    return _cond(obj, verb, kind, 1)


def _mark(condition: dict, chain: list, then: bool) -> list:
    """Every instruction of the sentence has the condition, put first so that the object it
    names is resolved before the instruction's own words ("sacrifice CARDNAME" names the
    card, after which "it" would be the card, 608.2c)."""
    out = []
    for i, (join, effect) in enumerate(chain):
        parts = effect if isinstance(effect, list) else [effect]
        if not all(isinstance(p, dict) for p in parts) or any("if" in p for p in parts):
            raise _unsupported("условие «if …» у такого указания", "608.2c")
        marked = [{"if": condition, **p} for p in parts]
        if i == 0:
            marked[0] = {**marked[0], "_if_head": True}
            if then:
                marked[0]["_then_first"] = True
        out.append((join, marked if isinstance(effect, list) else marked[0]))
    return out


def cnt_then_sentence(builder: Any, c: list) -> list:
    """ "Then …" as a sentence of its own: the next instruction (608.2c)."""
    chain = list(c[0])
    join, first = chain[0]
    if isinstance(first, list):
        first = [{**first[0], "_then_first": True}, *first[1:]]
    elif isinstance(first, dict):
        first = {**first, "_then_first": True}
    else:
        raise _unsupported("«Then» перед таким указанием", "608.2c")
    return [(join, first), *chain[1:]]


def cnt_then_if_sentence(builder: Any, c: list) -> list:
    return _mark(c[0], list(c[1]), then=True)


def cnt_if_sentence(builder: Any, c: list) -> list:
    return _mark(c[0], list(c[1]), then=False)


def amount_at_least_text(arg: dict) -> str:
    """ "it has three or more +1/+1 counters on it", "that creature had a +1/+1 counter on
    it" (the words the compiler kept in its hints)."""
    from ..render import RenderError, number_word

    amount = arg.get("amount")
    if not isinstance(amount, dict) or amount.get("amount") != "counters" or "_word" not in arg:
        raise RenderError("amount_at_least")
    word = _WORDS[arg["_word"]]
    verb = arg.get("_verb", "has")
    kind, n = amount["kind"], arg["n"]
    if n == 1:
        return f"{word} {verb} a {kind} counter on it"
    return f"{word} {verb} {number_word(n)} or more {kind} counters on it"


def _sacrifice_head(trigger: dict) -> str:
    from ..render import trigger_body

    return trigger_body("When you sacrifice CARDNAME", trigger)


RULES = {
    "ev_you_sacrifice_this": ev_you_sacrifice_this,
    "cnt_obj_it": cnt_obj_it,
    "cnt_obj_that": cnt_obj_that,
    "cnt_has": cnt_has,
    "cnt_at_least": cnt_at_least,
    "cnt_one": cnt_one,
    "cnt_then_sentence": cnt_then_sentence,
    "cnt_then_if_sentence": cnt_then_if_sentence,
    "cnt_if_sentence": cnt_if_sentence,
}
CONDITION_TEXT = {"amount_at_least": amount_at_least_text}
TRIGGER_TEXT = {"you_sacrifice_this": _sacrifice_head}
