"""Continuous effects that make a creature something else until end of turn (611.2a, 613):

* "CARDNAME has base power 8 until end of turn." (Crater Elemental) — ``become`` with the
  part ``set_pt: {power: 8}`` (layer 7b; its toughness stays).
* "Until end of turn, target creature loses all abilities and becomes a blue Frog with base
  power and toughness 1/1." (Turn to Frog), "Until end of turn, target creature you control
  becomes a blue Dragon Illusion with base power and toughness 4/4, loses all abilities, and
  gains flying." (Dance of the Skywise), "Until end of turn, target creature loses all abilities
  and has base power and toughness 0/1." (Humble) — one ``become`` effect with its parts, each applied
  in its layer (613.1d–f, 613.3): the creature types are replaced (205.1a; other card types and
  supertypes stay), the colour is set, its abilities are lost before the gained ones are added
  (the parts of one effect in the order written), the base power and toughness are set.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, _keywords

EOT = "end_of_turn"

GRAMMAR = r"""
%extend effect: CARDNAME "has" "base" "power" NUMBER until_eot -> base_power_eot
              | "until" "end" "of" "turn" "," object "loses" "all" "abilities" "and" "becomes" ("a" | "an") color SUBTYPE+ "with" "base" "power" "and" "toughness" PT_PLAIN -> lose_all_becomes_eot
              | "until" "end" "of" "turn" "," object "loses" "all" "abilities" "and" "has" "base" "power" "and" "toughness" PT_PLAIN -> lose_all_has_eot
              | "until" "end" "of" "turn" "," object "becomes" ("a" | "an") color SUBTYPE+ "with" "base" "power" "and" "toughness" PT_PLAIN "," "loses" "all" "abilities" "," "and" "gains" keyword_list -> becomes_lose_all_gains_eot
"""


def base_power_eot(b: Any, c: list) -> dict:
    return {
        "become": {"set_pt": {"power": int(c[-2])}},
        "to": "self",
        "until": EOT,
        "_text": "effects_base_power",
    }


def _form(obj: Any, colour: Any, subtypes: list, pt: Any) -> tuple[Any, dict]:
    from ..semantics import _subtype_name

    power, toughness = (int(n) for n in str(pt).split("/"))
    return obj, {
        "set_subtypes": [_subtype_name(str(s)) for s in subtypes],
        "set_colors": [str(colour.children[0]) if hasattr(colour, "children") else str(colour)],
        "set_pt": {"power": power, "toughness": toughness},
    }


def lose_all_becomes_eot(b: Any, c: list) -> dict:
    obj, parts = _form(c[0], c[1], c[2:-1], c[-1])
    return {
        "become": {"lose_all_abilities": True, **parts},
        "to": obj,
        "until": EOT,
        "_text": "effects_become_form",
        "_form": "loses_first",
    }


def lose_all_has_eot(b: Any, c: list) -> dict:
    power, toughness = (int(n) for n in str(c[-1]).split("/"))
    return {
        "become": {"lose_all_abilities": True, "set_pt": {"power": power, "toughness": toughness}},
        "to": c[0],
        "until": EOT,
        "_text": "effects_become_form",
        "_form": "loses_has",
    }


def becomes_lose_all_gains_eot(b: Any, c: list) -> dict:
    obj, parts = _form(c[0], c[1], c[2:-2], c[-2])
    return {
        "become": {**parts, "lose_all_abilities": True, "grant": c[-1]},
        "to": obj,
        "until": EOT,
        "_text": "effects_become_form",
        "_form": "becomes_first",
    }


def _base_power_text(e: dict, ctx: Any) -> str:
    parts = e["become"]
    if set(e) != {"become", "to", "until", "_text"} or e["to"] != "self" or e["until"] != EOT:
        raise RenderError("base power")
    if set(parts) != {"set_pt"} or set(parts["set_pt"]) != {"power"}:
        raise RenderError("base power")
    return f"{ctx.obj('self')} has base power {parts['set_pt']['power']} until end of turn"


def _form_text(e: dict, ctx: Any) -> str:
    if set(e) - {"become", "to", "until", "_text", "_form", "_it", "_that"} or e["until"] != EOT:
        raise RenderError("becomes")
    parts = dict(e["become"])
    if not parts.pop("lose_all_abilities", False):
        raise RenderError("becomes")
    grant = parts.pop("grant", None)
    who = ctx.obj(e["to"])
    if e["_form"] == "loses_has" and set(parts) == {"set_pt"} and grant is None:
        pt = parts["set_pt"]
        return (
            f"until end of turn, {who} loses all abilities and has base power and toughness "
            f"{pt['power']}/{pt['toughness']}"
        )
    if set(parts) != {"set_subtypes", "set_colors", "set_pt"} or len(parts["set_colors"]) != 1:
        raise RenderError("becomes")
    pt = parts["set_pt"]
    (colour,) = parts["set_colors"]
    types = " ".join(parts["set_subtypes"])
    form = (
        f"{'an' if colour[0] in 'aeiou' else 'a'} {colour} {types} with base power and "
        f"toughness {pt['power']}/{pt['toughness']}"
    )
    if e["_form"] == "loses_first" and grant is None:
        return f"until end of turn, {who} loses all abilities and becomes {form}"
    if e["_form"] == "becomes_first" and grant is not None:
        return (
            f"until end of turn, {who} becomes {form}, loses all abilities, and gains "
            f"{_keywords(grant)}"
        )
    raise RenderError("becomes")


RULES = {
    "base_power_eot": base_power_eot,
    "lose_all_becomes_eot": lose_all_becomes_eot,
    "lose_all_has_eot": lose_all_has_eot,
    "becomes_lose_all_gains_eot": becomes_lose_all_gains_eot,
}
EFFECT_TEXT = {"effects_base_power": _base_power_text, "effects_become_form": _form_text}
