"""General templates of every era read from Oracle text (issue 14, helper 14g): damage to each
creature and each player (119.3), "doesn't untap" (502.2), "unless its controller pays"
(608.2d), prevention shields of a turn (615), delayed triggers (603.7), skipped steps (614.1b)."""

from __future__ import annotations

import yaml

from tests.engine_helpers import play
from tests.test_oracle_mechanisms import compiled, run


def cast_run(hand, battlefield_a, battlefield_b, actions, cards=(), active="Алиса"):
    """A position with cards in Алиса's hand (main phase of turn 3 of ``active``)."""
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": list(cards),
                "players": {
                    "Алиса": {"hand": list(hand), "battlefield": battlefield_a},
                    "Борис": {"battlefield": battlefield_b},
                },
                "turn": {"active": active, "step": "main1", "number": 3},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def test_damage_to_each_creature_and_each_player_is_one_event():
    """119.3: one event deals the damage to every creature and every player."""
    plague = compiled(
        "Test Plague",
        "{B}: Test Plague deals 1 damage to each creature and each player.",
        types=("Enchantment",),
    )
    assert plague["abilities"][0]["effects"] == [
        {"damage": 1, "to": [{"all": {"types": ["Creature"]}}, "each_player"]}
    ]
    result = run(
        [{"card": "Test Plague", "id": "p"}, "Swamp", {"card": "Llanowar Elves"}],
        [{"card": "Grizzly Bears"}],
        [{"activate": "p", "by": "Алиса"}, {"resolve": "all"}],
        cards=[plague],
    )
    assert result.refusal is None
    game = result.game
    assert game.player("Алиса").life == 19 and game.player("Борис").life == 19
    assert [o.card.name for o in game.permanents("Алиса")].count("Llanowar Elves") == 0
    bears = [o for o in game.permanents("Борис") if o.card.name == "Grizzly Bears"]
    assert bears and bears[0].damage == 1


def _tapped(result, player: str, name: str) -> bool:
    (obj,) = [o for o in result.game.permanents(player) if o.card.name == name]
    return obj.tapped


def test_a_permanent_that_doesnt_untap_stays_tapped():
    """502.2: "CARDNAME doesn't untap during your untap step"; the other permanents untap."""
    monolith = compiled(
        "Test Monolith", "Test Monolith doesn't untap during your untap step.", types=("Artifact",)
    )
    result = run(
        [{"card": "Test Monolith", "tapped": True}, {"card": "Island", "tapped": True}],
        [],
        [{"goto": {"step": "upkeep", "turn": 5}}],
        cards=[monolith],
    )
    assert result.refusal is None
    assert _tapped(result, "Алиса", "Test Monolith")
    assert not _tapped(result, "Алиса", "Island")


def test_an_aura_keeps_the_enchanted_creature_tapped_and_not_its_own_permanents():
    paralysis = compiled(
        "Test Paralysis",
        "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    result = run(
        [{"card": "Test Paralysis", "attached_to": "b"}],
        [{"card": "Grizzly Bears", "id": "b", "tapped": True}, {"card": "Forest", "tapped": True}],
        [{"goto": {"step": "upkeep", "turn": 4}}],
        cards=[paralysis],
    )
    assert result.refusal is None, result.refusal
    assert _tapped(result, "Борис", "Grizzly Bears")
    assert not _tapped(result, "Борис", "Forest")


def test_doesnt_untap_during_its_controllers_next_untap_step_is_used_up_once():
    """502.2: the one-shot effect keeps it tapped through one untap step of its controller,
    the next one (turn 4); in the one after (turn 6) it untaps."""
    tangle = compiled(
        "Test Tangle",
        "Tap target creature. It doesn't untap during its controller's next untap step.",
        types=("Instant",),
    )

    def after(turn: int):
        result = cast_run(
            ["Test Tangle"],
            ["Forest", "Forest"],
            [{"card": "Grizzly Bears", "id": "b"}],
            [
                {"cast": "Test Tangle", "by": "Алиса", "targets": ["b"]},
                {"resolve": "all"},
                {"goto": {"step": "upkeep", "turn": turn}},
            ],
            cards=[tangle],
        )
        assert result.refusal is None, result.refusal
        return result

    assert _tapped(after(4), "Борис", "Grizzly Bears")  # Борис's next untap step: stays
    assert not _tapped(after(6), "Борис", "Grizzly Bears")  # the one after: untaps


def _leak_game(extra_lands: int, answer=None):
    leak = compiled(
        "Test Leak", "Counter target spell unless its controller pays {3}.", types=("Instant",)
    )
    cast = {"cast": "Test Leak", "by": "Алиса", "targets": ["медведь"]}
    if answer is not None:
        cast["choose"] = {"pay": answer}
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [leak],
                "players": {
                    "Алиса": {"hand": ["Test Leak"], "battlefield": ["Island", "Island"]},
                    "Борис": {
                        "hand": [{"card": "Grizzly Bears", "id": "медведь"}],
                        "battlefield": ["Forest"] * (2 + extra_lands),
                    },
                },
                "turn": {"active": "Борис", "step": "main1", "number": 4},
                "actions": [
                    {"cast": "Grizzly Bears", "by": "Борис"},
                    cast,
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )


def test_counter_unless_its_controller_pays_is_the_spells_controllers_choice():
    """608.2d: the controller of the target spell pays {3} (by default when he can)."""
    from tests.engine_helpers import names

    paid = _leak_game(3)
    assert paid.refusal is None, paid.refusal
    assert names(paid.game, "Борис", "battlefield").count("Grizzly Bears") == 1
    assert all(o.tapped for o in paid.game.permanents("Борис") if o.card.name == "Forest")
    broke = _leak_game(2)
    assert names(broke.game, "Борис", "graveyard") == ["Grizzly Bears"]
    declined = _leak_game(3, answer=False)
    assert names(declined.game, "Борис", "graveyard") == ["Grizzly Bears"]


def test_fog_prevents_the_combat_damage_of_the_turn():
    """615.1a: "Prevent all combat damage that would be dealt this turn" (until end of turn)."""
    fog = compiled(
        "Test Fog", "Prevent all combat damage that would be dealt this turn.", types=("Instant",)
    )
    assert fog["spell"]["effects"] == [
        {"replacement": {"event": "damage", "combat": True, "prevent": "all"}}
    ]
    result = cast_run(
        ["Test Fog"],
        ["Forest", "Forest", {"card": "Grizzly Bears", "id": "b"}],
        [],
        [
            {"cast": "Test Fog", "by": "Алиса"},
            {"resolve": "all"},
            {"attack": {"b": "Борис"}},
            {"goto": "end"},
        ],
        cards=[fog],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 20


def test_static_prevention_of_damage_to_itself_and_by_and_to_an_enchanted_creature():
    tree = compiled(
        "Test Tree",
        "Prevent all damage that would be dealt to Test Tree.",
        power="1",
        toughness="1",
    )
    assert tree["replacements"] == [{"event": "damage", "to": "self", "prevent": "all"}]
    ward = compiled(
        "Test Ward",
        "Enchant creature\n"
        "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    assert [r.get("source", r.get("to")) for r in ward["replacements"]] == ["enchanted"] * 2
    result = run(
        [
            {"card": "Grizzly Bears", "id": "b"},
            {"card": "Test Ward", "attached_to": "b"},
            {"card": "Hill Giant", "id": "g"},
        ],
        [{"card": "Test Tree", "id": "t"}, {"card": "Grizzly Bears", "id": "d"}],
        [
            {"attack": {"b": "Борис", "g": "Борис"}},
            {"block": {"d": "b", "t": "g"}},
            {"goto": "end"},
        ],
        cards=[tree, ward],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    # the tree took none of the giant's 3; the warded bear dealt and took none
    assert [o.card.name for o in game.permanents("Борис")] == ["Test Tree", "Grizzly Bears"]
    assert all(o.damage == 0 for o in game.permanents("Борис"))
    assert all(o.damage == 0 for o in game.permanents("Алиса") if o.card.name == "Grizzly Bears")


def test_skip_your_draw_step_and_your_next_untap_step():
    """614.1b: a skipped step does not happen (no draw); "you skip your next untap step" is
    used up on the next one (614.10)."""
    necro = compiled("Test Necro", "Skip your draw step.", types=("Enchantment",))
    ox = compiled(
        "Test Ox",
        "{2}: Test Ox gets +2/+2 until end of turn. You skip your next untap step.",
        power="2",
        toughness="2",
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [necro, ox],
                "players": {
                    "Алиса": {
                        "battlefield": ["Test Necro", {"card": "Test Ox", "id": "o"}]
                        + ["Forest"] * 2,
                        "library": 10,
                    },
                    "Борис": {"library": 10},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"activate": "o", "by": "Алиса"},
                    {"resolve": "all"},
                    {"goto": {"step": "main1", "turn": 5}},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    game = result.game
    assert len(game.player("Алиса").zones["hand"]) == 0  # no draw in turn 5
    assert all(o.tapped for o in game.permanents("Алиса") if o.card.name == "Forest")


def test_a_delayed_draw_at_the_beginning_of_the_next_turns_upkeep():
    """603.7: the delayed ability triggers at the next upkeep — the opponent's turn's."""
    seer = compiled(
        "Test Seer",
        "When Test Seer enters the battlefield, draw a card at the beginning of the next "
        "turn's upkeep.",
        power="1",
        toughness="1",
    )

    def hand_at(goto):
        result = play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [seer],
                    "players": {
                        "Алиса": {
                            "hand": ["Test Seer"],
                            "battlefield": ["Plains"] * 2,
                            "library": 5,
                        },
                        "Борис": {"library": 5},
                    },
                    "turn": {"active": "Алиса", "step": "main1", "number": 3},
                    "actions": [
                        {"cast": "Test Seer", "by": "Алиса"},
                        {"resolve": "all"},
                        {"goto": goto},
                    ],
                },
                allow_unicode=True,
            )
        )
        assert result.refusal is None, result.refusal
        return len(result.game.player("Алиса").zones["hand"])

    assert hand_at("end") == 0  # not in this turn
    assert hand_at({"step": "draw", "turn": 4}) == 1  # drawn in Борис's upkeep


def test_at_the_beginning_of_the_next_end_step_sacrifice_it():
    """603.7: "it" of the delayed ability is the creating spell's target."""
    rage = compiled(
        "Test Rage",
        "Target creature gets +2/+0 and gains haste until end of turn. At the beginning of "
        "the next end step, sacrifice it.",
        types=("Sorcery",),
    )
    assert rage["spell"]["effects"][-1]["delayed"]["that"] == "target"
    result = cast_run(
        ["Test Rage"],
        ["Mountain", "Mountain", {"card": "Grizzly Bears", "id": "b"}],
        [],
        [
            {"cast": "Test Rage", "by": "Алиса", "targets": ["b"]},
            {"resolve": "all"},
            {"goto": "cleanup"},
        ],
        cards=[rage],
    )
    assert result.refusal is None, result.refusal
    from tests.engine_helpers import names

    assert names(result.game, "Алиса", "graveyard") == ["Grizzly Bears", "Test Rage"]


def test_return_to_the_battlefield_then_it_gains_haste_and_is_exiled_at_end_step():
    """400.7: "it" after "return target creature card … to the battlefield" is the new
    permanent — it gets haste, and the delayed ability exiles that permanent."""
    whip = compiled(
        "Test Whip",
        "Return target creature card from your graveyard to the battlefield. It gains haste "
        "until end of turn. Exile it at the beginning of the next end step.",
        types=("Sorcery",),
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [whip],
                "players": {
                    "Алиса": {
                        "hand": ["Test Whip"],
                        "graveyard": [{"card": "Hill Giant", "id": "g"}],
                        "battlefield": ["Swamp", "Swamp"],
                    },
                    "Борис": {},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"cast": "Test Whip", "by": "Алиса", "targets": ["g"]},
                    {"resolve": "all"},
                    {"attack": {"Hill Giant": "Борис"}},
                    {"goto": "cleanup"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 17
    from tests.engine_helpers import names

    assert names(result.game, "Алиса", "exile") == ["Hill Giant"]


def test_how_many_creatures_may_block_an_attacker():
    """509.1b: "can't be blocked except by two or more creatures" (Menace in later Oracle
    text) and "can't be blocked by more than one creature" restrict the whole declaration."""
    runner = compiled("Test Runner", "Menace", power="3", toughness="2")
    assert runner["keywords"] == ["Can't be blocked except by two or more creatures"]
    krushok = compiled(
        "Test Krushok",
        "Test Krushok can't be blocked by more than one creature.",
        power="3",
        toughness="3",
    )

    def block(attacker, blocks):
        result = run(
            [{"card": attacker, "id": "a"}],
            [{"card": "Grizzly Bears", "id": "x"}, {"card": "Grizzly Bears", "id": "y"}],
            [{"attack": {"a": "Борис"}}, {"block": blocks}],
            cards=[runner, krushok],
        )
        return result.refusal.error.rules if result.refusal is not None else ()

    assert "509.1b" in block("Test Runner", {"x": "a"})
    assert block("Test Runner", {"x": "a", "y": "a"}) == ()
    assert block("Test Krushok", {"x": "a"}) == ()
    assert "509.1b" in block("Test Krushok", {"x": "a", "y": "a"})


def test_whenever_you_cast_a_spirit_or_arcane_spell():
    """603.2: the cast trigger sees a spell with either subtype."""
    kami = compiled(
        "Test Kami",
        "Whenever you cast a Spirit or Arcane spell, you gain 1 life.",
        power="1",
        toughness="1",
    )
    arcane = compiled("Test Ray", "You gain 2 life.", types=("Instant",), subtypes=["Arcane"])
    plain = compiled("Test Balm", "You gain 2 life.", types=("Instant",))

    def life(spell):
        result = cast_run(
            [spell],
            [{"card": "Test Kami"}, "Plains", "Plains"],
            [],
            [{"cast": spell, "by": "Алиса"}, {"resolve": "all"}],
            cards=[kami, arcane, plain],
        )
        assert result.refusal is None, result.refusal
        return result.game.player("Алиса").life

    assert life("Test Ray") == 23
    assert life("Test Balm") == 22


def test_search_for_a_permanent_card_with_converted_mana_cost_n_or_less():
    """701.15a: the search finds only a card of the stated quality (here: a Rebel permanent
    card with converted mana cost 3 or less); the card that is too expensive stays."""
    recruiter = compiled(
        "Test Recruiter",
        "{2}, {T}: Search your library for a Rebel permanent card with converted mana cost 3 "
        "or less, put it onto the battlefield, then shuffle your library.",
        power="1",
        toughness="1",
    )
    big = {
        "name": "Test Big Rebel",
        "cost": "{4}{W}",
        "types": ["Creature"],
        "subtypes": ["Human", "Rebel"],
        "power": 4,
        "toughness": 4,
    }
    small = {**big, "name": "Test Small Rebel", "cost": "{1}{W}", "power": 2, "toughness": 2}
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [recruiter, big, small],
                "players": {
                    "Алиса": {
                        "battlefield": [{"card": "Test Recruiter", "id": "r"}, "Plains", "Plains"],
                        "library": ["Test Big Rebel", "Test Small Rebel", "Plains"],
                    },
                    "Борис": {},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [{"activate": "r", "by": "Алиса"}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    from tests.engine_helpers import kinds, names

    assert "Test Small Rebel" in names(result.game, "Алиса", "battlefield")
    assert "Test Big Rebel" not in names(result.game, "Алиса", "battlefield")
    assert kinds(result).count("library_shuffled") == 1  # the search's own shuffle, once


def test_sacrifice_it_unless_you_pay_a_cost_in_words():
    """608.2d, 117.12: "sacrifice it unless you discard a card" — paid (by default, when it
    can be) or the creature is sacrificed."""
    hound = compiled(
        "Test Hound",
        "When Test Hound enters the battlefield, sacrifice it unless you discard a card.",
        power="3",
        toughness="3",
    )
    from tests.engine_helpers import names

    def after(hand, answer=None):
        actions = [{"cast": "Test Hound", "by": "Алиса"}, {"resolve": "all"}]
        if answer is not None:  # the triggered ability's answer
            actions.insert(0, {"choose": {"pay": answer}})
        result = cast_run(
            ["Test Hound", *hand],
            ["Forest", "Forest"],
            [],
            actions,
            cards=[hound],
        )
        assert result.refusal is None, result.refusal
        return names(result.game, "Алиса", "graveyard")

    assert after(["Grizzly Bears"]) == ["Grizzly Bears"]  # discarded, the hound stays
    assert after([]) == ["Test Hound"]  # nothing to discard: sacrificed
    assert after(["Grizzly Bears"], answer=False) == ["Test Hound"]


SWORD = compiled(
    "Test Sword",
    "You may choose not to untap Test Sword during your untap step.\n"
    "{1}, {T}: Target creature gets +2/+0 for as long as Test Sword remains tapped.",
    types=("Artifact",),
)


def _sword(answer=None):
    actions = [
        {"activate": "s", "by": "Алиса", "targets": ["b"]},
        {"resolve": "all"},
        {"goto": {"step": "upkeep", "turn": 5}},
    ]
    if answer is not None:
        actions.insert(2, {"choose": {"keep_tapped": answer}})
    result = run(
        [{"card": "Test Sword", "id": "s"}, "Forest", {"card": "Grizzly Bears", "id": "b"}],
        [],
        actions,
        cards=[SWORD],
    )
    assert result.refusal is None, result.refusal
    game = result.game
    (bears,) = [o for o in game.permanents("Алиса") if o.card.name == "Grizzly Bears"]
    (sword,) = [o for o in game.permanents("Алиса") if o.card.name == "Test Sword"]
    from mtgjudge.engine.characteristics import characteristics

    return characteristics(game, bears).power, sword.tapped


def test_for_as_long_as_it_remains_tapped_and_the_choice_not_to_untap():
    """611.2b: the effect lasts while the source stays tapped; 502.2: its controller may
    choose not to untap it (by default he keeps it tapped while an effect of its depends on
    it); untapping it ends the effect."""
    assert _sword() == (4, True)
    assert _sword(answer=["s"]) == (4, True)
    assert _sword(answer=[]) == (2, False)


def test_it_doesnt_untap_for_as_long_as_the_source_remains_tapped():
    tick = compiled(
        "Test Tick",
        "{1}, {T}: Tap target artifact. It doesn't untap during its controller's untap step "
        "for as long as Test Tick remains tapped.",
        power="1",
        toughness="1",
    )
    result = run(
        [{"card": "Test Tick", "id": "t"}, "Forest"],
        [{"card": "Ornithopter", "id": "m"}],
        [
            {"activate": "t", "by": "Алиса", "targets": ["m"]},
            {"resolve": "all"},
            {"goto": {"step": "upkeep", "turn": 4}},
        ],
        cards=[tick],
    )
    assert result.refusal is None, result.refusal
    assert _tapped(result, "Борис", "Ornithopter")  # Борис's untap step: stays tapped
    later = run(
        [{"card": "Test Tick", "id": "t"}, "Forest"],
        [{"card": "Ornithopter", "id": "m"}],
        [
            {"activate": "t", "by": "Алиса", "targets": ["m"]},
            {"resolve": "all"},
            {"goto": {"step": "upkeep", "turn": 6}},
        ],
        cards=[tick],
    )
    assert later.refusal is None, later.refusal
    # Алиса's tick untapped in turn 5 (it has no "may choose not to untap"): the effect ended
    assert not _tapped(later, "Борис", "Ornithopter")


def test_at_the_beginning_of_the_upkeep_of_enchanted_creatures_controller():
    """603.2: the Aura's ability triggers on the upkeep of the enchanted creature's
    controller only ("that player" is that player), whoever controls the Aura."""
    curse = compiled(
        "Test Curse",
        "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, "
        "Test Curse deals 2 damage to that player.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    result = run(
        [{"card": "Test Curse", "attached_to": "b"}],
        [{"card": "Grizzly Bears", "id": "b"}],
        [{"goto": {"step": "draw", "turn": 5}}],
        cards=[curse],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 18  # his upkeep (turn 4)
    assert result.game.player("Алиса").life == 20  # not in hers (turn 5)


def test_when_enchanted_creature_dies_return_that_card_under_your_control():
    """603.6d: the Aura looks back at the creature it enchanted; 400.7d: "that card" is the
    card in the graveyard."""
    pact = compiled(
        "Test Pact",
        "Enchant creature\n"
        "When enchanted creature dies, return that card to the battlefield under your control.",
        types=("Enchantment",),
        subtypes=["Aura"],
    )
    shock = compiled(
        "Test Shock", "Test Shock deals 2 damage to target creature.", types=("Instant",)
    )
    result = cast_run(
        ["Test Shock"],
        [{"card": "Test Pact", "attached_to": "b"}, "Mountain", "Mountain"],
        [{"card": "Grizzly Bears", "id": "b"}],
        [{"cast": "Test Shock", "by": "Алиса", "targets": ["b"]}, {"resolve": "all"}],
        cards=[pact, shock],
    )
    assert result.refusal is None, result.refusal
    from tests.engine_helpers import names

    assert "Grizzly Bears" in names(result.game, "Алиса", "battlefield")
    assert names(result.game, "Алиса", "graveyard") == ["Test Pact", "Test Shock"]


def test_put_target_creature_on_top_of_its_owners_library_and_must_block():
    """400.7: the creature becomes a new card on top of its owner's library; 509.1c: "target
    creature blocks CARDNAME this turn if able"."""
    spell = compiled(
        "Test Tuck", "Put target creature on top of its owner's library.", types=("Instant",)
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [spell],
                "players": {
                    "Алиса": {"hand": ["Test Tuck"], "battlefield": ["Island", "Island"]},
                    "Борис": {
                        "battlefield": [{"card": "Grizzly Bears", "id": "b"}],
                        "library": ["Forest", "Forest"],
                    },
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [
                    {"cast": "Test Tuck", "by": "Алиса", "targets": ["b"]},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    library = result.game.player("Борис").zones["library"]  # top first
    assert [result.game.obj(i).card.name for i in library] == ["Grizzly Bears", "Forest", "Forest"]
    lure = compiled(
        "Test Lure",
        "{G}: Target creature blocks Test Lure this turn if able.",
        power="2",
        toughness="2",
    )
    assert lure["abilities"][0]["effects"] == [{"must_block": "target"}]


def test_you_have_no_maximum_hand_size():
    """402.2, 514.1: with "You have no maximum hand size" nothing is discarded in cleanup."""
    book = compiled("Test Book", "You have no maximum hand size.", types=("Artifact",))

    def hand_after(battlefield):
        result = play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [book],
                    "players": {
                        "Алиса": {"hand": ["Island"] * 9, "battlefield": battlefield},
                        "Борис": {"library": 5},
                    },
                    "turn": {"active": "Алиса", "step": "main2", "number": 3},
                    "actions": [{"goto": {"step": "upkeep", "turn": 4}}],
                },
                allow_unicode=True,
            )
        )
        assert result.refusal is None, result.refusal
        return len(result.game.player("Алиса").zones["hand"])

    assert hand_after(["Test Book"]) == 9
    assert hand_after([]) == 7


KEEP = """
title: t
cards:
  - name: Test Sword
    name_ru: Тестовый Меч
    cost: "{3}"
    types: [Artifact]
    keywords: ["You may choose not to untap it during your untap step"]
players:
  Алиса:
    battlefield: [{card: Test Sword, tapped: true}, {card: Island, tapped: true}]
  Борис: {}
turn: {active: Алиса, step: main1, number: 3}
actions:
  - choose: {keep_tapped: [%s]}
  - goto: {step: upkeep, turn: 5}
"""


def test_502_2_keep_tapped_names_the_permanent_by_its_russian_name_too():
    from .engine_helpers import play

    r = play(KEEP % "Тестовый Меч")
    (sword,) = [o for o in r.game.permanents("Алиса") if o.card.name == "Test Sword"]
    assert sword.tapped  # the Russian printed name was not matched before (it untapped)


def test_502_2_keep_tapped_naming_a_permanent_without_the_choice_is_a_file_error():
    import pytest

    from mtgjudge.scenario.model import ScenarioError

    from .engine_helpers import play

    with pytest.raises(ScenarioError, match="keep_tapped: «Island» — не перманент"):
        play(KEEP % "Island")
