"""Words asking for services like a named one ("firecrawl alternatives", "Alternativen zu Tavily"), folded.

search_core.likeness reads them; docs/search.md, "Services like a named one". A word here changes nothing
unless the query also names a service of the catalogue: "monitor a competitor's pricing page" still searches
"competitor".
"""

from __future__ import annotations

LIKENESS_WORDS: frozenset[str] = frozenset(
    (
        # English
        "alternative", "alternatives", "competitor", "competitors", "similar", "replacement", "replacements",
        "substitute", "substitutes", "equivalent", "equivalents", "instead", "than", "versus", "vs",
        # German
        "alternativen", "konkurrent", "konkurrenten", "konkurrenz", "ahnlich", "ahnliche", "ahnliches",
        "ersatz", "statt", "anstatt", "anstelle", "vergleichbar", "vergleichbare",
        # Spanish
        "alternativa", "alternativas", "competidor", "competidores", "competencia", "similares", "parecido",
        "parecidos", "parecida", "reemplazo", "reemplazar", "sustituto", "sustituir", "equivalente",
        # French
        "concurrent", "concurrents", "similaire", "similaires", "equivalents", "remplacant", "remplacer",
        "remplacement",
        # Portuguese
        "concorrente", "concorrentes", "semelhante", "semelhantes", "substituto", "substituir",
        # Italian
        "concorrenti", "simile", "simili", "sostituto", "sostituire", "invece",
        # Turkish
        "alternatif", "alternatifi", "alternatifleri", "alternatifler", "rakip", "rakibi", "rakipleri",
        "benzeri", "benzer", "yerine", "gibi",
    )
)

# Words comparing a named service with others ("tavily vs", "firecrawl versus"): the named services are
# listed first, before the services like them (a person comparing wants them beside their competitors).
# Between two named services ("tavily vs exa") no word of this file asks for services like either.
COMPARISON_WORDS: frozenset[str] = frozenset(("vs", "versus"))

# "like" (and Spanish or Portuguese "como", French "comme", German "wie") asks for services like a named one
# only after one of LIKE_AFTER ("something like Exa", "tools like Browserbase", "algo como
# Tavily", "so etwas wie Exa") or joined to the name ("a Firecrawl-like API"), and English "like" first in
# the query ("like Tavily but free"); elsewhere it is a verb ("I'd like to") or another word ("cómo extraer",
# "Wie kann mein Agent").
LIKE_WORDS: frozenset[str] = frozenset(("like", "como", "comme", "wie"))
LIKE_AFTER: frozenset[str] = frozenset(
    (
        "something", "anything", "tool", "tools", "app", "apps", "service", "services", "api", "apis",
        "product", "products", "site", "sites", "platform", "platforms", "solution", "solutions", "options",
        "alternatives", "similar", "more", "others", "just",
        "algo", "alguna", "alguno", "algum", "alguma", "chose", "etwas", "ahnlich", "similar", "similaire",
        "qualcosa",
    )
)

# After a word naming a kind of service ("a search api like DuckDuckGo", "an api, like Companies House"),
# "like" gives an example of what is wanted, not a service to replace: the named service is ranked among the
# services like it, not after them; unless the query goes on to contrast it ("api like SerpApi but cheaper").
LIKE_EXAMPLE_AFTER: frozenset[str] = frozenset(
    ("api", "apis", "service", "services", "tool", "tools", "app", "apps", "platform", "platforms")
)
CONTRAST_WORDS: frozenset[str] = frozenset(("but", "aber", "pero", "mais", "mas", "ma", "ama", "fakat"))

# Words of tags and texts that say how a server runs or where a registry files it, not what it does: never
# searched for services like a named one ("node", "python", "docker", "uncategorized").
NOT_WHAT_IT_DOES: frozenset[str] = frozenset(
    (
        "node", "nodejs", "python", "typescript", "javascript", "npm", "pypi", "docker", "cloud", "local",
        "macos", "windows", "linux", "uncategorized", "golang", "rust", "java", "csharp", "kotlin", "ruby",
        "php", "swift", "stdio", "sse", "http", "https", "streamable", "remote", "official", "community",
        "mcp", "server", "servers", "utilities", "helpers", "helper", "utility", "integration",
        "integrations",
        "infrastructure", "devops", "tool", "tools", "llm", "llms", "ai", "agent", "agents", "claude",
        "cursor", "client", "clients", "model", "models", "protocol", "api", "apis", "rest", "cors",
        "graphql", "soap",
    )
)

# Parts of a web address ("exa.ai", "serper.dev", "pdf.co", "newsapi.org"): never a word naming a service,
# and not searched in a request for services like one.
# The endings of a web address a query names a product by ("newsapi.org", "exa.ai"): right after a word and
# a dot they are not searched (search_core.analysis), and the word before them is the product's name.
TOP_LEVEL_DOMAINS: frozenset[str] = frozenset(("io", "dev", "ai", "com", "org", "net", "app", "co"))
ADDRESS_PARTS: frozenset[str] = TOP_LEVEL_DOMAINS | frozenset(("www", "https", "http"))

# Words for a competitor ask for services like a named one only next to the name, or with one of NAME_JOINERS
# between ("tavily competitors", "competitors of Tavily", "concorrenti di Tavily"), not "a competitor's
# pricing page" or "i prezzi dei concorrenti su Amazon.it", which are about a competitor's data.
COMPETITOR_WORDS: frozenset[str] = frozenset(
    (
        "competitor", "competitors", "konkurrent", "konkurrenten", "konkurrenz", "competidor",
        "competidores",
        "competencia", "concurrent", "concurrents", "concorrente", "concorrentes", "concorrenti", "rakip",
        "rakibi", "rakipleri",
    )
)
NAME_JOINERS: frozenset[str] = frozenset(
    (
        "of", "to", "for", "de", "di", "do", "da", "du", "des", "von", "zu", "a",
        # with the article ("alternativa ao Firecrawl", "Alternative zum ..."), 7 Dec 2026
        "ao", "aos", "au", "aux", "al", "alla", "allo", "zum", "zur", "del", "della", "dello", "dos", "das",
    )
)

# Words for "similar" that ask for services like a named one only before a word of SIMILAR_NEXT, a word
# naming a kind of service (LIKE_AFTER, LIKE_EXAMPLE_AFTER), the name, or at the end ("similar to Exa",
# "similar tools to Tavily", "Tavily similar"); before another word they describe what is wanted ("find
# similar papers on arXiv", "ähnliche Produkte"), and the named service is what is asked for.
SIMILAR_WORDS: frozenset[str] = frozenset(
    (
        "similar", "ahnlich", "ahnliche", "ahnliches", "similares", "parecido", "parecidos", "parecida",
        "similaire", "similaires", "semelhante", "semelhantes", "simile", "simili", "benzer",
    )
)
SIMILAR_NEXT: frozenset[str] = frozenset(
    (
        "to", "as", "with", "zu", "wie", "a", "al", "ao", "de", "di", "da", "do", "com", "con", "che",
        "dienste", "dienst", "anbieter", "werkzeuge", "servicios", "herramientas", "outils", "strumenti",
        "servizi", "ferramentas", "servicos", "araclar", "hizmetler",
    )
)

# Phrases saying that a named service fails the person ("serpapi is too expensive", "playwright isn't
# working", "apify keeps getting blocked"), folded, apostrophes dropped: at most LEAVING_GAP words after the
# name, they ask for services like it, as "alternatives" does, and the named services are listed last. Their
# words are not searched, but for LEAVING_KEPT: what the person wants to get past.
LEAVING_PHRASES: tuple[tuple[str, ...], ...] = (
    # English
    ("not", "working"), ("isnt", "working"), ("arent", "working"), ("stopped", "working"),
    ("doesnt", "work", "anymore"), ("doesnt", "work"), ("dont", "work"), ("does", "not", "work"),
    ("not", "work"), ("no", "longer", "works"), ("no", "longer", "working"), ("keeps", "failing"),
    ("keeps", "breaking"), ("keep", "breaking"),
    ("too", "expensive"), ("too", "costly"), ("too", "pricey"), ("too", "much", "costly"),
    ("too", "much", "expensive"), ("so", "expensive"), ("too", "slow"), ("too", "limited"),
    ("getting", "blocked"), ("gets", "blocked"), ("got", "blocked"), ("keeps", "getting", "blocked"),
    ("shut", "down"), ("shutting", "down"), ("run", "out"), ("runs", "out"), ("ran", "out"),
    ("times", "out"), ("timed", "out"), ("too", "long"), ("not", "available"), ("isnt", "available"),
    ("doesnt", "allow"), ("does", "not", "allow"), ("doesnt", "support"), ("does", "not", "support"),
    ("doesnt", "have"), ("dont", "have"), ("does", "not", "have"), ("anything", "better"),
    ("something", "better"), ("eating", "memory"), ("eats", "memory"), ("memory", "leak"),
    ("memory", "leaks"), ("too", "much", "memory"), ("too", "much", "ram"), ("rate", "limit"),
    ("rate", "limits"), ("rate", "limited"), ("rate", "limiting"), ("asks", "for", "a", "credit", "card"),
    ("requires", "a", "credit", "card"), ("needs", "a", "credit", "card"),
    # German
    ("zu", "teuer"), ("funktioniert", "nicht"), ("funktioniert", "nicht", "mehr"), ("zu", "langsam"),
    ("wird", "blockiert"),
    # Spanish
    ("muy", "caro"), ("muy", "cara"), ("demasiado", "caro"), ("demasiado", "cara"), ("no", "funciona"),
    ("dejo", "de", "funcionar"), ("quedo", "corto"), ("no", "tiene"),
    # French
    ("trop", "cher"), ("trop", "chere"), ("ne", "marche", "pas"), ("ne", "marche", "plus"),
    ("ne", "fonctionne", "pas"), ("ne", "fonctionne", "plus"),
    # Italian
    ("troppo", "caro"), ("troppo", "cara"), ("troppo", "costoso"), ("non", "funziona"), ("troppo", "lento"),
    ("troppi", "limiti"), ("costa", "troppo"),
    # Portuguese
    ("muito", "caro"), ("muito", "cara"), ("nao", "funciona"), ("parou", "de", "funcionar"), ("nao", "tem"),
    ("comendo", "memoria"),
    # Turkish
    ("cok", "pahali"), ("calismiyor",),
)
LEAVING_GAP = 3
LEAVING_KEPT: frozenset[str] = frozenset(
    ("blocked", "blockiert", "banned", "bloqueado", "bloque", "bloccato", "gesperrt")
)

# Words saying that a named service fails the person, wherever the name is ("coingecko api rate limit,
# getting 429 constantly", "IEX Cloud shut down", "jina reader times out on big pages"), folded: with no
# phrase of LEAVING_PHRASES, they ask for services like the named one when its first naming word is mostly a
# name. They are not searched, but for LEAVING_KEPT. Left out: words with a second sense a name or a request
# holds ("sunset" of "Sunrise and Sunset", "broken down by county", "breaking headlines" (a phrase: "keeps
# breaking"), "Costa Rica", Spanish "cara" a face,
# "lente" a lens, "limits" that are wanted, "another" actor of Apify's, "cheaper serp api").
TROUBLE_WORDS: frozenset[str] = frozenset(
    (
        # English
        "expensive", "pricey", "costly", "overpriced", "overkill", "slow", "flaky", "unreliable", "breaks",
        "blocked", "banned", "403", "429", "quota", "retired",
        "retiring", "deprecated", "discontinued", "shutdown", "useless", "terrible", "awful",
        "garbage", "meh", "fails", "failing", "timeout", "timeouts", "crashes", "crashing", "hangs",
        "else",
        # German
        "teuer", "teurer", "langsam", "gesperrt", "blockiert", "eingestellt", "abgeschaltet", "kontingent",
        # Spanish
        "caro", "caros", "carisimo", "lento", "lenta", "bloqueado", "colgado",
        # French
        "cher", "chere", "chers", "lent", "bloque", "vides",
        # Italian
        "costoso", "costosa", "costano", "bloccato",
        # Portuguese
        "bloqueada", "demais",
        # Turkish
        "pahali", "yavas", "hata", "hatasi",
    )
)

# Words asking for services like a named one that still list it last when the query's own words say what is
# wanted ("firecrawl alternative for crawling docs into Markdown"): the name is next to them. Not "instead",
# "than", "statt" ..., whose name may come before or after ("use Nominatim instead of Google Maps"), nor "vs".
OWN_WORDS_MARKERS: frozenset[str] = frozenset(
    (
        "alternative", "alternatives", "competitor", "competitors", "replacement", "replacements",
        "substitute", "substitutes", "equivalent", "equivalents", "similar", "like",
        "alternativen", "konkurrent", "konkurrenten", "konkurrenz", "ersatz", "ahnlich", "wie",
        "alternativa", "alternativas", "competidor", "competidores", "reemplazo", "sustituto", "equivalente",
        "como", "concurrent", "concurrents", "remplacant", "remplacement", "comme", "concorrente",
        "concorrentes", "substituto", "concorrenti", "sostituto", "simile", "alternatif", "alternatifi",
        "alternatifleri", "alternatifler", "rakip", "rakibi", "rakipleri", "benzeri",
    )
)

# Words of a request for services like a named one that say how it should be, not what it does ("like
# browserbase but open source and self-hosted"): with the qualifiers of lexicon/qualifiers.py, they do not
# count among the words saying what is wanted (likeness.MAX_OTHER_WORDS), so the named service's words are
# still searched beside them.
HOW_IT_SHOULD_BE: frozenset[str] = frozenset(
    (
        "open", "source", "opensource", "free", "gratis", "kostenlos", "kostenlose", "gratuit", "gratuite",
        "gratuito", "gratuita", "gratuitos", "ucretsiz", "better", "faster", "simpler", "easier",
    )
)
