"""Rounded shapes as polygons smooth enough for Tk's canvas.

Tk has no rounded rectangle, so each corner becomes an arc of short chords. The chord count
grows with the corner's radius in *pixels* (points x scale), so a capsule drawn at 2x gets
twice the chords and never shows facets: every chord is at most ``MAX_CHORD_PX`` long and
strays less than a hundredth of a pixel from the true arc. Radii are per corner, as a layout
gives them (top-left, top-right, bottom-right, bottom-left), and are scaled down together
when they would overlap (as CSS does), so a capsule stays a capsule.
"""

from __future__ import annotations

import math
from typing import Sequence

MAX_CHORD_PX = 1.5
"""The longest straight segment allowed on a curve, in pixels."""


def arc_segments(radius_px: float, sweep_degrees: float = 90) -> int:
    """How many chords an arc of ``radius_px`` pixels sweeping ``sweep_degrees`` needs."""
    length = abs(radius_px) * math.radians(sweep_degrees)
    return max(1, math.ceil(length / MAX_CHORD_PX))


def fitted_radii(width: float, height: float, radii: Sequence[float]) -> tuple[float, float, float, float]:
    """``radii`` (tl, tr, br, bl) made non-negative and scaled down together so that the two
    radii on any side never add up to more than that side."""
    tl, tr, br, bl = (max(0.0, r) for r in radii)
    factor = 1.0
    for pair, side in ((tl + tr, width), (bl + br, width), (tl + bl, height), (tr + br, height)):
        if pair > side > 0:
            factor = min(factor, side / pair)
    if width <= 0 or height <= 0:
        factor = 0.0
    return tl * factor, tr * factor, br * factor, bl * factor


def rounded_rect_points(x0: float, y0: float, x1: float, y1: float, radii: Sequence[float],
                        scale: float = 1.0) -> list[float]:
    """The flat ``[x, y, x, y, ...]`` outline of the rectangle (x0, y0)-(x1, y1) with corner radii
    ``radii`` (tl, tr, br, bl, in the same units as the coordinates), clockwise from the
    top-left arc. ``scale`` is pixels per unit: it sets how many chords each arc gets."""
    tl, tr, br, bl = fitted_radii(x1 - x0, y1 - y0, radii)
    corners = ((x0 + tl, y0 + tl, tl, 180.0), (x1 - tr, y0 + tr, tr, 270.0),
               (x1 - br, y1 - br, br, 0.0), (x0 + bl, y1 - bl, bl, 90.0))
    points: list[float] = []
    for cx, cy, r, start in corners:
        if r <= 0:
            points += [cx, cy]
            continue
        steps = arc_segments(r * scale)
        for step in range(steps + 1):
            angle = math.radians(start + 90.0 * step / steps)
            points += [cx + r * math.cos(angle), cy + r * math.sin(angle)]
    return points


def circle_points(cx: float, cy: float, r: float, scale: float = 1.0) -> list[float]:
    """A full circle as a polygon (for a ring drawn as a polygon outline)."""
    steps = arc_segments(r * scale, 360)
    points: list[float] = []
    for step in range(steps):
        angle = 2 * math.pi * step / steps
        points += [cx + r * math.cos(angle), cy + r * math.sin(angle)]
    return points

