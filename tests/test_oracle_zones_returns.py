"""Zones, libraries and delayed returns (branch ``zones``, issue 14, session 2026-12-07): each
wording compiled and rendered back on the real card text, a near wording refused, and every
engine value played in a scenario."""

from __future__ import annotations

from tests.engine_helpers import names, refused, scenario
from tests.engine_helpers import round_trips as ok
from tests.test_oracle_mechanisms import compiled

# ------------------------------------------- 614.1a: "exile it instead of putting it anywhere"

WHIP = (
    "{2}{B}{B}, {T}: Return target creature card from your graveyard to the battlefield. It "
    "gains haste. Exile it at the beginning of the next end step. If it would leave the "
    "battlefield, exile it instead of putting it anywhere else. Activate this ability only any "
    "time you could cast a sorcery."
)


def test_614_1a_exile_if_it_would_leave_compiles_on_the_moved_permanent():
    ((_, ability),) = ok("activated", WHIP)
    assert ability["effects"][0] == {"put_onto_battlefield": "target"}
    assert ability["effects"][-1] == {"leaves_to_exile": "that"}


def test_614_1a_exile_if_it_would_leave_needs_an_object_moved_before_it():
    # "it" would be the source: nothing was put onto the battlefield by this ability
    refused(
        "activated",
        "{T}: If it would leave the battlefield, exile it instead of putting it anywhere else.",
    )
    # other words of the replacement stay unread (614.1a: only the move "anywhere else")
    refused(
        "spell",
        "Return target creature card from your graveyard to the battlefield. If it would leave "
        "the battlefield, exile it instead of putting it into a graveyard.",
    )


WHIP_CARD = compiled(
    "Test Whip",
    "Creatures you control have lifelink.\n" + WHIP,
    types=("Artifact",),
    manaCost="{2}{B}{B}",
)


def _whip(actions: list):
    return scenario(
        {
            "battlefield": [{"card": "Test Whip", "id": "whip"}, *["Swamp"] * 7],
            "graveyard": ["Grizzly Bears"],
            "hand": ["Murder"],
        },
        {},
        [
            {"activate": "whip", "by": "Алиса", "targets": ["Grizzly Bears"]},
            {"resolve": "all"},
            *actions,
        ],
        [WHIP_CARD],
    )


def test_614_1a_the_returned_creature_dies_into_exile_not_the_graveyard():
    murder = {"cast": "Murder", "by": "Алиса", "targets": ["Grizzly Bears"]}
    result = _whip([murder, {"resolve": "all"}])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "exile") == ["Grizzly Bears"]
    assert names(game, "Алиса", "graveyard") == ["Murder"]
    kinds = [e.kind for s in result.steps for e in s.events]
    assert "exile_if_leaves_created" in kinds and "moved_instead" in kinds


def test_603_7_the_returned_creature_is_exiled_at_the_next_end_step():
    result = _whip([{"goto": {"step": "end"}}, {"resolve": "all"}])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "exile") == ["Grizzly Bears"]
    assert "Grizzly Bears" not in names(game, "Алиса", "battlefield")


# ------------------------------------- 603.7: "at the beginning of your / their next upkeep"

PHYTOTITAN = (
    "When CARDNAME dies, return it to the battlefield tapped under its owner's control at the "
    "beginning of their next upkeep."
)


def test_603_7_their_next_upkeep_compiles_for_the_dead_card():
    ((_, trigger),) = ok("triggered", PHYTOTITAN)
    (effect,) = trigger["effects"]
    assert effect["delayed"]["at"] == "owners_next_upkeep"
    assert effect["delayed"]["effects"] == [
        {"put_onto_battlefield": "that", "tapped": True, "under": "owner"}
    ]
    ((_, rally),) = ok("spell", "Draw a card at the beginning of your next upkeep.")
    assert rally["effects"][0]["delayed"]["at"] == "next_upkeep"


def test_603_7_their_next_upkeep_needs_its_owner_before_it():
    # "their": nothing names that player without "its owner's" (608.2c)
    refused(
        "triggered",
        "When CARDNAME dies, return it to the battlefield tapped under your control at the "
        "beginning of their next upkeep.",
    )
    refused("spell", "Draw a card at the beginning of their next upkeep.")


TITAN_CARD = compiled(
    "Test Titan",
    PHYTOTITAN.replace("CARDNAME", "Test Titan"),
    manaCost="{4}{G}{G}",
    power="7",
    toughness="2",
)


def _titan(owner_is_bob: bool, actions: list):
    titan = {"card": "Test Titan", "id": "titan"}
    if owner_is_bob:  # Алиса controls Борис's card (108.3: "its owner" is Борис)
        titan["owner"] = "Борис"
    return scenario(
        {"battlefield": [titan, *["Swamp"] * 3], "hand": ["Murder"]},
        {"battlefield": [], "library": ["Island"] * 5},
        [{"cast": "Murder", "by": "Алиса", "targets": ["titan"]}, {"resolve": "all"}, *actions],
        [TITAN_CARD],
    )


def test_603_7_the_dead_card_returns_tapped_at_its_owners_next_upkeep():
    result = _titan(False, [{"goto": {"step": "upkeep", "turn": 4}}])
    assert result.refusal is None, result.refusal
    assert names(result.game, "Алиса", "graveyard") == ["Murder", "Test Titan"]  # not yet
    result = _titan(False, [{"goto": {"step": "upkeep", "turn": 5}}, {"resolve": "all"}])
    assert result.refusal is None, result.refusal
    game = result.game
    (titan,) = [o for o in game.permanents("Алиса") if o.card.name == "Test Titan"]
    assert titan.tapped
    assert names(game, "Алиса", "graveyard") == ["Murder"]


def test_603_7_their_next_upkeep_is_the_owners_not_the_controllers():
    result = _titan(True, [{"goto": {"step": "upkeep", "turn": 4}}, {"resolve": "all"}])
    assert result.refusal is None, result.refusal
    game = result.game
    (titan,) = [o for o in game.permanents("Борис") if o.card.name == "Test Titan"]
    assert titan.tapped and titan.controller == "Борис"


# ------------------------------------------ 603.4, 601.2a: "if you cast it from your hand"

REGENT = (
    "When CARDNAME enters the battlefield, if you cast it from your hand and there are five or "
    "more other creatures on the battlefield, destroy all other creatures."
)


def test_603_4_if_you_cast_it_from_your_hand_and_a_count_compiles():
    ((_, trigger),) = ok("triggered", REGENT)
    other = {"amount": "permanents", "filter": {"types": ["Creature"], "other": True}}
    assert trigger["if"] == {
        "all_of": [{"cast_from": "hand"}, {"amount_at_least": {"amount": other, "n": 5}}]
    }
    ((_, stoker),) = ok(
        "triggered",
        "When CARDNAME enters the battlefield, if you cast it from your hand, add {R}{R}{R} to "
        "your mana pool.",
    )
    assert stoker["if"] == {"cast_from": "hand"}


def test_603_4_if_you_cast_it_is_only_of_the_source_entering():
    # "it" is the other creature (Wild Pair): the engine asks only how the source was cast
    refused(
        "triggered",
        "Whenever a creature enters the battlefield, if you cast it from your hand, draw a card.",
    )
    refused("triggered", "When CARDNAME dies, if you cast it from your hand, draw a card.")


REGENT_CARD = compiled(
    "Test Regent",
    REGENT.replace("CARDNAME", "Test Regent"),
    manaCost="{5}{B}{B}",
    power="5",
    toughness="6",
)


def _regent(bears: int):
    return scenario(
        {"battlefield": [*["Swamp"] * 7, *["Grizzly Bears"] * bears], "hand": ["Test Regent"]},
        {"battlefield": ["Hill Giant", "Hill Giant"]},
        [{"cast": "Test Regent", "by": "Алиса"}, {"resolve": "all"}],
        [REGENT_CARD],
    )


def test_603_4_five_other_creatures_and_cast_from_hand_destroy_all_others():
    result = _regent(3)
    assert result.refusal is None, result.refusal
    game = result.game
    assert [o.card.name for o in game.permanents("Алиса") if "Creature" in o.card.types] == [
        "Test Regent"
    ]
    assert names(game, "Борис", "graveyard") == ["Hill Giant", "Hill Giant"]


def test_603_4_four_other_creatures_the_ability_does_not_trigger():
    result = _regent(2)
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "graveyard") == []
    assert names(game, "Алиса", "graveyard") == []


def test_601_2a_a_regent_returned_by_the_whip_was_not_cast():
    result = scenario(
        {
            "battlefield": [{"card": "Test Whip", "id": "whip"}, *["Swamp"] * 4],
            "graveyard": ["Test Regent"],
        },
        {"battlefield": ["Hill Giant"] * 5},
        [
            {"activate": "whip", "by": "Алиса", "targets": ["Test Regent"]},
            {"resolve": "all"},
        ],
        [WHIP_CARD, REGENT_CARD],
    )
    assert result.refusal is None, result.refusal
    assert "Test Regent" in names(result.game, "Алиса", "battlefield")
    assert names(result.game, "Борис", "graveyard") == []


# ------------------------------------------------- 608.2c: "that permanent or player"

RIDDLE = (
    "Choose target creature or player. Scry 3, then reveal the top card of your library. "
    "CARDNAME deals damage equal to that card's converted mana cost to that permanent or player."
)


def test_608_2c_that_permanent_or_player_is_the_target_after_a_revealed_card():
    ((_, spell),) = ok("spell", RIDDLE)
    assert spell["targets"] == ["creature_or_player"]
    assert spell["effects"][-1]["to"] == "target"
    assert spell["effects"][-1]["damage"] == {"amount": "mana_value", "object": "that"}


def test_608_2c_that_permanent_or_player_needs_such_a_target():
    refused("spell", RIDDLE.replace("target creature or player", "target creature"))
    refused("spell", "Scry 3. CARDNAME deals 3 damage to that permanent or player.")


RIDDLE_CARD = compiled(
    "Test Riddle",
    RIDDLE.replace("CARDNAME", "Test Riddle"),
    types=("Instant",),
    manaCost="{3}{R}{R}",
)


def _riddle(target: str, bob_battlefield: list):
    return scenario(
        {
            "battlefield": ["Mountain"] * 5,
            "hand": ["Test Riddle"],
            "library": ["Serra Angel", "Grizzly Bears", "Island", "Island"],
        },
        {"battlefield": bob_battlefield},
        [{"cast": "Test Riddle", "by": "Алиса", "targets": [target]}, {"resolve": "all"}],
        [RIDDLE_CARD],
    )


def test_608_2g_the_revealed_cards_converted_mana_cost_is_dealt_to_the_player():
    result = _riddle("Борис", [])
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 15  # Serra Angel: {3}{W}{W}
    library = result.game.player("Алиса").zones["library"]
    assert result.game.obj(library[0]).card.name == "Serra Angel"  # revealed, it stays on top


def test_608_2g_the_revealed_cards_converted_mana_cost_is_dealt_to_the_creature():
    result = _riddle("Hill Giant", ["Hill Giant"])
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Hill Giant"]
    assert result.game.player("Борис").life == 20


# ------------------- 608.2c, 603.7: each creature card returned, exiled at your next upkeep

RALLY = (
    "Return each creature card with converted mana cost X or less from your graveyard to the "
    "battlefield. Exile those creatures at the beginning of your next upkeep. Exile CARDNAME."
)


def test_608_2c_each_creature_card_returned_and_those_exiled_compiles():
    ((_, spell),) = ok("spell", RALLY)
    back, later, _ = spell["effects"]
    assert back == {
        "put_onto_battlefield": {
            "graveyard_cards": {"types": ["Creature"], "mana_value_at_most": "X"}
        }
    }
    assert later == {"delayed": {"at": "next_upkeep", "effects": [{"exile": "that"}]}}


def test_608_2c_those_creatures_only_right_after_the_return():
    refused("spell", "Exile those creatures at the beginning of your next upkeep.")
    refused(
        "spell",
        "Return each creature card with converted mana cost X or less from your graveyard to "
        "the battlefield. Exile those creatures at the beginning of the next end step.",
    )


RALLY_CARD = compiled(
    "Test Rally", RALLY.replace("CARDNAME", "Test Rally"), types=("Instant",), manaCost="{X}{W}{W}"
)


def _rally(actions: list):
    return scenario(
        {
            "battlefield": ["Plains"] * 4,
            "hand": ["Test Rally"],
            "graveyard": ["Grizzly Bears", "Elite Vanguard", "Serra Angel"],
            "library": ["Plains"] * 3,
        },
        {"library": ["Island"] * 3},
        [{"cast": "Test Rally", "by": "Алиса", "x": 2}, {"resolve": "all"}, *actions],
        [RALLY_CARD],
    )


def test_608_2c_the_creature_cards_with_cost_x_or_less_return_at_once():
    result = _rally([{"goto": {"step": "upkeep", "turn": 4}}, {"resolve": "all"}])
    assert result.refusal is None, result.refusal
    game = result.game
    assert {"Grizzly Bears", "Elite Vanguard"} <= set(names(game, "Алиса", "battlefield"))
    assert names(game, "Алиса", "graveyard") == ["Serra Angel"]
    assert names(game, "Алиса", "exile") == ["Test Rally"]  # not yet: Борис's upkeep


def test_603_7_those_creatures_are_exiled_at_your_next_upkeep():
    result = _rally([{"goto": {"step": "upkeep", "turn": 5}}, {"resolve": "all"}])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "exile") == ["Elite Vanguard", "Grizzly Bears", "Test Rally"]
    assert "Grizzly Bears" not in names(game, "Алиса", "battlefield")


# --------------------------------------- 117.1, 608.2c: "If the discarded card was a …"

STOCKPILE = (
    "{1}{B}, Discard a creature card: Draw a card. If the discarded card was a Zombie card, put "
    "a tapped 2/2 black Zombie creature token onto the battlefield."
)


def test_117_1_the_discarded_card_is_the_one_the_cost_discarded():
    ((_, ability),) = ok("activated", STOCKPILE)
    token = ability["effects"][1]
    assert token["if"] == {"object_is": {"of": "discarded", "filter": {"subtypes": ["Zombie"]}}}


def test_117_1_the_discarded_card_needs_a_discard_cost():
    refused(
        "activated",
        "{1}{B}: Draw a card. If the discarded card was a Zombie card, put a tapped 2/2 black "
        "Zombie creature token onto the battlefield.",
    )
    # (after an instruction that discards, the discarded card is that one: read, 608.2c)
    refused("spell", "Draw a card. If the discarded card was a Zombie card, draw a card.")


STOCKPILE_CARD = compiled("Test Stockpile", STOCKPILE, types=("Enchantment",), manaCost="{1}{B}")


def _stockpile(discarded: str):
    return scenario(
        {
            "battlefield": [{"card": "Test Stockpile", "id": "stock"}, "Swamp", "Swamp"],
            "hand": ["Walking Corpse", "Grizzly Bears"],
            "library": ["Island"] * 3,
        },
        {},
        [
            {"activate": "stock", "by": "Алиса", "choose": {"discard": discarded}},
            {"resolve": "all"},
        ],
        [STOCKPILE_CARD],
    )


def test_608_2c_a_discarded_zombie_card_makes_a_tapped_zombie_token():
    result = _stockpile("Walking Corpse")
    assert result.refusal is None, result.refusal
    game = result.game
    (token,) = [o for o in game.permanents("Алиса") if o.card.name == "Zombie"]
    assert token.tapped
    assert names(game, "Алиса", "hand") == ["Grizzly Bears", "Island"]


def test_608_2c_another_discarded_creature_card_makes_no_token():
    result = _stockpile("Grizzly Bears")
    assert result.refusal is None, result.refusal
    game = result.game
    assert [o for o in game.permanents("Алиса") if o.card.name == "Zombie"] == []
    assert names(game, "Алиса", "graveyard") == ["Grizzly Bears"]


# ------------------------------------ 608.2c: "then draws that many cards minus one"

DEAL = "Each player discards all the cards in their hand, then draws that many cards minus one."


def test_608_2c_that_many_minus_one_is_each_players_discarded_cards():
    ((_, spell),) = ok("spell", DEAL)
    discard, draw = spell["effects"]
    assert discard == {"discard": "hand", "player": "each_player"}
    assert draw == {
        "draw": {"of": "discarded_this_way", "times": 1, "plus": -1},
        "player": "each_player",
    }


def test_608_2c_that_many_minus_one_needs_the_discard_before_it():
    refused("spell", "Each player draws a card, then draws that many cards minus one.")
    refused("spell", "Draw that many cards minus one.")


DEAL_CARD = compiled("Test Deal", DEAL, types=("Sorcery",), manaCost="{3}{B}")


def test_608_2c_each_player_draws_one_fewer_than_they_discarded():
    result = scenario(
        {
            "battlefield": ["Swamp"] * 4,
            "hand": ["Test Deal", "Shock", "Grizzly Bears", "Island"],
            "library": ["Plains"] * 5,
        },
        {"hand": ["Mountain"], "library": ["Forest"] * 3},
        [{"cast": "Test Deal", "by": "Алиса"}, {"resolve": "all"}],
        [DEAL_CARD],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Plains", "Plains"]
    assert names(game, "Борис", "hand") == []
    assert names(game, "Борис", "graveyard") == ["Mountain"]
    assert len(game.player("Алиса").zones["graveyard"]) == 4  # three cards and the sorcery


# ---------------- 608.2d, 400.7: "from your hand or graveyard"; "That creature"; "Return it"

WARKITE = (
    "When CARDNAME enters the battlefield, you may put a creature card with converted mana cost "
    "3 or less from your hand or graveyard onto the battlefield. That creature gains haste. "
    "Return it to your hand at the beginning of the next end step."
)


def test_400_7_the_card_put_from_hand_or_graveyard_is_that_creature_and_it():
    ((_, trigger),) = ok("triggered", WARKITE)
    put, haste, later = trigger["effects"]
    assert put == {
        "may": [
            {
                "put_from_hand": {"types": ["Creature"], "mana_value_at_most": 3},
                "or_graveyard": True,
            }
        ]
    }
    assert haste == {"grant": ["Haste"], "to": "that", "until": "indefinitely"}
    assert later["delayed"]["effects"] == [{"return_to_hand": "that"}]


def test_400_3_return_it_to_your_hand_only_of_a_card_moved_before():
    refused(
        "triggered",
        "When CARDNAME enters the battlefield, return it to your hand at the beginning of the "
        "next end step.",
    )
    refused("spell", "Return target creature to your hand.")


WARKITE_CARD = compiled(
    "Test Warkite",
    WARKITE.replace("CARDNAME", "Test Warkite"),
    manaCost="{4}{R}{R}",
    power="4",
    toughness="4",
)


def _warkite(answer: str, actions: list):
    return scenario(
        {
            "battlefield": ["Mountain"] * 6,
            "hand": ["Test Warkite", "Grizzly Bears"],
            "graveyard": ["Elite Vanguard", "Serra Angel"],
        },
        {},
        [
            {"choose": {"put": answer}},
            {"cast": "Test Warkite", "by": "Алиса"},
            {"resolve": "all"},
            *actions,
        ],
        [WARKITE_CARD],
    )


def test_608_2d_a_card_from_the_graveyard_gains_haste_and_returns_to_the_hand():
    result = _warkite("Elite Vanguard", [])
    assert result.refusal is None, result.refusal
    game = result.game
    (vanguard,) = [o for o in game.permanents("Алиса") if o.card.name == "Elite Vanguard"]
    from mtgjudge.engine.characteristics import characteristics

    assert "Haste" in characteristics(game, vanguard).keywords
    result = _warkite("Elite Vanguard", [{"goto": {"step": "end"}}, {"resolve": "all"}])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Elite Vanguard", "Grizzly Bears"]
    assert names(game, "Алиса", "graveyard") == ["Serra Angel"]


def test_608_2d_a_card_over_the_cost_limit_can_not_be_put():
    result = _warkite("Serra Angel", [])
    assert result.refusal is not None


# ------------------------------- 608.2d: "any number of … cards from among them" (exiled)

REVELER = (
    "−6: Exile the top seven cards of your library. You may put any number of creature and/or "
    "land cards from among them onto the battlefield."
)


def test_608_2d_any_number_of_the_exiled_cards_compiles_as_one_instruction():
    ((_, ability),) = ok("activated", REVELER)
    assert ability["effects"] == [
        {
            "exile_from_top": 7,
            "put_among": {"any_of": [{"types": ["Creature"]}, {"types": ["Land"]}]},
        }
    ]


def test_608_2d_any_number_of_one_kind_twice_is_refused():
    refused("activated", REVELER.replace("and/or land", "and/or creature"))
    refused(
        "activated",
        "−6: Exile the top card of your library. You may put any number of creature and/or land "
        "cards from among them onto the battlefield.",
    )


REVELER_CARD = {
    "name": "Test Reveler",
    "types": ["Planeswalker"],
    "loyalty": 6,
    "abilities": [ok("activated", REVELER)[0][1]],
}
LIBRARY = [
    "Grizzly Bears",
    "Shock",
    "Forest",
    "Serra Angel",
    "Island",
    "Lightning Bolt",
    "Divination",
]


def _reveler(answers: list):
    return scenario(
        {
            "battlefield": [{"card": "Test Reveler", "id": "x", "counters": {"loyalty": 6}}],
            "library": [*LIBRARY, "Plains"],
        },
        {},
        [*answers, {"activate": "x"}, {"resolve": "all"}],
        cards=[REVELER_CARD],
    )


def test_608_2d_every_creature_and_land_card_is_put_by_default():
    result = _reveler([])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "battlefield") == [
        "Forest",
        "Grizzly Bears",
        "Island",
        "Serra Angel",
    ]
    assert names(game, "Алиса", "exile") == ["Divination", "Lightning Bolt", "Shock"]
    assert names(game, "Алиса", "library") == ["Plains"]


def test_608_2d_the_answer_put_names_the_cards_put():
    result = _reveler([{"choose": {"put": ["Serra Angel"]}}])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "battlefield") == ["Serra Angel"]
    assert "Grizzly Bears" in names(game, "Алиса", "exile")


# --------------------- 701.7a, 608.2g: "discard a nonland card … the same cost as that card"

DECEIT = (
    "Whenever CARDNAME becomes untapped, you may discard a nonland card. If you do, search your "
    "library for a card with the same converted mana cost as that card, reveal it, put it into "
    "your hand, then shuffle your library."
)


def test_608_2g_the_same_converted_mana_cost_as_the_discarded_card_compiles():
    ((_, trigger),) = ok("triggered", DECEIT)
    (effect,) = trigger["effects"]
    assert effect["may"] == [{"discard": 1, "filter": {"not_types": ["Land"]}}]
    search = effect["then"][0]["search_library"]
    assert search == {"mana_value": {"amount": "mana_value", "object": "discarded"}}


def test_608_2g_that_card_needs_a_discard_before_it():
    refused(
        "triggered",
        "Whenever CARDNAME becomes untapped, search your library for a card with the same "
        "converted mana cost as that card, reveal it, put it into your hand, then shuffle your "
        "library.",
    )


DECEIT_CARD = compiled(
    "Test Deceit",
    DECEIT.replace("CARDNAME", "Test Deceit"),
    manaCost="{3}{U}",
    power="1",
    toughness="3",
)


def _deceit(hand: list):
    return scenario(
        {
            "battlefield": [{"card": "Test Deceit", "tapped": True}],
            "hand": hand,
            "library": ["Serra Angel", "Lightning Bolt", "Island"],
        },
        {"library": ["Island"] * 3},
        [{"goto": {"step": "upkeep", "turn": 5}}, {"resolve": "all"}],
        [DECEIT_CARD],
    )


def test_608_2g_a_card_with_the_discarded_cards_cost_is_found():
    result = _deceit(["Shock", "Mountain"])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Lightning Bolt", "Mountain"]
    assert names(game, "Алиса", "graveyard") == ["Shock"]


def test_608_2d_without_a_nonland_card_nothing_is_discarded_or_found():
    result = _deceit(["Mountain"])
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Mountain"]
    assert len(game.player("Алиса").zones["library"]) == 3


# ---------------------- 701.13a, 608.2d: each player's revealed top card, milled or not

DAKRA = (
    "{U}, {T}: Each player reveals the top card of their library. You may put the revealed "
    "cards into their owners' graveyards. If you don't, each player draws a card."
)


def test_701_13a_each_player_reveals_and_the_revealed_cards_may_be_milled():
    ((_, ability),) = ok("activated", DAKRA)
    reveal, choice = ability["effects"]
    assert reveal == {"reveal_top": {}, "put": "top", "player": "each_player"}
    assert choice == {
        "may": [{"mill": 1, "player": "each_player"}],
        "otherwise": [{"draw": 1, "player": "each_player"}],
    }


def test_701_13a_the_revealed_cards_need_each_player_revealing():
    refused("activated", DAKRA.replace("Each player reveals", "Target player reveals"))


DAKRA_CARD = compiled("Test Dakra", DAKRA, manaCost="{U}", power="1", toughness="1")


def _dakra(may: bool):
    return scenario(
        {
            "battlefield": [{"card": "Test Dakra", "id": "d"}, "Island"],
            "library": ["Serra Angel", "Island"],
        },
        {"library": ["Shock", "Forest"]},
        [{"choose": {"may": may}}, {"activate": "d", "by": "Алиса"}, {"resolve": "all"}],
        [DAKRA_CARD],
    )


def test_608_2d_the_revealed_cards_go_to_their_owners_graveyards():
    result = _dakra(True)
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "graveyard") == ["Serra Angel"]
    assert names(game, "Борис", "graveyard") == ["Shock"]
    assert names(game, "Алиса", "hand") == [] and names(game, "Борис", "hand") == []


def test_608_2d_if_you_dont_each_player_draws_a_card():
    result = _dakra(False)
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Serra Angel"]
    assert names(game, "Борис", "hand") == ["Shock"]
    assert names(game, "Алиса", "graveyard") == []
