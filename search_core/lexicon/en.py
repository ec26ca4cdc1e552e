"""English: stopwords, aliases onto catalogue vocabulary, condition markers, stem exceptions.

Bounds: every alias maps onto at most 3 catalogue words; the tables are finite tuples/dicts checked by
tests/test_analysis_lexicon.py. Natural spelling; search_core.lexicon.tables folds every entry.
"""

STOPWORDS: tuple[str, ...] = (
    "a", "an", "the", "and", "of", "for", "to", "in", "on", "at", "by", "from", "with", "into", "via",
    "that", "which", "who", "what", "whose", "where", "when", "how", "i", "me", "my", "we", "us", "our",
    "you", "your", "it", "its", "is", "are", "was", "be", "been", "being", "were", "can", "could", "would",
    "should", "will", "shall", "may", "might", "must", "do", "does", "need", "needs", "want", "wants",
    "wanted", "looking", "look", "find", "finds", "finder", "finders", "show", "give", "get", "some", "any",
    "all", "service",
    "services", "tool", "tools", "something", "anything", "please", "help", "this", "these", "those",
    "there", "here", "as", "like", "good", "best", "one", "ones", "also", "just", "only", "very",
    "so", "such", "than", "then", "able", "allows", "lets", "let", "has", "have", "having",
    "under", "over", "above", "below", "up", "about", "if", "else", "both", "each", "other",
    "within", "between", "exactly", "max", "maximum", "min", "minimum",
    # filler verbs of requests ("a parser that supports OCR", "no login required") and the agent
    # every catalogue service is for ("for my agent")
    "supports", "supported", "supporting", "require", "requires", "required", "requiring", "needed",
    "allow", "allowing", "gets", "getting", "make", "makes", "works", "agent", "agents", "call", "calls",
    # "but": joins clauses, never a service word
    "but", "however",
    # words of requests that name no service
    "things", "thing", "stuff", "bunch", "out", "automatically", "tell", "them", "their", "way",
    # politeness, address and chat words of requests ("kindly suggest", "pls", "sir", "bro", "any one know",
    # "wat"), and how many or whether ("from many sites together", "if possible"): never what a service does
    "kindly", "suggest", "pls", "plz", "sir", "bro", "know", "wat", "possible", "together", "many",
    # words of time and extent: when or how much, never what a service does ("news published today",
    # "crawl an entire site", "summarize a long pdf", "turn every page into markdown")
    "long", "entire", "whole", "every", "today", "yesterday", "now",
    # dates and small counts: what a request is about, never what a service does ("the rate on 3 March
    # 2021", "flights next weekend", "prices going back ten years"; 2 Dec 2026; not "monday", monday.com's
    # name). Spans of time (day, week, month, year) stay searched: "7 day forecast" and "70+ years of
    # historical data" are what records say.
    "january", "february", "march", "april", "june", "july", "august", "september", "october",
    "november", "december", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "weekend", "weekends", "since", "ago", "tonight", "morning", "evening", "two", "three", "four",
    "five", "six", "seven", "eight", "nine", "ten", "hundred", "thousand",
    # counts in words ("a matrix between hundreds of addresses", "thousands of pages": 7 Dec 2026,
    # twenty-first session)
    "hundreds", "thousands", "millions", "billions", "dozens", "dozen",
    # prepositions, adverbs and small talk that never name a service ("run queries against a database")
    "against", "onto", "across", "along", "among", "toward", "towards", "upon", "beyond",
    "whom", "while", "until", "again", "really", "quite", "lots", "lot", "pile", "whatever",
    "someone", "somebody", "ways", "did", "done", "doing", "got", "helps", "easily", "quickly", "simply",
    "directly", "straight", "actually", "basically", "thanks", "ok", "okay", "hey", "hi",
    "specific", "particular", "certain", "given", "various", "different", "multiple", "several", "another",
    "same", "newly", "own", "related", "regarding", "relevant", "keeping", "preserving",
    # function words of a sentence's clauses, which name nothing ("check whether a similar patent already
    # exists": rare in the records, so they weighed most; 7 Dec 2026, twelfth session)
    "whether", "already", "still", "yet", "even", "though", "although", "because", "why", "instead",
    "rather", "perhaps", "maybe",
    # the assistant every service is for, as "agent" (German "Assistent" too), and "using", which says how
    # (7 Dec 2026, thirteenth session)
    "assistant", "assistants", "using",
    # "an alternative to X": the request names X and what it is for, not a kind of service
    "alternative", "alternatives",
    # the chat, wishes and judgments of a pasted paragraph ("ideally free", "would be a huge bonus", "thanks
    # in advance, folks"): never what a service does (7 Dec 2026, twenty-eighth session)
    "ideally", "ideal", "preferably", "preferred", "prefer", "nice", "great", "amazing", "awesome", "perfect",
    "perfectly", "fine", "decent", "sane", "ridiculous", "huge", "tiny", "bonus", "happy", "glad", "hoping",
    "hope", "appreciate", "appreciated", "cheers", "thank", "advance", "folks", "everyone", "anyone", "guys",
    "hello", "lol", "btw", "currently", "anyway", "anyways", "mostly", "definitely", "honestly", "literally",
    "probably", "seriously", "kinda", "wondering", "curious",
    # the fillers and hesitations of speech as a dictation app writes them ("um what's that search thing",
    # "a crawler uh that follows links"): never what a service does (7 Dec 2026, twenty-ninth session)
    "uh", "uhh", "umm", "uhm", "er", "erm", "hmm", "hm", "ah", "oh", "eh", "ehm", "huh", "yeah", "yep",
    "yup", "sorry",
    # "i think", "i guess": a hedge said of what comes before, never what a service does
    "think", "guess",
)

# "use" right after a modal or "to" is request filler ("a web search API my assistant can use", "tools to use
# for scraping"), but a name elsewhere ("Browser Use"); 2 Dec 2026, fourth session.
FILLER_AFTER_MODAL: tuple[str, ...] = ("use", "used")
# "next", "last" ... before a span of time ("the next three days", "last 24 hours", "next weekend") say when,
# not what: dropped there (analysis._is_relative_time); "Next.js" and "last.fm" are still searched.
RELATIVE_TIME: tuple[str, ...] = ("next", "last", "past", "coming", "previous")
TIME_UNITS: tuple[str, ...] = (
    "hour", "hours", "day", "days", "week", "weeks", "weekend", "weekends", "month", "months", "year",
    "years", "decade", "decades", "quarter", "quarters", "night", "nights", "minute", "minutes", "season",
    "seasons",
)
# What every MCP record is, in the seven languages: in a query that says "mcp" ("github mcp server", "servidor
# MCP", "MCP sunucusu") best effort lets services lack it, as it does a common word (rank.optional_terms).
PROTOCOL_NOUNS: tuple[str, ...] = (
    "server", "servers", "servidor", "servidores", "serveur", "serveurs", "sunucu", "sunucusu", "sunucular",
    "sunuculari", "serwer",
)
PROTOCOL_WORDS: tuple[str, ...] = ("mcp",)
MODALS: tuple[str, ...] = ("can", "could", "to", "will", "would", "may", "might", "should", "must")

# Synonyms only: a product or technique name (puppeteer, ocr) is searched as itself, never widened to a
# whole category.
ALIASES: dict[str, tuple[str, ...]] = {
    # a podcast is audio (its transcript is made by speech-to-text services, which say audio)
    "podcast": ("audio",),
    "podcasts": ("audio",),
    "crawl": ("scrape",),
    "crawler": ("scrape",),
    "crawling": ("scrape",),
    "spider": ("crawl", "scrape"),
    "scraping": ("scrape",),
    "fetch": ("scrape",),
    "lookup": ("search",),
    "serp": ("search",),
    # foreign exchange, as abbreviated: the records say "forex" or "currency" (2 Dec 2026)
    "fx": ("forex", "currency"),
    "forex": ("currency",),
    "headless": ("browser",),
    "mail": ("email",),
    "doc": ("document",),
    "docs": ("documentation",),
    "dataset": ("data",),
    "datasets": ("data",),
    "pay": ("payment",),
    "summarize": ("summary", "extract"),
    "summarise": ("summary", "extract"),
    # task verbs and nouns people use to describe what a service should do
    "online": ("web",),
    "internet": ("web",),
    "photo": ("image",),
    "photos": ("image",),
    "picture": ("image",),
    "pictures": ("image",),
    "spreadsheet": ("excel", "sheets", "csv"),
    "spreadsheets": ("excel", "sheets", "csv"),
    "scanned": ("ocr", "scan"),
    "watch": ("monitor",),
    "track": ("monitor",),
    "tracking": ("monitor",),
    "deployment": ("deploy",),
    "deploying": ("deploy",),
    "transcribe": ("transcript", "transcription"),
    "cv": ("resume",),
    "cvs": ("resume",),
    "convert": ("converter", "conversion"),
    "converting": ("converter", "conversion"),
    "summary": ("summarize", "summarise"),
    "summaries": ("summarize", "summarise"),
    "receipts": ("receipt",),
    "md": ("markdown",),
    "academic": ("scholarly", "paper"),
    "scholarly": ("academic", "paper"),
    "bill": ("invoice",),
    "bills": ("invoice",),
    # getting data out of something is extracting it ("pull the totals out of invoices", "invoice parsing")
    "pull": ("extract",),
    "parse": ("extract",),
    "parsing": ("extract",),
    "parser": ("extract",),
    "parsers": ("extract",),
    # a site is a website, the word the catalogue uses ("crawl a documentation site")
    "site": ("website",),
    "sites": ("website",),
    "website": ("site",),
    "websites": ("site",),
    # grounding a model's answers is giving it fetched facts: web search or retrieval (a broader word until
    # one record said "grounded", which stops broadening)
    "grounding": ("search", "rag"),
    # running a query or code is executing it ("run queries against my database")
    "run": ("execute",),
    # a currency's name is a currency ("the euro to yen rate"), and what is cheap is a matter of price
    # ("cheapest flights": the records say "flight prices"); 2 Dec 2026
    "euro": ("currency",),
    "euros": ("currency",),
    "dollar": ("currency",),
    "dollars": ("currency",),
    "yen": ("currency",),
    "yuan": ("currency",),
    "rupee": ("currency",),
    "rupees": ("currency",),
    "peso": ("currency",),
    "pesos": ("currency",),
    "sterling": ("currency",),
    "cheap": ("price",),
    "cheaper": ("price",),
    "cheapest": ("price",),
    # nationality adjectives name the country (they count as places in ranking: lexicon/places.py)
    "brazilian": ("brazil",),
    "mexican": ("mexico",),
    "canadian": ("canada",),
    "australian": ("australia",),
    "swiss": ("switzerland",),
}

# Alias words other languages write the same way (Portuguese and French "site"): no evidence that a query is
# English, so "raspagem no site" still reads "no" as Portuguese "in the" (markers.word_languages).
SHARED_WORDS: tuple[str, ...] = ("site", "sites")

# Multi-word expressions that stand for one catalogue word, matched (folded, word by word) before
# conditions are looked for: "navegador sin cabeza" is a headless browser, not an exclusion.
# French elisions are dropped first (capture d'écran = capture écran).
PHRASES: dict[str, tuple[str, ...]] = {
    # public transport (7 Dec 2026, twenty-eighth session)
    "public transport": ("transit", "transport"),
    "public transit": ("transit",),
    "public transportation": ("transit", "transport"),
    # a football league is football (soccer), as the catalogue says it
    "premier league": ("football", "soccer", "premier"),
    "champions league": ("football", "soccer", "champions"),
    "search engine": ("search",),
    # the full text of something is its text ("get the full text of the claims"): as a word of its own,
    # "full" put the full-text search engines before what the text is of
    "full text of": ("text",),
    # line items are what an invoice or a receipt lists
    "line items": ("invoice", "receipt"),
    "line item": ("invoice", "receipt"),
    # what SERP stands for
    "search engine results page": ("serp",),
    "search engine results pages": ("serp",),
    "search engine result page": ("serp",),
    "search engine result pages": ("serp",),
    "look up": ("search",),
    "look things up": ("search",),
    "screen capture": ("screenshot",),
    # answering questions is one task, not two rare words that outweigh what the questions are about
    "answer questions": ("question",),
    "answer question": ("question",),
    "answering questions": ("question",),
    # prior art is what a patent search looks for, not art (7 Dec 2026: "prior art search within CPC G06F16")
    "prior art": ("patent",),
    # a bounding box is an area given by its corners, not a box (7 Dec 2026: "bounding boxes" met Box's
    # storage servers): the records that speak of one say "bounding"
    "bounding box": ("bounding",),
    "bounding boxes": ("bounding",),
    # a domain name is a domain (one thing: "name" is not a second word of the request)
    "domain name": ("domain",),
    "domain names": ("domain",),
    # a request "in plain English" is one in natural language (what the catalogue says)
    "plain english": ("natural",),
    "plain language": ("natural",),
    "optical character recognition": ("ocr",),
    "text recognition": ("ocr",),
    # a Word document is a .docx file (the catalogue names the format)
    "word document": ("docx",),
    "word documents": ("docx",),
    "word file": ("docx",),
    "word files": ("docx",),
    # logging in is one thing, a login ("log in to a website" is not about log files)
    "log in": ("login",),
    "log into": ("login",),
    "logs in": ("login",),
    "logged in": ("login",),
    "logging in": ("login",),
    "sign in": ("login",),
    "sign into": ("login",),
    "signed in": ("login",),
    # putting text into other languages is translating it (the languages are not a second word of the request)
    "into other languages": ("translate",),
    "into another language": ("translate",),
    "into many languages": ("translate",),
    "into multiple languages": ("translate",),
    "to other languages": ("translate",),
    "to another language": ("translate",),
    # a page's main text is what readability extraction keeps ("the main article text without ads")
    "main content": ("readable", "readability"),
    "main text": ("readable", "readability"),
    "article text": ("readable", "readability"),
    "main article text": ("readable", "readability"),
    # driving is how a route is travelled, not Google Drive ("driving directions between two addresses")
    "driving directions": ("directions",),
    "driving route": ("route",),
    "driving routes": ("route",),
    "driving distance": ("distance",),
    "driving distances": ("distance",),
    "travel time": ("directions", "route"),
    "travel times": ("directions", "route"),
    # a free tier is a pricing model: freemium, or free ("web search api with free tier")
    "free tier": ("freemium", "free"),
    "free tiers": ("freemium", "free"),
    "free plan": ("freemium", "free"),
    "free plans": ("freemium", "free"),
}

EXCLUSIONS: tuple[str, ...] = (
    "not", "without", "except", "excluding", "exclude", "excludes", "excluded", "nor", "neither",
    "never",
)
EXCLUSION_POSTPOSITIONS: tuple[str, ...] = ()
ALTERNATIVES: tuple[str, ...] = ("or", "either", "versus", "vs")

COMPARISONS: tuple[tuple[str, ...], ...] = (
    ("no", "more", "than"), ("not", "more", "than"), ("no", "less", "than"), ("not", "over"),
    ("less", "than"), ("more", "than"), ("fewer", "than"), ("greater", "than"), ("lower", "than"),
    ("higher", "than"), ("cheaper", "than"), ("faster", "than"), ("slower", "than"), ("at", "most"),
    ("at", "least"), ("up", "to"), ("under",), ("over",), ("below",), ("above",), ("max",),
    ("maximum",), ("min",), ("minimum",), ("within",), ("between",), ("than",), ("exactly",),
)
COMPARISON_POSTPOSITIONS: tuple[tuple[str, ...], ...] = (
    ("or", "less"), ("or", "more"), ("or", "fewer"), ("max",), ("maximum",), ("min",), ("minimum",),
)

# Orthographic evidence that a query is in this language (used only to resolve ambiguous markers):
# letters as written, and endings of folded words.
LETTERS = ""
ENDINGS: tuple[str, ...] = ()

# Match-key exceptions for forms.stem: irregular or ambiguous English word forms (folded).
STEM_EXCEPTIONS: dict[str, str] = {
    "analysis": "analys",
    "analyses": "analys",
    "analyse": "analys",
    "analyze": "analys",
    "analyser": "analys",
    "analyzer": "analys",
    "analysing": "analys",
    "analyzing": "analys",
    "analysed": "analys",
    "analyzed": "analys",
    "analytic": "analys",
    "analytics": "analys",
    "analytical": "analys",
    "using": "use",
    "used": "use",
    "news": "news",
    "embed": "embed",
    # "embedded images" or an embedded database are not vector embeddings (embed, embedding, embeddings)
    "embedded": "embedded",
    # words the suffix rules would fold onto another word's key (cors/core, based/base, provider/provides ...)
    "cors": "cors",
    "marketing": "marketing",
    "marketer": "marketing",
    "marketers": "marketing",
    "direction": "direction",
    "directions": "direction",
    "director": "director",
    "directors": "director",
    "state": "state",
    "states": "state",
    "station": "station",
    "stations": "station",
    "engineering": "engineering",
    "engineer": "engineer",
    "engineers": "engineer",
    "based": "based",
    "provider": "provider",
    "providers": "provider",
    "projection": "projection",
    "projections": "projection",
    "formation": "formation",
    "data": "data",
    "ios": "ios",
    "macos": "macos",
    "windows": "windows",
    "series": "series",
    "https": "https",
    "axis": "axis",
    "career": "career",  # careers are not cars
    "careers": "career",
    "author": "author",  # an author is not auth (authentication, in nearly every record)
    "authors": "author",
    "authored": "author",
    "sector": "sector",  # a sector is not a section
    "sectors": "sector",
    "huge": "huge",  # huge is not Hugging Face
    "verse": "verse",  # Bible verses are not versions
    "verses": "verse",
    "meter": "meter",  # meters (and metres) are not "met" or metered billing
    "meters": "meter",
    "metre": "meter",
    "metres": "meter",
    "competition": "competition",  # sports competitions are not a business's competitors
    "competitions": "competition",
    "plane": "plane",  # a plane is not a plan
    "planes": "plane",
    "listing": "listing",  # listings (jobs, homes, products) are not a list (list files, list tools)
    "listings": "listing",
    "production": "production",  # production is not a product
    "productions": "production",
    "stated": "stated",  # stated is not stats
    # to cite is to give a citation: "answers with cited sources" meets "answers with citations" (7 Dec 2026)
    "cite": "citat",
    "cites": "citat",
    "cited": "citat",
    "citing": "citat",
    "player": "player",  # a player (sports, media) is not a play (play-by-play, Google Play)
    "players": "player",
    "filing": "filing",  # SEC filings are not files
    "filings": "filing",
    "booking": "booking",  # a booking (a table, a hotel) is not a book
    "bookings": "booking",
    "this": "this",
    # one database under its two names (records say PostgreSQL as often as Postgres)
    "postgres": "postgres",
    "postgresql": "postgres",
}

# English catalogue vocabulary: the words compound splitting accepts as parts besides aliases
# (Websuche = web + suche). Bounded, reviewed; not a dictionary.
VOCABULARY: tuple[str, ...] = (
    "web", "search", "scrape", "crawl", "browser", "data", "document", "pdf", "api", "extract",
    "analysis", "image", "text", "map", "news", "email", "mail", "file", "page", "site", "price",
    "payment", "query", "summary", "translate", "video", "audio", "screenshot", "table", "code",
    "content", "market", "finance", "weather", "parse", "ocr", "html", "json", "csv", "mcp", "rest",
    "x402", "agent", "chat", "voice", "speech", "form", "invoice", "contract", "product", "shop",
)
