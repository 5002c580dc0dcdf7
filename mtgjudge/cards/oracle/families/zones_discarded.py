"""The card discarded to pay a cost, named in the effect (issue 14, helper "zones";
Necromancer's Stockpile).

"{1}{B}, Discard a creature card: Draw a card. If the discarded card was a Zombie card, put a
tapped 2/2 black Zombie creature token onto the battlefield." — the condition ``{object_is:
{of: discarded, filter: {subtypes: [Zombie]}}}`` of the instruction (608.2c): the card
discarded to pay the ability's cost (117.1, 701.7a), as it is in the graveyard or last existed
there (608.2g).  "the discarded card" means something only in an activated ability whose cost
discards a card (``semantics.activated`` turns the compiler's ``DISCARDED`` into ``discarded``
then) or after an instruction that discards (``semantics._discarded_before``: the card it
discarded); anywhere else it stays, and the renderer refuses it.
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend condition: "the" "discarded" "card" "was" ("a" | "an") SUBTYPE "card" -> zones_cond_discarded_was
"""


def _discarded_was(b: Any, c: list) -> dict:
    from ..semantics import DISCARDED, _subtype_name

    inner = {
        "of": DISCARDED,
        "filter": {"subtypes": [_subtype_name(str(c[-1]))]},
        "_word": "the discarded card",
    }
    return {"object_is": inner}


RULES = {"zones_cond_discarded_was": _discarded_was}


def discarded_was_text(arg: dict) -> str:
    """ "the discarded card was a Zombie card" (the hint ``_word``); called by the renderer
    of ``object_is`` (family perms_conditions)."""
    from ..render import _article

    flt = arg.get("filter", {})
    if arg.get("of") != "discarded" or set(flt) != {"subtypes"} or len(flt["subtypes"]) != 1:
        raise RenderError("the discarded card was …: not the card discarded as a cost")
    return f"the discarded card was {_article(flt['subtypes'][0])} card"
