"""The peer benchmark's workload and its reference (the closed form), shared by the Python
benchmark and the report. Numbers, not tests: see README.md.

A row of N buttons in a width W with a gap of 8 between neighbours, sharing the width
equally, laid out at scale 2 (two pixels per point), left to right.
"""

from __future__ import annotations

import math
from typing import List, Sequence, Tuple

Frames = List[Tuple[float, float]]

NS = (1, 4, 64, 1024)
SPACING = 8.0
SCALE = 2.0
WIDTH_COUNT = 1000
WIDTH_STEP = 0.37


PER_ITEM = 100.0  # the wide row; peers_py.py --narrow sets 47 (our titles are truncated there)


def base_width(n: int) -> float:
    """W: N buttons of PER_ITEM pt and N - 1 gaps of 8 pt (wide: 100, 424, 6904, 110584)."""
    return PER_ITEM * n + SPACING * (n - 1)


def widths(n: int) -> List[float]:
    """The 1,000 distinct widths a relayout cycles through (W + k * 0.37), so that no result
    cache can answer a call: the same width comes back only every 1,000 calls."""
    w = base_width(n)
    return [w + k * WIDTH_STEP for k in range(WIDTH_COUNT)]


def snap(value: float, scale: float = SCALE) -> float:
    """`value` on the pixel grid, halves away from zero (Swift's .toNearestOrAwayFromZero).

    Written without `floor(x + 0.5)`, which rounds some values just below a half the wrong way.
    """
    x = value * scale
    whole = math.floor(abs(x))
    if abs(x) - whole >= 0.5:
        whole += 1
    return math.copysign(whole, x) / scale


def ideal_edges(n: int, width: float) -> List[Tuple[float, float]]:
    """Unsnapped (left, right) edges: slot width w = (W - (n-1)*8)/n, left edge k*(w+8);
    the last slot ends exactly at W."""
    w = (width - (n - 1) * SPACING) / n
    step = w + SPACING
    return [(k * step, width if k == n - 1 else k * step + w) for k in range(n)]


def closed_form(n: int, width: float, scale: float = SCALE) -> Frames:
    """The pixel-snapped equal-share row (x, width) per slot, as our library promises it:
    ideal edges snapped to the grid of `scale`, the group's own edges 0 and W kept exact.

    Also a contender: the least a pure-Python layout of this row can cost."""
    if n <= 0:
        return []
    w = (width - (n - 1) * SPACING) / n
    step = w + SPACING
    frames = []
    for k in range(n):
        left = k * step
        x = left * scale
        whole = math.floor(x)
        if x - whole >= 0.5:
            whole += 1
        snapped_left = min(whole / scale, width)
        if k == n - 1:
            snapped_right = width
        else:
            x = (left + w) * scale
            whole = math.floor(x)
            if x - whole >= 0.5:
                whole += 1
            snapped_right = max(snapped_left, min(whole / scale, width))
        frames.append((snapped_left, snapped_right - snapped_left))
    return frames


def ulp64(x: float) -> float:
    return math.ulp(abs(x)) if x else math.ulp(0.0)


def ulp32(x: float) -> float:
    """The spacing of float32 values at |x| (x normal)."""
    if x == 0:
        return 2.0 ** -149
    return 2.0 ** (math.frexp(abs(x))[1] - 24)


def tie_epsilon_px(k: int, width: float, scale: float = SCALE) -> float:
    """How far from a half-pixel tie (in pixels) an ideal edge may lie and still be snapped the
    other way by an implementation that adds the k slot widths and gaps one after another in
    float64 (our library's cursor) instead of multiplying (the closed form): one rounding of
    at most half an ulp at W per addition, k + 2 additions, doubled for safety."""
    return (k + 2) * ulp64(width * scale)


def float32_error(k: int, width: float) -> float:
    """The error a float32 layout engine may have accumulated in slot k's edges, in points.

    Yoga and Taffy compute positions in float32: the free space (W minus the gaps, divided
    by n), then each child's position as the previous one plus its width plus the gap. Each
    addition rounds by at most half an ulp of the running position, which is at most W, so
    slot k's right edge carries up to (k + 1) such roundings, plus the width's conversion to
    float32, the free-space arithmetic and the engine's own left + width for the right edge:
    (k + 8) half-ulps in all. At N = 1024 (W = 110,584 pt, ulp 1/128) that is up to 4 pt at
    the far end: the peers really do drift that much (up to 1.9 pt observed), ours does not.
    """
    return (k + 8) * ulp32(width) / 2


def edges(frames: Sequence[Tuple[float, float]]) -> List[Tuple[float, float]]:
    return [(x, x + w) for x, w in frames]
