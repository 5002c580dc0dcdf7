"""Buyback, convoke, splice onto Arcane, entwine, delve, affinity and evoke (702.26, 702.50,
702.46, 702.41, 702.65, 702.40, 702.73): each rule letter that changes the outcome."""

from __future__ import annotations

import pytest

from mtgjudge.engine.cost_keywords.total import less_generic
from mtgjudge.engine.mana import ManaCost
from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import names, play

HEAD = """
title: t
players:
  Алиса:
    hand: {hand}
    battlefield: {alice}
    graveyard: {graveyard}
    library: 10
  Борис:
    hand: {boris_hand}
    battlefield: {boris}
    library: 10
turn: {{active: Алиса, step: main1, number: 3}}
{cards}
actions:
{actions}
"""


def run(
    hand: str,
    alice: str,
    actions: str,
    boris: str = "[]",
    graveyard: str = "[]",
    boris_hand: str = "[]",
    cards: str = "",
):
    return play(
        HEAD.format(
            hand=hand,
            alice=alice,
            boris=boris,
            actions=actions,
            graveyard=graveyard,
            boris_hand=boris_hand,
            cards=cards,
        )
    )


def rules(r) -> set[str]:
    return set(r.refusal.error.rules) if r.refusal is not None else set()


FOREST5 = "[Forest, Forest, Forest, Forest, Forest, {card: Grizzly Bears, id: медведь}]"


# -- buyback (702.26a) -------------------------------------------------------------------


def test_702_26a_without_buyback_the_spell_goes_to_the_graveyard():
    r = run(
        "[Elvish Fury]", FOREST5, "  - {cast: Elvish Fury, targets: [медведь]}\n  - resolve: all"
    )
    assert names(r.game, "Алиса", "graveyard") == ["Elvish Fury"]
    assert sum(o.tapped for o in r.game.permanents("Алиса")) == 1  # {G} only


def test_702_26a_buyback_is_an_additional_cost_paid_in_full():
    r = run(
        "[Elvish Fury]",
        "[Forest, Forest, {card: Grizzly Bears, id: медведь}]",
        "  - {cast: Elvish Fury, targets: [медведь], choose: {buyback: true}}",
    )
    assert r.refusal is not None and "601.2g" in rules(r)
    assert names(r.game, "Алиса", "hand") == ["Elvish Fury"]


def test_702_26a_a_countered_buyback_spell_goes_to_the_graveyard():
    r = run(
        "[Elvish Fury]",
        FOREST5,
        "  - {cast: Elvish Fury, targets: [медведь], choose: {buyback: true}}\n"
        "  - {cast: Counterspell, by: Борис, targets: [Elvish Fury]}\n"
        "  - resolve: all",
        boris="[Island, Island]",
        boris_hand="[Counterspell]",
    )
    assert names(r.game, "Алиса", "graveyard") == ["Elvish Fury"]
    assert names(r.game, "Алиса", "hand") == []


def test_702_26a_buyback_spell_whose_target_is_gone_is_not_bought_back_608_2b():
    r = run(
        "[Elvish Fury]",
        FOREST5,
        "  - {cast: Elvish Fury, targets: [медведь], choose: {buyback: true}}\n"
        "  - {cast: Lightning Bolt, by: Борис, targets: [медведь]}\n"
        "  - resolve: all",
        boris="[Mountain]",
        boris_hand="[Lightning Bolt]",
    )
    assert names(r.game, "Алиса", "graveyard") == ["Elvish Fury", "Grizzly Bears"]


def test_702_26a_no_buyback_to_pay():
    r = run("[Giant Growth]", FOREST5, "  - {cast: Giant Growth, targets: [медведь], alt: buyback}")
    assert r.refusal is not None and "702.26a" in rules(r)


def test_buyback_with_a_cost_in_words_is_refused_at_read():
    with pytest.raises(ScenarioError, match="Выкуп"):
        run(
            "[Test Collusion]",
            "[Swamp]",
            "  - pass",
            cards="""cards:
  - name: Test Collusion
    cost: "{B}"
    types: [Sorcery]
    keywords: ["Buyback—Pay 3 life, Put a card from your hand on top of your library."]
    spell: {effects: [{draw: 1, player: you}]}""",
        )


# -- convoke (702.50a) -------------------------------------------------------------------

STOKE = "[Stoke the Flames]"


def test_702_50a_a_creature_pays_generic_or_its_own_colour():
    # two green creatures can pay only the {2}; {R}{R} from Mountains
    r = run(
        STOKE,
        "[Mountain, Mountain, {card: Grizzly Bears, id: a}, {card: Llanowar Elves, id: b}]",
        "  - {cast: Stoke the Flames, targets: [Борис], convoke: [a, b]}\n  - resolve: all",
    )
    assert r.game.player("Борис").life == 16
    assert all(o.tapped for o in r.game.permanents("Алиса"))


def test_702_50a_a_creature_cannot_pay_coloured_mana_of_another_colour():
    # three green creatures for {2}{R}{R}: the third has nothing left it may pay
    r = run(
        STOKE,
        "[Mountain, Mountain, Grizzly Bears, Llanowar Elves, {card: Grizzly Bears, id: c}]",
        "  - {cast: Stoke the Flames, targets: [Борис], convoke: [Grizzly Bears, Llanowar Elves, c]}",
    )
    assert r.refusal is not None and "702.50a" in rules(r)
    assert not any(o.tapped for o in r.game.permanents("Алиса"))


def test_702_50a_red_creatures_pay_the_red_mana():
    # four red creatures pay all of {2}{R}{R}; no land is tapped; summoning sickness is no bar
    goblins = ", ".join(f"{{card: Raging Goblin, id: g{i}, sick: true}}" for i in range(4))
    r = run(
        STOKE,
        f"[Mountain, {goblins}]",
        "  - {cast: Stoke the Flames, targets: [Борис], convoke: [g0, g1, g2, g3]}\n  - resolve: all",
    )
    assert r.game.player("Борис").life == 16
    assert not next(o for o in r.game.permanents("Алиса") if o.name == "Mountain").tapped


def test_702_50a_a_tapped_creature_cannot_convoke():
    r = run(
        STOKE,
        "[Mountain, Mountain, Mountain, {card: Grizzly Bears, id: a, tapped: true}]",
        "  - {cast: Stoke the Flames, targets: [Борис], convoke: [a]}",
    )
    assert r.refusal is not None and "702.50a" in rules(r)


def test_702_50a_only_a_spell_with_convoke():
    r = run(
        "[Lightning Bolt]",
        "[Mountain, {card: Grizzly Bears, id: a}]",
        "  - {cast: Lightning Bolt, targets: [Борис], convoke: [a]}",
    )
    assert r.refusal is not None and "702.50a" in rules(r)


# -- delve (702.65a) ---------------------------------------------------------------------


def test_702_65a_delve_pays_only_generic_mana():
    r = run(
        "[Treasure Cruise]",
        "[]",
        "  - cast: Treasure Cruise\n    delve: [Shock, Shock, Shock, Shock, Shock, Shock, Shock, Shock]",
        graveyard="[Shock, Shock, Shock, Shock, Shock, Shock, Shock, Shock]",
    )
    assert r.refusal is not None and "702.65a" in rules(r)
    assert names(r.game, "Алиса", "exile") == []  # nothing of a refused cast stays done


def test_702_65a_seven_cards_and_an_island():
    r = run(
        "[Treasure Cruise]",
        "[Island]",
        "  - cast: Treasure Cruise\n    delve: [Shock, Shock, Shock, Shock, Shock, Shock, Shock]\n"
        "  - resolve: all",
        graveyard="[Shock, Shock, Shock, Shock, Shock, Shock, Shock]",
    )
    assert r.refusal is None
    assert len(r.game.player("Алиса").zones["exile"]) == 7
    assert len(r.game.player("Алиса").zones["hand"]) == 3


def test_702_65a_without_delve_the_full_cost():
    r = run("[Treasure Cruise]", "[Island]", "  - cast: Treasure Cruise", graveyard="[Shock]")
    assert r.refusal is not None and "601.2g" in rules(r)


# -- affinity (702.40) -------------------------------------------------------------------


def test_702_40b_affinity_does_not_reduce_coloured_mana():
    assert str(less_generic(ManaCost.parse("{4}{U}"), 6)) == "{U}"
    assert str(less_generic(ManaCost.parse("{X}{4}{U}"), 1)) == "{X}{3}{U}"
    r = run(
        "[Thoughtcast]",
        "[Island, Ornithopter, Ornithopter, Ornithopter, Ornithopter, Ornithopter]",
        "  - cast: Thoughtcast\n  - resolve: all",
    )
    assert r.refusal is None and len(r.game.player("Алиса").zones["hand"]) == 2


def test_702_40a_affinity_counts_only_artifacts_you_control():
    r = run(
        "[Thoughtcast]",
        "[Island, Island, Ornithopter]",
        "  - cast: Thoughtcast",
        boris="[Ornithopter, Ornithopter]",
    )
    assert r.refusal is not None and "601.2g" in rules(r)


def test_702_40c_each_instance_of_affinity_applies():
    r = run(
        "[Double Cast]",
        "[Island, Ornithopter]",
        "  - cast: Double Cast\n  - resolve: all",
        cards="""cards:
  - name: Double Cast
    cost: "{2}{U}"
    types: [Sorcery]
    keywords: ["Affinity for artifacts", "Affinity for artifacts"]
    spell: {effects: [{draw: 1, player: you}]}""",
    )
    assert r.refusal is None


# -- evoke (702.73a) ---------------------------------------------------------------------


def test_702_73a_cast_for_its_mana_cost_it_stays():
    r = run(
        "[Mulldrifter]",
        "[Island, Island, Island, Island, Island]",
        "  - cast: Mulldrifter\n  - resolve: all",
    )
    assert names(r.game, "Алиса", "battlefield").count("Mulldrifter") == 1
    assert len(r.game.player("Алиса").zones["hand"]) == 2


def test_702_73a_evoked_it_is_sacrificed_by_its_linked_trigger():
    # "if its evoke cost was paid" (the permanent remembers the spell's costs): sacrificed
    r = run(
        "[Mulldrifter]",
        "[Island, Island, Island]",
        "  - {cast: Mulldrifter, alt: evoke}\n  - resolve: all",
    )
    assert names(r.game, "Алиса", "graveyard") == ["Mulldrifter"]


def test_702_73a_no_evoke_cost():
    r = run("[Grizzly Bears]", "[Forest, Forest]", "  - {cast: Grizzly Bears, alt: evoke}")
    assert r.refusal is not None and "702.73a" in rules(r)


# -- entwine (702.41) --------------------------------------------------------------------

BARBED = "[Mountain, Mountain, Mountain, Mountain, Mountain]"


def test_702_41a_one_mode_without_the_entwine_cost():
    r = run(
        "[Barbed Lightning]",
        BARBED,
        "  - {cast: Barbed Lightning, modes: [2], targets: [Борис]}\n  - resolve: all",
    )
    assert r.game.player("Борис").life == 17
    assert sum(o.tapped for o in r.game.permanents("Алиса")) == 3


def test_702_41a_both_modes_cost_the_entwine_cost_too():
    r = run(
        "[Barbed Lightning]",
        "[Mountain, Mountain, Mountain, Mountain]",
        "  - {cast: Barbed Lightning, choose: {entwine: true}, targets: [медведь, Борис]}",
        boris="[{card: Grizzly Bears, id: медведь}]",
    )
    assert r.refusal is not None and "601.2g" in rules(r)


def test_702_41a_all_modes_only_with_entwine():
    r = run(
        "[Two Ways]",
        "[Mountain, Mountain]",
        "  - {cast: Two Ways, modes: [1, 2], targets: [Борис, Борис]}",
        cards="""cards:
  - name: Two Ways
    cost: "{R}"
    types: [Instant]
    spell:
      modes:
        - {targets: [player], effects: [{damage: 1, to: target}]}
        - {targets: [player], effects: [{damage: 2, to: target}]}""",
    )
    assert r.refusal is not None and "700.2a" in rules(r)


def test_702_41b_modes_follow_in_the_order_written():
    r = run(
        "[Barbed Lightning]",
        BARBED,
        "  - {cast: Barbed Lightning, alt: entwine, targets: [медведь, Борис]}\n  - resolve: all",
        boris="[{card: Grizzly Bears, id: медведь}]",
    )
    damage = [e for s in r.steps for e in s.events if e.kind == "damage_dealt"]
    assert r.game.player("Борис").life == 17
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert damage  # both dealt by one resolution


# -- splice onto Arcane (702.46) ---------------------------------------------------------


def test_702_46a_the_spliced_card_stays_in_hand_and_its_text_is_added():
    r = run(
        "[Lava Spike, Glacial Ray]",
        "[Mountain, Mountain, Mountain]",
        "  - {cast: Lava Spike, targets: [Борис, Борис], splice: [Glacial Ray]}\n  - resolve: all",
    )
    assert r.game.player("Борис").life == 15
    assert names(r.game, "Алиса", "hand") == ["Glacial Ray"]
    assert names(r.game, "Алиса", "graveyard") == ["Lava Spike"]


def test_702_46a_splice_only_onto_an_arcane_spell():
    r = run(
        "[Shock, Glacial Ray]",
        "[Mountain, Mountain, Mountain]",
        "  - {cast: Shock, targets: [Борис, Борис], splice: [Glacial Ray]}",
    )
    assert r.refusal is not None and "702.46a" in rules(r)
    assert names(r.game, "Алиса", "hand") == ["Glacial Ray", "Shock"]


def test_702_46b_the_added_text_needs_its_targets_601_2c():
    r = run(
        "[Lava Spike, Glacial Ray]",
        "[Mountain, Mountain, Mountain]",
        "  - {cast: Lava Spike, targets: [Борис], splice: [Glacial Ray]}",
    )
    assert r.refusal is not None and "601.2c" in rules(r)


def test_702_46b_one_card_is_spliced_once():
    # the second name finds no other card in the hand: an input error with file:line:column
    with pytest.raises(ScenarioError, match="splice"):
        run(
            "[Lava Spike, {card: Glacial Ray, id: луч}]",
            "[Mountain, Mountain, Mountain, Mountain, Mountain]",
            "  - {cast: Lava Spike, targets: [Борис, Борис, Борис], splice: [луч, луч]}",
        )


def test_702_46a_the_splice_cost_is_an_additional_cost():
    r = run(
        "[Lava Spike, Glacial Ray]",
        "[Mountain, Mountain]",
        "  - {cast: Lava Spike, targets: [Борис, Борис], splice: [Glacial Ray]}",
    )
    assert r.refusal is not None and "601.2g" in rules(r)


def test_702_46d_a_spliced_spell_with_every_target_illegal_is_countered():
    # Glacial Ray's target dies in response: the spell still has its legal target Борис
    r = run(
        "[Lava Spike, Glacial Ray]",
        "[Mountain, Mountain, Mountain]",
        "  - {cast: Lava Spike, targets: [Борис, медведь], splice: [Glacial Ray]}\n"
        "  - {cast: Lightning Bolt, by: Борис, targets: [медведь]}\n"
        "  - resolve: all",
        boris="[Mountain, {card: Grizzly Bears, id: медведь}]",
        boris_hand="[Lightning Bolt]",
    )
    assert r.game.player("Борис").life == 17


# -- costs in words after a keyword's dash (117.1, 117.12) ----------------------------------


def test_cost_words_are_read_into_the_one_cost_model():
    from mtgjudge.cards.cost_words import CostWordsError, read

    assert read("Sacrifice two lands.") == {"sacrifice": {"types": ["Land"]}, "sacrifice_count": 2}
    assert read("{2}, Pay 3 life") == {"mana": "{2}", "pay_life": 3}
    assert read("Reveal a red card in your hand.") == {"reveal": {"colors": ["red"]}}
    # other parts through the Oracle compiler's cost grammar (issue 12b)
    assert read("Discard a card at random.") == {"discard": 1, "discard_random": True}
    assert read("Put a -1/-1 counter on CARDNAME.") == {"put_counters": {"kind": "-1/-1", "n": 1}}
    with pytest.raises(CostWordsError):
        read("Put a card from your hand on top of your library")


def test_702_23a_cumulative_upkeep_in_life_grows_with_age_counters():
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [{card: Morinfen, counters: {age: 1}}]
            library: 10
          Борис:
            library: 10
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - goto: {step: upkeep, turn: 5}
          - resolve: all
        """
    )
    assert r.game.player("Алиса").life == 18  # two age counters: 2 × 1 life
    assert names(r.game, "Алиса", "battlefield") == ["Morinfen"]


def test_702_23a_cumulative_upkeep_in_life_unpaid_sacrifices():
    r = play(
        """
        title: t
        players:
          Алиса:
            life: 20
            battlefield: [{card: Morinfen, counters: {age: 1}}]
            library: 10
          Борис:
            library: 10
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - choose: {pay: false}
          - goto: {step: upkeep, turn: 5}
          - resolve: all
        """
    )
    assert r.game.player("Алиса").life == 20
    assert names(r.game, "Алиса", "graveyard") == ["Morinfen"]


def test_702_29a_echo_in_words_with_nothing_to_discard_sacrifices():
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Deepcavern Imp]
            battlefield: [Swamp, Swamp, Swamp]
            library: 10
          Борис:
            library: 10
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Deepcavern Imp}
          - resolve: 1
          - goto: {step: upkeep, turn: 5}
          - resolve: all
        """
    )
    # the card drawn on turn 5 comes after the upkeep: the hand is empty when echo resolves
    assert names(r.game, "Алиса", "graveyard") == ["Deepcavern Imp"]


def test_702_26a_buyback_in_words_sacrifices_a_land():
    r = run(
        "[Pegasus Stampede]",
        "[Plains, Plains, Forest]",
        "  - {cast: Pegasus Stampede, alt: buyback, pay: [Plains, Plains], sacrifice: Forest}\n"
        "  - resolve: all",
    )
    assert names(r.game, "Алиса", "hand") == ["Pegasus Stampede"]
    assert names(r.game, "Алиса", "graveyard") == ["Forest"]
    assert "Pegasus" in names(r.game, "Алиса", "battlefield")


def test_702_26a_buyback_in_words_unpayable_is_refused():
    r = run(
        "[Pegasus Stampede]",
        "[Plains, Plains]",
        "  - {cast: Pegasus Stampede, alt: buyback, pay: [Plains, Plains]}",
    )
    # both Plains tapped for mana are still lands to sacrifice: it can be paid
    assert r.refusal is None
    r = play(
        HEAD.format(
            hand="[Pegasus Stampede]",
            alice="[]",
            boris="[]",
            graveyard="[]",
            boris_hand="[]",
            cards="",
            actions="  - {cast: Pegasus Stampede, alt: buyback}",
        ).replace("library: 10\n  Борис", 'mana_pool: "{W}{W}"\n    library: 10\n  Борис', 1)
    )
    assert r.refusal is not None and "701.14a" in rules(r)


def test_702_36e_morph_reveal_needs_such_a_card():
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Lightning Bolt]
            battlefield: [{card: Watcher of the Roost, id: w, face_down: true}]
            library: 10
          Борис:
            library: 10
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {turn_face_up: w}
        """
    )
    assert r.refusal is not None and "701.13a" in rules(r)


def test_a_cost_in_words_the_engine_cannot_read_is_refused_at_read():
    with pytest.raises(ScenarioError, match="Накопительное"):
        run(
            "[]",
            "[Odd Thing]",
            "  - pass",
            cards="""cards:
  - name: Odd Thing
    types: [Enchantment]
    keywords: ["Cumulative upkeep—Flip a coin."]""",
        )


def test_702_32a_kicker_in_words_is_an_additional_cost():
    cards = """cards:
  - name: Scuta Test
    cost: "{B}"
    types: [Sorcery]
    keywords: ["Kicker—Pay 3 life."]
    spell:
      effects:
        - {draw: 1, player: you, if: {kicked: false}}
        - {draw: 2, player: you, if: {kicked: true}}"""
    r = run(
        "[Scuta Test]",
        "[Swamp]",
        "  - {cast: Scuta Test, alt: kicker}\n  - resolve: all",
        cards=cards,
    )
    assert r.game.player("Алиса").life == 17
    assert len(r.game.player("Алиса").zones["hand"]) == 2
    r = run("[Scuta Test]", "[Swamp]", "  - {cast: Scuta Test}\n  - resolve: all", cards=cards)
    assert r.game.player("Алиса").life == 20
    assert len(r.game.player("Алиса").zones["hand"]) == 1


def test_702_33a_flashback_in_words_pays_mana_and_life():
    r = play(
        """
        title: t
        players:
          Алиса:
            graveyard: [Burning Test]
            battlefield: [Mountain, Mountain]
            library: 10
          Борис:
            library: 10
        turn: {active: Алиса, step: main1, number: 3}
        cards:
          - name: Burning Test
            cost: "{R}"
            types: [Sorcery]
            flashback: "{R}{R}, Pay 3 life."
            spell:
              targets: [creature_or_player]
              effects: [{damage: 2, to: target}]
        actions:
          - {cast: Burning Test, alt: flashback, targets: [Борис]}
          - resolve: all
        """
    )
    assert r.game.player("Алиса").life == 17
    assert r.game.player("Борис").life == 18
    assert names(r.game, "Алиса", "exile") == ["Burning Test"]


def test_kept_mana_of_an_ability_is_checked_against_its_text(monkeypatch):
    # produced_mana keeps the mana of an ability whose mana is its text's alone; in the index
    # check mode a kept answer that no longer matches the text fails loudly
    import pytest

    from mtgjudge.cards.format import Ability, Cost
    from mtgjudge.engine import payment, state

    ability = Ability(cost=Cost(tap=True), effects=({"add_mana": "{G}"},))
    assert payment.produced_mana(ability) == [{"G": 1}]
    first = payment.produced_mana(ability)
    first[0]["G"] = 7  # the caller's own dicts
    assert payment.produced_mana(ability) == [{"G": 1}]
    counted = Ability(cost=Cost(tap=True), effects=({"add_mana": "{G}", "times": "X"},))
    assert payment.produced_mana(counted, x=2) == [{"G": 2}]
    assert payment.produced_mana(counted, x=3) == [{"G": 3}]  # (never kept)
    monkeypatch.setitem(payment._FIXED, id(ability), (ability, [{"R": 1}]))  # stale
    monkeypatch.setattr(state, "CHECK_INDEXES", True)
    with pytest.raises(AssertionError, match="kept mana"):
        payment.produced_mana(ability)
