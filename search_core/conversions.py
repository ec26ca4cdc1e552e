"""The format a request asks to convert into ("convert word documents to pdf", "save pages as PDF").

A conversion has a direction: "docx to pdf" asks for what writes PDFs, and a service that turns PDFs into
Markdown meets the same words. `target_format` reads the format after "to", "into" or "as" in an English
request; `produces` says whether a record's own text writes that format ("Office to PDF", "save pages as
PDF", "PDF output"). Ranking (rank.direction_points) gives the services that produce it more coverage among
the first matches. Only formats whose converters run both ways (PDF, Word, Excel, EPUB): Markdown, JSON and
CSV are what crawlers and extractors write anyway, and were measured lower. Pure functions of text.
"""

from __future__ import annotations

import re
from typing import Any

from search_core.memo import remembered
from search_core.text import Token

# A format word of a request -> the words records write the format with.
FORMATS: dict[str, tuple[str, ...]] = {
    "pdf": ("pdf", "pdfs"),
    "docx": ("docx", "word"),
    "word": ("docx", "word"),
    "excel": ("excel", "xlsx", "spreadsheet", "spreadsheets"),
    "xlsx": ("excel", "xlsx", "spreadsheet", "spreadsheets"),
    "epub": ("epub",),
}
DIRECTION_WORDS = ("to", "into", "as")
ARTICLES = ("a", "an", "the")
OUTPUT_WORDS = ("output", "outputs", "generation", "export", "exports", "rendering", "creation")


def target_format(words: list[Token]) -> str:
    """The format after "to", "into" or "as" (an article between allowed) in a request; "" for none."""
    for index, token in enumerate(words[:-1]):
        if token.word not in DIRECTION_WORDS:
            continue
        ahead = index + 1
        if words[ahead].word in ARTICLES and ahead + 1 < len(words):
            ahead += 1
        if words[ahead].word in FORMATS:
            return words[ahead].word
    return ""


_PATTERNS: dict[str, re.Pattern[str]] = {}


def _pattern(target: str) -> re.Pattern[str]:
    found = _PATTERNS.get(target)
    if found is None:
        names = "|".join(FORMATS[target])
        into = "|".join(DIRECTION_WORDS)
        outputs = "|".join(OUTPUT_WORDS)
        written = rf"\b(?:{into}) (?:(?:a|an) )?(?:{names})\b|\b(?:{names}) (?:{outputs})\b"
        found = re.compile(written, re.IGNORECASE | re.ASCII)
        _PATTERNS[target] = found
    return found


def produces(record: dict[str, Any], target: str, memo: dict[Any, Any]) -> bool:
    """Whether a record's tagline, description or capabilities say it writes the target format."""

    def compute(_: object) -> bool:
        fields = [str(record.get("tagline") or ""), str(record.get("description") or "")]
        text = " ".join([*fields, *(str(item) for item in record.get("capabilities") or [])])
        return _pattern(target).search(text) is not None

    return bool(remembered(memo, ("produces", record.get("slug"), target), compute))
