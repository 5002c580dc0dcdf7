"""Wordings of triggers, players' choices and hands (branch ``trig``): each compiled, rendered
back to its text, refused where the engine would play it otherwise, and played."""

from __future__ import annotations

import pytest

from mtgjudge.scenario.model import ScenarioError
from tests.engine_helpers import kinds, names, refused, scenario
from tests.engine_helpers import round_trips as ok


def spell_card(name, text, cost="{B}", types=("Sorcery",)):
    ((_, spell),) = ok("spell", text)
    return {"name": name, "cost": cost, "types": list(types), "spell": spell}


def watcher_card(name, *texts, types=("Enchantment",), cost="{1}{B}", **extra):
    triggers = []
    for text in texts:
        ((_, trigger),) = ok("triggered", text)
        triggers.append(trigger)
    return {"name": name, "cost": cost, "types": list(types), "triggers": triggers, **extra}


def run(cards, alice, bob, actions, active="Алиса", step="main1", number=3):
    return scenario(alice, bob, actions, cards, active=active, step=step, number=number)


# ---------------------------------------------------------------- 701.7a: discard triggers

WASTE_NOT = (
    "Whenever an opponent discards a creature card, put a 2/2 black Zombie creature token onto "
    "the battlefield.",
    "Whenever an opponent discards a land card, add {B}{B} to your mana pool.",
    "Whenever an opponent discards a noncreature, nonland card, draw a card.",
)
MEGRIM = "Whenever an opponent discards a card, CARDNAME deals 2 damage to that player."


def test_701_7a_discard_triggers_compile():
    ((_, creature),) = ok("triggered", WASTE_NOT[0])
    assert creature["when"] == "an_opponent_discards"
    assert creature["of"] == {"types": ["Creature"]}
    ((_, other),) = ok("triggered", WASTE_NOT[2])
    assert other["of"] == {"not_types": ["Creature", "Land"]}
    ((_, megrim),) = ok("triggered", MEGRIM)
    assert megrim["effects"] == [{"damage": 2, "to": "that_player"}]
    ((_, confessor),) = ok("triggered", "Whenever a player discards a card, you may gain 1 life.")
    assert confessor["when"] == "a_player_discards" and "of" not in confessor
    ((_, own),) = ok("triggered", "Whenever you discard a card, draw a card.")
    assert own["when"] == "you_discard"


def test_discard_trigger_of_an_unknown_card_kind_is_refused():
    assert refused("triggered", "Whenever an opponent discards a red card, draw a card.")
    assert refused("triggered", "Whenever an opponent discards two cards, draw a card.")


def test_603_2c_each_discarded_card_triggers_by_its_kind():
    """Waste Not: an opponent discards a creature, a land and an instant — one trigger each;
    the controller's own discard triggers nothing."""
    waste_not = watcher_card("Test Waste Not", *WASTE_NOT)
    rot = spell_card("Test Rot", "Target player discards three cards.")
    result = run(
        [waste_not, rot],
        {
            "hand": ["Test Rot"],
            "battlefield": ["Test Waste Not", "Swamp"],
            "library": ["Island", "Forest", "Plains"],
        },
        {"hand": ["Grizzly Bears", "Forest", "Shock"], "library": 3},
        [
            {"cast": "Test Rot", "by": "Алиса", "targets": ["Борис"]},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "graveyard") == ["Forest", "Grizzly Bears", "Shock"]
    assert names(game, "Алиса", "battlefield").count("Zombie") == 1
    assert len(game.player("Алиса").zones["hand"]) == 1  # the instant: one card drawn
    assert kinds(result).count("ability_triggered") == 3


def test_603_2_that_player_is_the_player_who_discarded():
    megrim = watcher_card("Test Megrim", MEGRIM, cost="{2}{B}")
    rot = spell_card("Test Rot", "Each player discards a card.")
    result = run(
        [megrim, rot],
        {"hand": ["Test Rot", "Island"], "battlefield": ["Test Megrim", "Swamp"], "library": 3},
        {"hand": ["Forest"], "library": 3},
        [{"cast": "Test Rot", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert game.player("Борис").life == 18
    assert game.player("Алиса").life == 20  # its controller's discard is no opponent's


# ---------------------------------------------------------------- 614.12b: choose Khans or Dragons

PALACE = (
    "As CARDNAME enters the battlefield, choose Khans or Dragons. • Khans — At the beginning of "
    "your upkeep, return target creature card from your graveyard to your hand. • Dragons — At "
    "the beginning of your upkeep, each opponent loses 2 life and you gain 2 life."
)


def siege_card(name="Test Siege", text=PALACE):
    parts = ok("replacement", text)
    card = {"name": name, "cost": "{3}{B}{B}", "types": ["Enchantment"], "triggers": []}
    for key, value in parts:
        if key == "as_enters":
            card["as_enters"] = value
        else:
            card["triggers"].append(value)
    return card


def test_614_12_a_word_chosen_as_it_enters_and_an_ability_for_each_word():
    parts = ok("replacement", PALACE)
    assert parts[0] == ("as_enters", {"choose": "word", "words": ["Khans", "Dragons"]})
    assert [v["chosen"] for _, v in parts[1:]] == ["Khans", "Dragons"]
    assert all(v["when"] == "your_upkeep" for _, v in parts[1:])


def test_a_word_ability_the_engine_does_not_read_is_refused():
    assert refused(
        "replacement",
        "As CARDNAME enters the battlefield, choose Khans or Dragons. • Khans — At the beginning "
        "of your upkeep, draw a card. • Dragons — Spells your opponents cast cost {9} more to "
        "fly.",
    )
    # the bullets must be the words of the choice, in order
    assert refused(
        "replacement",
        "As CARDNAME enters the battlefield, choose Khans or Dragons. • Dragons — At the "
        "beginning of your upkeep, draw a card. • Khans — At the beginning of your upkeep, you "
        "gain 2 life.",
    )


@pytest.mark.parametrize(
    "word, life, hand",
    [
        ("Dragons", (22, 18), []),
        ("Khans", (20, 20), ["Grizzly Bears"]),
        # the words as printed on the Russian cards (FRF: «• Ханы — … • Драконы — …»)
        ("Драконы", (22, 18), []),
        ("ханы", (20, 20), ["Grizzly Bears"]),
    ],
)
def test_614_12_only_the_chosen_words_ability_triggers(word, life, hand):
    result = run(
        [siege_card()],
        {
            "battlefield": [{"card": "Test Siege", "chosen": word}],
            "graveyard": ["Grizzly Bears"],
            "library": 3,
        },
        {"library": 3},
        [{"goto": {"step": "upkeep", "turn": 5}}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert (game.player("Алиса").life, game.player("Борис").life) == life
    assert names(game, "Алиса", "hand") == hand
    assert kinds(result).count("ability_triggered") == 1


def test_614_12_a_word_not_on_the_card_is_a_file_error_naming_the_words():
    with pytest.raises(ScenarioError) as err:
        run(
            [siege_card()],
            {"battlefield": [{"card": "Test Siege", "chosen": "Орки"}], "library": 3},
            {"library": 3},
            [{"goto": {"step": "upkeep", "turn": 5}}],
        )
    message = str(err.value)
    assert "«Орки» — не одно из слов выбора: Ханы (Khans), Драконы (Dragons)" in message


def test_614_12_the_word_is_chosen_as_the_permanent_enters():
    result = run(
        [siege_card()],
        {
            "hand": ["Test Siege"],
            "battlefield": ["Swamp"] * 5,
            "library": 3,
        },
        {"library": 3},
        [
            {"cast": "Test Siege", "by": "Алиса", "choose": {"word": "dragons"}},
            {"resolve": "all"},
            {"goto": {"step": "upkeep", "turn": 5}},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert "chosen_as_enters" in kinds(result)
    assert game.player("Борис").life == 18


CITADEL = (
    "As CARDNAME enters the battlefield, choose Khans or Dragons. • Khans — At the beginning of "
    "combat on your turn, put two +1/+1 counters on target creature you control. • Dragons — At "
    "the beginning of combat on each opponent's turn, tap target creature that player controls."
)
FRONTIER = (
    "As CARDNAME enters the battlefield, choose Khans or Dragons. • Khans — At the beginning of "
    "each of your main phases, add {G}{G} to your mana pool. • Dragons — Whenever a creature "
    "with flying enters the battlefield under your control, you may have it fight target "
    "creature you don't control."
)
OUTPOST = (
    "As CARDNAME enters the battlefield, choose Khans or Dragons. • Khans — At the beginning of "
    "your upkeep, exile the top card of your library. Until end of turn, you may play that "
    "card. • Dragons — Whenever a creature you control leaves the battlefield, CARDNAME deals 1 "
    "damage to target creature or player."
)


def test_507_2_505_4_603_6c_the_other_sieges_compile():
    citadel = ok("replacement", CITADEL)
    assert citadel[2][1]["when"] == "each_opponents_beginning_of_combat"
    assert citadel[2][1]["targets"][0]["filter"] == {"controller": "that_player"}
    assert ok("replacement", FRONTIER)[1][1]["when"] == "your_main_phase"
    outpost = ok("replacement", OUTPOST)[2][1]
    assert outpost["when"] == "a_permanent_leaves_battlefield"
    assert outpost["of"] == {"types": ["Creature"], "controller": "you"}


def test_it_of_a_creature_that_left_is_refused():
    assert refused(
        "triggered",
        "Whenever a creature you control leaves the battlefield, return it to its owner's hand.",
    )
    assert refused("triggered", "At the beginning of combat on each opponent's turn, untap it.")


def test_507_2_at_the_beginning_of_combat_on_each_opponents_turn():
    result = run(
        [siege_card("Test Citadel", CITADEL)],
        {"battlefield": [{"card": "Test Citadel", "chosen": "Dragons"}], "library": 3},
        {"battlefield": ["Grizzly Bears"], "library": 3},
        [{"goto": {"step": "beginning_of_combat"}}, {"resolve": "all"}],
        active="Борис",
    )
    assert result.refusal is None, result.refusal
    bear = result.game.permanents("Борис")[0]
    assert bear.tapped


def test_507_2_not_on_its_controllers_turn():
    result = run(
        [siege_card("Test Citadel", CITADEL)],
        {
            "battlefield": [{"card": "Test Citadel", "chosen": "Dragons"}, "Grizzly Bears"],
            "library": 3,
        },
        {"battlefield": ["Grizzly Bears"], "library": 3},
        [{"goto": {"step": "beginning_of_combat"}}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    assert "ability_triggered" not in kinds(result)


def test_505_4_at_the_beginning_of_each_of_your_main_phases():
    result = run(
        [siege_card("Test Frontier", FRONTIER)],
        {"battlefield": [{"card": "Test Frontier", "chosen": "Khans"}], "library": 3},
        {"library": 3},
        [{"goto": {"step": "main1"}}, {"resolve": "all"}],
        step="upkeep",
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").pool_total() == 2


def test_603_6c_whenever_a_creature_you_control_leaves_the_battlefield():
    kill = spell_card("Test Kill", "Destroy target creature.")
    result = run(
        [siege_card("Test Outpost", OUTPOST), kill],
        {
            "hand": ["Test Kill"],
            "battlefield": [
                {"card": "Test Outpost", "chosen": "Dragons"},
                {"card": "Grizzly Bears", "id": "b"},
                "Swamp",
            ],
            "library": 3,
        },
        {"library": 3},
        [{"cast": "Test Kill", "by": "Алиса", "targets": ["b"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 19


@pytest.mark.parametrize(
    "text, life",
    [
        ("At the beginning of each of your main phases, you gain 1 life.", 22),
        ("At the beginning of your precombat main phase, you gain 1 life.", 21),
    ],
)
def test_505_1a_each_main_phase_and_the_precombat_one(text, life):
    result = run(
        [watcher_card("Test Altar", text)],
        {"battlefield": ["Test Altar"], "library": 3},
        {"library": 3},
        [
            {"goto": {"step": "main1"}},
            {"resolve": "all"},
            {"goto": {"step": "main2"}},
            {"resolve": "all"},
            {"goto": {"step": "end"}},
        ],
        step="upkeep",
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == life


def test_each_players_precombat_main_phase_that_player():
    ((_, trigger),) = ok(
        "triggered",
        "At the beginning of each player's precombat main phase, that player loses 1 life.",
    )
    result = run(
        [
            watcher_card(
                "Test Vineyard",
                "At the beginning of each player's precombat main phase, that player loses 1 life.",
            )
        ],
        {"battlefield": ["Test Vineyard"], "library": 3},
        {"library": 3},
        [{"goto": {"step": "main1"}}, {"resolve": "all"}],
        active="Борис",
        step="upkeep",
    )
    assert trigger["when"] == "each_precombat_main_phase"
    assert result.refusal is None, result.refusal
    assert (result.game.player("Алиса").life, result.game.player("Борис").life) == (20, 19)


# ---------------------------------------------------------------- 105.2: colors among permanents

SOUL = "{5}{U}{U}: Draw a card for each color among permanents you control."


def test_105_2_for_each_color_among_permanents_you_control_compiles():
    ((_, ability),) = ok("activated", SOUL)
    assert ability["effects"] == [
        {"draw": {"of": {"amount": "colors_among_permanents"}, "times": 1}}
    ]
    assert refused("activated", "{5}{U}{U}: Draw a card for each color among permanents.")


def test_105_2_each_color_counts_once_and_colorless_not_at_all():
    spell = spell_card(
        "Test Soul", "Draw a card for each color among permanents you control.", cost="{U}"
    )
    result = run(
        [spell],
        {
            "hand": ["Test Soul"],
            "battlefield": ["Island", "Grizzly Bears", "Llanowar Elves", "Savannah Lions"],
            "library": 5,
        },
        {"battlefield": ["Serra Angel", "Hill Giant"], "library": 3},
        [{"cast": "Test Soul", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    assert len(result.game.player("Алиса").zones["hand"]) == 2  # green and white


# ---------------------------------------------------------------- 701.15a: search triggers

OB_NIXILIS = (
    "Whenever an opponent searches their library, that player sacrifices a creature and loses "
    "10 life."
)


def test_701_15a_whenever_an_opponent_searches_their_library_compiles():
    ((_, trigger),) = ok("triggered", OB_NIXILIS)
    assert trigger["when"] == "an_opponent_searches"
    assert trigger["effects"][1] == {"lose_life": 10, "player": "that_player"}
    assert refused("triggered", "Whenever an opponent searches a library, draw a card.")


@pytest.mark.parametrize("searcher, lives", [("Борис", (20, 10)), ("Алиса", (20, 20))])
def test_701_15a_that_player_is_the_opponent_who_searched(searcher, lives):
    search = spell_card(
        "Test Search",
        "Search your library for a basic land card, reveal it, put it into your hand, then "
        "shuffle your library.",
        cost="{G}",
    )
    zones = {
        "hand": ["Test Search"],
        "battlefield": ["Forest", "Grizzly Bears"],
        "library": ["Plains", "Island"],
    }
    alice = {"battlefield": ["Test Ob"], "library": 3}
    if searcher == "Алиса":
        alice = {**zones, "battlefield": ["Test Ob", "Forest", "Grizzly Bears"]}
        bob = {"battlefield": ["Grizzly Bears"], "library": 3}
    else:
        bob = zones
    result = run(
        [watcher_card("Test Ob", OB_NIXILIS), search],
        alice,
        bob,
        [{"cast": "Test Search", "by": searcher}, {"resolve": "all"}],
        active=searcher,
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert (game.player("Алиса").life, game.player("Борис").life) == lives
    assert names(game, searcher, "hand")  # the land found
    bears = "Grizzly Bears" in names(game, "Борис", "battlefield")
    assert bears == (searcher == "Алиса")


# ---------------------------------------------------------------- 400.7: exile it, then return it

FLICKER = (
    "Whenever you cast a noncreature spell, exile CARDNAME, then return it to the battlefield "
    "tapped under its owner's control."
)


def test_400_7_exile_cardname_then_return_it_is_the_exiled_card():
    ((_, trigger),) = ok("triggered", FLICKER)
    assert trigger["effects"] == [
        {"exile": "self"},
        {"put_onto_battlefield": "that", "tapped": True, "under": "owner"},
    ]
    ((_, modal),) = ok(
        "triggered",
        "Whenever you cast a noncreature spell, choose one — • Tap target creature. • CARDNAME "
        "gains first strike and lifelink until end of turn. • Exile CARDNAME, then return it to "
        "the battlefield tapped under its owner's control.",
    )
    assert modal["modes"][2]["effects"][1]["put_onto_battlefield"] == "that"
    # "it" after exiling another object is not read this way
    assert refused(
        "triggered",
        "Whenever you cast a noncreature spell, exile CARDNAME, then return it to the "
        "battlefield under your control at the beginning of the next end step.",
    )


def test_400_7_the_flickered_permanent_returns_tapped_as_a_new_object():
    exemplar = watcher_card(
        "Test Exemplar",
        FLICKER,
        types=("Creature",),
        cost="{2}{W}{W}",
        power=4,
        toughness=4,
    )
    gain = spell_card("Test Gain", "You gain 1 life.", cost="{W}")
    result = run(
        [exemplar, gain],
        {
            "hand": ["Test Gain"],
            "battlefield": [{"card": "Test Exemplar", "id": "e"}, "Plains"],
            "library": 3,
        },
        {"library": 3},
        [{"cast": "Test Gain", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    (back,) = [o for o in game.permanents("Алиса") if o.card.name == "Test Exemplar"]
    assert back.tapped
    assert {"exiled", "put_onto_battlefield"} <= set(kinds(result))
    assert names(game, "Алиса", "exile") == []
    assert game.player("Алиса").life == 21


# ---------------------------------------------------------------- 110.1, 508.4: from your hand

CAPTAIN = (
    "Whenever CARDNAME attacks, you may put a Soldier creature card from your hand onto the "
    "battlefield tapped and attacking."
)


def test_put_a_card_from_your_hand_onto_the_battlefield_compiles():
    ((_, trigger),) = ok("triggered", CAPTAIN)
    assert trigger["effects"] == [
        {
            "may": [
                {
                    "put_from_hand": {"types": ["Creature"], "subtypes": ["Soldier"]},
                    "tapped": True,
                    "attacking": True,
                }
            ]
        }
    ]
    ((_, piper),) = ok(
        "activated", "{G}, {T}: You may put a creature card from your hand onto the battlefield."
    )
    assert piper["effects"] == [{"may": [{"put_from_hand": {"types": ["Creature"]}}]}]
    assert refused(
        "spell", "You may put up to two creature cards from your hand onto the battlefield."
    )
    # "tapped" alone is not read (an LALR conflict with "tapped and attacking")
    assert refused("spell", "You may put a land card from your hand onto the battlefield tapped.")


def test_508_4_the_soldier_enters_tapped_and_attacking():
    captain = watcher_card(
        "Test Captain",
        CAPTAIN,
        types=("Creature",),
        cost="{2}{W}",
        power=2,
        toughness=2,
        subtypes=["Human", "Soldier"],
    )
    result = run(
        [captain],
        {
            "hand": ["Grizzly Bears", "Savannah Lions", "Elite Vanguard"],
            "battlefield": [{"card": "Test Captain", "id": "c"}],
            "library": 3,
        },
        {"library": 3},
        [
            {"attack": {"c": "Борис"}},
            {"resolve": "all"},
            {"goto": {"step": "end_of_combat"}},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert "Elite Vanguard" in names(game, "Алиса", "battlefield")
    assert names(game, "Алиса", "hand") == ["Grizzly Bears", "Savannah Lions"]
    assert game.player("Борис").life == 16  # 2 + 2: the Soldier attacked too
