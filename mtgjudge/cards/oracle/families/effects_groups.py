"""Groups of creatures dealt damage without being targeted (608.2c): "each creature with
flying", "each other creature with flying", "each creature with flying and each player" — the
shared recipient ``{all: FILTER}`` with a quality after "with" (the filter keys of
``tn_creature_with``: ``keywords``, ``power_at_least``, …), the group fixed as the damage is
dealt (119.3, one event).  "CARDNAME deals X damage to each creature with flying."
(Windstorm), "CARDNAME deals 1 damage to each creature your opponents control." (Scouring
Sands: the filter's hint ``_opponents`` keeps that wording), "{2}{G}: CARDNAME deals 1 damage to each other creature with flying." (Harbinger
of the Hunt).  Only as a recipient of damage: "Destroy each creature with …" is the granted
family's."""

from __future__ import annotations

from typing import Any

GRAMMAR = r"""
%extend recipient: "each" creature_desc "with" creature_quality -> rec_each_with
                 | "each" "other" creature_desc "with" creature_quality -> rec_each_other_with
                 | "each" creature_desc "with" creature_quality AND_EACH_PLAYER -> rec_each_with_players
                 | EACH_CREATURE_OPPONENTS -> rec_each_opponents_creature
// "to each creature your opponents control" (the renderer's hint keeps "your opponents")
EACH_CREATURE_OPPONENTS.3: /(?<=to )each creature your opponents control(?=[.,])/
"""


def _group(desc: dict, quality: dict, other: bool) -> dict:
    flt = {k: v for k, v in desc.get("filter", {}).items() if k != "_all"}
    out: dict[str, Any] = {"types": ["Creature"], **flt, **quality}
    if other:
        out["other"] = True
    return {"all": out}


RULES = {
    "rec_each_with": lambda b, c: _group(c[0], c[1], False),
    "rec_each_other_with": lambda b, c: _group(c[0], c[1], True),
    "rec_each_with_players": lambda b, c: [_group(c[0], c[1], False), "each_player"],
    "rec_each_opponents_creature": lambda b, c: {
        "all": {"types": ["Creature"], "controller": "opponent", "_opponents": True}
    },
}
