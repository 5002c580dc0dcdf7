"""A number of targets that is X (issue 14, helper "perms"): "Tap X target creatures."
(Glimpse the Sun God, Icy Blast) — the target count ``x``: exactly X targets, X being the
value announced as the spell is cast or the ability activated, before its targets are chosen
(601.2b, 601.2c, 107.3a).  The engine checks the number (``actions._choose_targets``); the
instructions speak of every target ("each_target"), "those creatures" after them too."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend up_to_targets: "x" "target" creature_plural -> perms_x_targets
"""


def _x_targets(b: Any, c: list) -> Any:
    from ..semantics import TargetRef, Unsupported

    flt = {k: v for k, v in c[0].items() if k not in ("types", "_all")}
    if c[0].get("other"):
        raise Unsupported("«X other target …»", "114.1")
    spec: dict[str, Any] = {"kind": "creature", "count": "x"}
    if flt:
        spec["filter"] = flt
    return TargetRef(spec, each=True)


RULES = {"perms_x_targets": _x_targets}
