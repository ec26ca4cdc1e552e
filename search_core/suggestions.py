"""How to express an unsupported condition instead: the English suggestion of each Condition.

Payment and account prohibitions are never turned into free-only or no-account filters (the contract:
a prohibition on paying or connecting now is not a preference about the services found).
"""

from __future__ import annotations

from collections.abc import Sequence

from search_core.forms import lookup_alias, stem
from search_core.markers import ALTERNATIVE, COMPARISON

# Words of a price or of paying: an exclusion of them is about the pricing model ("not free").
PRICING_KEYS = frozenset(
    stem(word)
    for word in (
        "pay",
        "paid",
        "payment",
        "price",
        "cost",
        "fee",
        "subscription",
        "charge",
        "billing",
        "money",
        "free",
    )
)


# Words of a prohibition on connecting an account now ("without login", "ohne Anmeldung", "sin cuenta").
ACCOUNT_KEYS = frozenset(
    stem(word)
    for word in (
        "account",
        "login",
        "logon",
        "signup",
        "registration",
        "register",
        "auth",
        "authentication",
        "oauth",
        "credential",
        "credentials",
        "key",
        "anmeldung",
        "konto",
        "registrierung",
        "cuenta",
        "registro",
        "compte",
        "inscription",
        "conta",
        "cadastro",
        "iscrizione",
        "hesap",
        "kayit",
        "uyelik",
    )
)


# The act of paying (a prohibition on paying now), as opposed to a price model (free, subscription).
PAYMENT_KEYS = frozenset(stem(word) for word in ("pay", "paying", "payment", "charge", "billing", "money"))


def _keys_of(word: str) -> set[str]:
    """The word's match key and those of the catalogue words it is an alias of."""
    return {stem(word)} | {stem(target) for target in lookup_alias(word)[0]}


def _is_pricing(word: str) -> bool:
    """A word (or alias) of a price model or of paying."""
    return bool(_keys_of(word) & PRICING_KEYS)


def _is_payment(word: str) -> bool:
    """A word (or alias) of the act of paying."""
    return bool(_keys_of(word) & PAYMENT_KEYS)


def _is_account(word: str) -> bool:
    """A word of having or connecting an account."""
    return stem(word) in ACCOUNT_KEYS


# The request's filters and their values, as the suggestions name them.
FILTER_VALUES = {
    "protocol": ("mcp", "rest", "x402"),
    "category": ("search", "extraction", "data", "browser", "documents"),
    "pricing": ("free", "freemium", "usage-based", "subscription"),
}


def _filter_for(words: list[str]) -> str | None:
    """The filter whose values all these words name (by match key), if any."""
    for name, values in FILTER_VALUES.items():
        keys = {stem(value) for value in values}
        if words and all(stem(word) in keys for word in words):
            return name
    return None


def _comparison_suggestion(quoted: str, money: bool) -> str:
    if money:
        return (
            f"Numerical comparisons are not supported: remove {quoted} and use the pricing filter "
            "(free, freemium, usage-based, subscription) to narrow by price."
        )
    return (
        f"Numerical comparisons are not supported: remove {quoted} and compare the results' "
        "recorded details yourself."
    )


def _alternative_suggestion(quoted: str, operands: list[str], rest: list[str]) -> str:
    """Search once per side (with the query's other words, `rest`: "firecrawl scraping", then "apify
    scraping"), or once per value of the filter every side names."""
    if len(operands) < 2:
        return f"Alternatives are not supported: remove {quoted} and search once for each alternative."
    filter_name = _filter_for(operands)
    if filter_name is not None:
        each = ", then ".join(f'"{word}"' for word in operands)
        return (
            f"Alternatives are not supported: search once with the {filter_name} filter "
            f"set to each value ({each})."
        )
    each = ", then ".join(f'"{" ".join([word, *rest])}"' for word in operands)
    return f"Alternatives are not supported: search once for each alternative instead ({each})."


def _exclusion_suggestion(quoted: str, operands: list[str]) -> str:
    if any(_is_payment(word) for word in operands):
        # A prohibition on paying now is not a preference for free services (the contract says so).
        return (
            f"Exclusions are not supported: remove {quoted}. If paying is only ruled out for now, keep the "
            "complete wording in originalRequest with executionPolicy payments false: that does not exclude "
            'paid services from discovery. Use the pricing filter (for example "free") only when only free '
            "services are wanted."
        )
    if any(_is_pricing(word) for word in operands):
        return (
            f"Exclusions are not supported: remove {quoted} and use the pricing filter "
            "(free, freemium, usage-based, subscription) for the price model you want."
        )
    if any(_is_account(word) for word in operands):
        return (
            f"Exclusions are not supported: remove {quoted}. If connecting an account is only ruled out for "
            "now, keep the complete wording in originalRequest with executionPolicy accountConnections "
            "false: that does not exclude account-based services from discovery. To find services that need "
            "no account, compare the results' auth field."
        )
    filter_name = _filter_for(operands)
    if filter_name is not None:
        return (
            f"Exclusions are not supported: remove {quoted} and use the {filter_name} filter "
            "for the value you want."
        )
    return f"Exclusions are not supported: remove {quoted} and search with plain terms for what you want."


def suggestion_for(kind: str, phrase: str, operands: list[str], money: bool, rest: Sequence[str] = ()) -> str:
    """How to express an unsupported condition instead, in English (`rest`: the query's words outside every
    condition, which an alternative's sides are searched with)."""
    quoted = f'"{phrase}"'
    if kind == COMPARISON:
        return _comparison_suggestion(quoted, money)
    if kind == ALTERNATIVE:
        return _alternative_suggestion(quoted, operands, list(rest))
    return _exclusion_suggestion(quoted, operands)
