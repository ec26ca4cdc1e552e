"""Turkish: stopwords, aliases onto catalogue vocabulary, condition markers.

Turkish suffixes on aliased words (araması, tarayıcıda, belgeleri) are stripped by
search_core.forms.strip_variants; exclusions and comparisons are often postpositions
("reklam olmadan", "10 dolar altında"). Bounds: every alias maps onto at most 3 catalogue words.
"""

STOPWORDS: tuple[str, ...] = (
    "bir", "ve", "ile", "için", "bu", "şu", "de", "da", "mi", "bana", "benim", "lazım", "gerek",
    "gerekiyor", "istiyorum", "arıyorum", "servis", "servisi", "hizmet", "hizmeti", "araç", "araçlar",
    "aracı", "bul", "bulun", "olan", "gibi", "çok", "iyi", "en", "ne", "hangi", "nerede", "sadece",
    "olarak", "bunu", "şey", "çalışan", "yapan", "sağlayan", "destekleyen", "ajan", "maksimum",
    "minimum", "azami", "asgari",
    # "but": joins clauses, never a service word
    "ama", "fakat",
    # words of requests that name no service
    "yap", "yapmak", "şeyler",
    # "all", "whole": how much, never what a service does (English "all", "whole", "entire")
    "tüm", "bütün",
)

ALIASES: dict[str, tuple[str, ...]] = {
    "arama": ("search",),
    "aramak": ("search",),
    "arayan": ("search",),
    "kazıma": ("scrape",),
    "tarama": ("scrape", "crawl"),
    "taramak": ("scrape", "crawl"),
    "tarayıcı": ("browser",),
    "belge": ("document",),
    "doküman": ("document",),
    "veri": ("data",),
    "veritabanı": ("database",),
    "başsız": ("headless",),
    "çıkarma": ("extract",),
    "çıkarmak": ("extract",),
    "ayıklama": ("extract",),
    "analiz": ("analysis",),
    "ayrıştırıcı": ("parser",),
    "ayrıştırma": ("parse", "extract"),
    "harita": ("map",),
    "görüntü": ("image",),
    "resim": ("image",),
    "resme": ("image",),  # resim before a vowel ending (resmi is left out: it also means official)
    "haber": ("news",),
    "çeviri": ("translate",),
    "çevirmek": ("translate",),
    "ödeme": ("payment",),
    "ödemek": ("payment",),
    "otomasyon": ("automation",),
    "ücretsiz": ("free",),
    "fiyat": ("price",),
    "dosya": ("file",),
    "sunucu": ("server",),
    "metin": ("text",),
    # metin drops its second vowel before a vowel ending (suffix stripping cannot see it)
    "metne": ("text",),
    "metni": ("text",),
    "metnin": ("text",),
    "kod": ("code",),
    "bellek": ("memory",),
    "takvim": ("calendar",),
    "eposta": ("email",),
    "sayfa": ("page",),
    "özet": ("summary",),
    "sorgu": ("query",),
    # task verbs and nouns people use to describe what a service should do
    "fatura": ("invoice",),
    "makbuz": ("receipt",),
    "fiş": ("receipt",),
    "doldur": ("fill", "form"),
    "doldurmak": ("fill", "form"),
    "otomatikleştir": ("automation", "automate"),
    "otomatikleştirmek": ("automation", "automate"),
    "dönüştür": ("convert", "converter"),
    "dönüştürmek": ("convert", "converter"),
    "tablo": ("table",),
    "gönder": ("send",),
    "göndermek": ("send",),
    "izle": ("monitor",),
    "izleme": ("monitor",),
    "oluştur": ("generate", "create"),
    "oluşturmak": ("generate", "create"),
    "özetle": ("summary", "summarize"),
    "oku": ("read",),
    "okuma": ("read",),
    "okumak": ("read",),
    "makale": ("article",),
    "bilimsel": ("scientific", "academic"),
    "çıkar": ("extract",),
    "mağaza": ("shop", "store", "ecommerce"),
    "fotoğraf": ("image", "photo"),
    "güncel": ("recent", "news"),
    # parsing a document is extracting its data
    "ayrıştırmak": ("extract",),
    "ayrıştır": ("extract",),
    "ara": ("search",),
    "çekme": ("extract",),
    "çekmek": ("extract",),
}

# Multi-word expressions that stand for one catalogue word, matched (folded, word by word) before
# conditions are looked for: "navegador sin cabeza" is a headless browser, not an exclusion.
# French elisions are dropped first (capture d'écran = capture écran).
PHRASES: dict[str, tuple[str, ...]] = {
    "veri tabanı": ("database",),
    "arama motoru": ("search",),
    "hava durumu": ("weather",),
    "e posta": ("email",),
    "ekran görüntüsü": ("screenshot",),
    "elektronik tablo": ("spreadsheet",),
    "metin tanıma": ("ocr",),
    "optik karakter tanıma": ("ocr",),
    # a Word document is a .docx file (the catalogue names the format)
    "word belgesi": ("docx",),
    "word belgeleri": ("docx",),
    "word dosyası": ("docx",),
    "word dosyaları": ("docx",),
}

EXCLUSIONS: tuple[str, ...] = ()
# Turkish exclusions follow the excluded word: "reklam olmadan", "Google hariç", "ücretli değil".
EXCLUSION_POSTPOSITIONS: tuple[str, ...] = (
    "olmadan", "hariç", "değil", "dışında", "yok", "olmayan", "olmasın", "istemiyorum",
)
ALTERNATIVES: tuple[str, ...] = ("veya", "yahut", "yoksa", "ya")

COMPARISONS: tuple[tuple[str, ...], ...] = (
    ("en", "fazla"), ("en", "az"), ("en", "çok"), ("maksimum",), ("minimum",), ("azami",), ("asgari",),
)
# Turkish comparisons follow the number: "10 dolar altında", "100 ms'den az", "5 dolara kadar".
COMPARISON_POSTPOSITIONS: tuple[tuple[str, ...], ...] = (
    ("altında",), ("altı",), ("üzerinde",), ("üstünde",), ("üstü",), ("az",), ("fazla",), ("kadar",),
    ("daha", "az"), ("daha", "fazla"),
)

# Orthographic evidence that a query is in this language (used only to resolve ambiguous markers):
# letters as written, and endings of folded words.
LETTERS = "ışğİ"
ENDINGS: tuple[str, ...] = ()
