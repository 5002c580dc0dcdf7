"""The floor of the scenario format: the example of ../shared/SCENARIO_CONTRACT.md runs as
written (files written to the contract by people outside the team must keep working)."""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import run_cli

CONTRACT = Path(__file__).resolve().parents[2] / "shared" / "SCENARIO_CONTRACT.md"


def test_the_contract_example_runs_unchanged(tmp_path):
    assert CONTRACT.is_file(), f"the scenario contract is missing: {CONTRACT}"
    text = CONTRACT.read_text(encoding="utf-8")
    example = re.search(r"```yaml\n(.*?)```", text, re.S).group(1)
    path = tmp_path / "contract-example.yaml"
    path.write_text(example, encoding="utf-8")
    result = run_cli("run", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Итог: все ожидания выполнены" in result.stdout
