"""Groups of permanents that are not all creatures, given abilities until end of turn (611.2c,
613.1f): "Permanents you control gain indestructible until end of turn." (Soul of New
Phyrexia), "Artifacts you control gain shroud until end of turn."

The group is a filter of ``perm_plural`` (no ``types`` for "permanents"); the effect is the
engine's ``grant`` to ``{all: filter}`` — the objects are fixed as it resolves (611.2c).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: perm_plural "gain" keyword_list until_eot -> lead_perm_plural_gain
"""


def lead_perm_plural_gain(b: Any, c: list) -> dict:
    return {
        "grant": c[1],
        "to": {"all": c[0]},
        "until": "end_of_turn",
        "_text": "lead_perm_plural_gain",
    }


def _perm_plural_gain_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _keywords, plural

    if set(e) != {"grant", "to", "until", "_text"} or e["until"] != "end_of_turn":
        raise RenderError("group gains")
    if not isinstance(e["to"], dict) or set(e["to"]) != {"all"}:
        raise RenderError("group gains")
    if any(not isinstance(k, str) for k in e["grant"]):
        raise RenderError("group gains")
    return f"{plural(e['to']['all'])} gain {_keywords(e['grant'])} until end of turn"


RULES = {"lead_perm_plural_gain": lead_perm_plural_gain}
EFFECT_TEXT = {"lead_perm_plural_gain": _perm_plural_gain_text}
