"""Family ``lead_flicker``: exile and return at once (400.7, 610.3) — "Exile target creature
…, then return it to the battlefield under its owner's control" (Triad of Fates, Momentary
Blink), "Exile CARDNAME, then return it to the battlefield face down …" (Shorecrasher
Elemental) — and a target marked by a named counter ("target creature that has a fate counter
on it", 121.1)."""

from __future__ import annotations

from tests.engine_helpers import compiles, refused, round_trips, scenario
from tests.test_oracle_effects import by_name
from tests.test_oracle_mechanisms import compiled

TRIAD = compiled(
    "Test Triad",
    "{W}, {T}: Exile target creature that has a fate counter on it, then return it to the "
    "battlefield under its owner's control.\n"
    "{B}, {T}: Exile target creature that has a fate counter on it. Its controller draws two "
    "cards.",
    power="3",
    toughness="3",
)
SHORE = compiled(
    "Test Shore",
    "{U}: Exile Test Shore, then return it to the battlefield face down under its owner's control.",
    power="3",
    toughness="3",
)
LIBRARY = ["Island"] * 8


def test_610_3_exile_then_return_it_compiles_and_reads_back():
    ((_, ability),) = round_trips(
        "activated",
        "{W}, {T}: Exile target creature that has a fate counter on it, then return it to the "
        "battlefield under its owner's control.",
    )
    assert ability["targets"] == [{"kind": "creature", "filter": {"with_counter": "fate"}}]
    assert ability["effects"][1]["put_onto_battlefield"] == "that"  # the exiled card (400.7)
    round_trips(
        "activated",
        "{U}: Exile CARDNAME, then return it to the battlefield face down under its owner's "
        "control.",
    )
    round_trips("spell", "Destroy target creature with a fate counter on it.")
    # "destroy" moves the creature too, but nothing lets the spell find it (400.7): unread
    refused(
        "spell",
        "Destroy target creature, then return it to the battlefield under its owner's control.",
    )
    # two counter conditions on one target are not read
    refused("spell", "Destroy target creature with flying that has a fate counter on it.")


def test_122_1_only_a_creature_with_the_counter_can_be_targeted():
    ((_, ability),) = compiles(
        "activated", "{B}, {T}: Exile target creature that has a fate counter on it."
    )
    assert ability["targets"][0]["filter"] == {"with_counter": "fate"}
    result = scenario(
        {"battlefield": ["Plains", {"card": "Test Triad", "id": "t"}], "library": LIBRARY},
        {"battlefield": [{"card": "Grizzly Bears", "id": "b"}], "library": LIBRARY},
        [{"activate": "t", "by": "Алиса", "targets": ["b"]}],
        [TRIAD],
    )
    assert result.refusal is not None  # no fate counter on the Bears: no legal target


def test_400_7_the_returned_creature_is_a_new_object_under_its_owner():
    """Борис's Bears with a fate counter leave and come back: a new object without the
    counter, under its owner's control (400.7, 121.2)."""
    result = scenario(
        {"battlefield": ["Plains", {"card": "Test Triad", "id": "t"}], "library": LIBRARY},
        {
            "battlefield": [{"card": "Grizzly Bears", "id": "b", "counters": {"fate": 1}}],
            "library": LIBRARY,
        },
        [{"activate": "t", "by": "Алиса", "targets": ["b"]}, {"resolve": "all"}],
        [TRIAD],
    )
    assert result.refusal is None, result.refusal
    (bears,) = by_name(result, "Grizzly Bears")
    assert bears.controller == "Борис"
    assert not any(bears.counters.values())


def test_exiled_target_controller_draws_two():
    result = scenario(
        {"battlefield": ["Swamp", {"card": "Test Triad", "id": "t"}], "library": LIBRARY},
        {
            "battlefield": [{"card": "Grizzly Bears", "id": "b", "counters": {"fate": 1}}],
            "library": LIBRARY,
        },
        [{"activate": "t", "by": "Алиса", "ability": 2, "targets": ["b"]}, {"resolve": "all"}],
        [TRIAD],
    )
    assert result.refusal is None, result.refusal
    assert not by_name(result, "Grizzly Bears")
    assert len(result.game.player("Борис").zones["hand"]) == 2


def test_the_source_comes_back_face_down():
    """Exile CARDNAME, then return it face down: the card the source became, a face-down 2/2
    (707.2a)."""
    result = scenario(
        {"battlefield": ["Island", {"card": "Test Shore", "id": "s"}], "library": LIBRARY},
        {"library": LIBRARY},
        [{"activate": "s", "by": "Алиса"}, {"resolve": "all"}],
        [SHORE],
    )
    assert result.refusal is None, result.refusal
    (shore,) = [o for o in result.game.permanents() if o.face_down]
    assert "Test Shore" in shore.label
    assert shore.controller == "Алиса"


def test_the_card_view_names_the_counter_in_russian():
    from mtgjudge.cards.format import card_from_dict
    from mtgjudge.explain.card_view import ability_ru

    card = card_from_dict(TRIAD)
    text = ability_ru(card.abilities[1])
    assert "с жетоном судьбы" in text, text
