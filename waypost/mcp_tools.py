"""The MCP server's tools as plain functions: arguments in, a ToolAnswer out. No SDK, no I/O.

`search_services` answers with exactly `search_core.render(search_core.search(...))`: the bytes
`python -m search_core` prints for the same request (without the final newline).
`get_service`, `get_connection_spec` and `compare_services` read the catalogue's records and never add a fact.
waypost/mcp_server.py wires these to the MCP SDK; docs/mcp.md describes them.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import search_core
from waypost.connect import options_for, undeclared_endpoint

CONTRACT = Path(__file__).resolve().parents[1] / "contract"
MIN_COMPARED, MAX_COMPARED = 2, 5
CLOSEST_SLUGS = 3
NOT_STATED = "not stated by our sources"


@dataclass(frozen=True)
class ToolAnswer:
    """What a tool returns: the text content, the same value as structured content, and whether it failed."""

    text: str
    structured: dict[str, Any]
    is_error: bool = False


CONNECTIONS_NOT_READ_TEMPLATE = (
    "This server reads a search index, which leaves out how to connect: connections is null here, "
    "not unknown. Start it with --catalogue DIR to {verb} them."
)
CONNECTIONS_NOT_READ = CONNECTIONS_NOT_READ_TEMPLATE.format(verb="compare")


@dataclass(frozen=True)
class Catalogue:
    """The search index and the full records by slug (connections included when the catalogue has them).
    `connections_read` is False when the records come from a search index, which leaves connections out."""

    index: dict[str, Any]
    records: dict[str, dict[str, Any]]
    base_url: str | None = None
    connections_read: bool = True


def contract_text(name: str) -> str:
    return (CONTRACT / name).read_text(encoding="utf-8")


def contract_schema(name: str) -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(contract_text(name))
    return schema


SEARCH_INPUT_TITLE = "search_services request"
SEARCH_INPUT_DESCRIPTION = (
    "A search request: top-level fields, or the whole request as JSON text in requestJson. The server checks "
    "every bound and answers a request outside them with the contract's error response and its recovery."
)


# What the best-effort tool takes in query and queryEnglish: a request pasted whole, up to the search box's
# limit.
PASTED_QUERY_FIELDS = {
    "query": {
        "description": (
            "The request's service words, or the person's whole request as written: at most 2000 UTF-16 code "
            "units after trimming, all of it searched (search_services takes 200). Never truncate; a longer "
            "one returns no services and reasonCodes QUERY_TOO_LONG. Required and nonempty with queryEnglish "
            "or originalRequest."
        ),
        "$comment": "at most 2000 UTF-16 code units after trimming in best effort",
    },
    "queryEnglish": {
        "description": (
            "Optional English wording for query, 1–2000 UTF-16 code units after trimming (search_services "
            "takes 200). Requires the original nonempty query; the translation must keep every condition of "
            "the original. Caller-supplied and unverified."
        ),
        "$comment": "1-2000 UTF-16 code units after trimming in best effort; requires a nonempty query",
    },
}


def search_input_schema(best_effort: bool = False) -> dict[str, Any]:
    """The contract's input schema as the search tools serve it: each field described in the words of the
    contract's page (contract/search-services.input.descriptions.json), the provenance notes of its title and
    description replaced; the validation keywords unchanged but, for the best-effort tool, the length of query
    and queryEnglish (PASTED_QUERY_FIELDS)."""
    schema = contract_schema("search-services.input.schema.json")
    descriptions = json.loads(contract_text("search-services.input.descriptions.json"))
    properties = {
        name: {"description": descriptions[name], **field} for name, field in schema["properties"].items()
    }
    if best_effort:
        properties |= {name: properties[name] | PASTED_QUERY_FIELDS[name] for name in PASTED_QUERY_FIELDS}
    return {**schema, "title": SEARCH_INPUT_TITLE, "description": SEARCH_INPUT_DESCRIPTION} | {
        "properties": properties
    }


def search_description() -> str:
    """The seed's tool description, verbatim."""
    return contract_text("search_services.description.txt").strip()


def output_schema(profile: str) -> dict[str, Any]:
    """The contract's output schema for a response profile, with `"type": "object"` at its root.

    MCP requires an outputSchema of type object: a server whose tool list lacks it is refused by the
    SDK's own validation at protocol versions up to 2025-11-25, which the desktop clients speak. The
    relay schema is `anyOf` two shapes that are both objects, so saying so at the root changes nothing.
    """
    name = "isto-search-result.schema.json" if profile == "isto" else "search-services.output.schema.json"
    schema = contract_schema(name)
    return schema if "type" in schema else {"type": "object", **schema}


def utf8_safe(text: str) -> str:
    """The text with any lone surrogate replaced, so it can always go on the wire as UTF-8."""
    return text.encode("utf-8", "replace").decode("utf-8")


def request_text(arguments: object) -> str:
    """The tool arguments as the request text the CLI would get (no arguments: an empty request)."""
    try:
        return json.dumps({} if arguments is None else arguments, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return "[]"  # not representable as JSON text: the engine answers INVALID_REQUEST


def search_services(
    arguments: object, catalogue: Catalogue, profile: str = "relay", best_effort: bool = False
) -> ToolAnswer:
    """The search_services tool: `search_json` of the arguments' JSON text (the CLI's bytes, with
    `--lenient --best-effort` for the best-effort tool, which answers as the site's search box does: a request
    pasted whole, up to 2000 UTF-16 code units, is searched); the contract's error response comes back as a
    tool error."""
    text = utf8_safe(
        search_core.search_json(
            request_text(arguments),
            catalogue.index,
            profile,
            catalogue.base_url,
            lenient=best_effort,
            best_effort=best_effort,
        )
    )
    response = json.loads(text)
    return ToolAnswer(text, response, is_error="error_code" in response)


def tool_error(code: str, message: str, **details: Any) -> ToolAnswer:
    """A tool error whose text is the JSON of its structured content: the search errors' shape, `error_code`
    beside `error`, without their `recovery` (which names a search tool's retry)."""
    error = {"error_code": code, "error": {"code": code, "message": message, **details}}
    return ToolAnswer(json.dumps(error, ensure_ascii=False, indent=2), error, is_error=True)


def closest_slugs(slug: str, catalogue: Catalogue) -> list[str]:
    """Up to three known slugs nearest to a string (difflib's ratio; deterministic)."""
    return difflib.get_close_matches(slug, sorted(catalogue.records), n=CLOSEST_SLUGS, cutoff=0.5)


def unknown_slug(slug: str, catalogue: Catalogue) -> ToolAnswer:
    closest = closest_slugs(slug, catalogue)
    hint = f" Did you mean {', '.join(closest)}?" if closest else " search_services finds services by words."
    return tool_error(
        "UNKNOWN_SLUG",
        f"No service has the slug {json.dumps(slug, ensure_ascii=False)}.{hint}",
        slug=slug,
        closest=closest,
    )


def slug_argument(arguments: object, name: str = "slug") -> str | None:
    """The argument as a string, or None when it is missing or not a string."""
    value = arguments.get(name) if isinstance(arguments, Mapping) else None
    return utf8_safe(value) if isinstance(value, str) else None


def record_by_slug(tool: str, arguments: object, catalogue: Catalogue) -> dict[str, Any] | ToolAnswer:
    """The record a one-slug tool asks for, or the tool error that says why there is none."""
    if not isinstance(arguments, Mapping) or set(arguments) != {"slug"}:
        exactly = f'{tool} takes exactly one argument: {{"slug": "<service slug>"}}.'
        return tool_error("INVALID_ARGUMENTS", exactly)
    slug = slug_argument(arguments)
    if slug is None:
        return tool_error("INVALID_ARGUMENTS", 'slug must be a string, e.g. "brave-search".')
    record = find_record(slug, catalogue)
    return unknown_slug(slug, catalogue) if record is None else record


def find_record(slug: str, catalogue: Catalogue) -> dict[str, Any] | None:
    """The record of a slug, written in any case and with spaces around it ("EXA", " exa ") as slugs are
    lower case."""
    return catalogue.records.get(slug) or catalogue.records.get(slug.strip().lower())


def get_service(arguments: object, catalogue: Catalogue) -> ToolAnswer:
    """The get_service tool: one full catalogue record by slug."""
    record = record_by_slug("get_service", arguments, catalogue)
    if isinstance(record, ToolAnswer):
        return record
    return ToolAnswer(json.dumps(record, ensure_ascii=False, indent=2), record)


def get_connection_spec(arguments: object, catalogue: Catalogue) -> ToolAnswer:
    """The get_connection_spec tool: each way to connect that a source declares, with its source and date and
    ready-to-copy client configuration (waypost.connect, as the service page shows it); never invented."""
    record = record_by_slug("get_connection_spec", arguments, catalogue)
    if isinstance(record, ToolAnswer):
        return record
    if not catalogue.connections_read:
        return tool_error("CONNECTIONS_NOT_READ", CONNECTIONS_NOT_READ_TEMPLATE.format(verb="read"))
    spec = connection_spec(record)
    return ToolAnswer(json.dumps(spec, ensure_ascii=False, indent=2), spec)


def connection_spec(record: dict[str, Any]) -> dict[str, Any]:
    """A record's declared connection options as get_connection_spec answers them."""
    options = [
        {
            "kind": option["kind"],
            "title": shown.title,
            "summary": shown.summary,
            "settings": [asdict(setting) for setting in shown.settings],
            "optionalSettings": shown.optional,
            "credentialNote": shown.credential_note,
            "configurations": {block.label: block.text for block in shown.blocks},
            "source": {"url": shown.source_url, "checkedAt": shown.checked_at},
        }
        for option, shown in zip(record.get("connections") or [], options_for(record), strict=True)
    ]
    return {
        "slug": record.get("slug"),
        "name": record.get("name"),
        "endpoint": record.get("endpoint"),
        "endpointWithoutOption": undeclared_endpoint(record),
        "docsUrl": record.get("docsUrl") or None,
        "options": options,
        "unknownMeans": NOT_STATED,
        "valuesAre": "placeholders: <NAME> or ${input:name}; never real secrets",
    }


def facts(record: dict[str, Any], connections_read: bool = True) -> dict[str, Any]:
    """The facts a chooser compares, as the record states them; unknowns listed by name, never filled in.
    Without `connections_read` (records from a search index) connections are null: not read, not unknown."""
    pricing = record.get("pricing") or {}
    lifecycle = record.get("registryLifecycle")
    stated = {
        "slug": record.get("slug"),
        "name": record.get("name"),
        "provider": record.get("provider"),
        "tagline": record.get("tagline"),
        "capabilities": record.get("capabilities") or [],
        "category": record.get("category"),
        "protocols": record.get("protocols") or [],
        "auth": record.get("auth", "unknown"),
        "pricing": {
            "model": pricing.get("model", "unknown"),
            "summary": pricing.get("summary") or None,
            "url": pricing.get("url"),
            "checkedAt": pricing.get("checkedAt"),
        },
        "docsUrl": record.get("docsUrl") or None,
        "endpoint": record.get("endpoint"),
        "lifecycle": lifecycle.get("status") if isinstance(lifecycle, dict) else "active",
        "connections": (record.get("connections") or []) if connections_read else None,
        "source": {
            "url": record.get("sourceUrl"),
            "type": record.get("sourceType"),
            "checkedAt": record.get("sourceCheckedAt"),
            "verification": record.get("verification"),
        },
    }
    stated["unknown"] = unknown_facts(stated)
    return stated


def unknown_facts(stated: dict[str, Any]) -> list[str]:
    """The names of the facts no source states."""
    unknown = []
    if stated["auth"] == "unknown":
        unknown.append("auth")
    if stated["pricing"]["model"] == "unknown":
        unknown.append("pricing")
    for name in ("docsUrl", "endpoint"):
        if not stated[name]:
            unknown.append(name)
    if stated["connections"] == []:  # None: not read (a search index), which says nothing of the sources
        unknown.append("connections")
    return unknown


def compare_services(arguments: object, catalogue: Catalogue) -> ToolAnswer:
    """The compare_services tool: two to five services' facts side by side, in the order asked."""
    slugs = compared_slugs(arguments)
    if isinstance(slugs, str):
        return tool_error(
            "INVALID_ARGUMENTS",
            f'compare_services takes {{"slugs": [...]}}: {MIN_COMPARED} to {MAX_COMPARED} different '
            f"service slugs. {slugs}",
        )
    records = []
    for slug in slugs:
        record = find_record(slug, catalogue)
        if record is None:
            return unknown_slug(utf8_safe(slug), catalogue)
        records.append(record)
    if len({record["slug"] for record in records}) != len(records):
        return tool_error("INVALID_ARGUMENTS", "compare_services takes different slugs; one is given twice.")
    services = [facts(record, catalogue.connections_read) for record in records]
    comparison: dict[str, Any] = {"services": services, "unknownMeans": NOT_STATED}
    if not catalogue.connections_read:
        comparison["connectionsNotRead"] = CONNECTIONS_NOT_READ
    return ToolAnswer(json.dumps(comparison, ensure_ascii=False, indent=2), comparison)


def compared_slugs(arguments: object) -> list[str] | str:
    """The slugs compare_services is asked for, or what is wrong with its arguments in words an agent can act
    on."""
    if not isinstance(arguments, Mapping) or set(arguments) != {"slugs"}:
        return "Send exactly one argument, slugs."
    slugs = arguments["slugs"]
    if isinstance(slugs, str):
        return 'slugs is a string; send an array of strings, e.g. ["tavily", "exa"].'
    if not isinstance(slugs, list) or not all(isinstance(slug, str) for slug in slugs):
        return "slugs must be an array of strings."
    if not MIN_COMPARED <= len(slugs) <= MAX_COMPARED:
        return f"{len(slugs)} were given."
    if len(set(slugs)) != len(slugs):
        return "One is given twice."
    return slugs


SLUG_SCHEMA = {"type": "string", "minLength": 1, "maxLength": 80, "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"}
GET_SERVICE_INPUT = {
    "type": "object",
    "additionalProperties": False,
    "required": ["slug"],
    "properties": {
        "slug": {**SLUG_SCHEMA, "description": "The service's slug, as search_services returns it."}
    },
}
COMPARE_INPUT = {
    "type": "object",
    "additionalProperties": False,
    "required": ["slugs"],
    "properties": {
        "slugs": {
            "type": "array",
            "minItems": MIN_COMPARED,
            "maxItems": MAX_COMPARED,
            "uniqueItems": True,
            "items": SLUG_SCHEMA,
            "description": "Two to five service slugs, as search_services returns them.",
        }
    },
}
BEST_EFFORT_DESCRIPTION = (
    "The same request and response as search_services, answered in best effort, as Waypost's own search box "
    "answers people. search_services returns nothing unless a service matches every searched word; this tool "
    "then returns the services covering most of the request, rarer words counting more, after any that match "
    "every word. search.warnings names the words the first service does not match, a misspelt word it "
    "searched as another, a word it searched as its broader words, and each condition it could not apply; "
    "an exclusion of API keys or accounts (\"without an api key\", \"no login\") is applied to the services' "
    "stated auth, keeping those whose auth is unknown, unless every service matching the request's rarest "
    "word needs one (a warning then says none is left out). A request for alternatives to a named service "
    "(\"firecrawl alternatives\") is searched as what that service does, the named one listed last, and so "
    "is a request saying a named service fails the person (\"serpapi is too expensive\", \"tavily keeps "
    "returning 429\"); when such a request's own words say what is wanted (\"firecrawl alternative for "
    "crawling docs into markdown\"), they are searched as typed, the named one still last; a "
    "comparison (\"tavily vs exa\", \"firecrawl or apify for scraping\") lists the services it names first, "
    "whose slugs compare_services then sets side by side; an exclusion naming services (\"web scraping "
    "without apify\") lists them last; a product the catalogue lacks (\"zenrows "
    "alternative\") is searched as what it is; a search that names nothing to search (\"free search api\") "
    "lists web search services first. "
    "search.reasonCodes still names what stopped the "
    "strict answer. Use it for a request written as a sentence, or when search_services found nothing: "
    "query (or queryEnglish) may then hold the person's whole request, up to 2000 UTF-16 code units, all of "
    "it searched; a longer one returns no services and reasonCodes QUERY_TOO_LONG. The "
    "results are metadata candidates, not verified fits."
)
GET_SERVICE_DESCRIPTION = (
    "Return one service's full catalogue record by its slug (from search_services results): what it does, "
    "category, protocols, auth, pricing with its source page and date, docs, endpoint, how to connect where "
    "our sources declare it, and the listing it came from with the date it was checked. Read-only; facts no "
    "source states are 'unknown' or null. An unknown slug is an error naming the closest slugs."
)
CONNECTION_SPEC_DESCRIPTION = (
    "Return the sourced setup options of one service by its slug (from search_services results): each way to "
    "connect that a listing declares (hosted endpoint, npm, PyPI or container package), with its environment "
    "variables and headers (secret and required as the source says), ready-to-paste configuration for "
    "Claude Desktop and Cursor (mcpServers JSON), VS Code (.vscode/mcp.json) and a command line, and the "
    "source page and date of each option. Values are placeholders, never secrets; an empty options list "
    "means no listing declares a way to connect in this form: the record's notes and docsUrl (get_service) "
    "may still say how. Read-only; nothing is installed or run."
)
COMPARE_DESCRIPTION = (
    "Compare two to five services side by side by slug: what each does (tagline, capabilities), category, "
    "protocols, auth, pricing (model, summary, "
    "source page, date checked), lifecycle, connection options, docs, and source with its date and "
    "verification level. Nothing is inferred: each service lists under 'unknown' the facts no source states."
)
