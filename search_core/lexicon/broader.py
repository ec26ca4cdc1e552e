"""Broader words: what a specific thing people name is a kind of, in the catalogue's English vocabulary.

Best effort only (docs/search.md, "Broader words"): a query word that no record holds, not even through an
alias, is searched as its broader words ("supplier invoices" as documents), and a warning says so. Never
used by the strict search, never for a word the catalogue holds. An alias is followed first, so a word of
another language reaches this table through its English alias (Rechnungen -> invoice -> document).

Bounds: folded ASCII words, at most 3 broader words each; one step only (a broader word is never
broadened again); tests/test_search_broader.py checks them.
"""

from __future__ import annotations

_DOCUMENT = ("document", "pdf")
_PAPER = ("paper", "academic", "research")
_FINANCE = ("finance", "stock", "market")
_PLACES = ("place", "location", "map")

BROADER: dict[str, tuple[str, ...]] = {
    # kinds of documents
    "invoice": _DOCUMENT,
    "receipt": _DOCUMENT,
    "contract": _DOCUMENT,
    "agreement": _DOCUMENT,
    "resume": _DOCUMENT,
    "cv": _DOCUMENT,
    "statement": _DOCUMENT,
    "payslip": _DOCUMENT,
    "paystub": _DOCUMENT,
    "letter": _DOCUMENT,
    "certificate": _DOCUMENT,
    "paperwork": _DOCUMENT,
    "brochure": _DOCUMENT,
    "manual": _DOCUMENT,
    "handbook": _DOCUMENT,
    "whitepaper": _DOCUMENT,
    "report": _DOCUMENT,
    "memo": _DOCUMENT,
    "docx": _DOCUMENT,
    "ebook": ("book", "document"),
    "slide": ("presentation", "document"),
    "deck": ("presentation", "document"),
    "pptx": ("presentation", "document"),
    "xlsx": ("excel", "spreadsheet"),
    "handwriting": ("ocr",),
    # scholarly writing
    "thesis": _PAPER,
    "dissertation": _PAPER,
    "preprint": _PAPER,
    "journal": _PAPER,
    "patent": ("research", "paper"),
    # pages of the web
    "webpage": ("website", "page", "url"),
    "blog": ("website", "article", "page"),
    "wiki": ("website", "knowledge", "page"),
    "article": ("content", "news", "page"),
    "headline": ("news",),
    # data and retrieval
    "retrieval": ("rag", "search"),
    "ledger": ("accounting", "finance"),
    "bookkeeping": ("accounting", "finance"),
    "accounting": ("finance",),
    "equity": _FINANCE,
    "ticker": _FINANCE,
    "crypto": ("cryptocurrency", "blockchain", "finance"),
    "bitcoin": ("cryptocurrency", "blockchain", "finance"),
    "forecast": ("weather", "prediction"),
    "lead": ("crm", "sales", "company"),
    "prospect": ("crm", "sales", "company"),
    # places and things near a person
    "restaurant": _PLACES,
    "cafe": _PLACES,
    "hotel": ("travel", "place", "location"),
    "flight": ("travel", "airline"),
    "address": ("location", "geocoding", "map"),
    "departure": ("transit", "transport", "schedule"),
    "neighbourhood": _PLACES,
    "neighborhood": _PLACES,
    # media
    "movie": ("video", "film"),
    "film": ("video", "movie"),
    "clip": ("video",),
    "footage": ("video",),
    "selfie": ("image",),
    "podcast": ("audio", "transcript"),
    "diagram": ("image", "chart"),
    # sports leagues (7 Dec 2026): "live NBA scores" is sports data
    "nba": ("basketball", "sport"),
    "wnba": ("basketball", "sport"),
    "nhl": ("hockey", "sport"),
    "mlb": ("baseball", "sport"),
    "nfl": ("sport",),
    # a company register's number (7 Dec 2026): a Brazilian CNPJ names the register
    "cnpj": ("company", "registry"),
    # messages and people
    "tweet": ("twitter", "social"),
    "inbox": ("email",),
    "newsletter": ("email",),
    "meeting": ("calendar",),
    "appointment": ("calendar",),
    "vacancy": ("job",),
    "recipe": ("food",),
    "lawsuit": ("legal", "law"),
    "court": ("legal", "law"),
    "snippet": ("code",),
    "changelog": ("documentation", "release"),
}
