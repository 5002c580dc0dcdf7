"""Effects "for as long as you control CARDNAME" (611.2b: they end once the source leaves the
battlefield or another player controls it, and never begin if that is already so) — the
duration ``until: source_controlled`` (``engine.layers.control.end_lost_control``):

* "… gain control of target creature or planeswalker for as long as you control CARDNAME."
  (Dragonlord Silumgar; layer 2, 613.1b);
* "… another target permanent gains indestructible for as long as you control CARDNAME."
  (Aegis Angel; layer 6);
* "That creature doesn't untap during its controller's untap step for as long as you control
  CARDNAME." (Icefall Regent), "Those creatures don't untap during their controllers' untap
  steps for as long as you control CARDNAME." (Shipbreaker Kraken) — the untap restriction
  (502.2) granted for that long.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _keywords

WHILE = "source_controlled"

GRAMMAR = r"""
%extend effect: "gain" "control" "of" object while_you_control -> gain_control_while
              | object "gains" keyword_list while_you_control -> grant_while
              | object "doesn't" "untap" "during" "its" "controller's" "untap" "step" while_you_control -> doesnt_untap_while_control
              | "those" "creatures" "don't" "untap" "during" "their" "controllers'" "untap" "steps" while_you_control -> those_dont_untap_while_control
while_you_control: "for" "as" "long" "as" "you" "control" CARDNAME
"""


def _doesnt_untap() -> str:
    from ..semantics import DOESNT_UNTAP

    return DOESNT_UNTAP


def those_dont_untap(b: Any, c: list) -> dict:
    from ..semantics import THOSE

    return {
        "grant": [_doesnt_untap()],
        "to": THOSE,
        "until": WHILE,
        "_text": "effects_while_control",
        "_those_plural": True,
    }


RULES = {
    "gain_control_while": lambda b, c: {
        "gain_control": c[0],
        "until": WHILE,
        "_text": "effects_while_control",
    },
    "grant_while": lambda b, c: {
        "grant": c[1],
        "to": c[0],
        "until": WHILE,
        "_text": "effects_while_control",
    },
    "doesnt_untap_while_control": lambda b, c: {
        "grant": [_doesnt_untap()],
        "to": c[0],
        "until": WHILE,
        "_text": "effects_while_control",
    },
    "those_dont_untap_while_control": lambda b, c: those_dont_untap(b, c),
    "while_you_control": lambda b, c: WHILE,
}


def _text(e: dict, ctx: Any) -> str:
    if e.get("until") != WHILE:
        raise RenderError("while you control")
    tail = f" for as long as you control {ctx.obj('self')}"
    if "gain_control" in e:
        if set(e) - {"gain_control", "until", "_text", "_that", "_it"}:
            raise RenderError("while you control")
        return f"gain control of {ctx.obj(e['gain_control'])}{tail}"
    if set(e) - {"grant", "to", "until", "_text", "_that", "_it", "_those", "_those_plural"}:
        raise RenderError("while you control")
    if e["grant"] == [_doesnt_untap()]:
        if e.get("_those_plural"):
            if e["to"] != "each_target":
                raise RenderError("while you control")
            return "those creatures don't untap during their controllers' untap steps" + tail
        return f"{ctx.obj(e['to'])} doesn't untap during its controller's untap step{tail}"
    if e.get("_those_plural") or any(not isinstance(k, str) for k in e["grant"]):
        raise RenderError("while you control")
    return f"{ctx.obj(e['to'])} gains {_keywords(e['grant'])}{tail}"


EFFECT_TEXT = {"effects_while_control": _text}
