"""The index (build, serialize, load), generatedAt, and the purity of search_core."""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from test_search_support import FIXTURE, REPO, fixture_index, fixture_records

import search_core
from search_core import index as index_module
from search_core.dates import epoch_to_rfc3339

PACKAGE = Path(search_core.__file__).parent
FORBIDDEN_MODULES = {
    "os",
    "pathlib",
    "io",
    "time",
    "datetime",
    "random",
    "sys",
    "subprocess",
    "socket",
    "shutil",
}
REQUESTS = [
    {},
    {"query": "web search"},
    {"query": "pdf", "view": "full"},
    {"query": "browser", "category": "browser", "limit": 1, "offset": 1},
    {"query": "zzqxv"},
]


def test_the_index_is_json_and_survives_a_round_trip() -> None:
    index = fixture_index()
    text = search_core.dump_index(index)
    loaded = search_core.load_index(text)
    assert loaded == index
    for request in REQUESTS:
        for profile in search_core.PROFILES:
            assert search_core.search(request, loaded, profile) == search_core.search(request, index, profile)


def test_the_index_keeps_records_in_catalogue_order() -> None:
    index = fixture_index()
    assert index["records"] == fixture_records()
    assert index["format"] == 5 and index["baseUrl"] is None
    assert sorted(index["rank"]) == list(range(len(index["records"])))
    assert list(index["postings"]) == sorted(index["postings"])
    assert list(index["pairs"]) == sorted(index["pairs"])
    assert len(index["quality"]) == len(index["nameKeys"]) == len(index["records"])


def test_weights_are_integer_rarity_stored_beside_the_postings() -> None:
    """One integer weight per key, in the postings' order; a rarer key weighs more."""
    index = fixture_index()
    weights = dict(zip(index["postings"], index["weights"], strict=True))
    assert all(isinstance(weight, int) and weight >= 1 for weight in weights.values())
    masks_of = zip(index["postings"], index["masks"], strict=True)
    frequency = {key: len(masks) // index_module.MASK_DIGITS for key, masks in masks_of}
    for rare, common in [(k, c) for k in frequency for c in frequency if frequency[k] * 2 <= frequency[c]]:
        assert weights[rare] > weights[common], (rare, common)


@pytest.mark.parametrize(
    ("frequency", "records", "weight"), [(1, 1, 4), (1, 8, 16), (8, 64, 16), (1, 3000, 49), (3000, 3000, 4)]
)
def test_rarity_weight(frequency: int, records: int, weight: int) -> None:
    assert index_module.rarity_weight(frequency, records) == weight


def test_pairs_hold_neighbouring_keys_in_text_order() -> None:
    record = {
        "name": "Image to Text",
        "tagline": "Turns text into images.",
        "capabilities": ["ocr pdf"],
        "description": "Reads scanned invoices.",
    }
    name_pairs, other_pairs = index_module.adjacent_pairs(record)
    assert name_pairs == {"imag text"}
    assert {"text imag", "ocr pdf"} <= other_pairs
    assert "pdf ocr" not in other_pairs
    assert "scann invoic" not in other_pairs  # the description is left out


def test_pairs_kept_are_those_of_shared_keys_in_a_name_or_in_two_records() -> None:
    records = [
        {"name": "Image to Text", "slug": "a", "tagline": "Text image ocr."},
        {"name": "Image to Text Zebra", "slug": "b", "tagline": "Ocr tool."},
        {"name": "Text Image", "slug": "c", "tagline": "Image."},
    ]
    fillers = [{"name": f"Filler {n}", "slug": f"f{n}"} for n in range(index_module.SMALL_CATALOGUE)]
    index = search_core.build_index(records + fillers, "2026-11-02T00:00:00Z")
    # "imag text": in names; "text imag": in a name (c) and a tagline (a); "imag ocr": one tagline only
    # (left out in a catalogue this large); "text zebra": zebra is held by one record.
    assert {pair: numbers for pair, numbers in index["pairs"].items() if "fill" not in pair} == {
        "imag text": "0,1",
        "text imag": "0,2",
    }


def test_postings_decode_to_the_field_masks() -> None:
    masks = {0: 1, 3: 0b100101, 4: 2, 70: 255, 71: 0x1C4}
    deltas, text = index_module._delta_text(sorted(masks)), index_module._mask_text(masks)
    assert (deltas, text) == ("0,3,1,66,1", "0010250020ff1c4")
    assert index_module._decode(deltas, text) == masks


# Records of every shape the file must give back exactly, key order included.
SHAPED_RECORDS = [
    {"name": "A", "slug": "a", "tags": ["x"], "pricing": {"model": "free"}},
    {"slug": "b", "name": "B", "tags": [], "pricing": None},  # the same keys in another order
    {"name": "C", "slug": "c", "tags": ["y"], "pricing": {"model": "paid"}, "registryLifecycle": {}},
    {"name": "D"},  # fewer keys
    {},  # none
    {"name": "E", "slug": "e", "tags": ["x"], "pricing": {"model": "free"}},  # the first shape again
]


def test_the_index_file_keeps_records_in_columns_and_gives_them_back_in_order() -> None:
    index = search_core.build_index(SHAPED_RECORDS, "2026-11-02T00:00:00Z")
    stored = json.loads(search_core.dump_index(index))["records"]
    assert stored["shape"] == [0, 1, 2, 3, 4, 0]
    assert stored["columns"][0][0] == ["A", "E"]  # one column per key and shape
    loaded = search_core.load_index(search_core.dump_index(index))["records"]
    assert loaded == SHAPED_RECORDS
    assert [list(record) for record in loaded] == [list(record) for record in SHAPED_RECORDS]


def test_a_loaded_index_makes_a_record_only_when_it_is_read() -> None:
    loaded = search_core.load_index(search_core.dump_index(fixture_index()))
    records = loaded["records"]
    assert isinstance(records, index_module.Rows) and records.made() == 0
    response = search_core.search({"query": "pdf", "limit": 2}, loaded)
    assert records.made() == len(response["services"]) == 2  # the page's records, nothing else


def test_the_filter_sets_are_made_only_when_a_filter_asks_for_them() -> None:
    """A first search without filters does not wait for every filter value's records (index.by_filter)."""
    loaded = search_core.load_index(search_core.dump_index(fixture_index()))
    search_core.search({"query": "pdf"}, loaded)
    compiled = index_module.compile_index(loaded)
    assert "by_filter" not in vars(compiled) and "browse_order" not in vars(compiled)
    filtered = search_core.search({"query": "pdf", "category": "documents"}, loaded)
    assert "by_filter" in vars(compiled)
    assert all(service["category"] == "documents" for service in filtered["services"])


@pytest.mark.parametrize(
    ("key", "missing", "expected"),
    [
        ("name", None, ["A", "B", "C", "D", None, "E"]),
        ("tags", "", [["x"], [], ["y"], "", "", ["x"]]),
    ],
)
def test_a_column_reads_every_record_without_making_them(key: str, missing: Any, expected: list[Any]) -> None:
    index = search_core.build_index(SHAPED_RECORDS, "2026-11-02T00:00:00Z")
    records = search_core.load_index(search_core.dump_index(index))["records"]
    assert records.column(key, missing) == expected and records.made() == 0


def test_the_stored_index_survives_marshal_as_the_worker_keeps_it() -> None:
    import marshal

    index = fixture_index()
    kept = search_core.index_from_stored(marshal.loads(marshal.dumps(search_core.stored_index(index))))
    assert kept == index
    for request in REQUESTS:
        assert search_core.search(request, kept) == search_core.search(request, index)


def test_postings_point_at_the_fields_holding_the_key() -> None:
    index = fixture_index()
    compiled = index_module.compile_index(index)
    for key in ("pdf", "x402", "extract", "data"):
        for record_number, mask in compiled.matches_of(key).items():
            keys = index_module.field_keys(index["records"][record_number])
            for bit, pairs in enumerate(keys):
                assert bool(mask & (1 << bit)) == any(found == key for found, _ in pairs)
            name, brand = index_module.name_and_brand_keys(index["records"][record_number])
            assert bool(mask & index_module.NAME_BIT) == (key in name)
            assert bool(mask & index_module.PROVIDER_BIT) == (key in brand)
            tagline = index_module.tagline_keys(index["records"][record_number])
            assert bool(mask & index_module.TAGLINE_BIT) == (key in tagline)


def stored(records: object) -> str:
    """An index file of format 5 whose records are `records`."""
    return json.dumps({"format": 5, "records": records})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[]", "not a search index of format 5"),
        ('{"format": 4, "records": []}', "format 4: rebuild it"),  # before the tagline bit
        ('{"format": 1}', "format 1: rebuild it"),
        ('{"format": 3, "records": []}', "format 3: rebuild it"),  # an index an older build made
        ("not json", "Expecting value"),
        (stored([{"name": "A"}]), "not in columns"),  # rows: not dump_index's text
        (stored({"shapes": [["name"]], "shape": [0]}), "lack shapes, shape or columns"),
        (stored({"shapes": [["name"]], "shape": [1], "columns": [[["A"]]]}), "shape 1"),
        (stored({"shapes": [["name"]], "shape": [0], "columns": [[["A", "B"]]]}), "one value per record"),
        (stored({"shapes": [["a", "b"]], "shape": [0], "columns": [[["A"]]]}), "do not agree"),
        (stored({"shapes": [[1]], "shape": [0], "columns": [[["A"]]]}), "not text"),
    ],
)
def test_load_index_refuses_what_dump_index_did_not_make(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        search_core.load_index(text)


def test_masks_that_do_not_fit_the_postings_make_the_index_unusable() -> None:
    index = dict(fixture_index())
    index["masks"] = [text + "000" for text in index["masks"]]
    with pytest.raises(index_module.UnusableIndex, match="masks"):
        index_module.compile_index(index)


def test_a_non_object_record_is_refused_at_build_time() -> None:
    with pytest.raises(ValueError):
        search_core.build_index(["pdf"], "2026-01-01T00:00:00Z")  # type: ignore[list-item]


# ---- generatedAt --------------------------------------------------------------------------------------


def record(**dates: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"sourceCheckedAt": dates.get("source", "2026-01-01")}
    base["pricing"] = {"checkedAt": dates.get("pricing")}
    if "lifecycle" in dates:
        base["registryLifecycle"] = {"status": "deprecated", "evidence": {"checkedAt": dates["lifecycle"]}}
    return base


@pytest.mark.parametrize(
    ("records", "epoch", "expected"),
    [
        ([], None, "1970-01-01T00:00:00Z"),
        ([record()], None, "2026-01-01T00:00:00Z"),
        ([record(), record(source="2026-03-04")], None, "2026-03-04T00:00:00Z"),
        ([record(pricing="2026-05-06")], None, "2026-05-06T00:00:00Z"),
        ([record(lifecycle="2027-02-28")], None, "2027-02-28T00:00:00Z"),
        ([record(source="2026-02-01T10:00:00Z")], None, "2026-02-01T00:00:00Z"),
        ([record()], 0, "1970-01-01T00:00:00Z"),
        ([record()], 1_709_164_800, "2024-02-29T00:00:00Z"),
        ([record()], 1_764_470_096, "2025-11-30T02:34:56Z"),
    ],
)
def test_generated_at(records: list[dict[str, Any]], epoch: int | None, expected: str) -> None:
    assert search_core.generated_at(records, epoch) == expected


@pytest.mark.parametrize("epoch", list(range(0, 4_102_444_800, 86_400 * 997 + 3_601)))
def test_epoch_conversion_agrees_with_the_calendar(epoch: int) -> None:
    import datetime

    expected = datetime.datetime.fromtimestamp(epoch, datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    assert epoch_to_rfc3339(epoch) == expected


@pytest.mark.parametrize("epoch", [-1, True, 1.5, 10**15])
def test_an_unusable_epoch_is_refused(epoch: Any) -> None:
    with pytest.raises(ValueError):
        search_core.generated_at([], epoch)


# ---- purity -------------------------------------------------------------------------------------------


def engine_modules() -> list[Path]:
    """Every module of search_core but __main__.py (the CLI, the one place allowed to do I/O)."""
    return [path for path in sorted(PACKAGE.rglob("*.py")) if path.name != "__main__.py"]


@pytest.mark.parametrize("path", engine_modules(), ids=lambda path: str(path.relative_to(PACKAGE)))
def test_search_core_is_pure_standard_library(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        for name in names:
            top = name.split(".")[0]
            assert top not in FORBIDDEN_MODULES, f"{path.name} imports {name}"
            assert top == "search_core" or top in sys.stdlib_module_names or top == "__future__", name
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in {"open", "input", "print", "exec", "eval", "__import__"}, path.name


# ---- the fixture catalogue ----------------------------------------------------------------------------


def test_the_fixture_catalogue_is_valid_and_covers_every_value() -> None:
    import jsonschema  # type: ignore[import-untyped]

    schema = json.loads((REPO / "catalogue" / "schema" / "service.schema.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(
        schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER
    )
    records = fixture_records()
    for path, record in zip(sorted((FIXTURE / "services").glob("*.json")), records, strict=True):
        assert [error.message for error in validator.iter_errors(record)] == [], path.name
        assert path.stem == record["slug"] and record["id"] == "svc-" + record["slug"]
    enums = schema["properties"]
    assert {r["category"] for r in records} == set(enums["category"]["enum"])
    assert {p for r in records for p in r["protocols"]} == set(enums["protocols"]["items"]["enum"])
    assert {r["pricing"]["model"] for r in records} == set(enums["pricing"]["properties"]["model"]["enum"])
    assert {r["auth"] for r in records} == set(enums["auth"]["enum"])
    lifecycles = sorted(r["registryLifecycle"]["status"] for r in records if "registryLifecycle" in r)
    assert lifecycles == ["deprecated", "endpoint_not_declared"]
    assert 12 <= len(records) <= 20


def test_searching_never_changes_the_index_or_the_request() -> None:
    import copy

    index = search_core.build_index(fixture_records(), "2026-11-02T00:00:00Z")
    before = copy.deepcopy(index)
    requests = [*REQUESTS, {"query": "pdf browser", "pricing": "free"}, {"requestJson": '{"query": "ocr"}'}]
    for request in requests:
        kept = copy.deepcopy(request)
        for profile in search_core.PROFILES:
            search_core.search(request, index, profile, lenient=True)
        assert request == kept
    assert index == before


@pytest.mark.parametrize(
    ("description", "query", "found"),
    [
        ("See the [setup guide](https://docs.zzqexample.org/start) first.", "guide", True),
        ("See the [setup guide](https://docs.zzqexample.org/start) first.", "zzqexample", False),
        ("Docs at https://zzqexample.org/docs and <https://other.zzqexample.org>.", "zzqexample", False),
        ("Docs at https://zzqexample.org/docs.", "docs", True),
        ('![zzqlogo](https://x.example/zzqimage.png "zzqtitle") shows it.', "zzqimage", False),
    ],
)
def test_link_targets_and_urls_are_not_searchable(description: str, query: str, found: bool) -> None:
    record = dict(fixture_records()[0], description=description, tagline="A service.")
    index = search_core.build_index([record], "2026-11-02T00:00:00Z")
    assert bool(search_core.search({"query": query}, index)["total"]) is found


@pytest.mark.parametrize(
    ("records", "kept"),
    [
        (3, True),  # a small catalogue keeps a pair held by one record outside its name
        (index_module.SMALL_CATALOGUE, False),  # a large one leaves it out (the index stays small)
    ],
)
def test_a_pair_held_by_one_record_is_kept_only_in_a_small_catalogue(records: int, kept: bool) -> None:
    record_pairs: list[tuple[set[str], set[str]]] = [(set(), set()) for _ in range(records)]
    record_pairs[0] = (set(), {"html pdf"})
    masks = {"html": {0: 1, 1: 1}, "pdf": {0: 1, 2: 1}}
    assert ("html pdf" in index_module.shared_pairs(record_pairs, masks)) is kept
