"""The layer system (613) directly: each layer, timestamps, dependency, abilities as values,
the per-version cache, and the explanation of the layers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict
from mtgjudge.cards.library import default_library
from mtgjudge.engine.characteristics import all_characteristics, characteristics
from mtgjudge.engine.layers import explain_layers
from mtgjudge.engine.layers.system import LayerPass
from mtgjudge.engine.state import Game, Player
from mtgjudge.engine.zones import create_object
from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import play

LIB = default_library()


def board(*cards: str | dict, player: str = "Алиса") -> tuple[Game, list]:
    """A game with these permanents (in this order: timestamps grow) under ``player``."""
    game = Game(players=[Player("Алиса"), Player("Борис")])
    game.active = game.priority = "Алиса"
    objs = []
    for c in cards:
        card = card_from_dict(c) if isinstance(c, dict) else LIB.get(c)
        objs.append(create_object(game, card, player, "battlefield"))
    return game, objs


def pt(game: Game, obj) -> tuple:
    ch = characteristics(game, obj)
    return ch.power, ch.toughness


def test_layer_6_loses_all_abilities_and_7b_sets_base_pt():
    game, (_, angel, elves) = board("Humility", "Serra Angel", "Llanowar Elves")
    ch = characteristics(game, angel)
    assert (ch.power, ch.toughness) == (1, 1)
    assert ch.abilities == () and ch.keywords == frozenset()
    assert characteristics(game, elves).activated == ()  # no mana ability to activate


def test_lost_triggered_abilities_do_not_trigger():
    result = play("""
        title: t
        players:
          Алиса: {hand: [Venerable Monk], battlefield: [Humility, Plains, Plains, Plains]}
          Борис: {}
        turn: {active: Алиса, step: main1, number: 3}
        actions: [{cast: Venerable Monk}, {resolve: all}]
    """)
    assert result.game.player("Алиса").life == 20


def test_without_humility_the_same_trigger_works():
    result = play("""
        title: t
        players:
          Алиса: {hand: [Venerable Monk], battlefield: [Plains, Plains, Plains]}
          Борис: {}
        turn: {active: Алиса, step: main1, number: 3}
        actions: [{cast: Venerable Monk}, {resolve: all}]
    """)
    assert result.game.player("Алиса").life == 22


def test_cant_have_wins_over_a_later_grant():
    forbid = {
        "name": "Test Ground",
        "types": ["Enchantment"],
        "static": [{"affects": {"types": ["Creature"]}, "cant_have": ["Flying"]}],
    }
    wings = {
        "name": "Test Wings",
        "types": ["Enchantment"],
        "static": [{"affects": {"types": ["Creature"]}, "grant": ["Flying"]}],
    }
    game, (_, _, bear) = board(forbid, wings, "Grizzly Bears")
    assert "Flying" not in characteristics(game, bear).keywords


def test_timestamps_order_layer_7b():
    game, (humility, _, angel) = board("Humility", "Opalescence", "Serra Angel")
    assert pt(game, humility) == (4, 4) and pt(game, angel) == (1, 1)
    game, (_, humility, angel) = board("Opalescence", "Humility", "Serra Angel")
    assert pt(game, humility) == (1, 1) and pt(game, angel) == (1, 1)


@pytest.mark.parametrize(
    "order",
    [("Blood Moon", "Urborg, Tomb of Yawgmoth"), ("Urborg, Tomb of Yawgmoth", "Blood Moon")],
)
def test_dependency_blood_moon_before_urborg_in_either_order(order):
    game, objs = board(*order, "Plains")
    urborg = objs[order.index("Urborg, Tomb of Yawgmoth")]
    plains = objs[2]
    assert characteristics(game, urborg).subtypes == {"Mountain"}
    assert characteristics(game, plains).subtypes == {"Plains"}
    mana = [a.effects[0]["add_mana"] for a in characteristics(game, urborg).activated]
    assert mana == ["{R}"]  # 305.7: the new type's mana ability only


def test_dependency_loop_falls_back_to_timestamps():
    # each makes the other's source lose the ability that generates it: a loop (613.7b)
    a = {
        "name": "Test A",
        "types": ["Enchantment"],
        "subtypes": ["Shrine"],
        "static": [{"affects": {"name": "Test B"}, "lose_all_abilities": True}],
    }
    b = {
        "name": "Test B",
        "types": ["Enchantment"],
        "subtypes": ["Shrine"],
        "static": [{"affects": {"name": "Test A"}, "lose_all_abilities": True}],
    }
    game, (first, second) = board(a, b)
    # timestamp order: A applies first and removes B's ability; B's effect no longer exists
    assert characteristics(game, second).abilities == ()
    assert len(characteristics(game, first).abilities) == 1
    steps, _ = explain_layers(game, second)
    assert any(s.reason == "loop" for s in steps)


def test_layer_2_control_and_302_6():
    result = play("""
        title: t
        players:
          Алиса: {hand: [Control Magic], battlefield: [Island, Island, Island, Island]}
          Борис: {battlefield: [{card: Grizzly Bears, id: медведь}]}
        turn: {active: Алиса, step: main1, number: 3}
        actions: [{cast: Control Magic, targets: [медведь]}, {resolve: all}]
    """)
    game = result.game
    bear = game.obj(game.aliases["медведь"])
    assert bear.controller == "Алиса" and bear.sick
    assert [o.id for o in game.permanents("Алиса") if o.card.name == "Grizzly Bears"] == [bear.id]


def test_layer_5_colour_and_layer_4_land_type():
    game, _ = board("Darkest Hour")
    bear = create_object(game, LIB.get("Grizzly Bears"), "Борис", "battlefield")
    assert characteristics(game, bear).colors == {"B"}
    game, (seas_target,) = board("Mutavault")
    aura = create_object(game, LIB.get("Spreading Seas"), "Борис", "battlefield")
    aura.attached_to = seas_target.id
    game.touch()
    ch = characteristics(game, seas_target)
    assert ch.subtypes == {"Island"} and len(ch.activated) == 1


def test_layer_7a_cda_in_every_zone():
    game = Game(players=[Player("Алиса"), Player("Борис")])
    goyf = create_object(game, LIB.get("Tarmogoyf"), "Алиса", "hand")
    create_object(game, LIB.get("Lightning Bolt"), "Борис", "graveyard")
    create_object(game, LIB.get("Grizzly Bears"), "Борис", "graveyard")
    assert pt(game, goyf) == (2, 3)


def test_layer_7d_counters_and_7e_switch():
    switch = {
        "name": "Test Switch",
        "types": ["Enchantment"],
        "static": [{"affects": {"types": ["Creature"]}, "switch_pt": True}],
    }
    game, (_, wall) = board(
        switch, {"name": "Test Wall", "types": ["Creature"], "power": 0, "toughness": 3}
    )
    wall.counters["+1/+1"] = 1
    game.touch()
    assert pt(game, wall) == (4, 1)


def test_one_pass_per_state_version_and_a_new_pass_after_a_change():
    game, objs = board("Glorious Anthem", *["Grizzly Bears"] * 5)
    first = all_characteristics(game)
    assert all_characteristics(game) is first  # cached: the same state
    game.log("counters_added", ("121.1",), card="x", kind="+1/+1", n=1, total=1)
    objs[1].counters["+1/+1"] = 1
    second = all_characteristics(game)
    assert second is not first and second[objs[1].id].power == 4


def test_identical_objects_share_their_characteristics():
    game, objs = board("Glorious Anthem", "Humility", *["Grizzly Bears"] * 50)
    chars = LayerPass(game).run()
    assert len({id(chars[o.id]) for o in objs[2:]}) == 1


def test_the_pass_is_linear_in_the_board():
    # counts work, not time: how often a filter is evaluated grows with distinct states only
    from mtgjudge.engine import filters

    calls = 0
    original = filters.matches_view

    def counting(*args, **kwargs):
        nonlocal calls
        calls += 1
        return original(*args, **kwargs)

    filters.matches_view = counting
    try:
        for n in (10, 1000):
            calls = 0
            game, _ = board(*["Glorious Anthem"] * 5, "Humility", *["Grizzly Bears"] * n)
            LayerPass(game).run()
            if n == 10:
                small = calls
        assert calls <= small + 10
    finally:
        filters.matches_view = original


def test_modify_pt_needs_numbers():
    with pytest.raises(CardFormatError):
        card_from_dict(
            {"name": "X", "types": ["Enchantment"], "static": [{"modify_pt": {"power": "1"}}]}
        )


@pytest.mark.parametrize("value", ["many", "3.5", "∞", "", "1+"])
def test_printed_power_must_be_a_number_or_a_star(value):
    """A word would otherwise count as 0 without a word of warning (208.2, principle 5)."""
    card = {"name": "X", "types": ["Creature"], "power": value, "toughness": 1}
    with pytest.raises(CardFormatError, match="целое число"):
        card_from_dict(card)


@pytest.mark.parametrize("value", [2, "2", "-1", "*", "1+*", "*+1", "7-*", "*²"])
def test_printed_power_forms_that_exist(value):
    card = card_from_dict({"name": "X", "types": ["Creature"], "power": value, "toughness": 1})
    assert card.power == str(value)


def test_copy_choice_naming_a_non_creature_is_a_file_error():
    with pytest.raises(ScenarioError) as info:
        play("""
            title: t
            players:
              Алиса: {hand: [Clone], battlefield: [Island, Island, Island, Island]}
              Борис: {battlefield: [Plains]}
            turn: {active: Алиса, step: main1, number: 3}
            actions:
              - {cast: Clone, choose: {copy: Plains}}
        """)
    problem = info.value.problems[0]
    assert (problem.line, problem.column) == (8, 34) and "copy" in problem.message


def test_run_layers_option_explains_each_step(tmp_path):
    path = "scenarios/613.3b-humility-i-opalescence.yaml"
    done = subprocess.run(
        [sys.executable, "-m", "mtgjudge", "run", path, "--quiet", "--layers", "смирение"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0
    assert "7b (установка силы и выносливости)" in done.stdout and "4/4" in done.stdout
    done = subprocess.run(
        [sys.executable, "-m", "mtgjudge", "run", path, "--json", "--layers", "смирение"],
        capture_output=True,
        text=True,
    )
    data = json.loads(done.stdout)
    jsonschema.validate(data, json.loads(Path("docs/run.schema.json").read_text(encoding="utf-8")))
    assert [s["layer"] for s in data["layers"]["steps"]][:3] == ["4", "6", "7b"]
    assert data["layers"]["characteristics"]["power"] == 4
    done = subprocess.run(
        [sys.executable, "-m", "mtgjudge", "run", path, "--layers", "никто"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2 and "--layers" in done.stderr


TAPPED_LORD = {
    "name": "Test Tapped Lord",
    "types": ["Enchantment"],
    "text": "Tapped creatures get +1/+1.",
    "static": [{"affects": {"types": ["Creature"], "tapped": True}, "modify_pt": {"power": 1}}],
}
LIFE_LORD = {
    "name": "Test Life Lord",
    "types": ["Enchantment"],
    "text": "As long as you have 21 or more life, creatures you control get +1/+1.",
    "static": [
        {
            "affects": {"types": ["Creature"], "controller": "you"},
            "modify_pt": {"power": 1},
            "if": {"life_at_least": 21},
        }
    ],
}


def test_a_neutral_event_keeps_a_pass_that_read_only_the_permanents():
    # tapping, combat, damage and life change no characteristic unless an effect looks at them
    game, objs = board("Glorious Anthem", *["Grizzly Bears"] * 3)
    first = all_characteristics(game)
    objs[1].tapped = True
    game.log("tapped", ("701.17a",), card=objs[1].label)
    game.player("Алиса").life = 25
    game.log("life_gained", ("119.5",), player="Алиса", amount=5, life=25, source="x")
    assert all_characteristics(game) is first
    objs[2].counters["+1/+1"] = 1  # not a neutral event: a new pass
    game.log("counters_added", ("121.1",), card="x", kind="+1/+1", n=1, total=1)
    assert all_characteristics(game)[objs[2].id].power == 4


@pytest.mark.parametrize(
    ("lord", "change", "event", "data"),
    [
        (TAPPED_LORD, "tap", "tapped", {"card": "x"}),
        (LIFE_LORD, "life", "life_gained", {"player": "Алиса", "amount": 1}),
    ],
)
def test_a_pass_that_read_the_game_is_not_kept_over_a_neutral_event(lord, change, event, data):
    game, (_, bear) = board(lord, "Grizzly Bears")
    before = characteristics(game, bear).power
    if change == "tap":
        bear.tapped = True
    else:
        game.player("Алиса").life = 21
    game.log(event, ("701.17a",), **data)
    assert characteristics(game, bear).power == before + 1


TURN_LORD = {
    "name": "Test Turn Lord",
    "types": ["Enchantment"],
    "text": "During your turn, creatures you control get +1/+1.",
    "static": [
        {
            "affects": {"types": ["Creature"], "controller": "you"},
            "modify_pt": {"power": 1},
            "if": {"your_turn": True},
        }
    ],
}


def test_a_new_step_or_turn_keeps_a_pass_unless_an_effect_looks_at_the_turn():
    game, objs = board("Glorious Anthem", "Grizzly Bears")
    first = all_characteristics(game)
    game.step = "upkeep"
    game.log("step_began", ("500.1",), step="upkeep", turn=1, active="Алиса")
    assert all_characteristics(game) is first
    game, (_, bear) = board(TURN_LORD, "Grizzly Bears")
    assert characteristics(game, bear).power == 3
    game.turn, game.active = 2, "Борис"
    game.log("turn_began", ("500.1",), turn=2, active="Борис")
    assert characteristics(game, bear).power == 2


def test_a_mana_ability_keeps_a_pass_unless_an_effect_looks_at_tapped_creatures():
    # 605.3b: the mana ability taps its source and adds mana; no characteristic changes
    from mtgjudge.engine.payment import activate_mana_ability

    game, (_, bear, forest) = board("Glorious Anthem", "Grizzly Bears", "Forest")
    first = all_characteristics(game)
    activate_mana_ability(game, "Алиса", forest, 1)
    assert game.player("Алиса").mana_pool == {"G": 1}
    assert all_characteristics(game) is first
    game, (_, elves) = board(TAPPED_LORD, "Llanowar Elves")
    elves.sick = False
    assert characteristics(game, elves).power == 1
    activate_mana_ability(game, "Алиса", elves, 1)
    assert characteristics(game, elves).power == 2  # "tapped creatures get +1/+1"


def test_an_event_wrongly_called_neutral_is_caught_by_the_index_check(monkeypatch):
    # the tests run with MTGJUDGE_CHECK_INDEXES=1: a kept pass is compared with a fresh one
    from mtgjudge.engine import state

    monkeypatch.setattr(state, "NEUTRAL_EVENTS", state.NEUTRAL_EVENTS | {"counters_added"})
    game, (_, bear) = board("Glorious Anthem", "Grizzly Bears")
    all_characteristics(game)
    bear.counters["+1/+1"] = 1
    game.log("counters_added", ("121.1",), card="x", kind="+1/+1", n=1, total=1)
    with pytest.raises(AssertionError, match="neutral event"):
        all_characteristics(game)


def test_a_move_between_other_zones_keeps_a_pass_that_read_only_the_permanents():
    # a card cast, discarded, drawn: no permanent and no continuous effect changed, so the
    # pass is kept although the state version is new (layers.system.PassInputs)
    from mtgjudge.engine.zones import move_object

    game, _ = board("Glorious Anthem", "Grizzly Bears")
    card = create_object(game, LIB.get("Lightning Bolt"), "Алиса", "hand")
    first = all_characteristics(game)
    move_object(game, card, "graveyard")
    game.log("discarded", ("701.8a",), card="Lightning Bolt")
    assert all_characteristics(game) is first


def test_a_change_to_a_permanent_without_an_event_makes_a_new_pass():
    # every change of a permanent's attribute is counted (GameObject.__setattr__), whether or
    # not an event was logged; its status (tapped, damage, ...) is read by no closed pass
    from mtgjudge.engine import state

    game, (anthem, bear) = board("Glorious Anthem", "Grizzly Bears")
    first = all_characteristics(game)
    writes = state.permanent_writes
    bear.tapped, bear.damage = True, 1
    assert state.permanent_writes == writes
    assert all_characteristics(game) is first
    anthem.base_controller = anthem.controller = "Борис"  # no event, no touch()
    assert state.permanent_writes == writes + 2
    assert all_characteristics(game) is not first
    assert pt(game, bear) == (2, 2)


def test_a_change_inside_a_transaction_is_counted_and_undone():
    from mtgjudge.engine import state
    from mtgjudge.engine.transaction import Snapshot

    game, (anthem, bear) = board("Glorious Anthem", "Grizzly Bears")
    assert pt(game, bear) == (3, 3)
    writes = state.permanent_writes
    snapshot = Snapshot(game)
    anthem.base_controller = anthem.controller = "Борис"
    assert state.permanent_writes == writes + 2
    assert pt(game, bear) == (2, 2)
    snapshot.restore()
    assert anthem.base_controller == "Алиса" and pt(game, bear) == (3, 3)


def test_a_pass_kept_wrongly_is_caught_by_the_index_check(monkeypatch):
    # the tests run with MTGJUDGE_CHECK_INDEXES=1: a pass kept over a new state version is
    # compared with a fresh one
    from mtgjudge.engine.layers.system import PassInputs

    monkeypatch.setattr(PassInputs, "same", lambda self, game: True)
    game, (_, bear) = board("Glorious Anthem", "Grizzly Bears")
    all_characteristics(game)
    bear.counters["+1/+1"] = 1
    with pytest.raises(AssertionError, match="PassInputs"):
        game.log("counters_added", ("121.1",), card="x", kind="+1/+1", n=1, total=1)
        all_characteristics(game)


def test_612_text_change_cache_never_answers_for_another_ability_with_a_reused_id() -> None:
    """Layer 3 (612) keeps the changed value of an ability per (id, old word, new word); an id
    freed by one ability and reused by another must not hand the second one the first one's
    changed text (it did in one process that ran several games)."""
    from mtgjudge.cards.abilities import AbilityValue
    from mtgjudge.engine.layers import parts

    swamp = AbilityValue("static", {"filter": {"subtypes": ["Swamp"]}})
    island = AbilityValue("static", {"filter": {"subtypes": ["Island"]}})
    (changed,) = parts.change_text((swamp,), "Swamp", "Mountain")
    assert changed.body == {"filter": {"subtypes": ["Mountain"]}}
    # what a reused id looks like: the cache holds an entry under the id of ``island`` that
    # was made for another ability
    parts._TEXT_CHANGED[(id(island), "Swamp", "Mountain")] = (swamp, changed)
    (again,) = parts.change_text((island,), "Swamp", "Mountain")
    assert again.body == {"filter": {"subtypes": ["Island"]}}
    assert parts.change_text((island,), "Swamp", "Mountain") == (again,)


def test_frozen_characteristics_are_built_with_every_field():
    # Working.freeze fills the frozen dataclass's fields without its __init__ (speed): a
    # field added to Characteristics must be added there too, or it would read its default
    import dataclasses

    from mtgjudge.engine.layers.values import Characteristics

    game, (bear,) = board("Grizzly Bears")
    ch = characteristics(game, bear)
    names = [f.name for f in dataclasses.fields(Characteristics)]
    assert list(ch.__dict__)[: len(names)] == names
    assert ch == Characteristics(**{f.name: getattr(ch, f.name) for f in dataclasses.fields(ch)})


def test_a_board_with_nothing_to_layer_gives_the_printed_values_with_counters():
    # no continuous effect, no static ability, no command source: each permanent is its card
    # with its counters (613.1, 613.3d), one shared value per (card, controller, counters)
    game, (bear, other, jace) = board("Grizzly Bears", "Grizzly Bears", "Jace Beleren")
    jace.counters["loyalty"] = 3
    bear.counters["+1/+1"] = 2
    game.log("counters_added", ("121.1",), card="x", kind="+1/+1", n=2, total=2)
    chars = all_characteristics(game)
    assert (chars[bear.id].power, chars[bear.id].toughness) == (4, 4)
    assert (chars[other.id].power, chars[other.id].toughness) == (2, 2)
    assert chars[jace.id].loyalty == 3
    fresh = LayerPass(game).run()
    assert chars == fresh


def test_a_stale_plain_board_is_caught_by_the_index_check(monkeypatch):
    # the tests run with MTGJUDGE_CHECK_INDEXES=1: a board taken for one with nothing to layer
    # (here: Glorious Anthem's static ability missed) is compared with a full pass
    from mtgjudge.engine.layers import system

    anthem = LIB.get("Glorious Anthem")
    monkeypatch.setitem(system._STATIC_CARDS, id(anthem), (anthem, False))
    game, _ = board("Glorious Anthem", "Grizzly Bears")
    with pytest.raises(AssertionError, match="plain pass"):
        all_characteristics(game)


def test_a_pass_that_read_only_an_attachment_is_kept_until_the_attachment_changes():
    # "equipped creature gets +2/+0" reads what the Equipment is attached to (301.5): an
    # attribute of a permanent, every change of which is counted (``PassInputs``)
    from mtgjudge.engine.zones import move_object

    game, (sword, bear, other) = board("Bonesplitter", "Grizzly Bears", "Grizzly Bears")
    sword.attached_to = bear.id
    first = all_characteristics(game)
    assert first[bear.id].power == 4 and first[other.id].power == 2
    card = create_object(game, LIB.get("Lightning Bolt"), "Алиса", "hand")
    move_object(game, card, "graveyard")
    game.log("discarded", ("701.8a",), card="Lightning Bolt")
    bear.tapped = True
    game.log("tapped", ("701.17a",), card=bear.label)
    assert all_characteristics(game) is first
    sword.attached_to = other.id  # counted: a new pass
    chars = all_characteristics(game)
    assert chars is not first and chars[bear.id].power == 2 and chars[other.id].power == 4


def test_a_filter_key_wrongly_called_a_permanent_s_own_is_caught_by_the_index_check(
    monkeypatch,
):
    # the tests run with MTGJUDGE_CHECK_INDEXES=1: "tapped" is status (not counted), so a pass
    # that reads it must not be kept over a neutral event; if it were, the check catches it
    from mtgjudge.engine.layers import system

    monkeypatch.setattr(system, "PERMANENT_KEYS", system.PERMANENT_KEYS | {"tapped"})
    game, (_, bear) = board(TAPPED_LORD, "Grizzly Bears")
    assert characteristics(game, bear).power == 2
    bear.tapped = True
    game.log("tapped", ("701.17a",), card=bear.label)
    with pytest.raises(AssertionError, match="neutral event"):
        characteristics(game, bear)
