"""URL checks and the normalised repository URL that deduplication keys on."""

from __future__ import annotations

import re
from functools import lru_cache
from urllib.parse import quote, urlsplit

from jsonschema import FormatChecker  # type: ignore[import-untyped]

HTTPS = re.compile(r"^https://[^\s/?#]+[^\s]*$")
URL_MAX = 500
CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "codeberg.org")
# Hosts that publish other people's API documentation: their name says nothing of who provides the API.
DOCS_PLATFORM_HOSTS = (
    "documenter.getpostman.com",
    "postman.com",
    "rapidapi.com",
    "swaggerhub.com",
    "apiary.io",
    "readthedocs.io",
    "gitbook.io",
    "readme.io",
    "stoplight.io",
    "notion.site",
    "google.com",
    "sites.google.com",
)


URL_SAFE = ":/?#@!$&'()*+,;=%~"
_FORMATS = FormatChecker()


@lru_cache(maxsize=65536)
def _is_uri(url: str) -> bool:
    """The schema's `format: uri` check (RFC 3987), the one the validator runs."""
    return bool(_FORMATS.conforms(url, "uri"))


def https_or_none(value: object) -> str | None:
    """The URL if it is an https URL the schema accepts (non-ASCII and unsafe characters
    percent-encoded), else None; never upgraded from http, never a template like `{tenant}`."""
    if not isinstance(value, str):
        return None
    url = value.strip()
    if not HTTPS.match(url) or "{" in url:
        return None
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return None
    if "." not in host or not host.isascii():
        return None
    if not _is_uri(url):
        url = quote(url, safe=URL_SAFE)
    return url if len(url) <= URL_MAX and _is_uri(url) else None


def _repo_path(host: str, parts: list[str]) -> list[str]:
    """owner/repo, plus the sub-directory of /tree/<ref>/... or /blob/<ref>/... links."""
    if len(parts) < 2:
        return parts
    base = [parts[0], parts[1].removesuffix(".git")]
    rest = parts[2:]
    if rest[:1] == ["-"]:  # gitlab: /-/tree/<ref>/path
        rest = rest[1:]
    if len(rest) >= 2 and rest[0] in {"tree", "blob", "src"}:
        return base + rest[2:]
    return base


def normalize_repo_url(value: str | None, subdirectory: str | None = None) -> str | None:
    """`host/owner/repo[/sub/dir]` lowercased: the key that makes one record of many listings."""
    if not value:
        return None
    text = value.strip()
    if "://" not in text:
        text = "https://" + text
    parts = urlsplit(text)
    host = (parts.hostname or "").lower().removeprefix("www.")
    if not host:
        return None
    segments = [s for s in parts.path.split("/") if s]
    if host in CODE_HOSTS:
        segments = _repo_path(host, segments)
    if subdirectory:
        segments += [s for s in subdirectory.split("/") if s and s != "."]
    path = "/".join(segments).removesuffix(".git").lower()
    key = f"{host}/{path}" if path else host
    return key.rstrip("/")


def github_owner(url: str | None) -> str | None:
    """The owner of a code-host repository URL (as written), else None."""
    if not url:
        return None
    parts = urlsplit(url if "://" in url else "https://" + url)
    host = (parts.hostname or "").lower().removeprefix("www.")
    segments = [s for s in parts.path.split("/") if s]
    return segments[0] if host in CODE_HOSTS and segments else None


def host_name(url: str | None) -> str | None:
    """The host of a URL without `www.`."""
    if not url:
        return None
    host = urlsplit(url if "://" in url else "https://" + url).hostname
    return host.removeprefix("www.") if host else None


def provider_host(url: str | None) -> str | None:
    """The host that names an API's provider: the code host's owner, else the host, unless the link
    is a documentation platform (then the provider is unknown) or `<owner>.github.io` (the owner)."""
    owner = github_owner(url)
    host = host_name(url)
    if owner or not host:
        return owner
    if host.endswith(".github.io"):
        return host.removesuffix(".github.io")
    if any(host == platform or host.endswith("." + platform) for platform in DOCS_PLATFORM_HOSTS):
        return None
    return host
