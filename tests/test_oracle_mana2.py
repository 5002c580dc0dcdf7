"""Mana of an amount and lands tapped for mana (helper "mana2", issue 14): "Add {G} to your
mana pool for each …", "an amount of {G} equal to …", "two mana of any one color", "… in any
combination of colors", Nykthos and Astral Cornucopia (106.4, 608.2g, 700.5); "Whenever
enchanted land is tapped for mana, its controller adds an additional …" (605.1b, 605.4a) —
each compiled, rendered back to its text and played."""

from __future__ import annotations

import yaml

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import play, refused, scenario
from tests.test_oracle_mechanisms import compiled


def game(battlefield, actions, cards=(), hand=(), opponent=()):
    """Алиса's first main phase of turn 3."""
    library = ["Island"] * 5
    return scenario(
        {"hand": list(hand), "battlefield": battlefield, "library": library},
        {"battlefield": list(opponent), "library": library},
        actions,
        cards,
    )


def pool(result) -> dict:
    return dict(result.game.player("Алиса").mana_pool)


# -- mana of an amount (106.4, 608.2g) ----------------------------------------------------------

ACOLYTE = compiled(
    "Test Acolyte",
    "{T}: Add an amount of {G} equal to your devotion to green to your mana pool.",
    manaCost="{3}{G}",
    power="1",
    toughness="4",
)
NYKTHOS = compiled(
    "Test Nykthos",
    "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to "
    "that color to your mana pool.",
    types=("Land",),
    manaCost=None,
)
CRADLE = compiled(
    "Test Cradle",
    "{T}: Add {G} to your mana pool for each creature you control.",
    types=("Land",),
    manaCost=None,
)
CORNUCOPIA = compiled(
    "Test Cornucopia",
    "{T}: Choose a color. Add one mana of that color to your mana pool for each charge counter "
    "on CARDNAME.",
    types=("Artifact",),
)
LOTUS = compiled(
    "Test Lotus",
    "{T}, Sacrifice CARDNAME: Add three mana of any one color to your mana pool.",
    types=("Artifact",),
)
POOLS = compiled(
    "Test Pools",
    "{1}, Remove X storage counters from CARDNAME: Add X mana in any combination of {W} and/or "
    "{U} to your mana pool.",
    types=("Land",),
    manaCost=None,
)
MORPHOSE = compiled(
    "Test Morphose",
    "Add two mana in any combination of colors to your mana pool. Draw a card.",
    types=("Instant",),
    manaCost="{1}",
)
CHANNELER = compiled(
    "Test Channeler",
    "{T}: Add X mana of any one color to your mana pool, where X is the number of creatures you "
    "control.",
    power="1",
    toughness="1",
)


def test_106_4_mana_of_an_amount_compiles_and_round_trips():
    for text in (
        "{T}: Add an amount of {G} equal to your devotion to green to your mana pool.",
        "{T}: Add {G} to your mana pool for each creature you control.",
        "{2}, {T}: Add {B} to your mana pool for each Swamp you control.",
        "{T}: Add {1} to your mana pool for each charge counter on CARDNAME.",
        "{T}: Add two mana of any one color to your mana pool.",
        "{T}, Sacrifice CARDNAME: Add three mana of any one color to your mana pool.",
        "{T}: Add two mana in any combination of colors to your mana pool.",
        "{1}, Remove X storage counters from CARDNAME: Add X mana in any combination of {W} "
        "and/or {U} to your mana pool.",
        "{T}: Choose a color. Add one mana of that color to your mana pool for each charge "
        "counter on CARDNAME.",
        "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion "
        "to that color to your mana pool.",
        # the storage lands' wording is still the shared one (X of the cost, 107.3a)
        "{T}, Remove any number of storage counters from CARDNAME: Add {W} to your mana pool "
        "for each storage counter removed this way.",
    ):
        ((key, ability),) = ok("activated", text)
        assert key == "abilities"
    ((_, spell),) = ok("spell", "Add {R} to your mana pool for each creature you control.")
    assert spell["effects"][0]["times"]["amount"] == "permanents"
    assert ACOLYTE["abilities"][0]["effects"][0]["times"] == {
        "amount": "devotion",
        "colors": ["green"],
    }
    assert CHANNELER["abilities"][0]["effects"][0]["times"]["amount"] == "permanents"


def test_106_4_one_mana_of_any_one_color_stays_the_shared_wording():
    ((_, ability),) = ok("activated", "{T}: Add one mana of any color to your mana pool.")
    assert ability["effects"] == [{"add_mana": {"any_color": 1}}]
    assert "«an amount of»" in refused(
        "activated",
        "{T}: Add an amount of {G}{G} equal to your devotion to green to your mana pool.",
    )


def test_700_5_devotion_mana_is_counted_as_the_ability_resolves():
    result = game(
        [{"card": "Test Acolyte", "id": "a"}, "Grizzly Bears", "Forest"],
        [{"activate": "a"}],
        [ACOLYTE],
    )
    assert result.refusal is None
    assert pool(result) == {"G": 2}  # {3}{G} and {1}{G}


def test_700_5_nykthos_adds_the_devotion_to_the_chosen_color():
    result = game(
        [{"card": "Test Nykthos", "id": "n"}, "Grizzly Bears", "Grizzly Bears", "Plains", "Plains"],
        [{"activate": "n", "choose": {"color": "green"}}],
        [NYKTHOS],
    )
    assert result.refusal is None
    assert pool(result) == {"G": 2}
    result = game(
        [{"card": "Test Nykthos", "id": "n"}, "Grizzly Bears", "Plains", "Plains"],
        [{"activate": "n", "choose": {"color": "W"}}],
        [NYKTHOS],
    )
    assert pool(result) == {}  # no white mana symbol among the permanents: no mana


def test_608_2g_for_each_creature_you_control_pays_a_spell():
    result = game(
        [
            {"card": "Test Cradle", "id": "c"},
            "Grizzly Bears",
            "Grizzly Bears",
            "Grizzly Bears",
            {"card": "Mountain", "id": "m"},
        ],
        [{"cast": "Hill Giant", "pay": ["c", "m"]}],
        [CRADLE],
        hand=["Hill Giant"],
        opponent=["Grizzly Bears"],  # not Алиса's: not counted
    )
    assert result.refusal is None  # {G}{G}{G} and {R} for {3}{R}
    result = game(
        [{"card": "Test Cradle", "id": "c"}, "Grizzly Bears", "Grizzly Bears"],
        [{"activate": "c"}],
        [CRADLE],
        opponent=["Grizzly Bears"],
    )
    assert pool(result) == {"G": 2}


def test_608_2g_counters_and_one_chosen_color():
    result = game(
        [{"card": "Test Cornucopia", "id": "c", "counters": {"charge": 3}}],
        [{"activate": "c", "choose": {"color": "blue"}}],
        [CORNUCOPIA],
    )
    assert result.refusal is None
    assert pool(result) == {"U": 3}


def test_106_4_three_mana_of_any_one_color():
    result = game(
        [{"card": "Test Lotus", "id": "l"}],
        [{"activate": "l", "choose": {"color": "red"}}],
        [LOTUS],
    )
    assert pool(result) == {"R": 3}
    assert [o.card.name for o in result.game.permanents("Алиса")] == []


def test_106_4_any_combination_named_by_the_player():
    result = game(
        [{"card": "Test Pools", "id": "p", "counters": {"storage": 3}}, "Island"],
        [{"activate": "p", "x": 3, "choose": {"mana": "{W}{U}{U}"}}],
        [POOLS],
    )
    assert result.refusal is None
    assert pool(result) == {"W": 1, "U": 2}
    # a combination of other colours is not one of the choices: one colour, the first allowed
    result = game(
        [{"card": "Test Pools", "id": "p", "counters": {"storage": 2}}, "Island"],
        [{"activate": "p", "x": 2, "choose": {"mana": "{B}{B}"}}],
        [POOLS],
    )
    assert pool(result) == {"W": 2}


def test_106_4_a_spell_adds_a_combination():
    result = game(
        ["Island"],
        [{"choose": {"mana": "{R}{G}"}}, {"cast": "Test Morphose"}, {"resolve": "all"}],
        [MORPHOSE],
        hand=["Test Morphose"],
    )
    assert result.refusal is None
    assert pool(result) == {"R": 1, "G": 1}


def test_107_3_where_x_is_the_number_of_creatures():
    result = game(
        [{"card": "Test Channeler", "id": "c"}, {"card": "Llanowar Elves"}],  # and itself
        [{"activate": "c", "choose": {"color": "black"}}],
        [CHANNELER],
    )
    assert result.refusal is None
    assert pool(result) == {"B": 2}


# -- lands tapped for mana (605.1b, 605.4a) -----------------------------------------------------

HAVEN = compiled(
    "Test Haven",
    "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional "
    "one mana of any color.",
    types=("Enchantment",),
    subtypes=["Aura"],
)
FESTIVAL = compiled(
    "Test Festival",
    "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional "
    "two mana in any combination of colors.",
    types=("Enchantment",),
    subtypes=["Aura"],
)
GAUNTLET = compiled(
    "Test Gauntlet",
    "Whenever a Mountain is tapped for mana, its controller adds an additional {R}.",
    types=("Artifact",),
)


def test_605_1b_tapped_for_mana_wordings_compile():
    for text in (
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
        "Whenever enchanted Forest is tapped for mana, its controller adds an additional one "
        "mana of the chosen color.",
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G} for "
        "each Elf on the battlefield.",
        "Whenever a Forest is tapped for mana, its controller adds an additional {G}.",
    ):
        ((_, trigger),) = ok("triggered", text)
        assert trigger["when"] == "a_player_taps_land_for_mana"
        assert trigger["effects"][0]["player"] == "that_controller"
    assert "не основной тип" in refused(
        "triggered", "Whenever a Goblin is tapped for mana, its controller adds an additional {R}."
    )
    assert "its controller" in refused(
        "triggered",
        "Whenever enchanted land is tapped for mana, target player adds an additional {G}.",
    )


def test_605_4a_enchanted_land_adds_the_chosen_mana_at_once():
    result = game(
        [
            {"card": "Forest", "id": "f"},
            {"card": "Test Haven", "attached_to": "f"},
            {"card": "Forest", "id": "g"},
            {"card": "Test Festival", "attached_to": "g"},
            {"card": "Forest", "id": "h"},
        ],
        [
            {"choose": {"color": "blue"}},
            {"activate": "f"},
            {"choose": {"mana": "{W}{B}"}},
            {"activate": "g"},
            {"activate": "h"},
        ],
        [HAVEN, FESTIVAL],
    )
    assert result.refusal is None
    assert pool(result) == {"G": 3, "U": 1, "W": 1, "B": 1}
    kinds = [e.kind for step in result.steps for e in step.events]
    assert kinds.count("mana_trigger") == 2  # not Forest «h»: it is not enchanted


def test_605_1b_any_players_mountain():
    result = game(
        [{"card": "Mountain", "id": "m"}, {"card": "Test Gauntlet"}, {"card": "Forest", "id": "f"}],
        [{"activate": "m"}, {"activate": "f"}],
        [GAUNTLET],
    )
    assert pool(result) == {"R": 2, "G": 1}


def test_the_mana2_families_add_no_shift_reduce_conflict():
    from tests.test_oracle_amounts import conflicts_added_by

    assert conflicts_added_by("mana2_") == 0


# -- mana that may be spent only on some spells or abilities (106.6) ---------------------------

HIVE = compiled(
    "Test Hive",
    "{T}: Add one mana of any color to your mana pool. Spend this mana only to cast a Sliver "
    "spell.",
    types=("Land",),
    manaCost=None,
)
SLIVER = compiled("Test Sliver", "", subtypes=["Sliver"], manaCost="{G}", power="1", toughness="1")
BEAST = compiled("Test Beast", "", subtypes=["Beast"], manaCost="{G}", power="1", toughness="1")
MACHINIST = compiled(
    "Test Machinist",
    "{T}: Add {2} to your mana pool. Spend this mana only to activate abilities of artifacts.",
    power="1",
    toughness="1",
)
ROD = compiled("Test Rod", "{2}, {T}: You gain 1 life.", types=("Artifact",))


def test_106_6_spend_only_wordings_compile():
    for text in (
        "{T}: Add {3} to your mana pool. Spend this mana only to cast artifact spells.",
        "{T}: Add two mana in any combination of colors to your mana pool. Spend this mana only "
        "to cast creature spells.",
        "{T}, Remove X storage counters from CARDNAME: Add X mana in any combination of colors "
        "to your mana pool. Spend this mana only to cast Dragon spells or activate abilities of "
        "Dragons.",
        "{T}: Add {2} to your mana pool. Spend this mana only to cast artifact spells or "
        "activate abilities of artifacts.",
        "{T}: Add one mana of any color to your mana pool. Spend this mana only to cast a "
        "Dragon creature spell.",
    ):
        ((_, ability),) = ok("activated", text)
        assert ability["effects"][0]["spend_only"]
    assert HIVE["abilities"][0]["effects"][0]["spend_only"] == [{"cast": {"subtypes": ["Sliver"]}}]
    assert "не после" in refused(
        "activated", "{T}: Draw a card. Spend this mana only to cast creature spells."
    )


def test_106_6_mana_apart_pays_only_what_it_may():
    result = game(
        [{"card": "Test Hive", "id": "h"}],
        [{"activate": "h", "choose": {"color": "green"}}, {"cast": "Test Sliver"}],
        [HIVE, SLIVER],
        hand=["Test Sliver"],
    )
    assert result.refusal is None
    kinds = [e.kind for step in result.steps for e in step.events]
    assert "spell_cast" in kinds
    assert result.game.player("Алиса").mana_apart == ()
    # a Forest's mana would pay for a Beast; the Hive's may not
    result = game(
        [{"card": "Test Hive", "id": "h"}],
        [{"activate": "h", "choose": {"color": "green"}}, {"cast": "Test Beast"}],
        [HIVE, BEAST],
        hand=["Test Beast"],
    )
    assert result.refusal is not None
    assert "не хватает маны" in str(result.refusal.error)
    (mana,) = result.game.player("Алиса").mana_apart
    assert (mana.type, mana.n) == ("G", 1)


def test_106_6_automatic_payment_leaves_a_source_it_could_not_spend():
    # casting a Beast: the Hive's restricted mana is no help — the Forest pays
    result = game(
        [{"card": "Test Hive", "id": "h"}, {"card": "Forest", "id": "f"}],
        [{"cast": "Test Beast"}],
        [HIVE, BEAST],
        hand=["Test Beast"],
    )
    assert result.refusal is None
    tapped = sorted(o.card.name for o in result.game.permanents("Алиса") if o.tapped)
    assert tapped == ["Forest"]


def test_106_6_mana_for_abilities_of_artifacts():
    result = game(
        [{"card": "Test Machinist", "id": "m"}, {"card": "Test Rod", "id": "r"}],
        [{"activate": "m"}, {"activate": "r"}, {"resolve": "all"}],
        [MACHINIST, ROD],
    )
    assert result.refusal is None
    assert result.game.player("Алиса").life == 21
    # … but not a spell
    result = game(
        [{"card": "Test Machinist", "id": "m"}],
        [{"activate": "m"}, {"cast": "Test Sliver"}],
        [MACHINIST, SLIVER],
        hand=["Test Sliver"],
    )
    assert result.refusal is not None


def test_500_4_mana_apart_empties_with_the_pool():
    result = game(
        [{"card": "Test Hive", "id": "h"}],
        [{"activate": "h"}, {"goto": {"step": "beginning_of_combat"}}],
        [HIVE],
    )
    assert result.refusal is None
    assert result.game.player("Алиса").mana_apart == ()


VENTMAW = compiled(
    "Test Ventmaw",
    "Flying\nWhenever CARDNAME attacks, add {R}{R}{R}{G}{G}{G} to your mana pool. Until end of "
    "turn, you don't lose this mana as steps and phases end.",
    power="4",
    toughness="4",
)


def test_500_4_mana_kept_until_end_of_turn():
    result = game(
        [{"card": "Test Ventmaw", "id": "v"}],
        [
            {"attack": {"v": "Борис"}},
            {"resolve": "all"},
            {"goto": {"step": "main2"}},
            {"cast": "Craw Wurm"},  # {4}{G}{G}: paid with the kept mana
        ],
        [VENTMAW],
        hand=["Craw Wurm", "Craw Wurm"],
    )
    assert result.refusal is None
    assert result.game.player("Алиса").mana_apart == ()
    result = game(
        [{"card": "Test Ventmaw", "id": "v"}],
        [
            {"attack": {"v": "Борис"}},
            {"resolve": "all"},
            {"goto": {"step": "end"}},
        ],
        [VENTMAW],
    )
    assert sum(m.n for m in result.game.player("Алиса").mana_apart) == 6
    result = game(
        [{"card": "Test Ventmaw", "id": "v"}],
        [
            {"attack": {"v": "Борис"}},
            {"resolve": "all"},
            {"goto": {"step": "upkeep", "turn": 4}},
        ],
        [VENTMAW],
    )
    assert result.game.player("Алиса").mana_apart == ()  # lost as the cleanup step ended


def test_500_4_keep_wording_compiles():
    ((_, trigger),) = ok(
        "triggered",
        "At the beginning of your upkeep, add {G} to your mana pool. Until end of turn, you "
        "don't lose this mana as steps and phases end.",
    )
    assert trigger["effects"][0]["keep"] == "end_of_turn"
    assert "не после" in refused(
        "spell",
        "Draw a card. Until end of turn, you don't lose this mana as steps and phases end.",
    )


QARSI = compiled(
    "Test Qarsi",
    "{T}: Add {1} to your mana pool. Spend this mana only to cast a face-down creature spell, "
    "pay a mana cost to turn a manifested creature face up, or pay a morph cost.",
    power="0",
    toughness="4",
)
MORPHLING = compiled("Test Morphling", "Morph {1}", manaCost="{1}", power="3", toughness="3")


def test_106_6_mana_for_face_down_spells_and_morph_costs():
    result = game(
        [{"card": "Test Qarsi", "id": "q"}, "Island", "Island", "Island"],
        [
            {"activate": "q"},
            {"cast": "Test Morphling", "alt": "morph"},  # {3}: the Qarsi's {1} and two Islands
            {"resolve": "all"},
        ],
        [QARSI, MORPHLING],
        hand=["Test Morphling"],
    )
    assert result.refusal is None
    assert result.game.player("Алиса").mana_apart == ()
    untapped = [o for o in result.game.permanents("Алиса") if o.card.name == "Island"]
    assert sum(not o.tapped for o in untapped) == 1
    # … but not a face-up creature spell
    result = game(
        [{"card": "Test Qarsi", "id": "q"}],
        [{"activate": "q"}, {"cast": "Test Morphling"}],
        [QARSI, MORPHLING],
        hand=["Test Morphling"],
    )
    assert result.refusal is not None


def test_106_6_mana_for_a_morph_cost():
    result = game(
        [
            {"card": "Test Qarsi", "id": "q"},
            {"card": "Test Morphling", "id": "m", "face_down": True},
        ],
        [{"activate": "q"}, {"turn_face_up": "m"}],
        [QARSI, MORPHLING],
    )
    assert result.refusal is None
    assert result.game.player("Алиса").mana_apart == ()


# -- a bestow creature's bonus to itself and to what it enchants (702.102, 611.3a) -------------

HOWLER = compiled(
    "Test Howler",
    "Bestow {B}\nCARDNAME and enchanted creature each get +X/+X, where X is the number of "
    "creature cards in all graveyards.",
    subtypes=["Horror"],
    manaCost="{B}",
    power="0",
    toughness="0",
)
EIDOLON = compiled(
    "Test Eidolon",
    "Bestow {W}\nCARDNAME and enchanted creature each get +1/+1 for each creature you control "
    "and +1/+1 for each Aura you control.",
    types=("Enchantment", "Creature"),
    subtypes=["Spirit"],
    manaCost="{W}",
    power="0",
    toughness="0",
)


def test_611_3a_the_card_and_enchanted_creature_each_get():
    def pt(result, name):
        from mtgjudge.engine.characteristics import characteristics

        (obj,) = [o for o in result.game.permanents() if o.card.name == name]
        ch = characteristics(result.game, obj)
        return ch.power, ch.toughness

    graveyard = {"graveyard": ["Grizzly Bears", "Grizzly Bears"]}
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [HOWLER],
                "players": {
                    "Алиса": {
                        "hand": ["Test Howler"],
                        "battlefield": [{"card": "Hill Giant", "id": "g"}, "Swamp", "Swamp"],
                        **graveyard,
                    },
                    "Борис": {"graveyard": ["Hill Giant"]},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"cast": "Test Howler", "alt": "bestow", "targets": ["g"]},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None
    assert pt(result, "Hill Giant") == (6, 6)  # 3/3 and three creature cards
    result = game(
        [{"card": "Test Eidolon"}, "Grizzly Bears", "Grizzly Bears"],
        [],
        [EIDOLON],
    )
    assert pt(result, "Test Eidolon") == (3, 3)  # three creatures, no Aura


# -- unspent mana (500.4, 614.1a) ---------------------------------------------------------------

KRUPHIX = compiled(
    "Test Kruphix",
    "If you would lose unspent mana, that mana becomes colorless instead.",
    types=("Enchantment",),
)


def test_614_1a_unspent_mana_becomes_colorless_instead():
    result = game(
        [{"card": "Test Kruphix"}, {"card": "Forest", "id": "f"}, {"card": "Test Hive", "id": "h"}],
        [
            {"activate": "f"},
            {"activate": "h", "choose": {"color": "green"}},
            {"goto": {"step": "beginning_of_combat"}},
        ],
        [KRUPHIX, HIVE],
        opponent=[{"card": "Forest", "id": "o"}],
    )
    assert result.refusal is None
    assert pool(result) == {"C": 1}
    (kept,) = result.game.player("Алиса").mana_apart
    assert (kept.type, kept.n, kept.only) == ("C", 1, ({"cast": {"subtypes": ["Sliver"]}},))
    kinds = [e.kind for step in result.steps for e in step.events]
    assert "event_replaced" in kinds
    # the turn goes on: the colorless mana stays (it would be lost again — and is replaced again)
    result = game(
        [{"card": "Test Kruphix"}, {"card": "Forest", "id": "f"}],
        [{"activate": "f"}, {"goto": {"step": "upkeep", "turn": 4}}],
        [KRUPHIX],
    )
    assert pool(result) == {"C": 1}
    # without it, the mana is lost
    result = game([{"card": "Forest", "id": "f"}], [{"activate": "f"}, {"goto": {"step": "main2"}}])
    assert pool(result) == {}


# -- a search for a converted mana cost equal to an amount (701.15a, 608.2g) --------------------

BARD = compiled(
    "Test Bard",
    "{T}, Put a verse counter on CARDNAME: Search your library for a creature card with "
    "converted mana cost equal to the number of verse counters on CARDNAME, put it onto the "
    "battlefield, then shuffle your library.",
    power="2",
    toughness="4",
)


def test_608_2g_search_for_a_mana_value_equal_to_the_counters():
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [BARD],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Test Bard", "id": "b", "counters": {"verse": 1}}],
                        "library": ["Llanowar Elves", "Grizzly Bears", "Hill Giant"],
                    },
                    "Борис": {},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [{"activate": "b"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None
    names = sorted(o.card.name for o in result.game.permanents("Алиса"))
    assert names == ["Grizzly Bears", "Test Bard"]  # two verse counters: {1}{G}


# -- a spell's cost less for each creature it targets (601.2c, 601.2e) --------------------------

THAUMATURGE = compiled(
    "Test Thaumaturge",
    "Each instant and sorcery spell you cast costs {1} less to cast for each creature it targets.",
    power="2",
    toughness="1",
)


def test_601_2e_less_for_each_creature_it_targets():
    result = game(
        [{"card": "Test Thaumaturge"}, "Mountain"],
        [{"cast": "Lightning Strike", "targets": ["b"]}, {"resolve": "all"}],
        [THAUMATURGE],
        hand=["Lightning Strike"],
        opponent=[{"card": "Grizzly Bears", "id": "b"}],
    )
    assert result.refusal is None  # {1}{R} − {1}: one Mountain
    assert result.game.player("Борис").zones["graveyard"]
    result = game(
        [{"card": "Test Thaumaturge"}, "Mountain"],
        [{"cast": "Lightning Strike", "targets": ["Борис"]}],
        [THAUMATURGE],
        hand=["Lightning Strike"],
    )
    assert result.refusal is not None  # a player is no creature: {1}{R}


# -- an ability that costs less for each … (602.2b, 601.2e) -------------------------------------

NEMESIS = compiled(
    "Test Nemesis",
    "{7}{G}{G}: Put a +1/+1 counter on CARDNAME. This ability costs {1} less to activate for each "
    "creature card in your graveyard.",
    power="5",
    toughness="5",
)


def test_602_2b_an_ability_costs_less_for_each_creature_card():
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [NEMESIS],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Test Nemesis", "id": "n"}] + ["Forest"] * 4,
                        "graveyard": ["Grizzly Bears"] * 5 + ["Island"],
                    },
                    "Борис": {},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [{"activate": "n"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None  # {7}{G}{G} − {5}: four Forests
    (nemesis,) = [o for o in result.game.permanents() if o.card.name == "Test Nemesis"]
    assert nemesis.counters.get("+1/+1") == 1
    kinds = [e.kind for step in result.steps for e in step.events]
    assert "ability_cost_reduced" in kinds


BLADE = compiled(
    "Test Blade",
    "Equipped creature gets +2/+2.\nEquip {3}\nCARDNAME's equip ability costs {2} less to "
    "activate if it targets a colorless creature.",
    types=("Artifact",),
    subtypes=["Equipment"],
)


def test_602_2b_equip_costs_less_if_it_targets_a_colorless_creature():
    result = game(
        [{"card": "Test Blade", "id": "e"}, {"card": "Ornithopter", "id": "o"}, "Plains"],
        [{"activate": "e", "targets": ["o"]}, {"resolve": "all"}],
        [BLADE],
    )
    assert result.refusal is None  # {3} − {2}: one Plains
    (blade,) = [o for o in result.game.permanents() if o.card.name == "Test Blade"]
    assert blade.attached_to is not None
    result = game(
        [{"card": "Test Blade", "id": "e"}, {"card": "Grizzly Bears", "id": "b"}, "Plains"],
        [{"activate": "e", "targets": ["b"]}],
        [BLADE],
    )
    assert result.refusal is not None  # a green creature: {3}


ENGINEER = compiled(
    "Test Engineer", "Artifact spells you cast have convoke.", power="1", toughness="3"
)


def test_702_50a_artifact_spells_you_cast_have_convoke():
    battlefield = [{"card": "Grizzly Bears", "id": "a"}, {"card": "Grizzly Bears", "id": "b"}]
    result = game(
        [{"card": "Test Engineer"}, *battlefield],
        [{"cast": "Millstone", "convoke": ["a", "b"]}],
        [ENGINEER],
        hand=["Millstone"],
    )
    assert result.refusal is None  # {2}: two creatures tapped
    assert all(o.tapped for o in result.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    result = game(
        [{"card": "Test Engineer"}, *battlefield],
        [{"cast": "Grizzly Bears", "convoke": ["a", "b"]}],
        [ENGINEER],
        hand=["Grizzly Bears"],
    )
    assert result.refusal is not None  # not an artifact spell: no convoke
