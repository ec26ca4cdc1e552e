"""Category rules: a source's own category decides, by the table in docs/importers.md.

Only five categories exist. Two source categories cover two of ours and are split by the
entry's words (documented). Everything else is skipped, unless keyword classification is
switched on for scale tests, in which case the fact is written into the record's notes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

CATEGORIES = ("search", "extraction", "data", "browser", "documents")

DIRECT: dict[str, str] = {
    # search
    "search": "search",
    "web search": "search",
    # extraction
    "web scraping": "extraction",
    "scraping": "extraction",
    # browser
    "browser automation": "browser",
    # data
    "databases": "data",
    "database": "data",
    "data platforms": "data",
    "data science tools": "data",
    "data analysis and business intelligence": "data",
    "data analytics": "data",
    "analytics": "data",
    "data visualization": "data",
    "open data": "data",
    "test data": "data",
    "data validation": "data",
    # documents
    "file systems": "documents",
    "filesystems": "documents",
    "documentation": "documents",
    "documents and productivity": "documents",
    "cloud storage and file sharing": "documents",
}
SPLIT: dict[str, tuple[str, str]] = {
    # source category: (default, alternative chosen when the entry's words say so)
    "search and data extraction": ("search", "extraction"),
    "browser automation and web scraping": ("browser", "extraction"),
}
SCRAPING = re.compile(r"\b(scrap\w*|crawl\w*|extract\w*|firecrawl)\b")
BROWSER = re.compile(r"\b(browser\w*|playwright|puppeteer|selenium|chrom\w*|headless)\b")

KEYWORDS: dict[str, tuple[str, ...]] = {
    "search": (
        "search",
        "search engine",
        "serp",
        "web search",
        "google search",
        "duckduckgo",
        "bing",
        "brave search",
        "tavily",
        "perplexity",
        "arxiv",
        "semantic search",
        "news search",
    ),
    "extraction": (
        "scrape",
        "scraping",
        "scraper",
        "crawl",
        "crawler",
        "crawling",
        "extract",
        "extraction",
        "firecrawl",
        "web content",
        "html to markdown",
        "parse web",
    ),
    "data": (
        "database",
        "databases",
        "sql",
        "postgres",
        "postgresql",
        "mysql",
        "sqlite",
        "mongodb",
        "redis",
        "dataset",
        "datasets",
        "analytics",
        "bigquery",
        "snowflake",
        "csv",
        "data warehouse",
        "open data",
        "statistics",
        "time series",
    ),
    "browser": (
        "browser",
        "playwright",
        "puppeteer",
        "selenium",
        "chrome",
        "chromium",
        "headless",
        "web automation",
    ),
    "documents": (
        "pdf",
        "document",
        "documents",
        "docx",
        "spreadsheet",
        "excel",
        "ocr",
        "word document",
        "file system",
        "filesystem",
        "files",
        "markdown files",
        "documentation",
    ),
}
_KEYWORD_RES = {
    cat: [re.compile(r"\b" + re.escape(word) + r"\b") for word in words] for cat, words in KEYWORDS.items()
}


@dataclass(frozen=True)
class Decision:
    """The category chosen for an entry and the sentence that explains it in the notes."""

    category: str
    rule: str  # direct, split, keyword
    note: str


def normalize_category(value: str) -> str:
    """Lowercase words: `Search & Data Extraction` -> `search and data extraction`."""
    text = value.lower().replace("&", " and ").replace("-and-", " and ")
    text = re.sub(r"[^a-z0-9]+", " ", text)
    return re.sub(r"\s+", " ", text).strip()


def _toolsdk_dir_name(value: str) -> str:
    """toolsdk folders spell categories as slugs (`search-data-extraction`)."""
    aliases = {
        "search data extraction": "search and data extraction",
        "browser automation web scraping": "browser automation and web scraping",
        "data analysis business intelligence": "data analysis and business intelligence",
        "file systems": "file systems",
    }
    return aliases.get(value, value)


def by_source_category(source_category: str | None, text: str) -> Decision | None:
    """The documented mapping from the source's category; None when it fits none of ours."""
    if not source_category:
        return None
    key = _toolsdk_dir_name(normalize_category(source_category))
    words = text.lower()
    if key in DIRECT:
        category = DIRECT[key]
        return Decision(
            category, "direct", f"Category `{category}` from the source category “{source_category}”."
        )
    if key in SPLIT:
        default, alternative = SPLIT[key]
        if default == "search":
            chosen = alternative if SCRAPING.search(words) else default
        else:
            chosen = alternative if SCRAPING.search(words) and not BROWSER.search(words) else default
        return Decision(
            chosen,
            "split",
            f"Category `{chosen}` from the source category “{source_category}” (split by the entry's words).",
        )
    return None


def by_keywords(text: str) -> Decision | None:
    """Scale tests only: the category whose keywords occur most often; ties go to the earlier category."""
    words = text.lower()
    scores = {cat: sum(len(rx.findall(words)) for rx in res) for cat, res in _KEYWORD_RES.items()}
    best = max(CATEGORIES, key=lambda cat: (scores[cat], -CATEGORIES.index(cat)))
    if scores[best] == 0:
        return None
    return Decision(
        best,
        "keyword",
        f"Category `{best}` classified by keyword (scale tests only): the source's category maps to none.",
    )
