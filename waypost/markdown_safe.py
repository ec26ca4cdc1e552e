"""Markdown from catalogue records to safe HTML: raw HTML is shown as text, only https links survive.

`convert` is pure (text in, HTML out); `convert_file` is the thin wrapper that reads a file.
Python-Markdown's cost grows with the square of unclosed brackets and nesting ("[" * 3999 took 2.8 s), so
its input is bounded first: text over MAX_MARKDOWN_CHARS, or nesting brackets, parentheses, quotes or lists
deeper than MAX_MARKDOWN_NESTING, is shown whole as escaped plain paragraphs instead (linear cost).
Two layers: the Markdown parser never passes raw HTML through (its HTML processors are removed,
so `<script>` is escaped text), and nh3 then keeps only an allowlist of tags and attributes,
https links (with rel="nofollow noopener noreferrer") and no images (their alt text stays).
A bare https URL written in the text (a source named in a record's notes) becomes a link to itself.
"""

from __future__ import annotations

import functools
import html
import re
import xml.etree.ElementTree as etree
from pathlib import Path

import markdown
import nh3
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.treeprocessors import Treeprocessor
from markdown.util import AtomicString

ALLOWED_TAGS = {
    "p", "br", "hr", "a", "em", "strong", "code", "pre", "blockquote",
    "ul", "ol", "li", "h3", "h4", "h5", "h6",
}  # fmt: skip
ALLOWED_ATTRIBUTES: dict[str, set[str]] = {"a": {"href", "title"}}
LINK_REL = "nofollow noopener noreferrer"
HEADING_SHIFT = 2  # a record's "# Title" becomes <h3>: the page owns <h1> and <h2>
MAX_MARKDOWN_CHARS = 10_000  # above the schema's 4,000 for description and notes
MAX_MARKDOWN_NESTING = 16
_LINE_PREFIX = re.compile(r"^[ \t>]*", re.MULTILINE)  # indentation and blockquote markers of each line
_BLANK_LINES = re.compile(r"\n[ \t]*\n+")
# A bare https URL: not inside a word, a path, another scheme or an attribute of HTML shown as text
# (src="https://..."); up to a space, a quote, a bracket or one of Python-Markdown's placeholders
# (\x02...\x03, for escapes and entities).
_BARE_URL = r"(?<![\w/:.@+=\"'-])https://[^\s<>\"'`\[\]{}|\\^\x02\x03]+"
_URL_TRAILING = ".,;:!?*_~"


class _NoRawHtml(Extension):
    """Treat raw HTML as text: the block and inline HTML processors are removed."""

    def extendMarkdown(self, md: markdown.Markdown) -> None:
        md.preprocessors.deregister("html_block")
        md.inlinePatterns.deregister("html")


def _unwrap(element: etree.Element, text: str | None = None) -> None:
    """Turn an element into a plain span (which nh3 then removes, keeping the text)."""
    element.tag = "span"
    element.attrib.clear()
    if text is not None:
        element.text = text


class _RecordTreeprocessor(Treeprocessor):
    """Shift headings down, unwrap links that are not https, replace images by their alt text."""

    def run(self, root: etree.Element) -> None:
        for element in root.iter():
            tag = element.tag
            if len(tag) == 2 and tag[0] == "h" and tag[1].isdigit():
                element.tag = f"h{min(6, int(tag[1]) + HEADING_SHIFT)}"
            elif tag == "a" and not element.get("href", "").lower().startswith("https://"):
                _unwrap(element)
            elif tag == "img":
                _unwrap(element, element.get("alt", ""))


class _BareUrlProcessor(InlineProcessor):
    """A bare https URL in the text ("read on https://docs.example/x.") becomes a link to itself.

    Only https (the scheme in lower case, not inside a word, after "/", ":", "=" or a quote); never in
    a link, code or an autolink (those are matched first). Punctuation that ends the sentence (".", ",",
    ...) and a ")" that closes a parenthesis opened before the URL stay out of the link; "(...)" inside
    the URL stays in. The href is an attribute of the tree, escaped when serialised, and nh3 checks it
    again (https only)."""

    ANCESTOR_EXCLUDES = ("a", "code", "pre")

    def handleMatch(  # type: ignore[override]
        self, m: re.Match[str], data: str
    ) -> tuple[etree.Element | None, int | None, int | None]:
        url = m.group(0)
        while url:
            unopened = url[-1] == ")" and url.count(")") > url.count("(")
            if url[-1] not in _URL_TRAILING and not unopened:
                break
            url = url[:-1]
        if len(url) <= len("https://"):
            return None, None, None
        link = etree.Element("a", {"href": url})
        link.text = AtomicString(url)
        return link, m.start(0), m.start(0) + len(url)


class _RecordExtension(Extension):
    def extendMarkdown(self, md: markdown.Markdown) -> None:
        md.treeprocessors.register(_RecordTreeprocessor(md), "waypost-record", 5)
        # After the links and autolinks (120), before the emphasis: "_" inside a URL stays in the URL.
        md.inlinePatterns.register(_BareUrlProcessor(_BARE_URL, md), "waypost-bare-url", 115)


def _keep_https_only(tag: str, attribute: str, value: str) -> str | None:
    """nh3 attribute filter: an href that is not an absolute https URL is dropped."""
    if tag == "a" and attribute == "href":
        return value if value.lower().startswith("https://") else None
    return value


def sanitize(html: str) -> str:
    """Keep only the allowlisted tags and attributes and https links."""
    cleaned: str = nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"https"},
        link_rel=LINK_REL,
        attribute_filter=_keep_https_only,
        strip_comments=True,
    )
    return cleaned


def unclosed_depth(text: str, opening: str, closing: str) -> int:
    """The deepest run of `opening` characters not yet closed by `closing` (one linear pass)."""
    depth = deepest = 0
    for char in text:
        if char == opening:
            depth += 1
            deepest = max(deepest, depth)
        elif char == closing and depth:
            depth -= 1
    return deepest


def line_nesting(text: str) -> int:
    """The deepest blockquote or list nesting a line's prefix asks for ('>' each, or 4 columns)."""
    deepest = 0
    for match in _LINE_PREFIX.finditer(text):
        prefix = match.group().expandtabs(4)
        deepest = max(deepest, prefix.count(">") + len(prefix.replace(">", "")) // 4)
    return deepest


def within_bounds(text: str) -> bool:
    """True when Python-Markdown may parse the text at a cost linear in its size."""
    return (
        len(text) <= MAX_MARKDOWN_CHARS
        and unclosed_depth(text, "[", "]") <= MAX_MARKDOWN_NESTING
        and unclosed_depth(text, "(", ")") <= MAX_MARKDOWN_NESTING
        and line_nesting(text) <= MAX_MARKDOWN_NESTING
    )


def plain_paragraphs(text: str) -> str:
    """The text as escaped paragraphs split at blank lines, no Markdown."""
    paragraphs = [part.strip() for part in _BLANK_LINES.split(text) if part.strip()]
    return "\n".join(f"<p>{html.escape(part, quote=False)}</p>" for part in paragraphs)


@functools.cache
def _parser() -> markdown.Markdown:
    """One Markdown parser, reset before each text (building one took a quarter of a conversion)."""
    return markdown.Markdown(extensions=[_NoRawHtml(), _RecordExtension()], output_format="html")


def convert(text: str) -> str:
    """Markdown text to sanitized HTML (pure); text beyond the bounds becomes plain paragraphs."""
    if not within_bounds(text):
        return sanitize(plain_paragraphs(text))
    return sanitize(_parser().reset().convert(text))


class Conversions:
    """`convert` with its results kept: one build converts each description and note once for its HTML
    page and its Markdown copy."""

    def __init__(self) -> None:
        self.done: dict[str, str] = {}

    def __call__(self, text: str) -> str:
        found = self.done.get(text)
        if found is None:
            found = self.done[text] = convert(text)
        return found


def convert_file(path: Path) -> str:
    """Read a UTF-8 Markdown file and convert it."""
    return convert(Path(path).read_text(encoding="utf-8"))
