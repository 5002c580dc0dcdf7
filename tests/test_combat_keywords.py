"""Combat keywords (702.22 rampage, 702.24 flanking, 702.27 shadow, 702.30 horsemanship,
702.35 fear, 702.44 bushido, 702.72 changeling, 702.82 exalted): one ruling per test."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics

from .engine_helpers import names, play

HEAD = """
title: t
players:
  Алиса:
    battlefield: {alice}
  Борис:
    battlefield: {boris}
cards:
  - {{name: Black Bear, cost: "{{1}}{{B}}", types: [Creature], power: 2, toughness: 2}}
  - {{name: Iron Bear, cost: "{{2}}", types: [Artifact, Creature], power: 2, toughness: 2}}
  - {{name: Shadow Bear, cost: "{{1}}{{W}}", types: [Creature], power: 2, toughness: 2,
     keywords: [Shadow], text: Shadow}}
  - {{name: Rider Bear, cost: "{{1}}{{W}}", types: [Creature], power: 2, toughness: 2,
     keywords: [Horsemanship], text: Horsemanship}}
  - {{name: Double Flanker, cost: "{{1}}{{W}}", types: [Creature], power: 2, toughness: 2,
     keywords: [Flanking, Flanking], text: "Flanking\\nFlanking"}}
turn: {{active: Алиса, step: main1, number: 3}}
actions:
{actions}
"""


def combat(alice: str, boris: str, actions: str):
    return play(HEAD.format(alice=alice, boris=boris, actions=actions))


def refused(r) -> tuple[str, ...]:
    return r.refusal.error.rules if r.refusal is not None else ()


def test_702_35b_fear_can_be_blocked_by_artifact_and_by_black_creatures():
    for blocker in ("Black Bear", "Iron Bear"):
        r = combat(
            "[{card: Severed Legion, id: a}]",
            f"[{{card: {blocker}, id: b}}]",
            "  - attack: {a: Борис}\n  - block: {b: a}",
        )
        assert r.refusal is None, blocker
        assert r.game.blocked == {r.game.aliases["a"]}


def test_702_27b_shadow_blocks_only_shadow_and_is_blocked_only_by_shadow():
    r = combat(
        "[{card: Grizzly Bears, id: a}]",
        "[{card: Shadow Bear, id: b}]",
        "  - attack: {a: Борис}\n  - block: {b: a}",
    )
    assert "702.27b" in refused(r)  # a creature with shadow can't block one without it
    r = combat(
        "[{card: Soltari Foot Soldier, id: a}]",
        "[{card: Shadow Bear, id: b}]",
        "  - attack: {a: Борис}\n  - block: {b: a}",
    )
    assert r.refusal is None


def test_702_30b_horsemanship_may_block_creatures_without_it():
    r = combat(
        "[{card: Grizzly Bears, id: a}]",
        "[{card: Rider Bear, id: b}]",
        "  - attack: {a: Борис}\n  - block: {b: a}",
    )
    assert r.refusal is None


def test_702_24a_a_blocker_with_flanking_gets_nothing():
    r = combat(
        "[{card: Benalish Cavalry, id: a}]",
        "[{card: Benalish Cavalry, id: b}]",
        "  - attack: {a: Борис}\n  - block: {b: a}\n  - goto: combat_damage",
    )
    assert "702.24a" not in r.cited()
    assert names(r.game, "Борис", "graveyard") == ["Benalish Cavalry"]  # 2 damage to a 2/2


def test_702_24b_each_flanking_triggers_separately():
    r = combat(
        "[{card: Double Flanker, id: a}]",
        "[{card: Hill Giant, id: b}]",
        "  - attack: {a: Борис}\n  - block: {b: a}\n  - goto: combat_damage",
    )
    # two -1/-1: the 3/3 Hill Giant is 1/1 and dies of 2 damage
    assert names(r.game, "Борис", "graveyard") == ["Hill Giant"]
    assert [e for e in r.cited() if e == "702.24a"]


def test_702_44a_bushido_when_it_becomes_blocked():
    r = combat(
        "[{card: Devoted Retainer, id: a}]",
        "[{card: Grizzly Bears, id: b}]",
        "  - attack: {a: Борис}\n  - block: {b: a}\n  - goto: combat_damage",
    )
    assert "702.44a" in r.cited()
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]  # 2/2 Retainer


def test_702_22a_rampage_counts_only_blockers_beyond_the_first():
    r = combat(
        "[{card: Craw Giant, id: a}]",
        "[{card: Grizzly Bears, id: b}]",
        "  - attack: {a: Борис}\n  - block: {b: a}\n  - goto: combat_damage",
    )
    giant = r.game.obj(r.game.aliases["a"])
    assert characteristics(r.game, giant).power == 6  # one blocker: +0/+0


def test_702_82b_exalted_needs_a_creature_attacking_alone():
    r = combat(
        "[{card: Grizzly Bears, id: a}, {card: Grizzly Bears, id: c}, Akrasan Squire]",
        "[]",
        "  - attack: {a: Борис, c: Борис}\n  - goto: end_of_combat",
    )
    assert "702.82a" not in r.cited()
    assert r.game.player("Борис").life == 16


def test_702_72a_changeling_is_every_creature_type_in_every_zone():
    from mtgjudge.engine.filters import matches

    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Woodland Changeling]
          Борис: {}
        actions: []
        """
    )
    card = r.game.obj(r.game.player("Алиса").zones["hand"][0])
    assert matches(r.game, card, {"subtypes": ["Goblin"]}, controller="Алиса")
    assert not matches(r.game, card, {"subtypes": ["Equipment"]}, controller="Алиса")


BAND = """
title: t
players:
  Алиса:
    battlefield: [{card: Benalish Hero, id: h}, {card: Hill Giant, id: g},
                  {card: Grizzly Bears, id: c}]
  Борис:
    battlefield: [{card: Grizzly Bears, id: b}]
turn: {active: Алиса, step: main1, number: 3}
actions:
"""


def test_702_21c_a_band_has_at_most_one_creature_without_banding():
    r = play(BAND + "  - choose: {bands: [[h, g, c]]}\n  - attack: {h: Борис, g: Борис, c: Борис}")
    assert "702.21c" in refused(r)


def test_702_21k_default_division_gives_the_blockers_damage_to_the_banding_creature():
    r = play(
        BAND + "  - choose: {bands: [[h, g]]}\n  - attack: {h: Борис, g: Борис}\n"
        "  - block: {b: g}\n  - goto: end_of_combat"
    )
    assert {"702.21h", "702.21k"} <= set(r.cited())
    assert names(r.game, "Алиса", "graveyard") == ["Benalish Hero"]  # the default: all to it
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert r.game.player("Борис").life == 20


def test_702_21c_bands_with_other_needs_every_member_of_the_quality():
    from .engine_helpers import play

    text = """
    title: t
    players:
      Алиса:
        battlefield: [{lands}Jasmine Boreal, {other}]
      Борис: {{}}
    turn: {{active: Алиса, step: main1, number: 3}}
    actions:
      - choose: {{bands: [[Jasmine Boreal, {other}]]}}
      - attack: {{Jasmine Boreal: Борис, {other}: Борис}}
    """
    ok = play(text.format(lands="Cathedral of Serra, ", other="Eron the Relentless"))
    assert ok.refusal is None
    # a nonlegendary creature is not of the quality "legendary creatures"
    bad = play(text.format(lands="Cathedral of Serra, ", other="Grizzly Bears"))
    assert bad.refusal is not None and "702.21c" in bad.refusal.error.rules
    # without the Cathedral nobody has "bands with other legendary creatures"
    bad = play(text.format(lands="", other="Eron the Relentless"))
    assert bad.refusal is not None and "702.21c" in bad.refusal.error.rules


def test_702_21b_losing_banding_loses_bands_with_other_too():
    from mtgjudge.engine.characteristics import characteristics

    from .engine_helpers import play

    r = play("""
    title: t
    cards:
      - name: Test Unbanding
        cost: "{U}"
        types: [Instant]
        spell:
          targets: [creature]
          effects: [{become: {lose: [Banding]}, to: target}]
    players:
      Алиса:
        hand: [Test Unbanding]
        battlefield: [Cathedral of Serra, Jasmine Boreal, Island]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Test Unbanding, targets: [Jasmine Boreal]}
      - resolve: all
    """)
    assert r.refusal is None
    (jasmine,) = [o for o in r.game.permanents("Алиса") if o.card.name == "Jasmine Boreal"]
    assert not any(
        k.startswith("Bands with other") for k in characteristics(r.game, jasmine).keywords
    )


TRAP = """
title: t
players:
  Алиса:
    battlefield:
      - {card: Benalish Hero, id: h}
      - {card: Hill Giant, id: g}
      - {card: Grizzly Bears, id: c}
  Борис:
    battlefield: [{card: Trap Runner, id: t}, {card: Trap Runner, id: t2}]
turn: {active: Алиса, step: main1, number: 3}
actions:
"""


def test_702_21i_an_effect_blocking_one_member_blocks_the_whole_band():
    r = play(
        TRAP + "  - choose: {bands: [[h, g]]}\n  - attack: {h: Борис, g: Борис, c: Борис}\n"
        "  - block: {}\n  - pass\n  - {activate: t, by: Борис, targets: [g]}\n"
        "  - goto: end_of_combat"
    )
    assert r.refusal is None
    assert "702.21i" in r.cited()
    # the band (1 + 3) is blocked and deals nothing; the bear outside the band deals 2
    assert r.game.player("Борис").life == 18


def test_509_1h_an_effect_blocks_only_that_creature_without_a_band():
    r = play(
        TRAP + "  - attack: {h: Борис, g: Борис}\n"
        "  - block: {}\n  - pass\n  - {activate: t, by: Борис, targets: [g]}\n"
        "  - goto: end_of_combat"
    )
    assert r.refusal is None
    assert "702.21i" not in r.cited()
    assert r.game.player("Борис").life == 19  # the Hero is not blocked


def test_602_5b_blocked_only_during_combat_after_blockers_are_declared():
    r = play(TRAP + "  - attack: {g: Борис}\n  - pass\n  - {activate: t, by: Борис, targets: [g]}")
    assert r.refusal is not None and "602.5b" in r.refusal.error.rules
    # an attacker already blocked is not an "unblocked attacking creature"
    r = play(
        TRAP + "  - attack: {h: Борис, g: Борис}\n  - block: {}\n  - pass\n"
        "  - {activate: t, by: Борис, targets: [g]}\n  - pass: 2\n"
        "  - {activate: t2, by: Борис, targets: [g]}"
    )
    assert r.refusal is not None and "114.1" in r.refusal.error.rules


PROVOKE = """
title: t
players:
  Алиса:
    battlefield: [{card: Goblin Grappler, id: гоблин}, {card: Grizzly Bears, id: свой}]
  Борис:
    battlefield: [{card: Grizzly Bears, id: медведь, tapped: true}, {card: Hill Giant, id: гигант}]
turn: {active: Алиса, step: main1, number: 3}
actions:
"""


def test_702_38a_provoked_creature_is_untapped_and_must_block():
    r = play(
        PROVOKE + "  - choose: {trigger_targets: {гоблин: [медведь]}}\n"
        "  - attack: {гоблин: Борис}\n  - resolve: all\n  - block: {гигант: гоблин}"
    )
    assert r.refusal is not None and "509.1c" in r.refusal.error.rules
    # declining ("you may"): no requirement, the bear stays tapped
    r = play(
        PROVOKE + "  - choose: {trigger_targets: {гоблин: [медведь]}, may: false}\n"
        "  - attack: {гоблин: Борис}\n  - resolve: all\n  - block: {гигант: гоблин}"
    )
    assert r.refusal is None
    bear = next(o for o in r.game.permanents("Борис") if o.card.name == "Grizzly Bears")
    assert bear.tapped


def test_702_38a_provoke_targets_only_a_creature_of_the_defending_player():
    # Alice's own bear is no legal target: the trigger gets none from that answer (603.3d)
    r = play(
        PROVOKE + "  - choose: {trigger_targets: {гоблин: [свой]}}\n  - attack: {гоблин: Борис}"
    )
    assert "trigger_removed_no_targets" in [e.kind for s in r.steps for e in s.events]
    # by default the first legal target: a creature Boris (the defending player) controls
    r = play(PROVOKE + "  - attack: {гоблин: Борис}\n  - resolve: all")
    assert r.refusal is None
    (req,) = r.game.block_requirements
    assert r.game.obj(req[0]).controller == "Борис"


def test_602_5b_after_blockers_includes_the_first_strike_damage_step():
    # 510.4: with a first striker in combat there is a first-strike damage step; it is
    # after blockers are declared too (506.1), so Trap Runner may be activated there
    r = play(
        TRAP.replace("{card: Grizzly Bears, id: c}", "{card: White Knight, id: c}")
        + "  - attack: {c: Борис, g: Борис}\n  - block: {}\n  - goto: first_strike_damage\n"
        "  - {activate: t, by: Борис, targets: [g]}\n  - goto: end_of_combat"
    )
    assert r.refusal is None
    assert r.game.player("Борис").life == 18  # only the Knight's 2 first-strike damage


CHAINS = """
title: t
players:
  Алиса:
    battlefield:
      - {card: Hill Giant, id: g}
      - {card: Grizzly Bears, id: c}
  Борис:
    battlefield: [{card: Gossamer Chains, id: chains}]
turn: {active: Алиса, step: main1, number: 3}
actions:
"""


def test_509_1h_an_unblocked_creature_is_an_attacking_one():
    """Gossamer Chains («target unblocked creature») could target a creature that did not
    attack: "unblocked" was only "not blocked".  It is an attacking creature no creature
    blocked, once blockers are declared (509.1h)."""
    r = play(
        CHAINS + "  - attack: {g: Борис}\n  - block: {}\n"
        "  - {activate: chains, by: Борис, targets: [c]}\n"
    )
    assert r.refusal is not None and "114.1" in r.refusal.error.rules
    r = play(
        CHAINS + "  - attack: {g: Борис}\n  - block: {}\n"
        "  - {activate: chains, by: Борис, targets: [g]}\n  - goto: end_of_combat"
    )
    assert r.refusal is None
    assert r.game.player("Борис").life == 20


def test_unblocked_has_one_form_in_filters():
    """The compiler writes ``in_combat: unblocked`` for "unblocked creature" and for "unblocked
    attacking creature" (509.1h); a hand-written ``blocked: false`` is read as the same."""
    from mtgjudge.cards.format import card_from_dict
    from mtgjudge.cards.library import default_library

    for name in ("Gossamer Chains", "Trap Runner"):
        (ability,) = default_library().get(name).abilities
        assert dict(ability.targets[0].filter) == {"in_combat": "unblocked"}, name
    card = card_from_dict(
        {
            "name": "Test Chains",
            "types": ["Enchantment"],
            "abilities": [
                {
                    "cost": "{T}",
                    "targets": [{"kind": "creature", "filter": {"blocked": False}}],
                    "effects": [{"tap": "target"}],
                }
            ],
        }
    )
    assert dict(card.abilities[0].targets[0].filter) == {"in_combat": "unblocked"}
