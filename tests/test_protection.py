"""Protection in full (702.16): the qualities, and each thing it stops with its letter."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict
from mtgjudge.cards.protection import Quality, expand, quality_of
from mtgjudge.engine.protection import SourceView, has_quality, quality_ru
from mtgjudge.scenario.model import ScenarioError

from .engine_helpers import names, play


def _creature(keywords: list[str]) -> dict:
    return {"name": "X", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": keywords}


def test_702_16a_qualities_read_from_the_keyword():
    assert quality_of("Protection from black") == Quality("color", "B")
    assert quality_of("Protection from artifacts") == Quality("type", "Artifact")
    assert quality_of("Protection from Goblins") == Quality("subtype", "Goblin")
    assert quality_of("Protection from Elves") == Quality("subtype", "Elf")
    assert quality_of("Protection from multicolored") == Quality("multicolored")
    assert quality_of("Protection from everything") == Quality("everything")
    assert quality_of("Flying") is None


def test_702_16g_and_702_16h_shorthands_are_separate_abilities():
    assert expand("Protection from black and from red") == (
        "Protection from black",
        "Protection from red",
    )
    assert len(expand("Protection from all colors")) == 5
    card = card_from_dict(_creature(["Protection from white and from blue"]))
    assert card.keywords == ("Protection from white", "Protection from blue")


def test_unknown_protection_quality_is_refused_with_the_rule():
    with pytest.raises(CardFormatError, match="702.16a"):
        card_from_dict(_creature(["Protection from the chosen name of a card"]))


def test_has_quality_by_colour_count_subtype_and_changeling():
    gold = SourceView(frozenset({"B", "R"}), frozenset({"Instant"}))
    mono = SourceView(frozenset({"B"}), frozenset({"Instant"}))
    assert has_quality(gold, Quality("multicolored")) and not has_quality(
        mono, Quality("multicolored")
    )
    assert has_quality(mono, Quality("monocolored"))
    shapeshifter = SourceView(frozenset({"G"}), frozenset({"Creature"}), frozenset({"*"}))
    assert has_quality(shapeshifter, Quality("subtype", "Elf"))
    assert not has_quality(shapeshifter, Quality("subtype", "Arcane"))  # not a creature type
    assert has_quality(
        SourceView(frozenset(), frozenset(), controller="Борис"), Quality("player", "Борис")
    )
    assert quality_ru(Quality("subtype", "Goblin")) == "Гоблинов"


def test_702_16e_damage_from_a_source_with_the_subtype_is_prevented():
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [{card: Raging Goblin, id: g}]
          Борис:
            battlefield: [{card: Foothill-like, id: f}]
        cards:
          - {name: Foothill-like, cost: "{W}", types: [Creature], subtypes: [Human], power: 1,
             toughness: 1, keywords: [Protection from Goblins], text: "Protection from Goblins"}
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - attack: {g: Борис}
          - block: {f: g}
          - goto: end_of_combat
        """
    )
    assert "702.16e" in r.cited()
    assert names(r.game, "Борис", "battlefield") == ["Foothill-like"]
    assert names(r.game, "Алиса", "graveyard") == ["Raging Goblin"]


def test_702_16d_704_5p_equipment_falls_off_but_stays():
    r = play(
        """
        title: t
        players:
          Алиса:
            hand: [Tel-Jilad Defiance]
            battlefield: [Forest, Forest, {card: Grizzly Bears, id: b},
                          {card: Bonesplitter, id: s, attached_to: b}]
          Борис: {}
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - {cast: Tel-Jilad Defiance, targets: [b]}
          - resolve: all
        """
    )
    axe = next(o for o in r.game.permanents("Алиса") if o.card.name == "Bonesplitter")
    assert axe.attached_to is None
    assert {"704.5p", "702.16d"} <= set(r.cited())


def test_702_16c_aura_protection_uses_the_auras_colour_now():
    # without protection the Aura stays: the state-based action needs the quality
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [{card: Grizzly Bears, id: b}]
          Борис:
            battlefield: [{card: Pacifism, attached_to: b}]
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - goto: beginning_of_combat
        """
    )
    assert names(r.game, "Борис", "battlefield") == ["Pacifism"]
    assert "702.16c" not in r.cited()


def test_702_16i_damage_to_protection_from_everything_is_prevented():
    r = play(
        """
        title: t
        players:
          Алиса:
            battlefield: [{card: Hill Giant, id: g}]
          Борис:
            battlefield: [{card: Progenitus, id: p}]
        turn: {active: Алиса, step: main1, number: 3}
        actions:
          - attack: {g: Борис}
          - block: {p: g}
          - goto: end_of_combat
        """
    )
    assert {"702.16e", "702.16i"} <= set(r.cited())
    assert r.game.obj(r.game.aliases["p"]).damage == 0
    assert names(r.game, "Алиса", "graveyard") == ["Hill Giant"]


HALO = """
title: t
players:
  Алиса:
    hand: [Lightning Bolt]
    battlefield: [Mountain, {card: Prodigal Sorcerer, id: чародей}]
  Борис:
    battlefield: [{card: Runed Halo, chosen: "{name}"}]
turn: {active: Алиса, step: main1, number: 3}
actions:
"""


def test_702_16b_a_player_with_protection_from_a_name_cant_be_targeted_by_it():
    r = play(
        HALO.replace("{name}", "Lightning Bolt") + "  - {cast: Lightning Bolt, targets: [Борис]}"
    )
    assert r.refusal is not None and {"702.16b", "702.16a"} <= set(r.refusal.error.rules)
    # an ability's source with the name (Prodigal Sorcerer) can't target the player either
    r = play(
        HALO.replace("{name}", "Prodigal Sorcerer") + "  - {activate: чародей, targets: [Борис]}"
    )
    assert r.refusal is not None and "702.16b" in r.refusal.error.rules
    # another name: no protection
    r = play(
        HALO.replace("{name}", "Shock") + "  - {cast: Lightning Bolt, targets: [Борис]}\n"
        "  - resolve: all"
    )
    assert r.refusal is None and r.game.player("Борис").life == 17


def test_702_16a_the_chosen_name_is_the_english_name_of_a_russian_answer():
    r = play(HALO.replace("{name}", "Удар Молнии") + "  - {cast: Lightning Bolt, targets: [Борис]}")
    assert r.refusal is not None and "702.16b" in r.refusal.error.rules
    with pytest.raises(ScenarioError, match="201.3"):
        play(HALO.replace("{name}", "Nonexistent Card Name") + "  - pass")
