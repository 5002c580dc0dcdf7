"""What an Equipment may equip (301.5c, 701.3b, 704.5p): "CARDNAME can be attached only to a
creature with toughness 4 or greater." (Gate Smasher) — the static ``attach_only_to: FILTER``
of the Equipment: an instruction to attach it to a creature that doesn't fit does nothing
(701.3b), and attached to one that stops fitting it becomes unattached as a state-based action
(704.5p).  Its equip ability still targets any creature its controller controls (702.6a): the
restriction is on the attaching, not on the target.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend static_sentence: CARDNAME "can" "be" "attached" "only" "to" "a" "creature" "with" creature_quality -> statics_attach_only
"""


def statics_attach_only(builder: Any, c: list) -> list:
    from ..semantics import Unsupported

    quality = c[-1]
    if not isinstance(quality, dict) or set(quality) - {"toughness_at_least", "power_at_least"}:
        raise Unsupported("«can be attached only to» с таким свойством", "301.5c")
    return [{"attach_only_to": {"types": ["Creature"], **quality}}]


def attach_only_text(entries: list) -> str:
    from ..render import RenderError, noun_phrase

    (entry,) = entries
    flt = dict(entry["attach_only_to"])
    if set(entry) != {"attach_only_to"} or flt.pop("types", None) != ["Creature"] or not flt:
        raise RenderError("attach only")
    return f"CARDNAME can be attached only to a {noun_phrase('creature', flt)}."


RULES = {"statics_attach_only": statics_attach_only}
STATIC_TEXT = {"attach_only_to": attach_only_text}
