"""Mana of an amount and lands tapped for mana (helper "mana2", issue 14): "Add {G} to your
mana pool for each …", "an amount of {G} equal to …", "two mana of any one color", "… in any
combination of colors", Nykthos and Astral Cornucopia (106.4, 608.2g, 700.5); "Whenever
enchanted land is tapped for mana, its controller adds an additional …" (605.1b, 605.4a) —
each compiled, rendered back to its text and played."""

from __future__ import annotations

import yaml

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import play, refused
from tests.test_oracle_mechanisms import compiled


def game(battlefield, actions, cards=(), hand=(), opponent=()):
    """Алиса's first main phase of turn 3."""
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": list(cards),
                "players": {
                    "Алиса": {
                        "hand": list(hand),
                        "battlefield": battlefield,
                        "library": ["Island"] * 5,
                    },
                    "Борис": {"battlefield": list(opponent), "library": ["Island"] * 5},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
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
    from tests.test_oracle_amounts import _shift_reduce_conflicts

    assert _shift_reduce_conflicts(False) == _shift_reduce_conflicts(False, without="mana2_")
