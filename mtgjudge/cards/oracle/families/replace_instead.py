"""Family: a spell's "If …, instead prevent …" (Winds of Qal Sisma; 614.15, 608.2c).

* "Prevent all combat damage that would be dealt this turn. Ferocious — If you control a
  creature with power 4 or greater, instead prevent all combat damage that would be dealt this
  turn by creatures your opponents control." — the second paragraph replaces the instruction
  before it (a self-replacement effect, 614.15, checked as the spell resolves, 608.2c):
  ``{replacement: SPEC, instead: {if: CONDITION, replacement: SPEC2}}``; the engine creates
  SPEC2 instead of SPEC when the condition holds (``effects._replacement``).  The compiler
  keeps such a paragraph of a spell with its instructions (``compiler``: a spell's line "If …,
  instead …").
* "prevent all [combat] damage that would be dealt this turn by creatures your opponents
  control" — a prevention effect for the turn whose sources are creatures an opponent
  controls as the damage would be dealt (``source: {types: [Creature], controller:
  opponent}``).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "prevent" "all" damage_kind "that" "would" "be" "dealt" "this" "turn" "by" "creatures" "your" "opponents" "control" -> replace_prevent_by_their_creatures
%extend sentence: "if" condition "," "instead" effect "." -> replace_if_instead
"""

BY = "replace_prevent_by_their_creatures"
INSTEAD = "replace_if_instead"
THEIR_CREATURES = {"types": ["Creature"], "controller": "opponent"}


def _by_their_creatures(b: Any, c: list) -> dict:
    spec: dict[str, Any] = {"event": "damage"}
    if c[0]:
        spec["combat"] = True
    spec |= {"source": dict(THEIR_CREATURES), "prevent": "all"}
    return {"replacement": spec, "_text": BY}


def _plain_prevention(effect: Any) -> bool:
    """ "Prevent all [combat] damage that would be dealt this turn [by …]" of the spell."""
    if not isinstance(effect, dict) or "replacement" not in effect:
        return False
    if set(effect) - {"replacement", "_text"} or effect.get("_text") not in (None, BY):
        return False
    spec = effect["replacement"]
    return isinstance(spec, dict) and spec.get("event") == "damage" and spec.get("prevent") == "all"


def _amend(previous: Any, marker: dict) -> dict:
    from ..semantics import Unsupported

    new = marker["_effect"]
    if not _plain_prevention(previous) or not _plain_prevention(new):
        raise Unsupported("«If …, instead prevent …» не после «Prevent all … damage»", "614.15")
    inst = {"if": marker["_if"], "replacement": new["replacement"]}
    return {
        "replacement": previous["replacement"],
        "instead": inst,
        "_text": INSTEAD,
        "_before": previous.get("_text"),
        "_after": new.get("_text"),
    }


def _if_instead(b: Any, c: list) -> list:
    return [(".", {"_amend": _amend, "_if": c[0], "_effect": c[1]})]


RULES = {BY: _by_their_creatures, INSTEAD: _if_instead}


def _by_text(e: dict, ctx: Any) -> str:
    spec = dict(e.get("replacement") or {})
    combat = spec.pop("combat", False)
    if set(e) != {"replacement", "_text"} or spec != {
        "event": "damage",
        "source": THEIR_CREATURES,
        "prevent": "all",
    }:
        raise RenderError("prevention by their creatures: unexpected value")
    kind = "combat damage" if combat else "damage"
    return f"prevent all {kind} that would be dealt this turn by creatures your opponents control"


def _instead_text(e: dict, ctx: Any) -> str:
    from ..render import condition_text, effect_text

    if set(e) != {"replacement", "instead", "_text", "_before", "_after"}:
        raise RenderError("if, instead: unexpected keys")
    inst = e["instead"]
    if set(inst) != {"if", "replacement"}:
        raise RenderError("if, instead: unexpected keys")

    def one(spec: Any, text: Any) -> str:
        return effect_text({"replacement": spec, **({"_text": text} if text else {})}, ctx)

    first = one(e["replacement"], e["_before"])
    second = one(inst["replacement"], e["_after"])
    return f"{first}. If {condition_text(inst['if'])}, instead {second}"


EFFECT_TEXT = {BY: _by_text, INSTEAD: _instead_text}
