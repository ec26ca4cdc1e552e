"""Best effort's one applicable condition: an exclusion of credentials ("without an api key", "no login").

The strict search cannot apply any exclusion (UNSUPPORTED_CONDITIONS). Best effort can apply this one,
because every record says how it authenticates (`auth`): an exclusion whose words all name a key or an
account leaves out the services whose sources say they need one, and keeps those whose sources say
nothing (`unknown`, shown as "Auth not stated"). docs/search.md, "Best effort" 3.
"""

from __future__ import annotations

from search_core.conditions import Condition
from search_core.lexicon.tables import EXCLUSION_POSTPOSITIONS, EXCLUSIONS
from search_core.text import tokens

# Folded words that name a key: excluding one leaves out the services that need an API key.
KEY_WORDS = frozenset(
    {
        "key", "keys", "apikey", "apikeys", "token", "tokens", "secret",
        "schlussel", "apischlussel", "clave", "claves", "cle", "cles", "chiave", "chiavi", "chave", "chaves",
        "anahtar", "anahtari",
    }
)  # fmt: skip
# Folded words that name an account or a sign-in: excluding one leaves out every kind of credential.
ACCOUNT_WORDS = frozenset(
    {
        "auth", "authentication", "authorization", "login", "logins", "signup", "signin", "registration",
        "register", "account", "accounts", "credential", "credentials", "oauth", "password", "passwords",
        "anmeldung", "registrierung", "konto", "authentifizierung", "registro", "cuenta", "autenticacion",
        "inscription", "compte", "authentification", "registrazione", "autenticazione", "cadastro", "conta",
        "autenticacao", "kayit", "hesap", "uyelik",
    }
)  # fmt: skip
# Words that may stand beside a key or account word ("api key", "API-Schlüssel") but name none alone: "not an
# api" asks for something other than an API, not for one without a key.
MODIFIERS = frozenset({"api", "apis"})
# Words an exclusion's phrase may hold besides those: its markers (the lexicons' EXCLUSIONS and
# EXCLUSION_POSTPOSITIONS, and "no", which markers.py resolves by language), articles and the like
# ("without an api key", "no login required", "anahtarı olmadan").
FILLERS = frozenset(
    {
        "no", "kein", "keine", "keinen", "a", "an", "any", "the", "ein", "eine", "einen", "un", "una", "une",
        "uma", "um", "de", "d",
        "need", "needed", "needing", "needs", "require", "required", "requiring", "requires",
        # the verbs of "que no requiere clave", "die keinen API-Schlüssel braucht", "che non richiede chiave"
        "requiere", "requieren", "necesita", "necesitan", "exige", "exigen", "exigem", "requer", "requerem",
        "precisa", "precisam", "necessite", "necessitent", "requiert", "braucht", "benotigt", "erfordert",
        "notig", "erforderlich", "richiede", "richiedono", "necessita", "serve",
    }
)  # fmt: skip

# Words left out before reading the rest of a phrase.
NAMING_NOTHING = FILLERS | MODIFIERS | EXCLUSIONS | EXCLUSION_POSTPOSITIONS

NEEDS_A_KEY = ("api-key",)
NEEDS_CREDENTIALS = ("api-key", "oauth", "wallet-payment")


def left_out_auth(condition: Condition) -> tuple[str, ...]:
    """The `auth` values an exclusion of credentials leaves out (in the schema's order), () for any other
    condition: NEEDS_CREDENTIALS when a word names an account or sign-in, NEEDS_A_KEY when they name a key."""
    if condition.kind != "exclusion":
        return ()
    words = [token.word for token in tokens(condition.phrase) if not token.negated]  # "doesn't", "won't"
    named = [word for word in words if word not in NAMING_NOTHING]
    if not named or any(word not in KEY_WORDS and word not in ACCOUNT_WORDS for word in named):
        return ()
    return NEEDS_CREDENTIALS if any(word in ACCOUNT_WORDS for word in named) else NEEDS_A_KEY


def auth_words(values: tuple[str, ...]) -> str:
    """What the left-out services need, in words: "an API key" or "an API key, OAuth or a wallet payment"."""
    return "an API key, OAuth or a wallet payment" if values == NEEDS_CREDENTIALS else "an API key"
