"""The explanation of a scenario run: heading, starting position, numbered steps with the
rules behind them, the final position and the expectations (rich), and the same as JSON.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.events import Event

if TYPE_CHECKING:
    from .naming import CardNames

# ``events_ru`` (the Russian sentences, the largest module of the program) and ``naming`` are
# imported where they are used: ``run --quiet`` prints only the verdict and needs neither

RULES_FIRST, RULES_FULL, RULES_NONE = "first", "full", "none"


def name_function(library, players=()) -> CardNames:
    """Card and player names for the explanation (see naming.py): the printed Russian name in
    «…», the English Oracle name beside it.  Only cards already in the scenario's library (its
    own, the hand-written ones and those looked up in the catalogue) are names of cards."""
    from .naming import CardNames

    def lookup(name: str):
        card = library.known(name)
        if card is not None and card.halves:  # 708.7: a half of a split card by its name
            card = next((h for h in card.halves if h.name == name), card)
        if card is not None and card.flip is not None and card.flip.name == name:
            card = card.flip  # 709.5: a flipped permanent by its alternative name
        return card if card is not None and card.name == name else None

    return CardNames(lookup, players)


def card_notes(library, names: CardNames) -> list[str]:
    """One note per card of the scenario first printed after the rules of record, and one per
    card played although the engine could not read one of its abilities, because the scenario
    never uses it (issue 14, item 6: never silently)."""
    out = [
        f"Карта {names(name)} впервые напечатана в {first_set} ({date}), после правил 27 марта 2015 года: "
        f"правила 2015 года её не знали; движок разыгрывает её по ним, потому что может выразить все её "
        f"способности."
        for name, (first_set, date) in sorted(library.later.items())
    ]
    for name, unread in sorted(library.unread.items()):
        clauses = "; ".join(f"«{u.clause}» (правило {u.rule})" for u in unread)
        unused = (
            "в этом сценарии заклинание не разыгрывается, поэтому его текст не нужен"
            if all(u.kind == "spell" for u in unread)
            else "в этом сценарии эту способность никто не активирует, поэтому карта разыграна без неё"
        )
        out.append(f"Карта {names(name)}: движок не прочитал {clauses} — {unused}.")
    return out


def unread_json(library) -> list[dict]:
    """The abilities of the scenario's cards the engine did not read (issue 14, item 6)."""
    return [
        {"card": name, "kind": u.kind, "clause": u.clause, "reason": u.reason, "rule": u.rule}
        for name, unread in sorted(library.unread.items())
        for u in unread
    ]


def rule_text(number: str, mode: str) -> str | None:
    from ..rules.corpus import UnknownRuleError, default_corpus  # not for --quiet or --json

    try:
        rule = default_corpus().rule(number)
    except UnknownRuleError:
        return None
    if not rule.has_text:
        return None
    if mode == RULES_FULL:
        return rule.text or rule.title
    return rule.first_sentence()


def merged_passes(events: list[Event]) -> list[Event]:
    """Consecutive passes shown as one line ("Пасуют: Алиса, Борис") — rendering only."""
    out: list[Event] = []
    for e in events:
        if e.kind == "passed" and out and out[-1].kind in ("passed", "passes"):
            previous = out[-1]
            players = previous.data.get("players", [previous.data.get("player")]) + [
                e.data["player"]
            ]
            out[-1] = Event("passes", previous.rules, {"players": players})
        else:
            out.append(e)
    return out


def event_lines(event: Event, names) -> list[tuple[str, tuple[str, ...], int]]:
    """(sentence, rules, depth) for an event and, for state-based actions, its parts."""
    from .events_ru import describe

    out = [(describe(event, names), event.rules, 0)]
    for sub in event.data.get("actions", []):
        out.append(
            (
                describe(Event(sub["kind"], tuple(sub["rules"]), sub["data"]), names),
                tuple(sub["rules"]),
                1,
            )
        )
    return out


def action_text(action) -> str:
    if action is None:
        return "Начальная позиция"
    from ..scenario.model import _plain

    args = ", ".join(f"{k}: {_fmt(_plain(v))}" for k, v in action.args.items())
    value = _fmt(_plain(action.value)) if action.value is not None else ""
    head = f"{action.verb}: {value}" if value != "" and action.verb != "pass" else action.verb
    if action.verb == "pass" and str(action.value) not in ("1", "None"):
        head = f"pass: {value}"
    return head + (f" ({args})" if args else "")


def _fmt(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_fmt(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_fmt(v)}" for k, v in value.items()) + "}"
    return str(value)


# -- rich --------------------------------------------------------------------------


def _kit(console) -> tuple[Any, Any]:
    """The ``Text`` and ``Table`` classes for ``console``: rich's, or the plain ones of
    ``plain_console`` for its console (the same characters without importing rich)."""
    from .plain_console import PlainConsole

    if isinstance(console, PlainConsole):
        from .plain_console import PlainTable, PlainText

        return PlainText, PlainTable
    from rich.table import Table
    from rich.text import Text

    return Text, Table


def render_run(console, result, *, rules_mode: str = RULES_FIRST, quiet: bool = False) -> None:
    if quiet:  # only the verdict: no tables (rich.table is not even imported)
        _render_verdict(console, result)
        return
    Text, Table = _kit(console)
    scenario = result.scenario
    names = name_function(scenario.library, [p.name for p in scenario.players])
    console.print(Text(scenario.title, style="bold"))
    if scenario.about:
        console.print(Text("О правилах:", style="dim"))
        for number in scenario.about:
            line = Text(f"  {number} ", style="cyan")
            text = None if rules_mode == RULES_NONE else rule_text(number, rules_mode)
            if text:
                line.append(text, style="dim")
            console.print(line)
    console.print(Text(f"Файл: {scenario.path}", style="dim"))
    for note in card_notes(scenario.library, names):
        console.print(Text(note, style="yellow"))
    console.print()
    console.print(Text("Начальная позиция", style="bold underline"))
    console.print(position_table(result.initial, names, Table, Text))
    shown: set[str] = set()
    number = 0
    for step in result.steps:
        console.print()
        if step.action is not None:
            number += 1  # the actions of the file, counted from 1
            head = Text(f"Шаг {number}. ", style="bold")
            head.append(action_text(step.action), style="bold")
            head.append(f"   (строка {step.action.mark.line})", style="dim")
        else:
            head = Text(
                "До первого действия: в начальной позиции выполняются действия, вызванные состоянием",
                style="bold",
            )
        console.print(head)
        for event in merged_passes(step.events):
            for sentence, rules, depth in event_lines(event, names):
                line = Text("  " * (depth + 1) + "• " + sentence)
                if rules:
                    line.append("  [" + ", ".join(rules) + "]", style="cyan")
                console.print(line)
                _print_rules(console, rules, rules_mode, shown, depth + 2)
        if step.title.get("kind") == "refused" and result.refusal is not None:
            err = result.refusal.error
            line = Text("  Нельзя: ", style="bold red")
            line.append(err.reason)
            line.append("  [" + ", ".join(err.rules) + "]", style="cyan")
            console.print(line)
            _print_rules(console, err.rules, rules_mode, shown, 2)
            console.print(
                Text("  Действие не выполнено; сценарий на этом заканчивается.", style="dim")
            )
    if result.limit_reached:
        console.print(Text(f"Движок остановился: {result.limit_reached}", style="bold red"))
    console.print()
    console.print(Text("Итоговая позиция", style="bold underline"))
    from ..scenario.runner import snapshot

    console.print(position_table(snapshot(result.game), names, Table, Text))
    if result.expectations:
        console.print()
        table = Table(title="Ожидания", title_justify="left", show_lines=False)
        table.add_column("", width=2)
        table.add_column("что")
        table.add_column("ожидалось")
        table.add_column("на деле")
        table.add_column("строка", justify="right")
        for e in result.expectations:
            mark = Text("✓", style="green") if e.ok else Text("✗", style="bold red")
            # the values are the file's words: text, never rich markup ("[red]", "[black]")
            table.add_row(
                mark,
                Text(f"{e.key} {e.subject}"),
                Text(_fmt(e.expected)),
                Text(_fmt(e.actual)),
                str(e.line),
            )
        console.print(table)
    for key, line in result.unused_answers:
        where = f" (строка {line})" if line else ""
        console.print(Text(f"Ответ «{key}»{where} не понадобился: такого выбора в игре не было"))
    _render_verdict(console, result)


def _print_rules(console, rules, mode: str, shown: set[str], depth: int) -> None:
    if mode == RULES_NONE:
        return
    Text = _kit(console)[0]
    for number in rules:
        if number in shown:
            continue
        shown.add(number)
        text = rule_text(number, mode)
        if text:
            line = Text("  " * depth + number + " ", style="cyan dim")
            line.append(text, style="dim")
            console.print(line)


VERDICT_LIMIT = "Итог: движок не довёл игру до конца (код 3)"
VERDICT_MET = "Итог: все ожидания выполнены"
VERDICT_DONE = "Итог: сценарий выполнен"


def _render_verdict(console, result) -> None:
    Text = _kit(console)[0]

    if result.limit_reached:
        console.print(Text(VERDICT_LIMIT, style="bold red"))
    elif result.failed:
        console.print(
            Text(f"Итог: ожидания не выполнены: {len(result.failed)} (код 1)", style="bold red")
        )
        for e in result.failed:
            console.print(
                Text(
                    f"  строка {e.line}: {e.key} {e.subject}: ожидалось {_fmt(e.expected)}, "
                    f"на деле {_fmt(e.actual)}"
                )
            )
    elif result.expectations:
        console.print(Text(VERDICT_MET, style="bold green"))
    elif result.refusal:
        console.print(
            Text(
                f"Итог: нельзя — {result.refusal.error.reason} [{', '.join(result.refusal.error.rules)}]",
                style="bold",
            )
        )
    else:
        console.print(Text(VERDICT_DONE, style="bold green"))


def position_table(snap: dict, names, table_class: Any = None, text_class: Any = None):
    if table_class is None:
        from rich.table import Table as table_class
    if text_class is None:
        from rich.text import Text as text_class
    Text = text_class
    table = table_class(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("игрок")
    table.add_column("жизнь", justify="right")
    table.add_column("поле битвы")
    table.add_column("рука")
    table.add_column("кладбище")
    table.add_column("библ.", justify="right")
    # zones most positions leave empty get a column only when a player has cards there
    exile = any(p.get("exile") for p in snap["players"])
    command = any(p.get("command") for p in snap["players"])
    if exile:
        table.add_column("изгнание")
    if command:
        table.add_column("командная зона")
    for p in snap["players"]:
        perms = []
        for perm in p["battlefield"]:
            s = names.plain(perm["card"])
            if perm["id"]:
                s += f" «{perm['id']}»"
            status = []
            if perm["power"] is not None:
                status.append(f"{perm['power']}/{perm['toughness']}")
            if perm["loyalty"] is not None:
                status.append(f"верность {perm['loyalty']}")
            if perm["tapped"]:
                status.append("повёрнут")
            if perm["damage"]:
                status.append(f"повреждений {perm['damage']}")
            for kind, n in perm["counters"].items():
                if kind != "loyalty":
                    status.append(f"{kind}×{n}")
            if perm["attached_to"]:
                status.append(f"→ {names.plain(perm['attached_to'])}")
            if status:
                s += " (" + ", ".join(status) + ")"
            perms.append(s)
        perms = _grouped(perms)
        life = str(p["life"]) + (f", яд {p['poison']}" if p["poison"] else "")
        if p["lost"]:
            life += " — игра проиграна"
        cells = [
            p["name"],
            life,
            "\n".join(perms) or "—",
            "\n".join(_grouped([names.plain(c) for c in p["hand"]])) or "—",
            "\n".join(_grouped([names.plain(c) for c in p["graveyard"]])) or "—",
            str(p["library"]),
        ]
        if exile:
            cells.append("\n".join(_grouped([names.plain(c) for c in p["exile"]])) or "—")
        if command:
            cells.append(
                "\n".join(_grouped([_command_cell(c, names) for c in p["command"]])) or "—"
            )
        table.add_row(*(Text(c) for c in cells))  # names and ids as text, not markup
    extra = []
    if snap["stack"]:
        extra.append(
            "Стек (сверху вниз): " + "; ".join(names.plain(i["card"]) for i in snap["stack"])
        )
    step = snap["step"]
    from .events_ru import STEP_RU

    table.caption = Text(
        f"Ход {snap['turn']}, активный игрок {snap['active']}, {STEP_RU.get(step, step)}"
        + ("; " + "; ".join(extra) if extra else "")
    )
    table.caption_justify = "left"
    return table


def _command_cell(entry: dict[str, Any], names: Any) -> str:
    """A conspiracy in the position table: «Brago's Favor» (рубашкой вверх, названа: «Гигант
    с Холмов» (Hill Giant)) — 313, 702.105a."""
    status = ["рубашкой вверх"] if entry["face_down"] else []
    if entry["named"]:
        status.append(f"названа: {names.plain(entry['named'])}")
    return names.plain(entry["card"]) + (f" ({', '.join(status)})" if status else "")


def _grouped(items: list[str]) -> list[str]:
    """Identical entries once, with a count: "Гора (Mountain) ×3"."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    return [f"{item} ×{n}" if n > 1 else item for item, n in counts.items()]


# -- JSON ----------------------------------------------------------------------------


def run_json(result) -> dict:
    """The documented structure of ``mtgjudge run --json`` (docs/json.md)."""
    from ..scenario.model import _plain
    from ..scenario.runner import snapshot
    from .events_ru import describe

    names = name_function(result.scenario.library, [p.name for p in result.scenario.players])
    steps = []
    for step in result.steps:
        steps.append(
            {
                "number": step.number,
                "line": step.action.mark.line if step.action else None,
                "action": None
                if step.action is None
                else {
                    "verb": step.action.verb,
                    "value": _plain(step.action.value),
                    "args": {k: _plain(v) for k, v in step.action.args.items()},
                },
                "refused": step.title.get("kind") == "refused",
                "events": [{**e.as_json(), "text": describe(e, names)} for e in step.events],
            }
        )
    refusal = None
    if result.refusal is not None:
        refusal = {
            "line": result.refusal.action.mark.line,
            "reason": result.refusal.error.reason,
            "rules": list(result.refusal.error.rules),
        }
    return {
        "schema": 1,
        "file": result.scenario.path,
        "title": result.scenario.title,
        "about": result.scenario.about,
        "later_cards": [
            {"card": name, "first_set": s, "first_release": d}
            for name, (s, d) in sorted(result.scenario.library.later.items())
        ],
        "unread_abilities": unread_json(result.scenario.library),
        "initial": result.initial,
        "steps": steps,
        "refusal": refusal,
        "limit_reached": result.limit_reached,
        "final": snapshot(result.game),
        "cited": result.cited(),
        "expectations": [
            {
                "key": e.key,
                "subject": e.subject,
                "expected": e.expected,
                "actual": e.actual,
                "ok": e.ok,
                "line": e.line,
            }
            for e in result.expectations
        ],
        "unused_answers": [{"key": key, "line": line} for key, line in result.unused_answers],
        "exit_code": result.exit_code,
    }
