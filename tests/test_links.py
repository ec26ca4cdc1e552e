"""Link checker over the built site: every internal href/src resolves; nothing loads from outside.

The only links leaving the site are plain <a href> https links that a record names itself.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import no_runtime
from waypost.catalogue import load
from waypost.linkcheck import check_site


def test_every_link_of_the_tiny_site_resolves(tiny_site: Path, tiny_catalogue: Path) -> None:
    assert check_site(tiny_site, load(tiny_catalogue).records) == []


RECORD = {"website": "https://acme.example/", "description": "See [docs](https://docs.acme.example/a)."}

# (case, HTML of the page at sub/page.html, expected problem or "" when the link is fine)
CASES = [
    ("relative link to a file", '<a href="../index.html">home</a>', ""),
    ("relative link to a directory", '<a href="../sub/">dir</a>', ""),
    ("fragment on the same page", '<a href="#top">top</a><h1 id="top">t</h1>', ""),
    ("a record's own link", '<a href="https://acme.example/">site</a>', ""),
    ("a link in a record's Markdown", '<a href="https://docs.acme.example/a">docs</a>', ""),
    ("broken relative link", '<a href="missing.html">x</a>', "broken link"),
    ("missing fragment", '<a href="../index.html#nowhere">x</a>', "no element with id"),
    ("root-absolute link", '<a href="/index.html">x</a>', "root-absolute"),
    ("above the site root", '<a href="../../outside.html">x</a>', "above the site root"),
    ("external script", '<script src="https://acme.example/app.js"></script>', "loads from outside"),
    (
        "protocol-relative stylesheet",
        '<link rel="stylesheet" href="//cdn.example/x.css">',
        "loads from outside",
    ),
    ("external image", '<img src="https://acme.example/p.png" alt="">', "loads from outside"),
    ("external form", '<form action="https://acme.example/f"></form>', "loads from outside"),
    ("link no record names", '<a href="https://elsewhere.example/">x</a>', "no record names"),
    ("http link", '<a href="http://acme.example/">x</a>', "not an https link"),
    ("javascript link", '<a href="javascript:alert(1)">x</a>', "not an https link"),
]


@pytest.mark.parametrize(("case", "html", "expected"), CASES, ids=[c[0] for c in CASES])
def test_the_checker_finds_each_kind_of_bad_link(tmp_path: Path, case: str, html: str, expected: str) -> None:
    (tmp_path / "index.html").write_text("<p>home</p>")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "index.html").write_text("<p>dir</p>")
    (tmp_path / "sub" / "page.html").write_text(html)
    problems = check_site(tmp_path, [RECORD])
    if expected:
        assert len(problems) == 1 and expected in problems[0] and problems[0].startswith("sub/page.html: ")
    else:
        assert problems == []


@pytest.mark.slow
def test_every_link_of_the_real_site_resolves(tmp_path: Path) -> None:
    from waypost.site import REPO, build

    catalogue = REPO / "catalogue"
    if not any((catalogue / "services").glob("*.json")):
        pytest.skip("the catalogue has no records yet")
    out = tmp_path / "site"
    build(catalogue, out, "https://waypost.example/", runtime_files=no_runtime, log=lambda _: None)
    assert check_site(out, load(catalogue).records) == []
