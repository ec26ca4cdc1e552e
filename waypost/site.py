"""`build.py build`: validate, gather every file of the site in memory, then write it atomically."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import search_core
from waypost import runtime
from waypost.catalogue import Catalogue, load
from waypost.for_agents import agent_files
from waypost.markdown_safe import Conversions, convert
from waypost.offline import OFFLINE_PAGE, offline_pages_json
from waypost.pages import Page, all_pages, url_for
from waypost.render import TEMPLATES_DIR, make_environment, render
from waypost.runtime_compress import precompressed
from waypost.validate import DEFAULT_SCHEMA, Report, print_report, shown_path, validate
from waypost.writer import Writer, WriterError, check_output

REPO = Path(__file__).resolve().parents[1]
SPEC_DIR = REPO.parent / "shared" / "spec"
SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
Record = dict[str, Any]
Runtime = Callable[[bytes], dict[str, bytes]]
Log = Callable[[str], None]


class BuildError(Exception):
    """The catalogue did not validate; nothing was written."""

    def __init__(self, report: Report) -> None:
        super().__init__(report.summary())
        self.report = report


@dataclass(frozen=True)
class BuildResult:
    out: Path
    pages: int
    files: int
    bytes: int
    seconds: float

    def summary(self) -> str:
        return (
            f"build: {self.pages} pages, {self.files} files, {self.bytes:,} bytes "
            f"in {self.seconds:.2f} s → {self.out}"
        )


def normalize_base_url(base_url: str) -> str:
    return base_url if base_url.endswith("/") else base_url + "/"


def source_date_epoch() -> int | None:
    """SOURCE_DATE_EPOCH from the environment, if set."""
    value = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    return int(value) if value else None


def dump_json(value: Any) -> bytes:
    """Readable, stable JSON for exports."""
    return (json.dumps(value, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


# Record fields no search_services view serves: left out of the search index to keep it small.
NOT_IN_INDEX = ("connections",)


def index_record(record: Record) -> Record:
    """A record as the search index keeps it (without NOT_IN_INDEX fields)."""
    return {key: value for key, value in record.items() if key not in NOT_IN_INDEX}


def index_bytes(records: list[Record], generated_at: str, base_url: str) -> bytes:
    """The search index, serialized compactly and deterministically."""
    index = search_core.build_index([index_record(r) for r in records], generated_at, base_url)
    return search_core.dump_index(index).encode("utf-8")


def render_pages(
    pages: list[Page], templates_dir: Path, converter: Callable[[str], str] = convert
) -> dict[str, bytes]:
    env = make_environment(templates_dir, converter)
    return {p.path: render(env, p.template, p.context).encode("utf-8") for p in pages}


def sitemap(pages: list[Page], base_url: str) -> bytes:
    """sitemap.xml with absolute URLs for every page but 404.html and the offline page."""
    urls = [
        f"  <url><loc>{escape(base_url + url_for(p.path))}</loc></url>"
        for p in pages
        if p.path not in ("404.html", OFFLINE_PAGE)
    ]
    head = ['<?xml version="1.0" encoding="UTF-8"?>', f'<urlset xmlns="{SITEMAP_NS}">']
    lines = [*head, *urls, "</urlset>", ""]
    return "\n".join(lines).encode("utf-8")


def robots(base_url: str) -> bytes:
    return f"User-agent: *\nAllow: /\n\nSitemap: {base_url}sitemap.xml\n".encode()


def exports(
    catalogue: Catalogue, records: list[Record], generated_at: str, spec_dir: Path | None
) -> dict[str, bytes]:
    """catalogue.json and the schemas (ours, plus the shared contracts when present)."""
    schema = catalogue.schema_path if catalogue.schema_path.is_file() else DEFAULT_SCHEMA
    files = {
        "catalogue.json": dump_json(
            {
                "schema": "schema/service.schema.json",
                "generatedAt": generated_at,
                "count": len(records),
                "services": records,
            }
        ),
        "schema/service.schema.json": schema.read_bytes(),
    }
    if spec_dir is not None and spec_dir.is_dir():
        for path in sorted(spec_dir.glob("*.schema.json")):
            files[f"schema/{path.name}"] = path.read_bytes()
    return files


def static_files(static_dir: Path) -> dict[str, bytes]:
    """Everything under templates/static, as it is, under static/ (hidden files skipped)."""
    files = {}
    for path in sorted(static_dir.rglob("*")):
        relative = path.relative_to(static_dir)
        if path.is_file() and not any(
            part.startswith(".") or part == "__pycache__" for part in relative.parts
        ):
            files[f"static/{relative.as_posix()}"] = path.read_bytes()
    return files


def gather(
    catalogue: Catalogue,
    base_url: str,
    templates_dir: Path,
    spec_dir: Path | None,
    runtime_files: Runtime,
    epoch: int | None,
    log: Log,
) -> tuple[Writer, int]:
    """Every file of the site in a Writer (nothing on disk yet), and the number of pages."""
    records = catalogue.records
    generated_at = search_core.generated_at(records, epoch)
    pages = all_pages(records, generated_at, base_url)
    writer = Writer()
    # Each description and note converted once, for its page and its Markdown copy.
    conversions = Conversions()
    rendered = render_pages(pages, templates_dir, conversions)
    writer.add_all(rendered)
    writer.add("offline-pages.json", offline_pages_json(rendered))
    log(f"[build] rendered {len(pages)} pages for {len(records)} services")
    writer.add("sitemap.xml", sitemap(pages, base_url))
    writer.add("robots.txt", robots(base_url))
    # GitHub Pages publishing from a branch runs Jekyll, which would turn the Markdown copies into pages of
    # its own; this empty file asks it to serve every file as it is (other hosts ignore it).
    writer.add(".nojekyll", b"")
    writer.add_all(exports(catalogue, records, generated_at, spec_dir))
    static = static_files(templates_dir / "static")
    writer.add_all(static)
    writer.add_all(precompressed(static, {}))  # the scripts and styles every page loads, as .br / .gz
    index = index_bytes(records, generated_at, base_url)
    writer.add("search/index.json", index)
    log(f"[build] search index: {len(index):,} bytes")
    extra = runtime_files(index)
    writer.add_all(extra)
    log(f"[build] browser runtime: {len(extra)} files")
    wheel = next((path for path in sorted(extra) if path.endswith(".whl")), None)
    for_agents = agent_files(records, generated_at, templates_dir, engine_wheel=wheel, converter=conversions)
    writer.add_all(for_agents)
    log(f"[build] llms.txt and {len(for_agents) - 1} service pages as Markdown")
    return writer, len(pages)


def build(
    catalogue_dir: Path,
    out: Path,
    base_url: str,
    *,
    strict: bool = False,
    templates_dir: Path = TEMPLATES_DIR,
    spec_dir: Path | None = SPEC_DIR,
    runtime_files: Runtime | None = None,
    epoch: int | None = None,
    log: Log = print,
) -> BuildResult:
    """Validate, gather everything, write atomically. Raises BuildError when validation fails."""
    started = time.perf_counter()
    protected = [REPO / "catalogue", templates_dir, REPO / "waypost"]
    check_output(out, protected)  # refuse a folder that is not a build before any work
    catalogue = load(catalogue_dir)
    report = validate(catalogue)
    if not report.ok(strict):
        raise BuildError(report)
    log(f"[build] validated {report.files} records ({len(report.warnings)} warnings)")
    writer, pages = gather(
        catalogue, normalize_base_url(base_url), templates_dir, spec_dir,
        runtime_files or runtime.runtime_files, epoch, log,
    )  # fmt: skip
    written = writer.write(out, protected=protected)
    return BuildResult(written.out, pages, written.files, written.bytes, time.perf_counter() - started)


def one_line(problem: BaseException) -> str:
    """An exception as one line of text."""
    return " ".join(str(problem).split()) or type(problem).__name__


def main(args: argparse.Namespace) -> int:
    """`build.py build`: exit 1, writing nothing, when the catalogue does not validate."""
    try:
        result = build(
            shown_path(args.catalogue), args.out, args.base_url, strict=args.strict, epoch=source_date_epoch()
        )
    except BuildError as failure:
        print_report(failure.report, args.strict)
        print(f"build: not written; {args.out} is unchanged")
        return 1
    except (WriterError, OSError) as failure:  # a refused output, a full disk, a permission
        print(f"build: error: {one_line(failure)}; {args.out} is unchanged", file=sys.stderr)
        return 1
    print(result.summary())
    return 0
