"""Stand-in glyphs for the icon names the demo's items use, drawn with canvas primitives.

The library only names icons (``slot.icon``, ``cell.image``, ``view.image``) and says where they
go; a real host would draw its asset or symbol there. Each glyph here fills the frame it is
given, in the colour given; names it does not know get a dot. ``*.backward`` / ``*.forward``
glyphs mirror in right-to-left layouts, as the symbols they stand for do. The activity
indicator is here too: eight spokes fading round, turned by ``phase``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from tkinter import font as tkfont
from typing import Callable

from buttongroup import Rect

from .painter import Painter, Tags


@dataclass(frozen=True)
class Glyph:
    """Where and how to draw one icon: centre, half size ``r``, colour, stroke width, tags."""

    painter: Painter
    cx: float
    cy: float
    r: float
    color: str
    tags: Tags
    mirrored: bool = False
    fonts: Callable[[float, bool, bool], tkfont.Font] | None = None
    backdrop: str = "#ffffff"
    """The colour behind the icon, for the parts a filled glyph cuts out."""

    @property
    def stroke(self) -> float:
        return max(1.2, self.r / 5)

    def line(self, *points: float) -> None:
        """A polyline through (x, y) pairs in units of the half size, about the centre."""
        xs = [(-p if self.mirrored else p) for p in points[0::2]]
        coords = [v for x, y in zip(xs, points[1::2]) for v in (self.cx + x * self.r, self.cy + y * self.r)]
        self.painter.line(coords, self.color, self.stroke, self.tags)

    def ring(self, x: float = 0, y: float = 0, radius: float = 0.8, fill: bool = False) -> None:
        self.painter.circle(self.cx + x * self.r, self.cy + y * self.r, radius * self.r,
                            fill=self.color if fill else "", outline="" if fill else self.color,
                            width=0 if fill else self.stroke, tags=self.tags)

    def letter(self, text: str, size: float = 1.3, bold: bool = True, italic: bool = False) -> None:
        if self.fonts is not None:
            self.painter.text(self.cx, self.cy, text, self.fonts(self.r * size, bold, italic), self.color,
                              tags=self.tags)


def _dots(g: Glyph) -> None:
    for x in (-0.6, 0, 0.6):
        g.ring(x, 0, 0.14, fill=True)


def _ellipsis_circle(g: Glyph) -> None:
    g.ring(radius=0.85)
    for x in (-0.4, 0, 0.4):
        g.ring(x, 0, 0.1, fill=True)


def _circled(letter: str) -> Callable[[Glyph], None]:
    def draw(g: Glyph) -> None:
        g.ring(radius=0.85)
        g.letter(letter, 1.0)
    return draw


def _magnifier(sign: str) -> Callable[[Glyph], None]:
    def draw(g: Glyph) -> None:
        g.ring(-0.15, -0.15, 0.6)
        g.line(0.3, 0.3, 0.85, 0.85)
        if sign:
            g.line(-0.45, -0.15, 0.15, -0.15)
        if sign == "+":
            g.line(-0.15, -0.45, -0.15, 0.15)
    return draw


def _house_circle(g: Glyph) -> None:
    g.ring(radius=0.95, fill=True)
    roof = [(-0.5, 0.0), (0.0, -0.5), (0.5, 0.0), (0.35, 0.0), (0.35, 0.45), (-0.35, 0.45), (-0.35, 0.0)]
    points = [v for x, y in roof for v in (g.cx + x * g.r, g.cy + y * g.r)]
    g.painter.polygon(points, g.backdrop, g.tags)


def _share(g: Glyph) -> None:
    g.line(-0.35, -0.2, -0.6, -0.2, -0.6, 0.85, 0.6, 0.85, 0.6, -0.2, 0.35, -0.2)
    g.line(0, 0.35, 0, -0.9)
    g.line(-0.35, -0.55, 0, -0.9, 0.35, -0.55)


def _dock(g: Glyph) -> None:
    g.line(-0.8, -0.6, 0.8, -0.6, 0.8, 0.6, -0.8, 0.6, -0.8, -0.6)
    g.line(-0.5, 0.3, 0.5, 0.3)


def _menu(g: Glyph) -> None:
    for y in (-0.5, 0, 0.5):
        g.line(-0.75, y, 0.75, y)


def _plus(g: Glyph) -> None:
    g.line(-0.7, 0, 0.7, 0)
    g.line(0, -0.7, 0, 0.7)


def _underline(g: Glyph) -> None:
    g.letter("U", 1.6, bold=False)
    g.line(-0.5, 0.95, 0.5, 0.95)


def _dot(g: Glyph) -> None:
    g.ring(radius=0.35, fill=True)


def _squares(g: Glyph) -> None:
    g.line(-0.8, -0.3, -0.8, 0.8, 0.3, 0.8, 0.3, -0.3, -0.8, -0.3)
    g.line(-0.3, -0.5, -0.3, -0.8, 0.8, -0.8, 0.8, 0.3, 0.5, 0.3)


GLYPHS: dict[str, Callable[[Glyph], None]] = {
    "ic_more_horiz": _dots,
    "ellipsis.circle": _ellipsis_circle,
    "ic_info": _circled("i"),
    "questionmark.circle": _circled("?"),
    "exclamationmark.circle": _circled("!"),
    "ic_dock": _dock,
    "ic_menu": _menu,
    "ic_share": _share,
    "square.and.arrow.up": _share,
    "chevron.backward": lambda g: g.line(0.25, -0.6, -0.3, 0, 0.25, 0.6),
    "chevron.forward": lambda g: g.line(-0.25, -0.6, 0.3, 0, -0.25, 0.6),
    "chevron.down": lambda g: g.line(-0.55, -0.2, 0, 0.3, 0.55, -0.2),
    "plus": _plus,
    "checkmark": lambda g: g.line(-0.65, 0.05, -0.2, 0.5, 0.65, -0.5),
    "magnifyingglass": _magnifier(""),
    "minus.magnifyingglass": _magnifier("-"),
    "plus.magnifyingglass": _magnifier("+"),
    "house.circle.fill": _house_circle,
    "square.on.square": _squares,
    "bold": lambda g: g.letter("B", 1.8),
    "italic": lambda g: g.letter("I", 1.8, bold=False, italic=True),
    "underline": _underline,
}


def draw_icon(painter: Painter, name: str, frame: Rect, color: str, tags: Tags = (), mirrored: bool = False,
              fonts: Callable[[float, bool, bool], tkfont.Font] | None = None, backdrop: str = "#ffffff") -> None:
    """Draws icon ``name`` filling ``frame`` (canvas points) in ``color`` over ``backdrop``."""
    cx, cy = frame.center
    glyph = Glyph(painter, cx, cy, min(frame.width, frame.height) / 2, color, tuple(tags) + (f"icon:{name}",),
                  mirrored and (name.endswith(".backward") or name.endswith(".forward")), fonts, backdrop)
    GLYPHS.get(name, _dot)(glyph)


def draw_activity_indicator(painter: Painter, frame: Rect, colors: list[str], phase: int, tags: Tags = ()) -> None:
    """Eight spokes round ``frame``'s centre, ``colors[k]`` for the spoke ``k`` steps behind the
    leading one (``phase`` turns it: the demo steps it on a timer)."""
    cx, cy = frame.center
    r = min(frame.width, frame.height) / 2
    for spoke in range(8):
        angle = math.radians(90 - 45 * (spoke + phase))
        x, y = math.cos(angle), -math.sin(angle)
        color = colors[min(spoke, len(colors) - 1)]
        painter.line([cx + x * r * 0.45, cy + y * r * 0.45, cx + x * r * 0.95, cy + y * r * 0.95], color,
                     max(1.5, r / 5), tuple(tags) + ("activity",))
