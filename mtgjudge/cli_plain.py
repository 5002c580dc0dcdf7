"""The command line without typer: the entry point, and the commands a plain command line
runs without it.

Importing typer (with its click) costs about a third of the start-up of a small ``mtgjudge
run`` (≈ 35 ms CPU of ≈ 110 ms here; ``benchmarks/run.py``).  The most common command lines
are plain -- ``mtgjudge run [--json|--quiet|--brief|--full-rules|--no-rules] FILE``,
``mtgjudge card|search|rule|define [--json] WORDS`` --, and :func:`plain_command` recognises
exactly those; their bodies (:func:`run_scenario`, :func:`show_card`, :func:`search_rules`,
:func:`show_rule`, :func:`define_term`) need no typer, and typer's commands in
:mod:`mtgjudge.cli` call the same bodies.  Any other command line -- another command, any
other option, ``--help``, an option value, ``--``, a repeated flag, a missing or second
argument -- goes to typer as before, so its parsing, help and Russian usage errors stay the
only ones.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

#: Flags of the plain forms: option -> keyword of the command's body.
RUN_FLAGS = {
    "--json": "as_json",
    "--quiet": "quiet",
    "-q": "quiet",
    "--brief": "brief",
    "-b": "brief",
    "--full-rules": "full_rules",
    "--no-rules": "no_rules",
}
JSON_FLAG = {"--json": "as_json"}


def echo_err(text: str) -> None:
    """One line on standard error (as ``typer.echo(text, err=True)`` writes it)."""
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


def print_json(data: dict) -> None:
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def plain_command(argv: list[str]) -> Callable[[], int] | None:
    """The body to run for a plain command line (see the module's docstring), or None when
    the line is for typer."""
    if not argv:
        return None
    forms: dict[str, tuple[dict[str, str], Callable[..., int]]] = {
        "run": (RUN_FLAGS, run_scenario),
        "card": (JSON_FLAG, show_card),
        "search": (JSON_FLAG, search_rules),
        "rule": (JSON_FLAG, show_rule),
        "define": (JSON_FLAG, define_term),
    }
    form = forms.get(argv[0])
    if form is None:
        return None
    flags, body = form
    chosen: dict[str, bool] = {}
    positional: list[str] = []
    for arg in argv[1:]:
        if arg.startswith("-"):
            keyword = flags.get(arg)
            if keyword is None or keyword in chosen:
                return None
            chosen[keyword] = True
        else:
            positional.append(arg)
    if len(positional) != 1:
        return None
    return lambda: body(positional[0], **chosen)


# the collector's thresholds the program runs with (see main)
GC_THRESHOLD = (10_000, 10, 10)


def main() -> None:
    """Console-script entry point.  ``--debug`` (anywhere) shows the traceback of an internal
    error; without it the traceback goes to a log file and the user reads one Russian line
    (exit code 4, see :mod:`mtgjudge.exitcodes`)."""
    import gc
    import os

    # The game allocates many small containers that live as long as it does; with Python's
    # default threshold (700) the collector's full passes over the whole heap come more often
    # as the board grows, which made a 10,000-creature combat superlinear (benchmarks/run.py).
    # Fewer young-generation passes: the same collections, a fraction of the cost.
    gc.set_threshold(*GC_THRESHOLD)
    from .dataclass_code import install

    install()  # the methods of the engine's dataclasses: compiled once, then stored

    debug = "--debug" in sys.argv[1:] or os.environ.get("MTGJUDGE_DEBUG") == "1"
    sys.argv[1:] = [a for a in sys.argv[1:] if a != "--debug"]
    body = plain_command(sys.argv[1:])
    if body is None:
        from .cli import dispatch

        body = dispatch
    try:
        code = body()
    except KeyboardInterrupt:
        echo_err("Прервано.")
        raise SystemExit(130) from None
    except Exception as exc:
        if debug:
            raise
        from .exitcodes import INTERNAL, apology, write_crash_log

        what = "mtgjudge " + " ".join(sys.argv[1:])
        echo_err(apology(what, write_crash_log(exc, what)))
        raise SystemExit(INTERNAL) from None
    raise SystemExit(code)


# -- the bodies ---------------------------------------------------------------------


def _problems(exc) -> int:
    for problem in exc.problems:
        echo_err(f"Ошибка: {problem}")
    return 2


def run_file(path: str):
    """Load and run one scenario (``ScenarioError`` for an unusable file, also for references
    found while running)."""
    import gc

    from .scenario.model import load_scenario
    from .scenario.runner import Runner

    runner = Runner(load_scenario(path))
    # The loaded position lives as long as the run: the collector's passes need not walk it
    # again and again (a 10,000-creature combat: about a tenth of its time).
    gc.freeze()
    try:
        return runner.run()
    finally:
        gc.unfreeze()


def run_scenario(
    path: str,
    full_rules: bool = False,
    no_rules: bool = False,
    as_json: bool = False,
    svg: str | None = None,
    quiet: bool = False,
    brief: bool = False,
    layers: str | None = None,
) -> int:
    """``mtgjudge run``: play a scenario and explain it; the exit code."""
    from .scenario.model import ScenarioError

    svg_path = None
    if svg:
        from .outputs import OutputError, check_output

        try:
            svg_path = check_output(svg, [path], "--svg")
        except OutputError as exc:
            echo_err(f"Ошибка: {exc}")
            return 2
    try:
        result = run_file(path)
    except ScenarioError as exc:
        return _problems(exc)
    layer_report = None
    if layers is not None:
        from .explain.layers_ru import layers_report

        layer_report = layers_report(result, layers)
        if layer_report is None:
            echo_err(
                f"Ошибка: --layers: «{layers}» — не один перманент на поле битвы в итоговой позиции"
            )
            return 2
    if as_json:
        from .explain.report import run_json

        data = run_json(result)
        if layer_report is not None:
            data["layers"] = layer_report
        print_json(data)
        return result.exit_code
    from .explain.report import RULES_FIRST, RULES_FULL, RULES_NONE

    mode = RULES_NONE if no_rules else RULES_FULL if full_rules else RULES_FIRST
    if svg_path is None and layer_report is None and _plain_stdout():
        # what rich writes to a file or a pipe, without importing rich (or None: rich lays
        # this output out itself)
        text = plain_text(result, mode, quiet=quiet, brief=brief)
        if text is not None:
            sys.stdout.write(text)
            sys.stdout.flush()
            return result.exit_code
    from .explain.rules_text import make_console

    def render(console) -> None:
        _render(console, result, mode, quiet=quiet, brief=brief)

    if svg_path is not None:
        import io

        from rich.console import Console

        from .outputs import OutputError, write_atomic

        recorder = Console(record=True, width=110, file=io.StringIO())
        render(recorder)
        image = recorder.export_svg(title=f"mtgjudge: {result.scenario.title}")
        try:
            write_atomic(svg_path, image.encode("utf-8"), "--svg")
        except OutputError as exc:
            echo_err(f"Ошибка: {exc}")
            return 2
    console = make_console()
    render(console)
    if layer_report is not None:
        from .explain.layers_ru import render_layers

        render_layers(console, layer_report)
    return result.exit_code


def _render(console, result, mode: str, *, quiet: bool, brief: bool) -> None:
    """The explanation of a run (``--brief``, ``--quiet`` or whole) on ``console``."""
    if brief and not quiet:
        from .explain.brief import render_brief

        render_brief(console, result)
    else:
        from .explain.report import render_run

        render_run(console, result, rules_mode=mode, quiet=quiet)


def plain_text(
    result, mode: str = "first", *, quiet: bool = False, brief: bool = False, width=None
) -> str | None:
    """The explanation exactly as rich writes it to a file or a pipe, made without rich
    (``explain.plain_console``); None when it needs rich's own layout."""
    from .explain.plain_console import PlainConsole, StepAside

    try:
        console = PlainConsole(width)
        _render(console, result, mode, quiet=quiet, brief=brief)
        return console.text()
    except StepAside:
        return None


def _plain_stdout() -> bool:
    """Whether rich writes plain text to standard output, without styles: not a terminal, in
    UTF-8, no variable that could make rich treat it as one (``FORCE_COLOR``,
    ``TTY_COMPATIBLE``, ``TTY_INTERACTIVE``), not inside IPython.  In doubt: False (rich)."""
    import builtins
    import os

    if hasattr(builtins, "get_ipython") or any(
        name in os.environ for name in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE")
    ):
        return False
    stream = sys.stdout
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
    try:
        return encoding == "utf8" and not stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed file
        return False


def show_card(name: str, as_json: bool = False) -> int:
    """``mtgjudge card``: a card by any of its names; the exit code."""
    from .explain.catalogue_view import lookup_card, lookup_json, render_lookup, render_missing

    found = lookup_card(name)
    if not found.found:
        if as_json:
            print_json(
                {
                    "schema": 1,
                    "query": name,
                    "error": "unknown_card",
                    "suggestions": list(found.suggestions),
                }
            )
        else:
            echo_err(render_missing(name, found.suggestions))
        return 2
    if as_json:
        print_json(lookup_json(found))
        return 0
    from .explain.rules_text import make_console

    render_lookup(make_console(), found)
    return 0


def search_rules(query: str, as_json: bool = False, edition: str = "2015", limit: int = 10) -> int:
    """``mtgjudge search``: ranked hits of a full-text query; the exit code (the edition is
    checked by the caller)."""
    from .rules.fulltext import default_searcher

    hits = default_searcher().search(query, edition=edition, limit=limit)
    if as_json:
        from .explain.rules_json import search_json

        print_json(search_json(query, edition, hits))
        return 0
    from .explain.rules_text import make_console, render_hits

    render_hits(make_console(), query, hits)
    return 0


def rule_of_name(query: str) -> str:
    """A keyword's or ability word's name, as printed or older («Захват», «Досягаемость»),
    stands for the rule that defines it; anything else is taken as a number."""
    if any(ch.isdigit() for ch in query):
        return query
    from .rules.terms import resolve

    term = resolve(query)
    return term.rule if term is not None and term.rule else query


def show_rule(number: str, as_json: bool = False, edition: str | None = None) -> int:
    """``mtgjudge rule``: a rule by its number (or a keyword's name); the exit code (the
    edition is checked by the caller)."""
    from .rules.corpus import UnknownRuleError, default_corpus
    from .rules.numbers import RuleNumberError

    corpus = default_corpus()
    try:
        rule, alone = corpus.lookup(rule_of_name(number), edition)
    except RuleNumberError:
        if as_json:
            print_json({"schema": 1, "query": number, "error": "not_a_number"})
        else:
            echo_err(f"Ошибка: «{number}» не похоже на номер правила (например: 704.5g).")
        return 2
    except UnknownRuleError as error:
        if as_json:
            from .explain.rules_json import unknown_json

            print_json(unknown_json(number, error))
        else:
            from .explain.rules_text import make_console, render_unknown

            render_unknown(make_console(), error)
        return 1
    if as_json:
        from .explain.rules_json import lookup_json

        print_json(lookup_json(corpus, number, rule, alone))
        return 0
    from .explain.rules_text import make_console, render_rule

    render_rule(make_console(), corpus, rule, alone)
    return 0


def define_term(term: str, as_json: bool = False) -> int:
    """``mtgjudge define``: a glossary entry followed to its rules; the exit code."""
    from .rules.corpus import default_corpus
    from .rules.glossary import define

    entry, others = define(term)
    if as_json:
        from .explain.rules_json import glossary_json

        print_json(glossary_json(term, entry, others))
    else:
        from .explain.rules_text import make_console, render_definition

        render_definition(make_console(), default_corpus(), term, entry, others)
    return 1 if entry is None else 0
