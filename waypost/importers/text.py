"""Text clean-up shared by every source: one-line fields, taglines, slugs, tag words, no contacts."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

TAGLINE_MAX = 120
NAME_MAX = 100
DESCRIPTION_MAX = 4000
SLUG_MAX = 80
WORD_MAX = 40
WORDS_MAX = 24

EMAIL = re.compile(r"(?:mailto:)?[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
# A phone number: optional +country, then at least 9 digits in groups split by space, dot, dash or parens.
PHONE = re.compile(
    r"(?<![\w/.:-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]\d{2,4}){2,4}(?![\w/-])"
)
WORD_OK = re.compile(r"^[a-z0-9]+(?:[ .+-][a-z0-9]+)*$")
SENTENCE_END = re.compile(r"(?<=[a-z0-9)\]`])[.!?](?=\s+[A-Z(`\[])")


def _digit_count(text: str) -> int:
    return sum(ch.isdigit() for ch in text)


def _looks_like_phone(match: re.Match[str]) -> bool:
    """Nine or more digits in separated groups, and not a date or a version number."""
    text = match.group(0)
    if _digit_count(text) < 9:
        return False
    return not re.fullmatch(r"\d{4}[-.]\d{2}[-.]\d{2}(?:[-.\s]\d{2,4})*", text)


def has_contact(text: str) -> bool:
    """True when the text holds an e-mail address or something that reads as a phone number."""
    return bool(EMAIL.search(text)) or any(_looks_like_phone(m) for m in PHONE.finditer(text))


def strip_contacts(text: str) -> str:
    """Remove e-mail addresses and phone numbers (the catalogue never carries contact details)."""
    text = EMAIL.sub("", text)
    return PHONE.sub(lambda m: "" if _looks_like_phone(m) else m.group(0), text)


def one_line(text: str) -> str:
    """Collapse every run of whitespace (newlines, tabs) to one space and trim."""
    return " ".join(text.split())


def clip(text: str, limit: int) -> str:
    """Cut at a word boundary so the result, with an ellipsis, fits `limit` characters."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip(" ,;:-–—(") + "…"


def clean_line(text: str, limit: int) -> str:
    """A trimmed, contact-free single line of at most `limit` characters ('' if nothing is left)."""
    return clip(one_line(strip_contacts(text)), limit)


def tagline(description: str) -> str:
    """The description's first sentence on one line, fitted to the tagline limit."""
    line = one_line(strip_contacts(description))
    first = SENTENCE_END.split(line, maxsplit=1)[0]
    return clip(first.strip(), TAGLINE_MAX)


def clean_description(text: str) -> str:
    """Markdown body: contacts removed, trailing spaces and blank-line runs tidied, length capped."""
    lines = [line.rstrip() for line in strip_contacts(text).replace("\r\n", "\n").split("\n")]
    body = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    return clip(body, DESCRIPTION_MAX)


def ascii_fold(text: str) -> str:
    """Drop accents and anything outside ASCII."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def slugify(text: str, limit: int = SLUG_MAX) -> str:
    """Lowercase ASCII words joined by single hyphens, at most `limit` characters."""
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_fold(text).lower()).strip("-")
    if len(slug) > limit:
        slug = slug[:limit].rsplit("-", 1)[0] if "-" in slug[:limit] else slug[:limit]
    return slug.strip("-")


def to_word(text: str) -> str | None:
    """A tag or capability in the schema's word form (`web search`, `send-email`), or None."""
    word = ascii_fold(text).lower().replace("_", "-").replace("&", " ")
    word = re.sub(r"[^a-z0-9 .+-]+", " ", word)
    word = re.sub(r"([ .+-])[ .+-]+", r"\1", word).strip(" .+-")
    if len(word) > WORD_MAX:
        word = word[:WORD_MAX]
        word = re.sub(r"[ .+-][a-z0-9]*$", "", word) if re.search(r"[ .+-]", word) else word
    return word if word and WORD_OK.match(word) else None


def to_words(items: Iterable[str], limit: int = WORDS_MAX) -> list[str]:
    """Unique words in first-seen order, at most `limit` of them."""
    out: list[str] = []
    for item in items:
        word = to_word(item)
        if word and word not in out:
            out.append(word)
        if len(out) == limit:
            break
    return out


def date_part(value: object) -> str | None:
    """`YYYY-MM-DD` from an ISO date or date-time string, else None."""
    if isinstance(value, str):
        match = re.match(r"(\d{4}-\d{2}-\d{2})", value)
        if match:
            return match.group(1)
    return None
