"""Granted abilities read from Oracle text (issue 14, helper "granted"): quoted abilities given by
spells and abilities (613.1f), groups that are not "… creatures" ("All Slivers have …",
"Lands you control have …"), "Enchanted land has …", and "Until end of turn, …" written first."""

from __future__ import annotations

from mtgjudge.cards.oracle.compiler import compile_card, strip_layout
from tests.test_oracle_general import cast_run
from tests.test_oracle_mechanisms import compiled, run


def _one(text: str, types=("Creature",)):
    entry = {
        "name": "Test Card",
        "layout": "normal",
        "faces": [{"types": list(types), "text": text, "manaCost": "{2}"}],
    }
    (ability,) = compile_card(entry).abilities
    return ability


def test_a_spell_grants_a_quoted_ability_until_end_of_turn():
    helix = compiled(
        "Test Helix",
        'Until end of turn, target creature gains "{T}: Return target nonland permanent to '
        "its owner's hand.\"",
        types=("Instant",),
        manaCost="{U}",
    )
    (effect,) = helix["spell"]["effects"]
    assert effect == {
        "grant": [
            {
                "activated": {
                    "cost": {"tap": True},
                    "targets": [{"kind": "permanent", "filter": {"not_types": ["Land"]}}],
                    "effects": [{"return_to_hand": "target"}],
                }
            }
        ],
        "to": "target",
        "until": "end_of_turn",
    }
    result = cast_run(
        ["Test Helix"],
        [{"card": "Island"}, {"card": "Grizzly Bears", "id": "g"}],
        [{"card": "Hill Giant", "id": "h"}],
        [
            {"cast": "Test Helix", "targets": ["g"]},
            {"resolve": "all"},
            {"activate": "g", "targets": ["h"]},
            {"resolve": "all"},
        ],
        cards=[helix],
    )
    assert result.refusal is None
    assert not result.game.permanents("Борис")  # Hill Giant went back to the hand
    (granted,) = [e for e in result.game.events if e.kind == "continuous_effect"]
    assert granted.rules == ("611.2a", "611.2c", "613.1f")


def test_both_orders_of_until_end_of_turn_round_trip():
    for text in (
        'Target creature gains "{B}: Regenerate this creature." until end of turn.',
        'Until end of turn, target creature gains "{B}: Regenerate this creature."',
        'Until end of turn, creatures you control gain "{1}: Regenerate this creature."',
        'Until end of turn, lands you control gain "{T}: Add one mana of any color to your '
        'mana pool."',
        "Until end of turn, target creature gets +3/+3 and gains trample.",
    ):
        ability = _one(text, types=("Instant",))
        assert ability.ok, (text, ability.problem)


def test_groups_and_enchanted_permanents_other_than_creatures():
    cases = {
        'All Slivers have "{2}: Regenerate this permanent."': {"subtypes": ["Sliver"]},
        'Other Zombies have "{B}: Regenerate this permanent."': {
            "subtypes": ["Zombie"],
            "other": True,
        },
        'Shamans you control have "{T}: Add {G}{G} to your mana pool."': {
            "subtypes": ["Shaman"],
            "controller": "you",
        },
        'Lands you control have "{T}: Add one mana of any color to your mana pool."': {
            "types": ["Land"],
            "controller": "you",
        },
        'All artifacts have "At the beginning of your upkeep, sacrifice this artifact unless '
        'you pay {2}."': {"types": ["Artifact"]},
        'Enchanted land has "{T}: Target player loses 3 life."': {"enchanted": True},
    }
    for text, affects in cases.items():
        ability = _one(text)
        assert ability.ok, (text, ability.problem)
        ((key, value),) = strip_layout(dict(ability.parts)).items()
        assert key == "static" and value["affects"] == affects, text


def test_this_permanent_is_the_object_that_has_the_ability():
    ability = _one('All Slivers have "{2}, Sacrifice this permanent: Draw a card."')
    assert ability.ok
    ((_, value),) = strip_layout(dict(ability.parts)).items()
    ((_, granted),) = value["grant"][0].items()
    assert granted["cost"] == {"mana": "{2}", "sacrifice_self": True}
    # one ability naming its object two ways is not read
    mixed = _one(
        'All Slivers have "{2}, Sacrifice this permanent: This creature deals 1 damage to '
        'target creature or player."'
    )
    assert not mixed.ok and mixed.problem.rule == "613.1f"


def test_a_sliver_ability_is_played_by_every_sliver():
    sliver = compiled(
        "Test Sliver",
        'All Slivers have "{2}, Sacrifice this permanent: You gain 3 life."',
        subtypes=["Sliver"],
        power="1",
        toughness="1",
    )
    result = run(
        [
            {"card": "Test Sliver"},
            {"card": "Muscle Sliver", "id": "m"},
            "Plains",
            "Plains",
        ],
        [],
        [{"activate": "m"}, {"resolve": "all"}],
        cards=[sliver],
    )
    assert result.refusal is None
    game = result.game
    assert game.player("Алиса").life == 23
    assert [o.card.name for o in game.permanents("Алиса") if o.card.name == "Muscle Sliver"] == []
