"""The index of the trigger events the permanents' triggered abilities have
(``layers.system.permanent_trigger_kinds``): detection passes over the permanents for an event
none of their abilities has (603.2), and the tests' index check (``MTGJUDGE_CHECK_INDEXES``,
set by ``conftest.py``) catches an index that forgot an ability."""

from __future__ import annotations

import pytest

from mtgjudge.cards.library import default_library
from mtgjudge.engine.layers import permanent_trigger_kinds
from mtgjudge.engine.state import Game, Player
from mtgjudge.engine.triggers import detection
from mtgjudge.engine.zones import create_object

from .engine_helpers import scenario

LIB = default_library()


def board(*cards: str) -> tuple[Game, list]:
    game = Game(players=[Player("Алиса"), Player("Борис")])
    game.active = game.priority = "Алиса"
    return game, [create_object(game, LIB.get(c), "Алиса", "battlefield") for c in cards]


def test_603_2_the_index_holds_the_trigger_events_of_the_permanents_abilities():
    game, _ = board("Soul Warden", "Blood Artist", "Grizzly Bears")
    assert permanent_trigger_kinds(game) == {"another_creature_enters", "a_creature_dies"}
    (warden,) = detection.permanent_watchers(game, "another_creature_enters")[:1]
    assert warden.card.name == "Soul Warden"
    # no permanent has "whenever a player taps a land for mana": nobody watches it
    assert detection.permanent_watchers(game, "a_player_taps_land_for_mana") == ()


def test_603_2_the_index_follows_the_battlefield():
    game, _ = board("Grizzly Bears")
    assert permanent_trigger_kinds(game) == frozenset()
    create_object(game, LIB.get("Blood Artist"), "Борис", "battlefield")
    assert permanent_trigger_kinds(game) == {"a_creature_dies"}


def test_a_stale_index_of_trigger_events_is_caught_by_the_index_check():
    # the tests run with MTGJUDGE_CHECK_INDEXES=1: the index is compared with the triggered
    # abilities of every permanent, from fresh characteristics
    game, _ = board("Soul Warden")
    permanent_trigger_kinds(game)
    assert game.layer_cache is not None
    game.layer_cache.trigger_kinds = frozenset()  # what an index that forgot it looks like
    with pytest.raises(AssertionError, match="stale index of the permanents' trigger events"):
        permanent_trigger_kinds(game)


def test_watchers_passed_over_wrongly_are_caught_by_the_index_check(monkeypatch):
    # detection passes over the permanents when the index says none watches the event; in the
    # tests it looks at each of them too
    game, _ = board("Soul Warden")
    monkeypatch.setattr(detection, "permanent_trigger_kinds", lambda game: frozenset())
    with pytest.raises(AssertionError, match="passed over"):
        detection.permanent_watchers(game, "another_creature_enters")


def test_603_2_an_ability_that_watches_a_player_event_still_triggers():
    # the index does not hide a watcher: Soul Warden sees another creature enter, and nothing
    # else triggers on the mana abilities of the lands paying for it
    result = scenario(
        {
            "battlefield": ["Soul Warden", "Forest", "Forest"],
            "hand": ["Grizzly Bears"],
            "life": 20,
        },
        {"life": 20},
        [
            {"cast": "Grizzly Bears"},
            {"resolve": "all"},
        ],
    )
    triggered = [
        e.data["card"] for s in result.steps for e in s.events if e.kind == "ability_triggered"
    ]
    assert triggered == ["Soul Warden"]
