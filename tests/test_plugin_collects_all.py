"""The pytest plugin collects every .yaml in scenarios/ (or named): a file it cannot load is a
failing item with the messages mtgjudge run gives (issue 16)."""

from __future__ import annotations

import shutil
import subprocess
import sys

from .conftest import ROOT

SCENARIO = sorted((ROOT / "scenarios").glob("*.yaml"))[0]


def test_pytest_plugin_fails_files_it_cannot_load(tmp_path):
    folder = tmp_path / "scenarios"
    folder.mkdir()
    shutil.copy(SCENARIO, folder / "good.yaml")
    (folder / "cp1251.yaml").write_bytes("title: тест\n".encode("cp1251"))
    (folder / "typo.yaml").write_text("title: x\nplayrs: {}\n", encoding="utf-8")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            str(folder),
            "-q",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert result.returncode == 1, result.stdout
    assert "2 failed, 1 passed" in result.stdout
    assert f"Ошибка: {folder / 'cp1251.yaml'}:1:1: файл не в кодировке UTF-8" in result.stdout
    assert "неизвестный ключ в сценарии (может быть, players?)" in result.stdout
