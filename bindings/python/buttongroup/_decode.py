"""Decoding the results the library returns: enum members by value, named tuples from record
fields, strings in a result block copied out of the library.

A member is looked up in a dict rather than made by an enum call per field, and a named tuple
is made by ``tuple.__new__`` rather than its keyword ``__new__``: a layout decodes many.
"""

from __future__ import annotations

import enum
import functools
import operator
from typing import TypeVar

from .enums import A11yRole, State

__all__ = ["new", "by_value", "STATES", "A11Y_ROLES", "text_at"]

_Member = TypeVar("_Member", bound=enum.Enum)

new = tuple.__new__
"""``new(NamedTupleClass, fields)``: a named tuple from a tuple of its fields."""


def by_value(members: type[_Member]) -> dict[int, _Member]:
    """Every member of the enum ``members``, by value."""
    return {member.value: member for member in members}


STATES = {value: State(value) for value in range(functools.reduce(operator.or_, State).value + 1)}
"""Every combination of the known ``State`` flags (others, from a newer library, go through ``State()``)."""
A11Y_ROLES = by_value(A11yRole)


def text_at(block: bytes, base: int, pointer: int) -> str | None:
    """The NUL-terminated string at library address ``pointer`` when it lies in ``block`` (copied
    from library address ``base``), else None."""
    offset = pointer - base
    if not 0 <= offset < len(block):
        return None
    end = block.find(b"\0", offset)
    return block[offset : len(block) if end < 0 else end].decode("utf-8", "replace")
