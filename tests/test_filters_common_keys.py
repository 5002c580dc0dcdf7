"""``filters.matches_view``: the tests of the common keys come first; a filter with only those
keys stops there (issue 17), the others go on to the tests of their other keys."""

from __future__ import annotations

from mtgjudge.engine import filters
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


def test_common_filters(tmp_path):
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


def test_a_filter_with_common_and_other_keys_needs_both(tmp_path):
    game, by_name = _board(tmp_path)
    bears, forest = by_name["Grizzly Bears"], by_name["Forest"]
    # the common key fails: the other key's test is not reached
    assert not _fits(game, bears, {"types": ("Land",), "tapped": False})
    # the common key holds, the other key fails (the Forest is tapped)
    assert not _fits(game, forest, {"types": ("Land",), "tapped": False})
    # both hold; "of the chosen type" with a creature type chosen (614.1c)
    bears.chosen = {"creature_type": "Bear"}
    assert _fits(game, bears, {"subtypes": ("chosen",), "tapped": False}, source=bears)
    assert not _fits(game, bears, {"subtypes": ("chosen",), "tapped": True}, source=bears)
    assert "tapped" not in filters.COMMON_KEYS
