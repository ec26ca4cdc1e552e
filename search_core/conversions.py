"""The format a request converts into ("convert word documents to pdf", "save pages as PDF").

A conversion has a direction: "docx to pdf" asks for what writes PDFs, and a service that turns PDFs into
Markdown meets the same words. `target_format` reads the format after "to", "into" or "as", or before "from",
in an English request (in the six other languages, after their direction words or with a Turkish dative, when
the request also says convert); `produces` says whether a record's own text writes that format ("Office to
PDF", "save pages as PDF", "PDF output"), and `produces_other` whether it writes Markdown, HTML or JSON
instead, as the converters the other way do ("PDFs and web pages into Markdown"). Ranking
(rank.direction_points) gives the services that produce the target more coverage among the first matches, and
those that produce another format less. Only formats whose converters run both ways (PDF, Word, Excel, EPUB):
Markdown, JSON and CSV are what crawlers and extractors write anyway, and were measured lower as targets. A
request that says translate and names a language converts into that language (TRANSLATION): what produces it
is a record that says it translates. Pure functions of text.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from search_core.lexicon.places import LANGUAGE_NAMES
from search_core.text import Token

_WORD = ("docx", "word")
_SPREADSHEET = ("excel", "xlsx", "spreadsheet", "spreadsheets")
# A format word of a request -> the words records write the format with.
FORMATS: dict[str, tuple[str, ...]] = {
    "pdf": ("pdf", "pdfs"),
    "docx": _WORD,
    "word": _WORD,
    "excel": _SPREADSHEET,
    "xlsx": _SPREADSHEET,
    "epub": ("epub",),
}
# What extractors write for a model: a record that says it writes one of these and never the target
# converts the other way ("PDFs into Markdown" for "web page to pdf"; produces_other).
MODEL_FORMATS: dict[str, tuple[str, ...]] = {"markdown": ("markdown",), "html": ("html",), "json": ("json",)}
WRITTEN_FORMATS = {**FORMATS, **MODEL_FORMATS}
DIRECTION_WORDS = ("to", "into", "as")
ARTICLES = ("a", "an", "the")
OUTPUT_WORDS = ("output", "outputs", "generation", "export", "exports", "rendering", "creation")


# The six other languages: a direction word before the format ("en PDF", "in PDF umwandeln", "a PDF", "para
# PDF") or Turkish's dative suffix on it ("PDF'e dönüştüren"), read only in a request that also says convert
# (these words also mean "in" or "at"). Folded words; a verb is recognised by how it starts.
OTHER_DIRECTION_WORDS = ("en", "vers", "in", "nach", "zu", "a", "para", "em")
OTHER_ARTICLES = ("un", "une", "le", "la", "les", "ein", "eine", "einen", "uno", "una", "um", "uma")
CONVERSION_STARTS = (
    "conver", "konver", "umwand", "wandel", "transform", "trasform", "donust", "cevir", "export",
)  # fmt: skip
DATIVE_SUFFIXES = ("'e", "'a", "'ye", "'ya", "\u2019e", "\u2019a", "\u2019ye", "\u2019ya")


def target_format(words: list[Token]) -> str:
    """The format a request converts into: after "to", "into" or "as" (an article between allowed), or, in a
    request that says convert, after another language's direction word or with a Turkish dative; TRANSLATION
    for a request that says translate and names a language; ""."""
    found = _format_after(words, DIRECTION_WORDS, ARTICLES) or _format_before_from(words)
    found = found or _model_target(words)
    if found:
        return found
    if is_translation(words):
        return TRANSLATION
    if not any(token.word.startswith(CONVERSION_STARTS) for token in words):
        return found
    datives = [token.word for token in words if token.word in FORMATS and _is_dative(token)]
    return _format_after(words, OTHER_DIRECTION_WORDS, OTHER_ARTICLES) or next(iter(datives), "")


# A translation is a conversion into a language: "translate an .srt subtitle file into Japanese" asks for what
# translates, and a subtitle tool meets as many of its words. The seven languages' words for translating.
TRANSLATION = "translation"
TRANSLATION_STARTS = ("translat", "tradu", "ubersetz", "ceviri", "ceviren", "cevirmek")


def is_translation(words: list[Token]) -> bool:
    """A request that says translate (in one of the seven languages) and names a language."""
    says_translate = any(token.word.startswith(TRANSLATION_STARTS) for token in words)
    return says_translate and any(_language_name(token.word) for token in words)


# The Turkish language names (they end in -ce or -ca), which take suffixes: "İngilizceye", "Almancaya".
_TURKISH_LANGUAGE_NAMES = tuple(sorted(name for name in LANGUAGE_NAMES if name.endswith(("ce", "ca"))))


def _language_name(word: str) -> bool:
    """A language's name, or a Turkish one with a suffix after it."""
    return word in LANGUAGE_NAMES or word.startswith(_TURKISH_LANGUAGE_NAMES)


# "turn ... into a PDF": the verb of a conversion the target format already says; records meet it only by
# chance ("turns files into Markdown"), so it is request filler there (analysis._is_request_filler).
LIGHT_VERBS = ("turn", "turns", "turning")


def is_light_verb(index: int, words: list[Token]) -> bool:
    """A light verb ("turn") followed by a format it converts into ("turn a web page into a pdf")."""
    if words[index].word not in LIGHT_VERBS:
        return False
    return bool(_format_after(words[index + 1 :], DIRECTION_WORDS, ARTICLES))


def _is_dative(token: Token) -> bool:
    """A Turkish dative suffix after the apostrophe ("PDF'e", "Excel'e"): the format converted into."""
    return token.surface.lower().endswith(DATIVE_SUFFIXES)


# A document format converted into what extractors write ("pdf to markdown", "docx files into html"): the
# target is that model format, and only its converters the other way are told apart (writes_documents_only).
MODEL_TARGET_WORDS = {"markdown": "markdown", "md": "markdown", "html": "html", "json": "json"}
SOURCE_NOUNS = ("file", "files", "document", "documents")
PLURAL_FORMATS = {f"{name}s": name for name in FORMATS}


def _model_target(words: list[Token]) -> str:
    """The model format after "to", "into" or "as" when a document format comes right before it (a noun such
    as "files" between allowed): "pdf to markdown", not "web page to markdown"."""
    for index, token in enumerate(words[1:-1], start=1):
        if token.word not in DIRECTION_WORDS:
            continue
        source = _word_before(words, index)
        if source not in FORMATS and source not in PLURAL_FORMATS:
            continue
        target = _word_after(words, index, ARTICLES)
        if target in MODEL_TARGET_WORDS:
            return MODEL_TARGET_WORDS[target]
    return ""


def _format_before_from(words: list[Token]) -> str:
    """The format right before "from" (a noun such as "files" between allowed) when a format follows it (an
    article between allowed): "pdf from html", "generate invoice PDF from HTML template" ask for what writes
    PDF; "download pdf files from a website" does not."""
    for index, token in enumerate(words[1:-1], start=1):
        if token.word != "from":
            continue
        made, source = _word_before(words, index), _word_after(words, index, ARTICLES)
        if made in FORMATS and (source in WRITTEN_FORMATS or source in MODEL_TARGET_WORDS):
            return made
    return ""


def _word_before(words: list[Token], index: int) -> str:
    """The word before words[index], or the one before that when it is a noun such as "files"."""
    before = index - 1
    if words[before].word in SOURCE_NOUNS and before > 0:
        before -= 1
    return words[before].word


def _word_after(words: list[Token], index: int, articles: tuple[str, ...]) -> str:
    """The word after words[index] (index < len(words) - 1), or the one after that when it is an article."""
    ahead = index + 1
    if words[ahead].word in articles and ahead + 1 < len(words):
        ahead += 1
    return words[ahead].word


def _format_after(words: list[Token], directions: tuple[str, ...], articles: tuple[str, ...]) -> str:
    for index, token in enumerate(words[:-1]):
        target = _word_after(words, index, articles) if token.word in directions else ""
        if target in FORMATS:
            return target
    return ""


@cache
def _pattern(target: str) -> re.Pattern[str]:
    """What a record writes when it writes `target`: "to PDF", "into a PDF", "as PDF", "PDF output"; for
    TRANSLATION, that it translates."""
    if target == TRANSLATION:
        return re.compile(r"\btranslat", re.IGNORECASE | re.ASCII)
    names = "|".join(WRITTEN_FORMATS[target])
    into = "|".join(DIRECTION_WORDS)
    outputs = "|".join(OUTPUT_WORDS)
    written = rf"\b(?:{into}) (?:(?:a|an) )?(?:{names})\b|\b(?:{names}) (?:{outputs})\b"
    return re.compile(written, re.IGNORECASE | re.ASCII)


def produces(record: dict[str, Any], target: str) -> bool:
    """Whether a record's tagline, description or capabilities say it writes the target format (for
    TRANSLATION: that it translates)."""
    return _pattern(target).search(_record_text(record)) is not None


def _record_text(record: dict[str, Any]) -> str:
    """The tagline, description and capabilities, where a record says what it writes."""
    fields = [str(record.get("tagline") or ""), str(record.get("description") or "")]
    return " ".join([*fields, *(str(item) for item in record.get("capabilities") or [])])


# What a converter into a document format says, a word allowed before the format ("to professional PDFs").
_DOCUMENT_NAMES = "|".join(sorted({name for names in FORMATS.values() for name in names}))
_DOCUMENTS_WRITTEN = re.compile(
    rf"\b(?:{'|'.join(DIRECTION_WORDS)}) (?:(?:a|an) )?(?:[a-z-]+ )?(?:{_DOCUMENT_NAMES})\b",
    re.IGNORECASE | re.ASCII,
)


def writes_documents_only(record: dict[str, Any]) -> bool:
    """Whether a record says it writes a document format (PDF, Word, Excel, EPUB) and never Markdown, HTML or
    JSON: a converter the other way for "pdf to markdown" ("Convert Markdown files to PDFs")."""
    if any(produces(record, model) for model in MODEL_FORMATS):
        return False
    return _DOCUMENTS_WRITTEN.search(_record_text(record)) is not None


def produces_other(record: dict[str, Any], target: str) -> bool:
    """Whether a record says it writes Markdown, HTML or JSON and never the target: a converter the other
    way ("Convert PDFs and web pages to Markdown" for "web page to pdf"); never for TRANSLATION."""
    if target == TRANSLATION:
        return False
    return not produces(record, target) and any(produces(record, other) for other in MODEL_FORMATS)
