"""Spanish: stopwords, aliases onto catalogue vocabulary, condition markers.

"no" (not) and "o" (or) are shared with Portuguese and resolved by search_core.markers (see
docs/language.md). Bounds: every alias maps onto at most 3 catalogue words; finite tables, tested.
"""

STOPWORDS: tuple[str, ...] = (
    "el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "al", "y", "e", "en", "para",
    "por", "con", "que", "mi", "mis", "me", "necesito", "quiero", "busco", "servicio", "servicios",
    "herramienta", "herramientas", "algo", "como", "es", "son", "su", "sus", "lo", "se", "este",
    "esta", "estos", "estas", "sobre", "muy", "bueno", "buena", "mejor", "puede", "pueda", "sea",
    "encontrar", "dame", "agente", "agentes", "hacer", "permita", "cuál", "donde", "también", "solo",
    "hasta", "entre", "bajo", "máximo", "mínimo",
    # "but": joins clauses, never a service word
    "pero",
)

ALIASES: dict[str, tuple[str, ...]] = {
    "búsqueda": ("search",),
    "buscar": ("search",),
    "buscador": ("search",),
    "raspar": ("scrape",),
    "raspado": ("scrape",),
    "scrapear": ("scrape",),
    "rastreador": ("scrape",),
    "rastrear": ("scrape",),
    "navegador": ("browser",),
    "documento": ("document",),
    "datos": ("data",),
    "dato": ("data",),
    "extraer": ("extract",),
    "extracción": ("extract",),
    "análisis": ("analysis",),
    "analizar": ("analysis",),
    "analizador": ("parser", "analysis"),
    "mapa": ("map",),
    "imagen": ("image",),
    "noticias": ("news",),
    "traducción": ("translate",),
    "traducir": ("translate",),
    "pago": ("payment",),
    "pagar": ("payment",),
    "automatización": ("automation",),
    "gratis": ("free",),
    "gratuito": ("free",),
    "precio": ("price",),
    "archivo": ("file",),
    "servidor": ("server",),
    "texto": ("text",),
    "clima": ("weather",),
    "código": ("code",),
    "memoria": ("memory",),
    "calendario": ("calendar",),
    "transcripción": ("transcript",),
    "página": ("page",),
    "correo": ("email",),
    "resumen": ("summary",),
    "consulta": ("query",),
}

# Multi-word expressions that stand for one catalogue word, matched (folded, word by word) before
# conditions are looked for: "navegador sin cabeza" is a headless browser, not an exclusion.
# French elisions are dropped first (capture d'écran = capture écran).
PHRASES: dict[str, tuple[str, ...]] = {
    "sin cabeza": ("headless",),
    "base de datos": ("database",),
    "bases de datos": ("database",),
    "correo electrónico": ("email",),
    "motor de búsqueda": ("search",),
    "captura de pantalla": ("screenshot",),
    "capturas de pantalla": ("screenshot",),
}

EXCLUSIONS: tuple[str, ...] = ("sin", "excepto", "salvo", "ni", "nunca", "exceptuando")
EXCLUSION_POSTPOSITIONS: tuple[str, ...] = ()
ALTERNATIVES: tuple[str, ...] = ("u",)

COMPARISONS: tuple[tuple[str, ...], ...] = (
    ("no", "más", "de"), ("por", "debajo", "de"), ("por", "encima", "de"), ("menos", "de"),
    ("más", "de"), ("como", "máximo"), ("como", "mínimo"), ("inferior", "a"), ("superior", "a"),
    ("más", "barato", "que"), ("menos", "que"), ("más", "que"), ("máximo",), ("mínimo",), ("hasta",),
    ("entre",), ("bajo",),
)
COMPARISON_POSTPOSITIONS: tuple[tuple[str, ...], ...] = (("o", "menos"), ("o", "más"), ("como", "máximo"))

# Orthographic evidence that a query is in this language (used only to resolve ambiguous markers):
# letters as written, and endings of folded words.
LETTERS = "ñ¿¡"
ENDINGS: tuple[str, ...] = ("cion", "ciones", "dad", "dades")
