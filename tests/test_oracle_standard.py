"""Templates of the 2015 Standard read from Oracle text (issue 14, helper 14s): strive's cost
per extra target (601.2c, 601.2e) and "any number of target …" effects."""

from __future__ import annotations

import yaml

from mtgjudge.cards.oracle import compile_card
from tests.engine_helpers import compiled_card as compiled
from tests.engine_helpers import play, scenario


def run(battlefield_a, actions, cards=(), hand=(), battlefield_b=()):
    return scenario(
        {"battlefield": battlefield_a, "hand": list(hand), "library": 5},
        {"battlefield": list(battlefield_b), "library": 5},
        actions,
        cards,
    )


STRIVE = compiled(
    "Test Strive",
    "Strive — This spell costs {1}{R} more to cast for each target beyond the first.\n"
    "Any number of target creatures each get +2/+0 and gain trample until end of turn.",
    types=("Instant",),
    cost="{R}",
)
BEARS = [{"card": "Grizzly Bears", "id": f"b{i}"} for i in range(3)]


def test_strive_compiles_to_a_cost_per_extra_target():
    assert STRIVE["cost_per_extra_target"] == "{1}{R}"
    assert STRIVE["spell"]["targets"] == [{"kind": "creature", "count": "any"}]


def test_strive_three_targets_cost_the_mana_cost_plus_two_increases():
    # {R} + 2 × {1}{R} = five mana: five Mountains are enough, four are not (601.2e, 601.2g)
    for mountains, ok in ((5, True), (4, False)):
        result = run(
            ["Mountain"] * mountains + BEARS,
            [{"cast": "Test Strive", "by": "Алиса", "targets": ["b0", "b1", "b2"]}]
            + ([{"resolve": "all"}] if ok else []),
            cards=[STRIVE],
            hand=["Test Strive"],
        )
        if ok:
            assert result.refusal is None
            from mtgjudge.engine.characteristics import characteristics

            bears = [
                characteristics(result.game, o)
                for o in result.game.permanents("Алиса")
                if o.card.name == "Grizzly Bears"
            ]
            assert [(c.power, "Trample" in c.keywords) for c in bears] == [(4, True)] * 3
        else:
            assert result.refusal is not None
            assert "601.2g" in result.refusal.error.rules


def test_strive_one_target_costs_only_the_mana_cost():
    result = run(
        ["Mountain"] + BEARS,
        [{"cast": "Test Strive", "by": "Алиса", "targets": ["b0"]}, {"resolve": "all"}],
        cards=[STRIVE],
        hand=["Test Strive"],
    )
    assert result.refusal is None


def test_those_creatures_and_they_refer_to_every_target():
    card = compiled(
        "Test Harness",
        "Gain control of any number of target creatures until end of turn. "
        "Untap those creatures. They gain haste until end of turn.",
        types=("Sorcery",),
    )
    effects = card["spell"]["effects"]
    assert [next(iter(e)) for e in effects] == ["gain_control", "untap", "grant"]
    assert [e.get("gain_control", e.get("untap", e.get("to"))) for e in effects] == [
        "each_target"
    ] * 3


def test_each_get_needs_a_variable_number_of_targets():
    entry = {
        "name": "Test Wrong",
        "layout": "normal",
        "faces": [
            {
                "types": ["Instant"],
                "text": "Target creature each get +1/+1 until end of turn.",
                "manaCost": "{W}",
            }
        ],
    }
    assert compile_card(entry).status != "full"


TRIBUTE = compiled(
    "Test Tribute",
    "Flying\nTribute 2 (As this creature enters the battlefield, an opponent of your choice may "
    "put two +1/+1 counters on it.)\nWhen Test Tribute enters the battlefield, if tribute "
    "wasn't paid, you gain 5 life.",
    power="3",
    toughness="3",
    cost="{1}",
)


def _tribute_game(answer):
    actions = ([{"choose": {"tribute": answer}}] if answer is not None else []) + [
        {"cast": "Test Tribute", "by": "Алиса"},
        {"resolve": "all"},
    ]
    result = run(["Plains"], actions, cards=[TRIBUTE], hand=["Test Tribute"])
    assert result.refusal is None
    (obj,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Tribute"]
    return obj.counters.get("+1/+1", 0), result.game.player("Алиса").life


def test_tribute_paid_puts_the_counters_and_the_trigger_does_nothing():
    assert _tribute_game(True) == (2, 20)  # 702.103a; 603.4: the "if" is false


def test_tribute_not_paid_by_default_and_the_trigger_resolves():
    assert _tribute_game(None) == (0, 25)  # 702.103b
    assert _tribute_game(False) == (0, 25)


def test_x_counters_are_the_x_announced_for_the_spell():
    hydra = compiled(
        "Test Hydra",
        "Test Hydra enters the battlefield with X +1/+1 counters on it.",
        power="0",
        toughness="0",
        cost="{X}{G}",
    )
    result = run(
        ["Forest"] * 3,
        [{"cast": "Test Hydra", "by": "Алиса", "x": 2}, {"resolve": "all"}],
        cards=[hydra],
        hand=["Test Hydra"],
    )
    assert result.refusal is None
    (obj,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Hydra"]
    assert obj.counters == {"+1/+1": 2}  # 107.3a, 614.1c


def test_raid_condition_and_two_event_trigger_compile():
    raid = compiled(
        "Test Raider",
        "Raid — When Test Raider enters the battlefield, if you attacked with a creature this "
        "turn, Test Raider deals 2 damage to target creature or player.",
        power="2",
        toughness="3",
    )
    assert raid["triggers"][0]["if"] == {"attacked_with_at_least": 1}
    either = compiled(
        "Test Titan",
        "Whenever Test Titan enters the battlefield or attacks, you gain 1 life.",
        power="6",
        toughness="6",
    )
    assert [t["when"] for t in either["triggers"]] == ["enters_battlefield", "attacks"]


def _library_game(text, library, answer=None):
    card = compiled("Test Look", text, types=("Sorcery",), cost="{U}")
    actions = ([{"choose": {"look": answer}}] if answer is not None else []) + [
        {"cast": "Test Look", "by": "Алиса"},
        {"resolve": "all"},
    ]
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [card],
                "players": {
                    "Алиса": {"battlefield": ["Island"], "hand": ["Test Look"], "library": library},
                    "Борис": {"library": 5},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    game = result.game
    zone = game.player("Алиса").zones
    return (
        [game.obj(i).card.name for i in zone["hand"]],
        [game.obj(i).card.name for i in zone["library"]],
        sorted(game.obj(i).card.name for i in zone["graveyard"]),
    )


def test_look_at_the_top_cards_takes_the_first_by_default_and_the_rest_go_under():
    hand, library, _ = _library_game(
        "Look at the top three cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library in any order.",
        ["Forest", "Island", "Swamp", "Plains"],
    )
    assert hand == ["Forest"] and library == ["Plains", "Island", "Swamp"]  # 401.2, 608.2c


def test_reveal_and_may_put_a_card_of_a_type_the_rest_to_the_graveyard():
    text = (
        "Reveal the top three cards of your library. You may put a creature card from among "
        "them into your hand. Put the rest into your graveyard."
    )
    hand, library, graveyard = _library_game(text, ["Forest", "Grizzly Bears", "Swamp", "Plains"])
    assert hand == ["Grizzly Bears"] and library == ["Plains"]
    assert graveyard == ["Forest", "Swamp", "Test Look"]
    hand, _, graveyard = _library_game(text, ["Forest", "Grizzly Bears", "Swamp"], answer=[])
    assert hand == [] and "Grizzly Bears" in graveyard  # "you may": none taken


def test_choose_two_follows_both_modes_in_the_order_written():
    command = compiled(
        "Test Command",
        "Choose two — • Target player discards a card. • You gain 3 life. • Draw a card.",
        types=("Instant",),
        cost="{R}",
    )
    assert command["spell"]["choose"] == 2
    ok = run(
        ["Mountain"],
        [{"cast": "Test Command", "by": "Алиса", "modes": [3, 2]}, {"resolve": "all"}],
        cards=[command],
        hand=["Test Command"],
    )
    assert ok.refusal is None
    assert ok.game.player("Алиса").life == 23
    assert len(ok.game.player("Алиса").zones["hand"]) == 1  # 700.2, 608.2c
    one = run(
        ["Mountain"],
        [{"cast": "Test Command", "by": "Алиса", "modes": [2]}],
        cards=[command],
        hand=["Test Command"],
    )
    assert one.refusal is not None and "700.2" in one.refusal.error.rules


def test_an_enchantment_creature_token_is_both():
    card = compiled(
        "Test Worshippers",
        "When Test Worshippers enters the battlefield, put a 2/2 blue Bird enchantment "
        "creature token with flying onto the battlefield.",
        power="1",
        toughness="1",
    )
    token = card["triggers"][0]["effects"][0]["create_token"]
    assert token["types"] == ["Enchantment", "Creature"]
    result = run(
        ["Island", "Island"],
        [{"cast": "Test Worshippers", "by": "Алиса"}, {"resolve": "all"}],
        cards=[card],
        hand=["Test Worshippers"],
    )
    assert result.refusal is None
    (bird,) = [o for o in result.game.permanents("Алиса") if o.is_token]
    from mtgjudge.engine.characteristics import characteristics

    assert {"Enchantment", "Creature"} <= set(characteristics(result.game, bird).types)


def test_a_target_with_a_quality_before_its_controller():
    card = compiled(
        "Test Colossus",
        "When Test Colossus enters the battlefield, destroy target creature with flying an "
        "opponent controls.",
        power="6",
        toughness="6",
    )
    assert card["triggers"][0]["targets"] == [
        {"kind": "creature", "filter": {"keywords": ["Flying"], "controller": "opponent"}}
    ]
