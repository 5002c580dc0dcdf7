"""Wordings of libraries, graveyards, hands and exile (branch ``zones``): the card's own
graveyard abilities (112.6k), a player's whole graveyard exiled (406.2) or shuffled into the
library (701.16a), instant and sorcery cards counted in a graveyard — each compiled, rendered
back to its text, refused where the engine would play it otherwise, and played."""

from __future__ import annotations

import pytest

from mtgjudge.cards.oracle import compile_card
from tests.engine_helpers import kinds, names, refused, scenario
from tests.engine_helpers import round_trips as ok


def card(name, text, types=("Creature",), cost="{2}", subtypes=(), pt=("1", "1")):
    face = {
        "types": list(types),
        "subtypes": list(subtypes),
        "manaCost": cost,
        "text": text,
    }
    if "Creature" in types:
        face["power"], face["toughness"] = pt
    result = compile_card({"name": name, "layout": "normal", "faces": [face]})
    assert result.status == "full", [a.problem for a in result.abilities]
    return result.card


def run(cards, alice, bob, actions, active="Алиса", step="main1"):
    return scenario(alice, bob, actions, cards, active=active, step=step)


# ---------------------------------------------------------------- 112.6k: from the graveyard


@pytest.mark.parametrize(
    "text",
    [
        "{4}{G}: Return CARDNAME from your graveyard to your hand.",
        "{1}{B}, Sacrifice a creature: Return CARDNAME from your graveyard to your hand.",
        "{B}: Return CARDNAME from your graveyard to the battlefield tapped.",
        "{2}{B}: Return CARDNAME from your graveyard to the battlefield. Activate this ability "
        "only during your upkeep.",
    ],
)
def test_112_6k_the_ability_works_only_in_the_graveyard(text):
    ((key, ability),) = ok("activated", text)
    assert key == "abilities" and ability["zone"] == "graveyard"
    assert ability["effects"][0] in (
        {"return_to_hand": "this_card"},
        {"put_onto_battlefield": "this_card"},
        {"put_onto_battlefield": "this_card", "tapped": True},
    )


def test_112_6j_a_trigger_that_would_work_from_the_graveyard_stays_unread():
    refused(
        "triggered",
        "Whenever you cast a multicolored spell, you may return CARDNAME from your graveyard "
        "to your hand.",
    )


def test_returned_from_the_graveyard_by_its_own_ability_after_a_sacrifice():
    murderer = card(
        "Test Murderer",
        "{1}{B}, Sacrifice a creature: Return CARDNAME from your graveyard to your hand.",
    )
    result = run(
        [murderer],
        {
            "graveyard": [{"card": "Test Murderer", "id": "m"}],
            "battlefield": [{"card": "Grizzly Bears", "id": "g"}, "Swamp", "Swamp"],
            "library": 3,
        },
        {"library": 3},
        [
            {"activate": "m", "by": "Алиса", "choose": {"sacrifice": ["g"]}},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Test Murderer"]
    assert names(game, "Алиса", "graveyard") == ["Grizzly Bears"]


def test_the_graveyard_ability_cant_be_activated_on_the_battlefield():
    vine = card("Test Vine", "{G}: Return CARDNAME from your graveyard to your hand.")
    result = run(
        [vine],
        {"battlefield": [{"card": "Test Vine", "id": "v"}, "Forest"], "library": 3},
        {"library": 3},
        [{"activate": "v", "by": "Алиса"}],
    )
    assert result.refusal is not None


def test_returned_to_the_battlefield_tapped():
    skeleton = card(
        "Test Skeleton", "{1}{B}: Return CARDNAME from your graveyard to the battlefield tapped."
    )
    result = run(
        [skeleton],
        {
            "graveyard": [{"card": "Test Skeleton", "id": "s"}],
            "battlefield": ["Swamp", "Swamp"],
            "library": 3,
        },
        {"library": 3},
        [{"activate": "s", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    (back,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Skeleton"]
    assert back.tapped


# ---------------------------------------------------------------- whole graveyards


def test_406_2_exile_target_players_graveyard():
    ((_, ability),) = ok("activated", "{T}, Sacrifice CARDNAME: Exile target player's graveyard.")
    assert ability["targets"] == ["player"]
    assert ability["effects"] == [{"exile_graveyards": True, "player": "target"}]
    ((_, trigger),) = ok(
        "triggered", "When CARDNAME enters the battlefield, exile target opponent's graveyard."
    )
    assert trigger["targets"] == ["opponent"]
    crypt = card(
        "Test Crypt",
        "{T}, Sacrifice CARDNAME: Exile target player's graveyard.",
        types=("Artifact",),
        cost="{0}",
    )
    result = run(
        [crypt],
        {
            "battlefield": [{"card": "Test Crypt", "id": "c"}],
            "graveyard": ["Grizzly Bears"],
            "library": 3,
        },
        {"graveyard": ["Shock", "Grizzly Bears"], "library": 3},
        [{"activate": "c", "by": "Алиса", "targets": ["Борис"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "graveyard") == []
    assert names(game, "Борис", "exile") == ["Grizzly Bears", "Shock"]
    assert names(game, "Алиса", "graveyard") == ["Grizzly Bears", "Test Crypt"]


def test_701_16a_target_player_shuffles_the_graveyard_into_the_library():
    ((_, spell),) = ok(
        "spell", "Target player shuffles their graveyard into their library. Draw a card."
    )
    assert spell["effects"][0] == {"shuffle_into_library": ["graveyard"], "player": "target"}
    ok("spell", "Target player shuffles his or her graveyard into his or her library.")
    learn = {
        "name": "Test Learn",
        "cost": "{3}{U}",
        "types": ["Instant"],
        "spell": spell,
    }
    result = run(
        [learn],
        {"hand": ["Test Learn"], "battlefield": ["Island"] * 4, "library": 3},
        {"graveyard": ["Shock", "Grizzly Bears"], "library": 2},
        [{"cast": "Test Learn", "by": "Алиса", "targets": ["Борис"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Борис", "graveyard") == []
    assert len(game.player("Борис").zones["library"]) == 4
    assert len(game.player("Алиса").zones["hand"]) == 1


# ---------------------------------------------------------------- counted in a graveyard


def test_instant_and_sorcery_cards_in_your_graveyard():
    ((_, static),) = ok(
        "static",
        "CARDNAME's power is equal to the number of instant and sorcery cards in your graveyard.",
    )
    assert static["pt_equal_to"]["power"] == {
        "amount": "cards",
        "zone": "graveyard",
        "filter": {"types": ["Instant", "Sorcery"]},
    }
    spite = {
        "name": "Test Spite",
        "cost": "{R}",
        "types": ["Instant"],
        "spell": ok(
            "spell",
            "CARDNAME deals damage to target creature equal to the number of instant and "
            "sorcery cards in your graveyard. Scry 1.",
        )[0][1],
    }
    result = run(
        [spite],
        {
            "hand": ["Test Spite"],
            "battlefield": ["Mountain"],
            "graveyard": ["Shock", "Lightning Bolt", "Grizzly Bears"],
            "library": 3,
        },
        {"battlefield": [{"card": "Hill Giant", "id": "h"}], "library": 3},
        [{"cast": "Test Spite", "by": "Алиса", "targets": ["h"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    (giant,) = result.game.permanents("Борис")
    assert giant.damage == 2


# ---------------------------------------------------------------- returned to hands


def spell_card(name, text, cost="{U}", types=("Instant",)):
    ((_, spell),) = ok("spell", text)
    return {"name": name, "cost": cost, "types": list(types), "spell": spell}


def test_return_all_creatures_to_their_owners_hands():
    wave = spell_card("Test Wave", "Return all creatures to their owners' hands.")
    assert wave["spell"]["effects"] == [{"return_to_hand": {"all": {"types": ["Creature"]}}}]
    ok("spell", "Return all nonland permanents to their owners' hands.")
    result = run(
        [wave],
        {
            "hand": ["Test Wave"],
            "battlefield": ["Island", {"card": "Grizzly Bears", "id": "a"}],
            "library": 3,
        },
        {"battlefield": [{"card": "Hill Giant", "id": "h"}, "Forest"], "library": 3},
        [{"cast": "Test Wave", "by": "Алиса"}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Grizzly Bears"]
    assert names(game, "Борис", "hand") == ["Hill Giant"]
    assert names(game, "Борис", "battlefield") == ["Forest"]


def test_return_target_creature_you_control_and_target_creature_you_dont_control():
    peel = spell_card(
        "Test Peel",
        "Return target creature you control and target creature you don't control to their "
        "owners' hands.",
        cost="{1}{U}",
    )
    assert peel["spell"]["effects"] == [{"return_to_hand": "each_target"}]
    assert [t["filter"]["controller"] for t in peel["spell"]["targets"]] == ["you", "not_you"]
    result = run(
        [peel],
        {
            "hand": ["Test Peel"],
            "battlefield": ["Island", "Island", {"card": "Grizzly Bears", "id": "a"}],
            "library": 3,
        },
        {"battlefield": [{"card": "Hill Giant", "id": "h"}], "library": 3},
        [{"cast": "Test Peel", "by": "Алиса", "targets": ["a", "h"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Grizzly Bears"]
    assert names(game, "Борис", "hand") == ["Hill Giant"]
    # the first target must be one's own creature (601.2c)
    refused_run = run(
        [peel],
        {"hand": ["Test Peel"], "battlefield": ["Island", "Island"], "library": 3},
        {"battlefield": [{"card": "Hill Giant", "id": "h"}, {"card": "Grizzly Bears", "id": "g"}]},
        [{"cast": "Test Peel", "by": "Алиса", "targets": ["g", "h"]}],
    )
    assert refused_run.refusal is not None


def test_return_another_permanent_you_control_chosen_as_it_resolves():
    species = card(
        "Test Species",
        "When CARDNAME enters the battlefield, return another permanent you control to its "
        "owner's hand.",
        cost="{2}{U}",
    )
    result = run(
        [species],
        {"hand": ["Test Species"], "battlefield": ["Island"] * 3, "library": 3},
        {"library": 3},
        [
            {"cast": "Test Species", "by": "Алиса"},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert "Test Species" in names(game, "Алиса", "battlefield")
    assert names(game, "Алиса", "hand") == ["Island"]


# ---------------------------------------------------------------- libraries


def library_of(game, player):
    return [game.obj(i).card.name for i in game.player(player).zones["library"]]


def test_look_at_the_top_cards_put_any_number_into_the_graveyard():
    text = (
        "Look at the top three cards of your library. Put any number of them into your "
        "graveyard and the rest back on top of your library in any order."
    )
    ((_, spell),) = ok("spell", text)
    assert spell["effects"] == [
        {"look_at_top": 3, "take": 3, "take_to": "graveyard", "optional": True, "rest": "top"}
    ]
    scheming = spell_card("Test Scheming", text)
    result = run(
        [scheming],
        {
            "hand": ["Test Scheming"],
            "battlefield": ["Island"],
            "library": ["Shock", "Forest", "Hill Giant", "Island"],
        },
        {"library": 3},
        [
            {
                "cast": "Test Scheming",
                "by": "Алиса",
                "choose": {"look": ["Forest"], "look_order": ["Hill Giant", "Shock"]},
            },
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "graveyard") == ["Forest", "Test Scheming"]
    assert library_of(game, "Алиса") == ["Hill Giant", "Shock", "Island"]


def test_look_at_two_put_one_into_your_hand_and_the_other_on_the_bottom():
    text = (
        "Look at the top two cards of your library. Put one of them into your hand and the "
        "other on the bottom of your library."
    )
    ((_, spell),) = ok("spell", text)
    assert spell["effects"] == [{"look_at_top": 2, "take": 1, "rest": "bottom"}]
    # "the other" is one card: three looked at, one taken is not this wording
    refused(
        "spell",
        "Look at the top three cards of your library. Put one of them into your hand and the "
        "other on the bottom of your library.",
    )
    sight = spell_card("Test Sight", text)
    result = run(
        [sight],
        {
            "hand": ["Test Sight"],
            "battlefield": ["Island"],
            "library": ["Shock", "Forest", "Island"],
        },
        {"library": 3},
        [{"cast": "Test Sight", "by": "Алиса", "choose": {"look": ["Forest"]}}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert names(game, "Алиса", "hand") == ["Forest"]
    assert library_of(game, "Алиса") == ["Island", "Shock"]


def test_put_target_creature_into_its_owners_library_second_from_the_top():
    text = "Put target creature into its owner's library second from the top."
    ((_, spell),) = ok("spell", text)
    assert spell["effects"] == [{"put_on_library": "target", "position": "from_top", "depth": 1}]
    stutter = spell_card("Test Stutter", text)
    result = run(
        [stutter],
        {"hand": ["Test Stutter"], "battlefield": ["Island"], "library": 3},
        {"battlefield": [{"card": "Hill Giant", "id": "h"}], "library": ["Forest", "Shock"]},
        [{"cast": "Test Stutter", "by": "Алиса", "targets": ["h"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    assert library_of(result.game, "Борис") == ["Forest", "Hill Giant", "Shock"]


@pytest.mark.parametrize(
    "place, expected",
    [("bottom", ["Forest", "Test Sovereign"]), (None, ["Test Sovereign", "Forest"])],
)
def test_dies_put_it_on_the_top_or_bottom_of_its_owners_library(place, expected):
    sovereign = card(
        "Test Sovereign",
        "When CARDNAME dies, you may put it on the top or bottom of its owner's library.",
    )
    choose = {"may": True} | ({"library_place": place} if place else {})
    bolt = spell_card("Test Bolt", "CARDNAME deals 3 damage to target creature.", cost="{R}")
    result = run(
        [sovereign, bolt],
        {"battlefield": [{"card": "Test Sovereign", "id": "s"}], "library": ["Forest"]},
        {"hand": ["Test Bolt"], "battlefield": ["Mountain"], "library": 3},
        [
            {"choose": choose},
            {"cast": "Test Bolt", "by": "Борис", "targets": ["s"]},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    assert library_of(result.game, "Алиса") == expected


# ---------------------------------------------------------------- face-down (707.2)


def test_707_2_face_down_creatures_you_control_get_a_bonus():
    ((_, static),) = ok("static", "Face-down creatures you control get +0/+1.")
    assert static["affects"] == {"types": ["Creature"], "face_down": True, "controller": "you"}
    ok("activated", "{2}, Sacrifice CARDNAME: Destroy target face-down creature.")
    from mtgjudge.engine.characteristics import characteristics

    plans = card("Test Plans", "Face-down creatures you control get +0/+1.", types=("Enchantment",))
    result = run(
        [plans],
        {
            "battlefield": [
                "Test Plans",
                {"card": "Hill Giant", "id": "down", "face_down": "manifest"},
                {"card": "Grizzly Bears", "id": "up"},
            ],
            "library": 3,
        },
        {"battlefield": [{"card": "Hill Giant", "id": "theirs", "face_down": "manifest"}]},
        [],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    by_name = {((o.hidden or o.card).name, o.controller): o for o in game.permanents()}
    down = characteristics(game, by_name[("Hill Giant", "Алиса")])
    assert (down.power, down.toughness) == (2, 3)
    theirs = characteristics(game, by_name[("Hill Giant", "Борис")])
    assert (theirs.power, theirs.toughness) == (2, 2)
    up = characteristics(game, by_name[("Grizzly Bears", "Алиса")])
    assert (up.power, up.toughness) == (2, 2)


# ---------------------------------------------------------------- graveyard targets


@pytest.mark.parametrize("target, refused_target", [(None, False), ("att", True)])
def test_400_7_another_target_creature_card_is_not_the_dying_card_itself(target, refused_target):
    attendant = card(
        "Test Attendant",
        "When CARDNAME dies, return another target creature card from your graveyard to your hand.",
        cost="{2}{B}",
    )
    bolt = spell_card("Test Bolt", "CARDNAME deals 3 damage to target creature.", cost="{R}")
    actions = []
    if target:
        actions.append({"choose": {"trigger_targets": {"Test Attendant": ["Test Attendant"]}}})
    actions += [
        {"cast": "Test Bolt", "by": "Борис", "targets": ["att"]},
        {"resolve": "all"},
    ]
    result = run(
        [attendant, bolt],
        {
            "battlefield": [{"card": "Test Attendant", "id": "att"}],
            "graveyard": ["Grizzly Bears"],
            "library": 3,
        },
        {"hand": ["Test Bolt"], "battlefield": ["Mountain"], "library": 3},
        actions,
    )
    game = result.game
    if refused_target:  # the card itself is no legal target: the trigger has none (603.3d)
        assert result.refusal is None, result.refusal
        assert "trigger_removed_no_targets" in kinds(result)
        assert names(game, "Алиса", "hand") == []
        return
    assert result.refusal is None, result.refusal
    assert names(game, "Алиса", "hand") == ["Grizzly Bears"]
    assert names(game, "Алиса", "graveyard") == ["Test Attendant"]


def test_110_4a_return_target_permanent_card_to_the_battlefield():
    journey = spell_card(
        "Test Journey",
        "Return target permanent card from your graveyard to the battlefield.",
        cost="{5}{W}",
        types=("Sorcery",),
    )
    result = run(
        [journey],
        {
            "hand": ["Test Journey"],
            "battlefield": ["Plains"] * 6,
            "graveyard": [{"card": "Shock", "id": "sh"}, {"card": "Hill Giant", "id": "hg"}],
            "library": 3,
        },
        {"library": 3},
        [{"cast": "Test Journey", "by": "Алиса", "targets": ["hg"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    assert "Hill Giant" in names(result.game, "Алиса", "battlefield")
    refused_run = run(
        [journey],
        {
            "hand": ["Test Journey"],
            "battlefield": ["Plains"] * 6,
            "graveyard": [{"card": "Shock", "id": "sh"}],
            "library": 3,
        },
        {"library": 3},
        [{"cast": "Test Journey", "by": "Алиса", "targets": ["sh"]}],
    )
    assert refused_run.refusal is not None


def test_search_for_a_creature_card_with_converted_mana_cost_x_or_less():
    text = (
        "Search your library for a creature card with converted mana cost X or less, put it "
        "onto the battlefield, then shuffle your library."
    )
    chord = spell_card("Test Chord", text, cost="{X}{G}{G}{G}", types=("Sorcery",))
    assert chord["spell"]["effects"][0]["search_library"]["mana_value_at_most"] == "X"
    result = run(
        [chord],
        {
            "hand": ["Test Chord"],
            "battlefield": ["Forest"] * 5,
            "library": ["Hill Giant", "Grizzly Bears", "Forest"],
        },
        {"library": 3},
        [
            {"cast": "Test Chord", "by": "Алиса", "x": 2, "choose": {"search": ["Hill Giant"]}},
            {"resolve": "all"},
        ],
    )
    # Hill Giant costs 4: not a card with converted mana cost 2 or less
    assert result.refusal is not None
    result = run(
        [chord],
        {
            "hand": ["Test Chord"],
            "battlefield": ["Forest"] * 5,
            "library": ["Hill Giant", "Grizzly Bears", "Forest"],
        },
        {"library": 3},
        [{"cast": "Test Chord", "by": "Алиса", "x": 2}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    assert "Grizzly Bears" in names(result.game, "Алиса", "battlefield")


def test_search_for_a_dragon_creature_card():
    ((_, spell),) = ok(
        "spell",
        "Search your library for a Dragon creature card, reveal it, put it into your hand, then "
        "shuffle your library.",
    )
    assert spell["effects"][0]["search_library"] == {"types": ["Creature"], "subtypes": ["Dragon"]}


# ---------------------------------------------------------------- conditions (611.3a)


def _pt(result, name, player="Алиса"):
    from mtgjudge.engine.characteristics import characteristics

    (obj,) = [o for o in result.game.permanents(player) if o.card.name == name]
    ch = characteristics(result.game, obj)
    return ch.power, ch.toughness, ch.keywords


@pytest.mark.parametrize(
    "graveyard, has", [(["Shock", "Lava Axe"], True), (["Shock", "Lightning Bolt"], False)]
)
def test_an_instant_card_and_a_sorcery_card_are_in_your_graveyard(graveyard, has):
    enforcers = card(
        "Test Enforcers",
        "CARDNAME has first strike and trample as long as an instant card and a sorcery card "
        "are in your graveyard.",
    )
    result = run(
        [enforcers],
        {"battlefield": ["Test Enforcers"], "graveyard": graveyard, "library": 3},
        {"library": 3},
        [],
    )
    assert result.refusal is None, result.refusal
    keywords = _pt(result, "Test Enforcers")[2]
    assert ("First strike" in keywords and "Trample" in keywords) == has


@pytest.mark.parametrize("exile, bonus", [(["Shock"], True), ([], False)])
def test_as_long_as_an_opponent_owns_a_card_in_exile(exile, bonus):
    warden = card("Test Warden", "CARDNAME gets +2/+2 as long as an opponent owns a card in exile.")
    result = run(
        [warden],
        {"battlefield": ["Test Warden"], "exile": ["Lava Axe"], "library": 3},
        {"exile": exile, "library": 3},
        [],
    )
    assert result.refusal is None, result.refusal
    assert _pt(result, "Test Warden")[:2] == ((3, 3) if bonus else (1, 1))


# ---------------------------------------------------------------- from anywhere (603.6c)


def test_603_6c_a_creature_card_put_into_an_opponents_graveyard_from_anywhere():
    memento = card(
        "Test Memento",
        "Whenever a creature card is put into an opponent's graveyard from anywhere, you gain "
        "1 life.",
        types=("Artifact",),
        cost="{1}",
    )
    bolt = spell_card("Test Bolt", "CARDNAME deals 3 damage to target creature.", cost="{R}")
    mind = spell_card("Test Rot", "Target player discards two cards.", cost="{2}{B}")
    result = run(
        [memento, bolt, mind],
        {
            "hand": ["Test Bolt", "Test Bolt", "Test Rot"],
            "battlefield": [
                "Test Memento",
                {"card": "Grizzly Bears", "id": "mine"},
                "Mountain",
                "Mountain",
                "Swamp",
                "Swamp",
                "Swamp",
            ],
            "library": 3,
        },
        {
            "hand": ["Hill Giant", "Forest"],
            "battlefield": [{"card": "Grizzly Bears", "id": "theirs"}],
            "library": 3,
        },
        [
            {"cast": "Test Bolt", "by": "Алиса", "targets": ["theirs"]},
            {"resolve": "all"},
            {"cast": "Test Bolt", "by": "Алиса", "targets": ["mine"]},
            {"resolve": "all"},
            {"cast": "Test Rot", "by": "Алиса", "targets": ["Борис"]},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    # the opponent's Grizzly Bears died (+1), Alice's did not count, the discarded Hill Giant
    # did (+1), the Forest is not a creature card; Alice's own spells are not creature cards
    assert result.game.player("Алиса").life == 22


def test_603_2_another_permanent_enters_the_battlefield_under_your_control():
    altar = card(
        "Test Altar",
        "Whenever another permanent enters the battlefield under your control, each opponent "
        "puts the top card of his or her library into his or her graveyard.",
        types=("Artifact",),
        cost="{1}",
    )
    result = run(
        [altar],
        {"hand": ["Test Altar", "Forest"], "battlefield": ["Mountain"], "library": 3},
        {"library": ["Shock", "Lava Axe", "Hill Giant"]},
        [
            {"cast": "Test Altar", "by": "Алиса"},
            {"resolve": "all"},  # the Altar itself is not "another permanent"
            {"play_land": "Forest", "by": "Алиса"},
            {"resolve": "all"},
        ],
    )
    assert result.refusal is None, result.refusal
    assert names(result.game, "Борис", "graveyard") == ["Shock"]


# ---------------------------------------------------------------- back to the battlefield


def test_dies_return_it_to_the_battlefield_face_down_under_your_control():
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME dies, return it to the battlefield face down under your control.",
    )
    assert trigger["effects"] == [{"put_onto_battlefield": "that", "face_down": True}]
    # the source itself after it went to a hidden zone is not "it" (gone, 400.7); after
    # "Exile CARDNAME" it is the card in exile (family lead_flicker)
    refused(
        "activated",
        "{U}: Return CARDNAME to its owner's hand, then return it to the battlefield face down "
        "under its owner's control.",
    )
    phoenix = card(
        "Test Phoenix",
        "Flying\nWhen CARDNAME dies, return it to the battlefield face down under your control."
        "\nMorph {4}{R}{R}",
        cost="{2}{R}{R}",
        pt=("4", "1"),
    )
    bolt = spell_card("Test Bolt", "CARDNAME deals 3 damage to target creature.", cost="{R}")
    result = run(
        [phoenix, bolt],
        {"battlefield": [{"card": "Test Phoenix", "id": "ph"}], "library": 3},
        {"hand": ["Test Bolt"], "battlefield": ["Mountain"], "library": 3},
        [{"cast": "Test Bolt", "by": "Борис", "targets": ["ph"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    (back,) = result.game.permanents("Алиса")
    assert back.hidden is not None and back.hidden.name == "Test Phoenix"
    assert names(result.game, "Алиса", "graveyard") == []


def test_707_5_look_at_target_face_down_creature():
    teller = card("Test Teller", "{1}{U}: Look at target face-down creature.", cost="{U}{U}")
    result = run(
        [teller],
        {"battlefield": [{"card": "Test Teller", "id": "t"}, "Island", "Island"], "library": 3},
        {
            "battlefield": [{"card": "Hill Giant", "id": "down", "face_down": "manifest"}],
            "library": 3,
        },
        [{"activate": "t", "by": "Алиса", "targets": ["down"]}, {"resolve": "all"}],
    )
    assert result.refusal is None, result.refusal
    assert "face_down_looked_at" in kinds(result)
    # a face-up creature is not a legal target
    result = run(
        [teller],
        {"battlefield": [{"card": "Test Teller", "id": "t"}, "Island", "Island"], "library": 3},
        {"battlefield": [{"card": "Hill Giant", "id": "up"}], "library": 3},
        [{"activate": "t", "by": "Алиса", "targets": ["up"]}],
    )
    assert result.refusal is not None
