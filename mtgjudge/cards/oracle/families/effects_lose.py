"""Keywords lost (613.1f, layer 6): "Target creature loses flying until end of turn.",
"CARDNAME loses defender until end of turn.", "Until end of turn, CARDNAME loses defender and
gains flying." (Gargoyle Sentinel), "Until end of turn, CARDNAME loses hexproof and gains first
strike and deathtouch." (Xathrid Slyblade), and the static "Enchanted creature loses flying."

The instruction is the shared continuous effect ``become`` with the part ``lose`` (and ``grant``
when it also gains keywords): one effect, its objects locked in as it begins (611.2c), that
removes the keyword in layer 6 whatever gave it (a later effect that grants it again, by
timestamp, 613.7, gives it back).  The static line is the part ``lose`` of a static ability
(604.1, 611.3a).  One keyword is lost in each of these wordings (as printed up to 2015)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _keywords

EOT = "end_of_turn"

GRAMMAR = r"""
%extend effect: object "loses" lose_kw until_eot -> lose_eot
              | "until" "end" "of" "turn" "," object "loses" lose_kw "and" "gains" keyword_list -> lose_gain_eot_first
%extend static_sentence: affected_one "loses" lose_kw -> st_lose_one
lose_kw: keyword_name
"""


def lose_eot(b: Any, c: list) -> dict:
    return {"become": {"lose": c[1]}, "to": c[0], "until": EOT, "_text": "effects_lose"}


def lose_gain_eot_first(b: Any, c: list) -> dict:
    """ "Until end of turn, CARDNAME loses defender and gains flying" (one effect, 611.2a)."""
    return {
        "become": {"lose": c[1], "grant": c[2]},
        "to": c[0],
        "until": EOT,
        "_text": "effects_lose",
        "_lose_first": True,
    }


def _kw(k: Any) -> str:
    if not isinstance(k, str):  # "protection from the color of your choice", quoted abilities
        from ..semantics import Unsupported

        raise Unsupported("теряется не ключевое слово", "613.1f")
    return k


def _lose_text(e: dict, ctx: Any) -> str:
    if set(e) - {"become", "to", "until", "_text", "_lose_first", "_it", "_that"}:
        raise RenderError("loses")
    parts = e["become"]
    if e["until"] != EOT or len(parts.get("lose", ())) != 1:
        raise RenderError("loses")
    who = ctx.obj(e["to"])
    lost = _keywords(parts["lose"])
    if set(parts) == {"lose"} and not e.get("_lose_first"):
        return f"{who} loses {lost} until end of turn"
    if set(parts) == {"lose", "grant"} and e.get("_lose_first"):
        return f"until end of turn, {who} loses {lost} and gains {_keywords(parts['grant'])}"
    raise RenderError("loses")


def _st_lose_text(entries: list) -> str:
    (entry,) = entries
    if set(entry) != {"lose", "affects"} or len(entry["lose"]) != 1:
        raise RenderError("loses")
    who = {"enchanted": "Enchanted creature", "equipped": "Equipped creature"}
    (key,) = entry["affects"] if len(entry["affects"]) == 1 else (None,)
    if key not in who:
        raise RenderError("loses")
    return f"{who[key]} loses {_keywords(entry['lose'])}."


RULES = {
    "lose_eot": lose_eot,
    "lose_gain_eot_first": lose_gain_eot_first,
    "st_lose_one": lambda b, c: [{"lose": c[1], "affects": c[0]}],
    "lose_kw": lambda b, c: [_kw(c[0])],
}
EFFECT_TEXT = {"effects_lose": _lose_text}
STATIC_TEXT = {"lose": _st_lose_text}
