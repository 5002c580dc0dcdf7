"""Counters and tokens of the 2015 Standard (helper "counters", issue 14): the Ordeals (a
sentence begun with "Then", a condition on the counters of the object "it" names, "when you
sacrifice ~"), "if that creature had a +1/+1 counter on it", … — each compiled, rendered back
to its text, played, and refused where the engine would play it otherwise."""

from __future__ import annotations

import yaml

from tests.engine_helpers import compiles as ok
from tests.engine_helpers import kinds, play, refused, scenario
from tests.test_oracle_mechanisms import compiled


def game(hand, battlefield_a, battlefield_b, actions, cards=(), library_a=(), step="main1"):
    """Алиса's turn 3, with the given hand and permanents."""
    return scenario(
        {
            "hand": list(hand),
            "battlefield": battlefield_a,
            "library": list(library_a) or ["Island"] * 5,
        },
        {"battlefield": battlefield_b, "library": ["Island"] * 5},
        actions,
        cards,
        step=step,
    )


def names(result, player, zone):
    g = result.game
    if zone == "battlefield":
        return sorted(o.card.name for o in g.permanents(player))
    return sorted(g.obj(i).name for i in g.player(player).zones[zone])


# -- the Ordeals (Theros) --------------------------------------------------------------------

ORDEAL_TEXT = (
    "Enchant creature\n"
    "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or "
    "more +1/+1 counters on it, sacrifice Test Ordeal.\n"
    "When you sacrifice Test Ordeal, you gain 10 life."
)
ORDEAL = compiled("Test Ordeal", ORDEAL_TEXT, types=("Enchantment",), subtypes=["Aura"])


def test_608_2c_then_if_it_has_n_counters_is_a_condition_on_that_creature():
    ((_, trigger),) = ok(
        "triggered",
        "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three "
        "or more +1/+1 counters on it, sacrifice CARDNAME.",
    )
    put, sacrifice = trigger["effects"]
    assert put["on"] == "that"
    assert sacrifice["sacrifice"] == "self"
    assert sacrifice["if"]["amount_at_least"]["amount"] == {
        "amount": "counters",
        "kind": "+1/+1",
        "object": "that",
    }
    assert sacrifice["if"]["amount_at_least"]["n"] == 3


def test_701_14a_when_you_sacrifice_this():
    ((_, trigger),) = ok("triggered", "When you sacrifice CARDNAME, draw two cards.")
    assert trigger["when"] == "you_sacrifice_this"
    assert ORDEAL["triggers"][1]["when"] == "you_sacrifice_this"


def _ordeal_attack(counters: int):
    return game(
        [],
        [
            {"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": counters}},
            {"card": "Test Ordeal", "attached_to": "bear"},
        ],
        [],
        [{"attack": {"bear": "Борис"}}, {"resolve": "all"}],
        cards=[ORDEAL],
    )


def test_608_2c_the_ordeal_stays_below_three_counters():
    result = _ordeal_attack(1)
    assert result.refusal is None, result.refusal
    bear = next(o for o in result.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    assert bear.counters == {"+1/+1": 2}
    assert "Test Ordeal" in names(result, "Алиса", "battlefield")
    assert result.game.player("Алиса").life == 20


def test_603_6c_the_ordeal_is_sacrificed_and_its_ability_looks_back():
    result = _ordeal_attack(2)
    assert result.refusal is None, result.refusal
    bear = next(o for o in result.game.permanents("Алиса") if o.card.name == "Grizzly Bears")
    assert bear.counters == {"+1/+1": 3}
    assert "Test Ordeal" in names(result, "Алиса", "graveyard")
    assert "sacrificed" in kinds(result)
    assert result.game.player("Алиса").life == 30


def test_701_14a_a_destroyed_ordeal_is_not_sacrificed():
    shatter = compiled("Test Shatter", "Destroy target enchantment.", types=("Instant",))
    result = game(
        ["Test Shatter"],
        [
            "Plains",
            "Plains",
            {"card": "Grizzly Bears", "id": "bear"},
            {"card": "Test Ordeal", "id": "ordeal", "attached_to": "bear"},
        ],
        [],
        [{"cast": "Test Shatter", "targets": ["ordeal"]}, {"resolve": "all"}],
        cards=[ORDEAL, shatter],
    )
    assert result.refusal is None, result.refusal
    assert "Test Ordeal" in names(result, "Алиса", "graveyard")
    assert result.game.player("Алиса").life == 20


# -- "if that creature had a +1/+1 counter on it" (Khans of Tarkir block) --------------------

SERPENT = compiled(
    "Test Rite",
    "Destroy target creature. If that creature had a +1/+1 counter on it, put a 1/1 green "
    "Snake creature token onto the battlefield.",
    types=("Sorcery",),
)


def _rite(counters: dict):
    return game(
        ["Test Rite"],
        ["Swamp", "Swamp"],
        [{"card": "Grizzly Bears", "id": "bear", "counters": counters}],
        [{"cast": "Test Rite", "targets": ["bear"]}, {"resolve": "all"}],
        cards=[SERPENT],
    )


def test_608_2g_the_destroyed_creature_had_a_counter():
    result = _rite({"+1/+1": 1})
    assert result.refusal is None, result.refusal
    assert names(result, "Борис", "graveyard") == ["Grizzly Bears"]
    assert names(result, "Алиса", "battlefield") == ["Snake", "Swamp", "Swamp"]


def test_608_2g_the_destroyed_creature_had_no_counter():
    result = _rite({})
    assert result.refusal is None, result.refusal
    assert names(result, "Алиса", "battlefield") == ["Swamp", "Swamp"]


def test_608_2c_then_that_creature_fights():
    ((_, spell),) = ok(
        "spell",
        "Put a +1/+1 counter on target creature you control. Then that creature fights target "
        "creature you don't control.",
    )
    put, fight = spell["effects"]
    assert put["on"] == "target" and fight["fight"] == "target" and fight["with"] == "target:2"


def test_608_2c_n_or_more_needs_two():
    refused(
        "triggered",
        "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has one or "
        "more +1/+1 counters on it, sacrifice CARDNAME.",
    )


# -- entering with counters (614.1c) ----------------------------------------------------------

MASTODON = compiled(
    "Test Mastodon",
    "Test Mastodon enters the battlefield with a +1/+1 counter on it if you control a creature "
    "with power 4 or greater.",
    power="3",
    toughness="2",
    manaCost="{2}{G}",
)
ASPIRANT = compiled(
    "Test Aspirant",
    "Raid — Test Aspirant enters the battlefield with a +1/+1 counter on it if you attacked "
    "this turn.",
    power="3",
    toughness="2",
    manaCost="{1}{R}",
)
AVATAR = compiled(
    "Test Avatar",
    "Test Avatar enters the battlefield with a +1/+1 counter on it for each other creature you "
    "control with a +1/+1 counter on it.",
    power="3",
    toughness="2",
    manaCost="{G}",
)
SCAVENGER = compiled(
    "Test Scavenger",
    "Test Scavenger enters the battlefield with a number of +1/+1 counters on it equal to the "
    "number of creature cards in all graveyards.",
    power="0",
    toughness="0",
    manaCost="{G}",
)


def _cast(card, battlefield, cards, actions=None, graveyard_b=(), step="main1"):
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": list(cards),
                "players": {
                    "Алиса": {"hand": [card], "battlefield": battlefield},
                    "Борис": {"graveyard": list(graveyard_b)},
                },
                "turn": {"active": "Алиса", "step": step, "number": 3},
                "actions": actions or [{"cast": card}, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    (obj,) = [o for o in result.game.permanents("Алиса") if o.card.name == card]
    return obj


def test_614_1c_ferocious_enters_with_a_counter():
    lands = ["Forest"] * 3
    assert _cast("Test Mastodon", lands + ["Craw Wurm"], [MASTODON]).counters == {"+1/+1": 1}
    assert _cast("Test Mastodon", lands + ["Grizzly Bears"], [MASTODON]).counters == {}


def test_614_1c_raid_enters_with_a_counter_after_an_attack():
    lands = ["Mountain"] * 2
    actions = [
        {"attack": {"bear": "Борис"}},
        {"goto": "main2"},
        {"cast": "Test Aspirant"},
        {"resolve": "all"},
    ]
    bear = {"card": "Grizzly Bears", "id": "bear"}
    assert _cast("Test Aspirant", [*lands, bear], [ASPIRANT], actions).counters == {"+1/+1": 1}
    assert _cast("Test Aspirant", [*lands, bear], [ASPIRANT]).counters == {}


def test_614_1c_a_counter_for_each_other_creature_with_a_counter():
    ours = [
        "Forest",
        {"card": "Grizzly Bears", "counters": {"+1/+1": 2}},
        {"card": "Grizzly Bears", "counters": {"+1/+1": 1}},
        "Grizzly Bears",
    ]
    assert _cast("Test Avatar", ours, [AVATAR]).counters == {"+1/+1": 2}


def test_614_1c_counters_equal_to_creature_cards_in_all_graveyards():
    obj = _cast(
        "Test Scavenger",
        ["Forest"],
        [SCAVENGER],
        graveyard_b=["Grizzly Bears", "Craw Wurm", "Island"],
    )
    assert obj.counters == {"+1/+1": 2}


# -- groups and counts with counters; counters on several targets -----------------------------


def test_608_2c_a_counter_on_each_creature_you_control_with_a_counter():
    blessing = compiled(
        "Test Blessing",
        "Put a +1/+1 counter on each creature you control with a +1/+1 counter on it.",
        types=("Instant",),
        manaCost="{W}",
    )
    result = game(
        ["Test Blessing"],
        [
            "Plains",
            {"card": "Grizzly Bears", "id": "a", "counters": {"+1/+1": 1}},
            {"card": "Grizzly Bears", "id": "b"},
        ],
        [{"card": "Grizzly Bears", "id": "c", "counters": {"+1/+1": 1}}],
        [{"cast": "Test Blessing"}, {"resolve": "all"}],
        cards=[blessing],
    )
    assert result.refusal is None, result.refusal
    counters = sorted(
        (o.controller, o.counters.get("+1/+1", 0))
        for o in result.game.permanents()
        if o.card.name == "Grizzly Bears"
    )
    assert counters == [("Алиса", 0), ("Алиса", 2), ("Борис", 1)]


def test_611_3a_gets_for_each_other_creature_with_a_counter():
    sentinels = compiled(
        "Test Sentinels",
        "Test Sentinels gets +1/+1 for each other creature you control with a +1/+1 counter on it.",
        power="3",
        toughness="4",
    )
    result = game(
        [],
        [
            {"card": "Test Sentinels", "id": "s", "counters": {"+1/+1": 1}},
            {"card": "Grizzly Bears", "counters": {"+1/+1": 1}},
            "Grizzly Bears",
        ],
        [],
        [],
        cards=[sentinels],
    )
    assert result.refusal is None, result.refusal
    from mtgjudge.engine.characteristics import characteristics

    (s,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Sentinels"]
    ch = characteristics(result.game, s)
    assert (ch.power, ch.toughness) == (5, 6)  # 3/4, its own counter, one other with one


def test_608_2c_draw_a_card_if_you_control_a_creature_with_a_counter():
    ((_, trigger),) = ok(
        "triggered",
        "When CARDNAME enters the battlefield, draw a card if you control a creature with a "
        "+1/+1 counter on it.",
    )
    (draw,) = trigger["effects"]
    assert draw["draw"] == 1
    assert draw["if"] == {"you_control": {"types": ["Creature"], "with_counter": "+1/+1"}}
    assert "if" not in trigger  # not an intervening "if" (603.4)


def test_114_1_a_counter_on_each_of_up_to_three_target_creatures():
    reap = compiled(
        "Test Reap",
        "Put a +1/+1 counter on each of up to three target creatures.",
        types=("Instant",),
        manaCost="{G}",
    )
    result = game(
        ["Test Reap"],
        ["Forest", {"card": "Grizzly Bears", "id": "a"}, {"card": "Grizzly Bears", "id": "b"}],
        [],
        [{"cast": "Test Reap", "targets": ["a", "b"]}, {"resolve": "all"}],
        cards=[reap],
    )
    assert result.refusal is None, result.refusal
    assert [o.counters for o in result.game.permanents("Алиса") if o.card.name != "Forest"] == [
        {"+1/+1": 1},
        {"+1/+1": 1},
    ]


def test_608_2g_counters_equal_to_the_sacrificed_creatures_toughness():
    scourge = compiled(
        "Test Scourge",
        "{T}, Sacrifice another creature: Put a number of +1/+1 counters on Test Scourge equal "
        "to the sacrificed creature's toughness.",
        power="0",
        toughness="0",
    )
    result = game(
        [],
        [
            {"card": "Test Scourge", "id": "s", "counters": {"+1/+1": 2}},
            {"card": "Craw Wurm", "id": "w"},
        ],
        [],
        [{"activate": "s", "choose": {"sacrifice": "Craw Wurm"}}, {"resolve": "all"}],
        cards=[scourge],
    )
    assert result.refusal is None, result.refusal
    (s,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Scourge"]
    assert s.counters == {"+1/+1": 6}


# -- events, replacements and groups of counters and tokens ------------------------------------


def test_702_106a_whenever_you_activate_its_outlast_ability():
    herald = compiled(
        "Test Herald",
        "Outlast {2}{W}\nWhenever you activate Test Herald's outlast ability, put a 1/1 white "
        "Warrior creature token onto the battlefield.",
        power="1",
        toughness="2",
    )
    result = game(
        [],
        ["Plains", "Plains", "Plains", {"card": "Test Herald", "id": "h"}],
        [],
        [{"activate": "h"}, {"resolve": "all"}],
        cards=[herald],
    )
    assert result.refusal is None, result.refusal
    (h,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Herald"]
    assert h.counters == {"+1/+1": 1}
    assert "Warrior" in names(result, "Алиса", "battlefield")


def test_614_1a_that_many_plus_one_counters():
    scales = compiled(
        "Test Scales",
        "If one or more +1/+1 counters would be put on a creature you control, that many plus "
        "one +1/+1 counters are put on it instead.",
        types=("Enchantment",),
    )
    ((_, repl),) = ok(
        "replacement",
        "If one or more +1/+1 counters would be put on a creature you control, twice that many "
        "+1/+1 counters are put on it instead.",
    )
    assert repl["multiply"] == 2 and repl["of"] == {"types": ["Creature"], "controller": "you"}
    reap = compiled(
        "Test Reap",
        "Put a +1/+1 counter on each of up to three target creatures.",
        types=("Instant",),
        manaCost="{G}",
    )
    result = game(
        ["Test Reap"],
        ["Forest", "Test Scales", {"card": "Grizzly Bears", "id": "a"}],
        [{"card": "Grizzly Bears", "id": "b"}],
        [{"cast": "Test Reap", "targets": ["a", "b"]}, {"resolve": "all"}],
        cards=[scales, reap],
    )
    assert result.refusal is None, result.refusal
    bears = {
        o.controller: o.counters for o in result.game.permanents() if o.card.name == "Grizzly Bears"
    }
    assert bears == {"Алиса": {"+1/+1": 2}, "Борис": {"+1/+1": 1}}


def test_110_5_creature_tokens_get_minus_two():
    plague = compiled("Test Plague", "Creature tokens get -2/-2.", types=("Enchantment",))
    raise_ = compiled(
        "Test Raise",
        "Put two 2/2 black Zombie creature tokens onto the battlefield.",
        types=("Sorcery",),
        manaCost="{B}",
    )
    result = game(
        ["Test Raise"],
        ["Swamp", "Test Plague", "Grizzly Bears"],
        [],
        [{"cast": "Test Raise"}, {"resolve": "all"}],
        cards=[plague, raise_],
    )
    assert result.refusal is None, result.refusal
    assert names(result, "Алиса", "battlefield") == ["Grizzly Bears", "Swamp", "Test Plague"]


def test_608_2c_those_creatures_are_the_creatures_counted():
    call = compiled(
        "Test Call",
        "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures "
        "gain indestructible until end of turn.",
        types=("Instant",),
        manaCost="{G}",
    )
    result = game(
        ["Test Call"],
        [
            "Forest",
            {"card": "Grizzly Bears", "id": "a", "counters": {"+1/+1": 1}},
            {"card": "Grizzly Bears", "id": "b"},
        ],
        [],
        [{"cast": "Test Call"}, {"resolve": "all"}],
        cards=[call],
    )
    assert result.refusal is None, result.refusal
    from mtgjudge.engine.characteristics import characteristics

    assert len(result.game.player("Алиса").zones["hand"]) == 1
    tough = {
        o.alias or o.id: "Indestructible" in characteristics(result.game, o).keywords
        for o in result.game.permanents("Алиса")
        if o.card.name == "Grizzly Bears"
    }
    assert sorted(tough.values()) == [False, True]


def test_614_15_more_damage_to_a_creature_with_a_counter():
    bring = compiled(
        "Test Bring",
        "Test Bring deals 3 damage to target creature. If that creature has a +1/+1 counter on "
        "it, Test Bring deals 5 damage to it instead.",
        types=("Instant",),
        manaCost="{R}",
    )

    def cast(counters):
        return game(
            ["Test Bring"],
            ["Mountain"],
            [{"card": "Craw Wurm", "id": "w", "counters": counters}],  # 6/4
            [{"cast": "Test Bring", "targets": ["w"]}, {"resolve": "all"}],
            cards=[bring],
        )

    plain, countered = cast({}), cast({"+1/+1": 1})
    assert plain.refusal is None and countered.refusal is None
    assert names(plain, "Борис", "battlefield") == ["Craw Wurm"]
    assert names(countered, "Борис", "graveyard") == ["Craw Wurm"]  # 5 damage to a 7/5
    assert "self_replacement" in kinds(countered)


def test_611_2c_each_creature_with_a_counter_gains_trample():
    ((_, spell),) = ok(
        "spell",
        "Each creature you control with a +1/+1 counter on it gains trample until end of turn.",
    )
    (grant,) = spell["effects"]
    assert grant["to"] == {
        "all": {"types": ["Creature"], "controller": "you", "with_counter": "+1/+1"}
    }


# -- tokens that enter tapped, or tapped and attacking (110.2, 508.4) ---------------------------

ASCENDANCY = compiled(
    "Test Ascendancy",
    "Whenever a nontoken creature you control attacks, put a 1/1 red Goblin creature token "
    "onto the battlefield that's tapped and attacking.",
    types=("Enchantment",),
)


def test_508_4_a_token_put_onto_the_battlefield_attacking_deals_combat_damage():
    result = game(
        [],
        [{"card": "Grizzly Bears", "id": "bear"}, "Test Ascendancy"],
        [],
        [{"attack": {"bear": "Борис"}}, {"goto": "main2"}],
        cards=[ASCENDANCY],
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Борис").life == 17  # 2 from the bear, 1 from the Goblin
    (goblin,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Goblin"]
    assert goblin.tapped
    assert "put_attacking" in kinds(result)


def test_506_3b_a_token_put_attacking_outside_combat_is_not_attacking():
    horde = compiled(
        "Test Horde",
        "Put a 1/1 red Goblin creature token onto the battlefield that's tapped and attacking.",
        types=("Sorcery",),
        manaCost="{R}",
    )
    result = game(
        ["Test Horde"],
        ["Mountain"],
        [],
        [{"cast": "Test Horde"}, {"resolve": "all"}],
        cards=[horde],
    )
    assert result.refusal is None, result.refusal
    assert "not_attacking" in kinds(result)
    assert not result.game.attackers


def test_110_2_x_tapped_tokens():
    pits = compiled(
        "Test Pits",
        "Put X tapped 2/2 black Zombie creature tokens onto the battlefield.",
        types=("Instant",),
        manaCost="{X}{X}{B}{B}",
    )
    result = game(
        ["Test Pits"],
        ["Swamp"] * 6,
        [],
        [{"cast": "Test Pits", "x": 2}, {"resolve": "all"}],
        cards=[pits],
    )
    assert result.refusal is None, result.refusal
    zombies = [o for o in result.game.permanents("Алиса") if o.card.name == "Zombie"]
    assert len(zombies) == 2 and all(z.tapped for z in zombies)


def test_107_3_remove_x_counters_as_a_cost():
    sadist = compiled(
        "Test Sadist",
        "{2}{B}, {T}, Remove X +1/+1 counters from Test Sadist: It deals X damage to target "
        "creature.",
        power="1",
        toughness="1",
    )
    result = game(
        [],
        ["Swamp"] * 3 + [{"card": "Test Sadist", "id": "s", "counters": {"+1/+1": 3}}],
        [{"card": "Grizzly Bears", "id": "bear"}],
        [{"activate": "s", "x": 2, "targets": ["bear"]}, {"resolve": "all"}],
        cards=[sadist],
    )
    assert result.refusal is None, result.refusal
    (s,) = [o for o in result.game.permanents("Алиса") if o.card.name == "Test Sadist"]
    assert s.counters == {"+1/+1": 1}
    assert names(result, "Борис", "graveyard") == ["Grizzly Bears"]


# -- "if you / an opponent lost life last turn" (603.4, 118.3, 118.4) ---------------------------

RESPONSE = compiled(
    "Test Response",
    "At the beginning of each upkeep, if you lost life last turn, put a 1/1 white Soldier "
    "creature token onto the battlefield.",
    types=("Enchantment",),
)
FEAST = compiled(
    "Test Feast",
    "At the beginning of each upkeep, if an opponent lost life last turn, put a +1/+1 counter "
    "on target creature you control.",
    types=("Enchantment",),
)
PAIN = compiled("Test Pain", "Pay 2 life: You gain 1 life.", types=("Artifact",))


def _next_upkeep(actions):
    return game(
        [],
        [
            "Mountain",
            "Test Response",
            "Test Feast",
            "Test Pain",
            {"card": "Grizzly Bears", "id": "bear"},
        ],
        [],
        [*actions, {"goto": {"step": "upkeep", "turn": 4}}, {"resolve": "all"}],
        cards=[RESPONSE, FEAST, PAIN],
    )


def test_118_4_paying_life_is_losing_life_last_turn():
    result = _next_upkeep([{"activate": "Test Pain"}, {"resolve": "all"}])
    assert result.refusal is None, result.refusal
    assert "Soldier" in names(result, "Алиса", "battlefield")
    bear = result.game.obj(result.game.aliases["bear"])
    assert bear.counters == {}  # no opponent lost life


def test_603_4_an_opponent_lost_life_last_turn():
    bolt = compiled(
        "Test Bolt",
        "Test Bolt deals 3 damage to target creature or player.",
        types=("Instant",),
        manaCost="{R}",
    )
    result = game(
        ["Test Bolt"],
        ["Mountain", "Test Response", "Test Feast", {"card": "Grizzly Bears", "id": "bear"}],
        [],
        [
            {"cast": "Test Bolt", "targets": ["Борис"]},
            {"resolve": "all"},
            {"goto": {"step": "upkeep", "turn": 4}},
            {"resolve": "all"},
        ],
        cards=[RESPONSE, FEAST, bolt],
    )
    assert result.refusal is None, result.refusal
    assert result.game.obj(result.game.aliases["bear"]).counters == {"+1/+1": 1}
    assert "Soldier" not in names(result, "Алиса", "battlefield")
    assert "trigger_condition_false" in kinds(result)


# -- counters put on a permanent as trigger events (121.2, 603.2c) ------------------------------

HOPLITE = compiled(
    "Test Hoplite",
    "Whenever a +1/+1 counter is put on Test Hoplite, remove a +1/+1 counter from target "
    "creature an opponent controls.",
    power="2",
    toughness="1",
)
SCALELORD = compiled(
    "Test Scalelord",
    "Whenever one or more +1/+1 counters are put on another creature you control, you may "
    "put a +1/+1 counter on Test Scalelord.",
    power="4",
    toughness="4",
)
GROWTH = compiled(
    "Test Growth",
    "Put two +1/+1 counters on target creature.",
    types=("Instant",),
    manaCost="{G}",
)


def test_603_2c_each_counter_put_on_it_triggers():
    result = game(
        ["Test Growth"],
        ["Forest", {"card": "Test Hoplite", "id": "h"}],
        [{"card": "Grizzly Bears", "id": "bear", "counters": {"+1/+1": 3}}],
        [{"cast": "Test Growth", "targets": ["h"]}, {"resolve": "all"}],
        cards=[HOPLITE, GROWTH],
    )
    assert result.refusal is None, result.refusal
    assert result.game.obj(result.game.aliases["bear"]).counters == {"+1/+1": 1}


def test_603_2_one_or_more_counters_on_another_creature_trigger_once():
    result = game(
        ["Test Growth"],
        ["Forest", {"card": "Test Scalelord", "id": "s"}, {"card": "Grizzly Bears", "id": "bear"}],
        [],
        [{"cast": "Test Growth", "targets": ["bear"]}, {"resolve": "all"}],
        cards=[SCALELORD, GROWTH],
    )
    assert result.refusal is None, result.refusal
    g = result.game
    assert g.obj(g.aliases["bear"]).counters == {"+1/+1": 2}
    assert g.obj(g.aliases["s"]).counters == {"+1/+1": 1}  # not again for its own counter


# -- "If …, counter that spell instead." (614.15) ----------------------------------------------

DENIAL = compiled(
    "Test Denial",
    "Counter target noncreature spell unless its controller pays {1}. If you control a "
    "creature with power 4 or greater, counter that spell instead.",
    types=("Instant",),
    manaCost="{U}",
)


def _denial(ours):
    shock = compiled(
        "Test Shock",
        "Test Shock deals 2 damage to target creature or player.",
        types=("Instant",),
        manaCost="{R}",
    )
    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [DENIAL, shock],
                "players": {
                    "Алиса": {"hand": ["Test Denial"], "battlefield": ["Island", *ours]},
                    "Борис": {"hand": ["Test Shock"], "battlefield": ["Mountain", "Mountain"]},
                },
                "turn": {"active": "Борис", "step": "main1", "number": 3},
                "actions": [
                    {"cast": "Test Shock", "targets": ["Алиса"]},
                    {"cast": "Test Denial", "targets": ["Test Shock"], "by": "Алиса"},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )


def test_608_2d_without_the_creature_the_controller_may_pay():
    result = _denial([])
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 18  # Boris paid {1}


def test_614_15_with_a_big_creature_the_spell_is_countered_without_asking():
    result = _denial(["Craw Wurm"])
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 20
    assert "payment_replaced" in kinds(result)


def test_110_5a_the_countered_spells_controller_puts_the_token():
    swan = compiled(
        "Test Swan",
        "Counter target enchantment, instant, or sorcery spell. Its controller puts a 2/2 blue "
        "Bird creature token with flying onto the battlefield.",
        types=("Instant",),
        manaCost="{U}",
    )
    shock = compiled(
        "Test Shock",
        "Test Shock deals 2 damage to target creature or player.",
        types=("Instant",),
        manaCost="{R}",
    )
    result = play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [swan, shock],
                "players": {
                    "Алиса": {"hand": ["Test Swan"], "battlefield": ["Island"]},
                    "Борис": {"hand": ["Test Shock"], "battlefield": ["Mountain"]},
                },
                "turn": {"active": "Борис", "step": "main1", "number": 3},
                "actions": [
                    {"cast": "Test Shock", "targets": ["Алиса"]},
                    {"cast": "Test Swan", "targets": ["Test Shock"], "by": "Алиса"},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )
    assert result.refusal is None, result.refusal
    assert result.game.player("Алиса").life == 20
    assert names(result, "Борис", "battlefield") == ["Bird", "Mountain"]
