"""Which provider an API link names: never a documentation platform's host."""

from __future__ import annotations

import pytest

from waypost.importers.urls import provider_host


@pytest.mark.parametrize(
    ("link", "provider"),
    [
        ("https://api.nasa.gov/", "api.nasa.gov"),
        ("https://www.openweathermap.org/api", "openweathermap.org"),
        ("https://github.com/someone/some-api", "someone"),
        ("https://someone.github.io/some-api/", "someone"),
        ("https://documenter.getpostman.com/view/123/abc", None),
        ("https://rapidapi.com/x/api/y", None),
        ("https://project.readthedocs.io/en/latest/", None),
        ("", None),
    ],
)
def test_provider_host(link: str, provider: str | None) -> None:
    assert provider_host(link) == provider
