"""Double-faced cards (711) and transform (701.25)."""

from __future__ import annotations

from mtgjudge.cards.library import CardLibrary
from mtgjudge.engine.characteristics import characteristics
from mtgjudge.scenario.runner import find_objects

from .engine_helpers import kinds, play

# a werewolf in the library's format (the catalogue's Village Ironsmith needs ../shared/ only to
# be built; this one is self-contained)
WOLF = """
    cards:
      - name: Test Villager
        cost: "{1}{R}"
        types: [Creature]
        subtypes: [Human, Werewolf]
        power: 1
        toughness: 1
        keywords: [First strike]
        text: "First strike\\nAt the beginning of each upkeep, if no spells were cast last turn, transform Test Villager."
        triggers:
          - {when: each_upkeep, if: {no_spells_last_turn: true}, effects: [{transform: self}]}
        back:
          name: Test Fang
          color_indicator: [red]
          types: [Creature]
          subtypes: [Werewolf]
          power: 3
          toughness: 1
          keywords: [First strike]
          text: "First strike\\nAt the beginning of each upkeep, if a player cast two or more spells last turn, transform Test Fang."
          triggers:
            - {when: each_upkeep, if: {a_player_cast_last_turn_at_least: 2}, effects: [{transform: self}]}
"""


def _one(game, ref):
    found = find_objects(game, ref, ("battlefield",))
    assert len(found) == 1
    return found[0]


def test_711_4a_the_library_knows_both_faces_by_name():
    import yaml

    from mtgjudge.cards.format import card_from_dict

    (data,) = yaml.safe_load(WOLF.replace("    cards:\n", "", 1).replace("\n      ", "\n"))
    card = card_from_dict(data)
    lib = CardLibrary([card], catalogue=False)
    assert lib.get("Test Fang").front_name == "Test Villager"
    assert [c.name for c in lib.cards()] == ["Test Villager"]
    assert card.back is not None and card.back.mana_cost.converted() == 0  # 711.4b


def test_711_11_transforming_keeps_the_object_its_counters_and_its_id():
    r = play(
        WOLF
        + """
    title: t
    players:
      Алиса:
        battlefield: [{card: Test Villager, id: волк, counters: {"+1/+1": 1}}]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - goto: {step: upkeep, turn: 4}
      - resolve: all
    """
    )
    wolf = _one(r.game, "волк")
    ch = characteristics(r.game, wolf)
    assert (ch.name, ch.power, ch.toughness, ch.colors) == ("Test Fang", 4, 2, frozenset("R"))
    assert wolf.front is not None and wolf.front.name == "Test Villager"
    assert "transformed" in kinds(r)


def test_603_4_a_spell_cast_last_turn_keeps_the_werewolf_human():
    r = play(
        WOLF
        + """
    title: t
    players:
      Алиса:
        battlefield: [{card: Test Villager, id: волк}]
      Борис:
        hand: [Shock]
        battlefield: [Mountain]
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Shock, by: Борис, targets: [Алиса]}
      - resolve: all
      - goto: {step: upkeep, turn: 4}
      - resolve: all
    """
    )
    assert characteristics(r.game, _one(r.game, "волк")).name == "Test Villager"
    assert "transformed" not in kinds(r)


def test_711_4a_a_transformed_permanent_leaving_the_battlefield_is_its_front_face():
    r = play(
        WOLF
        + """
    title: t
    players:
      Алиса:
        battlefield: [{card: Test Fang, id: волк}]
      Борис:
        hand: [Unsummon]
        battlefield: [Island]
    turn: {active: Борис, step: main1, number: 3}
    actions:
      - {cast: Unsummon, targets: [волк]}
      - resolve: all
    """
    )
    (card,) = [r.game.obj(i) for i in r.game.player("Алиса").zones["hand"]]
    assert card.card.name == "Test Villager" and card.front is None


def test_701_25a_only_a_double_faced_permanent_transforms():
    r = play("""
    title: t
    cards:
      - name: Odd Spell
        cost: "{R}"
        types: [Instant]
        text: "Transform target creature."
        spell:
          targets: [creature]
          effects: [{transform: target}]
    players:
      Алиса:
        hand: [Odd Spell]
        battlefield: [Mountain, Grizzly Bears]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions:
      - {cast: Odd Spell, targets: [Grizzly Bears]}
      - resolve: all
    """)
    assert "not_transformed" in kinds(r)
    assert characteristics(r.game, _one(r.game, "Grizzly Bears")).name == "Grizzly Bears"


def test_711_9_a_double_faced_permanent_cannot_be_turned_face_down():
    from mtgjudge.engine.faces import turn_face_down

    r = play(
        WOLF
        + """
    title: t
    players:
      Алиса:
        battlefield: [{card: Test Villager, id: волк}]
      Борис: {}
    turn: {active: Алиса, step: main1, number: 3}
    actions: []
    """
    )
    wolf = _one(r.game, "волк")
    turn_face_down(r.game, wolf)
    assert not wolf.face_down and wolf.card.name == "Test Villager"


def test_711_7_put_onto_the_battlefield_transformed_enters_back_face_up():
    from .engine_helpers import kinds, play

    r = play("""
    title: t
    players:
      Алиса:
        battlefield: [Loyal Cathar, Grizzly Bears]
      Борис:
        hand: [Shock]
        battlefield: [Mountain, {card: Hill Giant, id: великан}]
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - {cast: Shock, targets: [Loyal Cathar]}
      - resolve: all
      - goto: {step: declare_attackers, turn: 5}
    """)
    (cathar,) = [o for o in r.game.permanents("Алиса") if o.physical.name == "Loyal Cathar"]
    assert cathar.card.name == "Unhallowed Cathar" and cathar.front is not None
    assert "put_onto_battlefield" in kinds(r)
    r2 = play("""
    title: t
    players:
      Алиса:
        battlefield: [{card: Loyal Cathar, transformed: true}]
      Борис:
        battlefield: [{card: Hill Giant, id: великан}]
    turn: {active: Борис, step: main1, number: 4}
    actions:
      - attack: {великан: Алиса}
      - block: {Loyal Cathar: великан}
    """)
    assert r2.refusal is not None  # the back face can't block


def test_711_a_double_faced_card_by_its_full_name_is_the_library_card():
    # "Loyal Cathar // Unhallowed Cathar" is the catalogue's name; the library writes the card
    # by its front face: the same curated card, not the catalogue's (unreadable) text
    from mtgjudge.cards.library import default_library

    lib = default_library()
    full = lib.get("Loyal Cathar // Unhallowed Cathar")
    assert full is lib.get("Loyal Cathar") and full.back is not None
    assert not full.unread
