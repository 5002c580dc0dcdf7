"""Combat keywords that stand for triggered abilities, written in the card format's own
vocabulary (their 2015 numbers):

* rampage N (702.22a) -- "Whenever this creature becomes blocked, it gets +N/+N until end of
  turn for each creature blocking it beyond the first" (counted on resolution, 702.22b);
* flanking (702.24a) -- "Whenever this creature becomes blocked by a creature without
  flanking, the blocking creature gets -1/-1 until end of turn";
* bushido N (702.44a) -- "Whenever this creature blocks or becomes blocked, it gets +N/+N
  until end of turn";
* exalted (702.82a) -- "Whenever a creature you control attacks alone, that creature gets
  +1/+1 until end of turn" (702.82b: the only creature declared as an attacker);
* provoke (702.38a) -- "Whenever this creature attacks, you may choose to have target creature
  defending player controls block this creature this combat if able. If you do, untap that
  creature" (a blocking requirement, 509.1c; 702.38b: each instance triggers).

Each instance triggers separately (702.22c, 702.24b, 702.44b): ``keyword_abilities.expand``
gives one set of triggers per keyword value.  The evasion keywords (fear 702.35, shadow 702.27,
horsemanship 702.30) and banding (702.21) are static and live in ``engine/combat.py`` and
``engine/banding.py``.
"""

from __future__ import annotations

from typing import Any

from .keywords import Keyword

COMBAT_TRIGGER_KEYWORDS = ("Rampage", "Flanking", "Bushido", "Exalted", "Provoke")


def _pump(ref: str, n: Any) -> dict[str, Any]:
    return {"pump": ref, "power": n, "toughness": n, "until": "end_of_turn"}


def trigger_bodies(keyword: Keyword) -> tuple[dict[str, Any], ...]:
    """The triggered abilities a combat keyword stands for, in the card format (read by
    ``keyword_abilities.expand``, which marks them with the keyword's rule)."""
    name, n = keyword.name, keyword.number or 0
    if name == "Rampage":
        beyond = {"of": "blockers_beyond_first", "times": n}
        return ({"when": "becomes_blocked", "effects": [_pump("self", beyond)]},)
    if name == "Flanking":
        return (
            {
                "when": "becomes_blocked_by",
                "of": {"not_keywords": ["Flanking"]},
                "effects": [_pump("that", -1)],
            },
        )
    if name == "Bushido":
        return (
            {"when": "blocks", "effects": [_pump("self", n)]},
            {"when": "becomes_blocked", "effects": [_pump("self", n)]},
        )
    if name == "Provoke":
        return (
            {
                "when": "attacks",
                "targets": [{"kind": "creature", "filter": {"controller": "defending_player"}}],
                "effects": [{"may": [{"must_block": "target"}, {"untap": "target"}]}],
            },
        )
    if name == "Exalted":
        return ({"when": "a_creature_you_control_attacks_alone", "effects": [_pump("that", 1)]},)
    return ()
