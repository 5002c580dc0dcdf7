"""Damage divided as you choose (601.2d): "CARDNAME deals 5 damage divided as you choose among
any number of target creatures and/or players", "… among one, two, or three target creatures
and/or players", "… among one or two target creatures".

The targets are one "up to N" / "any number of" target (at least one: each target must be
dealt at least 1 damage, 601.2d); the instruction is ``{damage: N, to: each_target, divided:
true}`` and the engine asks for the division as the spell is cast (``engine/divide.py``; the
scenario's answer ``choose: {divide: [2, 1]}``).  Only spells: a triggered or activated ability
announces the division as it is put on the stack (603.3d, 602.2b), which the engine does not
ask yet — refused.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend damage: source "deals" amount "damage" "divided" "as" "you" "choose" "among" divided_among -> damage_divided
divided_among: "any" "number" "of" "target" divided_what         -> div_any
             | "one" "," "two" "," "or" "three" "target" divided_what -> div_three
             | "one" "or" "two" "target" divided_what             -> div_two
!divided_what: "creatures" AND_OR_PLAYERS | "creatures"
// one terminal: "and" also joins instructions
AND_OR_PLAYERS.3: /and\/or players/
"""

_WHAT = {"creatures and/or players": "creature_or_player", "creatures": "creature"}

_AMONG = {"any": "any number of", 3: "one, two, or three", 2: "one or two"}


def damage_divided(builder: Any, c: list) -> dict:
    from ..semantics import IT, TargetRef

    source, amount, spec = c
    # the renderer's verb (the first key) is the hint ``_divided``: the shared renderer owns
    # "damage"
    out: dict[str, Any] = {
        "_divided": True,
        "damage": amount,
        "to": TargetRef(spec, each=True),
        "divided": True,
        "_among": spec.pop("_among"),
    }
    if source == IT:
        out["_source_it"] = True
    return out


def _spec(c: list, count: Any, among: Any) -> dict:
    kind = _WHAT[" ".join(str(t) for t in c[-1])] if isinstance(c[-1], list) else _WHAT[c[-1]]
    return {"kind": kind, "count": count, "_among": among}


def divided_what(builder: Any, c: list) -> str:
    return " ".join(str(t) for t in c)


def div_any(builder: Any, c: list) -> dict:
    return _spec(c, "any", "any")


def div_three(builder: Any, c: list) -> dict:
    return _spec(c, {"up_to": 3}, 3)


def div_two(builder: Any, c: list) -> dict:
    return _spec(c, {"up_to": 2}, 2)


def divided_text(e: dict, ctx: Any) -> str:
    from ..render import CARDNAME, RenderError

    if set(e) - {"_divided", "damage", "to", "divided", "_among", "_source_it", "_source"}:
        raise RenderError("divided")
    if e.get("to") != "each_target" or len(ctx.targets) != 1 or "_among" not in e:
        raise RenderError("divided")
    target = ctx.targets[0]
    kind = target["kind"] if isinstance(target, dict) else target
    what = {"creature_or_player": "creatures and/or players", "creature": "creatures"}.get(kind)
    if what is None or (isinstance(target, dict) and set(target) - {"kind", "count"}):
        raise RenderError("divided")
    amount = "X" if e["damage"] == "X" else str(int(e["damage"]))
    source = "it" if e.get("_source_it") else CARDNAME
    return f"{source} deals {amount} damage divided as you choose among {_AMONG[e['_among']]} target {what}"


RULES = {
    "damage_divided": damage_divided,
    "divided_what": divided_what,
    "div_any": div_any,
    "div_three": div_three,
    "div_two": div_two,
}
EFFECT_TEXT = {"_divided": divided_text}
