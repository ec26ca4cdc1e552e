"""Words asking how often, how fresh, how cheap or where it runs, and coordinates, folded: in a request of
several words they qualify what is wanted ("daily closing prices", "live bus departures", "cheapest flights",
"self-hosted speech-to-text", "a forecast for a latitude and longitude"), they do not name it. Ranking counts
them at 1/rank.PLACE_SHARE of their weight, as place and language names (docs/search.md, "Ranking" 3); they
are still searched.

English and the six other languages. Left out: words with a second sense that names a service or its data
(Spanish and Portuguese "diario(s)" and Italian "quotidiano" are also newspapers, French "horaire" a
timetable, Turkish "günlük" a diary or log, Italian "economico" economic); "historical", which names the data
asked for, and "hourly" ("stündlich"), a resolution few sources offer (measured: docs/search.md, "Ranking" 3).
"""

from __future__ import annotations

QUALIFIERS: frozenset[str] = frozenset(
    (
        # English
        "daily", "weekly", "monthly", "yearly", "annual", "latest", "recent", "newest",
        "current", "live", "real", "realtime", "fresh", "cheap", "cheaper", "cheapest", "self", "selfhosted",
        "hosted",
        # German
        "taglich", "tagliche", "taglichen", "wochentlich", "wochentliche", "monatlich", "monatliche",
        "jahrlich", "jahrliche", "aktuell", "aktuelle", "aktuellen", "neueste",
        "neuesten", "gunstig", "gunstige", "gunstigste", "gunstigsten", "billig", "billige", "billigste",
        # French
        "quotidien", "quotidiens", "quotidienne", "quotidiennes", "hebdomadaire", "hebdomadaires", "mensuel",
        "mensuels", "mensuelle", "mensuelles", "annuel", "annuels", "annuelle", "annuelles", "recents",
        "recente", "recentes", "actuel", "actuels", "actuelle", "actuelles",
        # Spanish
        "diaria", "diarias", "semanal", "semanales", "mensual", "mensuales", "anual", "anuales", "reciente",
        "recientes", "actuales", "barato", "baratos", "barata", "baratas",
        # Italian
        "giornaliero", "giornaliera", "giornalieri", "giornaliere", "settimanale", "settimanali", "mensile",
        "mensili", "annuale", "annuali", "recenti", "attuale", "attuali",
        # Portuguese
        "mensal", "mensais", "anuais", "atual", "atuais", "recentes",
        # Turkish
        "haftalik", "aylik", "yillik", "guncel", "canli", "ucuz",
        # Turkish "anlık" (instant, live)
        "anlik",
        # how fresh, said of what is published ("newly published CVEs", "jobs posted this week")
        "published", "posted",
        # coordinates, which a request gives or wants besides what it asks ("forecast for a latitude
        # longitude", "addresses to latitude and longitude")
        "latitude", "longitude", "lat", "lon", "lng", "coordinates", "coordinate", "coordonnees",
        "coordenadas", "koordinaten", "koordinat", "koordinatlari",
        # data protection law a request wants met ("OCR api GDPR compliant", "DSGVO-konform")
        "gdpr", "dsgvo", "rgpd", "kvkk", "compliant", "konform",
    )
)

# The qualifiers asking how cheap (folded): no record says whether it is cheap (its pricing model says how it
# charges, not how much), so in best effort a service need not meet them to rank with those meeting every
# word ("cheap serp api": the SERP APIs, not the services whose text says "prices"; rank.optional_terms).
COST_WORDS: frozenset[str] = frozenset(
    (
        "cheap", "cheaper", "cheapest",  # English
        "gunstig", "gunstige", "gunstigste", "gunstigsten", "billig", "billige", "billigste",  # German
        "barato", "baratos", "barata", "baratas",  # Spanish and Portuguese
        "ucuz",  # Turkish
    )
)
