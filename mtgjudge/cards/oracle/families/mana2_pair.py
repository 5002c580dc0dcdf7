"""A bestow creature's bonus to itself and to the creature it enchants (702.102, 611.3a):
"CARDNAME and enchanted creature each get +X/+X, where X is the number of creature cards in
all graveyards." (Nighthowler), "CARDNAME and enchanted creature each get +1/+1 for each
creature you control and +1/+1 for each Aura you control." (Eidolon of Countless Battles).

One static line, two (or four) of the engine's usual static P/T changes (layer 7c, counted
whenever the game looks): one for the card itself (``affects: {self: true}``) and one for the
enchanted creature (``affects: {enchanted: true}``); "+1/+1 for each A and +1/+1 for each B" is
one change for each count (the changes add up, 613.3c).  While the card is an Aura it is no
creature and its own change does nothing (208.3); while it is a creature nothing is enchanted.
"""

from __future__ import annotations

from typing import Any

from ..render import CARDNAME, RenderError

GRAMMAR = r"""
%extend static_sentence: CARDNAME "and" "enchanted" "creature" "each" "get" PT_X WHERE_X amt -> m2_pair_where
    | CARDNAME "and" "enchanted" "creature" "each" "get" PT for_each M2_AND_PT PT for_each -> m2_pair_each_two
    | CARDNAME "and" "enchanted" "creature" "each" "get" PT for_each -> m2_pair_each
// " and +1/+1" as one token ("and" also joins other things after a count)
M2_AND_PT.3: / and(?= [+\-−][0-9]+\/[+\-−][0-9]+ for each )/
"""

AFFECTED = ({"self": True}, {"enchanted": True})


def _pair_where(b: Any, c: list) -> list:
    from .amounts_numbers import _pt_where, amount_of

    amount = amount_of(c[-1])
    change = _pt_where(c[1], amount)
    if any(not isinstance(v, dict) or v["times"] != 1 for v in change.values()):
        raise _unsupported("«each get» не «+X/+X»")
    return [
        {"modify_pt": change, "affects": dict(who), "_mana2_pair": "where", "_where": amount}
        for who in AFFECTED
    ]


def _unsupported(reason: str) -> Exception:
    from ..semantics import Unsupported

    return Unsupported(reason, "611.3a")


def _each_changes(pairs: list[tuple[Any, Any]]) -> list:
    from .amounts_numbers import _pt_for_each

    changes = [_pt_for_each(token, each) for token, each in pairs]
    return [
        {"modify_pt": change, "affects": dict(who), "_mana2_pair": "each"}
        for who in AFFECTED
        for change in changes
    ]


RULES = {
    "m2_pair_where": _pair_where,
    "m2_pair_each": lambda b, c: _each_changes([(c[1], c[2])]),
    "m2_pair_each_two": lambda b, c: _each_changes([(c[1], c[2]), (c[4], c[5])]),
}


def _pt(change: dict) -> str:
    from ..render import pt_text

    power, toughness = change["power"], change["toughness"]
    return pt_text(int(power["times"]), int(toughness["times"]))


def _static_text(entries: list) -> str:
    """The line, from its changes: the card's first, then the enchanted creature's."""
    from .amounts_numbers import amount_text, each_text

    half = len(entries) // 2
    mine, theirs = entries[:half], entries[half:]
    if (
        not half
        or len(entries) % 2
        or any(e["affects"] != AFFECTED[0] for e in mine)
        or any(e["affects"] != AFFECTED[1] for e in theirs)
        or [e["modify_pt"] for e in mine] != [e["modify_pt"] for e in theirs]
    ):
        raise RenderError("mana2 pair")
    head = f"{CARDNAME} and enchanted creature each get"
    form = entries[0]["_mana2_pair"]
    if form == "where" and half == 1:
        return f"{head} +X/+X, where X is {amount_text(entries[0]['_where'])}."
    if form == "each" and half <= 2:
        parts = []
        for e in mine:
            change = e["modify_pt"]
            if change["power"]["of"] != change["toughness"]["of"]:
                raise RenderError("mana2 pair counts")
            parts.append(f"{_pt(change)} for each {each_text(change['power']['of'])}")
        return f"{head} {' and '.join(parts)}."
    raise RenderError("mana2 pair form")


STATIC_TEXT = {"_mana2_pair": _static_text}
