"""Contact details (e-mail addresses, phone numbers) in free text: one definition for the validator,
which rejects them, and the importers, which strip them. A catalogue never publishes a person's contact."""

from __future__ import annotations

import re
from collections.abc import Iterator

# Every repetition is bounded (RFC 5321's 64-character local part, 63-character labels, at most 9 dots), so
# the work at each starting position is bounded and a scan costs time linear in the text: the unbounded
# pattern rescanned a long word from every position (a 200,000-character word took 65 s).
EMAIL = re.compile(
    r"(?:mailto:)?[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,63}"
    r"(?![A-Za-z])"
)
# A phone number: optional +country and (area), then groups of digits split by space, dot or dash;
# only candidates with 9 to 15 digits count, so dates, versions and prices are not phone numbers.
PHONE = re.compile(
    r"(?<![\w.+/-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{2,4}(?:[ .-]\d{2,5}){1,4}(?![\w-])"
    r"|\+\d{9,15}\b|\btel:\S+"
)
PHONE_DIGITS = range(9, 16)
ANY_URL = re.compile(r"\b[A-Za-z][A-Za-z0-9+.-]{0,31}://\S*")  # schemes are short: bounded, so linear
NON_DIGITS = re.compile(r"\D+")


def is_phone(candidate: str) -> bool:
    """A `tel:` link, or a PHONE candidate with 9 to 15 digits."""
    return candidate.startswith("tel:") or sum(ch.isdigit() for ch in candidate) in PHONE_DIGITS


def outside_urls(text: str) -> list[tuple[bool, str]]:
    """The text cut into (is_url, piece) runs; phone numbers are only looked for outside URLs."""
    if "://" not in text:
        return [(False, text)]
    pieces: list[tuple[bool, str]] = []
    last = 0
    for match in ANY_URL.finditer(text):
        pieces += [(False, text[last : match.start()]), (True, match.group(0))]
        last = match.end()
    return [*pieces, (False, text[last:])]


def emails(text: str) -> Iterator[str]:
    """Every e-mail address in the text."""
    if "@" not in text:  # the common case, at the cost of one scan
        return iter(())
    return (match.group(0) for match in EMAIL.finditer(text))


def phones(text: str) -> Iterator[str]:
    """Every phone number in the text, outside URLs."""
    for is_url, piece in outside_urls(text):
        if not is_url:
            yield from (m.group(0) for m in PHONE.finditer(piece) if is_phone(m.group(0)))


def has_contact(text: str) -> bool:
    """True when the text holds an e-mail address or something that reads as a phone number."""
    if "@" not in text and "tel:" not in text and len(NON_DIGITS.sub("", text)) < PHONE_DIGITS.start:
        return False
    return any(emails(text)) or any(phones(text))


def strip_contacts(text: str) -> str:
    """The text without e-mail addresses and phone numbers."""
    text = EMAIL.sub("", text)
    return "".join(
        piece if is_url else PHONE.sub(lambda m: "" if is_phone(m.group(0)) else m.group(0), piece)
        for is_url, piece in outside_urls(text)
    )
