"""702.74a hideaway (Windbrisk Heights): enters tapped, hides one of the top four face down,
plays it for free when the linked ability's condition holds (305.2a–305.3 for a land)."""

from __future__ import annotations

from .engine_helpers import names, play

HEIGHTS = """
title: t
players:
  Алиса:
    hand: [Windbrisk Heights%s]
    library: [Grizzly Bears, Lightning Bolt, Forest, Hill Giant, Island, Island, Island]
    battlefield: [Plains, {card: Raging Goblin, id: g1}, {card: Raging Goblin, id: g2}, {card: Raging Goblin, id: g3}]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
  - play_land: Windbrisk Heights
  - resolve: all
%s
"""


def _run(answer: str = "", after: str = "", hand: str = ""):
    return play(HEIGHTS % (hand, answer, after))


def test_enters_tapped_and_hides_the_top_card_by_default():
    r = _run()
    heights = next(o for o in r.game.permanents("Алиса") if o.card.name == "Windbrisk Heights")
    assert heights.tapped
    [hidden] = [r.game.obj(i) for i in r.game.player("Алиса").zones["exile"]]
    assert hidden.face_down and hidden.physical.name == "Grizzly Bears"
    library = [r.game.obj(i).card.name for i in r.game.player("Алиса").zones["library"]]
    # the other three go to the bottom in the order they were in
    assert library == ["Island", "Island", "Island", "Lightning Bolt", "Forest", "Hill Giant"]
    [event] = [e for s in r.steps for e in s.events if e.kind == "hidden_away"]
    assert event.rules == ("702.74a", "607.2a") and event.data["by_default"] is True


def test_without_three_attackers_the_card_stays_hidden():
    r = _run(
        "  - choose: {hideaway: Lightning Bolt}",
        """
  - goto: {step: main1, turn: 5}
  - attack: {g1: Борис, g2: Борис}
  - goto: main2
  - {activate: Windbrisk Heights, ability: 2}
  - resolve: all
""",
    )
    assert r.game.player("Борис").life == 18
    [hidden] = [r.game.obj(i) for i in r.game.player("Алиса").zones["exile"]]
    assert hidden.face_down and hidden.physical.name == "Lightning Bolt"


def test_a_hidden_land_is_played_only_with_a_land_play_left():
    after = """
  - goto: {step: main1, turn: 5}
  - attack: {g1: Борис, g2: Борис, g3: Борис}
  - goto: main2
%s
  - {activate: Windbrisk Heights, ability: 2}
  - resolve: all
"""
    r = _run("  - choose: {hideaway: Forest}", after % "")
    assert "Forest" in names(r.game, "Алиса", "battlefield")
    assert r.game.player("Алиса").lands_played == 1
    played = [e for s in r.steps for e in s.events if e.kind == "land_played_by_effect"]
    assert played and "305.2a" in played[0].rules

    r = _run("  - choose: {hideaway: Forest}", after % "  - play_land: Mountain", hand=", Mountain")
    assert "Forest" not in names(r.game, "Алиса", "battlefield")
    [hidden] = [r.game.obj(i) for i in r.game.player("Алиса").zones["exile"]]
    assert hidden.face_down and hidden.physical.name == "Forest"  # stays hidden
    refused = [e for s in r.steps for e in s.events if e.kind == "land_not_played"]
    assert refused and "305.2b" in refused[0].rules
