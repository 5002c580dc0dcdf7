"""706.10, 706.10a: copies made by a triggered ability (Hive Mind) are controlled by each
other player, are not cast (so they trigger nothing), and keep the original's targets."""

from __future__ import annotations

from .engine_helpers import kinds, play

HIVE = """
title: t
players:
  Алиса:
    battlefield: [Hive Mind]
  Борис:
    hand: [%s]
    battlefield: [Forest, Mountain, Forest, Forest, {card: Grizzly Bears, id: медведь}]
  Вера:
turn: {active: Борис, step: main1, number: 4}
actions:
  - %s
  - resolve: 1
"""


def _copies(r):
    return [e for s in r.steps for e in s.events if e.kind == "spell_copied"]


def test_706_10_each_other_player_controls_a_copy_in_turn_order():
    r = play(HIVE % ("Giant Growth", "{cast: Giant Growth, targets: [медведь]}"))
    copies = _copies(r)
    assert [c.data["player"] for c in copies] == ["Вера", "Алиса"]  # 101.4 from the active
    assert [i.controller for i in r.game.stack] == ["Борис", "Вера", "Алиса"]
    # copies are not cast: Hive Mind triggered once (for Boris's spell)
    assert kinds(r).count("ability_triggered") == 1


def test_a_creature_spell_does_not_trigger_hive_mind():
    r = play(HIVE % ("Grizzly Bears", "cast: Grizzly Bears"))
    assert _copies(r) == [] and "ability_triggered" not in kinds(r)


def test_706_10c_each_player_chooses_new_targets_for_their_copy():
    from .engine_helpers import play

    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [Hive Mind]
          Борис:
            hand: [Lightning Bolt]
            battlefield: [Mountain]
          Вера:
        turn: {active: Борис, step: main1, number: 4}
        actions:
          - choose: {new_targets: {Вера: [Борис]}}
          - {cast: Lightning Bolt, targets: [Алиса]}
          - resolve: all
        """
    )
    lives = {p.name: p.life for p in r.game.players}
    assert lives == {"Алиса": 14, "Борис": 17, "Вера": 20}
    copies = [e for s in r.steps for e in s.events if e.kind == "spell_copied"]
    # in turn order from the active player (101.4): Вера, then Алиса
    assert [("706.10c" in e.rules, e.data["player"]) for e in copies] == [
        (True, "Вера"),
        (False, "Алиса"),
    ]
