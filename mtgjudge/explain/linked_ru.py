"""Sentences for the events of copies of abilities (706.10), hideaway (702.74), cast copies of
cards (706.12) and hidden agenda (702.105).  Card names are never inflected: the noun in front
of them is (see :mod:`.naming`)."""

from __future__ import annotations

from typing import Any

from .naming import CardNames


def describe_linked_event(k: str, d: dict[str, Any], n: CardNames) -> str | None:
    """One sentence for such an event, or None for other events."""
    if k == "ability_copied":
        kind = "сработавшей" if d.get("triggered") else "активированной"
        s = (
            f"{d['player']} кладёт в стек копию {kind} способности {n.obj(d['card'], 'gen')}: у "
            "копии тот же источник, те же цели и решения, что у оригинала; копия не "
            + ("срабатывает" if d.get("triggered") else "активируется")
            + " — ничто, что ждёт этого, её не видит"
        )
        if d.get("targets") and d.get("changed"):
            s += f"; новые цели копии (706.10c): {n.objs(d['targets'])}"
        elif d.get("targets"):
            s += f"; цели те же: {n.objs(d['targets'])}"
        return s
    return None
