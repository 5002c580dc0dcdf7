"""A group and "those creatures" after it (608.2c, 611.2c): "Creatures you control get +1/+1
until end of turn. Untap those creatures." (War Flare), "Untap all creatures you control. They
gain flying and double strike until end of turn." (Flying Crane Technique), "Put a +1/+1
counter on each creature you control. Those creatures gain vigilance until end of turn."
(Ajani Goldmane).

"Those creatures" / "they" is the reference ``those``: the objects the group instruction
before it acted on, as that instruction found them (the engine keeps them while the spell or
ability resolves: ``Resolution.refs``), not the group counted again.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _keywords, plural_subject

EOT = "end_of_turn"

GRAMMAR = r"""
%extend effect: "untap" "all" creature_plural -> untap_all_group
              | "those" "creatures" "gain" keyword_list until_eot -> those_gain_eot
"""


def untap_all_group(b: Any, c: list) -> dict:
    return {"untap": {"all": dict(c[0])}, "_text": "effects_untap_all"}


def those_gain_eot(b: Any, c: list) -> dict:
    from ..semantics import THOSE

    return {"grant": c[0], "to": THOSE, "until": EOT, "_text": "effects_those_gain"}


def _untap_all_text(e: dict, ctx: Any) -> str:
    if set(e) != {"untap", "_text"}:
        raise RenderError("untap all")
    flt = {k: v for k, v in e["untap"]["all"].items() if k != "_all"}
    subject = plural_subject({**flt, "_all": True})
    ctx.mentioned.add("those")
    return f"untap {subject}"


def _those_gain_text(e: dict, ctx: Any) -> str:
    if set(e) - {"grant", "to", "until", "_text", "_those"} or e["to"] not in ("those", "counted"):
        raise RenderError("those gain")
    if e["until"] != EOT or any(not isinstance(k, str) for k in e["grant"]):
        raise RenderError("those gain")
    return f"those creatures gain {_keywords(e['grant'])} until end of turn"


RULES = {"untap_all_group": untap_all_group, "those_gain_eot": those_gain_eot}
EFFECT_TEXT = {"effects_untap_all": _untap_all_text, "effects_those_gain": _those_gain_text}
