"""Issue 14, helper "replace": replacement and prevention effects and modal spells read from
Oracle text — each wording compiled and rendered back on the real clause, a near wording
refused, and the engine's values played in scenarios."""

from __future__ import annotations

from mtgjudge.cards.oracle import compile_card
from tests.engine_helpers import refused, round_trips, scenario


def full(name: str, text: str, types=("Instant",), cost="{R}", **face) -> dict:
    entry = {
        "name": name,
        "layout": "normal",
        "faces": [{"types": list(types), "text": text, "manaCost": cost, **face}],
    }
    result = compile_card(entry)
    assert result.status == "full", [result.problem, *(a.problem for a in result.abilities)]
    return result.card


# ---- 615.5: "If damage is prevented this way, CARDNAME deals that much damage to …"

PALM = (
    "The next time a source of your choice would deal damage to you this turn, prevent that "
    "damage. If damage is prevented this way, CARDNAME deals that much damage to that source's "
    "controller."
)


def test_deflecting_palm_compiles_and_round_trips():
    ((kind, spell),) = round_trips("spell", PALM)
    (effect,) = spell["effects"]
    assert effect["replacement"]["then"] == [
        {"damage": "prevented", "to": "damage_source_controller"}
    ]


def test_prevented_this_way_needs_a_prevention_before_it():
    reason = refused(
        "spell",
        "You gain 3 life. If damage is prevented this way, CARDNAME deals that much damage to "
        "that source's controller.",
    )
    assert "If damage is prevented this way" in reason


def test_615_5_the_palm_prevents_the_bolt_and_deals_that_much_to_its_controller():
    palm = full("Test Palm", PALM, cost="{R}{W}")
    alice = {"hand": ["Test Palm"], "battlefield": ["Mountain", "Plains"]}
    bob = {"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Mountain", "Mountain"]}
    r = scenario(
        alice,
        bob,
        [
            {"cast": "Lightning Bolt", "by": "Борис", "targets": ["Алиса"]},
            {"cast": "Test Palm", "by": "Алиса", "choose": {"source": "Lightning Bolt"}},
            {"resolve": "all"},
            {"cast": "Shock", "by": "Борис", "targets": ["Алиса"]},
            {"resolve": "all"},
        ],
        [palm],
    )
    assert r.refusal is None, r.refusal
    assert r.game.player("Алиса").life == 18  # the Bolt prevented, the Shock not (used up)
    assert r.game.player("Борис").life == 17  # the Palm dealt the 3 prevented


# ---- 101.2, 611.2a: "Your opponents can't gain life this turn." and "Choose two —"

ATARKA = (
    "Choose two — • Your opponents can't gain life this turn. • CARDNAME deals 3 damage to each "
    "opponent. • You may put a land card from your hand onto the battlefield. • Creatures you "
    "control get +1/+1 and gain reach until end of turn."
)
SALVE = full("Test Salve", "You gain 3 life.", cost="{W}")


def test_atarkas_command_compiles_and_round_trips():
    ((kind, spell),) = round_trips("spell", ATARKA)
    assert spell["choose"] == 2
    assert spell["modes"][0]["effects"] == [{"cant_gain_life_this_turn": "opponents"}]


def test_cant_gain_life_this_turn_of_each_player_is_refused():
    assert "can't gain life this turn" in refused("spell", "Each player can't gain life this turn.")


def _command_then_salve(modes: list[int]):
    command = full("Test Command", ATARKA, cost="{R}{G}")
    alice = {"hand": ["Test Command"], "battlefield": ["Mountain", "Forest"]}
    bob = {"hand": ["Test Salve"], "battlefield": ["Plains"]}
    return scenario(
        alice,
        bob,
        [
            {"cast": "Test Command", "by": "Алиса", "modes": modes},
            {"resolve": "all"},
            {"cast": "Test Salve", "by": "Борис"},
            {"resolve": "all"},
        ],
        [command, SALVE],
    )


def test_101_2_opponents_cant_gain_life_for_the_rest_of_the_turn():
    r = _command_then_salve([1, 2])
    assert r.refusal is None, r.refusal
    assert r.game.player("Борис").life == 17  # 3 damage, then no life from the Salve
    assert any(e.kind == "life_gain_prevented" for e in r.game.events)
    r = _command_then_salve([2, 4])  # without the first mode the Salve gains life
    assert r.refusal is None, r.refusal
    assert r.game.player("Борис").life == 20


# ---- 615.1a, 611.2c: "Prevent all damage target instant or sorcery spell would deal this turn."

DROMOKA = (
    "Choose two — • Prevent all damage target instant or sorcery spell would deal this turn. • "
    "Target player sacrifices an enchantment. • Put a +1/+1 counter on target creature. • Target "
    "creature you control fights target creature you don't control."
)


def test_dromokas_command_compiles_and_round_trips():
    ((kind, spell),) = round_trips("spell", DROMOKA)
    assert spell["modes"][0]["effects"][0]["replacement"] == {
        "event": "damage",
        "source": "target",
        "prevent": "all",
    }


def test_prevent_all_damage_each_creature_would_deal_is_refused():
    assert "each" in refused("spell", "Prevent all damage each creature would deal this turn.")


def test_615_1a_the_targeted_spell_deals_no_damage_and_the_counter_is_put():
    command = full("Test Command", DROMOKA, cost="{G}{W}")
    alice = {
        "hand": ["Test Command"],
        "battlefield": ["Forest", "Plains", {"card": "Grizzly Bears", "id": "bear"}],
    }
    bob = {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}
    r = scenario(
        alice,
        bob,
        [
            {"cast": "Lightning Bolt", "by": "Борис", "targets": ["bear"]},
            {
                "cast": "Test Command",
                "by": "Алиса",
                "modes": [1, 3],
                "targets": ["Lightning Bolt", "bear"],
            },
            {"resolve": "all"},
        ],
        [command],
    )
    assert r.refusal is None, r.refusal
    bear = r.game.obj(r.game.aliases["bear"])
    assert bear.zone == "battlefield" and bear.damage == 0
    assert bear.counters.get("+1/+1") == 1


# ---- 608.2c, 611.2c, 614.1a: "If a creature dealt damage this way would die this turn, …"

ANGER = (
    "CARDNAME deals 3 damage to each creature. If a creature dealt damage this way would die "
    "this turn, exile it instead."
)


def test_anger_of_the_gods_compiles_and_round_trips():
    ((kind, spell),) = round_trips("spell", ANGER)
    assert spell["effects"][1]["replacement"]["of"] == "dealt_damage_this_way"


def test_dealt_damage_this_way_needs_a_damage_instruction_before_it():
    reason = refused(
        "spell",
        "You gain 3 life. If a creature dealt damage this way would die this turn, exile it "
        "instead.",
    )
    assert "dealt damage this way" in reason


def test_614_1a_creatures_dealt_damage_this_way_are_exiled_instead_of_dying():
    anger = full("Test Anger", ANGER, types=("Sorcery",), cost="{1}{R}{R}")
    alice = {
        "hand": ["Test Anger", "Lightning Bolt"],
        "battlefield": ["Mountain"] * 4 + [{"card": "Grizzly Bears", "id": "bear"}],
    }
    bob = {"battlefield": [{"card": "Hill Giant", "id": "giant"}, "Craw Wurm"]}
    r = scenario(
        alice,
        bob,
        [
            {"cast": "Test Anger", "by": "Алиса"},
            {"resolve": "all"},
            # the Giant (3/3) died of the 3 damage; the Wurm (6/4) lives, then dies this turn
            {"cast": "Lightning Bolt", "by": "Алиса", "targets": ["Craw Wurm"]},
            {"resolve": "all"},
        ],
        [anger],
    )
    assert r.refusal is None, r.refusal
    game = r.game
    assert sorted(game.obj(i).card.name for i in game.player("Алиса").zones["exile"]) == [
        "Grizzly Bears"
    ]
    assert sorted(game.obj(i).card.name for i in game.player("Борис").zones["exile"]) == [
        "Craw Wurm",
        "Hill Giant",
    ]
    assert not game.player("Борис").zones["graveyard"]


CHANNEL = (
    "Prevent all damage that would be dealt to you and permanents you control this turn by "
    "sources you don't control. If damage is prevented this way, you may have CARDNAME deal "
    "that much damage to target creature."
)


def test_channel_harm_compiles_and_round_trips():
    ((kind, spell),) = round_trips("spell", CHANNEL)
    assert spell["targets"] == ["creature"]
    assert spell["effects"][0]["replacement"]["then"] == [
        {"may": [{"damage": "prevented", "to": "target"}]}
    ]


def test_prevented_damage_to_each_creature_is_refused():
    reason = refused(
        "spell",
        "The next time a source of your choice would deal damage to you this turn, prevent that "
        "damage. If damage is prevented this way, CARDNAME deals that much damage to each "
        "creature.",
    )
    assert "each" in reason


def test_615_5_prevented_damage_is_dealt_to_the_spells_target_each_time():
    channel = full("Test Channel", CHANNEL, cost="{5}{W}")
    alice = {
        "hand": ["Test Channel"],
        "battlefield": ["Plains"] * 6 + [{"card": "Grizzly Bears", "id": "bear"}],
    }
    bob = {
        "hand": ["Lightning Bolt", "Shock"],
        "battlefield": ["Mountain", "Mountain", {"card": "Craw Wurm", "id": "wurm"}],
    }
    r = scenario(
        alice,
        bob,
        [
            {"cast": "Test Channel", "by": "Алиса", "targets": ["wurm"]},
            {"resolve": "all"},
            {"cast": "Lightning Bolt", "by": "Борис", "targets": ["Алиса"]},
            {"resolve": "all"},
            {"cast": "Shock", "by": "Борис", "targets": ["bear"]},
            {"resolve": "all"},
        ],
        [channel],
    )
    assert r.refusal is None, r.refusal
    game = r.game
    assert game.player("Алиса").life == 20
    bear = game.obj(game.aliases["bear"])
    assert bear.zone == "battlefield" and bear.damage == 0
    # the Wurm (6/4) was dealt 3 + 2: it died
    assert sorted(game.obj(i).card.name for i in game.player("Борис").zones["graveyard"]) == [
        "Craw Wurm",
        "Lightning Bolt",
        "Shock",
    ]


ACOLYTE = (
    "Prevent the next X damage that would be dealt to target creature this turn, where X is your "
    "devotion to white. If damage is prevented this way, CARDNAME deals that much damage to "
    "target creature or player."
)


def test_acolytes_reward_compiles_and_round_trips():
    ((kind, spell),) = round_trips("spell", ACOLYTE)
    assert spell["targets"] == ["creature", "creature_or_player"]
    (effect,) = spell["effects"]
    assert effect["prevent_damage"] == {"amount": "devotion", "colors": ["white"], "x": True}
    assert effect["then"] == [{"damage": "prevented", "to": "target:2"}]


def test_615_7_the_shield_of_devotion_prevents_and_the_spell_deals_that_much():
    """Devotion 2 (two Youthful Knights, {1}{W}; the Reward itself is a spell, not a
    permanent): of the Bolt's 3 damage 2 are prevented and dealt to Борис; the bear (2/2) takes
    1 and lives."""
    acolyte = full("Test Acolyte", ACOLYTE, cost="{1}{W}")
    alice = {
        "hand": ["Test Acolyte"],
        "battlefield": [
            "Plains",
            "Plains",
            "Youthful Knight",
            "Youthful Knight",
            {"card": "Grizzly Bears", "id": "bear"},
        ],
    }
    bob = {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}
    r = scenario(
        alice,
        bob,
        [
            {"cast": "Lightning Bolt", "by": "Борис", "targets": ["bear"]},
            {"cast": "Test Acolyte", "by": "Алиса", "targets": ["bear", "Борис"]},
            {"resolve": "all"},
        ],
        [acolyte],
    )
    assert r.refusal is None, r.refusal
    game = r.game
    bear = game.obj(game.aliases["bear"])
    assert bear.zone == "battlefield" and bear.damage == 1
    assert game.player("Борис").life == 18


# ---- 614.1a, 614.6: an opponent's nontoken creatures exiled instead of going to a graveyard

ANAFENZA = (
    "If a nontoken creature an opponent owns would die or a creature card not on the "
    "battlefield would be put into an opponent's graveyard, exile that card instead."
)


def test_anafenzas_replacement_compiles_and_round_trips():
    ((kind, value),) = round_trips("replacement", ANAFENZA)
    assert value["of"] == {"types": ["Creature"], "token": False}
    assert value["owner"] == "opponent"


def test_a_nontoken_creature_you_own_is_refused():
    refused(
        "replacement",
        "If a nontoken creature you own would die or a creature card not on the battlefield "
        "would be put into your graveyard, exile that card instead.",
    )


def test_614_6_an_opponents_creature_is_exiled_instead_of_dying_yours_is_not():
    keeper = full("Test Keeper", ANAFENZA, types=("Enchantment",), cost="{2}")
    alice = {
        "hand": ["Lightning Bolt", "Lightning Bolt"],
        "battlefield": [
            "Test Keeper",
            "Mountain",
            "Mountain",
            {"card": "Grizzly Bears", "id": "mine"},
        ],
    }
    bob = {"battlefield": [{"card": "Grizzly Bears", "id": "theirs"}]}
    r = scenario(
        alice,
        bob,
        [
            {"cast": "Lightning Bolt", "by": "Алиса", "targets": ["theirs"]},
            {"resolve": "all"},
            {"cast": "Lightning Bolt", "by": "Алиса", "targets": ["mine"]},
            {"resolve": "all"},
        ],
        [keeper],
    )
    assert r.refusal is None, r.refusal
    game = r.game
    assert [game.obj(i).card.name for i in game.player("Борис").zones["exile"]] == ["Grizzly Bears"]
    assert not game.player("Борис").zones["graveyard"]
    assert sorted(game.obj(i).card.name for i in game.player("Алиса").zones["graveyard"]) == [
        "Grizzly Bears",
        "Lightning Bolt",
        "Lightning Bolt",
    ]


# ---- 401.2, 701.16a: Jace, the Living Guildpact's +1 and −8

JACE = (
    "+1: Look at the top two cards of your library. Put one of them into your graveyard.\n"
    "−8: Each player shuffles their hand and graveyard into their library. You draw seven cards."
)


def test_jaces_abilities_compile_and_round_trip():
    ((kind, plus),) = round_trips(
        "activated",
        "+1: Look at the top two cards of your library. Put one of them into your graveyard.",
    )
    assert plus["effects"][0] == {
        "look_at_top": 2,
        "take": 1,
        "take_to": "graveyard",
        "rest": "top",
    }
    ((kind, minus),) = round_trips(
        "activated",
        "−8: Each player shuffles their hand and graveyard into their library. You draw seven "
        "cards.",
    )
    assert minus["effects"][0] == {
        "shuffle_into_library": ["hand", "graveyard"],
        "player": "each_player",
    }


def test_two_cards_of_three_left_on_top_is_refused():
    reason = refused(
        "activated",
        "+1: Look at the top three cards of your library. Put one of them into your graveyard.",
    )
    assert "put N of them into your graveyard" in reason


def _jace_game(ability: int, loyalty: int, choose: dict | None = None):
    jace = full("Test Jace", JACE, types=("Planeswalker",), cost="{2}{U}", loyalty="5")
    alice = {
        "hand": ["Shock"],
        "graveyard": ["Lightning Bolt"],
        "library": ["Grizzly Bears", "Hill Giant", "Craw Wurm"] + ["Forest"] * 10,
        "battlefield": [{"card": "Test Jace", "id": "j", "counters": {"loyalty": loyalty}}],
    }
    bob = {"hand": ["Mountain"], "graveyard": ["Shock"], "library": ["Plains"] * 10}
    action: dict = {"activate": "j", "ability": ability}
    if choose:
        action["choose"] = choose
    return scenario(alice, bob, [action, {"resolve": "all"}], [jace])


def test_401_2_the_chosen_card_goes_to_the_graveyard_and_the_other_stays_on_top():
    r = _jace_game(1, 5, {"look": ["Hill Giant"]})
    assert r.refusal is None, r.refusal
    game = r.game
    library = game.player("Алиса").zones["library"]
    assert game.obj(library[0]).card.name == "Grizzly Bears"
    assert game.obj(library[1]).card.name == "Craw Wurm"
    assert sorted(game.obj(i).card.name for i in game.player("Алиса").zones["graveyard"]) == [
        "Hill Giant",
        "Lightning Bolt",
    ]


def test_701_16a_each_player_shuffles_hand_and_graveyard_and_you_draw_seven():
    r = _jace_game(2, 9)
    assert r.refusal is None, r.refusal
    game = r.game
    alice, bob = game.player("Алиса"), game.player("Борис")
    assert len(alice.zones["hand"]) == 7 and not alice.zones["graveyard"]
    assert len(alice.zones["library"]) == 13 + 2 - 7  # the Shock and the Bolt went in
    assert not bob.zones["hand"] and not bob.zones["graveyard"]
    assert len(bob.zones["library"]) == 12


# ---- 500.7, 614.1b, 614.6: Ugin's Nexus

NEXUS = (
    "If a player would begin an extra turn, that player skips that turn instead.\n"
    "If CARDNAME would be put into a graveyard from the battlefield, instead exile it and take "
    "an extra turn after this one."
)


def test_ugins_nexus_compiles_to_the_hand_written_values():
    nexus = full("Test Nexus", NEXUS, types=("Artifact",), cost="{5}", supertypes=["Legendary"])
    assert nexus["replacements"] == [
        {"event": "turn", "player": "any", "extra": True, "skip": True},
        {
            "event": "to_graveyard",
            "of": "self",
            "from": "battlefield",
            "instead": [{"exile": "self"}, {"extra_turn": 1}],
        },
    ]


def test_another_players_extra_turn_skipped_by_its_controller_is_refused():
    refused(
        "replacement",
        "If an opponent would begin an extra turn, that player skips that turn instead.",
    )


def _turns(r):
    return [
        (e.data["turn"], e.data["active"], e.data["extra"])
        for s in r.steps
        for e in s.events
        if e.kind == "turn_began"
    ]


def test_614_1b_an_extra_turn_is_skipped_and_the_exiled_nexus_gives_one():
    nexus = full("Test Nexus", NEXUS, types=("Artifact",), cost="{5}", supertypes=["Legendary"])
    alice = {
        "hand": ["Time Warp", "Shatter"],
        "battlefield": ["Island"] * 4 + ["Mountain"] * 2,
        "library": 10,
    }
    bob = {"battlefield": ["Test Nexus"], "library": 10}
    r = scenario(
        alice,
        bob,
        [
            {"cast": "Time Warp", "targets": ["Алиса"]},
            {"resolve": 1},
            {"goto": {"step": "main1", "turn": 4}},
        ],
        [nexus],
    )
    assert r.refusal is None, r.refusal
    assert _turns(r)[0] == (4, "Борис", False)  # Alice's extra turn was skipped
    r = scenario(
        alice,
        bob,
        [
            {"cast": "Shatter", "targets": ["Test Nexus"]},
            {"resolve": 1},
            {"goto": {"step": "main1", "turn": 5}},
        ],
        [nexus],
    )
    assert r.refusal is None, r.refusal
    game = r.game
    assert [game.obj(i).card.name for i in game.player("Борис").zones["exile"]] == ["Test Nexus"]
    assert _turns(r)[:2] == [(4, "Борис", True), (5, "Борис", False)]


# ---- 615.1a, 608.2g: "prevent X of that damage, where X is the number of creatures you control"

SHIELD = (
    "If a source would deal damage to equipped creature, prevent X of that damage, where X is "
    "the number of creatures you control."
)


def test_shield_of_the_avatar_compiles_and_round_trips():
    ((kind, value),) = round_trips("replacement", SHIELD)
    assert value["to"] == "equipped"
    assert value["prevent"]["amount"] == "permanents"


def test_prevent_x_of_damage_to_enchanted_creature_is_refused():
    refused(
        "replacement",
        "If a source would deal damage to enchanted creature, prevent X of that damage, where X "
        "is the number of creatures you control.",
    )


def _shielded(creatures: int):
    shield = full(
        "Test Shield",
        SHIELD + "\nEquip {2}",
        types=("Artifact",),
        cost="{1}",
        subtypes=["Equipment"],
    )
    alice = {
        "battlefield": [
            {"card": "Grizzly Bears", "id": "bear"},
            {"card": "Test Shield", "attached_to": "bear"},
        ]
        + ["Youthful Knight"] * (creatures - 1)
    }
    bob = {"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Hill Giant", "Hill Giant"]}
    return scenario(
        alice,
        bob,
        [{"cast": "Lightning Bolt", "by": "Борис", "targets": ["bear"]}, {"resolve": "all"}],
        [shield],
    )


def test_615_1a_x_of_the_damage_is_prevented_x_counted_as_it_is_dealt():
    r = _shielded(2)  # X = 2: 1 of the Bolt's 3 damage is dealt
    assert r.refusal is None, r.refusal
    bear = r.game.obj(r.game.aliases["bear"])
    assert bear.zone == "battlefield" and bear.damage == 1
    r = _shielded(3)  # X = 3: all of it prevented
    bear = r.game.obj(r.game.aliases["bear"])
    assert bear.zone == "battlefield" and bear.damage == 0


def test_306_7_a_planeswalker_dealt_redirected_damage_is_no_creature_dealt_damage_this_way():
    """Redirected to a planeswalker (306.7), the damage exiles nothing: the planeswalker with no
    loyalty goes to the graveyard (704.5i) — only creatures are locked in the effect."""
    burn = full(
        "Test Burn",
        "CARDNAME deals 3 damage to target player. If a creature dealt damage this way would "
        "die this turn, exile it instead.",
    )
    alice = {"hand": ["Test Burn"], "battlefield": ["Mountain"]}
    bob = {"battlefield": [{"card": "Ajani Goldmane", "id": "pw", "counters": {"loyalty": 3}}]}
    r = scenario(
        alice,
        bob,
        [
            {"choose": {"redirect": "pw"}},
            {"cast": "Test Burn", "targets": ["Борис"]},
            {"resolve": "all"},
        ],
        [burn],
    )
    assert r.refusal is None, r.refusal
    game = r.game
    assert game.player("Борис").life == 20
    assert [game.obj(i).card.name for i in game.player("Борис").zones["graveyard"]] == [
        "Ajani Goldmane"
    ]
