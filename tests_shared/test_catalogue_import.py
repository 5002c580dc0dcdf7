"""The shipped card catalogue is exactly what the importer makes of ../shared/data (issue 13).

Needs ``../shared/`` beside the repository (CI has it); run with
``python -m pytest -q tests_shared``."""

from __future__ import annotations

import importlib.util
import sqlite3
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "mtgjudge" / "cards" / "catalogue.sqlite"


def _importer():
    spec = importlib.util.spec_from_file_location(
        "import_catalogue", ROOT / "tools" / "import_catalogue.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _contents(path: Path) -> list:
    """The schema and every row of every stored table (the FTS5 index's own tables included;
    the contentless virtual table itself cannot be scanned)."""
    db = sqlite3.connect(path)
    try:
        schema = db.execute("SELECT type, name, sql FROM sqlite_schema ORDER BY name").fetchall()
        out: list = [("schema", row) for row in schema]
        for _, name, sql in schema:
            if sql and sql.startswith("CREATE TABLE"):
                out += [(name, row) for row in db.execute(f'SELECT * FROM "{name}" ORDER BY 1, 2')]
        return out
    finally:
        db.close()


def test_shipped_catalogue_equals_the_importers_output(tmp_path):
    importer = _importer()
    assert importer.SOURCE.exists(), f"нет {importer.SOURCE}"
    out = tmp_path / "catalogue.sqlite"
    counts = importer.build(importer.SOURCE, out)
    assert counts["up_to_rules"] == 14922  # the README of the data: cards up to 2015-03-27
    shipped, rebuilt = _contents(SHIPPED), _contents(out)
    assert len(shipped) == len(rebuilt)
    different = [i for i, (a, b) in enumerate(zip(shipped, rebuilt)) if a != b]
    assert not different, (
        "каталог устарел: пересоздайте его командой python tools/import_catalogue.py; "
        f"первое отличие: {str(rebuilt[different[0]])[:200]}"
    )


def test_importer_output_is_byte_identical_on_rerun(tmp_path):
    importer = _importer()
    first, second = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    importer.build(importer.SOURCE, first)
    importer.build(importer.SOURCE, second)
    assert first.read_bytes() == second.read_bytes()
