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
