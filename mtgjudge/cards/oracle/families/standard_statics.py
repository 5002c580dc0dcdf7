"""Static abilities of the Standard of 2015 (Theros, Khans of Tarkir blocks):

* Archetypes (BNG, JOU): "Creatures your opponents control lose flying and can't have or gain
  flying." — one layer-6 part ``cant_have`` (613.1f): it removes the keyword and keeps any
  effect from granting it, whatever the timestamps (the engine's ``cant_have``).
* Monstrous (701.28a: "monstrous is a condition of that permanent that can be referred to by
  other abilities"): "As long as CARDNAME is monstrous, it has hexproof and indestructible."
  — condition ``monstrous`` of the source, checked continuously (611.3a).
* "CARDNAME has reach as long as it has a +1/+1 counter on it." — condition ``has_counter``
  of the source (611.3a).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend static_sentence: affected_many "lose" keyword_list AND_CANT_HAVE_OR_GAIN keyword_list -> st_lose_cant_have
                       // "As long as CARDNAME is monstrous, it has …": "it" is the card itself
                       | "it" "has" keyword_list -> st_it_has
%extend condition: CARDNAME "is" "monstrous" -> cond_monstrous
// "CARDNAME has reach as long as it has a +1/+1 counter on it": only of the card itself (one
// terminal, so that no other subject reads "it" as the card)
%extend static: CARDNAME "has" keyword_list AS_LONG_AS_IT_HAS cond_counter_kind "counter" "on" "it" "." -> st_kw_while_counter
cond_counter_kind: PT | COUNTER_KIND
// one terminal: "and" also joins keywords
AND_CANT_HAVE_OR_GAIN.3: /and can't have or gain(?= )/
AS_LONG_AS_IT_HAS.3: /as long as it has an? (?=[+\-−0-9a-z])/
"""


def _unsupported(reason: str, rule: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def st_lose_cant_have(builder: Any, c: list) -> list:
    """613.1f: "lose X and can't have or gain X" — one ``cant_have`` part (it removes the
    keyword and forbids it independently of timestamps)."""
    affects, lost, _and, forbidden = c
    if lost != forbidden or not all(isinstance(k, str) for k in lost):
        raise _unsupported("«теряет X и не может иметь Y» с разными способностями", "613.1f")
    return [{"cant_have": list(lost), "affects": affects, "_lose_cant_have": True}]


def st_it_has(builder: Any, c: list) -> list:
    """ "it has …" after "As long as CARDNAME is …,": the card itself (the renderer insists on
    that word order)."""
    return [{"grant": c[0], "affects": {"self": True}, "_it_subject": True}]


def cond_monstrous(builder: Any, c: list) -> dict:
    return {"monstrous": True}


def st_kw_while_counter(builder: Any, c: list) -> list:
    """611.3a: "CARDNAME has reach as long as it has a +1/+1 counter on it"."""
    kind = str(c[-1]).replace("−", "-")
    return [{"grant": c[1], "affects": {"self": True}, "if": {"has_counter": kind}}]


def cond_counter_kind(builder: Any, c: list) -> str:
    return str(c[0])


def lose_cant_have_text(entries: list) -> str:
    from ..render import RenderError, _capital, _keywords, plural, plural_subject

    (entry,) = entries
    if set(entry) - {"cant_have", "affects", "_lose_cant_have"}:
        raise RenderError("cant_have")
    affects = dict(entry["affects"])
    subject = plural_subject(affects) if affects.get("types") == ["Creature"] else plural(affects)
    words = _keywords(entry["cant_have"])
    return _capital(f"{subject} lose {words} and can't have or gain {words}") + "."


def it_has_text(entries: list) -> str:
    """ "As long as CARDNAME is monstrous, it has reach and trample." (the only order read)."""
    from ..render import RenderError, _keywords, condition_text

    (entry,) = entries
    if not entry.get("_if_first") or "if" not in entry or entry["affects"] != {"self": True}:
        raise RenderError("it has")
    if set(entry) - {"grant", "affects", "if", "_if_first", "_it_subject"}:
        raise RenderError("it has")
    if any(not isinstance(k, str) for k in entry["grant"]):
        raise RenderError("it has")
    return f"As long as {condition_text(entry['if'])}, it has {_keywords(entry['grant'])}."


def has_counter_text(kind: Any) -> str:
    return f"it has {'an' if str(kind)[:1] in 'aeiou' else 'a'} {kind} counter on it"


RULES = {
    "st_lose_cant_have": st_lose_cant_have,
    "st_it_has": st_it_has,
    "cond_monstrous": cond_monstrous,
    "st_kw_while_counter": st_kw_while_counter,
    "cond_counter_kind": cond_counter_kind,
}
STATIC_TEXT = {"_lose_cant_have": lose_cant_have_text, "_it_subject": it_has_text}
CONDITION_TEXT = {
    "monstrous": lambda arg: "CARDNAME is monstrous",
    "has_counter": has_counter_text,
}
