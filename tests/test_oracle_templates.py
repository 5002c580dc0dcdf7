"""Clause templates of the Oracle compiler added after its first landing (issue 14, item 1):
each compiles all or nothing, renders back to its text (the round trip is part of
``compile_clause``) and, where it matters, plays as the text says."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import card_from_dict
from mtgjudge.cards.oracle import Clause, compile_card, compile_clause
from mtgjudge.engine.characteristics import characteristics
from mtgjudge.engine.state import Game, Player
from mtgjudge.engine.zones import create_object


def values(kind: str, text: str):
    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text  # the round trip
    return [v for _, v in result.parts]


def creature(name: str, text: str, power="2", toughness="2", subtypes=(), types=("Creature",)):
    entry = {
        "name": name,
        "layout": "normal",
        "faces": [
            {
                "types": list(types),
                "subtypes": list(subtypes),
                "supertypes": [],
                "text": text,
                "power": power,
                "toughness": toughness,
                "manaCost": "{1}{W}",
            }
        ],
    }
    result = compile_card(entry)
    assert result.status == "full", [a.problem for a in result.abilities] or result.problem
    return card_from_dict(result.card)


def land(name: str, subtype: str) -> dict:
    return {"name": name, "types": ["Land"], "subtypes": [subtype]}


def board(*cards, player="Алиса"):
    game = Game(players=[Player("Алиса"), Player("Борис")])
    game.active = game.priority = "Алиса"
    objs = [
        create_object(
            game, c if not isinstance(c, dict) else card_from_dict(c), player, "battlefield"
        )
        for c in cards
    ]
    return game, objs


# -- "as long as" (611.3a) ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, condition",
    [
        (
            "CARDNAME gets +1/+1 as long as you control a Plains.",
            {"you_control": {"subtypes": ["Plains"]}},
        ),
        (
            "CARDNAME has haste as long as you control a red creature.",
            {"you_control": {"types": ["Creature"], "colors": ["red"]}},
        ),
        (
            "CARDNAME gets +1/+1 as long as you control an Island.",
            {"you_control": {"subtypes": ["Island"]}},
        ),
        (
            "As long as you have seven or more cards in hand, CARDNAME gets +2/+1 and has first strike.",
            {"cards_in_hand_at_least": 7},
        ),
        ("As long as it's your turn, creatures you control get +2/+0.", {"your_turn": True}),
    ],
)
def test_static_with_a_condition(text, condition):
    entries = values("static", text)
    assert entries and all(e["if"] == condition for e in entries)


def test_a_condition_is_checked_continuously_in_play():
    knight = creature("Test Knight", "Test Knight gets +1/+1 as long as you control a Plains.")
    game, (obj,) = board(knight)
    assert (characteristics(game, obj).power, characteristics(game, obj).toughness) == (2, 2)
    create_object(game, card_from_dict(land("Plains", "Plains")), "Алиса", "battlefield")
    assert (characteristics(game, obj).power, characteristics(game, obj).toughness) == (3, 3)


def test_a_condition_the_engine_cannot_check_is_refused_whole():
    result = compile_clause(
        Clause("static", "CARDNAME gets +1/+1 as long as you control another black creature.")
    )
    assert not result.ok and result.parts == ()


# -- "all" is kept as written ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["All Sliver creatures have trample.", "Cleric creatures have vigilance."]
)
def test_all_is_rendered_as_written(text):
    (entry,) = values("static", text)
    assert entry["grant"] == ["Trample"] or entry["grant"] == ["Vigilance"]


# -- characteristic-defining P/T (604.3) ------------------------------------------------------


@pytest.mark.parametrize(
    "text, value",
    [
        (
            "CARDNAME's power and toughness are each equal to the number of cards in your hand.",
            "cards_in_hand",
        ),
        (
            "CARDNAME's power and toughness are each equal to the number of Swamps you control.",
            {"count": {"subtypes": ["Swamp"], "controller": "you"}},
        ),
        (
            "CARDNAME's power is equal to the number of creatures you control.",
            {"power": {"count": {"types": ["Creature"], "controller": "you"}}},
        ),
    ],
)
def test_characteristic_defining_pt(text, value):
    assert values("static", text) == [{"pt_equal_to": value}]


def test_star_pt_is_played_when_an_ability_defines_it():
    horror = creature(
        "Test Horror",
        "Test Horror's power and toughness are each equal to the number of Swamps you control.",
        power="*",
        toughness="*",
    )
    game, (obj, *_) = board(horror, land("Swamp", "Swamp"), land("Swamp", "Swamp"))
    ch = characteristics(game, obj)
    assert (ch.power, ch.toughness) == (2, 2)


def test_star_pt_without_a_defining_ability_is_refused():
    entry = {
        "name": "Test Star",
        "layout": "normal",
        "faces": [{"types": ["Creature"], "text": "Flying", "power": "*", "toughness": "*"}],
    }
    result = compile_card(entry)
    assert result.status == "none" and result.problem.rule == "208.2"


def test_604_3_counting_every_players_permanents():
    """Every player's creatures (the amounts family: no controller in the filter)."""
    result = compile_clause(
        Clause(
            "static",
            "CARDNAME's power and toughness are each equal to the number of creatures on the battlefield.",
        )
    )
    assert result.ok
    assert dict(result.parts)["static"]["pt_equal_to"] == {
        "amount": "permanents",
        "filter": {"types": ["Creature"]},
    }


# -- control (613.1b) ---------------------------------------------------------------------------


def test_you_control_enchanted_creature():
    assert values("static", "You control enchanted creature.") == [
        {"control": "you", "affects": {"enchanted": True, "types": ["Creature"]}}
    ]


def test_gain_control_untap_that_creature():
    (spell,) = values(
        "spell",
        "Gain control of target creature until end of turn. Untap that creature. "
        "It gains haste until end of turn.",
    )
    assert spell["targets"] == ["creature"]
    assert [
        e.get("gain_control") or e.get("untap") or e.get("grant") for e in spell["effects"]
    ] == [
        "target",
        "target",
        ["Haste"],
    ]
    assert spell["effects"][0]["until"] == "end_of_turn"


def test_that_creature_needs_something_to_refer_to():
    result = compile_clause(Clause("spell", "Untap that creature."))
    assert not result.ok and result.problem.rule == "608.2c"


# -- a subtype as a target noun ------------------------------------------------------------------


def test_target_subtype_is_a_permanent_of_that_subtype():
    (ability,) = values("activated", "{R}: Tap target Wall.")
    assert ability["targets"] == [{"kind": "permanent", "filter": {"subtypes": ["Wall"]}}]


# -- "that player" of a trigger event, and more events (603.2) --------------------------------


@pytest.mark.parametrize(
    "text, when",
    [
        (
            "Whenever CARDNAME deals combat damage to a player, that player discards a card.",
            "deals_combat_damage_to_player",
        ),
        (
            "Whenever CARDNAME deals damage to an opponent, that player discards a card.",
            "deals_damage_to_opponent",
        ),
    ],
)
def test_that_player_is_the_player_of_the_event(text, when):
    (trigger,) = values("triggered", text)
    assert trigger["when"] == when
    assert trigger["effects"] == [{"discard": 1, "player": "that_player"}]


def test_that_player_without_such_an_event_is_refused():
    result = compile_clause(
        Clause("triggered", "When CARDNAME enters the battlefield, that player discards a card.")
    )
    assert not result.ok and result.problem.rule == "603.2"


def test_another_creature_enters_under_your_control():
    (trigger,) = values(
        "triggered",
        "Whenever another creature enters the battlefield under your control, "
        "put a +1/+1 counter on CARDNAME.",
    )
    assert trigger["when"] == "another_creature_enters"
    assert trigger["of"] == {"controller": "you"}


# -- "up to N target …" (601.2c) ----------------------------------------------------------------


@pytest.mark.parametrize(
    "kind, text",
    [
        ("spell", "Tap up to two target creatures."),
        ("spell", "Return up to two target creatures to their owners' hands."),
        ("spell", "Return up to two target creature cards from your graveyard to your hand."),
        (
            "triggered",
            "When CARDNAME enters the battlefield, up to two target creatures can't block this turn.",
        ),
    ],
)
def test_up_to_n_targets_are_each_target(kind, text):
    (ability,) = values(kind, text)
    (target,) = ability["targets"]
    assert target["count"] == {"up_to": 2}
    assert "each_target" in ability["effects"][0].values()


def test_up_to_n_targets_beside_another_target_is_refused():
    # "each_target" would also take in the other target
    result = compile_clause(Clause("spell", "Tap up to two target creatures. Tap target creature."))
    assert not result.ok and result.problem.rule == "601.2c"


def test_up_to_two_targets_plays(tmp_path):
    from tests.engine_helpers import play

    entry = {
        "name": "Test Frost",
        "layout": "normal",
        "faces": [
            {"types": ["Instant"], "text": "Tap up to two target creatures.", "manaCost": "{U}"}
        ],
    }
    result = compile_card(entry)
    assert result.status == "full"
    import yaml

    run = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [result.card],
                "players": {
                    "Алиса": {"hand": ["Test Frost"], "battlefield": ["Island"]},
                    "Борис": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {
                        "cast": "Test Frost",
                        "by": "Алиса",
                        "targets": ["Grizzly Bears", "Hill Giant"],
                    },
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert run.refusal is None
    assert all(o.tapped for o in run.game.permanents("Борис"))


# -- spells of a card type as targets (114.1) ----------------------------------------------------


@pytest.mark.parametrize(
    "text, types",
    [
        ("Counter target creature spell.", ["Creature"]),
        ("Counter target instant or sorcery spell.", ["Instant", "Sorcery"]),
    ],
)
def test_typed_spell_targets(text, types):
    (spell,) = values("spell", text)
    assert spell["targets"] == [{"kind": "spell", "filter": {"types": types}}]


def test_a_spell_target_the_engine_cannot_check_is_refused():
    # the engine checks a spell target's types, colours, converted mana cost and controller
    # (filters.why_not_target; scenario 114.1-otritsanie-tolko-nesushchestvo); anything else
    # about the spell is refused
    assert compile_clause(Clause("spell", "Counter target noncreature spell.")).ok
    assert not compile_clause(Clause("spell", "Counter target spell that targets a creature.")).ok
    assert not compile_clause(Clause("spell", "Counter target tapped spell.")).ok


# -- more trigger events: state triggers (603.8), casting a spell (603.2) -------------------------


@pytest.mark.parametrize(
    "text, when",
    [
        ("When you control no Islands, sacrifice CARDNAME.", "state"),
        ("At the beginning of the end step, sacrifice CARDNAME.", "each_end_step"),
        ("Whenever a player casts a red spell, you may gain 1 life.", "a_player_casts_spell"),
        ("Whenever you cast an enchantment spell, draw a card.", "a_player_casts_spell"),
        (
            "Whenever an opponent casts a creature spell, you may draw a card.",
            "a_player_casts_spell",
        ),
        ("When you cast a creature spell, sacrifice CARDNAME.", "you_cast_creature_spell"),
    ],
)
def test_trigger_events(text, when):
    (trigger,) = values("triggered", text)
    assert trigger["when"] == when


def _play_with(card_text: str, battlefield: list, actions: list, hand=()):
    import yaml

    from tests.engine_helpers import play

    entry = {
        "name": "Test Watcher",
        "layout": "normal",
        "faces": [
            {
                "types": ["Creature"],
                "text": card_text,
                "manaCost": "{U}",
                "power": "2",
                "toughness": "2",
            }
        ],
    }
    result = compile_card(entry)
    assert result.status == "full", [a.problem for a in result.abilities]
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [result.card],
                "players": {
                    "Алиса": {"hand": list(hand), "battlefield": ["Test Watcher", *battlefield]},
                    "Борис": {"battlefield": ["Grizzly Bears"]},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def test_state_trigger_sacrifices_without_the_land():
    run = _play_with(
        "When you control no Islands, sacrifice Test Watcher.",
        ["Mountain"],
        [{"cast": "Lightning Bolt", "by": "Алиса", "targets": ["Борис"]}, {"resolve": "all"}],
        hand=["Lightning Bolt"],
    )
    assert run.refusal is None
    assert "Test Watcher" not in [o.name for o in run.game.permanents("Алиса")]


def test_cast_trigger_of_your_red_spell():
    run = _play_with(
        "Whenever you cast a red spell, you gain 1 life.",
        ["Mountain", "Island"],
        [{"cast": "Lightning Bolt", "by": "Алиса", "targets": ["Борис"]}, {"resolve": "all"}],
        hand=["Lightning Bolt"],
    )
    assert run.refusal is None
    assert run.game.player("Алиса").life == 21 and run.game.player("Борис").life == 17


def test_a_graveyard_card_of_a_subtype():
    (trigger,) = values(
        "triggered",
        "At the beginning of your upkeep, return target Spirit card from your graveyard to your hand.",
    )
    assert trigger["targets"] == [
        {"kind": "card_in_graveyard", "filter": {"subtypes": ["Spirit"], "controller": "you"}}
    ]


# -- counters named by a word (121.1) -------------------------------------------------------------


@pytest.mark.parametrize(
    "kind, text, counter",
    [
        ("triggered", "At the beginning of your upkeep, put a spore counter on CARDNAME.", "spore"),
        ("activated", "{1}, {T}: Put a charge counter on CARDNAME.", "charge"),
        (
            "replacement",
            "CARDNAME enters the battlefield with three charge counters on it.",
            "charge",
        ),
    ],
)
def test_named_counters(kind, text, counter):
    (value,) = values(kind, text)
    found = value.get("counters") or value["effects"][0]["add_counters"]
    assert found["kind"] == counter


def test_counter_kinds_are_no_words_of_the_grammar_nor_subtypes():
    import re

    from mtgjudge.cards.oracle.grammar import COUNTER_KINDS, GRAMMAR, subtype_names

    literals = set(re.findall(r'"([a-z\'’]+)"', GRAMMAR))
    assert not COUNTER_KINDS & literals
    assert not COUNTER_KINDS & subtype_names()


def test_cant_attack():
    assert values("static", "Enchanted creature can't attack.") == [
        {"grant": ["Can't attack"], "affects": {"enchanted": True}}
    ]
    assert values("static", "CARDNAME can't attack.") == ["Can't attack"]


def test_each_other_creature_excludes_the_source():
    (trigger,) = values(
        "triggered",
        "When CARDNAME is turned face up, put a +1/+1 counter on each other Dragon creature you control.",
    )
    assert trigger["effects"][0]["on"] == {
        "all": {"types": ["Creature"], "subtypes": ["Dragon"], "controller": "you", "other": True}
    }
