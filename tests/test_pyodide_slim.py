"""What the slim stdlib's compiler does to code (waypost/pyodide_slim.py), checked on this CPython."""

from __future__ import annotations

import traceback
import types

import pytest

from waypost.pyodide_slim import no_locations, without_line_numbers

SOURCE = """
def outer():
    def inner():
        raise ValueError("from inner")
    return inner()

class Thing:
    def method(self):
        return [x for x in range(3)]
"""


def code_objects(code: types.CodeType) -> list[types.CodeType]:
    """`code` and every code object nested in it."""
    nested = [c for c in code.co_consts if isinstance(c, types.CodeType)]
    return [code, *(inner for c in nested for inner in code_objects(c))]


def stripped_namespace() -> dict[str, object]:
    namespace: dict[str, object] = {}
    exec(without_line_numbers(compile(SOURCE, "example.py", "exec")), namespace)
    return namespace


def test_every_nested_code_object_loses_its_locations() -> None:
    code = compile(SOURCE, "example.py", "exec")
    assert all(any(line for _, _, line in c.co_lines()) for c in code_objects(code))
    stripped = code_objects(without_line_numbers(code))
    assert len(stripped) == len(code_objects(code)) == 6
    assert {line for c in stripped for _, _, line in c.co_lines()} == {None}
    assert {position for c in stripped for position in c.co_positions()} == {(None, None, None, None)}


@pytest.mark.parametrize(
    ("units", "table"), [(0, b""), (1, b"\xf8"), (8, b"\xff"), (9, b"\xff\xf8"), (17, b"\xff\xff\xf8")]
)
def test_a_table_of_no_locations_has_one_entry_per_8_code_units(units: int, table: bytes) -> None:
    assert no_locations(units) == table


def test_code_without_line_numbers_runs_the_same() -> None:
    namespace = stripped_namespace()
    assert namespace["Thing"]().method() == [0, 1, 2]  # type: ignore[operator]


def test_a_traceback_through_it_says_line_none() -> None:
    try:
        stripped_namespace()["outer"]()  # type: ignore[operator]
    except ValueError as error:
        frames = traceback.extract_tb(error.__traceback__)[1:]
        formatted = "".join(traceback.format_exception(error))
    assert [(frame.name, frame.lineno) for frame in frames] == [("outer", None), ("inner", None)]
    assert 'File "example.py", line None, in inner' in formatted
