"""Italian: stopwords, aliases onto catalogue vocabulary, condition markers.

"o" (or) is shared with Spanish and resolved against Portuguese "o" (the) by search_core.markers.
Bounds: every alias maps onto at most 3 catalogue words; finite tables, tested.
"""

STOPWORDS: tuple[str, ...] = (
    "il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "di", "del", "della", "dei", "delle",
    "degli", "dello", "e", "ed", "in", "per", "con", "su", "da", "che", "mi", "ho", "bisogno",
    "voglio", "cerco", "servizio", "servizi", "strumento", "strumenti", "qualcosa", "al", "alla",
    "ai", "nel", "nella", "sul", "sulla", "sono", "suo", "sua", "questo", "questa", "molto",
    "buono", "migliore", "può", "possa", "sia", "trovare", "agente", "agenti", "fare", "quale", "dove",
    "anche", "solo", "dell",
    "nell", "all", "dall", "sull", "quest",
    "sotto", "sopra", "tra", "fra", "almeno", "massimo", "minimo",
    # "but": joins clauses, never a service word
    "però",
    # words of requests that name no service
    "mio", "mia", "miei", "mie", "nostro", "nostra", "cose",
    # articulated prepositions and other function words
    "dal", "dallo", "dalla", "dalle", "dagli", "dai", "nello", "nelle", "nei", "negli", "sullo", "sulle",
    "sui", "sugli", "allo", "alle", "agli",
    # "automatically" says how, not what: like English, not a service word
    "automaticamente",
)

ALIASES: dict[str, tuple[str, ...]] = {
    "ricerca": ("search",),
    "ricercare": ("search",),
    "cercare": ("search",),
    "motore": ("search",),
    "estrarre": ("extract",),
    "estrazione": ("extract",),
    "navigatore": ("browser",),
    "documento": ("document",),
    "dati": ("data",),
    "dato": ("data",),
    "analisi": ("analysis",),
    "analizzare": ("analysis",),
    "analizzatore": ("parser", "analysis"),
    "schermata": ("screenshot",),
    "mappa": ("map",),
    "immagine": ("image",),
    "notizie": ("news",),
    "traduzione": ("translate",),
    "tradurre": ("translate",),
    "pagamento": ("payment",),
    "pagare": ("payment",),
    "automazione": ("automation",),
    "gratis": ("free",),
    "gratuito": ("free",),
    "prezzo": ("price",),
    "pagina": ("page",),
    "testo": ("text",),
    "meteo": ("weather",),
    "codice": ("code",),
    "memoria": ("memory",),
    "calendario": ("calendar",),
    "trascrizione": ("transcript",),
    "riassunto": ("summary",),
    "interrogazione": ("query",),
    # task verbs and nouns people use to describe what a service should do
    "fattura": ("invoice",),
    "fatture": ("invoice",),
    "ricevuta": ("receipt",),
    "ricevute": ("receipt",),
    "scontrino": ("receipt",),
    "scontrini": ("receipt",),
    "modulo": ("form",),
    "moduli": ("form",),
    "compilare": ("fill", "form"),
    "automatizzare": ("automation", "automate"),
    "convertire": ("convert", "converter"),
    "tabella": ("table",),
    "tabelle": ("table",),
    "inviare": ("send",),
    "monitorare": ("monitor",),
    "generare": ("generate",),
    "creare": ("generate", "create"),
    "trascrivere": ("transcript",),
    "riassumere": ("summary", "summarize"),
    "leggere": ("read",),
    "articolo": ("article",),
    "articoli": ("article",),
    "scientifico": ("scientific", "academic"),
    "scientifici": ("scientific", "academic"),
    "recenti": ("recent",),
    "negozio": ("shop", "store", "ecommerce"),
    "negozi": ("shop", "store", "ecommerce"),
    "foto": ("image", "photo"),
    "contenuto": ("content",),
    # parsing a document is extracting its data
    "parsare": ("extract",),
    "interrogare": ("query",),
    "principale": ("main",),
    "scansionato": ("ocr", "scan"),
    "scansionati": ("ocr", "scan"),
}

# Multi-word expressions that stand for one catalogue word, matched (folded, word by word) before
# conditions are looked for: "navegador sin cabeza" is a headless browser, not an exclusion.
# French elisions are dropped first (capture d'écran = capture écran).
PHRASES: dict[str, tuple[str, ...]] = {
    "senza testa": ("headless",),
    "banca dati": ("database",),
    "banche dati": ("database",),
    "motore di ricerca": ("search",),
    "riconoscimento ottico dei caratteri": ("ocr",),
    "riconoscimento del testo": ("ocr",),
    "foglio di calcolo": ("spreadsheet",),
    "fogli di calcolo": ("spreadsheet",),
    # a Word document is a .docx file (the catalogue names the format)
    "documento word": ("docx",),
    "documenti word": ("docx",),
    "file word": ("docx",),
}

EXCLUSIONS: tuple[str, ...] = ("senza", "tranne", "eccetto", "salvo", "non", "mai", "escluso")
EXCLUSION_POSTPOSITIONS: tuple[str, ...] = ()
ALTERNATIVES: tuple[str, ...] = ("oppure", "ovvero", "ossia")

COMPARISONS: tuple[tuple[str, ...], ...] = (
    ("non", "più", "di"), ("meno", "di"), ("più", "di"), ("al", "massimo"), ("al", "minimo"),
    ("fino", "a"), ("inferiore", "a"), ("superiore", "a"), ("meno", "che"), ("più", "che"),
    ("almeno",), ("sotto",), ("sopra",), ("massimo",), ("minimo",), ("tra",), ("fra",),
)
COMPARISON_POSTPOSITIONS: tuple[tuple[str, ...], ...] = (("o", "meno"), ("o", "più"), ("al", "massimo"))

# Orthographic evidence that a query is in this language (used only to resolve ambiguous markers):
# letters as written, and endings of folded words.
LETTERS = "ìò"
ENDINGS: tuple[str, ...] = ("zione", "zioni")
