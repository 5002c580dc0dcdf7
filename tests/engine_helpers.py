"""Build and play small positions for engine tests (through the scenario reader)."""

from __future__ import annotations

import textwrap

from mtgjudge.scenario.model import load_scenario
from mtgjudge.scenario.runner import Runner


def play(text: str):
    """Run a scenario given as YAML text; returns the RunResult."""
    return Runner(load_scenario("<test>", textwrap.dedent(text))).run()


def scenario(
    alice: dict,
    bob: dict,
    actions: list,
    cards=(),
    active: str = "Алиса",
    step: str = "main1",
    number: int = 3,
):
    """Run a scenario of Алиса and Борис given as Python values (their zones, the turn, the
    actions and the cards described in it); returns the RunResult."""
    import yaml

    return play(
        yaml.safe_dump(
            {
                "title": "t",
                "cards": list(cards),
                "players": {"Алиса": alice, "Борис": bob},
                "turn": {"active": active, "step": step, "number": number},
                "actions": actions,
            },
            allow_unicode=True,
        )
    )


def kinds(result) -> list[str]:
    out = []
    for step in result.steps:
        for e in step.events:
            out.append(e.kind)
            out.extend(sub["kind"] for sub in e.data.get("actions", []))
    return out


def names(game, player: str, zone: str) -> list[str]:
    if zone == "battlefield":
        return sorted(o.card.name for o in game.permanents(player))
    return sorted(game.obj(i).card.name for i in game.player(player).zones[zone])


def compiles(kind: str, text: str) -> list:
    """The parts of one clause that must compile completely (all or nothing)."""
    from mtgjudge.cards.oracle import Clause, compile_clause

    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    return list(result.parts)


def round_trips(kind: str, text: str) -> list:
    """The parts of one clause that compiles completely and renders back to the same text
    (round trip), without the renderer's layout hints."""
    from mtgjudge.cards.oracle import Clause, compile_clause
    from mtgjudge.cards.oracle.results import strip_layout

    result = compile_clause(Clause(kind, text))
    assert result.ok, result.problem
    assert result.rendered == text
    return [(k, strip_layout(v)) for k, v in result.parts]


def refused(kind: str, text: str) -> str:
    """The reason one clause is refused; it must compile to nothing."""
    from mtgjudge.cards.oracle import Clause, compile_clause

    result = compile_clause(Clause(kind, text))
    assert not result.ok, result.parts
    assert result.problem is not None
    return result.problem.reason


def compiled_card(name: str, text: str, types=("Creature",), cost="{2}", **face) -> dict:
    """The engine's card compiled from one Oracle text (a normal layout face); every ability
    must compile in full."""
    from mtgjudge.cards.oracle import compile_card

    entry = {
        "name": name,
        "layout": "normal",
        "faces": [{"types": list(types), "text": text, "manaCost": cost, **face}],
    }
    result = compile_card(entry)
    assert result.status == "full", [a.problem for a in result.abilities]
    return result.card
