"""Groups of permanents (issue 14, helper "perms"):

* "Gain control of all creatures with power 4 or greater until end of turn. Untap those
  creatures. They gain haste until end of turn." (Mob Rule) — control of a group (layer 2,
  613.1b; the affected set is locked in as it resolves, 611.2c); "those creatures" are the ones
  it named (608.2c);
* "Destroy all creatures and all permanents attached to creatures." (End Hostilities) — one
  group, any of two filters (the second: ``attached_to_creature``, 301.5, 303.4), destroyed at
  the same time (701.6a).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend gain_control: "gain" "control" "of" "all" creature_plural until_eot -> perms_gain_control_all
%extend destroy_all: "destroy" "all" "creatures" "and" "all" "permanents" "attached" "to" "creatures" -> perms_destroy_creatures_attached
"""

GAIN_ALL = "perms_gain_control_all"
DESTROY_ATTACHED = "perms_destroy_creatures_attached"
ATTACHED = {"any_of": [{"types": ["Creature"]}, {"attached_to_creature": True}]}


def _gain_all(b: Any, c: list) -> dict:
    flt = {k: v for k, v in c[0].items() if k != "_all"}
    return {"gain_control": {"all": flt}, "until": c[1], "_text": GAIN_ALL}


def _gain_all_text(e: dict, ctx: Any) -> str:
    from ..render import plural

    v = e["gain_control"]
    if set(e) - {"gain_control", "until", "_text"} or e.get("until") != "end_of_turn":
        raise RenderError("gain control of all")
    if not isinstance(v, dict) or set(v) != {"all"} or v["all"].get("types") != ["Creature"]:
        raise RenderError("gain control of all")
    return f"gain control of all {plural(v['all'])} until end of turn"


def _destroy_attached_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"destroy_all"} or e["destroy_all"] != ATTACHED:
        raise RenderError("destroy all attached")
    return "destroy all creatures and all permanents attached to creatures"


RULES = {
    "perms_gain_control_all": _gain_all,
    "perms_destroy_creatures_attached": lambda b, c: {
        "destroy_all": {"any_of": [{"types": ["Creature"]}, {"attached_to_creature": True}]},
        "_text": DESTROY_ATTACHED,
    },
}
EFFECT_TEXT = {GAIN_ALL: _gain_all_text, DESTROY_ATTACHED: _destroy_attached_text}
