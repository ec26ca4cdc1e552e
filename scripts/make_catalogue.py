"""Write catalogue/services/*.json from hand-written entries plus facts read from ../shared/data.

Each entry below carries what we wrote ourselves (name, provider, tagline, description, category,
tags, capabilities); every other field is read from the entry's primary source listing in the
snapshots under ../shared/data (see catalogue/SOURCES.md). The output is deterministic:

    .venv/bin/python scripts/make_catalogue.py [--data DIR] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DEFAULT_DATA = REPO.parent / "shared" / "data"
DEFAULT_OUT = REPO / "catalogue" / "services"

FIELD_ORDER = (
    "id", "slug", "name", "provider", "tagline", "description", "website", "docsUrl", "category",
    "tags", "capabilities", "protocols", "auth", "pricing", "endpoint", "registryName", "sourceUrl",
    "sourceType", "sourceCheckedAt", "verification", "notes", "featured", "color", "registryLifecycle",
)

PALETTE = {
    "search": ("#3b6ea5", "#4a7fb0", "#2f5d8c"),
    "extraction": ("#4f8a6e", "#5e9a7c", "#3f7a5e"),
    "data": ("#8a6d3b", "#9a7b48", "#7a5f30"),
    "browser": ("#6b5b95", "#7a6aa3", "#5c4d85"),
    "documents": ("#9c5b4a", "#aa6a58", "#8b4d3d"),
}


@dataclass(frozen=True)
class Source:
    """One snapshot folder: how to name and link it."""

    label: str
    repo: str
    commit: str
    date: str


SOURCES = {
    "docker": Source("the Docker MCP Registry", "docker/mcp-registry", "818bf169", "2026-07-08"),
    "toolsdk": Source("the ToolSDK MCP Registry", "toolsdk-ai/toolsdk-mcp-registry", "4bfe8262",
                      "2026-07-28"),
    "seed": Source("the MCP Registry seed data", "modelcontextprotocol/registry", "81e5174a", "2025-07-02"),
    "tensorblock": Source("TensorBlock/awesome-mcp-servers", "TensorBlock/awesome-mcp-servers", "8db761c3",
                          "2026-08-22"),
    "punkpeye": Source("punkpeye/awesome-mcp-servers", "punkpeye/awesome-mcp-servers", "f120e72e",
                       "2026-02-23"),
    # The data README gives no snapshot date for public-apis; we use the day we read the listing at
    # this commit (documented in catalogue/SOURCES.md).
    "public-apis": Source("public-apis/public-apis", "public-apis/public-apis", "c045a2eb", "2026-11-30"),
}

KEY_WORDS = re.compile(r"(API_?KEY|TOKEN|_PAT$|SECRET|IDENTIFIER|ACCESS_KEY)")
PASSWORD_WORDS = re.compile(r"(PASSWORD|PWD|CONNECTION_STRING)")
WORD = re.compile(r"^[a-z0-9]+(?:[ .+-][a-z0-9]+)*$")
NOISE_TAGS = {"devops"}


@dataclass(frozen=True)
class Entry:
    """What we wrote about one service, and where its facts come from."""

    slug: str
    source: str
    key: str
    category: str
    name: str
    provider: str
    tagline: str
    description: str
    tags: tuple[str, ...]
    capabilities: tuple[str, ...]
    featured: bool = False
    website: str | None = None
    website_note: str = ""
    docs: str = ""
    auth: str | None = None
    auth_note: str = ""
    extra: str = ""


@dataclass
class Facts:
    """Fields read from the primary listing."""

    website: str
    source_url: str
    protocols: list[str]
    auth: str
    auth_note: str
    endpoint: str | None
    registry_name: str | None
    tags: list[str]
    repo_key: str | None
    listing: str
    extra_notes: list[str] = field(default_factory=list)


def prose(text: str) -> str:
    """Dedent and re-flow hand-wrapped Markdown paragraphs into one line each."""
    paragraphs = re.split(r"\n\s*\n", textwrap.dedent(text).strip())
    return "\n\n".join(" ".join(line.strip() for line in p.splitlines()) for p in paragraphs)


def repo_key(url: str | None, subdir: str | None = None) -> str | None:
    """Normalise a repository URL (and optional monorepo folder) for cross-source matching."""
    if not url:
        return None
    u = url.lower().split("#")[0].split("?")[0]
    u = re.sub(r"^https?://(www\.)?", "", u).rstrip("/")
    u = re.sub(r"\.git$", "", u)
    u = re.sub(r"/(tree|blob)/[^/]+", "", u)
    if subdir:
        u = u + "/" + subdir.strip("/").lower()
    return u


class Data:
    """The snapshots, indexed for lookups."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.docker = {d["name"]: d for d in read_jsonl(root / "docker-mcp-registry" / "servers.jsonl")}
        self.toolsdk = {d["_path"]: d for d in read_jsonl(root / "toolsdk-mcp-registry" / "packages.jsonl")}
        seed = json.loads((root / "mcp-registry-seed" / "seed_2025_05_16.json").read_text())
        self.seed = {d["name"]: d for d in seed}
        self.punkpeye = json.loads((root / "derived" / "awesome-punkpeye.json").read_text())
        self.tensorblock = json.loads((root / "derived" / "tensorblock-mcp.json").read_text())
        apis = json.loads((root / "derived" / "public-apis.json").read_text())
        self.public_apis = {d["name"]: d for d in apis}
        self.listings = self._index_repos()

    def _index_repos(self) -> dict[str, set[str]]:
        """Map each normalised repository URL to the sources that list it."""
        index: dict[str, set[str]] = {}

        def add(key: str | None, source: str) -> None:
            if key:
                index.setdefault(key, set()).add(source)

        for d in self.docker.values():
            add(docker_repo_key(d), "docker")
        for t in self.toolsdk.values():
            add(repo_key(t.get("url")), "toolsdk")
        for s in self.seed.values():
            add(repo_key(s["repository"]["url"]), "seed")
        for p in self.punkpeye:
            add(repo_key(p["url"]), "punkpeye")
        for b in self.tensorblock:
            add(repo_key(b["url"]), "tensorblock")
        return index


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def docker_repo_key(d: dict[str, Any]) -> str | None:
    src = d.get("source") or {}
    subdir = src.get("directory")
    if not subdir and "/" in (src.get("dockerfile") or ""):
        subdir = src["dockerfile"].rsplit("/", 1)[0]
    return repo_key(src.get("project"), subdir)


def secret_auth(names: Iterable[str]) -> tuple[str, str]:
    """auth from the names of secret settings a listing declares."""
    names = list(names)
    keys = [n for n in names if KEY_WORDS.search(n)]
    if keys:
        return "api-key", f"the listing declares the secret setting(s) {code_list(keys)}"
    passwords = [n for n in names if PASSWORD_WORDS.search(n)]
    if passwords:
        return "unknown", (f"the listing asks only for {code_list(passwords)}, a credential for an account "
                           "or instance of your own, so no auth scheme is recorded")
    return "unknown", "the listing declares no secret, and no source says whether access needs one"


def code_list(items: Iterable[str]) -> str:
    return ", ".join(f"`{i}`" for i in items)


def docker_facts(data: Data, key: str) -> Facts:
    d = data.docker[key]
    src = d.get("source") or {}
    remote = d.get("remote") or {}
    declared = (d.get("config") or {}).get("secrets") or []
    secrets = [s for s in declared if s.get("required", True) is not False]
    if d.get("oauth"):
        auth, note = "oauth", "the listing declares an OAuth provider for the remote server"
    else:
        auth, note = secret_auth(s["env"] for s in secrets)
    tags = [t for t in (d.get("meta") or {}).get("tags") or [] if t not in NOISE_TAGS]
    listing = f"as `{key}`"
    extra = []
    if remote:
        extra.append(f"The listing declares a remote server ({remote.get('transport_type')} transport).")
    return Facts(
        website=src.get("project") or "",
        source_url=f"https://github.com/docker/mcp-registry/blob/818bf169/servers/{key}/server.yaml",
        protocols=["MCP"], auth=auth, auth_note=note, endpoint=remote.get("url"), registry_name=key,
        tags=tags, repo_key=docker_repo_key(d), listing=listing, extra_notes=extra,
    )


def toolsdk_facts(data: Data, key: str) -> Facts:
    t = data.toolsdk[key]
    env = t.get("env") or {}
    auth, note = secret_auth(env)
    remotes = t.get("remotes") or []
    if any((r.get("auth") or {}).get("type") == "oauth2" for r in remotes):
        auth, note = "oauth", "the listing's remote declares OAuth 2"
    tags = [t["runtime"]] if t.get("runtime") in ("node", "python") else []
    return Facts(
        website=t["url"], source_url=f"https://github.com/toolsdk-ai/toolsdk-mcp-registry/blob/4bfe8262/{key}",
        protocols=["MCP"], auth=auth, auth_note=note, endpoint=remotes[0]["url"] if remotes else None,
        registry_name=t.get("packageName"), tags=tags, repo_key=repo_key(t["url"]),
        listing=f"as package `{t.get('packageName')}`",
    )


def seed_facts(data: Data, key: str) -> Facts:
    s = data.seed[key]
    packages = s.get("packages") or []
    env = [e["name"] for p in packages for e in p.get("environment_variables") or []]
    auth, note = secret_auth(env)
    remotes = s.get("remotes") or []
    tags = sorted({p["registry_name"] for p in packages if p.get("registry_name") not in (None, "unknown")})
    return Facts(
        website=s["repository"]["url"],
        source_url="https://github.com/modelcontextprotocol/registry/blob/81e5174a/data/seed_2025_05_16.json",
        protocols=["MCP"], auth=auth, auth_note=note, endpoint=remotes[0]["url"] if remotes else None,
        registry_name=key, tags=tags, repo_key=repo_key(s["repository"]["url"]), listing=f"as `{key}`",
    )


def punkpeye_facts(data: Data, key: str) -> Facts:
    p = next(x for x in data.punkpeye if x["url"] == key)
    tags = list(p.get("languages") or []) + list(p.get("scope") or [])
    if p.get("official"):
        tags.append("official")
    return Facts(
        website=p["url"], source_url="https://github.com/punkpeye/awesome-mcp-servers/blob/f120e72e/README.md",
        protocols=["MCP"], auth="unknown", auth_note="the list does not say how access is authenticated",
        endpoint=None, registry_name=None, tags=tags, repo_key=repo_key(p["url"]),
        listing=f"under “{p['category']}” as `{p['name']}`",
    )


PUBLIC_APIS_AUTH = {
    "apiKey": ("api-key", "the list's Auth column says `apiKey`"),
    "No": ("none", "the list's Auth column says `No`"),
    "OAuth": ("oauth", "the list's Auth column says `OAuth`"),
}


def public_apis_facts(data: Data, key: str) -> Facts:
    a = data.public_apis[key]
    auth, note = PUBLIC_APIS_AUTH.get(a["auth"], ("unknown", f"the list's Auth column says `{a['auth']}`"))
    return Facts(
        website=a["url"], source_url="https://github.com/public-apis/public-apis/blob/c045a2eb/README.md",
        protocols=["REST"], auth=auth, auth_note=note, endpoint=None, registry_name=None, tags=[],
        repo_key=None,
        listing=f"under “{a['category']}” as “{a['name']}” (HTTPS: {a['https']}, CORS: {a['cors']})",
    )


FACTS = {
    "docker": docker_facts, "toolsdk": toolsdk_facts, "seed": seed_facts,
    "punkpeye": punkpeye_facts, "public-apis": public_apis_facts,
}


def words(items: Iterable[str]) -> list[str]:
    """Lowercase, valid, de-duplicated words in first-seen order."""
    out: list[str] = []
    for item in items:
        w = item.lower().replace("_", "-")
        if WORD.match(w) and w not in out:
            out.append(w)
    return out[:24]


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def long_date(iso: str) -> str:
    """'2026-07-08' -> '8 July 2026' (digit runs in prose are kept short)."""
    year, month, day = (int(x) for x in iso.split("-"))
    return f"{day} {MONTHS[month - 1]} {year}"


def notes_for(entry: Entry, facts: Facts, data: Data) -> str:
    src = SOURCES[entry.source]
    when = f"read on {long_date(src.date)}, as the snapshot has no date" if entry.source == "public-apis" \
        else f"snapshot of {long_date(src.date)}"
    lines = [f"Listed in {src.label} {facts.listing} (commit `{src.commit}`, {when})."]
    key = facts.repo_key or repo_key(entry.website)
    others = sorted(data.listings.get(key or "", set()) - {entry.source})
    if others:
        labels = [SOURCES[o].label for o in others]
        names = labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]
        lines.append(f"The same repository is also listed in {names}.")
    lines.extend(facts.extra_notes)
    if entry.website_note:
        lines.append(entry.website_note)
    auth_note = entry.auth_note or facts.auth_note
    lines.append(f"Auth `{entry.auth or facts.auth}`: {auth_note}.")
    lines.append("Pricing is unknown: none of our sources gives it.")
    if entry.extra:
        lines.append(prose(entry.extra))
    return " ".join(lines)


def record(entry: Entry, index: int, data: Data) -> dict[str, Any]:
    """Build one catalogue record in the schema's key order."""
    facts = FACTS[entry.source](data, entry.key)
    website = entry.website or facts.website
    if not website.startswith("https://"):
        raise SystemExit(f"{entry.slug}: no https website")
    palette = PALETTE[entry.category]
    rec: dict[str, Any] = {
        "id": f"svc-{entry.slug}",
        "slug": entry.slug,
        "name": entry.name,
        "provider": entry.provider,
        "tagline": entry.tagline,
        "description": prose(entry.description),
        "website": website,
        "docsUrl": entry.docs,
        "category": entry.category,
        "tags": words([*entry.tags, *facts.tags]),
        "capabilities": words(entry.capabilities),
        "protocols": facts.protocols,
        "auth": entry.auth or facts.auth,
        "pricing": {"model": "unknown", "summary": "", "url": None, "checkedAt": None},
        "endpoint": facts.endpoint,
        "registryName": facts.registry_name,
        "sourceUrl": facts.source_url,
        "sourceType": "registry",
        "sourceCheckedAt": SOURCES[entry.source].date,
        "verification": "listed",
        "notes": notes_for(entry, facts, data),
        "featured": entry.featured,
        "color": palette[index % len(palette)],
    }
    return {k: rec[k] for k in FIELD_ORDER if k in rec}


def write_all(entries: list[Entry], data: Data, out: Path) -> int:
    slugs = [e.slug for e in entries]
    dupes = {s for s in slugs if slugs.count(s) > 1}
    if dupes:
        raise SystemExit(f"duplicate slugs: {sorted(dupes)}")
    out.mkdir(parents=True, exist_ok=True)
    per_category: dict[str, int] = {}
    for entry in entries:
        n = per_category.get(entry.category, 0)
        per_category[entry.category] = n + 1
        text = json.dumps(record(entry, n, data), indent=2, ensure_ascii=False) + "\n"
        (out / f"{entry.slug}.json").write_text(text, encoding="utf-8")
    summary = ", ".join(f"{c} {n}" for c, n in sorted(per_category.items()))
    print(f"wrote {len(entries)} records to {out} ({summary})")
    return 0



# ----------------------------------------------------------------------------------------------
# The entries: our own words, saying only what the listings say.
# Category rule (see SOURCES.md): what the service is mainly for.
#   search      finds things for a query: web, site, academic or index search engines
#   extraction  pulls content or structured data out of given pages, sites, feeds or media
#   browser     drives a real browser: navigate, click, fill, screenshot
#   data        reads or manages databases, warehouses and structured data sets or data APIs
#   documents   reads, converts or looks up documents and documentation
# ----------------------------------------------------------------------------------------------

SEARCH = [
    Entry(
        "brave-search", "docker", "brave", "search", "Brave Search", "Brave",
        "Web, image, news and video search for agents through the Brave Search API.",
        """
        Brave's MCP server gives an agent the Brave Search API. The listings describe searches over
        web pages, images, videos and news, and the ToolSDK entry adds local business results.

        The Docker image is `mcp/brave-search`; it needs a Brave Search API key.
        """,
        ("mcp", "web", "brave"),
        ("web search", "image search", "news search", "video search", "local search"),
        featured=True,
    ),
    Entry(
        "tavily", "docker", "tavily", "search", "Tavily", "Tavily",
        "Real-time web search plus page extraction, via Tavily's search and extract tools.",
        """
        The Tavily MCP server exposes two tools named in the listing: `tavily-search` for real-time
        web search and `tavily-extract` for pulling data out of web pages. ToolSDK's entry for the
        same repository also mentions mapping and crawling through the Tavily API.

        A Tavily API key is required.
        """,
        ("mcp", "web"), ("web search", "extract", "crawl", "map"),
        featured=True,
    ),
    Entry(
        "exa", "docker", "exa", "search", "Exa", "Exa Labs",
        "Lets an assistant run web searches through the Exa AI Search API.",
        """
        Exa Labs' MCP server connects an assistant to the Exa AI Search API so that it can search the
        web and get current information. The awesome list marks it as official; ToolSDK describes
        its remote version as fast web search and crawling with an extra code-context tool.

        An Exa API key is required.
        """,
        ("mcp", "web", "official"), ("web search", "crawl", "code context"),
        featured=True,
    ),
    Entry(
        "kagi-search", "docker", "kagisearch", "search", "Kagi Search", "Kagi",
        "Kagi's own MCP server for Kagi web search and summarisation.",
        """
        The official Kagi Search MCP server, per the punkpeye list, lets an agent query Kagi search.
        Other listings mention summarisation as well, and the Docker entry lets you pick the
        summariser engine with `KAGI_SUMMARIZER_ENGINE`.

        It needs a Kagi API key.
        """,
        ("mcp", "web", "official"), ("web search", "summarize"),
    ),
    Entry(
        "perplexity", "docker", "perplexity-ask", "search", "Perplexity", "Perplexity",
        "Connects an agent to the Perplexity API for real-time research across the web.",
        """
        A connector for the Perplexity API, packaged by Docker as `perplexity-ask`, so an agent can do
        web-wide research without leaving MCP. TensorBlock's list says it uses the Sonar API.

        A Perplexity (Sonar) API key is required.
        """,
        ("mcp", "web"), ("web search", "research"),
        docs="https://github.com/perplexityai/modelcontextprotocol/tree/f0a927c250e04b389ff5c34f6a2a85ad625668e8",
        extra="""The `docsUrl` is the page the Docker listing calls the Perplexity MCP docs. The MCP Registry
        seed data (`io.github.ppl-ai/modelcontextprotocol`) and TensorBlock/awesome-mcp-servers list the
        whole `ppl-ai/modelcontextprotocol` repository; Docker builds the `perplexity-ask` folder.""",
    ),
    Entry(
        "duckduckgo-search", "docker", "duckduckgo", "search", "DuckDuckGo Search (community)", "nickclyde",
        "Community MCP server for DuckDuckGo web search, with page fetching and parsing.",
        """
        A community-maintained server for searching the web with DuckDuckGo; the Docker listing says
        it is not published by or affiliated with DuckDuckGo. ToolSDK adds that it can fetch and
        parse page content and formats results for language models.

        The Docker image only talks to `html.duckduckgo.com`.
        """,
        ("mcp", "web", "community"), ("web search", "fetch", "parse"),
    ),
    Entry(
        "arxiv-paper-search", "docker", "arxiv-mcp-server", "search", "arXiv MCP Server", "jasonleinart",
        "Search arXiv papers, download them as Markdown and read them from an assistant.",
        """
        This server bridges an assistant and the arXiv research repository. The Docker listing
        names its features: paper search with filters, downloading and storing papers locally as
        Markdown, reading and analysing their content, and prompts for deeper research.

        Downloaded papers are kept in a storage folder you mount into the container.
        """,
        ("mcp", "arxiv", "research"), ("paper search", "download", "read papers", "research prompts"),
    ),
    Entry(
        "paper-search", "docker", "paper-search", "search", "Paper Search", "openags",
        "Academic paper search and download across several scholarly sources.",
        """
        Paper Search lets an assistant find academic papers and download them from more than one
        source, according to TensorBlock's list. The Docker listing files it under academic
        search.
        """,
        ("mcp", "academic", "research"), ("paper search", "download"),
    ),
    Entry(
        "elasticsearch", "docker", "elasticsearch", "search", "Elasticsearch", "Elastic",
        "Query your own Elasticsearch indices in plain language from an agent.",
        """
        Elastic's MCP server lets an agent talk to your Elasticsearch indices in natural language.
        ToolSDK lists what it can do: list indices, inspect field mappings and run Query DSL
        searches with highlighted matches.

        You point it at your cluster with `ES_URL` and give it an Elasticsearch API key.
        """,
        ("mcp",), ("index search", "query dsl", "list indices", "mappings"),
    ),
    Entry(
        "dappier", "docker", "dappier-remote", "search", "Dappier", "Dappier",
        "Hosted MCP server for real-time web search and premium data from trusted media brands.",
        """
        Dappier's remote MCP server offers real-time web search and access to data from media
        brands: news, financial markets, sports, entertainment and weather, among others.

        It is a hosted endpoint; requests carry a Dappier API key as a bearer token.
        """,
        ("mcp", "remote", "news"), ("web search", "news", "financial data", "real-time data"),
        website="https://github.com/dappierai/dappier-mcp",
        website_note="The repository link comes from the Docker registry's local `dappier` entry.",
    ),
    Entry(
        "searxng", "seed", "io.github.ihor-sokoliuk/mcp-searxng", "search", "SearXNG MCP Server",
        "ihor-sokoliuk",
        "Web search through a SearXNG metasearch instance that you choose.",
        """
        An MCP server for SearXNG, the metasearch engine. You tell it which instance to use with
        `SEARXNG_URL`; TensorBlock's list says it supports paging through results.

        The registry seed lists a Docker package, `mcp-searxng`.
        """,
        ("mcp", "metasearch"), ("web search", "metasearch", "pagination"),
    ),
    Entry(
        "serper", "toolsdk", "packages/search-data-extraction/serper-mcp-server.json", "search",
        "Serper MCP Server", "garylab",
        "Google search through the Serper API, with location, language and time filters.",
        """
        A Python MCP server that runs Google searches through the Serper API. The ToolSDK listing
        says results can be narrowed by location, language and time period.
        """,
        ("mcp", "google"), ("web search", "google search", "filters"),
    ),
    Entry(
        "amazon-kendra-index", "docker", "amazon-kendra-index", "search", "Amazon Kendra Index", "AWS Labs",
        "Enterprise search over an Amazon Kendra index, for retrieval-augmented answers.",
        """
        One of the AWS Labs MCP servers: it connects an agent to an Amazon Kendra index for
        enterprise search and to strengthen retrieval-augmented generation.

        You configure the AWS region, an AWS profile and the Kendra index id.
        """,
        ("mcp", "aws", "enterprise"), ("enterprise search", "rag"),
    ),
    Entry(
        "airbnb-search", "docker", "openbnb-airbnb", "search", "Airbnb Search", "openbnb-org",
        "Search Airbnb listings and read their details, with no API key.",
        """
        An MCP server for searching Airbnb and fetching the details of a listing. ToolSDK and
        TensorBlock both say it needs no API key, and TensorBlock adds that it respects
        `robots.txt`.
        """,
        ("mcp", "travel"), ("listing search", "listing details"),
        auth="none", auth_note="ToolSDK and TensorBlock say it works without an API key",
    ),
    Entry(
        "crossref-metadata-search", "public-apis", "Crossref Metadata Search", "search",
        "Crossref Metadata Search", "Crossref",
        "Open REST API for searching metadata of books and scholarly articles.",
        """
        Crossref's REST API returns metadata about books and articles. The public-apis list links
        its documentation repository and records that it needs no authentication and is served over
        HTTPS.
        """,
        ("rest", "scholarly", "metadata"), ("metadata search", "articles", "books"),
    ),
    Entry(
        "google-web-search-free", "punkpeye", "https://github.com/pskill9/web-search", "search",
        "Web Search (Google results)", "pskill9",
        "Free web search over Google results, with no API key needed.",
        """
        A small TypeScript MCP server that searches the web using Google search results and needs
        no API keys. TensorBlock says it returns structured results. It runs locally.
        """,
        ("mcp", "google"), ("web search",),
        auth="none", auth_note="the list says no API keys are required",
    ),
]

EXTRACTION = [
    Entry(
        "firecrawl", "docker", "firecrawl", "extraction", "Firecrawl", "Firecrawl",
        "Web scraping and crawling for LLM clients through the Firecrawl API.",
        """
        The Firecrawl MCP server adds web scraping to LLM clients such as Cursor and Claude; the
        registry seed calls it the official Firecrawl server. TensorBlock mentions JavaScript
        rendering, batch processing and content filtering.

        It needs a Firecrawl API key. The Docker configuration also exposes retry settings and
        credit warning thresholds.
        """,
        ("mcp", "official", "scraping"), ("scrape", "crawl", "batch scrape", "js rendering", "extract"),
        featured=True,
    ),
    Entry(
        "apify", "docker", "apify", "extraction", "Apify", "Apify",
        "Hosted MCP access to Apify's marketplace of scrapers and web automation tools.",
        """
        Apify runs a marketplace of tools for web scraping, data extraction and web automation. The
        listing says you can pull structured data from social media, e-commerce sites, search
        engines, maps, travel sites and other websites.

        This is Apify's remote MCP server; requests carry an Apify API key as a bearer token.
        """,
        ("mcp", "remote", "scraping", "automation"),
        ("scrape", "data extraction", "web automation", "structured data"),
        featured=True,
        website="https://github.com/apify/actors-mcp-server",
        website_note="The repository link comes from the Docker registry's local `apify-mcp-server` entry.",
    ),
    Entry(
        "bright-data", "docker", "brightdata", "extraction", "Bright Data Web MCP", "Bright Data",
        "Search, crawl, navigate and extract websites without being blocked.",
        """
        Bright Data's hosted "Web MCP" gives an assistant live access to the web: it can search,
        crawl, navigate and extract public sites. The listing says it is built to avoid blocks,
        rate limits and CAPTCHAs.

        It needs a Bright Data API token.
        """,
        ("mcp", "remote", "scraping"), ("search", "crawl", "navigate", "extract", "unblock"),
        website="https://github.com/brightdata/brightdata-mcp",
        website_note="The repository link comes from ToolSDK's `brightdata-mcp` entry.",
    ),
    Entry(
        "scrapegraph", "docker", "scrapegraph", "extraction", "ScrapeGraph", "ScrapeGraphAI",
        "AI-powered scraping and data extraction through the ScrapeGraph API.",
        """
        ScrapeGraphAI's MCP server lets a language model scrape pages and extract data with the
        ScrapeGraph API, as ToolSDK and TensorBlock describe it.

        It needs a ScrapeGraph API key (`SGAI_API_KEY`).
        """,
        ("mcp", "scraping", "ai"), ("scrape", "data extraction"),
    ),
    Entry(
        "scrapezy", "docker", "scrapezy", "extraction", "Scrapezy", "Scrapezy",
        "Pull structured data out of websites from a plain-language prompt.",
        """
        Scrapezy's MCP server lets an AI model extract structured data from websites. ToolSDK adds
        that you describe what you want in a prompt.

        A Scrapezy API key is required.
        """,
        ("mcp", "scraping"), ("structured data", "extract", "prompt-based scraping"),
    ),
    Entry(
        "oxylabs", "docker", "oxylabs", "extraction", "Oxylabs", "Oxylabs",
        "Fetch and clean web content through the Oxylabs Web Scraper API.",
        """
        The official Oxylabs integration (as the registry seed calls it) gives assistants web data
        through Oxylabs' scraping service. ToolSDK says it fetches and processes content from URLs
        and can clean and structure it.

        You sign in with your Oxylabs username and password.
        """,
        ("mcp", "official", "scraping"), ("scrape", "fetch", "clean content", "structured data"),
    ),
    Entry(
        "fetch", "docker", "fetch", "extraction", "Fetch (reference server)", "Model Context Protocol",
        "Reference MCP server that fetches a URL and returns its content as Markdown.",
        """
        One of the reference servers from the Model Context Protocol project. It fetches a URL from
        the internet and extracts the page content as Markdown for the model to read.
        """,
        ("mcp", "reference"), ("fetch", "html to markdown"),
    ),
    Entry(
        "supadata", "docker", "supadata", "extraction", "Supadata", "Supadata",
        "Transcripts and scraping from video and social platforms through Supadata.",
        """
        Supadata's MCP server is tagged in the Docker registry for transcripts and scraping, naming
        YouTube, TikTok and Twitter, plus Whisper. The listing carries no longer description.

        It needs a Supadata API key.
        """,
        ("mcp", "video"), ("transcripts", "scrape"),
    ),
    Entry(
        "youtube-transcripts", "docker", "youtube_transcript", "extraction", "YouTube Transcripts",
        "jkawamoto",
        "Retrieve the transcript of a YouTube video from its URL.",
        """
        Give it a YouTube video URL and it returns the video's transcript. ToolSDK says it works
        with the captions so that spoken content can be analysed.
        """,
        ("mcp", "youtube", "video"), ("transcripts", "captions"),
    ),
    Entry(
        "jina-reader-mcp", "toolsdk", "packages/browser-automation/jina-reader.json", "extraction",
        "Jina Reader MCP", "wong2",
        "Small MCP server that turns web content into readable Markdown.",
        """
        A small Node MCP server that converts web content into readable Markdown. ToolSDK lists it
        as "Jina Reader MCP" under browser automation.
        """,
        ("mcp", "jina", "node"), ("html to markdown", "read url"),
    ),
    Entry(
        "crawl4ai-mcp", "toolsdk", "packages/browser-automation/crawl4ai--web-scraping---crawling.json",
        "extraction", "Crawl4AI MCP", "ritvij14",
        "Single-page extraction, metadata and crawling with Crawl4AI, plus Google search.",
        """
        A Python server that wraps Crawl4AI. ToolSDK lists tools for extracting one page's content,
        reading page metadata and running a Google search; TensorBlock says it was made for
        Cursor's agent mode.
        """,
        ("mcp", "crawl4ai"), ("scrape", "crawl", "metadata", "web search"),
    ),
    Entry(
        "agentql", "punkpeye", "https://github.com/tinyfish-io/agentql-mcp", "extraction", "AgentQL MCP",
        "tinyfish-io",
        "Extract structured JSON from web pages described in natural language, with AgentQL.",
        """
        The official MCP server for AgentQL's data extraction. ToolSDK explains the idea: describe
        the data you want in natural language and get it back from the page as JSON, without
        writing a scraper.
        """,
        ("mcp", "structured data"), ("data extraction", "structured data", "json"),
    ),
    Entry(
        "webscraping-ai", "punkpeye", "https://github.com/webscraping-ai/webscraping-ai-mcp-server",
        "extraction", "WebScraping.AI", "WebScraping.AI",
        "Scraping with proxies and JavaScript rendering through WebScraping.AI.",
        """
        The official MCP server for WebScraping.AI. ToolSDK says it scrapes through proxies, renders
        JavaScript and extracts structured data from pages.
        """,
        ("mcp", "scraping"), ("scrape", "proxies", "js rendering", "structured data"),
    ),
    Entry(
        "olostep", "punkpeye", "https://github.com/olostep/olostep-mcp-server", "extraction", "Olostep",
        "Olostep",
        "Scrape, crawl and search the web, returning Markdown or JSON, in batches of up to 10k URLs.",
        """
        Olostep's MCP server wraps its web scraping, crawling and search API. The list mentions
        Markdown or JSON output, batches of up to 10,000 URLs, answers with citations and
        autonomous site crawling.
        """,
        ("mcp", "scraping"), ("scrape", "crawl", "web search", "batch", "answers"),
    ),
    Entry(
        "dumpling-ai", "punkpeye", "https://github.com/Dumpling-AI/mcp-server-dumplingai", "extraction",
        "Dumpling AI", "Dumpling AI",
        "Web scraping, search, data extraction and document conversion APIs in one MCP server.",
        """
        The official Dumpling AI server exposes its data, scraping and document conversion APIs.
        ToolSDK counts more than 20 tools covering web search, scraping, structured extraction and
        several document formats.
        """,
        ("mcp", "official"), ("scrape", "web search", "data extraction", "document conversion"),
    ),
    Entry(
        "microlink", "public-apis", "Microlink.io", "extraction", "Microlink", "Microlink",
        "REST API that extracts structured data from any website, no key needed.",
        """
        Microlink's API pulls structured data out of a website. The public-apis list files it under
        open data and records no authentication, HTTPS and CORS support.
        """,
        ("rest", "cors"), ("structured data", "extract"),
    ),
    Entry(
        "content-core", "punkpeye", "https://github.com/lfnovo/content-core", "extraction", "Content Core",
        "lfnovo",
        "Extract content from URLs, documents, video and audio, picking the engine automatically.",
        """
        Content Core extracts content from web pages, PDFs, Word files, YouTube transcripts, audio
        and video, choosing an extraction engine automatically. Responses are structured JSON.
        It is a local Python server.
        """,
        ("mcp", "python"), ("extract", "pdf", "transcripts", "audio", "video"),
    ),
]

BROWSER = [
    Entry(
        "playwright-mcp", "docker", "playwright", "browser", "Playwright MCP", "Microsoft",
        "Microsoft's Playwright server: drive web pages through accessibility snapshots.",
        """
        The official Microsoft Playwright MCP server lets a language model work with web pages
        through structured accessibility snapshots rather than screenshots, so no vision model is
        needed (ToolSDK's description).

        Docker packages it as `mcp/playwright`, marked as a long-lived server.
        """,
        ("mcp", "playwright", "official"),
        ("browser automation", "web page interaction", "accessibility snapshot"),
        featured=True,
    ),
    Entry(
        "playwright-executeautomation", "docker", "playwright-mcp-server", "browser",
        "Playwright MCP Server (ExecuteAutomation)", "ExecuteAutomation",
        "Playwright-based browser and API automation, with screenshots and generated test code.",
        """
        ExecuteAutomation's Playwright server automates browsers and APIs from clients such as
        Claude Desktop, Cline and Cursor. ToolSDK adds that it takes screenshots, generates test
        code, scrapes pages and runs JavaScript in a real browser.
        """,
        ("mcp", "playwright", "testing"),
        ("navigate", "screenshot", "test generation", "scrape", "run javascript"),
    ),
    Entry(
        "puppeteer", "docker", "puppeteer", "browser", "Puppeteer MCP Server (archived)",
        "Model Context Protocol",
        "Archived Model Context Protocol server for browser automation and scraping with Puppeteer.",
        """
        The Model Context Protocol project's server for browser automation and web
        scraping with Puppeteer. ToolSDK lists navigating sites, filling forms and capturing
        screenshots.

        The project has archived it: Docker titles it "Puppeteer (Archived)" and the punkpeye list
        links it from the `servers-archived` repository.
        """,
        ("mcp", "puppeteer", "archived"), ("navigate", "fill forms", "screenshot", "scrape"),
        extra="""ToolSDK (package `@modelcontextprotocol/server-puppeteer`) and the punkpeye list link the
        same server under `modelcontextprotocol/servers-archived`, folder `src/puppeteer`.""",
    ),
    Entry(
        "browserbase", "docker", "browserbase", "browser", "Browserbase", "Browserbase",
        "Cloud browsers for LLMs with Browserbase and Stagehand: automate, extract, screenshot.",
        """
        Browserbase's official server lets a model control a browser running in Browserbase's cloud,
        using Stagehand for AI-driven automation. The listings mention navigation, form filling,
        data extraction and screenshots.

        It needs a Browserbase API key and project id; the Docker entry also asks for a Gemini API
        key.
        """,
        ("mcp", "cloud", "official", "stagehand"),
        ("navigate", "fill forms", "data extraction", "screenshot", "cloud browser"),
        featured=True,
    ),
    Entry(
        "hyperbrowser", "docker", "hyperbrowser", "browser", "Hyperbrowser", "Hyperbrowser",
        "Browser automation, scraping and crawling with Hyperbrowser, for agents such as OpenAI's CUA.",
        """
        Hyperbrowser's MCP server offers tools for browser automation, extracting content, following
        links, scraping and crawling. TensorBlock notes it works with agents such as OpenAI's CUA and
        Anthropic's Claude.

        It needs a Hyperbrowser API key.
        """,
        ("mcp",), ("browser automation", "scrape", "crawl", "extract"),
    ),
    Entry(
        "cloudflare-browser-rendering", "docker", "cloudflare-browser-rendering", "browser",
        "Cloudflare Browser Rendering", "Cloudflare",
        "Hosted server that renders pages, converts them to Markdown and takes screenshots.",
        """
        Cloudflare's remote MCP server for its Browser Rendering service: fetch web pages, turn them
        into Markdown and capture screenshots.

        You connect with your Cloudflare account through OAuth.
        """,
        ("mcp", "remote", "cloudflare"), ("render", "html to markdown", "screenshot"),
        website="https://github.com/cloudflare/mcp-server-cloudflare/tree/HEAD/apps/browser-rendering",
        website_note="The repository link comes from ToolSDK's `cloudflare-browser-rendering` entry.",
    ),
    Entry(
        "browser-use-mcp-server", "seed", "io.github.co-browser/browser-use-mcp-server", "browser",
        "browser-use MCP Server", "co-browser",
        "browser-use packaged as an MCP server, with Chromium and VNC in Docker.",
        """
        This packages the browser-use agent as an MCP server so that clients such as Cursor can
        browse the web. The punkpeye list says it uses SSE transport and ships a Dockerfile that
        runs Chromium with a VNC server.

        ToolSDK adds that it drives the browser with OpenAI's GPT-4o model.
        """,
        ("mcp", "browser-use", "python", "docker"), ("browse", "navigate", "extract", "vnc"),
    ),
    Entry(
        "browser-mcp", "punkpeye", "https://github.com/browsermcp/mcp", "browser", "Browser MCP",
        "browsermcp",
        "Automate the Chrome browser on your own machine.",
        """
        Browser MCP lets an assistant automate your local Chrome browser. It is a TypeScript server
        that runs on your machine.
        """,
        ("mcp", "chrome"), ("browser automation", "local browser"),
    ),
    Entry(
        "lightpanda-gomcp", "punkpeye", "https://github.com/lightpanda-io/gomcp", "browser",
        "Lightpanda MCP (gomcp)", "Lightpanda",
        "Go MCP server for Lightpanda, a fast headless browser built for automation.",
        """
        gomcp is an MCP server written in Go for Lightpanda, a headless browser designed for web
        automation. The list marks it for local and cloud use on Linux and macOS.
        """,
        ("mcp", "go", "headless"), ("headless browser", "browser automation"),
    ),
    Entry(
        "steel", "toolsdk", "packages/browser-automation/steel-puppeteer.json", "browser", "Steel MCP Server",
        "Steel",
        "Puppeteer plus the Steel SDK for browsing, form filling and data extraction.",
        """
        Steel's MCP server combines Puppeteer with the Steel SDK for browser automation and data
        extraction. TensorBlock gives examples: searching, filling forms and comparing prices.

        ToolSDK records an MIT licence.
        """,
        ("mcp", "puppeteer"), ("navigate", "fill forms", "data extraction"),
    ),
    Entry(
        "notte", "toolsdk", "packages/browser-automation/notte-browser.json", "browser", "Notte MCP",
        "Notte Labs",
        "Cloud browser automation and scraping with Notte, with no browser to manage yourself.",
        """
        The Notte MCP server connects an assistant to Notte's cloud browsers for web automation,
        scraping and completing tasks on websites on its own, without you running a browser.
        """,
        ("mcp", "cloud"), ("browser automation", "scrape", "autonomous tasks"),
    ),
    Entry(
        "firefox-devtools-mcp", "punkpeye", "https://github.com/freema/firefox-devtools-mcp", "browser",
        "Firefox DevTools MCP", "freema",
        "Control Firefox over WebDriver BiDi for testing, scraping and screenshots.",
        """
        Automates Firefox through WebDriver BiDi for testing, scraping and general browser control.
        The list mentions snapshot- and UID-based interaction, network monitoring, console capture
        and screenshots.
        """,
        ("mcp", "firefox", "testing"),
        ("browser automation", "network monitoring", "console capture", "screenshot"),
    ),
    Entry(
        "selenium-mcp-server", "punkpeye", "https://github.com/PhungXuanAnh/selenium-mcp-server", "browser",
        "Selenium MCP Server", "PhungXuanAnh",
        "Web automation through Selenium WebDriver, on Linux, macOS and Windows.",
        """
        A Python MCP server that provides web automation through Selenium WebDriver. It runs locally;
        the list marks Linux, macOS and Windows.
        """,
        ("mcp", "selenium"), ("browser automation", "webdriver"),
    ),
    Entry(
        "browser-control-firefox", "punkpeye", "https://github.com/eyalzh/browser-control-mcp", "browser",
        "Browser Control MCP (Firefox)", "eyalzh",
        "An MCP server plus Firefox extension that lets an assistant control your own browser.",
        """
        Pairs an MCP server with a Firefox extension so an LLM client can control the browser you
        are using. ToolSDK lists tab management, reading page content, searching history and
        highlighting text, over a secured WebSocket.
        """,
        ("mcp", "firefox", "extension"), ("tab management", "read page", "history search", "highlight"),
    ),
    Entry(
        "agent-infra-browser", "punkpeye",
        "https://github.com/bytedance/UI-TARS-desktop/tree/main/packages/agent-infra/mcp-servers/browser",
        "browser", "agent-infra Browser MCP", "ByteDance",
        "Puppeteer browser automation that connects to local or remote browsers.",
        """
        Part of ByteDance's UI-TARS desktop project: an MCP server for browser automation with
        Puppeteer that can attach to a local or a remote browser.
        """,
        ("mcp", "puppeteer"), ("browser automation", "remote browser", "local browser"),
    ),
    Entry(
        "mcp-browser-kit", "punkpeye", "https://github.com/ndthanhdev/mcp-browser-kit", "browser",
        "MCP Browser Kit", "ndthanhdev",
        "Lets an assistant interact with the browsers already on your computer.",
        """
        An MCP server that lets AI assistants work with your local browsers. TensorBlock says it
        supports Manifest V2 compatible browsers, naming Brave and Firefox.
        """,
        ("mcp",), ("browser automation", "local browser"),
    ),
    Entry(
        "browser-devtools-mcp", "punkpeye", "https://github.com/serkan-ozal/browser-devtools-mcp", "browser",
        "Browser DevTools MCP", "serkan-ozal",
        "Lets an assistant autonomously test, debug and validate web applications.",
        """
        An MCP server for AI assistants that test, debug and validate web applications on their
        own. The list gives TypeScript as its language.
        """,
        ("mcp", "testing", "debugging"), ("test", "debug", "validate"),
    ),
]

DATA = [
    Entry(
        "sqlite-mcp-server", "docker", "SQLite", "data", "SQLite MCP Server (archived)",
        "Model Context Protocol",
        "Archived Model Context Protocol server for querying and analysing a SQLite database.",
        """
        The Model Context Protocol project's server for SQLite: it lets a model work with
        a database file and adds business-intelligence style analysis. ToolSDK describes it as
        querying and analysing SQLite databases directly.

        It is archived: Docker titles it "SQLite (Archived)" and the punkpeye list links it from the
        `servers-archived` repository. The Docker image keeps the database in a volume.
        """,
        ("mcp", "sqlite", "archived"), ("query", "analysis", "business intelligence"),
        extra="""ToolSDK (package `mcp-server-sqlite`) and the punkpeye list link the same server under
        `modelcontextprotocol/servers-archived`, folder `src/sqlite`.""",
    ),
    Entry(
        "postgres-mcp-server", "punkpeye",
        "https://github.com/modelcontextprotocol/servers-archived/tree/main/src/postgres", "data",
        "PostgreSQL MCP Server (archived)", "Model Context Protocol",
        "Archived Model Context Protocol server for read-only PostgreSQL queries and schema inspection.",
        """
        The Model Context Protocol project's PostgreSQL server: it inspects the schema and
        runs queries, which ToolSDK says are read-only. The list links it from the project's
        `servers-archived` repository. It runs locally.
        """,
        ("mcp", "postgres", "archived"), ("sql query", "schema inspection", "read-only"),
    ),
    Entry(
        "bigquery", "seed", "io.github.lucashild/mcp-server-bigquery", "data", "BigQuery MCP Server",
        "LucasHild",
        "Inspect schemas and run SQL on Google BigQuery from an assistant.",
        """
        An MCP server that gives an assistant access to Google BigQuery: it can inspect table
        schemas and execute SQL queries, as ToolSDK and TensorBlock describe it.
        """,
        ("mcp", "bigquery", "google"), ("sql query", "schema inspection"),
    ),
    Entry(
        "supabase", "punkpeye", "https://github.com/supabase-community/supabase-mcp", "data", "Supabase MCP",
        "Supabase",
        "Official Supabase server: manage tables, read configuration and query project data.",
        """
        The official Supabase MCP server connects an assistant to your Supabase project. The list
        mentions managing tables, fetching configuration and querying data.
        """,
        ("mcp", "postgres", "official"), ("query data", "manage tables", "fetch config"),
        featured=True,
    ),
    Entry(
        "duckdb", "punkpeye", "https://github.com/ktanaka101/mcp-server-duckdb", "data", "DuckDB MCP Server",
        "ktanaka101",
        "Query DuckDB databases and inspect their schema, with an optional read-only mode.",
        """
        A local Python server for DuckDB with schema inspection and SQL queries. TensorBlock adds an
        optional read-only mode to protect the data.
        """,
        ("mcp", "duckdb"), ("sql query", "schema inspection", "read-only"),
    ),
    Entry(
        "snowflake", "punkpeye", "https://github.com/Snowflake-Labs/mcp", "data", "Snowflake MCP Server",
        "Snowflake Labs",
        "Snowflake Labs' open-source server: SQL, Cortex Agents, semantic views and object management.",
        """
        An open-source MCP server for Snowflake from Snowflake Labs. The list names prompting
        Cortex Agents, querying structured and unstructured data, managing objects, running SQL and
        querying semantic views.

        It supports role-based access control with fine-grained create, read, update and delete
        controls, and all of Snowflake's authentication methods, per the list.
        """,
        ("mcp", "snowflake"),
        ("sql query", "cortex agents", "semantic views", "object management"),
    ),
    Entry(
        "mongodb", "docker", "mongodb", "data", "MongoDB MCP Server", "MongoDB",
        "Work with MongoDB databases and Atlas clusters: queries, collections, schemas.",
        """
        MongoDB's server connects an assistant to MongoDB databases and MongoDB Atlas clusters.
        ToolSDK lists database operations, collection management, schema inspection and Atlas
        service calls.

        You give it a MongoDB connection string.
        """,
        ("mcp", "mongodb"),
        ("database operations", "collection management", "schema inspection", "atlas"),
    ),
    Entry(
        "neon", "docker", "neon", "data", "Neon", "Neon",
        "Manage Neon's serverless Postgres databases from an agent.",
        """
        Neon's MCP server manages Neon's serverless Postgres databases (ToolSDK's summary). It needs
        a Neon API key.
        """,
        ("mcp", "postgres", "serverless"), ("database management",),
    ),
    Entry(
        "clickhouse", "docker", "clickhouse", "data", "ClickHouse", "ClickHouse",
        "Official ClickHouse server for schema inspection and SQL queries.",
        """
        The official ClickHouse MCP server. The lists describe schema inspection, SQL queries and
        database management on ClickHouse clusters.

        You configure host, port and user, and supply the password as a secret.
        """,
        ("mcp", "clickhouse", "official"), ("sql query", "schema inspection"),
    ),
    Entry(
        "redis", "docker", "redis", "data", "Redis MCP Server", "Redis",
        "Redis's official server to manage and search data in Redis.",
        """
        Redis's own MCP server, which the punkpeye list calls official, gives an assistant an
        interface to manage and search data held in Redis.

        You set host, port, user and TLS options; the password is a secret.
        """,
        ("mcp", "redis", "official"), ("manage data", "search"),
    ),
    Entry(
        "prisma-postgres", "docker", "prisma-postgres", "data", "Prisma Postgres", "Prisma",
        "Hosted server for PostgreSQL through Prisma, with migrations and query building.",
        """
        Prisma's remote MCP server gives access to PostgreSQL databases through Prisma's type-safe
        ORM, with automated migrations and query building.

        You sign in with OAuth.
        """,
        ("mcp", "remote", "postgres", "orm"), ("database access", "migrations", "query building"),
        website="https://github.com/prisma/mcp",
        website_note="The repository link comes from ToolSDK's remote entry with the same endpoint.",
    ),
    Entry(
        "humanitarian-data-exchange", "docker", "hdx", "data", "Humanitarian Data Exchange (HDX)", "dividor",
        "33 tools for humanitarian data from the HDX API: populations, food security, conflict, funding.",
        """
        This server reads humanitarian data from the Humanitarian Data Exchange (HDX) API. The
        listing counts 33 tools covering affected populations (refugees, internally displaced
        people, returnees), baseline demographics, food security, conflict, funding and operational
        presence across hundreds of countries and territories.

        It needs a free HDX app identifier.
        """,
        ("mcp", "humanitarian"),
        ("population data", "food security", "conflict data", "funding data"),
    ),
    Entry(
        "nasdaq-data-link", "docker", "nasdaq-data-link", "data", "Nasdaq Data Link", "stefanoamorelli",
        "Community MCP server for the data feeds of Nasdaq Data Link.",
        """
        Lets an assistant use the data feeds of Nasdaq Data Link. The listing says it is developed
        by the community and maintained by Stefano Amorelli.

        It needs a Nasdaq Data Link API key.
        """,
        ("mcp", "finance", "community"), ("financial data", "data feeds"),
    ),
    Entry(
        "openweather", "docker", "openweather", "data", "OpenWeather", "mschneider82",
        "Current weather and a 5-day forecast from the OpenWeatherMap API.",
        """
        A simple MCP service that returns current weather and a five-day forecast from the free
        OpenWeatherMap API. It needs an OpenWeatherMap API key.
        """,
        ("mcp", "weather"), ("current weather", "forecast"),
    ),
    Entry(
        "dbt", "punkpeye", "https://github.com/dbt-labs/dbt-mcp", "data", "dbt MCP", "dbt Labs",
        "Official dbt server: run the CLI, discover models and query the Semantic Layer.",
        """
        The official MCP server for dbt, the data build tool. The list names integration with the
        dbt Core and Cloud CLI, discovery of project metadata and models, and querying the Semantic
        Layer. It runs locally or in the cloud.
        """,
        ("mcp", "dbt", "official"), ("cli", "model metadata", "semantic layer"),
    ),
    Entry(
        "wikipedia", "docker", "wikipedia-mcp", "data", "Wikipedia MCP", "Rudra-ravi",
        "Retrieve Wikipedia article content as context for a language model.",
        """
        A server that gives a language model context from Wikipedia by retrieving and processing
        article content (TensorBlock's description). The Docker registry packages it as
        `mcp/wikipedia-mcp`.
        """,
        ("mcp", "wikipedia"), ("article retrieval",),
    ),
    Entry(
        "nasa-open-apis", "public-apis", "NASA", "data", "NASA Open APIs", "NASA",
        "REST APIs for NASA data, imagery included.",
        """
        NASA's public APIs serve NASA data, including imagery. The public-apis list records no
        authentication and HTTPS.
        """,
        ("rest", "nasa", "science"), ("imagery", "nasa data"),
    ),
    Entry(
        "mediawiki-api", "public-apis", "Wikipedia", "data", "MediaWiki API (Wikipedia)", "MediaWiki",
        "The MediaWiki API behind Wikipedia, open without authentication.",
        """
        The public-apis list points to the MediaWiki API for Wikipedia, the encyclopedia, and
        records no authentication and HTTPS.
        """,
        ("rest", "encyclopedia", "open data"), ("encyclopedia",),
    ),
    Entry(
        "gbif", "public-apis", "GBIF", "data", "GBIF API", "GBIF",
        "REST API of the Global Biodiversity Information Facility.",
        """
        The API of the Global Biodiversity Information Facility. The public-apis list records no
        authentication, HTTPS and CORS support.
        """,
        ("rest", "biodiversity", "science"), ("biodiversity data",),
    ),
    Entry(
        "open-meteo", "public-apis", "Open-Meteo", "data", "Open-Meteo", "Open-Meteo",
        "Global weather forecast API for non-commercial use, no key needed.",
        """
        Open-Meteo offers global weather forecasts for non-commercial use. The public-apis list
        records no authentication, HTTPS and CORS support.
        """,
        ("rest", "weather", "cors"), ("forecast",),
    ),
    Entry(
        "arxiv-api", "public-apis", "arXiv", "data", "arXiv API", "arXiv",
        "The arXiv API: papers in physics, mathematics, quantitative finance and economics.",
        """
        arXiv is a curated research-sharing platform; the public-apis list names physics,
        mathematics, quantitative finance and economics. It records no authentication and HTTPS.
        """,
        ("rest", "research", "arxiv"), ("papers",),
    ),
    Entry(
        "core-open-access", "public-apis", "CORE", "data", "CORE API", "CORE",
        "API access to open access research papers from around the world.",
        """
        CORE gives access to the world's open access research papers. The public-apis list records
        that it needs an API key and is served over HTTPS.
        """,
        ("rest", "research", "open access"), ("open access papers",),
    ),
]

DOCUMENTS = [
    Entry(
        "markitdown", "docker", "markitdown", "documents", "MarkItDown MCP", "Microsoft",
        "Convert PDFs, Office files, HTML, audio and more to Markdown with Microsoft's MarkItDown.",
        """
        A lightweight MCP server that calls MarkItDown, Microsoft's library for converting many file
        formats, local or remote, into Markdown that a language model can read. The Docker listing
        tags PDF, DOCX, PPTX, XLSX, HTML, audio and YouTube.

        The container only sees the folders you allow it.
        """,
        ("mcp", "markdown", "official"), ("pdf to markdown", "docx", "pptx", "xlsx", "html", "audio"),
        featured=True,
    ),
    Entry(
        "markdownify", "docker", "markdownify", "documents", "Markdownify", "zcaceres",
        "Convert almost any file or web content to Markdown.",
        """
        Markdownify converts almost any file or web page into Markdown. ToolSDK says it has
        separate tools for PDFs, images, audio, web pages and more.

        The Docker container only sees the folders you allow it.
        """,
        ("mcp", "markdown"), ("pdf to markdown", "image", "audio", "web page", "conversion"),
    ),
    Entry(
        "handwriting-ocr", "docker", "handwriting-ocr", "documents", "Handwriting OCR", "Handwriting OCR",
        "Transcribe handwritten documents into editable text with the Handwriting OCR API.",
        """
        Connects MCP clients to the Handwriting OCR service. ToolSDK says it extracts and digitises
        text from handwritten documents in several image formats, turning notes and manuscripts
        into editable text.

        It needs a Handwriting OCR API token.
        """,
        ("mcp", "ocr"), ("ocr", "handwriting", "transcription"),
    ),
    Entry(
        "context7", "docker", "context7", "documents", "Context7", "Upstash",
        "Up-to-date, version-specific library documentation and code examples in the prompt.",
        """
        Context7 pulls current, version-specific documentation and code examples for libraries and
        frameworks straight into the prompt.

        This is the hosted endpoint. The listing says an API key is optional and only raises rate
        limits.
        """,
        ("mcp", "remote", "developer-tools"), ("documentation lookup", "code examples"),
        featured=True,
        website="https://github.com/upstash/context7",
        website_note=("The repository link comes from ToolSDK's `upstash-context7-mcp` entry, which uses the "
                      "same `CONTEXT7_API_KEY` setting."),
        auth="none",
        auth_note="the listing says the server also works without the optional `CONTEXT7_API_KEY`",
    ),
    Entry(
        "microsoft-learn", "docker", "microsoft-learn", "documents", "Microsoft Learn", "Microsoft",
        "Search and fetch official Microsoft documentation and code samples.",
        """
        Microsoft's hosted MCP server brings Microsoft Learn content to an agent. Its three listed
        tools search the official technical documentation, fetch a documentation page as Markdown
        and search official code samples.
        """,
        ("mcp", "remote"), ("documentation search", "fetch docs", "code samples"),
        website="https://github.com/MicrosoftDocs/mcp",
        website_note="The repository link comes from ToolSDK's remote entry with the same endpoint.",
    ),
    Entry(
        "aws-documentation", "docker", "aws-documentation", "documents", "AWS Documentation", "AWS Labs",
        "Read and search AWS documentation and get recommendations.",
        """
        One of the AWS Labs MCP servers: tools to read AWS documentation, search it and get
        recommendations for related content.
        """,
        ("mcp", "aws"), ("documentation search", "read docs", "recommendations"),
    ),
    Entry(
        "astro-docs", "docker", "astro-docs", "documents", "Astro Docs", "Astro",
        "Hosted search over the current Astro framework docs, guides and API reference.",
        """
        Astro's hosted MCP server gives access to the latest documentation, guides and API
        references of the Astro web framework through a `search_astro_docs` tool.
        """,
        ("mcp", "remote", "web-framework"), ("documentation search",),
    ),
    Entry(
        "ref-docs", "docker", "ref", "documents", "Ref", "ref-tools",
        "Documentation search for coding agents over public docs and your private ones.",
        """
        Ref connects coding tools with documentation. It keeps an up-to-date index of public
        documentation and can also ingest private material such as GitHub repositories and PDFs.
        Its tools search documentation and read a URL as Markdown.

        It needs a Ref API key.
        """,
        ("mcp", "developer-tools"), ("documentation search", "read url", "private docs"),
    ),
    Entry(
        "onlyoffice-docspace", "docker", "onlyoffice-docspace", "documents", "ONLYOFFICE DocSpace",
        "ONLYOFFICE",
        "Work with files and rooms in ONLYOFFICE DocSpace, a room-based document platform.",
        """
        ONLYOFFICE DocSpace is a collaborative platform built around rooms, for keeping a clear file
        structure per team or project; this server connects an agent to it.

        You give it your DocSpace address and an API key.
        """,
        ("mcp", "collaboration"), ("file management", "rooms"),
    ),
    Entry(
        "mcp-pandoc", "punkpeye", "https://github.com/vivekVells/mcp-pandoc", "documents", "mcp-pandoc",
        "vivekVells",
        "Document format conversion with Pandoc: Markdown, HTML, PDF, DOCX and more.",
        """
        Converts documents between formats with Pandoc. The listings name Markdown, HTML, PDF, DOCX,
        CSV, reStructuredText, EPUB and LaTeX.
        """,
        ("mcp", "pandoc"), ("format conversion", "markdown", "pdf", "docx", "latex"),
    ),
    Entry(
        "pdf-tools-mcp", "punkpeye", "https://github.com/danielkennedy1/pdf-tools-mcp", "documents",
        "PDF Tools MCP", "danielkennedy1",
        "Download, view and manipulate PDF files.",
        """
        A Python MCP server with utilities to download, view and manipulate PDF files.
        """,
        ("mcp", "pdf", "python"), ("pdf download", "pdf view", "pdf manipulation"),
    ),
    Entry(
        "mineru", "punkpeye", "https://github.com/linxule/mineru-mcp", "documents", "MinerU MCP", "linxule",
        "Parse PDFs, images, DOCX and PPTX with OCR through the MinerU API.",
        """
        An MCP server for the MinerU document parsing API. It parses PDFs, images, DOCX and PPTX
        with OCR in 109 languages, in batches of up to 200 documents, with page ranges and local
        file upload, and returns structured output.
        """,
        ("mcp", "ocr", "pdf"), ("pdf parsing", "ocr", "docx", "pptx", "batch"),
    ),
    Entry(
        "ilovepdf", "public-apis", "iLovePDF", "documents", "iLovePDF API", "iLovePDF",
        "Convert, merge, split and extract text from PDFs, and add page numbers.",
        """
        The iLovePDF developer API converts, merges and splits PDFs, extracts their text and adds
        page numbers. The public-apis list records an API key, HTTPS and CORS.
        """,
        ("rest", "pdf"), ("pdf conversion", "merge", "split", "extract text", "page numbers"),
        extra=("The public-apis entry says it is free for 250 documents a month; "
               "we have no dated pricing page."),
    ),
    Entry(
        "cloudconvert", "public-apis", "CloudConvert", "documents", "CloudConvert API", "CloudConvert",
        "File conversion API for documents, spreadsheets, presentations, e-books, media and archives.",
        """
        CloudConvert converts files online: documents, spreadsheets, presentations, e-books,
        images, audio, video and archives. The public-apis list records an API key and HTTPS.
        """,
        ("rest", "conversion"), ("document conversion", "file conversion"),
    ),
    Entry(
        "ocr-space", "public-apis", "OCR.Space", "documents", "OCR.Space API", "OCR.Space",
        "OCR API that extracts text from images and PDFs.",
        """
        OCR.Space extracts text from images and PDF files. The public-apis list records an API key
        and HTTPS.
        """,
        ("rest", "ocr"), ("ocr", "pdf", "extract text"),
        extra="The public-apis entry mentions a free tier; we have no dated pricing page.",
    ),
    Entry(
        "needle", "docker", "needle", "documents", "Needle", "Needle",
        "Hosted retrieval (RAG) service to search and retrieve data from your documents.",
        """
        Needle is a retrieval-augmented generation service: it searches your documents and
        retrieves data from them. This is its hosted MCP endpoint; requests carry a Needle API key
        as a bearer token.
        """,
        ("mcp", "remote", "rag"), ("document search", "retrieval"),
        website="https://github.com/needle-ai/needle-mcp",
        website_note="The repository link comes from the Docker registry's local `needle-mcp` entry.",
    ),
    Entry(
        "gemini-api-docs", "docker", "gemini-api-docs", "documents", "Gemini API Docs", "kgprs",
        "Search and retrieve the Google Gemini API documentation.",
        """
        Tools to search and retrieve the documentation of Google's Gemini API, packaged by Docker
        as `mcp/gemini-api-docs-mcp`.
        """,
        ("mcp", "gemini", "google"), ("documentation search", "read docs"),
    ),
]

ENTRIES = [*SEARCH, *EXTRACTION, *BROWSER, *DATA, *DOCUMENTS]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write catalogue/services/*.json from ../shared/data.")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    if not args.data.is_dir():
        print(f"no data folder at {args.data}", file=sys.stderr)
        return 2
    return write_all(ENTRIES, Data(args.data), args.out)


if __name__ == "__main__":
    sys.exit(main())
