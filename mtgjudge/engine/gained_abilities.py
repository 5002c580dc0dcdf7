"""Abilities gained from another object (607.5) and "blocks ~ this turn if able" (509.1c).

"~ gains all activated abilities of target creature until end of turn" (Quicksilver
Elemental): as the ability resolves, the target's activated abilities (mana abilities
included) are copied into a layer-6 effect on the source (613.1f); "if any of the abilities
use that creature's name, use this creature's name instead" holds by itself — the card format
says "self", never a name.  Abilities gained together by one effect keep their links to one
another (607.5): each gets the effect's timestamp as its ``link_scope``, and the records of
linked abilities (:mod:`.triggers.linked`) are kept per scope — cards exiled by the ability a
permanent gained from Sisters of Stone Death are "exiled with" only that effect's other
ability, never with a printed ability or one gained by another effect.

"Target creature blocks ~ this turn if able" (Sisters of Stone Death) is a requirement on the
blocker (509.1c): ``Game.block_requirements`` holds (blocker, attacker, turn); the declaration
of blockers is refused if that creature could block the attacker and obeys fewer of its
requirements than it could (``combat.check_requirements``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .state import ContinuousEffect

if TYPE_CHECKING:
    from .effects import Resolution


def gain_activated_abilities(res: Resolution, e: dict) -> None:
    """613.1f, 607.5: the source gains the target's activated abilities (until end of turn)."""
    from .characteristics import characteristics

    game = res.game
    source = game.objects.get(res.item.source_id)
    targets = res.objects(e["gain_activated_abilities"])
    if source is None or source.zone != "battlefield" or not targets:
        return
    timestamp = game.new_timestamp()
    gained = tuple(
        ("activated", replace(a, link_scope=timestamp))
        for t in targets
        for a in characteristics(game, t).activated
    )
    game.effects.append(
        ContinuousEffect(
            layer="6",
            timestamp=timestamp,
            source=res.source_name,
            affected=(source.id,),
            until=e.get("until", "end_of_turn"),
            parts={"grant": gained},
            controller=res.controller,
            source_id=source.id,
        )
    )
    game.log(
        "abilities_gained",
        ("613.1f", "607.5", "611.2c"),
        card=source.label,
        source_of=[t.label for t in targets],
        count=len(gained),
    )


def must_block(res: Resolution, e: dict) -> None:
    """509.1c: "target creature blocks ~ this turn if able" — a requirement for this turn."""
    game = res.game
    attacker = res.item.source_id
    for obj in res.objects(e["must_block"]):
        game.block_requirements.append((obj.id, attacker, game.turn))
        game.log(
            "block_requirement",
            ("509.1c",),
            blocker=obj.label,
            attacker=res.source_name,
        )
