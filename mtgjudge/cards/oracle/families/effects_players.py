"""Players named through an object and life totals (issue 14, helper "effects"):

* "CARDNAME deals 3 damage to that creature's controller." (Draconic Roar), "Destroy target
  Mountain. CARDNAME deals 3 damage to that land's controller." (Peak Eruption) — the
  reference ``target_controller`` (the target's controller, by its last known information
  when it has left the battlefield: 608.2g), worded with the target's noun.
* "When CARDNAME enters the battlefield, if your life total is less than your starting life
  total, it becomes equal to your starting life total." (Resolute Archangel) — the intervening
  "if" ``life_below_starting`` (603.4) and ``set_life: 20`` (118.5: the player gains or loses
  the difference; 103.3: a two-player game's starting life total is 20).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

STARTING_LIFE = 20  # 103.3

GRAMMAR = r"""
%extend damage: source "deals" amount "damage" "to" "that" that_whose "controller" -> damage_that_controller
!that_whose: "creature's" | "land's" | "artifact's" | "enchantment's" | "permanent's"
%extend trigger_if: "if" "your" "life" "total" "is" "less" "than" "your" "starting" "life" "total" -> if_life_below_starting
%extend effect: IT_BECOMES_STARTING -> life_becomes_starting
// "it" is the life total: one terminal, so that "it becomes …" of objects keeps its parse
IT_BECOMES_STARTING.3: /it becomes equal to your starting life total(?=\.)/
"""


def damage_that_controller(b: Any, c: list) -> dict:
    from ..semantics import ITS_CONTROLLER

    source, amount, whose = c[0], c[1], c[2]
    noun = str(whose.children[0] if hasattr(whose, "children") else whose).removesuffix("'s")
    out: dict[str, Any] = {
        "damage": amount,
        "to": ITS_CONTROLLER,
        "_text": "effects_damage_that_controller",
        "_noun": noun,
    }
    if source == "it":
        out["_source_it"] = True
    return out


def _damage_text(e: dict, ctx: Any) -> str:
    from ..render import _source

    if set(e) - {"damage", "to", "_text", "_noun", "_source_it", "if", "_if_head"}:
        raise RenderError("that creature's controller")
    if e["to"] != "target_controller" or not isinstance(e["damage"], int):
        raise RenderError("that creature's controller")
    return f"{_source(e, ctx)} deals {e['damage']} damage to that {e['_noun']}'s controller"


def life_becomes_starting(b: Any, c: list) -> dict:
    return {"set_life": STARTING_LIFE, "_text": "effects_starting_life"}


def _life_text(e: dict, ctx: Any) -> str:
    if set(e) != {"set_life", "_text"} or e["set_life"] != STARTING_LIFE:
        raise RenderError("starting life")
    return "it becomes equal to your starting life total"


RULES = {
    "damage_that_controller": damage_that_controller,
    "if_life_below_starting": lambda b, c: {"life_below_starting": True},
    "life_becomes_starting": life_becomes_starting,
}
EFFECT_TEXT = {
    "effects_damage_that_controller": _damage_text,
    "effects_starting_life": _life_text,
}
CONDITION_TEXT = {
    "life_below_starting": lambda arg: "your life total is less than your starting life total"
}
