"""Control after layer 2 (613.1b): the engine keeps each permanent's current controller on the
object (``GameObject.controller``) for everything that asks "who controls it"; this module
brings it up to date with the layer system whenever control may have changed.
"""

from __future__ import annotations

from ..state import Game
from .system import all_characteristics


def sync_control(game: Game) -> None:
    """Give each permanent the controller the layers say it has; a permanent that changes
    controller has summoning sickness under the new one (302.6)."""
    chars = all_characteristics(game)
    changed = []
    for i in game.battlefield:
        obj = game.objects[i]
        ch = chars.get(i)
        if ch is not None and ch.controller and ch.controller != obj.controller:
            changed.append((obj, obj.controller, ch.controller))
    for obj, _, new in changed:
        obj.controller = new
        obj.sick = True
    if changed:
        game.phasing_changed()  # the battlefield's indexes by controller are rebuilt
    for obj, old, new in changed:
        game.log("control_changed", ("613.1b", "302.6"), card=obj.label, old=old, new=new)
