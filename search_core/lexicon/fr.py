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
    # getting, showing, today and yesterday: request words that name no service, as English "get", "show",
    # "today" (2 Dec 2026, fourth session); "aujourd'hui" is one token without its apostrophe
    "obtenir", "hier", "aujourdhui", "montrer", "afficher",
    # "now", as English "now" (7 Dec 2026, thirteenth session)
    "maintenant",
    # "an alternative to X": the request names X and what it is for, not a kind of service
    "alternative", "alternatives",
    # the fillers of speech ("euh je cherche ... bah la base sirene quoi"), as English "uh" (7 Dec 2026,
    # twenty-ninth session)
    "euh", "bah", "ben", "quoi", "voilà",
    # must, should, be, will: what a request requires of a service, never what one does ("muss DSGVO-konform
    # sein"; Italian and Portuguese "deve" had matched "dev"), as English "must" (7 Dec 2026, twenty-ninth
    # session)
    "doit", "doivent", "devrait", "être", "sera", "serait",
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
    # domain vocabulary (2 Dec 2026): places, finance, travel, media, documents, public data. Left out as
    # English words (hôtel, vidéo, distance, température, réservation, localisation, voyage, devise, action,
    # signature, téléphone, réunion, médical ...), "livre" (Portuguese "free"), "connexion" and "horaire"
    # (also a connection, hourly); "jeu de données" is a PHRASE (a data set, not a game)
    "adresse": ("address",),
    "géocodage": ("geocoding",),
    "géocoder": ("geocode",),
    "itinéraire": ("directions", "route"),
    "trajet": ("route",),
    "géolocalisation": ("location",),
    "emplacement": ("location",),
    "lieu": ("place",),
    "lieux": ("place",),
    "proximité": ("local",),
    "proche": ("local",),
    "alentours": ("local",),
    "trafic": ("traffic",),
    "embouteillage": ("traffic",),
    "avis": ("review",),
    "étoile": ("rating",),
    "produit": ("product",),
    "achat": ("shopping",),
    "acheter": ("shopping",),
    "bourse": ("stock", "market"),
    "boursier": ("stock", "market"),
    "boursière": ("stock", "market"),
    "cotation": ("stock", "quote"),
    "monnaie": ("currency",),
    "cryptomonnaie": ("crypto",),
    "entreprise": ("company",),
    # earthquakes, as the catalogue names them (7 Dec 2026, fourteenth session)
    "séisme": ("earthquake",),
    "séismes": ("earthquake",),
    "société": ("company",),
    "compagnie": ("company",),
    "financière": ("financial",),
    "prévision": ("forecast",),
    "historique": ("historical",),
    "climatique": ("climate",),
    "manchette": ("headlines", "news"),
    "brevet": ("patent",),
    "vol": ("flight",),
    "aéroport": ("airport",),
    "réserver": ("booking",),
    "commentaire": ("comment",),
    "chaîne": ("channel",),
    "diaporama": ("presentation",),
    "diapositive": ("presentation",),
    "diapo": ("presentation",),
    "manuscrit": ("handwriting", "ocr"),
    "manuscrite": ("handwriting", "ocr"),
    "contrat": ("contract",),
    "lien": ("link", "url"),
    "hyperlien": ("link", "url"),
    "statistique": ("statistics",),
    "gouvernement": ("government",),
    "gouvernemental": ("government",),
    "gouvernementale": ("government",),
    "recensement": ("census",),
    "économie": ("economy",),
    "économique": ("economy",),
    "chômage": ("unemployment",),
    "téléphonique": ("phone",),
    "messagerie": ("message",),
    "bibliothèque": ("library",),
    "voix": ("speech", "voice"),
    "alerte": ("alert", "notification"),
    "planifier": ("schedule",),
    "planification": ("schedule",),
    "emploi": ("job",),
    "personne": ("people",),
    "gens": ("people",),
    "vente": ("sales",),
    "visioconférence": ("meeting", "video"),
    "musique": ("music",),
    "chanson": ("music",),
    "balado": ("podcast",),
    "recette": ("recipe",),
    "nourriture": ("food",),
    "alimentation": ("food",),
    "alimentaire": ("food",),
    "sportif": ("sport",),
    "sportive": ("sport",),
    "équipe": ("team",),
    "jeu": ("game",),
    "jeux": ("game",),
    "santé": ("health",),
    "médecine": ("medical",),
    # médical(e)(s) meet "medical" by their own key; médicaux does not
    "médicaux": ("medical",),
    # medicines (3 Dec 2026)
    "médicament": ("drug", "medication"),
    "dernier": ("recent",),
    "dernière": ("recent",),
    # general request vocabulary (2 Dec 2026, fourth session): places, files, results, languages, registers.
    # Left out as English words (local, région, province, route, question, thème → "theme", cité → "cite",
    # pub, surfer, importer, canton), words that meet their target by their own key (liste, lister → "list",
    # comparer → "compare", régionales → "regional"), "commune" (also English, and French "common"),
    # "propre" (mostly "own"), "état" (also a status; États-Unis), "annonce" (also an announcement or a
    # listing), "nombre" (Spanish "name"); accès, calcul, numéro, municipalité (English access, calculate and
    # calculus, numerous, municipalities reach them by suffix stripping and would read as French); jobs were
    # already there (emploi)
    "téléverser": ("upload",),
    "téléversement": ("upload",),
    "résultat": ("result",),
    "langue": ("language",),
    "langage": ("language",),
    # fichiers locaux: local files
    "locaux": ("local",),
    "dossier": ("folder",),
    "répertoire": ("folder",),
    "interroger": ("query",),
    "requêter": ("query",),
    "naviguer": ("navigate", "browse"),
    "parcourir": ("browse", "navigate"),
    "nettoyer": ("clean",),
    "nettoyage": ("clean",),
    "nettoyé": ("clean",),
    "épuré": ("clean",),
    "publicité": ("ads",),
    "publicitaire": ("ads",),
    "quotidien": ("daily",),
    "quotidienne": ("daily",),
    "journalier": ("daily",),
    "journalière": ("daily",),
    # horaire (adjective) is hourly; les horaires (noun) are a place's hours
    "horaire": ("hourly",),
    "horaires": ("hours", "hourly"),
    # nationality adjectives name the country (they count as places in ranking: lexicon/places.py)
    "française": ("france",),
    "françaises": ("france",),
    "suisse": ("switzerland",),
    "suisses": ("switzerland",),
    "canadienne": ("canada",),
    "canadiennes": ("canada",),
    # sports, authors, fuel and other task words of requests (6 Dec 2026, ninth session)
    "piloter": ("control", "automation"),
    "auteur": ("author",),
    "classement": ("standings",),
    "carburant": ("fuel",),
    "coordonnées": ("coordinates",),
    "postale": ("postal",),
    "stocker": ("storage",),
    "canaux": ("channel",),
    # news in short (7 Dec 2026, twenty-seventh session: "les dernières actus de l'entreprise")
    "actus": ("news",),
}

# Words for "last" or "next" before a span of time ("die letzten 24 Stunden", "los próximos 7 días"):
# when, not what, dropped there as English "last" is (analysis._is_relative_time); the span stays searched.
RELATIVE_TIME: tuple[str, ...] = (
    "derniers", "dernières", "dernier", "dernière", "prochains", "prochaines", "prochain", "prochaine",
)
TIME_UNITS: tuple[str, ...] = (
    "heure", "heures", "jour", "jours", "semaine", "semaines", "mois", "an", "ans", "année", "années",
)

# Multi-word expressions that stand for one catalogue word, matched (folded, word by word) before
# conditions are looked for: "navegador sin cabeza" is a headless browser, not an exclusion.
# French elisions are dropped first (capture d'écran = capture écran).
PHRASES: dict[str, tuple[str, ...]] = {
    # public transport (7 Dec 2026, twenty-eighth session)
    "transports en commun": ("transit", "transport"),
    "transport en commun": ("transit", "transport"),
    "tremblement de terre": ("earthquake",),
    "tremblements de terre": ("earthquake",),
    # a document's layout is its formatting, not a page or a form
    "mise en page": ("formatting", "layout"),
    "mise en forme": ("formatting", "layout"),
    "ligue 1": ("football", "soccer"),
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
    # domain vocabulary (2 Dec 2026): places, finance, travel, media, documents, public data
    "temps réel": ("realtime", "live"),
    "en direct": ("live", "realtime"),
    "réseau social": ("social",),
    "réseaux sociaux": ("social",),
    "médias sociaux": ("social",),
    "taux de change": ("currency", "exchange"),
    "conversion de devises": ("currency", "exchange"),
    "cours de bourse": ("stock", "quote"),
    "cours des actions": ("stock", "quote"),
    "marché boursier": ("stock", "market"),
    "crypto monnaie": ("crypto",),
    "point intérêt": ("place",),
    "points intérêt": ("place",),
    "près de": ("local",),
    "autour de moi": ("local",),
    "avis clients": ("review",),
    "boutique en ligne": ("shop", "ecommerce"),
    "commerce en ligne": ("ecommerce", "shop"),
    "commerce électronique": ("ecommerce", "shop"),
    "gros titres": ("headlines", "news"),
    # a scientific article is a paper (and keeps what "scientifique" alone meets)
    "article scientifique": ("paper", "scientific", "academic"),
    "articles scientifiques": ("paper", "scientific", "academic"),
    "écriture manuscrite": ("handwriting", "ocr"),
    "écrit à la main": ("handwriting", "ocr"),
    "se connecter": ("login",),
    "mot de passe": ("login",),  # a portal's password asks for a browser that logs in (7 Dec 2026)
    "numéro de téléphone": ("phone",),
    "numéros de téléphone": ("phone",),
    "reconnaissance vocale": ("speech", "voice"),
    "synthèse vocale": ("speech", "voice"),
    "offres emploi": ("job",),
    "sous titres": ("subtitle",),
    "résultats sportifs": ("score", "sport"),
    # a "jeu de données" is a data set, not a game (jeu alone is a game)
    "jeu de données": ("data", "dataset"),
    "jeux de données": ("data", "dataset"),
    # general request vocabulary (2 Dec 2026, fourth session): places, files, results, languages, registers
    "langage naturel": ("natural", "language"),
    "langue naturelle": ("natural", "language"),
    "horaires ouverture": ("hours",),
    "heures ouverture": ("hours",),
    "registre du commerce": ("company", "registry"),
    "registre des sociétés": ("company", "registry"),
    "registre des entreprises": ("company", "registry"),
    "données ouvertes": ("open", "data"),
    "mettre en ligne": ("upload",),
    "tous les jours": ("daily",),
    "toutes les heures": ("hourly",),
    "sur mon ordinateur": ("local",),
    # putting text into other languages is translating it (as in English and German: the languages are not
    # a second word of the request; 2 Dec 2026, fourth session)
    "dans plusieurs langues": ("translate",),
    "dans une autre langue": ("translate",),
    "dans différentes langues": ("translate",),
    "en plusieurs langues": ("translate",),
    "vers une autre langue": ("translate",),
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
