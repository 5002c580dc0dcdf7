"""Keyword actions on a library and on permanents (701.13, 701.15–701.18): reveal, search,
shuffle, tap/untap, scry — each rule letter that changes the outcome."""

from __future__ import annotations

import pytest

from mtgjudge.engine.library import top_names
from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import kinds, names, play


def _magma_jet(library: str, choose: str = "") -> object:
    return play(f"""
    title: t
    players:
      Алиса:
        hand: [Magma Jet]
        battlefield: [Mountain, Mountain]
        library: {library}
      Борис: {{}}
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
      - {{cast: Magma Jet, targets: [Борис]{choose}}}
      - resolve: all
    """)


def test_701_18a_scry_default_keeps_every_card_on_top_in_order():
    r = _magma_jet("[Forest, Island, Mountain]")
    assert top_names(r.game, "Алиса", 3) == ["Forest", "Island", "Mountain"]
    (scry,) = [e for s in r.steps for e in s.events if e.kind == "scry"]
    assert scry.data["by_default"] and scry.data["bottom"] == 0


def test_701_18a_scry_puts_the_kept_cards_on_top_in_the_chosen_order():
    r = _magma_jet("[Forest, Island, Mountain]", ", choose: {scry_top: [Island, Forest]}")
    assert top_names(r.game, "Алиса", 3) == ["Island", "Forest", "Mountain"]


def test_701_18a_scry_bottom_order_is_the_answer_order():
    r = _magma_jet("[Forest, Island, Mountain]", ", choose: {scry_bottom: [Island, Forest]}")
    assert top_names(r.game, "Алиса", 3) == ["Mountain", "Island", "Forest"]
    r = _magma_jet("[Forest, Island]", ", choose: {scry_bottom: [Forest]}")
    assert top_names(r.game, "Алиса", 2) == ["Island", "Forest"]


def test_701_18a_scry_looks_only_at_the_top_n():
    # Swamp is the third card: the player did not see it, naming it is an error in the file
    with pytest.raises(ScenarioError, match=r"scry_bottom: «Swamp» — не одна из карт"):
        _magma_jet("[Forest, Island, Swamp]", ", choose: {scry_bottom: [Swamp]}")


def test_701_18a_a_scry_answer_names_each_seen_card_once():
    # one Island seen: it can't go both to the bottom and stay on top, nor go down twice
    with pytest.raises(ScenarioError, match=r"scry_top: «Island»"):
        _magma_jet("[Forest, Island]", ", choose: {scry_bottom: [Island], scry_top: [Island]}")
    with pytest.raises(ScenarioError, match=r"scry_bottom: «Island»"):
        _magma_jet("[Forest, Island]", ", choose: {scry_bottom: [Island, Island]}")
    r = _magma_jet("[Island, Island]", ", choose: {scry_bottom: [Island, Остров]}")
    (scry,) = [e for s in r.steps for e in s.events if e.kind == "scry"]
    assert scry.data["bottom"] == 2


def test_701_18a_a_choose_action_answers_one_scry():
    # two Magma Jets: the answer written before the first serves it; the second scry asks
    # again (the default keeps both cards on top), instead of failing on a card it never saw
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Magma Jet, Magma Jet]
        battlefield: [Mountain, Mountain, Mountain, Mountain]
        library: [Forest, Island, Swamp, Plains]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {scry_bottom: [Forest]}
      - {cast: Magma Jet, targets: [Борис]}
      - resolve: all
      - {cast: Magma Jet, targets: [Борис]}
      - resolve: all
    """)
    scries = [e for s in r.steps for e in s.events if e.kind == "scry"]
    assert [e.data["bottom"] for e in scries] == [1, 0]
    assert top_names(r.game, "Алиса", 4) == ["Island", "Swamp", "Plains", "Forest"]


def _lay_of_the_land(search: str, library: str = "[Forest, Grizzly Bears]"):
    return play(f"""
    title: t
    players:
      Алиса:
        hand: [Lay of the Land]
        battlefield: [Forest]
        library: {library}
      Борис: {{}}
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
      - {{cast: Lay of the Land{search}}}
      - resolve: all
    """)


def test_701_15a_search_finds_a_matching_card_by_default_and_shuffles():
    r = _lay_of_the_land("")
    assert names(r.game, "Алиса", "hand") == ["Forest"]
    assert "library_shuffled" in kinds(r)


def test_701_16a_one_then_shuffle_is_one_shuffle():
    # compiled (Lay of the Land), curated (Evolving Wilds) and keyword (Transmute, Swampcycling)
    # searches: "then shuffle your library" once in the text, one shuffle
    assert kinds(_lay_of_the_land("")).count("library_shuffled") == 1
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Dimir House Guard, Twisted Abomination]
        battlefield: [Evolving Wilds, Swamp, Swamp, Swamp, Swamp, Swamp]
        library: [Swamp, Grizzly Bears, Island, Hill Giant]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - activate: Evolving Wilds
      - resolve: all
      - activate: Dimir House Guard
      - resolve: all
      - activate: Twisted Abomination
      - resolve: all
    """)
    assert r.refusal is None
    assert kinds(r).count("library_searched") == 3
    assert kinds(r).count("library_shuffled") == 3


def test_701_15b_a_search_for_a_quality_may_find_nothing():
    r = _lay_of_the_land(", choose: {search: []}")
    assert names(r.game, "Алиса", "hand") == []
    (event,) = [e for s in r.steps for e in s.events if e.kind == "library_searched"]
    assert "701.15b" in event.rules and event.data["chose_none"]


def test_701_13a_701_15e_found_card_revealed_only_when_the_text_says_so():
    r = _lay_of_the_land("")
    (event,) = [e for s in r.steps for e in s.events if e.kind == "library_searched"]
    assert "701.13a" in event.rules and "701.15e" not in event.rules
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Sakura-Tribe Elder]
        library: [Forest]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - activate: Sakura-Tribe Elder
      - resolve: all
    """)
    (event,) = [e for s in r.steps for e in s.events if e.kind == "library_searched"]
    assert "701.15e" in event.rules and "701.13a" not in event.rules


def test_701_15d_a_search_for_any_card_must_find_one():
    r = play("""
    title: t
    cards:
      - name: Test Tutor
        cost: "{B}"
        types: [Sorcery]
        text: "Search your library for a card, put that card into your hand, then shuffle."
        spell: {effects: [{search_library: {}, put: hand}, {shuffle: true}]}
    players:
      Алиса:
        hand: [Test Tutor]
        battlefield: [Swamp]
        library: [Forest]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Test Tutor, choose: {search: []}}
      - resolve: all
    """)
    assert names(r.game, "Алиса", "hand") == ["Forest"]
    (event,) = [e for s in r.steps for e in s.events if e.kind == "library_searched"]
    assert "701.15d" in event.rules


def _scepter(forest: str):
    return play(f"""
    title: t
    players:
      Алиса:
        battlefield: [Lifetap, Scepter of Dominance, Plains]
      Борис:
        battlefield: [{{card: Forest, id: лес{forest}}}]
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
      - {{activate: Scepter of Dominance, targets: [лес]}}
      - resolve: all
    """)


def test_701_17a_only_an_untapped_permanent_can_be_tapped():
    r = _scepter(", tapped: true")
    assert r.game.player("Алиса").life == 20  # it did not "become tapped": no trigger
    assert "already_tapped" in kinds(r) and "tapped" not in kinds(r)
    r = _scepter("")
    assert r.game.player("Алиса").life == 21


def test_701_17b_only_a_tapped_permanent_can_be_untapped():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Ley Druid, {card: Forest, id: лес}]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {activate: Ley Druid, targets: [лес]}
      - resolve: all
    """)
    assert "already_untapped" in kinds(r) and "untapped" not in kinds(r)


def test_701_16a_shuffle_into_library_instead_of_graveyard_cites_shuffle():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Darksteel Colossus]
        library: [Island, Swamp]
      Борис:
        hand: [Mind Rot]
        battlefield: [Swamp, Swamp, Swamp]
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - {cast: Mind Rot, targets: [Алиса]}
      - resolve: all
    """)
    assert sorted(top_names(r.game, "Алиса", 3)) == ["Darksteel Colossus", "Island", "Swamp"]
    (event,) = [e for s in r.steps for e in s.events if e.kind == "moved_instead"]
    assert "701.16a" in event.rules


def _spin(choose: str = "") -> object:
    return play(f"""
    title: t
    players:
      Алиса:
        hand: [Spin into Myth]
        battlefield: [Island, Island, Island, Island, Island, {{card: Hill Giant, id: гигант}}]
        library: [Plains, Plains]
      Борис:
        library: [Forest, Island, Mountain]
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
      - {{cast: Spin into Myth, targets: [гигант]{choose}}}
      - resolve: all
    """)


def test_701_19a_fateseal_orders_the_top_of_an_opponents_library():
    # the Giant goes on top of Alice's own library; the fateseal looks at Boris's
    r = _spin(", choose: {scry_bottom: [Forest]}")
    assert r.refusal is None
    assert top_names(r.game, "Алиса", 3) == ["Hill Giant", "Plains", "Plains"]
    assert top_names(r.game, "Борис", 3) == ["Island", "Mountain", "Forest"]
    (seal,) = [e for s in r.steps for e in s.events if e.kind == "scry"]
    assert seal.rules == ("701.19a",) and seal.data["by"] == "Алиса"


def test_701_19a_fateseal_default_keeps_the_cards_on_top():
    r = _spin()
    assert top_names(r.game, "Борис", 3) == ["Forest", "Island", "Mountain"]


TYRANT = """
    title: t
    players:
      Алиса:
        hand: [Tyrant's Choice]
        battlefield: [Swamp, Swamp]
      Борис:
        battlefield: [Grizzly Bears]
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
{votes}      - cast: Tyrant's Choice
      - resolve: all
"""


def test_701_29a_by_default_each_player_votes_for_the_first_word():
    r = play(TYRANT.format(votes=""))
    assert r.refusal is None
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]  # death: sacrifice
    assert r.game.player("Борис").life == 20


def test_701_29a_the_second_word_wins_on_a_tie():
    r = play(TYRANT.format(votes="      - choose: {votes: {Алиса: death, Борис: torture}}\n"))
    assert r.refusal is None
    assert r.game.player("Борис").life == 16 and names(r.game, "Борис", "graveyard") == []
    (vote,) = [e for s in r.steps for e in s.events if e.kind == "voted"]
    assert vote.data["tied"] and vote.data["ballots"][0][0] == "Алиса"  # starting with you


def test_701_29a_a_vote_of_someone_not_in_the_game_is_refused_not_ignored():
    r = play(TYRANT.format(votes="      - choose: {votes: {Алиса: death, Вася: torture}}\n"))
    assert r.refusal is not None and "«Вася» — не игрок" in str(r.refusal)


def test_701_29a_votes_must_map_players_to_words():
    r = play(TYRANT.format(votes="      - choose: {votes: torture}\n"))
    assert r.refusal is not None and "нужен словарь" in str(r.refusal)


AUGUR = """
    title: t
    players:
      Алиса:
        hand: [Augur of Bolas]
        battlefield: [Island, Island]
        library: [Shock, Forest, Island, Mountain]
      Борис: {{}}
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
      - choose: {{{answer}}}
      - cast: Augur of Bolas
      - resolve: all
"""


def test_401_2_augur_takes_the_named_instant_and_orders_the_rest():
    r = play(AUGUR.format(answer="look: Shock, look_order: [Island, Forest]"))
    assert r.refusal is None
    assert names(r.game, "Алиса", "hand") == ["Shock"]
    assert top_names(r.game, "Алиса", 4)[-2:] == ["Island", "Forest"]


def test_401_2_a_card_that_does_not_fit_the_filter_is_refused_not_dropped():
    r = play(AUGUR.format(answer="look: Forest"))
    assert r.refusal is not None and "не подходит" in str(r.refusal)


def test_401_2_an_order_naming_an_unseen_card_is_an_error_not_ignored():
    with pytest.raises(ScenarioError, match="look_order"):
        play(AUGUR.format(answer="look: Shock, look_order: [Plains]"))
