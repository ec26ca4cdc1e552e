"""Place and language names, folded: in a request they say where or in which language, not which service
("flights from Berlin to Lisbon", "translate tickets from Japanese into English").

Cities, countries and a few regions in English and in the six other languages' own spellings, the second
word of a two-word name where it is unambiguous ("new york": york; "los angeles": angeles). Left out: names
that are also common words or products (reading, mobile, nice, split, phoenix, amazon, jersey, victoria,
washington, turkey, jordan, chad, orange). Nationality adjectives that are not also language names
("brazilian", "italiana", "deutschen", "française"): the language modules alias them to the country. Language
names in English and as the six other languages write them. Ranking counts all of them at 1/rank.PLACE_SHARE
of their weight (docs/search.md, "Ranking" 3); they are still searched.
"""

from __future__ import annotations

from search_core.text import fold

_NAMED_PLACES: frozenset[str] = frozenset(
    (
        "brazilian", "mexican", "canadian", "australian", "swiss", "espanola", "espanolas", "espanoles",
        "mexicano", "mexicana", "mexicanos", "mexicanas", "argentino", "italiana", "italiane", "italiani",
        "deutsche", "deutschen", "deutscher", "deutsches", "osterreichische", "osterreichischen", "schweizer",
        "brasileiro", "brasileira", "brasileiros", "brasileiras", "portuguesa", "portuguesas", "francaise",
        "francaises", "suisse", "suisses", "canadienne", "canadiennes",
        "berlin", "munchen", "munich", "hamburg", "frankfurt", "koln", "cologne", "stuttgart", "dusseldorf",
        "dresden", "leipzig", "vienna", "wien", "zurich", "geneva", "geneve", "bern", "basel", "paris",
        "lyon", "marseille", "toulouse", "bordeaux", "lille", "strasbourg", "brussels", "bruxelles",
        "amsterdam", "rotterdam", "antwerp", "luxembourg", "london", "londres", "londra", "manchester",
        "liverpool", "birmingham", "edinburgh", "glasgow", "dublin", "belfast", "cardiff", "madrid",
        "barcelona", "sevilla", "seville", "valencia", "bilbao", "malaga", "lisbon", "lisboa", "lisbonne",
        "lisbona", "porto", "rome", "roma", "milan", "milano", "naples", "napoli", "turin", "torino",
        "florence", "firenze", "venice", "venezia", "bologna", "genoa", "genova", "palermo", "athens",
        "athenes", "atene", "stockholm", "oslo", "copenhagen", "kopenhagen", "helsinki", "reykjavik",
        "warsaw", "warschau", "varsovie", "krakow", "prague", "praha", "prag", "budapest", "bucharest",
        "sofia", "belgrade", "zagreb", "ljubljana", "istanbul", "ankara", "izmir", "antalya", "bursa",
        "moscow", "kyiv", "kiev", "riga", "tallinn", "vilnius", "york", "boston", "chicago", "angeles",
        "francisco", "seattle", "miami", "atlanta", "dallas", "houston", "austin", "denver", "portland",
        "philadelphia", "detroit", "toronto", "montreal", "vancouver", "ottawa", "calgary", "mexico",
        "guadalajara", "monterrey", "bogota", "lima", "santiago", "aires", "janeiro", "brasilia",
        "salvador", "recife", "fortaleza", "curitiba", "paulo", "caracas", "quito", "montevideo", "havana",
        "tokyo", "osaka", "kyoto", "seoul", "busan", "beijing", "shanghai", "shenzhen", "guangzhou", "kong",
        "taipei", "singapore", "bangkok", "hanoi", "jakarta", "manila", "kuala", "lumpur", "delhi",
        "mumbai", "bangalore", "bengaluru", "chennai", "kolkata", "hyderabad", "karachi", "lahore", "dhaka",
        "dubai", "doha", "riyadh", "cairo", "casablanca", "marrakech", "tunis", "lagos", "nairobi", "accra",
        "johannesburg", "cape", "sydney", "melbourne", "brisbane", "perth", "auckland", "wellington",
        "germany", "deutschland", "alemania", "allemagne", "germania", "almanya", "france", "frankreich",
        "francia", "fransa", "spain", "spanien", "espana", "espagne", "spagna", "ispanya", "portugal",
        "portogallo", "portekiz", "italy", "italien", "italia", "italie", "italya", "england", "britain",
        "scotland", "wales", "ireland", "netherlands", "holland", "belgium", "switzerland", "schweiz",
        "suisse", "svizzera", "austria", "osterreich", "sweden", "norway", "denmark", "finland", "iceland",
        "poland", "czechia", "hungary", "romania", "bulgaria", "greece", "croatia", "serbia", "ukraine",
        "russia", "estonia", "latvia", "lithuania", "turkiye", "usa", "america", "canada", "brazil",
        "brasil", "argentina", "colombia", "venezuela", "ecuador", "uruguay", "paraguay", "bolivia",
        "japan", "korea", "vietnam", "thailand", "indonesia", "philippines", "malaysia", "australia",
        "zealand", "pakistan", "bangladesh", "nigeria", "kenya", "ghana", "egypt", "morocco", "california",
        "texas", "florida",
        # Europe, where a request wants a service hosted ("EU-hosted web search", "Hosting in der EU")
        "eu", "europe", "europa", "european", "europeen", "europeenne", "europaische", "europaischen",
        "europeo", "europea", "europeu", "europeia", "avrupa",
    )
)
# First words of two-word places, places only right before the second ("new york", "san francisco").
PLACE_PREFIXES: frozenset[str] = frozenset(
    ("new", "los", "san", "santa", "las", "hong", "buenos", "rio", "kuala")
)
LANGUAGE_NAMES: frozenset[str] = frozenset(
    (
        "english", "spanish", "french", "german", "italian", "portuguese", "turkish", "japanese", "chinese",
        "mandarin", "korean", "russian", "arabic", "hindi", "dutch", "polish", "swedish", "norwegian",
        "danish", "finnish", "greek", "czech", "hungarian", "romanian", "ukrainian", "hebrew", "thai",
        "vietnamese", "indonesian", "ingles", "espanol", "castellano", "frances", "aleman", "italiano",
        "portugues", "japones", "chino", "anglais", "espagnol", "francais", "allemand", "portugais",
        "japonais", "chinois", "englisch", "spanisch", "franzosisch", "deutsch", "italienisch",
        "portugiesisch", "japanisch", "chinesisch", "inglese", "spagnolo", "francese", "tedesco",
        "portoghese", "giapponese", "cinese", "ingilizce", "ispanyolca", "fransizca", "almanca", "italyanca",
        "portekizce", "japonca", "cince", "turkce",
    )
)

# Countries and cities as each of the six other languages writes them, where it differs from the English
# name the records use: the query word keeps its own weight as a place (PLACES) and also meets the English
# name (6 Dec 2026, ninth session; docs/language.md). Merged into the aliases by gen_lexicon_tables.py.
# Left out: names that fold to an English word (Canadá, Múnich) or are another word too (German "Rom", ROM).
PLACE_ALIASES: dict[str, dict[str, str]] = {
    "de": {
        "Deutschland": "germany", "Österreich": "austria", "Schweiz": "switzerland", "Frankreich": "france",
        "Spanien": "spain", "Italien": "italy", "Niederlande": "netherlands", "Belgien": "belgium",
        "Polen": "poland", "Türkei": "turkey", "Brasilien": "brazil", "Mexiko": "mexico",
        "Kanada": "canada", "München": "munich", "Köln": "cologne", "Wien": "vienna", "Genf": "geneva",
        "Mailand": "milan", "Lissabon": "lisbon", "Brüssel": "brussels", "Warschau": "warsaw",
        "Prag": "prague", "Moskau": "moscow", "Kopenhagen": "copenhagen", "Athen": "athens",
    },
    "es": {
        "España": "spain", "Alemania": "germany", "Francia": "france", "Italia": "italy",
        "Brasil": "brazil", "Suiza": "switzerland", "Bélgica": "belgium", "Japón": "japan",
        "Inglaterra": "england", "Holanda": "netherlands", "Turquía": "turkey", "Londres": "london",
        "Lisboa": "lisbon", "Sevilla": "seville", "Roma": "rome", "Bruselas": "brussels",
        "Ginebra": "geneva", "Viena": "vienna", "Atenas": "athens",
    },
    "fr": {
        "Allemagne": "germany", "Espagne": "spain", "Italie": "italy", "Angleterre": "england",
        "Belgique": "belgium", "Brésil": "brazil", "Autriche": "austria", "Japon": "japan",
        "Mexique": "mexico", "Turquie": "turkey", "Londres": "london", "Lisbonne": "lisbon",
        "Bruxelles": "brussels", "Genève": "geneva", "Vienne": "vienna", "Athènes": "athens",
    },
    "pt": {
        "Alemanha": "germany", "Espanha": "spain", "França": "france", "Itália": "italy",
        "Inglaterra": "england", "Brasil": "brazil", "Suíça": "switzerland", "Bélgica": "belgium",
        "Japão": "japan", "Holanda": "netherlands", "Turquia": "turkey", "Lisboa": "lisbon",
        "Londres": "london", "Munique": "munich", "Roma": "rome", "Milão": "milan", "Bruxelas": "brussels",
        "Genebra": "geneva", "Viena": "vienna", "Atenas": "athens",
    },
    "it": {
        "Germania": "germany", "Spagna": "spain", "Francia": "france", "Italia": "italy",
        "Inghilterra": "england", "Svizzera": "switzerland", "Belgio": "belgium", "Brasile": "brazil",
        "Giappone": "japan", "Parigi": "paris", "Olanda": "netherlands", "Turchia": "turkey",
        "Londra": "london",
        "Lisbona": "lisbon", "Milano": "milan", "Roma": "rome", "Napoli": "naples", "Torino": "turin",
        "Firenze": "florence", "Venezia": "venice", "Genova": "genoa", "Bruxelles": "brussels",
        "Ginevra": "geneva", "Atene": "athens",
    },
    "tr": {
        "Almanya": "germany", "İspanya": "spain", "Fransa": "france", "İtalya": "italy",
        "İngiltere": "england", "İsviçre": "switzerland", "Belçika": "belgium", "Brezilya": "brazil",
        "Japonya": "japan", "Türkiye": "turkey", "Hollanda": "netherlands", "Avusturya": "austria",
        "Londra": "london", "Lizbon": "lisbon", "Münih": "munich", "Roma": "rome", "Milano": "milan",
        "Viyana": "vienna", "Atina": "athens", "Cenevre": "geneva",
    },
}

# Every place name: the English and shared spellings above and the six languages' own (PLACE_ALIASES), folded.
PLACES: frozenset[str] = _NAMED_PLACES | frozenset(
    fold(word) for table in PLACE_ALIASES.values() for word in table
)


# English-speaking countries, regions and cities, folded: a request in another language that names no place
# is not about them, so a service named for one ranks lower there (rank.english_place_records; docs/search.md,
# "Ranking" 3). "york" is left out: the New York Times is a newspaper read everywhere.
ENGLISH_SPEAKING_PLACES: frozenset[str] = frozenset(
    (
        "uk", "usa", "britain", "british", "england", "scotland", "wales", "ireland", "irish", "australia",
        "australian", "zealand", "america", "american", "london", "boston", "chicago", "angeles", "francisco",
        "seattle", "washington", "california", "texas", "florida",
    )
)  # fmt: skip
