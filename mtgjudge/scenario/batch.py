"""``mtgjudge check``: run many scenario files, summarise, write JUnit XML."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from .model import ScenarioError, load_scenario
from .runner import Runner


@dataclass(frozen=True)
class FileOutcome:
    path: str
    status: str  # "passed", "failed", "error", "limit", "internal"
    message: str  # first failure or error, with file:line
    seconds: float
    exit_code: int


def scenario_files(paths: list[str]) -> list[str]:
    out: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out.extend(str(f) for f in sorted(path.rglob("*.yaml")) + sorted(path.rglob("*.yml")))
        else:
            out.append(str(path))
    return sorted(dict.fromkeys(out))


def _load_once() -> None:
    """What every scenario needs, loaded once per process (a ``check -j`` worker)."""
    from ..cards.library import default_library
    from ..rules.corpus import default_corpus

    default_library().token_names()
    default_corpus()


def run_one(path: str) -> FileOutcome:
    start = time.perf_counter()
    try:
        result = Runner(load_scenario(path), initial=False).run()  # (no position shown)
    except ScenarioError as exc:
        return FileOutcome(path, "error", str(exc.problems[0]), time.perf_counter() - start, 2)
    except Exception as exc:  # an engine bug must not stop the whole check
        from ..exitcodes import INTERNAL, apology, write_crash_log

        what = f"сценарий {path}"
        return FileOutcome(
            path,
            "internal",
            apology(what, write_crash_log(exc, what)),
            time.perf_counter() - start,
            INTERNAL,
        )
    elapsed = time.perf_counter() - start
    if result.limit_reached:
        return FileOutcome(path, "limit", f"{path}: {result.limit_reached}", elapsed, 3)
    if result.failed:
        e = result.failed[0]
        from ..explain.report import _fmt

        return FileOutcome(
            path,
            "failed",
            f"{path}:{e.line}: {e.key} {e.subject}: ожидалось {_fmt(e.expected)}, "
            f"на деле {_fmt(e.actual)}",
            elapsed,
            1,
        )
    return FileOutcome(path, "passed", "", elapsed, 0)


def check_paths(paths: list[str], *, junit: str | None = None, jobs: int = 1) -> int:
    from rich.table import Table

    from ..explain.rules_text import make_console
    from ..outputs import OutputError, check_output

    console = make_console()
    files = scenario_files(paths)
    if not files:
        console.print("Сценариев не найдено.")
        return 2
    if junit:
        try:
            check_output(junit, [*paths, *files], "--junit")
        except OutputError as exc:
            console.print(f"Ошибка: {exc}", markup=False)
            return 2
    outcomes: list[FileOutcome] = []
    show_progress = console.is_terminal and len(files) > 3
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        # each worker loads the card library and the rules corpus once (_load_once), then
        # takes the files in chunks: a few round trips per worker instead of one per file
        chunk = max(1, min(32, len(files) // (jobs * 4)))
        with ProcessPoolExecutor(max_workers=jobs, initializer=_load_once) as pool:
            iterator = pool.map(run_one, files, chunksize=chunk)
            outcomes = _collect(iterator, len(files), console, show_progress)
    else:
        outcomes = _collect((run_one(f) for f in files), len(files), console, show_progress)
    table = Table(title="Проверка сценариев", title_justify="left")
    table.add_column("файл")
    table.add_column("итог")
    table.add_column("первая ошибка")
    labels = {
        "passed": "[green]прошёл[/]",
        "failed": "[red]не прошёл[/]",
        "error": "[red]ошибка файла[/]",
        "limit": "[red]предел движка[/]",
        "internal": "[red]внутренняя ошибка[/]",
    }
    for o in outcomes:
        table.add_row(o.path, labels[o.status], o.message)
    console.print(table)
    counts = {k: sum(1 for o in outcomes if o.status == k) for k in labels}
    console.print(
        f"Прошли: {counts['passed']}, не прошли: {counts['failed']}, "
        f"ошибки: {counts['error'] + counts['limit'] + counts['internal']}"
    )
    if junit:
        try:
            write_junit(junit, outcomes)
        except OutputError as exc:
            console.print(f"Ошибка: {exc}", markup=False)
            return 2
    from ..exitcodes import worst

    return worst([o.exit_code for o in outcomes])


def _collect(iterator, total: int, console, show_progress: bool) -> list[FileOutcome]:
    if not show_progress:
        return list(iterator)
    from rich.progress import Progress

    out = []
    with Progress(console=console, transient=True) as progress:
        task = progress.add_task("Сценарии", total=total)
        for outcome in iterator:
            out.append(outcome)
            progress.advance(task)
    return out


def write_junit(path: str, outcomes: list[FileOutcome]) -> None:
    """JUnit XML: one testcase per file; failure messages carry file:line."""
    from xml.etree import ElementTree as ET

    suite = ET.Element(
        "testsuite",
        name="mtgjudge",
        tests=str(len(outcomes)),
        failures=str(sum(o.status == "failed" for o in outcomes)),
        errors=str(sum(o.status in ("error", "limit", "internal") for o in outcomes)),
        time=f"{sum(o.seconds for o in outcomes):.3f}",
    )
    for o in outcomes:
        case = ET.SubElement(
            suite,
            "testcase",
            classname="scenarios",
            name=o.path,
            file=o.path,
            time=f"{o.seconds:.3f}",
        )
        if o.status == "failed":
            ET.SubElement(case, "failure", message=o.message).text = o.message
        elif o.status in ("error", "limit", "internal"):
            kind = {"error": "файл нельзя использовать", "limit": "предел движка"}
            ET.SubElement(
                case, "error", message=o.message, type=kind.get(o.status, "внутренняя ошибка")
            ).text = o.message
    import io

    from ..outputs import check_output, write_atomic

    buffer = io.BytesIO()
    ET.ElementTree(suite).write(buffer, encoding="utf-8", xml_declaration=True)
    write_atomic(
        check_output(path, [o.path for o in outcomes], "--junit"), buffer.getvalue(), "--junit"
    )
