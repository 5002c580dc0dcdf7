""" "Skip" effects are replacement effects (614.1b, 614.10, 614.10a): the skipped step is
passed over as though it didn't exist (500.10)."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict
from mtgjudge.engine.library import size as library_size
from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import names, play

ARENA = """
title: t
players:
  Алиса:
    battlefield: [%s]
  Борис:
    battlefield: [Phyrexian Arena]
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - goto: {step: main1, turn: 4}
"""


def _replaced(result, kind="step"):
    return [
        e
        for s in result.steps
        for e in s.events
        if e.kind == "event_replaced" and e.data["event"] == kind
    ]


@pytest.mark.parametrize(("hub", "life", "library"), [("Eon Hub", 20, 9), ("Island", 19, 8)])
def test_614_1b_a_skipped_upkeep_triggers_nothing(hub, life, library):
    r = play(ARENA % hub)
    boris = r.game.player("Борис")
    assert (boris.life, library_size(r.game, "Борис")) == (life, library)
    assert bool(_replaced(r)) == (hub == "Eon Hub")
    steps = [e.data["step"] for s in r.steps for e in s.events if e.kind == "step_began"]
    assert ("upkeep" in steps) == (hub != "Eon Hub")


FATIGUE = """
title: t
players:
  Алиса:
    hand: [Fatigue, Fatigue]
    battlefield: [Island, Island, Island, Island]
    library: 10
  Борис:
    library: 10
turn: {active: %s, step: main1, number: 3}
actions:
%s
  - goto: {step: main1, turn: 8}
"""


def test_614_10a_two_effects_skip_the_next_two_draw_steps():
    casts = "  - {cast: Fatigue, targets: [Борис]}\n  - resolve: 1\n" * 2
    r = play(FATIGUE % ("Алиса", casts))
    # Boris's turns 4, 6, 8: the draws of turns 4 and 6 are skipped, turn 8 draws
    assert library_size(r.game, "Борис") == 9
    replaced = _replaced(r)
    assert len(replaced) == 2 and "614.10a" in replaced[0].rules
    assert not r.game.replacement_effects  # both used up (614.10a)


def test_614_10_a_step_already_begun_is_not_skipped_the_effect_waits():
    # an instant "skips his or her next draw step" in Boris's main phase: his draw step of
    # this turn has begun already, so the effect waits for his next turn (614.10)
    r = play(
        """
        title: t
        cards:
          - name: Instant Fatigue Test
            cost: "{1}{U}"
            types: [Instant]
            text: "Target player skips his or her next draw step."
            spell:
              targets: [player]
              effects:
                - {replacement: {event: step, step: draw, player: target, skip: true, once: true}}
        players:
          Алиса:
            hand: [Instant Fatigue Test]
            battlefield: [Island, Island]
          Борис:
            library: 10
        turn: {active: Борис, step: main1, number: 4}
        actions:
          - {cast: Instant Fatigue Test, by: Алиса, targets: [Борис]}
          - resolve: 1
          - goto: {step: main1, turn: 8}
        """
    )
    # turn 6 skipped, turn 8 drawn
    assert library_size(r.game, "Борис") == 9
    (replaced,) = _replaced(r)
    assert replaced.data["would"]["player"] == "Борис"


def test_302_6_a_skipped_untap_step_still_begins_the_turn():
    r = play(
        """
        title: t
        cards:
          - name: Stasis Field Test
            cost: "{1}{U}"
            types: [Enchantment]
            text: "Players skip their untap steps."
            replacements:
              - {event: step, step: untap, player: any, skip: true}
        players:
          Алиса:
            battlefield:
              - Stasis Field Test
              - {card: Grizzly Bears, sick: true}
              - {card: Mountain, tapped: true}
          Борис:
        turn: {active: Борис, step: main1, number: 2}
        actions:
          - goto: {step: main1, turn: 3}
          - attack: {Grizzly Bears: Борис}
          - goto: end_of_combat
        """
    )
    mountain = next(o for o in r.game.permanents("Алиса") if o.card.name == "Mountain")
    assert mountain.tapped  # no untap step
    assert r.game.player("Борис").life == 18  # but the bear is no longer "sick" (302.6)


def test_step_event_needs_the_step():
    with pytest.raises(CardFormatError, match="step"):
        card_from_dict(
            {
                "name": "X",
                "types": ["Artifact"],
                "replacements": [{"event": "step", "skip": True, "player": "any"}],
            }
        )
    with pytest.raises(CardFormatError, match="step"):
        card_from_dict(
            {
                "name": "X",
                "types": ["Artifact"],
                "replacements": [{"event": "step", "step": "combat", "skip": True}],
            }
        )


def test_stasis_not_paid_is_sacrificed_and_untap_steps_return():
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [Stasis, {card: Island, tapped: true}]
          Борис:
            battlefield: [{card: Forest, tapped: true}]
        turn: {active: Алиса, step: end, number: 3}
        actions:
          - goto: {step: main1, turn: 6}
        """
    )
    # turn 4 (Boris): untap skipped; turn 5 (Alice): untap skipped, {U} can't be paid (the
    # Island stayed tapped) -> Stasis sacrificed; turn 6 (Boris): he untaps again
    assert [o.card.name for o in r.game.permanents("Алиса")] == ["Island"]
    forest = next(o for o in r.game.permanents("Борис"))
    assert not forest.tapped
    assert len(_replaced(r)) == 2


# -- phases and turns (614.1b, 614.10, 500.7) --------------------------------------------------

DIGNITARY = """
title: t
players:
  Алиса:
    hand: [Stonehorn Dignitary]
    battlefield: [Plains, Plains, Plains, Plains]
    library: 10
  Борис:
    battlefield: [{card: Grizzly Bears, id: медведь}]
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Stonehorn Dignitary}
  - resolve: all
%s
"""


def _began(r, step):
    return [
        e.data["turn"]
        for s in r.steps
        for e in s.events
        if e.kind == "step_began" and e.data["step"] == step
    ]


def test_614_10a_the_next_combat_phase_of_the_target_is_skipped_once():
    r = play(DIGNITARY % "  - goto: {step: main1, turn: 6}")
    # Alice's own combat of turn 3 happens (the effect is Boris's); Boris's turn 4 has none
    assert _began(r, "beginning_of_combat") == [3, 5]
    assert _began(r, "main2") == [3, 4, 5]  # 505.1a: after a skipped combat, main 2
    (skip,) = _replaced(r, "phase")
    assert skip.data["would"] == {"kind": "phase", "amount": 0, "player": "Борис", "step": "combat"}
    assert {"614.1b", "614.10", "614.10a", "500.10"} <= set(skip.rules)
    assert not r.game.replacement_effects  # used up


def test_goto_into_a_skipped_phase_is_a_file_error_naming_the_effect():
    with pytest.raises(ScenarioError) as err:
        play(DIGNITARY % "  - goto: {step: declare_attackers, turn: 4}")
    (problem,) = err.value.problems
    assert problem.line == 15
    assert "Stonehorn Dignitary" in problem.message and "614.1b" in problem.message


def test_goto_a_step_that_does_not_come_is_a_file_error_not_a_whole_game():
    with pytest.raises(ScenarioError, match="508.6"):
        play(
            """
            title: t
            players:
              Алиса:
                library: 30
              Борис:
                library: 30
            turn: {active: Алиса, step: main1, number: 3}
            actions:
              - goto: declare_blockers
            """
        )


def test_that_player_skips_the_next_combat_phase_blinding_angel():
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [{card: Blinding Angel, id: ангел}]
          Борис:
            battlefield: [Grizzly Bears]
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - attack: {ангел: Борис}
          - goto: {step: main1, turn: 5}
        """
    )
    assert r.game.player("Борис").life == 18
    (skip,) = _replaced(r, "phase")
    assert skip.data["would"]["player"] == "Борис"
    assert 4 not in _began(r, "beginning_of_combat")


TURNS = """
title: t
players:
  Алиса:
    hand: [%s]
    battlefield: [Island, Island, Island, Island, Island, Island, Island, Island, Island, Island]
    library: 10
  Борис:
    battlefield: [%s]
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
  - goto: {step: main1, turn: %d}
"""


def _actives(r):
    return [
        (e.data["turn"], e.data["active"], e.data["extra"])
        for s in r.steps
        for e in s.events
        if e.kind == "turn_began"
    ]


def test_500_7_two_extra_turns_then_the_turn_order_goes_on():
    r = play(
        TURNS
        % ("Time Stretch", "", "  - {cast: Time Stretch, targets: [Борис]}\n  - resolve: 1", 7)
    )
    assert _actives(r) == [
        (4, "Борис", True),
        (5, "Борис", True),
        (6, "Борис", False),  # Boris's normal turn after Alice's turn 3
        (7, "Алиса", False),
    ]


def test_500_7_the_most_recent_extra_turn_first_and_a_gone_nexus_skips_nothing():
    # Alice takes an extra turn (Time Warp); then the Nexus is destroyed: exiled instead
    # (614.1a), Boris takes an extra turn. Boris's was created last: taken first (500.7);
    # the Nexus is gone when Alice's would begin, so hers is not skipped (Gatherer ruling)
    actions = (
        "  - {cast: Time Warp, targets: [Алиса]}\n  - resolve: 1\n"
        "  - {cast: Shatter, targets: [Ugin's Nexus]}\n  - resolve: 1"
    )
    text = TURNS % ("Time Warp, Shatter", "Ugin's Nexus", actions, 6)
    r = play(text.replace("Island, Island, Island]", "Mountain, Mountain, Island]"))
    assert _actives(r)[:3] == [(4, "Борис", True), (5, "Алиса", True), (6, "Борис", False)]
    assert names(r.game, "Борис", "exile") == ["Ugin's Nexus"]
    assert not _replaced(r, "turn")


def test_104_4b_every_turn_skipped_for_ever_is_a_draw():
    r = play(
        """
        title: t
        cards:
          - name: Endless Stasis Test
            cost: "{0}"
            types: [Artifact]
            text: "Players skip their turns."
            replacements:
              - {event: turn, player: any, skip: true}
        players:
          Алиса:
            battlefield: [Endless Stasis Test]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - goto: {step: main1, turn: 4}
        """
    )
    assert r.game.is_draw and r.game.turn == 3
    assert "104.4b" in r.cited()


@pytest.mark.parametrize(
    ("replacement", "message"),
    [
        ({"event": "phase", "player": "any", "skip": True}, "phase"),
        ({"event": "phase", "phase": "main", "skip": True}, "phase"),
        ({"event": "step", "step": "upkeep", "extra": True, "skip": True}, "extra"),
        ({"event": "turn", "player": "that_player", "skip": True, "extra": 2}, "extra"),
        ({"event": "damage", "player": "that_player", "prevent": "all"}, "player"),
    ],
)
def test_phase_and_turn_events_format_errors(replacement, message):
    with pytest.raises(CardFormatError, match=message):
        card_from_dict({"name": "X", "types": ["Artifact"], "replacements": [replacement]})


@pytest.mark.parametrize("n", [0, True, "two"])
def test_extra_turn_needs_a_positive_number(n):
    with pytest.raises(CardFormatError, match="500.7"):
        card_from_dict(
            {"name": "X", "types": ["Sorcery"], "spell": {"effects": [{"extra_turn": n}]}}
        )


def test_614_1b_an_added_combat_phase_is_skipped_too_then_its_main_phase_comes():
    # "Skip your combat phases" with Relentless Assault cast in main 1: the added combat
    # phase (500.8) and the turn's own are both skipped; the added main phase still comes
    r = play(
        """
        title: t
        cards:
          - name: No Combat Test
            cost: "{0}"
            types: [Enchantment]
            text: "You skip your combat phases."
            replacements:
              - {event: phase, phase: combat, player: you, skip: true}
        players:
          Алиса:
            hand: [Relentless Assault]
            battlefield: [No Combat Test, Mountain, Mountain, Mountain, Mountain]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Relentless Assault}
          - resolve: 1
          - goto: end
        """
    )
    steps = [
        e.data["step"]
        for s in r.steps
        for e in s.events
        if e.kind == "step_began" and e.data["turn"] == 3
    ]
    assert steps == ["main2", "main2", "end"]
    assert len(_replaced(r, "phase")) == 2


@pytest.mark.parametrize(("step", "skipped"), [("main1", True), ("end", False)])
def test_614_10a_next_combat_phase_this_turn_ends_with_the_turn(step, skipped):
    # Moment of Silence on Boris in his main 1: his combat is skipped; cast in his end
    # step, the effect ends with the turn and his next turn's combat comes (611.2a)
    r = play(
        f"""
        title: t
        players:
          Алиса:
            hand: [Moment of Silence]
            battlefield: [Plains]
          Борис:
            battlefield: [{{card: Grizzly Bears, id: медведь}}]
        turn: {{active: Борис, step: {step}, number: 4}}
        actions:
          - {{cast: Moment of Silence, by: Алиса, targets: [Борис]}}
          - resolve: 1
          - goto: {{step: main2, turn: 6}}
        """
    )
    assert bool(_replaced(r, "phase")) == skipped
    assert (6 in _began(r, "beginning_of_combat")) is True
    assert not r.game.replacement_effects


def test_this_turn_only_for_skip_events():
    with pytest.raises(CardFormatError, match="this_turn"):
        card_from_dict(
            {
                "name": "X",
                "types": ["Instant"],
                "spell": {
                    "effects": [
                        {"replacement": {"event": "damage", "prevent": "all", "this_turn": True}}
                    ]
                },
            }
        )


def test_614_1b_the_untap_step_of_that_extra_turn_only():
    # Savor the Moment: the extra turn 4 has no untap step; Alice's turn 6 untaps again;
    # with Ugin's Nexus the extra turn itself is skipped and so is nothing else
    r = play(TURNS % ("Savor the Moment", "", "  - {cast: Savor the Moment}\n  - resolve: 1", 6))
    assert _actives(r)[:3] == [(4, "Алиса", True), (5, "Борис", False), (6, "Алиса", False)]
    assert _began(r, "untap") == [5, 6]
    assert not r.game.replacement_effects
    nexus = play(
        TURNS
        % ("Savor the Moment", "Ugin's Nexus", "  - {cast: Savor the Moment}\n  - resolve: 1", 5)
    )
    assert _actives(nexus)[:2] == [(4, "Борис", False), (5, "Алиса", False)]
    assert _began(nexus, "untap") == [4, 5]


def test_extra_turn_skip_names_steps():
    with pytest.raises(CardFormatError, match="skip"):
        card_from_dict(
            {
                "name": "X",
                "types": ["Sorcery"],
                "spell": {"effects": [{"extra_turn": 1, "skip": ["combat"]}]},
            }
        )
