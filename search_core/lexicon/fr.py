"""French: stopwords, aliases onto catalogue vocabulary, condition markers.

"où" (where) folds to "ou" (or); search_core.markers tells them apart by the accent as written
(see docs/language.md). Bounds: every alias maps onto at most 3 catalogue words; finite, tested.
"""

STOPWORDS: tuple[str, ...] = (
    "le", "la", "les", "l", "un", "une", "des", "de", "du", "d", "et", "en", "pour", "par", "avec",
    "dans", "sur", "au", "aux", "je", "j", "me", "m", "moi", "mon", "ma", "mes", "nous", "vous", "qui",
    "que", "qu", "cherche", "besoin", "veux", "voudrais", "trouver", "service", "services", "outil",
    "outils", "peux", "faire", "fait", "permet", "agent", "agents", "est", "sont", "ce", "cette", "ces",
    "ne", "où", "bon", "bonne", "meilleur", "peut",
    "puisse", "soit", "quel", "quelle", "aussi", "seulement", "très", "s", "c", "n", "t",
    "sous", "entre", "maximum", "minimum",
    # words of requests that name no service
    "depuis", "notre", "nos", "choses",
    # articulated prepositions and other function words
    "vers", "chez",
    # "automatically" says how, not what: like English, not a service word
    "automatiquement",
)

ALIASES: dict[str, tuple[str, ...]] = {
    "recherche": ("search",),
    "rechercher": ("search",),
    "chercher": ("search",),
    "moteur": ("search",),
    "extraire": ("extract",),
    "extraction": ("extract",),
    "navigateur": ("browser",),
    "données": ("data",),
    "donnée": ("data",),
    "moissonnage": ("scrape",),
    "grattage": ("scrape",),
    "aspiration": ("scrape",),
    "analyse": ("analysis",),
    "analyser": ("analysis",),
    "analyseur": ("parser", "analysis"),
    "carte": ("map",),
    "actualités": ("news",),
    "traduction": ("translate",),
    "traduire": ("translate",),
    "paiement": ("payment",),
    "payer": ("payment",),
    "automatisation": ("automation",),
    "gratuit": ("free",),
    "gratuite": ("free",),
    "prix": ("price",),
    "fichier": ("file",),
    "serveur": ("server",),
    "texte": ("text",),
    "météo": ("weather",),
    "mémoire": ("memory",),
    "calendrier": ("calendar",),
    "courriel": ("email",),
    # "résumé" (a summary) is left out: folded, it is the English "resume" (a CV), which en.py aliases
    "requête": ("query",),
    # task verbs and nouns people use to describe what a service should do
    "facture": ("invoice",),
    "factures": ("invoice",),
    "reçu": ("receipt",),
    "reçus": ("receipt",),
    "formulaire": ("form",),
    "formulaires": ("form",),
    "remplir": ("fill", "form"),
    "automatiser": ("automation", "automate"),
    "convertir": ("convert", "converter"),
    "tableur": ("spreadsheet",),
    "tableau": ("table",),
    "tableaux": ("table",),
    "envoyer": ("send",),
    "surveiller": ("monitor",),
    "surveillance": ("monitor",),
    "déployer": ("deploy",),
    "générer": ("generate",),
    "créer": ("generate", "create"),
    "transcrire": ("transcript",),
    "résumer": ("summary", "summarize"),
    "scientifique": ("scientific", "academic"),
    "scientifiques": ("scientific", "academic"),
    "lire": ("read",),
    "montant": ("amount", "total"),
    "montants": ("amount", "total"),
    "récupérer": ("fetch", "retrieve"),
    "contenu": ("content",),
    "récent": ("recent",),
    "récentes": ("recent",),
    "récents": ("recent",),
    "vectorielle": ("vector",),
    "vectoriel": ("vector",),
    "magasin": ("shop", "store"),
    "courriels": ("email",),
    # parsing a document is extracting its data
    "parsage": ("extract",),
}

# Multi-word expressions that stand for one catalogue word, matched (folded, word by word) before
# conditions are looked for: "navegador sin cabeza" is a headless browser, not an exclusion.
# French elisions are dropped first (capture d'écran = capture écran).
PHRASES: dict[str, tuple[str, ...]] = {
    "sans tête": ("headless",),
    "base de données": ("database",),
    "bases de données": ("database",),
    "moteur de recherche": ("search",),
    "courrier électronique": ("email",),
    "capture écran": ("screenshot",),
    "captures écran": ("screenshot",),
    "reconnaissance de texte": ("ocr",),
    "reconnaissance optique de caractères": ("ocr",),
    "feuille de calcul": ("spreadsheet",),
    "en ligne": ("online", "web"),
    # a Word document is a .docx file (the catalogue names the format)
    "document word": ("docx",),
    "documents word": ("docx",),
    "fichier word": ("docx",),
    "fichiers word": ("docx",),
}

EXCLUSIONS: tuple[str, ...] = ("sans", "sauf", "excepté", "hormis", "pas", "non", "ni", "jamais")
EXCLUSION_POSTPOSITIONS: tuple[str, ...] = ()
ALTERNATIVES: tuple[str, ...] = ("ou",)

COMPARISONS: tuple[tuple[str, ...], ...] = (
    ("pas", "plus", "de"), ("moins", "de"), ("plus", "de"), ("au", "plus"), ("au", "moins"),
    ("inférieur", "à"), ("supérieur", "à"), ("moins", "cher", "que"), ("moins", "que"),
    ("plus", "que"), ("sous",), ("maximum",), ("minimum",), ("entre",), ("jusqu", "à"),
)
COMPARISON_POSTPOSITIONS: tuple[tuple[str, ...], ...] = (("ou", "moins"), ("ou", "plus"), ("maximum",))

# Orthographic evidence that a query is in this language (used only to resolve ambiguous markers):
# letters as written, and endings of folded words.
LETTERS = "èëîïûœ"
ENDINGS: tuple[str, ...] = ("eux", "euse", "eurs")
