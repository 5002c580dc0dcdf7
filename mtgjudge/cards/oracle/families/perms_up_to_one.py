"""A target that may be left out (issue 14, helper "perms"; 114.1, 601.2c): "Counter target
creature spell. Put two +1/+1 counters on up to one target creature." (Trap Essence), "Put a
+1/+1 counter on up to one target creature." — one target with the count ``{up_to: 1}``,
named by its own number ("target:2"), never by "each_target" (which would take in the other
targets); it must be the last target (the engine's count is the last target's)."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend up_to_targets: "up" "to" numword "target" creature_desc -> perms_up_to_one
"""


def _up_to_one(b: Any, c: list) -> Any:
    from ..semantics import TargetRef, Unsupported

    if c[0] != 1:
        raise Unsupported("«up to N target creature» в единственном числе", "114.1")
    spec = dict(c[1])
    if spec.get("kind") != "creature" or spec.get("filter", {}).get("other"):
        raise Unsupported("«up to one other target …»", "114.1")
    return TargetRef({**spec, "count": {"up_to": 1}})


RULES = {"perms_up_to_one": _up_to_one}
