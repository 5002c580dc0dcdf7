"""Combat wordings, helper "combat3" (session 2026-12-06-4): the player a trigger event names as
the controller of a target or of a group ("… that player controls", 603.2, 603.3d, 608.2h) —
compiled, rendered back and played by the engine."""

from __future__ import annotations

import yaml

from mtgjudge.cards.oracle import compile_card
from tests.engine_helpers import compiles as ok
from tests.engine_helpers import kinds, names, play, refused


def compiled(name: str, text: str, types=("Creature",), **face) -> dict:
    entry = {
        "name": name,
        "layout": "normal",
        "faces": [{"types": list(types), "text": text, "manaCost": "{R}", **face}],
    }
    result = compile_card(entry)
    assert result.status == "full", [a.problem for a in result.abilities] + [result.problem]
    return result.card


def run(battlefield_a, battlefield_b, actions, cards=(), hand=(), library=()):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": list(cards),
                "players": {
                    "Алиса": {
                        "battlefield": battlefield_a,
                        "hand": list(hand),
                        "library": list(library),
                    },
                    "Борис": {"battlefield": battlefield_b},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


# -- 603.2, 603.3d: "target … that player controls" ---------------------------------------------

CRUSHER = compiled(
    "Test Crusher",
    "Whenever Test Crusher deals combat damage to a player, destroy target enchantment that "
    "player controls.",
    power="2",
    toughness="2",
)


def test_603_2_target_that_player_controls_compiles():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever CARDNAME deals combat damage to a player, if CARDNAME is monstrous, destroy "
        "target enchantment that player controls.",
    )
    assert trigger["targets"] == [{"kind": "enchantment", "filter": {"controller": "that_player"}}]
    ok(
        "triggered",
        "Whenever a creature you control deals combat damage to a player, destroy target "
        "artifact that player controls.",
    )
    ok(
        "triggered",
        "At the beginning of each player's upkeep, tap target land that player controls.",
    )


def test_603_2_that_player_controls_without_such_an_event_is_refused():
    assert "that player" in refused("spell", "Destroy target enchantment that player controls.")
    refused(
        "triggered", "Whenever CARDNAME attacks, destroy target enchantment that player controls."
    )
    refused("static", "Creatures that player controls get -1/-1.")
    # a filter kept for later (611.2c): the engine would not know that player then
    refused(
        "triggered",
        "Whenever CARDNAME deals combat damage to a player, creatures that player controls "
        "can't block this turn.",
    )


def test_603_3d_the_target_is_chosen_among_that_players_permanents():
    # Alice's own enchantment is never the target: only the damaged player's
    result = run(
        [{"card": "Test Crusher", "id": "c"}, {"card": "Test Totem", "id": "mine"}],
        [{"card": "Test Totem", "id": "his"}],
        [{"attack": {"c": "Борис"}}, {"goto": {"step": "combat_damage"}}, {"resolve": "all"}],
        cards=[CRUSHER, TOTEM],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 18
    assert names(result.game, "Борис", "graveyard") == ["Test Totem"]
    assert "Test Totem" in names(result.game, "Алиса", "battlefield")


def test_603_3d_a_target_another_player_controls_is_illegal():
    result = run(
        [{"card": "Test Crusher", "id": "c"}, {"card": "Test Totem", "id": "mine"}],
        [{"card": "Test Totem", "id": "his"}],
        [
            {"choose": {"trigger_targets": {"c": ["mine"]}}},
            {"attack": {"c": "Борис"}},
            {"goto": {"step": "combat_damage"}},
            {"resolve": "all"},
        ],
        cards=[CRUSHER, TOTEM],
    )
    # the only target named is illegal: the ability is removed from the stack (603.3d)
    assert result.refusal is None, result.refusal
    assert "trigger_removed_no_targets" in kinds(result)
    assert "Test Totem" in names(result.game, "Алиса", "battlefield")
    assert "Test Totem" in names(result.game, "Борис", "battlefield")


def test_603_3d_no_enchantment_of_that_player_removes_the_trigger():
    result = run(
        [{"card": "Test Crusher", "id": "c"}, {"card": "Test Totem", "id": "mine"}],
        [],
        [{"attack": {"c": "Борис"}}, {"goto": {"step": "combat_damage"}}, {"resolve": "all"}],
        cards=[CRUSHER, TOTEM],
    )
    assert result.refusal is None, result.refusal
    assert "Test Totem" in names(result.game, "Алиса", "battlefield")


TOTEM = compiled("Test Totem", "Whenever you gain life, you gain 1 life.", types=("Enchantment",))


# -- 608.2h: "each creature that player controls" -----------------------------------------------

SHOCKMAW = compiled(
    "Test Shockmaw",
    "Flying\nWhenever Test Shockmaw deals combat damage to a player, it deals 1 damage to each "
    "creature that player controls.",
    power="4",
    toughness="4",
)


def test_608_2h_damage_to_each_creature_that_player_controls():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever CARDNAME deals combat damage to a player, it deals 1 damage to each creature "
        "that player controls.",
    )
    assert trigger["effects"][0]["to"] == {
        "all": {"types": ["Creature"], "controller": "that_player"}
    }
    result = run(
        [{"card": "Test Shockmaw", "id": "s"}, {"card": "Llanowar Elves", "id": "mine"}],
        [{"card": "Llanowar Elves", "id": "his"}, {"card": "Grizzly Bears", "id": "bears"}],
        [{"attack": {"s": "Борис"}}, {"goto": {"step": "combat_damage"}}, {"resolve": "all"}],
        cards=[SHOCKMAW],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 16
    assert names(result.game, "Борис", "graveyard") == ["Llanowar Elves"]
    bears = result.game.obj(result.game.aliases["bears"])
    assert bears.damage == 1
    assert "Llanowar Elves" in names(result.game, "Алиса", "battlefield")


BALEFIRE = compiled(
    "Test Balefire",
    "Whenever Test Balefire deals combat damage to a player, it deals that much damage to each "
    "creature that player controls.",
    power="3",
    toughness="3",
)


def test_603_2_that_much_is_the_combat_damage_dealt_to_that_player():
    result = run(
        [{"card": "Test Balefire", "id": "d"}, {"card": "Grizzly Bears", "id": "mine"}],
        [{"card": "Hill Giant", "id": "giant"}, {"card": "Craw Wurm", "id": "wurm"}],
        [{"attack": {"d": "Борис"}}, {"goto": {"step": "combat_damage"}}, {"resolve": "all"}],
        cards=[BALEFIRE],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 17
    assert names(result.game, "Борис", "graveyard") == ["Hill Giant"]  # 3 damage: toughness 3
    assert result.game.obj(result.game.aliases["wurm"]).damage == 3
    assert result.game.obj(result.game.aliases["mine"]).damage == 0
