"""Carrying out the effects a replacement names ("… instead", "then …") with the replaced
event's numbers and objects: ``prevented`` / ``amount`` and ``recipient`` (the object the
event was about); of damage, also the player ``damage_source_controller``."""

from __future__ import annotations

from ..state import Game, StackItem
from .model import ReplacementEffect, Would


def run_replacement_effects(
    game: Game, effect: ReplacementEffect, effects: tuple[dict, ...], would: Would
) -> None:
    from ..effects import Resolution, run_effects, source_characteristics

    card = effect.source_card
    if card is None:
        return
    item = StackItem(
        id=0,
        kind="ability",
        controller=effect.controller,
        ability=None,
        source_id=effect.source_id or 0,
        source_card=card,
        targets=list(effect.targets),
    )
    if effect.key.startswith("static:"):
        # 603.7f: a delayed trigger these effects create has the static ability's object as
        # its source and that object's controller (as the replacement applied) as controller
        item.choices["_by_static_replacement"] = True
    if would.kind == "damage" and would.source_controller is not None:
        # "that source's controller" (Deflecting Palm): who controlled the source of the
        # replaced damage as it would have dealt it (608.2g)
        item.choices["_damage_source_controller"] = would.source_controller
    recipient = game.objects.get(would.obj_id) if would.obj_id is not None else None
    res = Resolution(
        game,
        item,
        list(effect.targets_legal),
        source_characteristics(game, item),
        numbers={"prevented": would.prevented, "amount": would.amount},
        refs={"recipient": [recipient] if recipient is not None else []},
    )
    run_effects(res, effects)
