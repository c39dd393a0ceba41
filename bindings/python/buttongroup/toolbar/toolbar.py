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
from ..enums import ControlContext, ControlSize, Direction, FocusMove, PointerPhase, Status
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
        """The most rects a layout of ``items`` can have: every cell, its group and separator, the
        overflow button and the three bars."""


_FREE = lib.unchecked("bg_toolbar_free")
# The calls every frame makes, untyped (see Native.untyped).
_LAYOUT = lib.untyped("bg_toolbar_layout")
_LAYOUT_FRAMES = lib.untyped("bg_toolbar_layout_frames")
_VIEW_SIZE = ctypes.sizeof(_ffi.bg_toolbar_view)


class Toolbar(LibraryObject):
    """Control groups in a toolbar: layout, whole-group overflow into a menu, states, focus, menus
    and callbacks. The host draws; the toolbar decides (SwiftUI's ``.toolbar``). Example (a
    browser-like toolbar)::

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
    first, then later items first (secondary actions are always there); ``layout.overflow_button``
    appears at the trailing end, and pressing it calls ``on_menu`` with each overflowed group as
    a submenu (a single button as a plain entry). A group with keyboard
    focus or being pressed stays (the next one goes instead). A group that moved needs the
    theme's overflow hysteresis (``parameters/toolbar/overflowHysteresis``) more than its
    breakpoint to come back (see ``breakpoints()``). In ``ControlContext.CONTENT`` (see
    ``ControlGroupView``) groups fill the width unless ``fixed_size`` and never overflow.

    Lifetime, callbacks (the buttons' actions included; an action may ``set_items``, e.g. to
    disable itself), threads and bad values: see the package doc; for items, ``ControlButton``,
    ``ControlGroup`` and ``ToolbarItem``.
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
        control_size: ControlSize = ControlSize.REGULAR,
    ) -> None:
        """Creates a toolbar holding ``items`` in ``context`` (an unknown one: ``InvalidArgumentError``).
        ``theme`` (None: the built-in one) gives the metrics, colors, icons and overflow hysteresis;
        the toolbar keeps what it needs, so the theme may be closed afterwards. ``control_size``:
        see the property."""
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
            if control_size is not ControlSize.REGULAR:
                self.control_size = control_size
        except BaseException:
            self.close()
            raise

    # ----------------------------------------------------------------- inputs

    def set_items(self, items: Iterable[ItemLike]) -> None:
        """Replaces every item, releasing the old buttons' actions; a refused item leaves the old ones
        in place. Pointer tracking stops; a presented menu is withdrawn and ``on_menu_dismissed``
        called. Items of the same shape as before (as many, each a group or a space where it was,
        with the same placement, style and number of buttons: a host rebuilding them after a state
        change) keep keyboard focus on its cell (dropped at the next layout if that cell is now
        disabled) and the overflow's hysteresis memory; other items start both over."""
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
            state.most_rects = 4 + sum(1 + 2 * len(item.group.buttons) for item in normalized if item.group is not None)
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
    def control_size(self) -> ControlSize:
        """How large the groups are drawn, as SwiftUI's ``controlSize``: heights, icons, the title
        font and paddings scaled from the theme's regular values (``ControlSize`` says by how
        much; the font factor multiplies the Dynamic Type size). Assigning lays out again at the
        next ``layout``; an unknown value raises ``InvalidArgumentError`` and changes nothing."""
        value = ctypes.c_int32()
        self._call(lib.bg_toolbar_get_control_size, ctypes.byref(value))
        return ControlSize(value.value)

    @control_size.setter
    def control_size(self, size: ControlSize) -> None:
        self._call(lib.bg_toolbar_set_control_size, _numbers.int32(size, "control_size"))

    @property
    def context(self) -> ControlContext:
        """Where the groups are shown: ``TOOLBAR`` or ``CONTENT`` (fixed at creation)."""
        return self._context

    # -------------------------------------------------------------- callbacks

    @property
    def on_menu(self) -> PresentMenu | None:
        """Called with a ``ControlMenu`` to present when the overflow button or a menu-style group's
        button is pressed; show it, then call ``choose_menu_entry`` or ``dismiss_menu``. Without
        one, or when it raises, no menu is presented."""
        return self._on_menu

    @on_menu.setter
    def on_menu(self, callback: PresentMenu | None) -> None:
        self._set_callback("_on_menu", lib.bg_toolbar_set_menu_callback, _trampolines.PRESENT_MENU, callback)

    @property
    def on_menu_dismissed(self) -> MenuDismissed | None:
        """Called (no arguments) when ``set_items`` withdrew the presented menu by replacing the items it
        listed: take it off the screen. Not called for ``choose_menu_entry``, ``dismiss_menu`` or
        ``close``. What it raises comes out of that ``set_items``, which took effect."""
        return self._on_menu_dismissed

    @on_menu_dismissed.setter
    def on_menu_dismissed(self, callback: MenuDismissed | None) -> None:
        self._set_callback("_on_menu_dismissed", lib.bg_toolbar_set_menu_dismissed_callback,
                           _trampolines.MENU_DISMISSED, callback)

    @property
    def measure(self) -> Measure | None:
        """The text measurer ``(font, text, max_width) -> (width, height)``; None: the built-in one
        (DejaVu Sans metrics). Results are cached per (font, text); assigning clears the cache."""
        return self._measure

    @measure.setter
    def measure(self, callback: Measure | None) -> None:
        self._set_callback("_measure", lib.bg_toolbar_set_measure_callback, _callbacks.MEASURE, callback)

    # ----------------------------------------------------------------- output

    def layout(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> ToolbarLayout:
        """Lays the toolbar out ``width`` points wide (0 ... ``MAX_LENGTH``) at ``scale`` pixels per
        point (``MIN_SCALE`` ... ``MAX_SCALE``) in ``direction``: right to left mirrors every frame and
        corner and runs focus right to left. Taps, pointer events and focus use the latest layout;
        pressed and focused cells are drawn so at the next one. With an unchanged width, scale and
        direction and no change to the toolbar, the library returns its cached layout. A bad width,
        scale or direction raises ``InvalidArgumentError``."""
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
        """Lays the toolbar out as ``layout`` does and returns only where things go: the cells', the
        overflow button's, the groups', the separators' and the bars' frames (see ``ToolbarFrames``), the fast
        path for a relayout on every frame of a resize or an animation. ``frames.arrangement`` tells
        whether the cells are still those of a ``ToolbarLayout`` the host kept; a ``layout`` at the
        same width, scale and direction afterwards returns the rest without laying out again. The
        frames view a buffer of the calling thread's own, which its next ``layout_frames`` on the
        toolbar rewrites (copy what you keep)."""
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
        """The latest layout drawn as SVG text, as ``Button.svg``; ``show_overflow`` also draws the
        overflow menu under the overflow button (when groups overflowed)."""
        return render_svg(lib.bg_toolbar_svg, self._state, show_overflow, padding, background)

    def breakpoints(self) -> tuple[Breakpoint, ...]:
        """Where each group moves into and out of the overflow menu with the current items, first to
        leave first, for a host to plan its window sizes: below ``moves_in`` the group is in the
        menu, and it comes back at ``moves_out``. A focused or pressed group is left out (it stays
        while it is). Empty in content."""
        return read_breakpoints(lib.bg_toolbar_breakpoints, self._state)

    # ----------------------------------------------------------------- events

    def tap(self, x: float, y: float) -> ControlTarget | None:
        """A complete tap at (x, y) in the latest layout: activates the enabled cell hit and returns it
        (None: nothing enabled was hit). A button fires its ``action``; a menu-style group's button or
        the overflow button calls ``on_menu``. Raises ``StateError`` before the first layout,
        ``InvalidArgumentError`` for NaN or infinite coordinates."""
        out = _ffi.bg_control_target()
        c_x, c_y = _numbers.double(x, "x"), _numbers.double(y, "y")
        self._call(lib.bg_toolbar_tap, c_x, c_y, ctypes.byref(out))
        return ControlTarget._from_c(out)

    def pointer(self, phase: PointerPhase, x: float, y: float) -> ControlTarget | None:
        """A pointer event, tracked like a UIControl; returns the cell it activated (None: none). DOWN
        on an enabled cell presses it (drawn highlighted at the next layout; its group stays out of
        the overflow meanwhile), MOVE outside its hit frame releases the highlight and back inside
        restores it, UP inside activates it as ``tap`` does; UP outside and CANCEL fire nothing.
        Raises as ``tap``."""
        out = _ffi.bg_control_target()
        c_phase = _numbers.int32(phase, "phase")
        c_x, c_y = _numbers.double(x, "x"), _numbers.double(y, "y")
        self._call(lib.bg_toolbar_pointer, c_phase, c_x, c_y, ctypes.byref(out))
        return ControlTarget._from_c(out)

    def focus(self, move: FocusMove) -> ControlTarget | None:
        """Moves keyboard focus through the enabled cells of every shown group in reading order, then
        the overflow button; returns the focused cell (None: nothing focused). A focused group stays
        out of the overflow. Raises ``StateError`` before the first layout."""
        out = _ffi.bg_control_target()
        c_move = _numbers.int32(move, "move")
        self._call(lib.bg_toolbar_focus, c_move, ctypes.byref(out))
        return ControlTarget._from_c(out)

    def activate_focused(self) -> None:
        """Activates the focused cell (Space / Return) as a tap would; ``StateError`` when none is."""
        self._call(lib.bg_toolbar_activate_focused)

    def choose_menu_entry(self, index: int) -> None:
        """Chooses entry ``index`` (in ``ControlMenu.entries``) of the presented menu: closes it and
        fires that button's action. Raises ``StateError`` when no menu is presented or the entry is
        out of range, a submenu or disabled (the menu stays presented)."""
        c_index = _numbers.uint32(index, "index")
        self._call(lib.bg_toolbar_choose_menu_entry, c_index)

    def dismiss_menu(self) -> None:
        """Closes the presented menu without choosing; ``StateError`` when none is."""
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
