"""Exit codes of ``mtgjudge``: each means one thing (documented in README.md).

0 -- passed (or answered); 1 -- an expectation failed (or the rule asked for does not
exist); 2 -- the input cannot be used; 3 -- the engine could not finish (step or time budget);
4 -- an internal error of mtgjudge itself: a bug to report, never the user's fault.
"""

from __future__ import annotations

import os

PASSED = 0
FAILED = 1
UNUSABLE = 2
UNFINISHED = 3
INTERNAL = 4

#: ``check``'s overall code: the most serious outcome of any file.
SEVERITY = (INTERNAL, UNUSABLE, UNFINISHED, FAILED, PASSED)

ISSUES_HINT = "сообщите о ней разработчикам mtgjudge, приложив этот файл и сценарий"


def worst(codes: list[int]) -> int:
    """The most serious of several exit codes (see :data:`SEVERITY`)."""
    for code in SEVERITY:
        if code in codes:
            return code
    return PASSED


def write_crash_log(exc: BaseException, what: str) -> str | None:
    """Write the traceback of an internal error to a new log file; its path, or None when
    nothing can be written (the traceback is then lost rather than shown in English)."""
    import tempfile  # only after a crash: start-up does not pay for it
    import traceback

    text = f"mtgjudge: {what}\n\n" + "".join(
        traceback.format_exception(type(exc), exc, exc.__traceback__)
    )
    try:
        fd, path = tempfile.mkstemp(prefix="mtgjudge-crash-", suffix=".log")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError:
        return None
    return path


def apology(what: str, log: str | None) -> str:
    """The one Russian line a user sees after an internal error."""
    where = f"подробности в файле {log}" if log else "подробности: запустите с --debug"
    return (
        f"Внутренняя ошибка mtgjudge ({what}): это ошибка программы, а не вашего файла; "
        f"{where}; {ISSUES_HINT}."
    )
