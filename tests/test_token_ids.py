"""Tokens of one name told apart in a scenario: ``choose: {token_ids: [ID, …]}`` gives the
next tokens created their ids, in the order of their timestamps (613.6c, 613.6g); the ids
are checked when the file is read and one no token received is an error (never ignored)."""

from __future__ import annotations

import pytest

from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import play

GAME = """
title: t
players:
  Алиса:
    hand: [Raise the Alarm]
    battlefield: [Plains, Plains, {card: Grizzly Bears, id: мишка}]
  Борис:
    battlefield: [Grizzly Bears]
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
"""


def test_the_next_tokens_get_the_ids_in_creation_order():
    r = play(
        GAME % "  - choose: {token_ids: [солдат1, солдат2]}\n"
        "  - cast: Raise the Alarm\n  - resolve: all\n"
        "  - goto: {step: main1, turn: 5}\n  - attack: {солдат2: Борис}"
    )
    assert r.refusal is None
    first, second = sorted(
        (o for o in r.game.permanents("Алиса") if o.is_token), key=lambda o: o.timestamp
    )
    assert (first.alias, second.alias) == ("солдат1", "солдат2")
    assert second.id in r.game.attackers and first.id not in r.game.attackers
    (made,) = [e for s in r.steps for e in s.events if e.kind == "tokens_created"]
    assert made.data["aliases"] == ["солдат1", "солдат2"]


def test_without_ids_tokens_in_different_states_are_ambiguous():
    with pytest.raises(ScenarioError, match="неоднозначна"):
        play(
            GAME % "  - cast: Raise the Alarm\n  - resolve: all\n"
            "  - goto: {step: main1, turn: 5}\n  - attack: {Soldier: Борис}\n"
            "  - block: {Grizzly Bears: Soldier}"
        )


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        ("  - choose: {token_ids: [мишка]}", "id «мишка» уже использован"),
        ("  - choose: {token_ids: [Борис]}", "id «Борис» уже использован"),
        ("  - choose: {token_ids: [а, а]}", "id «а» уже использован"),
        ("  - {cast: Raise the Alarm, choose: {token_ids: [а]}}", "в действии choose"),
        (  # three ids, two Soldiers: the third is not silently dropped
            "  - choose: {token_ids: [а, б, в]}\n  - cast: Raise the Alarm\n  - resolve: all",
            "id «в» не получила ни одна фишка",
        ),
    ],
)
def test_bad_token_ids_are_file_errors(actions, message):
    with pytest.raises(ScenarioError, match=message):
        play(GAME % actions)
