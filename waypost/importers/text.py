"""Text clean-up shared by every source: one-line fields, taglines, slugs, tag words, no contacts."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from waypost import contact
from waypost.contact import has_contact

TAGLINE_MAX = 120
NAME_MAX = 100
DESCRIPTION_MAX = 4000
SLUG_MAX = 80
WORD_MAX = 40
WORDS_MAX = 24

NOT_HTTPS_URL = re.compile(r"\b(?!https://)([A-Za-z][A-Za-z0-9+.-]{0,31})://")  # bounded: linear
# What the validator refuses (waypost/validate.py): C0 controls but tab/newline/CR, DEL, C1, bidi
# embeddings/overrides/isolates, zero-width characters and the byte-order mark. Stripped from every
# imported text; one-line fields lose tab and line breaks too (one_line).
CONTROLS = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]"
)
WORD_OK = re.compile(r"^[a-z0-9]+(?:[ .+-][a-z0-9]+)*$")
SENTENCE_END = re.compile(r"(?<=[a-z0-9)\]`])[.!?](?=\s+[A-Z(`\[])")


def strip_controls(text: str) -> str:
    """The text without control, bidi and zero-width characters (tab, newline and CR are kept)."""
    return CONTROLS.sub("", text)


def strip_contacts(text: str) -> str:
    """Remove e-mail addresses and phone numbers (the catalogue never carries contact details),
    and drop the scheme of any non-https link (`http://x.org` -> `x.org`): only https links may appear."""
    return contact.strip_contacts(NOT_HTTPS_URL.sub("", text))


SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+(?=\S)")


def drop_contact_sentences(text: str) -> str:
    """Leave out every sentence that holds contact details (rather than leave a sentence with holes),
    then strip whatever is left (a contact outside any sentence, a non-https scheme)."""
    if not has_contact(text):
        return strip_contacts(text)
    lines = []
    for line in text.split("\n"):
        kept = [s for s in SENTENCE_SPLIT.split(line) if not has_contact(s)]
        lines.append(" ".join(kept))
    return strip_contacts("\n".join(lines))


def one_line(text: str) -> str:
    """Controls stripped, every run of whitespace (newlines, tabs) collapsed to one space, trimmed."""
    return " ".join(strip_controls(text).split())


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
    line = one_line(drop_contact_sentences(description))
    end = SENTENCE_END.search(line)
    first = line[: end.end()] if end else line
    return clip(first.strip(), TAGLINE_MAX)


def clean_description(text: str) -> str:
    """Markdown body: contacts removed, trailing spaces and blank-line runs tidied, length capped."""
    text = drop_contact_sentences(strip_controls(text.replace("\r\n", "\n")))
    lines = [line.rstrip() for line in text.split("\n")]
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
