"""A library given as a number is a count of anonymous cards, not a list (issue 16, item 1):
cards become objects only when a rule needs them (120.1 draw, 701.16a shuffle, 701.15a
search), with the ids and timestamps they would have had if all were made at once."""

from __future__ import annotations

import textwrap

import pytest

from mtgjudge.engine import library
from mtgjudge.engine.events import EngineLimitError
from mtgjudge.engine.transaction import Snapshot
from mtgjudge.engine.zones import create_object
from mtgjudge.scenario.model import load_scenario
from mtgjudge.scenario.runner import Runner, build_game

from .engine_helpers import play

HUGE = 100_000_000


def game_with(alice_library, boris_library: int = 20):
    text = f"""
    title: t
    players:
      Алиса:
        library: {alice_library}
        hand: [Divination]
        battlefield: [Island, Island, Island]
      Борис:
        library: {boris_library}
    turn: {{active: Алиса, step: main1, number: 2}}
    """
    return build_game(load_scenario("<test>", textwrap.dedent(text)))


def test_a_library_of_a_hundred_million_cards_is_a_count():
    game = game_with(HUGE)
    assert library.size(game, "Алиса") == HUGE
    assert len(game.objects) < 10  # the lands and the card in hand, nothing per library card


def test_120_1_drawing_from_a_counted_library_takes_the_top_cards():
    r = play(
        f"""
        title: t
        players:
          Алиса:
            library: {HUGE}
            hand: [Divination]
            battlefield: [Island, Island, Island]
          Борис: {{}}
        turn: {{active: Алиса, step: upkeep, number: 2}}
        actions:
          - goto: main1
          - cast: Divination
          - resolve: all
        expect:
          library: {{Алиса: {HUGE - 3}}}
        """
    )
    assert r.expectations and all(e.ok for e in r.expectations)
    hand = r.game.cards_in("Алиса", "hand")
    assert [c.card.name for c in hand] == [library.ANONYMOUS_NAME] * 3
    assert library.size(r.game, "Алиса") == HUGE - 3
    assert len(r.game.objects) < 10


def test_cards_made_later_have_the_ids_and_timestamps_reserved_at_set_up():
    game = game_with(5)
    # Борис's cards come after Алиса's five reserved ones
    alice = game.player("Алиса")
    first_id, first_ts = alice.unknown_next_id, alice.unknown_next_timestamp
    assert game.player("Борис").unknown_next_id == first_id + 5
    ids = library.top(game, "Алиса", 3)
    assert ids == [first_id, first_id + 1, first_id + 2]
    assert [game.obj(i).timestamp for i in ids] == [first_ts, first_ts + 1, first_ts + 2]
    assert library.materialise(game, "Алиса", "test") == [first_id + k for k in range(5)]
    assert library.size(game, "Алиса") == 5


def test_701_16a_shuffling_only_anonymous_cards_makes_no_object():
    game = game_with(HUGE)
    before = len(game.objects)
    library.shuffle(game, "Алиса")
    assert len(game.objects) == before
    assert library.size(game, "Алиса") == HUGE


def test_a_small_library_is_shuffled_card_by_card_as_before():
    game = game_with(30)
    library.shuffle(game, "Алиса")
    ids = game.player("Алиса").zones["library"]
    assert len(ids) == 30 and game.player("Алиса").unknown_cards == 0
    assert ids != sorted(ids)  # really shuffled (fixed seed)


def test_a_huge_library_with_a_known_card_cannot_be_shuffled_exit_3():
    game = game_with(HUGE)
    bears = create_object(
        game, game.obj(game.player("Алиса").zones["hand"][0]).card, "Алиса", "library"
    )
    assert library.top(game, "Алиса", 1) == [bears.id]
    with pytest.raises(EngineLimitError, match="перемешать библиотеку"):
        library.shuffle(game, "Алиса")


def test_a_card_put_at_the_bottom_of_a_small_counted_library_is_last():
    game = game_with(3)
    card = game.obj(game.player("Алиса").zones["hand"][0]).card
    obj = create_object(game, card, "Алиса", "library", position="bottom")
    assert library.top(game, "Алиса", 4)[-1] == obj.id
    with pytest.raises(EngineLimitError, match="под низ"):
        create_object(game_with(HUGE), card, "Алиса", "library", position="bottom")


def test_a_refused_action_puts_back_the_cards_it_made_objects():
    game = game_with(10)
    snapshot = Snapshot(game)
    objects = len(game.objects)
    library.top(game, "Алиса", 4)
    snapshot.restore()
    assert len(game.objects) == objects
    assert game.player("Алиса").unknown_cards == 10
    assert game.player("Алиса").zones["library"] == []


def test_a_library_count_beyond_the_limit_is_a_file_error():
    from mtgjudge.scenario.model import ScenarioError

    with pytest.raises(ScenarioError, match="library"):
        Runner(
            load_scenario(
                "<test>",
                "title: t\nplayers:\n  Алиса: {library: 10000000000}\n  Борис: {}\n",
            )
        )


def test_701_18a_a_card_scried_to_the_bottom_goes_under_the_anonymous_cards():
    r = play(
        """
        title: t
        players:
          Алиса:
            library: 5
            hand: [Opt]
            battlefield: [Island]
          Борис: {}
        turn: {active: Алиса, step: main1, number: 2}
        actions:
          - {cast: Opt, choose: {scry_bottom: [Card]}}
          - resolve: 1
        """
    )
    game = r.game
    assert r.refusal is None
    ids = game.player("Алиса").zones["library"]
    assert len(ids) == library.size(game, "Алиса") == 4  # one drawn, all made objects
    first = min(ids)  # the top card, scried before the draw, is now under all the others
    assert ids == [first + 2, first + 3, first + 4, first]
