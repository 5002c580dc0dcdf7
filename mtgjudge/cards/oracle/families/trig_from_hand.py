"""Family: "put a … card from your hand onto the battlefield" (110.1, 508.4).

* "You may put a creature card from your hand onto the battlefield." (Elvish Piper), "… a land
  card …" (Sakura-Tribe Scout), "… a Soldier creature card … tapped and attacking" (Preeminent
  Captain) — ``{put_from_hand: FILTER, tapped, attacking}``: the card is named by the answer
  ``put`` (by default the first that fits).  The card is described as a library search
  describes it (``search_what``: "a card", "a creature card", "an Equipment card", "a Goblin
  permanent card", "… with converted mana cost 3 or less"); a count ("up to two") or an amount
  is refused.  Attacking (508.4): the engine's choice of what it attacks is the defending
  player; outside combat it is not attacking (506.3).  "… onto the battlefield tapped" alone is
  not read (below).
"""

from __future__ import annotations

from typing import Any

# only "tapped and attacking", not "tapped" alone: an instruction that could end in "tapped"
# would meet "and" (another instruction, or "and attacking") with one token of lookahead (an
# LALR shift/reduce conflict)
GRAMMAR = r"""
%extend effect: "put" search_what "from" "your" "hand" "onto" "the" "battlefield" -> trig_put_from_hand
    | "put" search_what "from" "your" "hand" "onto" "the" "battlefield" "tapped" "and" "attacking" -> trig_put_from_hand_attacking
"""

TEXT = "trig_put_from_hand"
ALLOWED = {"types", "subtypes", "supertypes", "permanent", "mana_value_at_most"}


def _put_from_hand(b: Any, c: list, attacking: bool = False) -> dict:
    from ..semantics import Unsupported

    flt = dict(c[0])
    if set(flt) - ALLOWED or not isinstance(flt.get("mana_value_at_most", 0), int):
        raise Unsupported(
            "«from your hand onto the battlefield»: такую карту движок не ищет", "110.1"
        )
    out: dict[str, Any] = {"put_from_hand": flt, "_text": TEXT}
    if attacking:
        out["tapped"] = True
        out["attacking"] = True
    return out


def _put_from_hand_text(e: dict, ctx: Any) -> str:
    from ..render import RenderError, _sought

    plain = {k: v for k, v in e.items() if not k.startswith("_")}
    flt = plain.pop("put_from_hand")
    tapped, attacking = plain.pop("tapped", False), plain.pop("attacking", False)
    if plain or tapped != attacking:
        raise RenderError("put from hand")
    tail = " tapped and attacking" if attacking else ""
    return f"put {_sought(dict(flt or {}))} from your hand onto the battlefield{tail}"


RULES = {
    "trig_put_from_hand": _put_from_hand,
    "trig_put_from_hand_attacking": lambda b, c: _put_from_hand(b, c, attacking=True),
}
EFFECT_TEXT = {TEXT: _put_from_hand_text}
