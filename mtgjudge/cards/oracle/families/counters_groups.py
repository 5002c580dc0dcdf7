"""Creatures with counters as groups, counts and conditions (Khans of Tarkir block), and
counters on several targets:

* "for each [other] creature you control with a +1/+1 counter on it" — a count of permanents
  with the filter ``with_counter`` (608.2g on resolution; 611.3a in a static ability);
* "put a +1/+1 counter on each creature you control with a +1/+1 counter on it" — the group,
  chosen as the instruction is followed (608.2c);
* "draw a card if you control a creature with a +1/+1 counter on it" — a condition written
  after the instruction (608.2c: checked as the instruction is followed; not an intervening
  "if", which follows the trigger condition, 603.4);
* "put a +1/+1 counter on each of up to three target creatures" — one instruction for each
  target (114.1, 601.2c: up to that many targets).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend each_countable: creature_desc "with" creature_quality -> cnt_ec_with
                      | "other" creature_desc "with" creature_quality -> cnt_ec_other_with
%extend sentence: effect_chain "if" condition "." -> cnt_if_tail
%extend grant: "each" creature_desc "with" creature_quality "gains" keyword_list until_eot -> cnt_grant_each_with
%extend add_counters: "put" number PT "counter" "on" "each" "of" up_to_targets -> cnt_on_each_of
                    | "put" number PT "counters" "on" "each" "of" up_to_targets -> cnt_on_each_of
                    | "put" number PT "counter" "on" "each" creature_desc "with" creature_quality -> cnt_on_each_with
                    | "put" number PT "counters" "on" "each" creature_desc "with" creature_quality -> cnt_on_each_with
                    // "put a number of +1/+1 counters on it equal to your devotion to green"
                    | "put" "a" "number" "of" PT "counters" "on" object "equal" "to" amt -> cnt_put_equal
"""


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def _with(flt: dict, quality: dict) -> dict:
    if set(flt) & set(quality):
        raise _unsupported("два одинаковых качества существа", "608.2g")
    return {**flt, **quality}


def cnt_ec_with(builder: Any, c: list) -> dict:
    spec, quality = c
    counted = builder.ec_permanents([spec])
    return {"count": _with(counted["count"], quality)}


def cnt_ec_other_with(builder: Any, c: list) -> dict:
    from .amounts_numbers import _ec_other

    spec, quality = c
    amount = _ec_other(builder, [spec])
    return {**amount, "filter": _with(dict(amount["filter"]), quality)}


def cnt_on_each_with(builder: Any, c: list) -> dict:
    """ "put a +1/+1 counter on each creature you control with a +1/+1 counter on it": the
    group as the instruction is followed (608.2c)."""
    n, kind, spec, quality = c
    flt = dict(spec.get("filter", {}))
    out = _counters(n, kind)
    out["on"] = {"all": {"types": ["Creature"], **_with(flt, quality)}}
    out.pop("_text")
    return out


def cnt_if_tail(builder: Any, c: list) -> list:
    """ "Draw a card if you control …": the condition of the instruction (608.2c)."""
    chain, condition = list(c[0]), c[1]
    if len(chain) != 1:
        raise _unsupported("условие «… if …» после нескольких указаний", "608.2c")
    join, effect = chain[0]
    if not isinstance(effect, dict) or "if" in effect or "_text" in effect:
        raise _unsupported("условие «… if …» у такого указания", "608.2c")
    return [(join, {**effect, "if": condition, "_text": "cnt_if_tail"})]


def _counters(n: Any, kind: Any) -> dict:
    return {
        "add_counters": {"kind": str(kind).replace("−", "-"), "n": n},
        "_text": "cnt_on_each_of",
    }


def cnt_on_each_of(builder: Any, c: list) -> dict:
    n, kind, on = c
    return {**_counters(n, kind), "on": on}


def cnt_put_equal(builder: Any, c: list) -> dict:
    """608.2g: the amount is determined once, as the instruction is followed."""
    from .amounts_numbers import amount_of

    kind, on, amount = c
    return {
        "add_counters": {"kind": str(kind).replace("−", "-"), "n": amount_of(amount)},
        "on": on,
        "_text": "cnt_put_equal",
    }


def put_equal_text(e: dict, ctx: Any) -> str:
    from .amounts_numbers import amount_text

    spec = e["add_counters"]
    return (
        f"put a number of {spec['kind']} counters on {ctx.obj(e['on'])} equal to "
        f"{amount_text(spec['n'])}"
    )


def _group(spec: dict, quality: dict) -> dict:
    return {"types": ["Creature"], **_with(dict(spec.get("filter", {})), quality)}


def cnt_grant_each_with(builder: Any, c: list) -> dict:
    """ "Each creature you control with a +1/+1 counter on it gains trample until end of turn":
    the group as the instruction is followed (611.2c: the set is locked in then)."""
    spec, quality, keywords, until = c
    return {
        "grant": keywords,
        "to": {"all": _group(spec, quality)},
        "until": until,
        "_text": "cnt_grant_each",
    }


def grant_each_text(e: dict, ctx: Any) -> str:
    from ..render import _keywords, noun_phrase

    flt = {k: v for k, v in e["to"]["all"].items() if k != "types"}
    return f"each {noun_phrase('creature', flt)} gains {_keywords(e['grant'])} until end of turn"


def if_tail_text(e: dict, ctx: Any) -> str:
    from ..render import condition_text, effect_text

    inner = {k: v for k, v in e.items() if k not in ("_text", "if")}
    return f"{effect_text(inner, ctx)} if {condition_text(e['if'])}"


def on_each_of_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, number_word

    if e.get("on") != "each_target":
        raise RenderError("each of")
    spec = e["add_counters"]
    n = spec["n"]
    word = "a" if n == 1 else number_word(n)
    counters = f"{word} {spec['kind']} counter{'s' if n != 1 else ''}"
    return f"put {counters} on each of {ctx.obj('each_target')}"


RULES = {
    "cnt_ec_with": cnt_ec_with,
    "cnt_ec_other_with": cnt_ec_other_with,
    "cnt_on_each_with": cnt_on_each_with,
    "cnt_if_tail": cnt_if_tail,
    "cnt_put_equal": cnt_put_equal,
    "cnt_grant_each_with": cnt_grant_each_with,
    "cnt_on_each_of": cnt_on_each_of,
}
EFFECT_TEXT = {
    "cnt_if_tail": if_tail_text,
    "cnt_on_each_of": on_each_of_text,
    "cnt_put_equal": put_equal_text,
    "cnt_grant_each": grant_each_text,
}
