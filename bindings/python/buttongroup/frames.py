"""``Frames``: where the buttons go, as a read-only view of doubles, four per frame (x, y,
width, height), and the buffers ``layout_frames`` fills.

The ``Frames`` a ``layout_frames`` returns views a buffer of the calling thread's own, which its
next ``layout_frames`` on the object rewrites: copy it (``frames.tolist()``) to keep it. The
``frames`` of a whole layout are its own and never change.
"""

from __future__ import annotations

import functools
import itertools
import operator
import struct
import threading
from array import array
from collections.abc import Iterator, Sequence
from typing import Any, Callable, overload

from ctypes import byref, c_uint32

from ._ffi import bg_rect
from .geometry import Rect

__all__ = ["Frames", "RectBuffer", "PerThread", "record_frames"]


class Frames(Sequence[Rect]):
    """Where the slots (or cells) go: a read-only sequence of ``Rect`` with columns of floats.
    ``frames.x[i]`` and ``frames.width[i]`` read one frame's edges without making any object
    but the float, ``frames[i]`` makes its ``Rect``; ``zip(frames.x, frames.width)`` walks every
    frame's edges. ``frames == other`` compares the values; a ``Frames`` is not hashable (the
    buffer it views may change)."""

    __slots__ = ("x", "y", "width", "height", "values")
    x: memoryview[float]
    """Every frame's x, as a read-only ``memoryview`` of floats."""
    y: memoryview[float]
    """Every frame's y."""
    width: memoryview[float]
    """Every frame's width."""
    height: memoryview[float]
    """Every frame's height."""
    values: memoryview[float]
    """x, y, width, height of every frame in turn: one flat read-only ``memoryview`` of floats."""

    def __init__(self, values: memoryview[float]) -> None:
        """A view of ``values``: doubles (format ``"d"``), four per frame."""
        values = values.toreadonly()
        self.values = values
        self.x = values[0::4]
        self.y = values[1::4]
        self.width = values[2::4]
        self.height = values[3::4]

    def __len__(self) -> int:
        return len(self.x)

    @overload
    def __getitem__(self, index: int) -> Rect: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Rect]: ...

    def __getitem__(self, index: int | slice) -> Rect | Sequence[Rect]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        try:
            i = operator.index(index)
        except TypeError:
            raise TypeError(f"Frames indices must be integers or slices, not {type(index).__name__}") from None
        count = len(self.x)
        if not -count <= i < count:
            raise IndexError(f"Frames index {i} out of range ({count} frames)")
        return Rect(self.x[i], self.y[i], self.width[i], self.height[i])

    def __iter__(self) -> Iterator[Rect]:
        return map(Rect, self.x, self.y, self.width, self.height)

    def tolist(self) -> list[Rect]:
        """Every frame as a ``Rect``, in a list of its own (a copy that later layouts leave alone)."""
        return list(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Frames):
            return NotImplemented
        return self.values == other.values

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Frames({list(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles as a ``Frames`` of its own copy of the values."""
        return (_copied, (self.values.tolist(),))


def _copied(values: list[float]) -> Frames:
    """A ``Frames`` over its own copy of ``values``."""
    return Frames(memoryview(array("d", values)))


def record_frames(block: bytes, start: int, count: int, stride: int, frame: int) -> Frames:
    """A ``Frames`` of its own of the rect at byte ``frame`` of each of ``count`` records
    ``stride`` bytes long, the first at byte ``start`` of ``block`` (a layout's slots or cells)."""
    rects = _record_frame(stride, frame).iter_unpack(memoryview(block)[start : start + count * stride])
    return Frames(memoryview(array("d", itertools.chain.from_iterable(rects))))


@functools.lru_cache(maxsize=8)
def _record_frame(stride: int, frame: int) -> struct.Struct:
    """Reads the rect at byte ``frame`` of a record ``stride`` bytes long."""
    return struct.Struct(f"@{frame}x4d{stride - frame - 32}x")


class RectBuffer:
    """The array of ``bg_rect`` a ``layout_frames`` call has the library write into, how many it
    wrote (``count``), and the views of it the call returns (one per length, made once).

    An object keeps one per thread (``PerThread``), so that a ``Frames`` stays whole until the
    same thread's next ``layout_frames`` on that object, whatever other threads do.
    """

    __slots__ = ("rects", "capacity", "count", "count_ref", "_doubles", "_views")

    def __init__(self, capacity: int = 0) -> None:
        """Room for ``capacity`` rects."""
        self.rects = (bg_rect * capacity)()
        self.capacity = capacity
        self.count = c_uint32()
        self.count_ref = byref(self.count)
        self._doubles = memoryview(self.rects).cast("B").cast("d")
        self._views: dict[int, Frames] = {}

    def view(self, count: int) -> Frames:
        """The first ``count`` rects, as a ``Frames`` (the same object for the same count)."""
        frames = self._views.get(count)
        if frames is None:
            frames = self._views[count] = Frames(self._doubles[: 4 * count])
        return frames

    def doubles(self, start: int, stop: int) -> memoryview[float]:
        """Rects ``start`` to ``stop`` as doubles (four per rect)."""
        return self._doubles[4 * start : 4 * stop]


class PerThread(threading.local):
    """``value``: one ``make()`` per thread, made when the thread first reads it."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self.value = make()
