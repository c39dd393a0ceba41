"""Shared helper of the examples: prints a ``GroupLayout`` as a readable table.

    from print_layout import print_layout
    print_layout(group.layout(width=375), "Basic usage")

prints::

    Basic usage (375 x 48 pt)
    slot  kind  item  role       state  frame                  corners  title       icon
    0     ITEM  0     SECONDARY  -      x=0 y=0 w=375 h=48     24       Statements  -
"""

from __future__ import annotations

from buttongroup import Corners, GroupLayout, Rect, State

__all__ = ["format_layout", "print_layout", "fmt_rect", "fmt_corners", "fmt_state"]

_HEADER = ("slot", "kind", "item", "role", "state", "frame", "corners", "title", "icon")


def _num(value: float) -> str:
    """12.0 -> "12", 119.5 -> "119.5"."""
    return f"{value:g}"


def fmt_rect(rect: Rect) -> str:
    """``x=0 y=0 w=119.5 h=48``."""
    return f"x={_num(rect.x)} y={_num(rect.y)} w={_num(rect.width)} h={_num(rect.height)}"


def fmt_corners(corners: Corners) -> str:
    """One radius when all four agree, else ``top-left/top-right/bottom-right/bottom-left``."""
    radii = (corners.top_left, corners.top_right, corners.bottom_right, corners.bottom_left)
    if len(set(radii)) == 1:
        return _num(radii[0])
    return "/".join(_num(radius) for radius in radii)


def fmt_state(state: State) -> str:
    """``-`` for the normal state, else the flag names, e.g. ``HIGHLIGHTED``."""
    names = [flag.name for flag in State if flag in state and flag.name]
    return "|".join(names) or "-"


def format_layout(layout: GroupLayout, caption: str | None = None) -> str:
    """The layout as an aligned text table, one row per visible slot, then the overflow."""
    rows = [_HEADER]
    for index, slot in enumerate(layout.slots):
        title = (repr(slot.title) if slot.title else "-") + (" (truncated)" if slot.title_truncated else "")
        rows.append((
            str(index),
            slot.kind.name,
            "-" if slot.item_index is None else str(slot.item_index),
            slot.role.name,
            fmt_state(slot.state),
            fmt_rect(slot.frame),
            fmt_corners(slot.corners),
            title,
            slot.icon or "-",
        ))
    widths = [max(len(row[column]) for row in rows) for column in range(len(_HEADER))]
    lines = []
    if caption is not None:
        lines.append(f"{caption} ({_num(layout.size.width)} x {_num(layout.size.height)} pt)")
    lines += ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip() for row in rows]
    if layout.overflow_items:
        lines.append(f"overflow (in the More sheet): items {list(layout.overflow_items)}")
    return "\n".join(lines)


def print_layout(layout: GroupLayout, caption: str | None = None) -> None:
    """Prints ``format_layout(layout, caption)`` followed by a blank line."""
    print(format_layout(layout, caption))
    print()
