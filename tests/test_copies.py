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
