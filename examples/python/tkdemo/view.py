"""What every component view shares: the ``Host`` (window-wide services) and ``ComponentView``.

A component view owns one library object (a ``ButtonGroup``, a ``Button``, a ``Toolbar``), lays
it out where the app places it, draws its latest layout through the host's ``Painter``, and
forwards pointer and keyboard input to it. The library decides everything (frames, states,
what overflows, which callback fires); a view only converts coordinates and draws.

Focus: ``Tab`` walks every target of the window in order, a view handing over when its own
focus order wraps; the arrow keys move within the view (wrapping), as in a toolbar or a
segmented control. A view maps that onto its object's focus calls with ``_focus`` and
``_focus_order``.
"""

from __future__ import annotations

import tkinter as tk
from dataclasses import dataclass, field
from typing import Callable, Hashable

from buttongroup import Direction, FocusMove, PointerPhase, Rect, Size, Theme

from .colors import tk_color
from .fonts import FontBook
from .menus import MenuHost
from .painter import Painter

FOCUS_GAP, FOCUS_WIDTH = 2.0, 2.0
"""A focus ring sits this many points outside its target and is this many points wide."""


@dataclass
class Host:
    """The window-wide services a view uses."""

    root: tk.Misc
    canvas: tk.Canvas
    theme: Theme
    fonts: FontBook
    painter: Painter
    menus: MenuHost
    record: Callable[[str], None]
    """Reports that an action fired (the app lists and shows them)."""
    backdrop: int = 0xF6F7F9FF
    """The canvas colour, ``0xRRGGBBAA``: what translucent colours are composited over."""
    phase: int = 0
    """The activity indicators' animation step."""
    fired: list[str] = field(default_factory=list)

    @property
    def scale(self) -> float:
        return self.painter.scale

    def focus_color(self) -> str:
        """The theme's focus colour (the focused primary button's border)."""
        return tk_color(self.theme.color("color/button/primary/focused/border"), self.backdrop)


class ComponentView:
    """One library object on the canvas, its origin at (``x``, ``y``) canvas points."""

    def __init__(self, host: Host, name: str) -> None:
        self.host, self.name = host, name
        self.x = self.y = 0.0
        self.size = Size(0.0, 0.0)
        self.direction = Direction.LTR
        self.backdrop = host.backdrop
        self.focus_key: Hashable | None = None

    @property
    def tag(self) -> str:
        """The canvas tag of everything this view draws."""
        return f"view:{self.name}"

    # ------------------------------------------------------------ layout and drawing

    def place(self, x: float, y: float, width: float, direction: Direction) -> Size:
        """Lays the object out ``width`` points wide at (x, y); returns the size it takes."""
        self.x, self.y, self.direction = x, y, direction
        self.size = self._layout(width)
        return self.size

    def natural_size(self) -> Size:
        """The size it would like (a button's size that fits); groups take the width they get."""
        return Size(0.0, 0.0)

    def _layout(self, width: float) -> Size:
        raise NotImplementedError

    def draw(self) -> None:
        raise NotImplementedError

    def redraw(self) -> None:
        """Draws this view again alone (its layout unchanged)."""
        self.host.canvas.delete(self.tag)
        self.draw()

    def to_canvas(self, rect: Rect) -> Rect:
        """``rect`` in the object's coordinates -> canvas points."""
        return Rect(rect.x + self.x, rect.y + self.y, rect.width, rect.height)

    def screen_point(self, rect: Rect) -> tuple[int, int]:
        """The screen pixel under ``rect``'s bottom-left corner (bottom-right in RTL): where a
        menu for it is posted."""
        canvas, scale = self.host.canvas, self.host.scale
        x = rect.max_x if self.direction is Direction.RTL else rect.x
        return (canvas.winfo_rootx() + round((self.x + x) * scale),
                canvas.winfo_rooty() + round((self.y + rect.max_y) * scale))

    # ------------------------------------------------------------------- pointer

    def hit_area(self) -> Rect:
        """The canvas rectangle whose presses this view takes."""
        return Rect(self.x, self.y, self.size.width, self.size.height)

    def hit(self, x: float, y: float) -> bool:
        return self.hit_area().contains(x, y)

    def pointer(self, phase: PointerPhase, x: float, y: float) -> None:
        """A pointer event at canvas point (x, y), given to the object in its coordinates."""
        self._pointer(phase, x - self.x, y - self.y)

    def _pointer(self, phase: PointerPhase, x: float, y: float) -> None:
        raise NotImplementedError

    # --------------------------------------------------------------------- focus

    def _focus(self, move: FocusMove) -> Hashable | None:
        """Moves the object's focus; returns the focused target's key (None: nothing)."""
        raise NotImplementedError

    def _focus_order(self) -> list[Hashable]:
        """The keys of the focusable targets in reading order (the latest layout's)."""
        raise NotImplementedError

    def move_focus(self, move: FocusMove) -> bool:
        self.focus_key = self._focus(move)
        return self.focus_key is not None

    def focus_enter(self, forward: bool) -> bool:
        """Focus arrives from the previous (``forward``) or next view: its first or last target."""
        return self.move_focus(FocusMove.FIRST if forward else FocusMove.LAST)

    def focus_step(self, forward: bool) -> bool:
        """Tab within the view; False (and focus cleared) when its order wraps: focus moves on."""
        before = self.focus_key
        order = self._focus_order()
        if before is None or before not in order:
            return self.focus_enter(forward)
        after = self._focus(FocusMove.NEXT if forward else FocusMove.PREVIOUS)
        wrapped = after is None or after not in order or (
            order.index(after) <= order.index(before) if forward else order.index(after) >= order.index(before))
        if wrapped:
            self.focus_clear()
            return False
        self.focus_key = after
        return True

    def focus_arrow(self, forward: bool) -> None:
        """An arrow key: the next or previous target of this view, wrapping."""
        self.move_focus(FocusMove.NEXT if forward else FocusMove.PREVIOUS)

    def focus_clear(self) -> None:
        self._focus(FocusMove.CLEAR)
        self.focus_key = None

    def activate_focused(self) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Frees the library object."""

