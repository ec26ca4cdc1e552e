"""Auth rules: `api-key` only from a secret variable or key header, `oauth` only where the source
says OAuth, `none` only where the source says no auth; everything else stays `unknown`."""

from __future__ import annotations

import re
from collections.abc import Iterable

# A variable whose name says it holds a key, a token or a secret (BRAVE_API_KEY, GITHUB_TOKEN).
SECRET_NAME = re.compile(r"(API[_-]?KEY|APIKEY|ACCESS[_-]?KEY|SECRET|TOKEN|(^|_)KEY$)", re.IGNORECASE)
KEY_HEADERS = {"authorization", "x-api-key", "api-key", "x-mashape-key", "x-auth-token"}


def is_secret_variable(name: str, declared_secret: bool | None = None) -> bool:
    """Declared secret by the source, or named as a key/token/secret."""
    if declared_secret:
        return True
    return bool(SECRET_NAME.search(name))


def from_variables(variables: Iterable[tuple[str, bool | None]]) -> tuple[str, str]:
    """(auth, reason) from (name, declared-secret) pairs of environment variables."""
    for name, secret in variables:
        if is_secret_variable(name, secret):
            how = "declared secret" if secret else "named as a key or token"
            return "api-key", f"Auth `api-key`: the environment variable `{name}` is {how} in the source."
    return "unknown", ""


def from_headers(headers: Iterable[tuple[str, bool | None]]) -> tuple[str, str]:
    """(auth, reason) from (header name, declared-secret) pairs of a remote."""
    for name, secret in headers:
        if secret or name.lower() in KEY_HEADERS:
            return "api-key", f"Auth `api-key`: the remote takes the `{name}` header."
    return "unknown", ""


def first_known(*results: tuple[str, str]) -> tuple[str, str]:
    """The first result that is not unknown."""
    for auth, reason in results:
        if auth != "unknown":
            return auth, reason
    return "unknown", ""
