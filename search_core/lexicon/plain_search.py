"""Words of a request for search that names nothing to search (search_core.plain_search): English words,
which the other languages' words meet through their aliases ("gratis" is "free", "Schnittstelle" "api")."""

# The word whose key makes a term a search word ("search engine", "búsqueda" and "Suchmaschine" have it).
SEARCH_WORD = "search"

# What may stand beside it: the kind of service, what it costs, who calls it, how good it is.
COMPANIONS: tuple[str, ...] = (
    # the kind of service
    "api", "apis", "endpoint", "service", "services", "tool", "tools", "engine", "engines", "provider",
    "providers", "server", "servers", "mcp", "integration", "plugin", "sdk", "key", "keys",
    # what it costs
    "free", "freemium", "cheap", "cheapest", "paid",
    # who calls it
    "agent", "agents", "llm", "llms", "ai", "assistant", "chatbot", "bot",
    # how good
    "best", "good", "fast", "simple", "reliable",
)  # fmt: skip

# What a web search service's name, capability, tag or tagline says (word pairs, in this order).
WEB_SEARCH_PAIRS: tuple[str, ...] = ("web search", "internet search")
