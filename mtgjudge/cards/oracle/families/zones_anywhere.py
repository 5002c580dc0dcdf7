"""Family: other cards put into a graveyard "from anywhere" (603.6c, 400.3).

* "Whenever a creature card is put into an opponent's graveyard from anywhere, you gain 1
  life." — ``{when: a_card_to_graveyard, of: {types: [Creature], token: false, controller:
  opponent}}``: every permanent on the battlefield watches each card arriving in a graveyard
  (a card in a graveyard is its owner's, 400.3; a token is not a card, 110.5); "from anywhere"
  is never a leaves-the-battlefield ability, so nothing looks back in time (603.6c);
* "Whenever another permanent / artifact enters the battlefield under your control" —
  ``{when: a_permanent_enters, of: {controller: you, other: true}}``: every permanent watches,
  not the source itself (603.2).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _article, trigger_body

GRAMMAR = r"""
%extend trigger_event: "whenever" zones_any_card "is" "put" "into" zones_any_whose "graveyard" "from" "anywhere" -> zones_ev_card_to_graveyard
zones_any_card: "a" "card"                -> zones_any_card_plain
              | ("a" | "an") gy_type "card" -> zones_any_card_type
              | ("a" | "an") color "card"   -> zones_any_card_color
!zones_any_whose: "your" | "an" "opponent's" | "a"
%extend trigger_event: "whenever" "another" perm_type_desc "enters" "the" "battlefield" "under" "your" "control" -> zones_ev_another_enters_yours
"""

WHOSE = {"your": "you", "an opponent's": "opponent", "a": None}


def _event(b: Any, c: list) -> dict:
    flt, whose = c
    flt = {**flt, "token": False}
    if WHOSE[whose]:
        flt["controller"] = WHOSE[whose]
    return {"when": "a_card_to_graveyard", "of": flt, "_whose": whose}


RULES = {
    "zones_ev_card_to_graveyard": _event,
    "zones_any_card_plain": lambda b, c: {},
    "zones_any_card_type": lambda b, c: {
        "types": [str(c[-1][0] if isinstance(c[-1], list) else c[-1]).capitalize()]
    },
    "zones_any_card_color": lambda b, c: {"colors": [c[-1]] if isinstance(c[-1], str) else c[-1]},
    "zones_any_whose": lambda b, c: " ".join(str(t) for t in c),
    "zones_ev_another_enters_yours": lambda b, c: _another_enters(c),
}


def _card_words(flt: dict) -> str:
    if set(flt) == set():
        return "a card"
    if set(flt) == {"types"} and len(flt["types"]) == 1:
        return _article(flt["types"][0].lower() + " card")
    if set(flt) == {"colors"} and len(flt["colors"]) == 1:
        return _article(f"{flt['colors'][0]} card")
    raise RenderError("a card to a graveyard: which card")


def _trigger_text(trigger: dict) -> str:
    flt = dict(trigger.get("of") or {})
    whose = trigger.get("_whose")
    if whose not in WHOSE or flt.pop("token", None) is not False:
        raise RenderError("a card to a graveyard: unexpected filter")
    if flt.pop("controller", None) != WHOSE[whose]:
        raise RenderError("a card to a graveyard: whose")
    head = f"Whenever {_card_words(flt)} is put into {whose} graveyard from anywhere"
    return trigger_body(head, trigger)


def _another_enters(c: list) -> dict:
    from ..semantics import Unsupported

    spec = c[-1]
    flt = dict(spec.get("filter", {}))
    if "controller" in flt:
        raise Unsupported("«… you control enters … under your control»", "603.2")
    if spec["kind"] != "permanent":
        flt = {"types": [str(spec["kind"]).capitalize()], **flt}
    return {
        "when": "a_permanent_enters",
        "of": {**flt, "controller": "you", "other": True},
        "_text": "zones_another_enters",
    }


def _another_enters_text(trigger: dict) -> str:
    from ..render import noun_phrase

    flt = dict(trigger.get("of") or {})
    if flt.pop("controller", None) != "you" or flt.pop("other", None) is not True:
        raise RenderError("another permanent enters: unexpected filter")
    types = flt.pop("types", ["Permanent"])
    if len(types) != 1:
        raise RenderError("another permanent enters: types")
    noun = noun_phrase(types[0].lower(), flt)
    return trigger_body(
        f"Whenever another {noun} enters the battlefield under your control", trigger
    )


TRIGGER_TEXT = {
    "a_card_to_graveyard": _trigger_text,
    "zones_another_enters": _another_enters_text,
}
