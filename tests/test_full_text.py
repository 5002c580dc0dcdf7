"""Volrath's Shapeshifter: "has the full text of" the top card of your graveyard — a
text-changing effect (612, layer 3) that does not change the copiable values (706.2)."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics

from .engine_helpers import play

POSITION = """
title: t
players:
  Алиса:
    hand: [Clone]
    battlefield: [Island, Island, Island, Island, {card: "Volrath's Shapeshifter", id: оборотень}]
    graveyard: GRAVEYARD
  Борис: {}
turn: {active: Алиса, step: main1, number: 3}
actions:
ACTIONS
"""


def _run(graveyard: str, actions: str = "  []"):
    return play(POSITION.replace("GRAVEYARD", graveyard).replace("ACTIONS", actions))


def _shifter(game):
    return next(o for o in game.permanents("Алиса") if o.alias == "оборотень")


def test_it_has_the_full_text_of_the_top_creature_card():
    game = _run("[Grizzly Bears, Serra Angel]").game
    ch = characteristics(game, _shifter(game))
    assert (ch.name, ch.power, ch.toughness, ch.colors) == ("Serra Angel", 4, 4, {"W"})
    assert {"Flying", "Vigilance"} <= ch.keywords
    assert ch.subtypes == {"Angel"} and ch.mana_value == 5
    # and the text "{2}: Discard a card."
    assert len(ch.activated) == 1


def test_without_a_creature_card_on_top_it_is_itself():
    for graveyard in ("[]", "[Serra Angel, Lightning Bolt]"):
        game = _run(graveyard).game
        ch = characteristics(game, _shifter(game))
        assert (ch.name, ch.power, ch.toughness, ch.colors) == (
            "Volrath's Shapeshifter",
            0,
            1,
            {"U"},
        )


def test_a_copy_copies_the_printed_text_and_shapeshifts_on_its_own():
    # 706.2: the text-changing effect is not copied; the Clone has the Shapeshifter's own
    # ability, which reads Алиса's graveyard too (ruling 2004-10-04)
    result = _run("[Serra Angel]", "  - {cast: Clone, choose: {copy: оборотень}}\n  - resolve: all")
    game = result.game
    clone = next(o for o in game.permanents("Алиса") if o.card.name == "Clone")
    ch = characteristics(game, clone)
    assert ch.name == "Serra Angel" and ch.power == 4
