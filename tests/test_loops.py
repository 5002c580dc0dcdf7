"""Loops (104.4b, 716.1b) and the engine's budgets (issue 16)."""

from __future__ import annotations

from mtgjudge.scenario import runner
from mtgjudge.scenario.model import load_scenario
from mtgjudge.scenario.runner import Runner

FACTORY = """
cards:
  - name: Token Factory
    cost: "{1}{G}"
    types: [Creature]
    power: 1
    toughness: 1
    text: "Whenever another creature enters the battlefield, {may}create a 1/1 Saproling."
    triggers:
      - when: another_creature_enters
        effects:
          - {effect}
"""
TOKEN = "{create_token: {name: Saproling, types: [Creature], power: 1, toughness: 1}, player: you}"


def _run(extra_battlefield: str = "", optional: bool = False):
    effect = f"may: [{TOKEN}]" if optional else TOKEN
    text = (
        "title: петля\n"
        + FACTORY.replace("{effect}", effect).replace("{may}", "you may " if optional else "")
        + f"""
players:
  Алиса:
    hand: [Grizzly Bears]
    battlefield: [Forest, Forest, Token Factory{extra_battlefield}]
  Борис: {{}}
turn: {{active: Алиса, step: main1, number: 3}}
actions:
  - cast: Grizzly Bears
  - resolve: all
"""
    )
    return Runner(load_scenario("loop.yaml", text)).run()


def test_mandatory_token_loop_is_a_draw_citing_104_4b():
    result = _run()
    assert result.game.is_draw and result.exit_code == 0
    last = result.steps[-1].events[-1]
    assert last.kind == "game_drawn_loop" and last.rules == ("104.4b",)
    assert result.limit_reached is None


def test_optional_loop_is_not_a_draw():
    result = _run(optional=True)
    assert not result.game.is_draw
    assert result.exit_code == 3
    assert "716.1b" in (result.limit_reached or "")


def test_a_loop_that_changes_life_runs_into_the_budget_with_a_message(monkeypatch):
    # Soul Warden gains a life each time: the position never comes back, so it is no 104.4b
    # draw; the step budget ends it with exit 3 and says what was going on
    monkeypatch.setattr(runner, "STEP_LIMIT", 60)
    result = _run(", Soul Warden")
    assert not result.game.is_draw and result.exit_code == 3
    message = result.limit_reached or ""
    assert "60 шагов движка" in message and "сверху — " in message


def test_time_budget(monkeypatch):
    monkeypatch.setattr(runner, "TIME_LIMIT", 0.0)
    result = _run(", Soul Warden")
    assert result.exit_code == 3
    assert "с работы движка" in (result.limit_reached or "")


def test_a_loop_that_drains_life_ends_with_a_winner_not_a_draw():
    # the same events repeat, but the position does not come back: Борис loses (704.5a)
    drain = TOKEN + "\n          - {lose_life: 1, player: each_opponent}"
    text = (
        "title: осушение\n"
        + FACTORY.replace("{effect}", drain).replace("{may}", "")
        + """
players:
  Алиса:
    hand: [Grizzly Bears]
    battlefield: [Forest, Forest, Token Factory]
  Борис: {life: 4}
turn: {active: Алиса, step: main1, number: 3}
actions:
  - cast: Grizzly Bears
  - resolve: all
expect:
  winner: Алиса
"""
    )
    result = Runner(load_scenario("x.yaml", text)).run()
    assert not result.game.is_draw and result.game.winner == "Алиса"
    assert result.exit_code == 0


def _run_with_loop_answer(times: str):
    text = (
        "title: петля\n"
        + FACTORY.replace("{effect}", f"may: [{TOKEN}]").replace("{may}", "you may ")
        + f"""
players:
  Алиса:
    hand: [Grizzly Bears]
    battlefield: [Forest, Forest, Token Factory]
  Борис: {{}}
turn: {{active: Алиса, step: main1, number: 3}}
actions:
  - choose: {{loop: {times}}}
  - cast: Grizzly Bears
  - resolve: all
"""
    )
    return Runner(load_scenario("loop.yaml", text)).run()


def test_716_2a_an_optional_loop_repeats_as_many_times_as_the_scenario_says():
    for times in (0, 1, 5):
        result = _run_with_loop_answer(str(times))
        game = result.game
        tokens = [o for o in game.permanents("Алиса") if o.card.name == "Saproling"]
        assert len(tokens) == times and result.exit_code == 0 and not game.is_draw
        last = [e for e in game.events if e.kind == "choice_on_resolution"][-1]
        assert last.data["chose"] is False and last.data["loop_times"] == times
        assert last.rules == ("608.2d", "716.2a", "104.4b")
        assert result.unused_answers == []


def test_a_loop_answer_must_be_a_whole_number():
    import pytest

    from mtgjudge.scenario.model import ScenarioError

    with pytest.raises(ScenarioError, match="choose.loop"):
        _run_with_loop_answer("-1")


def _zone_keys_game():
    """A game with cards in several zones, a token and a permanent with counters."""
    game = _run().game
    assert game.objects and any(o.is_token for o in game.objects.values())
    return game


def test_the_kept_zone_keys_follow_every_change_of_an_object():
    # the loop watcher keeps the zones' keys while no object changed (state.object_writes)
    # and the counters (changed in place) are the same: each kind of change gives the
    # position a fresh scan gives
    from mtgjudge.engine.loops import ZoneKeys, fingerprint

    game = _zone_keys_game()
    kept = ZoneKeys()
    assert fingerprint(game, kept) == fingerprint(game)
    assert fingerprint(game, kept) == fingerprint(game)  # (kept)
    land = next(o for o in game.objects.values() if o.card.name == "Forest")
    before = fingerprint(game, kept)
    land.tapped = not land.tapped  # an attribute
    assert fingerprint(game, kept) == fingerprint(game) != before
    land.counters["charge"] = 1  # counters, in place
    assert fingerprint(game, kept) == fingerprint(game) != before
    land.counters["charge"] += 1
    assert fingerprint(game, kept) == fingerprint(game)
    del land.counters["charge"]
    game.player("Алиса").zones["graveyard"].append(land.id)  # a zone's ids
    assert fingerprint(game, kept) == fingerprint(game)


def test_a_stale_zone_key_fails_in_the_index_check_mode(monkeypatch):
    # a change that bypasses GameObject.__setattr__ (nothing in the engine does) leaves the
    # kept keys stale: in the test mode (MTGJUDGE_CHECK_INDEXES) the fresh scan catches it
    import pytest

    from mtgjudge.engine import state
    from mtgjudge.engine.loops import ZoneKeys, fingerprint

    game = _zone_keys_game()
    kept = ZoneKeys()
    fingerprint(game, kept)
    land = next(o for o in game.objects.values() if o.card.name == "Forest")
    land.__dict__["tapped"] = not land.tapped
    monkeypatch.setattr(state, "CHECK_INDEXES", True)
    with pytest.raises(AssertionError, match="stale zone keys"):
        fingerprint(game, kept)
    monkeypatch.setattr(state, "CHECK_INDEXES", False)
    assert fingerprint(game, kept) != fingerprint(game)  # (what the check is for)


def test_the_kept_effect_keys_follow_the_effects_and_a_stale_one_fails_in_the_check_mode(
    monkeypatch,
):
    import pytest

    from mtgjudge.engine import state
    from mtgjudge.engine.loops import ZoneKeys, fingerprint
    from mtgjudge.engine.state import ContinuousEffect

    game = _zone_keys_game()
    kept = ZoneKeys()
    before = fingerprint(game, kept)
    effect = ContinuousEffect(layer="7c", timestamp=99, source="Giant Growth", affected=(1,))
    game.effects.append(effect)  # a new effect
    assert fingerprint(game, kept) == fingerprint(game) != before
    game.effects = [ContinuousEffect(**{**effect.__dict__, "power": 3})]  # another one
    assert fingerprint(game, kept) == fingerprint(game)
    game.effects = []
    assert fingerprint(game, kept) == fingerprint(game) == before
    game.effects = [effect]
    fingerprint(game, kept)
    effect.power = 5  # changed in place (nothing in the engine does): stale
    monkeypatch.setattr(state, "CHECK_INDEXES", True)
    with pytest.raises(AssertionError, match="stale effect keys"):
        fingerprint(game, kept)
