"""A spell's own "… instead if …" of a life gain (issue 14, helper "perms"; 614.15): "You gain
5 life. You gain 10 life instead if you control a creature with power 4 or greater." (Feed the
Clan) — the second sentence amends the first instruction: ``{gain_life: 5, instead: {if,
gain_life: 10}}``, a self-replacement effect checked as the spell resolves (608.2c), applied
before any other replacement effect (616.1a)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend sentence: "you" "gain" amount "life" "instead" "if" condition "." -> perms_gain_instead
"""

GAIN_INSTEAD = "perms_gain_instead"


def _amend(previous: Any, marker: dict) -> dict:
    from ..semantics import Unsupported

    if not isinstance(previous, dict) or set(previous) != {"gain_life"}:
        raise Unsupported("«You gain N life instead» не после «You gain N life»", "614.15")
    inst = {"if": marker["_if"], "gain_life": marker["_n"]}
    return {**previous, "instead": inst, "_text": GAIN_INSTEAD}


def _gain_instead(b: Any, c: list) -> list:
    from ..semantics import Unsupported

    if not isinstance(c[0], int):
        raise Unsupported("«You gain X life instead»", "614.15")
    return [(".", {"_amend": _amend, "_if": c[1], "_n": c[0]})]


def _gain_instead_text(e: dict, ctx: Any) -> str:
    from ..render import condition_text

    inst = e["instead"]
    if set(e) - {"gain_life", "instead", "_text"} or set(inst) != {"if", "gain_life"}:
        raise RenderError("gain instead")
    if not isinstance(e["gain_life"], int):
        raise RenderError("gain instead")
    return (
        f"you gain {e['gain_life']} life. You gain {inst['gain_life']} life instead if "
        f"{condition_text(inst['if'])}"
    )


RULES = {GAIN_INSTEAD: _gain_instead}
EFFECT_TEXT = {GAIN_INSTEAD: _gain_instead_text}
