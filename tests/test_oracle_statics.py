"""Families ``statics_*``: static abilities, characteristic changes and combat permissions of
the Standard-2015 cards (613 layers, 509 blocking, 510 combat damage, 500.7 extra turns)."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from tests.engine_helpers import kinds, refused, round_trips, scenario
from tests.test_oracle_mechanisms import compiled

LIBRARY = ["Island"] * 8

# ---------------------------------------------------------------- 611.2a, 205.1b: lands animated

ANTHOUSA = (
    "Whenever you cast a spell that targets CARDNAME, up to three target lands you control each "
    "become 2/2 Warrior creatures until end of turn. They're still lands."
)
AWAKEN = compiled(
    "Test Awaken",
    "Up to three target lands you control each become 2/2 Warrior creatures until end of turn. "
    "They're still lands.",
    types=("Sorcery",),
    manaCost="{G}",
)


def test_205_1b_up_to_three_target_lands_each_become_creatures_and_stay_lands():
    ((_, trigger),) = round_trips("triggered", ANTHOUSA)
    assert trigger["targets"] == [
        {"kind": "land", "count": {"up_to": 3}, "filter": {"controller": "you"}}
    ]
    assert trigger["effects"][0]["to"] == "each_target"
    # without "They're still lands" the creature type would replace the land type (205.1a)
    refused(
        "triggered",
        "Whenever you cast a spell that targets CARDNAME, up to three target lands you control "
        "each become 2/2 Warrior creatures until end of turn.",
    )
    refused(
        "spell",
        "Up to two target artifacts each become 2/2 Warrior creatures until end of turn. "
        "They're still lands.",
    )


def test_611_2a_the_targeted_lands_are_2_2_warrior_lands_until_end_of_turn():
    result = scenario(
        {
            "hand": ["Test Awaken"],
            "battlefield": [
                {"card": "Forest", "id": "f1"},
                {"card": "Forest", "id": "f2"},
                {"card": "Forest", "id": "f3"},
            ],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
        [
            {"cast": "Test Awaken", "by": "Алиса", "targets": ["f2", "f3"]},
            {"resolve": "all"},
        ],
        [AWAKEN],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    views = {o.alias: characteristics(game, o) for o in game.permanents("Алиса")}
    for land in ("f2", "f3"):
        view = views[land]
        assert set(view.types) == {"Land", "Creature"}
        assert "Warrior" in view.subtypes and "Forest" in view.subtypes
        assert (view.power, view.toughness) == (2, 2)
    assert "Creature" not in views["f1"].types


# ---------------------------------------------------------------- 500.7, 508.1c: extra turns

MEDOMAI = compiled(
    "Test Ageless",
    "Test Ageless can't attack during extra turns.",
    power="4",
    toughness="4",
)
MASTERY = compiled(
    "Test Mastery", "Take an extra turn after this one.", types=("Sorcery",), manaCost="{U}"
)


def test_500_7_cant_attack_during_extra_turns_compiles_and_reads_back():
    assert round_trips("static", "CARDNAME can't attack during extra turns.") == [
        ("keywords", "Can't attack during extra turns")
    ]
    refused("static", "CARDNAME can't attack during extra combats.")


def _attack_in_turn(number: int, extra: bool):
    actions: list = []
    if extra:
        actions += [{"cast": "Test Mastery", "by": "Алиса"}, {"resolve": "all"}]
    actions += [{"goto": {"step": "main1", "turn": number}}, {"attack": {"m": "Борис"}}]
    return scenario(
        {
            "hand": ["Test Mastery"],
            "battlefield": ["Island", {"card": "Test Ageless", "id": "m"}],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
        actions,
        [MEDOMAI, MASTERY],
    )


def test_500_7_it_cannot_attack_in_an_extra_turn_but_can_in_a_normal_one():
    extra = _attack_in_turn(4, extra=True)
    assert extra.game.extra_turn and extra.game.active == "Алиса"
    assert extra.refusal is not None
    assert "500.7" in extra.refusal.error.rules
    normal = _attack_in_turn(5, extra=False)  # Алиса's own next turn
    assert not normal.game.extra_turn and normal.game.active == "Алиса"
    assert normal.refusal is None, normal.refusal
    assert normal.game.attackers


# ---------------------------------------------------------------- 509.1a: ninety-nine more

HUNDRED = compiled(
    "Test Hundred",
    "Vigilance\n{0}: Monstrosity 3.\nAs long as Test Hundred is monstrous, it has reach and can "
    "block an additional ninety-nine creatures each combat.",
    power="3",
    toughness="5",
)


def test_509_1a_ninety_nine_additional_blocks_compile_and_read_back():
    ((_, static),) = round_trips(
        "static",
        "As long as CARDNAME is monstrous, it has reach and can block an additional ninety-nine "
        "creatures each combat.",
    )
    assert static["grant"] == ["Reach", "Can block an additional ninety-nine creatures each combat"]
    assert static["if"] == {"monstrous": True}
    refused(
        "static",
        "As long as CARDNAME is monstrous, it can block an additional ninety-nine creatures each "
        "combat.",
    )


def _block_three(monstrous: bool):
    actions: list = []
    if monstrous:
        actions += [{"activate": "h", "by": "Алиса"}, {"resolve": "all"}]
    actions += [
        {"attack": {"b1": "Алиса", "b2": "Алиса", "b3": "Алиса"}},
        {"block": {"h": ["b1", "b2", "b3"]}},
        {"goto": "combat_damage"},
    ]
    return scenario(
        {"battlefield": [{"card": "Test Hundred", "id": "h"}], "library": LIBRARY},
        {
            "battlefield": [
                {"card": "Grizzly Bears", "id": "b1"},
                {"card": "Grizzly Bears", "id": "b2"},
                {"card": "Grizzly Bears", "id": "b3"},
            ],
            "library": LIBRARY,
        },
        actions,
        [HUNDRED],
        active="Борис",
    )


def test_509_1a_a_monstrous_creature_blocks_three_attackers():
    result = _block_three(monstrous=True)
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 20
    assert len(result.game.blockers) == 1
    not_monstrous = _block_three(monstrous=False)
    assert not_monstrous.refusal is not None
    assert "509.1a" in not_monstrous.refusal.error.rules


# ---------------------------------------------------------------- 510.1a: damage by toughness

FORMATION = compiled(
    "Test Formation",
    "Each creature you control assigns combat damage equal to its toughness rather than its power.",
    types=("Enchantment",),
)
WALLISH = compiled("Test Stone", "", power="1", toughness="4")


def test_510_1a_by_toughness_compiles_and_reads_back():
    assert round_trips(
        "static",
        "Each creature you control assigns combat damage equal to its toughness rather than its "
        "power.",
    ) == [("static", {"combat_damage_by_toughness": {"types": ["Creature"], "controller": "you"}})]
    round_trips(
        "static",
        "Each creature assigns combat damage equal to its toughness rather than its power.",
    )
    refused(
        "static",
        "Each creature your opponents control assigns combat damage equal to its toughness "
        "rather than its power.",
    )


def _attack_with_stone(formation: bool):
    battlefield: list = [{"card": "Test Stone", "id": "s"}]
    if formation:
        battlefield.append("Test Formation")
    return scenario(
        {"battlefield": battlefield, "library": LIBRARY},
        {"battlefield": [{"card": "Test Stone", "id": "o"}], "library": LIBRARY},
        [{"attack": {"s": "Борис"}}, {"goto": "combat_damage"}],
        [FORMATION, WALLISH],
    )


def test_510_1a_creatures_you_control_deal_damage_equal_to_toughness():
    result = _attack_with_stone(formation=True)
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 16
    plain = _attack_with_stone(formation=False)
    assert plain.game.player("Борис").life == 19


def test_510_1a_only_the_controllers_creatures_are_affected():
    """Борис's Stone blocks; it deals 1 (its power), Алиса's deals 4 (toughness)."""
    result = scenario(
        {"battlefield": [{"card": "Test Stone", "id": "s"}, "Test Formation"], "library": LIBRARY},
        {"battlefield": [{"card": "Test Stone", "id": "o"}], "library": LIBRARY},
        [{"attack": {"s": "Борис"}}, {"block": {"o": "s"}}, {"goto": "combat_damage"}],
        [FORMATION, WALLISH],
    )
    assert result.refusal is None, result.refusal
    views = {o.alias: o for o in result.game.permanents()}
    assert "o" not in views  # 4 damage to a 1/4 (704.5g)
    assert views["s"].damage == 1


# ---------------------------------------------------------------- 614.15: "If CARDNAME is an Aura"

EMISSARY = compiled(
    "Test Emissary",
    "Bestow {5}{B}\nDiscard a creature card: Test Emissary gets +2/+2 until end of turn. If "
    "Test Emissary is an Aura, enchanted creature gets +2/+2 until end of turn instead.\n"
    "Enchanted creature gets +3/+3.",
    types=("Enchantment", "Creature"),
    subtypes=("Snake",),
    power="3",
    toughness="3",
    manaCost="{3}{B}",
)


def test_608_2c_if_cardname_is_an_aura_compiles_and_reads_back():
    ((_, ability),) = round_trips(
        "activated",
        "Discard a creature card: CARDNAME gets +2/+2 until end of turn. If CARDNAME is an Aura, "
        "enchanted creature gets +2/+2 until end of turn instead.",
    )
    assert ability["effects"][0]["instead"]["if"] == {
        "object_is": {"of": "self", "filter": {"subtypes": ["Aura"]}}
    }
    # the condition alone, with no instruction before it to replace: unread
    refused(
        "activated",
        "{1}: Draw a card. If CARDNAME is an Aura, enchanted creature gets +2/+2 until end of "
        "turn instead.",
    )


def _emissary(bestowed: bool):
    hand = ["Grizzly Bears"]
    actions: list = []
    battlefield: list = ["Swamp"] * 6 + [{"card": "Grizzly Bears", "id": "g"}]
    if bestowed:
        hand.append("Test Emissary")
        actions += [
            {"cast": "Test Emissary", "alt": "bestow", "targets": ["g"]},
            {"resolve": "all"},
        ]
    else:
        battlefield.append({"card": "Test Emissary", "id": "e"})
    actions += [{"activate": "Test Emissary"}, {"resolve": "all"}]
    return scenario(
        {"hand": hand, "battlefield": battlefield, "library": LIBRARY},
        {"library": LIBRARY},
        actions,
        [EMISSARY],
    )


def test_614_15_the_creature_pumps_itself_and_the_aura_its_creature():
    creature = _emissary(bestowed=False)
    assert creature.refusal is None, creature.refusal
    game = creature.game
    emissary = next(o for o in game.permanents() if o.card.name == "Test Emissary")
    assert characteristics(game, emissary).power == 5
    assert [game.obj(c).card.name for c in game.player("Алиса").zones["graveyard"]] == [
        "Grizzly Bears"
    ]
    aura = _emissary(bestowed=True)
    assert aura.refusal is None, aura.refusal
    bear = next(o for o in aura.game.permanents() if o.card.name == "Grizzly Bears")
    assert characteristics(aura.game, bear).power == 2 + 3 + 2  # +3/+3 static, +2/+2 instead


def test_the_statics_families_add_no_shift_reduce_conflict():
    """A shift/reduce conflict is resolved as shift without an error (a wording elsewhere would
    silently stop parsing): the statics_* families add none."""
    from tests.test_oracle_amounts import conflicts_added_by

    assert conflicts_added_by("statics_") == 0


# ---------------------------------------------------------------- 601.2e: coloured reduction

RAGEMONGER = (
    "Minotaur spells you cast cost {B}{R} less to cast. This effect reduces only the amount of "
    "colored mana you pay."
)
MONGER = compiled("Test Monger", RAGEMONGER, power="2", toughness="3", subtypes=("Minotaur",))
MINOTAUR = compiled(
    "Test Minotaur", "", power="3", toughness="3", subtypes=("Minotaur",), manaCost="{2}{R}"
)
BULL = compiled("Test Bull", "", power="3", toughness="3", subtypes=("Ox",), manaCost="{2}{R}")


def test_601_2e_coloured_reduction_compiles_and_reads_back():
    assert round_trips("static", RAGEMONGER) == [
        (
            "static",
            {
                "spells_cost_less_colored": "{B}{R}",
                "of": {"subtypes": ["Minotaur"]},
                "caster": "you",
            },
        )
    ]
    # the first sentence alone with coloured mana: how it reduces is unsaid
    refused("static", "Minotaur spells you cast cost {B}{R} less to cast.")
    refused(
        "static",
        "Minotaur spells you cast cost {2} less to cast. This effect reduces only the amount of "
        "colored mana you pay.",
    )


def _cast_with_two_islands(spell: str, monger: bool):
    battlefield: list = ["Island", "Island"]
    if monger:
        battlefield.append("Test Monger")
    return scenario(
        {"hand": [spell], "battlefield": battlefield, "library": LIBRARY},
        {"library": LIBRARY},
        [{"cast": spell, "by": "Алиса"}, {"resolve": "all"}],
        [MONGER, MINOTAUR, BULL],
    )


def test_601_2e_a_minotaur_costs_its_generic_mana_only():
    """{2}{R} less {B}{R} is {2}: two Islands pay it; the {B} the cost lacks takes nothing off
    the generic mana."""
    result = _cast_with_two_islands("Test Minotaur", monger=True)
    assert result.refusal is None, result.refusal
    assert any(o.card.name == "Test Minotaur" for o in result.game.permanents("Алиса"))
    assert _cast_with_two_islands("Test Minotaur", monger=False).refusal is not None
    assert _cast_with_two_islands("Test Bull", monger=True).refusal is not None


def test_601_2e_less_colored_takes_off_only_symbols_the_cost_has():
    from mtgjudge.engine.cost_keywords.total import less_colored
    from mtgjudge.engine.mana import ManaCost

    less = ManaCost.parse("{B}{R}")
    assert str(less_colored(ManaCost.parse("{2}{R}"), less)) == "{2}"
    assert str(less_colored(ManaCost.parse("{1}{B}{B}{R}{R}"), less)) == "{1}{B}{R}"
    assert str(less_colored(ManaCost.parse("{3}{B/R}"), less)) == "{3}{B/R}"


# ---------------------------------------------------------------- 702.108a: dash costs less

WARBRINGER = compiled(
    "Test Warbringer", "Dash costs you pay cost {2} less.", power="3", toughness="3"
)


def test_702_108a_dash_cost_reduction_compiles_and_reads_back():
    assert round_trips("static", "Dash costs you pay cost {2} less.") == [
        ("static", {"dash_cost_less": 2})
    ]
    refused("static", "Dash costs you pay cost {R} less.")


def _scout(alt: str | None, warbringer: bool):
    battlefield: list = ["Mountain"]
    if warbringer:
        battlefield.append("Test Warbringer")
    cast: dict = {"cast": "Mardu Scout", "by": "Алиса"}
    if alt:
        cast["alt"] = alt
    return scenario(
        {"hand": ["Mardu Scout"], "battlefield": battlefield, "library": LIBRARY},
        {"library": LIBRARY},
        [cast, {"resolve": "all"}],
        [WARBRINGER],
    )


def test_702_108a_the_dash_cost_of_your_spells_is_two_generic_less():
    """Mardu Scout: mana cost {R}{R}, dash {1}{R}; one Mountain pays the dash cost only with
    the reduction, and never the mana cost (the reduction is of dash costs)."""
    dashed = _scout("dash", warbringer=True)
    assert dashed.refusal is None, dashed.refusal
    assert any(o.card.name == "Mardu Scout" for o in dashed.game.permanents("Алиса"))
    assert _scout("dash", warbringer=False).refusal is not None
    assert _scout(None, warbringer=True).refusal is not None


# ---------------------------------------------------------------- 509.1g: blocked by that creature

RIDE_DOWN_TEXT = (
    "Destroy target blocking creature. Creatures that were blocked by that creature this combat "
    "gain trample until end of turn."
)
RIDE_DOWN = compiled("Test Ride", RIDE_DOWN_TEXT, types=("Instant",), manaCost="{R}")
OX = compiled("Test Ox", "", power="5", toughness="5")


def test_509_1g_blocked_by_that_creature_compiles_and_reads_back():
    ((_, spell),) = round_trips("spell", RIDE_DOWN_TEXT)
    assert spell["effects"][1] == {
        "grant": ["Trample"],
        "to": {"all": {"types": ["Creature"], "blocked_by_target": True}},
        "until": "end_of_turn",
    }
    # no target creature before it: "that creature" names nothing
    refused(
        "spell",
        "Draw a card. Creatures that were blocked by that creature this combat gain trample "
        "until end of turn.",
    )


def test_702_19e_the_attacker_its_destroyed_blocker_blocked_tramples_over():
    """The Ox blocked by Bears: the Bears destroyed, the Ox gains trample and assigns all its
    damage to the player (702.19e); the other attacker, blocked by nobody, is not affected."""
    result = scenario(
        {
            "hand": ["Test Ride"],
            "battlefield": [
                "Mountain",
                {"card": "Test Ox", "id": "ox"},
                {"card": "Test Ox", "id": "ox2"},
            ],
            "library": LIBRARY,
        },
        {
            "battlefield": [
                {"card": "Grizzly Bears", "id": "b"},
                {"card": "Grizzly Bears", "id": "b2"},
            ],
            "library": LIBRARY,
        },
        [
            {"attack": {"ox": "Борис", "ox2": "Борис"}},
            {"block": {"b": "ox", "b2": "ox2"}},
            {"cast": "Test Ride", "by": "Алиса", "targets": ["b"]},
            {"resolve": "all"},
            {"goto": "combat_damage"},
        ],
        [RIDE_DOWN, OX],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert game.player("Борис").life == 15  # only the Ox whose blocker died tramples over
    views = {o.alias: characteristics(game, o) for o in game.permanents("Алиса")}
    assert "Trample" in views["ox"].keywords
    assert "Trample" not in views["ox2"].keywords
    assert [o.alias for o in game.permanents("Борис")] == []  # b2 died to the Ox's 5 damage


# ---------------------------------------------------------------- 608.2d: +1/-1 or -1/+1

SHORECRASHER = compiled(
    "Test Shorecrasher",
    "{1}: Test Shorecrasher gets +1/-1 or -1/+1 until end of turn.",
    power="3",
    toughness="3",
)


def test_608_2d_one_of_two_changes_compiles_and_reads_back():
    ((_, ability),) = round_trips(
        "activated", "{1}: CARDNAME gets +1/-1 or -1/+1 until end of turn."
    )
    assert ability["effects"] == [
        {
            "pump": "self",
            "power": 1,
            "toughness": -1,
            "until": "end_of_turn",
            "or_pt": {"power": -1, "toughness": 1},
        }
    ]
    refused("activated", "{1}: CARDNAME gets +1/-1 or +1/-1 until end of turn.")


def test_608_2d_the_controller_chooses_the_change_as_it_resolves():
    for answer, expected in (({"pt": "-1/+1"}, (2, 4)), ({}, (4, 2))):
        act: dict = {"activate": "s", "by": "Алиса"}
        if answer:
            act["choose"] = answer
        result = scenario(
            {
                "battlefield": ["Island", {"card": "Test Shorecrasher", "id": "s"}],
                "library": LIBRARY,
            },
            {"library": LIBRARY},
            [act, {"resolve": "all"}],
            [SHORECRASHER],
        )
        assert result.refusal is None, result.refusal
        (shore,) = [o for o in result.game.permanents() if o.alias == "s"]
        view = characteristics(result.game, shore)
        assert (view.power, view.toughness) == expected
    wrong = scenario(
        {"battlefield": ["Island", {"card": "Test Shorecrasher", "id": "s"}], "library": LIBRARY},
        {"library": LIBRARY},
        [{"activate": "s", "by": "Алиса", "choose": {"pt": "+2/-2"}}, {"resolve": "all"}],
        [SHORECRASHER],
    )
    assert wrong.refusal is not None


# ---------------------------------------------------------------- 301.5c, 701.3b, 704.5p

SMASHER = compiled(
    "Test Smasher",
    "Test Smasher can be attached only to a creature with toughness 4 or greater.\nEquip {0}",
    types=("Artifact",),
    subtypes=("Equipment",),
)
SHRINK = compiled(
    "Test Shrink",
    "Target creature gets -1/-1 until end of turn.",
    types=("Instant",),
    manaCost="{B}",
)


def test_301_5c_attached_only_to_compiles_and_reads_back():
    assert round_trips(
        "static", "CARDNAME can be attached only to a creature with toughness 4 or greater."
    ) == [("static", {"attach_only_to": {"types": ["Creature"], "toughness_at_least": 4}})]
    refused("static", "CARDNAME can be attached only to a creature with flying.")


def _equip(target: str, shrink: bool = False):
    actions: list = [{"activate": "Test Smasher", "by": "Алиса", "targets": [target]}]
    actions.append({"resolve": "all"})
    if shrink:
        actions += [{"cast": "Test Shrink", "by": "Алиса", "targets": [target]}, {"resolve": "all"}]
    return scenario(
        {
            "hand": ["Test Shrink"],
            "battlefield": [
                "Swamp",
                {"card": "Test Smasher", "id": "sm"},
                {"card": "Grizzly Bears", "id": "g"},
                {"card": "Test Stone", "id": "s"},
            ],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
        actions,
        [SMASHER, SHRINK, WALLISH],
    )


def _smasher(result):
    return next(o for o in result.game.permanents() if o.alias == "sm")


def test_701_3b_it_does_not_move_to_a_creature_with_toughness_below_4():
    result = _equip("g")
    assert result.refusal is None, result.refusal  # the target is legal (702.6a)
    assert _smasher(result).attached_to is None
    assert "attach_failed" in kinds(result)
    onto = _equip("s")
    assert onto.refusal is None, onto.refusal
    assert _smasher(onto).attached_to == onto.game.aliases["s"]


def test_704_5p_it_becomes_unattached_when_the_toughness_drops_below_4():
    result = _equip("s", shrink=True)
    assert result.refusal is None, result.refusal
    assert _smasher(result).attached_to is None
    assert any(o.alias == "s" for o in result.game.permanents())  # the Stone is a 0/3


# ---------------------------------------------------------------- 702.16a: opponents' creatures

CRYPSIS_TEXT = (
    "Target creature you control gains protection from creatures your opponents control until "
    "end of turn. Untap it."
)
CRYPSIS = compiled("Test Crypsis", CRYPSIS_TEXT, types=("Instant",), manaCost="{U}")


def test_702_16a_protection_from_creatures_your_opponents_control_reads_back():
    ((_, spell),) = round_trips("spell", CRYPSIS_TEXT)
    assert spell["effects"][0]["grant"] == ["Protection from creatures your opponents control"]
    refused(
        "spell",
        "Target creature you control gains protection from creatures your allies control until "
        "end of turn.",
    )


def _crypsis_then_block():
    return scenario(
        {
            "hand": ["Test Crypsis"],
            "battlefield": ["Island", {"card": "Grizzly Bears", "id": "g", "tapped": True}],
            "library": LIBRARY,
        },
        {"battlefield": [{"card": "Grizzly Bears", "id": "b"}], "library": LIBRARY},
        [
            {"cast": "Test Crypsis", "by": "Алиса", "targets": ["g"]},
            {"resolve": "all"},
            {"attack": {"g": "Борис"}},
            {"block": {"b": "g"}},
        ],
        [CRYPSIS],
    )


def test_702_16f_the_untapped_creature_cant_be_blocked_by_the_opponents_creatures():
    result = _crypsis_then_block()
    assert result.game.attackers  # untapped by the spell, it attacked
    assert result.refusal is not None
    assert "702.16f" in result.refusal.error.rules
    (bears,) = [o for o in result.game.permanents("Алиса") if o.alias == "g"]
    keywords = characteristics(result.game, bears).keywords
    assert "Protection from creatures controlled by Борис" in keywords
