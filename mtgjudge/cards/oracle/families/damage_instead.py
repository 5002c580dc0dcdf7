"""The spell's own "… instead if …" for damage (issue 14, helper "damage"; 614.15):

- "CARDNAME deals X damage to target creature or player. CARDNAME deals X plus 2 damage
  instead if you control a creature with power 4 or greater." (Crater's Claws) — the damage
  instruction gets ``instead: {if: COND, damage: {of: X, times: 1, plus: 2}}``: a
  self-replacement effect of the spell (614.15), applied before any other replacement effect
  (616.1a), its condition checked as the instruction is followed (608.2c) and the amount
  determined then (608.2g).
- "CARDNAME deals 4 damage to target creature or player. If you attacked with a creature this
  turn, instead CARDNAME deals 5 damage to that permanent or player and the damage can't be
  prevented." (Arrow Storm) — ``instead: {if: {attacked_with_at_least: 1}, damage: 5,
  cant_be_prevented: true}``: when the replacement applies, prevention effects don't prevent
  that damage (615.11).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
// 614.15: "CARDNAME deals X plus 2 damage instead if …" after "CARDNAME deals X damage to …"
%extend sentence: source "deals" amount "plus" NUMBER "damage" "instead" "if" condition "." -> damage_instead_plus_if
// 614.15, 615.11: raid's "instead … and the damage can't be prevented" (the shared
// intervening-if words, so that "if you attacked …" of a trigger keeps its one parse: LALR)
    | trigger_if "," "instead" source "deals" NUMBER "damage" "to" "that" "permanent" "or" "player" "and" "the" "damage" "can't" "be" "prevented" "." -> damage_raid_instead_unpreventable
"""

TEXT = "damage_instead_plus_if"


def _amend(previous: Any, marker: dict) -> dict:
    from ..semantics import TargetRef, Unsupported

    if (
        not isinstance(previous, dict)
        or set(previous) != {"damage", "to"}
        or previous.get("damage") != marker["_of"]
        or not isinstance(previous.get("to"), TargetRef)
        or previous["to"].each
    ):
        raise Unsupported("«… plus N damage instead» не после «CARDNAME deals N damage»", "614.15")
    inst = {
        "if": marker["_if"],
        "damage": {"of": marker["_of"], "times": 1, "plus": marker["_plus"]},
    }
    return {**previous, "instead": inst, "_text": TEXT}


def _instead_plus_if(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    source, amount, plus, cond = c[0], c[1], int(str(c[2])), c[3]
    if source != "self":
        raise Unsupported("«… instead» другого источника", "614.15")
    return [(".", {"_amend": _amend, "_of": amount, "_plus": plus, "_if": cond})]


def _text(e: dict, ctx: Any) -> str:
    from ..render import CARDNAME, RenderError, condition_text, effect_text

    inst = e["instead"]
    dmg = inst.get("damage")
    if set(inst) != {"if", "damage"} or not isinstance(dmg, dict):
        raise RenderError("plus … damage instead")
    if set(dmg) != {"of", "times", "plus"} or dmg["times"] != 1 or dmg["of"] != e["damage"]:
        raise RenderError("plus … damage instead")
    if not isinstance(dmg["plus"], int) or dmg["plus"] < 1:
        raise RenderError("plus … damage instead")
    head = effect_text({k: v for k, v in e.items() if k not in ("instead", "_text")}, ctx)
    return (
        f"{head}. {CARDNAME} deals {dmg['of']} plus {dmg['plus']} damage instead if "
        f"{condition_text(inst['if'])}"
    )


RAID_TEXT = "damage_raid_instead_unpreventable"


def _amend_raid(previous: Any, marker: dict) -> dict:
    from ..semantics import TargetRef, Unsupported

    if (
        not isinstance(previous, dict)
        or set(previous) != {"damage", "to"}
        or not isinstance(previous.get("damage"), int)
        or not isinstance(previous.get("to"), TargetRef)
        or previous["to"].each
        or previous["to"].spec != {"kind": "creature_or_player"}
    ):
        raise Unsupported(
            "«instead … to that permanent or player» не после урона цели-существу или игроку",
            "614.15",
        )
    inst = {"if": {"attacked_with_at_least": 1}, "damage": marker["_n"], "cant_be_prevented": True}
    return {**previous, "instead": inst, "_text": RAID_TEXT}


def _raid_instead(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    cond, source, n = c[0], c[1], int(str(c[2]))
    if cond != {"attacked_with_at_least": 1}:
        raise Unsupported("«If …, instead …» с таким условием", "614.15")
    if source != "self":
        raise Unsupported("«… instead» другого источника", "614.15")
    return [(".", {"_amend": _amend_raid, "_n": n})]


def _raid_text(e: dict, ctx: Any) -> str:
    from ..render import CARDNAME, RenderError, effect_text

    inst = e["instead"]
    if inst != {
        "if": {"attacked_with_at_least": 1},
        "damage": inst.get("damage"),
        "cant_be_prevented": True,
    }:
        raise RenderError("raid instead")
    if not isinstance(inst["damage"], int) or e.get("to") != "target":
        raise RenderError("raid instead")
    head = effect_text({k: v for k, v in e.items() if k not in ("instead", "_text")}, ctx)
    return (
        f"{head}. If you attacked with a creature this turn, instead {CARDNAME} deals "
        f"{inst['damage']} damage to that permanent or player and the damage can't be prevented"
    )


RULES = {
    "damage_instead_plus_if": _instead_plus_if,
    "damage_raid_instead_unpreventable": _raid_instead,
}
EFFECT_TEXT = {TEXT: _text, RAID_TEXT: _raid_text}
