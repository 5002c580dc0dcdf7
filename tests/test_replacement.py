"""Replacement and prevention effects (614, 615) and their order (616.1)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict
from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import kinds, names, play

ROOT = Path(__file__).resolve().parent.parent

BOLT_THREE_EFFECTS = """
title: t
players:
  Алиса:
    hand: [Lightning Bolt]
    battlefield: [Mountain, Furnace of Rath, Dictate of the Twin Gods]
  Борис:
    battlefield: [Samite Healer]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Lightning Bolt, by: Алиса, targets: [Борис]}
  - {activate: Samite Healer, by: Борис, targets: [Борис]}
  %s
  - resolve: all
"""


def _order_events(result):
    return [e for s in result.steps for e in s.events if e.kind == "replacement_order"]


@pytest.mark.parametrize(
    ("order", "life"),
    [
        # prevent 1 first: 3 → 2 → 4 → 8
        ("[Samite Healer, Furnace of Rath, Dictate of the Twin Gods]", 12),
        # double twice, then prevent 1: 3 → 6 → 12 → 11
        ("[Furnace of Rath, Dictate of the Twin Gods, Samite Healer]", 9),
        # double, prevent 1, double: 3 → 6 → 5 → 10
        ("[Веление Богов-Близнецов, Самитский Лекарь]", 10),
    ],
)
def test_616_1_the_affected_player_orders_three_effects_on_one_event(order, life):
    r = play(BOLT_THREE_EFFECTS % f"- choose: {{replacement_order: {order}}}")
    assert r.game.player("Борис").life == life
    events = _order_events(r)
    assert events and all(e.data["player"] == "Борис" for e in events)
    assert not any(e.data["by_default"] for e in events[:1])
    assert {"616.1", "616.1e", "614.1a", "615.7"} <= set(r.cited())


def test_616_1_default_order_is_timestamp_order():
    # Furnace and Dictate were on the battlefield first; the shield came last: 3 → 6 → 12 → 11
    r = play(BOLT_THREE_EFFECTS % "")
    assert r.game.player("Борис").life == 9
    events = _order_events(r)
    assert [e.data["chosen"] for e in events] == ["Furnace of Rath", "Dictate of the Twin Gods"]
    assert all(e.data["by_default"] for e in events)


def test_616_1_an_order_naming_an_effect_that_does_not_apply_is_a_file_error():
    text = BOLT_THREE_EFFECTS % "- choose: {replacement_order: [Furnace of Rath, Fog]}"
    with pytest.raises(ScenarioError) as exc:
        play(text)
    problem = exc.value.problems[0]
    assert "Fog" in problem.message and "не применяется" in problem.message
    assert problem.line == 13 and problem.column == 51


def test_616_1_bad_order_exits_2_with_file_line_column(tmp_path):
    from typer.testing import CliRunner

    from mtgjudge.cli import app

    path = tmp_path / "bad.yaml"
    path.write_text(
        re.sub(r"^\n", "", BOLT_THREE_EFFECTS % "- choose: {replacement_order: [Doom Blade]}"),
        encoding="utf-8",
    )
    out = CliRunner().invoke(app, ["run", str(path)])
    assert out.exit_code == 2
    assert re.search(r"bad\.yaml:12:\d+: в replacement_order названо «Doom Blade»", out.output)


def test_616_1a_self_replacement_effects_apply_first():
    r = play("""
    title: t
    cards:
      - name: Self Doubler
        cost: "{R}"
        types: [Instant]
        text: "Self Doubler deals 2 damage to target player. (Its damage is halved instead.)"
        spell:
          targets: [player]
          effects: [{damage: 2, to: target}]
      - name: Halving Field
        cost: "{W}"
        types: [Enchantment]
        text: "If a source would deal damage to you, it deals 1 more instead."
        replacements:
          - {event: damage, to: you, add: 1, self_replacement: true}
    players:
      Алиса:
        hand: [Self Doubler]
        battlefield: [Mountain, Furnace of Rath]
      Борис:
        battlefield: [Halving Field]
    actions:
      - {cast: Self Doubler, targets: [Борис]}
      - resolve: all
    """)
    # the self-replacement (+1) first whatever the timestamps: (2 + 1) × 2
    assert r.game.player("Борис").life == 14
    assert not _order_events(r)


def test_614_5_an_effect_applies_once_to_an_event():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Shock]
        battlefield: [Mountain, Furnace of Rath]
      Борис: {}
    actions:
      - {cast: Shock, targets: [Борис]}
      - resolve: all
    """)
    assert r.game.player("Борис").life == 16


def test_510_2_lifelink_trample_gains_once_and_triggers_once():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield:
          - {card: Grizzly Bears, id: медведь}
          - {card: Loxodon Warhammer, attached_to: медведь}
          - {card: Ajani's Pridemate, id: соплеменник}
      Борис:
        battlefield: [{card: Raging Goblin, id: гоблин}]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - attack: {медведь: Борис}
      - block: {гоблин: медведь}
      - goto: end_of_combat
    """)
    gained = [e for s in r.steps for e in s.events if e.kind == "life_gained"]
    assert [e.data["amount"] for e in gained] == [5]
    assert kinds(r).count("trigger_put_on_stack") == 1
    assert r.game.player("Алиса").life == 25


def test_615_7_shield_is_used_up_across_events():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Shock, Shock]
        battlefield: [Mountain, Mountain]
      Борис:
        hand: [Healing Salve]
        battlefield: [Plains]
    actions:
      - {cast: Healing Salve, by: Борис, modes: [2], targets: [Борис]}
      - resolve: all
      - {cast: Shock, targets: [Борис]}
      - resolve: all
      - {cast: Shock, targets: [Борис]}
      - resolve: all
    """)
    # 3 prevented in all: 2 of the first Shock, 1 of the second
    assert r.game.player("Борис").life == 19
    assert not r.game.replacement_effects


def test_702_16e_protection_is_a_prevention_effect_of_the_mechanism():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Lightning Bolt]
        battlefield: [Mountain]
      Борис:
        battlefield: [Progenitus]
    actions:
      - {cast: Lightning Bolt, targets: [Борис]}
      - resolve: all
    """)
    assert r.game.player("Борис").life == 17
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Wrath of God]
        battlefield: [Plains, Plains, Plains, Plains, {card: White Knight, id: рыцарь}]
      Борис:
        battlefield: [{card: Black Knight, id: чёрный}]
    actions:
      - cast: Wrath of God
      - resolve: all
    """)
    assert names(r.game, "Алиса", "graveyard") == ["White Knight", "Wrath of God"]


def test_614_6_replaced_death_does_not_trigger_dies_but_leaves():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Lightning Bolt]
        battlefield: [Mountain]
      Борис:
        battlefield: [Gravebane Zombie, Blood Artist]
        library: [Island]
    actions:
      - {cast: Lightning Bolt, targets: [Gravebane Zombie]}
      - resolve: all
    """)
    assert "trigger_put_on_stack" not in kinds(r)
    assert "destroyed" not in kinds(r) and "moved_instead" in kinds(r)
    assert names(r.game, "Борис", "library") == ["Gravebane Zombie", "Island"]


def test_614_1a_tokens_doubled_twice():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Raise the Alarm]
        battlefield: [Plains, Plains, Doubling Season, Primal Vigor]
      Борис:
        battlefield: [Primal Vigor]
    actions:
      - cast: Raise the Alarm
      - resolve: all
    """)
    # Doubling Season (you), Primal Vigor (any) twice: 2 × 2 × 2 × 2
    assert names(r.game, "Алиса", "battlefield").count("Soldier") == 16


def test_701_12c_wrath_of_god_beats_static_regeneration():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Wrath of God]
        battlefield: [Plains, Plains, Plains, Plains]
      Борис:
        battlefield: [Clergy of the Holy Nimbus]
    actions:
      - cast: Wrath of God
      - resolve: all
    """)
    assert names(r.game, "Борис", "graveyard") == ["Clergy of the Holy Nimbus"]
    assert "701.12c" in r.cited()


def test_clergy_ability_only_for_opponents():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Plains, Clergy of the Holy Nimbus]
      Борис: {}
    actions:
      - {activate: Clergy of the Holy Nimbus, by: Алиса}
    """)
    assert r.refusal is not None and "602.2" in r.refusal.error.rules


def test_702_51_dredge_replaces_a_draw():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Divination]
        battlefield: [Island, Island, Island]
        graveyard: [Golgari Thug]
        library: [Island, Island, Island, Island, Swamp]
      Борис: {}
    actions:
      - cast: Divination
      - resolve: all
    """)
    # the first draw is replaced by dredge 4 (mill four, the Thug back to the hand);
    # the second draw takes the last card
    assert names(r.game, "Алиса", "hand") == ["Golgari Thug", "Swamp"]
    assert "702.51a" in r.cited()


def test_702_51b_no_dredge_with_too_few_cards():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Divination]
        battlefield: [Island, Island, Island]
        graveyard: [Golgari Thug]
        library: [Island, Swamp]
      Борис: {}
    actions:
      - cast: Divination
      - resolve: all
    """)
    assert names(r.game, "Алиса", "hand") == ["Island", "Swamp"]


def test_replacement_format_errors_name_the_key():
    base = {"name": "X", "types": ["Enchantment"]}
    for bad, key in (
        ({"event": "explode", "prevent": "all"}, "event"),
        ({"event": "damage"}, None),
        ({"event": "damage", "prevent": "all", "multiply": 2}, None),
        ({"event": "draw", "tapped": True}, "tapped"),
        ({"event": "damage", "prevent": 0}, "prevent"),
    ):
        with pytest.raises(CardFormatError) as exc:
            card_from_dict({**base, "replacements": [bad]})
        if key:
            assert key in exc.value.path


def test_docs_replacement_examples_are_valid_cards():
    """The examples of docs/cards.md work in a scenario's cards: (where "on" is a string)."""
    import textwrap

    from mtgjudge.scenario.model import load_scenario

    text = (ROOT / "docs" / "cards.md").read_text(encoding="utf-8")
    section = text[text.index("## Эффекты замещения") :]
    blocks = re.findall(r"```yaml\n(.*?)```", section, re.S)
    cards = "".join(textwrap.indent(b, "  ") for b in blocks)
    scenario = load_scenario(
        "<docs>", "title: t\ncards:\n" + cards + "players:\n  Алиса: {}\n  Борис: {}\n"
    )
    assert len(blocks) >= 2
    for name in ("Fog", "Gravebane Zombie", "Vigor-like (пример своей карты)"):
        assert scenario.library.get(name).replacements or scenario.library.get(name).spell
    vigor = scenario.library.get("Vigor-like (пример своей карты)").replacements[0]
    assert vigor.then[0]["on"] == "recipient"


def test_616_2_an_effect_that_applies_after_a_redirection():
    # Pariah moves the damage to the enchanted White Knight; its protection from black
    # now applies to the modified event (616.1e) and prevents it
    r = play("""
    title: t
    cards:
      - name: Black Bolt
        cost: "{B}"
        types: [Instant]
        text: "Black Bolt deals 3 damage to target creature or player."
        spell:
          targets: [creature_or_player]
          effects: [{damage: 3, to: target}]
    players:
      Алиса:
        hand: [Black Bolt]
        battlefield: [Swamp]
      Борис:
        battlefield: [{card: White Knight, id: рыцарь}, {card: Pariah, attached_to: рыцарь}]
    actions:
      - {cast: Black Bolt, targets: [Борис]}
      - resolve: all
    """)
    assert r.game.player("Борис").life == 20
    knight = next(o for o in r.game.permanents("Борис") if o.card.name == "White Knight")
    assert knight.damage == 0
    assert {"614.9", "702.16e"} <= set(r.cited())


def test_614_1c_enters_with_counters_goes_through_counter_effects():
    r = play("""
    title: t
    cards:
      - name: Counter Bear
        cost: "{1}{G}"
        types: [Creature]
        power: 0
        toughness: 0
        text: "Counter Bear enters the battlefield with two +1/+1 counters on it."
        replacements:
          - {event: enter_battlefield, of: self, counters: {kind: "+1/+1", n: 2}}
    players:
      Алиса:
        hand: [Counter Bear]
        battlefield: [Forest, Forest, Hardened Scales]
      Борис: {}
    actions:
      - cast: Counter Bear
      - resolve: all
    """)
    bear = next(o for o in r.game.permanents("Алиса") if o.card.name == "Counter Bear")
    assert bear.counters == {"+1/+1": 3}
    assert {"614.1c", "614.12"} <= set(r.cited())


# -- 616.1b, 616.1c: control and copy effects first ------------------------------------------

ESSENCE = """
title: t
players:
  Алиса:
    hand: [%s]
    battlefield: [Essence of the Wild, Forest, Forest, Forest, Forest, Island, Island]
  Борис:
    battlefield: [{card: Serra Angel, id: ангел}]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: %s}
  - resolve: 1
"""


def _events(result, kind):
    return [e for s in result.steps for e in s.events if e.kind == kind]


def test_616_1c_copy_effect_first_then_enters_tapped_no_longer_applies():
    r = play(ESSENCE % ("Rusted Sentinel", "Rusted Sentinel"))
    sentinel = next(o for o in r.game.permanents("Алиса") if o.card.name == "Rusted Sentinel")
    assert not sentinel.tapped  # 616.1e: its own "enters tapped" is gone with the copy
    (first,) = _events(r, "replacement_first")
    assert "616.1c" in first.rules and first.data["kind"] == "copy"
    assert [e.data["copied"] for e in _events(r, "entered_as_copy")] == ["Essence of the Wild"]
    assert not [e for e in _events(r, "event_replaced") if e.data["modification"] == "tapped"]


def test_616_1c_two_copy_effects_the_player_chooses_and_the_other_may_no_longer_apply():
    # Clone's own "enter as a copy of any creature" and Essence's: both 616.1c; by default
    # the earlier effect (Essence) first — then Clone is a copy of Essence and has no own
    # copy ability left (616.1e); answering with Clone first, it copies the angel, then
    # Essence still applies: either way it ends as Essence
    default = play(ESSENCE % ("Clone", "Clone"))
    assert [e.data["copied"] for e in _events(default, "entered_as_copy")] == [
        "Essence of the Wild"
    ]
    (order,) = _events(default, "replacement_order")
    assert "616.1c" in order.rules and order.data["by_default"]
    text = (ESSENCE % ("Clone", "Clone")).replace(
        "  - {cast: Clone}",
        "  - choose: {replacement_order: [Clone]}\n  - {cast: Clone, choose: {copy: ангел}}",
    )
    chosen = play(text)
    assert [e.data["copied"] for e in _events(chosen, "entered_as_copy")] == [
        "Serra Angel",
        "Essence of the Wild",
    ]


def test_616_1b_control_first_then_the_new_controllers_copy_effect():
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [Essence of the Wild, Island, Island, Island, Island, Island, Island]
            hand: [Gather Specimens]
          Борис:
            hand: [Grizzly Bears]
            battlefield: [Forest, Forest]
        turn: {active: Борис, step: main1, number: 4}
        actions:
          - {cast: Grizzly Bears, by: Борис}
          - {cast: Gather Specimens, by: Алиса}
          - resolve: all
        """
    )
    bear = next(o for o in r.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    assert (bear.controller, bear.base_controller) == ("Алиса", "Алиса")
    (control,) = [e for e in _events(r, "event_replaced") if e.data["modification"] == "control"]
    assert "616.1b" in control.rules
    assert [e.data["copied"] for e in _events(r, "entered_as_copy")] == ["Essence of the Wild"]


def test_614_12_a_general_enters_tapped_effect_does_not_see_its_own_permanent():
    r = play(
        """
        title: t
        cards:
          - name: Orb of Dreams Test
            cost: "{3}"
            types: [Artifact]
            text: "Permanents enter the battlefield tapped."
            replacements:
              - {event: enter_battlefield, tapped: true}
        players:
          Алиса:
            hand: [Orb of Dreams Test, Forest]
            battlefield: [Mountain, Mountain, Mountain]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Orb of Dreams Test}
          - resolve: 1
          - play_land: Forest
        """
    )
    tapped = {o.card.name: o.tapped for o in r.game.permanents("Алиса")}
    assert tapped["Orb of Dreams Test"] is False and tapped["Forest"] is True


def test_706_9_clone_put_onto_the_battlefield_by_an_effect_copies_too():
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Reanimate]
            battlefield: [Swamp, Serra Angel]
            graveyard: [Clone]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Reanimate, targets: [Clone]}
          - resolve: 1
        """
    )
    assert [e.data["copied"] for e in _events(r, "entered_as_copy")] == ["Serra Angel"]


@pytest.mark.parametrize(("key", "value"), [("copy", "target"), ("control", "opponent")])
def test_control_and_copy_modification_values(key, value):
    with pytest.raises(CardFormatError, match=key):
        card_from_dict(
            {
                "name": "X",
                "types": ["Artifact"],
                "replacements": [{"event": "enter_battlefield", key: value}],
            }
        )


# -- "if you would lose the game" (614.1a) -------------------------------------------------------


def test_614_1a_lose_game_replaced_once_then_the_mirror_is_gone():
    # an empty library: drawing in her draw step would make Alice lose (704.5b); the Mirror
    # replaces it — shuffled in with her other cards, she draws 7 from a library of 2 and
    # tries to draw from an empty library again: now no Mirror on the battlefield, she loses
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [Lich's Mirror, Mountain]
            library: 0
          Борис:
            library: 10
        turn: {active: Борис, step: main1, number: 2}
        actions:
          - goto: {step: main1, turn: 3}
        """
    )
    assert r.game.player("Алиса").lost and r.game.winner == "Борис"
    lost = [a for e in _events(r, "state_based_actions") for a in e.data["actions"]]
    assert [a["kind"] for a in lost if a["kind"] in ("event_replaced", "player_lost")] == [
        "event_replaced",
        "player_lost",
    ]


@pytest.mark.parametrize(
    "effect",
    [{"set_life": "20"}, {"shuffle_into_library": ["library"]}, {"shuffle_into_library": []}],
)
def test_lose_game_effect_verbs_format(effect):
    with pytest.raises(CardFormatError, match=next(iter(effect))):
        card_from_dict({"name": "X", "types": ["Sorcery"], "spell": {"effects": [effect]}})


def test_614_12_the_entering_permanent_is_seen_as_on_the_battlefield_yixlid_jailer():
    from mtgjudge.engine.characteristics import characteristics

    text = """
        title: t
        players:
          Алиса:
            hand: [Reanimate]
            battlefield: [Swamp, Yixlid Jailer]
            graveyard: [Scarwood Treefolk]
          Борис:
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - ACTION
        """
    before = play(text.replace("ACTION", "pass: 1"))
    game = before.game
    treefolk = game.obj(game.player("Алиса").zones["graveyard"][0])
    assert characteristics(game, treefolk).replacements == ()  # no abilities in the graveyard
    free = play(text.replace("ACTION", "pass: 1").replace("Swamp, Yixlid Jailer", "Swamp"))
    card = free.game.obj(free.game.player("Алиса").zones["graveyard"][0])
    assert characteristics(free.game, card).replacements  # without the Jailer it has one
    after = play(
        text.replace(
            "ACTION", "{cast: Reanimate, targets: [Scarwood Treefolk]}\n          - resolve: 1"
        )
    )
    (treefolk,) = [o for o in after.game.permanents("Алиса") if o.card.name == "Scarwood Treefolk"]
    assert treefolk.tapped


def test_615_10_a_shield_for_each_creature_there_as_it_resolves_not_later_ones():
    # Alice's bear on the battlefield gets a shield; the bear she casts afterwards does not:
    # two Shocks kill the later one only
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [{card: Grizzly Bears, id: новый}]
            battlefield:
              - Samite Censer-Bearer
              - Plains
              - Forest
              - Forest
              - {card: Grizzly Bears, id: старый}
          Борис:
            hand: [Shock, Shock]
            battlefield: [Mountain, Mountain]
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {activate: Samite Censer-Bearer}
          - resolve: 1
          - {cast: новый}
          - resolve: 1
          - {cast: Shock, by: Борис, targets: [старый]}
          - resolve: 1
          - {cast: Shock, by: Борис, targets: [новый]}
          - resolve: 1
        """
    )
    bears = [o for o in r.game.permanents("Алиса") if o.card.name == "Grizzly Bears"]
    assert [(b.alias, b.damage) for b in bears] == [("старый", 1)]
    assert names(r.game, "Алиса", "graveyard") == ["Grizzly Bears", "Samite Censer-Bearer"]
    assert not r.game.replacement_effects or all(e.remaining for e in r.game.replacement_effects)
