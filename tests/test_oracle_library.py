"""Oracle families of the library helper (``families/library_*.py``): linked exile pairs
(607.2a), "up to N" and "named CARDNAME" searches (701.15b, 201.4), looking at the top and
putting the cards back (401.2), Circles of Protection and other prevention of a chosen source
(615, 609.7a) — compile, round trip, refusals and play."""

from __future__ import annotations

import pytest

from mtgjudge.cards.oracle import Clause, compile_card, compile_clause
from mtgjudge.engine.library import top_names
from tests.engine_helpers import names, scenario


def card(name, text, types=("Creature",), cost="{2}", subtypes=()):
    face = {"types": list(types), "subtypes": list(subtypes), "manaCost": cost, "text": text}
    if "Creature" in types:
        face |= {"power": "2", "toughness": "2"}
    return compile_card({"name": name, "layout": "normal", "faces": [face]})


def full(name, text, **kw):
    result = card(name, text, **kw)
    assert result.status == "full", [result.problem, *(a.problem for a in result.abilities)]
    return result.card


@pytest.mark.parametrize(
    "kind, text",
    [
        (
            "triggered",
            "When CARDNAME leaves the battlefield, return the exiled card to the battlefield "
            "under its owner's control.",
        ),
        (
            "triggered",
            "When CARDNAME leaves the battlefield, return the exiled cards to the battlefield "
            "tapped under their owners' control.",
        ),
        (
            "triggered",
            "When CARDNAME leaves the battlefield, return the exiled card to its owner's hand.",
        ),
        (
            "spell",
            "Search your library for up to two basic land cards, put them onto the battlefield "
            "tapped, then shuffle your library.",
        ),
        (
            "spell",
            "Search your library for up to two Forest cards, reveal those cards, put them into "
            "your hand, then shuffle your library.",
        ),
        (
            "spell",
            "Search your library for up to three creature cards, put them into your graveyard, "
            "then shuffle your library.",
        ),
        (
            "triggered",
            "When CARDNAME enters the battlefield, you may search your library for a card named "
            "CARDNAME, reveal it, put it into your hand, then shuffle your library.",
        ),
        (
            "triggered",
            "When CARDNAME enters the battlefield, you may search your library for up to three "
            "cards named CARDNAME, reveal them, put them into your hand, then shuffle your library.",
        ),
        (
            "triggered",
            "When CARDNAME enters the battlefield, look at the top four cards of your library, "
            "then put them back in any order.",
        ),
        ("activated", "{1}: Look at the top card of your library."),
        (
            "activated",
            "{1}: The next time a red source of your choice would deal damage to you this turn, "
            "prevent that damage.",
        ),
        (
            "activated",
            "{1}: The next time an artifact source of your choice would deal damage to you this "
            "turn, prevent that damage.",
        ),
        (
            "activated",
            "{1}, Sacrifice CARDNAME: Prevent all damage a source of your choice would deal to "
            "you this turn.",
        ),
        ("activated", "{2}, {T}: Prevent the next 2 damage that would be dealt to you this turn."),
    ],
)
def test_templates_compile_and_round_trip(kind, text):
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text


def test_them_after_a_one_card_search_and_it_after_several_are_refused():
    for text in (
        "Search your library for up to two basic land cards, reveal those cards, put it into "
        "your hand, then shuffle your library.",
        "Search your library for a basic land card, put them into your hand, then shuffle "
        "your library.",
    ):
        result = compile_clause(Clause("spell", text))
        assert not result.ok and result.problem.rule == "701.15a"


def test_the_exiled_card_links_to_the_cards_one_exile_instruction():
    ring = full(
        "Test Ring",
        "When CARDNAME enters the battlefield, exile another target nonland permanent.\n"
        "When CARDNAME leaves the battlefield, return the exiled card to the battlefield under "
        "its owner's control.",
        types=("Enchantment",),
    )
    enters, leaves = ring["triggers"]
    assert enters["effects"] == [{"exile": "target", "linked": "exiled"}]
    assert leaves["effects"] == [{"put_onto_battlefield": {"linked": "exiled"}, "under": "owner"}]


def test_the_exiled_card_without_one_exile_instruction_is_refused():
    lone = card(
        "Test Lone",
        "When CARDNAME leaves the battlefield, return the exiled card to the battlefield under "
        "its owner's control.",
    )
    assert lone.status != "full" and "607.2a" in lone.problem.reason
    two = card(
        "Test Two",
        "When CARDNAME enters the battlefield, exile target creature.\n"
        "{1}: Exile target artifact.\n"
        "When CARDNAME leaves the battlefield, return the exiled card to the battlefield under "
        "its owner's control.",
    )
    assert two.status != "full" and "607.2a" in two.problem.reason


def test_a_card_named_cardname_is_the_cards_own_name():
    wolf = full(
        "Test Wolf",
        "When CARDNAME enters the battlefield, you may search your library for up to three "
        "cards named CARDNAME, reveal them, put them into your hand, then shuffle your library.",
    )
    search = wolf["triggers"][0]["effects"][0]["may"][0]
    assert search == {
        "search_library": {"name": "Test Wolf"},
        "put": "hand",
        "reveal": True,
        "count": 3,
    }


def run(cards, alice, bob, actions):
    return scenario(alice, bob, actions, cards)


def test_401_2_look_at_the_top_four_and_put_them_back_in_the_answered_order():
    seer = full(
        "Test Seer",
        "When CARDNAME enters the battlefield, look at the top four cards of your library, "
        "then put them back in any order.",
        cost="{1}",
    )
    alice = {
        "hand": ["Test Seer"],
        "battlefield": ["Island"],
        "library": ["Forest", "Island", "Mountain", "Plains", "Swamp"],
    }
    r = run(
        [seer],
        alice,
        {},
        [
            {"choose": {"look_order": ["Plains", "Forest"]}},
            {"cast": "Test Seer"},
            {"resolve": "all"},
        ],
    )
    assert r.refusal is None
    assert top_names(r.game, "Алиса", 5) == ["Plains", "Forest", "Island", "Mountain", "Swamp"]
    r = run([seer], alice, {}, [{"cast": "Test Seer"}, {"resolve": "all"}])
    assert top_names(r.game, "Алиса", 5) == ["Forest", "Island", "Mountain", "Plains", "Swamp"]
    (look,) = [e for s in r.steps for e in s.events if e.kind == "looked_at_top"]
    assert look.data["order_by_default"] and look.data["taken"] == []


def test_701_15b_up_to_two_finds_only_the_one_named():
    spell = full(
        "Test Growth",
        "Search your library for up to two basic land cards, put them onto the battlefield "
        "tapped, then shuffle your library.",
        types=("Sorcery",),
        cost="{G}",
    )
    alice = {
        "hand": ["Test Growth"],
        "battlefield": ["Forest"],
        "library": ["Island", "Forest", "Swamp"],
    }
    r = run(
        [spell],
        alice,
        {},
        [{"cast": "Test Growth", "choose": {"search": ["Swamp"]}}, {"resolve": "all"}],
    )
    assert r.refusal is None
    assert sorted(names(r.game, "Алиса", "battlefield")) == ["Forest", "Swamp"]
    r = run([spell], alice, {}, [{"cast": "Test Growth"}, {"resolve": "all"}])
    assert sorted(names(r.game, "Алиса", "battlefield")) == ["Forest", "Forest", "Island"]
    r = run(
        [spell],
        alice,
        {},
        [
            {"cast": "Test Growth", "choose": {"search": ["Island", "Forest", "Swamp"]}},
            {"resolve": "all"},
        ],
    )
    assert r.refusal is not None and "не больше 2" in str(r.refusal)


def test_615_a_compiled_circle_prevents_the_next_damage_of_the_chosen_red_source():
    circle = full(
        "Test Circle",
        "{1}: The next time a red source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        types=("Enchantment",),
    )
    alice = {"battlefield": ["Test Circle", "Plains"]}
    bob = {"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Mountain", "Mountain"]}
    r = run(
        [circle],
        alice,
        bob,
        [
            {"cast": "Lightning Bolt", "by": "Борис", "targets": ["Алиса"]},
            {"activate": "Test Circle", "by": "Алиса", "choose": {"source": "Lightning Bolt"}},
            {"resolve": "all"},
            {"cast": "Shock", "by": "Борис", "targets": ["Алиса"]},
            {"resolve": "all"},
        ],
    )
    assert r.refusal is None
    assert r.game.player("Алиса").life == 18  # the Bolt prevented, the Shock not (used up)


@pytest.mark.parametrize(
    "kind, text",
    [
        (
            "triggered",
            "When CARDNAME is put into a graveyard from anywhere, shuffle it into its owner's "
            "library.",
        ),
        (
            "replacement",
            "If CARDNAME would be put into a graveyard from anywhere, reveal CARDNAME and shuffle "
            "it into its owner's library instead.",
        ),
        (
            "replacement",
            "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
        ),
        (
            "replacement",
            "If a card would be put into your graveyard from anywhere, exile that card instead.",
        ),
        (
            "replacement",
            "If an instant or sorcery card would be put into a graveyard from anywhere, exile it "
            "instead.",
        ),
    ],
)
def test_from_anywhere_templates_round_trip(kind, text):
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text


def test_614_6_a_compiled_colossus_is_revealed_and_shuffled_in_instead_of_dying():
    colossus = full(
        "Test Colossus",
        "If CARDNAME would be put into a graveyard from anywhere, reveal CARDNAME and shuffle "
        "it into its owner's library instead.",
    )
    bob = {"battlefield": ["Test Colossus"], "library": ["Island", "Island"]}
    alice = {"hand": ["Terror"], "battlefield": ["Swamp", "Swamp"]}
    r = run(
        [colossus],
        alice,
        bob,
        [{"cast": "Terror", "targets": ["Test Colossus"]}, {"resolve": "all"}],
    )
    assert r.refusal is None
    assert names(r.game, "Борис", "graveyard") == [] and "Test Colossus" in names(
        r.game, "Борис", "library"
    )
    kinds_seen = [e.kind for s in r.steps for e in s.events]
    assert "revealed_instead" in kinds_seen and "moved_instead" in kinds_seen


def test_614_1a_a_resolved_instant_is_exiled_instead_and_a_land_is_not():
    militant = full(
        "Test Militant",
        "If an instant or sorcery card would be put into a graveyard from anywhere, exile it "
        "instead.",
    )
    alice = {"hand": ["Shock"], "battlefield": ["Mountain", "Test Militant"]}
    bob = {"hand": ["Forest"]}
    r = run([militant], alice, bob, [{"cast": "Shock", "targets": ["Борис"]}, {"resolve": "all"}])
    assert r.refusal is None
    assert (
        names(r.game, "Алиса", "exile") == ["Shock"] and names(r.game, "Алиса", "graveyard") == []
    )


def test_603_6c_put_into_a_graveyard_from_anywhere_shuffles_it_back():
    dread = full(
        "Test Dread",
        "When CARDNAME is put into a graveyard from anywhere, shuffle it into its owner's library.",
        types=("Enchantment",),
    )
    alice = {"hand": ["Mind Rot"], "battlefield": ["Swamp", "Swamp", "Swamp"]}
    bob = {"hand": ["Test Dread", "Forest"], "library": ["Island"]}
    r = run([dread], alice, bob, [{"cast": "Mind Rot", "targets": ["Борис"]}, {"resolve": "all"}])
    assert r.refusal is None
    assert names(r.game, "Борис", "graveyard") == ["Forest"]
    assert sorted(names(r.game, "Борис", "library")) == ["Island", "Test Dread"]


@pytest.mark.parametrize(
    "text",
    [
        "Search your library for a card, then shuffle and put that card on top. You lose 2 life.",
        "Search your library for an instant or sorcery card, reveal it, then shuffle and put that "
        "card on top.",
        "Search your library for up to three creature cards, reveal them, then shuffle and put "
        "those cards on top in any order.",
    ],
)
def test_tutor_templates_round_trip(text):
    result = compile_clause(Clause("spell", text))
    assert result.ok, result.problem
    assert result.rendered == text


def test_one_card_put_on_top_in_any_order_is_refused():
    result = compile_clause(
        Clause(
            "spell",
            "Search your library for a creature card, reveal it, then shuffle and put that card "
            "on top in any order.",
        )
    )
    assert not result.ok


def test_701_16a_the_tutor_shuffles_the_rest_and_puts_the_found_card_on_top():
    tutor = full(
        "Test Tutor",
        "Search your library for an instant or sorcery card, reveal it, then shuffle and put that "
        "card on top.",
        types=("Instant",),
        cost="{U}",
    )
    alice = {
        "hand": ["Test Tutor"],
        "battlefield": ["Island"],
        "library": ["Forest", "Island", "Shock", "Mountain"],
    }
    r = run(
        [tutor],
        alice,
        {},
        [{"cast": "Test Tutor", "choose": {"search": ["Shock"]}}, {"resolve": "all"}],
    )
    assert r.refusal is None
    assert top_names(r.game, "Алиса", 1) == ["Shock"]
    assert sorted(names(r.game, "Алиса", "library")) == ["Forest", "Island", "Mountain", "Shock"]
    seen = [e.kind for s in r.steps for e in s.events]
    assert seen.index("library_shuffled") < seen.index("found_put_on_top")


PHANTOM = (
    "CARDNAME enters the battlefield with three +1/+1 counters on it.\n"
    "If damage would be dealt to CARDNAME, prevent that damage. Remove a +1/+1 counter from "
    "CARDNAME."
)


def _phantom_counters(r) -> int:
    (obj,) = [
        o
        for o in r.game.objects.values()
        if o.card.name == "Test Phantom" and o.zone == "battlefield"
    ]
    return obj.counters.get("+1/+1", 0)


def test_615_5_a_phantom_prevents_the_damage_and_loses_one_counter():
    phantom = full("Test Phantom", PHANTOM)
    r = run(
        [phantom],
        {"battlefield": [{"card": "Test Phantom", "counters": {"+1/+1": 3}}]},
        {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        [
            {"cast": "Lightning Bolt", "by": "Борис", "targets": ["Test Phantom"]},
            {"resolve": "all"},
        ],
    )
    assert r.refusal is None and _phantom_counters(r) == 2


def test_615_5_two_blockers_at_once_remove_only_one_counter():
    phantom = full("Test Phantom", PHANTOM)
    r = run(
        [phantom],
        {"battlefield": [{"card": "Test Phantom", "counters": {"+1/+1": 3}}]},
        {
            "battlefield": [
                {"card": "Grizzly Bears", "id": "b1"},
                {"card": "Grizzly Bears", "id": "b2"},
            ]
        },
        [
            {"attack": {"Test Phantom": "Борис"}},
            {"block": {"b1": "Test Phantom", "b2": "Test Phantom"}},
            {"goto": "combat_damage"},
        ],
    )
    assert r.refusal is None and _phantom_counters(r) == 2


def test_615_11_unpreventable_damage_still_removes_the_counter():
    phantom = full("Test Phantom", PHANTOM)
    r = run(
        [phantom],
        {"battlefield": [{"card": "Test Phantom", "counters": {"+1/+1": 3}}]},
        {"hand": ["Shock"], "battlefield": ["Mountain", "Everlasting Torment"]},
        [{"cast": "Shock", "by": "Борис", "targets": ["Test Phantom"]}, {"resolve": "all"}],
    )
    assert r.refusal is None
    seen = [e for s in r.steps for e in s.events]
    assert any(e.kind == "damage_cant_be_prevented" for e in seen)
    removed = [e for e in seen if e.kind in ("counters_removed", "counter_removed")]
    assert removed, sorted({e.kind for e in seen})


@pytest.mark.parametrize(
    "kind, text",
    [
        ("replacement", "Prevent all damage that would be dealt to CARDNAME by creatures."),
        ("replacement", "Prevent all damage that would be dealt to CARDNAME by artifact sources."),
        ("replacement", "Prevent all damage that would be dealt to CARDNAME by green sources."),
        (
            "replacement",
            "If damage would be dealt to CARDNAME, prevent that damage. Remove a +1/+1 counter "
            "from CARDNAME.",
        ),
        (
            "activated",
            "{1}: Put target card from a graveyard on the bottom of its owner's library.",
        ),
        (
            "activated",
            "{1}{U}, {T}: Put target artifact card from your graveyard on top of your library.",
        ),
        ("spell", "Put target card from your graveyard on top of your library."),
    ],
)
def test_prevention_and_graveyard_templates_round_trip(kind, text):
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text


def test_combat_damage_by_a_kind_of_source_is_refused():
    result = compile_clause(
        Clause(
            "replacement", "Prevent all combat damage that would be dealt to CARDNAME by creatures."
        )
    )
    assert not result.ok


def test_615_1a_damage_by_creatures_is_prevented_and_a_spells_is_not():
    lancer = full("Test Lancer", "Prevent all damage that would be dealt to CARDNAME by creatures.")
    bob = {"hand": ["Shock"], "battlefield": ["Mountain", {"card": "Grizzly Bears", "id": "b"}]}
    r = run(
        [lancer],
        {"battlefield": ["Test Lancer"]},
        bob,
        [
            {"attack": {"Test Lancer": "Борис"}},
            {"block": {"b": "Test Lancer"}},
            {"goto": "combat_damage"},
        ],
    )
    assert r.refusal is None and "Test Lancer" in names(r.game, "Алиса", "battlefield")
    r = run(
        [lancer],
        {"battlefield": ["Test Lancer"]},
        bob,
        [{"cast": "Shock", "by": "Борис", "targets": ["Test Lancer"]}, {"resolve": "all"}],
    )
    assert r.refusal is None and names(r.game, "Алиса", "graveyard") == ["Test Lancer"]


def test_400_7_a_card_from_a_graveyard_goes_to_the_bottom_of_its_owners_library():
    troller = full(
        "Test Troller",
        "{1}: Put target card from a graveyard on the bottom of its owner's library.",
    )
    r = run(
        [troller],
        {"battlefield": ["Test Troller", "Island"]},
        {"graveyard": ["Shock"], "library": ["Forest", "Island"]},
        [{"activate": "Test Troller", "targets": ["Shock"]}, {"resolve": "all"}],
    )
    assert r.refusal is None
    assert names(r.game, "Борис", "graveyard") == []
    assert top_names(r.game, "Борис", 3) == ["Forest", "Island", "Shock"]


ORACLE_TEXT = (
    "When CARDNAME enters the battlefield, reveal the top card of your library. If it's a land "
    "card, put it onto the battlefield. Otherwise, put that card into your hand."
)


@pytest.mark.parametrize(
    "kind, text",
    [
        ("triggered", ORACLE_TEXT),
        (
            "activated",
            "{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it onto "
            "the battlefield. Otherwise, put it into your graveyard.",
        ),
        (
            "triggered",
            "When CARDNAME enters the battlefield, scry 2, then reveal the top card of your "
            "library. If it's a creature card, put it into your hand.",
        ),
    ],
)
def test_reveal_top_templates_round_trip(kind, text):
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text


@pytest.mark.parametrize(
    "library, zone, expected",
    [(["Forest", "Island"], "battlefield", "Forest"), (["Shock", "Island"], "hand", "Shock")],
)
def test_701_13a_the_revealed_top_card_goes_where_the_branch_says(library, zone, expected):
    oracle = full("Test Oracle", ORACLE_TEXT, cost="{1}")
    alice = {"hand": ["Test Oracle"], "battlefield": ["Island"], "library": library}
    r = run([oracle], alice, {}, [{"cast": "Test Oracle"}, {"resolve": "all"}])
    assert r.refusal is None
    assert expected in names(r.game, "Алиса", zone)
    assert top_names(r.game, "Алиса", 1) == ["Island"]
    (shown,) = [e for s in r.steps for e in s.events if e.kind == "top_revealed"]
    assert shown.data["fits"] == (zone == "battlefield")


@pytest.mark.parametrize(
    "kind, text",
    [
        ("triggered", "When CARDNAME dies, put it on top of its owner's library."),
        ("triggered", "When CARDNAME dies, shuffle it into its owner's library."),
        ("triggered", "When CARDNAME dies, you may shuffle it into its owner's library."),
        (
            "spell",
            "CARDNAME deals 5 damage to target creature or player. Shuffle CARDNAME into its "
            "owner's library.",
        ),
        (
            "triggered",
            "When CARDNAME enters the battlefield, reveal the top four cards of your library. Put "
            "all Goblin cards revealed this way into your hand and the rest on the bottom of your "
            "library in any order.",
        ),
        (
            "spell",
            "Reveal the top three cards of your library. Put all creature cards revealed this way "
            "into your hand and the rest into your graveyard.",
        ),
    ],
)
def test_shuffle_in_and_reveal_all_templates_round_trip(kind, text):
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text


def test_400_7d_a_dying_creature_is_shuffled_into_its_owners_library_not_the_controllers():
    dragon = full("Test Dragon", "When CARDNAME dies, shuffle it into its owner's library.")
    alice = {"library": ["Forest"]}
    bob = {
        "hand": ["Shock"],
        "battlefield": ["Mountain", {"card": "Test Dragon", "owner": "Алиса"}],
        "library": ["Island"],
    }
    r = run(
        [dragon],
        alice,
        bob,
        [{"cast": "Shock", "by": "Борис", "targets": ["Test Dragon"]}, {"resolve": "all"}],
    )
    assert r.refusal is None
    assert sorted(names(r.game, "Алиса", "library")) == ["Forest", "Test Dragon"]
    assert names(r.game, "Алиса", "graveyard") == []


def test_a_resolving_spell_shuffles_itself_into_its_owners_library():
    beacon = full(
        "Test Beacon",
        "CARDNAME deals 5 damage to target creature or player. Shuffle CARDNAME into its owner's "
        "library.",
        types=("Instant",),
        cost="{R}",
    )
    alice = {"hand": ["Test Beacon"], "battlefield": ["Mountain"], "library": ["Forest"]}
    r = run(
        [beacon], alice, {}, [{"cast": "Test Beacon", "targets": ["Борис"]}, {"resolve": "all"}]
    )
    assert r.refusal is None
    assert r.game.player("Борис").life == 15
    assert names(r.game, "Алиса", "graveyard") == []
    assert sorted(names(r.game, "Алиса", "library")) == ["Forest", "Test Beacon"]


def test_reveal_all_goblins_takes_every_goblin_and_puts_the_rest_on_the_bottom():
    leader = full(
        "Test Ringleader",
        "When CARDNAME enters the battlefield, reveal the top four cards of your library. Put all "
        "Goblin cards revealed this way into your hand and the rest on the bottom of your library "
        "in any order.",
        cost="{1}",
    )
    alice = {
        "hand": ["Test Ringleader"],
        "battlefield": ["Mountain"],
        "library": ["Goblin Piker", "Forest", "Goblin Piker", "Island", "Swamp"],
    }
    r = run([leader], alice, {}, [{"cast": "Test Ringleader"}, {"resolve": "all"}])
    assert r.refusal is None
    assert names(r.game, "Алиса", "hand") == ["Goblin Piker", "Goblin Piker"]
    assert top_names(r.game, "Алиса", 3) == ["Swamp", "Forest", "Island"]
    r = run(
        [leader],
        alice,
        {},
        [{"choose": {"look": ["Goblin Piker"]}}, {"cast": "Test Ringleader"}, {"resolve": "all"}],
    )
    assert r.refusal is not None  # "all" of them: taking fewer is refused


def test_401_2_look_at_target_players_top_three_and_reorder_them():
    architect = full(
        "Test Architect",
        "When CARDNAME enters the battlefield, look at the top three cards of target player's "
        "library, then put them back in any order.",
        cost="{1}",
    )
    alice = {"hand": ["Test Architect"], "battlefield": ["Island"], "library": ["Forest"]}
    bob = {"library": ["Plains", "Swamp", "Mountain", "Island"]}
    r = run(
        [architect],
        alice,
        bob,
        [
            {
                "choose": {
                    "trigger_targets": {"Test Architect": ["Борис"]},
                    "look_order": ["Mountain"],
                }
            },
            {"cast": "Test Architect"},
            {"resolve": "all"},
        ],
    )
    assert r.refusal is None
    assert top_names(r.game, "Борис", 4) == ["Mountain", "Plains", "Swamp", "Island"]
    assert top_names(r.game, "Алиса", 1) == ["Forest"]
    (look,) = [e for s in r.steps for e in s.events if e.kind == "looked_at_top"]
    assert look.data["by"] == "Алиса" and look.data["player"] == "Борис"


@pytest.mark.parametrize(
    "kind, text",
    [
        (
            "replacement",
            "Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
        ),
        ("replacement", "If CARDNAME would be destroyed, regenerate it."),
        ("replacement", "If you would gain life, you gain twice that much life instead."),
        (
            "replacement",
            "If a source would deal damage to a permanent or player, it deals double that damage "
            "to that permanent or player instead.",
        ),
        (
            "replacement",
            "If a source would deal damage to a creature or player, it deals double that damage "
            "to that creature or player instead.",
        ),
        (
            "spell",
            "CARDNAME deals 2 damage to target creature. If that creature would die this turn, "
            "exile it instead.",
        ),
        (
            "triggered",
            "At the beginning of the end step, CARDNAME's owner shuffles it into their library.",
        ),
    ],
)
def test_replacement_templates_round_trip(kind, text):
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text


def test_mismatched_life_floor_and_double_damage_are_refused():
    for text in (
        "Damage that would reduce your life total to less than 2 reduces it to 1 instead.",
        "If a source would deal damage to a creature or player, it deals double that damage to "
        "that permanent or player instead.",
    ):
        assert not compile_clause(Clause("replacement", text)).ok


def test_614_1a_a_creature_or_player_doubling_does_not_double_damage_to_a_planeswalker_only():
    furnace = full(
        "Test Furnace",
        "If a source would deal damage to a creature or player, it deals double that damage to "
        "that creature or player instead.",
        types=("Enchantment",),
    )
    alice = {"hand": ["Shock"], "battlefield": ["Mountain", "Test Furnace"]}
    r = run([furnace], alice, {}, [{"cast": "Shock", "targets": ["Борис"]}, {"resolve": "all"}])
    assert r.refusal is None and r.game.player("Борис").life == 16


def test_614_1a_exile_instead_of_dying_after_the_damage():
    spray = full(
        "Test Spray",
        "CARDNAME deals 2 damage to target creature. If that creature would die this turn, exile "
        "it instead.",
        types=("Instant",),
        cost="{R}",
    )
    alice = {"hand": ["Test Spray"], "battlefield": ["Mountain"]}
    bob = {"battlefield": ["Grizzly Bears"]}
    r = run(
        [spray],
        alice,
        bob,
        [{"cast": "Test Spray", "targets": ["Grizzly Bears"]}, {"resolve": "all"}],
    )
    assert r.refusal is None
    assert names(r.game, "Борис", "exile") == ["Grizzly Bears"]
    assert names(r.game, "Борис", "graveyard") == []
