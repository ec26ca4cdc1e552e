"""German: stopwords, aliases onto catalogue vocabulary, condition markers.

Compounds (Websuche, Dokumentenanalyse) are split by search_core.forms using these aliases.
Bounds: every alias maps onto at most 3 catalogue words; finite tables, tested.
"""

STOPWORDS: tuple[str, ...] = (
    "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines",
    "und", "für", "mit", "von", "vom", "zu", "zum", "zur", "im", "in", "ins", "auf", "an", "am", "aus",
    "bei", "ich", "wir", "mir", "mich", "uns", "brauche", "brauchen", "benötige", "möchte", "will",
    "finde", "finden", "gib", "zeige", "zeig", "bitte", "etwas", "dienst", "dienste", "werkzeug",
    "werkzeuge", "ist", "sind", "welche", "welcher", "welches", "per", "als", "auch", "nur",
    "sehr", "gut", "gute", "guten", "kann", "können", "soll", "agenten", "machen",
    # KI (künstliche Intelligenz) is AI, which English ignores too: every service here is for AI; the
    # assistant, like the agent, is the one who searches
    "ki", "assistent", "assistenten", "dass", "wie", "was", "wo",
    # comparison words, when no number follows (über is left out: it folds to uber, as in Uber)
    "nach", "unter", "zwischen", "unterhalb", "oberhalb", "höchstens", "mindestens", "maximal", "minimal",
    # "but": joins clauses, never a service word
    "aber", "jedoch",
    # words of requests that name no service
    "mein", "meine", "meinen", "meinem", "meiner", "dein", "deine", "deinen", "einfach",
    # articulated prepositions and other function words
    "beim", "ans", "durch",
    # "automatically" says how, not what: like English, not a service word
    "automatisch",
)

ALIASES: dict[str, tuple[str, ...]] = {
    "suche": ("search",),
    "suchen": ("search",),
    "durchsuchen": ("search",),
    "suchmaschine": ("search",),
    "recherche": ("search",),
    "scrapen": ("scrape",),
    "crawlen": ("scrape",),
    "auslesen": ("scrape", "extract"),
    "webbrowser": ("browser",),
    "dokument": ("document",),
    "dokumente": ("document",),
    "daten": ("data",),
    "datenbank": ("database",),
    "kopflos": ("headless",),
    "bildschirmfoto": ("screenshot",),
    "datensatz": ("data",),
    "extrahieren": ("extract",),
    "extraktion": ("extract",),
    "analyse": ("analysis",),
    "auswertung": ("analysis",),
    "karte": ("map",),
    "bild": ("image",),
    "bilder": ("image",),
    "nachrichten": ("news",),
    "übersetzung": ("translate",),
    "übersetzen": ("translate",),
    "zahlung": ("payment",),
    "bezahlung": ("payment",),
    "bezahlen": ("payment",),
    "zahlen": ("payment",),
    "automatisierung": ("automation",),
    "kostenlos": ("free",),
    "preis": ("price",),
    "datei": ("file",),
    "wetter": ("weather",),
    "kalender": ("calendar",),
    "speicher": ("memory", "storage"),
    "gedächtnis": ("memory",),
    "transkription": ("transcript",),
    "webseite": ("website", "page"),
    "seite": ("page",),
    "zusammenfassung": ("summary",),
    "abfrage": ("query",),
    # task verbs and nouns people use to describe what a service should do
    "rechnung": ("invoice",),
    "rechnungen": ("invoice",),
    "beleg": ("receipt",),
    "belege": ("receipt",),
    "quittung": ("receipt",),
    "formular": ("form",),
    "formulare": ("form",),
    "ausfüllen": ("fill", "form"),
    "automatisieren": ("automation", "automate"),
    "texterkennung": ("ocr",),
    "erkennung": ("recognition", "detection"),
    "gescannt": ("ocr", "scan"),
    "gescannte": ("ocr", "scan"),
    "scannen": ("scan", "ocr"),
    "umwandeln": ("convert", "converter"),
    "konvertieren": ("convert", "converter"),
    "tabelle": ("table", "spreadsheet"),
    "tabellen": ("table", "spreadsheet"),
    "tabellenkalkulation": ("spreadsheet",),
    "senden": ("send",),
    "schicken": ("send",),
    "versenden": ("send",),
    "überwachen": ("monitor",),
    "überwachung": ("monitor",),
    "bereitstellen": ("deploy",),
    "erstellen": ("generate", "create"),
    "erzeugen": ("generate", "create"),
    "generieren": ("generate",),
    "transkribieren": ("transcript",),
    "zusammenfassen": ("summary", "summarize"),
    "nachschlagen": ("search", "lookup"),
    "artikel": ("article",),
    "wissenschaftlich": ("scientific", "academic"),
    "wissenschaftliche": ("scientific", "academic"),
    "lesen": ("read",),
    "foto": ("image", "photo"),
    "fotos": ("image", "photo"),
    "aktuell": ("news", "recent"),
    "aktuelle": ("news", "recent"),
    "geschäft": ("shop", "store"),
    "bildschirmfotos": ("screenshot",),
    "übersetzer": ("translate",),
    "abfragen": ("query",),
    # parsing a document is extracting its data
    "parsen": ("extract",),
}

# Multi-word expressions that stand for one catalogue word, matched (folded, word by word) before
# conditions are looked for: "navegador sin cabeza" is a headless browser, not an exclusion.
# French elisions are dropped first (capture d'écran = capture écran).
PHRASES: dict[str, tuple[str, ...]] = {
    "ohne kopf": ("headless",),
    # a Word document is a .docx file (the catalogue names the format)
    "word dokument": ("docx",),
    "word dokumente": ("docx",),
    "word datei": ("docx",),
    "word dateien": ("docx",),
}

EXCLUSIONS: tuple[str, ...] = (
    "ohne", "nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "außer", "ausgenommen",
    "ausschließlich", "weder", "nie",
)
EXCLUSION_POSTPOSITIONS: tuple[str, ...] = ()
ALTERNATIVES: tuple[str, ...] = ("oder", "entweder", "bzw")

COMPARISONS: tuple[tuple[str, ...], ...] = (
    ("nicht", "mehr", "als"), ("weniger", "als"), ("mehr", "als"), ("günstiger", "als"),
    ("billiger", "als"), ("schneller", "als"), ("kleiner", "als"), ("größer", "als"), ("bis", "zu"),
    ("unter",), ("über",), ("höchstens",), ("mindestens",), ("maximal",), ("minimal",), ("max",),
    ("zwischen",), ("unterhalb",), ("oberhalb",),
)
COMPARISON_POSTPOSITIONS: tuple[tuple[str, ...], ...] = (("oder", "weniger"), ("oder", "mehr"))

# Orthographic evidence that a query is in this language (used only to resolve ambiguous markers):
# letters as written, and endings of folded words.
LETTERS = "ßäöü"
ENDINGS: tuple[str, ...] = ("ung", "ungen", "keit", "heit")
