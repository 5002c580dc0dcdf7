"""Wordings of graveyards, libraries and revealed cards (branch ``graves``, issue 14): several
graveyard cards as targets (114.1, 601.2c) — each compiled, rendered back to its text, refused
where the wording says more than the values, and played."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict
from tests.engine_helpers import kinds, names, refused, scenario
from tests.engine_helpers import round_trips as ok


def spell_card(name, text, cost="{B}", types=("Sorcery",)):
    ((_, spell),) = ok("spell", text)
    return {"name": name, "cost": cost, "types": list(types), "spell": spell}


# ------------------------------------------------- 114.1, 601.2c: several graveyard targets

RESTOCK = "Return two target cards from your graveyard to your hand. Exile CARDNAME."
RANKS = (
    "Return X target creature cards with converted mana cost 2 or less from your graveyard to "
    "the battlefield."
)
GRAVEPURGE = (
    "Put any number of target creature cards from your graveyard on top of your library. Draw "
    "a card."
)
HAVEN = (
    "{2}, {T}, Sacrifice CARDNAME: Return target Dragon creature card or Ugin planeswalker card "
    "from your graveyard to your hand."
)


def test_114_1_several_graveyard_targets_compile():
    ((_, spell),) = ok("spell", RESTOCK)
    assert spell["targets"] == [
        {"kind": "card_in_graveyard", "filter": {"controller": "you"}, "count": {"exactly": 2}}
    ]
    assert spell["effects"] == [{"return_to_hand": "each_target"}, {"exile": "self"}]
    ((_, spell),) = ok("spell", RANKS)
    assert spell["targets"][0]["count"] == "x"
    assert spell["targets"][0]["filter"]["mana_value_at_most"] == 2
    assert spell["effects"] == [{"put_onto_battlefield": "each_target"}]
    ((_, spell),) = ok("spell", GRAVEPURGE)
    assert spell["targets"][0]["count"] == "any"
    ((_, ability),) = ok("activated", HAVEN)
    assert ability["targets"][0]["filter"]["any_of"] == [
        {"types": ["Creature"], "subtypes": ["Dragon"]},
        {"types": ["Planeswalker"], "subtypes": ["Ugin"]},
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Return one target card from your graveyard to your hand.",
        "Return two target cards with flying from your graveyard to your hand.",
        "Return target Dragon creature card or Dragon creature card from your graveyard to your "
        "hand.",
    ],
)
def test_near_graveyard_target_wordings_stay_unread(text):
    assert refused("spell", text)


def test_target_count_exactly_needs_two_or_more():
    base = {"name": "T", "cost": "{B}", "types": ["Sorcery"]}
    effects = [{"return_to_hand": "each_target"}]
    target = {"kind": "card_in_graveyard", "count": {"exactly": 1}}
    with pytest.raises(CardFormatError):
        card_from_dict({**base, "spell": {"targets": [target], "effects": effects}})


def test_601_2c_two_target_cards_are_exactly_two():
    restock = spell_card("Test Restock", RESTOCK, cost="{3}{G}", types=("Sorcery",))
    alice = {
        "hand": ["Test Restock"],
        "battlefield": ["Forest"] * 4,
        "graveyard": ["Grizzly Bears", "Shock", "Mountain"],
    }
    one = scenario(
        alice,
        {},
        [{"cast": "Test Restock", "by": "Алиса", "targets": ["Grizzly Bears"]}],
        [restock],
    )
    assert one.refusal is not None and "ровно 2" in str(one.refusal)
    result = scenario(
        alice,
        {},
        [
            {"cast": "Test Restock", "by": "Алиса", "targets": ["Grizzly Bears", "Shock"]},
            {"resolve": "all"},
        ],
        [restock],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Grizzly Bears", "Shock"]
    assert names(game, "Алиса", "graveyard") == ["Mountain"]
    assert names(game, "Алиса", "exile") == ["Test Restock"]


def test_601_2b_x_target_creature_cards_return_to_the_battlefield():
    ranks = spell_card("Test Ranks", RANKS, cost="{X}{W}{W}", types=("Sorcery",))
    result = scenario(
        {
            "hand": ["Test Ranks"],
            "battlefield": ["Plains"] * 4,
            "graveyard": ["Grizzly Bears", "Elite Vanguard", "Serra Angel"],
        },
        {},
        [
            {
                "cast": "Test Ranks",
                "by": "Алиса",
                "x": 2,
                "targets": ["Grizzly Bears", "Elite Vanguard"],
            },
            {"resolve": "all"},
        ],
        [ranks],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert "Grizzly Bears" in names(game, "Алиса", "battlefield")
    assert "Elite Vanguard" in names(game, "Алиса", "battlefield")
    assert names(game, "Алиса", "graveyard") == ["Serra Angel", "Test Ranks"]


def test_114_1_a_card_over_the_cost_limit_is_no_legal_target():
    ranks = spell_card("Test Ranks", RANKS, cost="{X}{W}{W}", types=("Sorcery",))
    result = scenario(
        {"hand": ["Test Ranks"], "battlefield": ["Plains"] * 3, "graveyard": ["Serra Angel"]},
        {},
        [{"cast": "Test Ranks", "by": "Алиса", "x": 1, "targets": ["Serra Angel"]}],
        [ranks],
    )
    assert result.refusal is not None


def test_401_4_any_number_of_cards_go_on_top_the_last_chosen_on_top():
    purge = spell_card("Test Purge", GRAVEPURGE, cost="{1}{B}", types=("Instant",))
    result = scenario(
        {
            "hand": ["Test Purge"],
            "battlefield": ["Swamp", "Swamp"],
            "graveyard": ["Grizzly Bears", "Serra Angel", "Shock"],
            "library": ["Island"],
        },
        {},
        [
            {"cast": "Test Purge", "by": "Алиса", "targets": ["Grizzly Bears", "Serra Angel"]},
            {"resolve": "all"},
        ],
        [purge],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    library = [game.obj(i).card.name for i in game.player("Алиса").zones["library"]]
    assert library == ["Grizzly Bears", "Island"]  # Serra Angel was on top and was drawn
    assert names(game, "Алиса", "hand") == ["Serra Angel"]
    assert names(game, "Алиса", "graveyard") == ["Shock", "Test Purge"]


def test_114_1_either_card_is_a_legal_target_and_another_is_not():
    haven = {
        "name": "Test Haven",
        "types": ["Land"],
        "abilities": [ok("activated", HAVEN)[0][1]],
    }
    ok_run = scenario(
        {
            "battlefield": ["Test Haven", "Mountain", "Mountain"],
            "graveyard": ["Shivan Dragon", "Grizzly Bears"],
        },
        {},
        [
            {"activate": "Test Haven", "by": "Алиса", "targets": ["Shivan Dragon"]},
            {"resolve": "all"},
        ],
        [haven],
    )
    assert ok_run.refusal is None, ok_run.refusal
    assert names(ok_run.game, "Алиса", "hand") == ["Shivan Dragon"]
    bad = scenario(
        {
            "battlefield": ["Test Haven", "Mountain", "Mountain"],
            "graveyard": ["Shivan Dragon", "Grizzly Bears"],
        },
        {},
        [{"activate": "Test Haven", "by": "Алиса", "targets": ["Grizzly Bears"]}],
        [haven],
    )
    assert bad.refusal is not None


# ------------------------------------------ 701.13a, 608.2g: the revealed card's amount

SIGNS = (
    "Scry 3, then reveal the top card of your library. Draw cards equal to that card's "
    "converted mana cost."
)
CHIMERA = (
    "{2}{U}{R}: Scry 1, then reveal the top card of your library. CARDNAME gets +X/+0 until end "
    "of turn, where X is that card's converted mana cost."
)
SEER = (
    "Whenever CARDNAME becomes untapped, reveal the top card of your library and put that card "
    "into your hand. You lose life equal to that card's converted mana cost."
)


def test_701_13a_reveal_the_top_card_and_its_amount_compile():
    ((_, spell),) = ok("spell", SIGNS)
    assert spell["effects"][1] == {"reveal_top": {}, "put": "top"}
    assert spell["effects"][2]["draw"] == {"amount": "mana_value", "object": "that"}
    ((_, ability),) = ok("activated", CHIMERA)
    assert ability["effects"][2]["power"]["object"] == "that"
    ((_, trigger),) = ok("triggered", SEER)
    assert trigger["effects"][0] == {"reveal_top": {}, "put": "hand"}


@pytest.mark.parametrize(
    "text",
    [
        # no card was revealed or moved: "that card" names nothing (400.7d)
        "Scry 3. Draw cards equal to that card's converted mana cost.",
        # the revealed card is a card, not "that creature"
        "Reveal the top card of your library. You gain life equal to that creature's power.",
    ],
)
def test_near_reveal_wordings_stay_unread(text):
    assert refused("spell", text)


def test_a_branch_on_the_revealed_card_is_still_the_library_reveal_family():
    ((_, spell),) = ok(
        "spell",
        "Reveal the top card of your library. If it's a land card, put it onto the battlefield. "
        "Otherwise, put that card into your hand.",
    )
    assert spell["effects"] == [
        {"reveal_top": {"types": ["Land"]}, "put": "battlefield", "else_to": "hand"}
    ]


def test_card_view_words_the_revealed_card_that_stays():
    from mtgjudge.explain.card_view import effect_ru

    assert "остаётся наверху" in effect_ru({"reveal_top": {}, "put": "top"})
    assert effect_ru({"reveal_top": {}, "put": "hand"}).endswith("положить в руку")


def test_608_2g_draw_cards_equal_to_the_revealed_cards_converted_mana_cost():
    signs = spell_card("Test Signs", SIGNS, cost="{3}{U}", types=("Sorcery",))
    result = scenario(
        {
            "hand": ["Test Signs"],
            "battlefield": ["Island"] * 4,
            "library": ["Serra Angel", "Island", "Island", "Grizzly Bears", "Shock"],
        },
        {},
        [{"cast": "Test Signs", "by": "Алиса"}, {"resolve": "all"}],
        [signs],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    # Serra Angel ({3}{W}{W}) stays on top after scry and is revealed: five cards are drawn
    assert names(game, "Алиса", "hand") == sorted(
        ["Serra Angel", "Island", "Island", "Grizzly Bears", "Shock"]
    )
    assert "top_revealed" in kinds(result)


def test_608_2g_the_creature_gets_the_revealed_cards_converted_mana_cost():
    chimera = {
        "name": "Test Chimera",
        "cost": "{2}{U}{R}",
        "types": ["Creature"],
        "power": 2,
        "toughness": 3,
        "abilities": [ok("activated", CHIMERA)[0][1]],
    }
    result = scenario(
        {
            "battlefield": ["Test Chimera", "Island", "Island", "Mountain", "Mountain"],
            "library": ["Grizzly Bears", "Island"],
        },
        {},
        [{"activate": "Test Chimera", "by": "Алиса"}, {"resolve": "all"}],
        [chimera],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    (chimera_obj,) = [o for o in game.permanents("Алиса") if o.card.name == "Test Chimera"]
    from mtgjudge.engine.layers import characteristics

    assert characteristics(game, chimera_obj).power == 4  # Grizzly Bears: {1}{G}
    library = [game.obj(i).card.name for i in game.player("Алиса").zones["library"]]
    assert library == ["Grizzly Bears", "Island"]  # revealed, it stays on top


def test_608_2g_pain_seer_loses_life_equal_to_the_card_put_into_hand():
    seer = {
        "name": "Test Seer",
        "cost": "{1}{B}",
        "types": ["Creature"],
        "power": 2,
        "toughness": 2,
        "triggers": [ok("triggered", SEER)[0][1]],
    }
    result = scenario(
        {
            "battlefield": [{"card": "Test Seer", "tapped": True}],
            "library": ["Serra Angel", "Island"],
        },
        {},
        [{"goto": "upkeep"}, {"resolve": "all"}],
        [seer],
        step="end",
        number=3,
        active="Борис",
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert "Serra Angel" in names(game, "Алиса", "hand")
    assert game.player("Алиса").life == 15


def test_its_after_a_revealed_card_is_not_read():
    """ "… put that card into your hand. You lose life equal to its converted mana cost." —
    "its" would be read as the source's; it is refused instead of guessed."""
    assert refused(
        "triggered",
        "At the beginning of your upkeep, reveal the top card of your library and put that card "
        "into your hand. You lose life equal to its converted mana cost.",
    )


# ------------------------------------------ 401.2, 110.2: the top cards looked at, some taken

COMPANY = (
    "Look at the top six cards of your library. Put up to two creature cards with converted "
    "mana cost 3 or less from among them onto the battlefield. Put the rest on the bottom of "
    "your library in any order."
)
WARDEN = (
    "When CARDNAME enters the battlefield, look at the top X cards of your library, where X is "
    "the number of Forests you control. You may reveal a creature card from among them and put "
    "it into your hand. Put the rest on the bottom of your library in any order."
)


def test_401_2_look_at_the_top_cards_and_put_some_onto_the_battlefield_compiles():
    ((_, spell),) = ok("spell", COMPANY)
    assert spell["effects"] == [
        {
            "look_at_top": 6,
            "take": 2,
            "filter": {"types": ["Creature"], "mana_value_at_most": 3},
            "optional": True,
            "take_to": "battlefield",
            "rest": "bottom",
        }
    ]
    ((_, trigger),) = ok("triggered", WARDEN)
    assert trigger["effects"][0]["look_at_top"] == {
        "amount": "permanents",
        "filter": {"subtypes": ["Forest"], "controller": "you"},
    }


@pytest.mark.parametrize(
    "text",
    [
        # "up to six" of six cards: the count must be fewer than the cards looked at
        "Look at the top six cards of your library. Put up to six creature cards from among "
        "them onto the battlefield. Put the rest on the bottom of your library in any order.",
        "Look at the top X cards of your library, where X is the number of Forests you "
        "control. Put the rest on the bottom of your library in any order.",
    ],
)
def test_near_look_wordings_stay_unread(text):
    assert refused("spell", text)


def test_card_view_words_the_cards_put_onto_the_battlefield():
    from mtgjudge.explain.card_view import effect_ru

    text = effect_ru(
        {
            "look_at_top": 6,
            "take": 2,
            "filter": {"types": ["Creature"], "mana_value_at_most": 3},
            "optional": True,
            "take_to": "battlefield",
            "rest": "bottom",
        }
    )
    assert "поле битвы до 2" in text and "вниз библиотеки" in text
    text = effect_ru(
        {
            "look_at_top": {"amount": "permanents", "filter": {"subtypes": ["Forest"]}},
            "take": 1,
            "filter": {"types": ["Creature"]},
            "optional": True,
            "rest": "bottom",
        }
    )
    assert "amount" not in text and "{" not in text


def test_110_2_up_to_two_fitting_cards_enter_the_battlefield_the_rest_go_to_the_bottom():
    company = spell_card("Test Company", COMPANY, cost="{3}{G}", types=("Instant",))
    library = ["Grizzly Bears", "Serra Angel", "Elite Vanguard", "Shock", "Island", "Forest"]
    result = scenario(
        {
            "hand": ["Test Company"],
            "battlefield": ["Forest"] * 4,
            "library": [*library, "Mountain"],
        },
        {},
        [
            {
                "cast": "Test Company",
                "by": "Алиса",
                "choose": {"look": ["Grizzly Bears", "Elite Vanguard"]},
            },
            {"resolve": "all"},
        ],
        [company],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert {"Grizzly Bears", "Elite Vanguard"} <= set(names(game, "Алиса", "battlefield"))
    library_now = [game.obj(i).card.name for i in game.player("Алиса").zones["library"]]
    assert library_now == ["Mountain", "Serra Angel", "Shock", "Island", "Forest"]
    from mtgjudge.explain.events_ru import describe

    (look,) = [e for s in result.steps for e in s.events if e.kind == "looked_at_top"]
    assert "кладёт на поле битвы" in describe(look, str)


def test_107_1c_a_card_over_the_limit_cannot_be_taken():
    company = spell_card("Test Company", COMPANY, cost="{3}{G}", types=("Instant",))
    result = scenario(
        {
            "hand": ["Test Company"],
            "battlefield": ["Forest"] * 4,
            "library": ["Serra Angel", "Grizzly Bears", "Island"],
        },
        {},
        [
            {"cast": "Test Company", "by": "Алиса", "choose": {"look": ["Serra Angel"]}},
            {"resolve": "all"},
        ],
        [company],
    )
    assert result.refusal is not None


def test_608_2g_x_is_the_number_of_forests_as_the_ability_resolves():
    warden = {
        "name": "Test Warden",
        "cost": "{3}{G}",
        "types": ["Creature"],
        "power": 4,
        "toughness": 5,
        "triggers": [ok("triggered", WARDEN)[0][1]],
    }
    result = scenario(
        {
            "hand": ["Test Warden"],
            "battlefield": ["Forest"] * 2 + ["Mountain"] * 2,
            "library": ["Island", "Shock", "Grizzly Bears", "Mountain"],
        },
        {},
        [
            {"cast": "Test Warden", "by": "Алиса"},
            {"resolve": "all"},
        ],
        [warden],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    # two Forests: only Island and Shock are looked at — Grizzly Bears stays in the library
    assert "Grizzly Bears" not in names(game, "Алиса", "hand")
    library_now = [game.obj(i).card.name for i in game.player("Алиса").zones["library"]]
    assert library_now == ["Grizzly Bears", "Mountain", "Island", "Shock"]


# ---------------------------------- 608.2d: graveyard cards chosen as the instruction is followed

RECLAMATION = (
    "Put the top four cards of your library into your graveyard, then return a creature card "
    "and a land card from your graveyard to your hand."
)
TASIGUR = (
    "{2}{G/U}{G/U}: Put the top two cards of your library into your graveyard, then return a "
    "nonland card of an opponent's choice from your graveyard to your hand."
)


def test_608_2d_cards_chosen_from_the_graveyard_compile():
    ((_, spell),) = ok("spell", RECLAMATION)
    assert spell["effects"][1] == {
        "return_to_hand": {"from_graveyard": [{"types": ["Creature"]}, {"types": ["Land"]}]}
    }
    ((_, ability),) = ok("activated", TASIGUR)
    assert ability["effects"][1] == {
        "return_to_hand": {"from_graveyard": [{"not_types": ["Land"]}], "chooser": "opponent"}
    }


@pytest.mark.parametrize(
    "text",
    [
        "Return a creature card and a creature card from your graveyard to your hand.",
        "Return a creature card of your choice from your graveyard to your hand.",
    ],
)
def test_near_graveyard_choice_wordings_stay_unread(text):
    assert refused("spell", text)


def test_card_view_words_the_graveyard_choice():
    from mtgjudge.explain.card_view import effect_ru

    text = effect_ru(
        {"return_to_hand": {"from_graveyard": [{"not_types": ["Land"]}], "chooser": "opponent"}}
    )
    assert "с вашего кладбища по выбору оппонента" in text


def test_608_2d_a_creature_card_and_a_land_card_return_to_hand():
    reclamation = spell_card("Test Reclamation", RECLAMATION, cost="{3}{G}", types=("Instant",))
    result = scenario(
        {
            "hand": ["Test Reclamation"],
            "battlefield": ["Forest"] * 4,
            "graveyard": ["Grizzly Bears"],
            "library": ["Shock", "Serra Angel", "Mountain", "Island", "Forest"],
        },
        {},
        [
            {
                "cast": "Test Reclamation",
                "by": "Алиса",
                "choose": {"pick": ["Island", "Serra Angel"]},
            },
            {"resolve": "all"},
        ],
        [reclamation],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Island", "Serra Angel"]
    assert names(game, "Алиса", "graveyard") == [
        "Grizzly Bears",
        "Mountain",
        "Shock",
        "Test Reclamation",
    ]
    assert "graveyard_cards_chosen" in kinds(result)


def test_608_2d_a_card_that_fits_no_description_cannot_be_picked():
    reclamation = spell_card("Test Reclamation", RECLAMATION, cost="{3}{G}", types=("Instant",))
    result = scenario(
        {
            "hand": ["Test Reclamation"],
            "battlefield": ["Forest"] * 4,
            "graveyard": ["Grizzly Bears"],
            "library": ["Shock", "Serra Angel", "Mountain", "Island", "Forest"],
        },
        {},
        [
            {"cast": "Test Reclamation", "by": "Алиса", "choose": {"pick": ["Shock"]}},
            {"resolve": "all"},
        ],
        [reclamation],
    )
    assert result.refusal is not None


def test_608_2d_an_opponents_choice_among_the_nonland_cards():
    tasigur = {
        "name": "Test Tasigur",
        "cost": "{5}{B}",
        "types": ["Creature"],
        "power": 4,
        "toughness": 5,
        "abilities": [ok("activated", TASIGUR)[0][1]],
    }
    result = scenario(
        {
            "battlefield": ["Test Tasigur", "Forest", "Forest", "Island", "Island"],
            "graveyard": ["Forest"],
            "library": ["Shock", "Mountain", "Island"],
        },
        {},
        [{"activate": "Test Tasigur", "by": "Алиса"}, {"resolve": "all"}],
        [tasigur],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    # the only nonland card is Shock: the opponent has to choose it
    assert names(game, "Алиса", "hand") == ["Shock"]
    assert names(game, "Алиса", "graveyard") == ["Forest", "Mountain"]
