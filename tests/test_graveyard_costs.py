"""Scavenge (702.96a) and retrace (702.80a): a cost paid from the graveyard (issue 12b)."""

from __future__ import annotations

from .engine_helpers import names, play

POSITION = """
title: t
players:
  Алиса:
    hand: %s
    graveyard: %s
    battlefield:
      - {card: Grizzly Bears, id: gb}
      - Forest
      - Forest
      - Forest
      - Forest
      - Forest
      - Forest
      - Mountain
    library: 10
  Борис:
    library: 10
turn: {active: %s, step: main1, number: 3}
actions:
%s
"""


def _play(actions: list[str], hand="[]", graveyard="[]", active="Алиса"):
    return play(POSITION % (hand, graveyard, active, "\n".join(f"  - {a}" for a in actions)))


def _bear(r):
    return next(o for o in r.game.permanents("Алиса") if o.alias == "gb")


def test_scavenge_exiles_the_card_and_puts_counters_equal_to_its_power():
    r = _play(
        ["{activate: Deadbridge Goliath, by: Алиса, targets: [gb]}", "resolve: all"],
        graveyard="[Deadbridge Goliath]",
    )
    assert r.refusal is None
    assert _bear(r).counters == {"+1/+1": 5}
    assert names(r.game, "Алиса", "exile") == ["Deadbridge Goliath"]


def test_scavenge_only_as_a_sorcery():
    r = _play(
        ["{activate: Deadbridge Goliath, by: Алиса, targets: [gb]}"],
        graveyard="[Deadbridge Goliath]",
        active="Борис",
    )
    assert r.refusal is not None and "702.96a" in r.refusal.error.rules
    assert names(r.game, "Алиса", "graveyard") == ["Deadbridge Goliath"]


def test_scavenge_does_not_work_on_the_battlefield():
    r = play(
        """
title: t
players:
  Алиса:
    battlefield: [Deadbridge Goliath, Forest, Forest, Forest, Forest, Forest, Forest]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {activate: Deadbridge Goliath, by: Алиса, targets: [Deadbridge Goliath]}
"""
    )
    assert r.refusal is not None and "602.1" in r.refusal.error.rules


def test_retrace_discards_a_land_card_and_the_spell_returns_to_the_graveyard():
    r = _play(
        ["{cast: Flame Jab, by: Алиса, alt: retrace, targets: [Борис]}", "resolve: all"],
        hand="[Shock, Forest, Mountain]",
        graveyard="[Flame Jab]",
    )
    assert r.refusal is None
    assert r.game.player("Борис").life == 19
    assert names(r.game, "Алиса", "graveyard") == ["Flame Jab", "Forest"]
    assert names(r.game, "Алиса", "hand") == ["Mountain", "Shock"]


def test_retrace_answer_names_the_land_card():
    r = _play(
        [
            "{cast: Flame Jab, by: Алиса, alt: retrace, targets: [Борис], "
            "choose: {discard: Mountain}}",
            "resolve: all",
        ],
        hand="[Forest, Mountain]",
        graveyard="[Flame Jab]",
    )
    assert names(r.game, "Алиса", "hand") == ["Forest"]


def test_retrace_needs_a_land_card_in_hand():
    r = _play(
        ["{cast: Flame Jab, by: Алиса, alt: retrace, targets: [Борис]}"],
        hand="[Shock]",
        graveyard="[Flame Jab]",
    )
    assert r.refusal is not None and "701.7a" in r.refusal.error.rules
    assert names(r.game, "Алиса", "graveyard") == ["Flame Jab"]
    assert names(r.game, "Алиса", "hand") == ["Shock"]


def test_a_card_without_retrace_is_not_cast_from_the_graveyard():
    r = _play(
        ["{cast: Shock, by: Алиса, alt: retrace, targets: [Борис]}"],
        hand="[Forest]",
        graveyard="[Shock]",
    )
    assert r.refusal is not None and "702.80a" in r.refusal.error.rules


def test_dredge_compiled_from_oracle_text_replaces_the_draw():
    # Darkblast is not a hand-written card: its "Dredge 3" comes from the Oracle compiler as
    # the card format's draw replacement (702.51a)
    r = play(
        """
title: t
players:
  Алиса:
    hand: [Divination]
    battlefield: [Island, Island, Island]
    graveyard: [Darkblast]
    library: [Swamp, Swamp, Swamp, Swamp, Island]
  Борис:
turn: {active: Алиса, step: main1, number: 3}
actions:
  - cast: Divination
  - resolve: all
"""
    )
    assert r.refusal is None
    assert names(r.game, "Алиса", "hand") == ["Darkblast", "Swamp"]
    assert names(r.game, "Алиса", "graveyard") == ["Divination", "Swamp", "Swamp", "Swamp"]


RECOVER = """
title: t
players:
  Алиса:
    hand: [Shock]
    graveyard: [Grim Harvest]
    battlefield:
      - {card: %s, id: victim}
      - Mountain
      - Swamp
      - Swamp
      - Swamp
    library: 10
  Борис:
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Shock, by: Алиса, targets: [victim]}
%s  - resolve: all
"""


def test_recover_not_paid_exiles_the_card():
    r = play(RECOVER % ("Grizzly Bears", "  - choose: {pay: false}\n"))
    assert names(r.game, "Алиса", "exile") == ["Grim Harvest"]
    assert names(r.game, "Алиса", "hand") == []


def test_recover_triggers_only_for_a_creature_put_into_its_owners_graveyard():
    r = play(RECOVER % ("Ornithopter", ""))  # an artifact creature is a creature
    assert names(r.game, "Алиса", "hand") == ["Grim Harvest"]
    # Boris's creature goes to Boris's graveyard: not "your graveyard" for Alice's card
    other = play(
        RECOVER.replace(
            "  Борис:\n    library: 10",
            "  Борис:\n    battlefield: [{card: Grizzly Bears, id: b}]\n    library: 10",
        ).replace("targets: [victim]", "targets: [b]")
        % ("Grizzly Bears", "")
    )
    assert names(other.game, "Алиса", "graveyard") == ["Grim Harvest", "Shock"]
