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

PLACES: frozenset[str] = frozenset(
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

