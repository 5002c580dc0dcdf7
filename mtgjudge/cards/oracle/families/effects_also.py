""" "Also" after an instruction about the same or a wider group (608.2c):

* "Creatures you control get +2/+1 until end of turn. White creatures you control also gain
  first strike until end of turn." (Sanctified Charge) — a second group effect
  (``grant`` to ``{all: …}``, 611.2c: locked in as it begins).
* "Target creature gains double strike until end of turn. That creature also gains trample
  until end of turn if you control a creature with power 4 or greater." (Temur Battle Rage)
  — the instruction's condition (608.2c: checked as it is followed).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _keywords, condition_text, plural_subject

EOT = "end_of_turn"

GRAMMAR = r"""
%extend effect: all_creatures "also" "gain" keyword_list until_eot -> also_grant_all
              | object "also" "gains" keyword_list until_eot "if" condition -> also_grant_if
"""


def also_grant_all(b: Any, c: list) -> dict:
    return {**b.grant_all([c[0], c[1], EOT]), "_text": "effects_also"}


def also_grant_if(b: Any, c: list) -> dict:
    return {**b.grant([c[0], c[1], EOT]), "if": c[3], "_text": "effects_also"}


def _text(e: dict, ctx: Any) -> str:
    if set(e) - {"grant", "to", "until", "if", "_text", "_that", "_it"} or e["until"] != EOT:
        raise RenderError("also")
    if any(not isinstance(k, str) for k in e["grant"]):
        raise RenderError("also")
    words = _keywords(e["grant"])
    to = e["to"]
    if isinstance(to, dict) and "all" in to and "if" not in e:
        return f"{plural_subject(to['all'])} also gain {words} until end of turn"
    if "if" in e and not isinstance(to, dict):
        return f"{ctx.obj(to)} also gains {words} until end of turn if {condition_text(e['if'])}"
    raise RenderError("also")


RULES = {"also_grant_all": also_grant_all, "also_grant_if": also_grant_if}
EFFECT_TEXT = {"effects_also": _text}
