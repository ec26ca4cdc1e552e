"""The format a request converts into, and whether a record says it writes it (search_core.conversions)."""

from __future__ import annotations

import pytest

from search_core.analysis import analyze_query
from search_core.conversions import TRANSLATION, produces, produces_other, writes_documents_only


@pytest.mark.parametrize(
    ("query", "target"),
    [
        ("convert word documents to pdf", "pdf"),
        ("turn a web page into a pdf", "pdf"),
        ("generate invoices as PDF from HTML templates", "pdf"),
        ("pdf to word", "word"),
        ("export a spreadsheet to excel", "excel"),
        ("extract text from a pdf", ""),  # the pdf is what is read, not what is written
        ("crawl a site into markdown", ""),  # crawlers and converters both write markdown: no direction
        ("search results as json", ""),
        # the six other languages: a direction word or a Turkish dative, in a request that says convert
        ("convertir des fichiers Excel en PDF", "pdf"),
        ("PDF in Word umwandeln", "word"),
        ("convertir un documento de Word a PDF", "pdf"),
        ("converter Word para PDF", "pdf"),
        ("convertire file Excel in PDF tramite API", "pdf"),
        ("Word belgesini PDF'e dönüştüren servis", "pdf"),
        ("estrarre tabelle da documenti in PDF", ""),  # "in PDF" with no conversion asked: where, not what
        ("traduire des documents Word en gardant la mise en page", ""),
        # a translation into a language: a request that says translate and names a language (7 Dec 2026)
        ("translate an .srt subtitle file into Japanese", "translation"),
        ("translate a DOCX file into Japanese", "translation"),
        ("Türkçe metni İngilizceye çeviren bir API", "translation"),  # with a dative on the language
        ("traduire des documents en anglais", "translation"),
        ("translate pdf into markdown", "markdown"),  # no language: a document into what extractors write
        # a document format into Markdown, HTML or JSON (7 Dec 2026, nineteenth session)
        ("pdf to markdown", "markdown"),
        ("convert docx files to html", "html"),
        ("pdfs into json", "json"),
        ("pdf to md", "markdown"),
        ("web page to markdown", ""),  # no document format before it: crawlers and converters alike
        ("extract tables from a pdf as json", "json"),
        ("japanese news search", ""),  # a language, but nothing to translate
        # a format made from another (7 Dec 2026, twenty-second session)
        ("pdf from html", "pdf"),
        ("generate invoice PDF from HTML template", "pdf"),
        ("word documents from markdown", "word"),
        ("download pdf files from a website", ""),  # from where, not from which format
    ],
)
def test_the_format_a_request_converts_into(query: str, target: str) -> None:
    assert analyze_query(query).target == target


@pytest.mark.parametrize(
    ("text", "writes"),
    [
        ("Office to PDF, HTML to PDF and JPG to PDF.", True),
        ("Drive a browser and save pages as PDF.", True),
        ("Merge files into a PDF.", True),
        ("Pandoc conversions; PDF output needs TeX Live.", True),
        ("Convert PDFs, Office files and HTML to Markdown.", False),
        ("pdf to markdown, docx, pptx", False),
        ("Reads a PDF-to-text pipeline", False),
    ],
)
def test_a_record_that_writes_pdf(text: str, writes: bool) -> None:
    assert produces({"slug": "s", "tagline": "", "description": text}, "pdf") is writes


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("Convert PDFs, Office files and web pages to Markdown.", True),
        ("Scrape any site into clean HTML or JSON output.", True),
        ("Office to PDF; also exports to Markdown.", False),  # writes the target too
        ("Merge and split PDF files.", False),  # writes nothing it names
        ("Convert Word files to EPUB.", False),  # another converter format, not a model format
    ],
)
def test_a_record_that_writes_another_format_than_pdf(text: str, other: bool) -> None:
    assert produces_other({"slug": "s", "tagline": "", "description": text}, "pdf") is other


@pytest.mark.parametrize(
    ("text", "translates"),
    [
        ("Translate text and whole documents.", True),
        ("Machine translation between 30 languages.", True),
        ("Speech to text with SRT and VTT subtitles.", False),
    ],
)
def test_a_record_that_translates(text: str, translates: bool) -> None:
    record = {"slug": "s", "tagline": "", "description": text}
    assert produces(record, TRANSLATION) is translates
    assert not produces_other(record, TRANSLATION)  # no other way round for a translation


@pytest.mark.parametrize(
    ("query", "terms"),
    [
        ("turn a web page into a pdf", ["web", "page", "pdf"]),
        ("turn an HTML template into a PDF", ["html", "template", "pdf"]),
        ("turn-by-turn directions", ["turn", "directions"]),  # no format turned into: searched
        ("turn on the lights", ["turn", "lights"]),
    ],
)
def test_turn_before_a_target_format_is_filler(query: str, terms: list[str]) -> None:
    assert [term.word for term in analyze_query(query).terms] == terms


@pytest.mark.parametrize(
    ("text", "documents_only"),
    [
        ("Convert Markdown files to professional PDFs.", True),  # a word between allowed
        ("Turn HTML into a Word document.", True),
        ("Merge and split PDF files.", False),  # writes nothing it names
        ("Export spreadsheets to Excel.", True),
        ("Office to PDF; also exports to Markdown.", False),  # writes a model format too
        ("Reads PDFs and writes Markdown.", False),
    ],
)
def test_a_record_that_writes_documents_only(text: str, documents_only: bool) -> None:
    assert writes_documents_only({"slug": "s", "tagline": "", "description": text}) is documents_only
