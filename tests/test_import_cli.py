"""`build.py import` end to end: output layout, report, byte-identical re-import, atomic output, bad input."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from test_import_support import EPOCH, FIXTURES, fixture, quiet, read_records, write

import build
from waypost import output_tree
from waypost.catalogue import load
from waypost.importers.output import OutputError
from waypost.validate import validate


@pytest.fixture(autouse=True)
def _fixed_date(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)


def tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_cli_writes_a_catalogue_directory_and_a_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "imported"
    assert build.main(["import", "all", str(FIXTURES), "--out", str(out)]) == 0
    printed = capsys.readouterr()
    assert "[import] imported 20 services from" in printed.out
    assert "not-json.json: not JSON" in printed.err  # the bad file is named
    assert "servers.jsonl: line 3: not JSON" in printed.err  # ... and the bad line
    assert (out / "schema" / "service.schema.json").is_file()
    report = json.loads((out / "import-report.json").read_text("utf-8"))
    assert report["imported"] == 20 and report["skipped"]["no-category"] == 6
    assert {"file", "entry", "reason", "message"} <= set(report["problems"][0])
    assert len(read_records(out)) == 20


def test_output_validates(tmp_path: Path) -> None:
    out = tmp_path / "imported"
    write("all", out, FIXTURES)
    result = validate(load(out))
    assert result.files == 20 and [str(p) for p in result.errors] == []
    assert {p.rule for p in result.warnings} <= {"docs-missing"}  # no source names documentation


def test_output_builds_into_a_site(tmp_path: Path) -> None:
    from waypost.site import build as build_site

    out = tmp_path / "imported"
    write("all", out, FIXTURES)
    site = tmp_path / "site"
    build_site(
        out,
        site,
        "https://waypost.example/",
        spec_dir=None,
        runtime_files=lambda _: {},
        epoch=None,
        log=quiet,
    )
    assert (site / "services" / "weather" / "index.html").is_file()


def test_reimport_is_byte_identical(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    write("all", first, FIXTURES)
    write("all", second, FIXTURES)
    assert tree(first) == tree(second)
    before = tree(first)
    write("all", first, FIXTURES)  # over an earlier import: replaced whole, same bytes
    assert tree(first) == before


def test_input_order_of_sources_does_not_change_records(tmp_path: Path) -> None:
    paths = [fixture("toolsdk", "packages.jsonl"), fixture("docker", "servers.jsonl"), fixture("awesome")]
    write("all", tmp_path / "a", *paths)
    write("all", tmp_path / "b", *reversed(paths))
    assert read_records(tmp_path / "a") == read_records(tmp_path / "b")


def test_a_failed_write_leaves_the_old_output_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "imported"
    write("toolsdk", out, fixture("toolsdk", "packages.jsonl"))
    before = tree(out)
    calls = {"n": 0}
    real = Path.write_bytes

    def failing(self: Path, data: bytes) -> int:
        calls["n"] += 1
        if calls["n"] == 5:
            raise OSError(28, "No space left on device")
        return real(self, data)

    monkeypatch.setattr(Path, "write_bytes", failing)
    with pytest.raises(OSError):
        write("all", out, FIXTURES)
    assert tree(out) == before
    # no temp dir left behind: only the output link and the version it points to
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["imported", os.readlink(out)])


def test_a_failed_first_import_leaves_no_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_switch(out: Path, version: Path) -> None:
        raise OSError("switch failed")

    monkeypatch.setattr(output_tree, "switch", broken_switch)
    with pytest.raises(OSError):
        write("all", tmp_path / "imported", FIXTURES)
    assert list(tmp_path.iterdir()) == []


def test_nothing_importable_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "imported"
    assert build.main(["import", "all", str(fixture("bad")), "--out", str(out)]) == 1
    assert not out.exists()
    assert "nothing to import" in capsys.readouterr().err


def test_refuses_to_replace_a_directory_that_is_not_an_import(tmp_path: Path) -> None:
    out = tmp_path / "precious"
    out.mkdir()
    (out / "keep.txt").write_text("mine", "utf-8")
    with pytest.raises(OutputError):
        write("all", out, FIXTURES)
    assert (out / "keep.txt").read_text("utf-8") == "mine"


@pytest.mark.parametrize("source", ["nonsense", "docker+nonsense"])
def test_unknown_source_is_a_usage_error(
    tmp_path: Path, source: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert build.main(["import", source, str(FIXTURES), "--out", str(tmp_path / "x")]) == 2
    assert "unknown source" in capsys.readouterr().err


def test_missing_file_is_named_and_the_rest_imported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere" / "packages.jsonl"
    out = tmp_path / "imported"
    assert (
        build.main(
            ["import", "toolsdk", str(missing), str(fixture("toolsdk", "packages.jsonl")), "--out", str(out)]
        )
        == 0
    )
    assert f"{missing}: cannot read" in capsys.readouterr().err
    assert "pagegrab" in read_records(out)


def test_one_broken_entry_among_many(tmp_path: Path) -> None:
    lines = [
        json.dumps(
            {
                "_path": f"packages/databases/p{i}.json",
                "_category_dir": "databases",
                "packageName": f"pkg-{i}",
                "description": f"Database tool {i}.",
                "url": f"https://github.com/o/p{i}",
                "runtime": "node",
                "env": {},
            }
        )
        for i in range(1500)
    ]
    lines[1234] = '{"packageName": "broken", '
    source = tmp_path / "in" / "packages.jsonl"
    source.parent.mkdir()
    source.write_text("\n".join(lines) + "\n", "utf-8")
    result = write("toolsdk", tmp_path / "out", source)
    assert result.report.imported == 1499
    assert [(p.locator, p.reason) for p in result.report.loud_problems()] == [("line 1235", "not-json")]


@pytest.mark.parametrize(
    "dump",
    [
        fixture("mcp-registry", "current.json"),  # {"servers": [...]}
        FIXTURES.parent / "connections" / "mcp-current.json",  # a bare array of {server, _meta}
    ],
)
def test_a_registry_only_import_discloses_inferred_categories_on_its_pages(
    dump: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from waypost.site import build as build_site

    out = tmp_path / "imported"
    assert build.main(["import", "mcp-registry", str(dump), "--out", str(out)]) == 0
    records = list(read_records(out).values())
    assert records and all("inferred from the listing's own words" in r["notes"] for r in records)
    site = build_site(out, tmp_path / "site", "https://w.example/", runtime_files=lambda _: {}, log=quiet)
    for record in records:
        page = (site.out / "services" / record["slug"] / "index.html").read_text("utf-8")
        assert (
            "inferred from the listing&#39;s own words" in page
            or "inferred from the listing's own words" in page
        )
    printed = capsys.readouterr().out
    assert all(
        f"skipped {n} {reason}, e.g.:" in printed
        for reason, n in json.loads((out / "import-report.json").read_text("utf-8"))["skipped"].items()
    )
