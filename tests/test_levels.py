"""Leveler cards (710) and level up (702.86)."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from mtgjudge.scenario.runner import find_objects

from .engine_helpers import kinds, play


def _student(level: int, step: str = "main1", active: str = "Алиса", actions: str = "[]"):
    return play(f"""
    title: t
    players:
      Алиса:
        battlefield:
          - {{card: Student of Warfare, id: ученица, counters: {{level: {level}}}}}
          - Plains
      Борис: {{}}
    turn: {{active: {active}, step: {step}, number: 3}}
    actions: {actions}
    """)


def _chars(r):
    (obj,) = find_objects(r.game, "ученица", ("battlefield",))
    return characteristics(r.game, obj)


def test_710_5_below_the_first_level_symbol_it_has_its_printed_values():
    ch = _chars(_student(1))
    assert (ch.power, ch.toughness) == (1, 1) and "First strike" not in ch.keywords


def test_710_2a_within_n1_n2_it_has_that_symbol_s_values():
    ch = _chars(_student(6))
    assert (ch.power, ch.toughness) == (3, 3) and "First strike" in ch.keywords


def test_710_2b_n3_or_more_it_has_the_last_symbol_s_values():
    ch = _chars(_student(9))
    assert (ch.power, ch.toughness) == (4, 4)
    assert "Double strike" in ch.keywords and "First strike" not in ch.keywords


def test_702_86a_level_up_is_sorcery_speed():
    r = _student(0, step="main1", active="Борис", actions="[{activate: ученица, by: Алиса}]")
    assert r.refusal is not None and "702.86a" in r.refusal.error.rules


def test_702_86a_level_up_puts_a_level_counter_and_the_explanation_names_the_symbol():
    r = _student(1, actions="[{activate: ученица}, {resolve: all}]")
    assert r.refusal is None
    (obj,) = find_objects(r.game, "ученица", ("battlefield",))
    assert obj.counters == {"level": 2}
    band = next(e for s in r.steps for e in s.events if e.kind == "level_band")
    assert band.rules == ("710.2a",) and band.data["band"] == [2, 6]
    assert "level_band" in kinds(r)
