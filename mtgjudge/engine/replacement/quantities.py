"""Events whose quantity replacement effects change (614.1a): counters put on a permanent
(Hardened Scales, Doubling Season, Corpsejack Menace), tokens created (Doubling Season,
Primal Vigor), life gained (Boon Reflection, Rhox Faithmender), and drawing a card (dredge
702.51a, Laboratory Maniac)."""

from __future__ import annotations

from ..draw_limits import draw_forbidden_by
from ..library import top
from ..state import Game, GameObject
from ..zones import move_object
from .apply import replace
from .model import Would


def put_counters(
    game: Game,
    obj: GameObject,
    kind: str,
    n: int,
    *,
    rules: tuple[str, ...],
    source: str,
    effect: bool = True,
) -> int:
    """Put ``n`` counters of ``kind`` on ``obj`` (121.2) after replacement effects; returns
    how many were put.  ``effect``: put by an effect (Doubling Season watches only those)."""
    if n <= 0:
        return 0
    would = replace(
        game, Would(kind="counters", obj_id=obj.id, amount=n, counter_kind=kind, source_name=source)
    )
    if would.outcome is not None or would.amount <= 0 or not game.exists(obj.id):
        return 0
    obj.counters[kind] = obj.counters.get(kind, 0) + would.amount
    game.log(
        "counters_added",
        rules,
        card=obj.label,
        kind=kind,
        n=would.amount,
        total=obj.counters[kind],
        id=obj.id,
    )
    return would.amount


def token_count(game: Game, player: str, count: int, *, source: str) -> int:
    """How many tokens an effect that would create ``count`` tokens creates (614.1a)."""
    would = replace(game, Would(kind="tokens", player=player, amount=count, source_name=source))
    return would.amount if would.outcome is None else 0


def gain_life(game: Game, player: str, amount: int, *, rules: tuple[str, ...], source: str) -> None:
    """118.3 (life gained) after "can't gain life" (101.2) and replacement effects (614.1a)."""
    from ..actions_common import player_cant_gain_life

    if amount <= 0:
        return
    if player_cant_gain_life(game, player):
        game.log(
            "life_gain_prevented", ("101.2", "118.3"), player=player, amount=amount, source=source
        )
        return
    would = replace(game, Would(kind="gain_life", player=player, amount=amount, source_name=source))
    if would.outcome == "instead":
        _instead(game, would)
        return
    if would.amount <= 0 or would.outcome is not None:
        return
    p = game.player(player)
    p.life += would.amount
    game.log("life_gained", rules, player=player, amount=would.amount, life=p.life, source=source)


def draw_one(game: Game, player: str) -> str:
    """120.1: draw one card after replacement effects: "drawn", "empty" (the library is
    empty, 120.4) or "replaced"."""

    p = game.player(player)
    forbidden = draw_forbidden_by(game, player)
    if forbidden is not None:  # 101.2: "can't draw more than one card each turn"
        game.log("draw_forbidden", ("101.2",), player=player, because=forbidden[0], n=forbidden[1])
        return "forbidden"
    would = replace(game, Would(kind="draw", player=player, amount=1))
    if would.outcome == "win_game":
        from ..sba import static_for

        blockers = [o for o in game.opponents(player) if static_for(game, o, "cant_lose")]
        if blockers:  # "your opponents can't win the game" (Platinum Angel, 101.2)
            game.log("cant_win", ("101.2",), player=player, because=blockers[0])
            return "replaced"
        p.won = True
        for other in game.opponents(player):
            game.player(other).lost = True
        game.winner = player
        game.log("game_won", ("104.2b", "614.1a"), player=player)
        from ..faces import revealed_at_game_end

        revealed_at_game_end(game)
        return "replaced"
    if would.outcome == "dredge":
        _dredge(game, player, would)
        return "replaced"
    if would.outcome == "instead":
        _instead(game, would)
        return "replaced"
    library = top(game, player)
    if not library:
        return "empty"
    card = move_object(game, game.obj(library[0]), "hand")
    p.cards_drawn_this_turn += 1
    if p.cards_drawn_this_turn == 1:
        from ..cast_from import miracle_reveal
        from ..triggers.linked import reveal_first_draw

        reveal_first_draw(game, player, card)
        miracle_reveal(game, player, card)
    return "drawn"


def _dredge(game: Game, player: str, would: Would) -> None:
    """702.51a: mill N cards and return the dredge card from the graveyard to the hand."""
    from ..actions_common import mill, return_to_hand

    card = game.objects.get(would.effect_source_id) if would.effect_source_id is not None else None
    mill(game, player, would.amount)
    if card is not None and card.zone == "graveyard":
        return_to_hand(game, card, rules=("702.51a",))


def _instead(game: Game, would: Would) -> None:
    from .perform import run_replacement_effects

    for effect, effects in would.then:
        run_replacement_effects(game, effect, effects, would)
