"""Generated scenarios and the invariants every run must keep (issue 16): used by
``tests/test_fuzz.py`` (500 examples) and ``benchmarks/fuzz.py`` (20,000).

A scenario is a random position made of library cards and a random list of legal and
illegal actions.  Whatever it is, mtgjudge must either refuse the file (exit 2, Russian
problems with positions) or play it with: no internal error; every cited rule resolving to
a 2015 rule; every card object in exactly one zone (cards are conserved, only tokens and
copies cease to exist); no state-based action left to perform; the same output twice;
``--json`` valid against docs/run.schema.json.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import yaml
from hypothesis import strategies as st

from mtgjudge.cards.library import default_library
from mtgjudge.engine.state import STEPS

PLAYERS = ("Алиса", "Борис")
ROOT = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def _names() -> tuple[tuple[str, ...], tuple[str, ...]]:
    cards = default_library().cards()
    lands = tuple(sorted(c.name for c in cards if "Land" in c.types))
    others = tuple(sorted(c.name for c in cards if "Land" not in c.types))
    return lands, others


@st.composite
def scenario_texts(draw: st.DrawFn) -> str:
    """The YAML text of a random scenario."""
    lands, others = _names()
    any_card = st.sampled_from(lands + others)
    ids: list[str] = []
    players: dict[str, dict] = {}
    for p, player in enumerate(PLAYERS):
        battlefield: list = []
        for i in range(draw(st.integers(0, 5))):
            name = draw(st.sampled_from(lands) if i < 2 else any_card)
            if draw(st.booleans()):
                ident = f"{'ab'[p]}{i}"
                ids.append(ident)
                entry: dict = {"card": name, "id": ident}
                if draw(st.booleans()):
                    entry["tapped"] = True
                if draw(st.integers(0, 3)) == 0:
                    entry["damage"] = draw(st.integers(0, 4))
                battlefield.append(entry)
            else:
                battlefield.append(name)
        state: dict = {
            "life": draw(st.integers(-2, 30)),
            "hand": draw(st.lists(any_card, max_size=4)),
            "battlefield": battlefield,
            "graveyard": draw(st.lists(any_card, max_size=2)),
            "library": draw(st.integers(0, 12)),
        }
        if draw(st.integers(0, 4)) == 0:
            state["mana_pool"] = draw(st.sampled_from(["{R}", "{G}{G}", "{W}{U}{B}", "{1}"]))
        players[player] = state
    ref = st.sampled_from(ids) if ids else st.sampled_from(PLAYERS)
    target = st.one_of(st.sampled_from(PLAYERS), ref, any_card)
    action = st.one_of(
        st.builds(lambda c: {"cast": c}, any_card),
        st.builds(lambda c, t: {"cast": c, "targets": [t]}, any_card, target),
        st.builds(lambda c: {"play_land": c}, st.sampled_from(lands)),
        st.builds(lambda c: {"activate": c}, st.one_of(ref, any_card)),
        st.just("pass"),
        st.builds(lambda n: {"pass": n}, st.integers(1, 4)),
        st.just({"resolve": "all"}),
        st.builds(lambda n: {"resolve": n}, st.integers(1, 3)),
        st.builds(lambda s: {"goto": s}, st.sampled_from(STEPS)),
        st.builds(lambda a, d: {"attack": {a: d}}, ref, st.sampled_from(PLAYERS)),
        st.builds(lambda b, a: {"block": {b: a}}, ref, ref),
        st.builds(lambda r: {"choose": {"legend": r}}, ref),
        st.builds(lambda m: {"choose": {"may": m}}, st.booleans()),
    )
    data = {
        "title": "случайный сценарий",
        "players": players,
        "turn": {
            "active": draw(st.sampled_from(PLAYERS)),
            "step": draw(st.sampled_from(("main1", "main2", "upkeep", "combat_begin"))),
            "number": draw(st.integers(1, 4)),
        },
        "actions": draw(st.lists(action, max_size=6)),
        "seed": draw(st.integers(0, 1000)),
    }
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


@lru_cache(maxsize=1)
def _validator():
    import jsonschema

    schema = json.loads((ROOT / "docs" / "run.schema.json").read_text(encoding="utf-8"))
    return jsonschema.validators.validator_for(schema)(schema)


def _zones_of(game) -> dict[int, int]:
    """Object id -> how many zones list it."""
    seen: dict[int, int] = {}
    for player in game.players:
        for ids in player.zones.values():
            for i in ids:
                seen[i] = seen.get(i, 0) + 1
    for i in game.battlefield:
        seen[i] = seen.get(i, 0) + 1
    for item in game.stack:
        if item.kind == "spell":
            seen[item.source_id] = seen.get(item.source_id, 0) + 1
    return seen


def check_invariants(text: str) -> str:
    """Run one generated scenario and assert the invariants; the outcome's name."""
    from mtgjudge.engine.sba import check_state_based_actions
    from mtgjudge.explain.report import run_json
    from mtgjudge.rules.corpus import default_corpus
    from mtgjudge.scenario.model import ScenarioError, load_scenario
    from mtgjudge.scenario.runner import Runner

    try:
        scenario = load_scenario("fuzz.yaml", text)
        result = Runner(scenario).run()
    except ScenarioError as exc:
        assert exc.problems and all(p.line >= 1 and p.column >= 1 for p in exc.problems)
        return "unusable"
    game = result.game
    corpus = default_corpus()
    for event in game.events:
        for number in event.rules:
            assert corpus.exists(number), f"{event.kind} cites {number}, not a 2015 rule"
    cards = [o for o in game.objects.values() if not o.is_token and not o.is_copy]
    written = sum(len(p.zones.get(z, ())) for p in scenario.players for z in p.zones) + sum(
        p.library_count or 0 for p in scenario.players
    )
    anonymous = sum(p.unknown_cards for p in game.players)  # not objects yet (engine.library)
    assert len(cards) + anonymous == written, "a card appeared or vanished"
    places = _zones_of(game)
    for obj in cards:
        assert places.get(obj.id) == 1, f"{obj.name} is in {places.get(obj.id, 0)} zones"
    first = json.dumps(run_json(result), ensure_ascii=False, sort_keys=True)
    again = json.dumps(run_json(Runner(scenario).run()), ensure_ascii=False, sort_keys=True)
    assert first == again, "the same file gave two different outputs"
    _validator().validate(json.loads(first))
    if not game.over and not game.paused and result.refusal is None and not result.limit_reached:
        # last: the probe may change the game
        assert check_state_based_actions(game) == [], "a state-based action was left"
    return "refused" if result.refusal else "limit" if result.limit_reached else "played"
