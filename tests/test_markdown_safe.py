"""Record Markdown → safe HTML, one line per case (like Python-Markdown's assertMarkdownRenders)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

import pytest

from waypost.markdown_safe import convert, convert_file

REL = 'rel="nofollow noopener noreferrer"'

CASES = [
    ("plain paragraph", "Hello *world*.", "<p>Hello <em>world</em>.</p>"),
    (
        "https link kept",
        "[docs](https://a.example/d)",
        f'<p><a href="https://a.example/d" {REL}>docs</a></p>',
    ),
    (
        "autolink kept",
        "<https://a.example/>",
        f'<p><a href="https://a.example/" {REL}>https://a.example/</a></p>',
    ),
    (
        "link title kept",
        '[d](https://a.example/ "T")',
        f'<p><a href="https://a.example/" title="T" {REL}>d</a></p>',
    ),
    ("script is text", "<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"),
    ("inline script is text", "a <script>x</script> b", "<p>a &lt;script&gt;x&lt;/script&gt; b</p>"),
    (
        "raw html block is text",
        '<div onclick="x()">hi</div>',
        '<p>&lt;div onclick="x()"&gt;hi&lt;/div&gt;</p>',
    ),
    ("raw inline html is text", "a <b>bold</b> c", "<p>a &lt;b&gt;bold&lt;/b&gt; c</p>"),
    ("iframe is text", '<iframe src="https://e.example/">', '<p>&lt;iframe src="https://e.example/"&gt;</p>'),
    ("html comment is text", "<!-- hidden -->", "<p>&lt;!-- hidden --&gt;</p>"),
    ("javascript link dropped", "[x](javascript:alert(1))", "<p>x</p>"),
    ("JavaScript link dropped", "[x](JaVaScRiPt:alert(1))", "<p>x</p>"),
    ("data link dropped", "[x](data:text/html;base64,PHNjcmlwdD4=)", "<p>x</p>"),
    ("http link dropped", "[x](http://a.example/)", "<p>x</p>"),
    ("http autolink dropped", "<http://a.example/>", "<p>http://a.example/</p>"),
    ("relative link dropped", "[x](/admin)", "<p>x</p>"),
    ("fragment link dropped", "[x](#top)", "<p>x</p>"),
    ("mailto dropped", "[x](mailto:a@b.example)", "<p>x</p>"),
    ("image becomes alt text", "![a pixel](https://t.example/p.gif)", "<p>a pixel</p>"),
    ("data image becomes alt text", "![p](data:image/png;base64,AAAA)", "<p>p</p>"),
    ("entity-encoded javascript dropped", "[x](&#106;avascript:alert(1))", "<p>x</p>"),
    ("heading shifted below the page's", "# Title", "<h3>Title</h3>"),
    ("deep heading capped", "#### Deep", "<h6>Deep</h6>"),
    ("code keeps brackets as text", "`<b>x</b>`", "<p><code>&lt;b&gt;x&lt;/b&gt;</code></p>"),
    ("ampersand escaped", "Q&A <3", "<p>Q&amp;A &lt;3</p>"),
    ("list", "- a\n- b", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>"),
    (
        "bare https URL linked",
        "on https://a.example/d now",
        f'<p>on <a href="https://a.example/d" {REL}>https://a.example/d</a> now</p>',
    ),
    (
        "bare URL's final period left out",
        "See https://a.example/d.",
        f'<p>See <a href="https://a.example/d" {REL}>https://a.example/d</a>.</p>',
    ),
    (
        "bare URL's closing parenthesis left out",
        "(https://a.example/d)",
        f'<p>(<a href="https://a.example/d" {REL}>https://a.example/d</a>)</p>',
    ),
    (
        "parentheses inside a bare URL kept",
        "https://a.example/F_(b),",
        f'<p><a href="https://a.example/F_(b)" {REL}>https://a.example/F_(b)</a>,</p>',
    ),
    (
        "underscores inside a bare URL are no emphasis",
        "https://a.example/_d_e",
        f'<p><a href="https://a.example/_d_e" {REL}>https://a.example/_d_e</a></p>',
    ),
    ("bare http URL stays text", "http://a.example/d", "<p>http://a.example/d</p>"),
    ("bare URL in code stays code", "`https://a.example/`", "<p><code>https://a.example/</code></p>"),
    (
        "bare URL as link text not linked twice",
        "[https://a.example/](https://b.example/)",
        f'<p><a href="https://b.example/" {REL}>https://a.example/</a></p>',
    ),
    (
        "bare URL after another scheme stays text",
        "javascript:https://a.example/",
        "<p>javascript:https://a.example/</p>",
    ),
    (
        "quote ends a bare URL, markup after it is text",
        'https://a.example/"onclick="x()"><b>',
        f'<p><a href="https://a.example/" {REL}>https://a.example/</a>"onclick="x()"&gt;&lt;b&gt;</p>',
    ),
    ("empty", "", ""),
]


@pytest.mark.parametrize(("case", "source", "expected"), CASES, ids=[c[0] for c in CASES])
def test_markdown_renders(case: str, source: str, expected: str) -> None:
    assert convert(source) == expected


@pytest.mark.parametrize(
    "source",
    [
        "<script>alert(1)</script>",
        "[x](javascript:alert(1))",
        '<img src=x onerror="alert(1)">',
        '<a href="javascript:alert(1)">x</a>',
        "<svg onload=alert(1)>",
        "[x](vbscript:msgbox(1))",
        '<p style="background:url(https://t.example/)">x</p>',
        'https://a.example/"><script>alert(1)</script>',
        "https://a.example/' onmouseover='alert(1)",
    ],
)
def test_nothing_executable_or_loading_survives(source: str) -> None:
    elements = parse_elements(convert(source))
    assert {tag for tag, _ in elements} <= SAFE_TAGS
    for tag, attributes in elements:
        assert set(attributes) <= ({"href", "title", "rel"} if tag == "a" else set())
        assert attributes.get("href", "https://").startswith("https://")


SAFE_TAGS = {"p", "a", "em", "strong", "code", "pre", "ul", "ol", "li", "blockquote", "h3", "h4", "h5", "h6"}


class _Elements(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.append((tag, dict(attrs)))


def parse_elements(html: str) -> list[tuple[str, dict[str, str | None]]]:
    """Every start tag with its attributes: what a browser would build, not the escaped text."""
    parser = _Elements()
    parser.feed(html)
    return parser.found


def test_an_over_long_field_is_kept_whole_and_escaped() -> None:
    word = "<x>" * 5000
    html = convert(word)
    assert html == "<p>" + "&lt;x&gt;" * 5000 + "</p>"


def test_convert_file_reads_utf8(tmp_path: Path) -> None:
    path = tmp_path / "note.md"
    path.write_text("Café <script>", encoding="utf-8")
    assert convert_file(path) == "<p>Café &lt;script&gt;</p>"


def test_one_text_leaves_nothing_behind_for_the_next() -> None:
    """The parser is reused (reset before each text): a link reference defined in one description must not
    turn the same words of the next into a link."""
    alone = convert("See [docs] for more.")
    convert("[docs]: https://docs.example/\n\nHi.")
    assert convert("See [docs] for more.") == alone
    assert "<a" not in alone


def test_a_build_converts_each_text_once() -> None:
    from waypost.markdown_safe import Conversions

    conversions = Conversions()
    first = conversions("**bold** text")
    assert conversions("**bold** text") is first
    assert first == convert("**bold** text")
