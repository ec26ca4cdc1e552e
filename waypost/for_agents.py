"""For agents: `llms.txt` and a Markdown copy of every service page (`services/<slug>/index.html.md`).

Both follow the llms.txt proposal (https://llmstxt.org/): an H1, a one-paragraph summary in a blockquote,
then H2 sections listing `[name](url): note`; a page's Markdown copy sits at its URL with `index.html.md`.
They are rendered by jinja2 templates (`templates/agents/`) in an environment that escapes every value
for Markdown unless a filter marked it as Markdown already (`Md`), the way the HTML environment escapes for
HTML. Record text never reaches an agent as raw HTML or a non-https link: descriptions and notes go through
the same sanitizer as the HTML pages (`markdown_safe.convert`) and come back as Markdown (`html_to_markdown`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from jinja2 import Environment

from search_core.dates import human_date
from waypost import connect
from waypost.markdown_safe import convert
from waypost.pages import FACETS, group_services, https_or_none, safe_for_pages, service_path
from waypost.render import (
    TEMPLATES_DIR,
    capabilities_word,
    environment_for,
    label,
    not_stated,
    required_secrets,
)

Record = dict[str, Any]
# llms.txt lists every service up to this many; a larger catalogue (10,000 records made a 2.3 MB file, more
# than an agent reads) lists its categories' pages instead.
LLMS_LIST_LIMIT = 1000
MARKDOWN_COPY_SUFFIX = ".md"  # the llms.txt proposal: a page's Markdown copy is its URL with .md appended
# What could turn text into Markdown syntax is backslash-escaped (CommonMark lets any ASCII punctuation be
# escaped), and nothing more, so that the files stay easy to read as text: anywhere, backslash, backtick, "*",
# brackets, angle brackets and "~"; "_" unless inside a word (where it cannot emphasize: TAVILY_API_KEY); "&"
# when it would start an entity; at the start of a line, the markers of headings, lists and quotes.
_SPECIAL = re.compile(r"[\\`*\[\]<>~]|(?<![0-9A-Za-z])_|_(?![0-9A-Za-z])|&(?=#?[0-9A-Za-z]+;)")
_LINE_START = re.compile(r"^(?:[#>+=-]|\d+(?=[.)]))")
_BACKTICKS = re.compile(r"`+")
_SPACES = re.compile(r"\s+")


class Md(str):
    """Text that is Markdown already: the environment writes it as it is."""


def md_escape(text: object) -> Md:
    """Plain text as Markdown that shows exactly that text (one line: line breaks become spaces)."""
    if isinstance(text, Md):
        return text
    return Md(guard_line_start(_escape_inline(_SPACES.sub(" ", str(text)).strip())))


def guard_line_start(text: str) -> str:
    """Text that would start a heading, list or quote at the start of a line, escaped so it does not."""
    found = _LINE_START.match(text)
    if not found:
        return text
    end = found.end()
    return text[:end] + "\\" + text[end:] if text[:1].isdigit() else "\\" + text


def md_code(text: object) -> Md:
    """Inline code: a backtick fence longer than any run inside, padded when the text touches a backtick."""
    value = _SPACES.sub(" ", str(text)).strip()
    fence = "`" * (max((len(run) for run in _BACKTICKS.findall(value)), default=0) + 1)
    padded = f" {value} " if value.startswith("`") or value.endswith("`") else value
    return Md(f"{fence}{padded}{fence}")


def md_fenced(text: object, info: str = "") -> Md:
    """A fenced code block whose fence is longer than any backtick run in the text."""
    value = str(text).rstrip("\n")
    fence = "`" * max(3, max((len(run) for run in _BACKTICKS.findall(value)), default=0) + 1)
    return Md(f"{fence}{info}\n{value}\n{fence}")


def md_url(value: object) -> Md:
    """An https URL as an autolink (`<https://…>`); anything else as escaped text, never a link."""
    url = https_or_none(value)
    return Md(f"<{url}>") if url else md_escape(value)


def usable_target(target: str | None) -> bool:
    """A link target Markdown reads whole between parentheses (no space, angle bracket or parenthesis)."""
    return bool(target) and not any(char in str(target) for char in " <>()\n")


def md_link(text: object, target: str) -> Md:
    """`[text](target)` for a site-relative target or an https URL; escaped text otherwise."""
    safe = target if not re.match(r"[a-zA-Z][a-zA-Z0-9+.-]*:", target) else https_or_none(target)
    return Md(f"[{md_escape(text)}]({safe})") if usable_target(safe) else md_escape(text)


@dataclass
class _Element:
    tag: str
    href: str | None = None
    children: list[_Element | str] = field(default_factory=list)


class _TreeBuilder(HTMLParser):
    """Sanitized HTML as a tree of _Element (its tags are balanced: nh3 wrote it)."""

    VOID = frozenset({"br", "hr"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Element("root")
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = _Element(tag, https_or_none(dict(attrs).get("href")) if tag == "a" else None)
        self.stack[-1].children.append(element)
        if tag not in self.VOID:
            self.stack.append(element)

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and len(self.stack) > 1 and self.stack[-1].tag == tag:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def _text(node: _Element | str) -> str:
    return node if isinstance(node, str) else "".join(_text(child) for child in node.children)


def _escape_inline(text: str) -> str:
    """Text with what could be Markdown syntax backslash-escaped, each run of whitespace made one space."""
    return _SPECIAL.sub(lambda found: "\\" + found.group(), _SPACES.sub(" ", text))


def _inline(nodes: list[_Element | str]) -> str:
    parts = []
    for node in nodes:
        if isinstance(node, str):
            parts.append(_escape_inline(node))
        elif node.tag in ("em", "strong"):
            mark = "*" if node.tag == "em" else "**"
            inner = _inline(node.children).strip()
            parts.append(f"{mark}{inner}{mark}" if inner else "")
        elif node.tag == "code":
            parts.append(md_code(_text(node)))
        elif node.tag == "a":
            inner = _inline(node.children).strip()
            parts.append(f"[{inner}]({node.href})" if usable_target(node.href) and inner else inner)
        elif node.tag == "br":
            parts.append(" ")
        else:
            parts.append(_inline(node.children))
    return "".join(parts)


_BLOCK_TAGS = frozenset({"p", "ul", "ol", "li", "blockquote", "pre", "hr", "h3", "h4", "h5", "h6"})


def _blocks(nodes: list[_Element | str]) -> list[str]:
    """Block-level nodes as Markdown blocks; runs of inline nodes between them as paragraphs."""
    blocks: list[str] = []
    run: list[_Element | str] = []

    def flush() -> None:
        text = guard_line_start(_inline(run).strip())
        if text:
            blocks.append(text)
        run.clear()

    for node in nodes:
        if isinstance(node, str) or node.tag not in _BLOCK_TAGS:
            run.append(node)
            continue
        flush()
        if node.tag == "p":
            text = guard_line_start(_inline(node.children).strip())
            blocks.extend([text] if text else [])
        elif node.tag in ("h3", "h4", "h5", "h6"):
            blocks.append("#" * int(node.tag[1]) + " " + _inline(node.children).strip())
        elif node.tag in ("ul", "ol"):
            blocks.append(_list(node))
        elif node.tag == "blockquote":
            inner = "\n\n".join(_blocks(node.children))
            blocks.append("\n".join(("> " + line).rstrip() for line in inner.split("\n")))
        elif node.tag == "pre":
            blocks.append(md_fenced(_text(node)))
        elif node.tag == "hr":
            blocks.append("---")
        else:  # a stray li
            blocks.extend(_blocks(node.children))
    flush()
    return blocks


def _list(node: _Element) -> str:
    items = [child for child in node.children if isinstance(child, _Element) and child.tag == "li"]
    lines = []
    for number, item in enumerate(items, 1):
        marker = f"{number}. " if node.tag == "ol" else "- "
        body = "\n\n".join(_blocks(item.children)) or ""
        indent = " " * len(marker)
        first, *rest = body.split("\n") if body else [""]
        lines.append(marker + first)
        lines.extend((indent + line).rstrip() for line in rest)
    return "\n".join(lines)


def html_to_markdown(html: str) -> Md:
    """Sanitized HTML (markdown_safe's tags: p, lists, emphasis, code, links, quotes, h3–h6) as Markdown."""
    builder = _TreeBuilder()
    builder.feed(html)
    builder.close()
    return Md("\n\n".join(_blocks(builder.root.children)))


def record_markdown(text: str, converter: Callable[[str], str] = convert) -> Md:
    """A record's Markdown (description, notes) as safe Markdown: raw HTML shown as text, https links only."""
    return html_to_markdown(converter(text))


def make_markdown_environment(
    templates_dir: Path = TEMPLATES_DIR, converter: Callable[[str], str] = convert
) -> Environment:
    """jinja2 for Markdown files: every value escaped for Markdown unless it is `Md` already."""
    env = environment_for(templates_dir, autoescape=False, finalize=md_escape)
    env.filters.update(
        label=lambda value, kind: md_escape(label(value, kind)),
        human_date=lambda value: md_escape(human_date(value)),
        code=md_code,
        fenced=md_fenced,
        url=md_url,
        link=md_link,
        record_markdown=lambda text: record_markdown(text, converter),
        not_stated=not_stated,
        required_secrets=required_secrets,
        capabilities_word=capabilities_word,
    )
    return env


def markdown_copy_path(page_path: str) -> str:
    """Where a page's Markdown copy goes: 'services/x/index.html' → 'services/x/index.html.md'."""
    return page_path + MARKDOWN_COPY_SUFFIX


def agent_files(
    records: list[Record],
    generated_at: str,
    templates_dir: Path = TEMPLATES_DIR,
    engine_wheel: str | None = None,
    converter: Callable[[str], str] = convert,
    list_limit: int = LLMS_LIST_LIMIT,
) -> dict[str, bytes]:
    """`llms.txt` and every service page's Markdown copy, as {path: bytes}; `engine_wheel`, the site path of
    the search_core wheel when the build ships one (llms.txt then says how to search from a shell)."""
    env = make_markdown_environment(templates_dir, converter)
    safe = [safe_for_pages(record) for record in records]
    categories = group_services(FACETS[0], safe)
    files = {
        "llms.txt": env.get_template("agents/llms.txt").render(
            categories=categories, count=len(safe), generated_at=generated_at, engine_wheel=engine_wheel,
            listed=len(safe) <= list_limit,
            copy_path=lambda r: markdown_copy_path(service_path(r)),
        ),
    }  # fmt: skip
    service = env.get_template("agents/service.md")
    for record in safe:
        files[markdown_copy_path(service_path(record))] = service.render(
            service=record, connect_options=connect.options_for(record),
            undeclared_endpoint=connect.undeclared_endpoint(record),
        )  # fmt: skip
    return {path: text.encode("utf-8") for path, text in files.items()}
