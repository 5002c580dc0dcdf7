"""Looking at (or revealing) the top cards of one's library and taking some of them (401.2: a
library is not looked at unless an instruction says so; 608.2c: the instructions in order).

The effect ``look_at_top`` covers the Oracle templates

* "Look at the top N cards of your library. Put K of them into your hand and the rest on the
  bottom of your library in any order / into your graveyard." (Impulse, Bitter Revelation);
* "Look at the top N cards of your library. You may reveal a creature card from among them and
  put it into your hand. Put the rest on the bottom of your library in any order." (Commune
  with Nature);
* "Reveal the top N cards of your library. You may put a creature or enchantment card from
  among them into your hand. Put the rest into your graveyard." (Commune with the Gods).

Value: ``{look_at_top: N, take: K, rest: bottom|graveyard, filter: {…}, optional: true,
reveal: true, reveal_taken: true, take_to: hand|graveyard}``: ``take_to: graveyard`` — "Put any
number of them into your graveyard and the rest back on top of your library in any order"
(Taigam's Scheming: ``take`` = N, ``optional``, ``rest: top``); ``take_to: battlefield`` — "Put
up to two creature cards with converted mana cost 3 or less from among them onto the
battlefield" (Collected Company: at once, under its controller's control, 110.2).  The answer ``choose: {look: [CARD, …]}`` names the cards
taken (by name, Russian name or id); by default the first fitting cards from the top.  "In any
order" on the bottom: the order the cards had (the answer ``look_order`` may give another, top
first).  A card that doesn't fit the filter can't be taken; with "you may", ``look: []`` takes
none.
"""

from __future__ import annotations

from typing import Any

from .events import ChoiceError
from .filters import card_matches
from .library import put_at_bottom, top
from .zones import move_object

_WHEN = "при просмотре верхних карт библиотеки (401.2)"  # wording of unseen_card's errors


def look_at_top(res: Any, e: dict) -> None:
    """Resolve a ``look_at_top`` instruction for its controller."""
    from .effects import _named_in_order, shown_objects, unseen_card  # names, one card each

    game = res.game
    n = res.number(e["look_at_top"])
    take = int(e.get("take", 1))
    flt = dict(e.get("filter") or {})
    player = res.controller
    if e.get("player") is not None:  # "of target player's library": its controller looks
        owners = res.players(e["player"])
        if not owners:
            return  # the target is gone (608.2b)
        player = owners[0]
    looked = [game.obj(i) for i in top(game, player, n)]
    fitting = [o for o in looked if not flt or card_matches(o.card, dict(flt))]
    answer = res.answer("look")
    if answer is None:
        chosen = fitting[:take]
    else:
        named, unknown = _named_in_order(looked, [answer] if isinstance(answer, str) else answer)
        if unknown:
            raise unseen_card("look", str(unknown[0]), looked, _WHEN)
        unfit = [o for o in named if o not in fitting]
        if unfit:
            raise ChoiceError(f"look: {shown_objects(unfit[:1])} не подходит под условие эффекта")
        if len(named) > take:
            raise ChoiceError(f"look: можно взять не больше {take}")
        chosen = named
        if len(chosen) < min(take, len(fitting)) and not e.get("optional"):
            raise ChoiceError(
                f"look: нужно взять {take} из просмотренных карт ({len(fitting)} подходят)"
            )
    rest = [o for o in looked if o not in chosen]
    wanted = res.answer("look_order") or []
    order, unknown = _named_in_order(rest, [wanted] if isinstance(wanted, str) else list(wanted))
    if unknown:
        raise unseen_card("look_order", str(unknown[0]), rest, _WHEN)
    rest = order + [o for o in rest if o not in order]
    library = game.player(player).zones["library"]
    taken_to = str(e.get("take_to", "hand"))
    if taken_to == "battlefield":
        # "Put up to two creature cards … from among them onto the battlefield": at once,
        # under the control of the player who puts them there (110.2; 603.6a: they see one
        # another enter); one kept off stays where it is (101.2)
        from .effects import _put_onto_battlefield_each

        with game.simultaneously():
            _put_onto_battlefield_each(res, {"put_onto_battlefield": "look"}, chosen)
    else:
        for o in chosen:
            move_object(game, o, taken_to)
    where = e.get("rest", "bottom")
    if where == "top":  # "then put them back in any order": top first, as answered
        ids = [o.id for o in rest]
        library[:] = ids + [i for i in library if i not in ids]
    elif where == "bottom":
        for o in rest:  # under every other card, anonymous ones too (engine.library)
            library.remove(o.id)
            put_at_bottom(game, o)
    else:
        for o in rest:
            move_object(game, o, "graveyard")
    rules: tuple[str, ...] = ("401.2", "608.2c")
    if e.get("reveal") or (e.get("reveal_taken") and chosen):
        rules += ("701.13a",)
    game.log(
        "looked_at_top",
        rules,
        player=player,
        by=res.controller if player != res.controller else None,
        n=len(looked),
        revealed=bool(e.get("reveal")),
        taken=[o.label for o in chosen],
        taken_to=taken_to,
        rest=len(rest),
        rest_to=where,
        rest_cards=(
            [o.label for o in rest]
            if e.get("reveal") or where == "graveyard" or (where == "top" and len(rest) > 1)
            else []
        ),
        by_default=answer is None and take > 0 and len(fitting) > take,
        order_by_default=where == "top" and len(rest) > 1 and not wanted,
    )
