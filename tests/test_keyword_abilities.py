"""Keywords that stand for triggered and replacement abilities (702.23, 702.29, 702.31,
702.39, 702.42, 702.45, 702.53, 702.57, 702.60, 702.62, 702.78, 702.92, 702.99): each rule
letter that changes the outcome."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict
from mtgjudge.cards.keyword_abilities import expand
from mtgjudge.cards.keywords import parse_keyword
from mtgjudge.engine.library import size as library_size

from .engine_helpers import kinds, names, play


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


def _perm(game, name):
    return next(o for o in game.permanents() if o.card.name == name)


def test_keywords_stand_for_the_abilities_of_their_rule():
    assert expand(parse_keyword("Persist")).triggers[0].rule == "702.78a"
    assert expand(parse_keyword("Persist")) is expand(parse_keyword("Persist"))  # same values
    modular = expand(parse_keyword("Modular 2"))
    assert modular.replacements[0].value == ("+1/+1", 2)
    assert expand(parse_keyword("Flying")) is None
    # a cost in words the engine reads is paid through the one cost model (117.12); one it
    # can't read is refused, never played as if the keyword were absent
    assert expand(parse_keyword("Echo—Discard a card")) is not None
    assert expand(parse_keyword("Echo—Flip a coin")) is None


def test_a_keyword_with_a_wrong_parameter_is_a_card_format_error():
    with pytest.raises(CardFormatError, match="Echo"):
        card_from_dict(
            {"name": "X", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["Echo"]}
        )
    with pytest.raises(CardFormatError, match="702.29a"):
        card_from_dict(
            {
                "name": "X",
                "types": ["Creature"],
                "power": 1,
                "toughness": 1,
                "keywords": ["Echo—Flip a coin"],
            }
        )
    card = card_from_dict(
        {"name": "X", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["Fading 2"]}
    )
    assert [t.rule for t in card.all_triggers()] == ["702.31a"]


def test_702_78a_persist_does_nothing_for_a_creature_that_lost_its_abilities():
    # 613.1f: Humility removes persist — the creature stays in the graveyard
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Shock]
        battlefield: [Mountain, Humility]
      Борис:
        battlefield: [Safehold Elite]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Shock, targets: [Safehold Elite]}
      - resolve: all
    """)
    assert names(r.game, "Борис", "graveyard") == ["Safehold Elite"]
    assert "ability_triggered" not in kinds(r)


def test_702_29a_echo_does_not_trigger_for_a_permanent_controlled_since_before_last_upkeep():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Flamecore Elemental, {card: Basalt Gargoyle, sick: true}]
        library: 5
      Борис:
        library: 5
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {pay: false}
      - goto: {step: draw, turn: 5}
    """)
    # only the one that came under her control this turn (sick) had to pay
    assert names(r.game, "Алиса", "battlefield") == ["Flamecore Elemental"]
    assert names(r.game, "Алиса", "graveyard") == ["Basalt Gargoyle"]


def test_702_23b_each_instance_of_cumulative_upkeep_counts_all_age_counters():
    r = play("""
    title: t
    cards:
      - name: Twice Aged
        cost: "{2}"
        types: [Artifact]
        text: "Cumulative upkeep {1}\\nCumulative upkeep {1}"
        keywords: ["Cumulative upkeep {1}", "Cumulative upkeep {1}"]
    players:
      Алиса:
        battlefield: [Twice Aged, Wastes, Wastes, Wastes]
        library: 5
      Борис:
        library: 5
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - goto: {step: draw, turn: 5}
    """)
    # first ability: 1 age counter, pays {1}; second: 2 age counters, pays {1}{1} — 3 in all
    paid = [e.data["cost"] for e in _events(r, "cost_paid_or_not") if e.data["paid"]]
    assert paid == ["{1}", "{1}{1}"]
    assert _perm(r.game, "Twice Aged").counters == {"age": 2}


def test_702_31a_fading_removes_a_counter_each_upkeep():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [{card: Blastoderm, counters: {fade: 2}}]
        library: 5
      Борис:
        library: 5
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - goto: {step: draw, turn: 5}
    """)
    assert _perm(r.game, "Blastoderm").counters == {"fade": 1}


def test_702_62a_vanishing_does_not_trigger_without_time_counters_and_a_removal_sacrifices():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [{card: Waning Wurm, id: без}, {card: Waning Wurm, id: один, counters: {time: 1}}]
        library: 5
      Борис:
        library: 5
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - goto: {step: draw, turn: 5}
    """)
    # the one without counters stays (its upkeep ability's "if" is false, 603.4); the other
    # loses its last time counter and is sacrificed
    left = [o.alias for o in r.game.permanents("Алиса")]
    assert left == ["без"]
    assert names(r.game, "Алиса", "graveyard") == ["Waning Wurm"]


def test_702_45b_each_soulshift_triggers_separately():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Lightning Bolt]
        battlefield: [Mountain, {card: Forked-Branch Garami, damage: 1}]
        graveyard: [Kami of Empty Graves, Gibbering Kami]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {trigger_targets: {Forked-Branch Garami: [Kami of Empty Graves]}}
      - {cast: Lightning Bolt, targets: [Forked-Branch Garami]}
      - pass: 2
      - resolve: all
    """)
    triggered = [e for e in _events(r, "ability_triggered") if e.data.get("keyword")]
    assert len(triggered) == 2
    assert "Kami of Empty Graves" in names(r.game, "Алиса", "hand")


def test_702_57a_graft_without_a_counter_does_not_trigger():
    r = play("""
    title: t
    cards:
      - name: Graft Wall
        cost: "{1}"
        types: [Creature]
        power: 0
        toughness: 2
        text: "Graft 1"
        keywords: ["Graft 1"]
    players:
      Алиса:
        hand: [Grizzly Bears]
        battlefield: [Forest, Forest, {card: Graft Wall, counters: {}}]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Grizzly Bears}
      - resolve: all
    """)
    assert _perm(r.game, "Grizzly Bears").counters == {}
    assert "trigger_condition_false" in kinds(r)


def test_702_39a_storm_counts_only_the_spells_cast_before_it():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Grapeshot, Shock]
        battlefield: [Mountain, Mountain, Mountain]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Grapeshot, targets: [Борис]}
      - {cast: Shock, targets: [Борис]}
      - resolve: all
    """)
    # Shock was cast after Grapeshot: no copies; 1 + 2 damage
    assert r.game.player("Борис").life == 17
    assert [e.data["count"] for e in _events(r, "copies_counted")] == [0]


def test_702_60a_split_second_forbids_abilities_but_not_mana_abilities():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Sudden Shock]
        battlefield: [Mountain, Mountain]
      Борис:
        battlefield: [Forest, Llanowar Elves, Prodigal Sorcerer]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Sudden Shock, targets: [Llanowar Elves]}
      - {activate: Llanowar Elves, by: Борис}
      - {activate: Prodigal Sorcerer, by: Борис, targets: [Алиса]}
    expect:
      illegal: [702.60a]
    """)
    assert r.game.player("Борис").mana_pool == {"G": 1}  # 702.60b: mana abilities are allowed
    assert r.refusal is not None and "702.60a" in r.refusal.error.rules
    assert r.refusal.action.verb == "activate"


def test_207_2c_the_compiler_drops_only_the_ability_words_of_the_rules():
    from mtgjudge.cards.oracle.compiler import route
    from mtgjudge.cards.oracle.vocabulary import ABILITY_WORDS

    assert len(ABILITY_WORDS) == 28  # the list of 207.2c (2015)
    (landfall,) = route(
        "Landfall — Whenever a land enters the battlefield under your control, "
        "CARDNAME gets +2/+2 until end of turn.",
        is_spell=False,
    )
    assert landfall.kind == "triggered" and landfall.text.startswith("Whenever a land")
    # forecast is a keyword (702.56), not a label: its line is kept, not silently shortened
    (forecast,) = route(
        "Forecast — {1}{W}, Reveal CARDNAME from your hand: Draw a card.", is_spell=False
    )
    assert forecast.text.startswith("Forecast — ")


def test_207_2c_landfall_triggers_for_each_land_under_your_control_only():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Mountain]
        battlefield: [Plated Geopede]
      Борис:
        hand: [Forest]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - play_land: Mountain
      - resolve: all
      - goto: {step: main1, turn: 4}
      - play_land: Forest
      - resolve: all
    """)
    triggered = [e for e in _events(r, "ability_triggered") if e.data["card"] == "Plated Geopede"]
    assert len(triggered) == 1  # Boris's land is not under Alice's control


def test_702_87a_a_countered_rebound_spell_goes_to_the_graveyard():
    # rebound replaces only "put into the graveyard as it resolves"
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Staggershock]
        battlefield: [Mountain, Mountain, Mountain]
      Борис:
        hand: [Counterspell]
        battlefield: [Island, Island]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Staggershock, targets: [Борис]}
      - {cast: Counterspell, by: Борис, targets: [Staggershock]}
      - resolve: all
    """)
    assert names(r.game, "Алиса", "graveyard") == ["Staggershock"]
    assert r.game.delayed_triggers == []


def test_702_84a_cascade_without_a_hit_puts_every_exiled_card_on_the_bottom():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Bloodbraid Elf]
        battlefield: [Mountain, Mountain, Forest, Forest]
        library: [Forest, Shivan Dragon, Mountain]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Bloodbraid Elf}
      - resolve: all
    """)
    exiled = _events(r, "cascade_exiled")[0].data
    assert exiled["hit"] is None and len(exiled["cards"]) == 3
    assert library_size(r.game, "Алиса") == 3
    assert names(r.game, "Алиса", "exile") == []


def test_702_61a_a_creature_cast_by_suspend_has_haste():
    r = play("""
    title: t
    players:
      Алиса:
        exile: [{card: Keldon Halberdier, counters: {time: 1}}]
        library: 5
      Борис:
        library: 5
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - goto: {step: main1, turn: 5}
      - attack: {Keldon Halberdier: Борис}
      - goto: {step: main2, turn: 5}
    """)
    assert r.game.player("Борис").life == 16


def test_115_2e_suspend_only_when_the_card_could_be_cast():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Rift Bolt]
        battlefield: [Mountain]
      Борис: {}
    turn: {active: Алиса, step: upkeep, number: 3}
    actions:
      - suspend: Rift Bolt
    expect:
      illegal: [115.2e]
    """)
    assert r.refusal is not None and "115.2e" in r.refusal.error.rules


SUSPEND_X = """
    title: t
    players:
      Алиса:
        hand: [Aeon Chronicler]
        battlefield: [Island, Island, Island, Island, Island, Island]
        library: 10
      Борис:
        library: 10
    turn: {active: Алиса, step: main1, number: 3}
    actions:
"""


def test_107_3d_suspend_x_chooses_x_as_the_cost_is_paid_and_gets_x_counters():
    r = play(SUSPEND_X + "      - {suspend: Aeon Chronicler, x: 2}\n")
    assert r.refusal is None
    (card,) = [r.game.obj(i) for i in r.game.player("Алиса").zones["exile"]]
    assert card.counters == {"time": 2}
    assert sum(o.tapped for o in r.game.permanents("Алиса")) == 6  # {2}{3}{U}: X = 2
    # X can't be 0 (the card's own words), and X must be chosen
    for x in ("x: 0", ""):
        bad = play(SUSPEND_X + f"      - {{suspend: Aeon Chronicler{', ' + x if x else ''}}}\n")
        assert bad.refusal is not None and "107.3d" in bad.refusal.error.rules
    # more X than the mana pays for: the special action can't be taken
    assert play(SUSPEND_X + "      - {suspend: Aeon Chronicler, x: 3}\n").refusal is not None


def test_702_61a_whenever_a_time_counter_is_removed_while_exiled():
    r = play(
        SUSPEND_X + "      - {suspend: Aeon Chronicler, x: 2}\n"
        "      - goto: {step: main1, turn: 5}\n"
    )
    assert r.refusal is None
    # drew one card for the draw step and one for the removed counter
    assert len(r.game.player("Алиса").zones["hand"]) == 2
    (card,) = [r.game.obj(i) for i in r.game.player("Алиса").zones["exile"]]
    assert card.counters == {"time": 1}


def test_702_83a_an_unearthed_creature_that_would_die_is_exiled_instead():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Shock]
        battlefield: [Swamp, Mountain]
        graveyard: [Dregscape Zombie]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - activate: Dregscape Zombie
      - resolve: all
      - {cast: Shock, targets: [Dregscape Zombie]}
      - resolve: all
    """)
    assert names(r.game, "Алиса", "exile") == ["Dregscape Zombie"]
    assert "Dregscape Zombie" not in names(r.game, "Алиса", "graveyard")
    # 614.6: the move to the graveyard never happened — "dies" did not trigger anything


def test_702_83a_unearth_only_as_a_sorcery():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Swamp]
        graveyard: [Dregscape Zombie]
      Борис: {}
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - {activate: Dregscape Zombie, by: Алиса}
    expect:
      illegal: [602.5d]
    """)
    assert r.refusal is not None


def test_702_34a_a_madness_card_that_is_not_cast_goes_to_the_graveyard():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Fiery Temper, Grizzly Bears]
      Борис:
        hand: [Mind Rot]
        battlefield: [Swamp, Swamp, Swamp]
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - {cast: Mind Rot, targets: [Алиса]}
      - resolve: all
    """)
    # no mana for {R}: the spell can't be cast, and the card goes to the graveyard
    assert names(r.game, "Алиса", "graveyard") == ["Fiery Temper", "Grizzly Bears"]
    assert r.game.player("Борис").life == 20
    assert "cast_impossible" in kinds(r)


def test_sacrifice_unless_you_pay_compiles_to_may_pay_and_is_played():
    # "At the beginning of your upkeep, sacrifice Darba unless you pay {G}{G}." (Oracle)
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Darba, {card: Forest, id: лес}]
        library: 5
      Борис:
        library: 5
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - goto: {step: draw, turn: 5}
    """)
    assert names(r.game, "Алиса", "graveyard") == ["Darba"]  # one Forest can't pay {G}{G}
    assert not _perm(r.game, "Forest").tapped


def test_702_39a_storm_copies_each_may_get_new_targets_and_come_from_lki():
    from .engine_helpers import play

    r = play("""
    title: t
    players:
      Алиса:
        hand: [Shock, Shock, Grapeshot]
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain]
      Борис:
        hand: [Counterspell]
        battlefield: [Island, Island, {card: Llanowar Elves, id: эльф1}, {card: Llanowar Elves, id: эльф2}]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Shock, targets: [Борис]}
      - resolve: all
      - {cast: Shock, targets: [Борис]}
      - resolve: all
      - {cast: Grapeshot, targets: [Борис], choose: {new_targets: [[эльф1], [эльф2]]}}
      - {cast: Counterspell, by: Борис, targets: [Grapeshot]}
      - resolve: all
    """)
    assert r.refusal is None
    assert r.game.player("Борис").life == 16  # the original was countered: only the Shocks
    assert not [o for o in r.game.permanents("Борис") if o.card.name == "Llanowar Elves"]


def test_702_39a_more_new_target_lists_than_storm_copies_is_a_file_error():
    import pytest

    from mtgjudge.scenario.model import ScenarioError

    from .engine_helpers import play

    with pytest.raises(ScenarioError) as info:
        play("""
        title: t
        players:
          Алиса:
            hand: [Shock, Grapeshot]
            battlefield: [Mountain, Mountain, Mountain]
          Борис:
            battlefield: [{card: Llanowar Elves, id: эльф1}, {card: Llanowar Elves, id: эльф2}]
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Shock, targets: [Борис]}
          - resolve: all
          - {cast: Grapeshot, targets: [Борис], choose: {new_targets: [[эльф1], [эльф2]]}}
          - resolve: all
        """)
    (problem,) = info.value.problems
    assert "копий: 1, списков: 2" in problem.message
    assert (problem.line, problem.column) == (13, 73)  # the second list, the one too many


def test_702_28d_whenever_a_player_cycles_watches_every_player():
    from .engine_helpers import play

    r = play("""
    title: t
    cards:
      - name: Test Rift
        cost: "{1}{R}"
        types: [Enchantment]
        text: "Whenever a player cycles a card, you gain 1 life."
        triggers:
          - {when: a_player_cycles, effects: [{gain_life: 1}]}
    players:
      Алиса:
        battlefield: [Test Rift]
      Борис:
        hand: [Renewed Faith]
        battlefield: [Plains, Plains]
        library: [Island]
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - activate: Renewed Faith
      - resolve: all
    """)
    assert r.game.player("Алиса").life == 21  # Alice's enchantment saw Boris cycle
    assert r.game.player("Борис").life == 22  # and Renewed Faith's own trigger (702.28c)


def test_702_28e_typecycling_reveals_the_found_card():
    from .engine_helpers import kinds, play

    r = play("""
    title: t
    players:
      Алиса:
        hand: [Twisted Abomination]
        battlefield: [Swamp, Swamp, Swamp]
        library: [Island, Swamp]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - activate: Twisted Abomination
      - resolve: all
    """)
    (event,) = [e for s in r.steps for e in s.events if e.kind == "library_searched"]
    assert event.data["found"] == ["Swamp"] and "701.13a" in event.rules
    assert kinds(r).count("library_shuffled") == 1


def test_702_53b_bloodthirst_x_counts_the_damage_dealt_to_opponents_this_turn():
    from .engine_helpers import play

    r = play("""
    title: t
    cards:
      - name: Test Wood-Kin
        cost: "{G}"
        types: [Creature]
        power: 3
        toughness: 3
        keywords: [Bloodthirst X]
    players:
      Алиса:
        hand: [Shock, Lightning Bolt, Test Wood-Kin]
        battlefield: [Mountain, Mountain, Forest]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Shock, targets: [Борис]}
      - resolve: all
      - {cast: Lightning Bolt, targets: [Борис]}
      - resolve: all
      - cast: Test Wood-Kin
      - resolve: all
    """)
    (kin,) = [o for o in r.game.permanents("Алиса") if o.card.name == "Test Wood-Kin"]
    assert kin.counters.get("+1/+1") == 5
    events = [e for s in r.steps for e in s.events if "702.53b" in e.rules]
    assert events


def test_702_62b_vanishing_without_a_number_puts_no_counters():
    from .engine_helpers import play

    r = play("""
    title: t
    cards:
      - name: Test Walker
        cost: "{U}"
        types: [Creature]
        power: 2
        toughness: 2
        keywords: [Vanishing]
    players:
      Алиса:
        hand: [Test Walker]
        battlefield: [Island]
        library: 5
      Борис:
        library: 5
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Test Walker
      - resolve: all
      - goto: {step: main1, turn: 5}
    """)
    (walker,) = [o for o in r.game.permanents("Алиса") if o.card.name == "Test Walker"]
    assert not walker.counters.get("time")  # no counters: it stays (702.62b)
    r2 = play("""
    title: t
    cards:
      - name: Test Walker
        cost: "{U}"
        types: [Creature]
        power: 2
        toughness: 2
        keywords: [Vanishing]
    players:
      Алиса:
        battlefield: [{card: Test Walker, counters: {time: 1}}]
        library: 5
      Борис:
        library: 5
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - goto: {step: main1, turn: 5}
    """)
    assert not [o for o in r2.game.permanents("Алиса") if o.card.name == "Test Walker"]


def test_702_100a_extort_declined_changes_nothing_and_702_85a_sacrifices_what_there_is():
    from .engine_helpers import play

    r = play("""
    title: t
    players:
      Алиса:
        hand: [Shock]
        battlefield: [Syndic of Tithes, Mountain, Plains]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {pay: false}
      - {cast: Shock, targets: [Борис], pay: [Mountain]}
      - resolve: all
    """)
    assert (r.game.player("Алиса").life, r.game.player("Борис").life) == (20, 18)
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Ulamog's Crusher]
      Борис:
        battlefield: [Forest]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - attack: {Ulamog's Crusher: Борис}
      - resolve: all
    """)
    assert not r.game.permanents("Борис")  # one permanent: as much as possible (609.3)


def test_702_88a_totem_armor_removes_the_lethal_damage_and_the_aura_goes():
    from .engine_helpers import names, play

    r = play("""
    title: t
    players:
      Алиса:
        battlefield:
          - {card: Grizzly Bears, id: медведь}
          - {card: Hyena Umbra, attached_to: медведь}
      Борис:
        hand: [Lightning Bolt]
        battlefield: [Mountain]
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - {cast: Lightning Bolt, targets: [медведь]}
      - resolve: all
    """)
    assert names(r.game, "Алиса", "battlefield") == ["Grizzly Bears"]
    (bear,) = r.game.permanents("Алиса")
    assert bear.damage == 0
    assert names(r.game, "Алиса", "graveyard") == ["Hyena Umbra"]


def test_702_104a_dethrone_does_not_trigger_against_a_player_with_less_life():
    from .engine_helpers import play

    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Enraged Revolutionary]
      Борис:
        life: 19
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - attack: {Enraged Revolutionary: Борис}
      - goto: end
    """)
    assert r.game.player("Борис").life == 17
    (rev,) = r.game.permanents("Алиса")
    assert not rev.counters.get("+1/+1")


def test_702_93a_miracle_only_for_the_first_card_drawn_this_turn_and_only_if_revealed():
    from .engine_helpers import kinds, play

    text = """
    title: t
    players:
      Алиса:
        hand: [Opt]
        battlefield: [Mountain, Island]
        library: [{first}, {second}, Island]
      Борис: {{}}
    turn: {{active: Алиса, step: upkeep, number: 3}}
    actions:
      - choose: {{cast_targets: {{Thunderous Wrath: [Борис]}}{extra}}}
      - goto: main1
      - resolve: all
      - {{cast: Opt, pay: [Island]}}
      - resolve: all
    """
    # the second card drawn this turn (by Opt) is not revealed
    r = play(text.format(first="Island", second="Thunderous Wrath", extra=""))
    assert r.game.player("Борис").life == 20 and "miracle_revealed" not in kinds(r)
    # the first one, not revealed when the player says so
    r = play(text.format(first="Thunderous Wrath", second="Island", extra=", miracle: false"))
    assert r.game.player("Борис").life == 20 and "miracle_not_revealed" in kinds(r)
    r = play(text.format(first="Thunderous Wrath", second="Island", extra=""))
    assert r.game.player("Борис").life == 15


def test_702_97a_unleash_declined_enters_without_a_counter_and_can_block():
    from .engine_helpers import play

    r = play("""
    title: t
    players:
      Алиса:
        hand: [Rakdos Cackler]
        battlefield: [Mountain]
        library: 10
      Борис:
        battlefield: [Grizzly Bears]
        library: 10
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {unleash: false}
      - cast: Rakdos Cackler
      - resolve: all
      - goto: {step: main1, turn: 4}
      - attack: {Grizzly Bears: Алиса}
      - block: {Rakdos Cackler: Grizzly Bears}
    """)
    assert r.refusal is None
    assert not r.game.blockers == {}


def test_702_81a_devour_by_default_eats_nothing():
    from .engine_helpers import kinds, names, play

    r = play("""
    title: t
    players:
      Алиса:
        hand: [Thorn-Thrash Viashino]
        battlefield: [Grizzly Bears, Mountain, Mountain, Mountain, Mountain]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Thorn-Thrash Viashino, pay: [Mountain, Mountain, Mountain, Mountain]}
      - resolve: all
    """)
    assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")
    viashino = [o for o in r.game.permanents("Алиса") if o.card.name == "Thorn-Thrash Viashino"]
    assert not viashino[0].counters.get("+1/+1")
    assert "devoured" in kinds(r)


def test_702_81a_devour_cannot_eat_the_entering_creature_itself():
    """702.81a: "as this enters, you may sacrifice any number of creatures" — the entering
    permanent is not one of them; naming it is an answer the rules don't allow."""
    from .engine_helpers import names, play

    r = play("""
    title: t
    players:
      Алиса:
        hand: [Thorn-Thrash Viashino]
        battlefield: [Grizzly Bears, Mountain, Mountain, Mountain, Mountain]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {devour: [Thorn-Thrash Viashino]}
      - {cast: Thorn-Thrash Viashino, pay: [Mountain, Mountain, Mountain, Mountain]}
      - resolve: all
    """)
    assert r.refusal is not None
    assert "Thorn-Thrash Viashino" not in names(r.game, "Алиса", "graveyard")


def test_702_52a_transmute_finds_only_the_same_mana_value_and_only_as_a_sorcery():
    from .engine_helpers import play

    text = """
    title: t
    players:
      Алиса:
        hand: [Muddle the Mixture]
        battlefield: [Island, Island, Island]
        library: [Lightning Bolt, Grizzly Bears]
      Борис: {{}}
    turn: {{active: Алиса, step: {step}, number: 3}}
    actions:
      - {{activate: Muddle the Mixture, choose: {{search: [{card}]}}}}
      - resolve: all
    """
    r = play(text.format(step="main1", card="Lightning Bolt"))
    assert r.refusal is not None  # Lightning Bolt has converted mana cost 1, not 2
    r = play(text.format(step="upkeep", card="Grizzly Bears"))
    assert r.refusal is not None and "702.52a" in r.refusal.error.rules


def test_702_43a_sunburst_counts_colours_and_gives_charge_counters_to_a_noncreature():
    from .engine_helpers import play

    r = play("""
    title: t
    cards:
      - name: Test Goblet
        cost: "{2}"
        types: [Artifact]
        keywords: [Sunburst]
    players:
      Алиса:
        hand: [Suntouched Myr, Test Goblet]
        battlefield: [Mountain, Forest, Island, Plains, Swamp]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Suntouched Myr, pay: [Mountain, Forest, Island]}
      - resolve: all
      - {cast: Test Goblet, pay: [Plains, Swamp]}
      - resolve: all
    """)
    by_name = {o.card.name: o for o in r.game.permanents("Алиса")}
    assert by_name["Suntouched Myr"].counters == {"+1/+1": 3}
    assert by_name["Test Goblet"].counters == {"charge": 2}


def test_702_71a_champion_without_an_object_or_declined_is_sacrificed():
    from .engine_helpers import names, play

    text = """
    title: t
    players:
      Алиса:
        hand: [Nova Chaser]
        battlefield: [{others}Mountain, Mountain, Mountain, Mountain]
      Борис: {{}}
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:{choose}
      - cast: Nova Chaser
      - resolve: all
    """
    # Grizzly Bears is not an Elemental: nothing to exile, the Chaser is sacrificed
    r = play(text.format(others="Grizzly Bears, ", choose=""))
    assert names(r.game, "Алиса", "graveyard") == ["Nova Chaser"]
    assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")
    r = play(text.format(others="Flamekin Brawler, ", choose="\n      - choose: {champion: false}"))
    assert names(r.game, "Алиса", "graveyard") == ["Nova Chaser"]
    r = play(text.format(others="Flamekin Brawler, ", choose=""))
    assert names(r.game, "Алиса", "exile") == ["Flamekin Brawler"]


def test_702_37a_amplify_reveals_only_what_the_player_names():
    from .engine_helpers import play

    r = play("""
    title: t
    players:
      Алиса:
        hand: [Zombie Brute, Zombie Brute, Grizzly Bears]
        battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {amplify: []}
      - cast: Zombie Brute
      - resolve: all
    """)
    (brute,) = r.game.permanents("Алиса")[-1:]
    assert brute.card.name == "Zombie Brute" and not brute.counters.get("+1/+1")


RIPPLE = """
    title: t
    players:
      Алиса:
        hand: [Surging Flame]
        battlefield: [Mountain, Mountain]
        library: [{library}]
      Борис: {{}}
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
{actions}      - {{cast: Surging Flame, targets: [Борис]}}
      - resolve: all
"""


def test_702_59a_ripple_casts_only_same_named_cards_the_rest_go_to_the_bottom():
    r = play(RIPPLE.format(library="Island, Surging Flame, Mountain", actions=""))
    assert r.refusal is None
    assert r.game.player("Борис").life == 16  # two Surging Flames (fewer than 4 cards: all)
    library = [r.game.obj(i).name for i in r.game.player("Алиса").zones["library"]]
    assert library == ["Island", "Mountain"]  # revealed, not cast: on the bottom, in order


def test_702_59a_ripple_is_optional():
    r = play(
        RIPPLE.format(library="Surging Flame, Island", actions="      - choose: {may: false}\n")
    )
    assert r.refusal is None
    assert r.game.player("Борис").life == 18
    library = [r.game.obj(i).name for i in r.game.player("Алиса").zones["library"]]
    assert library == ["Surging Flame", "Island"]


EPIC = """
    title: t
    players:
      Алиса:
        hand: [Endless Swarm, Grizzly Bears]
        battlefield: [Forest, Forest, Forest, Forest, Forest, Forest, Forest, Forest]
        library: 10
      Борис:
        library: 10
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Endless Swarm
      - resolve: all
"""


def test_702_49a_epic_copies_the_spell_each_upkeep_for_the_rest_of_the_game():
    r = play(EPIC + "      - goto: {step: draw, turn: 7}\n")
    assert r.refusal is None
    # one Snake as it resolves (one card in hand), then one copy each upkeep (turns 5 and 7;
    # the hand holds the Bears and the card drawn on turn 5 by the upkeep of turn 7)
    assert names(r.game, "Алиса", "battlefield").count("Snake") == 1 + 1 + 2
    assert len([e for s in r.steps for e in s.events if e.kind == "spell_copied"]) == 2


def test_702_49b_no_more_spells_but_the_copies_are_not_cast():
    r = play(EPIC + "      - goto: {step: main1, turn: 5}\n      - cast: Grizzly Bears\n")
    assert r.refusal is not None and "702.49b" in r.refusal.error.rules


def test_702_54a_a_haunt_spell_exiles_itself_haunting_and_702_54c_triggers_from_exile():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Cry of Contrition, Terror]
        battlefield: [Swamp, Swamp, Swamp]
        library: 5
      Борис:
        hand: [Island, Forest]
        battlefield: [{card: Hill Giant, id: гигант}, Grizzly Bears]
        library: 5
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {trigger_targets: {Cry of Contrition: [гигант]}}
      - {cast: Cry of Contrition, targets: [Борис]}
      - resolve: all
      - choose: {trigger_targets: {Cry of Contrition: [Борис]}}
      - {cast: Terror, targets: [гигант]}
      - resolve: all
    """)
    assert r.refusal is None
    assert names(r.game, "Алиса", "exile") == ["Cry of Contrition"]
    assert r.game.player("Борис").zones["hand"] == []  # one discard each time
    haunting = [e for s in r.steps for e in s.events if e.kind == "haunting"]
    assert haunting and "702.54b" in haunting[0].rules


def test_702_68a_gravestorm_counts_permanents_put_into_a_graveyard_this_turn():
    text = """
    title: t
    players:
      Алиса:
        hand: [Bitter Ordeal{terror}]
        battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp]
      Борис:
        battlefield: [Grizzly Bears]
        library: [Forest, Forest, Forest]
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
{kill}      - {{cast: Bitter Ordeal, targets: [Борис]}}
      - resolve: all
    """
    none = play(text.format(terror="", kill=""))
    assert none.refusal is None and names(none.game, "Борис", "exile") == ["Forest"]
    one = play(
        text.format(
            terror=", Terror",
            kill="      - {cast: Terror, targets: [Grizzly Bears]}\n      - resolve: all\n",
        )
    )
    assert one.refusal is None and names(one.game, "Борис", "exile") == ["Forest", "Forest"]
