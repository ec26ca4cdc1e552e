"""python -m search_core: output bytes, exit statuses, directory or index file, SOURCE_DATE_EPOCH."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from test_search_support import FIXTURE, PYTHON, REPO, fixture_index

import search_core


def cli(*arguments: str | bytes, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run the CLI (SOURCE_DATE_EPOCH unset unless given); bytes arguments go to argv as they are."""
    environment = {key: value for key, value in os.environ.items() if key != "SOURCE_DATE_EPOCH"}
    environment.update(env or {})
    return subprocess.run(
        [str(PYTHON), "-m", "search_core", *arguments],
        cwd=REPO,
        env=environment,
        capture_output=True,
        check=False,
    )


@pytest.fixture(scope="module")
def index_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("index") / "index.json"
    path.write_text(search_core.dump_index(fixture_index()), encoding="utf-8")
    return path


def test_a_search_prints_the_rendered_response_and_exits_0(index_file: Path) -> None:
    request = '{"query": "Büsqueda pdf 🔎", "view": "full"}'
    from_directory = cli("--catalogue", str(FIXTURE), "--request", request)
    from_index = cli("--catalogue", str(index_file), "--request", request)
    assert from_directory.returncode == 0, from_directory.stderr
    expected = search_core.search_json(request, fixture_index()) + "\n"
    assert from_directory.stdout == expected.encode("utf-8")
    assert from_index.stdout == from_directory.stdout


def test_an_error_response_exits_1() -> None:
    result = cli("--catalogue", str(FIXTURE), "--request", '{"limit": 0}')
    assert result.returncode == 1
    assert json.loads(result.stdout)["error_code"] == "OUT_OF_RANGE"


def test_isto_profile_lenient_and_base_url() -> None:
    result = cli(
        "--catalogue", str(FIXTURE), "--request", json.dumps({"query": "x" * 300}),
        "--profile", "isto", "--base-url", "https://example.org/w", "--lenient",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    response = json.loads(result.stdout)
    assert response["type"] == "search-result" and response["moreUrl"].startswith(
        "https://example.org/w/search/"
    )


def test_source_date_epoch_sets_generated_at() -> None:
    result = cli("--catalogue", str(FIXTURE), "--request", "{}", env={"SOURCE_DATE_EPOCH": "1764470096"})
    assert json.loads(result.stdout)["generatedAt"] == "2025-11-30T02:34:56Z"


@pytest.mark.parametrize(
    ("arguments", "env", "fragment"),
    [
        (["--request", "{}"], {}, "--catalogue"),
        (["--catalogue", str(FIXTURE)], {}, "--request"),
        (["--catalogue", str(FIXTURE), "--request", "{}", "--profile", "x"], {}, "--profile"),
        (["--catalogue", "/nonexistent/catalogue", "--request", "{}"], {}, "/nonexistent/catalogue"),
        (["--catalogue", str(REPO / "tests"), "--request", "{}"], {}, "services/"),
        (
            ["--catalogue", str(FIXTURE), "--request", "{}", "--base-url", "http://x.example/"],
            {},
            "--base-url",
        ),
        (
            ["--catalogue", str(FIXTURE), "--request", "{}"],
            {"SOURCE_DATE_EPOCH": "soon"},
            "SOURCE_DATE_EPOCH",
        ),
    ],
)
def test_unusable_arguments_exit_2_with_one_line(
    arguments: list[str], env: dict[str, str], fragment: str
) -> None:
    result = cli(*arguments, env=env)
    assert result.returncode == 2
    assert result.stdout == b""
    message = result.stderr.decode("utf-8")
    assert message.count("\n") == 1 and message.startswith("search_core: error:") and fragment in message


def test_an_unreadable_record_exits_2(tmp_path: Path) -> None:
    (tmp_path / "services").mkdir()
    (tmp_path / "services" / "broken.json").write_text("{", encoding="utf-8")
    result = cli("--catalogue", str(tmp_path), "--request", "{}")
    assert result.returncode == 2 and b"broken.json" in result.stderr


def test_isto_bytes_agree_between_directory_and_index_file(tmp_path: Path) -> None:
    index = search_core.build_index(
        fixture_index()["records"], fixture_index()["generatedAt"], "https://w.example/"
    )
    path = tmp_path / "index.json"
    path.write_text(search_core.dump_index(index), encoding="utf-8")
    request = '{"query": "pdf browser"}'
    from_directory = cli(
        "--catalogue",
        str(FIXTURE),
        "--request",
        request,
        "--profile",
        "isto",
        "--base-url",
        "https://w.example/",
    )
    from_index = cli("--catalogue", str(path), "--request", request, "--profile", "isto")
    assert from_directory.returncode == from_index.returncode == 0
    assert from_directory.stdout == from_index.stdout
    assert b"https://w.example/services/" in from_index.stdout


def test_facets_prints_the_counts_of_search_core_facets(index_file: Path) -> None:
    request = '{"query": "pdf", "category": "documents"}'
    done = cli("--catalogue", str(index_file), "--request", request, "--facets")
    assert done.returncode == 0, done.stderr
    expected = search_core.render(search_core.facets(json.loads(request), fixture_index()))
    assert done.stdout.decode("utf-8") == expected + "\n"


def test_facets_of_a_refused_request_is_the_error_response_and_exits_1(index_file: Path) -> None:
    done = cli("--catalogue", str(index_file), "--request", '{"limit": "ten"}', "--facets")
    assert done.returncode == 1
    assert json.loads(done.stdout)["error_code"] == "INVALID_TYPE"
