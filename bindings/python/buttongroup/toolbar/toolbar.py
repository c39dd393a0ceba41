"""``Toolbar``: control groups laid out in a toolbar (or in content), headless."""

from __future__ import annotations

import ctypes
from collections.abc import Iterable
from typing import Any, Callable, Union

from .. import _callbacks, _numbers
from .._callbacks import Measure
from .._accelerator import new_lock, new_owner
from .._closing import Closeable
from .._first_use import made_on_first_use
from .._ffi import bg_breakpoints
from .._interrupts import DEFERRED, DEFERRED_QUIET
from .._native import lib
from ..enums import ControlContext, Direction, FocusMove, PointerPhase
from ..errors import ButtonGroupError
from ..overflow import Breakpoint, read_breakpoints
from ..theme import Theme, _theme_handle
from ..picture import render_svg
from . import _callbacks as _toolbar_callbacks
from . import _ffi, _items
from ._callbacks import MenuDismissed, PresentMenu
from ._layout_call import FramesFunction, LayoutFunction, make_frames_function, make_layout_function
from .control_group import ControlButton, ControlGroup
from .frames import ToolbarFrames
from .item import ToolbarItem
from .layout import ControlTarget, ToolbarLayout

__all__ = ["Toolbar", "ItemLike", "PresentMenu", "MenuDismissed", "Measure"]

ItemLike = Union[ToolbarItem, ControlGroup, ControlButton]
"""What ``Toolbar`` takes as an item: a ``ToolbarItem``, or a ``ControlGroup`` (as
``ToolbarItem(group)``) or a ``ControlButton`` (as ``ToolbarItem.button(button)``)."""

_BREAKPOINTS_SIZE = ctypes.sizeof(bg_breakpoints)


class _ToolbarState:
    """What the callback registry keeps alive for a toolbar: its handle, items and lock.

    Deliberately not the ``Toolbar`` itself, so that a toolbar nobody references any more is
    still garbage-collected (and its handle freed) while callbacks are registered.
    """

    __slots__ = ("id", "items", "lock", "layouts_call_back")

    def __init__(self, handle_id: int) -> None:
        self.id = handle_id
        self.items: tuple[ToolbarItem, ...] = ()
        # True while a Python measure callback is registered (the only callback a layout can
        # run): the toolbar's layouts are then made as _interrupts.DEFERRED sections.
        self.layouts_call_back = False
        # Serializes this toolbar's C calls with the reading of the pointers they return (a
        # layout's arrays stay valid only until the toolbar's next call). Reentrant: callbacks
        # run on the calling thread and may call back into the toolbar.
        self.lock = new_lock()

    @property
    def handle(self) -> _ffi.bg_toolbar:
        return _ffi.bg_toolbar(self.id)


def _free_toolbar(state: _ToolbarState) -> None:
    with state.lock, DEFERRED_QUIET:
        try:
            lib.bg_toolbar_free(state.handle)  # runs (or defers) the destroy notifications
        except ButtonGroupError:
            pass
        state.items = ()


def _own_layout(toolbar: Toolbar) -> LayoutFunction:
    """The toolbar's own ``layout`` function (made on first use, holding the toolbar's owner)."""
    return make_layout_function(toolbar._state.id, toolbar._state, toolbar._owner)


def _own_layout_frames(toolbar: Toolbar) -> FramesFunction:
    """The toolbar's own ``layout_frames`` function (made on first use, holding the toolbar's owner)."""
    return make_frames_function(toolbar._state.id, toolbar._state, toolbar._owner)


class Toolbar(Closeable):
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
    between threads: its calls are serialized. Ctrl-C during a call comes out of that call,
    never in the middle of the binding's bookkeeping (see ``buttongroup._interrupts``). A
    toolbar cannot be copied or pickled (``TypeError``).

    Bad values are refused and leave the toolbar unchanged, each error naming the field or
    parameter: see ``ControlButton``, ``ControlGroup`` and ``ToolbarItem`` for items; a NaN,
    negative or too large width, a bad scale, an unknown direction, phase or focus move raise
    ``InvalidArgumentError`` (``OutOfRangeError`` for an int outside its C type).
    """

    _COPY_HINT = "make another one with Toolbar(toolbar.items, toolbar.context, theme, ...)"

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
        handle = _ffi.bg_toolbar()
        with DEFERRED:  # the handle is owned by the owner as soon as it exists
            lib.bg_toolbar_create(_theme_handle(theme), c_context, ctypes.byref(handle))
            self._state = _ToolbarState(handle.id)
            # The handle lives while the toolbar or one of its layout functions does (they hold its owner).
            self._owner = new_owner(_free_toolbar, self._state)
        self._context = ControlContext(c_context)
        self._on_menu: PresentMenu | None = None
        self._on_menu_dismissed: MenuDismissed | None = None
        self._measure: Measure | None = None
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
        # Registered last, in the section of the C call: nothing in Python can fail between
        # here and the C call, and the C side runs every new registration's destroy if the
        # call fails.
        with self._state.lock, DEFERRED:
            for c_button, button in c_items.actions:
                c_button.action = _toolbar_callbacks.ACTION
                c_button.user_data = _callbacks.register(button, self._state)
                c_button.destroy = _callbacks.DESTROY
            lib.bg_toolbar_set_items(self._state.handle, c_items.array, c_items.count)
            self._state.items = normalized
            dismissal_error = _toolbar_callbacks.take_dismissal_error()
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
        with self._state.lock:
            lib.bg_toolbar_item_count(self._state.handle, ctypes.byref(count))
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
        with self._state.lock, DEFERRED:
            self._register(lib.bg_toolbar_set_menu_callback, _toolbar_callbacks.PRESENT_MENU, callback)
            self._on_menu = callback

    @property
    def on_menu_dismissed(self) -> MenuDismissed | None:
        """Called (no arguments) when the toolbar withdrew the presented menu itself:
        ``set_items`` replaced the items it listed, so take it off the screen. Not called for
        ``choose_menu_entry``, ``dismiss_menu`` or ``close``, which you make. What it raises
        comes out of that ``set_items``, after the items were replaced."""
        return self._on_menu_dismissed

    @on_menu_dismissed.setter
    def on_menu_dismissed(self, callback: MenuDismissed | None) -> None:
        with self._state.lock, DEFERRED:
            self._register(lib.bg_toolbar_set_menu_dismissed_callback, _toolbar_callbacks.MENU_DISMISSED, callback)
            self._on_menu_dismissed = callback

    @property
    def measure(self) -> Measure | None:
        """The text measurer ``(font, text, max_width) -> (width, height)`` (as
        ``ButtonGroup.measure``); None: the built-in one (DejaVu Sans metrics). Results are
        cached per (font, text); assigning clears the cache. When it raises, the layout (or
        event) call fails with that exception and changes nothing."""
        return self._measure

    @measure.setter
    def measure(self, callback: Measure | None) -> None:
        with self._state.lock, DEFERRED:
            self._register(lib.bg_toolbar_set_measure_callback, _callbacks.MEASURE, callback)
            self._state.layouts_call_back = callback is not None
            self._measure = callback

    def _register(self, setter: Any, trampoline: Any, callback: Callable[..., Any] | None) -> None:
        """Registers ``callback`` through ``setter`` (see ``ButtonGroup._register``)."""
        with self._state.lock, DEFERRED:
            _callbacks.set_callback(setter, self._state.handle, trampoline, callback, self._state)

    # ----------------------------------------------------------------- output

    @made_on_first_use(_own_layout)
    def layout(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> ToolbarLayout:
        """Lays the toolbar out ``width`` points wide at ``scale`` pixels per point in ``direction``.

        ``width`` must be within 0 ... ``MAX_LENGTH``, ``scale`` within ``MIN_SCALE`` ...
        ``MAX_SCALE``. Taps, pointer events and focus use the latest layout; pressed and
        focused cells are drawn so at the next layout. In right-to-left every frame and corner
        is mirrored and focus runs right to left. The ``ToolbarLayout`` returned owns copies of
        everything: it stays valid after later calls.

        Cost: one ctypes call with one argument (a ``bg_toolbar_call`` the toolbar keeps) and two
        copies of library memory (the view and its result block), under the toolbar's lock; the
        ``ToolbarLayout`` decodes each part on first access (``layout.frames.x[i]`` reads a
        double, ``layout.cells`` builds every ``ControlCell``). With an unchanged width, scale and
        direction (and no change to the toolbar), the library returns its cached layout.

        Raises:
            InvalidArgumentError: a bad width, scale or direction (``OutOfRangeError``, before
                the call, for a direction outside ``int32_t`` or a width too large for a double).
            Exception: whatever the ``measure`` callback raised.
        """
        return self.layout(width, scale, direction)  # the toolbar's own function (made_on_first_use)

    @made_on_first_use(_own_layout_frames)
    def layout_frames(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> ToolbarFrames:
        """Lays the toolbar out as ``layout`` does and returns only where things go: every cell's
        frame, then the overflow button's, the groups' backgrounds and the separators (see
        ``ToolbarFrames``).

        The fast path for a relayout on every frame of a window resize or an animation: the
        library makes no record or string for it, and the result copies 32 bytes per frame.
        ``frames.arrangement`` tells whether the cells are still those of a ``ToolbarLayout`` the
        host kept; a ``layout`` at the same width, scale and direction afterwards returns the rest
        without laying out again. The ``ToolbarFrames`` stay valid after later layouts.

        Raises:
            InvalidArgumentError: a bad width, scale or direction.
            Exception: whatever the ``measure`` callback raised.
        """
        return self.layout_frames(width, scale, direction)  # the toolbar's own function (made_on_first_use)

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
        with self._state.lock, DEFERRED:
            return render_svg(
                lib.bg_toolbar_svg, self._state.handle, show_overflow=show_overflow, padding=padding, background=background
            )

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
        out = bg_breakpoints()
        out.struct_size = _BREAKPOINTS_SIZE
        with self._state.lock, DEFERRED:
            lib.bg_toolbar_breakpoints(self._state.handle, ctypes.byref(out))
            return read_breakpoints(out)

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
        with self._state.lock, DEFERRED:
            lib.bg_toolbar_tap(self._state.handle, c_x, c_y, ctypes.byref(out))
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
        with self._state.lock, DEFERRED:
            lib.bg_toolbar_pointer(self._state.handle, c_phase, c_x, c_y, ctypes.byref(out))
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
        with self._state.lock, DEFERRED:
            lib.bg_toolbar_focus(self._state.handle, c_move, ctypes.byref(out))
        return ControlTarget._from_c(out)

    def activate_focused(self) -> None:
        """Activates the focused cell (Space / Return), as a tap on it would.

        Raises:
            StateError: nothing is focused.
            Exception: whatever the action or ``on_menu`` raised.
        """
        with self._state.lock, DEFERRED:
            lib.bg_toolbar_activate_focused(self._state.handle)

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
        with self._state.lock, DEFERRED:
            lib.bg_toolbar_choose_menu_entry(self._state.handle, c_index)

    def dismiss_menu(self) -> None:
        """Closes the presented menu without choosing; fires nothing.

        Raises:
            StateError: no menu is presented.
        """
        with self._state.lock, DEFERRED:
            lib.bg_toolbar_dismiss_menu(self._state.handle)

    # -------------------------------------------------------------- lifetime

    @property
    def closed(self) -> bool:
        """True after ``close()``."""
        return not self._owner.alive

    def close(self) -> None:
        """Frees the toolbar and releases its items and callbacks. Idempotent; safe inside a callback."""
        with self._state.lock, DEFERRED:  # (waiting for the lock stays interruptible)
            self._owner.run()
            self._on_menu = self._on_menu_dismissed = self._measure = None

    def __repr__(self) -> str:
        state = "closed" if self.closed else f"{len(self._state.items)} items"
        return f"<{type(self).__name__} {self._context.name.lower()} {state}>"
