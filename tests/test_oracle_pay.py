"""Payments asked during resolution and around attacking (branch ``pay``): each wording
compiled and rendered back to its text, a near wording refused, and every mechanism played."""

from __future__ import annotations

from tests.engine_helpers import compiled_card as compiled
from tests.engine_helpers import names, refused, scenario
from tests.engine_helpers import round_trips as ok

# ---------------------------------------------------------------- 117.12: unless you return

QUICKLING = (
    "When CARDNAME enters the battlefield, sacrifice it unless you return another creature you "
    "control to its owner's hand."
)


def test_117_12_unless_you_return_another_creature_compiles():
    ((_, trigger),) = ok("triggered", QUICKLING)
    (effect,) = trigger["effects"]
    assert effect["may_pay"] == "Return another creature you control to its owner's hand"
    assert effect["otherwise"][0]["sacrifice"] == "self"
    ((_, ability),) = ok(
        "activated", "Return another creature you control to its owner's hand: Draw a card."
    )
    assert ability["cost"] == {"return_to_hand": {"types": ["Creature"], "other": True}}
    assert refused(
        "triggered",
        "When CARDNAME enters the battlefield, sacrifice it unless you return another creature "
        "an opponent controls to its owner's hand.",
    )


TEST_QUICKLING = compiled(
    "Test Quickling", QUICKLING.replace("CARDNAME", "Test Quickling"), power="2", toughness="2"
)


def _quickling(battlefield, answers=()):
    return scenario(
        {"hand": ["Test Quickling"], "battlefield": ["Island", "Island", *battlefield]},
        {},
        [*answers, {"cast": "Test Quickling", "by": "Алиса"}, {"resolve": "all"}],
        [TEST_QUICKLING],
    )


def test_117_12_quickling_returns_another_creature_and_stays():
    result = _quickling(["Grizzly Bears"])
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "hand") == ["Grizzly Bears"]
    assert "Test Quickling" in names(result.game, "Алиса", "battlefield")


def test_117_12_quickling_alone_or_unpaid_is_sacrificed():
    alone = _quickling([])
    assert alone.refusal is None, alone.refusal
    assert names(alone.game, "Алиса", "graveyard") == ["Test Quickling"]
    unpaid = _quickling(["Grizzly Bears"], [{"choose": {"pay": False}}])
    assert names(unpaid.game, "Алиса", "graveyard") == ["Test Quickling"]
    assert "Grizzly Bears" in names(unpaid.game, "Алиса", "battlefield")


# ---------------------------------------------------------------- 603.4: the greatest power

MIGHT = (
    "At the beginning of combat on your turn, if you control each creature on the battlefield "
    "with the greatest power, gain control of target creature an opponent controls until end of "
    "turn. Untap that creature. It gains haste until end of turn."
)


def test_603_4_each_creature_with_the_greatest_power_compiles():
    ((_, trigger),) = ok("triggered", MIGHT)
    assert trigger["if"] == {"each_greatest_power": True}
    assert trigger["effects"][0] == {"gain_control": "target", "until": "end_of_turn"}
    assert refused(
        "triggered",
        MIGHT.replace("each creature on the battlefield", "each creature you control"),
    )


TEST_MIGHT = compiled("Test Might", MIGHT, types=("Enchantment",))


def _might(alice_creatures, bob_creatures):
    return scenario(
        {"battlefield": ["Test Might", *alice_creatures], "library": 3},
        {"battlefield": bob_creatures, "library": 3},
        [{"goto": {"step": "beginning_of_combat"}}, {"resolve": "all"}],
        [TEST_MIGHT],
    )


def test_603_4_might_makes_right_takes_a_creature_when_yours_are_the_greatest():
    result = _might(
        ["Hill Giant", "Hill Giant"], [{"card": "Grizzly Bears", "tapped": True, "sick": True}]
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert "Grizzly Bears" in names(game, "Алиса", "battlefield")
    (bear,) = [o for o in game.permanents("Алиса") if o.card.name == "Grizzly Bears"]
    assert not bear.tapped


def test_603_4_a_tie_with_an_opponents_creature_does_not_trigger():
    result = _might(["Hill Giant"], ["Hill Giant"])
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "battlefield") == ["Hill Giant"]


# ---------------------------------------------------------------- "create … token and …" (2017)

NECROMASTER_2022 = (
    "Flying\nWhenever Test Necromaster deals combat damage to a player, you may pay {2}. If you "
    "do, create a 2/2 black Zombie creature token and each opponent mills two cards."
)


def test_create_a_token_and_is_put_back_into_2015_wording():
    from mtgjudge.cards.oracle.rewrite import to_2015

    assert to_2015("Create a 1/1 white Soldier creature token and you gain 1 life.") == (
        "Put a 1/1 white Soldier creature token onto the battlefield and you gain 1 life."
    )
    # "tapped" stands after "onto the battlefield" in 2015: not this row's to move
    tapped = "Create three tapped 2/2 black Zombie creature tokens and you gain 3 life."
    assert to_2015(tapped) == tapped


TEST_NECROMASTER = compiled(
    "Test Necromaster", NECROMASTER_2022, power="5", toughness="5", cost="{3}{U}{B}"
)


def _necromaster(answers=()):
    return scenario(
        {"battlefield": [{"card": "Test Necromaster", "id": "n"}, "Swamp", "Swamp"]},
        {"library": 5},
        [
            *answers,
            {"attack": {"n": "Борис"}},
            {"goto": {"step": "combat_damage"}},
            {"resolve": "all"},
        ],
        [TEST_NECROMASTER],
    )


def test_608_2d_necromaster_paid_makes_a_zombie_and_mills_the_opponent():
    result = _necromaster()
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "battlefield").count("Zombie") == 1
    assert len(game.player("Борис").zones["graveyard"]) == 2
    assert game.player("Борис").life == 15


def test_608_2d_necromaster_unpaid_does_nothing_more():
    result = _necromaster([{"choose": {"pay": False}}])
    assert result.refusal is None, result.refusal
    assert "Zombie" not in names(result.game, "Алиса", "battlefield")
    assert not result.game.player("Борис").zones["graveyard"]


# ---------------------------------------------------------------- 508.4: returned attacking

ALESHA = (
    "Whenever CARDNAME attacks, you may pay {W/B}{W/B}. If you do, return target creature card "
    "with power 2 or less from your graveyard to the battlefield tapped and attacking."
)


def test_508_4_returned_tapped_and_attacking_compiles():
    ((_, trigger),) = ok("triggered", ALESHA)
    (effect,) = trigger["effects"]
    assert effect["may_pay"] == "{W/B}{W/B}"
    assert effect["then"] == [{"put_onto_battlefield": "target", "tapped": True, "attacking": True}]
    assert refused("triggered", ALESHA.replace("tapped and attacking", "attacking"))


TEST_ALESHA = compiled("Test Alesha", ALESHA, power="3", toughness="2", cost="{2}{W}")


def _alesha(answers=()):
    return scenario(
        {
            "battlefield": [{"card": "Test Alesha", "id": "a"}, "Plains", "Swamp"],
            "graveyard": ["Grizzly Bears"],
        },
        {"library": 3},
        [
            *answers,
            {"attack": {"a": "Борис"}},
            {"resolve": "all"},
            {"goto": {"step": "combat_damage"}},
            {"resolve": "all"},
        ],
        [TEST_ALESHA],
    )


def test_508_4_alesha_returns_a_creature_attacking_the_defending_player():
    result = _alesha()
    assert result.refusal is None, result.refusal
    game = result.game
    (bear,) = [o for o in game.permanents("Алиса") if o.card.name == "Grizzly Bears"]
    assert bear.tapped
    assert game.player("Борис").life == 15  # 3 + 2: the bear dealt combat damage too


def test_508_4_alesha_unpaid_leaves_the_card_in_the_graveyard():
    result = _alesha([{"choose": {"pay": False}}])
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "graveyard") == ["Grizzly Bears"]
    assert result.game.player("Борис").life == 17


# ---------------------------------------------------------------- 112.6k: from the graveyard

PHOENIX = (
    "At the beginning of combat on your turn, if you control a creature with power 4 or "
    "greater, you may pay {R}. If you do, return CARDNAME from your graveyard to the battlefield."
)


def test_112_6k_a_trigger_that_returns_its_card_from_the_graveyard_compiles():
    ((_, trigger),) = ok("triggered", PHOENIX)
    assert trigger["zone"] == "graveyard"
    assert trigger["if"] == {"you_control": {"types": ["Creature"], "power_at_least": 4}}
    assert trigger["effects"] == [
        {"may_pay": "{R}", "then": [{"put_onto_battlefield": "this_card"}]}
    ]
    assert "zone" not in ok("triggered", MIGHT)[0][1]
    # "you may pay {X}" (X chosen as it resolves) and a move of another card stay unread
    assert refused("triggered", PHOENIX.replace("{R}", "{X}"))
    assert refused("triggered", PHOENIX.replace("CARDNAME from", "target creature card from"))


TEST_PHOENIX = compiled(
    "Test Phoenix",
    "Flying, haste\n" + PHOENIX.replace("CARDNAME", "Test Phoenix"),
    power="2",
    toughness="2",
    cost="{1}{R}{R}",
)


def _phoenix(alice, answers=()):
    return scenario(
        {"library": 3, **alice},
        {"library": 3},
        [*answers, {"goto": {"step": "beginning_of_combat"}}, {"resolve": "all"}],
        [TEST_PHOENIX],
    )


def test_112_6k_the_phoenix_returns_from_the_graveyard_when_paid():
    result = _phoenix({"graveyard": ["Test Phoenix"], "battlefield": ["Craw Wurm", "Mountain"]})
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "battlefield") == ["Craw Wurm", "Mountain", "Test Phoenix"]
    assert not result.game.player("Алиса").zones["graveyard"]


def test_603_4_the_phoenix_stays_without_a_big_creature_or_without_paying():
    small = _phoenix({"graveyard": ["Test Phoenix"], "battlefield": ["Grizzly Bears", "Mountain"]})
    assert small.refusal is None, small.refusal
    assert names(small.game, "Алиса", "graveyard") == ["Test Phoenix"]
    unpaid = _phoenix(
        {"graveyard": ["Test Phoenix"], "battlefield": ["Craw Wurm", "Mountain"]},
        [{"choose": {"pay": False}}],
    )
    assert names(unpaid.game, "Алиса", "graveyard") == ["Test Phoenix"]


def test_112_6k_on_the_battlefield_the_ability_does_not_trigger():
    result = _phoenix({"battlefield": ["Test Phoenix", "Craw Wurm", "Mountain"]})
    assert result.refusal is None, result.refusal
    assert not any(e.kind == "ability_triggered" for step in result.steps for e in step.events)


# ---------------------------------------------------------------- 508.1c, 303.4: attack unless

OCTOPUS = (
    "CARDNAME can't attack unless defending player controls an enchantment or an enchanted "
    "permanent."
)


def test_508_1c_attack_unless_an_enchantment_or_an_enchanted_permanent_compiles():
    ((_, keyword),) = ok("static", OCTOPUS)
    assert keyword == (
        "Can't attack unless defending player controls an enchantment or an enchanted permanent"
    )
    assert refused("static", OCTOPUS.replace("an enchanted permanent", "an enchanted creature"))


TEST_OCTOPUS = compiled(
    "Test Octopus", OCTOPUS.replace("CARDNAME", "Test Octopus"), power="5", toughness="5"
)


def _octopus(bob_battlefield, alice_more=()):
    return scenario(
        {"battlefield": [{"card": "Test Octopus", "id": "o"}, *alice_more]},
        {"battlefield": bob_battlefield},
        [{"attack": {"o": "Борис"}}],
        [TEST_OCTOPUS],
    )


def test_508_1c_the_octopus_cant_attack_a_player_without_enchantments():
    result = _octopus(["Grizzly Bears"])
    assert result.refusal is not None
    assert "508.1c" in result.refusal.error.rules
    assert "чары или зачарованный перманент" in str(result.refusal.error)


def test_303_4_an_enchantment_or_an_enchanted_permanent_lets_it_attack():
    enchantment = _octopus(["Glorious Anthem"])
    assert enchantment.refusal is None, enchantment.refusal
    assert enchantment.game.attackers
    # an Aura of the attacking player on the defending player's creature: enchanted (303.4)
    enchanted = _octopus(
        [{"card": "Grizzly Bears", "id": "b"}], [{"card": "Spirit Link", "attached_to": "b"}]
    )
    assert enchanted.refusal is None, enchanted.refusal
    assert enchanted.game.attackers


# ---------------------------------------------------------------- 608.2d: unless an opponent pays

ATHREOS = (
    "Whenever another creature you own dies, return it to your hand unless target opponent "
    "pays 3 life."
)


def test_608_2d_unless_target_opponent_pays_life_compiles():
    ((_, trigger),) = ok("triggered", ATHREOS)
    assert trigger["when"] == "a_creature_dies"
    assert trigger["of"] == {"owner": "you", "other": True}
    assert trigger["targets"] == ["opponent"]
    assert trigger["effects"] == [
        {"may_pay": "Pay 3 life", "otherwise": [{"return_to_hand": "that"}], "player": "target"}
    ]
    assert refused("triggered", ATHREOS.replace("target opponent", "target player"))
    assert refused("triggered", ATHREOS.replace("you own", "an opponent owns"))


TEST_ATHREOS = compiled("Test Athreos", ATHREOS, types=("Enchantment",), cost="{1}{W}{B}")


def _athreos(bob, answers=(), alice_more=()):
    shock = {"cast": "Lightning Bolt", "by": "Алиса", "targets": ["b"]}
    return scenario(
        {
            "battlefield": ["Test Athreos", "Mountain", *alice_more],
            "hand": ["Lightning Bolt"],
        },
        bob,
        [*answers, shock, {"resolve": "all"}],
        [TEST_ATHREOS],
    )


def test_608_2d_the_opponent_pays_3_life_and_the_card_stays_in_the_graveyard():
    result = _athreos({}, alice_more=[{"card": "Grizzly Bears", "id": "b"}])
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 17
    assert "Grizzly Bears" in names(result.game, "Алиса", "graveyard")


def test_608_2d_unpaid_the_dead_card_returns_to_its_owners_hand():
    result = _athreos(
        {}, [{"choose": {"pay": False}}], alice_more=[{"card": "Grizzly Bears", "id": "b"}]
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 20
    assert names(result.game, "Алиса", "hand") == ["Grizzly Bears"]


def test_108_3_a_creature_you_dont_own_does_not_trigger_it():
    result = _athreos({"battlefield": [{"card": "Grizzly Bears", "id": "b"}]})
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 20
    assert names(result.game, "Борис", "graveyard") == ["Grizzly Bears"]


TORMENTOR = (
    "At the beginning of your upkeep, draw a card unless target opponent sacrifices a creature "
    "or pays 3 life."
)


def test_608_2d_unless_one_of_two_costs_compiles():
    ((_, trigger),) = ok("triggered", TORMENTOR)
    assert trigger["effects"] == [
        {
            "may_pay": ["Sacrifice a creature", "Pay 3 life"],
            "otherwise": [{"draw": 1}],
            "player": "target",
        }
    ]
    assert refused("triggered", TORMENTOR.replace("sacrifices a creature", "sacrifices a land"))
    assert refused(
        "triggered",
        "At the beginning of your upkeep, draw a card and you gain 1 life unless target opponent "
        "pays 3 life.",
    )


TEST_TORMENTOR = compiled("Test Tormentor", TORMENTOR, power="3", toughness="3", cost="{3}{B}{B}")


def _tormentor(bob_battlefield, answers=()):
    return scenario(
        {"battlefield": ["Test Tormentor"], "library": 5},
        {"battlefield": bob_battlefield, "library": 5},
        [*answers, {"goto": {"step": "upkeep", "turn": 5}}, {"resolve": "all"}],
        [TEST_TORMENTOR],
    )


def test_608_2d_by_default_the_opponent_pays_the_first_cost_it_can():
    result = _tormentor(["Grizzly Bears"])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert game.player("Борис").life == 20
    assert len(game.player("Алиса").zones["hand"]) == 0
    without = _tormentor([])  # no creature to sacrifice: 3 life (701.14a)
    assert without.game.player("Борис").life == 17


def test_608_2d_the_opponent_chooses_the_second_cost_or_none():
    life = _tormentor(["Grizzly Bears"], [{"choose": {"pay": 2}}])
    assert life.refusal is None, life.refusal
    assert life.game.player("Борис").life == 17
    assert names(life.game, "Борис", "battlefield") == ["Grizzly Bears"]
    none = _tormentor(["Grizzly Bears"], [{"choose": {"pay": False}}])
    assert none.game.player("Борис").life == 20
    assert len(none.game.player("Алиса").zones["hand"]) == 1


# ---------------------------------------------------------------- 701.8a: exchange control

THIEF = (
    "Whenever CARDNAME becomes untapped, you may exchange control of target nonland permanent "
    "you control and target permanent an opponent controls that shares a card type with it."
)


def test_701_8a_exchange_yours_and_theirs_compiles():
    ((_, trigger),) = ok("triggered", THIEF)
    assert trigger["when"] == "becomes_untapped"
    assert trigger["targets"][1]["filter"] == {"controller": "opponent", "shares_card_type": True}
    assert trigger["effects"] == [{"may": [{"exchange_control": ["target", "target:2"]}]}]
    assert refused("triggered", THIEF.replace("that shares a card type with it", "with flying"))


TEST_THIEF = compiled("Test Thief", THIEF, power="2", toughness="3", cost="{2}{U}")


def test_701_8a_the_thief_exchanges_a_creature_for_a_creature_as_it_untaps():
    result = scenario(
        {
            "battlefield": [
                {"card": "Test Thief", "tapped": True},
                {"card": "Grizzly Bears", "id": "b"},
            ],
            "library": 3,
        },
        {"battlefield": [{"card": "Hill Giant", "id": "g"}], "library": 3},
        [
            {"choose": {"trigger_targets": {"Test Thief": ["b", "g"]}}},
            {"goto": {"step": "upkeep", "turn": 4}},
            {"resolve": "all"},
        ],
        [TEST_THIEF],
        active="Борис",
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "battlefield") == ["Hill Giant", "Test Thief"]
    assert names(game, "Борис", "battlefield") == ["Grizzly Bears"]


# ---------------------------------------------------------------- 107.3e: X chosen as it resolves

HERO = (
    "Whenever you cast a spell that targets CARDNAME, you may pay {X}. If you do, put X +1/+1 "
    "counters on CARDNAME."
)


def test_107_3e_you_may_pay_x_compiles():
    ((_, trigger),) = ok("triggered", HERO)
    assert trigger["effects"] == [
        {
            "may_pay": "{X}",
            "then": [{"add_counters": {"kind": "+1/+1", "n": "X"}, "on": "self"}],
            "choose_x": True,
        }
    ]
    # an X the text does not define stays unread (107.3h)
    assert refused("triggered", HERO.replace("{X}", "{1}"))
    assert refused("triggered", HERO.replace("{X}", "{X}{X}"))


TEST_HERO = compiled("Test Hero", HERO, power="1", toughness="1", cost="{W}")


def _hero(answers=()):
    return scenario(
        {
            "battlefield": [
                {"card": "Test Hero", "id": "h"},
                "Forest",
                "Forest",
                "Forest",
                "Forest",
            ],
            "hand": ["Giant Growth"],
        },
        {},
        [
            *answers,
            {"cast": "Giant Growth", "by": "Алиса", "targets": ["h"]},
            {"resolve": "all"},
        ],
        [TEST_HERO],
    )


def test_107_3e_the_hero_pays_x_and_gets_x_counters():
    result = _hero([{"choose": {"x": 2}}])
    assert result.refusal is None, result.refusal
    (hero,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Hero"]
    assert hero.counters.get("+1/+1") == 2
    assert sum(1 for o in result.game.permanents("Алиса") if o.tapped) == 3  # G + {2}


def test_107_3e_by_default_x_is_0_and_nothing_is_put():
    result = _hero()
    assert result.refusal is None, result.refusal
    (hero,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Hero"]
    assert not hero.counters.get("+1/+1")
    assert any(e.kind == "x_chosen" for step in result.steps for e in step.events)


# ---------------------------------------------------------------- 608.2c–d: then … unless you

MEDITATION = "Draw three cards. Then discard two cards unless you discard a creature card."


def test_608_2d_then_unless_you_discard_a_creature_card_compiles():
    ((_, spell),) = ok("spell", MEDITATION)
    assert spell["effects"] == [
        {"draw": 3},
        {"may_pay": "Discard a creature card", "otherwise": [{"discard": 2}]},
    ]
    assert refused("spell", MEDITATION.replace("Then discard two cards", "Then draw a card"))


TEST_MEDITATION = compiled("Test Meditation", MEDITATION, types=("Sorcery",), cost="{U}")


def _meditation(library, answers=()):
    return scenario(
        {"hand": ["Test Meditation"], "battlefield": ["Island"], "library": library},
        {},
        [*answers, {"cast": "Test Meditation", "by": "Алиса"}, {"resolve": "all"}],
        [TEST_MEDITATION],
    )


def test_608_2d_discarding_a_creature_card_instead_of_two_cards():
    result = _meditation(["Grizzly Bears", "Island", "Forest"])
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "hand") == ["Forest", "Island"]
    assert "Grizzly Bears" in names(result.game, "Алиса", "graveyard")


def test_608_2d_without_a_creature_card_two_cards_are_discarded():
    result = _meditation(["Plains", "Island", "Forest"])
    assert result.refusal is None, result.refusal
    assert len(result.game.player("Алиса").zones["hand"]) == 1
    unpaid = _meditation(["Grizzly Bears", "Island", "Forest"], [{"choose": {"pay": False}}])
    assert len(unpaid.game.player("Алиса").zones["hand"]) == 1
