"""Portuguese: stopwords, aliases onto catalogue vocabulary, condition markers.

"no" (em + o, "in the") and "o" (the) are resolved against Spanish "no" (not) and Spanish/Italian
"o" (or) by search_core.markers (see docs/language.md). Bounds: every alias maps onto at most 3
catalogue words; finite tables, tested.
"""

STOPWORDS: tuple[str, ...] = (
    "o", "a", "os", "as", "um", "uma", "uns", "umas", "de", "do", "da", "dos", "das", "em", "no",
    "na", "nos", "nas", "e", "para", "pra", "por", "com", "que", "meu", "minha", "preciso", "quero",
    "procuro", "serviço", "serviços", "ferramenta", "ferramentas", "algo", "pelo", "pela", "ao",
    "aos", "são", "seu", "sua", "este", "esta", "esse", "essa", "isso", "muito", "bom", "boa",
    "melhor", "pode", "possa", "seja", "encontrar", "agente", "agentes", "fazer", "permita", "qual",
    "onde", "também", "só", "num", "numa",
    "até", "entre", "máximo", "mínimo",
    # words of requests that name no service
    "meus", "minhas", "nosso", "nossa", "coisas",
    # articulated prepositions and other function words
    "pelos", "pelas", "dum", "duma",
    # "automatically" says how, not what: like English, not a service word
    "automaticamente",
    # getting, showing, today and yesterday: request words that name no service, as English "get", "show",
    # "today" (2 Dec 2026, fourth session)
    "obter", "ontem", "hoje", "mostrar",
    # "now" is not one: "agora" is also a product's name (Agora MCP), 7 Dec 2026
    # "an alternative to X": the request names X and what it is for, not a kind of service
    "alternativa", "alternativas",
    # spoken "is", "am", "has" and "some" (7 Dec 2026, twenty-seventh session: "o playwright tá comendo
    # memória demais ..., tem algum serviço": "tá" counted as a word no record holds beside the name)
    "tá", "tô", "estou", "tem", "algum", "alguma", "alguns", "algumas",
    # the fillers of speech ("então, um servidor ... tipo ... né"), as English "uh" (7 Dec 2026,
    # twenty-ninth session)
    "então", "tipo", "ahn", "hum",
    # must, should, be, will: what a request requires of a service, never what one does ("muss DSGVO-konform
    # sein"; Italian and Portuguese "deve" had matched "dev"), as English "must" (7 Dec 2026, twenty-ninth
    # session)
    "deve", "devem", "deveria", "ser", "será", "seria",
)

ALIASES: dict[str, tuple[str, ...]] = {
    "busca": ("search",),
    "buscar": ("search",),
    "buscador": ("search",),
    "pesquisa": ("search",),
    "pesquisar": ("search",),
    "raspar": ("scrape",),
    "raspagem": ("scrape",),
    "rastreador": ("scrape",),
    "navegador": ("browser",),
    "documento": ("document",),
    "dados": ("data",),
    "extrair": ("extract",),
    "extração": ("extract",),
    "análise": ("analysis",),
    "analisar": ("analysis",),
    "analisador": ("parser", "analysis"),
    "mapa": ("map",),
    "imagem": ("image",),
    "notícias": ("news",),
    "tradução": ("translate",),
    "traduzir": ("translate",),
    "pagamento": ("payment",),
    "pagar": ("payment",),
    "automação": ("automation",),
    "grátis": ("free",),
    "gratuito": ("free",),
    "preço": ("price",),
    "arquivo": ("file",),
    "servidor": ("server",),
    "texto": ("text",),
    "clima": ("weather",),
    "código": ("code",),
    "memória": ("memory",),
    "calendário": ("calendar",),
    "transcrição": ("transcript",),
    "página": ("page",),
    "resumo": ("summary",),
    "consulta": ("query",),
    # task verbs and nouns people use to describe what a service should do
    "fatura": ("invoice",),
    "faturas": ("invoice",),
    "recibo": ("receipt",),
    "recibos": ("receipt",),
    "formulário": ("form",),
    "formulários": ("form",),
    "preencher": ("fill", "form"),
    "automatizar": ("automation", "automate"),
    "planilha": ("spreadsheet", "sheets", "excel"),
    "planilhas": ("spreadsheet", "sheets", "excel"),
    "tabela": ("table",),
    "tabelas": ("table",),
    "enviar": ("send",),
    "monitorar": ("monitor",),
    "implantar": ("deploy",),
    "gerar": ("generate",),
    "criar": ("generate", "create"),
    "transcrever": ("transcript",),
    "resumir": ("summary", "summarize"),
    "ler": ("read",),
    "artigo": ("article",),
    "artigos": ("article",),
    "científico": ("scientific", "academic"),
    "científicos": ("scientific", "academic"),
    "recentes": ("recent",),
    "loja": ("shop", "store", "ecommerce"),
    "lojas": ("shop", "store", "ecommerce"),
    "foto": ("image", "photo"),
    "fotos": ("image", "photo"),
    # parsing a document is extracting its data
    "parsear": ("extract",),
    "consultar": ("query",),
    "escaneado": ("ocr", "scan"),
    "escaneados": ("ocr", "scan"),
    # domain vocabulary (2 Dec 2026): places, finance, travel, media, documents, public data. Not "rota"
    # (Spanish: broken), "câmbio" (Spanish cambio: change; taxa de câmbio is a phrase) or "legenda" (Italian:
    # a map's key); "compras", "reservas", "últimas" but not their singulars, which suffix stripping would
    # reach from English compress, reserve, ultimate
    # places and maps
    "hotéis": ("hotel",),
    "endereço": ("address",),
    "geocodificação": ("geocoding",),
    "geocodificar": ("geocode",),
    "itinerário": ("directions", "route"),
    "trajeto": ("directions", "route"),
    "percurso": ("directions", "route"),
    "direções": ("directions", "route"),
    "localização": ("location",),
    "localizar": ("location",),
    "lugar": ("place",),
    "perto": ("local",),
    "distância": ("distance",),
    "trânsito": ("traffic",),
    "tráfego": ("traffic",),
    # reviews, products, shopping
    "avaliação": ("review", "rating"),
    "resenha": ("review",),
    "opinião": ("review",),
    "estrelas": ("rating",),
    "produto": ("product",),
    "compras": ("shopping",),
    "comprar": ("shopping",),
    # finance and economy
    "bolsa": ("stock", "market"),
    "cotação": ("quote", "stock"),
    "moeda": ("currency",),
    "criptomoeda": ("crypto",),
    "cripto": ("crypto",),
    "empresa": ("company",),
    "negócio": ("company",),
    "financeiro": ("financial",),
    "financeira": ("financial",),
    "finanças": ("finance",),
    "previsão": ("forecast",),
    "histórico": ("historical",),
    "histórica": ("historical",),
    "climático": ("climate",),
    "climática": ("climate",),
    "temperatura": ("weather", "temperature"),
    "estatística": ("statistics",),
    "governo": ("government",),
    "governamental": ("government",),
    "censo": ("census",),
    "população": ("population",),
    "economia": ("economy",),
    "econômico": ("economy",),
    "econômica": ("economy",),
    "inflação": ("inflation",),
    "desemprego": ("unemployment",),
    "venda": ("sales",),
    "vender": ("sales",),
    # news, research
    "manchete": ("headlines", "news"),
    "citação": ("citation",),
    # travel
    "voo": ("flight",),
    "aeroporto": ("airport",),
    "viagem": ("travel",),
    "viajar": ("travel",),
    "reservas": ("booking",),
    "reservar": ("booking",),
    "trem": ("train",),
    "comboio": ("train",),
    # social media and media
    "postagem": ("post",),
    "postar": ("post",),
    "comentário": ("comment",),
    "comentar": ("comment",),
    "canais": ("channel",),
    "apresentação": ("presentation",),
    "legendas": ("subtitle",),
    "música": ("music",),
    "canção": ("music",),
    "voz": ("speech", "voice"),
    "fala": ("speech", "voice"),
    # documents
    "manuscrito": ("handwriting", "ocr"),
    "manuscrita": ("handwriting", "ocr"),
    "contrato": ("contract",),
    "assinatura": ("signature",),
    "assinar": ("signature",),
    "hiperligação": ("link", "url"),
    # communication, software, work
    "telefone": ("phone",),
    "celular": ("phone",),
    "telemóvel": ("phone",),
    "telemóveis": ("phone",),
    "contato": ("contact",),
    "contacto": ("contact",),
    "mensagem": ("message",),
    "repositório": ("repository",),
    "biblioteca": ("library",),
    "alerta": ("alert", "notification"),
    "notificação": ("notification", "alert"),
    "agendamento": ("schedule",),
    "agendar": ("schedule",),
    "cronograma": ("schedule",),
    "planejamento": ("schedule",),
    "emprego": ("job",),
    "pessoa": ("people",),
    "reunião": ("meeting",),
    # everyday topics
    "receita": ("recipe",),
    "comida": ("food",),
    "alimento": ("food",),
    "livro": ("book",),
    "esporte": ("sport",),
    "desporto": ("sport",),
    "esportivo": ("sport",),
    "placar": ("score",),
    "pontuação": ("score",),
    "equipe": ("team",),
    "equipa": ("team",),
    "jogo": ("game",),
    "medicina": ("medical",),
    "médico": ("medical",),
    "médica": ("medical",),
    # medicines (3 Dec 2026, after the thirteenth held-out set)
    "medicamento": ("drug", "medication"),
    "remédio": ("drug", "medication"),
    "último": ("recent",),
    "últimas": ("recent",),
    # football (soccer), as the catalogue names it (2 Dec 2026, after the sixth held-out set)
    "futebol": ("football",),
    # earthquakes, as the catalogue names them (7 Dec 2026, fourteenth session)
    "terremoto": ("earthquake",),
    "terremotos": ("earthquake",),
    "sismo": ("earthquake",),
    "sismos": ("earthquake",),
    "brasileirão": ("football", "soccer"),
    # a currency's name is a currency (2 Dec 2026, fourth session)
    "dólar": ("dollar", "currency"),
    # general request vocabulary (2 Dec 2026, fourth session): places, files, results, languages, registers.
    # Regular plurals (cidades, resultados, comparações, linguagens, regiões ...) are reached by suffix
    # stripping. Not "pasta" (English and Italian pasta), "assunto" (Italian: hired, assumed), "diário"
    # (a diary, and Diário Oficial is the official gazette; Italian diario: diary), "horária" (Spanish
    # zona horaria: time zone), "rota" (Spanish: broken), "estado" (state is also status), nor words
    # written as in English (local, regional, download, upload). Only the plurals "números", "listas" and
    # the feminine plural "diárias": suffix stripping would reach the singulars número, lista, diária from
    # English numerous, listen (listener), diaries
    "carregar": ("upload",),
    "resultado": ("result",),
    "idioma": ("language",),
    "língua": ("language",),
    "linguagem": ("language",),
    "localmente": ("local",),
    "diretório": ("folder",),
    "directório": ("folder",),
    "interrogar": ("query",),
    "navegar": ("navigate", "browse"),
    "navegação": ("navigate", "browse"),
    "limpo": ("clean",),
    "limpa": ("clean",),
    "limpar": ("clean",),
    "limpeza": ("clean",),
    "anúncio": ("ads", "listing"),
    "publicidade": ("ads",),
    "diárias": ("daily",),
    "diários": ("daily",),
    "diariamente": ("daily",),
    # nationality adjectives name the country (they count as places in ranking: lexicon/places.py)
    "brasileiro": ("brazil",),
    "brasileira": ("brazil",),
    "brasileiros": ("brazil",),
    "brasileiras": ("brazil",),
    "portuguesa": ("portugal",),
    "portuguesas": ("portugal",),
    # sports, authors, fuel and other task words of requests (6 Dec 2026, ninth session)
    "ações": ("stock",),
    "classificação": ("standings",),
    "autor": ("author",),
    "combustível": ("fuel",),
    # passwords (7 Dec 2026, twenty-seventh session): a portal's password asks for a browser that logs in.
    # Words for "download" (herunterladen, descargar, télécharger ...) were tried and not kept: they put
    # website downloaders before the browsers that log in (docs/language.md)
    "senha": ("login",),
    "senhas": ("login",),
}

# Alias words that Spanish or Italian write the same way, with the same meaning (empresa, lugar, música,
# economia, último ...): no evidence that a query is Portuguese, so Spanish "empresas no verificadas" and
# Italian "economia o finanza" keep their "no" (not) and "o" (or) (markers.word_languages).
SHARED_WORDS: tuple[str, ...] = (
    "medicamento",
    "itinerário", "localizar", "lugar", "distância", "trânsito", "compras", "comprar", "bolsa", "empresa",
    "negócio", "cripto", "histórico", "histórica", "climático", "climática", "temperatura", "censo",
    "governo", "economia", "econômico", "econômica", "vender", "aeroporto", "viajar", "reservas",
    "reservar", "comentário", "comentar", "música", "voz", "manuscrito", "manuscrita", "contrato",
    "celular", "contacto", "repositório", "biblioteca", "alerta", "agendar", "cronograma", "comida",
    "alimento", "medicina", "médico", "médica", "último", "últimas",
    "dólar",
    # general request vocabulary (2 Dec 2026, fourth session): Spanish (and Italian língua, localmente,
    # diariamente) write these the same way, with the same meaning
    "resultado", "idioma", "língua", "localmente", "directório", "interrogar", "navegar", "anúncio",
    "diárias", "diários", "diariamente",
)

# Words for "last" or "next" before a span of time ("die letzten 24 Stunden", "los próximos 7 días"):
# when, not what, dropped there as English "last" is (analysis._is_relative_time); the span stays searched.
RELATIVE_TIME: tuple[str, ...] = (
    "últimos", "últimas", "último", "última", "próximos", "próximas", "próximo", "próxima", "passados",
    "passadas",
)
TIME_UNITS: tuple[str, ...] = (
    "hora", "horas", "dia", "dias", "semana", "semanas", "mês", "meses", "ano", "anos",
)

# Multi-word expressions that stand for one catalogue word, matched (folded, word by word) before
# conditions are looked for: "navegador sin cabeza" is a headless browser, not an exclusion.
# French elisions are dropped first (capture d'écran = capture écran).
PHRASES: dict[str, tuple[str, ...]] = {
    # public transport (7 Dec 2026, twenty-eighth session)
    "transporte público": ("transit", "transport"),
    "transportes públicos": ("transit", "transport"),
    "sem cabeça": ("headless",),
    "banco de dados": ("database",),
    "bancos de dados": ("database",),
    "base de dados": ("database",),
    "correio eletrônico": ("email",),
    "mecanismo de busca": ("search",),
    "captura de tela": ("screenshot",),
    "capturas de tela": ("screenshot",),
    "nota fiscal": ("invoice",),
    "notas fiscais": ("invoice",),
    "tirar print": ("screenshot",),
    "print de tela": ("screenshot",),
    "reconhecimento de texto": ("ocr",),
    "reconhecimento óptico de caracteres": ("ocr",),
    "folha de cálculo": ("spreadsheet",),
    # a Word document is a .docx file (the catalogue names the format)
    "documento word": ("docx",),
    "documentos word": ("docx",),
    "arquivo word": ("docx",),
    "arquivos word": ("docx",),
    # domain vocabulary (2 Dec 2026): places, finance, travel, media, documents, public data
    "taxa de câmbio": ("currency", "exchange"),
    "taxas de câmbio": ("currency", "exchange"),
    "bolsa de valores": ("stock", "market"),
    "mercado de ações": ("stock", "market"),
    "preço das ações": ("stock", "quote"),
    "cotação das ações": ("stock", "quote"),
    "rede social": ("social",),
    "redes sociais": ("social",),
    "mídia social": ("social",),
    "mídias sociais": ("social",),
    "tempo real": ("realtime", "live"),
    "ao vivo": ("live", "realtime"),
    "ponto de interesse": ("place",),
    "pontos de interesse": ("place",),
    "perto de mim": ("local",),
    "como chegar": ("directions", "route"),
    "previsão do tempo": ("weather", "forecast"),
    "comércio eletrônico": ("shop", "ecommerce"),
    "escrito à mão": ("handwriting", "ocr"),
    "escrita à mão": ("handwriting", "ocr"),
    "administração pública": ("government",),
    "vaga de emprego": ("job",),
    "vagas de emprego": ("job",),
    "passagem aérea": ("flight",),
    "passagens aéreas": ("flight",),
    "artigo científico": ("paper", "scientific", "academic"),
    "artigos científicos": ("paper", "scientific", "academic"),
    "pesquisa científica": ("research",),
    "iniciar sessão": ("login",),
    # general request vocabulary (2 Dec 2026, fourth session): places, files, results, languages, registers
    "linguagem natural": ("natural", "language"),
    "dados abertos": ("open", "data"),
    "horário de funcionamento": ("hours",),
    "horários de funcionamento": ("hours",),
    "horário de atendimento": ("hours",),
    "registro comercial": ("company", "registry"),
    "registo comercial": ("company", "registry"),
    "junta comercial": ("company", "registry"),
    "registro de empresas": ("company", "registry"),
    "de hora em hora": ("hourly",),
    "a cada hora": ("hourly",),
    "roteiro de viagem": ("route",),
    # putting text into other languages is translating it (as in English and German: the languages are not
    # a second word of the request; 2 Dec 2026, fourth session)
    "para outros idiomas": ("translate",),
    "para outro idioma": ("translate",),
    "em vários idiomas": ("translate",),
    "para vários idiomas": ("translate",),
    "em outros idiomas": ("translate",),
}

EXCLUSIONS: tuple[str, ...] = ("sem", "exceto", "salvo", "não", "nem", "nunca", "excluindo")
EXCLUSION_POSTPOSITIONS: tuple[str, ...] = ()
ALTERNATIVES: tuple[str, ...] = ("ou",)

COMPARISONS: tuple[tuple[str, ...], ...] = (
    ("não", "mais", "de"), ("abaixo", "de"), ("acima", "de"), ("menos", "de"), ("mais", "de"),
    ("no", "máximo"), ("no", "mínimo"), ("inferior", "a"), ("superior", "a"), ("mais", "barato", "que"),
    ("menos", "que"), ("mais", "que"), ("até",), ("entre",), ("máximo",), ("mínimo",),
)
COMPARISON_POSTPOSITIONS: tuple[tuple[str, ...], ...] = (("ou", "menos"), ("ou", "mais"), ("no", "máximo"))

# Orthographic evidence that a query is in this language (used only to resolve ambiguous markers):
# letters as written, and endings of folded words.
LETTERS = "ãõ"
ENDINGS: tuple[str, ...] = ("cao", "coes", "agem", "agens")
# Endings of nouns shared by Portuguese and Spanish: after "no", a noun reads as Portuguese "no" (in
# the) when the query is as Portuguese as Spanish (navegador no servidor); Spanish "no" negates verbs
# and adjectives (no gratuito, no requiere).
NOUN_ENDINGS: tuple[str, ...] = ("dor", "dores", "mento", "mentos", "agem", "agens", "cao", "coes")
