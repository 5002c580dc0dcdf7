"""``filters.matches_view``: a filter with only the common keys is tested by those keys'
tests alone (issue 17); in the test mode the whole chain answers too and must agree."""

from __future__ import annotations

import pytest

from mtgjudge.engine import filters, state
from mtgjudge.engine.characteristics import characteristics
from mtgjudge.scenario.model import load_scenario
from mtgjudge.scenario.runner import build_game

SCENARIO = """
title: фильтры
players:
  Алиса:
    battlefield: [Grizzly Bears, {card: Forest, tapped: true}]
  Борис:
    battlefield: [Llanowar Elves]
turn: {active: Алиса, step: main1, number: 3}
"""


def _board(tmp_path):
    path = tmp_path / "filters.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    game = build_game(load_scenario(path))
    return game, {o.card.name: o for o in game.objects.values()}


def _fits(game, obj, flt, source=None):
    view = characteristics(game, obj)
    return filters.matches_view(game, obj, view, flt, controller="Алиса", source=source)


def test_common_filters_answer_as_the_whole_chain(tmp_path, monkeypatch):
    monkeypatch.setattr(state, "CHECK_INDEXES", True)  # every answer below is cross-checked
    game, by_name = _board(tmp_path)
    bears, elves, forest = by_name["Grizzly Bears"], by_name["Llanowar Elves"], by_name["Forest"]
    assert _fits(game, bears, {})
    assert _fits(game, bears, {"types": ("Creature",), "controller": "you"})
    assert not _fits(game, elves, {"types": ("Creature",), "controller": "you"})
    assert _fits(game, elves, {"controller": "opponent", "subtypes": ("Elf",)})
    assert not _fits(game, forest, {"not_types": ("Land",)})
    assert not _fits(game, bears, {"enchanted": True}, source=forest)
    assert _fits(game, bears, {"self": True}, source=bears)
    assert not _fits(game, bears, {"with_counters": True})
    # a key outside the common ones takes the whole chain (tapped: 110.5)
    assert _fits(game, forest, {"types": ("Land",), "tapped": True})
    assert not _fits(game, bears, {"types": ("Creature",), "tapped": True})


def test_a_wrong_common_answer_fails_in_the_index_check_mode(tmp_path, monkeypatch):
    # were a key counted among the common ones without its test ("tapped"), the common test
    # would pass an untapped creature as tapped: the test mode's whole chain catches it
    game, by_name = _board(tmp_path)
    bears = by_name["Grizzly Bears"]
    flt = {"types": ("Creature",), "tapped": True}
    monkeypatch.setattr(filters, "COMMON_KEYS", filters.COMMON_KEYS | {"tapped"})
    monkeypatch.setattr(state, "CHECK_INDEXES", True)
    with pytest.raises(AssertionError, match="the common keys' test answers True"):
        _fits(game, bears, flt)
    monkeypatch.setattr(state, "CHECK_INDEXES", False)
    assert _fits(game, bears, flt)  # (the wrong answer the check is there for)
