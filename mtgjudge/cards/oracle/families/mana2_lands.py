"""Lands tapped for mana that make more mana (605.1b: a triggered mana ability — it triggers from
a mana ability, has no target and could add mana; 605.4a: it resolves at once, right after the
mana ability that triggered it, without the stack):

- "Whenever enchanted land is tapped for mana, its controller adds an additional {G}." (Wild
  Growth), "… an additional one mana of any color" (Verdant Haven), "… an additional two mana in
  any combination of colors" (Market Festival), "Whenever enchanted Forest is tapped for mana,
  … one mana of the chosen color" (Utopia Sprawl), "… an additional {G} for each Elf on the
  battlefield";
- "Whenever a Mountain is tapped for mana, its controller adds an additional {R}." (Gauntlet of
  Might: any player's Mountain).

The trigger is the engine's ``a_player_taps_land_for_mana`` with an ``of`` filter on the land
(what the Aura enchants, or a land subtype — as the land is now); "its controller" is the player
who controls it (``that_controller``; only they activate its mana abilities, 602.2)."""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend trigger_event: "whenever" "enchanted" m2_land "is" "tapped" "for" "mana" -> m2_ev_enchanted_tapped
    | "whenever" "a" SUBTYPE "is" "tapped" "for" "mana" -> m2_ev_subtype_tapped
!m2_land: "land" | SUBTYPE
%extend effect: player3 "adds" "an" "additional" m2_extra -> m2_adds_additional
m2_extra: MANA                                                  -> m2_extra_plain
        | "one" "mana" "of" "any" "color"                       -> m2_extra_any
        | "one" "mana" "of" "the" "chosen" "color"              -> m2_extra_chosen
        | "two" "mana" "in" "any" "combination" "of" "colors"   -> m2_extra_combination
        | MANA for_each                                         -> m2_extra_each
"""

LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _unsupported(reason: str, rule: str = "605.1b") -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, rule)


def _land_filter(word: Any) -> dict:
    from ..semantics import _subtype_name

    text = str(word)
    if text == "land":
        return {"types": ["Land"]}
    name = _subtype_name(text)
    if name not in LANDS:
        raise _unsupported(f"«{name} is tapped for mana»: не основной тип земли", "305.6")
    return {"types": ["Land"], "subtypes": [name]}


def _ev_enchanted(b: Any, c: list) -> dict:
    flt = {**_land_filter(c[0]), "enchanted": True}
    return {"when": "a_player_taps_land_for_mana", "of": flt, "_text": "mana2_tapped"}


def _ev_subtype(b: Any, c: list) -> dict:
    flt = _land_filter(c[0])
    if "subtypes" not in flt:
        raise _unsupported("«a land is tapped for mana»")
    return {"when": "a_player_taps_land_for_mana", "of": flt, "_text": "mana2_tapped"}


def _adds_additional(b: Any, c: list) -> dict:
    """ "its controller adds an additional …": the tapped land's controller (the reference
    becomes ``that_controller``: the object of the trigger event, 603.2)."""
    from ..semantics import ITS_CONTROLLER

    if c[0] != ITS_CONTROLLER:
        raise _unsupported("«… adds an additional …» не «its controller»")
    return {**dict(c[1]), "player": ITS_CONTROLLER, "_additional": True}


def _extra_plain(b: Any, c: list) -> dict:
    from ..semantics import _mana

    return {"add_mana": _mana(c[0])}


def _extra_combination(b: Any, c: list) -> dict:
    return {"add_mana": {"combination": 2}, "_mana": "combination"}


def _extra_each(b: Any, c: list) -> dict:
    from ..semantics import _mana
    from .amounts_numbers import amount_of

    return {"add_mana": _mana(c[0]), "times": dict(amount_of(c[1])), "_mana": "each"}


RULES = {
    "m2_ev_enchanted_tapped": _ev_enchanted,
    "m2_ev_subtype_tapped": _ev_subtype,
    "m2_land": lambda b, c: c[0],
    "m2_adds_additional": _adds_additional,
    "m2_extra_plain": _extra_plain,
    "m2_extra_any": lambda b, c: {"add_mana": {"any_color": 1}},
    "m2_extra_chosen": lambda b, c: {"add_mana": {"chosen_color": 1}},
    "m2_extra_combination": _extra_combination,
    "m2_extra_each": _extra_each,
}


def _event_text(flt: dict) -> str:
    rest = {k: v for k, v in flt.items() if k not in ("types", "enchanted")}
    if flt.get("types") != ["Land"] or set(rest) - {"subtypes"}:
        raise RenderError("mana2 land")
    subtypes = rest.get("subtypes")
    if subtypes is not None and len(subtypes) != 1:
        raise RenderError("mana2 land subtypes")
    noun = subtypes[0] if subtypes else "land"
    if flt.get("enchanted"):
        return f"Whenever enchanted {noun} is tapped for mana"
    if subtypes is None:
        raise RenderError("mana2 a land")
    return f"Whenever {'an' if noun[0] in 'AEIOU' else 'a'} {noun} is tapped for mana"


def _mana_words(e: dict) -> str:
    from .amounts_numbers import each_text
    from .mana2_amounts import WORDS

    value, form = e["add_mana"], e.get("_mana")
    if form == "combination" and isinstance(value, dict) and set(value) == {"combination"}:
        return f"{WORDS[int(value['combination'])]} mana in any combination of colors"
    if form == "each" and isinstance(value, str) and isinstance(e.get("times"), dict):
        return f"{value} for each {each_text(e['times'])}"
    if form is not None or "times" in e:
        raise RenderError("mana2 extra")
    if value == {"any_color": 1}:
        return "one mana of any color"
    if value == {"chosen_color": 1}:
        return "one mana of the chosen color"
    if isinstance(value, str):
        return value
    raise RenderError("mana2 extra value")


def _trigger_text(trigger: dict) -> str:
    """ "Whenever enchanted land is tapped for mana, its controller adds an additional …." """
    effects = trigger.get("effects") or []
    if len(effects) != 1 or set(trigger) - {"when", "of", "effects", "_text", "_joins"}:
        raise RenderError("mana2 trigger")
    (e,) = effects
    if e.get("player") != "that_controller" or not e.get("_additional"):
        raise RenderError("mana2 trigger effect")
    head = _event_text(dict(trigger["of"]))
    return f"{head}, its controller adds an additional {_mana_words(e)}."


TRIGGER_TEXT = {"mana2_tapped": _trigger_text}
