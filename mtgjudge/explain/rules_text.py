"""Rendering rule lookups and search results for people (rich).

Only renders what the corpus gives; plain text without colour when the output is not a
terminal or NO_COLOR is set (rich handles both).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console
from rich.text import Text

if TYPE_CHECKING:
    from ..rules.corpus import Corpus, Rule, UnknownRuleError
    from ..rules.fulltext import Hit

EDITION_LABEL = {
    "2015": "редакция 2015 (27.03.2015)",
    "2008": "редакция 2008 (15.07.2008)",
    "later": "более поздняя редакция, чем 2015",
}


def make_console(stderr: bool = False) -> Console:
    """A console for people; long lines are not hard-wrapped when the output is not a
    terminal (a file, a pipe, a bot)."""
    import sys

    stream = sys.stderr if stderr else sys.stdout
    return Console(stderr=stderr, highlight=False, soft_wrap=not stream.isatty())


def _heading(rule: Rule) -> Text:
    t = Text()
    t.append(rule.number, style="bold cyan")
    if rule.title:
        t.append(f". {rule.title}", style="bold")
    return t


def render_rule(console: Console, corpus: Corpus, rule: Rule, alone: bool) -> None:
    """A rule with its path, text, examples, provenance, references; with its subrules
    unless ``alone``; a section or part as an outline."""
    edition = rule.edition
    head = _heading(rule)
    head.append(f"   {EDITION_LABEL[edition]} · источник: {rule.provenance}", style="dim")
    console.print(head)
    if edition != "later":
        path = corpus.path(rule.number, edition)
        if path:
            crumbs = " → ".join(f"{p.number}. {p.title}" if p.title else p.number for p in path)
            console.print(Text(crumbs, style="dim"))
    if edition == "2008":
        console.print(
            Text(
                "Правило редакции 2008: нумерация и смысл могут отличаться от 2015.", style="yellow"
            )
        )
    if edition == "later":
        console.print(
            Text(
                "Этого номера нет в редакции 2015: текст взят источником из более "
                "поздней редакции правил.",
                style="yellow",
            )
        )
    for c in rule.corrections:
        console.print(
            Text(f"Исправлено при импорте: «{c['from']}» → {c['to']} ({c['why']})", style="dim")
        )
    _render_body(console, rule)
    marker = "в исходном переводе «"
    if rule.note and marker in rule.note:
        # a seed quoted verbatim whose word Russian cards print otherwise (issue 15)
        note = rule.note[rule.note.index(marker) :]
        console.print(Text(f"Примечание: {note}.", style="dim"))
    if edition != "later":
        _render_counterparts(console, corpus, rule)
        others = corpus.other_editions(rule.number, edition)
        for other in others:
            console.print(
                Text(
                    f"Номер {rule.number} есть и в редакции {other} "
                    f"(--edition {other}); там это другое правило или другой текст.",
                    style="dim",
                )
            )
    _render_references(console, corpus, rule)
    if alone or edition == "later":
        return
    children = corpus.children(rule.number, edition)
    if not children:
        return
    console.print()
    outline = rule.kind in ("part", "section")
    for child in children:
        if outline:
            line = Text()
            line.append(child.number, style="cyan")
            summary = (
                child.title if child.title else (child.first_sentence() if child.has_text else None)
            )
            line.append(
                "  " + (summary or "нет русского текста"), style="" if summary else "dim italic"
            )
            console.print(line)
        else:
            line = Text()
            line.append(child.number, style="bold cyan")
            line.append(" ")
            if child.has_text:
                line.append(child.text or child.title or "")
            else:
                line.append("нет русского текста", style="dim italic")
            console.print(line)
            for ex in child.examples:
                console.print(Text("    " + ex, style="italic"))


def _render_counterparts(console: Console, corpus: Corpus, rule: Rule) -> None:
    """2008 ↔ 2015: where the same rule lives in the other edition."""
    found = corpus.counterparts(rule.number, rule.edition)
    if found is None:
        return
    numbers, note = found
    other = "2015" if rule.edition == "2008" else "2008"
    if numbers:
        text = f"В редакции {other}: {', '.join(numbers)}"
    else:
        text = f"В редакции {other} соответствия нет"
    if note:
        text += f" ({note})"
    console.print(Text(text, style="magenta"))


def _render_body(console: Console, rule: Rule) -> None:
    if rule.text:
        console.print()
        console.print(Text(rule.text))  # a Text: no markup parsing of rule texts
    elif not rule.has_text:
        console.print()
        console.print(
            Text(
                "Русского текста этого правила в корпусе пока нет; номер существует "
                "в редакции " + rule.edition + ".",
                style="yellow",
            )
        )
    for ex in rule.examples:
        console.print(Text(ex, style="italic"))


def _render_references(console: Console, corpus: Corpus, rule: Rule) -> None:
    from ..rules.corpus import UnknownRuleError

    refs = rule.references
    if not refs:
        return
    edition = rule.edition if rule.edition != "later" else "2015"
    console.print()
    console.print(Text("Ссылки:", style="bold"))
    for number in refs:
        line = Text(f"  {number}", style="cyan")
        try:
            ref = corpus.rule(number, edition)
            summary = ref.title or (ref.first_sentence() if ref.has_text else "нет русского текста")
            line.append(f" — {summary}", style="")
        except UnknownRuleError:
            line.append(" — такого номера нет", style="red")
        console.print(line)


def render_unknown(console: Console, error: UnknownRuleError) -> None:
    console.print(Text(f"Правила {error.query} не существует.", style="bold red"))
    if error.nearest:
        console.print(Text("Ближайшие номера: " + ", ".join(error.nearest)))


def render_hits(console: Console, query: str, hits: list[Hit]) -> None:
    if not hits:
        console.print(Text(f"По запросу «{query}» ничего не найдено."))
        return
    for i, hit in enumerate(hits, start=1):
        head = Text(f"{i}. ")
        if hit.kind == "article":
            head.append(f"статья {hit.key.split(':', 1)[1]}", style="bold cyan")
        elif hit.kind == "glossary":
            head.append(f"глоссарий: {hit.key.split(':', 1)[1]}", style="bold cyan")
        else:
            head.append(hit.key, style="bold cyan")
        head.append(f"  {hit.section}", style="dim")
        if hit.edition not in ("2015", "articles", "glossary"):
            head.append(f"  [{EDITION_LABEL[hit.edition]}]", style="yellow")
        console.print(head)
        console.print(
            highlighted(
                "   ",
                hit.snippet,
                hit.highlights,
                plain=console.no_color or not console.is_terminal,
            )
        )
        if hit.also:
            console.print(
                Text(
                    "   также: " + ", ".join(hit.also[:8]) + (" …" if len(hit.also) > 8 else ""),
                    style="dim",
                )
            )


def highlighted(indent: str, snippet: str, spans, plain: bool) -> Text:
    """The snippet with the query words emphasised: in colour on a terminal, between
    asterisks in plain text."""
    if plain:
        out, last = [], 0
        for a, b in spans:
            out.append(snippet[last:a] + "*" + snippet[a:b] + "*")
            last = b
        return Text(indent + "".join(out) + snippet[last:])
    text = Text(indent + snippet)
    for a, b in spans:
        text.stylize("bold reverse", a + len(indent), b + len(indent))
    return text


def render_definition(console: Console, corpus: Corpus, query: str, entry, others) -> None:
    """``mtgjudge define``: the definition, its "См. правило …" followed to the rules."""
    from ..rules.corpus import UnknownRuleError

    if entry is None:
        console.print(Text(f"Термин «{query}» в глоссарии не найден.", style="bold red"))
        if others:
            console.print(Text("Похожие: " + ", ".join(f"{e.term_ru} ({e.term})" for e in others)))
        return
    head = Text(entry.term_ru, style="bold")
    head.append(f"  ({entry.term})", style="dim")
    head.append("   глоссарий, редакция 2015 · источник: текст проекта", style="dim")
    console.print(head)
    console.print()
    console.print(Text(entry.text))
    if entry.see:
        console.print()
        console.print(Text("Правила:", style="bold"))
        for number in entry.see:
            line = Text(f"  {number}", style="cyan")
            try:
                rule = corpus.rule(number)
                summary = rule.title or (
                    rule.first_sentence() if rule.has_text else "нет русского текста"
                )
                line.append(f" — {summary}")
            except UnknownRuleError:
                line.append(" — такого номера нет", style="red")
            console.print(line)
    if others:
        console.print(
            Text(
                "Похожие термины: " + ", ".join(f"{e.term_ru} ({e.term})" for e in others),
                style="dim",
            )
        )
