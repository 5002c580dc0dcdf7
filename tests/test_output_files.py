"""--svg and --junit never overwrite an input or a scenario, create missing folders and
write atomically (issue 16)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mtgjudge.outputs import OutputError, check_output, write_atomic

from .conftest import ROOT, run_cli

SCENARIO = sorted((ROOT / "scenarios").glob("*.yaml"))[0]


@pytest.fixture
def scenario(tmp_path) -> Path:
    path = tmp_path / "s.yaml"
    shutil.copy(SCENARIO, path)
    return path


def test_svg_refuses_the_scenario_itself(scenario):
    before = scenario.read_bytes()
    result = run_cli("run", str(scenario), "--svg", str(scenario))
    assert result.returncode == 2 and "не перезаписывается" in result.stderr
    assert scenario.read_bytes() == before


def test_outputs_refuse_any_yaml_and_folders(tmp_path, scenario):
    other = tmp_path / "other.YML"
    other.write_text("title: x\n", encoding="utf-8")
    for option in ("--svg",):
        result = run_cli("run", str(scenario), option, str(other))
        assert result.returncode == 2 and ".YML не перезаписывается" in result.stderr
    result = run_cli("check", str(scenario), "--junit", str(tmp_path))
    assert result.returncode == 2 and "это папка" in result.stdout
    assert other.read_text(encoding="utf-8") == "title: x\n"


def test_junit_refuses_an_input_through_a_link(tmp_path, scenario):
    link = tmp_path / "report.xml"
    link.symlink_to(scenario)
    before = scenario.read_bytes()
    result = run_cli("check", str(scenario), "--junit", str(link))
    assert result.returncode == 2 and "это входной файл" in result.stdout
    assert scenario.read_bytes() == before


def test_missing_folders_are_created(tmp_path, scenario):
    svg = tmp_path / "a" / "b" / "run.svg"
    report = tmp_path / "c" / "junit.xml"
    assert run_cli("run", str(scenario), "-q", "--svg", str(svg)).returncode == 0
    assert svg.read_text(encoding="utf-8").startswith("<svg")
    assert run_cli("check", str(scenario), "--junit", str(report)).returncode == 0
    assert report.read_text(encoding="utf-8").startswith("<?xml")
    assert not list(tmp_path.rglob("*.tmp"))


def test_write_is_atomic(tmp_path, monkeypatch):
    target = tmp_path / "out.svg"
    target.write_bytes(b"old")

    def broken_replace(src, dst):
        raise OSError(28, "no space")

    monkeypatch.setattr("os.replace", broken_replace)
    with pytest.raises(OutputError) as info:
        write_atomic(target, b"new", "--svg")
    assert "на диске нет места" in str(info.value)
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["out.svg"]


def test_check_output_accepts_an_ordinary_new_file(tmp_path):
    assert (
        check_output(str(tmp_path / "x.svg"), [str(tmp_path / "s.yaml")], "--svg").name == "x.svg"
    )
