"""Combat permissions and restrictions written as static abilities (604.1):

* "CARDNAME can't attack during extra turns." (Medomai the Ageless) — the card format's word
  ``Can't attack during extra turns``: a restriction (508.1c) that applies while the turn is
  an extra turn (500.7).
* "As long as CARDNAME is monstrous, it has reach and can block an additional ninety-nine
  creatures each combat." (Hundred-Handed One) — the word ``Can block an additional
  ninety-nine creatures each combat`` beside the keyword (509.1a: a limit on how many
  attackers it may block), under the condition ``monstrous`` (701.28a, 611.3a).
* "Each creature [you control] assigns combat damage equal to its toughness rather than its
  power." (Assault Formation, Doran) — the static ``combat_damage_by_toughness`` with the
  group it names (510.1a, 604.1).
"""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend static_sentence: CARDNAME "can't" "attack" "during" "extra" "turns" -> statics_cant_attack_extra
    | "it" "has" keyword_name "and" "can" "block" "an" "additional" "ninety-nine" "creatures" "each" "combat" -> statics_it_blocks_more
    | "each" "creature" statics_yours? "assigns" "combat" "damage" "equal" "to" "its" "toughness" "rather" "than" "its" "power" -> statics_by_toughness
statics_yours: "you" "control"
"""

CANT_ATTACK_EXTRA = "Can't attack during extra turns"
NINETY_NINE = "Can block an additional ninety-nine creatures each combat"


def statics_cant_attack_extra(builder: Any, c: list) -> list:
    """508.1c, 500.7: a restriction of the card itself during extra turns."""
    return [{"keyword": CANT_ATTACK_EXTRA}]


def statics_it_blocks_more(builder: Any, c: list) -> list:
    """509.1a: "it has K and can block an additional ninety-nine creatures each combat"
    after "As long as CARDNAME is …," (the card itself)."""
    kw = c[0][0] if isinstance(c[0], list) and len(c[0]) == 1 else c[0]
    return [{"grant": [kw, NINETY_NINE], "affects": {"self": True}, "_statics_blocks": True}]


def statics_yours(builder: Any, c: list) -> bool:
    return True


def statics_by_toughness(builder: Any, c: list) -> list:
    """510.1a: the creatures named assign combat damage equal to their toughness."""
    group: dict[str, Any] = {"types": ["Creature"]}
    if c and c[0] is True:
        group["controller"] = "you"
    return [{"combat_damage_by_toughness": group}]


def blocks_more_text(entries: list) -> str:
    from ..render import RenderError, _keywords, condition_text

    (entry,) = entries
    if not entry.get("_if_first") or "if" not in entry or entry["affects"] != {"self": True}:
        raise RenderError("it has")
    if set(entry) - {"grant", "affects", "if", "_if_first", "_statics_blocks"}:
        raise RenderError("it has")
    *kws, last = entry["grant"]
    if last != NINETY_NINE or len(kws) != 1 or not isinstance(kws[0], str):
        raise RenderError("it has")
    return (
        f"As long as {condition_text(entry['if'])}, it has {_keywords(kws)} and can block an "
        "additional ninety-nine creatures each combat."
    )


def by_toughness_text(entries: list) -> str:
    from ..render import RenderError

    (entry,) = entries
    if set(entry) != {"combat_damage_by_toughness"}:
        raise RenderError("by toughness")
    group = entry["combat_damage_by_toughness"]
    if group == {"types": ["Creature"]}:
        whose = ""
    elif group == {"types": ["Creature"], "controller": "you"}:
        whose = " you control"
    else:
        raise RenderError("by toughness")
    return (
        f"Each creature{whose} assigns combat damage equal to its toughness rather than its power."
    )


RULES = {
    "statics_cant_attack_extra": statics_cant_attack_extra,
    "statics_it_blocks_more": statics_it_blocks_more,
    "statics_yours": statics_yours,
    "statics_by_toughness": statics_by_toughness,
}
STATIC_TEXT = {
    "_statics_blocks": blocks_more_text,
    "combat_damage_by_toughness": by_toughness_text,
}
