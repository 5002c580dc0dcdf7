"""Family: "put a … card from your hand onto the battlefield" (110.1, 508.4).

* "You may put a creature card from your hand onto the battlefield." (Elvish Piper), "… a land
  card …" (Sakura-Tribe Scout), "… a basic land card … tapped" (Elvish Pioneer), "… a Soldier
  creature card … tapped and attacking" (Preeminent Captain) — ``{put_from_hand: FILTER,
  tapped, attacking}``: the card is named by the answer ``put`` (by default the first that
  fits).  The card is described as a library search describes it (``search_what``: "a card", "a
  creature card", "an Equipment card", "a Goblin permanent card", "… with converted mana cost 3
  or less"); a count ("up to two") or an amount is refused.  Attacking (508.4): the engine's
  choice of what it attacks is the defending player; outside combat it is not attacking (506.3).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend effect: "put" search_what "from" "your" "hand" "onto" "the" "battlefield" trig_hand_manner? -> trig_put_from_hand
!trig_hand_manner: "tapped" | "tapped" "and" "attacking"
"""

TEXT = "trig_put_from_hand"
ALLOWED = {"types", "subtypes", "supertypes", "permanent", "mana_value_at_most"}


def _put_from_hand(b: Any, c: list) -> dict:
    from ..semantics import Unsupported

    flt, *manner = c
    flt = dict(flt)
    if set(flt) - ALLOWED or not isinstance(flt.get("mana_value_at_most", 0), int):
        raise Unsupported(
            "«from your hand onto the battlefield»: такую карту движок не ищет", "110.1"
        )
    out: dict[str, Any] = {"put_from_hand": flt, "_text": TEXT}
    if manner:
        out["tapped"] = True
        if manner[0] == "tapped and attacking":
            out["attacking"] = True
    return out


def _put_from_hand_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _sought

    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    flt = plain.pop("put_from_hand")
    tapped, attacking = plain.pop("tapped", False), plain.pop("attacking", False)
    if plain or (attacking and not tapped):
        raise RenderError("put from hand")
    tail = " tapped and attacking" if attacking else " tapped" if tapped else ""
    return f"put {_sought(dict(flt or {}))} from your hand onto the battlefield{tail}"


RULES = {
    "trig_put_from_hand": _put_from_hand,
    "trig_hand_manner": lambda b, c: " ".join(str(t) for t in c),
}
EFFECT_TEXT = {TEXT: _put_from_hand_text}
