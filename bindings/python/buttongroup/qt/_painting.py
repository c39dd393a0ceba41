"""QPainter helpers the widgets share: colours, rounded shapes, text, icons and fonts.

The library speaks points (one Qt logical pixel), colours as ``0xRRGGBBAA`` ints and icons by
name; this module turns those into Qt: ``QColor``, a ``QPainterPath`` with per-corner radii,
``QFont`` per typography token (the same font measures for the library and draws), and icons
from a host's ``QIcon`` or the library's built-in icon set rendered by QtSvg.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from PySide6.QtCore import QByteArray, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPainterPath, QPen
from PySide6.QtSvg import QSvgRenderer

import buttongroup as bg

FOCUS_GAP, FOCUS_WIDTH = 2.0, 2.0
"""Points: a focus ring sits this far outside its target and is this wide."""
BOLD_FROM = 600
"""CSS weights from this one up are drawn bold."""


def qcolor(color: int | None) -> QColor:
    """``0xRRGGBBAA`` as a ``QColor`` (None: fully transparent)."""
    if color is None:
        return QColor(0, 0, 0, 0)
    return QColor(color >> 24 & 0xFF, color >> 16 & 0xFF, color >> 8 & 0xFF, color & 0xFF)


def qrect(rect: bg.Rect) -> QRectF:
    """A library ``Rect`` as a ``QRectF``."""
    return QRectF(rect.x, rect.y, rect.width, rect.height)


def fitted_radii(width: float, height: float, radii: Sequence[float]) -> tuple[float, float, float, float]:
    """``radii`` (tl, tr, br, bl) scaled down together so that no side gets more than it holds."""
    tl, tr, br, bl = (max(0.0, r) for r in radii)
    factor = 1.0
    for pair, side in ((tl + tr, width), (bl + br, width), (tl + bl, height), (tr + br, height)):
        if pair > side > 0:
            factor = min(factor, side / pair)
    return tl * factor, tr * factor, br * factor, bl * factor


def rounded_path(rect: QRectF, radii: Sequence[float]) -> QPainterPath:
    """``rect`` with per-corner radii (top-left, top-right, bottom-right, bottom-left)."""
    tl, tr, br, bl = fitted_radii(rect.width(), rect.height(), radii)
    x0, y0, x1, y1 = rect.left(), rect.top(), rect.right(), rect.bottom()
    path = QPainterPath(QPointF(x0 + tl, y0))
    path.lineTo(x1 - tr, y0)
    path.arcTo(QRectF(x1 - 2 * tr, y0, 2 * tr, 2 * tr), 90, -90)
    path.lineTo(x1, y1 - br)
    path.arcTo(QRectF(x1 - 2 * br, y1 - 2 * br, 2 * br, 2 * br), 0, -90)
    path.lineTo(x0 + bl, y1)
    path.arcTo(QRectF(x0, y1 - 2 * bl, 2 * bl, 2 * bl), 270, -90)
    path.lineTo(x0, y0 + tl)
    path.arcTo(QRectF(x0, y0, 2 * tl, 2 * tl), 180, -90)
    path.closeSubpath()
    return path


def fill_shape(painter: QPainter, rect: QRectF, radii: Sequence[float], fill: int | None,
               stroke: int | None = None, stroke_width: float = 0.0) -> None:
    """Fills ``rect`` (rounded by ``radii``) and strokes it inside its edge, so shapes side by
    side never overlap."""
    if fill is not None and fill & 0xFF:
        painter.fillPath(rounded_path(rect, radii), qcolor(fill))
    if stroke is not None and stroke & 0xFF and stroke_width > 0:
        inset = stroke_width / 2
        inner = rect.adjusted(inset, inset, -inset, -inset)
        pen = QPen(qcolor(stroke), stroke_width)
        painter.strokePath(rounded_path(inner, [max(0.0, r - inset) for r in radii]), pen)


def focus_ring(painter: QPainter, rect: QRectF, radii: Sequence[float], color: int) -> None:
    """A ring ``FOCUS_GAP`` outside ``rect``, concentric with its corners."""
    grow = FOCUS_GAP + FOCUS_WIDTH
    outer = rect.adjusted(-grow, -grow, grow, grow)
    fill_shape(painter, outer, [r + grow if r > 0 else 0.0 for r in radii], None, color, FOCUS_WIDTH)


class FontBook:
    """``QFont``s for the library's font tokens: a typography token of the theme (``"button"``,
    ``"subtitle"``) or a configuration's own ``"<family> <size> <weight>"``. ``measure`` is the
    callback every component gets, so what the library fits is what is drawn."""

    def __init__(self, theme: bg.Theme) -> None:
        self.theme = theme
        self._fonts: dict[str, QFont] = {}

    def spec(self, token: str) -> tuple[str, float, int]:
        """(family, size in points, weight) of ``token``."""
        try:
            prefix = f"typography/{token}/"
            return (self.theme.string(prefix + "family"), self.theme.number(prefix + "size"),
                    round(self.theme.number(prefix + "weight")))
        except bg.ButtonGroupError:  # not a typography token
            pass
        head, _, weight = token.rpartition(" ")
        family, _, size = head.rpartition(" ")
        try:
            return family, float(size), int(weight)
        except ValueError:
            return self.spec("button") if token != "button" else ("Sans Serif", 16.0, 400)

    def font(self, token: str) -> QFont:
        """The font of ``token`` (made once)."""
        font = self._fonts.get(token)
        if font is None:
            family, size, weight = self.spec(token)
            font = QFont(family)
            font.setPixelSize(max(1, round(size)))
            font.setWeight(QFont.Weight.Bold if weight >= BOLD_FROM else QFont.Weight.Normal)
            self._fonts[token] = font
        return font

    def measure(self, token: str, text: str, max_width: float) -> tuple[float, float]:
        """The library's measure callback: one line of ``text`` in ``token``, in points."""
        metrics = QFontMetricsF(self.font(token))
        return metrics.horizontalAdvance(text), metrics.height()


def draw_text(painter: QPainter, rect: QRectF, text: str, font: QFont, color: int) -> None:
    """``text`` centred in ``rect``, elided at the tail should it still be wider (the library
    already truncated it with the same font: this only guards against rounding)."""
    metrics = QFontMetricsF(font)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width() + 1.0)
    painter.setFont(font)
    painter.setPen(qcolor(color))
    wide = rect.adjusted(-2, 0, 2, 0)  # centred on rect's centre, unclipped by a rounding
    painter.drawText(wide, int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextSingleLine), shown)


class IconSource:
    """Where icons come from: ``icons`` maps names to the host's ``QIcon``s; any other name is
    drawn from the library's built-in icon set (its SVG, rendered by QtSvg, tinted with the
    colour the layout gives). ``*.backward`` / ``*.forward`` icons mirror right to left."""

    def __init__(self, icons: Mapping[str, QIcon] | None = None) -> None:
        self.icons = dict(icons or {})
        self._svg: dict[tuple[str, int, int], QSvgRenderer] = {}

    def renderer(self, name: str, color: int, backdrop: int = 0) -> QSvgRenderer:
        """The built-in icon ``name`` in ``color``, as the library draws it in a picture; the
        parts a filled icon cuts out show ``backdrop`` (0: nothing)."""
        key = (name, color, backdrop)
        renderer = self._svg.get(key)
        if renderer is None:
            configuration = bg.ButtonConfiguration(image=name, foreground_color=color,
                                                   content_insets=bg.Insets(0, 0, 0, 0))
            if backdrop:  # a button filled with it: the cut-outs take the button's fill
                configuration = configuration.replace(
                    background=bg.BackgroundConfiguration(fill_color=backdrop, corner_style=bg.CornerStyle.NONE))
            with bg.Button(configuration) as button:
                size = button.size_that_fits()
                button.layout(size.width, size.height)
                svg = button.svg(padding=0, background=0)
            renderer = QSvgRenderer(QByteArray(svg.encode()))
            box = renderer.viewBoxF()
            renderer.setViewBox(QRectF((box.width() - size.width) / 2, (box.height() - size.height) / 2,
                                       size.width, size.height))
            self._svg[key] = renderer
        return renderer

    def paint(self, painter: QPainter, name: str, rect: QRectF, color: int, right_to_left: bool = False,
              backdrop: int | None = None) -> None:
        """Draws icon ``name`` filling ``rect`` in ``color`` over ``backdrop`` (an opaque colour
        under the icon, or None when it is unknown or translucent)."""
        painter.save()
        if right_to_left and (name.endswith(".backward") or name.endswith(".forward")):
            centre = rect.center()
            painter.translate(centre.x() * 2, 0)
            painter.scale(-1, 1)
        icon = self.icons.get(name)
        if icon is not None:
            icon.paint(painter, rect.toAlignedRect())
        else:
            opaque = backdrop if backdrop is not None and backdrop & 0xFF == 0xFF else 0
            self.renderer(name, color, opaque).render(painter, rect)
        painter.restore()
