"""Family: a group of permanents exiled at once (701.9a, 608.2h).

* "Exile all nonland permanents." (Perilous Vault), "Exile all creatures." —
  ``{exile: {all: FILTER}}``: every permanent that fits as the instruction is followed, all
  exiled simultaneously (leaves-the-battlefield abilities see them leave together, 603.6d).
* "Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and
  Serpents." (Whelming Wave) — ``{return_to_hand: {all: {types: [Creature], not_subtypes: […]}}}``
  (608.2h: the subtypes as the spell resolves).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError, plural

GRAMMAR = r"""
%extend effect: zones2_exile_all | zones2_bounce_except
zones2_exile_all: "exile" "all" zones2_group
zones2_group: creature_plural | perm_plural
// the zones_hands family's group (its own words up to "hands"), then the exceptions
zones2_bounce_except: "return" "all" zones_bounce_group "to" "their" "owners'" "hands" "except" "for" zones2_pl "," zones2_pl "," zones2_pl "," "and" zones2_pl
zones2_pl: SUBTYPE_PL
         | "octopuses"   -> zones2_octopuses
"""

# subtypes whose plural is not the name and "s" (the grammar's SUBTYPE_PL knows only those)
IRREGULAR = {"Octopus": "Octopuses"}


def _exile_all(b: Any, c: list) -> dict:
    flt = {k: v for k, v in c[0].items() if not k.startswith("_")}
    return {"exile": {"all": flt}, "_text": "zones2_exile_all"}


def _bounce_except(b: Any, c: list) -> dict:
    from ..semantics import PLURALS, Unsupported, _subtype_name

    group, *kinds = c
    flt = {k: v for k, v in group.items() if not k.startswith("_")}
    if flt != {"types": ["Creature"]}:
        raise Unsupported("«return all … except for» не о всех существах", "608.2c")
    names = [k if k in IRREGULAR else _subtype_name(PLURALS[str(k)]) for k in kinds]
    return {
        "return_to_hand": {"all": {**flt, "not_subtypes": names}},
        "_text": "zones2_bounce_except",
    }


RULES = {
    "zones2_bounce_except": _bounce_except,
    "zones2_octopuses": lambda b, c: "Octopus",
    "zones2_pl": lambda b, c: c[0],
    "zones2_exile_all": _exile_all,
    "zones2_group": lambda b, c: c[0],
}


def _exile_all_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"exile"} or set(e["exile"]) != {"all"}:
        raise RenderError("exile all: unexpected keys")
    return f"exile all {plural(e['exile']['all'])}"


def _bounce_except_text(e: dict, ctx: Any) -> str:
    group = e["return_to_hand"].get("all") if isinstance(e["return_to_hand"], dict) else None
    if set(e) - {"_text"} != {"return_to_hand"} or not isinstance(group, dict):
        raise RenderError("return all except: unexpected keys")
    names = list(group.get("not_subtypes", ()))
    if {k: v for k, v in group.items() if k != "not_subtypes"} != {"types": ["Creature"]} or len(
        names
    ) != 4:
        raise RenderError("return all except: group")
    words = [IRREGULAR.get(n, n + "s") for n in names]
    return (
        f"return all creatures to their owners' hands except for {words[0]}, {words[1]}, "
        f"{words[2]}, and {words[3]}"
    )


EFFECT_TEXT = {
    "zones2_exile_all": _exile_all_text,
    "zones2_bounce_except": _bounce_except_text,
}
