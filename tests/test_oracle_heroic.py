"""Heroic (207.2c: the ability word has no rules meaning): "Whenever you cast a spell that
targets CARDNAME" is a cast trigger (603.2) on spells whose targets include the source."""

from __future__ import annotations

from mtgjudge.cards.oracle import compile_card


def _skyguard() -> dict:
    result = compile_card(
        {
            "name": "Test Hero",
            "layout": "normal",
            "faces": [
                {
                    "types": ["Creature"],
                    "manaCost": "{1}{W}",
                    "power": "1",
                    "toughness": "1",
                    "text": "Whenever you cast a spell that targets Test Hero, put a +1/+1 "
                    "counter on Test Hero.",
                }
            ],
        }
    )
    assert result.status == "full", [a.problem for a in result.abilities]
    return result.card


def test_heroic_is_a_cast_trigger_on_spells_targeting_the_source():
    (trigger,) = _skyguard()["triggers"]
    assert trigger["when"] == "a_player_casts_spell"
    assert trigger["of"] == {"controller": "you", "targets_source": True}
    assert trigger["effects"] == [{"add_counters": {"kind": "+1/+1", "n": 1}, "on": "self"}]


def _run(target: str):
    import yaml

    from tests.engine_helpers import play

    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": [_skyguard()],
                "players": {
                    "Алиса": {
                        "hand": ["Giant Growth"],
                        "battlefield": [
                            "Forest",
                            {"card": "Test Hero", "id": "h"},
                            {"card": "Grizzly Bears", "id": "m"},
                        ],
                    },
                    "Борис": {},
                },
                "actions": [
                    {"cast": "Giant Growth", "by": "Алиса", "targets": [target]},
                    {"resolve": "all"},
                ],
            },
            allow_unicode=True,
        )
    )


def test_heroic_triggers_only_for_a_spell_that_targets_it():
    hero = _run("h")
    assert hero.refusal is None
    assert [o.counters for o in hero.game.permanents("Алиса") if o.card.name == "Test Hero"] == [
        {"+1/+1": 1}
    ]
    other = _run("m")
    assert other.refusal is None
    assert all(not o.counters for o in other.game.permanents("Алиса"))
