"""Family: face-down permanents (707.2) named by their quality.

* the adjective "face-down" of a permanent's description — ``{face_down: true}`` (a
  face-down permanent: morphed, manifested; 707.2): "Face-down creatures you control get
  +0/+1.", "Destroy target face-down creature.", "for each face-down creature on the
  battlefield".
"""

from __future__ import annotations

GRAMMAR = r"""
%extend adjective: "face-down" -> zones_adj_face_down
"""

RULES = {
    "zones_adj_face_down": lambda b, c: {"face_down": True},
}
