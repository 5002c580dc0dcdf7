"""Family: the Gold token (Theros block).

* "Put a Gold token onto the battlefield." (Gild, King Macar, the Gold-Cursed) — the catalogue's
  short form of the 2015 Oracle text "Put a colorless artifact token named Gold onto the
  battlefield. It has 'Sacrifice this artifact: Add one mana of any color to your mana pool.'"
  — ``{create_token: GOLD}``: that token, its mana ability a sacrifice of the token itself
  (110.5, 605.1a).
"""

from __future__ import annotations

from typing import Any

from ..render import RenderError

GRAMMAR = r"""
%extend effect: zones2_gold
zones2_gold: "put" "a" "gold" "token" "onto" "the" "battlefield"
"""

# the token the 2015 Oracle text spells out (110.5: a colorless artifact, no subtypes)
GOLD: dict[str, Any] = {
    "name": "Gold",
    "types": ["Artifact"],
    "subtypes": [],
    "abilities": [{"cost": {"sacrifice_self": True}, "effects": [{"add_mana": {"any_color": 1}}]}],
}

RULES = {"zones2_gold": lambda b, c: {"create_token": dict(GOLD), "_text": "zones2_gold"}}


def _gold_text(e: dict, ctx: Any) -> str:
    if set(e) - {"_text"} != {"create_token"} or e["create_token"] != GOLD:
        raise RenderError("Gold token: unexpected keys")
    return "put a Gold token onto the battlefield"


EFFECT_TEXT = {"zones2_gold": _gold_text}
