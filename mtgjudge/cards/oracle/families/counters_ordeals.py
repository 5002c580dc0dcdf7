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
// "… deals 3 damage to target creature. If that creature has a +1/+1 counter on it, CARDNAME
// deals 5 damage to it instead." (614.15: a self-replacement of the spell; one terminal: a
// new sentence would begin at the full stop)
%extend damage: source "deals" amount "damage" "to" recipient CNT_DAMAGE_INSTEAD -> cnt_damage_instead
// "Counter target spell unless its controller pays {1}. If you control a creature with power 4
// or greater, counter that spell instead." (614.15)
%extend sentence: "if" condition "," "counter" "that" "spell" "instead" "." -> cnt_counter_instead
CNT_DAMAGE_INSTEAD.3: /\. if that creature has an? \+1\/\+1 counter on it, cardname deals [0-9]+ damage to it instead(?=\.)/
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


def cnt_damage_instead(builder: Any, c: list) -> dict:
    """614.15: the greater damage replaces the smaller one if the condition holds as the
    instruction is followed (608.2c); "that creature" is the creature dealt damage."""
    import re

    from ..semantics import THAT, TargetRef

    source, amount, recipient, tail = c
    if not isinstance(recipient, TargetRef) or recipient.each or not isinstance(amount, int):
        raise _unsupported("«… instead» после такого получателя", "614.15")
    instead = int(re.findall(r"[0-9]+", str(tail))[-1])
    counters = {"amount": "counters", "kind": "+1/+1", "object": THAT}
    cond = {"amount_at_least": {"amount": counters, "n": 1, "_word": "that", "_verb": "has"}}
    out = builder.damage([source, amount, recipient])
    # the hint ``_refs`` holds an amount, so that the compiler resolves "that creature" inside
    # the replacement like an amount's object (semantics._ability)
    inst = {"if": cond, "damage": instead, "_refs": {"amount": None}}
    return {**out, "instead": inst, "_text": "cnt_damage_instead"}


def _amend_counter(previous: Any, marker: dict) -> dict:
    otherwise = previous.get("otherwise") if isinstance(previous, dict) else None
    if (
        not isinstance(previous, dict)
        or set(previous) - {"may_pay", "player", "otherwise"}
        or previous.get("player") != "target_controller"
        or not isinstance(otherwise, list)
        or len(otherwise) != 1
        or set(otherwise[0]) != {"counter"}
    ):
        raise _unsupported(
            "«counter that spell instead» не после «unless its controller pays»", "614.15"
        )
    return {**previous, "instead": {"if": marker["_if"]}, "_text": "cnt_counter_instead"}


def cnt_counter_instead(builder: Any, c: list) -> list:
    """614.15: the spell is countered without the payment being offered if the condition
    holds as the instruction is followed."""
    return [(".", {"_amend": _amend_counter, "_if": c[0]})]


def counter_instead_text(e: dict, ctx: Any) -> str:
    from ..render import condition_text, effect_text

    head = effect_text({k: v for k, v in e.items() if k not in ("instead", "_text")}, ctx)
    return f"{head}. If {condition_text(e['instead']['if'])}, counter that spell instead"


def damage_instead_text(e: dict, ctx: Any) -> str:
    from ..render import CARDNAME, RenderError, effect_text

    inst = e["instead"]
    if set(inst) - {"_refs"} != {"if", "damage"} or e.get("to") != "target":
        raise RenderError("instead")
    head = effect_text({k: v for k, v in e.items() if k not in ("instead", "_text")}, ctx)
    cond = amount_at_least_text(inst["if"]["amount_at_least"])
    return f"{head}. If {cond}, {CARDNAME} deals {inst['damage']} damage to it instead"


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
    "cnt_damage_instead": cnt_damage_instead,
    "cnt_counter_instead": cnt_counter_instead,
}
EFFECT_TEXT = {
    "cnt_damage_instead": damage_instead_text,
    "cnt_counter_instead": counter_instead_text,
}
CONDITION_TEXT = {"amount_at_least": amount_at_least_text}
TRIGGER_TEXT = {"you_sacrifice_this": _sacrifice_head}
