"""Linear in the size of the game. Recover (702.58a) watches from its owner's graveyard: finding the recover cards when a
creature dies reads the keyword index, not the whole graveyard.  A Wrath of God over N
creatures used to read the graveyard once per death (N² reads: 3,000 creatures took 3.9 s,
30,000 did not finish).  Counted, never timed."""

from __future__ import annotations

import pytest

import mtgjudge.engine.state as state
from mtgjudge.engine.state import Game
from tests.engine_helpers import play


def _wrath(n: int) -> str:
    bears = "\n".join("      - Grizzly Bears" for _ in range(n))
    return f"""
title: Гнев Божий и Восстановление
players:
  Алиса:
    hand: [Wrath of God]
    graveyard: [Grim Harvest]
    battlefield:
      - Plains
      - Plains
      - Plains
      - Plains
{bears}
    library: 20
  Борис:
    library: 20
turn: {{active: Алиса, step: main1, number: 3}}
actions:
  - cast: Wrath of God
  - resolve: all
"""


def _graveyard_reads(monkeypatch: pytest.MonkeyPatch, n: int) -> tuple[int, list[str]]:
    reads = 0
    cards_in = Game.cards_in

    def counting(self: Game, player: str, zone: str):
        nonlocal reads
        found = cards_in(self, player, zone)
        if zone == "graveyard":
            reads += len(found)
        return found

    monkeypatch.setattr(state, "CHECK_INDEXES", False)  # the check itself scans the zone
    monkeypatch.setattr(Game, "cards_in", counting)
    result = play(_wrath(n))
    monkeypatch.undo()
    kinds = [e.kind for step in result.steps for e in step.events]
    return reads, kinds


def test_recover_triggers_once_per_death_without_reading_the_graveyard_per_death(monkeypatch):
    small, kinds_small = _graveyard_reads(monkeypatch, 20)
    large, kinds_large = _graveyard_reads(monkeypatch, 80)
    # every death triggered Grim Harvest's recover
    assert kinds_small.count("ability_triggered") >= 20
    assert kinds_large.count("ability_triggered") >= 80
    # 4× the creatures: at most about 4× the graveyard reads (it was 16×)
    assert large <= 5 * max(small, 1), (small, large)


def test_the_time_budget_stops_a_long_action_between_passes_of_priority(monkeypatch):
    """The engine's CPU-time budget is looked at inside one long action too (every
    ``TIME_CHECK_EVENTS`` events), not only when priority is passed."""
    from mtgjudge.scenario import runner

    monkeypatch.setattr(runner, "TIME_LIMIT", -1.0)  # already passed
    monkeypatch.setattr(runner.Runner, "tick", lambda self: None)  # no look between passes
    monkeypatch.setattr(state, "TIME_CHECK_EVENTS", 64)
    result = play(_wrath(100))
    assert result.limit_reached and "с работы движка" in result.limit_reached
    assert result.game.time_budget is None
    monkeypatch.undo()
    whole = play(_wrath(100))
    assert not whole.limit_reached
    assert len(result.game.events) < len(whole.game.events)
