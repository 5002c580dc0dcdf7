"""Control after layer 2 (613.1b): the engine keeps each permanent's current controller on the
object (``GameObject.controller``) for everything that asks "who controls it"; this module
brings it up to date with the layer system whenever control may have changed.
"""

from __future__ import annotations

from .. import state
from ..state import Game
from .system import all_characteristics


def sync_control(game: Game) -> None:
    """Give each permanent the controller the layers say it has; a permanent that changes
    controller has summoning sickness under the new one (302.6).  Once every controller agrees
    with a pass, nothing is looked at again until the next pass: a permanent's controller is
    changed only here, or as it enters the battlefield (a new state version, a new pass)."""
    chars = all_characteristics(game)
    cache = game.layer_cache
    if cache is not None and cache.control_synced and cache.chars is chars:
        if state.CHECK_INDEXES and any(
            (ch := chars.get(i)) is not None
            and ch.controller
            and ch.controller != game.objects[i].controller
            for i in game.battlefield
        ):
            raise AssertionError("a controller changed without a new layer pass")
        return
    changed = []
    for i in game.battlefield:
        obj = game.objects[i]
        ch = chars.get(i)
        if ch is not None and ch.controller and ch.controller != obj.controller:
            changed.append((obj, obj.controller, ch.controller))
    for obj, _, new in changed:
        obj.controller = new
        obj.sick = True
    if not changed and cache is not None and cache.chars is chars:
        cache.control_synced = True
    if changed:
        game.phasing_changed()  # the battlefield's indexes by controller are rebuilt
    for obj, old, new in changed:
        game.log("control_changed", ("613.1b", "302.6"), card=obj.label, old=old, new=new)
    if changed and end_lost_control(game):
        sync_control(game)  # control given "for as long as you control ~" goes back


def end_lost_control(game: Game, leaving: int | None = None) -> bool:
    """611.2b: an effect "for as long as you control CARDNAME" ends once its source has left
    the battlefield (``leaving``: it is leaving now) or another player controls it — for
    good: it does not begin again if that player regains control."""
    ended = []
    for e in game.effects:
        if e.until != "source_controlled":
            continue
        source = game.objects.get(e.source_id) if e.source_id is not None else None
        if (
            source is None
            or source.id == leaving
            or source.zone != "battlefield"
            or source.controller != e.controller
        ):
            ended.append(e)
    if ended:
        game.effects = [e for e in game.effects if e not in ended]
        game.touch()
        game.log("effects_ended_control", ("611.2b",), source=ended[0].source, n=len(ended))
    return bool(ended)
