"""pytest plugin (entry point ``pytest11``): scenario files become test items.

``pytest scenarios/`` collects every ``*.yaml`` / ``*.yml`` file that lies in a folder
named ``scenarios`` or is named on the command line -- all of them: a file that cannot be
read or used (wrong encoding, a misspelt ``players:``) is a failing item with the messages
``mtgjudge run`` gives, never silently left out.  A failing item shows ``file:line``, the
failed expectations (expected vs actual) and the last steps of the explanation.
"""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_collect_file(parent, file_path: Path):
    if file_path.suffix not in (".yaml", ".yml"):
        return None
    named = any(
        Path(arg.split("::")[0]).resolve() == file_path.resolve()
        for arg in parent.config.args
        if arg
    )
    try:  # the folder names below the root (a checkout may itself lie in a "scenarios" folder)
        parts = file_path.relative_to(parent.config.rootpath).parts
    except ValueError:
        parts = file_path.parts
    if not named and "scenarios" not in parts:
        return None
    return ScenarioFile.from_parent(parent, path=file_path)


class ScenarioFile(pytest.File):
    def collect(self):
        yield ScenarioItem.from_parent(self, name=self.path.name)


class ScenarioFailure(Exception):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class ScenarioItem(pytest.Item):
    def runtest(self) -> None:
        from .explain.report import _fmt, action_text, event_lines, name_function
        from .scenario.model import ScenarioError, load_scenario
        from .scenario.runner import Runner

        try:
            result = Runner(load_scenario(str(self.path))).run()
        except ScenarioError as exc:
            raise ScenarioFailure(
                "Файл нельзя использовать:\n" + "\n".join(f"Ошибка: {p}" for p in exc.problems)
            ) from None
        if result.exit_code == 0:
            return
        lines = []
        if result.limit_reached:
            lines.append(f"{self.path}: движок остановился: {result.limit_reached}")
        for e in result.failed:
            lines.append(
                f"{self.path}:{e.line}: {e.key} {e.subject}: ожидалось {_fmt(e.expected)}, "
                f"на деле {_fmt(e.actual)}"
            )
        names = name_function(result.scenario.library, [p.name for p in result.scenario.players])
        lines.append("Последние шаги объяснения:")
        for step in result.steps[-3:]:
            lines.append(f"  Шаг {step.number}. {action_text(step.action)}")
            for event in step.events[-8:]:
                for sentence, rules, depth in event_lines(event, names):
                    lines.append("    " + "  " * depth + f"• {sentence} [{', '.join(rules)}]")
        if result.refusal is not None:
            lines.append(
                f"  Нельзя: {result.refusal.error.reason} [{', '.join(result.refusal.error.rules)}]"
            )
        raise ScenarioFailure("\n".join(lines))

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, ScenarioFailure):
            return excinfo.value.text
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, 0, f"сценарий {self.path.name}"
