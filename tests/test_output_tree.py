"""The output directory of build and import: replaced whole, refused when not ours, safe under SIGKILL.

The kill tests run the write in a subprocess that kills itself with SIGKILL at a named step of the
sequence (waypost.output_tree._reached): deterministic, no timing.
"""

from __future__ import annotations

import argparse
import errno
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import build
from tests.conftest import TINY_CATALOGUE, no_runtime
from waypost import site
from waypost.output_tree import BUILD_MARKER, OutputTreeError, replace_tree

REPO = Path(__file__).resolve().parents[1]
MARKERS = (BUILD_MARKER,)

KILLER = """
import os, signal, sys
from pathlib import Path
sys.path.insert(0, sys.argv[5])
from waypost import output_tree
step, nth, out, label = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3]), sys.argv[4]
seen = {"n": 0}
def reached(name):
    if name == step:
        seen["n"] += 1
        if seen["n"] == nth:
            os.kill(os.getpid(), signal.SIGKILL)
output_tree._reached = reached
files = {f"page{i}.html": f"{label} {i}".encode() for i in range(6)}
output_tree.replace_tree(out, files, (".waypost-build",), ".waypost-build")
"""


def files_for(label: str) -> dict[str, bytes]:
    return {f"page{i}.html": f"{label} {i}".encode() for i in range(6)}


def content(out: Path) -> dict[str, bytes]:
    """The files of an output, marker left out."""
    return {
        p.relative_to(out).as_posix(): p.read_bytes()
        for p in sorted(out.rglob("*"))
        if p.is_file() and p.name != BUILD_MARKER
    }


def beside(out: Path) -> list[str]:
    """Every name in the output's parent but the output and the version it links to."""
    current = os.readlink(out) if out.is_symlink() else None
    return sorted(p.name for p in out.parent.iterdir() if p.name not in (out.name, current))


def killed_write(out: Path, step: str, nth: int, label: str) -> None:
    result = subprocess.run(
        [sys.executable, "-c", KILLER, step, str(nth), str(out), label, str(REPO)],
        capture_output=True,
        check=False,
    )
    assert result.returncode == -signal.SIGKILL, result.stderr.decode()


# (step the write is killed at, which occurrence, what the output holds afterwards)
KILL_POINTS = [
    ("version-created", 1, "A"),
    ("file-written", 1, "A"),
    ("file-written", 4, "A"),
    ("staged", 1, "A"),
    ("linked", 1, "A"),
    ("switched", 1, "B"),
]


@pytest.mark.parametrize(("step", "nth", "holds"), KILL_POINTS, ids=[f"{s}-{n}" for s, n, _ in KILL_POINTS])
@pytest.mark.parametrize("layout", ["link", "old-real-directory"])
def test_a_kill_at_any_step_leaves_a_whole_output_and_the_next_run_cleans_up(
    tmp_path: Path, step: str, nth: int, holds: str, layout: str
) -> None:
    out = tmp_path / "site"
    if layout == "link":
        replace_tree(out, files_for("A"), MARKERS, BUILD_MARKER)
    else:  # a site written by the layout before links: a real directory holding the marker
        out.mkdir()
        for name, data in files_for("A").items():
            (out / name).write_bytes(data)
        (out / BUILD_MARKER).write_text("earlier")
    killed_write(out, step, nth, "B")
    assert content(out) == files_for(holds)  # never missing, never half-written
    replace_tree(out, files_for("C"), MARKERS, BUILD_MARKER)
    assert content(out) == files_for("C")
    assert out.is_symlink() and beside(out) == []  # stale versions and links removed


def test_a_killed_first_write_leaves_no_output_and_the_next_run_cleans_up(tmp_path: Path) -> None:
    out = tmp_path / "site"
    killed_write(out, "file-written", 3, "B")
    assert not out.exists()
    replace_tree(out, files_for("C"), MARKERS, BUILD_MARKER)
    assert content(out) == files_for("C") and beside(out) == []


def test_leftovers_of_the_earlier_layout_are_removed(tmp_path: Path) -> None:
    out = tmp_path / "site"
    for name in (".site-abcd1234", ".site-old-abcd1234", ".site-import-zz9_zz9_"):
        (tmp_path / name / "deep").mkdir(parents=True)
    (tmp_path / ".site-keep-me").mkdir()  # not a name Waypost makes
    replace_tree(out, files_for("C"), MARKERS, BUILD_MARKER)
    assert beside(out) == [".site-keep-me"]


@pytest.mark.parametrize(
    "make",
    [
        pytest.param(lambda out: (out.mkdir(), (out / "thesis.tex").write_text("work")), id="folder"),
        pytest.param(lambda out: out.write_text("a file"), id="file"),
        pytest.param(lambda out: out.symlink_to(out.parent), id="foreign-link"),
    ],
)
def test_an_output_that_is_not_ours_is_refused_and_left_untouched(tmp_path: Path, make: object) -> None:
    out = tmp_path / "out"
    make(out)  # type: ignore[operator]
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(OutputTreeError, match="refusing"):
        replace_tree(out, files_for("B"), MARKERS, BUILD_MARKER)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


@pytest.mark.parametrize("existing", ["absent", "empty", "earlier-build", "pre-marker-build"])
def test_absent_empty_and_earlier_builds_are_replaced(tmp_path: Path, existing: str) -> None:
    out = tmp_path / "out"
    if existing != "absent":
        out.mkdir()
    if existing == "earlier-build":
        (out / BUILD_MARKER).write_text("x")
    if existing == "pre-marker-build":
        (out / "search").mkdir()
        (out / "search" / "index.json").write_text("{}")
    replace_tree(out, files_for("B"), (BUILD_MARKER, "search/index.json"), BUILD_MARKER)
    assert content(out) == files_for("B") and beside(out) == []


def run_build(out: Path) -> int:
    args = argparse.Namespace(catalogue=TINY_CATALOGUE, out=out, base_url="https://x.example/", strict=False)
    return site.main(args)


@pytest.fixture
def no_pyodide(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(site.runtime, "runtime_files", no_runtime)


def test_build_refuses_a_folder_that_is_not_a_build_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_pyodide: None
) -> None:
    out = tmp_path / "thesis"
    out.mkdir()
    (out / "thesis.tex").write_text("years of work")
    assert run_build(out) == 1
    captured = capsys.readouterr()
    lines = (captured.out + captured.err).strip().splitlines()
    assert "refusing to replace it" in lines[-1] and "Traceback" not in captured.err
    assert (out / "thesis.tex").read_text() == "years of work"


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EACCES, errno.EROFS])
def test_build_reports_disk_errors_in_one_line(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    no_pyodide: None,
    code: int,
) -> None:
    out = tmp_path / "site"
    assert run_build(out) == 0
    before = content(out)

    def failing(self: Path, data: bytes) -> int:
        raise OSError(code, os.strerror(code), str(self))

    monkeypatch.setattr(Path, "write_bytes", failing)
    capsys.readouterr()
    assert run_build(out) == 1
    captured = capsys.readouterr()
    assert captured.err.count("\n") == 1 and os.strerror(code) in captured.err
    assert "Traceback" not in captured.err
    assert content(out) == before and beside(out) == []


def test_a_build_is_a_link_to_a_version_and_a_rebuild_switches_it(tmp_path: Path, no_pyodide: None) -> None:
    out = tmp_path / "site"
    assert run_build(out) == 0
    first = os.readlink(out)
    assert out.is_symlink() and (out / "index.html").is_file() and (out / BUILD_MARKER).is_file()
    assert run_build(out) == 0
    assert os.readlink(out) != first and beside(out) == []


def test_import_uses_the_same_layout_and_refusal(tmp_path: Path) -> None:
    fixtures = REPO / "tests" / "fixtures" / "import" / "toolsdk" / "packages.jsonl"
    out = tmp_path / "imported"
    assert build.main(["import", "toolsdk", str(fixtures), "--out", str(out)]) == 0
    assert out.is_symlink() and (out / "import-report.json").is_file() and beside(out) == []
    assert build.main(["import", "toolsdk", str(fixtures), "--out", str(out)]) == 0
    assert beside(out) == []
    precious = tmp_path / "precious"
    precious.mkdir()
    (precious / "keep.txt").write_text("mine")
    assert build.main(["import", "toolsdk", str(fixtures), "--out", str(precious)]) == 1
    assert (precious / "keep.txt").read_text() == "mine"
