"""Markdown from catalogue records to safe HTML: raw HTML is shown as text, only https links survive.

`convert` is pure (text in, HTML out); `convert_file` is the thin wrapper that reads a file.
Two layers: the Markdown parser never passes raw HTML through (its HTML processors are removed,
so `<script>` is escaped text), and nh3 then keeps only an allowlist of tags and attributes,
https links (with rel="nofollow noopener noreferrer") and no images (their alt text stays).
"""

from __future__ import annotations

import xml.etree.ElementTree as etree
from pathlib import Path

import markdown
import nh3
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

ALLOWED_TAGS = {
    "p", "br", "hr", "a", "em", "strong", "code", "pre", "blockquote",
    "ul", "ol", "li", "h3", "h4", "h5", "h6",
}  # fmt: skip
ALLOWED_ATTRIBUTES: dict[str, set[str]] = {"a": {"href", "title"}}
LINK_REL = "nofollow noopener noreferrer"
HEADING_SHIFT = 2  # a record's "# Title" becomes <h3>: the page owns <h1> and <h2>


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


class _RecordExtension(Extension):
    def extendMarkdown(self, md: markdown.Markdown) -> None:
        md.treeprocessors.register(_RecordTreeprocessor(md), "waypost-record", 5)


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


def convert(text: str) -> str:
    """Markdown text to sanitized HTML (pure)."""
    md = markdown.Markdown(extensions=[_NoRawHtml(), _RecordExtension()], output_format="html")
    return sanitize(md.convert(text))


def convert_file(path: Path) -> str:
    """Read a UTF-8 Markdown file and convert it."""
    return convert(Path(path).read_text(encoding="utf-8"))
