"""702.105 hidden agenda, 313 conspiracies, 115.2g: Brago's Favor and Double Stroke."""

from __future__ import annotations

import pytest

from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import names, play

GAME = """
title: t
players:
  Алиса:
    command:
      - {card: Brago's Favor, agenda: Hill Giant}
      - {card: Double Stroke, agenda: %s}
    hand: [Lightning Bolt, Hill Giant]
    battlefield: [Mountain, Mountain, Mountain, Mountain]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
"""


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


def test_face_down_a_conspiracy_has_no_abilities():
    # 313.5b: before it is turned face up, Double Stroke doesn't trigger
    r = play(
        GAME % ("Lightning Bolt", "  - {cast: Lightning Bolt, targets: [Борис]}\n  - resolve: all")
    )
    assert r.game.player("Борис").life == 17
    assert _events(r, "spell_copied") == []


def test_702_105c_turned_face_up_its_linked_ability_reads_the_name():
    r = play(
        GAME
        % (
            "Lightning Bolt",
            "  - turn_face_up: Double Stroke\n"
            "  - {cast: Lightning Bolt, targets: [Борис]}\n  - resolve: all",
        )
    )
    assert r.game.player("Борис").life == 14
    [revealed] = _events(r, "agenda_revealed")
    assert revealed.rules == ("702.105c", "115.2g", "313.5")
    assert revealed.data["name"] == "Lightning Bolt"
    assert r.game.priority == "Алиса"


def test_another_name_is_not_copied():
    r = play(
        GAME
        % (
            "Shock",
            "  - turn_face_up: Double Stroke\n"
            "  - {cast: Lightning Bolt, targets: [Борис]}\n  - resolve: all",
        )
    )
    assert r.game.player("Борис").life == 17


def test_brago_s_favor_takes_one_generic_mana_off():
    r = play(
        GAME
        % (
            "Shock",
            "  - turn_face_up: Brago's Favor\n  - cast: Hill Giant\n  - resolve: all",
        )
    )
    assert "Hill Giant" in names(r.game, "Алиса", "battlefield")
    assert sum(1 for o in r.game.permanents("Алиса") if o.tapped) == 3
    [cast] = _events(r, "spell_cast")
    [part] = cast.data["cost_parts"]
    assert (part["kind"], part["less"], part["keyword"]) == ("reduction", 1, "Brago's Favor")
    assert {"313.5", "601.2e", "702.105d"} <= set(cast.rules)


def test_not_reduced_while_face_down():
    r = play(GAME % ("Shock", "  - cast: Hill Giant\n  - resolve: all"))
    assert sum(1 for o in r.game.permanents("Алиса") if o.tapped) == 4
    assert "cost_parts" not in _events(r, "spell_cast")[0].data


def test_an_opponent_can_t_turn_it_face_up():
    r = play(GAME % ("Shock", "  - {turn_face_up: Brago's Favor, by: Борис}"))
    assert r.refusal is not None


@pytest.mark.parametrize(
    "command, message",
    [
        ("[Brago's Favor]", "укажите тайно названную карту"),
        ("[{card: Brago's Favor, agenda: Nosuchcard}]", "неизвестная карта"),
        ("[Lightning Bolt]", "конспирации бывают только в командной зоне"),
        ("[{card: Brago's Favor, agenda: Shock, chosen: red}]", "chosen"),
        # a permanent's status means nothing in the command zone: refused, not ignored
        ("[{card: Brago's Favor, agenda: Shock, tapped: true}]", "tapped: повёрнутыми"),
        ("[{card: Brago's Favor, agenda: Shock, counters: {+1/+1: 1}}]", "counters: жетоны"),
        ("[{card: Brago's Favor, agenda: Shock, damage: 1}]", "damage: повреждения"),
        ("[{card: Brago's Favor, agenda: Shock, sick: true}]", "sick:"),
    ],
)
def test_bad_command_zones_are_file_errors(command, message):
    text = f"""
    title: t
    players:
      Алиса:
        command: {command}
      Борис:
    actions: []
    """
    with pytest.raises(ScenarioError, match=message):
        play(text)


def test_a_conspiracy_in_a_hand_is_a_file_error():
    with pytest.raises(ScenarioError, match="313.2"):
        play(
            """
            title: t
            players:
              Алиса:
                hand: [Brago's Favor]
              Борис:
            actions: []
            """
        )


TWO_FAVORS = """
title: t
players:
  Алиса:
    command:
      - {card: Brago's Favor, agenda: Hill Giant}
      - {card: Brago's Favor, agenda: %s}
    hand: [Hill Giant]
    battlefield: [Mountain, Mountain]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
"""


def test_two_identical_face_down_conspiracies_are_one_reference():
    # the same card with the same secret name: either is the answer (like identical
    # permanents); the second turn_face_up takes the one still face down (702.105c)
    r = play(
        TWO_FAVORS
        % ("Hill Giant", "  - turn_face_up: Brago's Favor\n" * 2 + "  - cast: Hill Giant")
    )
    assert r.refusal is None
    assert len(_events(r, "agenda_revealed")) == 2
    assert r.game.stack[-1].source_card.name == "Hill Giant"  # {3}{R} paid with two Mountains


def test_face_down_conspiracies_with_different_names_need_ids():
    with pytest.raises(ScenarioError, match="в разном состоянии; дайте им id"):
        play(TWO_FAVORS % ("Shock", "  - turn_face_up: Brago's Favor"))


def test_a_conspiracy_is_turned_face_up_without_paying():
    with pytest.raises(ScenarioError, match="702.105c"):
        play(TWO_FAVORS % ("Shock", "  - {turn_face_up: Brago's Favor, pay: [Mountain]}"))
