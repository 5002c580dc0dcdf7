"""Face-down spells and permanents (707): morph and megamorph (702.36), manifest (701.31)."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from mtgjudge.scenario.runner import find_objects

from .engine_helpers import kinds, names, play

# a morph creature with an enters-the-battlefield ability and flash, for the rules that
# need them (707.3, 707.4, 707.8)
HERALD = """
    cards:
      - name: Morph Herald
        cost: "{W}"
        types: [Creature]
        subtypes: [Human, Cleric]
        power: 1
        toughness: 4
        keywords: [Flash]
        morph: "{W}"
        text: "Flash\\nWhen Morph Herald enters the battlefield, you gain 3 life.\\nMorph {W}"
        triggers:
          - {when: enters_battlefield, effects: [{gain_life: 3}]}
"""


def _one(game, ref):
    found = find_objects(game, ref, ("battlefield",))
    assert len(found) == 1
    return found[0]


def test_702_36a_face_down_spell_costs_3_and_is_a_nameless_colourless_2_2():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Icefeather Aven]
        battlefield: [Swamp, Swamp, Swamp]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Icefeather Aven, alt: morph}
    """)
    assert r.refusal is None
    item = r.game.stack[-1]
    assert item.source_card.name == "" and item.source_card.types == ("Creature",)
    cast = next(e for s in r.steps for e in s.events if e.kind == "spell_cast")
    assert "702.36c" in cast.rules and "707.4" in cast.rules
    assert cast.data["card"] == "(face down) Icefeather Aven"


def test_702_36d_a_card_without_morph_cannot_be_cast_face_down():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Grizzly Bears]
        battlefield: [Forest, Forest, Forest]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Grizzly Bears, alt: morph}
    """)
    assert r.refusal is not None and "702.36d" in r.refusal.error.rules
    assert names(r.game, "Алиса", "hand") == ["Grizzly Bears"]


def test_707_4_face_down_spell_has_no_flash_even_if_the_card_does():
    r = play(
        HERALD
        + """
    title: t
    players:
      Алиса:
        hand: [Morph Herald]
        battlefield: [Plains, Plains, Plains]
      Борис: {}
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - {cast: Morph Herald, by: Алиса, alt: morph}
    """
    )
    assert r.refusal is not None and "302.1" in r.refusal.error.rules


def test_707_3_a_face_down_permanent_entering_does_not_trigger_its_etb_and_707_8_nor_on_turning_up():
    r = play(
        HERALD
        + """
    title: t
    players:
      Алиса:
        hand: [Morph Herald]
        battlefield: [Plains, Plains, Plains, Plains]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Morph Herald, alt: morph}
      - resolve: all
      - {turn_face_up: Morph Herald}
      - resolve: all
    """
    )
    assert r.refusal is None
    assert r.game.player("Алиса").life == 20
    herald = _one(r.game, "Morph Herald")
    ch = characteristics(r.game, herald)
    assert (ch.power, ch.toughness, ch.name) == (1, 4, "Morph Herald")


def test_115_2b_turning_face_up_needs_priority_and_one_s_own_face_down_permanent():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield:
          - {card: Icefeather Aven, face_down: true}
      Борис:
        battlefield: [Forest, Island, Island]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {turn_face_up: Icefeather Aven, by: Борис}
    """)
    assert r.refusal is not None and "702.36e" in r.refusal.error.rules


def test_707_7_a_face_up_permanent_cannot_be_turned_face_up():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Icefeather Aven, Forest, Island, Island]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {turn_face_up: Icefeather Aven}
    """)
    assert r.refusal is not None and "707.7" in r.refusal.error.rules


def test_702_36e_turning_face_up_does_not_use_the_stack_and_the_player_keeps_priority():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield:
          - {card: Ainok Survivalist, face_down: true}
          - Forest
          - Forest
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {turn_face_up: Ainok Survivalist}
    """)
    assert r.refusal is None
    assert r.game.stack == []  # no artifact or enchantment to target: the trigger is removed
    assert r.game.priority == "Алиса"
    ainok = _one(r.game, "Ainok Survivalist")
    assert ainok.counters == {"+1/+1": 1}
    assert "turned_face_up" in kinds(r)


def test_701_31c_a_manifested_megamorph_card_turned_up_for_its_mana_cost_gets_no_counter():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield:
          - {card: Ainok Survivalist, face_down: manifest}
          - Forest
          - Forest
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {turn_face_up: Ainok Survivalist, cost: mana_cost}
    """)
    assert r.refusal is None
    ainok = _one(r.game, "Ainok Survivalist")
    assert ainok.counters == {}
    up = next(e for s in r.steps for e in s.events if e.kind == "turned_face_up")
    assert "701.31b" in up.rules and "701.31c" in up.rules


def test_701_31b_a_manifested_noncreature_card_cannot_be_turned_face_up():
    r = play("""
    title: t
    players:
      Алиса:
        battlefield:
          - {card: Shock, face_down: manifest}
          - Mountain
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {turn_face_up: Shock}
    """)
    assert r.refusal is not None and "701.31b" in r.refusal.error.rules


def test_701_31a_manifest_puts_the_top_card_face_down_and_707_3_its_etb_does_not_trigger():
    r = play(
        HERALD
        + """
    title: t
    players:
      Алиса:
        hand: [Soul Summons]
        battlefield: [Plains, Plains]
        library: [Morph Herald, Island]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - cast: Soul Summons
      - resolve: all
    """
    )
    assert r.refusal is None
    herald = _one(r.game, "Morph Herald")
    assert herald.face_down and herald.manifested
    ch = characteristics(r.game, herald)
    assert (ch.power, ch.toughness, ch.name, ch.colors) == (2, 2, "", frozenset())
    assert r.game.player("Алиса").life == 20


def test_707_2_a_clone_copying_a_face_down_permanent_is_a_nameless_2_2():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Clone]
        battlefield:
          - {card: Icefeather Aven, face_down: true}
          - Island
          - Island
          - Island
          - Island
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Clone, choose: {copy: Icefeather Aven}}
      - resolve: all
    """)
    assert r.refusal is None
    clone = _one(r.game, "Clone")
    ch = characteristics(r.game, clone)
    assert (ch.power, ch.toughness, ch.name, ch.keywords) == (2, 2, "", frozenset())
    assert not clone.face_down  # a face-up copy of face-down values: it can't be turned up


def test_707_9_a_face_down_spell_countered_is_revealed():
    r = play("""
    title: t
    players:
      Алиса:
        hand: [Icefeather Aven]
        battlefield: [Island, Island, Island]
      Борис:
        hand: [Counterspell]
        battlefield: [Island, Island]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Icefeather Aven, alt: morph}
      - {cast: Counterspell, by: Борис, targets: [Icefeather Aven]}
      - resolve: 1
    """)
    assert r.refusal is None
    assert names(r.game, "Алиса", "graveyard") == ["Icefeather Aven"]
    revealed = next(e for s in r.steps for e in s.events if e.kind == "face_down_revealed")
    assert revealed.rules == ("707.9",) and revealed.data["from_zone"] == "stack"


MIRROR = """
    title: t
    players:
      Алиса:
        battlefield:
          - {card: Ainok Survivalist, id: аинок, face_down: true}
          - Forest
          - Forest
      Борис:
        hand: [Mirrorweave]
        battlefield: [{card: Hill Giant, id: гигант}, Island, Island, Island, Island, Island]
    turn: {active: Алиса, step: main1, number: 5}
    actions:
      - pass
      - {cast: Mirrorweave, by: Борис, targets: [гигант]}
      - resolve: 1
"""


def test_707_10_a_face_down_permanent_that_becomes_a_copy_stays_a_nameless_2_2():
    r = play(MIRROR)
    assert r.refusal is None
    ch = characteristics(r.game, _one(r.game, "аинок"))
    assert (ch.name, ch.power, ch.toughness, set(ch.subtypes)) == ("", 2, 2, set())
    assert "707.10" in r.cited()


def test_707_10_turned_face_up_it_is_the_copy_not_its_own_card():
    r = play(MIRROR + "      - {turn_face_up: аинок}\n      - resolve: all\n")
    assert r.refusal is None
    ch = characteristics(r.game, _one(r.game, "аинок"))
    assert ch.name == "Hill Giant" and set(ch.subtypes) == {"Giant"}
    assert (ch.power, ch.toughness) == (4, 4)  # 3/3 and the megamorph counter (702.36b)
    # the copy has no "when turned face up" ability: Ainok's does not trigger
    assert "ability_triggered" not in kinds(r)


HYDRA = """
    title: t
    players:
      Алиса:
        hand: [Hooded Hydra]
        battlefield:
          - {card: Hooded Hydra, id: гидра, face_down: true}
          - Forest
          - Forest
          - Forest
          - Forest
          - Forest
      Борис: {}
    turn: {active: Алиса, step: main1, number: 5}
    actions:
"""


def test_707_11_as_turned_face_up_counters_are_there_as_it_turns():
    r = play(HYDRA + "      - {turn_face_up: гидра}\n")
    assert r.refusal is None
    hydra = _one(r.game, "гидра")
    assert hydra.counters == {"+1/+1": 5}
    assert (characteristics(r.game, hydra).power, characteristics(r.game, hydra).toughness) == (
        5,
        5,
    )
    up = next(e for s in r.steps for e in s.events if e.kind == "turned_face_up")
    assert "707.11" in up.rules


def test_707_8_turning_face_up_does_not_apply_enters_with_x_counters():
    # a 0/0 with X counters cast for X = 3 enters with three (107.3a) …
    r = play(HYDRA + "      - {cast: Hooded Hydra, x: 3}\n      - resolve: all\n")
    assert r.refusal is None
    cast = [o for o in r.game.permanents("Алиса") if o.card.name == "Hooded Hydra" and not o.hidden]
    assert [o.counters for o in cast] == [{"+1/+1": 3}]
    # … and one cast face down enters with none, and gets only its five as it turns up
    r = play(
        HYDRA.replace("hand: [Hooded Hydra]", "hand: [Hooded Hydra]\n        library: 5")
        + "      - {cast: Hooded Hydra, alt: morph}\n      - resolve: all\n"
    )
    assert r.refusal is None
    down = [o for o in r.game.permanents("Алиса") if o.hidden is not None]
    assert len(down) == 2 and all(not o.counters for o in down)


def test_707_11_dies_trigger_counts_counters_by_last_known_information():
    r = play(
        HYDRA.replace(
            "Борис: {}", "Борис:\n        hand: [Terror]\n        battlefield: [Swamp, Swamp]"
        )
        + "      - {turn_face_up: гидра}\n      - {cast: Terror, by: Борис, targets: [гидра]}\n"
        "      - resolve: all\n"
    )
    assert r.refusal is None
    assert names(r.game, "Алиса", "battlefield").count("Snake") == 5


BACKSLIDE = """
    title: t
    players:
      Алиса:
        hand: [Backslide]
        battlefield: [Island, Island]
      Борис:
        battlefield: [{card: Ainok Survivalist, id: аинок}, {card: Grizzly Bears, id: медведь}]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
"""


def test_707_2a_a_permanent_turned_face_down_by_an_effect_is_a_nameless_2_2():
    r = play(BACKSLIDE + "      - {cast: Backslide, targets: [аинок]}\n      - resolve: all\n")
    assert r.refusal is None
    obj = _one(r.game, "аинок")
    ch = characteristics(r.game, obj)
    assert (ch.name, ch.power, ch.toughness, set(ch.subtypes), ch.colors) == (
        "",
        2,
        2,
        set(),
        frozenset(),
    )
    assert obj.hidden is not None and obj.hidden.name == "Ainok Survivalist"


def test_707_2a_only_a_creature_with_a_morph_ability_is_a_legal_target():
    r = play(BACKSLIDE + "      - {cast: Backslide, targets: [медведь]}\n")
    assert r.refusal is not None and "114.1" in r.refusal.error.rules
