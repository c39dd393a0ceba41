"""``Frames``: where a layout's buttons go, as plain floats.

A ``Frames`` holds four columns, tuples of floats: ``x``, ``y``, ``width``, ``height``. The
compiled fast path makes them straight from the library's array; the ctypes path unpacks the
array in one ``struct`` call and slices it. Reading a column is an attribute read, so reading
every slot's x and width makes no object per slot beyond the floats themselves. Rects are built
only when asked for (``frames[i]``, iteration).
"""

from __future__ import annotations

import ctypes
import functools
import itertools
import struct
from collections.abc import Iterator, Sequence
from typing import Any, Callable, overload

from ..geometry import Rect

__all__ = ["Frames", "LibraryFrames", "read_frames", "read_values"]

RECT_SIZE = 32
"""sizeof(bg_rect): four doubles."""


@functools.lru_cache(maxsize=256)
def _records(count: int, stride: int) -> struct.Struct:
    """A ``Struct`` reading the four leading doubles of ``count`` records ``stride`` bytes apart."""
    if stride == RECT_SIZE or count == 0:
        return struct.Struct(f"@{4 * count}d")
    gap = f"4d{stride - RECT_SIZE}x"
    return struct.Struct("@" + gap * (count - 1) + "4d")


def read_values(block: Any, offset: int, count: int, stride: int = RECT_SIZE) -> tuple[float, ...]:
    """x, y, width, height of ``count`` records ``stride`` bytes apart, in turn, the first at byte
    ``offset`` of ``block`` (anything with the buffer protocol: bytes, a ctypes array over library
    memory)."""
    return _records(count, stride).unpack_from(block, offset)


def read_frames(block: Any, offset: int, count: int, stride: int = RECT_SIZE) -> Frames:
    """The ``count`` frames of ``read_values``."""
    return Frames(read_values(block, offset, count, stride))


class LibraryFrames:
    """Reads a library-owned array of ``bg_rect``s, keeping its ctypes view (and ``struct``
    reader) until the array's address or length changes (the library reuses it). Call it while
    the library cannot move the array: under the object's lock, right after the call."""

    __slots__ = ("_address", "_count", "_array", "_unpack")

    def __init__(self) -> None:
        """Nothing read yet."""
        self._address = 0
        self._count = 0
        self._array: Any = None
        self._unpack: Callable[[], tuple[float, ...]] | None = None

    def _view(self, address: int, count: int) -> Any:
        """The ctypes view of the ``count`` rects at ``address`` (None: no rects)."""
        if address != self._address or count != self._count:
            self._address, self._count = address, count
            self._array = (ctypes.c_char * (count * RECT_SIZE)).from_address(address) if address and count else None
            self._unpack = None
        return self._array

    def read(self, address: int, count: int) -> tuple[float, ...]:
        """The ``count`` rects at ``address`` as one flat tuple (x, y, width, height in turn)."""
        array = self._view(address, count)
        if array is None:
            return ()
        unpack = self._unpack
        if unpack is None:
            unpack = self._unpack = functools.partial(_records(count, RECT_SIZE).unpack_from, array)
        return unpack()

    def copy(self, address: int, count: int) -> bytes:
        """The ``count`` rects at ``address`` as one ``bytes`` copy, decoded later if at all."""
        array = self._view(address, count)
        if array is None:
            return b""
        raw: bytes = array.raw
        return raw


class Frames(Sequence[Rect]):
    """Where the slots go: a sequence of ``Rect`` with columns of plain floats.

    ``x``, ``y``, ``width`` and ``height`` are tuples of floats, one per frame (``frames.x[i]``;
    ``list(zip(frames.x, frames.width))`` for every slot's edges); ``frames[i]`` builds frame i's
    ``Rect`` alone. Immutable, compared by value, and valid for ever: it holds its own copy.
    """

    # The columns are plain slots, so reading one is CPython's cheapest attribute read; setting
    # them is refused by __setattr__ and done by their descriptors (_set_columns, the compiled path).
    __slots__ = {
        "x": "Every frame's ``x``.",
        "y": "Every frame's ``y``.",
        "width": "Every frame's ``width``.",
        "height": "Every frame's ``height``.",
    }
    x: tuple[float, ...]
    y: tuple[float, ...]
    width: tuple[float, ...]
    height: tuple[float, ...]

    def __init__(self, values: tuple[float, ...]) -> None:
        """Internal: ``values`` holds x, y, width, height of each frame in turn. (The compiled
        fast path sets the four columns itself.)"""
        _set_columns(self, values)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: {name} cannot be set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: {name} cannot be deleted")

    @property
    def values(self) -> tuple[float, ...]:
        """x, y, width, height of every frame in turn, as one flat tuple (for bulk copies)."""
        return tuple(itertools.chain.from_iterable(zip(self.x, self.y, self.width, self.height)))

    def __len__(self) -> int:
        return len(self.x)

    @overload
    def __getitem__(self, index: int) -> Rect: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Rect]: ...

    def __getitem__(self, index: int | slice) -> Rect | Sequence[Rect]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        count = len(self)
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError("frame index out of range")
        return Rect(self.x[index], self.y[index], self.width[index], self.height[index])

    def __iter__(self) -> Iterator[Rect]:
        return map(Rect, self.x, self.y, self.width, self.height)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple[Any, ...]:
        """What equality compares (subclasses add their own fields)."""
        return (self.x, self.y, self.width, self.height)

    def __repr__(self) -> str:
        return f"Frames({list(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles as its values."""
        return (Frames, (self.values,))


_COLUMN_SETTERS = tuple(getattr(Frames, name).__set__ for name in Frames.__slots__)


def _set_columns(frames: Frames, values: tuple[float, ...]) -> None:
    """Sets the columns of ``frames`` (refused to ``setattr``) to every fourth of ``values``."""
    set_x, set_y, set_width, set_height = _COLUMN_SETTERS
    set_x(frames, values[0::4])
    set_y(frames, values[1::4])
    set_width(frames, values[2::4])
    set_height(frames, values[3::4])
