"""Hideaway (702.74a) and playing the hidden card.

"Hideaway" means "This permanent enters the battlefield tapped" and "When this permanent
enters the battlefield, look at the top four cards of your library. Exile one of them face
down and put the rest on the bottom of your library in any order. The exiled card gains 'Any
player who has controlled the permanent that exiled this card may look at this card in the
exile zone.'" (``cards/keyword_abilities.py`` expands the keyword into those two abilities).

The exiling ability and the permanent's "you may play the exiled card without paying its mana
cost" are linked (607.2a): the trigger records the card under the key ``hideaway``
(:func:`.linked.remember`), the activated ability reads ``{linked: hideaway}``.  Which of the
four cards is exiled is the scenario's answer ``choose: {hideaway: CARD}`` (by default the top
one); the rest go to the bottom in the order they were in.

"Play" (:func:`play_by_effect`): a land is played — only in its controller's own turn and
with a land play left (305.2a, 305.2b, 305.3), counting as the turn's land; any other card is
cast without paying its mana cost (:mod:`..cast_from`, 117.9).  A face-down exiled card is
turned face up as it is played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import GameObject

if TYPE_CHECKING:
    from ..effects import Resolution

KEY = "hideaway"


def hideaway(res: Resolution, e: dict) -> None:
    """The triggered ability of 702.74a: look at the top N, exile one face down (linked),
    the rest on the bottom."""
    from ..effects import pick_by_names
    from ..faces import turn_face_down
    from ..library import put_at_bottom, top
    from ..zones import move_object
    from .linked import remember

    game = res.game
    player = res.controller
    looked = [game.obj(i) for i in top(game, player, int(e["hideaway"]))]
    if not looked:
        game.log("hideaway_nothing", ("702.74a",), player=player, card=res.source_name)
        return
    answer = res.answer("hideaway")
    if answer is not None:  # a card the player did not look at: an error in the file
        from ..effects import answer_names, names_object, unseen_card

        for name in answer_names(answer):
            if not any(names_object(o, name) for o in looked):
                raise unseen_card("hideaway", name, looked, "при Укрытии (702.74a)")
    hidden = pick_by_names(looked, answer, 1)[0]
    rest = [o for o in looked if o is not hidden]
    new = move_object(game, hidden, "exile")
    remember(res, KEY, [new])
    turn_face_down(game, new)  # 702.74a: exiled face down (406.3)
    library = game.player(player).zones["library"]
    for card in rest:
        library.remove(card.id)
        put_at_bottom(game, card)
    game.log(
        "hidden_away",
        ("702.74a", "607.2a"),
        player=player,
        card=res.source_name,
        looked=len(looked),
        exiled=hidden.card.name,
        bottom=len(rest),
        by_default=answer is None and len(looked) > 1,
    )


def play_by_effect(res: Resolution, obj: GameObject, rule: str) -> bool:
    """ "You may play the exiled card without paying its mana cost": play a land (305.2a,
    305.2b, 305.3) or cast anything else (117.9); a face-down card is turned face up first.
    Returns whether it was played."""
    from ..cast_from import cast_by_effect
    from ..faces import show_face, turn_face_down
    from ..zones import move_object

    game = res.game
    player = res.controller
    was_down = obj.hidden is not None
    if was_down:
        show_face(game, obj)
        game.log("hidden_card_revealed", (rule,), player=player, card=obj.card.name)
    if "Land" in obj.card.types:
        p = game.player(player)
        reason: tuple[str, tuple[str, ...]] | None = None
        if game.active != player:
            reason = ("not_your_turn", ("305.3",))
        elif not p.can_play_land():
            reason = ("no_land_play", ("305.2a", "305.2b"))
        if reason is None:
            new = move_object(game, obj, "battlefield", controller=player)
            p.lands_played += 1
            game.log(
                "land_played_by_effect",
                (rule, "305.2a"),
                player=player,
                card=new.card.name,
                id=new.id,
            )
            return True
        game.log(
            "land_not_played",
            (rule,) + reason[1],
            player=player,
            card=obj.card.name,
            why=reason[0],
        )
    elif cast_by_effect(res, obj, rule) is not None:
        return True
    if was_down and game.exists(obj.id) and obj.zone == "exile":
        turn_face_down(game, obj)  # not played: it stays hidden
    return False
