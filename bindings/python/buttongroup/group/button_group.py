"""``ButtonGroup``: a headless button group, after a banking design system's ``ButtonGroup`` view."""

from __future__ import annotations

import ctypes
from ctypes import c_double
import dataclasses
import functools
from typing import Any, Callable, Iterable

from .. import _callbacks, _numbers
from .._callbacks import DESTROY, REGISTRY, Measure
from .._collection import pause, resume
from .._lifetime import LibraryObject, State
from .._native import lib
from ..enums import Direction, FocusMove, PointerPhase, Status
from ..frames import Frames, PerThread, RectBuffer
from ..overflow import Breakpoint, read_breakpoints
from ..picture import render_svg
from ..theme import Theme, _theme_handle, default_theme
from . import _callbacks as _trampolines
from . import _ffi, _items
from .item import Item
from .layout import GroupLayout
from .parameters import Parameters
from .sheet import ActionSheet

__all__ = ["ButtonGroup", "PresentActionSheet", "Navigate", "Measure"]

PresentActionSheet = Callable[[ActionSheet], Any]
"""Presents the More sheet; later call ``choose_sheet_item`` or ``dismiss_sheet``."""
ActionSheetDismissed = Callable[[], Any]
"""Takes down the presented sheet: the library dismissed it (``update`` replaced its items)."""
Navigate = Callable[[Item], Any]
"""Receives an activated item that has a navigation action (its ``navigation_action`` is bound)."""


class _GroupState(State):
    """What the group's finalizer and registrations keep: its handle, lock and items."""

    __slots__ = ("items",)

    def __init__(self) -> None:
        super().__init__(_ffi.bg_group())
        self.items: tuple[Item, ...] = ()

    def navigable_item(self, item_index: int) -> Item:
        """Item ``item_index`` with its navigation action routed through ``bg_group_run_navigation``."""
        item = self.items[item_index]
        return dataclasses.replace(item, navigation_action=functools.partial(self.run_navigation, item_index))

    def run_navigation(self, item_index: int, context: Any) -> None:
        with self.lock, _trampolines.navigation_context(item_index, context) as key:
            lib.bg_group_run_navigation(self.handle, item_index, key)


_FREE = lib.unchecked("bg_group_free")
# The calls every build or frame makes, untyped (see Native.untyped).
_CREATE = lib.untyped("bg_group_create")
_UPDATE = lib.untyped("bg_group_update")
_LAYOUT = lib.untyped("bg_group_layout")
_LAYOUT_FRAMES = lib.untyped("bg_group_layout_frames")
_LAYOUT_SIZE = ctypes.sizeof(_ffi.bg_layout)


def _given_or_defaults(parameters: Parameters | None, defaults: Parameters) -> Parameters:
    """``parameters``, or ``defaults`` for None; anything else is a TypeError."""
    if parameters is None:
        return defaults
    if not isinstance(parameters, Parameters):
        raise TypeError(f"parameters must be a buttongroup.Parameters or None, not {type(parameters).__name__}")
    return parameters


class ButtonGroup(LibraryObject):
    """A group of buttons: layout, overflow into a More action sheet, states and callbacks. The host
    draws; the group decides where every button goes, what overflows, what state each button is
    in, and which callback fires. It follows a banking design system's ``ButtonGroup``, whose
    ``update(with:)`` is ``update``, ``presentActionSheet`` ``on_present_action_sheet`` and
    ``navigateAction`` ``on_navigate``. Example::

        group = ButtonGroup([Item("Pay"), Item("Cash Advance"), Item("Transfer"), Item("History")])
        group.on_present_action_sheet = lambda sheet: show_sheet(sheet)
        layout = group.layout(width=320)         # 2 items + More
        group.tap(*layout.slots[2].frame.center)  # presents the sheet
        group.choose_sheet_item(0)                # fires Transfer's action

    Lifetime, callbacks, threads and bad values: see the package doc.
    """

    _COPY_HINT = "make another one with ButtonGroup(group.items, group.parameters, theme, ...)"
    _state: _GroupState
    # The callbacks until one is set (class attributes: a new group stores none of them).
    _on_present_action_sheet: PresentActionSheet | None = None
    _on_navigate: Navigate | None = None
    _measure: Measure | None = None
    _on_action_sheet_dismissed: ActionSheetDismissed | None = None

    def __init__(
        self,
        items: Iterable[Item] = (),
        parameters: Parameters | None = None,
        theme: Theme | None = None,
        *,
        on_present_action_sheet: PresentActionSheet | None = None,
        on_navigate: Navigate | None = None,
        measure: Measure | None = None,
        on_action_sheet_dismissed: ActionSheetDismissed | None = None,
    ) -> None:
        """Creates a group with ``items`` laid out by ``parameters``, whose None fields (all of them
        for None) are the theme's. ``theme`` (None: the default theme of this moment,
        ``set_default_theme``) is copied into the group; it may be closed afterwards."""
        _theme_handle(theme)  # a closed theme or a non-theme is refused before anything is made
        # None: the default is taken once, so that the defaults and the group come from one theme
        # even when another thread sets the default meanwhile.
        chosen = default_theme() if theme is None else theme
        try:
            self._create(parameters, chosen)
        finally:
            if theme is None:
                chosen.close()  # the snapshot: the group keeps its own copy
        try:
            self.update(items)
            if on_present_action_sheet is not None:
                self.on_present_action_sheet = on_present_action_sheet
            if on_navigate is not None:
                self.on_navigate = on_navigate
            if measure is not None:
                self.measure = measure
            if on_action_sheet_dismissed is not None:
                self.on_action_sheet_dismissed = on_action_sheet_dismissed
        except BaseException:
            self.close()
            raise

    def _create(self, parameters: Parameters | None, theme: Theme) -> None:
        """Makes the group's handle in ``theme`` with ``parameters`` over its defaults."""
        self._defaults = Parameters.defaults(theme)
        self._parameters = _given_or_defaults(parameters, self._defaults)
        c_params = self._parameters._to_c(self._defaults)
        state = _GroupState()
        self._own(state, _FREE)  # before the handle exists: the finalizer frees whatever it becomes
        self._buffers = PerThread(RectBuffer)  # what layout_frames writes into, grown as needed
        self._layout_out: _ffi.bg_layout | None = None  # made by the first layout
        status = _CREATE(_theme_handle(theme), ctypes.byref(c_params), ctypes.byref(state.handle))
        if status:
            lib.raise_failure(status)

    # ----------------------------------------------------------------- inputs

    def update(self, items: Iterable[Item]) -> None:
        """Replaces all items, releasing the old items' callbacks. A refused item leaves the old
        items in place."""
        items = tuple(items)
        array, calling = _items.to_c(items)
        state = self._state
        count = ctypes.c_uint32(len(items))  # (made here: no call may come between the entry and _UPDATE)
        with state.lock:
            if calling:
                # One registration for all the items: every item that calls back carries its key,
                # the first of them the destroy, which the library runs once the items are gone.
                key = _callbacks.new_key()
                for index in calling:
                    array[index].user_data = key
                array[calling[0]].destroy = DESTROY
                REGISTRY[key] = (items, state)
            status = _UPDATE(state.handle, array, count)
            if status:
                lib.raise_failure(status)
            state.items = items
        dismissal_error = _trampolines.SHEET_DISMISSALS.take()
        if dismissal_error is not None:  # the update happened; the callback's error comes out of it
            raise dismissal_error

    @property
    def items(self) -> tuple[Item, ...]:
        """The items, as last given."""
        return self._state.items

    @property
    def item_count(self) -> int:
        """The number of items (asked of the library)."""
        count = ctypes.c_uint32()
        self._call(lib.bg_group_item_count, ctypes.byref(count))
        return count.value

    @property
    def parameters(self) -> Parameters:
        """The parameters as given, or the theme's ``Parameters.defaults`` when none were. Assigning
        relays the group out at the next ``layout``; what the new ones leave None is the theme's,
        not the previous parameters'. Assigning None restores the theme's defaults."""
        return self._parameters

    @parameters.setter
    def parameters(self, parameters: Parameters | None) -> None:
        parameters = _given_or_defaults(parameters, self._defaults)
        c_params = parameters._to_c(self._defaults)
        with self._state.lock:
            lib.bg_group_set_params(self._state.handle, ctypes.byref(c_params))
            self._parameters = parameters

    @property
    def on_present_action_sheet(self) -> PresentActionSheet | None:
        """Called with the ``ActionSheet`` when More is activated. Without one, or when it raises,
        no sheet is presented."""
        return self._on_present_action_sheet

    @on_present_action_sheet.setter
    def on_present_action_sheet(self, callback: PresentActionSheet | None) -> None:
        self._set_callback("_on_present_action_sheet", lib.bg_group_set_sheet_callback, _trampolines.PRESENT_SHEET,
                           callback)

    @property
    def on_action_sheet_dismissed(self) -> ActionSheetDismissed | None:
        """Called (no arguments) when ``update`` dismissed the presented sheet by replacing the items it
        listed: take it off the screen. Not called for ``choose_sheet_item``, ``dismiss_sheet`` or
        ``close``. What it raises comes out of that ``update``, which took effect."""
        return self._on_action_sheet_dismissed

    @on_action_sheet_dismissed.setter
    def on_action_sheet_dismissed(self, callback: ActionSheetDismissed | None) -> None:
        self._set_callback("_on_action_sheet_dismissed", lib.bg_group_set_sheet_dismissed_callback,
                           _trampolines.SHEET_DISMISSED, callback)

    @property
    def on_navigate(self) -> Navigate | None:
        """Called with the activated ``Item`` when it has a navigation action, that action bound to
        the group: call it with your navigation context, e.g.
        ``group.on_navigate = lambda item: item.navigation_action(nav)``."""
        return self._on_navigate

    @on_navigate.setter
    def on_navigate(self, callback: Navigate | None) -> None:
        self._set_callback("_on_navigate", lib.bg_group_set_navigate_callback, _trampolines.NAVIGATE, callback)

    @property
    def measure(self) -> Measure | None:
        """The text measurer ``(font, text, max_width) -> (width, height)``; None: the built-in one.
        Results are cached per (font, text); assigning clears the cache."""
        return self._measure

    @measure.setter
    def measure(self, callback: Measure | None) -> None:
        self._set_callback("_measure", lib.bg_group_set_measure_callback, _callbacks.MEASURE, callback)

    # ---------------------------------------------------------------- output

    def layout(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> GroupLayout:
        """Lays the group out ``width`` points wide (0 ... ``MAX_LENGTH``) at ``scale`` pixels per point
        (``MIN_SCALE`` ... ``MAX_SCALE``) in ``direction``. Taps, pointer events and focus use the
        latest layout. With an unchanged width, scale and direction and no change to the group, the
        library returns its cached layout without measuring.

        Raises:
            InvalidArgumentError: a bad width, scale or direction.
            TypeError: a width or scale that is not a number, a direction that is not an int.
        """
        c_direction = direction if direction.__class__ is Direction else _numbers.int32(direction, "direction")
        state = self._state
        with state.lock:
            out = self._layout_out
            if out is None:
                out = self._layout_out = _ffi.bg_layout(struct_size=_LAYOUT_SIZE)
            paused = pause()  # see _collection
            try:
                try:
                    status = _LAYOUT(state.handle, c_double(width), c_double(scale), c_direction, ctypes.byref(out))
                except (TypeError, OverflowError):
                    raise _numbers.double_error(width=width, scale=scale) from None
                if status:
                    lib.raise_failure(status)
                block = ctypes.string_at(out.data, out.data_size) if out.data_size else b""
                return GroupLayout(block, bytes(out), state.items)
            finally:
                resume(paused)

    def layout_frames(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> Frames:
        """Lays the group out as ``layout`` does and returns only the slots' frames: the fast path for a
        relayout on every frame of a resize or an animation. ``frames.x[i]`` and ``frames.width[i]``
        read a slot's edges, ``frames[i]`` is its ``Rect``. The ``Frames`` views a buffer of the
        calling thread's own, which its next ``layout_frames`` on the group rewrites (keep a copy:
        ``frames.tolist()``). A ``layout`` at the same width, scale and direction afterwards returns
        the rest without laying out again. Raises as ``layout``."""
        c_direction = direction if direction.__class__ is Direction else _numbers.int32(direction, "direction")
        buffers = self._buffers
        buffer: RectBuffer = buffers.value
        if buffer.capacity < len(self._state.items):  # a layout shows at most every item
            buffer = buffers.value = RectBuffer(len(self._state.items))
        try:
            status = _LAYOUT_FRAMES(self._state.handle, c_double(width), c_double(scale), c_direction, buffer.rects,
                                    buffer.capacity, buffer.count_ref)
        except (TypeError, OverflowError):
            raise _numbers.double_error(width=width, scale=scale) from None
        if status and status != Status.BUFFER_TOO_SMALL:
            lib.raise_failure(status)
        count: int = buffer.count.value
        if count > buffer.capacity:  # (never: room was made for every item) the library kept the layout
            buffers.value = RectBuffer(count)
            return self.layout_frames(width, scale, direction)
        return buffer.view(count)

    def svg(self, *, show_overflow: bool = False, padding: float = 8.0, background: int = 0xFFFFFFFF) -> str:
        """The latest layout drawn as SVG text, as ``Button.svg``; ``show_overflow`` also draws the More
        sheet below the group, as a host presents it (when items overflowed)."""
        return render_svg(lib.bg_group_svg, self._state, show_overflow, padding, background)

    def breakpoints(self) -> tuple[Breakpoint, ...]:
        """The widths at which each item moves into and out of the More sheet, last item first, for a
        host to plan its window sizes. With the WIDTH overflow policy, item j shows while j + 1 items
        (and More, unless that is all of them) fit: it moves into the sheet below ``moves_in`` and
        comes back at ``moves_out``. Items beyond ``max_visible`` are always in the sheet
        (``math.inf``); item 0 never moves; with the COUNT policy nothing moves with the width."""
        return read_breakpoints(lib.bg_group_breakpoints, self._state)

    # ---------------------------------------------------------------- events

    def tap(self, x: float, y: float) -> int | None:
        """A complete tap at (x, y): activates the enabled slot hit and returns its index (None: none).
        An item fires its ``action``, then ``on_navigate`` if it has a navigation action; More calls
        ``on_present_action_sheet``. Raises ``StateError`` before the first layout."""
        slot = ctypes.c_int32(-1)
        x, y = _numbers.double(x, "x"), _numbers.double(y, "y")
        self._call(lib.bg_group_tap, x, y, ctypes.byref(slot))
        return None if slot.value < 0 else slot.value

    def pointer(self, phase: PointerPhase, x: float, y: float) -> int | None:
        """A pointer event, tracked like a UIControl; returns the slot it activated (None: none). DOWN
        highlights the slot hit, MOVE outside its hit frame un-highlights it and back inside
        re-highlights, UP inside activates it; UP outside and CANCEL fire nothing."""
        slot = ctypes.c_int32(-1)
        c_phase = _numbers.int32(phase, "phase")
        x, y = _numbers.double(x, "x"), _numbers.double(y, "y")
        self._call(lib.bg_group_pointer, c_phase, x, y, ctypes.byref(slot))
        return None if slot.value < 0 else slot.value

    def focus(self, move: FocusMove) -> int | None:
        """Moves keyboard focus; returns the focused slot (None: nothing focused)."""
        slot = ctypes.c_int32(-1)
        c_move = _numbers.int32(move, "move")
        self._call(lib.bg_group_focus, c_move, ctypes.byref(slot))
        return None if slot.value < 0 else slot.value

    def activate_focused(self) -> None:
        """Activates the focused slot (Space / Return). Raises ``StateError`` when nothing is focused."""
        self._call(lib.bg_group_activate_focused)

    def activate_slot(self, slot_index: int) -> None:
        """Activates slot ``slot_index`` of the latest layout, as a tap on it would (no such slot:
        ``InvalidArgumentError``)."""
        index = _numbers.uint32(slot_index, "slot_index")
        self._call(lib.bg_group_activate_slot, index)

    def choose_sheet_item(self, sheet_index: int) -> None:
        """Chooses entry ``sheet_index`` of the presented sheet: dismisses it, fires the item's action,
        then navigation. Raises ``StateError`` when no sheet is presented, ``InvalidArgumentError``
        for no such entry."""
        index = _numbers.uint32(sheet_index, "sheet_index")
        self._call(lib.bg_group_choose_sheet_item, index)

    def dismiss_sheet(self) -> None:
        """Dismisses the presented sheet (its cancel button); fires nothing."""
        self._call(lib.bg_group_dismiss_sheet)

    def run_navigation(self, item_index: int, context: Any) -> None:
        """Runs item ``item_index``'s ``navigation_action`` with ``context`` (any object); raises
        ``NotFoundError`` when there is no such item or it has no navigation action."""
        self._state.run_navigation(_numbers.uint32(item_index, "item_index"), context)

    # -------------------------------------------------------------- lifetime

    def _free(self, state: State) -> None:
        lib.bg_group_free(state.handle)  # runs (or, inside a callback, defers) the destroy notifications

    def _closed(self) -> None:
        self._state.items = ()
        self._on_present_action_sheet = self._on_navigate = self._measure = None
        self._on_action_sheet_dismissed = None

    def __repr__(self) -> str:
        state = "closed" if self.closed else f"{len(self._state.items)} items"
        return f"<ButtonGroup {state}>"
