"""Reading a text file that may be hostile: regular files only, a size cap, UTF-8 with or without a
byte-order mark. One definition for the catalogue loader and the importers.

Never blocks or reads without bound: the file is opened non-blocking (a FIFO does not wait for a
writer) and refused unless it is a regular file (a FIFO, device such as /dev/zero, socket or directory
is named as such); at most `max_bytes` + 1 bytes are read. UTF-16 or UTF-32 text (with or without a
byte-order mark) and other non-UTF-8 bytes are refused with the fix: save the file as UTF-8.
"""

from __future__ import annotations

import codecs
import os
import stat
from pathlib import Path

UTF8_FIX = "save it as UTF-8"
WIDE_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16"),
)
KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


class UnreadableText(ValueError):
    """Why a file cannot be read as text, with the fix (the message is one line)."""


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words."""
    return next((name for test, name in KINDS if test(mode)), "not a regular file")


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes`; UnreadableText otherwise."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as exc:
        raise UnreadableText(f"cannot read: {exc.strerror or exc}") from None
    with os.fdopen(descriptor, "rb") as file:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise UnreadableText(f"{kind_of(mode)}, not a regular file: give the path of a file")
        data = file.read(max_bytes + 1)  # bounded even when the file grows while read
    if len(data) > max_bytes:
        raise UnreadableText(f"{len(data):,} bytes or more, over the {max_bytes:,}-byte cap: split the file")
    return data


def wide_encoding(data: bytes) -> str | None:
    """'UTF-16' or 'UTF-32' when the bytes look like it (a byte-order mark, or NULs between ASCII)."""
    for bom, name in WIDE_BOMS:
        if data.startswith(bom):
            return name
    head = data[:4096]
    if len(head) >= 4 and head.count(0) * 4 >= len(head):
        return "UTF-32" if head.count(0) * 4 >= len(head) * 3 else "UTF-16"
    return None


def decode_utf8(data: bytes) -> str:
    """UTF-8 text, a leading byte-order mark dropped; UnreadableText naming UTF-16 and the fix."""
    wide = wide_encoding(data)
    if wide is not None:
        raise UnreadableText(
            f"{wide} text, not UTF-8: {UTF8_FIX} (for example: iconv -f {wide} -t UTF-8 FILE > FILE.utf8)"
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UnreadableText(f"not UTF-8 text ({exc.reason} at byte {exc.start}): {UTF8_FIX}") from None


def read_text(path: Path, max_bytes: int) -> str:
    """A regular file of at most `max_bytes` as UTF-8 text (BOM or not); UnreadableText otherwise."""
    return decode_utf8(read_bytes(path, max_bytes))
