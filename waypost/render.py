"""The jinja2 environment: autoescaped templates, human labels for every enum, safe Markdown."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from search_core import people
from search_core.dates import human_date
from waypost import connect
from waypost.markdown_safe import convert

TEMPLATES_DIR = Path(__file__).resolve().parents[1] / "templates"

# One wording of the enum values, shared with the search page (search_core.people writes its results).
CATEGORY_LABELS, PROTOCOL_LABELS, PRICING_LABELS, AUTH_LABELS = (
    people.CATEGORY_LABELS,
    people.PROTOCOL_LABELS,
    people.PRICING_LABELS,
    people.AUTH_LABELS,
)
VERIFICATION_LABELS = {
    "listed": "Listed in a registry",
    "documented": "Documented by the provider",
    "connection-tested": "Connection tested",
}
SOURCE_TYPE_LABELS = {"registry": "Registry", "provider": "Provider"}
LIFECYCLE_LABELS = {
    "deprecated": "Deprecated",
    "endpoint_not_declared": "Endpoint not declared",
}
LABELS: dict[str, dict[str, str]] = {
    "category": CATEGORY_LABELS,
    "protocol": PROTOCOL_LABELS,
    "pricing": PRICING_LABELS,
    "auth": AUTH_LABELS,
    "verification": VERIFICATION_LABELS,
    "sourceType": SOURCE_TYPE_LABELS,
    "lifecycle": LIFECYCLE_LABELS,
}


def label(value: object, kind: str) -> str:
    """The human label of an enum value (the value itself when unknown to us)."""
    return LABELS[kind].get(str(value), str(value))


def capabilities_word(record: dict[str, Any]) -> str:
    """What a record's capabilities are called on its page: an MCP server's are its tools."""
    return "tools" if "MCP" in (record.get("protocols") or []) else "capabilities"


def required_secrets(record: dict[str, Any]) -> list[str]:
    """The settings a listing's connection option declares both secret and required (OXYLABS_PASSWORD), in
    the order the options list them: what the record's sources say a caller must hold, even where they name
    no auth scheme."""
    names = (
        setting.get("name")
        for option in record.get("connections") or []
        for setting in [*option.get("env", []), *option.get("headers", [])]
        if setting.get("isSecret") is True and setting.get("isRequired") is True
    )
    return list(dict.fromkeys(name for name in names if isinstance(name, str)))


def not_stated(record: dict[str, Any]) -> list[str]:
    """The facts no source of the record states, in the order the service page names them (authentication
    is stated in part when a listing asks for a secret: required_secrets)."""
    missing = {
        "protocols": not record.get("protocols"),
        "endpoint": not record.get("endpoint"),
        "authentication": record.get("auth") == "unknown" and not required_secrets(record),
        "pricing": (record.get("pricing") or {}).get("model") == "unknown",
        "documentation": not record.get("docsUrl"),
    }
    return [fact for fact, absent in missing.items() if absent]


def slugify(text: str) -> str:
    """A URL-safe lowercase slug ('Acme Labs, Inc.' → 'acme-labs-inc', 'Café' → 'cafe').

    Letters or digits that do not fold to ASCII ('株式会社', 'Ωμέγα Labs') add a short, stable hash of the
    NFKC casefolded name ('u-…' alone, or 'labs-…'), so such names get distinct pages, never a shared one.
    """
    decomposed = unicodedata.normalize("NFKD", text)
    ascii_text = decomposed.encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    if not any(not char.isascii() and char.isalnum() for char in decomposed) and slug:
        return slug
    folded = unicodedata.normalize("NFKC", text).casefold().strip()
    digest = hashlib.sha256(folded.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{slug or 'u'}-{digest}"


def markdown_filter(text: str, converter: Callable[[str], str] = convert) -> Markup:
    """Record Markdown as sanitized HTML, safe to insert unescaped."""
    return Markup(converter(text))


def environment_for(templates_dir: Path, **options: Any) -> Environment:
    """jinja2 as every Waypost template is rendered (strict undefined variables, blocks trimmed, the trailing
    newline kept), with `options` (escaping) on top."""
    return Environment(
        loader=FileSystemLoader(str(templates_dir)),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        **options,
    )


def make_environment(
    templates_dir: Path = TEMPLATES_DIR, converter: Callable[[str], str] = convert
) -> Environment:
    """jinja2 with autoescaping everywhere, strict undefined variables and Waypost's filters (`converter`:
    Markdown to safe HTML, `markdown_safe.convert` or a build's `Conversions`)."""
    env = environment_for(templates_dir, autoescape=True)
    env.filters.update(
        label=label,
        human_date=human_date,
        markdown=lambda text: markdown_filter(text, converter),
        slugify=slugify,
        ways_to_connect=connect.ways_to_connect,
        not_stated=not_stated,
        required_secrets=required_secrets,
        capabilities_word=capabilities_word,
    )
    env.globals.update(labels=LABELS)
    return env


def render(env: Environment, template: str, context: dict[str, Any]) -> str:
    return env.get_template(template).render(**context)
