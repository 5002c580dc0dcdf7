"""Static abilities about other objects and a two-target destruction (issue 14, helper "perms"):

* "Creature spells you control can't be countered." (Surrak Dragonclaw) — the static
  ``spells_cant_be_countered: FILTER`` (101.2: the "can't" wins over an instruction to counter
  them; ``engine.static_permissions``; the group of spells is the family spells_costs' one);
* "Untap all creatures and lands you control during each other player's untap step." (Prophet
  of Kruphix), "Untap each creature you control with a +1/+1 counter on it during each other
  player's untap step." (Ivorytusk Fortress) — the static ``untap_during_others: FILTER``
  (502.2: in every other player's untap step, with that player's permanents);
* "Creatures entering the battlefield don't cause abilities to trigger." (Hushwing Gryff) —
  the static ``entering_dont_trigger: FILTER`` (603.2, 603.6a: no ability triggers on such a
  permanent entering, its own included);
* "Destroy target creature and target land." (Spiteful Blow) — one instruction with two targets
  (the destruction of both is simultaneous, 608.2c, 701.6a); the words "and target …" before
  the full stop are one terminal, so "… and target player loses 2 life" stays two instructions.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend static: cost_spells "you" "control" "can't" "be" "countered" "." -> perms_st_spells_uncounterable
    | "untap" perms_untap_what "you" "control" "during" "each" "other" "player's" "untap" "step" "." -> perms_st_untap_others
    | "untap" "each" "creature" "you" "control" "with" "a" PT "counter" "on" "it" "during" "each" "other" "player's" "untap" "step" "." -> perms_st_untap_others_counter
perms_untap_what: "all" PERMS_CREATURES_AND_LANDS  -> perms_untap_creatures_lands
                | "all" "creatures"                -> perms_untap_creatures
                | "all" "lands"                    -> perms_untap_lands
                | "all" "permanents"               -> perms_untap_permanents
%extend static: PERMS_CREATURES_ENTERING "." -> perms_st_entering_dont_trigger
%extend destroy: "destroy" object PERMS_AND_TARGET target_noun -> perms_destroy_two
// one terminal each: "creatures …" and "untap all creatures and …" elsewhere are a group
PERMS_CREATURES_ENTERING.3: /creatures entering the battlefield don't cause abilities to trigger(?=\.)/
PERMS_CREATURES_AND_LANDS.3: /creatures and lands(?= you control during each other player's untap step)/
PERMS_AND_TARGET.3: /and target(?= (creature|land|artifact|enchantment|permanent|planeswalker)( you control| you don't control| an opponent controls)?\.)/
"""

UNTAP_WORDS = {
    ("Creature", "Land"): "all creatures and lands",
    ("Creature",): "all creatures",
    ("Land",): "all lands",
}


def _spells(b: Any, c: list) -> list:
    """ "Creature spells you control …" (the group of family spells_costs, 601.2e)."""
    from ..semantics import Unsupported

    group = c[0]
    if "_pair" in group or "controller" in group["of"]:
        raise Unsupported("такая группа заклинаний", "101.2")
    return [{"spells_cant_be_countered": {**group["of"], "controller": "you"}}]


def _spells_text(entries: list) -> str:
    from .spells_costs import _group_text

    (entry,) = entries
    flt = dict(entry["spells_cant_be_countered"])
    if set(entry) != {"spells_cant_be_countered"} or flt.pop("controller", None) != "you":
        raise RenderError("spells can't be countered")
    text = f"{_group_text({'of': flt})} you control can't be countered."
    return text[:1].upper() + text[1:]


def _untap_others(b: Any, c: list) -> list:
    return [{"untap_during_others": {**c[0], "controller": "you"}}]


def _untap_others_counter(b: Any, c: list) -> list:
    kind = str(c[0]).replace("−", "-")
    if kind != "+1/+1":
        from ..semantics import Unsupported

        raise Unsupported("жетон не +1/+1", "121.1")
    flt = {"types": ["Creature"], "controller": "you", "with_counter": kind}
    return [{"untap_during_others": flt}]


def _untap_text(entries: list) -> str:
    (entry,) = entries
    flt = dict(entry["untap_during_others"])
    if set(entry) != {"untap_during_others"} or flt.pop("controller", None) != "you":
        raise RenderError("untap during others")
    tail = "during each other player's untap step."
    if flt == {"types": ["Creature"], "with_counter": "+1/+1"}:
        return f"Untap each creature you control with a +1/+1 counter on it {tail}"
    if not flt:
        return f"Untap all permanents you control {tail}"
    if set(flt) != {"types"} or tuple(flt["types"]) not in UNTAP_WORDS:
        raise RenderError("untap during others")
    return f"Untap {UNTAP_WORDS[tuple(flt['types'])]} you control {tail}"


def _destroy_two(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported

    first = c[0]
    if not isinstance(first, TargetRef) or first.each:
        raise Unsupported("«destroy X and target …»: X не цель", "608.2c")
    return {
        "destroy": "each_target",
        "_both": [first, TargetRef(c[-1])],
        "_text": "perms_destroy_two",
    }


def two_targets_text(e: dict, ctx: Any, verb: str) -> str:
    """ "X and Y" of an instruction ``verb`` on both of its two targets (``each_target`` with
    the hint ``_both``): "destroy target artifact and target land"."""
    if set(e) - {"_text", "_both"} != {verb} or e[verb] != "each_target":
        raise RenderError(f"{verb} two: unexpected keys")
    if e.get("_both") != ["target", "target:2"] or len(ctx.targets) != 2:
        raise RenderError(f"{verb} two: not two targets")
    return f"{ctx.obj('target')} and {ctx.obj('target:2')}"


def _destroy_two_text(e: dict, ctx: Any) -> str:
    return "destroy " + two_targets_text(e, ctx, "destroy")


RULES = {
    "perms_st_spells_uncounterable": _spells,
    "perms_st_untap_others": _untap_others,
    "perms_st_untap_others_counter": _untap_others_counter,
    "perms_untap_creatures_lands": lambda b, c: {"types": ["Creature", "Land"]},
    "perms_untap_creatures": lambda b, c: {"types": ["Creature"]},
    "perms_untap_lands": lambda b, c: {"types": ["Land"]},
    "perms_untap_permanents": lambda b, c: {},
    "perms_destroy_two": _destroy_two,
    "perms_st_entering_dont_trigger": lambda b, c: [
        {"entering_dont_trigger": {"types": ["Creature"]}}
    ],
}


def _entering_text(entries: list) -> str:
    (entry,) = entries
    if entry != {"entering_dont_trigger": {"types": ["Creature"]}}:
        raise RenderError("entering don't trigger")
    return "Creatures entering the battlefield don't cause abilities to trigger."


STATIC_TEXT = {
    "entering_dont_trigger": _entering_text,
    "spells_cant_be_countered": _spells_text,
    "untap_during_others": _untap_text,
}
EFFECT_TEXT = {"perms_destroy_two": _destroy_two_text}
