"""``ToolbarFrames``: where a toolbar's cells, overflow button, group backgrounds and separators
go (``Toolbar.layout_frames``), and nothing else."""

from __future__ import annotations

from typing import Any

from ..geometry import Rect, Size
from ..group.frames import RECT_SIZE, Frames, read_values

__all__ = ["ToolbarFrames"]

_COLUMNS = frozenset(Frames.__slots__)


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

    Immutable; stays valid after later layouts, changes and ``close`` (it owns its copy). Its
    rects are decoded into floats on first read, so a toolbar's many rects (groups, separators)
    cost only their copy until then.
    """

    __slots__ = ("_rects", "_count", "_all", "_cell_count", "_has_overflow_button", "_group_count", "_separator_count",
                 "_size", "_arrangement")
    _rects: bytes
    _count: int
    _all: tuple[float, ...]
    _cell_count: int
    _has_overflow_button: bool
    _group_count: int
    _separator_count: int
    _size: Size
    _arrangement: int

    def __init__(self, rects: bytes, count: int, cell_count: int, group_count: int, separator_count: int,
                 size: Size, arrangement: int) -> None:
        """Internal: ``rects`` is a copy of the ``count`` + ``group_count`` + ``separator_count``
        ``bg_rect``s from ``bg_toolbar_frames.frames`` on."""
        set_field = object.__setattr__  # Frames refuses setattr
        set_field(self, "_rects", rects)
        set_field(self, "_count", count)
        set_field(self, "_cell_count", cell_count)
        set_field(self, "_has_overflow_button", count > cell_count)
        set_field(self, "_group_count", group_count)
        set_field(self, "_separator_count", separator_count)
        set_field(self, "_size", size)
        set_field(self, "_arrangement", arrangement)

    def __getattr__(self, name: str) -> Any:
        """Decodes the rects on the first read of ``_all`` (every rect) or of a column of the
        cells and the overflow button (``x``, ...), and keeps them."""
        if name == "_all":
            values = read_values(self._rects, 0, len(self._rects) // RECT_SIZE)
            object.__setattr__(self, "_all", values)
            return values
        if name in _COLUMNS:
            Frames.__init__(self, self._all[: 4 * self._count])
            return getattr(self, name)
        raise AttributeError(name)

    def __len__(self) -> int:
        return self._count

    @property
    def cell_count(self) -> int:
        """The number of cells: ``self[:cell_count]`` are theirs."""
        return self._cell_count

    @property
    def overflow_button(self) -> Rect | None:
        """The overflow button's frame (``self[cell_count]``), or None when nothing overflowed."""
        return self[self._cell_count] if self._has_overflow_button else None

    @property
    def groups(self) -> Frames:
        """The shown groups' frames, in the order of ``ToolbarLayout.groups``."""
        start = 4 * self._count
        return Frames(self._all[start : start + 4 * self._group_count])

    @property
    def separators(self) -> Frames:
        """The separators' frames, in the order of ``ToolbarLayout.separators``."""
        return Frames(self._all[4 * (self._count + self._group_count) :])

    @property
    def size(self) -> Size:
        """The toolbar's size."""
        return self._size

    @property
    def arrangement(self) -> int:
        """Which cells are shown, numbered (see the class)."""
        return self._arrangement

    def _key(self) -> tuple[Any, ...]:
        return (self._all, self._count, self._cell_count, self._group_count, self._separator_count, self._size,
                self._arrangement)

    def __repr__(self) -> str:
        return (f"ToolbarFrames(cells={list(self[: self._cell_count])!r}, overflow_button={self.overflow_button!r}, "
                f"groups={list(self.groups)!r}, separators={len(self.separators)}, size={self._size!r}, "
                f"arrangement={self._arrangement})")

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies and pickles as its copy of the rects and its counts."""
        return (ToolbarFrames, (self._rects, self._count, self._cell_count, self._group_count, self._separator_count,
                                self._size, self._arrangement))
