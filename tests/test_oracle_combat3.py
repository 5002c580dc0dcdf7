"""Combat wordings, helper "combat3" (session 2026-12-06-4): the player a trigger event names as
the controller of a target or of a group ("… that player controls", 603.2, 603.3d, 608.2h) —
compiled, rendered back and played by the engine."""

from __future__ import annotations

import yaml

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import kinds, names, play, refused, scenario
from tests.test_oracle_mechanisms import compiled as compiled_card


def compiled(name: str, text: str, types=("Creature",), **face) -> dict:
    """A card compiled from its text (fully), costing {R} unless told."""
    return compiled_card(name, text, types, **{"manaCost": "{R}", **face})


def run(battlefield_a, battlefield_b, actions, cards=(), hand=(), library=()):
    return scenario(
        {"battlefield": battlefield_a, "hand": list(hand), "library": list(library)},
        {"battlefield": battlefield_b},
        actions,
        cards,
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


# -- 602.5b, 608.2c: raid outside an intervening "if" --------------------------------------------

CHAMPION = compiled(
    "Test Champion",
    "Test Champion can't block.\n{1}{B}: Return Test Champion from your graveyard to the "
    "battlefield. Activate this ability only if you attacked with a creature this turn.",
    power="4",
    toughness="1",
)


def _champion(actions):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [CHAMPION],
                "players": {
                    "Алиса": {
                        "graveyard": [{"card": "Test Champion", "id": "c"}],
                        "battlefield": [{"card": "Grizzly Bears", "id": "b"}, "Swamp", "Swamp"],
                        "library": 3,
                    },
                    "Борис": {"library": 3},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def test_602_5b_activate_only_if_you_attacked_with_a_creature_this_turn():
    ((_, ability),) = ok(
        "activated",
        "{1}{B}: Return CARDNAME from your graveyard to the battlefield. Activate this ability "
        "only if you attacked with a creature this turn.",
    )
    assert ability["zone"] == "graveyard"
    assert ability["only_if"] == {"attacked_with_at_least": 1}
    before = _champion([{"activate": "c", "by": "Алиса"}])
    assert before.refusal is not None
    assert "602.5b" in before.refusal.error.rules
    after = _champion(
        [
            {"attack": {"b": "Борис"}},
            {"goto": {"step": "main2"}},
            {"activate": "c", "by": "Алиса"},
            {"resolve": "all"},
        ]
    )
    assert after.refusal is None, after.refusal
    assert "Test Champion" in names(after.game, "Алиса", "battlefield")


SADDLEBRUTE = compiled(
    "Test Saddlebrute",
    "When Test Saddlebrute enters the battlefield, you lose 4 life unless you attacked with a "
    "creature this turn.",
    power="4",
    toughness="5",
)


def _saddlebrute(attack: bool):
    actions = [{"attack": {"b": "Борис"}}, {"goto": {"step": "main2"}}] if attack else []
    return run(
        [{"card": "Grizzly Bears", "id": "b"}, "Mountain"],
        [],
        [*actions, {"cast": "Test Saddlebrute", "by": "Алиса"}, {"resolve": "all"}],
        cards=[SADDLEBRUTE],
        hand=["Test Saddlebrute"],
    )


def test_608_2c_lose_life_unless_you_attacked_with_a_creature_this_turn():
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME enters the battlefield, you lose 4 life unless you attacked with a "
        "creature this turn.",
    )
    assert trigger["effects"][0]["if"] == {"attacked_with_fewer_than": 1}
    quiet = _saddlebrute(attack=False)
    assert quiet.refusal is None, quiet.refusal
    assert quiet.game.player("Алиса").life == 16
    raided = _saddlebrute(attack=True)
    assert raided.refusal is None, raided.refusal
    assert raided.game.player("Алиса").life == 20
    assert raided.game.player("Борис").life == 18


# -- 509.1b: "can't be blocked by more than one creature" granted to a group ---------------------

KRUSHOK = compiled(
    "Test Krushok",
    "Each creature you control with a +1/+1 counter on it can't be blocked by more than one "
    "creature.",
    power="3",
    toughness="20",
)


def _double_block(counters: dict):
    return run(
        [{"card": "Test Krushok"}, {"card": "Grizzly Bears", "id": "b", "counters": counters}],
        [{"card": "Grizzly Bears", "id": "x"}, {"card": "Grizzly Bears", "id": "y"}],
        [{"attack": {"b": "Борис"}}, {"block": {"x": "b", "y": "b"}}],
        cards=[KRUSHOK],
    )


def test_509_1b_each_creature_with_a_counter_cant_be_blocked_by_more_than_one():
    ((_, static),) = ok(
        "static",
        "Each creature you control with a +1/+1 counter on it can't be blocked by more than "
        "one creature.",
    )
    assert static["grant"] == ["Can't be blocked by more than one creature"]
    with_counter = _double_block({"+1/+1": 1})
    assert with_counter.refusal is not None
    assert "509.1b" in with_counter.refusal.error.rules
    assert _double_block({}).refusal is None


# -- 603.2: "that many" — the amount of the trigger event ---------------------------------------


def test_603_2_that_much_only_after_an_event_with_an_amount():
    reason = refused("triggered", "Whenever CARDNAME attacks, you gain that much life.")
    assert "количества" in reason
    refused(
        "static", 'Enchanted creature has "Whenever this creature attacks, draw that many cards."'
    )
    ok("triggered", "Whenever CARDNAME deals combat damage to a player, draw that many cards.")


def test_603_2_that_much_life_gained():
    bond = compiled(
        "Test Bond",
        "Whenever you gain life, target opponent loses that much life.",
        types=("Enchantment",),
    )
    heal = compiled("Test Heal", "You gain 3 life.", types=("Instant",))
    result = run(
        ["Test Bond", "Mountain"],
        [],
        [{"cast": "Test Heal", "by": "Алиса"}, {"resolve": "all"}],
        cards=[bond, heal],
        hand=["Test Heal"],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 23
    assert result.game.player("Борис").life == 17


PROWESS = compiled(
    "Test Prowess",
    'Until end of turn, target creature gets +3/+3 and gains trample and "Whenever this '
    'creature deals combat damage to a player, draw that many cards."',
    types=("Sorcery",),
)


def test_603_2_granted_draw_that_many_cards():
    result = run(
        [{"card": "Grizzly Bears", "id": "b"}, "Mountain"],
        [],
        [
            {"cast": "Test Prowess", "by": "Алиса", "targets": ["b"]},
            {"resolve": "all"},
            {"attack": {"b": "Борис"}},
            {"goto": {"step": "combat_damage"}},
            {"resolve": "all"},
        ],
        cards=[PROWESS],
        hand=["Test Prowess"],
        library=["Island"] * 7,
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 15
    assert names(result.game, "Алиса", "hand") == ["Island"] * 5


NEST = compiled(
    "Test Nest",
    "Defender\nWhenever Test Nest is dealt damage, put that many 1/1 green Insect creature "
    "tokens with flying and deathtouch onto the battlefield.",
    power="0",
    toughness="2",
)


def test_603_2_that_many_tokens():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever CARDNAME is dealt damage, put that many 1/1 green Insect creature tokens with "
        "flying and deathtouch onto the battlefield.",
    )
    assert trigger["effects"][0]["count"] == "that_much"
    result = run(
        [{"card": "Hill Giant", "id": "g"}],
        [{"card": "Test Nest", "id": "n"}],
        [
            {"attack": {"g": "Борис"}},
            {"block": {"n": "g"}},
            {"goto": {"step": "combat_damage"}},
            {"resolve": "all"},
        ],
        cards=[NEST],
    )
    assert result.refusal is None, result.refusal
    insects = [o for o in result.game.permanents("Борис") if o.card.name == "Insect"]
    assert len(insects) == 3


# -- 119.3: "each opponent and each creature they control" --------------------------------------


def test_119_3_damage_to_each_opponent_and_each_creature_they_control():
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME becomes monstrous, it deals 5 damage to each opponent and each creature "
        "they control.",
    )
    assert trigger["effects"][0]["to"] == [
        "each_opponent",
        {"all": {"types": ["Creature"], "controller": "opponent"}},
    ]
    # "and" still joins two instructions
    ((_, spell),) = ok("spell", "CARDNAME deals 2 damage to each opponent and you gain 2 life.")
    assert spell["effects"] == [{"damage": 2, "to": "each_opponent"}, {"gain_life": 2}]
    fire = compiled(
        "Test Fire",
        "Test Fire deals 2 damage to each opponent and each creature they control.",
        types=("Sorcery",),
    )
    result = run(
        [{"card": "Grizzly Bears", "id": "mine"}, "Mountain"],
        [{"card": "Grizzly Bears", "id": "his"}, {"card": "Hill Giant", "id": "giant"}],
        [{"cast": "Test Fire", "by": "Алиса"}, {"resolve": "all"}],
        cards=[fire],
        hand=["Test Fire"],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 18
    assert result.game.player("Алиса").life == 20
    assert names(result.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert result.game.obj(result.game.aliases["giant"]).damage == 2
    assert "Grizzly Bears" in names(result.game, "Алиса", "battlefield")


# -- 701.10, 608.2d: "you may have CARDNAME fight another target creature" -------------------------

RAVAGER = compiled(
    "Test Ravager",
    "When Test Ravager enters the battlefield, you may have Test Ravager fight another target "
    "creature.",
    power="3",
    toughness="3",
)


def _ravager(fight: bool):
    return run(
        ["Mountain"],
        [{"card": "Grizzly Bears", "id": "x"}],
        [
            {"cast": "Test Ravager", "by": "Алиса"},
            {"resolve": 1},
            {"choose": {"may": fight}},
            {"resolve": "all"},
        ],
        cards=[RAVAGER],
        hand=["Test Ravager"],
    )


def test_701_10_you_may_have_it_fight():
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME enters the battlefield, if tribute wasn't paid, you may have CARDNAME "
        "fight another target creature.",
    )
    assert trigger["effects"] == [
        {"_combat3_have_fight": True, "may": [{"fight": "self", "with": "target"}]}
    ]
    fought = _ravager(True)
    assert fought.refusal is None, fought.refusal
    assert names(fought.game, "Борис", "graveyard") == ["Grizzly Bears"]
    ravager = next(o for o in fought.game.permanents("Алиса") if o.card.name == "Test Ravager")
    assert ravager.damage == 2
    declined = _ravager(False)
    assert declined.refusal is None, declined.refusal
    assert names(declined.game, "Борис", "graveyard") == []


# -- 508.1c: "Creatures without flying or islandwalk can't attack." -------------------------------

LEVIATHAN = compiled(
    "Test Leviathan",
    "Creatures without flying or islandwalk can't attack.",
    types=("Enchantment",),
)
WALKER = compiled("Test Walker", "Islandwalk", power="2", toughness="2")


def _attack_with(card: str):
    return run(
        [{"card": "Test Leviathan"}, {"card": card, "id": "a"}],
        [],
        [{"attack": {"a": "Борис"}}, {"goto": {"step": "end_of_combat"}}],
        cards=[LEVIATHAN, WALKER],
    )


def test_508_1c_creatures_without_either_keyword_cant_attack():
    ((_, static),) = ok("static", "Creatures without flying or islandwalk can't attack.")
    assert static["affects"]["not_keywords"] == ["Flying", "Islandwalk"]
    assert _attack_with("Grizzly Bears").refusal is not None
    walker = _attack_with("Test Walker")
    assert walker.refusal is None, walker.refusal
    assert walker.game.player("Борис").life == 18
    flier = _attack_with("Wind Drake")
    assert flier.refusal is None, flier.refusal


# -- 509.1c, 511.3: "target creature defending player controls blocks it this combat if able" ------

TUSKER = compiled(
    "Test Tusker",
    "Whenever Test Tusker attacks, target creature defending player controls blocks it this "
    "combat if able.",
    power="6",
    toughness="4",
)


def _tusker(blocks: dict):
    return run(
        [{"card": "Test Tusker", "id": "t"}, {"card": "Grizzly Bears", "id": "b"}],
        [{"card": "Hill Giant", "id": "g"}],
        [
            {"choose": {"trigger_targets": {"t": ["g"]}}},
            {"attack": {"t": "Борис", "b": "Борис"}},
            {"resolve": "all"},
            {"block": blocks},
            {"goto": {"step": "main2"}},
        ],
        cards=[TUSKER],
    )


def test_509_1c_the_target_blocks_the_source_this_combat_if_able():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever CARDNAME attacks, target creature defending player controls blocks it this "
        "combat if able.",
    )
    assert trigger["effects"][0]["combat_rule"] == "blocks_source_if_able"
    refused(
        "triggered",
        "Whenever equipped creature attacks, target creature defending player controls blocks "
        "it this combat if able.",
    )
    wrong = _tusker({"g": "b"})  # blocks the Bears instead: the requirement is broken
    assert wrong.refusal is not None
    assert "509.1c" in wrong.refusal.error.rules
    none = _tusker({})
    assert none.refusal is not None
    right = _tusker({"g": "t"})
    assert right.refusal is None, right.refusal
    assert names(right.game, "Борис", "graveyard") == ["Hill Giant"]
    assert not right.game.combat_rules  # ended with the combat (511.3)


# -- 101.2, 506.2: "As long as CARDNAME is attacking, defending player can't cast spells." -------

WARDSCALE = compiled(
    "Test Wardscale",
    "Flying\nAs long as Test Wardscale is attacking, defending player can't cast spells.",
    power="4",
    toughness="4",
)


def _bolt_by_boris(attack: bool):
    actions = [{"attack": {"w": "Борис"}}] if attack else []
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [WARDSCALE],
                "players": {
                    "Алиса": {"battlefield": [{"card": "Test Wardscale", "id": "w"}]},
                    "Борис": {"battlefield": ["Mountain"], "hand": ["Shock"]},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    *actions,
                    {"cast": "Shock", "by": "Борис", "targets": ["Алиса"]},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )


def test_101_2_defending_player_cant_cast_spells_while_it_attacks():
    attacking = _bolt_by_boris(True)
    assert attacking.refusal is not None
    assert "101.2" in attacking.refusal.error.rules
    quiet = _bolt_by_boris(False)
    assert quiet.refusal is None, quiet.refusal
    assert quiet.game.player("Алиса").life == 18


# -- 506.4: "target nonattacking creature"; 502.2: "that permanent doesn't untap" -----------------

INSTINCTS = compiled(
    "Test Instincts",
    "Choose one — • Target nonattacking creature gains reach and deathtouch until end of turn. "
    "Untap it. • Target attacking creature gets +2/+2 and gains trample until end of turn.",
    types=("Instant",),
)


def test_506_4_target_nonattacking_creature():
    def cast(target: str):
        return run(
            [
                {"card": "Grizzly Bears", "id": "a"},
                {"card": "Grizzly Bears", "id": "home"},
                "Mountain",
            ],
            [],
            [
                {"attack": {"a": "Борис"}},
                {"cast": "Test Instincts", "by": "Алиса", "modes": [1], "targets": [target]},
                {"resolve": 1},
            ],
            cards=[INSTINCTS],
            hand=["Test Instincts"],
        )

    assert cast("a").refusal is not None  # an attacking creature is not a legal target
    home = cast("home")
    assert home.refusal is None, home.refusal
    bears = home.game.obj(home.game.aliases["home"])
    from mtgjudge.engine.characteristics import characteristics

    assert {"Reach", "Deathtouch"} <= set(characteristics(home.game, bears).keywords)


FROST = compiled(
    "Test Frost",
    "Whenever Test Frost attacks, tap target nonland permanent an opponent controls. That "
    "permanent doesn't untap during its controller's next untap step.",
    power="5",
    toughness="6",
)


def test_502_2_that_permanent_doesnt_untap_during_its_controllers_next_untap_step():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever a Dragon you control attacks, tap target nonland permanent an opponent "
        "controls. That permanent doesn't untap during its controller's next untap step.",
    )
    assert trigger["effects"][1]["doesnt_untap_next"] == "target"
    result = run(
        [{"card": "Test Frost", "id": "f"}],
        [{"card": "Test Totem", "id": "t"}],
        [
            {"choose": {"trigger_targets": {"f": ["t"]}}},
            {"attack": {"f": "Борис"}},
            {"resolve": "all"},
            {"goto": {"step": "main1", "turn": 4}},
        ],
        cards=[FROST, TOTEM],
    )
    assert result.refusal is None, result.refusal
    assert result.game.obj(result.game.aliases["t"]).tapped


# -- 603.2: "becomes the target of a spell or ability an opponent controls" ------------------------

REGENT = compiled(
    "Test Regent",
    "Whenever a Dragon you control becomes the target of a spell or ability an opponent "
    "controls, Test Regent deals 3 damage to that player.",
    subtypes=["Dragon"],
    power="4",
    toughness="4",
)
LIEGE = compiled(
    "Test Liege",
    "Whenever Test Liege becomes the target of a spell or ability an opponent controls, that "
    "player loses 4 life.",
    power="4",
    toughness="4",
)


def _shock(target_card: str, by: str = "Борис"):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [REGENT, LIEGE],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": target_card, "id": "x"}, "Mountain"],
                        "hand": ["Shock"],
                    },
                    "Борис": {"battlefield": ["Mountain"], "hand": ["Shock"]},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [{"cast": "Shock", "by": by, "targets": ["x"]}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )


def test_603_2_that_player_is_the_controller_of_the_targeting_spell():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever a Dragon you control becomes the target of a spell or ability an opponent "
        "controls, CARDNAME deals 3 damage to that player.",
    )
    assert trigger["when"] == "a_permanent_becomes_target_by_opponent"
    assert trigger["of"] == {"subtypes": ["Dragon"], "controller": "you"}
    regent = _shock("Test Regent")
    assert regent.refusal is None, regent.refusal
    assert regent.game.player("Борис").life == 17
    own = _shock("Test Regent", by="Алиса")  # your own spell: no trigger
    assert own.refusal is None, own.refusal
    assert own.game.player("Алиса").life == 20 and own.game.player("Борис").life == 20
    liege = _shock("Test Liege")
    assert liege.refusal is None, liege.refusal
    assert liege.game.player("Борис").life == 16


SATYR = compiled(
    "Test Satyr",
    "Whenever an instant or sorcery spell you control deals damage to an opponent, Test Satyr "
    "deals that much damage to target creature that player controls.",
    power="1",
    toughness="1",
)


def test_603_2_a_spell_you_control_deals_damage_to_an_opponent():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever an instant or sorcery spell you control deals damage to an opponent, CARDNAME "
        "deals that much damage to target creature that player controls.",
    )
    assert trigger["of"] == {"types": ["Instant", "Sorcery"], "controller": "you"}

    def shock(target: str):
        return run(
            [{"card": "Test Satyr"}, {"card": "Grizzly Bears", "id": "mine"}, "Mountain"],
            [{"card": "Grizzly Bears", "id": "his"}],
            [{"cast": "Shock", "by": "Алиса", "targets": [target]}, {"resolve": "all"}],
            cards=[SATYR],
            hand=["Shock"],
        )

    hit = shock("Борис")
    assert hit.refusal is None, hit.refusal
    assert hit.game.player("Борис").life == 18
    assert names(hit.game, "Борис", "graveyard") == ["Grizzly Bears"]
    assert "Grizzly Bears" in names(hit.game, "Алиса", "battlefield")
    creature = shock("his")  # damage to a creature: no trigger
    assert creature.refusal is None, creature.refusal
    assert names(creature.game, "Алиса", "graveyard") == ["Shock"]
    assert "Grizzly Bears" in names(creature.game, "Алиса", "battlefield")


# -- 120.3: "target creature that was dealt damage this turn" -----------------------------------

ASSASSIN = compiled(
    "Test Assassin",
    "When Test Assassin enters the battlefield, choose one — • Put a +1/+1 counter on Test "
    "Assassin. • Destroy target creature that was dealt damage this turn.",
    power="1",
    toughness="2",
)


def test_120_3_destroy_target_creature_that_was_dealt_damage_this_turn():
    ((_, spell),) = ok("spell", "Destroy target creature that was dealt damage this turn.")
    assert spell["targets"] == [{"kind": "creature", "filter": {"dealt_damage_this_turn": True}}]

    def assassin(shock: bool):
        shocked = [{"cast": "Shock", "by": "Алиса", "targets": ["g"]}, {"resolve": 1}]
        return run(
            ["Mountain", "Mountain"],
            [{"card": "Hill Giant", "id": "g"}, {"card": "Grizzly Bears", "id": "b"}],
            [
                *(shocked if shock else []),
                {"choose": {"trigger_modes": {"Test Assassin": 2}}},
                {"cast": "Test Assassin", "by": "Алиса"},
                {"resolve": "all"},
            ],
            cards=[ASSASSIN],
            hand=["Test Assassin", "Shock"],
        )

    hit = assassin(True)
    assert hit.refusal is None, hit.refusal
    assert names(hit.game, "Борис", "graveyard") == ["Hill Giant"]
    quiet = assassin(False)
    assert quiet.refusal is None, quiet.refusal
    assert names(quiet.game, "Борис", "graveyard") == []


# -- 506.3: "Whenever a creature without flying attacks you or a planeswalker you control" -------

CIRCLE = compiled(
    "Test Circle",
    "Whenever a creature without flying attacks you or a planeswalker you control, Test Circle "
    "deals 1 damage to that creature.",
    types=("Enchantment",),
)


def _attack_alice(attacker: str, whom: str):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [CIRCLE],
                "players": {
                    "Алиса": {
                        "battlefield": [
                            "Test Circle",
                            {"card": "Ajani Goldmane", "id": "pw", "counters": {"loyalty": 4}},
                        ]
                    },
                    "Борис": {"battlefield": [{"card": attacker, "id": "a"}]},
                },
                "turn": {"active": "Борис", "step": "main1", "number": 3},
                "actions": [{"attack": {"a": whom}}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )


def test_506_3_a_creature_without_flying_attacks_you_or_your_planeswalker():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever a creature without flying attacks you or a planeswalker you control, CARDNAME "
        "deals 1 damage to that creature.",
    )
    assert trigger["effects"] == [{"damage": 1, "to": "that", "_that": ["to"]}]
    for whom in ("Алиса", "pw"):
        result = _attack_alice("Llanowar Elves", whom)
        assert result.refusal is None, result.refusal
        assert names(result.game, "Борис", "graveyard") == ["Llanowar Elves"], whom
    flier = _attack_alice("Wind Drake", "Алиса")
    assert flier.refusal is None, flier.refusal
    assert flier.game.obj(flier.game.aliases["a"]).damage == 0


# -- 503.1, 608.2d: each opponent's upkeep; "unless they sacrifice a creature" ------------------

MOGIS = compiled(
    "Test Mogis",
    "At the beginning of each opponent's upkeep, Test Mogis deals 2 damage to that player "
    "unless they sacrifice a creature.",
    types=("Enchantment",),
)


def _mogis(boris_creatures: list, pay=None):
    answers = [] if pay is None else [{"choose": {"pay": pay}}]
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [MOGIS],
                "players": {
                    "Алиса": {"battlefield": ["Test Mogis"], "library": 3},
                    "Борис": {"battlefield": boris_creatures, "library": 3},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    *answers,
                    {"goto": {"step": "upkeep", "turn": 4}},
                    {"resolve": "all"},
                    {"goto": {"step": "upkeep", "turn": 5}},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )


def test_503_1_each_opponents_upkeep_damage_unless_they_sacrifice():
    ((_, trigger),) = ok(
        "triggered",
        "At the beginning of each opponent's upkeep, CARDNAME deals 2 damage to that player "
        "unless they sacrifice a creature.",
    )
    assert trigger["effects"][0]["player"] == "that_player"
    refused(
        "triggered",
        "At the beginning of your upkeep, CARDNAME deals 2 damage to you unless they sacrifice "
        "a creature.",
    )
    nothing = _mogis([])
    assert nothing.refusal is None, nothing.refusal
    assert nothing.game.player("Борис").life == 18
    assert nothing.game.player("Алиса").life == 20  # her own upkeep (turn 5): no trigger
    sacrificed = _mogis(["Grizzly Bears"])
    assert sacrificed.refusal is None, sacrificed.refusal
    assert sacrificed.game.player("Борис").life == 20
    assert names(sacrificed.game, "Борис", "graveyard") == ["Grizzly Bears"]
    declined = _mogis(["Grizzly Bears"], pay=False)
    assert declined.refusal is None, declined.refusal
    assert declined.game.player("Борис").life == 18
    assert names(declined.game, "Борис", "battlefield") == ["Grizzly Bears"]


# -- 615.11: "damage can't be prevented this turn" ---------------------------------------------

FOG = compiled("Test Fog", "Prevent all damage that would be dealt this turn.", types=("Instant",))
SLASH = compiled(
    "Test Slash",
    "If you control a creature with power 4 or greater, damage can't be prevented this turn. "
    "Test Slash deals 2 damage to target creature or player.",
    types=("Instant",),
)


def test_615_11_damage_cant_be_prevented_this_turn():
    ((_, spell),) = ok("spell", "Damage can't be prevented this turn.")
    assert spell["effects"] == [{"damage_cant_be_prevented": "this_turn"}]

    def slash(big: str):
        return run(
            [{"card": big}, "Mountain", "Mountain"],
            [],
            [
                {"cast": "Test Fog", "by": "Алиса"},
                {"resolve": 1},
                {"cast": "Test Slash", "by": "Алиса", "targets": ["Борис"]},
                {"resolve": 1},
            ],
            cards=[FOG, SLASH],
            hand=["Test Fog", "Test Slash"],
        )

    ferocious = slash("Craw Wurm")
    assert ferocious.refusal is None, ferocious.refusal
    assert ferocious.game.player("Борис").life == 18  # the Fog applies but prevents nothing
    assert "damage_unpreventable_this_turn" in kinds(ferocious)
    small = slash("Grizzly Bears")
    assert small.refusal is None, small.refusal
    assert small.game.player("Борис").life == 20


# -- 608.2c: "They" after tokens are put onto the battlefield -----------------------------------

RALLY = compiled(
    "Test Rally",
    "Put two 1/1 white Warrior creature tokens onto the battlefield. They gain first strike "
    "until end of turn.",
    types=("Instant",),
)


def test_608_2c_they_are_the_tokens_just_created():
    from mtgjudge.engine.characteristics import characteristics

    result = run(
        [{"card": "Grizzly Bears", "id": "b"}, "Mountain"],
        [],
        [{"cast": "Test Rally", "by": "Алиса"}, {"resolve": 1}],
        cards=[RALLY],
        hand=["Test Rally"],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    warriors = [o for o in game.permanents("Алиса") if o.card.name == "Warrior"]
    assert len(warriors) == 2
    assert all("First strike" in characteristics(game, o).keywords for o in warriors)
    bears = game.obj(game.aliases["b"])
    assert "First strike" not in characteristics(game, bears).keywords


# -- 508.1: "Whenever you attack with two or more creatures" ------------------------------------

INTELLIGENCE = compiled(
    "Test Intelligence",
    "Whenever you attack with two or more creatures, draw a card.",
    types=("Enchantment",),
)


def test_508_1_whenever_you_attack_with_two_or_more_creatures():
    def attack(attackers: dict):
        return run(
            [
                "Test Intelligence",
                {"card": "Grizzly Bears", "id": "b1"},
                {"card": "Grizzly Bears", "id": "b2"},
            ],
            [],
            [{"attack": attackers}, {"resolve": "all"}],
            cards=[INTELLIGENCE],
            library=["Island", "Island"],
        )

    two = attack({"b1": "Борис", "b2": "Борис"})
    assert two.refusal is None, two.refusal
    assert names(two.game, "Алиса", "hand") == ["Island"]
    one = attack({"b1": "Борис"})
    assert one.refusal is None, one.refusal
    assert names(one.game, "Алиса", "hand") == []


# -- 608.2g: "damage to each opponent equal to the number of cards in that player's hand" --------

STORMBREATH = compiled(
    "Test Stormbreath",
    "{5}{R}{R}: Monstrosity 3.\nWhen Test Stormbreath becomes monstrous, it deals damage to "
    "each opponent equal to the number of cards in that player's hand.",
    power="4",
    toughness="4",
)


def test_608_2g_damage_to_each_opponent_counted_for_that_player():
    from mtgjudge.explain.card_view import effect_ru

    shown = effect_ru(STORMBREATH["triggers"][0]["effects"][0])
    assert "того игрока" in shown and "recipient" not in shown, shown
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [STORMBREATH],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Test Stormbreath", "id": "s"}] + ["Mountain"] * 7,
                        "hand": ["Island", "Island"],
                    },
                    "Борис": {"hand": ["Island", "Island", "Island"]},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [{"activate": "s", "by": "Алиса"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 17  # three cards in his hand, not her two
    assert result.game.player("Алиса").life == 20
