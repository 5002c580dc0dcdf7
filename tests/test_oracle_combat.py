"""Combat wordings (branch ``combat``): requirements and restrictions of resolved effects
(508.1c–d, 509.1b–c, 609.4, 611.2c) — compiled, rendered back, and played by the engine."""

from __future__ import annotations

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import refused


def test_611_2c_group_cant_block_is_a_rule_not_a_locked_set():
    ((_, spell),) = ok("spell", "Creatures without flying can't block this turn.")
    (effect,) = spell["effects"]
    assert effect["combat_rule"] == "cant_block"
    assert effect["to"]["all"]["not_keywords"] == ["Flying"]


def test_509_1c_requirements():
    ((_, spell),) = ok("spell", "Target creature blocks this turn if able.")
    assert spell["effects"] == [{"combat_rule": "blocks_if_able", "to": "target"}]
    ((_, spell),) = ok("spell", "Target creature must be blocked this turn if able. Draw a card.")
    assert spell["effects"][0] == {"combat_rule": "must_be_blocked", "to": "target"}
    ((_, ability),) = ok(
        "activated", "{1}{U}, {T}: Creatures your opponents control attack this turn if able."
    )
    assert ability["effects"][0]["combat_rule"] == "attacks_if_able"
    assert ability["effects"][0]["to"]["all"]["controller"] == "opponent"


def test_509_1b_this_combat_and_only_while_attacking():
    ((_, ability),) = ok(
        "activated",
        "{1}{R}: CARDNAME deals 1 damage to target creature. That creature can't block this "
        "combat. Activate this ability only if CARDNAME is attacking.",
    )
    rule = ability["effects"][1]
    assert (rule["combat_rule"], rule["to"], rule["this_combat"]) == ("cant_block", "target", True)
    assert ability["only_if"] == {"source_attacking": True}


def test_609_4_attack_as_though_no_defender():
    ((_, ability),) = ok(
        "activated", "{1}{U}: CARDNAME can attack this turn as though it didn't have defender."
    )
    assert ability["effects"] == [{"combat_rule": "attacks_despite_defender", "to": "self"}]


def test_group_with_quality_first_then_controller():
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME becomes monstrous, creatures without flying your opponents control "
        "can't block this turn.",
    )
    group = trigger["effects"][0]["to"]["all"]
    assert group["controller"] == "opponent" and group["not_keywords"] == ["Flying"]


def test_group_must_be_blocked_is_not_read():
    # "creatures must be blocked" has no group wording on cards: refused, not guessed
    refused("spell", "Creatures must be blocked this turn if able.")


def test_601_2c_another_target_after_a_target_is_not_that_target():
    ((_, spell),) = ok(
        "spell",
        "Target creature you control deals damage equal to its power to another target creature.",
    )
    assert spell["targets"][1] == {"kind": "creature", "filter": {"other_target": True}}
    # with no target before it, "another target creature" is other than the source (114.1)
    ((_, ability),) = ok("activated", "{T}: Untap another target creature.")
    assert ability["targets"] == [{"kind": "creature", "filter": {"other": True}}]


def test_several_targets_with_amounts_of_their_own():
    ((_, spell),) = ok(
        "spell", "CARDNAME deals 2 damage to target creature and 2 damage to target player."
    )
    assert spell["targets"] == ["creature", "player"]
    assert [(e["damage"], e["to"]) for e in spell["effects"]] == [(2, "target"), (2, "target:2")]
    ((_, spell),) = ok(
        "spell",
        "CARDNAME deals 1 damage to target creature or player, 2 damage to another target, and "
        "3 damage to a third target.",
    )
    assert [t["filter"] for t in spell["targets"][1:]] == [{"other_target": True}] * 2
    ((_, spell),) = ok("spell", "CARDNAME deals 2 damage to each of two targets.")
    assert spell["effects"][0]["to"] == ["target", "target:2"]
    # the shared "… and 1 damage to you" is still its own wording
    ((_, spell),) = ok(
        "spell", "CARDNAME deals 1 damage to target creature or player and 1 damage to you."
    )
    assert spell["effects"][1]["to"] == "you"
