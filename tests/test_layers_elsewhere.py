"""Static abilities that affect objects outside the battlefield (112.6b, 613: the layers apply
to objects in every zone) and spending mana "as though" (609.4): Celestial Dawn."""

from __future__ import annotations

from mtgjudge.engine.characteristics import characteristics
from mtgjudge.engine.layers.system import _cache
from mtgjudge.engine.zones import move_object

from .engine_helpers import play

DAWN = """
title: t
players:
  Алиса:
    hand: [Lightning Bolt, Mountain, Grizzly Bears]
    battlefield: [{card: Celestial Dawn, id: рассвет}]
    mana_pool: "{POOL}"
  Борис:
    hand: [Shock]
turn: {active: Алиса, step: main1, number: 3}
actions:
ACTIONS
"""


def _play(pool: str = "", actions: str = "  []"):
    return play(DAWN.replace("{POOL}", pool).replace("ACTIONS", actions))


def _in_hand(game, player: str, name: str):
    return next(c for c in game.cards_in(player, "hand") if c.card.name == name)


def test_nonland_cards_you_own_outside_the_battlefield_are_white():
    game = _play().game
    assert characteristics(game, _in_hand(game, "Алиса", "Lightning Bolt")).colors == {"W"}
    assert characteristics(game, _in_hand(game, "Алиса", "Grizzly Bears")).colors == {"W"}
    # a land card in hand is not a Plains, nor white: only lands you control are Plains
    mountain = characteristics(game, _in_hand(game, "Алиса", "Mountain"))
    assert mountain.subtypes == {"Mountain"} and not mountain.colors
    # the opponent's cards are untouched
    assert characteristics(game, _in_hand(game, "Борис", "Shock")).colors == {"R"}


def test_the_effect_ends_when_its_source_leaves():
    game = _play().game
    dawn = next(o for o in game.permanents("Алиса") if o.card.name == "Celestial Dawn")
    move_object(game, dawn, "graveyard")
    assert characteristics(game, _in_hand(game, "Алиса", "Lightning Bolt")).colors == {"R"}


def test_without_such_an_ability_no_pass_over_other_zones_is_made():
    game = play(
        """
        title: t
        players:
          Алиса: {hand: [Lightning Bolt], battlefield: [Mountain]}
          Борис: {}
        """
    ).game
    characteristics(game, _in_hand(game, "Алиса", "Lightning Bolt"))
    cache = _cache(game)
    assert not cache.reaches_elsewhere and cache.everywhere is None


def test_609_4_other_mana_only_as_colorless():
    # {G}{G} in the pool: green mana may be spent only as though colorless, so {1}{G} fails
    result = _play("{G}{G}", "  - cast: Grizzly Bears")
    assert result.refusal is not None
    assert "601.2g" in result.refusal.error.rules


def test_609_4_white_mana_as_any_color():
    result = _play("{W}{W}", "  - cast: Grizzly Bears\n  - resolve: all")
    assert result.refusal is None
    bears = next(o for o in result.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    assert characteristics(result.game, bears).colors == {"W"}
    paid = [e for s in result.steps for e in s.events if e.kind == "mana_paid"]
    assert paid[0].data["mana"] == "{W}{W}" and "609.4" in paid[0].rules


CONSPIRACY = """
title: t
players:
  Алиса:
    hand: [Hill Giant, Lightning Bolt, Conspiracy]
    battlefield: [Mountain, Mountain, Mountain, Mountain, Swamp, Swamp, Swamp, Swamp, Swamp]
    graveyard: [Serra Angel]
  Борис:
    hand: [Hill Giant]
    battlefield: [Grizzly Bears]
turn: {active: Алиса, step: main1, number: 3}
actions:
  - {cast: Conspiracy, choose: {creature_type: Elf}}
  - resolve: all
MORE
"""


def test_conspiracy_reaches_creature_cards_its_controller_owns():
    game = play(CONSPIRACY.replace("MORE", "")).game
    assert characteristics(game, _in_hand(game, "Алиса", "Hill Giant")).subtypes == {"Elf"}
    angel = game.obj(game.player("Алиса").zones["graveyard"][0])  # in the graveyard too
    assert characteristics(game, angel).subtypes == {"Elf"}
    # not a non-creature card, nor the opponent's cards and permanents
    assert not characteristics(game, _in_hand(game, "Алиса", "Lightning Bolt")).subtypes
    assert characteristics(game, _in_hand(game, "Борис", "Hill Giant")).subtypes == {"Giant"}
    bears = game.permanents("Борис")[0]
    assert characteristics(game, bears).subtypes == {"Bear"}


def test_conspiracy_a_creature_spell_on_the_stack_is_of_the_chosen_type():
    game = play(CONSPIRACY.replace("MORE", "  - cast: Hill Giant")).game
    spell = game.obj(game.stack[-1].source_id)
    assert spell.zone == "stack" and characteristics(game, spell).subtypes == {"Elf"}
