"""Combat wordings, branch 2 of helper "combat": the Enchant keyword read as a target
description (303.4a, 702.5a, 704.5n), blocking restrictions granted to the enchanted or
equipped creature (509.1b), defender set aside under a condition of the card (609.4, 611.3a,
303.4b), a group that can block an additional creature (509.1b) — compiled, rendered back and
played by the engine."""

from __future__ import annotations

import yaml

from mtgjudge.cards.oracle import Clause, compile_card, compile_clause
from mtgjudge.cards.oracle.keywords import compile_part, render_part
from tests.engine_helpers import compiles as ok
from tests.engine_helpers import names, play, refused, scenario


def compiled(name: str, text: str, types=("Creature",), **face) -> dict:
    entry = {
        "name": name,
        "layout": "normal",
        "faces": [{"types": list(types), "text": text, "manaCost": "{R}", **face}],
    }
    result = compile_card(entry)
    assert result.status == "full", [a.problem for a in result.abilities] + [result.problem]
    return result.card


def run(battlefield_a, battlefield_b, actions, cards=(), hand=()):
    return scenario(
        {"battlefield": battlefield_a, "hand": list(hand)},
        {"battlefield": battlefield_b},
        actions,
        cards,
    )


def rules(result) -> tuple[str, ...]:
    return tuple(result.refusal.error.rules) if result.refusal is not None else ()


# -- 702.5a, 303.4a: the Enchant keyword names what a target names ------------------------------


def test_702_5a_enchant_reads_the_words_of_a_target():
    for text, spec in (
        (
            "Enchant red or green creature",
            {"kind": "creature", "filter": {"colors": ["red", "green"]}},
        ),
        (
            "Enchant Mountain you control",
            {"kind": "permanent", "filter": {"subtypes": ["Mountain"], "controller": "you"}},
        ),
        ("Enchant Forest", {"kind": "permanent", "filter": {"subtypes": ["Forest"]}}),
        ("Enchant nonland permanent", {"kind": "permanent", "filter": {"not_types": ["Land"]}}),
    ):
        key, value = compile_part(text)
        assert key == "enchant" and {k: v for k, v in value.items() if k[0] != "_"} == spec
        assert render_part(key, value) == text


def test_702_5a_enchant_a_card_in_a_graveyard_is_not_read():
    result = compile_clause(Clause("keyword", "Enchant creature card in a graveyard"))
    assert not result.ok and "зачаровывать" in result.problem.reason


CHAINS = compiled(
    "Test Chains",
    "Enchant Mountain you control\nWhen Test Chains enters the battlefield, you gain 2 life.",
    types=("Enchantment",),
    subtypes=["Aura"],
)


def _chains(target: str):
    return run(
        [{"card": "Mountain", "id": "моя"}, {"card": "Mountain"}],
        [{"card": "Mountain", "id": "чужая"}],
        [{"cast": "Test Chains", "by": "Алиса", "targets": [target]}, {"resolve": "all"}],
        cards=[CHAINS],
        hand=["Test Chains"],
    )


def test_303_4a_an_aura_spell_targets_only_what_it_can_enchant():
    result = _chains("моя")
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 22
    aura = next(o for o in result.game.permanents("Алиса") if o.card.name == "Test Chains")
    assert result.game.obj(aura.attached_to).card.name == "Mountain"
    refusal = _chains("чужая").refusal
    assert refusal is not None


# -- 509.1b: granted to the enchanted / equipped creature ----------------------------------------


def test_509_1b_enchanted_creature_can_be_blocked_only_by_walls():
    ((_, static),) = ok("static", "Enchanted creature can't be blocked except by Walls.")
    assert static["grant"] == ["Can't be blocked except by Walls"]
    assert static["affects"] == {"enchanted": True}
    ok("static", "Equipped creature can't be blocked except by Walls.")
    refused("static", "Enchanted creature can't be blocked except by creatures with banding.")
    cloak = compiled(
        "Test Cloak",
        "Enchant creature\nEnchanted creature can't be blocked except by Walls.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )

    def block(blocker: str):
        return run(
            [{"card": "Grizzly Bears", "id": "b"}, {"card": "Test Cloak", "attached_to": "b"}],
            [{"card": blocker, "id": "x"}],
            [{"attack": {"b": "Борис"}}, {"block": {"x": "b"}}],
            cards=[cloak],
        )

    assert "509.1b" in rules(block("Hill Giant"))
    result = block("Wall of Stone")
    assert result.refusal is None and result.game.blockers


# -- 609.4, 611.3a, 303.4b: defender set aside as long as the card is enchanted ------------------


PILLAR = compiled(
    "Test Pillar",
    "Defender\nAs long as Test Pillar is enchanted, it can attack as though it didn't have "
    "defender.",
    types=("Artifact", "Creature"),
    power="3",
    toughness="3",
)
AURA = compiled(
    "Test Charm",
    "Enchant creature\nEnchanted creature gets +1/+1.",
    types=("Enchantment",),
    subtypes=["Aura"],
)


def test_611_3a_enchanted_condition_of_the_card():
    ((_, static),) = ok(
        "static",
        "As long as CARDNAME is enchanted, it can attack as though it didn't have defender.",
    )
    assert static["if"] == {"source_enchanted": True} and static["affects"] == {"self": True}
    ((_, static),) = ok(
        "static",
        "As long as CARDNAME is monstrous, it has trample and can attack as though it didn't "
        "have defender.",
    )
    assert static["grant"] == ["Trample", "Can attack as though it didn't have defender"]


def test_303_4b_an_enchanted_defender_attacks():
    bare = run(
        [{"card": "Test Pillar", "id": "p"}], [], [{"attack": {"p": "Борис"}}], cards=[PILLAR, AURA]
    )
    assert "702.3b" in rules(bare)
    result = run(
        [{"card": "Test Pillar", "id": "p"}, {"card": "Test Charm", "attached_to": "p"}],
        [],
        [{"attack": {"p": "Борис"}}, {"resolve": "all"}, {"goto": {"step": "end_of_combat"}}],
        cards=[PILLAR, AURA],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 16


# -- 509.1b: a group that can block an additional creature ---------------------------------------


def test_509_1b_each_creature_you_control_can_block_an_additional_creature():
    sands = compiled(
        "Test Sands",
        "Creatures you control have vigilance.\nEach creature you control can block an "
        "additional creature.",
        types=("Enchantment",),
    )

    def block(cards_b):
        return run(
            [{"card": "Grizzly Bears", "id": "a1"}, {"card": "Grizzly Bears", "id": "a2"}],
            cards_b,
            [{"attack": {"a1": "Борис", "a2": "Борис"}}, {"block": {"w": ["a1", "a2"]}}],
            cards=[sands],
        )

    assert "509.1a" in rules(block([{"card": "Wall of Stone", "id": "w"}]))
    result = block([{"card": "Wall of Stone", "id": "w"}, {"card": "Test Sands"}])
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "battlefield") == ["Test Sands", "Wall of Stone"]


# -- 509.1b, 611.2c: "can't be blocked except by two or more creatures this turn" ---------------


def test_menace_until_end_of_turn_is_read_in_its_2015_wording():
    from mtgjudge.cards.oracle.rewrite import to_2015

    assert to_2015("Warrior creatures you control gain menace until end of turn.") == (
        "Warrior creatures you control can't be blocked except by two or more creatures this turn."
    )
    ((_, spell),) = ok(
        "spell", "Creatures you control can't be blocked except by two or more creatures this turn."
    )
    (effect,) = spell["effects"]
    assert effect["combat_rule"] == "blocked_only_by_two"
    assert effect["to"]["all"]["controller"] == "you"


RAGER = compiled(
    "Test Rager",
    "Whenever Test Rager attacks, Warrior creatures you control gain menace until end of turn.",
    subtypes=["Human", "Warrior"],
    power="3",
    toughness="3",
)


def _rager_blocks(blockers: dict):
    return run(
        [{"card": "Test Rager", "id": "r"}],
        [{"card": "Hill Giant", "id": "g1"}, {"card": "Hill Giant", "id": "g2"}],
        [{"attack": {"r": "Борис"}}, {"resolve": "all"}, {"block": blockers}],
        cards=[RAGER],
    )


def test_509_1b_one_blocker_is_not_enough_this_turn():
    assert "509.1b" in rules(_rager_blocks({"g1": "r"}))
    result = _rager_blocks({"g1": "r", "g2": "r"})
    assert result.refusal is None, result.refusal


# -- 603.2, 510.2: a creature of a group deals combat damage to a player ------------------------


def test_603_2_a_warrior_you_control_deals_combat_damage_you_may_pay_life():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever a Warrior you control deals combat damage to a player, you may pay 1 life. "
        "If you do, draw a card.",
    )
    assert trigger["when"] == "a_creature_deals_combat_damage_to_player"
    assert trigger["of"] == {"types": ["Creature"], "subtypes": ["Warrior"], "controller": "you"}
    assert trigger["effects"][0]["may_pay"] == "Pay 1 life"
    spoils = compiled(
        "Test Spoils",
        "Whenever a Warrior you control deals combat damage to a player, you may pay 1 life. "
        "If you do, draw a card.",
        types=("Enchantment",),
    )

    def attack(who: str, pay: bool):
        return play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [spoils, RAGER],
                    "players": {
                        "Алиса": {
                            "battlefield": [{"card": who, "id": "a"}, "Test Spoils"],
                            "library": ["Island", "Island"],
                        },
                        "Борис": {"battlefield": []},
                    },
                    "turn": {"active": "Алиса", "step": "main1", "number": 3},
                    "actions": [
                        {"attack": {"a": "Борис"}},
                        {"resolve": "all"},
                        {"choose": {"pay": pay}},
                        {"goto": {"step": "combat_damage"}},
                        {"resolve": "all"},
                    ],
                },
                allow_unicode=True,
            )
        )

    paid = attack("Test Rager", True)
    assert paid.refusal is None, paid.refusal
    assert paid.game.player("Алиса").life == 19
    assert len(paid.game.player("Алиса").zones["hand"]) == 1
    declined = attack("Test Rager", False)
    assert declined.game.player("Алиса").life == 20
    assert not declined.game.player("Алиса").zones["hand"]
    bears = attack("Grizzly Bears", True)  # not a Warrior: no trigger
    assert bears.game.player("Алиса").life == 20
    assert bears.game.player("Борис").life == 18


# -- 615.1a, 611.2c: prevention of damage to or by a group ---------------------------------------


def test_615_1a_prevent_combat_damage_to_players():
    ((_, spell),) = ok(
        "spell", "Prevent all combat damage that would be dealt to players this turn."
    )
    assert spell["effects"][0]["replacement"] == {
        "event": "damage",
        "combat": True,
        "to": "player",
        "prevent": "all",
    }
    hearth = compiled(
        "Test Hearth",
        "Prevent all combat damage that would be dealt to players this turn.",
        types=("Instant",),
    )
    result = run(
        [{"card": "Hill Giant", "id": "g"}, {"card": "Grizzly Bears", "id": "b"}, "Mountain"],
        [{"card": "Grizzly Bears", "id": "x"}],
        [
            {"cast": "Test Hearth", "by": "Алиса"},
            {"resolve": "all"},
            {"attack": {"g": "Борис", "b": "Борис"}},
            {"block": {"x": "b"}},
            {"goto": {"step": "end_of_combat"}},
        ],
        cards=[hearth],
        hand=["Test Hearth"],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 20  # the unblocked Hill Giant's damage
    assert names(result.game, "Борис", "graveyard") == ["Grizzly Bears"]  # creatures: not


def test_611_2c_prevent_combat_damage_by_nongreen_creatures():
    ((_, spell),) = ok(
        "spell", "Prevent all combat damage that would be dealt by nongreen creatures this turn."
    )
    assert spell["effects"][0]["replacement"]["source"] == {
        "types": ["Creature"],
        "not_colors": ["green"],
    }
    ambush = compiled(
        "Test Ambush",
        "Prevent all combat damage that would be dealt by nongreen creatures this turn.",
        types=("Instant",),
    )
    result = run(
        [{"card": "Hill Giant", "id": "g"}, {"card": "Grizzly Bears", "id": "b"}, "Mountain"],
        [],
        [
            {"cast": "Test Ambush", "by": "Алиса"},
            {"resolve": "all"},
            {"attack": {"g": "Борис", "b": "Борис"}},
            {"goto": {"step": "end_of_combat"}},
        ],
        cards=[ambush],
        hand=["Test Ambush"],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 18  # only the green Bears' damage


def test_615_1a_static_prevention_for_attacking_creatures_you_control():
    shield = compiled(
        "Test Shield",
        "Prevent all damage that would be dealt to attacking creatures you control.",
        types=("Enchantment",),
    )
    (repl,) = shield["replacements"]
    assert repl["to"] == {"types": ["Creature"], "in_combat": "attacking", "controller": "you"}
    result = run(
        [{"card": "Grizzly Bears", "id": "b"}, "Test Shield"],
        [{"card": "Hill Giant", "id": "g"}],
        [{"attack": {"b": "Борис"}}, {"block": {"g": "b"}}, {"goto": {"step": "end_of_combat"}}],
        cards=[shield],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "battlefield") == ["Grizzly Bears", "Test Shield"]
    assert result.game.obj(result.game.permanents("Борис")[0].id).damage == 2


# -- 506.5: attacking and blocking alone ---------------------------------------------------------


PEGASUS = compiled(
    "Test Pegasus",
    "Flying\nTest Pegasus can't attack or block alone.",
    power="2",
    toughness="1",
)


def test_506_5_cant_attack_alone():
    ((key, word),) = ok("static", "CARDNAME can't attack or block alone.")
    assert (key, word) == ("keywords", "Can't attack or block alone")
    alone = run(
        [{"card": "Test Pegasus", "id": "p"}], [], [{"attack": {"p": "Борис"}}], cards=[PEGASUS]
    )
    assert "506.5" in rules(alone)
    together = run(
        [{"card": "Test Pegasus", "id": "p"}, {"card": "Grizzly Bears", "id": "b"}],
        [],
        [{"attack": {"p": "Борис", "b": "Борис"}}, {"goto": {"step": "end_of_combat"}}],
        cards=[PEGASUS],
    )
    assert together.refusal is None, together.refusal
    assert together.game.player("Борис").life == 16


def test_506_5_cant_block_alone():
    def block(blocks: dict):
        return run(
            [{"card": "Wind Drake", "id": "d"}, {"card": "Grizzly Bears", "id": "b"}],
            [{"card": "Test Pegasus", "id": "p"}, {"card": "Wall of Air", "id": "w"}],
            [{"attack": {"d": "Борис", "b": "Борис"}}, {"block": blocks}],
            cards=[PEGASUS],
        )

    assert "506.5" in rules(block({"p": "d"}))
    assert block({"p": "d", "w": "b"}).refusal is None


def test_506_5_enchanted_creature_cant_attack_alone():
    brawler = compiled(
        "Test Brawler",
        "Enchant creature\nEnchanted creature gets +1/+1 and can't attack alone.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    result = run(
        [{"card": "Grizzly Bears", "id": "b"}, {"card": "Test Brawler", "attached_to": "b"}],
        [],
        [{"attack": {"b": "Борис"}}],
        cards=[brawler],
    )
    assert "506.5" in rules(result)


def test_508_1d_a_requirement_does_not_make_it_attack_alone():
    """A creature that must attack but can't attack alone, with no creature to attack beside
    it: attacking with none is legal (508.1d: requirements as far as restrictions allow)."""
    brute = compiled(
        "Test Loner",
        "Test Loner attacks each combat if able.\nTest Loner can't attack alone.",
        power="3",
        toughness="3",
    )
    alone = run([{"card": "Test Loner"}], [], [{"attack": {}}], cards=[brute])
    assert alone.refusal is None, alone.refusal
    company = run(
        [{"card": "Test Loner"}, {"card": "Grizzly Bears"}], [], [{"attack": {}}], cards=[brute]
    )
    assert "508.1d" in rules(company)


# -- 608.2g: "for each attacking creature" (every player's), 611.2c: "each attacking Human" -----


def test_608_2g_for_each_attacking_creature_counts_every_attacker():
    ((_, trigger),) = ok(
        "triggered", "Whenever CARDNAME attacks, you gain 1 life for each attacking creature."
    )
    (effect,) = trigger["effects"]
    assert effect["gain_life"]["of"]["count"]["controller"] == "any"
    roc = compiled(
        "Test Roc",
        "Flying\nWhenever Test Roc attacks, you gain 1 life for each attacking creature.",
        power="3",
        toughness="4",
    )
    result = run(
        [{"card": "Test Roc", "id": "r"}, {"card": "Grizzly Bears", "id": "b"}, "Grizzly Bears"],
        [],
        [{"attack": {"r": "Борис", "b": "Борис"}}, {"resolve": "all"}],
        cards=[roc],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 22


def test_611_2c_each_attacking_human_gains_flying():
    pegasus = compiled(
        "Test Cavalry",
        "Flying\nWhenever Test Cavalry attacks, each attacking Human gains flying until end of "
        "turn.",
        power="1",
        toughness="1",
    )
    result = run(
        [
            {"card": "Test Cavalry", "id": "c"},
            {"card": "Elite Vanguard", "id": "h"},
            {"card": "Grizzly Bears", "id": "b"},
            {"card": "Elite Vanguard", "id": "home"},
        ],
        [{"card": "Hill Giant", "id": "g"}],
        [{"attack": {"c": "Борис", "h": "Борис", "b": "Борис"}}, {"resolve": "all"}],
        cards=[pegasus],
    )
    assert result.refusal is None, result.refusal
    from mtgjudge.engine.characteristics import characteristics

    flying = {
        o.alias: "Flying" in characteristics(result.game, o).keywords
        for o in result.game.permanents("Алиса")
    }
    assert flying == {"c": True, "h": True, "b": False, "home": False}


def test_603_2_whenever_it_blocks_a_creature_with_flying():
    spider = compiled(
        "Test Spider",
        "Reach\nWhenever Test Spider blocks a creature with flying, Test Spider gets +2/+0 "
        "until end of turn.",
        power="2",
        toughness="3",
    )

    def power_after(attacker: str) -> int:
        from mtgjudge.engine.characteristics import characteristics

        result = run(
            [{"card": attacker, "id": "a"}],
            [{"card": "Test Spider", "id": "s"}],
            [{"attack": {"a": "Борис"}}, {"block": {"s": "a"}}, {"resolve": "all"}],
            cards=[spider],
        )
        assert result.refusal is None, result.refusal
        (me,) = result.game.permanents("Борис")
        return characteristics(result.game, me).power or 0

    assert power_after("Wind Drake") == 4
    assert power_after("Grizzly Bears") == 2


# -- 105.2a, 205.2a: "monocolored", "nonenchantment" --------------------------------------------


def test_105_2a_monocolored_and_nonenchantment():
    hope = compiled("Test Hope", "Destroy all nonenchantment creatures.", types=("Sorcery",))
    assert hope["spell"]["effects"] == [
        {"destroy_all": {"types": ["Creature"], "not_types": ["Enchantment"]}}
    ]
    doom = compiled("Test Doom", "Destroy target monocolored creature.", types=("Instant",))
    assert doom["spell"]["targets"] == [{"kind": "creature", "filter": {"monocolored": True}}]

    def cast(target: str):
        return run(
            ["Mountain"],
            [{"card": "Grizzly Bears", "id": "mono"}, {"card": "Watchwolf", "id": "two"}],
            [{"cast": "Test Doom", "by": "Алиса", "targets": [target]}, {"resolve": "all"}],
            cards=[doom],
            hand=["Test Doom"],
        )

    assert names(cast("mono").game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert cast("two").refusal is not None  # Watchwolf is green and white


# -- 508.1c, 509.1b, 611.3a: "can't attack / block unless …" -------------------------------------


def test_509_1b_cant_block_unless_you_control_another_minotaur():
    brawler = compiled(
        "Test Brawler",
        "Test Brawler can't block unless you control another Minotaur.",
        subtypes=["Minotaur"],
        power="4",
        toughness="2",
    )
    (static,) = brawler["static"]
    assert static["if"] == {"you_control_none": {"subtypes": ["Minotaur"], "other": True}}

    def block(extra: list):
        return run(
            [{"card": "Grizzly Bears", "id": "a"}],
            [{"card": "Test Brawler", "id": "m"}, *extra],
            [{"attack": {"a": "Борис"}}, {"block": {"m": "a"}}],
            cards=[brawler],
        )

    assert "509.1b" in rules(block([]))  # itself is no other Minotaur
    assert block([{"card": "Test Brawler"}]).refusal is None


def test_508_1c_cant_attack_unless_there_is_a_mountain_on_the_battlefield():
    crasher = compiled(
        "Test Crasher",
        "Trample\nTest Crasher can't attack unless there is a Mountain on the battlefield.",
        power="5",
        toughness="5",
    )

    def attack(theirs: list):
        return run(
            [{"card": "Test Crasher", "id": "c"}, "Island"],
            theirs,
            [{"attack": {"c": "Борис"}}],
            cards=[crasher],
        )

    assert "508.1c" in rules(attack([]))
    assert attack(["Mountain"]).refusal is None  # anyone's Mountain


# -- 510.2, 603.2c: "is dealt combat damage", "you're dealt combat damage" ----------------------


def test_510_2_whenever_it_is_dealt_combat_damage_that_much():
    wall = compiled(
        "Test Essence",
        "Defender\nWhenever Test Essence is dealt combat damage, you gain that much life.",
        power="0",
        toughness="4",
    )
    result = run(
        [{"card": "Hill Giant", "id": "g"}],
        [{"card": "Test Essence", "id": "w"}],
        [
            {"attack": {"g": "Борис"}},
            {"block": {"w": "g"}},
            {"goto": {"step": "end_of_combat"}},
            {"resolve": "all"},
        ],
        cards=[wall],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 23


def test_603_2c_youre_dealt_combat_damage_once_per_damage_event():
    ((_, trigger),) = ok("triggered", "When you're dealt combat damage, sacrifice CARDNAME.")
    assert trigger["when"] == "you_dealt_combat_damage"
    mender = compiled(
        "Test Mender",
        "Whenever you're dealt combat damage, you gain 1 life.",
        types=("Enchantment",),
    )
    result = run(
        [{"card": "Hill Giant", "id": "g"}, {"card": "Grizzly Bears", "id": "b"}],
        ["Test Mender"],
        [
            {"attack": {"g": "Борис", "b": "Борис"}},
            {"goto": {"step": "end_of_combat"}},
            {"resolve": "all"},
        ],
        cards=[mender],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 20 - 5 + 1


# -- 603.6d, 613.1b: "Whenever equipped creature dies, target opponent gains control of ~" ------


def test_613_1b_equipped_creature_dies_target_opponent_gains_control():
    ((_, trigger),) = ok(
        "triggered", "Whenever equipped creature dies, target opponent gains control of CARDNAME."
    )
    assert trigger["when"] == "a_creature_dies" and trigger["of"] == {"equipped": True}
    assert trigger["effects"] == [
        {"gain_control": "self", "player": "target", "_text": "combat2_gives_control"}
    ]
    amulet = compiled(
        "Test Amulet",
        "Whenever equipped creature dies, target opponent gains control of Test Amulet.\nEquip {1}",
        types=("Artifact",),
        subtypes=["Equipment"],
    )
    result = run(
        [{"card": "Grizzly Bears", "id": "b"}, {"card": "Test Amulet", "attached_to": "b"}],
        [{"card": "Hill Giant", "id": "g"}],
        [
            {"attack": {"b": "Борис"}},
            {"block": {"g": "b"}},
            {"goto": {"step": "end_of_combat"}},
            {"resolve": "all"},
        ],
        cards=[amulet],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "battlefield") == ["Hill Giant", "Test Amulet"]


def test_613_1b_target_opponent_gains_control_of_it_as_a_cost_of_drawing():
    defector = compiled(
        "Test Defector",
        "{T}: Draw two cards. Target opponent gains control of Test Defector. Activate this "
        "ability only during your turn.",
        power="2",
        toughness="1",
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [defector],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Test Defector", "id": "d"}],
                        "library": ["Island", "Island", "Island"],
                    },
                    "Борис": {"battlefield": []},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"activate": "d", "by": "Алиса", "targets": ["Борис"]},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    assert len(result.game.player("Алиса").zones["hand"]) == 2
    assert names(result.game, "Борис", "battlefield") == ["Test Defector"]


def test_603_2_equipped_creature_is_dealt_damage_destroy_it():
    soup = compiled(
        "Test Soup",
        "Whenever equipped creature is dealt damage, destroy it.\nEquip {3}",
        types=("Artifact",),
        subtypes=["Equipment"],
    )
    result = run(
        [{"card": "Hill Giant", "id": "g"}, {"card": "Test Soup", "attached_to": "g"}],
        [{"card": "Llanowar Elves", "id": "e"}],
        [
            {"attack": {"g": "Борис"}},
            {"block": {"e": "g"}},
            {"goto": {"step": "end_of_combat"}},
            {"resolve": "all"},
        ],
        cards=[soup],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "graveyard") == ["Hill Giant"]  # 1 damage: destroyed


def test_603_2_deals_combat_damage_to_an_opponent():
    dragon = compiled(
        "Test Mindscour",
        "Flying\nWhenever Test Mindscour deals combat damage to an opponent, target player "
        "puts the top four cards of his or her library into his or her graveyard.",
        power="4",
        toughness="4",
    )
    scholar = compiled(
        "Test Scholar",
        "Whenever a creature you control deals combat damage to an opponent, you gain 1 life.",
        types=("Enchantment",),
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [dragon, scholar],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Test Mindscour", "id": "d"}, "Test Scholar"],
                    },
                    "Борис": {"battlefield": [], "library": ["Island"] * 6},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"attack": {"d": "Борис"}},
                    {"goto": {"step": "combat_damage"}},
                    {"choose": {"trigger_targets": {"Test Mindscour": ["Борис"]}}},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    assert len(result.game.player("Борис").zones["graveyard"]) == 4
    assert result.game.player("Алиса").life == 21


def test_615_7_a_shield_for_the_next_combat_damage_only():
    griffin = compiled(
        "Test Griffin",
        "Flying\n{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn.",
        power="2",
        toughness="3",
    )
    (ability,) = griffin["abilities"]
    assert ability["effects"] == [{"prevent_damage": 1, "to": "you", "combat": True}]
    result = run(
        [{"card": "Hill Giant", "id": "g"}],
        [{"card": "Test Griffin", "id": "x"}, "Plains", "Plains"],
        [
            {"attack": {"g": "Борис"}},
            {"activate": "x", "by": "Борис"},
            {"resolve": "all"},
            {"goto": {"step": "end_of_combat"}},
        ],
        cards=[griffin],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 18  # 3 combat damage, 1 prevented


# -- 613.1d, 613.3b, 305.7: Auras that change what the permanent is ------------------------------


def test_613_auras_that_set_base_pt_and_add_types():
    from mtgjudge.engine.characteristics import characteristics

    stature = compiled(
        "Test Stature",
        "Enchant creature\nEnchanted creature has base power and toughness 0/2.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    ensoul = compiled(
        "Test Ensoul",
        "Enchant artifact\nEnchanted artifact is a creature with base power and toughness 5/5 "
        "in addition to its other types.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    presence = compiled(
        "Test Presence",
        "Enchant land\nEnchanted land is every basic land type in addition to its other types.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    stone = compiled("Test Stone", "{T}: Add {1} to your mana pool.", types=("Artifact",))
    result = run(
        [
            {"card": "Hill Giant", "id": "g"},
            {"card": "Test Stature", "attached_to": "g"},
            {"card": "Test Stone", "id": "s"},
            {"card": "Test Ensoul", "attached_to": "s"},
            {"card": "Forest", "id": "f"},
            {"card": "Test Presence", "attached_to": "f"},
        ],
        [],
        [],
        cards=[stature, ensoul, presence, stone],
    )
    game = result.game
    giant, stone_, forest = (
        characteristics(game, next(o for o in game.permanents("Алиса") if o.alias == a))
        for a in ("g", "s", "f")
    )
    assert (giant.power, giant.toughness) == (0, 2)
    assert "Creature" in stone_.types and "Artifact" in stone_.types
    assert (stone_.power, stone_.toughness) == (5, 5)
    assert {"Plains", "Island", "Swamp", "Mountain", "Forest"} <= set(forest.subtypes)


# -- 611.3a, 301.5a, 506.4: "as long as it's equipped / enchanted / attacking" -------------------


def test_611_3a_equipped_and_attacking_conditions():
    from mtgjudge.engine.characteristics import characteristics

    cub = compiled(
        "Test Cub",
        "As long as Test Cub is equipped, it gets +1/+1 and has flying.",
        power="1",
        toughness="1",
    )
    lancer = compiled(
        "Test Lancer",
        "Test Lancer has first strike as long as it's attacking.",
        power="2",
        toughness="2",
    )
    sword = compiled("Test Sword", "Equip {1}", types=("Artifact",), subtypes=["Equipment"])

    def state(equipped: bool, attack: bool):
        mine = [{"card": "Test Cub", "id": "c"}, {"card": "Test Lancer", "id": "l"}]
        if equipped:
            mine.append({"card": "Test Sword", "attached_to": "c"})
        result = run(
            mine, [], [{"attack": {"l": "Борис"}}] if attack else [], cards=[cub, lancer, sword]
        )
        assert result.refusal is None, result.refusal
        game = result.game
        ch = {o.alias: characteristics(game, o) for o in game.permanents("Алиса") if o.alias}
        return (ch["c"].power, "Flying" in ch["c"].keywords, "First strike" in ch["l"].keywords)

    assert state(False, False) == (1, False, False)
    assert state(True, True) == (2, True, True)


def test_305_7_enchanted_land_is_an_island_and_a_moat():
    from mtgjudge.engine.characteristics import characteristics

    seas = compiled(
        "Test Seas",
        "Enchant land\nEnchanted land is an Island.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    moat = compiled("Test Moat", "Creatures without flying can't attack.", types=("Enchantment",))
    result = run(
        [{"card": "Forest", "id": "f"}, {"card": "Test Seas", "attached_to": "f"}],
        [],
        [],
        cards=[seas],
    )
    forest = next(o for o in result.game.permanents("Алиса") if o.alias == "f")
    assert set(characteristics(result.game, forest).subtypes) == {"Island"}

    def attack(who: str):
        return run(
            [{"card": who, "id": "a"}], ["Test Moat"], [{"attack": {"a": "Борис"}}], cards=[moat]
        )

    assert "508.1c" in rules(attack("Grizzly Bears"))
    assert attack("Wind Drake").refusal is None


def test_509_1b_target_creature_cant_block_the_source_this_turn():
    crawler = compiled(
        "Test Crawler",
        "{R}: Target creature can't block Test Crawler this turn.",
        power="1",
        toughness="1",
    )
    temper = compiled(
        "Test Temper",
        "Enchant creature\nEnchanted creature gets +2/+2 and has \"{R}: Target creature can't "
        'block this creature this turn."',
        types=("Enchantment",),
        subtypes=["Aura"],
    )

    def block(mine: list, source: str, blocks: dict):
        return run(
            [*mine, "Mountain"],
            [{"card": "Hill Giant", "id": "g"}],
            [
                {"activate": source, "by": "Алиса", "targets": ["g"]},
                {"resolve": "all"},
                {"attack": {"c": "Борис", "b": "Борис"}},
                {"block": blocks},
            ],
            cards=[crawler, temper],
        )

    mine = [{"card": "Test Crawler", "id": "c"}, {"card": "Grizzly Bears", "id": "b"}]
    assert "509.1b" in rules(block(mine, "c", {"g": "c"}))
    assert block(mine, "c", {"g": "b"}).refusal is None  # another attacker: allowed
    enchanted = [
        {"card": "Grizzly Bears", "id": "c"},
        {"card": "Test Temper", "attached_to": "c"},
        {"card": "Grizzly Bears", "id": "b"},
    ]
    assert "509.1b" in rules(block(enchanted, "c", {"g": "c"}))


def test_509_1c_it_must_be_blocked_if_able():
    bait = compiled("Test Bait", "Test Bait must be blocked if able.", power="2", toughness="2")

    def block(blocks: dict):
        return run(
            [{"card": "Test Bait", "id": "t"}],
            [{"card": "Hill Giant", "id": "g"}],
            [{"attack": {"t": "Борис"}}, {"block": blocks}],
            cards=[bait],
        )

    assert "509.1c" in rules(block({}))
    assert block({"g": "t"}).refusal is None


def test_603_2_enchanted_creature_deals_damage_to_an_opponent():
    curiosity = compiled(
        "Test Curiosity",
        "Enchant creature\nWhenever enchanted creature deals damage to an opponent, you may "
        "draw a card.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [curiosity],
                "players": {
                    "Алиса": {
                        "battlefield": [
                            {"card": "Grizzly Bears", "id": "b"},
                            {"card": "Test Curiosity", "attached_to": "b"},
                        ],
                        "library": ["Island", "Island"],
                    },
                    "Борис": {"battlefield": []},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"attack": {"b": "Борис"}},
                    {"goto": {"step": "end_of_combat"}},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    assert len(result.game.player("Алиса").zones["hand"]) == 1


def test_609_4_block_dragons_as_though_it_had_reach_and_a_lure_for_both():
    hunter = compiled(
        "Test Hunter",
        "Protection from Dragons\nTest Hunter can block Dragons as though it had reach.",
        power="4",
        toughness="4",
    )
    dragon = compiled("Test Dragon", "Flying", subtypes=["Dragon"], power="4", toughness="4")

    def block(attacker: str):
        return run(
            [{"card": attacker, "id": "a"}],
            [{"card": "Test Hunter", "id": "h"}],
            [{"attack": {"a": "Борис"}}, {"block": {"h": "a"}}],
            cards=[hunter, dragon],
        )

    assert block("Test Dragon").refusal is None
    assert "702.9b" in rules(block("Wind Drake"))
    quarry = compiled(
        "Test Quarry",
        "Enchant creature\nAll creatures able to block Test Quarry or enchanted creature do so.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    lured = run(
        [{"card": "Grizzly Bears", "id": "b"}, {"card": "Test Quarry", "attached_to": "b"}],
        [{"card": "Hill Giant", "id": "g"}],
        [{"attack": {"b": "Борис"}}, {"block": {}}],
        cards=[quarry],
    )
    assert "509.1c" in rules(lured)


def test_506_4_target_creature_thats_attacking_or_blocking():
    surge = compiled(
        "Test Surge",
        "Destroy target black or red creature that's attacking or blocking. You gain 2 life.",
        types=("Instant",),
    )
    assert surge["spell"]["targets"] == [
        {"kind": "creature", "filter": {"colors": ["black", "red"], "in_combat": "either"}}
    ]

    def cast(attack: bool):
        return run(
            [{"card": "Goblin Piker", "id": "p"}, "Mountain"],
            [],
            [
                *([{"attack": {"p": "Борис"}}] if attack else []),
                {"cast": "Test Surge", "by": "Алиса", "targets": ["p"]},
                {"resolve": "all"},
            ],
            cards=[surge],
            hand=["Test Surge"],
        )

    assert cast(False).refusal is not None  # not in combat: not a legal target
    result = cast(True)
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 22
    assert names(result.game, "Алиса", "graveyard") == ["Goblin Piker", "Test Surge"]
