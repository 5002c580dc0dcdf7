""" "Skip" effects are replacement effects (614.1b, 614.10, 614.10a): the skipped step is
passed over as though it didn't exist (500.10)."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict

from .engine_helpers import play

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
    assert (boris.life, len(boris.zones["library"])) == (life, library)
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
    assert len(r.game.player("Борис").zones["library"]) == 9
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
    assert len(r.game.player("Борис").zones["library"]) == 9
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
