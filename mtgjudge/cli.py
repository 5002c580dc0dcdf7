"""The ``mtgjudge`` command line: thin -- parse arguments, call the library, pick the exit code.

Heavy modules (rich, the search index, the engine) are imported inside the commands that
need them, so that ``mtgjudge rule 704.5g`` starts fast.

Exit codes: 0 -- answered; 1 -- the rule asked for does not exist (or, for scenarios, an
expectation failed); 2 -- the input cannot be used.
"""

from __future__ import annotations

import json
import sys
from typing import Optional

import typer

app = typer.Typer(
    name="mtgjudge",
    help="Судья Magic: The Gathering на русском: правила по номеру, поиск по правилам.",
    add_completion=False,
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)

EDITION_HELP = "Редакция правил: 2015 (по умолчанию) или 2008."
JSON_HELP = "Вывести ответ в JSON (структура описана в docs/json.md)."


def _print_json(data: dict) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _check_edition(edition: Optional[str]) -> None:
    if edition is not None and edition not in ("2015", "2008"):
        typer.echo(f"Ошибка: неизвестная редакция «{edition}»; есть 2015 и 2008.", err=True)
        raise typer.Exit(2)


@app.command("rule")
def rule_command(
    number: str = typer.Argument(..., help="Номер правила: 704.5g, 704.5г, «п. 704.5g», 704.5 "
                                           "(с подпунктами), 704.5. (без них), 704 (раздел)."),
    edition: Optional[str] = typer.Option(None, "--edition", "-e", help=EDITION_HELP),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Показать правило по номеру: текст, место в оглавлении, примеры, ссылки."""
    from .rules.corpus import UnknownRuleError, default_corpus
    from .rules.numbers import RuleNumberError

    _check_edition(edition)
    corpus = default_corpus()
    try:
        rule, alone = corpus.lookup(number, edition)
    except RuleNumberError:
        if as_json:
            _print_json({"schema": 1, "query": number, "error": "not_a_number"})
        else:
            typer.echo(f"Ошибка: «{number}» не похоже на номер правила (например: 704.5g).", err=True)
        raise typer.Exit(2)
    except UnknownRuleError as error:
        if as_json:
            from .explain.rules_json import unknown_json

            _print_json(unknown_json(number, error))
        else:
            from .explain.rules_text import make_console, render_unknown

            render_unknown(make_console(), error)
        raise typer.Exit(1)
    if as_json:
        from .explain.rules_json import lookup_json

        _print_json(lookup_json(corpus, number, rule, alone))
        return
    from .explain.rules_text import make_console, render_rule

    render_rule(make_console(), corpus, rule, alone)


@app.command("search")
def search_command(
    query: str = typer.Argument(..., help="Слова запроса, например «смертельное касание»."),
    edition: str = typer.Option("2015", "--edition", "-e", help=EDITION_HELP),
    limit: int = typer.Option(10, "--limit", "-n", min=1, help="Сколько результатов показать."),
    as_json: bool = typer.Option(False, "--json", help=JSON_HELP),
) -> None:
    """Полнотекстовый поиск по правилам, примерам и статьям (с учётом словоформ)."""
    _check_edition(edition)
    from .rules.fulltext import default_searcher

    hits = default_searcher().search(query, edition=edition, limit=limit)
    if as_json:
        from .explain.rules_json import search_json

        _print_json(search_json(query, edition, hits))
        return
    from .explain.rules_text import make_console, render_hits

    render_hits(make_console(), query, hits)


def main() -> None:
    """Console-script entry point."""
    app()


if __name__ == "__main__":
    main()
