"""Turn structure (500–514) and turn-based actions (703): moving from step to step.

Turns follow the turn order, with extra turns taken directly after the current one, the most
recently created first (500.7).  A step, phase or turn that a "skip" replacement effect
replaces is passed over as though it didn't exist (614.1b, 614.10, 500.10).

A step in which players receive priority ends when all pass with an empty stack (500.2);
untap and cleanup normally give no priority (502.3, 514.3).  When a step ends, mana pools
empty (500.4).  Combat steps other than the beginning and end of combat are skipped when no
creature attacks (508.6); the first-strike damage step exists only when a creature with first
strike or double strike is in combat (510.4).
"""

from __future__ import annotations

from ..cards.replacement_spec import SKIPPABLE_STEPS
from .actions_common import discard, draw_cards
from .cast_limits import applies_to
from .characteristics import characteristics
from .combat import (
    combat_damage,
    declare_attackers,
    declare_blockers,
    end_combat,
    first_strike_in_combat,
)
from .combat_rules import new_turn
from .events import AnswerNameError, Event
from .layers import permanents_with_statics
from .layers.control import sync_control
from .loops import declare_draw
from .mana_apart import empty, to_lose
from .replacement.apply import replace
from .replacement.model import Would
from .sba import check_state_based_actions
from .state import STEPS, Game, GameObject
from .static_permissions import untap_during_others
from .triggers import check_state_triggers, collect_triggers, put_triggers_on_stack

PRIORITY_STEPS = tuple(s for s in STEPS if s not in ("untap", "cleanup"))
MAX_HAND_SIZE = 7


def empty_mana_pools(game: Game) -> None:
    """500.4: mana empties from each pool as a step or phase ends (mana kept apart: see
    ``mana_apart.empty``)."""
    end_of_turn = game.step == "cleanup"
    for p in game.players:
        if to_lose(game, p.name, end_of_turn) and _mana_becomes_colorless(game, p.name):
            continue
        before = p.pool_total()
        empty(game, p.name, end_of_turn)
        p.mana_pool.clear()
        if before != p.pool_total():
            game.log(
                "mana_emptied", ("500.4", "703.4p"), player=p.name, mana=before - p.pool_total()
            )


def _mana_becomes_colorless(game: Game, player: str) -> bool:
    """614.1a: "If you would lose unspent mana, that mana becomes colorless instead" (Kruphix):
    the mana the player would lose stays, each of it colorless (kept mana that doesn't empty
    now is not lost, so it stays as it is)."""
    from .mana_apart import to_lose, turn_colorless
    from .replacement.apply import replace
    from .replacement.model import Would

    end_of_turn = game.step == "cleanup"
    would = replace(
        game, Would(kind="lose_mana", player=player, amount=to_lose(game, player, end_of_turn))
    )
    if would.outcome != "colorless":
        return False
    turn_colorless(game, player, end_of_turn=end_of_turn)
    return True


def give_priority(game: Game, player: str) -> None:
    """116.5 / 704.3 / 603.3: state-based actions, then triggered abilities go on the stack,
    repeated until neither happens; then the player receives priority."""
    sync_control(game)
    while True:
        check_state_based_actions(game)
        if game.over:
            return
        collect_triggers(game)
        check_state_triggers(game)
        if not put_triggers_on_stack(game):
            break
    if game.player(player).lost:
        player = game.active if not game.player(game.active).lost else game.players_in_order()[0]
    game.priority = player
    game.passes = 0


def end_step(game: Game) -> None:
    """500.2: the step ends; 500.4: mana empties; the next step begins."""
    empty_mana_pools(game)
    if game.step == "end_of_combat":
        end_combat(game)
    if game.step in ("main1", "main2") and game.extra_phases:
        # 500.8: phases added "after this main phase"
        steps = []
        for phase in game.extra_phases:
            steps.extend(COMBAT_STEPS if phase == "combat" else ["main2"])
        game.extra_steps[:0] = steps
        if game.resume_after is None:
            game.resume_after = game.step  # the turn goes on from here afterwards
        game.log("extra_phases_added", ("500.8",), phases=list(game.extra_phases))
        game.extra_phases.clear()
    begin_step(game, _next_step(game))


COMBAT_STEPS = [
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
]


def _next_step(game: Game) -> str:
    if game.step == "declare_attackers" and not game.attackers:
        # 508.6: no attackers — skip the declare blockers and combat damage steps
        while game.extra_steps and game.extra_steps[0] in ("declare_blockers", "combat_damage"):
            game.extra_steps.pop(0)
        if not game.extra_steps or game.extra_steps[0] != "end_of_combat":
            return "end_of_combat"
    if game.step == "declare_blockers":
        # 510.5: the first-strike damage step exists only with first or double strike
        game.first_strike_in_combat = first_strike_in_combat(game)
        if game.extra_steps and game.extra_steps[0] == "combat_damage":
            game.extra_steps.pop(0)
        return "first_strike_damage" if game.first_strike_in_combat else "combat_damage"
    if game.step == "first_strike_damage":
        return "combat_damage"
    if game.extra_steps:
        return game.extra_steps.pop(0)
    current = game.step
    if game.resume_after is not None:
        # the added phases are over: continue after the phase they were added after
        current, game.resume_after = game.resume_after, None
    i = STEPS.index(current)
    nxt = STEPS[(i + 1) % len(STEPS)]
    if nxt == "first_strike_damage":
        nxt = "combat_damage"
    return nxt


DOESNT_UNTAP = "Doesn't untap during its controller's untap step"
MAY_NOT_UNTAP = "You may choose not to untap it during your untap step"


def _stays_tapped(game: Game, obj: GameObject, choosers: list[GameObject]) -> bool:
    """502.2: effects can keep permanents from untapping — a static ability ("CARDNAME
    doesn't untap during your untap step", an Aura's "enchanted creature doesn't untap …")
    or a resolved "it doesn't untap during its controller's next untap step", which this
    untap step uses up whether or not the permanent is tapped."""
    if obj.skip_untaps:
        obj.skip_untaps -= 1
        if obj.tapped:
            game.log("doesnt_untap", ("502.2",), card=obj.label, next_step=True)
        return True
    keywords = characteristics(game, obj).keywords if obj.tapped else ()
    if DOESNT_UNTAP in keywords:
        game.log("doesnt_untap", ("502.2",), card=obj.label, next_step=False)
        return True
    if MAY_NOT_UNTAP in keywords:
        choosers.append(obj)
        return _chooses_not_to_untap(game, obj)
    return False


def _chooses_not_to_untap(game: Game, obj: GameObject) -> bool:
    """502.2: "You may choose not to untap CARDNAME during your untap step" — the answer
    ``keep_tapped`` (the permanents kept tapped, ``[]`` none); by default it stays tapped
    exactly when an effect "for as long as ~ remains tapped" of its depends on it (611.2b)."""
    answer = game.answers.get("keep_tapped")
    if answer is None:
        keep = any(e.until == "source_tapped" and e.source_id == obj.id for e in game.effects)
    else:
        from .effects import answer_names, names_object

        keep = any(names_object(obj, w) or w == str(obj.id) for w in answer_names(answer))
    game.log(
        "chose_untap",
        ("502.2",),
        player=obj.controller,
        card=obj.label,
        keep_tapped=keep,
        by_default=answer is None,
    )
    return keep


def _check_keep_tapped(game: Game) -> None:
    """Every name of the answer ``keep_tapped`` must be a permanent that may stay tapped
    (502.2, any player's: the answer serves later untap steps too); a name that is none is an
    error in the file, never ignored.  Once per untap step that read the answer."""
    from .characteristics import characteristics
    from .effects import answer_names, names_object, shown_objects

    answer = dict.get(game.answers, "keep_tapped")  # not a use of the answer
    if answer is None:
        return
    able = [
        game.objects[i]
        for i in game.battlefield
        if MAY_NOT_UNTAP in characteristics(game, game.objects[i]).keywords
    ]
    for name in answer_names(answer):
        if not any(names_object(o, name) or name == str(o.id) for o in able):
            raise AnswerNameError(
                "keep_tapped",
                name,
                f"keep_tapped: «{name}» — не перманент, который может не разворачиваться в шаге "
                f"разворота (502.2); такие сейчас: {shown_objects(able)}",
            )


def begin_step(game: Game, step: str) -> None:
    """Begin ``step``: its turn-based actions, then priority to the active player (116.3a).
    A step that an effect skips is passed over as though it didn't exist (614.1b, 500.10)."""
    if step == "untap":
        _new_turn(game)
        if game.over:
            return
    step = _not_skipped(game, step)
    game.step = step
    if step == "upkeep":
        p = game.player(game.active)
        p.upkeep_marks = (p.upkeep_marks[1], game.new_timestamp())  # 702.29a: "your last upkeep"
    game.log(
        "step_began",
        ("500.1", "510.5") if step == "first_strike_damage" else ("500.1",),
        step=step,
        turn=game.turn,
        active=game.active,
    )
    if step == "untap":
        _phasing(game)
        choosers: list[GameObject] = []  # permanents whose controller chose (502.2)
        for obj in game.permanents(game.active):
            if not _stays_tapped(game, obj, choosers):
                game.untap(obj)
        if choosers:
            _check_keep_tapped(game)
        game.log("untapped_all", ("502.2", "703.4b"), player=game.active)

        untap_during_others(game)
        if _pause_here(game, "untap"):
            return
        end_step(game)
        return
    if step == "declare_attackers":
        declare_attackers(game)
    if step == "declare_blockers":
        declare_blockers(game)
    if step == "first_strike_damage":
        combat_damage(game, first_strike_step=True)
    if step == "combat_damage":
        combat_damage(game, first_strike_step=False)
    if step == "draw":
        if game.turn == 1 and len(game.players) == 2 and game.active == game.players[0].name:
            game.log("draw_skipped", ("103.7a",), player=game.active)
        else:
            draw_cards(game, game.active, 1, rules=("504.1", "703.4c"))
    if step == "cleanup":
        _cleanup(game)
        return
    give_priority(game, game.active)


def _not_skipped(game: Game, step: str) -> str:
    """The first step from ``step`` on that no effect skips: a skipped step or combat phase
    is passed over as though it didn't exist (614.1b, 614.10, 500.10; Eon Hub: upkeep;
    Fatigue: the next draw step; Stonehorn Dignitary: the next combat phase)."""
    while True:
        if step == "beginning_of_combat" and _skipped(game, "phase", step="combat"):
            # the whole combat phase: this one's remaining steps are not taken either
            if game.extra_steps[:1] == ["declare_attackers"]:  # an added combat phase (500.8)
                while game.extra_steps and game.extra_steps.pop(0) != "end_of_combat":
                    pass
            game.step = "end_of_combat"
        elif step in SKIPPABLE_STEPS and _skipped(game, "step", step=step):
            game.step = step
        else:
            return step
        step = _next_step(game)


def _skipped(
    game: Game, kind: str, *, step: str | None = None, player: str = "", extra: bool = False
) -> bool:
    """614.1b, 614.10: whether a "skip" replacement effect replaces the beginning of a
    step, phase or turn of ``player`` (the active player) with nothing."""

    would = Would(kind=kind, player=player or game.active, step=step, extra=extra)
    return replace(game, would).outcome == "skipped"


def _next_turn(game: Game) -> tuple[str, bool] | None:
    """Whose turn comes next and whether it is an extra turn (500.7: extra turns first, the
    most recently created first); turns a "skip" effect replaces are passed over (614.10).
    ``None`` when every turn would be skipped for ever: the game is a draw (104.4b)."""
    if game.normal_turn is None:  # the game began in a normal turn of the active player
        game.normal_turn = game.active
    budget = len(game.players) + len(game.extra_turns) + 1
    while True:
        turn = None
        if game.extra_turns:
            turn = game.extra_turns.pop(0)
            player, extra = turn.player, True
        else:
            player, extra = game.next_player(game.normal_turn), False
            game.normal_turn = player
        effects = len(game.replacement_effects)
        if not _skipped(game, "turn", player=player, extra=extra):
            if turn is not None and turn.skip:  # "skip the untap step of that turn" (614.1b)
                from .replacement.created import skip_steps_this_turn

                skip_steps_this_turn(game, turn)
            return player, extra
        if len(game.replacement_effects) >= effects:  # skipped by a lasting effect
            budget -= 1
            if budget <= 0:
                return None


def _phasing(game: Game) -> None:
    """502.1, 703.4a: the active player's phased-in permanents with phasing phase out, and
    the phased-out ones phase in, at the same time."""
    mine = [game.obj(i) for i in game.battlefield if game.obj(i).controller == game.active]
    going_out = [
        o for o in mine if not o.phased_out and "Phasing" in characteristics(game, o).keywords
    ]
    coming_in = [o for o in mine if o.phased_out]
    for o in going_out:
        o.phased_out = True
    for o in coming_in:
        o.phased_out = False
    if going_out or coming_in:
        game.phasing_changed()
        game.log(
            "phasing",
            ("502.1", "703.4a", "702.25a"),
            phased_out=[o.name for o in going_out],
            phased_in=[o.name for o in coming_in],
        )


def _no_maximum(game: Game, player: str) -> bool:
    """402.2: "You have no maximum hand size" (a static ability of a permanent he controls)."""
    from .sba import static_for

    return static_for(game, player, "no_max_hand_size")


def max_hand_size(game: Game, player: str) -> int:
    """402.2: seven, changed by static abilities ("Each opponent's maximum hand size is reduced
    by one", "Your maximum hand size is increased by one")."""

    size = MAX_HAND_SIZE
    for obj, ch in permanents_with_statics(game):
        for static in ch.statics:
            change = static.get("max_hand_size")
            if change and applies_to(obj, change["who"], player):
                size += int(change["change"])
    return max(size, 0)


def _cleanup(game: Game) -> None:
    """514.1–514.3a: discard to hand size, remove damage and end "until end of turn" effects;
    if state-based actions happen, players get priority and another cleanup step follows."""
    hand = game.cards_in(game.active, "hand")
    limit = max_hand_size(game, game.active)
    if len(hand) > limit and _no_maximum(game, game.active):
        game.log("no_maximum_hand_size", ("402.2", "514.1"), player=game.active, n=len(hand))
    elif len(hand) > limit:
        excess = len(hand) - limit
        names = game.answers.get("discard")
        from .effects import pick_by_names

        chosen = pick_by_names(
            hand, names, excess, key="discard", where=f"рука игрока {game.active}"
        )
        discard(game, game.active, chosen, rules=("514.1", "703.4m"), by_default=not names)
    for obj in game.permanents():
        obj.damage = 0
        obj.deathtouch_damage = False
    # "this turn" replacement and prevention effects (shields, Fog, 701.12c) end with the turn
    game.replacement_effects = [e for e in game.replacement_effects if not e.this_turn]
    game.cant_be_regenerated.clear()
    ended = [e for e in game.effects if e.until == "end_of_turn"]
    game.effects = [e for e in game.effects if e.until != "end_of_turn"]
    game.log("cleanup", ("514.2", "703.4n"), effects_ended=[e.source for e in ended])
    if game.permissions:
        from .play_exiled import end_permissions

        end_permissions(game)  # "until end of turn, you may play cards exiled this way"
    sync_control(game)  # control given "until end of turn" goes back (613.1b)
    if _pause_here(game, "cleanup"):
        return
    finish_cleanup(game)


def next_turn_effects_end(game: Game) -> None:
    """611.2a: an effect that lasts "until your next turn" ends as the next turn of the player
    it names begins."""
    ended = [
        e for e in game.effects if e.until == "your_next_turn" and e.until_turn_of == game.active
    ]
    stopped = [r for r in game.replacement_effects if r.until_turn_of == game.active]
    if not ended and not stopped:
        return
    game.effects = [e for e in game.effects if e not in ended]
    game.replacement_effects = [r for r in game.replacement_effects if r not in stopped]
    game.log(
        "effects_ended_next_turn",
        ("611.2a", "500.1"),
        player=game.active,
        effects_ended=[e.source for e in ended] + [r.source for r in stopped],
    )


def _pause_here(game: Game, step: str) -> bool:
    """Stop just after the turn-based actions of untap or cleanup when a scenario asks to
    (these steps normally give no priority, 502.3, 514.3)."""
    if game.stop_at == step:
        game.stop_at = None
        game.paused = step
        game.priority = ""
        return True
    return False


def resume(game: Game) -> None:
    """Continue a game stopped in untap or cleanup."""
    step, game.paused = game.paused, None
    if step == "untap":
        end_step(game)
    elif step == "cleanup":
        finish_cleanup(game)


def finish_cleanup(game: Game) -> None:
    """514.3a: state-based actions (and triggers) in cleanup give priority and another cleanup."""
    before = len(game.events)
    check_state_based_actions(game)
    if len(game.events) > before and not game.over:
        game.log("cleanup_priority", ("514.3a",))
        game.priority = game.active
        game.passes = 0
        game.extra_steps.insert(0, "cleanup")
        return
    end_step(game)


def _new_turn(game: Game) -> None:
    nxt = _next_turn(game)
    if nxt is None:
        declare_draw(game)
        return
    game.active, game.extra_turn = nxt
    game.turn += 1
    for p in game.players:
        p.lands_played = 0
        p.extra_land_plays = 0
        p.lost_life_last_turn = p.life_paid_or_lost_this_turn > 0
        p.creatures_entered_last_turn = p.creatures_entered_this_turn
        p.creatures_entered_this_turn = frozenset()
        p.life_paid_or_lost_this_turn = 0
        p.damage_this_turn = 0
        p.damaged_by_this_turn = frozenset()
        p.spells_last_turn, p.spells_this_turn = p.spells_this_turn, 0
        p.noncreature_spells_this_turn = 0
        p.cards_drawn_this_turn = 0
    game.attacked_this_turn = set()
    game.to_graveyard_from_battlefield = 0
    game.creatures_died_this_turn = 0
    game.block_requirements = []

    new_turn(game)
    game.damaged_by = {}
    for obj in game.permanents(game.active):
        # 302.6: controlled continuously since the start of this turn (even if untap is skipped)
        obj.sick = False
        obj.loyalty_activations = 0
    game.log(
        "turn_began",
        ("500.1", "500.7") if game.extra_turn else ("500.1",),
        turn=game.turn,
        active=game.active,
        extra=game.extra_turn,
    )
    if game.detained:
        from .keyword_actions import detention_ends

        detention_ends(game)
    if any(e.until == "your_next_turn" for e in game.effects) or any(
        r.until_turn_of for r in game.replacement_effects
    ):
        next_turn_effects_end(game)


# the steps a skipped phase passes over (614.1b, 506.1)
PHASE_STEPS = {"combat": (*COMBAT_STEPS, "first_strike_damage")}


def skipped_over(events: list[Event], step: str) -> list[Event]:
    """The "skip" replacements among ``events`` that passed over ``step`` (614.1b): the step
    itself or the phase it belongs to."""
    out = []
    for e in events:
        if e.kind != "event_replaced" or e.data.get("modification") != "skip":
            continue
        skipped = e.data["would"].get("step")
        if skipped == step or step in PHASE_STEPS.get(skipped, ()):
            out.append(e)
    return out
