"""Wording families of the 2015 Standard (branch ``standard``): manifest (701.31a), raid's
2015 wording (207.2c), monstrous and counter conditions (701.28a, 611.3a), Archetypes
(613.1f), animation (611.2a, 205.1b) and turned-face-up triggers (702.36e, 603.2) — each
compiled, rendered back to its text, and refused where the engine would play it otherwise."""

from __future__ import annotations

from mtgjudge.cards.format import card_from_dict
from mtgjudge.cards.oracle import compile_card
from mtgjudge.cards.oracle.rewrite import to_2015
from tests.engine_helpers import compiles as ok
from tests.engine_helpers import refused


def test_701_31a_manifest_the_top_cards():
    ((key, spell),) = ok("spell", "Manifest the top two cards of your library.")
    assert key == "spell" and spell["effects"] == [{"manifest": 2}]


def test_701_31a_counters_go_on_the_manifested_permanent():
    ((_, spell),) = ok(
        "spell", "Manifest the top card of your library, then put two +1/+1 counters on it."
    )
    manifest, counters = spell["effects"]
    assert manifest == {"manifest": 1}
    assert counters["add_counters"] == {"kind": "+1/+1", "n": 2} and counters["on"] == "that"


def test_207_2c_raid_is_read_in_its_2015_wording():
    assert to_2015("if you attacked this turn,") == "if you attacked with a creature this turn,"
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME enters the battlefield, if you attacked with a creature this turn, "
        "target opponent discards a card.",
    )
    assert trigger["if"] == {"attacked_with_at_least": 1}


def test_613_1f_archetype_is_one_cant_have_part():
    ((_, static),) = ok(
        "static", "Creatures your opponents control lose flying and can't have or gain flying."
    )
    assert static["cant_have"] == ["Flying"]
    assert static["affects"]["controller"] == "opponent"
    refused("static", "Creatures your opponents control lose flying and can't have or gain reach.")


def test_701_28a_monstrous_condition_of_the_card_itself():
    ((_, static),) = ok("static", "As long as CARDNAME is monstrous, it has hexproof and reach.")
    assert static["if"] == {"monstrous": True}
    assert static["affects"] == {"self": True} and static["grant"] == ["Hexproof", "Reach"]


def test_611_3a_counter_condition_only_of_the_card_itself():
    ((_, static),) = ok("static", "CARDNAME has flying as long as it has a +1/+1 counter on it.")
    assert static["if"] == {"has_counter": "+1/+1"}
    # "it" would be the enchanted creature, not the card: not read
    refused("static", "Enchanted creature has flying as long as it has a +1/+1 counter on it.")


def test_611_2a_monument_becomes_an_artifact_creature_keeping_its_types():
    ((_, ability),) = ok(
        "activated",
        "{4}{R}{G}: CARDNAME becomes a 4/4 red and green Dragon artifact creature with flying "
        "until end of turn.",
    )
    (effect,) = ability["effects"]
    assert effect["become"] == {
        "add_types": ["Artifact", "Creature"],
        "add_subtypes": ["Dragon"],
        "set_colors": ["red", "green"],
        "grant": ["Flying"],
        "set_pt": {"power": 4, "toughness": 4},
    }
    assert effect["to"] == "self" and effect["until"] == "end_of_turn"


def test_205_1b_a_land_that_is_still_a_land():
    ((_, ability),) = ok(
        "activated",
        "{1}: CARDNAME becomes a 2/2 creature with all creature types until end of turn. "
        "It's still a land.",
    )
    assert ability["effects"][0]["become"]["add_types"] == ["Creature"]


def test_205_1a_becoming_only_a_creature_is_refused():
    reason = refused("activated", "{G}: Target land becomes a 1/1 creature until end of turn.")
    assert "тип заменяется" in reason


def test_603_2_a_permanent_you_control_is_turned_face_up():
    ((_, trigger),) = ok(
        "triggered", "Whenever a permanent you control is turned face up, draw a card."
    )
    assert trigger["when"] == "a_permanent_turned_face_up"
    assert trigger["of"] == {"controller": "you"}


def test_603_2_enters_or_is_turned_face_up_is_two_triggers():
    card = compile_card(
        {
            "name": "Test Brigade",
            "layout": "normal",
            "faces": [
                {
                    "types": ["Creature"],
                    "manaCost": "{3}{R}",
                    "power": "2",
                    "toughness": "2",
                    "text": "When Test Brigade enters the battlefield or is turned face up, "
                    "put three 1/1 red Goblin creature tokens onto the battlefield.",
                }
            ],
        }
    )
    assert card.status == "full"
    assert [t["when"] for t in card.card["triggers"]] == ["enters_battlefield", "turned_face_up"]


def test_700_2_choose_one_or_both():
    ((_, spell),) = ok(
        "spell", "Choose one or both — • Destroy target artifact. • Destroy target land."
    )
    assert spell["choose"] == "one_or_both" and len(spell["modes"]) == 2
    card = compile_card(
        {
            "name": "Test Vandal",
            "layout": "normal",
            "faces": [
                {
                    "types": ["Instant"],
                    "manaCost": "{2}{R}",
                    "text": "Choose one or both —\n• Destroy target artifact.\n• Destroy target land.",
                }
            ],
        }
    )
    assert card.status == "full"
    spell_def = card_from_dict(card.card).spell
    assert spell_def is not None and (spell_def.choose, spell_def.choose_min) == (2, 1)


def test_603_2_a_creature_with_a_quality_enters_under_your_control():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever a creature with flying enters the battlefield under your control, "
        "it gains haste until end of turn.",
    )
    assert trigger["when"] == "a_permanent_enters"
    assert trigger["of"] == {"types": ["Creature"], "keywords": ["Flying"], "controller": "you"}
    assert trigger["effects"][0]["to"] == "that"  # "it": the creature that entered


def test_603_2_a_creature_you_control_with_toughness_dies():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever a creature you control with toughness 4 or greater dies, you gain 4 life.",
    )
    assert trigger["of"] == {"controller": "you", "toughness_at_least": 4}


def test_603_2_you_cast_an_instant_or_sorcery_spell():
    ((_, trigger),) = ok("triggered", "Whenever you cast an instant or sorcery spell, scry 1.")
    assert trigger["of"] == {"types": ["Instant", "Sorcery"], "controller": "you"}


def test_601_2d_divided_damage_among_one_two_or_three_targets():
    ((_, spell),) = ok(
        "spell",
        "CARDNAME deals 3 damage divided as you choose among one, two, or three target "
        "creatures and/or players.",
    )
    assert spell["targets"] == [{"kind": "creature_or_player", "count": {"up_to": 3}}]
    (effect,) = spell["effects"]
    assert (effect["damage"], effect["to"], effect["divided"]) == (3, "each_target", True)


def test_601_2d_divided_damage_of_a_triggered_ability_is_refused():
    # an ability's division is announced as it is put on the stack (603.3d): not asked yet
    card = compile_card(
        {
            "name": "Test Titan",
            "layout": "normal",
            "faces": [
                {
                    "types": ["Creature"],
                    "manaCost": "{4}{R}{R}",
                    "power": "6",
                    "toughness": "6",
                    "text": "When Test Titan enters the battlefield, it deals 3 damage divided "
                    "as you choose among one, two, or three target creatures and/or players.",
                }
            ],
        }
    )
    assert card.status != "full"


def test_601_2d_the_modern_wording_of_targets_is_read_as_2015():
    assert to_2015("divided as you choose among one or two targets.") == (
        "divided as you choose among one or two target creatures and/or players."
    )


def test_611_2c_a_group_gets_and_gains_until_end_of_turn():
    ((_, spell),) = ok(
        "spell", "Creatures you control get +1/+1 and gain trample until end of turn."
    )
    pump, grant = spell["effects"]
    assert pump["pump_all"]["controller"] == "you" and (pump["power"], pump["toughness"]) == (1, 1)
    assert grant["grant"] == ["Trample"] and grant["to"] == {"all": pump["pump_all"]}


def test_610_3_exile_until_the_source_leaves_the_battlefield():
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME enters the battlefield, exile target nonland permanent an opponent "
        "controls until CARDNAME leaves the battlefield.",
    )
    (effect,) = trigger["effects"]
    assert effect["exile"] == "target" and effect["until"] == "source_leaves"


def test_114_1_graveyard_card_of_either_type_or_of_neither():
    ((_, spell),) = ok(
        "spell", "Return target creature or enchantment card from your graveyard to your hand."
    )
    assert spell["targets"][0]["filter"]["types"] == ["Creature", "Enchantment"]
    ((_, spell),) = ok(
        "spell", "Return target noncreature, nonland card from your graveyard to your hand."
    )
    assert spell["targets"][0]["filter"]["not_types"] == ["Creature", "Land"]


def test_702_creatures_without_a_keyword():
    ((_, spell),) = ok("spell", "CARDNAME deals 5 damage to target creature without flying.")
    assert spell["targets"] == [{"kind": "creature", "filter": {"not_keywords": ["Flying"]}}]
    ((_, spell),) = ok(
        "spell", "CARDNAME deals X damage to each creature without flying and each player."
    )
    assert spell["effects"][0]["to"][0] == {
        "all": {"types": ["Creature"], "not_keywords": ["Flying"]}
    }


def test_608_2h_destroy_all_creatures_with_power():
    ((_, spell),) = ok("spell", "Destroy all creatures with power 4 or greater.")
    assert spell["effects"] == [{"destroy_all": {"types": ["Creature"], "power_at_least": 4}}]


def test_603_2_a_spell_of_a_colour_or_a_land_of_a_subtype_is_two_triggers():
    card = compile_card(
        {
            "name": "Test Staff",
            "layout": "normal",
            "faces": [
                {
                    "types": ["Artifact"],
                    "manaCost": "{3}",
                    "text": "Whenever you cast a black spell or a Swamp enters the battlefield "
                    "under your control, you gain 1 life.",
                }
            ],
        }
    )
    assert card.status == "full"
    first, second = card.card["triggers"]
    assert first["when"] == "a_player_casts_spell" and first["of"]["colors"] == ["black"]
    assert second["when"] == "a_permanent_enters" and second["of"]["subtypes"] == ["Swamp"]


def test_603_7_sacrifice_it_at_end_of_combat():
    ((_, spell),) = ok(
        "spell", "Target creature gains haste until end of turn. Sacrifice it at end of combat."
    )
    delayed = spell["effects"][1]["delayed"]
    assert delayed["at"] == "end_of_combat" and delayed["effects"][0]["sacrifice"] == "that"
