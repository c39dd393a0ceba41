"""Geometry value types: points, y down, origin at the group's top-left.

They are named tuples: immutable, compared by value, and cheap to build (a layout makes
several per slot).
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["Rect", "Size", "Corners"]


class Rect(NamedTuple):
    """A rectangle in points."""

    x: float
    y: float
    width: float
    height: float

    @property
    def min_x(self) -> float:
        """Left edge."""
        return self.x

    @property
    def max_x(self) -> float:
        """Right edge."""
        return self.x + self.width

    @property
    def min_y(self) -> float:
        """Top edge."""
        return self.y

    @property
    def max_y(self) -> float:
        """Bottom edge."""
        return self.y + self.height

    @property
    def center(self) -> tuple[float, float]:
        """The centre point (x, y), e.g. to tap a slot."""
        return (self.x + self.width / 2, self.y + self.height / 2)

    @property
    def is_empty(self) -> bool:
        """True when the width or height is zero (e.g. no icon shown)."""
        return self.width <= 0 or self.height <= 0

    def contains(self, x: float, y: float) -> bool:
        """True when (x, y) lies inside (left/top edges inclusive, right/bottom exclusive)."""
        return self.x <= x < self.max_x and self.y <= y < self.max_y


class Size(NamedTuple):
    """A size in points."""

    width: float
    height: float


class Corners(NamedTuple):
    """Per-corner radii in points (physical corners, already mirrored for RTL)."""

    top_left: float
    top_right: float
    bottom_right: float
    bottom_left: float
