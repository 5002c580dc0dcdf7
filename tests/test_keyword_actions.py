"""Keyword actions (701): fight, proliferate, populate, monstrosity, bolster."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from mtgjudge.scenario.runner import find_objects

from .engine_helpers import kinds, names, play


def _one(game, ref):
    (obj,) = find_objects(game, ref, ("battlefield",))
    return obj


def test_701_10b_a_fighter_gone_before_resolution_means_no_damage():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Prey Upon]
        battlefield: [Forest, {card: Hill Giant, id: великан}]
      Борис:
        hand: [Unsummon]
        battlefield: [Island, {card: Grizzly Bears, id: медведь}]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Prey Upon, targets: [великан, медведь]}
      - {cast: Unsummon, by: Борис, targets: [медведь]}
      - resolve: all
    """)
    assert _one(r.game, "великан").damage == 0
    assert "fight_no_damage" in kinds(r) and "fought" not in kinds(r)


def test_701_10d_fight_damage_is_not_combat_damage():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Prey Upon]
        battlefield: [Forest, {card: Hill Giant, id: великан}]
      Борис:
        battlefield: [{card: Grizzly Bears, id: медведь}]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Prey Upon, targets: [великан, медведь]}
      - resolve: all
    """)
    hits = [e for s in r.steps for e in s.events if e.kind == "damage_dealt"]
    assert hits and not any(e.data.get("combat") for e in hits)


def test_701_28a_becomes_monstrous_once_and_the_trigger_fires():
    r = play("""
    title: t
    cards:
      - name: Test Hydra
        cost: "{G}"
        types: [Creature]
        power: 1
        toughness: 1
        text: "{G}: Monstrosity 2.\\nWhen Test Hydra becomes monstrous, you gain 5 life."
        abilities:
          - {cost: "{G}", effects: [{monstrosity: 2}]}
        triggers:
          - {when: becomes_monstrous, effects: [{gain_life: 5}]}
    players:
      Алиса:
        battlefield: [Test Hydra, Forest, Forest]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {activate: Test Hydra}
      - resolve: all
      - {activate: Test Hydra}
      - resolve: all
    """)
    hydra = _one(r.game, "Test Hydra")
    assert hydra.monstrous and hydra.counters == {"+1/+1": 2}
    assert r.game.player("Алиса").life == 25


def test_701_30a_bolster_ties_take_the_answer():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Aven Tactician]
        battlefield: [Plains, Plains, Plains, Plains, Plains, {card: Grizzly Bears, id: м1}, {card: Grizzly Bears, id: м2}]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {choose: {pick: м2}}
      - cast: Aven Tactician
      - resolve: all
    """)
    assert _one(r.game, "м2").counters == {"+1/+1": 1}
    assert _one(r.game, "м1").counters == {}


def test_701_27b_populate_without_creature_tokens_does_nothing():
    r = play("""
    title: t
    cards:
      - name: Test Populate
        cost: "{G}"
        types: [Sorcery]
        text: "Populate."
        spell: {effects: [{populate: true}]}
    players:
      Алиса:
        hand: [Test Populate]
        battlefield: [Forest, Grizzly Bears]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Test Populate
      - resolve: all
    """)
    assert names(r.game, "Алиса", "battlefield") == ["Forest", "Grizzly Bears"]
    assert "populate_nothing" in kinds(r)


def test_701_24a_proliferate_by_default_takes_own_permanents_and_poisoned_opponents():
    r = play("""
    title: t
    players:
      Алиса:
        poison: 1
        battlefield:
          - Contagion Clasp
          - {card: Grizzly Bears, id: медведь, counters: {"+1/+1": 1}}
          - Swamp
          - Swamp
          - Swamp
          - Swamp
      Борис:
        poison: 2
        battlefield: [{card: Hill Giant, id: великан, counters: {"-1/-1": 1}}]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {activate: Contagion Clasp}
      - resolve: all
    """)
    assert r.game.player("Борис").poison == 3 and r.game.player("Алиса").poison == 1
    assert _one(r.game, "медведь").counters == {"+1/+1": 2}
    assert _one(r.game, "великан").counters == {"-1/-1": 1}
    assert characteristics(r.game, _one(r.game, "медведь")).power == 4


def test_701_20c_a_tie_is_not_a_win_and_the_cards_stay_on_top_by_default():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Adder-Staff Boggart]
        battlefield: [Mountain, Mountain]
        library: [Grizzly Bears, Island]
      Борис:
        library: [Grizzly Bears, Forest]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Adder-Staff Boggart
      - resolve: all
    """)
    assert _one(r.game, "Adder-Staff Boggart").counters == {}
    clash = next(e for s in r.steps for e in s.events if e.kind == "clashed")
    assert clash.data["won"] is False and "701.20c" in clash.rules
    top = r.game.obj(r.game.player("Алиса").zones["library"][0])
    assert top.card.name == "Grizzly Bears"


def _detained(actions: str, step: str = "main1"):
    return play(f"""
    title: t
    players:
      Алиса:
        hand: [Inaction Injunction]
        battlefield: [Island, Island, {{card: Grizzly Bears, id: медведь}}]
        library: 10
      Борис:
        battlefield: [{{card: Hill Giant, id: великан}}, Llanowar Elves]
        library: 10
    turn: {{active: Алиса, step: {step}, number: 3}}
    actions:
      - {{cast: Inaction Injunction, targets: [великан]}}
      - resolve: all
{actions}
    """)


def test_701_26a_a_detained_creature_cannot_block_or_attack_until_the_next_turn():
    r = _detained("      - attack: {медведь: Борис}\n      - block: {великан: медведь}")
    assert r.refusal is not None and "701.26a" in r.refusal.error.rules
    r = _detained("      - goto: {step: main1, turn: 4}\n      - attack: {великан: Алиса}")
    assert r.refusal is not None and "701.26a" in r.refusal.error.rules


def test_701_26a_detention_ends_as_the_controllers_next_turn_begins():
    r = _detained(
        "      - goto: {step: main1, turn: 5}\n      - attack: {медведь: Борис}\n"
        "      - block: {великан: медведь}\n      - goto: end"
    )
    assert r.refusal is None
    assert "detention_ended" in kinds(r)
    assert names(r.game, "Алиса", "graveyard") == ["Grizzly Bears", "Inaction Injunction"]


def test_701_26a_mana_abilities_of_a_detained_permanent_cannot_be_activated():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Inaction Injunction]
        battlefield: [Island, Island]
        library: 10
      Борис:
        hand: [Giant Growth]
        battlefield: [Llanowar Elves, Grizzly Bears]
        library: 10
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Inaction Injunction, targets: [Llanowar Elves]}
      - {cast: Giant Growth, by: Борис, targets: [Grizzly Bears], pay: [Llanowar Elves]}
    """)
    # Борис may respond: the elves are not detained yet; after resolution they are
    assert r.refusal is None
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Inaction Injunction]
        battlefield: [Island, Island]
        library: 10
      Борис:
        hand: [Giant Growth]
        battlefield: [Llanowar Elves, Grizzly Bears]
        library: 10
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Inaction Injunction, targets: [Llanowar Elves]}
      - resolve: all
      - {cast: Giant Growth, by: Борис, targets: [Grizzly Bears], pay: [Llanowar Elves]}
    """)
    assert r.refusal is not None and "701.26a" in r.refusal.error.rules
