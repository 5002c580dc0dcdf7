"""Family: "Target creature and all other creatures with the same name as that creature get
-3/-3 until end of turn." (Bile Blight) — ``{pump_all: {types: [Creature], same_name_as:
target}, power, toughness, until}``: the target and every creature with its name (201.2), the
group locked in as the spell resolves (611.2c); a nameless target (a face-down creature, 707.2)
shares its name with none.  Only with the spell's one target creature.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: "target" "creature" "and" "all" "other" "creatures" "with" "the" "same" "name" "as" "that" "creature" "get" PT until_eot -> strive_same_name_pump
"""

GROUP = {"types": ["Creature"], "same_name_as": "target"}


def strive_same_name_pump(builder: Any, c: list) -> dict:
    from ..semantics import TargetRef, _pt

    pt, until = c
    power, toughness = _pt(pt)
    return {
        "pump_all": dict(GROUP),
        "power": power,
        "toughness": toughness,
        "until": until,
        "_target": TargetRef({"kind": "creature"}),
        "_text": "strive_same_name_pump",
    }


RULES = {"strive_same_name_pump": strive_same_name_pump}


def same_name_text(e: dict, ctx: Any) -> str:
    from ..render import pt_text

    if e.get("_target") != "target" or ctx.targets != ["creature"]:
        raise RenderError("same name")
    if {k for k in e if not k.startswith("_")} != {"pump_all", "power", "toughness", "until"}:
        raise RenderError("same name")
    if e["pump_all"] != GROUP or e["until"] != "end_of_turn":
        raise RenderError("same name")
    if not isinstance(e["power"], int) or not isinstance(e["toughness"], int):
        raise RenderError("same name")
    return (
        "target creature and all other creatures with the same name as that creature get "
        f"{pt_text(e['power'], e['toughness'])} until end of turn"
    )


EFFECT_TEXT = {"strive_same_name_pump": same_name_text}
