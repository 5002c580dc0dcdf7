"""Family ``lead_groups``: a group of permanents of any type gains abilities until end of turn
(611.2c, 613.1f) — "Permanents you control gain indestructible until end of turn." (Soul of
New Phyrexia)."""

from __future__ import annotations

from tests.engine_helpers import compiles, refused
from tests.test_oracle_effects import by_name, game
from tests.test_oracle_mechanisms import compiled

SOUL = compiled(
    "Test Soul",
    "{5}: Permanents you control gain indestructible until end of turn.",
    power="6",
    toughness="6",
)


def test_611_2c_a_group_of_permanents_gains_a_keyword_compiles():
    parts = compiles("spell", "Artifacts you control gain shroud until end of turn.")
    effect = parts[0][1]["effects"][0]
    assert effect["grant"] == ["Shroud"]
    assert effect["to"] == {"all": {"types": ["Artifact"], "controller": "you"}}
    # "permanents" without "until end of turn" is a static ability, not this effect
    refused("spell", "Permanents you control gain indestructible.")


def test_611_2c_permanents_you_control_survive_wrath():
    """Every permanent Алиса controls as the ability resolves is indestructible; Wrath of God
    destroys only Борис's creature (702.12b); a creature entering later is not in the group."""
    result = game(
        ["Wrath of God"],
        ["Plains"] * 9 + [{"card": "Test Soul", "id": "s"}, "Grizzly Bears"],
        ["Grizzly Bears"],
        [
            {"activate": "s", "ability": 1},
            {"resolve": "all"},
            {"cast": "Wrath of God"},
            {"resolve": "all"},
        ],
        [SOUL],
    )
    assert result.refusal is None, result.refusal
    bears = by_name(result, "Grizzly Bears")
    assert [b.controller for b in bears] == ["Алиса"]
    assert by_name(result, "Test Soul")
