"""702.106a outlast, 702.108a dash, 702.109a exploit, 609.4 as-though effects, 702.33a
flashback, 605.1b/605.4a triggered mana abilities."""

from __future__ import annotations

from mtgjudge.engine.events import IllegalActionError

from .engine_helpers import kinds, names, play


def _events(r, kind):
    return [e for s in r.steps for e in s.events if e.kind == kind]


def test_702_109a_exploit_may_sacrifice_itself_and_its_exploits_ability_still_triggers():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Sidisi's Faithful]
        battlefield: [Island]
      Борис:
        battlefield: [Serra Angel]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {sacrifice: Sidisi's Faithful}
      - cast: Sidisi's Faithful
      - resolve: all
    """)
    assert names(r.game, "Борис", "hand") == ["Serra Angel"]
    exploits = [e for e in _events(r, "ability_triggered") if e.data["when"] == "exploits"]
    assert exploits and exploits[0].data["lki"]


def test_702_109a_declining_to_exploit_triggers_nothing():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Qarsi Sadist]
        battlefield: [Swamp, Swamp, Grizzly Bears]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - choose: {may: false}
      - cast: Qarsi Sadist
      - resolve: all
    """)
    assert r.game.player("Борис").life == 20
    assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")


def test_702_108a_dash_gives_haste_and_returns_the_creature_once():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Mardu Scout]
        battlefield: [Mountain, Mountain]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Mardu Scout, alt: dash}
      - resolve: all
      - attack: {Mardu Scout: Борис}
      - goto: cleanup
    """)
    assert r.game.player("Борис").life == 17
    assert names(r.game, "Алиса", "hand") == ["Mardu Scout"]
    assert r.game.delayed_triggers == []
    created = _events(r, "delayed_trigger_created")
    assert created and "702.108a" in created[0].rules


def test_702_108a_cast_for_its_mana_cost_it_has_no_haste():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Mardu Scout]
        battlefield: [Mountain, Mountain]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Mardu Scout
      - resolve: all
      - attack: {Mardu Scout: Борис}
    """)
    assert r.refusal is not None and "302.6" in r.refusal.error.rules
    assert "delayed_trigger_created" not in kinds(r)


def test_702_106a_outlast_is_sorcery_speed_and_triggers_the_herald():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Plains, Plains, Plains, Herald of Anafenza]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - activate: Herald of Anafenza
      - resolve: all
    """)
    assert "Warrior" in names(r.game, "Алиса", "battlefield")
    herald = next(o for o in r.game.permanents("Алиса") if o.card.name == "Herald of Anafenza")
    assert herald.counters == {"+1/+1": 1} and herald.tapped


def test_609_4_orrery_lets_a_sorcery_be_cast_at_instant_speed():
    text = """
    title: t
    players:
      Алиса:
        hand: [Lava Axe]
        battlefield: [ORRERY Mountain, Mountain, Mountain, Mountain, Mountain]
      Борис: {}
    turn: {active: Борис, step: main1, number: 4, priority: Борис}
    actions:
      - {cast: Lava Axe, by: Алиса, targets: [Борис]}
      - resolve: all
    """
    with_orrery = play(text.replace("ORRERY", "Vedalken Orrery,"))
    assert with_orrery.game.player("Борис").life == 15 and "609.4" in with_orrery.cited()
    without = play(text.replace("ORRERY", ""))
    assert isinstance(without.refusal.error, IllegalActionError)


def test_702_33a_flashback_exiles_the_card_and_only_from_its_owners_graveyard():
    r = play("""
    title: t
    players:
      Алиса:
        graveyard: [Firebolt]
        battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Firebolt, alt: flashback, targets: [Борис]}
      - resolve: all
    """)
    assert r.game.player("Борис").life == 18
    assert names(r.game, "Алиса", "exile") == ["Firebolt"]


def test_605_4a_triggered_mana_ability_does_not_use_the_stack():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Mana Flare, {card: Forest, id: лес}]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - activate: лес
    """)
    assert r.game.player("Алиса").mana_pool == {"G": 2}
    assert "trigger_put_on_stack" not in kinds(r) and "mana_trigger" in kinds(r)
