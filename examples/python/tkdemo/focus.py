"""``FocusChain``: keyboard focus across the views of the window.

Tab / Shift-Tab walk every focusable target in order: within the focused view through its
object's own focus calls, then on to the next view that can take focus (its first target, or
its last going backwards). The arrow keys stay within the focused view and wrap; Left and
Right follow the screen, so in right-to-left layouts Right goes back in reading order.
Return / space activate the focused target, Escape clears focus.
"""

from __future__ import annotations

from typing import Callable, Sequence

from buttongroup import FocusMove

from .view import ComponentView


class FocusChain:
    """Focus over ``views()`` (in Tab order, asked each time: views may change)."""

    def __init__(self, views: Callable[[], Sequence[ComponentView]]) -> None:
        self.views = views
        self.current: ComponentView | None = None

    def tab(self, forward: bool = True) -> ComponentView | None:
        """Tab (``forward``) or Shift-Tab; returns the view holding focus afterwards."""
        views = list(self.views())
        current = self.current if self.current in views else None
        if current is not None and current.focus_step(forward):
            return current
        start = views.index(current) if current is not None else (-1 if forward else len(views))
        step = 1 if forward else -1
        self.current = None
        for offset in range(1, len(views) + 1):
            view = views[(start + offset * step) % len(views)]
            if view.focus_enter(forward):
                self.current = view
                break
        return self.current

    def enter(self, view: ComponentView) -> bool:
        """Gives focus to ``view``'s first target (as a click-to-focus would)."""
        self.clear()
        if view.focus_enter(True):
            self.current = view
        return self.current is view

    def arrow(self, screen_right: bool, right_to_left: bool) -> None:
        """Left / Right within the focused view (reading order reversed in right-to-left)."""
        if self.current is not None:
            self.current.focus_arrow(forward=screen_right != right_to_left)

    def home_end(self, home: bool) -> None:
        if self.current is not None:
            self.current.move_focus(FocusMove.FIRST if home else FocusMove.LAST)

    def activate(self) -> None:
        if self.current is not None:
            self.current.activate_focused()

    def clear(self) -> None:
        if self.current is not None:
            self.current.focus_clear()
        self.current = None
