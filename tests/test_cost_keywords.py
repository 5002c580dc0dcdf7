"""Keywords that change what a spell costs (issue 12): each rule letter that changes the outcome."""

from __future__ import annotations

from mtgjudge.engine.mana import ManaCost

from .engine_helpers import play

HEAD = """
title: t
players:
  Алиса:
    hand: {hand}
    battlefield: {alice}
    library: 10
  Борис:
    battlefield: {boris}
    library: 10
turn: {{active: Алиса, step: main1, number: 3}}
actions:
{actions}
"""


def run(hand: str, alice: str, actions: str, boris: str = "[]"):
    return play(HEAD.format(hand=hand, alice=alice, boris=boris, actions=actions))


def test_601_2f_total_cost_adds_generic_amounts():
    assert str(ManaCost.parse("{R}").plus(ManaCost.parse("{4}"))) == "{4}{R}"
    assert str(ManaCost.parse("{X}{1}{G}").plus(ManaCost.parse("{2}{G}"))) == "{X}{3}{G}{G}"


def test_702_32d_kicked_spell_follows_its_kicked_instruction():
    kicked = run(
        "[Burst Lightning]",
        "[Mountain, Mountain, Mountain, Mountain, Mountain]",
        "  - {cast: Burst Lightning, targets: [Борис], choose: {kicker: true}}\n  - resolve: all",
    )
    assert kicked.game.player("Борис").life == 16
    plain = run(
        "[Burst Lightning]",
        "[Mountain, Mountain, Mountain, Mountain, Mountain]",
        "  - {cast: Burst Lightning, targets: [Борис]}\n  - resolve: all",
    )
    assert plain.game.player("Борис").life == 18
    # the unpaid kicker left the four other lands untapped
    assert sum(p.tapped for p in plain.game.permanents("Алиса")) == 1


def test_702_32a_kicker_is_paid_in_full_or_not_at_all():
    r = run(
        "[Burst Lightning]",
        "[Mountain, Mountain, Mountain]",
        "  - {cast: Burst Lightning, targets: [Борис], choose: {kicker: true}}",
    )
    assert r.refusal is not None
    assert r.game.player("Борис").life == 20


def test_702_32a_no_kicker_to_pay():
    r = run(
        "[Lightning Bolt]",
        "[Mountain, Mountain]",
        "  - {cast: Lightning Bolt, targets: [Борис], choose: {kicker: true}}",
    )
    assert r.refusal is not None and "702.32a" in r.refusal.error.rules


def test_702_32d_a_plain_kicker_is_paid_once():
    r = run(
        "[Burst Lightning]",
        "[Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]",
        "  - {cast: Burst Lightning, targets: [Борис], choose: {kicker: 2}}",
    )
    assert r.refusal is not None and "702.32d" in r.refusal.error.rules


def test_702_32c_multikicker_counts_each_kick():
    r = run(
        "[Apex Hawks]",
        "[Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains, Plains]",
        "  - {cast: Apex Hawks, choose: {kicker: 3}}\n  - resolve: all",
    )
    hawks = [p for p in r.game.permanents("Алиса") if p.name == "Apex Hawks"]
    assert hawks and hawks[0].counters.get("+1/+1") == 3
    none = run("[Apex Hawks]", "[Plains, Plains, Plains]", "  - cast: Apex Hawks\n  - resolve: all")
    hawks = [p for p in none.game.permanents("Алиса") if p.name == "Apex Hawks"]
    assert hawks and not hawks[0].counters.get("+1/+1")


def test_702_32d_the_permanent_remembers_it_was_kicked_603_4():
    """Mold Shambler: "When ~ enters the battlefield, if it was kicked, destroy target
    noncreature permanent" — the intervening "if" reads the kick of the spell it was."""
    lands = "[Forest, Forest, Forest, Forest, Forest, Forest]"
    kicked = run(
        "[Mold Shambler]",
        lands,
        "  - choose: {trigger_targets: {Mold Shambler: [кольцо]}}\n"
        "  - {cast: Mold Shambler, choose: {kicker: true}}\n"
        "  - resolve: all",
        boris="[{card: Sol Ring, id: кольцо}]",
    )
    assert [p.name for p in kicked.game.permanents("Борис")] == []
    plain = run(
        "[Mold Shambler]",
        lands,
        "  - cast: Mold Shambler\n  - resolve: all",
        boris="[{card: Sol Ring, id: кольцо}]",
    )
    assert [p.name for p in plain.game.permanents("Борис")] == ["Sol Ring"]

    def kinds(result) -> set[str]:
        return {e.kind for s in result.steps for e in s.events}

    assert "ability_triggered" in kinds(kicked)
    assert "ability_triggered" not in kinds(plain) and "trigger_condition_false" in kinds(plain)


def test_702_33a_a_flashback_spell_countered_is_exiled_too():
    r = play(
        """
        title: t
        players:
          Алиса:
            graveyard: [Firebolt]
            battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain]
            library: 10
          Борис:
            hand: [Counterspell]
            battlefield: [Island, Island]
            library: 10
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Firebolt, alt: flashback, targets: [Борис]}
          - pass
          - {cast: Counterspell, by: Борис, targets: [Firebolt]}
          - resolve: all
        """
    )
    alice = r.game.player("Алиса")
    assert r.game.player("Борис").life == 20
    assert [r.game.obj(i).name for i in alice.zones["exile"]] == ["Firebolt"]
    assert not alice.zones["graveyard"]


def test_compiler_reads_flashback_dash_and_outlast_lines():
    from mtgjudge.cards.oracle.compiler import compile_text

    for text, key, cost in (
        ("Flashback {2}{U}", "flashback", "{2}{U}"),
        ("Dash {1}{R}", "dash", "{1}{R}"),
        ("Outlast {1}{W}", "outlast", "{1}{W}"),
    ):
        (result,) = compile_text(text, "Test", ["Creature"])
        assert result.problem is None and result.parts == ((key, cost),)
    # a cost in words the engine reads (117.12) is the flashback key's value; one it can't read
    # is refused with the keyword's rule
    (words,) = compile_text("Flashback—{1}{U}, Pay 3 life.", "Test", ["Sorcery"])
    assert words.problem is None and words.parts == (("flashback", "{1}{U}, Pay 3 life."),)
    (refused,) = compile_text(
        "Flashback—Tap an untapped white creature you control.", "T", ["Sorcery"]
    )
    assert refused.problem is not None and refused.problem.rule == "702.33a"


CYCLE = """
title: t
players:
  Алиса:
    hand: {hand}
    battlefield: {alice}
    library: [Island, Swamp, Forest]
  Борис:
    library: 10
turn: {{active: Алиса, step: main1, number: 3}}
actions:
{actions}
"""


def cycle(hand: str, alice: str, actions: str):
    return play(CYCLE.format(hand=hand, alice=alice, actions=actions))


def test_702_28a_cycling_discards_from_hand_and_draws():
    r = cycle(
        "[Jungle Weaver]", "[Forest, Forest]", "  - activate: Jungle Weaver\n  - resolve: all"
    )
    alice = r.game.player("Алиса")
    assert [r.game.obj(i).name for i in alice.zones["hand"]] == ["Island"]
    assert [r.game.obj(i).name for i in alice.zones["graveyard"]] == ["Jungle Weaver"]


def test_702_28a_cycling_works_only_in_a_hand():
    r = cycle("[]", "[Forest, Forest, {card: Jungle Weaver, id: ткач}]", "  - activate: ткач")
    assert r.refusal is not None and "702.28a" in r.refusal.error.rules


def test_702_28a_the_discard_is_part_of_the_cost_601_2g():
    r = cycle("[Jungle Weaver]", "[Forest]", "  - activate: Jungle Weaver")
    assert r.refusal is not None
    hand = r.game.player("Алиса").zones["hand"]
    assert [r.game.obj(i).name for i in hand] == ["Jungle Weaver"]


def test_702_28e_typecycling_searches_for_its_type():
    r = cycle(
        "[Twisted Abomination]",
        "[Swamp, Swamp]",
        "  - activate: Twisted Abomination\n  - resolve: all",
    )
    alice = r.game.player("Алиса")
    assert [r.game.obj(i).name for i in alice.zones["hand"]] == ["Swamp"]
    assert "Twisted Abomination" in [r.game.obj(i).name for i in alice.zones["graveyard"]]


def test_two_typecyclings_on_one_line_are_two_abilities():
    from mtgjudge.cards.library import default_library

    card = default_library().get("Pale Recluse")
    assert [a.text for a in card.abilities] == ["Forestcycling {2}", "Plainscycling {2}"]
    assert card.keywords == ("Reach",)


def test_702_76a_reinforce_discards_from_hand_and_puts_counters_on_target():
    r = run(
        "[Burrenton Bombardier]",
        "[Plains, Plains, Plains, {card: Grizzly Bears, id: медведь}]",
        "  - {activate: Burrenton Bombardier, targets: [медведь]}\n  - resolve: all",
    )
    assert r.refusal is None
    bears = next(o for o in r.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    assert bears.counters == {"+1/+1": 2}
    alice = r.game.player("Алиса")
    assert [r.game.obj(i).name for i in alice.zones["graveyard"]] == ["Burrenton Bombardier"]


def test_702_76a_reinforce_works_only_in_a_hand_and_needs_a_target():
    r = run(
        "[]",
        "[Plains, Plains, Plains, {card: Burrenton Bombardier, id: б}, Grizzly Bears]",
        "  - {activate: б, targets: [Grizzly Bears]}",
    )
    assert r.refusal is not None and "702.76a" in r.refusal.error.rules  # not in a hand
    r = run(
        "[Burrenton Bombardier]", "[Plains, Plains, Plains]", "  - activate: Burrenton Bombardier"
    )
    assert r.refusal is not None and {"601.2c", "114.1"} & set(r.refusal.error.rules)
