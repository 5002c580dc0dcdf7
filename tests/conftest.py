from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Every index the engine keeps (views of the battlefield, objects by name) is checked against
# a fresh scan on each use, here and in the CLI processes the tests start.
os.environ["MTGJUDGE_CHECK_INDEXES"] = "1"
# the stored search index goes to a folder of this test session, not the user's cache
os.environ["MTGJUDGE_CACHE_DIR"] = tempfile.mkdtemp(prefix="mtgjudge-test-cache-")
import mtgjudge.engine.state  # noqa: E402

mtgjudge.engine.state.CHECK_INDEXES = True


@pytest.fixture(scope="session")
def corpus():
    from mtgjudge.rules.corpus import default_corpus

    return default_corpus()


def run_cli(
    *args: str, env: dict | None = None, input: str | None = None
) -> subprocess.CompletedProcess:
    """Run ``python -m mtgjudge ARGS`` as a user would, output not a terminal."""
    full_env = {**os.environ, **(env or {})}
    full_env.pop("FORCE_COLOR", None)
    return subprocess.run(
        [sys.executable, "-m", "mtgjudge", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=full_env,
        input=input,
        cwd=ROOT,
    )
