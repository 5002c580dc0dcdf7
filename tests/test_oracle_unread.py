"""Issue 14, item 6: a catalogue card with an ability the compiler cannot read is played when
that ability cannot matter (an activated ability nobody activates, the text of a spell never
cast) and the explanation says so in one line; where it could matter the run stops before
playing, naming the card, the clause, the reason and the rule (exit 2)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from mtgjudge.cards.abilities import printed_abilities
from mtgjudge.cards.catalogue import default_catalogue
from mtgjudge.cards.definition import UnsupportedCardError, card_definition
from mtgjudge.scenario.model import ScenarioError, load_scenario
from mtgjudge.scenario.runner import Runner

ROOT = Path(__file__).resolve().parent.parent
AKKI = "Crown of the Ages"  # "{4}, {T}: Attach target Aura attached to a creature …" (not read)
OUTRAGE = "Chandra's Outrage"  # its spell text is not read


def scenario(action: str, hand: str = "", battlefield: str = AKKI) -> str:
    return (
        "title: непрочитанная способность\n"
        "players:\n"
        f'  Алиса: {{hand: [{hand}], battlefield: ["{battlefield}", Mountain, Mountain, Mountain, Mountain]}}\n'
        "  Борис: {battlefield: [Grizzly Bears]}\n"
        "turn: {active: Алиса, step: main1, number: 3}\n"
        f"actions:\n  - {action}\n"
    )


def test_an_unread_activated_ability_is_kept_as_an_unread_record():
    card = card_definition(default_catalogue().get(AKKI))
    assert card.abilities == ()  # nothing half-read is played
    (unread,) = card.unread
    assert unread.kind == "activated" and unread.clause.startswith("{4}, {T}: Attach target Aura")
    assert unread.rule
    # the object still has an ability: "a creature with no abilities" does not match it
    assert [a.kind for a in printed_abilities(card)] == ["unread"]


def test_a_scenario_that_does_not_use_it_runs_and_says_so(tmp_path):
    path = tmp_path / "akki.yaml"
    path.write_text(scenario("{pass: 1}"), encoding="utf-8")
    run = Runner(load_scenario(str(path), path.read_text(encoding="utf-8"))).run()
    assert run.refusal is None
    text = subprocess.run(
        [sys.executable, "-m", "mtgjudge", "run", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert text.returncode == 0, text.stderr
    notes = [line for line in text.stdout.splitlines() if "движок не прочитал" in line]
    assert (
        len(notes) == 1 and "Attach target Aura" in notes[0] and "никто не активирует" in notes[0]
    )
    data = json.loads(
        subprocess.run(
            [sys.executable, "-m", "mtgjudge", "run", "--json", str(path)],
            capture_output=True,
            text=True,
            cwd=ROOT,
        ).stdout
    )
    (entry,) = data["unread_abilities"]
    assert entry["card"] == AKKI and entry["kind"] == "activated" and entry["rule"]
    schema = json.loads((ROOT / "docs" / "run.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, schema)


def test_activating_it_stops_before_playing():
    with pytest.raises(ScenarioError) as info:
        load_scenario("<akki>", scenario(f'{{activate: "{AKKI}", by: Алиса}}'))
    message = str(info.value.problems[0])
    assert "Attach target Aura" in message and "cards:" in message and "правила" in message


def test_a_spell_whose_text_is_unread_plays_while_it_stays_in_hand():
    loaded = load_scenario("<outrage>", scenario("{pass: 1}", hand=f'"{OUTRAGE}"'))
    run = Runner(loaded).run()
    assert run.refusal is None
    assert OUTRAGE in loaded.library.unread


def test_casting_it_stops_before_playing():
    with pytest.raises(ScenarioError) as info:
        load_scenario(
            "<outrage>",
            scenario(
                f'{{cast: "{OUTRAGE}", by: Алиса, targets: [Grizzly Bears]}}', hand=f'"{OUTRAGE}"'
            ),
        )
    assert "and 2 damage to that creature's controller" in str(info.value.problems[0])


def test_an_unread_triggered_ability_still_refuses_the_card():
    # "At the beginning of your upkeep, sacrifice a creature other than …": it may trigger in
    # any game
    card = default_catalogue().get("Lord of the Pit")
    with pytest.raises(UnsupportedCardError):
        card_definition(card)
