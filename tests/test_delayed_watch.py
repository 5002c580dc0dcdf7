"""603.7a: delayed triggers about one object ("when War Barge leaves the battlefield this turn",
"when this creature becomes untapped") trigger only on events after they exist."""

from __future__ import annotations

from .engine_helpers import names, play

BARGE = """
title: t
players:
  Алиса:
    battlefield: [War Barge, Island, Island, Island]
  Борис:
    hand: [Shatter]
    battlefield: [Mountain, Mountain, {card: Grizzly Bears, id: медведь}]
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
"""


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


def test_603_7a_the_source_left_before_the_ability_resolved():
    r = play(
        BARGE
        % """
  - {activate: War Barge, targets: [медведь]}
  - {cast: Shatter, by: Борис, targets: [War Barge]}
  - resolve: all
"""
    )
    assert "Grizzly Bears" in names(r.game, "Борис", "battlefield")
    [never] = _events(r, "delayed_never")
    assert never.rules == ("603.7a", "603.7e", "400.7")
    assert r.game.delayed_triggers == []


def test_the_source_leaves_after_it_resolved_that_creature_is_destroyed():
    r = play(
        BARGE
        % """
  - {activate: War Barge, targets: [медведь]}
  - resolve: all
  - {cast: Shatter, by: Борис, targets: [War Barge]}
  - resolve: all
"""
    )
    assert "Grizzly Bears" in names(r.game, "Борис", "graveyard")
    assert _events(r, "delayed_never") == []


def test_this_turn_only():
    r = play(
        BARGE
        % """
  - {activate: War Barge, targets: [медведь]}
  - resolve: all
  - goto: {step: main1, turn: 4}
  - {cast: Shatter, by: Борис, targets: [War Barge]}
  - resolve: all
"""
    )
    assert "Grizzly Bears" in names(r.game, "Борис", "battlefield")


SENTRY = """
title: t
cards:
  - name: Untap Sentry
    cost: "{1}{W}"
    types: [Creature]
    power: 1
    toughness: 1
    text: "{T}: You gain 1 life. When this creature becomes untapped, draw a card."
    abilities:
      - cost: "{T}"
        effects:
          - {gain_life: 1}
          - delayed: {at: source_becomes_untapped, effects: [{draw: 1}]}
players:
  Алиса:
    library: [Forest, Island, Plains]
    battlefield: [Untap Sentry]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
  - activate: Untap Sentry
  - resolve: all
  - goto: {step: upkeep, turn: 5}
  - resolve: all
"""


def test_a_tapped_source_triggers_the_next_time_it_untaps_once():
    r = play(SENTRY)
    assert names(r.game, "Алиса", "hand") == ["Forest"]
    assert _events(r, "delayed_waits") == []
    triggered = [e for e in _events(r, "ability_triggered") if e.data.get("delayed")]
    assert len(triggered) == 1 and "603.7b" in triggered[0].rules
    assert r.game.delayed_triggers == []  # once (603.7b)


def test_603_7f_a_static_replacement_creates_the_delayed_trigger():
    import pathlib

    scenario = pathlib.Path(__file__).parent.parent / "scenarios"
    text = (scenario / "603.7f-zameshchenie-sozdayot-otlozhennuyu.yaml").read_text(encoding="utf-8")
    r = play(text)
    [created] = _events(r, "delayed_trigger_created")
    assert created.rules == ("603.7", "603.7a", "603.7f")
    # the source is the enchantment with the static ability, the controller its controller
    # (not the player whose spell was resolving)
    assert (created.data["card"], created.data["controller"]) == ("Sanctum of Returning", "Алиса")
    assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")
