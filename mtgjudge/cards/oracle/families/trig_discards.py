"""Family: "whenever a player discards a card" (701.7a, 603.2c), "… searches their library"
(701.15a).

* "Whenever an opponent discards a creature card, …", "… a land card", "… a noncreature,
  nonland card" (Waste Not), "Whenever a player discards a card, …" (Confessor), "Whenever you
  discard a card, …" (Necropotence) — the events ``an_opponent_discards``,
  ``a_player_discards``, ``you_discard``: once for each card discarded (603.2c), whatever made
  the player discard it (an instruction, a cost, the cleanup step, 514.1); the ``of`` filter is
  read on the card it became in the graveyard (400.7, its printed characteristics); "that
  player" is the player who discarded it (603.2).
* "Whenever an opponent searches their library, that player sacrifices a creature and loses 10
  life." (Ob Nixilis, Unshackled) — ``an_opponent_searches`` / ``a_player_searches``: once for
  each search (701.15a: an instruction to search, a fetch land's cost-free ability alike);
  "that player" is the player who searched.
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend trigger_event: "whenever" "an" "opponent" "discards" ("a" | "an") hand_card -> trig_ev_opponent_discards
    | "whenever" "a" "player" "discards" ("a" | "an") hand_card -> trig_ev_player_discards
    | "whenever" "you" "discard" ("a" | "an") hand_card -> trig_ev_you_discard
    | "whenever" "an" "opponent" "searches" "their" "library" -> trig_ev_opponent_searches
    | "whenever" "a" "player" "searches" "their" "library" -> trig_ev_player_searches
"""

HEADS = {
    "an_opponent_discards": "Whenever an opponent discards",
    "a_player_discards": "Whenever a player discards",
    "you_discard": "Whenever you discard",
}
SEARCHES = {
    "an_opponent_searches": "Whenever an opponent searches their library",
    "a_player_searches": "Whenever a player searches their library",
}


def _event(when: str) -> Any:
    def build(b: Any, c: list) -> dict:
        flt = c[-1]
        return {"when": when, **({"of": dict(flt)} if flt else {})}

    return build


def _discards_text(trigger: dict) -> str:
    from ..render import _hand_card, trigger_body

    head = f"{HEADS[trigger['when']]} {_hand_card(dict(trigger.get('of', {})))}"
    return trigger_body(head, trigger)


def _searches_text(trigger: dict) -> str:
    from ..render import RenderError, trigger_body

    if trigger.get("of"):
        raise RenderError("searches with a filter")
    return trigger_body(SEARCHES[trigger["when"]], trigger)


RULES = {
    "trig_ev_opponent_discards": _event("an_opponent_discards"),
    "trig_ev_player_discards": _event("a_player_discards"),
    "trig_ev_you_discard": _event("you_discard"),
    "trig_ev_opponent_searches": lambda b, c: {"when": "an_opponent_searches"},
    "trig_ev_player_searches": lambda b, c: {"when": "a_player_searches"},
}
TRIGGER_TEXT = {
    **dict.fromkeys(HEADS, _discards_text),
    **dict.fromkeys(SEARCHES, _searches_text),
}
