"""Delayed triggered abilities about dying, made by a spell (issue 14, helper "damage").

- **"When that creature dies this turn, …"** (Searing Blood, Burn Away): a delayed triggered
  ability (603.7) about the spell's target, ``delayed: {at: that_dies, until: end_of_turn,
  that: target}``.  It triggers only on an event after it is created (603.7a), only this turn
  (603.7b), and "the creature" / "its" in it is that creature as it last existed (603.7c,
  608.2g): "CARDNAME deals 3 damage to the creature's controller", "exile its controller's
  graveyard" name ``that_controller`` — the player who controlled it when it died.
- **"Whenever a creature dies this turn, …"** (Death Frenzy): ``delayed: {at:
  a_creature_dies, until: end_of_turn}`` — it triggers every time a creature dies until the
  turn ends (603.7b).

Both are created as the spell resolves; their source is the spell and their controller the
spell's controller (603.7d).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
// 603.7: delayed triggered abilities a spell makes as it resolves, lasting this turn (603.7b)
%extend sentence: "when" "that" "creature" "dies" "this" "turn" "," damage_dies_body "." -> damage_when_that_dies
    | "whenever" "a" "creature" "dies" "this" "turn" "," effect_chain "." -> damage_whenever_creature_dies
// "the creature" / "its" of the delayed ability: the creature that died (603.7c, 608.2g)
damage_dies_body: effect_chain -> damage_dies_chain
    | source "deals" amount "damage" "to" "the" "creature's" "controller" -> damage_dies_to_controller
    | "exile" "its" "controller's" "graveyard" -> damage_dies_exile_gy
"""

THAT_DIES_TEXT = "When that creature dies this turn"
CREATURE_DIES_TEXT = "Whenever a creature dies this turn"


def _delayed(b: Any, at: str, effects: list, joins: list, that: bool) -> list:
    spec: dict[str, Any] = {
        "at": at,
        "until": "end_of_turn",
        "effects": effects,
        "_joins": joins,
    }
    if that:
        spec["that"] = "target"  # 603.7c: the creating spell's target
    return [(".", {"delayed": spec, "_text": "damage_delayed_dies"})]


def _when_that_dies(b: Any, c: list) -> list:
    effects, joins = c[0]
    return _delayed(b, "that_dies", effects, joins, that=True)


def _refers(value: Any) -> bool:
    """Whether a value names an object or a player through another object (a target, "it",
    "that creature", "its controller")."""
    if isinstance(value, dict):
        return any(_refers(v) for k, v in value.items() if not k.startswith("_"))
    if isinstance(value, (list, tuple)):
        return any(_refers(v) for v in value)
    if hasattr(value, "spec"):  # a target
        return True
    return isinstance(value, str) and value.startswith("__")


def _whenever_creature_dies(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    inner = b.sentences([c[0]])
    if _refers(inner.effects):
        # "it" would be the creature that died (603.7c): not played here
        raise Unsupported("«whenever a creature dies this turn» со ссылкой на объект", "603.7c")
    return _delayed(b, "a_creature_dies", inner.effects, inner.joins, that=False)


def _dies_chain(b: Any, c: list) -> tuple[list, list]:
    inner = b.sentences([c[0]])
    return inner.effects, inner.joins


def _dies_to_controller(b: Any, c: list) -> tuple[list, list]:
    source, amount = c[0], c[1]
    if not isinstance(amount, int):
        from ..semantics import Unsupported

        raise Unsupported("«the creature's controller»: число, не написанное цифрами", "603.7c")
    effect: dict[str, Any] = {
        "damage": amount,
        "to": "that_controller",
        "_text": "damage_dies_to_controller",
    }
    if source == "it":
        effect["_source_it"] = True
    return [effect], []


def _dies_exile_gy(b: Any, c: list) -> tuple[list, list]:
    return [
        {"exile_graveyards": True, "player": "that_controller", "_text": "damage_dies_exile_gy"}
    ], []


def _plain(e: dict) -> dict:
    return {k: v for k, v in e.items() if not k.startswith("_")}


def _to_controller_text(e: dict, ctx: Any) -> str:
    from ..render import _source

    if set(_plain(e)) != {"damage", "to"} or e["to"] != "that_controller":
        raise RenderError("the creature's controller")
    if not isinstance(e["damage"], int):
        raise RenderError("the creature's controller")
    return f"{_source(e, ctx)} deals {e['damage']} damage to the creature's controller"


def _exile_gy_text(e: dict, ctx: Any) -> str:
    if _plain(e) != {"exile_graveyards": True, "player": "that_controller"}:
        raise RenderError("its controller's graveyard")
    return "exile its controller's graveyard"


def _delayed_text(e: dict, ctx: Any) -> str:
    from ..render import _uncapital, effects_text

    spec = e["delayed"]
    if set(_plain(e)) != {"delayed"} or set(spec) - {"at", "until", "effects", "_joins", "that"}:
        raise RenderError("delayed dies")
    if spec.get("until") != "end_of_turn":
        raise RenderError("delayed dies: duration")
    first = ctx.targets[0] if ctx.targets else None
    kind = first.get("kind") if isinstance(first, dict) else first
    if spec["at"] == "that_dies" and spec.get("that") == "target" and kind == "creature":
        when = THAT_DIES_TEXT
    elif spec["at"] == "a_creature_dies" and "that" not in spec:
        when = CREATURE_DIES_TEXT
    else:
        raise RenderError("delayed dies: event")
    text = effects_text(list(spec["effects"]), ctx, list(spec.get("_joins", ())))
    if text.count(". ") or not text.endswith("."):
        raise RenderError("delayed dies: one sentence")
    return f"{when}, {_uncapital(text[:-1])}"


RULES = {
    "damage_when_that_dies": _when_that_dies,
    "damage_whenever_creature_dies": _whenever_creature_dies,
    "damage_dies_chain": _dies_chain,
    "damage_dies_to_controller": _dies_to_controller,
    "damage_dies_exile_gy": _dies_exile_gy,
}
EFFECT_TEXT = {
    "damage_delayed_dies": _delayed_text,
    "damage_dies_to_controller": _to_controller_text,
    "damage_dies_exile_gy": _exile_gy_text,
}
