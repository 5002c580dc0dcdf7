"""607 linked abilities and 610.3 "exile until" (Oblivion Ring, Banisher Priest)."""

from __future__ import annotations

from .engine_helpers import kinds, names, play

RING = """
title: t
cards:
  - name: Naturalize
    cost: "{1}{G}"
    types: [Instant]
    text: "Destroy target artifact or enchantment."
    spell:
      targets: [artifact_or_enchantment]
      effects: [{destroy: target}]
players:
  Алиса:
    hand: [Oblivion Ring]
    battlefield: [Plains, Plains, Plains]
  Борис:
    hand: [Naturalize]
    battlefield: [Forest, Forest, Serra Angel]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - cast: Oblivion Ring
  - RESOLVE
  - {cast: Naturalize, by: Борис, targets: [Oblivion Ring]}
  - resolve: all
"""


def test_607_2a_the_leaves_ability_returns_the_card_the_linked_ability_exiled():
    r = play(RING.replace("RESOLVE", "resolve: all"))
    assert "Serra Angel" in names(r.game, "Борис", "battlefield")
    assert "linked_recorded" in kinds(r)


def test_607_2a_ring_gone_before_its_enters_ability_resolves_exiles_for_good():
    # the leaves ability resolves first, with nothing exiled yet; then the card is exiled
    r = play(RING.replace("RESOLVE", "resolve: 1"))
    assert names(r.game, "Борис", "exile") == ["Serra Angel"]
    assert names(r.game, "Алиса", "graveyard") == ["Oblivion Ring"]


def test_607_a_new_object_remembers_nothing():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Fiend Hunter, Cloudshift]
        battlefield: [Plains, Plains, Plains, Plains]
      Борис:
        battlefield: [Serra Angel]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Fiend Hunter
      - resolve: all
      - {cast: Cloudshift, targets: [Fiend Hunter]}
      - resolve: all
    """)
    # the old Fiend Hunter left: its leaves ability returned the Angel; the new Fiend Hunter
    # (400.7) had no legal target as its enters ability went on the stack and remembers nothing
    assert "Serra Angel" in names(r.game, "Борис", "battlefield")
    hunter = next(o for o in r.game.permanents("Алиса") if o.card.name == "Fiend Hunter")
    assert not any(key[0] == hunter.id for key in r.game.linked)
    assert "trigger_removed_no_targets" in kinds(r)


def test_610_3_and_610_3a_exile_until_the_source_leaves():
    text = """
    title: t
    players:
      Алиса:
        hand: [Banisher Priest]
        battlefield: [Plains, Plains, Plains]
      Борис:
        hand: [Lightning Bolt]
        battlefield: [Mountain, Serra Angel]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Banisher Priest
      - resolve: N
      - {cast: Lightning Bolt, by: Борис, targets: [Banisher Priest]}
      - resolve: all
    """
    later = play(text.replace("resolve: N", "resolve: all"))
    assert "returned_until" in kinds(later) and "trigger_put_on_stack" in kinds(later)
    assert "Serra Angel" in names(later.game, "Борис", "battlefield")
    early = play(text.replace("resolve: N", "resolve: 1"))
    assert "until_already_happened" in kinds(early) and "exiled" not in kinds(early)
