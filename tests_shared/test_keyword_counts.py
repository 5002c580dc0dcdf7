"""The numbers of cards per keyword stored in tools/keyword_counts.json (the docs/cards.md table)
are what tools/keyword_table.py counts in ../shared/data (issue 12).

Needs ``../shared/`` beside the repository; run with ``python -m pytest -q tests_shared``."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tool():
    spec = importlib.util.spec_from_file_location(
        "keyword_table", ROOT / "tools" / "keyword_table.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_stored_counts_are_the_data():
    tool = _tool()
    stored = json.loads(tool.COUNTS.read_text("utf-8"))
    counted = tool.count()
    assert stored == counted
    # the figures the issue quotes (cards first printed up to 2015-03-27)
    assert counted["Morph"] == 152 and counted["Kicker"] == 96 and counted["Flashback"] == 106
