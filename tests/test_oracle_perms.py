"""Permanents of Standard-2015 cards (helper "perms", issue 14): nouns of permanents
(205.2a, 205.4d, 105.2), tokens with three card types (110.5b), "attach CARDNAME to it"
(701.3a, 603.2) — each compiled, rendered back to its text, played, and refused where the
engine would play it otherwise."""

from __future__ import annotations

import yaml

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import names, play, refused, scenario
from tests.test_oracle_mechanisms import compiled


def game(hand, battlefield_a, battlefield_b, actions, cards=(), step="main1", hand_b=()):
    """Алиса's turn 3, with the given hands and permanents."""
    library = ["Island"] * 8
    return scenario(
        {"hand": list(hand), "battlefield": battlefield_a, "library": library},
        {"hand": list(hand_b), "battlefield": battlefield_b, "library": library},
        actions,
        cards,
        step=step,
    )


def by_name(result, name):
    return [o for o in result.game.permanents() if o.card.name == name]


# -- nouns of permanents (205.2a, 205.4d, 105.2) ------------------------------------------------

ICONOCLAST = compiled(
    "Test Iconoclast",
    "Whenever you cast a spell that targets Test Iconoclast, destroy target enchantment "
    "creature an opponent controls.",
    power="3",
    toughness="2",
)
NYX_BEAR = compiled(
    "Test Nyx Bear", "", types=("Enchantment", "Creature"), power="2", toughness="2"
)


def test_205_2a_enchantment_creature_target_compiles():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever you cast a spell that targets CARDNAME, destroy target enchantment creature "
        "an opponent controls.",
    )
    assert trigger["targets"] == [
        {"kind": "creature", "filter": {"controller": "opponent", "types": ["Enchantment"]}}
    ]
    ((_, spell),) = ok("spell", "Destroy target artifact creature.")
    assert spell["targets"] == [{"kind": "creature", "filter": {"types": ["Artifact"]}}]


def _heroic(target):
    return game(
        ["Giant Growth"],
        [{"card": "Test Iconoclast", "id": "i"}, "Forest"],
        [{"card": "Test Nyx Bear", "id": "n"}, {"card": "Grizzly Bears", "id": "g"}],
        [
            {
                "cast": "Giant Growth",
                "targets": ["i"],
                "choose": {"trigger_targets": {"i": [target]}},
            },
            {"resolve": "all"},
        ],
        [ICONOCLAST, NYX_BEAR],
    )


def test_205_2a_an_enchantment_creature_is_destroyed():
    result = _heroic("n")
    assert result.refusal is None
    assert not by_name(result, "Test Nyx Bear")
    assert by_name(result, "Grizzly Bears")


def test_205_2a_a_creature_that_is_no_enchantment_is_no_legal_target():
    result = _heroic("g")
    assert by_name(result, "Grizzly Bears")


CONSTRUCT = compiled(
    "Test Construct",
    "When Test Construct enters the battlefield, sacrifice a permanent that's one or more colors.",
    types=("Artifact", "Creature"),
    power="4",
    toughness="5",
)


def test_105_2_sacrifice_a_colored_permanent():
    assert CONSTRUCT["triggers"][0]["effects"] == [
        {"sacrifice": {"colored": True}, "player": "you"}
    ]
    result = game(
        ["Test Construct"],
        ["Forest", "Forest", "Forest", "Forest", "Forest", "Ornithopter", "Grizzly Bears"],
        [],
        [{"cast": "Test Construct"}, {"resolve": "all"}],
        [CONSTRUCT],
    )
    assert result.refusal is None
    assert not by_name(result, "Grizzly Bears")  # the only coloured permanent
    assert by_name(result, "Ornithopter") and by_name(result, "Test Construct")


HAMMER = compiled(
    "Test Hammer",
    "{2}{R}, {T}, Sacrifice a land: Put a 3/3 colorless Golem enchantment artifact creature "
    "token onto the battlefield.",
    types=("Enchantment", "Artifact"),
)


def test_110_5b_a_token_with_three_card_types():
    result = game(
        [],
        [{"card": "Test Hammer"}, "Mountain", "Mountain", "Mountain", "Mountain"],
        [],
        [{"activate": "Test Hammer"}, {"resolve": "all"}],
        [HAMMER],
    )
    assert result.refusal is None
    (golem,) = by_name(result, "Golem")
    assert set(golem.card.types) == {"Enchantment", "Artifact", "Creature"}


# -- "attach CARDNAME to it / that creature" (701.3a, 603.2) ------------------------------------

RIG = compiled(
    "Test Rig",
    "Equipped creature gets +1/+1.\nWhenever a creature enters the battlefield under your "
    "control, you may attach Test Rig to it.\nEquip {2}",
    types=("Artifact",),
    subtypes=("Equipment",),
)
BLADE = compiled(
    "Test Blade",
    "Whenever a legendary creature enters the battlefield under your control, you may attach "
    "Test Blade to it.\nEquip {2}",
    types=("Artifact",),
    subtypes=("Equipment",),
)
GAINS = compiled(
    "Test Gains",
    "Enchant creature\nYou control enchanted creature.\nWhenever a creature enters the "
    "battlefield under an opponent's control, attach Test Gains to that creature.",
    types=("Enchantment",),
    subtypes=("Aura",),
)


def test_701_3a_attach_to_it_is_the_entering_creature():
    assert RIG["triggers"][0]["effects"] == [{"may": [{"attach": "self", "to": "that"}]}]
    assert BLADE["triggers"][0]["of"]["supertypes"] == ["Legendary"]
    assert GAINS["triggers"][0]["of"] == {"types": ["Creature"], "controller": "opponent"}
    assert "нет обратной записи" in refused(
        "triggered", "When CARDNAME enters the battlefield, attach CARDNAME to it."
    )


def test_701_3a_equipment_moves_to_the_creature_that_entered():
    result = game(
        ["Grizzly Bears"],
        [{"card": "Test Rig", "id": "r"}, "Forest", "Forest"],
        [],
        [{"choose": {"may": True}}, {"cast": "Grizzly Bears"}, {"resolve": "all"}],
        [RIG],
    )
    assert result.refusal is None
    (rig,) = by_name(result, "Test Rig")
    (bear,) = by_name(result, "Grizzly Bears")
    assert rig.attached_to == bear.id


def test_205_4d_only_a_legendary_creature_triggers():
    result = game(
        ["Grizzly Bears"],
        [{"card": "Test Blade"}, "Forest", "Forest"],
        [],
        [{"choose": {"may": True}}, {"cast": "Grizzly Bears"}, {"resolve": "all"}],
        [BLADE],
    )
    assert result.refusal is None
    (blade,) = by_name(result, "Test Blade")
    assert blade.attached_to is None


def test_603_2_an_opponents_creature_entering_takes_the_aura():
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [GAINS],
                "players": {
                    "Алиса": {
                        "battlefield": [
                            {"card": "Grizzly Bears", "id": "a"},
                            {"card": "Test Gains", "attached_to": "a"},
                        ],
                        "library": ["Island"] * 8,
                    },
                    "Борис": {
                        "hand": ["Runeclaw Bear"],
                        "battlefield": ["Forest", "Forest"],
                        "library": ["Island"] * 8,
                    },
                },
                "turn": {"active": "Борис", "step": "main1", "number": 3},
                "actions": [{"cast": "Runeclaw Bear", "by": "Борис"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None
    (gains,) = by_name(result, "Test Gains")
    (runeclaw,) = by_name(result, "Runeclaw Bear")
    assert gains.attached_to == runeclaw.id
    assert runeclaw.controller == "Алиса"  # 613.2: the Aura's control effect follows it


# -- targets of one of several kinds (114.1) ----------------------------------------------------

EARTH = compiled(
    "Test Earth",
    "Destroy target artifact, enchantment, or creature with flying.",
    types=("Instant",),
    manaCost="{G}",
)
NULLIFY = compiled(
    "Test Nullify", "Counter target creature or Aura spell.", types=("Instant",), manaCost="{U}"
)


def test_114_1_any_of_several_kinds_compiles():
    assert EARTH["spell"]["targets"] == [
        {
            "kind": "permanent",
            "filter": {
                "any_of": [
                    {"types": ["Artifact"]},
                    {"types": ["Enchantment"]},
                    {"types": ["Creature"], "keywords": ["Flying"]},
                ]
            },
        }
    ]
    ((_, spell),) = ok("activated", "{1}, {T}: Tap target artifact, creature, or land.")
    assert spell["targets"][0]["filter"]["any_of"][2] == {"types": ["Land"]}
    assert NULLIFY["spell"]["targets"] == [
        {"kind": "spell", "filter": {"any_of": [{"types": ["Creature"]}, {"subtypes": ["Aura"]}]}}
    ]


def _earth(target):
    return game(
        ["Test Earth"],
        ["Forest"],
        [
            {"card": "Wind Drake", "id": "w"},
            {"card": "Grizzly Bears", "id": "g"},
            {"card": "Ornithopter", "id": "o"},
        ],
        [{"cast": "Test Earth", "targets": [target]}, {"resolve": "all"}],
        [EARTH],
    )


def test_114_1_a_creature_with_flying_or_an_artifact_is_destroyed():
    assert not by_name(_earth("w"), "Wind Drake")
    assert not by_name(_earth("o"), "Ornithopter")


def test_114_1_a_creature_without_flying_is_no_legal_target():
    result = _earth("g")
    assert result.refusal is not None
    assert "114.1" in result.refusal.error.rules


def _nullify(spell):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [NULLIFY],
                "players": {
                    "Алиса": {
                        "hand": [spell],
                        "battlefield": ["Forest", "Forest", "Plains"],
                        "library": ["Island"] * 8,
                    },
                    "Борис": {
                        "hand": ["Test Nullify"],
                        "battlefield": ["Island", {"card": "Runeclaw Bear", "id": "g"}],
                        "library": ["Island"] * 8,
                    },
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"cast": spell, "targets": ["g"]}
                    if spell != "Grizzly Bears"
                    else {"cast": spell},
                    {"cast": "Test Nullify", "by": "Борис", "targets": [spell]},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )


def test_114_1_a_creature_spell_or_an_aura_spell_is_countered():
    result = _nullify("Grizzly Bears")
    assert result.refusal is None
    assert names(result.game, "Алиса", "graveyard") == ["Grizzly Bears"]
    result = _nullify("Pacifism")
    assert result.refusal is None
    assert names(result.game, "Алиса", "graveyard") == ["Pacifism"]


def test_114_1_an_instant_is_neither():
    result = _nullify("Giant Growth")
    assert result.refusal is not None


# -- static abilities about other objects (101.2, 502.2) ----------------------------------------

SURRAK = compiled(
    "Test Surrak",
    "Flash\nTrample\nCreature spells you control can't be countered.",
    power="6",
    toughness="6",
)


def _counter_bear(with_surrak):
    mine = ["Forest", "Forest"] + (["Test Surrak"] if with_surrak else [])
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [SURRAK],
                "players": {
                    "Алиса": {
                        "hand": ["Grizzly Bears"],
                        "battlefield": mine,
                        "library": ["Island"] * 8,
                    },
                    "Борис": {
                        "hand": ["Cancel"],
                        "battlefield": ["Island"] * 3,
                        "library": ["Island"] * 8,
                    },
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"cast": "Grizzly Bears"},
                    {"cast": "Cancel", "by": "Борис", "targets": ["Grizzly Bears"]},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )


def test_101_2_creature_spells_you_control_cant_be_countered():
    assert SURRAK["static"] == [
        {"spells_cant_be_countered": {"types": ["Creature"], "controller": "you"}}
    ]
    result = _counter_bear(True)
    assert result.refusal is None
    assert by_name(result, "Grizzly Bears")
    assert any(e.kind == "not_countered" and "because" in e.data for e in result.game.events)
    result = _counter_bear(False)
    assert not by_name(result, "Grizzly Bears")


PROPHET = compiled(
    "Test Prophet",
    "Untap all creatures and lands you control during each other player's untap step.",
    power="4",
    toughness="4",
)
FORTRESS = compiled(
    "Test Fortress",
    "Untap each creature you control with a +1/+1 counter on it during each other player's "
    "untap step.",
    power="2",
    toughness="7",
)


def _untap(card, extra):
    """Борис's permanents are tapped at the end of his turn 3; Алиса's turn 4 begins."""
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [PROPHET, FORTRESS],
                "players": {
                    "Алиса": {"library": ["Island"] * 8},
                    "Борис": {
                        "battlefield": [
                            {"card": card, "tapped": True},
                            {"card": "Forest", "tapped": True},
                            {"card": "Ornithopter", "tapped": True},
                            *extra,
                        ],
                        "library": ["Island"] * 8,
                    },
                },
                "turn": {"active": "Борис", "step": "end", "number": 3},
                "actions": [{"goto": {"step": "upkeep", "turn": 4}}],
            },
            allow_unicode=True,
        )
    )


def test_502_2_untap_during_each_other_players_untap_step():
    result = _untap("Test Prophet", [])
    assert result.refusal is None
    assert result.game.active == "Алиса"
    tapped = {o.card.name: o.tapped for o in result.game.permanents("Борис")}
    assert tapped == {"Test Prophet": False, "Forest": False, "Ornithopter": False}
    assert any(e.kind == "untapped_in_others_step" for e in result.game.events)


def test_502_2_only_creatures_with_a_counter_untap():
    bear = {"card": "Grizzly Bears", "tapped": True, "counters": {"+1/+1": 1}}
    result = _untap("Test Fortress", [bear])
    tapped = {o.card.name: o.tapped for o in result.game.permanents("Борис")}
    assert tapped == {
        "Test Fortress": True,
        "Forest": True,
        "Ornithopter": True,
        "Grizzly Bears": False,
    }


# -- one instruction, two targets (608.2c) ------------------------------------------------------

BLOW = compiled(
    "Test Blow",
    "Destroy target creature and target land.",
    types=("Sorcery",),
    manaCost="{R}",
)


def test_701_6a_destroy_target_creature_and_target_land():
    assert BLOW["spell"]["targets"] == ["creature", "land"]
    assert BLOW["spell"]["effects"] == [{"destroy": "each_target"}]
    assert ok("spell", "Destroy target creature and draw a card.")[0][1]["effects"][1] == {
        "draw": 1
    }
    result = game(
        ["Test Blow"],
        ["Mountain"],
        [{"card": "Grizzly Bears", "id": "g"}, {"card": "Forest", "id": "f"}],
        [{"cast": "Test Blow", "targets": ["g", "f"]}, {"resolve": "all"}],
        [BLOW],
    )
    assert result.refusal is None
    assert names(result.game, "Борис", "graveyard") == ["Forest", "Grizzly Bears"]


# -- X targets (601.2b-c, 107.3a) ---------------------------------------------------------------

GLIMPSE = compiled(
    "Test Glimpse",
    "Tap X target creatures. Scry 1.",
    types=("Instant",),
    manaCost="{X}{W}",
)
ICY = compiled(
    "Test Icy",
    "Tap X target creatures. If you control a creature with power 4 or greater, those creatures "
    "don't untap during their controllers' next untap steps.",
    types=("Instant",),
    manaCost="{X}{U}",
)


def test_601_2c_x_targets_compile_and_x_of_a_trigger_is_refused():
    assert GLIMPSE["spell"]["targets"] == [{"kind": "creature", "count": "x"}]
    assert ICY["spell"]["effects"][1]["if"] == {
        "you_control": {"types": ["Creature"], "power_at_least": 4}
    }
    assert "X срабатывающей способности" in refused(
        "triggered", "When CARDNAME enters the battlefield, tap X target creatures."
    )


def _glimpse(x, targets, card="Test Glimpse", mine=()):
    return game(
        [card],
        ["Plains", "Island", "Island", "Island", *mine],
        [
            {"card": "Grizzly Bears", "id": "a"},
            {"card": "Runeclaw Bear", "id": "b"},
            {"card": "Wind Drake", "id": "c"},
        ],
        [{"cast": card, "x": x, "targets": targets}, {"resolve": "all"}],
        [GLIMPSE, ICY],
    )


def test_601_2c_exactly_x_targets_are_tapped():
    result = _glimpse(2, ["a", "b"])
    assert result.refusal is None
    tapped = {o.card.name: o.tapped for o in result.game.permanents("Борис")}
    assert tapped == {"Grizzly Bears": True, "Runeclaw Bear": True, "Wind Drake": False}


def test_601_2c_a_number_of_targets_other_than_x_is_refused():
    result = _glimpse(2, ["a"])
    assert result.refusal is not None
    assert "601.2c" in result.refusal.error.rules
    assert _glimpse(1, ["a", "b"]).refusal is not None


def test_502_2_those_creatures_stay_tapped_if_you_control_a_big_creature():
    def run(mine):
        result = play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [ICY],
                    "players": {
                        "Алиса": {
                            "hand": ["Test Icy"],
                            "battlefield": ["Island", "Island", *mine],
                            "library": ["Island"] * 8,
                        },
                        "Борис": {
                            "battlefield": [{"card": "Grizzly Bears", "id": "a"}],
                            "library": ["Island"] * 8,
                        },
                    },
                    "turn": {"active": "Алиса", "step": "main1", "number": 3},
                    "actions": [
                        {"cast": "Test Icy", "x": 1, "targets": ["a"]},
                        {"resolve": "all"},
                        {"goto": {"step": "upkeep", "turn": 4}},
                    ],
                },
                allow_unicode=True,
            )
        )
        assert result.refusal is None
        return by_name(result, "Grizzly Bears")[0].tapped

    assert run(["Craw Wurm"]) is True
    assert run([]) is False


# -- "an opponent gains control of it" (608.2d, 613.1b) -----------------------------------------

HORSE = compiled(
    "Test Horse",
    "Defender\nWhen Test Horse enters the battlefield, an opponent gains control of it.",
    types=("Artifact", "Creature"),
    power="0",
    toughness="4",
)


def test_613_1b_an_opponent_gains_control_of_it():
    assert HORSE["triggers"][0]["effects"] == [{"gain_control": "self", "player": "an_opponent"}]
    result = game(
        ["Test Horse"],
        ["Forest", "Forest"],
        [],
        [{"cast": "Test Horse"}, {"resolve": "all"}],
        [HORSE],
    )
    assert result.refusal is None
    (horse,) = by_name(result, "Test Horse")
    assert horse.controller == "Борис"


# -- counters distributed among targets (601.2d, 603.3d) ----------------------------------------

CORPS = compiled(
    "Test Corps",
    "When Test Corps enters the battlefield, distribute two +1/+1 counters among one or two "
    "target creatures you control.",
    power="4",
    toughness="4",
)
CHARM = compiled(
    "Test Charm",
    "Choose one — • You gain 1 life. • Distribute two +1/+1 counters among one or two target "
    "creatures.",
    types=("Instant",),
    manaCost="{G}",
)


def _corps(answers, targets):
    return game(
        ["Test Corps"],
        [
            "Forest",
            "Forest",
            {"card": "Grizzly Bears", "id": "a"},
            {"card": "Runeclaw Bear", "id": "b"},
        ],
        [],
        [
            {"choose": {"trigger_targets": {"Test Corps": targets}, **answers}},
            {"cast": "Test Corps"},
            {"resolve": "all"},
        ],
        [CORPS],
    )


def counters_of(result):
    return {o.card.name: o.counters.get("+1/+1", 0) for o in result.game.permanents("Алиса")}


def test_603_3d_a_triggered_ability_distributes_counters():
    assert CORPS["triggers"][0]["effects"] == [
        {"add_counters": {"kind": "+1/+1", "n": 2}, "on": "each_target", "divided": True}
    ]
    result = _corps({}, ["a", "b"])
    assert result.refusal is None
    got = counters_of(result)
    assert (got["Grizzly Bears"], got["Runeclaw Bear"]) == (1, 1)
    result = _corps({}, ["b"])
    got = counters_of(result)
    assert (got["Grizzly Bears"], got["Runeclaw Bear"]) == (0, 2)
    assert any(e.kind == "damage_divided" and "603.3d" in e.rules for e in result.game.events)


def test_601_2d_a_spell_distributes_counters_as_announced():
    result = game(
        ["Test Charm"],
        ["Forest", {"card": "Grizzly Bears", "id": "a"}, {"card": "Runeclaw Bear", "id": "b"}],
        [],
        [
            {
                "cast": "Test Charm",
                "modes": [2],
                "targets": ["a", "b"],
                "choose": {"divide": [1, 1]},
            },
            {"resolve": "all"},
        ],
        [CHARM],
    )
    assert result.refusal is None
    got = counters_of(result)
    assert (got["Grizzly Bears"], got["Runeclaw Bear"]) == (1, 1)
    result = game(
        ["Test Charm"],
        ["Forest", {"card": "Grizzly Bears", "id": "a"}, {"card": "Runeclaw Bear", "id": "b"}],
        [],
        [
            {
                "cast": "Test Charm",
                "modes": [2],
                "targets": ["a", "b"],
                "choose": {"divide": [2, 1]},
            },
            {"resolve": "all"},
        ],
        [CHARM],
    )
    assert result.refusal is not None
    assert "601.2d" in result.refusal.error.rules


# -- groups of permanents (613.1b, 608.2c, 701.6a) ----------------------------------------------

MOB = compiled(
    "Test Mob",
    "Choose one — • Gain control of all creatures with power 4 or greater until end of turn. "
    "Untap those creatures. They gain haste until end of turn. • Gain control of all creatures "
    "with power 3 or less until end of turn. Untap those creatures. They gain haste until end "
    "of turn.",
    types=("Sorcery",),
    manaCost="{R}",
)
HOSTILITIES = compiled(
    "Test Hostilities",
    "Destroy all creatures and all permanents attached to creatures.",
    types=("Sorcery",),
    manaCost="{W}",
)


def test_613_1b_control_of_a_group_and_those_creatures():
    result = game(
        ["Test Mob"],
        ["Mountain"],
        [{"card": "Craw Wurm", "id": "w", "tapped": True}, {"card": "Grizzly Bears", "id": "g"}],
        [{"cast": "Test Mob", "modes": [1]}, {"resolve": "all"}],
        [MOB],
    )
    assert result.refusal is None
    (wurm,) = by_name(result, "Craw Wurm")
    (bear,) = by_name(result, "Grizzly Bears")
    assert wurm.controller == "Алиса" and not wurm.tapped
    assert bear.controller == "Борис"
    from mtgjudge.engine.characteristics import characteristics

    assert "Haste" in characteristics(result.game, wurm).keywords
    assert "Haste" not in characteristics(result.game, bear).keywords


def test_701_6a_creatures_and_what_is_attached_to_them_are_destroyed():
    assert HOSTILITIES["spell"]["effects"] == [
        {"destroy_all": {"any_of": [{"types": ["Creature"]}, {"attached_to_creature": True}]}}
    ]
    result = game(
        ["Test Hostilities"],
        [
            "Plains",
            {"card": "Grizzly Bears", "id": "g"},
            {"card": "Bonesplitter", "attached_to": "g"},
        ],
        [{"card": "Ornithopter", "id": "o"}, {"card": "Pacifism", "attached_to": "o"}, "Sol Ring"],
        [{"cast": "Test Hostilities"}, {"resolve": "all"}],
        [HOSTILITIES],
    )
    assert result.refusal is None
    assert names(result.game, "Алиса", "battlefield") == ["Plains"]
    assert names(result.game, "Борис", "battlefield") == ["Sol Ring"]


# -- moving a counter (121.5) -------------------------------------------------------------------

DAGHATAR = compiled(
    "Test Daghatar",
    "Test Daghatar enters the battlefield with four +1/+1 counters on it.\n{1}{B/G}{B/G}: Move a "
    "+1/+1 counter from target creature onto a second target creature.",
    power="0",
    toughness="0",
)


def _move(targets, counters=1):
    return game(
        [],
        [
            {"card": "Test Daghatar", "id": "d", "counters": {"+1/+1": 4}},
            "Swamp",
            "Swamp",
            "Swamp",
        ],
        [
            {"card": "Grizzly Bears", "id": "g", "counters": {"+1/+1": counters}},
            {"card": "Runeclaw Bear", "id": "r"},
        ],
        [{"activate": "Test Daghatar", "targets": targets}, {"resolve": "all"}],
        [DAGHATAR],
    )


def test_121_5_a_counter_moves_from_one_creature_onto_another():
    result = _move(["g", "r"])
    assert result.refusal is None
    got = {o.card.name: o.counters.get("+1/+1", 0) for o in result.game.permanents()}
    assert (got["Grizzly Bears"], got["Runeclaw Bear"], got["Test Daghatar"]) == (0, 1, 4)


def test_121_5_nothing_moves_from_a_creature_without_one_or_onto_the_same():
    result = _move(["r", "g"])
    got = {o.card.name: o.counters.get("+1/+1", 0) for o in result.game.permanents()}
    assert (got["Grizzly Bears"], got["Runeclaw Bear"]) == (1, 0)
    result = _move(["g", "g"])
    got = {o.card.name: o.counters.get("+1/+1", 0) for o in result.game.permanents()}
    assert got["Grizzly Bears"] == 1


# -- a spell's own "… instead if …" (614.15) ----------------------------------------------------

FEED = compiled(
    "Test Feed",
    "You gain 5 life. You gain 10 life instead if you control a creature with power 4 or greater.",
    types=("Instant",),
    manaCost="{G}",
)


def test_614_15_you_gain_more_life_instead():
    assert FEED["spell"]["effects"] == [
        {
            "gain_life": 5,
            "instead": {
                "if": {"you_control": {"types": ["Creature"], "power_at_least": 4}},
                "gain_life": 10,
            },
        }
    ]
    assert "не после" in refused(
        "spell",
        "Draw a card. You gain 10 life instead if you control a creature with power 4 or greater.",
    )

    def life(mine):
        result = game(
            ["Test Feed"],
            ["Forest", *mine],
            [],
            [{"cast": "Test Feed"}, {"resolve": "all"}],
            [FEED],
        )
        assert result.refusal is None
        return result.game.player("Алиса").life

    assert life([]) == 25
    assert life(["Craw Wurm"]) == 30


# -- entering as a copy (706.9) -----------------------------------------------------------------

IMPERSONATOR = compiled(
    "Test Impersonator",
    "You may have Test Impersonator enter the battlefield as a copy of any nonland permanent on "
    "the battlefield.",
    power="0",
    toughness="0",
    manaCost="{2}{U}{U}",
)


def test_706_9_enters_as_a_copy_of_a_nonland_permanent():
    assert IMPERSONATOR["static"] == [{"enters_as_copy": {"not_types": ["Land"]}}]

    def copied(choice):
        result = game(
            ["Test Impersonator"],
            ["Island"] * 4,
            [{"card": "Sol Ring", "id": "s"}, {"card": "Forest", "id": "f"}],
            [{"cast": "Test Impersonator", "choose": {"copy": choice}}, {"resolve": "all"}],
            [IMPERSONATOR],
        )
        assert result.refusal is None
        from mtgjudge.engine.characteristics import characteristics

        return sorted(characteristics(result.game, o).name for o in result.game.permanents("Алиса"))

    assert copied("s") == ["Island"] * 4 + ["Sol Ring"]
    import pytest

    from mtgjudge.scenario.model import ScenarioError

    with pytest.raises(ScenarioError, match="не подходит"):  # a land is not what it may copy
        copied("f")


INFATUATION = compiled(
    "Test Infatuation",
    "Put a token onto the battlefield that's a copy of target creature you control. If it's "
    "your turn, scry 2.",
    types=("Instant",),
    manaCost="{U}",
)


def test_706_2_a_token_copy_of_target_creature():
    assert INFATUATION["spell"]["effects"][0] == {"create_token_copy": "target"}
    result = game(
        ["Test Infatuation"],
        ["Island", {"card": "Grizzly Bears", "id": "g"}],
        [],
        [{"cast": "Test Infatuation", "targets": ["g"]}, {"resolve": "all"}],
        [INFATUATION],
    )
    assert result.refusal is None
    bears = by_name(result, "Grizzly Bears")
    assert len(bears) == 2 and sum(o.is_token for o in bears) == 1


# -- "If it's a Cyclops, destroy it." (608.2c) --------------------------------------------------

GOUGE = compiled(
    "Test Gouge",
    "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it.",
    types=("Instant",),
    manaCost="{B}",
)
CYCLOPS = compiled("Test Cyclops", "", subtypes=("Cyclops",), power="5", toughness="5")


def test_608_2c_a_condition_of_the_target():
    assert GOUGE["spell"]["effects"][1] == {
        "destroy": "target",
        "if": {"object_is": {"of": "target", "filter": {"subtypes": ["Cyclops"]}}},
    }
    assert "условие срабатывания" in refused(
        "triggered", "When CARDNAME enters the battlefield, if it's a Cyclops, draw a card."
    )

    def survivors(target):
        result = game(
            ["Test Gouge"],
            ["Swamp"],
            [{"card": "Test Cyclops", "id": "c"}, {"card": "Craw Wurm", "id": "w"}],
            [{"cast": "Test Gouge", "targets": [target]}, {"resolve": "all"}],
            [GOUGE, CYCLOPS],
        )
        assert result.refusal is None
        return names(result.game, "Борис", "battlefield")

    assert survivors("c") == ["Craw Wurm"]
    assert survivors("w") == ["Craw Wurm", "Test Cyclops"]


# -- "Whenever you sacrifice a creature" (701.14a, 603.6c-d) ------------------------------------

DEATHFANG = compiled(
    "Test Deathfang",
    "Flying\nWhenever you sacrifice a creature, target opponent sacrifices a creature.",
    power="4",
    toughness="4",
)
ALTAR = compiled("Test Altar", "Sacrifice a creature: You gain 1 life.", types=("Artifact",))


def test_701_14a_whenever_you_sacrifice_a_creature():
    assert DEATHFANG["triggers"][0]["when"] == "you_sacrifice_a_permanent"

    def run(sacrificed):
        return game(
            [],
            [
                {"card": "Test Deathfang", "id": "d"},
                {"card": "Grizzly Bears", "id": "g"},
                {"card": "Test Altar"},
            ],
            [{"card": "Runeclaw Bear", "id": "r"}],
            [
                {"activate": "Test Altar", "choose": {"sacrifice": sacrificed}},
                {"resolve": "all"},
            ],
            [DEATHFANG, ALTAR],
        )

    result = run("Grizzly Bears")
    assert result.refusal is None
    assert names(result.game, "Борис", "graveyard") == ["Runeclaw Bear"]
    result = run("Test Deathfang")  # it sacrificed itself: it looks back (603.6c-d)
    assert result.refusal is None
    assert names(result.game, "Борис", "graveyard") == ["Runeclaw Bear"]


# -- "up to one target creature" beside another target (114.1, 601.2c) -------------------------

TRAP = compiled(
    "Test Trap",
    "Counter target creature spell. Put two +1/+1 counters on up to one target creature.",
    types=("Instant",),
    manaCost="{U}",
)


def test_601_2c_up_to_one_target_creature_after_another_target():
    assert TRAP["spell"]["targets"] == [
        {"kind": "spell", "filter": {"types": ["Creature"]}},
        {"kind": "creature", "count": {"up_to": 1}},
    ]
    assert TRAP["spell"]["effects"][1] == {
        "add_counters": {"kind": "+1/+1", "n": 2},
        "on": "target:2",
    }

    def run(targets):
        return play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [TRAP],
                    "players": {
                        "Алиса": {
                            "hand": ["Grizzly Bears"],
                            "battlefield": ["Forest", "Forest"],
                            "library": ["Island"] * 8,
                        },
                        "Борис": {
                            "hand": ["Test Trap"],
                            "battlefield": ["Island", {"card": "Runeclaw Bear", "id": "r"}],
                            "library": ["Island"] * 8,
                        },
                    },
                    "turn": {"active": "Алиса", "step": "main1", "number": 3},
                    "actions": [
                        {"cast": "Grizzly Bears"},
                        {"cast": "Test Trap", "by": "Борис", "targets": targets},
                        {"resolve": "all"},
                    ],
                },
                allow_unicode=True,
            )
        )

    result = run(["Grizzly Bears", "r"])
    assert result.refusal is None
    assert names(result.game, "Алиса", "graveyard") == ["Grizzly Bears"]
    assert by_name(result, "Runeclaw Bear")[0].counters == {"+1/+1": 2}
    result = run(["Grizzly Bears"])  # none chosen for "up to one"
    assert result.refusal is None
    assert names(result.game, "Алиса", "graveyard") == ["Grizzly Bears"]
    assert by_name(result, "Runeclaw Bear")[0].counters == {}


# -- "Creatures entering the battlefield don't cause abilities to trigger." (603.2, 603.6a) -----

GRYFF = compiled(
    "Test Gryff",
    "Flash\nFlying\nCreatures entering the battlefield don't cause abilities to trigger.",
    power="2",
    toughness="1",
)
SEER = compiled(
    "Test Seer",
    "When Test Seer enters the battlefield, draw a card.",
    power="1",
    toughness="1",
    manaCost="{1}",
)


def test_603_2_creatures_entering_cause_no_triggers():
    assert GRYFF["static"] == [{"entering_dont_trigger": {"types": ["Creature"]}}]

    def hand_size(with_gryff):
        result = game(
            ["Test Seer"],
            ["Forest"] + (["Test Gryff"] if with_gryff else []),
            [],
            [{"cast": "Test Seer"}, {"resolve": "all"}],
            [GRYFF, SEER],
        )
        assert result.refusal is None
        return len(result.game.player("Алиса").zones["hand"])

    assert hand_size(False) == 1
    assert hand_size(True) == 0


# -- "put that many +1/+1 counters" (603.2, 603.2c) ---------------------------------------------

SUNBOND = compiled(
    "Test Sunbond",
    'Enchant creature\nEnchanted creature has "Whenever you gain life, put that many +1/+1 '
    'counters on this creature."',
    types=("Enchantment",),
    subtypes=("Aura",),
)
SALVE = compiled("Test Salve", "You gain 3 life.", types=("Instant",), manaCost="{W}")


def test_603_2_that_many_counters_as_life_gained():
    result = game(
        ["Test Salve"],
        [
            "Plains",
            {"card": "Grizzly Bears", "id": "g"},
            {"card": "Test Sunbond", "attached_to": "g"},
        ],
        [],
        [{"cast": "Test Salve"}, {"resolve": "all"}],
        [SUNBOND, SALVE],
    )
    assert result.refusal is None
    assert by_name(result, "Grizzly Bears")[0].counters == {"+1/+1": 3}
    assert "без события срабатывания" in refused(
        "spell", "Put that many +1/+1 counters on target creature."
    )


# -- "If that player does, they lose 2 life." (608.2c) ------------------------------------------

WOUND = compiled(
    "Test Wound",
    "Target opponent sacrifices a green or white creature. If that player does, they lose 2 life.",
    types=("Sorcery",),
    manaCost="{B}",
)


def test_608_2c_if_that_player_sacrificed_they_lose_life():
    assert WOUND["spell"]["effects"][1] == {
        "lose_life": 2,
        "player": "target",
        "if": {"sacrificed_this_way": True},
    }

    def life(theirs):
        result = game(
            ["Test Wound"],
            ["Swamp"],
            theirs,
            [{"cast": "Test Wound", "targets": ["Борис"]}, {"resolve": "all"}],
            [WOUND],
        )
        assert result.refusal is None
        return result.game.player("Борис").life

    assert life(["Grizzly Bears"]) == 18
    assert life(["Wind Drake"]) == 20  # nothing green or white to sacrifice


# -- "become a copy of target creature, except it has this ability" (706.9a) -------------------

ARTISAN = compiled(
    "Test Artisan",
    "Whenever you cast a spell that targets Test Artisan, you may have Test Artisan become a "
    "copy of target creature, except it has this ability.",
    power="1",
    toughness="1",
)


def test_706_9a_becomes_a_copy_and_keeps_this_ability():
    from mtgjudge.engine.characteristics import characteristics

    result = game(
        ["Giant Growth", "Giant Growth"],
        [{"card": "Test Artisan", "id": "a"}, "Forest", "Forest"],
        [{"card": "Craw Wurm", "id": "w"}, {"card": "Grizzly Bears", "id": "g"}],
        [
            {"choose": {"may": True, "trigger_targets": {"a": ["w"]}}},
            {"cast": "Giant Growth", "targets": ["a"]},
            {"resolve": "all"},
            {"choose": {"may": True, "trigger_targets": {"a": ["g"]}}},
            {"cast": "Giant Growth", "targets": ["a"]},
            {"resolve": "all"},
        ],
        [ARTISAN],
    )
    assert result.refusal is None
    (artisan,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Artisan"]
    ch = characteristics(result.game, artisan)
    # the second heroic trigger worked: the copy of Craw Wurm kept the ability (706.9a)
    assert ch.name == "Grizzly Bears"
    assert any(t.when == "a_player_casts_spell" for t in ch.triggers)


# -- "Choose up to one creature. Destroy the rest." (608.2d) ------------------------------------

DUNEBLAST = compiled(
    "Test Duneblast",
    "Choose up to one creature. Destroy the rest.",
    types=("Sorcery",),
    manaCost="{B}",
)


def test_608_2d_destroy_all_but_the_chosen_creature():
    assert DUNEBLAST["spell"]["effects"] == [
        {"destroy_all": {"types": ["Creature"]}, "except_chosen": 1}
    ]

    def survivors(answers):
        result = game(
            ["Test Duneblast"],
            ["Swamp", {"card": "Grizzly Bears", "id": "g"}],
            [{"card": "Craw Wurm", "id": "w"}, {"card": "Runeclaw Bear", "id": "r"}],
            [
                *([{"choose": answers}] if answers else []),
                {"cast": "Test Duneblast"},
                {"resolve": "all"},
            ],
            [DUNEBLAST],
        )
        assert result.refusal is None
        return sorted(o.card.name for o in result.game.permanents() if "Creature" in o.card.types)

    assert survivors({}) == ["Grizzly Bears"]  # by default: your own first creature
    assert survivors({"pick": ["Craw Wurm"]}) == ["Craw Wurm"]
    assert survivors({"pick": []}) == []


# -- a fixed number of counters on each of three targets (601.2c) -------------------------------

GROWTH = compiled(
    "Test Growth",
    "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, "
    "and three +1/+1 counters on a third target creature.",
    types=("Sorcery",),
    manaCost="{G}",
)


def test_601_2c_counters_on_three_different_targets():
    assert GROWTH["spell"]["effects"] == [
        {"add_counters": {"kind": "+1/+1"}, "on": "each_target", "shares": [1, 2, 3]}
    ]

    def run(targets):
        return game(
            ["Test Growth"],
            [
                "Forest",
                {"card": "Grizzly Bears", "id": "a"},
                {"card": "Runeclaw Bear", "id": "b"},
                {"card": "Craw Wurm", "id": "c"},
            ],
            [],
            [{"cast": "Test Growth", "targets": targets}, {"resolve": "all"}],
            [GROWTH],
        )

    result = run(["c", "a", "b"])
    assert result.refusal is None
    got = {o.card.name: o.counters.get("+1/+1", 0) for o in result.game.permanents("Алиса")}
    assert (got["Craw Wurm"], got["Grizzly Bears"], got["Runeclaw Bear"]) == (1, 2, 3)
    assert run(["a", "a", "b"]).refusal is not None  # "another" target: not the same one


# -- "If it's an Aura, enchanted creature gets +1/+0 until end of turn instead." (614.15) ------

EIDOLON = compiled(
    "Test Eidolon",
    "Bestow {2}{R}\n{R}: Test Eidolon gets +1/+0 until end of turn. If it's an Aura, enchanted "
    "creature gets +1/+0 until end of turn instead.\nEnchanted creature gets +1/+1.",
    types=("Enchantment", "Creature"),
    subtypes=("Spirit",),
    power="1",
    toughness="1",
    manaCost="{1}{R}",
)


def test_614_15_the_aura_pumps_the_enchanted_creature_instead():
    from mtgjudge.engine.characteristics import characteristics

    creature = game(
        [],
        [{"card": "Test Eidolon", "id": "e"}, "Mountain"],
        [],
        [{"activate": "Test Eidolon"}, {"resolve": "all"}],
        [EIDOLON],
    )
    assert creature.refusal is None
    (eidolon,) = by_name(creature, "Test Eidolon")
    assert characteristics(creature.game, eidolon).power == 2
    aura = game(
        ["Test Eidolon"],
        ["Mountain"] * 4 + [{"card": "Grizzly Bears", "id": "g"}],
        [],
        [
            {"cast": "Test Eidolon", "alt": "bestow", "targets": ["g"]},
            {"resolve": "all"},
            {"activate": "Test Eidolon"},
            {"resolve": "all"},
        ],
        [EIDOLON],
    )
    assert aura.refusal is None
    (bear,) = by_name(aura, "Grizzly Bears")
    assert characteristics(aura.game, bear).power == 2 + 1 + 1  # +1/+1 static, +1/+0 instead


def test_the_perms_families_add_no_shift_reduce_conflict():
    """A shift/reduce conflict is resolved as shift without an error (a wording elsewhere would
    silently stop parsing): the perms_* families add none."""
    from tests.test_oracle_amounts import conflicts_added_by

    assert conflicts_added_by("perms_") == 0


DEFY = compiled(
    "Test Defy",
    "Return target creature card from your graveyard to the battlefield. If it's an Angel, put "
    "two +1/+1 counters on it.",
    types=("Sorcery",),
    manaCost="{W}",
)


def test_400_7_it_is_the_returned_permanent_in_the_condition():
    assert DEFY["spell"]["effects"][1]["if"] == {
        "object_is": {"of": "that", "filter": {"subtypes": ["Angel"]}}
    }

    def counters(card):
        result = play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [DEFY],
                    "players": {
                        "Алиса": {
                            "hand": ["Test Defy"],
                            "battlefield": ["Plains"],
                            "graveyard": [card],
                            "library": ["Island"] * 8,
                        },
                        "Борис": {"library": ["Island"] * 8},
                    },
                    "turn": {"active": "Алиса", "step": "main1", "number": 3},
                    "actions": [{"cast": "Test Defy", "targets": [card]}, {"resolve": "all"}],
                },
                allow_unicode=True,
            )
        )
        assert result.refusal is None
        return by_name(result, card)[0].counters.get("+1/+1", 0)

    assert counters("Serra Angel") == 2
    assert counters("Grizzly Bears") == 0


# -- "if you had another creature enter the battlefield under your control last turn" (603.4) --

EPHARA = compiled(
    "Test Ephara",
    "At the beginning of each upkeep, if you had another creature enter the battlefield under "
    "your control last turn, draw a card.",
    power="6",
    toughness="5",
)


def test_603_4_another_creature_entered_last_turn():
    assert EPHARA["triggers"][0]["if"] == {"another_creature_entered_last_turn": True}

    def hand_after(actions):
        result = game(
            ["Grizzly Bears"],
            ["Test Ephara", "Forest", "Forest"],
            [],
            [*actions, {"goto": {"step": "upkeep", "turn": 4}}, {"resolve": "all"}],
            [EPHARA],
        )
        assert result.refusal is None
        return len(result.game.player("Алиса").zones["hand"])

    assert hand_after([{"cast": "Grizzly Bears"}, {"resolve": "all"}]) == 1  # drew at turn 4
    assert hand_after([]) == 1  # the Bears stayed in hand; nothing entered, nothing drawn
