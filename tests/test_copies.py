"""Copies (706): new targets for a copy of a spell (706.10c), copies of permanent spells
(706.10, 706.10a), token copies (706.2, 110.5b) and exchanges of control (701.8b)."""

from __future__ import annotations

from .engine_helpers import play

TWINCAST = """
title: t
players:
  Алиса:
    hand: [Lightning Bolt, Twincast]
    battlefield: [Mountain, Island, Island]
  Борис:
    battlefield: [{card: Black Knight, id: рыцарь}, {card: Grizzly Bears, id: мишка}]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Lightning Bolt, targets: [BOLT]}
  - {cast: Twincast, targets: [Lightning Bolt]CHOOSE}
  - resolve: all
"""


def _twincast(bolt: str = "Борис", choose: str = ""):
    return play(TWINCAST.replace("BOLT", bolt).replace("CHOOSE", choose))


def _copied(result):
    return next(e for s in result.steps for e in s.events if e.kind == "spell_copied")


def test_706_10c_the_copy_gets_the_new_target():
    result = _twincast(choose=", choose: {new_targets: [мишка]}")
    assert result.refusal is None
    assert result.game.player("Борис").life == 17
    assert "Grizzly Bears" in [
        result.game.obj(i).card.name for i in result.game.player("Борис").zones["graveyard"]
    ]
    event = _copied(result)
    assert "706.10c" in event.rules and event.data["changed"] == [1]


def test_706_10_without_an_answer_the_copy_keeps_the_targets():
    result = _twincast()
    assert result.game.player("Борис").life == 14
    event = _copied(result)
    assert "706.10c" not in event.rules and "changed" not in event.data


def test_706_10c_a_target_named_as_before_is_unchanged():
    result = _twincast(choose=", choose: {new_targets: [Борис]}")
    assert result.game.player("Борис").life == 14
    assert "changed" not in _copied(result).data


def test_706_10c_a_new_target_must_be_legal():
    # a spell on the stack is no "creature or player" target of Lightning Bolt
    result = _twincast(choose=", choose: {new_targets: [Twincast]}")
    assert result.refusal is not None
    assert "706.10c" in result.refusal.error.rules
    assert result.game.player("Борис").life == 20  # the whole action was undone


def _scenario(name: str):
    from pathlib import Path

    from mtgjudge.scenario.model import load_scenario
    from mtgjudge.scenario.runner import Runner

    root = Path(__file__).resolve().parent.parent / "scenarios"
    (path,) = root.glob(name)
    return Runner(load_scenario(path)).run()


def test_706_10_a_copy_of_a_permanent_spell_becomes_a_permanent_not_the_card():
    from mtgjudge.engine.sba import check_state_based_actions
    from mtgjudge.engine.zones import move_object

    result = _scenario("706.10a-kopiya-zaklinaniya-sushchestva.yaml")
    game = result.game
    bears = [o for o in game.permanents("Алиса") if o.card.name == "Grizzly Bears"]
    assert len(bears) == 2
    copy = next(o for o in bears if o.is_copy)
    card = next(o for o in bears if not o.is_copy)
    assert not copy.is_token and not card.is_token and copy.sick
    # 706.10a: a copy of a card outside the stack and the battlefield ceases to exist
    gone = move_object(game, copy, "graveyard")
    check_state_based_actions(game)
    assert not game.exists(gone.id)
    assert [game.obj(i).card.name for i in game.player("Алиса").zones["graveyard"]] == [
        "Spell Mirror"
    ]


def test_706_2_copies_of_a_token_take_its_values_and_only_a_token_copy_is_a_token():
    from mtgjudge.engine.characteristics import characteristics

    game = _scenario("706.2-klon-i-analog-kopiruyut-fishku.yaml").game
    soldiers = [o for o in game.permanents("Алиса") if "Creature" in o.card.types]
    clone = next(o for o in soldiers if o.alias == "клон")
    tokens = [o for o in soldiers if o.is_token]
    assert len(tokens) == 3 and not clone.is_token
    for obj in [clone, *tokens]:
        ch = characteristics(game, obj)
        assert (ch.name, ch.power, ch.toughness, ch.colors) == ("Soldier", 1, 1, {"W"})


def test_701_8b_an_exchange_between_permanents_of_one_controller_does_nothing():
    result = _scenario("701.8b-podmena-odin-kontroller.yaml")
    kinds = [e.kind for s in result.steps for e in s.events]
    assert "exchange_same_controller" in kinds and "control_exchanged" not in kinds
    assert all(e.ok for e in result.expectations)
    assert not result.game.effects  # no control effect was created
