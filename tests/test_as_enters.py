""" "As ~ enters the battlefield, choose …" (614.1c, 614.12) and the damage triggers that
read "that much" (603.2c: once per damage event)."""

from __future__ import annotations

import pytest

from mtgjudge.explain.events_ru import describe
from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import play

PLAGUE = """
title: t
players:
  Алиса:
    hand: [Engineered Plague]
    battlefield: [Swamp, Swamp, Swamp]
  Борис:
    battlefield: [Raging Goblin, Grizzly Bears]
turn: {active: Алиса, step: main1, number: 3}
actions:
  %s
  - resolve: 1
"""


def _chosen_events(result):
    return [e for s in result.steps for e in s.events if e.kind == "chosen_as_enters"]


def _permanent(result, name):
    return next(o for o in result.game.permanents() if o.card.name == name)


def test_614_1c_the_spell_s_answer_chooses_the_creature_type_as_it_enters():
    r = play(PLAGUE % "- {cast: Engineered Plague, choose: {creature_type: Медведь}}")
    from mtgjudge.engine.characteristics import characteristics

    bears = characteristics(r.game, _permanent(r, "Grizzly Bears"))
    assert (bears.power, bears.toughness) == (1, 1)
    assert len(r.game.permanents("Борис")) == 2  # the goblin is not a Bear
    (event,) = _chosen_events(r)
    assert event.data["value"] == "Bear" and not event.data["by_default"]
    assert {"614.1c", "614.12"} <= set(event.rules)
    assert _permanent(r, "Engineered Plague").chosen == {"creature_type": "Bear"}


def test_614_1c_a_choose_action_answers_too_and_the_choice_comes_before_entering():
    r = play(PLAGUE % "- choose: {creature_type: Goblin}\n  - cast: Engineered Plague")
    assert [o.card.name for o in r.game.permanents("Борис")] == ["Grizzly Bears"]
    kinds = [e.kind for s in r.steps for e in s.events]
    # 614.12: chosen as part of entering, before the permanent is there to be seen
    assert kinds.index("chosen_as_enters") < kinds.index("permanent_entered")


def test_614_1c_default_creature_type_is_an_opponent_s_and_is_named():
    r = play(PLAGUE % "- cast: Engineered Plague")
    (event,) = _chosen_events(r)
    assert event.data["by_default"] and event.data["value"] == "Goblin"
    assert [o.card.name for o in r.game.permanents("Борис")] == ["Grizzly Bears"]
    assert "по умолчанию первый тип существ оппонента" in describe(event, str)


def test_a_creature_type_that_is_none_is_a_file_error():
    with pytest.raises(ScenarioError, match="creature_type: это не тип существ"):
        play(PLAGUE % "- {cast: Engineered Plague, choose: {creature_type: Goblinn}}")


DOLL = """
title: t
players:
  Алиса:
    hand: [Stuffy Doll, Lightning Bolt]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]
  Борис:
  Вера:
turn: {active: Алиса, step: main1, number: 3}
actions:
  %s
  - resolve: 1
  - {cast: Lightning Bolt, targets: [Stuffy Doll]}
  - resolve: all
"""


@pytest.mark.parametrize(
    ("answer", "lives"),
    [
        ("choose: {player: Вера}", (20, 20, 17)),
        ("choose: {player: Алиса}", (17, 20, 20)),  # "a player": yourself too
        ("", (20, 17, 20)),  # default: the first opponent in turn order
    ],
)
def test_614_1c_stuffy_doll_deals_that_much_damage_to_the_chosen_player(answer, lives):
    r = play(DOLL % f"- {{cast: Stuffy Doll, {answer}}}".replace(", }", "}"))
    got = tuple(r.game.player(p).life for p in ("Алиса", "Борис", "Вера"))
    assert got == lives
    (event,) = _chosen_events(r)
    assert event.data["by_default"] == (answer == "")
    assert _permanent(r, "Stuffy Doll").damage == 3  # indestructible (702.12b)


def test_choose_player_naming_no_player_is_a_file_error():
    with pytest.raises(ScenarioError, match="choose.player: нет такого игрока"):
        play(DOLL % "- {cast: Stuffy Doll, choose: {player: Вася}}")


def test_battlefield_permanent_with_a_choice_needs_chosen():
    base = """
    title: t
    players:
      Алиса:
        battlefield: [%s]
      Борис:
        battlefield: [Raging Goblin]
    actions:
      - activate: Stuffy Doll
      - resolve: all
    """
    with pytest.raises(ScenarioError, match="укажите, что выбрано"):
        play(base % "Stuffy Doll")
    with pytest.raises(ScenarioError, match="нет выбора"):
        play(base % "{card: Grizzly Bears, chosen: Борис}, Stuffy Doll")
    with pytest.raises(ScenarioError, match="chosen: «Вася» — не игрок"):
        play(base % "{card: Stuffy Doll, chosen: Вася}")
    r = play(base % "{card: Stuffy Doll, chosen: Борис}")
    # {T}: 1 damage to itself -> the trigger deals 1 to the chosen player
    assert r.game.player("Борис").life == 19
    assert r.game.player("Алиса").life == 20


def test_400_7_a_new_object_chooses_anew():
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Cloudshift]
            battlefield: [Plains, {card: Stuffy Doll, chosen: Алиса}]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Cloudshift, targets: [Stuffy Doll]}
          - resolve: all
        """
    )
    (event,) = _chosen_events(r)
    assert event.data["value"] == "Борис" and event.data["by_default"]
    assert _permanent(r, "Stuffy Doll").chosen == {"player": "Борис"}


SPIRIT_LINK = """
title: t
players:
  Алиса:
    battlefield:
      - {card: Grizzly Bears, id: медведь}
      - {card: Loxodon Warhammer, attached_to: медведь}
      - {card: Spirit Link, attached_to: медведь}
  Борис:
    battlefield: [{card: Raging Goblin, id: гоблин}]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - attack: {медведь: Борис}
  - block: {гоблин: медведь}
  - goto: combat_damage
%s
"""


def test_603_2c_spirit_link_triggers_once_per_damage_event_for_the_total():
    r = play(SPIRIT_LINK % "")
    # lifelink gained 5 with the damage (702.15b); Spirit Link waits on the stack
    assert r.game.player("Алиса").life == 25
    triggered = [
        e
        for s in r.steps
        for e in s.events
        if e.kind == "ability_triggered" and e.data["card"] == "Spirit Link"
    ]
    assert len(triggered) == 1 and triggered[0].data["amount"] == 5
    assert "603.2c" in triggered[0].rules
    r = play(SPIRIT_LINK % "  - resolve: 1")
    assert r.game.player("Алиса").life == 30


def test_spirit_link_on_another_creature_does_not_trigger():
    r = play(
        (SPIRIT_LINK % "  - resolve: all").replace(
            "{card: Spirit Link, attached_to: медведь}", "{card: Spirit Link, attached_to: гоблин}"
        )
    )
    # the goblin dealt 1 damage to the bear: Alice (Spirit Link's controller) gains 1
    assert r.game.player("Алиса").life == 26


LOST_ORDER = """
title: t
players:
  Алиса:
    hand: [Lost Order of Jarkeld]
    battlefield: [Plains, Plains, Plains, Plains, Grizzly Bears]
  Борис:
    battlefield: [Grizzly Bears]
  Вера:
    battlefield: [Raging Goblin, Mogg Fanatic]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Lost Order of Jarkeld%s}
  - resolve: 1
"""


@pytest.mark.parametrize(("answer", "size"), [(", choose: {player: Вера}", 3), ("", 2)])
def test_607_2d_lost_order_counts_the_chosen_opponent_s_creatures(answer, size):
    from mtgjudge.engine.characteristics import characteristics

    r = play(LOST_ORDER % answer)
    order = characteristics(r.game, _permanent(r, "Lost Order of Jarkeld"))
    assert (order.power, order.toughness) == (size, size)  # 1 + Вера's 2 / Борис's 1


def test_614_1c_choosing_yourself_as_the_opponent_is_refused():
    r = play(LOST_ORDER % ", choose: {player: Алиса}")
    assert r.refusal is not None
    assert "не оппонент" in r.refusal.error.reason


def test_604_3_lost_order_outside_the_battlefield_has_no_chosen_player():
    from mtgjudge.engine.characteristics import characteristics

    r = play(LOST_ORDER.replace("  - resolve: 1\n", "") % "")
    on_stack = next(o for o in r.game.objects.values() if o.card.name == "Lost Order of Jarkeld")
    view = characteristics(r.game, on_stack)
    assert (view.power, view.toughness) == (1, 1)
