"""``ToolbarFrames``: where a toolbar's cells, overflow button, group backgrounds, separators and
bars go (``Toolbar.layout_frames``), and nothing else."""

from __future__ import annotations

import ctypes
from array import array
from typing import Any

from ..frames import Frames, RectBuffer
from ..geometry import Rect, Size
from ._ffi import bg_toolbar_frames

__all__ = ["ToolbarFrames", "ToolbarBuffer"]


class ToolbarFrames(Frames):
    """The frames of a toolbar layout (``Toolbar.layout_frames``): as a ``Frames``, every shown cell's
    frame in the order of ``ToolbarLayout.cells``, then the overflow button's when there is one
    (``len(frames)`` is ``cell_count`` plus one then); ``groups``, ``separators`` and ``bars`` are the
    groups' backgrounds', the separators' and the bars' ``Frames``.

    ``arrangement`` numbers which cells are shown (never 0): it changes whenever they may have
    changed (a group moved into or out of the overflow menu, ``set_items``) and never otherwise.
    While it equals the ``arrangement`` of a ``ToolbarLayout`` the host kept, ``frames[i]`` is the
    new frame of that layout's ``cells[i]``; when it differs (or when titles, states or content
    frames matter) ask for the layout, which ``Toolbar.layout`` at the same width, scale and
    direction returns without laying out again. Like any frames of ``layout_frames``, a view the
    thread's next call rewrites.
    """

    __slots__ = ("groups", "separators", "bars", "cell_count", "_counts", "_arranged")
    groups: Frames
    """The shown groups' frames, in the order of ``ToolbarLayout.groups``."""
    separators: Frames
    """The separators' frames, in the order of ``ToolbarLayout.separators``."""
    bars: Frames
    """The bars' frames, in the order of ``ToolbarLayout.bars`` (from the top)."""
    cell_count: int
    """The number of cells: ``self[:cell_count]`` are theirs."""

    def __init__(self, values: memoryview[float], counts: Any) -> None:
        """A view of ``values`` (doubles, four per rect) laid out as ``counts`` (the
        ``bg_toolbar_frames`` the toolbar keeps, whose size and arrangement it reads) says: the
        cells' and the overflow button's frames, the groups', the separators', the bars'."""
        count, groups, bars = counts.count, counts.group_count, counts.bar_count
        Frames.__init__(self, values[: 4 * count])
        self.groups = Frames(values[4 * count : 4 * (count + groups)])
        self.separators = Frames(values[4 * (count + groups) : 4 * (counts.rect_count - bars)])
        self.bars = Frames(values[4 * (counts.rect_count - bars) : 4 * counts.rect_count])
        self.cell_count = counts.cell_count
        self._counts = counts
        self._arranged: int = counts.arrangement  # the cells viewed: the same for every later equal arrangement

    @property
    def size(self) -> Size:
        """The toolbar's size."""
        size = self._counts.size
        return Size(size.width, size.height)

    @property
    def arrangement(self) -> int:
        """Which cells are shown, numbered (see the class)."""
        arrangement: int = self._counts.arrangement
        return arrangement

    @property
    def overflow_button(self) -> Rect | None:
        """The overflow button's frame (``self[cell_count]``), or None when nothing overflowed."""
        return self[self.cell_count] if len(self) > self.cell_count else None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ToolbarFrames):
            return NotImplemented
        return (self.values == other.values and self.groups == other.groups and self.separators == other.separators
                and self.bars == other.bars and (self.cell_count, self.arrangement, self.size) == (other.cell_count, other.arrangement, other.size))

    __hash__ = None

    def __repr__(self) -> str:
        return (f"ToolbarFrames(cells={list(self[: self.cell_count])!r}, overflow_button={self.overflow_button!r}, "
                f"groups={list(self.groups)!r}, separators={len(self.separators)}, bars={list(self.bars)!r}, "
                f"size={self.size!r}, "
                f"arrangement={self.arrangement})")

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles as a ``ToolbarFrames`` of its own copy of the values."""
        values = (self.values.tolist() + self.groups.values.tolist() + self.separators.values.tolist()
                  + self.bars.values.tolist())
        counts = (len(values) // 4, len(self), self.cell_count, int(self.overflow_button is not None), len(self.groups),
                  len(self.separators), self.arrangement, *self.size, len(self.bars))
        return (_copied, (values, counts))


def _copied(values: list[float], counts: tuple[Any, ...]) -> ToolbarFrames:
    """A ``ToolbarFrames`` over its own copy of ``values`` and ``counts`` (the fields of a
    ``bg_toolbar_frames`` after its struct_size)."""
    *ints, width, height, bars = counts
    out = bg_toolbar_frames(0, *ints, (width, height), bars)
    return ToolbarFrames(memoryview(array("d", values)), out)


class ToolbarBuffer:
    """What one thread's ``Toolbar.layout_frames`` has the library write into: the rects, how they
    divide (a ``bg_toolbar_frames``), and the ``ToolbarFrames`` made over them for the
    arrangement last seen."""

    __slots__ = ("rects", "counts", "counts_ref", "frames")

    def __init__(self, capacity: int = 16) -> None:
        """Room for ``capacity`` rects."""
        self.rects = RectBuffer(capacity)
        self.counts = bg_toolbar_frames(struct_size=ctypes.sizeof(bg_toolbar_frames))
        self.counts_ref = ctypes.byref(self.counts)
        self.frames: ToolbarFrames | None = None

    def view(self) -> ToolbarFrames:
        """The frames the last call wrote (the same object while the arrangement is the same)."""
        frames, counts = self.frames, self.counts
        if frames is None or frames._arranged != counts.arrangement:
            frames = self.frames = ToolbarFrames(self.rects.doubles(0, counts.rect_count), counts)
        return frames
