"""Turning face up (702.36e, 707.8; Khans of Tarkir block): "Whenever a permanent you control
is turned face up, draw a card." — the engine's trigger event ``a_permanent_turned_face_up``
with an ``of`` filter ("it" is that permanent, 603.2), and "When CARDNAME enters the
battlefield or is turned face up, …" — one condition with two events (603.2), compiled as two
triggers with the same instructions like the other "or" events.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" "a" "permanent" face_up_whose? "is" "turned" "face" "up" -> ev_a_permanent_face_up
                     | "whenever" "another" "permanent" face_up_whose? "is" "turned" "face" "up" -> ev_another_permanent_face_up
                     | "when" CARDNAME "enters" "the" "battlefield" "or" "is" "turned" "face" "up" -> ev_etb_or_face_up_when
                     | "whenever" CARDNAME "enters" "the" "battlefield" "or" "is" "turned" "face" "up" -> ev_etb_or_face_up_whenever
face_up_whose: "you" "control"
"""


def ev_a_permanent_face_up(builder: Any, c: list) -> dict:
    of: dict[str, Any] = {"controller": "you"} if c else {}
    return {"when": "a_permanent_turned_face_up", "of": of}


def ev_another_permanent_face_up(builder: Any, c: list) -> dict:
    of: dict[str, Any] = {"controller": "you"} if c else {}
    return {"when": "a_permanent_turned_face_up", "of": {**of, "other": True}}


def face_up_whose(builder: Any, c: list) -> str:
    return "you"


def ev_etb_or_face_up_when(builder: Any, c: list) -> dict:
    return {"when": "enters_battlefield", "_or_when": "turned_face_up", "_word": "When"}


def ev_etb_or_face_up_whenever(builder: Any, c: list) -> dict:
    return {"when": "enters_battlefield", "_or_when": "turned_face_up", "_word": "Whenever"}


def face_up_text(trigger: dict) -> str:
    from ..render import (
        CARDNAME,
        CONDITION_TEXT,
        RenderError,
        _uncapital,
        ability_text,
        condition_text,
    )

    of = dict(trigger.get("of", {}))
    other = of.pop("other", False)
    yours = of.pop("controller", None)
    types = of.pop("types", None)
    noun = {None: "permanent", ("Creature",): "creature"}.get(tuple(types) if types else None)
    if of or yours not in (None, "you") or noun is None:
        raise RenderError("turned face up")
    if trigger.get("_self_or"):  # "CARDNAME or another creature you control" (zones2_face_up)
        if other:
            raise RenderError("turned face up: self or other")
        head = f"Whenever {CARDNAME} or another {noun}"
    else:
        head = f"Whenever {'another' if other else 'a'} {noun}"
    head += f"{' you control' if yours else ''} is turned face up"
    if "if" in trigger:
        ((key, value),) = dict(trigger["if"]).items()
        if key in CONDITION_TEXT:
            head += ", " + CONDITION_TEXT[key](value)
        else:  # a family's condition ("if it's a creature", 603.4)
            head += ", if " + condition_text({key: value})
    body = ability_text(
        {k: v for k, v in trigger.items() if k in ("targets", "effects", "_joins", "modes")},
        False,
        named_before="if" in trigger,
    )
    return f"{head}, {_uncapital(body)}"


RULES = {
    "ev_a_permanent_face_up": ev_a_permanent_face_up,
    "ev_another_permanent_face_up": ev_another_permanent_face_up,
    "face_up_whose": face_up_whose,
    "ev_etb_or_face_up_when": ev_etb_or_face_up_when,
    "ev_etb_or_face_up_whenever": ev_etb_or_face_up_whenever,
}
TRIGGER_TEXT = {"a_permanent_turned_face_up": face_up_text}
