"""The memory snapshot as the site ships it: zero blocks dropped, expanded back exactly (worker.js)."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from waypost import runtime_snapshot
from waypost.runtime_snapshot import SPARSE_BLOCK, SPARSE_MAGIC, sparse


def expanded(shipped: bytes) -> bytes:
    """What worker.js's `expandedSnapshot` does, in Python: the reference the format is tested against."""
    assert shipped[:4] == SPARSE_MAGIC
    length, runs = struct.unpack_from("<II", shipped, 4)
    memory = bytearray(length)
    at = 12 + 8 * runs
    for run in range(runs):
        offset, size = struct.unpack_from("<II", shipped, 12 + 8 * run)
        memory[offset : offset + size] = shipped[at : at + size]
        at += size
    assert at == len(shipped), "every byte after the table belongs to a run"
    return bytes(memory)


B = SPARSE_BLOCK


@pytest.mark.parametrize(
    "memory",
    [
        b"",
        bytes(4 * B),
        b"\x01" * (3 * B),
        bytes(B) + b"\x07" + bytes(2 * B) + b"\x09" * 5,  # runs apart, a last block shorter than the rest
        b"\x00snp" + bytes(B - 4) + bytes(B) + b"\x01" * B + b"\x02" * B,  # two data blocks join
    ],
    ids=["empty", "all-zero", "no-zero", "apart-and-short-tail", "adjacent-blocks"],
)
def test_sparse_expands_back_to_the_same_memory(memory: bytes) -> None:
    assert expanded(sparse(memory)) == memory


def test_zero_blocks_are_not_shipped_and_adjacent_blocks_make_one_run() -> None:
    memory = b"\x05" * (2 * B) + bytes(10 * B) + b"\x06" * B
    shipped = sparse(memory)
    assert struct.unpack_from("<II", shipped, 4) == (len(memory), 2)
    assert len(shipped) == 12 + 2 * 8 + 3 * B


def test_the_key_names_the_shipped_form(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A browser holding a snapshot kept in another form refuses it by its key (stale), not by failing."""
    (tmp_path / "pyodide.asm.wasm").write_bytes(b"\0asm")
    inputs = {"waypost_worker.py": b"SNAPSHOT_KEY = None\n"}
    now = runtime_snapshot.snapshot_key(tmp_path, inputs)
    monkeypatch.setattr(runtime_snapshot, "SHIPPED_FORM", b"raw")
    assert runtime_snapshot.snapshot_key(tmp_path, inputs) != now
