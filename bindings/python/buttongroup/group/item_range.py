"""``ItemRange``: the items in a group's More sheet when they are a trailing run."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, overload

__all__ = ["ItemRange"]


class ItemRange(Sequence[int]):
    """Item indices ``start, start + 1, ..., stop - 1``: the items in the More sheet when they are a
    trailing run (always, unless a pressed or focused item is kept out of it). It behaves as the
    tuple of its indices (indexing, slicing, iteration, ``==`` and ``hash``:
    ``layout.overflow_items == (2, 3)``) at the cost of a ``range``; compare ranges through
    ``.range``."""

    __slots__ = ("_range",)

    def __init__(self, start: int = 0, stop: int = 0) -> None:
        self._range = range(start, max(start, stop))

    @property
    def range(self) -> range:
        """The indices as a ``range`` (step 1)."""
        return self._range

    @property
    def start(self) -> int:
        """The first index (``stop`` when empty)."""
        return self._range.start

    @property
    def stop(self) -> int:
        """One past the last index."""
        return self._range.stop

    def __len__(self) -> int:
        return len(self._range)

    @overload
    def __getitem__(self, index: int) -> int: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[int]: ...

    def __getitem__(self, index: int | slice) -> int | Sequence[int]:
        if isinstance(index, slice):
            part = self._range[index]
            return ItemRange(part.start, part.stop) if part.step == 1 else tuple(part)
        return self._range[index]

    def __iter__(self) -> Iterator[int]:
        return iter(self._range)

    def __reversed__(self) -> Iterator[int]:
        return reversed(self._range)

    def __contains__(self, value: object) -> bool:
        return value in self._range

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        if value in self._range:
            position = self._range.index(value)
            if start <= position and (stop is None or position < stop):
                return position
        raise ValueError(f"{value!r} is not in the item range")

    def count(self, value: Any) -> int:
        return 1 if value in self._range else 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ItemRange):
            return self._range == other._range
        if isinstance(other, tuple):
            return len(other) == len(self._range) and other == tuple(self._range)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self._range))

    def __repr__(self) -> str:
        return f"ItemRange({self._range.start}, {self._range.stop})"

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles (any protocol) as ``ItemRange(start, stop)``."""
        return (ItemRange, (self._range.start, self._range.stop))
