"""The floor of the scenario format: the example of ../shared/SCENARIO_CONTRACT.md runs as
written (files written to the contract by people outside the team must keep working).

The example is kept in ``tests/data/contract-example.yaml`` so that a fresh clone runs this
test without ``../shared/``; ``tests_shared/test_shared_sources.py`` (run by ``.ci/run``)
checks that the copy is still the contract's example, byte for byte."""

from __future__ import annotations

import shutil
from pathlib import Path

from .conftest import run_cli

EXAMPLE = Path(__file__).resolve().parent / "data" / "contract-example.yaml"


def test_the_contract_example_runs_unchanged(tmp_path):
    path = tmp_path / "contract-example.yaml"
    shutil.copy(EXAMPLE, path)
    result = run_cli("run", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Итог: все ожидания выполнены" in result.stdout
