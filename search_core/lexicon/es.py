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
    # words of requests that name no service
    "desde", "mío", "mía", "nuestro", "nuestra", "cosas",
    # articulated prepositions and other function words
    "hacia",
    # "automatically" says how, not what: like English, not a service word
    "automáticamente",
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
    # task verbs and nouns people use to describe what a service should do
    "factura": ("invoice",),
    "facturas": ("invoice",),
    "recibo": ("receipt",),
    "recibos": ("receipt",),
    "formulario": ("form",),
    "formularios": ("form",),
    "rellenar": ("fill", "form"),
    "llenar": ("fill", "form"),
    "completar": ("fill", "form"),
    "automatizar": ("automation", "automate"),
    "convertir": ("convert", "converter"),
    "tabla": ("table",),
    "tablas": ("table",),
    "enviar": ("send",),
    "monitorear": ("monitor",),
    "monitorizar": ("monitor",),
    "vigilar": ("monitor",),
    "desplegar": ("deploy",),
    "generar": ("generate",),
    "crear": ("generate", "create"),
    "transcribir": ("transcript",),
    "resumir": ("summary", "summarize"),
    "artículo": ("article",),
    "artículos": ("article",),
    "científico": ("scientific", "academic"),
    "científicos": ("scientific", "academic"),
    "leer": ("read",),
    "tienda": ("shop", "store", "ecommerce"),
    "tiendas": ("shop", "store", "ecommerce"),
    "foto": ("image", "photo"),
    "fotos": ("image", "photo"),
    "correos": ("email",),
    "hoja": ("sheet",),
    # parsing a document is extracting its data
    "parsear": ("extract",),
    "reciente": ("recent",),
    "recientes": ("recent",),
    "escanear": ("ocr", "scan"),
    "escaneado": ("ocr", "scan"),
    "escaneados": ("ocr", "scan"),
    "consultar": ("query",),
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
    "reconocimiento óptico de caracteres": ("ocr",),
    "reconocimiento de texto": ("ocr",),
    "hoja de cálculo": ("spreadsheet",),
    "hojas de cálculo": ("spreadsheet",),
    "en línea": ("online", "web"),
    # a Word document is a .docx file (the catalogue names the format)
    "documento word": ("docx",),
    "documentos word": ("docx",),
    "archivo word": ("docx",),
    "archivos word": ("docx",),
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
