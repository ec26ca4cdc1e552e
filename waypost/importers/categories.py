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
# Categories that map only for one source: public-apis lists REST APIs that serve data, so its
# data-serving categories are `data`; the same words in an MCP list (finance, transportation...)
# cover trading bots and booking tools, so they map nowhere there.
BY_SOURCE: dict[str, dict[str, str]] = {
    "public-apis": {
        name: "data"
        for name in (
            "weather",
            "government",
            "geocoding",
            "science and math",
            "finance",
            "currency exchange",
            "cryptocurrency",
            "transportation",
            "health",
            "environment",
            "books",
            "dictionaries",
            "patent",
            "sports and fitness",
            "calendar",
            "vehicle",
            "food and drink",
        )
    },
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
        "searches",
        "searching",
        "search engine",
        "serp",
        "web search",
        "google",
        "duckduckgo",
        "bing",
        "brave",
        "tavily",
        "perplexity",
        "arxiv",
        "pubmed",
        "semantic search",
        "news",
        "lookup",
        "look up",
        "find",
        "discover",
        "discovery",
        "research",
        "papers",
        "jobs",
    ),
    "extraction": (
        "scrape",
        "scraping",
        "scraper",
        "crawl",
        "crawler",
        "crawling",
        "extract",
        "extracts",
        "extraction",
        "firecrawl",
        "web content",
        "html",
        "markdown",
        "fetch",
        "fetches",
        "parse",
        "parses",
        "parser",
        "transcript",
        "transcripts",
        "youtube",
        "rss",
        "feed",
        "feeds",
        "convert",
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
        "data",
        "analytics",
        "bigquery",
        "snowflake",
        "csv",
        "warehouse",
        "statistics",
        "time series",
        "api",
        "apis",
        "query",
        "queries",
        "stock",
        "stocks",
        "market",
        "finance",
        "financial",
        "crypto",
        "blockchain",
        "price",
        "prices",
        "weather",
        "metrics",
        "records",
        "crm",
        "sales",
    ),
    "browser": (
        "browser",
        "browsers",
        "playwright",
        "puppeteer",
        "selenium",
        "chrome",
        "chromium",
        "headless",
        "web automation",
        "screenshot",
        "screenshots",
        "navigate",
        "click",
    ),
    "documents": (
        "pdf",
        "pdfs",
        "document",
        "documents",
        "docx",
        "spreadsheet",
        "spreadsheets",
        "excel",
        "ocr",
        "word",
        "file",
        "files",
        "filesystem",
        "file system",
        "documentation",
        "docs",
        "notes",
        "notion",
        "obsidian",
        "wiki",
        "knowledge base",
        "google drive",
        "dropbox",
        "pages",
        "slides",
    ),
}
# For listings no source categorises (a normal mode): only words that name what a category is for,
# not the generic ones the scale-test list above also counts (api, data, file, find, fetch, notes...).
INFERENCE_KEYWORDS: dict[str, tuple[str, ...]] = {
    "search": (
        "search", "searches", "searching", "search engine", "serp", "web search", "duckduckgo", "bing",
        "tavily", "perplexity", "arxiv", "pubmed", "semantic search", "metasearch",
    ),
    "extraction": (
        "scrape", "scrapes", "scraping", "scraper", "crawl", "crawls", "crawler", "crawling", "extract",
        "extracts", "extraction", "firecrawl", "web content", "transcript", "transcripts", "rss",
    ),
    "data": (
        "database", "databases", "sql", "postgres", "postgresql", "mysql", "sqlite", "mongodb", "redis",
        "dataset", "datasets", "analytics", "bigquery", "snowflake", "clickhouse", "duckdb", "csv",
        "warehouse", "time series",
    ),
    "browser": (
        "browser", "browsers", "playwright", "puppeteer", "selenium", "chrome", "chromium", "headless",
        "web automation", "screenshot", "screenshots",
    ),
    "documents": (
        "pdf", "pdfs", "document", "documents", "docx", "spreadsheet", "spreadsheets", "excel", "ocr",
        "filesystem", "file system", "documentation", "docs", "knowledge base",
    ),
}  # fmt: skip


def _word_patterns(table: dict[str, tuple[str, ...]]) -> dict[str, re.Pattern[str]]:
    return {
        cat: re.compile(
            r"\b(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + r")\b"
        )
        for cat, words in table.items()
    }


_INFERENCE_RES = _word_patterns(INFERENCE_KEYWORDS)
_KEYWORD_RES = _word_patterns(KEYWORDS)


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


def category_words(source_category: str) -> str:
    """The source category as lowercase words, the same for every source (used as a tag)."""
    return _toolsdk_dir_name(normalize_category(source_category))


def by_source_category(source_category: str | None, text: str, source: str = "") -> Decision | None:
    """The documented mapping from the source's category; None when it fits none of ours."""
    if not source_category:
        return None
    key = _toolsdk_dir_name(normalize_category(source_category))
    words = text.lower()
    direct = {**DIRECT, **BY_SOURCE.get(source, {})}
    if key in direct:
        category = direct[key]
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


def by_listing_words(name: str, description: str, tools: list[str]) -> Decision | None:
    """For a listing no source categorises: the category whose INFERENCE_KEYWORDS occur most often in its own
    name, description and tool names (ties: the order of CATEGORIES); None when no keyword occurs.
    The note names the words that decided it."""
    words = " ".join([name, description, *(t.replace("_", " ").replace("-", " ") for t in tools)]).lower()
    found = {cat: rx.findall(words) for cat, rx in _INFERENCE_RES.items()}
    best = max(CATEGORIES, key=lambda cat: (len(found[cat]), -CATEGORIES.index(cat)))
    if not found[best]:
        return None
    counts: dict[str, int] = {}
    for word in found[best]:
        counts[word] = counts.get(word, 0) + 1
    decided = ", ".join(f"“{w}”" + (f" ×{n}" if n > 1 else "") for w, n in counts.items())
    return Decision(
        best,
        "inferred",
        f"Category `{best}` inferred from the listing's own words (no source gives a category): {decided}.",
    )


def by_keywords(text: str) -> Decision | None:
    """Scale tests only: the category whose keywords occur most often; ties go to the earlier category."""
    words = text.lower()
    scores = {cat: len(rx.findall(words)) for cat, rx in _KEYWORD_RES.items()}
    best = max(CATEGORIES, key=lambda cat: (scores[cat], -CATEGORIES.index(cat)))
    if scores[best] == 0:
        return None
    return Decision(
        best,
        "keyword",
        f"Category `{best}` classified by keyword (scale tests only): the source's category maps to none.",
    )
