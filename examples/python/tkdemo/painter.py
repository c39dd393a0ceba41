"""``Painter``: Tk canvas primitives in points.

Every component draws through one: coordinates and lengths are points (the library's unit),
multiplied by the painter's scale (pixels per point) on the way to the canvas. Colours are Tk
colour strings (``colors.tk_color``); tags name what an item shows, so tests and the demo can
find it again (``canvas.find_withtag("view:more&&item:3&&shape")``): tags with a colon say whose
it is (view, slot, item, cell), a tag without one what it is (shape, title, focus-ring, ...).
"""

from __future__ import annotations

import math
import tkinter as tk
from tkinter import font as tkfont
from typing import Iterable, Literal, Sequence

from buttongroup import Rect

from .colors import mix
from .shapes import circle_points, rounded_rect_points

Tags = Sequence[str]
Anchor = Literal["nw", "n", "ne", "w", "center", "e", "sw", "s", "se"]


class Painter:
    """Draws on ``canvas`` at ``scale`` pixels per point."""

    def __init__(self, canvas: tk.Canvas, scale: float = 1.0) -> None:
        self.canvas = canvas
        self.scale = scale

    def clear(self) -> None:
        self.canvas.delete("all")

    def _xy(self, values: Iterable[float]) -> list[float]:
        return [value * self.scale for value in values]

    def rounded_rect(self, rect: Rect, radii: Sequence[float], fill: str = "", outline: str = "",
                     width: float = 0.0, tags: Tags = (), backdrop: str = "") -> int:
        """``rect`` with per-corner ``radii`` (tl, tr, br, bl). An outline of ``width`` points is
        drawn inside the rectangle (its path inset by half the width, the radii with it), so
        neighbouring shapes never overlap. With a ``backdrop`` colour, the edge gets a half-tone
        fringe first (Tk does not antialias polygons: this softens the stair steps of curves)."""
        inset = width / 2 if outline else 0.0
        radii = [max(0.0, r - inset) for r in radii]
        points = self._xy(rounded_rect_points(rect.x + inset, rect.y + inset, rect.x + rect.width - inset,
                                              rect.y + rect.height - inset, radii, self.scale))
        edge = outline or fill
        if backdrop and edge and any(radii):
            self.canvas.create_polygon(points, fill="", outline=mix(edge, backdrop),
                                       width=(width * self.scale if outline else 0) + 1.2, joinstyle="round",
                                       tags=tuple(tag for tag in tags if ":" in tag) + ("fringe",))
        return self.canvas.create_polygon(points, fill=fill, outline=outline,
                                          width=width * self.scale if outline else 0,
                                          joinstyle="round", tags=tuple(tags))

    def ring(self, rect: Rect, radii: Sequence[float], gap: float, color: str, width: float,
             tags: Tags = ()) -> int:
        """A ring ``gap`` points outside ``rect``, concentric with its corners (a focus ring)."""
        grown = Rect(rect.x - gap - width, rect.y - gap - width, rect.width + 2 * (gap + width),
                     rect.height + 2 * (gap + width))
        return self.rounded_rect(grown, [r + gap + width if r > 0 else 0.0 for r in radii],
                                 outline=color, width=width, tags=tags)

    def circle(self, cx: float, cy: float, r: float, fill: str = "", outline: str = "", width: float = 0.0,
               tags: Tags = ()) -> int:
        points = circle_points(cx, cy, r, self.scale)
        return self.canvas.create_polygon(self._xy(points), fill=fill, outline=outline,
                                          width=width * self.scale if outline else 0, tags=tuple(tags))

    def line(self, points: Sequence[float], color: str, width: float, tags: Tags = ()) -> int:
        return self.canvas.create_line(self._xy(points), fill=color, width=width * self.scale,
                                       capstyle="round", joinstyle="round", tags=tuple(tags))

    def polygon(self, points: Sequence[float], fill: str, tags: Tags = ()) -> int:
        return self.canvas.create_polygon(self._xy(points), fill=fill, outline="", tags=tuple(tags))

    def arc(self, cx: float, cy: float, r: float, start: float, extent: float, color: str, width: float,
            tags: Tags = ()) -> int:
        """An open arc (degrees, counter-clockwise from 3 o'clock, as Tk's)."""
        points: list[float] = []
        steps = max(2, math.ceil(abs(math.radians(extent)) * r * self.scale / 1.5))
        for step in range(steps + 1):
            angle = math.radians(start + extent * step / steps)
            points += [cx + r * math.cos(angle), cy - r * math.sin(angle)]
        return self.line(points, color, width, tags)

    def text(self, x: float, y: float, text: str, font: tkfont.Font, fill: str, anchor: Anchor = "center",
             tags: Tags = ()) -> int:
        return self.canvas.create_text(x * self.scale, y * self.scale, text=text, font=font, fill=fill,
                                       anchor=anchor, tags=tuple(tags))


def offset(rect: Rect, dx: float, dy: float) -> Rect:
    """``rect`` moved by (dx, dy): from a component's coordinates to the canvas'."""
    return Rect(rect.x + dx, rect.y + dy, rect.width, rect.height)
