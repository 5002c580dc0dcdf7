"""Conspiracies in the command zone (313) and hidden agenda (702.105).

A conspiracy card stays in its owner's command zone all game (313.3); its owner controls it
(313.6).  While face up, its static abilities affect the game and its triggered abilities may
trigger (313.5, 112.6n).  A conspiracy with hidden agenda is put there face down with a
secretly named card (702.105a, 702.105b): face down it has no characteristics (313.5b), so
none of its abilities work; the name is kept in ``GameObject.chosen["name"]`` — the linked
ability "the chosen name" reads it (702.105d, 607.2d: filter ``name: chosen``).  Turning it
face up is a special action any time its controller has priority (702.105c, 115.2g): it
doesn't use the stack, reveals the name, and the player keeps priority (115.3).

"Spells with the chosen name you cast cost {1} less to cast" (Brago's Favor) is the static
``spells_cost_less``: :func:`cost_reduction` gives the parts of a spell's total cost that
take generic mana off (601.2e).
"""

from __future__ import annotations

from typing import Any

from ..cards.format import CardDef
from .events import IllegalActionError
from .names import shown
from .state import Game, GameObject

# 313.5b: a face-down conspiracy card has no characteristics
NO_CHARACTERISTICS = CardDef(name="")


def put_face_down(game: Game, obj: GameObject, name: str) -> None:
    """702.105a: the conspiracy goes into the command zone face down with a secretly named
    card (set-up, before the game: nothing is logged)."""
    obj.hidden = obj.card
    obj.face_down = True
    obj.chosen = {**obj.chosen, "name": name}
    game.turn_over(obj, NO_CHARACTERISTICS)


def name_chosen(obj: GameObject, name: str) -> None:
    """The name of a conspiracy that starts face up (702.105b: noted with the card)."""
    obj.chosen = {**obj.chosen, "name": name}


def reveal(game: Game, player: str, obj: GameObject) -> None:
    """702.105c, 115.2g: turn a face-down conspiracy card the player controls in the command
    zone face up (a special action; the player receives priority afterwards, 115.3)."""
    from .actions import _require_priority
    from .faces import show_face
    from .turn import give_priority

    _require_priority(game, player)
    if obj.zone != "command" or obj.hidden is None:
        raise IllegalActionError(
            f"{shown(obj)} не лежит рубашкой вверх в командной зоне",
            ("702.105c", "115.2g"),
        )
    if obj.controller != player:
        raise IllegalActionError(
            "перевернуть можно только свою конспирацию (её контроллер — владелец, 313.6)",
            ("702.105c", "313.6"),
        )
    card = show_face(game, obj)
    game.log(
        "agenda_revealed",
        ("702.105c", "115.2g", "313.5"),
        player=player,
        card=card.name,
        name=obj.chosen.get("name"),
    )
    give_priority(game, player)


def command_watchers(game: Game, players: list[str]) -> list[GameObject]:
    """Face-up conspiracies in these players' command zones: their triggered abilities may
    trigger (313.5, 112.6n)."""
    return [
        game.obj(i)
        for p in players
        for i in game.player(p).zones["command"]
        if game.obj(i).hidden is None
    ]


def cost_reduction(game: Game, player: str, spell: GameObject) -> list[Any]:
    """601.2e: the cost reductions of the caster's face-up conspiracies' static abilities
    ``{spells_cost_less: N, of: FILTER}`` — "spells [FILTER] you cast cost {N} less to cast"
    (generic mana only); ``name: chosen`` is the name its hidden agenda named (702.105d).
    Parts of the total cost as :mod:`.cost_keywords.total` adds them up."""
    from .characteristics import characteristics
    from .cost_keywords.total import CostPart
    from .filters import matches

    parts = []
    for obj in command_watchers(game, [player]):
        for static in characteristics(game, obj).statics:
            if "spells_cost_less" not in static or "per_target" in static:
                continue  # (no conspiracy counts its targets)
            flt: dict[str, Any] = dict(static.get("of") or {})
            if matches(game, spell, flt, controller=player, source=obj, printed_only=True):
                parts.append(
                    CostPart(
                        obj.card.name,
                        obj.card.name,
                        "reduction",
                        ("313.5", "601.2e", "702.105d"),
                        less=int(static["spells_cost_less"]),
                    )
                )
    return parts
