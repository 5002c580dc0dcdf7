"""Family: face-down permanents (707.2) named by their quality.

* the adjective "face-down" of a permanent's description — ``{face_down: true}`` (a
  face-down permanent: morphed, manifested; 707.2): "Face-down creatures you control get
  +0/+1.", "Destroy target face-down creature.", "for each face-down creature on the
  battlefield";
* "Look at target face-down creature." — ``{look_at_face_down: target}``: its controller sees
  the card (707.5: otherwise only the permanent's controller may look; 101.1).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend adjective: "face-down" -> zones_adj_face_down
%extend effect: "look" "at" "target" creature_desc -> zones_look_at_face_down
"""


def _look_at_face_down(b: Any, c: list) -> dict:
    from ..semantics import TargetRef, Unsupported

    spec = c[0]
    if spec.get("filter", {}).get("face_down") is not True:
        raise Unsupported("«look at target creature» не рубашкой вверх", "707.5")
    return {"look_at_face_down": TargetRef(spec), "_text": "zones_look_at_face_down"}


def _look_at_face_down_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"look_at_face_down"} or e["look_at_face_down"] != "target":
        raise RenderError("look at a face-down creature: unexpected keys")
    return f"look at {ctx.obj('target')}"


RULES = {
    "zones_adj_face_down": lambda b, c: {"face_down": True},
    "zones_look_at_face_down": _look_at_face_down,
}

EFFECT_TEXT = {"zones_look_at_face_down": _look_at_face_down_text}
