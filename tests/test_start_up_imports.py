"""Start-up of ``mtgjudge run``: a card of the catalogue is defined from its stored compiled
abilities (mtgjudge/cards/oracle/results.py) without importing the Oracle compiler."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from .conftest import ROOT


def test_a_catalogue_card_does_not_import_the_compiler(tmp_path):
    path = tmp_path / "djinn.yaml"
    path.write_text(
        textwrap.dedent(
            """
            title: Джинн из каталога
            players:
              Алиса:
                battlefield: [Mahamoti Djinn]
                library: 20
              Борис:
                library: 20
            turn: {active: Алиса, step: main1, number: 3}
            expect:
              battlefield: {Алиса: [Mahamoti Djinn]}
            """
        ),
        encoding="utf-8",
    )
    code = (
        "import sys\n"
        "from mtgjudge.cli_plain import run_file\n"
        f"result = run_file({str(path)!r})\n"
        "assert result.exit_code == 0, result.exit_code\n"
        "print(sorted(m for m in sys.modules if m.startswith('mtgjudge.cards.oracle')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    loaded = done.stdout.strip()
    assert "results" in loaded and "stored" in loaded  # the card came from the stored results
    for module in ("compiler", "semantics", "grammar", "render"):
        assert f"mtgjudge.cards.oracle.{module}'" not in loaded, loaded
