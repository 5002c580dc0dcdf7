"""Replicate (702.55a): an additional cost paid any number of times, then one copy each."""

from __future__ import annotations

from .engine_helpers import kinds, play

POSITION = """
title: t
players:
  Алиса:
    hand: [%s]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]
    library: 10
  Борис:
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: %s, by: Алиса, targets: [Борис]%s}
  - resolve: all
"""


def test_each_payment_is_one_copy():
    r = play(POSITION % ("Pyromatics", "Pyromatics", ", choose: {replicate: 2}"))
    assert r.refusal is None
    assert r.game.player("Борис").life == 17
    assert sum(1 for o in r.game.permanents("Алиса") if o.tapped) == 6


def test_not_paid_means_the_keyword_does_not_trigger():
    # 603.4: "if a replicate cost was paid" is checked as it would trigger
    r = play(POSITION % ("Pyromatics", "Pyromatics", ""))
    assert r.game.player("Борис").life == 19
    assert "copies_counted" not in kinds(r)


def test_a_card_without_replicate_refuses_the_answer():
    r = play(POSITION % ("Shock", "Shock", ", choose: {replicate: 1}"))
    assert r.refusal is not None and "702.55a" in r.refusal.error.rules


def test_the_copies_are_counted_by_the_replicate_payments_not_as_storm():
    """The count was told as Storm's («разыграно других заклинаний»): Replicate has its own
    words, with 702.55a."""
    from mtgjudge.explain.events_ru import describe
    from mtgjudge.explain.report import name_function

    r = play(POSITION % ("Pyromatics", "Pyromatics", ", choose: {replicate: 2}"))
    (event,) = [e for e in r.game.events if e.kind == "copies_counted"]
    assert event.rules == ("702.55a",)
    text = describe(event, name_function(r.scenario.library))
    assert "Стоимость Копии" in text and "заплачена раз: 2" in text
    assert "разыграно других заклинаний" not in text
