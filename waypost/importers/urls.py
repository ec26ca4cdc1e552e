"""URL checks and the normalised repository URL that deduplication keys on."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

HTTPS = re.compile(r"^https://[^\s/?#]+[^\s]*$")
URL_MAX = 500
CODE_HOSTS = ("github.com", "gitlab.com", "bitbucket.org", "codeberg.org")


def https_or_none(value: object) -> str | None:
    """The URL if it is a well-formed https URL the schema accepts, else None (never upgraded)."""
    if not isinstance(value, str):
        return None
    url = value.strip()
    if len(url) > URL_MAX or not HTTPS.match(url):
        return None
    host = urlsplit(url).hostname or ""
    if "." not in host or host in {"localhost"}:
        return None
    return url


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
