"""``mtgjudge cards --coverage``: how much of the catalogue the Oracle compiler reads (issue 14,
item 5), from the compiled results stored beside the catalogue."""

from __future__ import annotations


def coverage_report(top: int) -> dict:
    """The coverage table and the ``top`` most common unread templates (cards up to
    2015-03-27), from the stored results (nothing is compiled)."""
    from ..cards.oracle.coverage import from_stored
    from ..cards.oracle.stored import default_stored

    stored = default_stored()
    if stored is None:
        raise FileNotFoundError("mtgjudge/cards/compiled.sqlite")
    return from_stored(stored.rows()).as_dict(top)


def render_coverage(console, report: dict) -> None:
    """The table in Russian: cards read completely / partly / not at all, by group."""
    from rich.table import Table
    from rich.text import Text

    table = Table(title="Компилятор Oracle: какие карты движок читает сам", title_justify="left")
    table.add_column("группа")
    for name in ("всего", "целиком", "частично", "нет", "целиком, %"):
        table.add_column(name, justify="right")
    for group, row in report["groups"].items():
        table.add_row(
            group,
            str(row["total"]),
            str(row["full"]),
            str(row["partial"]),
            str(row["none"]),
            f"{row['full_percent']:.1f}",
        )
    console.print(table)
    templates = report["unsupported_templates"]
    if not templates:
        return
    console.print(
        Text(
            f"\n{len(templates)} самых частых непрочитанных шаблонов (карты до 2015-03-27; "
            "N — число, {M} — мана; «один» — у скольких карт не прочитан только он):",
            style="bold",
        )
    )
    for i, item in enumerate(templates, start=1):
        only = f"один {item['only']:4}" if "only" in item else ""
        console.print(Text(f"{i:3}. {item['count']:5}  {only}  {item['template']}"))
        console.print(Text(f"            {item['reason']}", style="dim"))
