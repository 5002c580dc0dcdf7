"""Granted abilities read from Oracle text (issue 14, helper "granted"): quoted abilities given by
spells and abilities (613.1f), groups that are not "… creatures" ("All Slivers have …",
"Lands you control have …"), "Enchanted land has …", and "Until end of turn, …" written first."""

from __future__ import annotations

from mtgjudge.cards.oracle.compiler import compile_card
from tests.test_oracle_general import cast_run
from tests.test_oracle_mechanisms import compiled, run


def strip_layout(value):
    """The values without the renderer's hints (keys starting with "_")."""
    if isinstance(value, dict):
        return {k: strip_layout(v) for k, v in value.items() if not k.startswith("_")}
    if isinstance(value, list):
        return [strip_layout(v) for v in value]
    return value


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


def test_a_token_has_the_quoted_ability_of_the_next_sentence():
    """110.5b: "Put … token onto the battlefield. It has "Sacrifice this creature: Add {1} to
    your mana pool."" — the token's own ability; its mana pays for a spell."""
    spawn = compiled(
        "Test Spawning",
        "Put two 0/1 colorless Eldrazi Spawn creature tokens onto the battlefield. They have "
        '"Sacrifice this creature: Add {1} to your mana pool."',
        types=("Sorcery",),
        manaCost="{G}",
    )
    (effect,) = spawn["spell"]["effects"]
    assert effect["count"] == 2
    assert effect["create_token"]["abilities"] == [
        {"cost": {"sacrifice_self": True}, "effects": [{"add_mana": "{1}"}]}
    ]
    result = cast_run(
        ["Test Spawning", "Hill Giant"],
        [{"card": "Forest"}, {"card": "Mountain"}, {"card": "Mountain"}],
        [],
        [
            {"cast": "Test Spawning"},
            {"resolve": "all"},
            {"activate": "Eldrazi Spawn"},
            {"activate": "Eldrazi Spawn"},
            {"cast": "Hill Giant"},
            {"resolve": "all"},
        ],
        cards=[spawn],
    )
    assert result.refusal is None
    names = [o.card.name for o in result.game.permanents("Алиса")]
    assert "Hill Giant" in names and "Eldrazi Spawn" not in names
    # "It has" after something else than a token is refused
    bad = _one('Draw a card. It has "{T}: Draw a card."', types=("Sorcery",))
    assert not bad.ok and bad.problem.rule == "110.5b"


def test_self_grants_name_the_card_and_round_trip():
    """613.1f: "CARDNAME has "When CARDNAME dies, …"" — the card gives the ability to itself;
    an Equipment naming itself in the quotes (another object) is still refused."""
    for text in (
        "As long as seven or more cards are in your graveyard, CARDNAME gets +2/+2 and has "
        '"When CARDNAME dies, you lose 4 life."',
        'As long as you control a Demon, CARDNAME has "{B}: Regenerate CARDNAME."',
        "As long as seven or more cards are in your graveyard, CARDNAME gets +1/+1, is black, "
        'and has "{2}{B}, {T}: Destroy target red creature."',
        "As long as seven or more cards are in your graveyard, CARDNAME gets +3/+3, is black, "
        'has trample, and has "At the beginning of your upkeep, sacrifice a creature."',
        "As long as CARDNAME is paired with another creature, each of those creatures has "
        '"{R}: This creature gets +1/+0 until end of turn."',
        'Each Human creature you control has "{R}, {T}: This creature deals 1 damage to target '
        'creature or player."',
        "At the beginning of your upkeep, you may put a 0/1 colorless Eldrazi Spawn creature "
        'token onto the battlefield. It has "Sacrifice this creature: Add {1} to your mana pool."',
        'When CARDNAME enters the battlefield, other creatures you control gain "{T}: This '
        'creature deals 2 damage to target creature or player" until end of turn.',
    ):
        ability = _one(text.replace("CARDNAME", "Test Card"))
        assert ability.ok, (text, ability.problem)
    colored = _one(
        "As long as seven or more cards are in your graveyard, Test Card is white and has "
        '"{T}: Destroy target black creature."'
    )
    parts = strip_layout([v for _, v in colored.parts])
    assert {"set_colors": ["white"], "affects": {"self": True}, "if": parts[0]["if"]} in parts
    equipment = _one('Equipped creature has "{T}, Unattach Test Card: Tap target creature."')
    assert not equipment.ok and equipment.problem.rule == "613.1f"


def test_blocking_restrictions_with_a_power_quality():
    """509.1b: restrictions that compare a blocker's power with a number or with the
    attacker's power, checked as blockers are declared."""
    monk = compiled(
        "Test Monk",
        "Test Monk can't be blocked by creatures with power 2 or greater.",
        power="1",
        toughness="1",
    )
    wurm = compiled(
        "Test Wurm",
        "Creatures with power less than Test Wurm's power can't block it.",
        power="2",
        toughness="2",
    )
    orcs = compiled(
        "Test Orcs",
        "Test Orcs can't block creatures with power 2 or greater.",
        power="4",
        toughness="2",
    )
    assert monk["keywords"] == ["Can't be blocked by creatures with power 2 or greater"]

    def block(attacker, blocker):
        result = run(
            [{"card": attacker, "id": "a"}],
            [{"card": blocker, "id": "x"}],
            [{"attack": {"a": "Борис"}}, {"block": {"x": "a"}}],
            cards=[monk, wurm, orcs],
        )
        return result.refusal.error.rules if result.refusal is not None else ()

    assert block("Test Monk", "Grizzly Bears") == ("509.1b",)
    assert block("Test Monk", "Llanowar Elves") == ()
    assert block("Test Wurm", "Llanowar Elves") == ("509.1b",)
    assert block("Test Wurm", "Grizzly Bears") == ()
    assert block("Grizzly Bears", "Test Orcs") == ("509.1b",)
    assert block("Llanowar Elves", "Test Orcs") == ()


def test_toughness_and_power_qualities_in_targets_groups_and_triggers():
    """608.2h: "with toughness 4 or greater" in a target, "creatures with power 4 or greater"
    as a group, "a creature with power 3 or greater" as the object of a trigger (603.2)."""
    pillar = compiled(
        "Test Pillar",
        "Exile target creature with toughness 4 or greater.",
        types=("Instant",),
        manaCost="{W}",
    )
    assert pillar["spell"]["targets"] == [{"kind": "creature", "filter": {"toughness_at_least": 4}}]
    refused = cast_run(
        ["Test Pillar"],
        [{"card": "Plains"}],
        [{"card": "Grizzly Bears", "id": "g"}],
        [{"cast": "Test Pillar", "targets": ["g"]}],
        cards=[pillar],
    )
    assert refused.refusal is not None
    retribution = compiled(
        "Test Retribution",
        "Destroy all creatures with power 4 or greater.",
        types=("Sorcery",),
        manaCost="{W}",
    )
    assert retribution["spell"]["effects"] == [
        {"destroy_all": {"types": ["Creature"], "power_at_least": 4}}
    ]
    result = cast_run(
        ["Test Retribution"],
        [{"card": "Plains"}, {"card": "Hill Giant"}],
        [{"card": "Craw Wurm"}, {"card": "Grizzly Bears"}],
        [{"cast": "Test Retribution"}, {"resolve": "all"}],
        cards=[retribution],
    )
    assert [o.card.name for o in result.game.permanents("Борис")] == ["Grizzly Bears"]
    packleader = compiled(
        "Test Packleader",
        "Whenever another creature with power 3 or greater enters the battlefield under your "
        "control, you may draw a card.",
        power="3",
        toughness="3",
    )
    assert packleader["triggers"][0]["of"]["power_at_least"] == 3
    drew = cast_run(
        ["Hill Giant", "Grizzly Bears"],
        [{"card": "Test Packleader"}, {"card": "Forest"}] + [{"card": "Mountain"}] * 5,
        [],
        [
            {"cast": "Grizzly Bears"},
            {"resolve": "all"},
            {"cast": "Hill Giant"},
            {"resolve": "all"},
        ],
        cards=[packleader],
    )
    assert drew.refusal is None
    # the Bears (power 2) trigger nothing; the Giant (power 3) does, once
    triggered = [e for e in drew.game.events if e.kind == "ability_triggered"]
    assert len(triggered) == 1
    assert len([e for e in drew.game.events if e.kind == "cards_drawn"]) == 1


def test_converted_mana_cost_qualities_of_spells_and_permanents():
    """202.3: "target spell with converted mana cost 2" (exactly 2), "… 4 or less", "target
    nonland permanent with converted mana cost 3 or less", "destroy each creature with …"."""
    snare = compiled(
        "Test Snare",
        "Counter target spell with converted mana cost 2.",
        types=("Instant",),
        manaCost="{U}",
    )
    assert snare["spell"]["targets"] == [
        {"kind": "spell", "filter": {"mana_value_at_least": 2, "mana_value_at_most": 2}}
    ]
    sun = compiled(
        "Test Sun",
        "Destroy each creature with converted mana cost 3 or less.",
        types=("Sorcery",),
        manaCost="{W}",
    )
    assert sun["spell"]["effects"] == [
        {"destroy_all": {"types": ["Creature"], "mana_value_at_most": 3}}
    ]
    result = cast_run(
        ["Test Sun"],
        [{"card": "Plains"}, {"card": "Grizzly Bears"}],
        [{"card": "Craw Wurm"}, {"card": "Llanowar Elves"}],
        [{"cast": "Test Sun"}, {"resolve": "all"}],
        cards=[sun],
    )
    assert [o.card.name for o in result.game.permanents("Борис")] == ["Craw Wurm"]
    assert "Grizzly Bears" not in [o.card.name for o in result.game.permanents("Алиса")]


def test_all_creatures_able_to_block_it_do_so():
    """509.1c: every creature of the defending player that could block the creature must block
    it; one that can't (tapped, or flying restrictions) is not required to."""
    elf = compiled(
        "Test Taunter",
        "All creatures able to block Test Taunter do so.",
        power="1",
        toughness="1",
    )
    assert elf["keywords"] == ["All creatures able to block it do so"]

    def block(blocks, extra=()):
        result = run(
            [{"card": "Test Taunter", "id": "a"}],
            [{"card": "Grizzly Bears", "id": "x"}, {"card": "Llanowar Elves", "id": "y"}, *extra],
            [{"attack": {"a": "Борис"}}, {"block": blocks}],
            cards=[elf],
        )
        return result.refusal.error.rules if result.refusal is not None else ()

    assert block({"x": "a"}) == ("509.1c",)
    assert block({}) == ("509.1c",)
    assert block({"x": "a", "y": "a"}) == ()
    # a tapped creature is not able to block: no requirement on it
    assert block({"x": "a", "y": "a"}, [{"card": "Hill Giant", "tapped": True}]) == ()


def test_becomes_the_creature_type_of_your_choice():
    """205.1b, 608.2d: the type is chosen as the ability resolves (answer ``creature_type``);
    it replaces the creature types, or is added to them ("in addition to its other types")."""
    dreamer = compiled(
        "Test Dreamer",
        "{1}: Test Dreamer becomes the creature type of your choice until end of turn.",
        subtypes=["Illusion"],
        power="2",
        toughness="1",
    )
    assert dreamer["abilities"][0]["effects"] == [
        {"become": {"set_subtypes": "chosen_creature_type"}, "to": "self", "until": "end_of_turn"}
    ]
    result = run(
        [{"card": "Test Dreamer", "id": "d"}, "Island"],
        [],
        [{"activate": "d", "choose": {"creature_type": "Goblin"}}, {"resolve": "all"}],
        cards=[dreamer],
    )
    assert result.refusal is None
    from mtgjudge.engine.characteristics import characteristics

    (obj,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Dreamer"]
    assert characteristics(result.game, obj).subtypes == frozenset({"Goblin"})


def test_granted_landwalk_and_group_lords():
    """702.14c: a landwalk granted by a lord ("Other Goblins get +1/+1 and have mountainwalk")
    makes the creature unblockable while the defending player controls that land type."""
    king = compiled(
        "Test King",
        "Other Goblins get +1/+1 and have mountainwalk.",
        subtypes=["Goblin"],
        power="2",
        toughness="2",
    )
    assert [s["affects"] for s in king["static"]] == [
        {"subtypes": ["Goblin"], "other": True},
        {"subtypes": ["Goblin"], "other": True},
    ]
    result = run(
        [{"card": "Test King"}, {"card": "Raging Goblin", "id": "r"}],
        [{"card": "Grizzly Bears", "id": "x"}, "Mountain"],
        [{"attack": {"r": "Борис"}}, {"block": {"x": "r"}}],
        cards=[king],
    )
    assert result.refusal is not None and "702.14c" in result.refusal.error.rules


def test_keyword_while_the_card_has_a_counter():
    """611.3a: "CARDNAME has flying as long as it has a +1/+1 counter on it" — checked
    continuously on the card itself."""
    walker = compiled(
        "Test Walker",
        "Test Walker has flying as long as it has a +1/+1 counter on it.",
        power="2",
        toughness="1",
    )
    assert walker["static"] == [
        {"grant": ["Flying"], "affects": {"self": True}, "if": {"has_counter": "+1/+1"}}
    ]
    from mtgjudge.engine.characteristics import characteristics

    for counters, flies in (({"+1/+1": 1}, True), ({}, False)):
        result = run(
            [{"card": "Test Walker", "id": "w", "counters": counters}], [], [], cards=[walker]
        )
        (obj,) = result.game.permanents("Алиса")
        assert ("Flying" in characteristics(result.game, obj).keywords) is flies


def test_blocking_restrictions_with_a_quality_of_the_blocker():
    """509.1b: "can't be blocked by Walls / blue creatures", "can't be blocked except by
    creatures with flying or reach", "… except by three or more creatures"."""
    cards = [
        compiled("Test Sneak", "Test Sneak can't be blocked by Walls.", power="2", toughness="2"),
        compiled(
            "Test Glider",
            "Test Glider can't be blocked except by creatures with flying or reach.",
            power="2",
            toughness="2",
        ),
        compiled(
            "Test Brute",
            "Test Brute can't be blocked except by three or more creatures.",
            power="5",
            toughness="5",
        ),
    ]

    def block(attacker, blocks, defenders):
        result = run(
            [{"card": attacker, "id": "a"}],
            defenders,
            [{"attack": {"a": "Борис"}}, {"block": blocks}],
            cards=cards,
        )
        return result.refusal.error.rules if result.refusal is not None else ()

    wall = [{"card": "Wall of Stone", "id": "w"}, {"card": "Grizzly Bears", "id": "g"}]
    assert block("Test Sneak", {"w": "a"}, wall) == ("509.1b",)
    assert block("Test Sneak", {"g": "a"}, wall) == ()
    fliers = [{"card": "Giant Spider", "id": "s"}, {"card": "Grizzly Bears", "id": "g"}]
    assert block("Test Glider", {"g": "a"}, fliers) == ("509.1b",)
    assert block("Test Glider", {"s": "a"}, fliers) == ()
    three = [{"card": "Grizzly Bears", "id": i} for i in ("x", "y", "z")]
    assert block("Test Brute", {"x": "a", "y": "a"}, three) == ("509.1b",)
    assert block("Test Brute", {"x": "a", "y": "a", "z": "a"}, three) == ()
