"""Several targets with amounts of their own (helper "combat"; 601.2c, 114.3, 608.2c):

* "CARDNAME deals 2 damage to target creature and 2 damage to target player." (Lunge,
  Cunning Strike) — two damage instructions of the same source, in order (608.2c), as the
  shared "… and 1 damage to you" is;
* "CARDNAME deals 2 damage to target creature or player and 1 damage to another target."
  (Arc Trail) and "… 1 damage to target creature or player, 2 damage to another target, and 3
  damage to a third target." (Cone of Flame) — "another target" / "a third target" is a
  creature or player other than the targets named before it (601.2c: without "another" the
  same one could be chosen once for each word "target", 114.3);
* "CARDNAME deals 2 damage to each of two targets." / "… to each of two target creatures."
  (Pinnacle of Rage, Jagged Lightning) — two different targets, one damage event (119.3).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend damage: source "deals" amount "damage" "to" recipient AND_N_DAMAGE_TO recipient -> ct_damage_and
              | source "deals" amount "damage" "to" recipient COMMA_N_DAMAGE_TO recipient COMMA_AND_N_DAMAGE_TO recipient -> ct_damage_three
              | source "deals" amount "damage" "to" "each" "of" "two" ct_two -> ct_damage_each_of_two
%extend object: "another" "target" -> ct_another_bare
              | "a" "third" "target" -> ct_third_bare
!ct_two: "targets" | "target" "creatures"
// one terminal each: "and" and "," also join instructions (and "… and 1 damage to you")
AND_N_DAMAGE_TO.3: /and [0-9]+ damage to(?= (?!you[.,]))/
COMMA_N_DAMAGE_TO.3: /, [0-9]+ damage to(?= )/
COMMA_AND_N_DAMAGE_TO.3: /, and [0-9]+ damage to(?= )/
"""

MORE = "ct_more_damage"  # the renderer's hint: "N damage to X" after the first


def _n(token: Any) -> int:
    return int(next(w for w in str(token).replace(",", " ").split() if w.isdigit()))


def _first(source: Any, amount: Any, to: Any) -> dict:
    out: dict[str, Any] = {"damage": amount, "to": to}
    if source != "self":
        out["_source_it"] = True
    return out


def _more(source: Any, token: Any, to: Any) -> dict:
    return {"damage": _n(token), "to": to, "_text": MORE, "_source": source}


def ct_damage_and(b: Any, c: list) -> list:
    source, amount, first, tail, second = c
    source = "self" if source == "self" else "it"
    return [_first(source, amount, first), _more(source, tail, second)]


def ct_damage_three(b: Any, c: list) -> list:
    source, amount, first, t2, second, t3, third = c
    source = "self" if source == "self" else "it"
    return [
        _first(source, amount, first),
        _more(source, t2, second),
        {**_more(source, t3, third), "_last": True},
    ]


def ct_damage_each_of_two(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported

    source, amount, what = c
    if source != "self":
        raise Unsupported("«it deals … to each of two targets»", "608.2c")
    kind = "creature_or_player" if what == "targets" else "creature"
    first = TargetRef({"kind": kind, "_word": "each_of_two"})
    second = TargetRef({"kind": kind, "filter": {"other": True}, "_another": True})
    return {"damage": amount, "to": [first, second], "_text": "ct_each_of_two"}


def _bare(word: str) -> Any:
    from ..semantics import TargetRef

    return TargetRef(
        {"kind": "creature_or_player", "filter": {"other": True}, "_another": True, "_word": word}
    )


RULES = {
    "ct_damage_and": ct_damage_and,
    "ct_damage_three": ct_damage_three,
    "ct_damage_each_of_two": ct_damage_each_of_two,
    "ct_another_bare": lambda b, c: _bare("another target"),
    "ct_third_bare": lambda b, c: _bare("a third target"),
    "ct_two": lambda b, c: " ".join(str(x) for x in c),
}


def more_damage_text(e: dict, ctx: Any) -> str:
    """ "2 damage to target player" — after the first instruction (the shared renderer joins:
    ``render.effects_text``)."""
    from ..render import RenderError

    if set(e) - {"damage", "to", "_text", "_source", "_last"} or not isinstance(e["damage"], int):
        raise RenderError("more damage")
    return f"{e['damage']} damage to {ctx.obj(e['to'])}"


def each_of_two_text(e: dict, ctx: Any) -> str:
    from ..render import CARDNAME, RenderError

    if set(e) - {"damage", "to", "_text"} or e["to"] != ["target", "target:2"]:
        raise RenderError("each of two")
    kinds = [t if isinstance(t, str) else t.get("kind") for t in ctx.targets]
    if len(kinds) != 2:
        raise RenderError("each of two")
    what = "targets" if kinds[0] == "creature_or_player" else "target creatures"
    return f"{CARDNAME} deals {e['damage']} damage to each of two {what}"


EFFECT_TEXT = {MORE: more_damage_text, "ct_each_of_two": each_of_two_text}
