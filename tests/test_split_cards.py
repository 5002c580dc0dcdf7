"""Split cards (708) and fuse (702.101): the card format's ``halves``, the characteristics of
the whole card and of a half on the stack, casting a half or both, the compiler reading the
``split`` layout half by half."""

from __future__ import annotations

import pytest

from mtgjudge.cards.format import CardFormatError, card_from_dict
from mtgjudge.cards.oracle import compile_card
from mtgjudge.cards.split_cards import fused_spell
from mtgjudge.engine.characteristics import characteristics
from mtgjudge.engine.filters import card_matches
from tests.engine_helpers import play


def half(name, cost, effects, targets=(), types=("Instant",), fuse=True):
    out = {"name": name, "cost": cost, "types": list(types), "spell": {"effects": effects}}
    if targets:
        out["spell"]["targets"] = list(targets)
    if fuse:
        out["keywords"] = ["Fuse"]
    return out


TEST_SPLIT = {
    "name": "Rend // Mend",
    "halves": [
        half("Rend", "{1}{R}", [{"damage": 2, "to": "target"}], ["creature_or_player"]),
        half("Mend", "{3}{W}", [{"gain_life": 4}]),
    ],
}


def test_708_whole_card_has_both_halves_characteristics():
    card = card_from_dict(TEST_SPLIT)
    assert card.colors == frozenset("RW")  # 708.3: multicoloured outside the stack
    assert card.mana_cost.converted() == 6  # 708.5a: the sum, where nothing is compared
    assert [h.name for h in card.halves] == ["Rend", "Mend"]
    assert card.spell is None  # only a half is cast (708.2a)


def test_708_6a_comparisons_answer_yes_if_either_half_does_and_708_7_either_name():
    card = card_from_dict(TEST_SPLIT)
    assert card_matches(card, {"mana_value": 2})
    assert card_matches(card, {"mana_value": 4})
    assert not card_matches(card, {"mana_value": 6})
    assert card_matches(card, {"name": "Mend"})
    assert not card_matches(card, {"name": "Rend // Mend"})


def test_702_101b_fused_spell_has_one_cost_and_both_instructions_in_order():
    fused = fused_spell(card_from_dict(TEST_SPLIT))
    assert fused.mana_cost.converted() == 6
    assert fused.spell is not None
    assert [next(iter(e)) for e in fused.spell.effects] == ["damage", "gain_life"]


def test_card_format_refuses_fuse_outside_a_split_card_and_on_one_half_only():
    with pytest.raises(CardFormatError, match="702.101a"):
        card_from_dict({"name": "X", "types": ["Instant"], "keywords": ["Fuse"]})
    one_sided = {
        "name": "A // B",
        "halves": [
            half("A", "{R}", [{"gain_life": 1}]),
            half("B", "{W}", [{"gain_life": 1}], fuse=False),
        ],
    }
    with pytest.raises(CardFormatError, match="702.101a"):
        card_from_dict(one_sided)
    with pytest.raises(CardFormatError, match="708"):
        card_from_dict({**TEST_SPLIT, "types": ["Instant"]})


def position(
    action, lands=("Mountain", "Mountain", "Plains", "Plains", "Plains", "Plains"), zone="hand"
):
    import yaml

    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [TEST_SPLIT],
                "players": {
                    "Алиса": {zone: ["Rend // Mend"], "battlefield": list(lands), "library": 5},
                    "Борис": {"library": 5},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [action],
            },
            allow_unicode=True,
        )
    )


def refusal(result) -> tuple[str, ...]:
    assert result.refusal is not None
    return tuple(result.refusal.error.rules)


def test_708_2a_a_half_must_be_chosen():
    assert "708.2a" in refusal(position({"cast": "Rend // Mend", "by": "Алиса"}))
    bad = position({"cast": "Rend // Mend", "by": "Алиса", "half": "Bend"})
    assert "708.2a" in refusal(bad)


def test_708_2_on_the_stack_only_the_half_cast_exists():
    result = position({"cast": "Rend // Mend", "by": "Алиса", "half": "Rend", "targets": ["Борис"]})
    assert result.refusal is None
    game = result.game
    spell = game.obj(game.stack[-1].source_id)
    view = characteristics(game, spell)
    assert view.name == "Rend"
    assert view.colors == frozenset("R")  # 708.3: only the colour of the half cast
    assert view.mana_value == 2
    assert spell.physical.name == "Rend // Mend"


def test_708_2a_a_half_by_its_number_resolves_and_the_whole_card_goes_to_the_graveyard():
    result = position({"cast": "Rend // Mend", "by": "Алиса", "half": "2"})
    assert result.refusal is None
    result = play_and_resolve({"cast": "Rend // Mend", "by": "Алиса", "half": "Mend"})
    game = result.game
    assert game.player("Алиса").life == 24
    grave = [game.obj(i).card.name for i in game.player("Алиса").zones["graveyard"]]
    assert grave == ["Rend // Mend"]  # 708.4: one card


def play_and_resolve(action):
    import yaml

    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [TEST_SPLIT],
                "players": {
                    "Алиса": {
                        "hand": ["Rend // Mend"],
                        "battlefield": ["Mountain", "Mountain"] + ["Plains"] * 4,
                        "library": 5,
                    },
                    "Борис": {"library": 5},
                },
                "turn": {"active": "Алиса", "step": "main1", "number": 3},
                "actions": [action, {"resolve": "all"}],
            },
            allow_unicode=True,
        )
    )


def test_702_101a_fused_spell_follows_left_then_right_and_costs_both():
    result = play_and_resolve(
        {"cast": "Rend // Mend", "by": "Алиса", "fuse": True, "targets": ["Борис"]}
    )
    assert result.refusal is None
    game = result.game
    assert game.player("Борис").life == 18 and game.player("Алиса").life == 24
    assert all(p.tapped for p in game.permanents("Алиса"))


def test_702_101a_fuse_only_from_a_hand_and_only_with_the_keyword():
    from mtgjudge.engine.events import IllegalActionError
    from mtgjudge.engine.faces import split_spell_form

    card = card_from_dict(TEST_SPLIT)
    assert split_spell_form(card, None, True, "hand").spell is not None
    with pytest.raises(IllegalActionError) as exc:
        split_spell_form(card, None, True, "graveyard")
    assert "702.101a" in exc.value.rules
    plain = card_from_dict(
        {
            "name": "A // B",
            "halves": [
                half("A", "{R}", [{"gain_life": 1}], fuse=False),
                half("B", "{W}", [{"gain_life": 1}], fuse=False),
            ],
        }
    )
    with pytest.raises(IllegalActionError) as exc:
        split_spell_form(plain, None, True, "hand")
    assert "702.101a" in exc.value.rules
    assert split_spell_form(plain, "b", False, "graveyard").name == "B"


def test_compiler_reads_a_split_card_half_by_half():
    entry = {
        "name": "Wear // Tear",
        "layout": "split",
        "faces": [
            {
                "faceName": "Wear",
                "manaCost": "{1}{R}",
                "types": ["Instant"],
                "text": "Destroy target artifact.\nFuse (You may cast one or both halves of this card from your hand.)",
            },
            {
                "faceName": "Tear",
                "manaCost": "{W}",
                "types": ["Instant"],
                "text": "Destroy target enchantment.\nFuse (You may cast one or both halves of this card from your hand.)",
            },
        ],
    }
    result = compile_card(entry)
    assert result.status == "full"
    assert [h["name"] for h in result.card["halves"]] == ["Wear", "Tear"]
    assert [a.face for a in result.abilities] == [0, 0, 1, 1]
    card = card_from_dict(result.card)
    assert "Fuse" in card.keywords and card.colors == frozenset("RW")


def test_compiler_split_card_with_an_unread_half_is_not_compiled():
    entry = {
        "name": "Odd // Even",
        "layout": "split",
        "faces": [
            {
                "faceName": "Odd",
                "manaCost": "{R}",
                "types": ["Instant"],
                "text": "Odd frobnicates the moon.",
            },
            {
                "faceName": "Even",
                "manaCost": "{W}",
                "types": ["Instant"],
                "text": "You gain 2 life.",
            },
        ],
    }
    result = compile_card(entry)
    assert result.status == "partial"
    assert result.card is None
