"""Group effects and "until … leaves the battlefield" (Theros and Khans of Tarkir blocks):

* "Creatures you control get +1/+1 and gain trample until end of turn." — a ``pump_all`` and a
  ``grant`` to the same group, each locking in the creatures it affects as it resolves
  (611.2c): the same creatures for both.
* "When CARDNAME enters the battlefield, exile target nonland permanent an opponent controls
  until CARDNAME leaves the battlefield." — ``exile … until: source_leaves`` (610.3: the card
  returns right after the source leaves; 610.3a: if it already left, nothing is exiled).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend pump_all: all_creatures "get" PT "and" "gain" keyword_list until_eot -> pump_all_grant
%extend exile: "exile" object "until" CARDNAME "leaves" "the" "battlefield" -> exile_until_leaves
"""


def pump_all_grant(builder: Any, c: list) -> list:
    group, pt, keywords, until = c
    pump = builder.pump_all([group, pt, until])
    grant = {"grant": keywords, "to": {"all": group}, "until": until}
    return [pump, grant]


def exile_until_leaves(builder: Any, c: list) -> dict:
    """610.3: exiled until the source leaves the battlefield (the renderer's verb is the hint
    ``_until_leaves``: the shared renderer owns "exile")."""
    return {"_until_leaves": True, "exile": c[0], "until": "source_leaves"}


def exile_until_text(e: dict, ctx: Any) -> str:
    from ..render import CARDNAME, RenderError

    if (
        set(e) - {"_until_leaves", "exile", "until", "_it", "_that"}
        or e["until"] != "source_leaves"
    ):
        raise RenderError("exile until")
    return f"exile {ctx.obj(e['exile'])} until {CARDNAME} leaves the battlefield"


RULES = {"pump_all_grant": pump_all_grant, "exile_until_leaves": exile_until_leaves}
EFFECT_TEXT = {"_until_leaves": exile_until_text}
