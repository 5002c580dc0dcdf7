"""Bestow (702.102): an Aura spell that can be a creature."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from mtgjudge.scenario.runner import find_objects

from .engine_helpers import kinds, play


def _one(game, ref):
    (obj,) = find_objects(game, ref, ("battlefield",))
    return obj


def test_702_102a_bestowed_it_is_an_aura_not_a_creature_and_enchants_the_target():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Boon Satyr]
        battlefield: [Forest, Forest, Forest, Forest, Forest, {card: Grizzly Bears, id: медведь}]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Boon Satyr, alt: bestow, targets: [медведь]}
      - resolve: all
    """)
    assert r.refusal is None
    satyr = _one(r.game, "Boon Satyr")
    ch = characteristics(r.game, satyr)
    assert ch.types == frozenset({"Enchantment"}) and ch.subtypes == frozenset({"Aura"})
    bears = characteristics(r.game, _one(r.game, "медведь"))
    assert (bears.power, bears.toughness) == (6, 4)
    assert satyr.attached_to == _one(r.game, "медведь").id


def test_702_102c_no_legal_target_no_bestow():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Boon Satyr]
        battlefield: [Forest, Forest, Forest, Forest, Forest]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Boon Satyr, alt: bestow}
    """)
    assert r.refusal is not None and "702.102c" in r.refusal.error.rules


def test_702_102d_its_target_gone_it_resolves_as_a_creature_not_to_the_graveyard():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Boon Satyr]
        battlefield: [Forest, Forest, Forest, Forest, Forest, {card: Grizzly Bears, id: медведь}]
      Борис:
        hand: [Unsummon]
        battlefield: [Island]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Boon Satyr, alt: bestow, targets: [медведь]}
      - {cast: Unsummon, by: Борис, targets: [медведь]}
      - resolve: all
    """)
    satyr = characteristics(r.game, _one(r.game, "Boon Satyr"))
    assert "Creature" in satyr.types and (satyr.power, satyr.toughness) == (4, 2)
    assert "fizzled" not in kinds(r) and "bestow_ended" in kinds(r)


def test_702_102e_unattached_it_stays_as_a_creature_and_704_5n_does_not_apply():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Boon Satyr]
        battlefield: [Forest, Forest, Forest, Forest, Forest, {card: Grizzly Bears, id: медведь}]
      Борис:
        hand: [Unsummon]
        battlefield: [Island]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Boon Satyr, alt: bestow, targets: [медведь]}
      - resolve: all
      - {cast: Unsummon, by: Борис, targets: [медведь]}
      - resolve: all
    """)
    satyr = _one(r.game, "Boon Satyr")
    ch = characteristics(r.game, satyr)
    assert "Creature" in ch.types and satyr.attached_to is None and satyr.bestowed is None
    assert r.game.player("Алиса").zones["graveyard"] == []
    ended = next(e for s in r.steps for e in s.events if e.kind == "state_based_actions")
    assert "702.102e" in ended.rules


def test_702_102a_cast_for_its_mana_cost_it_is_a_creature_spell():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Boon Satyr]
        battlefield: [Forest, Forest, Forest]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Boon Satyr
      - resolve: all
    """)
    satyr = characteristics(r.game, _one(r.game, "Boon Satyr"))
    assert "Creature" in satyr.types and "Aura" not in satyr.subtypes
