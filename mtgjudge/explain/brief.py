"""`mtgjudge run --brief`: only the decisive events and their rules, short enough to read to a
player at the table.

Rendering only: the same events as the full explanation, with the routine ones left out —
priority passes, mana abilities and payments, step changes, a spell leaving the stack after it
resolved, and the like.  An event that cites a rule the scenario is about is always kept, and
the sentences of the rules the scenario is about are read out once, at the end.
"""

from __future__ import annotations

from ..engine.events import Event
from .events_ru import describe
from .report import (
    RULES_FIRST,
    _kit,
    _render_verdict,
    card_notes,
    merged_passes,
    name_function,
    rule_text,
)

# Events that never decide anything by themselves: the bookkeeping of priority, mana, turn
# structure and the stack.  Everything else (casting, effects, damage, destruction, state-based
# actions, triggers, choices, the end of the game) is decisive.
ROUTINE = frozenset(
    {
        "mana_ability",
        "mana_paid",
        "mana_added",
        "mana_emptied",
        "passed",
        "passes",
        "all_passed",
        "resolving",
        "ability_done",
        "spell_to_graveyard",
        "step_began",
        "step_ended",
        "turn_began",
        "untapped_all",
        "untapped",
        "tapped",
        "cleanup",
        "cleanup_priority",
        "removed_from_combat",
        "library_shuffled",
        "draw_skipped",
        "extra_phases_added",
        "combat_damage_assigned",
        "state_based_actions",  # its parts are shown one by one
    }
)


def brief_events(events: list[Event], about: set[str]) -> list[Event]:
    """The decisive events, the parts of a state-based-action event in its place."""
    out: list[Event] = []
    for event in merged_passes(events):
        parts = [
            Event(a["kind"], tuple(a["rules"]), a["data"]) for a in event.data.get("actions", [])
        ]
        for e in [event, *parts]:
            if e.kind not in ROUTINE or about & set(e.rules):
                out.append(e)
    return out


def render_brief(console, result) -> None:
    Text = _kit(console)[0]

    scenario = result.scenario
    names = name_function(scenario.library, [p.name for p in scenario.players])
    about = set(scenario.about or ())
    console.print(Text(scenario.title, style="bold"))
    for note in card_notes(scenario.library, names):
        console.print(Text(note, style="yellow"))
    for step in result.steps:
        lines: list[tuple[str, tuple[str, ...], int]] = []
        for event in brief_events(step.events, about):
            sentence = describe(event, names)
            if lines and lines[-1][:2] == (sentence, event.rules):
                lines[-1] = (sentence, event.rules, lines[-1][2] + 1)  # the same thing again
            else:
                lines.append((sentence, event.rules, 1))
        for sentence, rules, times in lines:
            line = Text("• " + sentence + (f" (×{times})" if times > 1 else ""))
            if rules:
                line.append("  [" + ", ".join(rules) + "]", style="cyan")
            console.print(line)
        if step.title.get("kind") == "refused" and result.refusal is not None:
            err = result.refusal.error
            line = Text("Нельзя: ", style="bold red")
            line.append(err.reason)
            line.append("  [" + ", ".join(err.rules) + "]", style="cyan")
            console.print(line)
    if result.limit_reached:
        console.print(Text(f"Движок остановился: {result.limit_reached}", style="bold red"))
    for number in scenario.about or ():
        text = rule_text(number, RULES_FIRST)
        if text:
            line = Text(f"{number} ", style="cyan")
            line.append(text, style="dim")
            console.print(line)
    _render_verdict(console, result)
