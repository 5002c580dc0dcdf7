"""Soulbond (702.94): two creatures become paired, and abilities of a paired creature refer to
"each of those creatures" / "both creatures".

* 702.94a: the keyword stands for two triggered abilities (``cards.keyword_abilities``):
  "When this creature enters the battlefield, if you control both this creature and another
  creature and both are unpaired, you may pair this creature with another unpaired creature
  you control" (the answer ``choose: {pair: …}``; by default the first that fits) and
  "Whenever another creature enters the battlefield under your control, if you control both
  that creature and this one and both are unpaired, you may pair that creature with this
  creature" (the intervening "if" is the condition ``soulbond``, 603.4).
* 702.94b, 702.94d: a creature is paired with one other creature at most (``Game.paired``).
* 702.94c: on resolution, if either is no longer a creature on the battlefield under the
  control of the soulbond ability's controller, neither becomes paired.
* 702.94e: a pair breaks when another player gains control of either, either stops being a
  creature or leaves the battlefield — :func:`partner` never returns a broken pair's other
  creature, and :func:`unpair_broken` (called where state-based actions are checked, 704.3)
  forgets it for good, so the two stay unpaired even if the condition ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .characteristics import characteristics
from .state import Game, GameObject

if TYPE_CHECKING:
    from .effects import Resolution


def _intact(game: Game, obj: GameObject | None, controller: str) -> bool:
    """A creature on the battlefield under ``controller``'s control (702.94c, 702.94e)."""
    return (
        obj is not None
        and obj.zone == "battlefield"
        and obj.controller == controller
        and "Creature" in characteristics(game, obj).types
    )


def partner(game: Game, obj: GameObject | None) -> GameObject | None:
    """The creature ``obj`` is paired with (702.94b), None when it is unpaired or the pair is
    broken (702.94e)."""
    if obj is None or obj.id not in game.paired:
        return None
    other_id, controller = game.paired[obj.id]
    other = game.objects.get(other_id)
    if not (_intact(game, obj, controller) and _intact(game, other, controller)):
        return None
    return other


def layer_partner(game: Game, obj: GameObject | None) -> GameObject | None:
    """The partner as the layers see it (613: they can't ask for characteristics while they
    compute them): both on the battlefield under the pairing controller's control; a pair
    whose creature stopped being a creature is forgotten where state-based actions are
    checked (:func:`unpair_broken`)."""
    if obj is None or obj.id not in game.paired:
        return None
    other_id, controller = game.paired[obj.id]
    other = game.objects.get(other_id)
    if other is None or any(
        o.zone != "battlefield" or o.controller != controller for o in (obj, other)
    ):
        return None
    return other


def unpaired(game: Game, obj: GameObject | None) -> bool:
    """702.94b: "unpaired" — a creature that is not paired."""
    return partner(game, obj) is None


def unpair_broken(game: Game) -> None:
    """702.94e: forget the pairs that broke (logged with the rule)."""
    for i in sorted(game.paired):
        if i not in game.paired:
            continue
        other_id, _ = game.paired[i]
        if partner(game, game.objects.get(i)) is None:
            game.paired.pop(i, None)
            game.paired.pop(other_id, None)
            game.touch()
            names = [
                o.label
                for o in (game.objects.get(j) or game.last_known.get(j) for j in (i, other_id))
                if o is not None
            ]
            game.log("unpaired", ("702.94e",), cards=names)


def condition(game: Game, arg: Any, source_id: int | None, that: tuple[int, ...]) -> bool:
    """The intervening "if" of soulbond's abilities (702.94a, 603.4): ``self`` — this creature
    and another creature you control are unpaired; ``that`` — that creature (the one that
    entered) and this one are unpaired and you control both."""
    me = game.objects.get(source_id) if source_id is not None else None
    if me is None or not _intact(game, me, me.controller) or not unpaired(game, me):
        return False
    if arg == "that":
        other = next((game.objects[i] for i in that if i in game.objects), None)
        return other is not None and _intact(game, other, me.controller) and unpaired(game, other)
    return any(_candidate(game, me, o) for o in game.permanents(me.controller))


def _candidate(game: Game, me: GameObject, other: GameObject) -> bool:
    return other.id != me.id and _intact(game, other, me.controller) and unpaired(game, other)


def pair(res: Resolution, e: dict) -> None:
    """702.94a: pair the source with "another unpaired creature you control" (``pair:
    another``, the answer ``pair``) or with "that creature" (``pair: that``); 702.94c–d."""
    from .effects import pick_by_names

    game = res.game
    me = game.objects.get(res.item.source_id)
    controller = res.controller
    if e["pair"] == "another":
        pool = [
            o for o in game.permanents(controller) if me is not None and _candidate(game, me, o)
        ]
        chosen = pick_by_names(pool, res.answer("pair"), 1)
        other = chosen[0] if chosen else None
    else:
        found = res.objects(e["pair"])
        other = found[0] if found else None
    ok = (
        me is not None
        and other is not None
        and other.id != me.id
        and _intact(game, me, controller)
        and _intact(game, other, controller)
        and unpaired(game, me)
        and unpaired(game, other)
    )
    if not ok or me is None or other is None:
        game.log("not_paired", ("702.94c", "702.94d"), card=res.source_name)
        return
    game.paired[me.id] = (other.id, controller)
    game.paired[other.id] = (me.id, controller)
    game.touch()  # "as long as ~ is paired" abilities apply now
    game.log("paired", ("702.94a", "702.94b"), card=me.label, other=other.label)
