"""The wording of the suggestions that propose one change, and its reading back.

The contract makes `search.suggestions` plain strings, so the site's search page learns which change a
suggestion proposes by reading its text. Writing and reading live here, side by side, so they cannot drift.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


def plural(number: int, word: str, many: str | None = None) -> str:
    """'1 service', '2 services' ('1 match', '2 matches' with many="matches")."""
    return f"{number} {word}" if number == 1 else f"{number} {many or word + 's'}"


# The languages whose words the lexicon reads (docs/language.md).
LANGUAGES_READ = "English, German, Spanish, French, Portuguese, Italian and Turkish"
OTHER_SCRIPT = "written in a script this search does not read"


def other_script(words: list[str]) -> str:
    """Words in a script the search does not read (not a one-change suggestion: read_change ignores it)."""
    quoted = ", ".join(f'"{word}"' for word in words)
    verb = "is" if len(words) == 1 else "are"
    return (
        f"{quoted} {verb} {OTHER_SCRIPT}: it matches words of {LANGUAGES_READ}. Search with words of one "
        "of them, or send an English wording of the query in queryEnglish."
    )


def read_other_script(suggestion: str) -> list[str] | None:
    """The words an other_script suggestion names, or None for any other suggestion."""
    head, found, _ = suggestion.partition(f" {OTHER_SCRIPT}: ")
    if not found:
        return None
    quoted = head.rsplit(" ", 1)[0]  # without the verb
    return [word.strip('"') for word in quoted.split(", ")]


def drop_term(term: str, total: int) -> str:
    return f'Dropping the term "{term}" would return {plural(total, "service")}.'


def drop_filter(name: str, value: str, total: int) -> str:
    return f"Removing the filter {name}={value} would return {plural(total, 'service')}."


def past_end(offset: int, total: int) -> str:
    return (
        f"offset {offset} is past the end of the {plural(total, 'match', 'matches')}; "
        f"repeat the request with an offset from 0 to {total - 1}."
    )


def more_matches(remaining: int, next_offset: int) -> str:
    verb = "is" if remaining == 1 else "are"
    return (
        f"There {verb} {plural(remaining, 'more match', 'more matches')}: repeat the same request with "
        f"offset {next_offset} to see them."
    )


def did_you_mean(word: str, replacement: str) -> str:
    """The suggestion to search for a catalogue word instead of an unknown word (or words written apart)."""
    return (
        f'Did you mean "{replacement}"? No service uses the {words_label(word)} "{word}"; '
        f'search for "{replacement}" instead.'
    )


def words_label(word: str) -> str:
    """ "word", or "words" for words written apart ("mongo db")."""
    return "words" if " " in word else "word"


@dataclass(frozen=True)
class Change:
    """The one change a suggestion proposes: kind is drop-term, drop-filter, offset, first-page or
    replace-term (name: the query's word, value: the catalogue word to search for instead)."""

    kind: str
    name: str = ""
    value: str = ""


_READERS = (
    (re.compile(r'^Dropping the term "(?P<value>.+)" would return '), "drop-term"),
    (
        re.compile(r"^Removing the filter (?P<name>category|protocol|pricing)=(?P<value>\S+) would return "),
        "drop-filter",
    ),
    (re.compile(r": repeat the same request with offset (?P<value>\d+) to see them\.$"), "offset"),
    (re.compile(r"^offset \d+ is past the end of the "), "first-page"),
    (
        re.compile(r'^Did you mean "(?P<value>[^"]+)"\? No service uses the words? "(?P<name>[^"]+)"; '),
        "replace-term",
    ),
)


def read_change(text: str) -> Change | None:
    """The change a suggestion written by this module proposes; None for any other suggestion."""
    for pattern, kind in _READERS:
        if match := pattern.search(text):
            found = match.groupdict()
            return Change(kind, found.get("name") or "", found.get("value") or "")
    return None
