"""General templates up to 2015 (family ``general_templates``, helper "general" of 2026-12-06):
clash (701.20), Arrest and kin (602.5), "deals combat damage to a creature" (603.2c)."""

from __future__ import annotations

import yaml

from mtgjudge.cards.oracle.compiler import compile_card
from tests.engine_helpers import play, scenario
from tests.test_oracle_mechanisms import compiled


def game(hand, battlefield_a, battlefield_b, actions, cards=(), library_a=(), library_b=()):
    """Алиса's main phase of turn 3, with the given hand, permanents and libraries."""
    return scenario(
        {"hand": list(hand), "battlefield": battlefield_a, "library": list(library_a)},
        {"battlefield": battlefield_b, "library": list(library_b)},
        actions,
        cards,
    )


def zone(result, player, name):
    g = result.game
    return [g.obj(i).name for i in g.player(player).zones[name]]


def refused(name, text, types=("Creature",)):
    entry = {
        "name": name,
        "layout": "normal",
        "faces": [{"types": list(types), "text": text, "manaCost": "{2}"}],
    }
    return compile_card(entry).status != "full"


# -- clash (701.20) ---------------------------------------------------------------------------

ANTS = compiled(
    "Test Ants",
    "Test Ants deals 1 damage to target creature or player. Clash with an opponent. If you "
    "win, return Test Ants to its owner's hand.",
    types=("Sorcery",),
)


def test_clash_compiles_to_the_engines_verb():
    assert ANTS["spell"]["effects"] == [
        {"damage": 1, "to": "target"},
        {"clash": "opponent", "if_win": [{"return_to_hand": "self"}]},
    ]


def test_a_clash_won_returns_the_resolving_spell_to_its_owners_hand():
    """701.20c: Алиса's card costs more; 608.2j: the spell leaves the stack and still
    resolves fully, and it is not put into the graveyard (608.2k)."""
    result = game(
        ["Test Ants"],
        ["Mountain"] * 2,
        [],
        [{"cast": "Test Ants", "targets": ["Борис"]}, {"resolve": "all"}],
        cards=[ANTS],
        library_a=["Shivan Dragon"],
        library_b=["Grizzly Bears"],
    )
    assert result.refusal is None
    assert zone(result, "Алиса", "hand") == ["Test Ants"]
    assert zone(result, "Алиса", "graveyard") == []
    assert result.game.player("Борис").life == 19


def test_a_clash_lost_does_nothing_more():
    result = game(
        ["Test Ants"],
        ["Mountain"] * 2,
        [],
        [{"cast": "Test Ants", "targets": ["Борис"]}, {"resolve": "all"}],
        cards=[ANTS],
        library_a=["Grizzly Bears"],
        library_b=["Shivan Dragon"],
    )
    assert zone(result, "Алиса", "graveyard") == ["Test Ants"]


def test_if_you_win_without_a_clash_is_refused():
    assert refused("Test Win", "If you win, draw a card.", types=("Sorcery",))


# -- Arrest and kin (602.5) ---------------------------------------------------------------------

ARREST = compiled(
    "Test Arrest",
    "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities "
    "can't be activated.",
    types=("Enchantment",),
    subtypes=["Aura"],
)
FETTERS = compiled(
    "Test Fetters",
    "Enchant permanent\nEnchanted permanent can't attack or block, and its activated abilities "
    "can't be activated unless they're mana abilities.",
    types=("Enchantment",),
    subtypes=["Aura"],
)


def test_arrest_grants_the_restrictions_to_the_enchanted_creature():
    assert ARREST["static"] == [
        {
            "grant": ["Can't attack", "Can't block", "Its activated abilities can't be activated"],
            "affects": {"enchanted": True},
        }
    ]


def _activate_under(aura, permanent, action):
    return game(
        [aura],
        [{"card": "Plains"}, {"card": "Plains"}],
        [{"card": permanent}],
        [
            {"cast": aura, "targets": [permanent]},
            {"resolve": "all"},
            {"pass": 1},
            {"by": "Борис", "activate": permanent, **action},
        ],
        cards=[ARREST, FETTERS],
    )


def test_an_arrested_creatures_abilities_cant_be_activated_mana_abilities_too():
    for permanent, action in (
        ("Prodigal Sorcerer", {"targets": ["Алиса"]}),
        ("Llanowar Elves", {}),
    ):
        result = _activate_under("Test Arrest", permanent, action)
        assert result.refusal is not None
        assert "602.5" in result.refusal.error.rules


def test_unless_theyre_mana_abilities_spares_the_mana_abilities():
    result = _activate_under("Test Fetters", "Llanowar Elves", {})
    assert result.refusal is None
    assert result.game.player("Борис").mana_pool.get("G") == 1
    result = _activate_under("Test Fetters", "Prodigal Sorcerer", {"targets": ["Алиса"]})
    assert result.refusal is not None


def test_arrest_kin_round_trip():
    for text in (
        "Enchanted creature can't block, and its activated abilities can't be activated.",
        "Enchanted creature gets -1/-1, and its activated abilities can't be activated.",
        "Enchanted creature's activated abilities can't be activated.",
        "Enchanted artifact can't attack or block, and its activated abilities can't be activated.",
    ):
        compiled("Test Aura", text, types=("Enchantment",), subtypes=["Aura"])
    assert refused(
        "Test Aura", "Enchanted creature's activated abilities can't be activated this turn."
    )


# -- "deals combat damage to a creature" (603.2c) -------------------------------------------

REAVER = compiled(
    "Test Reaver",
    "Whenever Test Reaver deals combat damage to a creature, tap that creature and it doesn't "
    "untap during its controller's next untap step.",
    power="3",
    toughness="2",
)


def test_that_creature_is_the_creature_dealt_damage():
    assert REAVER["triggers"][0]["when"] == "deals_combat_damage_to_creature"
    assert REAVER["triggers"][0]["effects"][0] == {"tap": "that"}


def test_the_creature_dealt_combat_damage_is_tapped_and_stays_tapped():
    """The Reaver dies in the same combat damage step; its ability still resolves (603.10)."""
    result = game(
        [],
        [{"card": "Test Reaver", "id": "r"}],
        [{"card": "Craw Wurm", "id": "w"}],
        [
            {"attack": {"r": "Борис"}},
            {"block": {"w": "r"}},
            {"goto": {"step": "main1", "turn": 4}},
        ],
        cards=[REAVER],
    )
    assert result.refusal is None
    wurm = next(o for o in result.game.permanents() if o.name == "Craw Wurm")
    assert wurm.tapped
    assert zone(result, "Алиса", "graveyard") == ["Test Reaver"]


def test_a_bare_it_after_the_event_is_refused():
    assert refused(
        "Test Imp",
        "Whenever Test Imp deals combat damage to a creature, destroy it.",
    )


# -- blocking events and "at end of combat" (603.2, 603.7, 511.2) ----------------------------

RECLUSE = compiled(
    "Test Recluse",
    "Whenever Test Recluse blocks or becomes blocked by a nonblack creature, destroy that "
    "creature at end of combat.",
    power="2",
    toughness="4",
)
BEHEMOTH = compiled(
    "Test Behemoth",
    "When Test Behemoth attacks or blocks, return it to its owner's hand at end of combat.",
    power="7",
    toughness="1",
)


def test_blocks_or_becomes_blocked_by_a_filtered_creature_is_two_triggers():
    first, second = RECLUSE["triggers"]
    assert (first["when"], second["when"]) == ("blocks_a_creature", "becomes_blocked_by")
    assert first["of"] == second["of"] == {"not_colors": ["black"]}
    delayed = first["effects"][0]["delayed"]
    assert delayed["at"] == "end_of_combat" and delayed["effects"] == [{"destroy": "that"}]


def test_the_blocked_creature_is_destroyed_at_end_of_combat_and_it_returns_the_source():
    """603.7: the delayed abilities trigger at end of combat (511.2), even though the
    Recluse died in the combat damage step; "it" of the Behemoth's ability is the Behemoth."""
    result = game(
        [],
        [{"card": "Craw Wurm", "id": "w"}, {"card": "Test Behemoth", "id": "q"}],
        [{"card": "Test Recluse", "id": "r"}],
        [{"attack": {"w": "Борис", "q": "Борис"}}, {"block": {"r": "w"}}, {"goto": "main2"}],
        cards=[RECLUSE, BEHEMOTH],
    )
    assert result.refusal is None
    assert [o.name for o in result.game.permanents()] == []
    assert zone(result, "Алиса", "hand") == ["Test Behemoth"]
    assert "Craw Wurm" in zone(result, "Алиса", "graveyard")


def test_a_black_blocker_does_not_trigger_the_nonblack_filter():
    result = game(
        [],
        [{"card": "Test Recluse", "id": "r"}],
        [{"card": "Vampire Bats", "id": "v"}],
        [{"attack": {"r": "Борис"}}, {"block": {"v": "r"}}, {"goto": "main2"}],
        cards=[RECLUSE],
    )
    assert not any(e.kind == "delayed_trigger_created" for e in result.game.events)


def test_it_of_a_delayed_ability_about_another_creature_stays_refused():
    assert refused(
        "Test Medusa",
        "Whenever Test Medusa blocks a creature, destroy it at end of combat.",
    )


# -- "as though it weren't blocked" (510.1b) ----------------------------------------------------

WOLF = compiled(
    "Test Wolf",
    "You may have Test Wolf assign its combat damage as though it weren't blocked.",
    power="2",
    toughness="2",
)


def _wolf_blocked(answer):
    return game(
        [],
        [{"card": "Test Wolf", "id": "t"}],
        [{"card": "Craw Wurm", "id": "w"}],
        [
            {"attack": {"t": "Борис"}},
            {"block": {"w": "t"}},
            *([{"choose": {"assign": answer}}] if answer else []),
            {"goto": "main2"},
        ],
        cards=[WOLF],
    )


def test_the_controller_may_assign_all_damage_to_the_defending_player():
    assert WOLF["keywords"] == [
        "You may have it assign its combat damage as though it weren't blocked"
    ]
    result = _wolf_blocked({"t": {"player": 2}})
    assert result.refusal is None
    assert result.game.player("Борис").life == 18
    wurm = next(o for o in result.game.permanents() if o.name == "Craw Wurm")
    assert wurm.damage == 0


def test_without_an_answer_the_damage_goes_to_the_blocker():
    result = _wolf_blocked(None)
    assert result.game.player("Борис").life == 20
    assert next(o for o in result.game.permanents() if o.name == "Craw Wurm").damage == 2


def test_assigning_less_than_its_power_is_refused():
    assert "510.1a" in _wolf_blocked({"t": {"player": 1}}).refusal.error.rules


# -- "Attach CARDNAME to target creature" (701.3) -----------------------------------------------

UMBRA = compiled(
    "Test Umbra",
    "Enchant creature\nEnchanted creature has lifelink.\n"
    "{1}{W}: Attach Test Umbra to target creature you control.",
    types=("Enchantment",),
    subtypes=["Aura"],
)


def test_an_aura_moves_to_the_target_creature():
    result = game(
        [],
        [
            {"card": "Plains"},
            {"card": "Plains"},
            {"card": "Grizzly Bears", "id": "a"},
            {"card": "Craw Wurm", "id": "b"},
            {"card": "Test Umbra", "attached_to": "a"},
        ],
        [],
        [{"activate": "Test Umbra", "targets": ["b"]}, {"resolve": "all"}],
        cards=[UMBRA],
    )
    assert result.refusal is None
    g = result.game
    umbra = next(o for o in g.permanents() if o.name == "Test Umbra")
    assert g.obj(umbra.attached_to).name == "Craw Wurm"
    assert any(e.kind == "attached" for e in g.events)


def test_attach_cardname_to_it_is_refused_without_an_event_object():
    """ "it" after "attach CARDNAME to" is the trigger event's object (603.2; the entering
    creature of Stormrider Rig, tests/test_oracle_perms.py); an event without one: refused."""
    assert refused(
        "Test Sai",
        "When Test Sai enters the battlefield, you may attach Test Sai to it.",
        types=("Artifact",),
    )


# -- "… was spent to cast it" (601.2g) ----------------------------------------------------------

HERALD = compiled(
    "Test Herald",
    "When Test Herald enters the battlefield, sacrifice it unless {U} was spent to cast it.",
    power="2",
    toughness="1",
    manaCost="{2}{W}",
)
SCRAPPER = compiled(
    "Test Scrapper",
    "When Test Scrapper enters the battlefield, if {R} was spent to cast it, it gains haste "
    "until end of turn.",
    power="3",
    toughness="2",
    manaCost="{4}",
)


def _cast(card, pay):
    lands = [{"card": name, "id": f"l{i}"} for i, name in enumerate(pay)]
    return game(
        [card],
        lands,
        [],
        [{"cast": card, "pay": [f"l{i}" for i in range(len(pay))]}, {"resolve": "all"}],
        cards=[HERALD, SCRAPPER],
    )


def test_sacrificed_unless_blue_mana_was_spent():
    assert HERALD["triggers"][0]["effects"] == [
        {"sacrifice": "self", "if": {"mana_not_spent": "U"}}
    ]
    kept = _cast("Test Herald", ["Plains", "Island", "Island"])
    assert [o.name for o in kept.game.permanents() if o.name == "Test Herald"]
    gone = _cast("Test Herald", ["Plains", "Plains", "Plains"])
    assert zone(gone, "Алиса", "graveyard") == ["Test Herald"]


def test_an_intervening_if_of_mana_spent_is_checked_as_it_triggers():
    """603.4: without red mana the ability doesn't trigger at all."""
    assert SCRAPPER["triggers"][0]["if"] == {"mana_spent": "R"}
    from mtgjudge.engine.characteristics import characteristics

    red = _cast("Test Scrapper", ["Mountain", "Plains", "Plains", "Plains"])
    scrapper = next(o for o in red.game.permanents() if o.name == "Test Scrapper")
    assert "Haste" in characteristics(red.game, scrapper).keywords
    white = _cast("Test Scrapper", ["Plains"] * 4)
    kinds = [e.kind for e in white.game.events]
    assert "trigger_condition_false" in kinds and "ability_triggered" not in kinds


def test_mana_spent_needs_one_coloured_symbol():
    assert refused(
        "Test Savant",
        "When Test Savant enters the battlefield, if {2} was spent to cast it, draw a card.",
    )


# -- small instructions: extra turn, this turn's requirements, tap or untap, switch, bounce ------


def test_small_instructions_compile_to_the_engines_values():
    mastery = compiled(
        "Test Mastery", "Take an extra turn after this one. Exile Test Mastery.", types=("Sorcery",)
    )
    assert mastery["spell"]["effects"] == [{"extra_turn": 1}, {"exile": "self"}]
    taunt = compiled("Test Taunt", "Target creature attacks this turn if able.", types=("Sorcery",))
    assert taunt["spell"]["effects"] == [
        {"grant": ["Attacks each combat if able"], "to": "target", "until": "end_of_turn"}
    ]
    swarm = compiled(
        "Test Swarm",
        "{1}{G}: Test Swarm can block an additional creature this turn.",
        power="2",
        toughness="2",
    )
    assert swarm["abilities"][0]["effects"][0]["grant"] == ["Can block an additional creature"]
    face = compiled(
        "Test Face",
        "Switch target creature's power and toughness until end of turn.",
        types=("Instant",),
    )
    assert face["spell"]["effects"][0]["become"] == {"switch_pt": True}
    lion = compiled(
        "Test Lion",
        "When Test Lion enters the battlefield, return a creature you control to its owner's hand.",
        power="2",
        toughness="2",
    )
    assert lion["triggers"][0]["effects"] == [
        {"return_to_hand": {"one": {"types": ["Creature"], "controller": "you"}}}
    ]
    assert refused(
        "Test Lion",
        "When Test Lion enters the battlefield, return a creature to its owner's hand.",
    )


def test_a_spell_that_exiles_itself_goes_to_exile_not_to_the_graveyard():
    """608.2j: the card leaves the stack during its resolution and resolves fully."""
    mastery = compiled(
        "Test Mastery", "Take an extra turn after this one. Exile Test Mastery.", types=("Sorcery",)
    )
    result = game(
        ["Test Mastery"],
        ["Island"] * 2,
        [],
        [{"cast": "Test Mastery"}, {"resolve": "all"}],
        cards=[mastery],
    )
    assert result.refusal is None
    assert zone(result, "Алиса", "exile") == ["Test Mastery"]
    assert zone(result, "Алиса", "graveyard") == []
    assert len(result.game.extra_turns) == 1


# -- draw steps, damage to a player, "if CARDNAME is untapped" (603.2, 603.4, 504.2) ------------

MINE = compiled(
    "Test Mine",
    "At the beginning of each player's draw step, if Test Mine is untapped, that player draws "
    "an additional card.",
    types=("Artifact",),
)
SPECTER = compiled(
    "Test Specter",
    "Whenever Test Specter deals damage to a player, that player discards a card.",
    power="2",
    toughness="3",
)


def _draw_step(mine):
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [MINE],
                "players": {
                    "Алиса": {"battlefield": [mine], "library": ["Island"] * 5},
                    "Борис": {"library": ["Island"] * 5},
                },
                "turn": {"active": "Алиса", "step": "upkeep", "number": 3},
                "actions": [{"goto": "main1"}],
            },
            allow_unicode=True,
        )
    )


def test_each_players_draw_step_that_player_draws_an_additional_card():
    assert MINE["triggers"][0]["when"] == "each_draw_step"
    assert MINE["triggers"][0]["if"] == {"source_untapped": True}
    assert MINE["triggers"][0]["effects"] == [{"draw": 1, "player": "that_player"}]
    result = _draw_step({"card": "Test Mine"})
    assert result.refusal is None
    assert len(zone(result, "Алиса", "hand")) == 2
    tapped = _draw_step({"card": "Test Mine", "tapped": True})
    assert len(zone(tapped, "Алиса", "hand")) == 1


def test_damage_to_a_player_makes_that_player_discard():
    result = game(
        [],
        [{"card": "Test Specter", "id": "s"}],
        [],
        [{"attack": {"s": "Борис"}}, {"goto": "main2"}],
        cards=[SPECTER],
    )
    assert result.refusal is None
    assert result.game.player("Борис").life == 18
    assert any(e.kind == "ability_triggered" for e in result.game.events)


# -- a mana ability with "Activate this ability only if …" (602.5b) ---------------------------

ISLE = compiled(
    "Test Isle",
    "{T}: Add {1} to your mana pool.\n{T}: Add {U} or {B} to your mana pool. Activate this "
    "ability only if you control a Swamp.",
    types=("Land",),
)


def _pay_blue(lands):
    return game(
        ["Merfolk of the Pearl Trident"],
        lands,
        [],
        [{"cast": "Merfolk of the Pearl Trident"}],
        cards=[ISLE],
    )


def test_a_conditional_mana_ability_pays_only_when_its_condition_holds():
    assert ISLE["abilities"][1]["only_if"]
    assert _pay_blue([{"card": "Test Isle"}, {"card": "Swamp"}]).refusal is None
    assert _pay_blue([{"card": "Test Isle"}, {"card": "Mountain"}]).refusal is not None
    result = game(
        [],
        [{"card": "Test Isle"}, {"card": "Mountain"}],
        [],
        [{"activate": "Test Isle", "ability": 2}],
        cards=[ISLE],
    )
    assert "602.5b" in result.refusal.error.rules


# -- Lure (509.1c) --------------------------------------------------------------------------------

DECOY = compiled(
    "Test Decoy", "All creatures able to block Test Decoy do so.", power="2", toughness="2"
)


def _lure_blocks(blocks, tapped=False):
    return game(
        [],
        [{"card": "Test Decoy", "id": "d"}],
        [{"card": "Grizzly Bears", "id": "g"}, {"card": "Craw Wurm", "id": "w", "tapped": tapped}],
        [{"attack": {"d": "Борис"}}, {"block": blocks}],
        cards=[DECOY],
    )


def test_every_creature_able_to_block_the_lure_must_block_it():
    assert DECOY["keywords"] == ["All creatures able to block it do so"]
    assert _lure_blocks({"g": "d", "w": "d"}).refusal is None
    assert "509.1c" in _lure_blocks({"g": "d"}).refusal.error.rules
    assert "509.1c" in _lure_blocks({}).refusal.error.rules
    assert _lure_blocks({"g": "d"}, tapped=True).refusal is None  # a tapped one can't block


# -- "Whenever a creature dealt damage by CARDNAME this turn dies" ------------------------------

VAMPIRE = compiled(
    "Test Vampire",
    "Whenever a creature dealt damage by Test Vampire this turn dies, put a +1/+1 "
    "counter on Test Vampire.",
    power="4",
    toughness="4",
)


def test_a_creature_the_source_damaged_this_turn_dies():
    result = game(
        [],
        [{"card": "Test Vampire", "id": "v"}],
        [{"card": "Grizzly Bears", "id": "s"}],
        [{"attack": {"v": "Борис"}}, {"block": {"s": "v"}}, {"goto": "main2"}],
        cards=[VAMPIRE],
    )
    assert result.refusal is None
    vampire = next(o for o in result.game.permanents() if o.name == "Test Vampire")
    assert vampire.counters.get("+1/+1") == 1


def test_a_creature_dying_undamaged_by_the_source_does_not_trigger_it():
    result = game(
        ["Lightning Bolt"],
        [{"card": "Test Vampire", "id": "v"}, {"card": "Mountain"}],
        [{"card": "Grizzly Bears", "id": "g"}],
        [{"cast": "Lightning Bolt", "targets": ["g"]}, {"resolve": "all"}],
        cards=[VAMPIRE],
    )
    assert result.refusal is None
    vampire = next(o for o in result.game.permanents() if o.name == "Test Vampire")
    assert not vampire.counters.get("+1/+1")


# -- remove from combat (506.4), look at a hand, colorless, destroy all Islands ------------------

GUSTCLOAK = compiled(
    "Test Gustcloak",
    "Whenever Test Gustcloak becomes blocked, you may untap it and remove it from combat.",
    power="2",
    toughness="2",
)


def test_a_creature_removed_from_combat_deals_and_takes_no_combat_damage():
    assert GUSTCLOAK["triggers"][0]["effects"] == [
        {"may": [{"untap": "self"}, {"remove_from_combat": "self"}]}
    ]
    result = game(
        [],
        [{"card": "Test Gustcloak", "id": "t"}],
        [{"card": "Craw Wurm", "id": "w"}],
        [{"attack": {"t": "Борис"}}, {"block": {"w": "t"}}, {"goto": "main2"}],
        cards=[GUSTCLOAK],
    )
    assert result.refusal is None
    gust = next(o for o in result.game.permanents() if o.name == "Test Gustcloak")
    assert not gust.tapped and gust.damage == 0
    assert any(e.kind == "removed_from_combat_by_effect" for e in result.game.events)


def test_look_at_hand_colorless_and_destroy_all_islands_compile_and_play():
    probe = compiled("Test Probe", "Look at target player's hand. Draw a card.", types=("Sorcery",))
    assert probe["spell"]["effects"][0] == {"look_at_hand": "target"}
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [probe],
                "players": {
                    "Алиса": {
                        "hand": ["Test Probe"],
                        "battlefield": ["Island", "Island"],
                        "library": ["Forest"],
                    },
                    "Борис": {"hand": ["Shivan Dragon"]},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [{"cast": "Test Probe", "targets": ["Борис"]}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None
    looked = [e for e in result.game.events if e.kind == "hand_looked_at"]
    assert looked and looked[0].data["whose"] == "Борис"
    kavu = compiled(
        "Test Kavu", "{2}: Test Kavu becomes colorless until end of turn.", power="3", toughness="3"
    )
    assert kavu["abilities"][0]["effects"][0]["become"] == {"set_colors": []}
    boil = compiled("Test Boil", "Destroy all Islands.", types=("Instant",))
    assert boil["spell"]["effects"] == [{"destroy_all": {"subtypes": ["Island"]}}]


def test_a_non_subtype_adjective_filters_out_that_subtype():
    rend = compiled("Test Rend", "Destroy target non-Spirit creature.", types=("Instant",))
    assert rend["spell"]["targets"] == [
        {"kind": "creature", "filter": {"not_subtypes": ["Spirit"]}}
    ]


def test_you_may_have_x_do_y_is_what_the_player_may_do():
    arsonist = compiled(
        "Test Arsonist",
        "When Test Arsonist dies, you may have it deal 1 damage to target creature or player.",
        power="1",
        toughness="1",
    )
    assert arsonist["triggers"][0]["effects"] == [{"may": [{"damage": 1, "to": "target"}]}]
    blight = compiled(
        "Test Blight",
        "Whenever you cast an enchantment spell, you may have target creature get -2/-2 until end "
        "of turn.",
        types=("Enchantment",),
    )
    assert blight["triggers"][0]["effects"][0]["may"][0]["power"] == -2
    result = game(
        ["Lightning Bolt"],
        [{"card": "Mountain"}],
        [{"card": "Test Arsonist", "id": "a"}],
        [{"cast": "Lightning Bolt", "targets": ["a"]}, {"resolve": 1}, {"resolve": "all"}],
        cards=[arsonist],
    )
    assert result.refusal is None
    assert any(e.kind == "damage_dealt" and e.data.get("amount") == 1 for e in result.game.events)


# -- "attacks and isn't blocked" (509.1h), battalion (207.2c) -----------------------------------

NIGHTSTALKER = compiled(
    "Test Nightstalker",
    "Whenever Test Nightstalker attacks and isn't blocked, defending player discards a card.",
    power="2",
    toughness="2",
)
SKYJEK = compiled(
    "Test Skyjek",
    "Whenever Test Skyjek and at least two other creatures attack, Test Skyjek gains flying "
    "until end of turn.",
    power="3",
    toughness="1",
)


def test_an_unblocked_attacker_makes_the_defending_player_discard():
    assert NIGHTSTALKER["triggers"][0]["effects"] == [{"discard": 1, "player": "defending_player"}]

    def run(blockers):
        return play(
            yaml.safe_dump(
                {
                    "title": "t",
                    "cards": [NIGHTSTALKER],
                    "players": {
                        "Алиса": {"battlefield": [{"card": "Test Nightstalker", "id": "n"}]},
                        "Борис": {
                            "hand": ["Forest"],
                            "battlefield": [{"card": "Craw Wurm", "id": "w"}],
                        },
                    },
                    "turn": {"active": "Алиса", "step": "main1", "number": 3},
                    "actions": [{"attack": {"n": "Борис"}}, {"block": blockers}, {"goto": "main2"}],
                },
                allow_unicode=True,
            )
        )

    unblocked = run({})
    assert unblocked.refusal is None
    assert zone(unblocked, "Борис", "graveyard") == ["Forest"]
    blocked = run({"w": "n"})
    assert zone(blocked, "Борис", "hand") == ["Forest"]


def test_battalion_needs_two_other_attackers():
    def attack(n):
        attackers = [{"card": "Test Skyjek", "id": "s"}] + [
            {"card": "Grizzly Bears", "id": f"g{i}"} for i in range(n)
        ]
        return game(
            [],
            attackers,
            [],
            [{"attack": {a["id"]: "Борис" for a in attackers}}, {"goto": "declare_blockers"}],
            cards=[SKYJEK],
        )

    assert any(e.kind == "ability_triggered" for e in attack(2).game.events)
    assert not any(e.kind == "ability_triggered" for e in attack(1).game.events)
