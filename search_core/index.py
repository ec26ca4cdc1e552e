"""The search index: built once from the records, JSON-serializable, compiled lazily at query time.

Index format 5 (a dict; docs/search.md, "Index"):
- ``format``: 5; ``generatedAt``: RFC 3339 date-time; ``baseUrl``: the site URL or null.
- ``records``: the catalogue records, in catalogue order (the full view serves them as they are). The
  index file keeps them in columns (``dump_index``); ``load_index`` keeps them so (``Rows``) and makes a
  record the first time it is read.
- ``rank``: for each record, its position in the static order (verification level, quality, names starting
  with a letter first, folded name, name, slug).
- ``postings``: for each match key (sorted), the records whose fields hold it, sorted and delta-coded (each
  the distance from the previous record of the list; for the first, from record 0), as one text: the deltas
  in decimal joined by commas (``"0,3,1,66"``), so the JSON parser makes one string per key, not a number
  per record.
- ``masks``: for each key of ``postings``, in the same order, the field mask of each of its records, as three
  hex digits per record (``"041001"``: 0x041, then 0x001): bit i set for FIELDS[i], bit 6 when the key is in
  the name itself, bit 7 when it is one of the provider's brand keys (``brand_keys``) and bit 8 when it is in
  the tagline (a flag within the description field: ranking rules 3 and 5.1 of docs/search.md).
- ``weights``: for each key of ``postings``, in the same order, its rarity weight (``rarity_weight``).
- ``pairs``: for each two keys found next to each other in one text of a record (``"first second"``, stopwords
  skipped; the name, each capability and tag, the tagline), each key held by two records or more, and (in a
  catalogue of SMALL_CATALOGUE records or more) the pair in a name or held by two records or more: the records
  holding them in that order, delta-coded as text like ``postings``.
- ``words``: the catalogue's written words (folded, ASCII letters, at least 3) of keys held by two records or
  more, sorted: the vocabulary of "did you mean" (typos.py).
- ``quality``: for each record, its quality points (``quality_points``); ``nameKeys``: for each record, how
  many distinct keys its name has; ``brandKeys``: for each record, how many brand keys its provider has
  (``brand_keys``: those a query must all meet to name the provider; the keys whose masks have bit 7).

In the index file (``dump_index``), ``records`` is ``{"shapes", "shape", "columns"}``: ``shapes`` the
distinct key lists of the records (in order of first use), ``shape`` the shape of each record, and
``columns[s][k]`` the values of key k of every record of shape s, in catalogue order. Each field's values
then sit together, which brotli compresses better (10k records: 1.62 -> 1.45 MB with the masks apart), and
the JSON parser reads no key twice.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, overload

from search_core import analysis
from search_core.negation import affirmed
from search_core.text import is_word_char, tokens

INDEX_FORMAT = 5

# Searchable fields, in ranking order; the bit of field i in a posting's mask is 1 << i.
FIELDS = ("name_provider", "capabilities", "description", "category", "protocol", "pricing")
NAME_BIT = 1 << 6  # the key is in the name (not only the provider)
PROVIDER_BIT = 1 << 7  # the key is one of the provider's brand keys (brand_keys)
TAGLINE_BIT = 1 << 8  # the key is in the tagline (within the description field)
MASK_DIGITS = 3  # hex digits of one record's field mask in the index's ``masks``
FIELD_BITS = 4 * MASK_DIGITS
FIELD_MASK = (1 << len(FIELDS)) - 1
NAME_PROVIDER_FIELD = 1 << FIELDS.index("name_provider")
VERIFICATION_ORDER = {"connection-tested": 0, "documented": 1, "listed": 2}
COMPILED_CACHE_SIZE = 4
# Below this many records the index keeps the word pairs held by one record too (shared_pairs).
SMALL_CATALOGUE = 1000
# ASCII whitespace only, so the patterns never depend on the Unicode database.
_LINK_TARGET = re.compile(r"\]\([^()\t\n\r\f\v ]*(?:[ \t\n]+\"[^\"]*\")?\)")
_URL = re.compile(r"<?(?:https?|ftp)://[^\t\n\r\f\v <>()\[\]]+>?")


def prose(markdown: str) -> str:
    """The words of Markdown prose: link texts kept, link targets and bare URLs removed (not searchable)."""
    return _URL.sub(" ", _LINK_TARGET.sub("] ", markdown))


def searchable_prose(markdown: str) -> str:
    """The searchable words of a tagline or description: its prose without what it negates (negation.py) or
    says in another sense (senses.py)."""
    return affirmed(prose(markdown))


# A registry's lifecycle mark at the end of a name ("SQLite MCP Server (archived)"): a status, which the
# record's registryLifecycle carries, not a word naming the service ("an archive back to 2018").
_LIFECYCLE_MARK = re.compile(r"\s*\((?:archived|deprecated)\)\s*$", re.IGNORECASE)


def searchable_name(record: dict[str, Any]) -> str:
    """The record's name as searched: without a trailing lifecycle mark."""
    return _LIFECYCLE_MARK.sub("", str(record.get("name", "")))


def lifecycle_mark(record: dict[str, Any]) -> list[str]:
    """The lifecycle mark of the name ("archived"), searched as a tag is: a pasted "SQLite Server (archived)"
    still meets every word of its record, but "archive" names no service."""
    found = _LIFECYCLE_MARK.search(str(record.get("name", "")))
    return [found.group().strip(" ()")] if found else []


def field_texts(record: dict[str, Any]) -> tuple[list[str], ...]:
    """The texts of each searchable field of a record, in FIELDS order."""
    pricing = record.get("pricing") or {}
    return (
        [searchable_name(record), without_platform(str(record.get("provider", "")))],
        [str(word) for word in list(record.get("capabilities") or []) + list(record.get("tags") or [])]
        + lifecycle_mark(record),
        [searchable_prose(str(record.get(name, ""))) for name in ("tagline", "description")],
        [str(record.get("category", ""))],
        [str(protocol) for protocol in record.get("protocols") or []],
        [str(pricing.get("model", ""))],
    )


Texts = tuple[list[str], ...]  # a record's field_texts


def field_keys(record: dict[str, Any]) -> list[list[tuple[str, str]]]:
    """(match key, surface word) pairs of each searchable field, in FIELDS order."""
    return keys_of_texts(field_texts(record))


def keys_of_texts(texts: Texts) -> list[list[tuple[str, str]]]:
    """field_keys of a record's field_texts."""
    return [[pair for text in field for pair in analysis.document_keys(text)] for field in texts]


def tagline_keys(record: dict[str, Any]) -> set[str]:
    """The keys of the tagline, the record's one-line summary."""
    return tagline_keys_of_texts(field_texts(record))


def tagline_keys_of_texts(texts: Texts) -> set[str]:
    """tagline_keys of a record's field_texts (the tagline is the first text of the description field)."""
    return {key for key, _ in analysis.document_keys(texts[FIELDS.index("description")][0])}


def name_and_brand_keys(record: dict[str, Any]) -> tuple[set[str], set[str]]:
    """The keys of the name and the brand keys of the provider, apart."""
    name = {key for key, _ in analysis.document_keys(searchable_name(record))}
    return name, brand_keys(str(record.get("provider", "")))


# Words of a company's legal or generic form, and of a listing's generic suffix: a query names "Exa Labs" or
# "ExchangeRate-API" without them (folded words).
COMPANY_WORDS = frozenset((
    "ag", "ai", "api", "apis", "bv", "co", "community", "company", "corp", "corporation", "dev", "gmbh",
    "group", "hq", "inc", "io", "lab", "labs", "limited", "llc", "ltd", "mcp", "official", "oy", "plc",
    "pty", "sa", "sas", "software", "srl", "team", "tech", "technologies", "technology",
))  # fmt: skip
_HOST_NAME = re.compile(r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
# Second-level labels under a country's domain (bbc.co.uk, data.gov.sa): the brand is the label before them.
_SECOND_LEVEL = frozenset(
    ("ac", "co", "com", "edu", "go", "gob", "gouv", "gov", "govt", "ne", "net", "or", "org")
)
# Hosting platforms' domains under which each customer's site has a host name of its own (the private
# section of the Public Suffix List): "kdp-api.vercel.app" is not Vercel's, and its provider is "kdp-api".
PLATFORM_DOMAINS = frozenset((
    "appspot.com", "azurewebsites.net", "blogspot.com", "deno.dev", "firebaseapp.com", "fly.dev",
    "github.io", "gitbook.io", "gitlab.io", "glitch.me", "herokuapp.com", "hf.space", "netlify.app",
    "notion.site", "onrender.com", "pages.dev", "railway.app", "readthedocs.io", "repl.co", "replit.app",
    "streamlit.app", "substack.com", "surge.sh", "vercel.app", "web.app", "webflow.io", "wixsite.com",
    "wordpress.com", "workers.dev",
))  # fmt: skip


def without_platform(provider: str) -> str:
    """A provider written as a host name under a hosting platform's domain, without that domain
    (``kdp-api.vercel.app`` -> ``kdp-api``); any other provider as it is."""
    text = provider.strip()
    if _HOST_NAME.fullmatch(text):
        labels = text.split(".")
        if len(labels) > 2 and ".".join(labels[-2:]).lower() in PLATFORM_DOMAINS:
            return ".".join(labels[:-2])
    return provider


def brand_text(provider: str) -> str:
    """The part of a provider's name a query names it by: the registrable label of a host name
    (``open.fda.gov`` -> ``fda``, ``OCR.Space`` -> ``OCR``, ``data.gov.sa`` -> ``data``,
    ``docstruct.pages.dev`` -> ``docstruct``), else the whole name."""
    customer = without_platform(provider)
    if customer != provider:
        return customer.rsplit(".", 1)[-1]  # the customer's own label, right before the platform's domain
    text = provider.strip()
    if not _HOST_NAME.fullmatch(text) or not text.rsplit(".", 1)[1].isalpha():
        return text
    labels = text.split(".")[:-1]
    if len(labels) >= 2 and labels[-1].lower() in _SECOND_LEVEL:
        labels = labels[:-1]
    return labels[-1]


def brand_keys(provider: str) -> set[str]:
    """The keys a query must meet, every one, to name the provider (ranking rule 4): those of the words of
    its brand text, company words left out. Empty (no query names it) when a word of it is not searchable
    ("under-doc": "under" is a stopword, so "doc" alone would name it) or it is only company words."""
    keys: set[str] = set()
    provider_keys = {key for key, _ in analysis.document_keys(without_platform(provider))}
    for token in tokens(brand_text(provider)):
        if token.word in COMPANY_WORDS:
            continue
        found = {term.alternatives[0].key for term in analysis.analyze_query(token.word).terms}
        if not found or not found <= provider_keys:
            return set()
        keys |= found
    return keys


def text_pairs(text: str) -> set[str]:
    """ "first second" for every two different keys next to each other in a text (stopwords skipped)."""
    keys = [key for key, _ in analysis.document_keys(text)]
    return {f"{first} {second}" for first, second in itertools.pairwise(keys) if first != second}


def adjacent_pairs(record: dict[str, Any]) -> tuple[set[str], set[str]]:
    """The pairs of the name, and those of each capability and tag and of the tagline (the description is
    left out: the index stays small)."""
    return adjacent_pairs_of_texts(field_texts(record))


def adjacent_pairs_of_texts(texts: Texts) -> tuple[set[str], set[str]]:
    """adjacent_pairs of a record's field_texts."""
    others: set[str] = set()
    for text in [*texts[1], texts[2][0]]:
        others |= text_pairs(text)
    return text_pairs(texts[0][0]), others


# Quality points (docs/search.md, "Ranking"): what a record or its notes say of a real, maintained service.
_ALSO_LISTED = re.compile(r"(?m)^Also listed in: (.*)$")
_LISTING_SOURCE = re.compile(r"(?:^|; )([^;(]+?) \(")
MAX_LISTING_POINTS = 3


def independent_listings(notes: str) -> int:
    """How many other sources (distinct names) the notes say also list the service."""
    found = _ALSO_LISTED.search(notes)
    if found is None:
        return 0
    return len({source.strip() for source in _LISTING_SOURCE.findall(found.group(1))})


def quality_points(record: dict[str, Any]) -> int:
    """Signals of a real, maintained service that the data carries, as integer points (more is better)."""
    notes = str(record.get("notes") or "")
    points = min(independent_listings(notes), MAX_LISTING_POINTS)
    points += 2 if "marks it as an official implementation" in notes else 0
    points += 1 if record.get("registryName") else 0
    declared = record.get("endpoint") or " package `" in notes or "Docker catalogue name `" in notes
    points += 1 if declared else 0
    points += 1 if record.get("docsUrl") else 0
    points += 1 if "from the source category" in notes and "(split by" not in notes else 0
    points -= 2 if "marks it archived" in notes else 0
    return points


def starts_with_letter(name: str) -> bool:
    """The folded name starts with a letter (not a digit, @, a dot or other punctuation)."""
    first = analysis.fold(name)[:1]
    return bool(first) and is_word_char(first) and not "0" <= first <= "9"


def static_order_key(record: dict[str, Any]) -> tuple[int, int, bool, str, str, str]:
    """Ranking tie-breaker: verification level (best first), more quality points, names starting with a
    letter, then folded name, name and slug."""
    name = str(record.get("name", ""))
    return (
        VERIFICATION_ORDER.get(str(record.get("verification")), len(VERIFICATION_ORDER)),
        -quality_points(record),
        not starts_with_letter(name),
        analysis.fold(name),
        name,
        str(record.get("slug", "")),
    )


def rarity_weight(document_frequency: int, record_count: int) -> int:
    """An integer IDF: about 4 * log2(2 * records / document frequency), in quarter steps (at least 1).

    A key every record holds weighs 4, one record in 8 weighs 16, one record in 3,000 weighs 48."""
    ratio = (max(record_count, 1) << 1) // max(document_frequency, 1)
    bits = ratio.bit_length()
    quarter = (ratio >> (bits - 3)) & 3 if bits >= 3 else 0
    return max(4 * bits + quarter - 4, 1)


def build_index(
    records: list[dict[str, Any]], generated_at: str, base_url: str | None = None
) -> dict[str, Any]:
    """Make the JSON-serializable index from records in catalogue order."""
    masks: dict[str, dict[int, int]] = {}
    record_pairs: list[tuple[set[str], set[str]]] = []
    surfaces: dict[str, set[str]] = {}
    name_sizes: list[int] = []
    brand_sizes: list[int] = []
    for position, record in enumerate(records):
        if not isinstance(record, dict):
            raise ValueError(f"record {position} is not an object")
        texts = field_texts(record)  # once per record: the negation pass reads every tagline and description
        for field_number, field_pairs in enumerate(keys_of_texts(texts)):
            for key, surface in field_pairs:
                per_record = masks.setdefault(key, {})
                per_record[position] = per_record.get(position, 0) | (1 << field_number)
                surfaces.setdefault(key, set()).add(surface)
        name, brand = name_and_brand_keys(record)
        flags = [(key, NAME_BIT) for key in name] + [(key, PROVIDER_BIT) for key in brand]
        flags += [(key, TAGLINE_BIT) for key in tagline_keys_of_texts(texts)]
        for key, bit in flags:
            masks[key][position] |= bit
        name_sizes.append(len(name))
        brand_sizes.append(len(brand))
        record_pairs.append(adjacent_pairs_of_texts(texts))
    order = sorted(range(len(records)), key=lambda i: static_order_key(records[i]))
    rank = [0] * len(records)
    for position, record_number in enumerate(order):
        rank[record_number] = position
    keys = sorted(masks)
    pairs = shared_pairs(record_pairs, masks)
    return {
        "format": INDEX_FORMAT,
        "generatedAt": generated_at,
        "baseUrl": base_url,
        "records": records,
        "rank": rank,
        "postings": {key: _delta_text(sorted(masks[key])) for key in keys},
        "masks": [_mask_text(masks[key]) for key in keys],
        "weights": [rarity_weight(len(masks[key]), len(records)) for key in keys],
        "pairs": {pair: _delta_text(pairs[pair]) for pair in sorted(pairs)},
        "words": written_words(surfaces, masks),
        "quality": [quality_points(record) for record in records],
        "nameKeys": name_sizes,
        "brandKeys": brand_sizes,
    }


def shared_pairs(
    record_pairs: list[tuple[set[str], set[str]]], masks: dict[str, dict[int, int]]
) -> dict[str, list[int]]:
    """The records of each pair that is kept: both keys held by two records or more (a key held by one
    record already singles it out), and, in a catalogue of SMALL_CATALOGUE records or more, the pair in a name
    or held by two records or more (a pair held by one record only, outside its name, is left out there: the
    index stays small; a small catalogue keeps it, since few of its pairs are held twice)."""
    holders: dict[str, list[int]] = {}
    in_names: set[str] = set()
    for position, (name_pairs, other_pairs) in enumerate(record_pairs):
        in_names |= name_pairs
        for pair in sorted(name_pairs | other_pairs):
            holders.setdefault(pair, []).append(position)
    kept = {}
    small = len(record_pairs) < SMALL_CATALOGUE
    for pair, numbers in holders.items():
        first, second = pair.split(" ")
        shared = small or len(numbers) > 1 or pair in in_names
        if len(masks[first]) > 1 and len(masks[second]) > 1 and shared:
            kept[pair] = numbers
    return kept


def written_words(surfaces: dict[str, set[str]], masks: dict[str, dict[int, int]]) -> list[str]:
    """The catalogue's written words that "did you mean" may propose: folded, ASCII letters only, at least 3,
    of keys held by two records or more; sorted."""
    words = set()
    for key, written in surfaces.items():
        if len(masks[key]) > 1:
            for surface in written:
                word = analysis.fold(surface)
                if len(word) >= 3 and word.isascii() and word.isalpha():
                    words.add(word)
    return sorted(words)


def _deltas(numbers: list[int]) -> list[int]:
    """Sorted record numbers, delta-coded from record 0."""
    return [number - previous for previous, number in zip([0, *numbers], numbers, strict=False)]


def _delta_text(numbers: list[int]) -> str:
    """Sorted record numbers as their deltas in decimal, joined by commas: one JSON string per key, which
    the parser reads in one go (a list of numbers makes an object per number)."""
    return ",".join(map(str, _deltas(numbers)))


def _undelta(delta_text: str) -> frozenset[int]:
    """The record numbers of _delta_text's text."""
    total = 0
    found = []
    for delta in map(int, delta_text.split(",")):
        total += delta
        found.append(total)
    return frozenset(found)


def _mask_text(per_record: dict[int, int]) -> str:
    """The field masks of a key's records, in record order, as MASK_DIGITS hex digits each."""
    return "".join(f"{per_record[number]:0{MASK_DIGITS}x}" for number in sorted(per_record))


def _decode(delta_text: str, mask_text: str) -> dict[int, int]:
    """Record number -> field mask, from a key's postings and masks."""
    decoded = {}
    record_number = 0
    starts = range(0, len(mask_text), MASK_DIGITS)
    masks = (int(mask_text[start : start + MASK_DIGITS], 16) for start in starts)
    for delta, mask in zip(map(int, delta_text.split(",")), masks, strict=True):
        record_number += delta
        decoded[record_number] = mask
    return decoded


def dump_index(index: dict[str, Any]) -> str:
    """The index file's text: compact JSON, the records in columns (see the module docstring)."""
    return json.dumps(stored_index(index), ensure_ascii=False, separators=(",", ":"))


def _columns(records: Sequence[dict[str, Any]]) -> dict[str, list[Any]]:
    """Records as shapes, each record's shape, and the columns of each shape."""
    shapes: dict[tuple[str, ...], int] = {}
    shape = []
    columns: list[list[list[Any]]] = []
    for record in records:
        keys = tuple(record)
        number = shapes.setdefault(keys, len(shapes))
        if number == len(columns):
            columns.append([[] for _ in keys])
        shape.append(number)
        for column, value in zip(columns[number], record.values(), strict=True):
            column.append(value)
    return {"shapes": [list(keys) for keys in shapes], "shape": shape, "columns": columns}


class Rows(Sequence[dict[str, Any]]):
    """The records of an index file, kept in its columns: a record is made the first time it is read.

    A search reads the records of its page (and the columns below for the filters, the deprecated records and
    the typo vocabulary), so loading an index makes no record at all: far fewer objects to make, in JSON or
    from the worker's marshal copy. Each record is made once and kept; equal to the record build_index had.
    """

    def __init__(self, stored: object) -> None:
        shapes, shape, columns = _checked_columns(stored)
        self.stored: dict[str, list[Any]] = {"shapes": shapes, "shape": shape, "columns": columns}
        self._keys = [tuple(keys) for keys in shapes]
        self._shape = shape
        self._columns = columns
        counts = [0] * len(shapes)
        slots = []
        for number in shape:
            slots.append(counts[number])
            counts[number] += 1
        self._slots = slots
        self._made: dict[int, dict[str, Any]] = {}
        self._by_key: dict[tuple[str, Any], list[Any]] = {}

    def __len__(self) -> int:
        return len(self._shape)

    @overload
    def __getitem__(self, number: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, number: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, number: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(number, slice):
            return [self[position] for position in range(len(self))[number]]
        found = self._made.get(number)
        if found is None:
            if not -len(self) <= number < len(self):
                raise IndexError("record number out of range")
            number %= len(self)
            shape, slot = self._shape[number], self._slots[number]
            keys, columns = self._keys[shape], self._columns[shape]
            found = {key: column[slot] for key, column in zip(keys, columns, strict=True)}
            self._made[number] = found
        return found

    def __eq__(self, other: object) -> bool:
        """Equal to any sequence of the same records (a list of them, as build_index has)."""
        if not isinstance(other, Sequence) or isinstance(other, str | bytes):
            return NotImplemented
        if len(self) != len(other):
            return False
        return all(mine == theirs for mine, theirs in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def made(self) -> int:
        """How many records have been made so far."""
        return len(self._made)

    def column(self, key: str, missing: Any = None) -> list[Any]:
        """The value of `key` in every record, in order (`missing` where a record lacks it), made once."""
        found = self._by_key.get((key, missing))
        if found is None:
            per_shape = [
                values[keys.index(key)] if key in keys else None
                for keys, values in zip(self._keys, self._columns, strict=True)
            ]
            found = [
                missing if (values := per_shape[shape]) is None else values[slot]
                for shape, slot in zip(self._shape, self._slots, strict=True)
            ]
            self._by_key[(key, missing)] = found
        return found


def _checked_columns(stored: object) -> tuple[list[Any], list[int], list[Any]]:
    """_columns's form, checked (ValueError when it is not that)."""
    if not isinstance(stored, dict):
        raise ValueError("the index's records are not in columns")
    shapes, shape, columns = stored.get("shapes"), stored.get("shape"), stored.get("columns")
    if not isinstance(shapes, list) or not isinstance(shape, list) or not isinstance(columns, list):
        raise ValueError("the index's records lack shapes, shape or columns")
    if len(shapes) != len(columns):
        raise ValueError("the index's record shapes and columns do not agree")
    counts = [0] * len(shapes)
    for number in shape:
        if type(number) is not int or not 0 <= number < len(shapes):
            raise ValueError(f"the index's record shape {number!r} is not one of its shapes")
        counts[number] += 1
    for number, (keys, values) in enumerate(zip(shapes, columns, strict=True)):
        if not isinstance(keys, list) or not isinstance(values, list) or len(keys) != len(values):
            raise ValueError(f"the index's record shape {number} and its columns do not agree")
        if not all(isinstance(key, str) for key in keys) or len(set(keys)) != len(keys):
            raise ValueError(f"the index's record shape {number} has a key that is not text, or one twice")
        if any(not isinstance(column, list) or len(column) != counts[number] for column in values):
            raise ValueError(f"the index's columns of record shape {number} are not one value per record")
    return shapes, shape, columns


def column_of(records: Sequence[dict[str, Any]], key: str, missing: Any = None) -> list[Any]:
    """The value of `key` in every record (`missing` where absent), without making the records of Rows."""
    if isinstance(records, Rows):
        return records.column(key, missing)
    return [record.get(key, missing) for record in records]


def stored_index(index: dict[str, Any]) -> dict[str, Any]:
    """The index as its file holds it: the records in columns (plain data: JSON and marshal keep it)."""
    records = index.get("records")
    kept = records.stored if isinstance(records, Rows) else _columns(list(records or []))
    return {name: kept if name == "records" else value for name, value in index.items()}


def index_from_stored(stored: object) -> dict[str, Any]:
    """The index again from stored_index's form (JSON-parsed or unmarshalled); ValueError when it is not."""
    if not isinstance(stored, dict) or stored.get("format") != INDEX_FORMAT:
        found = stored.get("format") if isinstance(stored, dict) else None
        other = f" (it is of format {found}: rebuild it)" if isinstance(found, int) else ""
        raise ValueError(f"not a search index of format {INDEX_FORMAT}{other}")
    return {**stored, "records": Rows(stored.get("records"))}


def load_index(text: str) -> dict[str, Any]:
    """Parse an index file made by dump_index; its records stay in columns until read (Rows)."""
    return index_from_stored(json.loads(text))


class UnusableIndex(ValueError):
    """The index given to search() is not one build_index made."""


@dataclass
class Compiled:
    """Query-time structures derived from an index, made once per index object."""

    index: dict[str, Any]
    records: Sequence[dict[str, Any]]  # a list, or Rows for an index read from its file
    rank: list[int]
    postings: dict[str, str]
    masks: dict[str, str]
    deprecated: list[bool]
    weights: dict[str, int]
    pairs: dict[str, str]
    quality: list[int]
    name_keys: list[int]
    brand_keys: list[int]
    words: list[str]
    decoded: dict[str, dict[int, int]] = field(default_factory=dict)
    decoded_pairs: dict[str, frozenset[int]] = field(default_factory=dict)
    typo_vocabulary: dict[int, list[Any]] | None = None  # typos.vocabulary, made on the first unknown word
    closest_words: dict[str, str] = field(default_factory=dict)  # typos.closest per word ("" for none)
    keys_cache: dict[int, list[list[tuple[str, str]]]] = field(default_factory=dict)
    # Record sets derived once per index on first use (match.mask_groups, rank.names_at_most, ...).
    derived: dict[Any, Any] = field(default_factory=dict)
    # match.term_groups per term (whether the tagline bit is kept, its alternatives' keys), bounded.
    term_groups: dict[tuple[bool | str, ...], Any] = field(default_factory=dict)

    @cached_property
    def browse_order(self) -> list[int]:
        """The records in the order a search without words lists them: live before deprecated, then the
        index's rank (made on first use, as by_filter)."""
        return sorted(range(len(self.records)), key=lambda i: (self.deprecated[i], self.rank[i]))

    @cached_property
    def by_filter(self) -> dict[tuple[str, str], frozenset[int]]:
        """The records of each filter value (_filter_sets), made on first use: most searches have no filter
        and no auth condition, and a first search should not wait for them (10k records: 10 ms)."""
        return _filter_sets(self.records)

    def matches_of(self, key: str) -> dict[int, int]:
        """Record number -> field mask for one match key (decoded on first use)."""
        found = self.decoded.get(key)
        if found is None:
            deltas = self.postings.get(key)
            found = _decode(deltas, self.masks[key]) if deltas else {}
            self.decoded[key] = found
        return found

    def holders_of(self, key: str) -> int:
        """How many records hold a match key (its masks have MASK_DIGITS hex digits per record)."""
        return len(self.masks.get(key, "")) // MASK_DIGITS

    def weight_of(self, key: str) -> int:
        """The rarity weight of a match key (0 for a key no record holds)."""
        return self.weights.get(key, 0)

    def records_with_pair(self, pair: str) -> frozenset[int]:
        """The records holding the two keys of ``"first second"`` next to each other, in that order."""
        found = self.decoded_pairs.get(pair)
        if found is None:
            deltas = self.pairs.get(pair)
            found = _undelta(deltas) if deltas else frozenset()
            self.decoded_pairs[pair] = found
        return found

    def record_keys(self, record_number: int) -> list[list[tuple[str, str]]]:
        """Per-field (key, surface) pairs of one record, for match reasons (cached)."""
        found = self.keys_cache.get(record_number)
        if found is None:
            found = field_keys(self.records[record_number])
            self.keys_cache[record_number] = found
        return found


_COMPILED: list[Compiled] = []


def compile_index(index: object) -> Compiled:
    """The compiled form of an index (cached by identity: an index is never changed after it is built)."""
    for compiled in _COMPILED:
        if compiled.index is index:
            return compiled
    compiled = _compile(index)
    _COMPILED.insert(0, compiled)
    del _COMPILED[COMPILED_CACHE_SIZE:]
    return compiled


def _compile(index: object) -> Compiled:
    if not isinstance(index, dict) or index.get("format") != INDEX_FORMAT:
        raise UnusableIndex(f"not a search index of format {INDEX_FORMAT}")
    records, rank, postings = index.get("records"), index.get("rank"), index.get("postings")
    weights, pairs, masks = index.get("weights"), index.get("pairs"), index.get("masks")
    quality, name_keys, words = index.get("quality"), index.get("nameKeys"), index.get("words")
    brands = index.get("brandKeys")
    if not isinstance(records, list | Rows) or not isinstance(rank, list) or not isinstance(postings, dict):
        raise UnusableIndex("the index lacks records, rank or postings")
    if not isinstance(weights, list) or not isinstance(pairs, dict):
        raise UnusableIndex("the index lacks weights or pairs")
    if not isinstance(quality, list) or not isinstance(name_keys, list) or not isinstance(words, list):
        raise UnusableIndex("the index lacks quality, nameKeys or words")
    if not isinstance(brands, list):
        raise UnusableIndex("the index lacks brandKeys")
    if len(weights) != len(postings):
        raise UnusableIndex("the index's postings and weights do not agree")
    if not isinstance(masks, list) or len(masks) != len(postings) or not all_masks_fit(postings, masks):
        raise UnusableIndex("the index's masks are not one per posting")
    if not len(rank) == len(quality) == len(name_keys) == len(brands) == len(records):
        raise UnusableIndex("the index's records, rank, quality, nameKeys and brandKeys do not agree")
    if isinstance(records, list) and not all(isinstance(record, dict) for record in records):
        raise UnusableIndex("the index's records are not all objects")
    deprecated = [_is_deprecated(lifecycle) for lifecycle in column_of(records, "registryLifecycle")]
    return Compiled(
        index=index,
        records=records,
        rank=rank,
        postings=postings,
        masks=dict(zip(postings, masks, strict=True)),
        deprecated=deprecated,
        weights=dict(zip(postings, weights, strict=True)),
        pairs=pairs,
        quality=quality,
        name_keys=name_keys,
        brand_keys=brands,
        words=words,
    )


def all_masks_fit(postings: dict[str, Any], masks: list[Any]) -> bool:
    """Each key's postings and masks are text, MASK_DIGITS hex digits of masks for each of its records."""
    return all(
        isinstance(text, str)
        and isinstance(deltas, str)
        and len(text) == MASK_DIGITS * (deltas.count(",") + 1)
        for deltas, text in zip(postings.values(), masks, strict=True)
    )


def _is_deprecated(lifecycle: object) -> bool:
    """A record's registryLifecycle says it is deprecated."""
    return isinstance(lifecycle, dict) and lifecycle.get("status") == "deprecated"


def _filter_sets(records: Sequence[dict[str, Any]]) -> dict[tuple[str, str], frozenset[int]]:
    """The records of each filter value: ("category", value), ("protocol", value), ("pricing", model), and
    ("auth", value) for best effort's auth conditions (auth_conditions.py)."""
    models = [str((pricing or {}).get("model")) for pricing in column_of(records, "pricing")]
    members: dict[tuple[str, str], list[int]] = {}
    for name, values in (
        ("category", column_of(records, "category")),
        ("pricing", models),
        ("auth", column_of(records, "auth")),
    ):
        for number, value in enumerate(values):
            members.setdefault((name, str(value)), []).append(number)
    for number, protocols in enumerate(column_of(records, "protocols")):
        for protocol in protocols or ():
            members.setdefault(("protocol", str(protocol)), []).append(number)
    return {value: frozenset(numbers) for value, numbers in members.items()}
