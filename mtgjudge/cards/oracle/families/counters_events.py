"""Counters and tokens: events, replacements and groups of the Khans of Tarkir block and
before.

* "Whenever you activate CARDNAME's outlast ability, …" — trigger event ``activates_outlast``
  (702.106a; the engine's event of an activated outlast ability).
* "If one or more +1/+1 counters would be put on a creature you control, that many plus one
  +1/+1 counters are put on it instead." / "… twice that many …" — a replacement of the
  event "counters are put on a permanent" (614.1a; ``add`` / ``multiply``).
* "Creature tokens get -2/-2." — the group of creature tokens (110.5, 611.3a).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" "you" "activate" CARDNAME_POSS "outlast" "ability" -> ev_cnt_outlast
    // 121.2: counters put on a permanent (each counter an event for "a counter", 603.2c)
    | "whenever" "a" PT "counter" "is" "put" "on" CARDNAME -> ev_cnt_counter_put
    | "whenever" "one" "or" "more" PT "counters" "are" "put" "on" "another" creature_desc -> ev_cnt_counters_put_another
%extend replacement: "if" "one" "or" "more" PT "counters" "would" "be" "put" "on" cnt_on_what "," cnt_how_many PT "counters" "are" "put" "on" cnt_on_it "instead" "." -> cnt_repl_more_counters
cnt_on_what: ("a" | "an") creature_desc -> cnt_on_creature
cnt_how_many: "that" "many" "plus" numword -> cnt_plus
            | "twice" "that" "many"        -> cnt_twice
!cnt_on_it: "it" | "that" "creature"
%extend static_sentence: "creature" "tokens" "get" PT -> cnt_st_tokens_pt
// "Remove X +1/+1 counters from CARDNAME" (117.1, 107.3: X chosen as the cost is paid — the
// same cost as "remove any number of …")
%extend cost_part: "remove" "x" cost_counter "counters" "from" CARDNAME -> cnt_cost_remove_x
// the intervening "if" (603.4) of First Response and Feast on the Fallen (118.3, 118.4)
%extend trigger_if: "if" "you" "lost" "life" "last" "turn" -> cnt_if_you_lost_life
                  | "if" "an" "opponent" "lost" "life" "last" "turn" -> cnt_if_opponent_lost_life
"""


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def ev_cnt_outlast(builder: Any, c: list) -> dict:
    return {"when": "activates_outlast"}


def _plus_one(kind: Any) -> None:
    if str(kind).replace("−", "-") != "+1/+1":
        raise _unsupported("жетоны такого вида в событии срабатывания", "603.2")


def ev_cnt_counter_put(builder: Any, c: list) -> dict:
    _plus_one(c[0])
    return {"when": "plus_one_counter_put"}


def ev_cnt_counters_put_another(builder: Any, c: list) -> dict:
    _plus_one(c[0])
    flt = dict(c[1].get("filter", {}))
    return {
        "when": "plus_one_counters_put_on_a_permanent",
        "of": {"types": ["Creature"], **flt, "other": True},
    }


def _counter_head(trigger: dict) -> str:
    from ..render import trigger_body

    return trigger_body("Whenever a +1/+1 counter is put on CARDNAME", trigger)


def _counters_head(trigger: dict) -> str:
    from ..render import RenderError, noun_phrase, trigger_body

    of = dict(trigger.get("of", {}))
    if of.pop("types", None) != ["Creature"] or not of.pop("other", False):
        raise RenderError("counters put")
    head = "Whenever one or more +1/+1 counters are put on another " + noun_phrase("creature", of)
    return trigger_body(head, trigger)


def cnt_on_creature(builder: Any, c: list) -> dict:
    spec = c[-1]
    flt = dict(spec.get("filter", {}))
    if set(flt) - {"controller"} or flt.get("controller") not in (None, "you"):
        raise _unsupported("жетоны на такой перманент", "614.1a")
    return {"types": ["Creature"], **flt}


def cnt_plus(builder: Any, c: list) -> tuple:
    return ("add", int(c[0]))


def cnt_twice(builder: Any, c: list) -> tuple:
    return ("multiply", 2)


def cnt_on_it(builder: Any, c: list) -> str:
    return " ".join(str(t) for t in c)


def cnt_repl_more_counters(builder: Any, c: list) -> dict:
    """614.1a: a replacement effect that changes how many counters are put."""
    kind, of, (mod, n), again, it = c
    if str(kind) != str(again):
        raise _unsupported("жетоны другого вида вместо этих", "614.1a")
    return {
        "event": "counters",
        "of": of,
        "kind": str(kind).replace("−", "-"),
        mod: n,
        "_text": "cnt_more_counters",
        "_it": it,
    }


def more_counters_text(value: dict) -> str:
    from ..render import RenderError, noun_phrase, number_word

    rest = {k: v for k, v in value.items() if not k.startswith("_")}
    of = dict(rest.get("of", {}))
    if of.pop("types", None) != ["Creature"] or set(rest) - {
        "event",
        "of",
        "kind",
        "add",
        "multiply",
    }:
        raise RenderError("more counters")
    kind = rest["kind"]
    if rest.get("add") is not None and "multiply" not in rest:
        many = f"that many plus {number_word(rest['add'])}"
    elif rest.get("multiply") == 2 and "add" not in rest:
        many = "twice that many"
    else:
        raise RenderError("more counters")
    what = noun_phrase("creature", of)
    return (
        f"If one or more {kind} counters would be put on a {what}, {many} {kind} counters are "
        f"put on {value.get('_it', 'it')} instead."
    )


def cnt_st_tokens_pt(builder: Any, c: list) -> list:
    from ..semantics import _modify_pt

    entry = _modify_pt({"types": ["Creature"], "token": True}, c[0])
    return [{**entry, "_cnt_tokens": True}]


def tokens_pt_text(entries: list) -> str:
    from ..render import RenderError, pt_text

    if len(entries) != 1:
        raise RenderError("creature tokens")
    (entry,) = entries
    if entry.get("affects") != {"types": ["Creature"], "token": True}:
        raise RenderError("creature tokens")
    pt = entry["modify_pt"]
    if set(pt) != {"power", "toughness"} or not all(isinstance(v, int) for v in pt.values()):
        raise RenderError("creature tokens")
    return f"Creature tokens get {pt_text(pt['power'], pt['toughness'])}."


def cnt_cost_remove_x(builder: Any, c: list) -> dict:
    kind = str(c[0]).replace("−", "-")
    return {"remove_counters": {"kind": kind, "n": "X"}, "_remove_x": True}


RULES = {
    "ev_cnt_counter_put": ev_cnt_counter_put,
    "ev_cnt_counters_put_another": ev_cnt_counters_put_another,
    "cnt_if_you_lost_life": lambda b, c: {"you_lost_life_last_turn": True},
    "cnt_if_opponent_lost_life": lambda b, c: {"opponent_lost_life_last_turn": True},
    "cnt_cost_remove_x": cnt_cost_remove_x,
    "ev_cnt_outlast": ev_cnt_outlast,
    "cnt_on_creature": cnt_on_creature,
    "cnt_plus": cnt_plus,
    "cnt_twice": cnt_twice,
    "cnt_on_it": cnt_on_it,
    "cnt_repl_more_counters": cnt_repl_more_counters,
    "cnt_st_tokens_pt": cnt_st_tokens_pt,
}
REPLACEMENT_TEXT = {"cnt_more_counters": more_counters_text}
STATIC_TEXT = {"_cnt_tokens": tokens_pt_text}
CONDITION_TEXT = {
    "you_lost_life_last_turn": lambda v: "you lost life last turn",
    "opponent_lost_life_last_turn": lambda v: "an opponent lost life last turn",
}


def _outlast_head(trigger: dict) -> str:
    from ..render import trigger_body

    return trigger_body("Whenever you activate CARDNAME's outlast ability", trigger)


TRIGGER_TEXT = {
    "activates_outlast": _outlast_head,
    "plus_one_counter_put": _counter_head,
    "plus_one_counters_put_on_a_permanent": _counters_head,
}
