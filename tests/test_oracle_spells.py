"""Casting and spells (helper "spells", issue 14): cost changes of static abilities (601.2e),
… — each compiled, rendered back to its text, played, and refused where the engine would
play it otherwise."""

from __future__ import annotations

import yaml

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import play, refused, scenario
from tests.test_oracle_mechanisms import compiled


def game(hand, battlefield_a, battlefield_b, actions, cards=(), library_a=(), library_b=()):
    """Алиса's main phase of turn 3, with the given hand and permanents."""
    return scenario(
        {
            "hand": list(hand),
            "battlefield": battlefield_a,
            "library": list(library_a) or ["Island"] * 5,
        },
        {"battlefield": battlefield_b, "library": list(library_b) or ["Island"] * 5},
        actions,
        cards,
    )


def zone(result, player, name):
    g = result.game
    if name == "battlefield":
        return sorted(o.card.name for o in g.permanents(player))
    return [g.obj(i).name for i in g.player(player).zones[name]]


# -- cost changes (601.2e) ----------------------------------------------------------------------


def test_601_2e_group_cost_changes_compile():
    ((_, st),) = ok("static", "Dragon spells you cast cost {1} less to cast.")
    assert st["spells_cost_less"] == 1 and st["of"] == {"subtypes": ["Dragon"]}
    assert st["caster"] == "you"
    ((_, st),) = ok("static", "Noncreature spells cost {1} more to cast.")
    assert st["spells_cost_more"] == 1 and st["caster"] == "all"
    assert st["of"] == {"not_types": ["Creature"]}
    ((_, st),) = ok(
        "static", "Artifact and enchantment spells your opponents cast cost {2} more to cast."
    )
    assert st["of"] == {"types": ["Artifact", "Enchantment"]} and st["caster"] == "opponents"
    ((_, st),) = ok("static", "Kithkin spells and Soldier spells you cast cost {1} less to cast.")
    assert st["of"] == {"subtypes": ["Kithkin", "Soldier"]}
    ((_, st),) = ok("static", "Face-down creature spells you cast cost {1} less to cast.")
    assert st["of"] == {"face_down": True, "types": ["Creature"]}


def test_601_2e_coloured_reduction_is_refused():
    """ "{B}{R} less" takes coloured mana off: the engine's reduction is generic only."""
    assert "общей" in refused("static", "Minotaur spells you cast cost {B}{R} less to cast.")


SERVANT = compiled(
    "Test Servant", "Dragon spells you cast cost {1} less to cast.", power="1", toughness="3"
)
RIDER = compiled(
    "Test Rider", "Noncreature spells cost {1} more to cast.", power="2", toughness="1"
)


def test_601_2e_a_dragon_costs_one_less():
    """Shivan Dragon ({4}{R}{R}) with five Mountains: only with the reduction."""
    actions = [{"cast": "Shivan Dragon"}, {"resolve": "all"}]
    result = game(["Shivan Dragon"], ["Mountain"] * 5 + ["Test Servant"], [], actions, [SERVANT])
    assert result.refusal is None
    assert "Shivan Dragon" in zone(result, "Алиса", "battlefield")
    result = game(["Shivan Dragon"], ["Mountain"] * 5, [], actions, [SERVANT])
    assert result.refusal is not None


def test_601_2e_an_opponents_permanent_makes_noncreature_spells_cost_more():
    actions = [{"cast": "Lightning Bolt", "targets": ["Борис"]}, {"resolve": "all"}]
    result = game(["Lightning Bolt"], ["Mountain"], ["Test Rider"], actions, [RIDER])
    assert result.refusal is not None
    result = game(["Lightning Bolt"], ["Mountain"] * 2, ["Test Rider"], actions, [RIDER])
    assert result.refusal is None
    assert result.game.player("Борис").life == 17
    # a creature spell is not a noncreature spell
    result = game(
        ["Grizzly Bears"], ["Forest"] * 2, ["Test Rider"], [{"cast": "Grizzly Bears"}], [RIDER]
    )
    assert result.refusal is None


# -- targets and groups: planeswalkers, spells of a kind (114.1, 306) ---------------------------

DOWNFALL = compiled("Test Downfall", "Destroy target creature or planeswalker.", types=("Instant",))
RETRIBUTION = compiled(
    "Test Retribution",
    "Destroy all creatures and planeswalkers. If it's your turn, scry 2.",
    types=("Sorcery",),
)
BLAST = compiled("Test Blast", "Counter target multicolored spell.", types=("Instant",))
EIDOLON = compiled(
    "Test Eidolon",
    "Whenever a player casts a spell with converted mana cost 3 or less, Test Eidolon deals "
    "2 damage to that player.",
    types=("Enchantment", "Creature"),
    power="2",
    toughness="2",
)


def test_114_1_destroy_target_planeswalker():
    result = game(
        ["Test Downfall"],
        ["Swamp"] * 2,
        [{"card": "Jace Beleren", "id": "j", "counters": {"loyalty": 3}}],
        [{"cast": "Test Downfall", "targets": ["j"]}, {"resolve": "all"}],
        [DOWNFALL],
    )
    assert result.refusal is None
    assert zone(result, "Борис", "graveyard") == ["Jace Beleren"]


def test_destroy_all_creatures_and_planeswalkers_on_your_turn_scries():
    result = game(
        ["Test Retribution"],
        ["Plains"] * 2 + ["Grizzly Bears"],
        [{"card": "Jace Beleren", "counters": {"loyalty": 3}}, "Savannah Lions"],
        [{"cast": "Test Retribution"}, {"resolve": "all"}],
        [RETRIBUTION],
    )
    assert result.refusal is None
    assert zone(result, "Борис", "battlefield") == []
    assert zone(result, "Алиса", "battlefield") == ["Plains", "Plains"]
    assert "scry" in str([e.kind for s in result.steps for e in s.events])


def test_105_2c_only_a_multicolored_spell_is_a_legal_target():
    """Алиса holds priority after casting (116.3c) and targets her own spell."""
    result = game(
        ["Test Blast", "Grizzly Bears"],
        ["Island", "Island", "Forest", "Forest"],
        [],
        [{"cast": "Grizzly Bears"}, {"cast": "Test Blast", "targets": ["Grizzly Bears"]}],
        [BLAST],
    )
    assert result.refusal is not None
    assert "не подходит" in result.refusal.error.reason
    result = game(
        ["Test Blast", "Watchwolf"],
        ["Island", "Island", "Forest", "Plains"],
        [],
        [
            {"cast": "Watchwolf"},
            {"cast": "Test Blast", "targets": ["Watchwolf"]},
            {"resolve": "all"},
        ],
        [BLAST],
    )
    assert result.refusal is None
    assert "Watchwolf" in zone(result, "Алиса", "graveyard")


def test_603_2_that_player_is_the_caster_of_a_cheap_spell():
    result = game(
        ["Lightning Bolt"],
        ["Mountain", "Test Eidolon"],
        [],
        [{"cast": "Lightning Bolt", "targets": ["Борис"]}, {"resolve": "all"}],
        [EIDOLON],
    )
    assert result.refusal is None
    assert result.game.player("Алиса").life == 18
    assert result.game.player("Борис").life == 17


# -- the Gods of Theros (700.5, 205.1a, 201.4c) ---------------------------------------------------

GOD = compiled(
    "Test, God of Tests",
    "Indestructible\nAs long as your devotion to white is less than three, Test isn't a creature.",
    types=("Enchantment", "Creature"),
    supertypes=["Legendary"],
    subtypes=["God"],
    power="5",
    toughness="6",
    manaCost="{3}{W}",
)


def test_201_4c_the_short_name_is_the_card():
    (static,) = GOD["static"]
    assert static["remove_types"] == ["Creature"] and static["affects"] == {"self": True}
    assert static["if"] == {
        "amount_less_than": {"amount": {"amount": "devotion", "colors": ["white"]}, "n": 3}
    }


def _god_types(battlefield):
    result = game([], battlefield, [], [], [GOD])
    from mtgjudge.engine.characteristics import characteristics

    g = result.game
    god = next(o for o in g.permanents("Алиса") if o.card.name == "Test, God of Tests")
    ch = characteristics(g, god)
    return ch.types, ch.subtypes


def test_700_5_a_god_is_a_creature_only_with_enough_devotion():
    types, subtypes = _god_types(["Test, God of Tests", "Savannah Lions"])
    assert "Creature" not in types and "Enchantment" in types and "God" not in subtypes
    types, subtypes = _god_types(["Test, God of Tests", "Savannah Lions", "Savannah Lions"])
    assert "Creature" in types and "God" in subtypes


def test_506_4_a_god_that_stops_being_a_creature_leaves_combat():
    """Алиса attacks with the God; Борис kills a Savannah Lions: devotion falls to 2."""
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [GOD],
                "players": {
                    "Алиса": {
                        "battlefield": [
                            {"card": "Test, God of Tests", "id": "god"},
                            {"card": "Savannah Lions", "id": "l1"},
                            "Savannah Lions",
                        ],
                        "library": ["Island"] * 5,
                    },
                    "Борис": {
                        "hand": ["Lightning Bolt"],
                        "battlefield": ["Mountain"],
                        "library": ["Island"] * 5,
                    },
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"attack": {"god": "Борис"}},
                    {"cast": "Lightning Bolt", "by": "Борис", "targets": ["l1"]},
                    {"resolve": "all"},
                    {"goto": "end_of_combat"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 20
    assert "removed_from_combat_not_creature" in [e.kind for s in result.steps for e in s.events]


# -- "whenever you draw a card" (603.2c), "whenever you scry" (701.18a) --------------------------

CHIMERA = compiled(
    "Test Chimera", "Whenever you draw a card, you gain 1 life.", power="3", toughness="2"
)
ADEPT = compiled(
    "Test Adept",
    "Whenever you scry, Test Adept gets +2/+0 and gains first strike until end of turn.",
    power="2",
    toughness="1",
)
SIGHT = compiled("Test Sight", "Scry 2. Draw a card.", types=("Sorcery",))


def test_603_2c_each_card_you_draw_triggers_and_an_opponents_draw_does_not():
    result = game(
        ["Test Sight"],
        ["Island", "Island", "Test Chimera", "Test Adept"],
        ["Test Chimera"],
        [{"cast": "Test Sight"}, {"resolve": "all"}],
        [CHIMERA, ADEPT, SIGHT],
    )
    assert result.refusal is None
    assert result.game.player("Алиса").life == 21
    assert result.game.player("Борис").life == 20
    from mtgjudge.engine.characteristics import characteristics

    g = result.game
    adept = next(o for o in g.permanents("Алиса") if o.card.name == "Test Adept")
    ch = characteristics(g, adept)
    assert ch.power == 4 and "First strike" in ch.keywords


# -- Dragons of Tarkir: "you may reveal a Dragon card" (601.2b, 601.2h) -------------------------

ORATOR = compiled(
    "Test Orator",
    "As an additional cost to cast Test Orator, you may reveal a Dragon card from your hand.\n"
    "When Test Orator enters the battlefield, if you revealed a Dragon card or controlled a "
    "Dragon as you cast this spell, draw a card.",
    power="0",
    toughness="4",
)
SENTINELS = compiled(
    "Test Sentinels",
    "As an additional cost to cast Test Sentinels, you may reveal a Dragon card from your "
    "hand.\nTest Sentinels enters the battlefield with a +1/+1 counter on it if you revealed a "
    "Dragon card or controlled a Dragon as you cast this spell.",
    power="2",
    toughness="3",
)
INVOCATION = compiled(
    "Test Invocation",
    "As an additional cost to cast Test Invocation, you may reveal a Dragon card from your "
    "hand.\nTarget player sacrifices a creature. If you revealed a Dragon card or controlled a "
    "Dragon as you cast this spell, you gain 4 life.",
    types=("Instant",),
)


def test_601_2b_a_revealed_dragon_card_gives_the_bonus():
    hand = ["Test Orator", "Shivan Dragon"]
    cast = [{"cast": "Test Orator"}, {"resolve": "all"}]
    result = game(hand, ["Island"] * 2, [], cast, [ORATOR])
    assert result.refusal is None
    assert (
        "Shivan Dragon" in zone(result, "Алиса", "hand") and len(zone(result, "Алиса", "hand")) == 2
    )
    kinds = [e.kind for s in result.steps for e in s.events]
    assert "revealed_for_cost" in kinds
    # the caster may decline (601.2b): no bonus then
    declined = [{"cast": "Test Orator", "choose": {"reveal": False}}, {"resolve": "all"}]
    result = game(hand, ["Island"] * 2, [], declined, [ORATOR])
    assert result.refusal is None and zone(result, "Алиса", "hand") == ["Shivan Dragon"]


def test_601_2h_a_controlled_dragon_gives_the_bonus_to_the_replacement():
    cast = [{"cast": "Test Sentinels"}, {"resolve": "all"}]
    result = game(["Test Sentinels"], ["Forest"] * 2 + ["Shivan Dragon"], [], cast, [SENTINELS])
    sentinels = next(o for o in result.game.permanents("Алиса") if o.card.name == "Test Sentinels")
    assert sentinels.counters.get("+1/+1") == 1
    result = game(["Test Sentinels"], ["Forest"] * 2, [], cast, [SENTINELS])
    sentinels = next(o for o in result.game.permanents("Алиса") if o.card.name == "Test Sentinels")
    assert not sentinels.counters.get("+1/+1")


def test_608_2c_the_spells_bonus_instruction():
    cast = [{"cast": "Test Invocation", "targets": ["Борис"]}, {"resolve": "all"}]
    result = game(
        ["Test Invocation", "Shivan Dragon"], ["Swamp"] * 2, ["Grizzly Bears"], cast, [INVOCATION]
    )
    assert result.refusal is None
    assert result.game.player("Алиса").life == 24
    assert zone(result, "Борис", "graveyard") == ["Grizzly Bears"]
    result = game(["Test Invocation"], ["Swamp"] * 2, ["Grizzly Bears"], cast, [INVOCATION])
    assert result.game.player("Алиса").life == 20


def test_the_bonus_condition_without_the_reveal_is_refused():
    from mtgjudge.cards.format import CardFormatError, card_from_dict

    data = dict(INVOCATION)
    data["static"] = []
    try:
        card_from_dict(data)
    except CardFormatError:
        return
    raise AssertionError("accepted")


# -- "Cast this spell only …" (112.6d) -----------------------------------------------------------

MAZE = compiled(
    "Test Maze",
    "Cast this spell only during the declare attackers step and only if you've been attacked "
    "this step. Destroy target attacking creature.",
    types=("Instant",),
)
RETAINERS = compiled(
    "Test Retainers",
    "Cast this spell only if you've cast another spell this turn.",
    power="4",
    toughness="4",
)


def _attacked_by_bears(actions):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [MAZE],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Grizzly Bears", "id": "b"}],
                        "library": ["Island"] * 5,
                    },
                    "Борис": {
                        "hand": ["Test Maze"],
                        "battlefield": ["Plains"] * 2,
                        "library": ["Island"] * 5,
                    },
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def test_112_6d_only_in_the_declare_attackers_step_when_attacked():
    maze = {"cast": "Test Maze", "by": "Борис", "targets": ["b"]}
    result = _attacked_by_bears([{"attack": {"b": "Борис"}}, maze, {"resolve": "all"}])
    assert result.refusal is None
    assert zone(result, "Алиса", "graveyard") == ["Grizzly Bears"]
    # in Алиса's main phase nobody attacks: refused
    result = _attacked_by_bears([{"pass": 1}, maze])
    assert result.refusal is not None and "112.6d" in result.refusal.error.rules


def test_112_6d_only_after_another_spell_this_turn():
    result = game(["Test Retainers"], ["Forest"] * 2, [], [{"cast": "Test Retainers"}], [RETAINERS])
    assert result.refusal is not None
    result = game(
        ["Test Retainers", "Giant Growth"],
        ["Forest"] * 3 + [{"card": "Grizzly Bears", "id": "b"}],
        [],
        [
            {"cast": "Giant Growth", "targets": ["b"]},
            {"resolve": "all"},
            {"cast": "Test Retainers"},
        ],
        [RETAINERS],
    )
    assert result.refusal is None


# -- "as though it had flash" (609.4, 112.6d) -----------------------------------------------------

GRIP = compiled(
    "Test Yeti",
    "As long as you control a green or blue permanent, you may cast Test Yeti as though it had "
    "flash.",
    power="4",
    toughness="4",
)
PROPHET = compiled(
    "Test Prophet",
    "You may cast creature spells as though they had flash.",
    power="2",
    toughness="3",
)


def test_112_6d_a_card_may_be_cast_as_though_it_had_flash_under_its_condition():
    def cast_in_upkeep(battlefield):
        return play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [GRIP, PROPHET],
                    "players": {
                        "Алиса": {"battlefield": ["Island"], "library": ["Island"] * 5},
                        "Борис": {
                            "hand": ["Test Yeti", "Grizzly Bears"],
                            "battlefield": battlefield,
                            "library": ["Island"] * 5,
                        },
                    },
                    "turn": {"active": "Алиса", "step": "upkeep", "number": 3},
                    "actions": [{"cast": "Test Yeti", "by": "Борис"}],
                },
                allow_unicode=True,
            )
        )

    assert cast_in_upkeep(["Mountain"] * 2).refusal is not None
    assert cast_in_upkeep(["Mountain"] * 2 + ["Grizzly Bears"]).refusal is None
    # a permanent's permission for creature spells (609.4)
    assert cast_in_upkeep(["Mountain"] * 2 + ["Test Prophet"]).refusal is None


# -- a spell's own cost reduction (601.2e, 112.6c) ------------------------------------------------

GHOULTREE = compiled(
    "Test Ghoultree",
    "This spell costs {1} less to cast for each creature card in your graveyard.",
    power="10",
    toughness="10",
    manaCost="{7}{G}",
)
TITAN = compiled(
    "Test Titan",
    "This spell costs {X} less to cast, where X is your devotion to black.",
    power="6",
    toughness="6",
    manaCost="{4}{B}{B}",
)


def test_112_6c_one_less_for_each_creature_card_in_your_graveyard():
    def cast(graveyard):
        return play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [GHOULTREE],
                    "players": {
                        "Алиса": {
                            "hand": ["Test Ghoultree"],
                            "battlefield": ["Forest"] * 3,
                            "graveyard": graveyard,
                            "library": ["Island"] * 5,
                        },
                        "Борис": {"library": ["Island"] * 5},
                    },
                    "turn": {"active": "Алиса", "step": "main1", "number": 3},
                    "actions": [{"cast": "Test Ghoultree"}],
                },
                allow_unicode=True,
            )
        )

    assert cast(["Grizzly Bears"] * 4 + ["Island"]).refusal is not None
    assert cast(["Grizzly Bears"] * 5).refusal is None


def test_700_5_x_less_where_x_is_your_devotion():
    """{4}{B}{B} with Sengir Vampire ({3}{B}{B}: devotion 2) costs {2}{B}{B}."""
    cast = [{"cast": "Test Titan"}]
    with_vampire = ["Swamp"] * 4 + ["Sengir Vampire"]
    assert game(["Test Titan"], with_vampire, [], cast, [TITAN]).refusal is None
    assert game(["Test Titan"], ["Swamp"] * 4, [], cast, [TITAN]).refusal is not None


MENTOR = compiled(
    "Test Mentor",
    "Whenever you cast a noncreature spell, put a 1/1 white Monk creature token with prowess "
    "onto the battlefield.",
    power="2",
    toughness="2",
)


def test_702_107a_a_token_with_prowess_triggers_on_the_next_noncreature_spell():
    result = game(
        ["Lightning Bolt", "Shock"],
        ["Mountain", "Mountain", "Test Mentor"],
        [],
        [
            {"cast": "Lightning Bolt", "targets": ["Борис"]},
            {"resolve": "all"},
            {"cast": "Shock", "targets": ["Борис"]},
            {"resolve": "all"},
        ],
        [MENTOR],
    )
    assert result.refusal is None
    from mtgjudge.engine.characteristics import characteristics

    g = result.game
    monks = [o for o in g.permanents("Алиса") if o.is_token]
    assert len(monks) == 2
    # the first Monk saw the Shock cast: prowess (+1/+1 until end of turn) resolved first
    assert sorted(characteristics(g, m).power for m in monks) == [1, 2]


DISSIPATE = compiled(
    "Test Dissipate",
    "Counter target spell. If that spell is countered this way, exile it instead of putting it "
    "into its owner's graveyard.",
    types=("Instant",),
)


def test_608_2c_a_countered_spell_exiled_instead():
    result = game(
        ["Test Dissipate", "Grizzly Bears"],
        ["Island", "Island", "Forest", "Forest"],
        [],
        [
            {"cast": "Grizzly Bears"},
            {"cast": "Test Dissipate", "targets": ["Grizzly Bears"]},
            {"resolve": "all"},
        ],
        [DISSIPATE],
    )
    assert result.refusal is None
    assert zone(result, "Алиса", "exile") == ["Grizzly Bears"]
    assert zone(result, "Алиса", "graveyard") == ["Test Dissipate"]


REGENT = compiled(
    "Test Regent",
    "Spells your opponents cast that target Test Regent cost {2} more to cast.",
    power="4",
    toughness="3",
)


def test_601_2c_a_spell_targeting_it_costs_more():
    bolt = lambda target: [{"cast": "Lightning Bolt", "targets": [target]}]  # noqa: E731
    board = ["Mountain", {"card": "Grizzly Bears", "id": "b"}]
    regent = [{"card": "Test Regent", "id": "r"}]
    assert game(["Lightning Bolt"], board, regent, bolt("r"), [REGENT]).refusal is not None
    assert game(["Lightning Bolt"], board, regent, bolt("Борис"), [REGENT]).refusal is None
    three = ["Mountain"] * 3
    assert game(["Lightning Bolt"], three, regent, bolt("r"), [REGENT]).refusal is None


BERSERKER = compiled(
    "Test Berserker",
    "Whenever Test Berserker attacks, the next spell you cast this turn costs {1} less to cast.",
    power="3",
    toughness="2",
)


def test_601_2e_the_next_spell_this_turn_costs_less_once():
    result = game(
        ["Grizzly Bears", "Savannah Lions"],
        ["Forest", "Plains", {"card": "Test Berserker", "id": "b"}],
        [],
        [
            {"attack": {"b": "Борис"}},
            {"resolve": "all"},
            {"goto": "main2"},
            {"cast": "Grizzly Bears", "pay": ["Forest"]},
            {"resolve": "all"},
            {"cast": "Savannah Lions"},
        ],
        [BERSERKER],
    )
    assert result.refusal is None
    assert "Grizzly Bears" in zone(result, "Алиса", "battlefield")
    # used up: a second {1}{G} spell would not be reduced
    result = game(
        ["Grizzly Bears", "Grizzly Bears"],
        ["Forest", "Forest", {"card": "Test Berserker", "id": "b"}],
        [],
        [
            {"attack": {"b": "Борис"}},
            {"resolve": "all"},
            {"goto": "main2"},
            {"cast": "Grizzly Bears"},
            {"resolve": "all"},
            {"cast": "Grizzly Bears"},
        ],
        [BERSERKER],
    )
    assert result.refusal is not None


DISDAIN = compiled(
    "Test Disdain",
    "Counter target spell unless its controller pays {1} for each card in your graveyard.",
    types=("Instant",),
)


def test_608_2g_pays_one_for_each_card_in_your_graveyard_as_it_resolves():
    def run(lands):
        return play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [DISDAIN],
                    "players": {
                        "Алиса": {
                            "hand": ["Grizzly Bears"],
                            "battlefield": ["Forest"] * lands,
                            "library": ["Island"] * 5,
                        },
                        "Борис": {
                            "hand": ["Test Disdain"],
                            "battlefield": ["Island"] * 2,
                            "graveyard": ["Island"] * 3,
                            "library": ["Island"] * 5,
                        },
                    },
                    "turn": {"active": "Алиса", "step": "main1", "number": 3},
                    "actions": [
                        {"cast": "Grizzly Bears"},
                        {"cast": "Test Disdain", "by": "Борис", "targets": ["Grizzly Bears"]},
                        {"resolve": "all"},
                    ],
                },
                allow_unicode=True,
            )
        )

    assert zone(run(4), "Алиса", "graveyard") == ["Grizzly Bears"]  # {3} not payable
    assert "Grizzly Bears" in zone(run(5), "Алиса", "battlefield")  # {3} paid
