"""Hostile importer inputs: deep nesting, lone surrogates, pathological lines, FIFOs, devices, huge files,
byte-order marks and UTF-16. One bad entry skips that entry only, named; a bad file is named with the
reason and the fix on the terminal. Subprocess cases have a timeout so a hang fails instead of blocking.
"""

from __future__ import annotations

import codecs
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_import_support import fixture, imported

from waypost import catalogue
from waypost.importers import awesome, reading, text
from waypost.importers.pipeline import run_import

REPO = Path(__file__).resolve().parents[1]
TOOLSDK = fixture("toolsdk", "packages.jsonl")
GOOD_LINES = TOOLSDK.read_text("utf-8").splitlines()


def problems_of(result: object, reason: str) -> list[str]:
    return [p.render() for p in result.report.problems if p.reason == reason]  # type: ignore[attr-defined]


def with_bad_line(tmp_path: Path, bad: str) -> Path:
    """The toolsdk fixture with one bad line inserted as line 2."""
    path = tmp_path / "packages.jsonl"
    path.write_text("\n".join([GOOD_LINES[0], bad, *GOOD_LINES[1:]]) + "\n", "utf-8")
    return path


def test_a_100000_deep_json_line_skips_that_line_only(tmp_path: Path) -> None:
    baseline = imported("toolsdk", TOOLSDK).report.imported
    result = imported("toolsdk", with_bad_line(tmp_path, "[" * 100_000 + "]" * 100_000))
    assert result.report.imported == baseline
    assert [p.split(": ")[1] for p in problems_of(result, "too-deep")] == ["line 2"]


def test_a_lone_surrogate_escape_skips_that_entry_only(tmp_path: Path) -> None:
    entry = json.loads(GOOD_LINES[0])
    entry.update(packageName="evil", name="Evil \ud800 Search", url="https://github.com/evil/evil")
    bad = json.dumps(entry)  # ensure_ascii: the surrogate is the escape \ud800
    assert "\\ud800" in bad
    baseline = imported("toolsdk", TOOLSDK).report.imported
    result = imported("toolsdk", with_bad_line(tmp_path, bad))
    assert result.report.imported == baseline
    found = problems_of(result, "not-unicode")
    assert len(found) == 1 and "line 2" in found[0]
    result.report.to_json().encode("utf-8")
    for data in result.files.values():
        data.decode("utf-8")


def test_a_50000_deep_yaml_file_skips_that_file_only(tmp_path: Path) -> None:
    servers = tmp_path / "servers"
    shutil.copytree(fixture("docker", "servers"), servers)
    (servers / "deep.server.yaml").write_text("a: " + "[" * 50_000 + "]" * 50_000 + "\n", "utf-8")
    baseline = imported("docker", fixture("docker", "servers")).report.imported
    result = imported("docker", servers)
    assert result.report.imported == baseline
    deep = [p for p in result.report.problems if "deep.server.yaml" in p.file]
    assert [p.reason for p in deep] == ["too-deep"]


@pytest.mark.parametrize(
    "line",
    [
        "## Search" + " " * 100_000 + "x",
        "## " + " " * 100_000,
        "## " + "<" * 100_000,
        "- [a](https://github.com/a/a) " + " " * 100_000 + "x",
    ],
    ids=["heading-spaces-then-text", "heading-spaces", "heading-open-tags", "entry-spaces"],
)
def test_awesome_list_patterns_cost_linear_time(tmp_path: Path, line: str) -> None:
    path = tmp_path / "README.md"
    path.write_text(f"## Search\n- [ok](https://github.com/ok/ok) - A search server.\n{line}\n", "utf-8")
    list(awesome.parse(path))


def test_awesome_heading_keeps_its_words() -> None:
    assert awesome.heading_text("Search & Data <a name='x'></a>") == "Search & Data"
    assert awesome.heading_of("## Web Search ##   ") == (2, "Web Search")
    assert awesome.heading_of("### C#") == (3, "C")
    assert awesome.heading_of("#hashtag") is None


def test_a_200000_character_word_in_a_description_costs_linear_time(tmp_path: Path) -> None:
    entry = json.loads(GOOD_LINES[0])
    entry["description"] = "a" * 200_000 + " and more"
    result = imported("toolsdk", with_bad_line(tmp_path, json.dumps(entry)))
    assert result.report.imported >= 1


def import_cli(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(REPO / "build.py"), "import", *arguments],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_fifo_is_refused_in_one_clear_line_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "servers.jsonl"
    os.mkfifo(fifo)
    result = import_cli("toolsdk", str(fifo), "--out", str(tmp_path / "out"))
    assert result.returncode == 1
    lines = [line for line in result.stdout.splitlines() if str(fifo) in line and "regular file" in line]
    assert len(lines) == 1 and "FIFO" in lines[0]
    assert "Traceback" not in result.stderr


def test_a_device_is_refused_without_reading_it() -> None:
    problem = reading.read_text(Path("/dev/zero"))
    assert isinstance(problem, reading.Problem) and "character device" in problem.message


def test_a_file_over_the_size_cap_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reading, "MAX_INPUT_BYTES", 1000)
    path = tmp_path / "big.jsonl"
    path.write_text("x" * 1001, "utf-8")
    problem = reading.read_text(path)
    assert isinstance(problem, reading.Problem)
    assert "1,001 bytes" in problem.message and "cap" in problem.message


def test_a_utf8_bom_is_read_as_utf8(tmp_path: Path) -> None:
    source = fixture("mcp-registry", "bare-array.json")
    with_bom = tmp_path / "bare-array.json"
    with_bom.write_bytes(codecs.BOM_UTF8 + source.read_bytes())
    plain, bom = imported("mcp-registry", source), imported("mcp-registry", with_bom)
    assert bom.report.imported == plain.report.imported
    assert bom.records == plain.records


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_is_named_with_the_reason_and_the_fix_on_the_terminal(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "bare-array.json"
    path.write_text(fixture("mcp-registry", "bare-array.json").read_text("utf-8"), encoding)
    lines: list[str] = []
    result = run_import("mcp-registry", [path], lines.append)
    assert result.report.imported == 0
    shown = [line for line in lines if str(path) in line and "UTF-16" in line]
    assert shown and "save it as UTF-8" in shown[0]


def test_a_catalogue_record_with_a_bom_loads_and_utf16_is_named(tmp_path: Path, tiny_catalogue: Path) -> None:
    services = tmp_path / "services"
    services.mkdir()
    data = (tiny_catalogue / "services" / "acme-search.json").read_bytes()
    (services / "acme-search.json").write_bytes(codecs.BOM_UTF8 + data)
    (services / "acme-extract.json").write_bytes(data.decode("utf-8").encode("utf-16"))
    loaded = {entry.path.name: entry for entry in catalogue.load(tmp_path).entries}
    assert loaded["acme-search.json"].error is None
    error = loaded["acme-extract.json"].error or ""
    assert "UTF-16" in error and "save it as UTF-8" in error


def test_a_fifo_in_the_catalogue_is_an_error_not_a_hang(tmp_path: Path, tiny_catalogue: Path) -> None:
    shutil.copytree(tiny_catalogue, tmp_path / "cat")
    os.mkfifo(tmp_path / "cat" / "services" / "zz-fifo.json")
    result = subprocess.run(
        [sys.executable, str(REPO / "build.py"), "validate", "--catalogue", str(tmp_path / "cat")],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1 and "zz-fifo.json" in result.stdout and "regular file" in result.stdout


CONTROLS = "\x00\x07\x1b[31m\x7f\x9b\u202e\u2066\u200b\u200d\u2060\ufeff"


def test_importers_strip_controls_from_one_line_fields() -> None:
    assert text.clean_line(f"Acme{CONTROLS} Search", 100) == "Acme[31m Search"


def test_importers_strip_controls_but_keep_layout_in_descriptions() -> None:
    cleaned = text.clean_description(f"First line{CONTROLS}.\n\nSecond\tline.")
    assert cleaned == "First line[31m.\n\nSecond\tline."


def test_an_imported_name_with_controls_validates(tmp_path: Path) -> None:
    entry = json.loads(GOOD_LINES[0])
    entry["name"] = "Page\x1bGrab\u202e"
    entry["description"] = "Extracts\x00 clean text\u200b from web pages."
    result = imported("toolsdk", with_bad_line(tmp_path, json.dumps(entry)))
    texts = [str(r[field]) for r in result.records for field in ("name", "tagline", "description")]
    assert "PageGrab" in texts and not any(text.CONTROLS.search(value) for value in texts)


def test_every_skip_reason_used_is_documented() -> None:
    documented = (REPO / "docs" / "importers.md").read_text("utf-8")
    for reason in ("too-deep", "not-unicode", "unreadable-file"):
        assert f"`{reason}`" in documented
