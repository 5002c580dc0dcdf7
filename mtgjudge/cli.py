"""The ``mtgjudge`` command line: thin -- parse arguments, call the library, pick the exit code.

Heavy modules (rich, the search index, the engine) are imported inside the commands that
need them, so that ``mtgjudge rule 704.5g`` starts fast.

Exit codes (:mod:`mtgjudge.exitcodes`): 0 -- answered; 1 -- the rule asked for does not exist
(or, for scenarios, an expectation failed); 2 -- the input cannot be used; 3 -- the engine
could not finish; 4 -- an internal error.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import typer

from .cli_plain import print_json as _print_json

HELP = (
    "Судья Magic: The Gathering на русском: разбор сценариев по правилам, правила по номеру, "
    "поиск по правилам, глоссарий, карты."
)
COMMANDS: dict[str, Callable[..., Any]] = {}  # name -> function, in the order of the help


def command(name: str):
    """Register a command; the typer app is built when it is needed (see ``build_app``)."""

    def register(function):
        COMMANDS[name] = function
        return function

    return register


def _show_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            number = version("mtgjudge")
        except PackageNotFoundError:
            from . import __version__ as number
        typer.echo(f"mtgjudge {number} (правила: редакция 27 марта 2015 года)")
        raise typer.Exit(0)


def _group(
    show_version: bool = typer.Option(
        False,
        "--version",
        help="Показать версию mtgjudge и выйти.",
        is_eager=True,
        callback=_show_version,
    ),
) -> None:
    pass


def build_app(only: str | None = None) -> typer.Typer:
    """The typer application.  With ``only``, just that command is registered: typer builds
    every registered command from its signature on each call, and a single command starts
    faster (the full set is built for ``--help`` and anything that is not a command name)."""
    from .cli_ru import RussianCommand, RussianGroup

    application = typer.Typer(
        cls=RussianGroup,
        name="mtgjudge",
        help=HELP,
        add_completion=False,
        no_args_is_help=True,
        rich_markup_mode=None,
        pretty_exceptions_enable=False,
    )
    # a callback keeps the group form even when a single command is registered
    application.callback()(_group)
    for name, function in COMMANDS.items():
        if only is None or name == only:
            application.command(name, cls=RussianCommand)(function)
    return application


EDITION_HELP = "Редакция правил: 2015 (по умолчанию) или 2008."
JSON_HELP = "Вывести ответ в JSON (структура описана в docs/json.md)."


def _check_edition(edition: str | None) -> None:
    if edition is not None and edition not in ("2015", "2008"):
        typer.echo(f"Ошибка: неизвестная редакция «{edition}»; есть 2015 и 2008.", err=True)
        raise typer.Exit(2)


@command("rule")
def rule_command(
    number: str = typer.Argument(
        ...,
        help="Номер правила: 704.5g, 704.5г, «п. 704.5g», 704.5 "
        "(с подпунктами), 704.5. (без них), 704 (раздел) — или название ключевого слова, "
        "как на картах: «Захват».",
    ),
    edition: str | None = typer.Option(None, "--edition", "-e", help=EDITION_HELP),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Показать правило по номеру: текст, место в оглавлении, примеры, ссылки."""
    _check_edition(edition)
    from .cli_plain import show_rule

    raise typer.Exit(show_rule(number, as_json, edition))


@command("search")
def search_command(
    query: str = typer.Argument(..., help="Слова запроса, например «смертельное касание»."),
    edition: str = typer.Option("2015", "--edition", "-e", help=EDITION_HELP),
    limit: int = typer.Option(10, "--limit", "-n", min=1, help="Сколько результатов показать."),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Полнотекстовый поиск по правилам, примерам и статьям (с учётом словоформ)."""
    _check_edition(edition)
    from .cli_plain import search_rules

    raise typer.Exit(search_rules(query, as_json, edition, limit))


@command("define")
def define_command(
    term: str = typer.Argument(
        ..., help="Термин по-русски или по-английски: «приоритет», «priority»."
    ),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Определение термина из глоссария, с переходом к правилам «См. правило …»."""
    from .cli_plain import define_term

    raise typer.Exit(define_term(term, as_json))


@command("run")
def run_command(
    path: str = typer.Argument(..., help="Файл сценария (YAML)."),
    full_rules: bool = typer.Option(False, "--full-rules", help="Показывать полный текст правил."),
    no_rules: bool = typer.Option(
        False, "--no-rules", help="Не показывать тексты правил, только номера."
    ),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
    svg: str | None = typer.Option(
        None, "--svg", help="Сохранить объяснение как SVG-картинку в этот файл."
    ),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="Только итог."),
    brief: bool = typer.Option(
        False,
        "--brief",
        "-b",
        help="Коротко: только решающие события и их правила — чтобы прочитать игроку за столом.",
    ),
    layers: str | None = typer.Option(
        None,
        "--layers",
        help="Показать для перманента (id или имя) итоговой позиции каждый шаг слоёв (613).",
    ),
) -> None:
    """Разыграть сценарий и объяснить каждый шаг с правилами."""
    from .cli_plain import run_scenario

    raise typer.Exit(run_scenario(path, full_rules, no_rules, as_json, svg, quiet, brief, layers))


@command("check")
def check_command(
    paths: list[str] = typer.Argument(..., help="Файлы и папки со сценариями."),
    junit: str | None = typer.Option(None, "--junit", help="Записать отчёт JUnit XML в этот файл."),
    jobs: int = typer.Option(
        1, "--jobs", "-j", min=1, help="Сколько процессов запускать параллельно."
    ),
) -> None:
    """Проверить все сценарии: сводная таблица; код 0, только если все прошли."""
    from .scenario.batch import check_paths

    raise typer.Exit(check_paths(paths, junit=junit, jobs=jobs))


@command("card")
def card_command(
    name: str = typer.Argument(
        ...,
        help="Имя карты по-английски или по-русски (любое печатное русское имя, "
        "часть расщеплённой или двусторонней карты; опечатки прощаются).",
    ),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Показать карту: русские имена, текст карты и Oracle, разъяснения и что понимает движок."""
    from .cli_plain import show_card

    raise typer.Exit(show_card(name, as_json))


@command("cards")
def cards_command(
    query: str = typer.Argument(
        "", help="Слова из имени или текста карты: «не может быть отменено», «can't be countered»."
    ),
    type_: str | None = typer.Option(
        None, "--type", "-t", help="Слова строки типа: «Creature Dragon», «существо»."
    ),
    cost: str | None = typer.Option(
        None,
        "--cost",
        "-c",
        help="Конвертированная мана-стоимость («3») или мана-стоимость («{1}{R}»).",
    ),
    before: str | None = typer.Option(
        None,
        "--before",
        "-b",
        help="Только карты, впервые напечатанные не позже этой даты (ГГГГ-ММ-ДД).",
    ),
    limit: int | None = typer.Option(
        None,
        "--limit",
        "-n",
        min=0,
        help="Сколько карт показать (20); с --coverage — сколько шаблонов (50).",
    ),
    coverage: bool = typer.Option(
        False,
        "--coverage",
        help="Сколько карт компилятор Oracle читает целиком, частично и никак: по эпохам, для "
        "Стандарта 2015 года, и самые частые непрочитанные шаблоны.",
    ),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Поиск карт по имени, тексту Oracle и русскому тексту (с учётом словоформ), с фильтрами.
    С --coverage — сводка о том, какие карты движок читает сам."""
    import re

    if coverage:
        _coverage(50 if limit is None else limit, as_json)
        return
    limit = 20 if limit is None else max(limit, 1)

    if before is not None and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", before):
        typer.echo(
            f"Ошибка: --before «{before}» — нужна дата ГГГГ-ММ-ДД, например 2015-03-27.", err=True
        )
        raise typer.Exit(2)
    if not (query.strip() or type_ or cost):
        typer.echo("Ошибка: нужен запрос или фильтр (--type, --cost).", err=True)
        raise typer.Exit(2)
    from .cards.catalogue import default_catalogue

    catalogue = default_catalogue()
    if catalogue is None:
        typer.echo(
            "Ошибка: каталог карт не установлен (mtgjudge/cards/catalogue.sqlite).", err=True
        )
        raise typer.Exit(2)
    hits, total = catalogue.search(query, type_=type_, cost=cost, before=before, limit=limit)
    if as_json:
        from .explain.catalogue_view import search_json

        _print_json(
            search_json(query, {"type": type_, "cost": cost, "before": before}, hits, total)
        )
        return
    from .explain.catalogue_view import render_search
    from .explain.rules_text import make_console

    render_search(make_console(), query, hits, total)


def _coverage(top: int, as_json: bool) -> None:
    from .explain.coverage_view import coverage_report, render_coverage

    try:
        report = coverage_report(top)
    except FileNotFoundError as exc:
        typer.echo(f"Ошибка: нет файла с результатами компиляции ({exc}).", err=True)
        raise typer.Exit(2) from None
    if as_json:
        _print_json(report)
        return
    from .explain.rules_text import make_console

    render_coverage(make_console(), report)


@command("schema")
def schema_command(
    what: str = typer.Argument("scenario", help="scenario (по умолчанию) или card."),
) -> None:
    """Напечатать JSON Schema формата сценариев (или карт) для редакторов."""
    from importlib.resources import files

    names = {
        "scenario": ("mtgjudge.scenario", "scenario.schema.json"),
        "card": ("mtgjudge.cards", "card.schema.json"),
    }
    if what not in names:
        typer.echo("Ошибка: есть схемы scenario и card.", err=True)
        raise typer.Exit(2)
    package, filename = names[what]
    sys.stdout.write(files(package).joinpath(filename).read_text(encoding="utf-8"))


def main() -> None:
    """Console-script entry point (see :func:`mtgjudge.cli_plain.main`)."""
    from .cli_plain import main as plain_main

    plain_main()


def dispatch() -> int:
    """Run the command line (``sys.argv``, without ``--debug``) with typer; the exit code.
    Internal errors are left to the caller (:func:`mtgjudge.cli_plain.main`)."""
    first = sys.argv[1] if len(sys.argv) > 1 else None
    if first is not None and not first.startswith("-") and first not in COMMANDS:
        typer.echo(
            f"Ошибка: нет команды «{first}»; есть: {', '.join(COMMANDS)} (mtgjudge --help).",
            err=True,
        )
        raise SystemExit(2)
    from typer._click import exceptions as click_errors

    try:
        code = build_app(first if first in COMMANDS else None)(standalone_mode=False)
    except click_errors.NoArgsIsHelpError as exc:
        typer.echo(exc.ctx.get_help() if exc.ctx else HELP)
        raise SystemExit(2) from None
    except click_errors.UsageError as exc:
        from .cli_ru import usage_error_ru

        if exc.ctx is not None:
            typer.echo(exc.ctx.get_usage(), err=True)
            typer.echo(f"Справка: {exc.ctx.command_path} --help", err=True)
        typer.echo(f"Ошибка: {usage_error_ru(exc)}.", err=True)
        raise SystemExit(2) from None
    except typer.Abort:
        typer.echo("Прервано.", err=True)
        raise SystemExit(1) from None
    return code if isinstance(code, int) else 0


app = build_app()  # the full application (for tools that import it)


if __name__ == "__main__":
    main()
