"""Requirements and restrictions of attacking and blocking read from Oracle text (508.1c,
508.1d, 509.1b), double-faced cards compiled face by face (711), the shock lands' wording."""

from __future__ import annotations

import pytest

from mtgjudge.cards.oracle import compile_card
from tests.engine_helpers import play, scenario


def run(battlefield_a, battlefield_b, actions, cards=()):
    return scenario({"battlefield": battlefield_a}, {"battlefield": battlefield_b}, actions, cards)


def refused_rules(result) -> tuple[str, ...]:
    return tuple(result.refusal.error.rules) if result.refusal is not None else ()


def compiled(name: str, text: str, types=("Creature",), **face) -> dict:
    entry = {
        "name": name,
        "layout": "normal",
        "faces": [{"types": list(types), "text": text, "manaCost": "{2}", **face}],
    }
    result = compile_card(entry)
    assert result.status == "full", [a.problem for a in result.abilities]
    return result.card


MUST = compiled("Test Brute", "Test Brute attacks each combat if able.", power="3", toughness="3")


def test_a_creature_that_must_attack_and_is_declared_attacks():
    result = run(
        [{"card": "Test Brute", "id": "b"}],
        [],
        [{"attack": {"b": "Борис"}}, {"resolve": "all"}],
        cards=[MUST],
    )
    assert result.refusal is None
    assert result.game.attackers


@pytest.mark.parametrize("state", [{"tapped": True}, {"sick": True}])
def test_a_creature_unable_to_attack_has_no_requirement(state):
    """508.1d: a requirement is obeyed only as far as the restrictions allow."""
    result = run(
        [{"card": "Test Brute", **state}, {"card": "Grizzly Bears", "id": "m"}],
        [],
        [{"attack": {"m": "Борис"}}],
        cards=[MUST],
    )
    assert result.refusal is None


def test_an_aura_that_makes_its_creature_attack():
    fever = compiled(
        "Test Fever",
        "Enchant creature\nEnchanted creature attacks each combat if able.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    result = run(
        [
            {"card": "Grizzly Bears", "id": "m"},
            {"card": "Test Fever", "attached_to": "m"},
            {"card": "Grizzly Bears", "id": "n"},
        ],
        [],
        [{"attack": {"n": "Борис"}}],
        cards=[fever],
    )
    assert "508.1d" in refused_rules(result)


def test_can_attack_when_the_defending_player_controls_an_island():
    galleon = compiled(
        "Test Galleon",
        "Test Galleon can't attack unless defending player controls an Island.",
        power="5",
        toughness="5",
    )
    result = run(
        [{"card": "Test Galleon", "id": "g"}],
        ["Island"],
        [{"attack": {"g": "Борис"}}],
        cards=[galleon],
    )
    assert result.refusal is None and result.game.attackers


def test_the_refusal_names_the_missing_land_in_agreement():
    """508.1c: a feminine land type (Гора) is not referred to as «его»."""
    serpent = compiled(
        "Test Serpent",
        "Test Serpent can't attack unless defending player controls a Mountain.",
        power="5",
        toughness="5",
    )
    result = run(
        [{"card": "Test Serpent", "id": "s"}],
        ["Island"],
        [{"attack": {"s": "Борис"}}],
        cards=[serpent],
    )
    assert "508.1c" in refused_rules(result)
    message = str(result.refusal.error)
    assert "не контролирует Гору, а у игрока Борис такой земли нет" in message, message


def test_a_flyer_blocker_blocks_a_flyer():
    result = run(
        [{"card": "Wind Drake", "id": "d"}],
        [{"card": "Cloud Elemental", "id": "e"}],
        [{"attack": {"d": "Борис"}}, {"block": {"e": "d"}}],
    )
    assert result.refusal is None and result.game.blockers


def test_an_attacker_that_left_the_battlefield_is_refused_not_crashed():
    """Sea Serpent is sacrificed (no Islands) before attackers are declared (400.7)."""
    result = run([{"card": "Sea Serpent", "id": "s"}], [], [{"attack": {"s": "Борис"}}])
    assert "400.7" in refused_rules(result)


def test_a_double_faced_card_compiles_face_by_face():
    entry = {
        "name": "Front // Back",
        "layout": "transform",
        "faces": [
            {
                "faceName": "Front",
                "types": ["Creature"],
                "manaCost": "{1}{G}",
                "power": "1",
                "toughness": "1",
                "text": "At the beginning of each upkeep, if no spells were cast "
                "last turn, transform Front.",
                "colors": ["G"],
            },
            {
                "faceName": "Back",
                "types": ["Creature"],
                "power": "3",
                "toughness": "3",
                "text": "Trample\nAt the beginning of each upkeep, if a player cast two or more "
                "spells last turn, transform Back.",
                "colors": ["G"],
            },
        ],
    }
    result = compile_card(entry)
    assert result.status == "full"
    assert [a.face for a in result.abilities] == [0, 1, 1]
    assert result.card["back"]["keywords"] == ["Trample"]
    assert result.card["back"]["color_indicator"] == ["G"] and "cost" not in result.card["back"]


def test_a_double_faced_card_with_an_unread_face_is_not_compiled():
    entry = {
        "name": "Front // Back",
        "layout": "transform",
        "faces": [
            {
                "faceName": "Front",
                "types": ["Creature"],
                "power": "1",
                "toughness": "1",
                "text": "Flying",
            },
            {
                "faceName": "Back",
                "types": ["Creature"],
                "power": "3",
                "toughness": "3",
                "text": "Back frobnicates.",
            },
        ],
    }
    assert compile_card(entry).status == "partial"


def test_the_shock_land_wording():
    card = compiled(
        "Test Crypt",
        "As Test Crypt enters the battlefield, you may pay 2 life. If you don't, it enters "
        "the battlefield tapped.",
        types=("Land",),
    )
    assert card["replacements"] == [
        {"event": "enter_battlefield", "of": "self", "pay_life_or_tapped": 2}
    ]


def test_a_leveler_compiles_its_level_symbols():
    entry = {
        "name": "Test Climber",
        "layout": "leveler",
        "faces": [
            {
                "types": ["Creature"],
                "manaCost": "{1}{W}",
                "power": "2",
                "toughness": "2",
                "text": "Level up {2}{G} ({2}{G}: Put a level counter on this. Level up only as a "
                "sorcery.)\nLEVEL 1-3\n4/4\nLEVEL 4+\n6/6\nTrample",
            }
        ],
    }
    result = compile_card(entry)
    assert result.status == "full"
    assert result.card["level_up"] == "{2}{G}"
    assert result.card["levels"] == [
        {"from": 1, "to": 3, "power": 4, "toughness": 4},
        {"from": 4, "power": 6, "toughness": 6, "grant": ["Trample"]},
    ]


def test_a_level_symbol_with_another_ability_is_not_compiled():
    entry = {
        "name": "Test Mage",
        "layout": "leveler",
        "faces": [
            {
                "types": ["Creature"],
                "power": "2",
                "toughness": "2",
                "text": "Level up {3}{R}\nLEVEL 1-2\n2/3\n{T}: Test Mage deals 1 damage to target "
                "creature or player.",
            }
        ],
    }
    result = compile_card(entry)
    assert result.status == "partial"
    assert result.unsupported()[0].problem.rule == "710.2a"


def test_once_each_turn_counts_per_object_and_turn():
    """602.5b: the limit is of this object in this turn; the next turn it may again."""
    drake = compiled(
        "Test Drake",
        "{U}: Test Drake gets +1/+0 until end of turn. Activate only once each turn.",
        power="1",
        toughness="3",
    )
    assert drake["abilities"][0]["per_turn"] == 1
    result = run(
        ["Island", "Island", {"card": "Test Drake", "id": "d"}],
        [],
        [
            {"activate": "d", "by": "Алиса"},
            {"resolve": "all"},
            {"goto": {"step": "main1", "turn": 5}},
            {"activate": "d", "by": "Алиса"},
            {"resolve": "all"},
        ],
        cards=[drake],
    )
    assert result.refusal is None


def test_a_mana_ability_limited_per_turn_is_refused():
    from mtgjudge.cards.oracle import Clause, compile_clause

    result = compile_clause(
        Clause(
            "activated",
            "{T}: Add {G} to your mana pool. Activate this ability only once each turn.",
        )
    )
    assert result.problem is not None and result.problem.rule == "602.5b"


def test_self_or_another_needs_the_card_to_be_one():
    """ "CARDNAME or another Ally" is every Ally only if the card is an Ally itself."""
    text = (
        "Whenever Test Ally or another Ally enters the battlefield under your control, you may "
        "put a +1/+1 counter on Test Ally."
    )
    ally = compiled("Test Ally", text, power="1", toughness="1", subtypes=["Human", "Ally"])
    (trigger,) = ally["triggers"]
    assert trigger["when"] == "a_permanent_enters"
    assert trigger["of"] == {"subtypes": ["Ally"], "controller": "you"}
    entry = {
        "name": "Test Ally",
        "layout": "normal",
        "faces": [
            {
                "types": ["Creature"],
                "subtypes": ["Human"],
                "power": "1",
                "toughness": "1",
                "text": text,
            }
        ],
    }
    assert compile_card(entry).status == "none"


def test_when_put_into_a_graveyard_returns_the_card():
    aspect = compiled(
        "Test Aspect",
        "When Test Aspect is put into a graveyard from the battlefield, return Test Aspect to "
        "its owner's hand.",
        types=("Enchantment",),
    )
    assert aspect["triggers"] == [
        {"when": "put_into_graveyard_from_battlefield", "effects": [{"return_to_hand": "that"}]}
    ]


def test_target_attacking_creature_refuses_one_not_attacking():
    import yaml

    shot = compiled("Test Shot", "Destroy target attacking creature.", types=("Instant",))
    assert shot["spell"]["targets"] == [{"kind": "creature", "filter": {"in_combat": "attacking"}}]
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [shot],
                "players": {
                    "Алиса": {"hand": ["Test Shot"], "battlefield": ["Plains", "Plains"]},
                    "Борис": {"battlefield": [{"card": "Grizzly Bears", "id": "m"}]},
                },
                "actions": [{"cast": "Test Shot", "by": "Алиса", "targets": ["m"]}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is not None and "601.2c" in refused_rules(result)


def test_attacking_creatures_you_control_get_a_bonus_only_in_combat():
    banner = compiled(
        "Test Banner", "Attacking creatures you control get +1/+0.", types=("Enchantment",)
    )
    result = run(
        [
            {"card": "Test Banner"},
            {"card": "Grizzly Bears", "id": "a"},
            {"card": "Grizzly Bears", "id": "b"},
        ],
        [],
        [{"attack": {"a": "Борис"}}],
        cards=[banner],
    )
    from mtgjudge.engine.characteristics import characteristics

    powers = sorted(
        characteristics(result.game, o).power
        for o in result.game.permanents("Алиса")
        if o.card.name == "Grizzly Bears"
    )
    assert powers == [2, 3]


def test_each_players_upkeep_that_player_is_the_active_player():
    wire = compiled(
        "Test Wire",
        "At the beginning of each player's upkeep, Test Wire deals 1 damage to that player.",
        types=("Artifact",),
    )
    result = run(
        [{"card": "Test Wire"}],
        [],
        [{"goto": {"step": "draw", "turn": 4}}, {"goto": {"step": "draw", "turn": 5}}],
        cards=[wire],
    )
    assert result.refusal is None
    assert (result.game.player("Алиса").life, result.game.player("Борис").life) == (19, 19)


def test_you_may_pay_if_you_do():
    gnat = compiled(
        "Test Gnat",
        "At the beginning of your upkeep, you may pay {1}. If you do, you gain 3 life.",
        types=("Artifact",),
    )
    assert gnat["triggers"][0]["effects"] == [{"may_pay": "{1}", "then": [{"gain_life": 3}]}]

    def life_after(answer):
        actions = [{"goto": {"step": "upkeep", "turn": 5}}]
        if answer is not None:
            actions.insert(0, {"choose": {"pay": answer}})
        result = run(
            [{"card": "Test Gnat"}, "Island"], [], [*actions, {"resolve": "all"}], cards=[gnat]
        )
        assert result.refusal is None
        return result.game.player("Алиса").life

    assert life_after(None) == 23  # paid by default when the mana can be paid
    assert life_after(False) == 20


def test_an_additional_cost_to_discard():
    voice = compiled(
        "Test Voice",
        "As an additional cost to cast Test Voice, discard a card.\nDraw two cards.",
        types=("Sorcery",),
    )
    assert voice["additional_cost"] == {"discard": 1}
    import yaml

    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [voice],
                "players": {
                    "Алиса": {
                        "hand": ["Test Voice", "Grizzly Bears"],
                        "battlefield": ["Mountain", "Mountain"],
                    },
                    "Борис": {},
                },
                "actions": [{"cast": "Test Voice", "by": "Алиса"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None
    graveyard = sorted(
        result.game.obj(i).card.name for i in result.game.player("Алиса").zones["graveyard"]
    )
    assert graveyard == ["Grizzly Bears", "Test Voice"]
    assert len(result.game.player("Алиса").zones["hand"]) == 2


@pytest.mark.parametrize(
    "text, life, power",
    [
        ("You gain 2 life for each creature you control.", 24, 2),
        ("Target creature gets +1/+0 until end of turn for each creature you control.", 20, 4),
    ],
)
def test_for_each_is_counted_as_it_resolves(text, life, power):
    """608.2g: "for each creature you control" — the number as the spell resolves."""
    spell = compiled("Test Rally", text, types=("Instant",))
    import yaml

    from mtgjudge.engine.characteristics import characteristics

    targets = {"targets": ["m"]} if "Target" in text else {}
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [spell],
                "players": {
                    "Алиса": {
                        "hand": ["Test Rally"],
                        "battlefield": [
                            "Plains",
                            "Plains",
                            {"card": "Grizzly Bears", "id": "m"},
                            "Grizzly Bears",
                        ],
                    },
                    "Борис": {"battlefield": ["Grizzly Bears"]},
                },
                "actions": [{"cast": "Test Rally", "by": "Алиса", **targets}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None
    assert result.game.player("Алиса").life == life
    bears = [o for o in result.game.permanents("Алиса") if o.alias == "m"]
    assert characteristics(result.game, bears[0]).power == power


def test_each_creature_with_a_counter_has_a_keyword():
    falconer = compiled(
        "Test Falconer",
        "Each creature you control with a +1/+1 counter on it has flying.",
        power="2",
        toughness="3",
    )
    from mtgjudge.engine.characteristics import characteristics

    result = run(
        [
            {"card": "Test Falconer"},
            {"card": "Grizzly Bears", "id": "with", "counters": {"+1/+1": 1}},
            {"card": "Grizzly Bears", "id": "without"},
        ],
        [],
        [],
        cards=[falconer],
    )
    flying = {
        o.alias: "Flying" in characteristics(result.game, o).keywords
        for o in result.game.permanents("Алиса")
        if o.alias
    }
    assert flying == {"with": True, "without": False}


def test_if_kicked_it_enters_with_counters():
    """702.32b: the replacement applies only to a kicked spell's permanent."""
    drake = compiled(
        "Test Drake",
        "Kicker {4}\nIf Test Drake was kicked, it enters the battlefield with two +1/+1 "
        "counters on it.",
        power="2",
        toughness="2",
    )
    import yaml

    def counters(alt):
        result = play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [drake],
                    "players": {
                        "Алиса": {"hand": ["Test Drake"], "battlefield": ["Island"] * 6},
                        "Борис": {},
                    },
                    "actions": [
                        {"cast": "Test Drake", "by": "Алиса", **({"alt": alt} if alt else {})},
                        {"resolve": "all"},
                    ],
                },
                allow_unicode=True,
            )
        )
        assert result.refusal is None
        (obj,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Drake"]
        return obj.counters.get("+1/+1", 0)

    assert (counters("kicker"), counters(None)) == (2, 0)


def test_sacrifice_a_creature_and_artifact_or_land_targets():
    import yaml

    centaur = compiled(
        "Test Centaur",
        "When Test Centaur enters the battlefield, sacrifice a creature.",
        power="2",
        toughness="2",
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [centaur],
                "players": {
                    "Алиса": {"hand": ["Test Centaur"], "battlefield": ["Swamp", "Swamp"]},
                    "Борис": {},
                },
                "actions": [{"cast": "Test Centaur", "by": "Алиса"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None  # its only creature is itself: it is sacrificed (701.14a)
    graveyard = [
        result.game.obj(i).card.name for i in result.game.player("Алиса").zones["graveyard"]
    ]
    assert graveyard == ["Test Centaur"]
    demolish = compiled("Test Demolish", "Destroy target artifact or land.", types=("Sorcery",))
    assert demolish["spell"]["targets"] == [
        {"kind": "permanent", "filter": {"types": ["Artifact", "Land"]}}
    ]


def test_you_may_draw_if_you_do_discard():
    looter = compiled(
        "Test Looter",
        "When Test Looter enters the battlefield, you may draw a card. If you do, discard a card.",
        power="1",
        toughness="1",
    )
    (trigger,) = looter["triggers"]
    assert trigger["effects"] == [{"may": [{"draw": 1}], "then": [{"discard": 1}]}]
    import yaml

    def hand_and_graveyard(answer):
        result = play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [looter],
                    "players": {
                        "Алиса": {"hand": ["Test Looter"], "battlefield": ["Island", "Island"]},
                        "Борис": {},
                    },
                    "actions": [
                        {"choose": {"may": answer}},
                        {"cast": "Test Looter", "by": "Алиса"},
                        {"resolve": "all"},
                    ],
                },
                allow_unicode=True,
            )
        )
        assert result.refusal is None
        player = result.game.player("Алиса")
        return len(player.zones["hand"]), len(player.zones["graveyard"])

    assert hand_and_graveyard(True) == (0, 1)  # drew one, discarded one
    assert hand_and_graveyard(False) == (0, 0)


def test_nontoken_and_either_colour_filters():
    ascendancy = compiled(
        "Test Ascendancy",
        "Whenever a nontoken creature you control dies, you gain 1 life.",
        types=("Enchantment",),
    )
    assert ascendancy["triggers"][0]["of"] == {"token": False, "controller": "you"}
    guard = compiled(
        "Test Guard",
        "Test Guard has lifelink as long as you control a white or black permanent.",
        power="2",
        toughness="2",
    )
    assert guard["static"][0]["if"] == {"you_control": {"colors": ["white", "black"]}}


def test_target_creature_with_flying_or_with_power():
    import yaml

    plummet = compiled("Test Plummet", "Destroy target creature with flying.", types=("Instant",))
    assert plummet["spell"]["targets"] == [{"kind": "creature", "filter": {"keywords": ["Flying"]}}]
    big = compiled(
        "Test Hunt", "Destroy target creature with power 4 or greater.", types=("Instant",)
    )

    def refused(card, target):
        result = play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [card],
                    "players": {
                        "Алиса": {"hand": [card["name"]], "battlefield": ["Forest"] * 3},
                        "Борис": {"battlefield": [{"card": target, "id": "t"}]},
                    },
                    "actions": [{"cast": card["name"], "by": "Алиса", "targets": ["t"]}],
                },
                allow_unicode=True,
            )
        )
        return result.refusal is not None

    assert refused(plummet, "Grizzly Bears") and not refused(plummet, "Wind Drake")
    assert refused(big, "Grizzly Bears") and not refused(big, "Craw Wurm")


@pytest.mark.parametrize(
    "step, active, refused",
    [("main1", "Алиса", False), ("main2", "Алиса", True), ("main1", "Борис", True)],
)
def test_before_attackers_are_declared(step, active, refused):
    """602.5b: "Activate this ability only during your turn, before attackers are declared"."""
    import yaml

    farmer = compiled(
        "Test Farmer",
        "{T}: You gain 1 life. Activate this ability only during your turn, before attackers "
        "are declared.",
        power="1",
        toughness="1",
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [farmer],
                "players": {
                    "Алиса": {"battlefield": [{"card": "Test Farmer", "id": "f"}]},
                    "Борис": {},
                },
                "turn": {"active": active, "step": step, "number": 3, "priority": "Алиса"},
                "actions": [{"activate": "f", "by": "Алиса"}],
            },
            allow_unicode=True,
        )
    )
    assert (result.refusal is not None) == refused
    if refused:
        assert "602.5b" in refused_rules(result)


def test_it_after_an_event_about_another_creature_is_not_the_source():
    """ "Whenever a creature enters the battlefield, ~ deals 1 damage to it": "it" is the
    entering creature (the engine's ``that``), never the card itself (603.2)."""
    from mtgjudge.cards.oracle import Clause, compile_clause

    result = compile_clause(
        Clause(
            "triggered",
            "Whenever a creature enters the battlefield, CARDNAME deals 1 damage to it.",
        )
    )
    assert result.ok, result.problem
    assert result.parts[0][1]["effects"][0]["to"] == "that"
    ok = compile_clause(
        Clause(
            "triggered",
            "Whenever a creature enters the battlefield under your control, you may untap CARDNAME.",
        )
    )
    assert ok.ok


def test_that_much_damage_of_the_trigger_event():
    pup = compiled(
        "Test Pup",
        "Whenever Test Pup is dealt damage, it deals that much damage to you.",
        power="2",
        toughness="1",
    )
    assert pup["triggers"] == [
        {"when": "dealt_damage", "effects": [{"damage": "that_much", "to": "you"}]}
    ]
    import yaml

    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [pup],
                "players": {
                    "Алиса": {
                        "hand": ["Shock"],
                        "battlefield": ["Mountain", {"card": "Test Pup", "id": "p"}],
                    },
                    "Борис": {},
                },
                "actions": [{"cast": "Shock", "by": "Алиса", "targets": ["p"]}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None
    assert result.game.player("Алиса").life == 18  # the 2 damage dealt to it, dealt to her
