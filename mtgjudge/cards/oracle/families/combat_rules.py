"""Combat requirements and restrictions of resolved spells and abilities (helper "combat";
508.1c–d, 509.1b–c, 609.4, 611.2c) — the effect verb ``combat_rule`` of
:mod:`mtgjudge.engine.combat_rules`:

* "Creatures without flying can't block this turn." / "Creatures can't block this turn." — a
  group: it modifies the rules of the game, so it applies to every creature that fits it when
  blockers are declared, including those that entered later (611.2c);
* "Target creature can't attack this turn." / "… can't attack or block this turn." /
  "That creature can't block this combat.";
* "Target creature blocks this turn if able." (509.1c) / "Creatures your opponents control
  attack this turn if able." (508.1d);
* "Target creature must be blocked this turn if able." / "CARDNAME must be blocked …" (509.1c);
* "Target creature with defender can attack this turn as though it didn't have defender." /
  "CARDNAME can attack this turn as though it didn't have defender." (609.4, 702.3b).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: all_creatures "can't" cr_what cr_when -> cr_group
              | object "can't" cr_what_not_block cr_when -> cr_one
              | object "can't" "block" "this" "combat" -> cr_one_cant_block_combat
              | object "blocks" "this" "turn" "if" "able" -> cr_blocks_if_able
              | all_creatures "block" "this" "turn" "if" "able" -> cr_group_block_if_able
              | all_creatures "attack" "this" "turn" "if" "able" -> cr_group_attack_if_able
              | object "must" "be" "blocked" "this" "turn" "if" "able" -> cr_must_be_blocked
              | object "can" "attack" "this" "turn" "as" "though" "it" "didn't" "have" "defender" -> cr_despite_defender
              | CARDNAME "can" "attack" "this" "turn" "as" "though" "it" "didn't" "have" "defender" -> cr_self_despite_defender
%extend condition: CARDNAME "is" "attacking" -> cr_cond_attacking
%extend all_creatures: creature_plural "without" kw_simple controller -> cr_without_controller
!cr_what: "block" | "attack" | "attack" "or" "block"
!cr_what_not_block: "attack" | "attack" "or" "block"
!cr_when: "this" "turn" | "this" "combat"
"""

WHAT = {"block": "cant_block", "attack": "cant_attack", "attack or block": "cant_attack_or_block"}


def _rule(kind: str, to: Any, combat: bool = False) -> dict:
    out: dict[str, Any] = {"combat_rule": kind, "to": to}
    if combat:
        out["this_combat"] = True
    return out


def _words(c: Any) -> str:
    return " ".join(str(x) for x in c)


def cr_group(b: Any, c: list) -> dict:
    group, what, when = c
    return _rule(WHAT[what], {"all": group}, when == "this combat")


def cr_one(b: Any, c: list) -> dict:
    obj, what, when = c
    return _rule(WHAT[what], obj, when == "this combat")


def cr_without_controller(b: Any, c: list) -> dict:
    """ "creatures without flying your opponents control" (Oracle puts the quality first)."""
    from .standard_without import all_creatures_without

    group, keyword, controller = c
    if "controller" in group:
        from ..semantics import Unsupported

        raise Unsupported("два контроллера", "114.1")
    return {**all_creatures_without(b, [group, keyword]), **controller, "_without_first": True}


RULES = {
    "cr_group": cr_group,
    "cr_one": cr_one,
    "cr_one_cant_block_combat": lambda b, c: _rule("cant_block", c[0], True),
    "cr_blocks_if_able": lambda b, c: _rule("blocks_if_able", c[0]),
    "cr_group_block_if_able": lambda b, c: _rule("blocks_if_able", {"all": c[0]}),
    "cr_group_attack_if_able": lambda b, c: _rule("attacks_if_able", {"all": c[0]}),
    "cr_must_be_blocked": lambda b, c: _rule("must_be_blocked", c[0]),
    "cr_despite_defender": lambda b, c: _rule("attacks_despite_defender", c[0]),
    "cr_self_despite_defender": lambda b, c: _rule("attacks_despite_defender", "self"),
    "cr_without_controller": cr_without_controller,
    "cr_cond_attacking": lambda b, c: {"source_attacking": True},
    "cr_what": lambda b, c: _words(c),
    "cr_what_not_block": lambda b, c: _words(c),
    "cr_when": lambda b, c: _words(c),
}

# kind -> (one object, a group) without the time
_TEXT = {
    "cant_block": ("can't block {when}", "can't block {when}"),
    "cant_attack": ("can't attack {when}", "can't attack {when}"),
    "cant_attack_or_block": ("can't attack or block {when}", "can't attack or block {when}"),
    "blocks_if_able": ("blocks {when} if able", "block {when} if able"),
    "attacks_if_able": ("attacks {when} if able", "attack {when} if able"),
    "must_be_blocked": ("must be blocked {when} if able", None),
    "attacks_despite_defender": (
        "can attack {when} as though it didn't have defender",
        None,
    ),
    # family combat2_effects
    "cant_block_source": ("can't block CARDNAME {when}", None),
    "blocked_only_by_two": (
        "can't be blocked except by two or more creatures {when}",
        "can't be blocked except by two or more creatures {when}",
    ),
}


def _group(flt: dict) -> str:
    """The group's subject; "creatures without flying your opponents control" (the quality
    first, as Oracle words it: the hint ``_without_first``)."""
    from ..render import RenderError, plural_subject

    if not flt.get("_without_first"):
        return plural_subject(flt)
    rest = {k: v for k, v in flt.items() if k not in ("_without_first", "controller")}
    whose = {"opponent": "your opponents control", "you": "you control"}.get(flt["controller"])
    if whose is None or set(rest) - {"types", "not_keywords", "_all"}:
        raise RenderError("without first")
    return f"{plural_subject(rest)} {whose}"


def combat_rule_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError

    if set(e) - {"combat_rule", "to", "this_combat", "_it", "_that", "_those", "if", "_if_head"}:
        raise RenderError("combat rule")
    one, many = _TEXT[e["combat_rule"]]
    when = "this combat" if e.get("this_combat") else "this turn"
    if e.get("this_combat") and e["combat_rule"] not in ("cant_block", "cant_attack_or_block"):
        raise RenderError("this combat")
    to = e.get("to", "target")
    if isinstance(to, dict) and "all" in to:
        if many is None:
            raise RenderError("group")
        return f"{_group(to['all'])} {many.format(when=when)}"
    return f"{ctx.obj(to)} {one.format(when=when)}"


EFFECT_TEXT = {"combat_rule": combat_rule_text}


def _attacking_text(v: Any) -> str:
    from ..render import CARDNAME

    return f"{CARDNAME} is attacking"


CONDITION_TEXT = {"source_attacking": _attacking_text}
