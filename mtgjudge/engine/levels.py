"""Leveler cards (710) and level up (702.86).

A level symbol is a static ability (710.2): the card format writes each as a static ability
of the card on itself whose ``affects`` filter asks for a number of level counters
(``{self: true, level: [N1, N2]}``, N2 None for "N1+"), so the layer system applies its
power/toughness (layer 7b) and abilities (layer 6) while the count fits; below the first
symbol the card has its printed values (710.5).  This module only tells the explanation
which symbol applies after level counters change.
"""

from __future__ import annotations

from .characteristics import characteristics
from .state import Game, GameObject


def level_bands(statics) -> list[tuple[int, int | None]]:
    """The level symbols (N1, N2) among static abilities, in order."""
    out = []
    for st in statics:
        level = dict(st.get("affects") or {}).get("level")
        if level is not None:
            out.append((int(level[0]), None if level[1] is None else int(level[1])))
    return out


def note_level(game: Game, obj: GameObject) -> None:
    """710.2a-b, 710.5: after level counters change, which level symbol applies now."""
    if obj.zone != "battlefield":
        return
    ch = characteristics(game, obj)
    bands = level_bands(obj.card.static)
    if not bands:
        return
    count = obj.counters.get("level", 0)
    band = next(((lo, hi) for lo, hi in bands if count >= lo and (hi is None or count <= hi)), None)
    if band is None:
        rules: tuple[str, ...] = ("710.5",)
    else:
        rules = ("710.2a",) if band[1] is not None else ("710.2b",)
    game.log(
        "level_band",
        rules,
        card=obj.label,
        level=count,
        band=list(band) if band else None,
        power=ch.power,
        toughness=ch.toughness,
        keywords=sorted(ch.keywords),
    )
