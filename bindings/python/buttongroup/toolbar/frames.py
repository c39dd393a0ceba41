"""``ToolbarFrames``: where a toolbar's cells, overflow button, group backgrounds and separators
go (``Toolbar.layout_frames``), and nothing else."""

from __future__ import annotations

from typing import Any

from ..geometry import Rect, Size
from ..group.frames import RECT_SIZE, Frames, read_values

__all__ = ["ToolbarFrames"]

class ToolbarFrames(Frames):
    """The frames of a toolbar layout, read straight from one copy of the library's array.

    As a ``Frames`` (a sequence of ``Rect``, with columns ``x``, ``y``, ``width`` and ``height``
    of floats) it holds every shown cell's frame in the order of
    ``ToolbarLayout.cells``, then the overflow button's when there is one: ``len(frames)`` is
    ``cell_count`` plus one then. ``groups`` and ``separators`` are ``Frames`` of the groups'
    backgrounds (``ToolbarLayout.groups[i].frame``) and of the separators.

    ``arrangement`` numbers which cells are shown (never 0): it changes whenever they may have
    changed (a group moved into or out of the overflow menu, ``set_items``) and never otherwise.
    While it equals the ``arrangement`` of a ``ToolbarLayout`` the host kept, ``frames[i]`` is
    the new frame of that layout's ``cells[i]`` (same item, same button); when it differs (or when
    titles, states or content frames matter) ask for the layout: ``Toolbar.layout`` at the same
    width, scale and direction returns it without laying out again.

    Immutable; stays valid after later layouts, changes and ``close`` (it owns its copy). The
    columns are decoded when it is made; the groups' and separators' rects are decoded into
    floats on first read, so they cost only their copy until then.
    """

    # The compiled toolbar call (_toolbar_call.c) makes these too, without __init__: it sets the
    # columns and the first two of these slots, and _all to None.
    __slots__ = ("_rects", "_shape", "_all")
    _rects: bytes
    _shape: tuple[int, int, int, int, Size, int]
    """count, cell_count, group_count, separator_count, size, arrangement."""
    _all: tuple[float, ...] | None
    """Every rect's values, once decoded (None until then)."""

    def __init__(self, rects: bytes, count: int, cell_count: int, group_count: int, separator_count: int,
                 size: Size, arrangement: int) -> None:
        """Internal: ``rects`` is a copy of the ``count`` + ``group_count`` + ``separator_count``
        ``bg_rect``s from ``bg_toolbar_frames.frames`` on."""
        Frames.__init__(self, read_values(rects, 0, count))  # the columns, what a host reads
        _set_rects(self, rects)
        _set_shape(self, (count, cell_count, group_count, separator_count, size, arrangement))
        _set_all(self, None)

    def _values(self) -> tuple[float, ...]:
        """Every rect's values (the groups' and separators' too), decoded on the first call and kept."""
        values = self._all
        if values is None:
            values = read_values(self._rects, 0, len(self._rects) // RECT_SIZE)
            _set_all(self, values)
        return values

    def __len__(self) -> int:
        return self._shape[0]

    @property
    def cell_count(self) -> int:
        """The number of cells: ``self[:cell_count]`` are theirs."""
        return self._shape[1]

    @property
    def overflow_button(self) -> Rect | None:
        """The overflow button's frame (``self[cell_count]``), or None when nothing overflowed."""
        count, cell_count = self._shape[:2]
        return self[cell_count] if count > cell_count else None

    @property
    def groups(self) -> Frames:
        """The shown groups' frames, in the order of ``ToolbarLayout.groups``."""
        count, _, group_count = self._shape[:3]
        return Frames(self._values()[4 * count : 4 * (count + group_count)])

    @property
    def separators(self) -> Frames:
        """The separators' frames, in the order of ``ToolbarLayout.separators``."""
        count, _, group_count = self._shape[:3]
        return Frames(self._values()[4 * (count + group_count) :])

    @property
    def size(self) -> Size:
        """The toolbar's size."""
        return self._shape[4]

    @property
    def arrangement(self) -> int:
        """Which cells are shown, numbered (see the class)."""
        return self._shape[5]

    def _key(self) -> tuple[Any, ...]:
        return (self._values(), *self._shape)

    def __repr__(self) -> str:
        return (f"ToolbarFrames(cells={list(self[: self.cell_count])!r}, overflow_button={self.overflow_button!r}, "
                f"groups={list(self.groups)!r}, separators={len(self.separators)}, size={self.size!r}, "
                f"arrangement={self.arrangement})")

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles as its copy of the rects and its counts."""
        return (ToolbarFrames, (self._rects, *self._shape))


_set_rects, _set_shape, _set_all = (ToolbarFrames.__dict__[name].__set__ for name in ToolbarFrames.__slots__)
