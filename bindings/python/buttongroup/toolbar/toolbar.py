"""``Toolbar``: control groups laid out in a toolbar (or in content), headless."""

from __future__ import annotations

import ctypes
from ctypes import c_double
from collections.abc import Iterable
from typing import Union

from .. import _callbacks, _numbers
from .._callbacks import DESTROY, REGISTRY, Measure
from .._collection import pause, resume
from .._lifetime import LibraryObject, State
from .._native import lib
from ..enums import ControlContext, Direction, FocusMove, PointerPhase, Status
from ..frames import PerThread
from ..overflow import Breakpoint, read_breakpoints
from ..theme import Theme, _theme_handle
from ..picture import render_svg
from . import _callbacks as _trampolines
from . import _ffi, _items
from ._callbacks import MenuDismissed, PresentMenu
from .control_group import ControlButton, ControlGroup
from .frames import ToolbarBuffer, ToolbarFrames
from .item import ToolbarItem
from .layout import ControlTarget, ToolbarLayout

__all__ = ["Toolbar", "ItemLike", "PresentMenu", "MenuDismissed", "Measure"]

ItemLike = Union[ToolbarItem, ControlGroup, ControlButton]
"""What ``Toolbar`` takes as an item: a ``ToolbarItem``, or a ``ControlGroup`` (as
``ToolbarItem(group)``) or a ``ControlButton`` (as ``ToolbarItem.button(button)``)."""


class _ToolbarState(State):
    """What the toolbar's finalizer and registrations keep: its handle, lock and items."""

    __slots__ = ("items", "most_rects")

    def __init__(self) -> None:
        super().__init__(_ffi.bg_toolbar())
        self.items: tuple[ToolbarItem, ...] = ()
        self.most_rects = 0
        """The most rects a layout of ``items`` can have: every cell, its group and separator, and
        the overflow button."""


_FREE = lib.unchecked("bg_toolbar_free")
# The calls every frame makes, untyped (see Native.untyped).
_LAYOUT = lib.untyped("bg_toolbar_layout")
_LAYOUT_FRAMES = lib.untyped("bg_toolbar_layout_frames")
_VIEW_SIZE = ctypes.sizeof(_ffi.bg_toolbar_view)


class Toolbar(LibraryObject):
    """Control groups in a toolbar: layout, whole-group overflow into a menu, states, focus,
    menus and callbacks. The host draws; the toolbar decides (SwiftUI's ``.toolbar``).

    Example (a browser-like toolbar)::

        toolbar = Toolbar([
            ToolbarItem(ControlGroup("History", buttons=[
                ControlButton("Back", "chevron.backward", action=go_back),
                ControlButton("Forward", "chevron.forward", action=go_forward, disabled=True),
            ]), Placement.NAVIGATION),
            ToolbarItem(ControlGroup("Zoom", "magnifyingglass", [
                ControlButton("Zoom Out", "minus.magnifyingglass", action=zoom_out),
                ControlButton("Zoom In", "plus.magnifyingglass", action=zoom_in),
            ])),
        ], on_menu=show_menu)
        layout = toolbar.layout(width=480, scale=2)
        for cell in layout.cells:
            draw_cell(cell.frame, cell.corners, cell.image, cell.title, cell.state)
        toolbar.tap(*layout.cells[0].frame.center)   # fires go_back

    **Overflow** (``ControlContext.TOOLBAR``): when the groups do not fit, whole groups move
    into the overflow menu, lowest ``ToolbarItem.priority`` first, then trailing placements
    first, then later items first; ``layout.overflow_button`` appears at the trailing end, and
    pressing it calls ``on_menu`` with each overflowed group as a submenu. A group with keyboard
    focus or being pressed stays (the next one goes instead). A group that moved needs the
    theme's overflow hysteresis (``parameters/toolbar/overflowHysteresis``) more than its
    breakpoint to come back; ``breakpoints()`` tells in advance where each group moves. In
    ``ControlContext.CONTENT`` (see ``ControlGroupView``) groups fill the width unless
    ``fixed_size`` and never overflow.

    Close a toolbar with ``close()`` or use it as a context manager; it is also freed when
    garbage-collected. Callbacks (the buttons' actions, ``on_menu``, ``on_menu_dismissed``,
    ``measure``) are kept alive by the toolbar, not by the caller, until they are replaced or
    the toolbar is closed; a callback that refers to its own toolbar keeps it alive until
    ``close()``. An exception raised by a callback comes out of the call that triggered it
    (``tap``, ``layout``, ``choose_menu_entry``, ...), as itself; the toolbar stays usable.
    Callbacks may call back into the toolbar (an action may ``set_items``, e.g. to disable
    itself). Calls on a closed toolbar raise ``InvalidHandleError``. A toolbar may be shared
    between threads: its calls are serialized. A toolbar cannot be copied or pickled
    (``TypeError``).

    Bad values are refused and leave the toolbar unchanged, each error naming the field or
    parameter: see ``ControlButton``, ``ControlGroup`` and ``ToolbarItem`` for items; a NaN,
    negative or too large width, a bad scale, an unknown direction, phase or focus move raise
    ``InvalidArgumentError`` (``OutOfRangeError`` for an int outside its C type).
    """

    _COPY_HINT = "make another one with Toolbar(toolbar.items, toolbar.context, theme, ...)"
    _state: _ToolbarState
    # The callbacks until one is set (class attributes: a new toolbar stores none of them).
    _on_menu: PresentMenu | None = None
    _on_menu_dismissed: MenuDismissed | None = None
    _measure: Measure | None = None

    def __init__(
        self,
        items: Iterable[ItemLike] = (),
        context: ControlContext = ControlContext.TOOLBAR,
        theme: Theme | None = None,
        *,
        on_menu: PresentMenu | None = None,
        on_menu_dismissed: MenuDismissed | None = None,
        measure: Measure | None = None,
    ) -> None:
        """Creates a toolbar holding ``items`` in ``context``.

        ``theme`` (None: the built-in one) gives the metrics, colors, icons and overflow
        hysteresis; the toolbar keeps what it needs and the theme may be closed afterwards.

        Raises:
            InvalidArgumentError: an unknown ``context`` (``OutOfRangeError`` outside
                ``int32_t``), or a bad item (nothing is kept).
        """
        c_context = _numbers.int32(context, "context")
        theme_handle = _theme_handle(theme)
        self._own(_ToolbarState(), _FREE)  # before the handle exists: the finalizer frees whatever it becomes
        self._buffers = PerThread(ToolbarBuffer)  # what layout_frames writes into, grown as needed
        self._view = _ffi.bg_toolbar_view(struct_size=_VIEW_SIZE)
        self._view_ref = ctypes.byref(self._view)
        lib.bg_toolbar_create(theme_handle, c_context, ctypes.byref(self._state.handle))
        self._context = ControlContext(c_context)
        try:
            self.set_items(items)
            if on_menu is not None:
                self.on_menu = on_menu
            if on_menu_dismissed is not None:
                self.on_menu_dismissed = on_menu_dismissed
            if measure is not None:
                self.measure = measure
        except BaseException:
            self.close()
            raise

    # ----------------------------------------------------------------- inputs

    def set_items(self, items: Iterable[ItemLike]) -> None:
        """Replaces every item; the old buttons' actions are released.

        Pointer tracking stops; a presented menu is withdrawn and ``on_menu_dismissed`` called
        (what it raises comes out of this call, after the items were replaced). Items of the
        same shape as before (as many, each a group or a space where it was, with the same
        placement, style and number of buttons: a host rebuilding them after a state change)
        keep keyboard focus on its cell (dropped at the next layout if that cell is now
        disabled) and the overflow's hysteresis memory; other items start both over. Safe from
        inside a callback (an action may disable its own button).

        On failure the toolbar keeps its old items: see ``ControlButton``, ``ControlGroup``
        and ``ToolbarItem`` for what is refused; every error names the field.
        """
        normalized = _items.normalize(items)
        c_items = _items.to_c(normalized)
        state = self._state
        with state.lock:
            if c_items.actions:
                # One registration for all the items: every button with an action carries its key,
                # the first of them the destroy, which the library runs once the items are gone.
                key = _callbacks.new_key()
                for c_button in c_items.actions:
                    c_button.action = _trampolines.ACTION
                    c_button.user_data = key
                c_items.actions[0].destroy = DESTROY
                REGISTRY[key] = (normalized, state)
            lib.bg_toolbar_set_items(state.handle, c_items.array, c_items.count)
            state.items = normalized
            state.most_rects = 1 + sum(1 + 2 * len(item.group.buttons) for item in normalized if item.group is not None)
            dismissal_error = _trampolines.MENU_DISMISSALS.take()
            if dismissal_error is not None:  # the items were replaced; the callback's error comes out
                raise dismissal_error

    @property
    def items(self) -> tuple[ToolbarItem, ...]:
        """The items as ``ToolbarItem``s, as last given; assigning calls ``set_items``."""
        return self._state.items

    @items.setter
    def items(self, items: Iterable[ItemLike]) -> None:
        self.set_items(items)

    @property
    def item_count(self) -> int:
        """The number of items (asked of the library)."""
        count = ctypes.c_uint32()
        self._call(lib.bg_toolbar_item_count, ctypes.byref(count))
        return count.value

    @property
    def context(self) -> ControlContext:
        """Where the groups are shown: ``TOOLBAR`` or ``CONTENT`` (fixed at creation)."""
        return self._context

    # -------------------------------------------------------------- callbacks

    @property
    def on_menu(self) -> PresentMenu | None:
        """Called with a ``ControlMenu`` to present when the overflow button or a menu-style
        group's button is pressed. Show it, then call ``choose_menu_entry`` or ``dismiss_menu``.

        Without one, pressing them presents nothing (no menu is considered presented); when it
        raises, the menu is not presented either and the exception comes out of the call that
        pressed the button.
        """
        return self._on_menu

    @on_menu.setter
    def on_menu(self, callback: PresentMenu | None) -> None:
        self._set_callback("_on_menu", lib.bg_toolbar_set_menu_callback, _trampolines.PRESENT_MENU, callback)

    @property
    def on_menu_dismissed(self) -> MenuDismissed | None:
        """Called (no arguments) when the toolbar withdrew the presented menu itself:
        ``set_items`` replaced the items it listed, so take it off the screen. Not called for
        ``choose_menu_entry``, ``dismiss_menu`` or ``close``, which you make. What it raises
        comes out of that ``set_items``, after the items were replaced."""
        return self._on_menu_dismissed

    @on_menu_dismissed.setter
    def on_menu_dismissed(self, callback: MenuDismissed | None) -> None:
        self._set_callback("_on_menu_dismissed", lib.bg_toolbar_set_menu_dismissed_callback,
                           _trampolines.MENU_DISMISSED, callback)

    @property
    def measure(self) -> Measure | None:
        """The text measurer ``(font, text, max_width) -> (width, height)`` (as
        ``ButtonGroup.measure``); None: the built-in one (DejaVu Sans metrics). Results are
        cached per (font, text); assigning clears the cache. When it raises, the layout (or
        event) call fails with that exception and changes nothing."""
        return self._measure

    @measure.setter
    def measure(self, callback: Measure | None) -> None:
        self._set_callback("_measure", lib.bg_toolbar_set_measure_callback, _callbacks.MEASURE, callback)

    # ----------------------------------------------------------------- output

    def layout(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> ToolbarLayout:
        """Lays the toolbar out ``width`` points wide at ``scale`` pixels per point in ``direction``.

        ``width`` must be within 0 ... ``MAX_LENGTH``, ``scale`` within ``MIN_SCALE`` ...
        ``MAX_SCALE``. Taps, pointer events and focus use the latest layout; pressed and
        focused cells are drawn so at the next layout. In right-to-left every frame and corner
        is mirrored and focus runs right to left. The ``ToolbarLayout`` returned owns copies of
        everything: it stays valid after later calls.

        One library call, then one copy of the view and of its result block under the toolbar's
        lock; the ``ToolbarLayout`` decodes each part on first access (``layout.cells`` builds
        every ``ControlCell``). With an unchanged width, scale and direction (and no change to
        the toolbar), the library returns its cached layout.

        Raises:
            InvalidArgumentError: a bad width, scale or direction (``OutOfRangeError``, before
                the call, for a direction outside ``int32_t`` or a width too large for a double).
            Exception: whatever the ``measure`` callback raised.
        """
        c_direction = direction if direction.__class__ is Direction else _numbers.int32(direction, "direction")
        state, view = self._state, self._view
        with state.lock:
            paused = pause()  # see _collection
            try:
                try:
                    status = _LAYOUT(state.handle, c_double(width), c_double(scale), c_direction, self._view_ref)
                except (TypeError, OverflowError):
                    raise _numbers.double_error(width=width, scale=scale) from None
                if status:
                    lib.raise_failure(status)
                block = ctypes.string_at(view.data, view.data_size) if view.data_size else b""
                return ToolbarLayout(block, bytes(view), state.items)
            finally:
                resume(paused)

    def layout_frames(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> ToolbarFrames:
        """Lays the toolbar out as ``layout`` does and returns only where things go: every cell's
        frame, then the overflow button's, the groups' backgrounds and the separators (see
        ``ToolbarFrames``).

        The fast path for a relayout on every frame of a window resize or an animation: one
        library call, which writes the frames into a buffer the toolbar owns, and nothing else.
        ``frames.arrangement`` tells whether the cells are still those of a ``ToolbarLayout`` the
        host kept; a ``layout`` at the same width, scale and direction afterwards returns the rest
        without laying out again. The ``ToolbarFrames`` is a view of that buffer, the calling
        thread's own: the same thread's next ``layout_frames`` on the toolbar rewrites it (copy
        what you keep).

        Raises:
            InvalidArgumentError: a bad width, scale or direction.
            Exception: whatever the ``measure`` callback raised.
        """
        c_direction = direction if direction.__class__ is Direction else _numbers.int32(direction, "direction")
        buffers = self._buffers
        buffer: ToolbarBuffer = buffers.value
        if buffer.rects.capacity < self._state.most_rects:
            buffer = buffers.value = ToolbarBuffer(self._state.most_rects)
        rects = buffer.rects
        try:
            status = _LAYOUT_FRAMES(self._state.handle, c_double(width), c_double(scale), c_direction, rects.rects,
                                    rects.capacity, buffer.counts_ref)
        except (TypeError, OverflowError):
            raise _numbers.double_error(width=width, scale=scale) from None
        if status and status != Status.BUFFER_TOO_SMALL:
            lib.raise_failure(status)
        needed: int = buffer.counts.rect_count
        if needed > rects.capacity:  # (never: room was made for the most) the library kept the layout
            buffers.value = ToolbarBuffer(needed)
            return self.layout_frames(width, scale, direction)
        return buffer.view()

    def svg(self, *, show_overflow: bool = False, padding: float = 8.0, background: int = 0xFFFFFFFF) -> str:
        """The latest layout drawn as SVG text (see ``buttongroup.picture``): the same bytes as
        ``bg_toolbar_svg`` gives a C host for the same layout.

        Args:
            show_overflow: also draw the overflow menu under the overflow button (when groups
                overflowed).
            padding: points of margin around the toolbar.
            background: the canvas colour, 0xRRGGBBAA (alpha 0: none).

        Raises:
            StateError: before the first ``layout``.
            InvalidArgumentError: a padding that is not finite or not in 0 ... ``MAX_LENGTH``.
        """
        return render_svg(lib.bg_toolbar_svg, self._state, show_overflow, padding, background)

    def breakpoints(self) -> tuple[Breakpoint, ...]:
        """Where each group moves into and out of the overflow menu with the current items, in
        the overflow order (first to leave first), so a host can plan its window sizes: a
        ``Breakpoint(item, moves_in, moves_out)`` per group. Below ``moves_in`` the group is in
        the menu; once there it comes back at ``moves_out`` (``moves_in`` plus the theme's
        overflow hysteresis) or wider. A focused or pressed group is left out: it stays while
        it is. Empty in content.

        Raises:
            Exception: whatever the ``measure`` callback raised.
        """
        return read_breakpoints(lib.bg_toolbar_breakpoints, self._state)

    # ----------------------------------------------------------------- events

    def tap(self, x: float, y: float) -> ControlTarget | None:
        """A complete tap at (x, y) in the latest layout: activates the enabled cell hit and
        returns it (None: nothing enabled was hit).

        A button fires its ``action``; a menu-style group's button or the overflow button
        calls ``on_menu``.

        Raises:
            StateError: the toolbar has not been laid out yet.
            InvalidArgumentError: NaN or infinite coordinates.
            Exception: whatever the action or ``on_menu`` raised.
        """
        out = _ffi.bg_control_target()
        c_x, c_y = _numbers.double(x, "x"), _numbers.double(y, "y")
        self._call(lib.bg_toolbar_tap, c_x, c_y, ctypes.byref(out))
        return ControlTarget._from_c(out)

    def pointer(self, phase: PointerPhase, x: float, y: float) -> ControlTarget | None:
        """A pointer event, tracked like a UIControl; returns the cell it activated (None: none).

        DOWN on an enabled cell presses it (drawn highlighted at the next layout, and its
        group stays out of the overflow meanwhile); MOVE outside its hit frame releases the
        highlight (back inside restores it); UP inside activates it as ``tap`` does; UP
        outside and CANCEL fire nothing.

        Raises:
            StateError: the toolbar has not been laid out yet.
            InvalidArgumentError: an unknown phase, NaN coordinates.
            Exception: whatever the action or ``on_menu`` raised.
        """
        out = _ffi.bg_control_target()
        c_phase = _numbers.int32(phase, "phase")
        c_x, c_y = _numbers.double(x, "x"), _numbers.double(y, "y")
        self._call(lib.bg_toolbar_pointer, c_phase, c_x, c_y, ctypes.byref(out))
        return ControlTarget._from_c(out)

    def focus(self, move: FocusMove) -> ControlTarget | None:
        """Moves keyboard focus through the enabled cells of every shown group in reading order
        (right to left in RTL), then the overflow button; returns the focused cell (None:
        nothing focused). A focused group stays out of the overflow while it has focus.

        Raises:
            StateError: the toolbar has not been laid out yet.
            InvalidArgumentError: an unknown move.
        """
        out = _ffi.bg_control_target()
        c_move = _numbers.int32(move, "move")
        self._call(lib.bg_toolbar_focus, c_move, ctypes.byref(out))
        return ControlTarget._from_c(out)

    def activate_focused(self) -> None:
        """Activates the focused cell (Space / Return), as a tap on it would.

        Raises:
            StateError: nothing is focused.
            Exception: whatever the action or ``on_menu`` raised.
        """
        self._call(lib.bg_toolbar_activate_focused)

    def choose_menu_entry(self, index: int) -> None:
        """Chooses entry ``index`` of the presented menu (its position in ``ControlMenu.entries``):
        closes the menu and fires that button's action.

        Raises:
            StateError: no menu is presented, or the entry is out of range, a submenu or
                disabled (the menu stays presented).
            OutOfRangeError: an index outside ``uint32_t`` (negative ones included).
            Exception: whatever the action raised.
        """
        c_index = _numbers.uint32(index, "index")
        self._call(lib.bg_toolbar_choose_menu_entry, c_index)

    def dismiss_menu(self) -> None:
        """Closes the presented menu without choosing; fires nothing.

        Raises:
            StateError: no menu is presented.
        """
        self._call(lib.bg_toolbar_dismiss_menu)

    # -------------------------------------------------------------- lifetime

    def _free(self, state: State) -> None:
        lib.bg_toolbar_free(state.handle)  # runs (or, inside a callback, defers) the destroy notifications

    def _closed(self) -> None:
        self._state.items = ()
        self._on_menu = self._on_menu_dismissed = self._measure = None

    def __repr__(self) -> str:
        state = "closed" if self.closed else f"{len(self._state.items)} items"
        return f"<{type(self).__name__} {self._context.name.lower()} {state}>"
