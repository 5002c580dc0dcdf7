"""Emblems (113), helper "emblem" (session 2026-12-06-5): "You get an emblem with "…"." and
"Target opponent gets an emblem with "…"." — compiled, rendered back and played: the emblem
goes to the command zone of the player named (113.2) and its static and triggered abilities
work from there (113.4, 112.6n)."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from tests.engine_helpers import refused, round_trips, scenario
from tests.test_oracle_mechanisms import compiled

ELSPETH_ULT = '−7: You get an emblem with "Creatures you control get +2/+2 and have flying."'
SORIN_ULT = (
    "−6: You get an emblem with \"At the beginning of each opponent's upkeep, that player "
    'sacrifices a creature."'
)
GARRUK_ULT = (
    '−8: Target opponent gets an emblem with "Whenever a creature attacks you, it gets +5/+5 '
    'and gains trample until end of turn."'
)


def walker(name: str, text: str, kind: str = "Test") -> dict:
    return compiled(
        name, text, ("Planeswalker",), subtypes=[kind], loyalty="9", manaCost="{4}{W}{W}"
    )


ELSPETH = walker("Test Elspeth", f"+1: You gain 1 life.\n{ELSPETH_ULT}")
SORIN = walker("Test Sorin", SORIN_ULT)
GARRUK = walker("Test Garruk", GARRUK_ULT)


def command(game, player: str) -> list[str]:
    return [game.obj(i).label for i in game.player(player).zones["command"]]


# -- 113.2: the wording ------------------------------------------------------------------------


def test_113_2_an_emblem_with_a_static_ability_round_trips():
    ((_, ability),) = round_trips("activated", ELSPETH_ULT)
    (effect,) = ability["effects"]
    creatures = {"types": ["Creature"], "controller": "you"}
    assert effect == {
        "emblem": {
            "static": [
                {"modify_pt": {"power": 2, "toughness": 2}, "affects": creatures},
                {"grant": ["Flying"], "affects": creatures},
            ]
        }
    }


def test_113_2_an_emblem_with_a_triggered_ability_round_trips():
    ((_, ability),) = round_trips("activated", SORIN_ULT)
    (effect,) = ability["effects"]
    (trigger,) = effect["emblem"]["triggers"]
    assert trigger["when"] == "each_opponents_upkeep"


def test_113_2_target_opponent_gets_the_emblem():
    ((_, ability),) = round_trips("activated", GARRUK_ULT)
    assert ability["targets"] == ["opponent"]
    assert ability["effects"][0]["player"] == "target"


def test_113_2_other_wordings_stay_unread():
    # a static quoted ability granted to a creature is not an emblem's: still refused
    refused("static", 'Enchanted creature has "Creatures you control get +1/+1."')
    # a third quoted ability is not worded as an emblem's ("… and … and …")
    refused(
        "activated",
        '−6: You get an emblem with "Creatures you control get +1/+1." and "Creatures you '
        'control have flying." and "Creatures you control have haste."',
    )
    # the inside must compile completely
    assert "в кавычках" in refused(
        "activated", '−7: You get an emblem with "Creatures you control get +2/+2 and fly."'
    )


# -- 113.3, 113.4: the emblem plays ---------------------------------------------------------------


def test_113_4_an_emblems_static_ability_works_from_the_command_zone():
    """Elspeth's emblem: her creatures get +2/+2 and have flying — those that enter later too
    (611.3a: a static ability's affected set is continuously found), the opponent's don't."""
    result = scenario(
        {
            "battlefield": [
                {"card": "Test Elspeth", "id": "e", "counters": {"loyalty": 7}},
                {"card": "Grizzly Bears", "id": "g"},
            ]
        },
        {"battlefield": [{"card": "Grizzly Bears", "id": "h"}]},
        [{"activate": "e", "ability": 2}, {"resolve": "all"}],
        cards=[ELSPETH],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    # Elspeth had 7 loyalty: she is gone (704.5i), the emblem stays (113.5: not a permanent)
    assert command(game, "Алиса") == ["(emblem) Test Elspeth"]
    assert "Test Elspeth" in [
        game.obj(i).card.name for i in game.player("Алиса").zones["graveyard"]
    ]
    mine = game.obj(game.aliases["g"])
    theirs = game.obj(game.aliases["h"])
    assert (characteristics(game, mine).power, characteristics(game, mine).toughness) == (4, 4)
    assert "Flying" in characteristics(game, mine).keywords
    assert (characteristics(game, theirs).power, characteristics(game, theirs).toughness) == (2, 2)
    assert "emblem_created" in [e.kind for s in result.steps for e in s.events]


def test_113_4_an_emblems_triggered_ability_triggers_from_the_command_zone():
    """Sorin's emblem: at the beginning of each opponent's upkeep, that player sacrifices a
    creature — not in its owner's upkeep."""
    result = scenario(
        {
            "battlefield": [
                {"card": "Test Sorin", "id": "s", "counters": {"loyalty": 9}},
                {"card": "Grizzly Bears", "id": "g"},
            ]
        },
        {"battlefield": [{"card": "Grizzly Bears", "id": "h"}]},
        [
            {"activate": "s", "ability": 1},
            {"resolve": "all"},
            {"goto": {"turn": 4, "step": "draw"}},
        ],
        cards=[SORIN],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert [o.card.name for o in game.permanents("Борис")] == []
    assert sorted(o.card.name for o in game.permanents("Алиса")) == ["Grizzly Bears", "Test Sorin"]


def test_113_2_the_target_opponent_gets_the_emblem_and_its_you_is_that_player():
    """Garruk's emblem belongs to the opponent (113.2): a creature attacking that player gets
    +5/+5 and trample."""
    result = scenario(
        {
            "battlefield": [
                {"card": "Test Garruk", "id": "w", "counters": {"loyalty": 9}},
                {"card": "Grizzly Bears", "id": "g"},
            ]
        },
        {"battlefield": []},
        [
            {"activate": "w", "ability": 1, "targets": ["Борис"]},
            {"resolve": "all"},
            {"attack": {"g": "Борис"}},
            {"resolve": "all"},
        ],
        cards=[GARRUK],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert command(game, "Борис") == ["(emblem) Test Garruk"]
    assert command(game, "Алиса") == []
    bear = characteristics(game, game.obj(game.aliases["g"]))
    assert (bear.power, bear.toughness) == (7, 7)
    assert "Trample" in bear.keywords


# -- 611.2a: "until your next turn" ---------------------------------------------------------------

SORIN_PLUS = "+1: Until your next turn, creatures you control get +1/+0 and gain lifelink."
VISITOR = walker("Test Visitor", SORIN_PLUS)


def test_611_2a_until_your_next_turn_round_trips():
    ((_, ability),) = round_trips("activated", SORIN_PLUS)
    pump, grant = ability["effects"]
    assert pump["until"] == grant["until"] == "your_next_turn"
    # written after the instruction, it is not a wording of the time (Oracle puts it first)
    refused(
        "activated", "+1: Creatures you control get +1/+0 and gain lifelink until your next turn."
    )


def test_611_2a_until_your_next_turn_lasts_through_the_opponents_turn():
    """The bonus is still there in the opponent's turn (not ended in cleanup, 514.2) and ends
    as its controller's next turn begins."""
    actions = [
        {"activate": "v", "ability": 1},
        {"resolve": "all"},
        {"goto": {"turn": 4, "step": "upkeep"}},
    ]
    battlefield = [
        {"card": "Test Visitor", "id": "v", "counters": {"loyalty": 4}},
        {"card": "Grizzly Bears", "id": "g"},
    ]
    result = scenario({"battlefield": battlefield}, {"battlefield": []}, actions, cards=[VISITOR])
    assert result.refusal is None, result.refusal
    game = result.game
    bear = characteristics(game, game.obj(game.aliases["g"]))
    assert (bear.power, bear.toughness) == (3, 2) and "Lifelink" in bear.keywords
    result = scenario(
        {"battlefield": battlefield},
        {"battlefield": []},
        [*actions[:2], {"goto": {"turn": 5, "step": "upkeep"}}],
        cards=[VISITOR],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    bear = characteristics(game, game.obj(game.aliases["g"]))
    assert (bear.power, bear.toughness) == (2, 2) and "Lifelink" not in bear.keywords
    assert "effects_ended_next_turn" in [e.kind for s in result.steps for e in s.events]


# -- 114.1: "another target planeswalker" ---------------------------------------------------------

HUNTER = walker("Test Hunter", "+1: Destroy another target planeswalker.")


def test_114_1_another_target_planeswalker_round_trips():
    ((_, ability),) = round_trips("activated", "+1: Destroy another target planeswalker.")
    assert ability["targets"] == [{"kind": "planeswalker", "filter": {"other": True}}]


def test_114_1_another_target_planeswalker_is_not_the_source():
    mine = [{"card": "Test Hunter", "id": "w", "counters": {"loyalty": 4}}]
    theirs = [{"card": "Test Visitor", "id": "v", "counters": {"loyalty": 4}}]
    result = scenario(
        {"battlefield": mine},
        {"battlefield": theirs},
        [{"activate": "w", "ability": 1, "targets": ["v"]}, {"resolve": "all"}],
        cards=[HUNTER, VISITOR],
    )
    assert result.refusal is None, result.refusal
    assert [o.card.name for o in result.game.permanents()] == ["Test Hunter"]
    result = scenario(
        {"battlefield": mine},
        {"battlefield": theirs},
        [{"activate": "w", "ability": 1, "targets": ["w"]}],
        cards=[HUNTER, VISITOR],
    )
    assert result.refusal is not None


# -- 205.1a: a planeswalker becomes a creature; "discard your hand" ---------------------------

SARKHAN_PLUS = (
    "+1: Until end of turn, CARDNAME becomes a legendary 4/4 red Dragon creature with flying, "
    "indestructible, and haste."
)
SARKHAN_ULT = (
    '−6: You get an emblem with "At the beginning of your draw step, draw two additional '
    'cards" and "At the beginning of your end step, discard your hand."'
)
DRAGONSPEAKER = walker(
    "Test Dragonspeaker",
    f"{SARKHAN_PLUS.replace('CARDNAME', 'Test Dragonspeaker')}\n{SARKHAN_ULT}",
    "Sarkhan",
)


def test_205_1a_becomes_a_creature_round_trips():
    ((_, ability),) = round_trips("activated", SARKHAN_PLUS)
    (effect,) = ability["effects"]
    assert effect["become"]["set_types"] == ["Creature"]
    # "becomes a 4/4 … creature" without "with …" is not worded here
    refused("activated", "+1: Until end of turn, CARDNAME becomes a legendary 4/4 red Dragon.")


def test_205_1a_the_planeswalker_is_only_a_creature_until_end_of_turn():
    result = scenario(
        {"battlefield": [{"card": "Test Dragonspeaker", "id": "s", "counters": {"loyalty": 4}}]},
        {"battlefield": []},
        [{"activate": "s", "ability": 1}, {"resolve": "all"}, {"attack": {"s": "Борис"}}],
        cards=[DRAGONSPEAKER],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    dragon = characteristics(game, game.obj(game.aliases["s"]))
    assert dragon.types == frozenset({"Creature"})
    assert dragon.subtypes == frozenset({"Dragon"})  # 205.1a: its planeswalker type goes
    assert "Legendary" in dragon.supertypes
    assert (dragon.power, dragon.toughness) == (4, 4)
    assert {"Flying", "Indestructible", "Haste"} <= dragon.keywords
    assert game.attackers  # haste: it attacks the turn it became a creature


def test_113_4_the_emblem_draws_two_more_and_discards_the_hand():
    result = scenario(
        {
            "battlefield": [{"card": "Test Dragonspeaker", "id": "s", "counters": {"loyalty": 6}}],
            "hand": ["Grizzly Bears"],
            "library": ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"],
        },
        {"library": ["Island", "Island", "Island"]},
        [
            {"activate": "s", "ability": 2},
            {"resolve": "all"},
            {"goto": {"turn": 5, "step": "main1"}},
        ],
        cards=[DRAGONSPEAKER],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    # the end step of turn 3 discarded the hand; the draw step of turn 5: one card and two more
    assert "Grizzly Bears" in [
        game.obj(i).card.name for i in game.player("Алиса").zones["graveyard"]
    ]
    assert [game.obj(i).card.name for i in game.player("Алиса").zones["hand"]] == ["Forest"] * 3
