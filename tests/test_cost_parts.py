"""Non-mana cost parts of 117.1 read from Oracle text (issue 12b, ``engine/cost_parts.py``):
each part is paid in full or the activation is refused and undone (601.2g, 602.2b)."""

from __future__ import annotations

from mtgjudge.cards.format import CardFormatError, card_from_dict, cost_in_words

from .engine_helpers import kinds, names, play

HEAD = """
title: t
players:
  Алиса:
    hand: %s
    graveyard: %s
    battlefield:
%s
    library: 10
  Борис:
    battlefield:
      - {card: Grizzly Bears, id: bear}
    library: 10
turn: {active: Алиса, step: main1, number: 3}
actions:
%s
"""


def _play(battlefield: list[str], actions: list[str], hand="[]", graveyard="[]"):
    field = "\n".join(f"      - {p}" for p in battlefield)
    return play(HEAD % (hand, graveyard, field, "\n".join(f"  - {a}" for a in actions)))


def _obj(r, alias):
    return next(o for o in r.game.objects.values() if o.alias == alias)


def test_remove_counters_pays_with_exactly_that_many_and_the_effect_happens():
    r = _play(
        ["{card: Deathspore Thallid, id: t, counters: {spore: 4}}"],
        ["{activate: t, ability: 1}", "resolve: all"],
    )
    assert r.refusal is None
    assert _obj(r, "t").counters == {"spore": 1}
    assert "Saproling" in names(r.game, "Алиса", "battlefield")


def test_remove_counters_refused_when_fewer_are_there_and_nothing_is_paid():
    r = _play(
        ["{card: Deathspore Thallid, id: t, counters: {spore: 2}}"],
        ["{activate: t, ability: 1}"],
    )
    assert r.refusal is not None and "121.1" in r.refusal.error.rules
    assert _obj(r, "t").counters == {"spore": 2}


def test_plus_one_counter_removed_as_a_cost_lowers_power():
    r = _play(
        ["{card: Spike Feeder, id: s, counters: {'+1/+1': 2}}", "Forest", "Forest"],
        ["{activate: s, ability: 1, targets: [bear]}", "resolve: all"],
    )
    assert r.refusal is None
    assert _obj(r, "s").counters == {"+1/+1": 1}
    assert _obj(r, "bear").counters == {"+1/+1": 1}


def test_tap_an_untapped_creature_ignores_summoning_sickness():
    # 302.6 restricts only {T}/{Q} costs of the creature itself: the Drum may tap a creature
    # that came under Alice's control this turn
    r = _play(
        ["{card: Springleaf Drum, id: drum}", "{card: Raging Goblin, id: g, sick: true}"],
        ["{activate: drum, ability: 1, choose: {color: G}}"],
    )
    assert r.refusal is None
    assert _obj(r, "g").tapped and _obj(r, "drum").tapped
    assert r.game.player("Алиса").mana_pool == {"G": 1}


def test_tap_an_untapped_creature_refused_without_one():
    r = _play(
        ["{card: Springleaf Drum, id: drum}", "{card: Raging Goblin, id: g, tapped: true}"],
        ["{activate: drum, ability: 1}"],
    )
    assert r.refusal is not None and "117.1" in r.refusal.error.rules
    assert not _obj(r, "drum").tapped


def test_exile_cards_from_graveyard_needs_enough_cards():
    ok = _play(
        ["{card: Grim Lavamancer, id: l}", "Mountain"],
        ["{activate: l, ability: 1, targets: [bear]}", "resolve: all"],
        graveyard="[Shock, Lava Spike, Giant Growth]",
    )
    assert ok.refusal is None
    assert len(ok.game.player("Алиса").zones["exile"]) == 2
    assert names(ok.game, "Борис", "graveyard") == ["Grizzly Bears"]
    short = _play(
        ["{card: Grim Lavamancer, id: l}", "Mountain"],
        ["{activate: l, ability: 1, targets: [bear]}"],
        graveyard="[Shock]",
    )
    assert short.refusal is not None and "601.2g" in short.refusal.error.rules


def test_exile_from_graveyard_answer_names_the_cards():
    r = _play(
        ["{card: Grim Lavamancer, id: l}", "Mountain"],
        [
            "{activate: l, ability: 1, targets: [bear], choose: {exile: [Giant Growth, Shock]}}",
        ],
        graveyard="[Shock, Lava Spike, Giant Growth]",
    )
    assert names(r.game, "Алиса", "graveyard") == ["Lava Spike"]


def test_exile_this_card_from_your_graveyard_works_only_there():
    swamps = ["Swamp"] * 5
    gy = "[{card: Soul of Innistrad, id: soul}, {card: Grizzly Bears, id: gb}]"
    r = _play(swamps, ["{activate: soul, ability: 1, targets: [gb]}", "resolve: all"], graveyard=gy)
    assert r.refusal is None
    assert names(r.game, "Алиса", "hand") == ["Grizzly Bears"]
    assert names(r.game, "Алиса", "exile") == ["Soul of Innistrad"]
    # on the battlefield its abilities are the printed ones there: the graveyard one is not
    # among them (ability 2 of the card needs the card in the graveyard, 112.6)
    on_field = _play(
        swamps + ["{card: Soul of Innistrad, id: soul}"],
        ["{activate: soul, ability: 2, targets: [gb]}"],
        graveyard="[{card: Grizzly Bears, id: gb}]",
    )
    assert on_field.refusal is not None and "112.6" in on_field.refusal.error.rules


def test_discard_at_random_is_repeatable():
    # 701.7b: the card is chosen at random; the same file gives the same card (principle 6)
    def run():
        r = _play(
            ["{card: Amok, id: a}", "Mountain"],
            ["{activate: a, ability: 1, targets: [bear], choose: {discard: Shock}}"],
            hand="[Shock, Lava Spike, Giant Growth, Forest]",
        )
        return names(r.game, "Алиса", "graveyard")

    first = run()
    assert len(first) == 1 and first == run()


def test_discard_a_card_of_a_kind_only_from_fitting_cards():
    r = _play(
        ["{card: Fleshgrafter, id: f}"],
        ["{activate: f, ability: 1}", "resolve: all"],
        hand="[Shock, Ornithopter]",
    )
    assert r.refusal is None
    assert names(r.game, "Алиса", "graveyard") == ["Ornithopter"]
    none = _play(["{card: Fleshgrafter, id: f}"], ["{activate: f, ability: 1}"], hand="[Shock]")
    assert none.refusal is not None and "701.7a" in none.refusal.error.rules


def test_return_a_land_you_control_to_its_owners_hand():
    r = _play(
        ["{card: Floodbringer, id: fb}", "Island", "Island", "{card: Forest, id: f}"],
        ["{activate: fb, ability: 1, targets: [f], choose: {return: f}}"],
    )
    assert r.refusal is None
    assert names(r.game, "Алиса", "hand") == ["Forest"]
    assert "returned_to_hand" in kinds(r)


def test_sacrifice_another_creature_cannot_be_the_source():
    r = _play(["{card: Blood Bairn, id: b}"], ["{activate: b, ability: 1}"])
    assert r.refusal is not None and "601.2g" in r.refusal.error.rules
    ok = _play(["{card: Blood Bairn, id: b}", "Grizzly Bears"], ["{activate: b, ability: 1}"])
    assert ok.refusal is None and names(ok.game, "Алиса", "graveyard") == ["Grizzly Bears"]


def test_sacrifice_a_subtype_as_an_additional_cost():
    r = _play(
        ["Mountain", "{card: Raging Goblin, id: g}"],
        ["{cast: Goblin Grenade, by: Алиса, targets: [bear]}", "resolve: all"],
        hand="[Goblin Grenade]",
    )
    assert r.refusal is None
    assert names(r.game, "Алиса", "graveyard") == ["Goblin Grenade", "Raging Goblin"]
    assert names(r.game, "Борис", "graveyard") == ["Grizzly Bears"]


def test_return_this_permanent_to_hand_as_a_cost():
    r = _play(["{card: Attunement, id: at}"], ["{activate: at, ability: 1}"])
    assert r.refusal is None
    assert names(r.game, "Алиса", "hand") == ["Attunement"]


def test_card_format_reads_the_new_keys_and_refuses_bad_values():
    card = card_from_dict(
        {
            "name": "T",
            "types": ["Artifact"],
            "abilities": [
                {
                    "cost": {"mana": "{1}", "remove_counters": {"kind": "charge", "n": 2}},
                    "effects": [{"draw": 1}],
                },
                {"cost": {"exile_self": "graveyard"}, "effects": [{"draw": 1}]},
            ],
        }
    )
    assert card.abilities[0].cost.remove_counters == ("charge", 2)
    assert card.abilities[1].zone == "graveyard"
    for bad in (
        {"remove_counters": {"kind": "charge", "n": 0}},
        {"exile_self": "library"},
        {"discard_random": True},
        {"tap_count": 0},
    ):
        try:
            card_from_dict(
                {
                    "name": "T",
                    "types": ["Artifact"],
                    "abilities": [{"cost": bad, "effects": [{"draw": 1}]}],
                }
            )
        except CardFormatError:
            continue
        raise AssertionError(bad)
    assert cost_in_words("{1}").mana


def test_remove_counters_and_sacrifice_it_checks_the_counters_first():
    ok = _play(
        ["{card: Ior Ruin Expedition, id: q, counters: {quest: 3}}"],
        ["{activate: q, ability: 1}", "resolve: all"],
    )
    assert ok.refusal is None
    assert names(ok.game, "Алиса", "graveyard") == ["Ior Ruin Expedition"]
    assert len(ok.game.player("Алиса").zones["hand"]) == 2
    short = _play(
        ["{card: Ior Ruin Expedition, id: q, counters: {quest: 2}}"], ["{activate: q, ability: 1}"]
    )
    assert short.refusal is not None and "121.1" in short.refusal.error.rules
    assert names(short.game, "Алиса", "graveyard") == []


def test_return_a_forest_a_subtype_without_its_card_type():
    r = _play(
        ["{card: Quirion Ranger, id: qr}", "{card: Forest, id: f}", "Island"],
        ["{activate: qr, ability: 1, targets: [bear]}"],
    )
    assert r.refusal is None
    assert names(r.game, "Алиса", "hand") == ["Forest"]


def test_cumulative_upkeep_in_words_read_by_the_cost_grammar():
    # "Cumulative upkeep—Put a -1/-1 counter on CARDNAME." (702.23a, 117.12): the cost is put
    # once per age counter; Aboroth had one age counter, gets a second: two -1/-1 counters
    r = play(
        """
title: t
players:
  Алиса:
    battlefield:
      - {card: Aboroth, id: ab, counters: {age: 1}}
    library: 10
  Борис:
    library: 10
turn: {active: Алиса, step: untap, number: 3}
actions:
  - goto: draw
"""
    )
    assert r.refusal is None
    assert _obj(r, "ab").counters == {"age": 2, "-1/-1": 2}


def test_remove_any_number_of_storage_counters_for_that_much_mana():
    # 107.3: "any number" is X, chosen as the mana ability is activated (x: N)
    ok = _play(
        ["{card: Fountain of Cho, id: f, counters: {storage: 3}}"],
        ["{activate: f, ability: 2, x: 2}"],
    )
    assert ok.refusal is None
    assert ok.game.player("Алиса").mana_pool == {"W": 2}
    assert _obj(ok, "f").counters == {"storage": 1}
    too_many = _play(
        ["{card: Fountain of Cho, id: f, counters: {storage: 3}}"],
        ["{activate: f, ability: 2, x: 4}"],
    )
    assert too_many.refusal is not None and "121.1" in too_many.refusal.error.rules


def test_discard_your_hand_even_an_empty_one():
    field = ["{card: Slate of Ancestry, id: s}", "Island", "Island", "Island", "Island"]
    full = _play(
        field, ["{activate: s, ability: 1}", "resolve: all"], hand="[Shock, Forest, Ornithopter]"
    )
    assert full.refusal is None
    assert names(full.game, "Алиса", "graveyard") == ["Forest", "Ornithopter", "Shock"]
    assert len(full.game.player("Алиса").zones["hand"]) == 0  # no creature of hers: draws 0
    empty = _play(field, ["{activate: s, ability: 1}"])
    assert empty.refusal is None


def test_sacrifice_one_creature_as_a_cost_follows_the_choose_answer():
    """Bloodshot Cyclops ignored `choose: {sacrifice: …}` when the cost sacrifices one
    creature: the first fitting creature was sacrificed whatever the answer said (117.1)."""
    for where in ("separate", "in the action"):
        activate = "{activate: husk, choose: {sacrifice: Hill Giant}}"
        actions = [activate, "resolve: all"]
        if where == "separate":
            actions = ["choose: {sacrifice: Hill Giant}", "{activate: husk}", "resolve: all"]
        r = _play(
            ["{card: Nantuko Husk, id: husk}", "Grizzly Bears", "Hill Giant"],
            actions,
        )
        assert r.refusal is None, where
        assert names(r.game, "Алиса", "graveyard") == ["Hill Giant"], where
        assert "Grizzly Bears" in names(r.game, "Алиса", "battlefield")
