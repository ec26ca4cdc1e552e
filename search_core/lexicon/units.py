"""Units and currencies that may follow a number in a numerical comparison (all languages, folded).

A comparison phrase ("under $10", "< 100 ms", "unter 10 € pro Monat") is quoted up to its last unit.
Bounds: plain tuples, at most two units (or "per" + unit) are taken after a number.
"""

CURRENCY_SYMBOLS = "$€£¥₺₹"
UNITS: tuple[str, ...] = (
    "ms", "msec", "millisecond", "milliseconds", "s", "sec", "secs", "second", "seconds", "sn",
    "saniye", "sekunden", "segundos", "secondes", "secondi", "min", "mins", "minute", "minutes",
    "minuten", "minutos", "dakika", "h", "hr", "hrs", "hour", "hours", "stunden", "horas", "heures",
    "ore", "saat", "kb", "mb", "gb", "tb", "k", "m", "usd", "eur", "gbp", "try", "tl", "euro", "euros",
    "dollar", "dollars", "dolar", "dólares", "dollari", "lira", "cent", "cents", "centavos",
    "percent", "prozent", "por", "ciento", "pour", "requests", "request", "req", "calls",
    "call", "rps", "qps", "rpm", "results", "pages", "queries", "month", "months", "monat", "mes",
    "mois", "mese", "ay", "year", "jahr", "año", "an", "anno", "yıl", "day", "tag", "día",
    "jour", "giorno", "gun", "x",
)
# Words that join a number to a second unit: "$10 per month", "10 € pro Monat", "10 $ par mois".
UNIT_JOINERS: tuple[str, ...] = ("per", "a", "an", "pro", "por", "par", "al", "il", "each", "every")
CURRENCY_WORDS: tuple[str, ...] = (
    "usd", "eur", "gbp", "try", "tl", "euro", "euros", "dollar", "dollars", "dolar", "dólares",
    "dollari", "lira", "cent", "cents", "centavos",
)
# Words that join the two numbers of a range: "between 10 and 20 ms", "zwischen 5 und 10 €".
RANGE_JOINERS: tuple[str, ...] = ("and", "to", "und", "bis", "y", "a", "et", "à", "e", "ile", "ve")
