"""Our side of the peer benchmark: the two operations, through the public Python package.

This is the only file of the peer benchmark that knows our Python API. When a faster API
lands, switch these functions to it; `peers_py.py` times and checks whatever they do.

The workload (see README.md): an all-round group (the default layout, spacing 8) of N
items titled "Item A", "Item B", ... (they fit in 100 pt; the C side's narrow row truncates
them), `max_visible` 0 (no More button), scale 2, LTR; every slot's x and width read.
"""

from __future__ import annotations

import string
from pathlib import Path
from typing import Callable, List, Optional, Tuple

import buttongroup as bg

Frames = List[Tuple[float, float]]
"""Every slot's (x, width), left to right."""

SCALE = 2.0
_LETTERS = string.ascii_uppercase
_PARAMETERS = bg.Parameters(max_visible=0)  # the rest (all-round, spacing 8): the theme's


def _titles(n: int) -> List[str]:
    return [f"Item {_LETTERS[i % 26]}" for i in range(n)]


def build_and_layout(n: int, width: float) -> Frames:
    """Creates a group of n items, lays it out once at `width`, reads every frame, frees it."""
    with bg.ButtonGroup([bg.Item(t) for t in _titles(n)], _PARAMETERS) as group:
        frames = group.layout_frames(width, SCALE)
        return list(zip(frames.x, frames.width))


def make_relayout(n: int) -> Callable[[float], Optional[Frames]]:
    """A group of n items and a function that lays it out again at a width and reads every frame.

    The function must read every slot's x and width. It returns them as a list, or None if it
    reads them without building one (the checks then use `build_and_layout` at that width).
    The group lives as long as the returned function.
    """
    group = bg.ButtonGroup([bg.Item(t) for t in _titles(n)], _PARAMETERS)

    layout_frames = group.layout_frames

    def relayout(width: float) -> Optional[Frames]:
        frames = layout_frames(width, SCALE)
        return list(zip(frames.x, frames.width))

    return relayout


def make_whole_relayout(n: int) -> Callable[[float], Optional[Frames]]:
    """As ``make_relayout``, through the whole result: ``layout(...).slots``, every slot's frame
    read (what a host that also draws titles, icons, corners and states does)."""
    group = bg.ButtonGroup([bg.Item(t) for t in _titles(n)], _PARAMETERS)
    layout = group.layout

    def relayout(width: float) -> Optional[Frames]:
        return [(slot.frame.x, slot.frame.width) for slot in layout(width, SCALE).slots]

    return relayout


def make_frames_call(n: int) -> Callable[[float], bg.Frames]:
    """A group of n items and its ``layout_frames`` alone: every slot's x and width come back as
    the result's ``x`` and ``width`` columns (views of the group's buffer), and no list of pairs
    is built.
    Not a contender (the peers return lists): it shows what the call itself costs, with the same
    one Python frame around it as every contender's relayout. The group lives as long as the
    returned function."""
    group = bg.ButtonGroup([bg.Item(t) for t in _titles(n)], _PARAMETERS)
    layout_frames = group.layout_frames

    def call(width: float) -> bg.Frames:
        return layout_frames(width, SCALE)

    return call


def row_height() -> float:
    """Our slots' height: the peers' nodes get it, so that Yoga does no stretch pass ours does not."""
    with bg.ButtonGroup([bg.Item(t) for t in _titles(1)], _PARAMETERS) as group:
        return float(group.layout_frames(100.0, SCALE).height[0])


def library_path() -> Path:
    """The libbuttongroup.so the package loads (for the bare ctypes call)."""
    from buttongroup import _loader

    return Path(_loader.library_path())


def description() -> str:
    """One line for the report: which API this adapter uses."""
    return "ButtonGroup(items, Parameters(max_visible=0)).layout_frames(w, 2) -> zip(frames.x, frames.width)"
