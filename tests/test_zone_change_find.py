"""400.7d, 603.6c: an ability that triggered on a zone change finds the new object in the
public zone it went to — and only there (Necroskitter)."""

from __future__ import annotations

from .engine_helpers import kinds, names, play

BLOCK = """
title: t
cards:
  - name: Graveyard Exile Test
    cost: "{B}"
    types: [Instant]
    text: "Exile target card from a graveyard."
    spell:
      targets: [{kind: card_in_graveyard}]
      effects: [{exile: target}]
players:
  Алиса:
    hand: [Graveyard Exile Test]
    battlefield: [Necroskitter, Swamp]
  Борис:
    battlefield: [{card: %s, id: гоблин}]
turn: {active: Борис, step: main1, number: 4}
actions:
  - attack: {гоблин: Алиса}
  - block: {Necroskitter: гоблин}
  - goto: end_of_combat
%s
"""


def test_400_7d_necroskitter_returns_that_card_from_the_graveyard():
    r = play(BLOCK % ("Raging Goblin", "  - resolve: all"))
    assert names(r.game, "Алиса", "battlefield") == ["Necroskitter", "Raging Goblin", "Swamp"]
    goblin = next(o for o in r.game.permanents("Алиса") if o.card.name == "Raging Goblin")
    assert goblin.counters.get("-1/-1", 0) == 0  # a new object, without the counter
    assert "400.7d" in r.cited()


def test_603_6c_exiled_in_response_the_card_is_not_returned():
    # Boris answers the trigger: he exiles his dead goblin from his graveyard first
    text = (
        BLOCK.replace("  - goto: end_of_combat\n", "  - goto: combat_damage\n")
        .replace("    hand: [Graveyard Exile Test]\n", "")
        .replace("[Necroskitter, Swamp]", "[Necroskitter]")
        .replace(
            "    battlefield: [{card: %s, id: гоблин}]",
            "    hand: [Graveyard Exile Test]\n    battlefield: [{card: %s, id: гоблин}, Swamp]",
        )
    )
    r = play(
        text
        % (
            "Raging Goblin",
            "  - {cast: Graveyard Exile Test, by: Борис, targets: [Raging Goblin]}\n"
            "  - resolve: all",
        )
    )
    assert names(r.game, "Алиса", "battlefield") == ["Necroskitter"]
    assert names(r.game, "Борис", "exile") == ["Raging Goblin"]
    assert "found_in_new_zone" not in kinds(r)
    assert "that_gone" in kinds(r)


def test_a_creature_dying_without_a_counter_does_not_trigger():
    # Grizzly Bears (2/2) survives one -1/-1 counter: nothing dies, nothing triggers
    r = play(BLOCK % ("Grizzly Bears", "  - resolve: all"))
    assert "ability_triggered" not in kinds(r)
    bears = next(o for o in r.game.permanents("Борис") if o.card.name == "Grizzly Bears")
    assert bears.counters == {"-1/-1": 1}
