"""706.10, 706.10b, 706.10c, 607.3: copies of triggered abilities (Strionic Resonator)."""

from __future__ import annotations

import pytest

from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import kinds, names, play

MOX = """
title: t
players:
  Алиса:
    hand: [Chrome Mox, Giant Growth, Lightning Bolt]
    battlefield: [Strionic Resonator, Island, Island]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
  - cast: Chrome Mox
  - resolve: 1
  - {activate: Strionic Resonator, targets: ["способность: Chrome Mox"]}
  - resolve: 1
  - choose: {pick: Lightning Bolt}
  - resolve: 1
  - choose: {pick: Giant Growth}
  - resolve: 1
%s
"""


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


def test_706_10_the_copy_of_a_triggered_ability_resolves_too():
    r = play(MOX % "")
    assert names(r.game, "Алиса", "exile") == ["Giant Growth", "Lightning Bolt"]
    [copied] = _events(r, "ability_copied")
    assert copied.data["triggered"] is True
    assert copied.rules == ("706.10", "706.10b")
    # the copy doesn't trigger: one ability_triggered (the Mox entering), not two
    assert kinds(r).count("ability_triggered") == 1


def test_607_3_the_linked_mana_ability_sees_every_exiled_card():
    for colour in ("G", "R"):
        r = play(MOX % f"  - {{activate: Chrome Mox, choose: {{color: {colour}}}}}")
        assert r.game.player("Алиса").mana_pool == {colour: 1}
        [mana] = [e for e in _events(r, "mana_ability") if e.data["card"] == "Chrome Mox"]
        assert "607.3" in mana.rules
        assert sorted(mana.data["linked"]) == ["Giant Growth", "Lightning Bolt"]


def test_one_exiled_card_does_not_cite_607_3():
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Chrome Mox, Lightning Bolt]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - cast: Chrome Mox
          - resolve: all
          - activate: Chrome Mox
        """
    )
    [mana] = [e for e in _events(r, "mana_ability") if e.data["card"] == "Chrome Mox"]
    assert "607.3" not in mana.rules and "linked" not in mana.data


RESONATE = """
title: t
players:
  Алиса:
    battlefield: [Strionic Resonator, Island, Island, Strionic Resonator, Island, Island, Mogg Fanatic]
  Борис:
    hand: [Gravedigger]
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
"""


def test_an_activated_ability_is_not_a_triggered_ability():
    r = play(
        RESONATE
        % """
  - {activate: Mogg Fanatic, targets: [Борис]}
  - {activate: Strionic Resonator, targets: ["способность: Mogg Fanatic"]}
"""
    )
    assert r.refusal is not None
    assert "603.1" in r.refusal.error.rules


def test_a_spell_is_not_an_ability_target():
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [Strionic Resonator, Island, Island, Mountain]
            hand: [Lightning Bolt]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Lightning Bolt, targets: [Борис]}
          - {activate: Strionic Resonator, targets: [Lightning Bolt]}
        """
    )
    assert r.refusal is not None
    assert "114.2" in r.refusal.error.rules


def test_naming_an_ability_that_is_not_on_the_stack_is_a_file_error():
    with pytest.raises(ScenarioError, match="в стеке нет способности «Lightning Bolt»"):
        play(
            """
            title: t
            players:
              Алиса:
                battlefield: [Strionic Resonator, Island, Island]
              Борис:
            turn: {active: Алиса, step: main1, number: 3}
            actions:
              - {activate: Strionic Resonator, targets: ["способность: Lightning Bolt"]}
            """
        )


def test_706_10c_new_target_for_the_copy():
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Gravedigger]
            battlefield: [Strionic Resonator, Island, Island, Swamp, Swamp, Swamp, Swamp]
            graveyard: [{card: Grizzly Bears, id: медведь}, {card: Hill Giant, id: великан}]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - choose: {trigger_targets: {Gravedigger: [медведь]}}
          - cast: Gravedigger
          - resolve: 1
          - {activate: Strionic Resonator, targets: ["способность: Gravedigger"], choose: {new_targets: [великан]}}
          - resolve: all
        """
    )
    assert names(r.game, "Алиса", "hand") == ["Grizzly Bears", "Hill Giant"]
    [copied] = _events(r, "ability_copied")
    assert "706.10c" in copied.rules and copied.data["changed"] == [1]


def test_an_opponent_s_trigger_is_not_yours():
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Grizzly Bears]
            battlefield: [Strionic Resonator, Island, Island, Forest, Forest]
          Борис:
            battlefield: [Soul Warden]
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - cast: Grizzly Bears
          - resolve: 1
          - {activate: Strionic Resonator, targets: ["способность: Soul Warden"]}
        """
    )
    assert r.refusal is not None
    assert "под вашим контролем" in r.refusal.error.reason
