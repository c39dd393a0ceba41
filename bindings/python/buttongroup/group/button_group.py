"""``ButtonGroup``: a headless button group (the iOS component's ``ButtonGroup`` view, without the view)."""

from __future__ import annotations

import ctypes
import dataclasses
import functools
from typing import Any, Callable, Iterable

from .. import _accelerator, _callbacks, _numbers, _strings
from .. import _ffi as _ffi_common
from .._callbacks import Measure
from .._accelerator import new_lock, new_owner
from .._closing import Closeable
from .._first_use import made_on_first_use
from .._interrupts import DEFERRED, DEFERRED_QUIET
from .._native import lib
from ..enums import Direction, FocusMove, PointerPhase, Role
from ..errors import ButtonGroupError
from ..overflow import Breakpoint, read_breakpoints
from ..theme import Theme, _theme_handle, _theme_id
from ..picture import render_svg
from . import _callbacks as _group_callbacks
from . import _ffi
from ._layout_call import FramesFunction, LayoutFunction, make_frames_function, make_layout_function
from .item import Item
from .layout import Frames, GroupLayout
from .parameters import Parameters
from .sheet import ActionSheet

__all__ = ["ButtonGroup", "PresentActionSheet", "Navigate", "Measure"]

PresentActionSheet = Callable[[ActionSheet], Any]
"""Presents the More sheet; later call ``choose_sheet_item`` or ``dismiss_sheet``."""
ActionSheetDismissed = Callable[[], Any]
"""Takes down the presented sheet: the library dismissed it (``update`` replaced its items)."""
Navigate = Callable[[Item], Any]
"""Receives an activated item that has a navigation action (its ``navigation_action`` is bound)."""


class _GroupState:
    """What the callback registry keeps alive for a group: its handle, items and lock.

    Deliberately not the ``ButtonGroup`` itself, so that a group nobody references any more
    is still garbage-collected (and its handle freed) while callbacks are registered.
    """

    __slots__ = ("id", "items", "item_texts", "lock", "layouts_call_back", "registered_callbacks")

    def __init__(self) -> None:
        self.id = 0  # no handle yet: the owner frees the one stored here
        self.items: tuple[Item, ...] = ()
        # What the compiled module keeps of the items' texts for the layouts it decodes (a tuple
        # beginning with the items it was read from), or None; reset whenever items is replaced,
        # so that it never holds items the group let go.
        self.item_texts: tuple[Any, ...] | None = None
        # True while a Python measure callback is registered (the only callback a layout can
        # run): the group's layouts are then made as _interrupts.DEFERRED sections.
        self.layouts_call_back = False
        # Serializes this group's C calls with the reading of the pointers they return
        # (a layout's arrays stay valid only until the group's next call). Reentrant:
        # callbacks run on the calling thread and may call back into the group.
        self.lock = new_lock()
        # True once a Python callable was handed to the library for this group (an item's action
        # or navigation, a group callback): calls that may then run Python code take the Python
        # path, inside an _interrupts.DEFERRED section (the compiled update_items leaves them).
        self.registered_callbacks = False

    def set_items(self, items: tuple[Item, ...]) -> None:
        """Replaces the items (and drops what was kept of the old ones' texts)."""
        self.item_texts = None
        self.items = items

    @property
    def handle(self) -> _ffi.bg_group:
        return _ffi.bg_group(self.id)

    def navigable_item(self, item_index: int) -> Item:
        """Item ``item_index`` with its navigation action routed through ``bg_group_run_navigation``."""
        item = self.items[item_index]
        return dataclasses.replace(
            item, navigation_action=functools.partial(self.run_navigation, item_index)
        )

    def run_navigation(self, item_index: int, context: Any) -> None:
        with self.lock, DEFERRED, _group_callbacks.navigation_context(context) as key:
            lib.bg_group_run_navigation(self.handle, item_index, key)


def _declined(*arguments: Any) -> bool:
    """``_accelerator.OPEN_GROUP``, ``UPDATE_ITEMS`` and ``FREE_GROUP`` without the compiled module:
    the Python path."""
    return False


_open_group = _accelerator.OPEN_GROUP or _declined
_update_items = _accelerator.UPDATE_ITEMS or _declined
_free_handle = _accelerator.FREE_GROUP or _declined


def _free_group(state: _GroupState) -> None:
    if not state.id or _free_handle(state):  # never made, or freed in one C call
        return
    with state.lock, DEFERRED_QUIET:
        try:
            lib.bg_group_free(state.handle)  # runs (or defers) the destroy notifications
        except ButtonGroupError:
            pass
        state.set_items(())


def _own_layout(group: ButtonGroup) -> LayoutFunction:
    """The group's own ``layout`` function (made on first use, holding the group's owner)."""
    return make_layout_function(group._state.id, group._state, group._owner)


def _own_layout_frames(group: ButtonGroup) -> FramesFunction:
    """The group's own ``layout_frames`` function (made on first use, holding the group's owner)."""
    return make_frames_function(group._state.id, group._state, group._owner)


class ButtonGroup(Closeable):
    """A group of buttons: layout, overflow into a More action sheet, states and callbacks.

    The host draws; the group decides where every button goes, what overflows, what state
    each button is in, and which callback fires. Example::

        group = ButtonGroup([Item("Pay"), Item("Cash Advance"), Item("Transfer"), Item("History")])
        group.on_present_action_sheet = lambda sheet: show_sheet(sheet)
        layout = group.layout(width=320)         # 2 items + More
        group.tap(*layout.slots[2].frame.center)  # presents the sheet
        group.choose_sheet_item(0)                # fires Transfer's action

    Close a group with ``close()`` or use it as a context manager; it is also freed when
    garbage-collected. Callbacks are kept alive by the group, not by the caller, until they
    are replaced or the group is closed. A callback that refers to its own group keeps the
    group alive until ``close()``. An exception raised by a callback propagates out of the
    call that triggered it (``tap``, ``layout``, ...); the group stays usable. Calls on a
    closed group raise ``InvalidHandleError``. A group may be shared between threads.

    Hostile values are refused before they reach C, and the group is left unchanged: an int
    argument or field outside the range of its C type (``int32_t`` for enum values, phases,
    focus moves, directions and roles; ``uint32_t`` for indices and ``max_visible``; negative
    indices included) raises ``OutOfRangeError`` (an ``InvalidArgumentError``, so a
    ``ValueError``, and an ``OverflowError``) naming the parameter or field and the value; an
    int in range that is not a valid value is refused by the library with
    ``InvalidArgumentError``, as before. A float is accepted where an int belongs only when
    whole (else ``InvalidArgumentError``), other non-ints raise ``TypeError``. A string
    holding a NUL character raises ``InvalidArgumentError`` naming the field
    (``items[2].title``).

    Ctrl-C (``KeyboardInterrupt``) arriving during a call comes out of that call, never in the
    middle of the binding's own bookkeeping: registrations never leak and the library never
    gets a garbage answer from a callback (see ``buttongroup._interrupts``). A callback that is
    running is interrupted as Python code always is, and the interrupt comes out of the call
    that triggered it. A group cannot be copied or pickled (``TypeError``): make another one
    with ``ButtonGroup(group.items, group.parameters, ...)``.
    """

    _COPY_HINT = "make another one with ButtonGroup(group.items, group.parameters, theme, ...)"
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
        """Creates a group with ``items`` laid out by ``parameters``.

        Whatever ``parameters`` leaves None (all of it when ``parameters`` is None) is the theme's.

        ``theme`` (None: the built-in one) is copied into the group; it may be closed afterwards.
        """
        self._defaults = Parameters.defaults(theme)
        self._parameters = self._defaults if parameters is None else parameters
        c_params = self._parameters._to_c(self._defaults)
        theme_id = _theme_id(theme)
        self._state = state = _GroupState()
        # The handle lives while the group or one of its layout functions does (they hold its
        # owner); the owner exists first and frees whatever handle the state comes to hold.
        self._owner = new_owner(_free_group, state)
        try:
            items = tuple(items)
            # One C call when it can (no signal handler runs in it); else the Python path.
            if not _open_group(state, theme_id, ctypes.addressof(c_params), items, Item):
                handle = _ffi.bg_group()
                with DEFERRED:  # the id is the state's as soon as the handle exists
                    lib.bg_group_create(_theme_handle(theme), ctypes.byref(c_params), ctypes.byref(handle))
                    state.id = handle.id
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

    # ----------------------------------------------------------------- inputs

    def update(self, items: Iterable[Item]) -> None:
        """Replaces all items (the iOS component's ``update(with:)``); the old items' callbacks are released.

        On failure the group keeps its old items: an item's role outside the range of
        ``int32_t`` raises ``OutOfRangeError`` (a role in range but unknown:
        ``InvalidArgumentError``, from C), a string field holding a NUL character raises
        ``InvalidArgumentError``, a lone surrogate ``InvalidUTF8Error``; each names the field,
        e.g. ``items[2].title``.
        """
        items = tuple(items)
        if _update_items(self._state, items, Item):  # in one C call when it can
            return
        count = _numbers.uint32(len(items), "the number of items")
        array = (_ffi.bg_item * count)()  # zeroed: NULL strings, role AUTOMATIC, enabled
        size = ctypes.sizeof(_ffi.bg_item)
        automatic = Role.AUTOMATIC
        for index, item in enumerate(items):
            if not isinstance(item, Item):
                raise TypeError(f"items[{index}] must be a buttongroup.Item, not {type(item).__name__}")
            c = array[index]
            c.struct_size = size
            if item.role is not automatic:
                c.role = _numbers.int32(item.role, f"items[{index}].role")
            c.title = _encode(item.title, index, "title")
            if item.icon is not None:
                c.icon = _encode(item.icon, index, "icon")
            if item.accessibility_label is not None:
                c.accessibility_label = _encode(item.accessibility_label, index, "accessibility_label")
            if item.accessibility_identifier is not None:
                c.accessibility_identifier = _encode(item.accessibility_identifier, index, "accessibility_identifier")
            if item.disabled:
                c.disabled = 1
        # Registered last, in the section of the C call: nothing in Python can fail between
        # here and the C call, and the C side runs every new registration's destroy if the
        # update fails.
        with self._state.lock, DEFERRED:
            for index, item in enumerate(items):
                if item.action is None and item.navigation_action is None:
                    continue
                self._state.registered_callbacks = True
                c = array[index]
                if item.action is not None:
                    c.action = _group_callbacks.ACTION
                if item.navigation_action is not None:
                    c.navigation = _group_callbacks.NAVIGATION
                c.user_data = _callbacks.register(item, self._state)
                c.destroy = _callbacks.DESTROY
            lib.bg_group_update(self._state.handle, array, count)
            self._state.set_items(items)
            dismissal_error = _group_callbacks.take_dismissal_error()
            if dismissal_error is not None:  # the update happened; the callback's error comes out of it
                raise dismissal_error

    @property
    def items(self) -> tuple[Item, ...]:
        """The items, as last passed to the constructor or ``update``."""
        return self._state.items

    @property
    def item_count(self) -> int:
        """The number of items (asked of the library)."""
        count = ctypes.c_uint32()
        with self._state.lock:
            lib.bg_group_item_count(self._state.handle, ctypes.byref(count))
        return count.value

    @property
    def parameters(self) -> Parameters:
        """The parameters as given (None fields: the theme's), or the theme's ``Parameters.defaults``
        when none were given. Assigning new ones relays the group out on the next ``layout``;
        what they leave None is the theme's again, not the previous parameters'."""
        return self._parameters

    @parameters.setter
    def parameters(self, parameters: Parameters) -> None:
        c_params = parameters._to_c(self._defaults)
        with self._state.lock, DEFERRED:
            lib.bg_group_set_params(self._state.handle, ctypes.byref(c_params))
            self._parameters = parameters

    @property
    def on_present_action_sheet(self) -> PresentActionSheet | None:
        """Called with the ``ActionSheet`` when More is activated (the iOS component's ``presentActionSheet``).

        Without one, activating More presents nothing (no sheet is considered presented); when
        it raises, the sheet is not presented either.
        """
        return self._on_present_action_sheet

    @on_present_action_sheet.setter
    def on_present_action_sheet(self, callback: PresentActionSheet | None) -> None:
        with self._state.lock, DEFERRED:
            self._register(lib.bg_group_set_sheet_callback, _group_callbacks.PRESENT_SHEET, callback)
            self._on_present_action_sheet = callback

    @property
    def on_action_sheet_dismissed(self) -> ActionSheetDismissed | None:
        """Called (no arguments) when the library dismissed the presented sheet itself: ``update``
        replaced the items it listed, so take it off the screen. Not called for
        ``choose_sheet_item``, ``dismiss_sheet`` or ``close``, which you make. What it raises
        comes out of that ``update``, after the update took effect."""
        return self._on_action_sheet_dismissed

    @on_action_sheet_dismissed.setter
    def on_action_sheet_dismissed(self, callback: ActionSheetDismissed | None) -> None:
        with self._state.lock, DEFERRED:
            self._register(lib.bg_group_set_sheet_dismissed_callback, _group_callbacks.SHEET_DISMISSED, callback)
            self._on_action_sheet_dismissed = callback

    @property
    def on_navigate(self) -> Navigate | None:
        """Called with the activated ``Item`` when it has a navigation action (the iOS component's ``navigateAction``).

        The item's ``navigation_action`` is bound to the group: call it with your navigation
        context, e.g. ``group.on_navigate = lambda item: item.navigation_action(nav)``.
        """
        return self._on_navigate

    @on_navigate.setter
    def on_navigate(self, callback: Navigate | None) -> None:
        with self._state.lock, DEFERRED:
            self._register(lib.bg_group_set_navigate_callback, _group_callbacks.NAVIGATE, callback)
            self._on_navigate = callback

    @property
    def measure(self) -> Measure | None:
        """The text measurer ``(font, text, max_width) -> (width, height)``; None: the built-in one.

        Results are cached per (font, text); assigning clears the cache.
        """
        return self._measure

    @measure.setter
    def measure(self, callback: Measure | None) -> None:
        with self._state.lock, DEFERRED:
            self._register(lib.bg_group_set_measure_callback, _callbacks.MEASURE, callback)
            self._state.layouts_call_back = callback is not None
            self._measure = callback

    def _register(self, setter: Any, trampoline: Any, callback: Callable[..., Any] | None) -> None:
        """Registers ``callback`` through ``setter`` as one ``DEFERRED`` section. A setter takes
        the lock and opens its own section around this and its attribute assignment, so that
        the library's callback and the attribute change both or neither."""
        with self._state.lock, DEFERRED:
            self._state.registered_callbacks = True
            _callbacks.set_callback(setter, self._state.handle, trampoline, callback, self._state)

    # ---------------------------------------------------------------- output

    @made_on_first_use(_own_layout)
    def layout(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> GroupLayout:
        """Lays the group out ``width`` points wide at ``scale`` pixels per point.

        ``width`` must be within 0 ... ``MAX_LENGTH``, ``scale`` within ``MIN_SCALE`` ... ``MAX_SCALE``
        (``buttongroup.MAX_LENGTH``, ...). Taps, pointer events and focus use the latest layout.

        Cost: one ctypes call with one argument (a ``bg_layout_call`` the group keeps) and two
        copies of library memory, under the group's lock; the ``GroupLayout`` returned decodes
        each part on first access (``layout.frames.x[i]`` reads a double, ``layout.slots``
        builds every ``Slot``). It stays valid after later layouts and updates. With an
        unchanged width, scale and direction (and no change to the group), the library returns
        its cached layout without measuring.

        Raises:
            InvalidArgumentError: a bad width, scale or direction (``OutOfRangeError``, before
                the call, for a direction outside ``int32_t`` or a width too large for a double).
            Exception: whatever the ``measure`` callback raised.
        """
        return self.layout(width, scale, direction)  # the group's own function (made_on_first_use)

    @made_on_first_use(_own_layout_frames)
    def layout_frames(self, width: float, scale: float = 1.0, direction: Direction = Direction.LTR) -> Frames:
        """Lays the group out as ``layout`` does and returns only where the slots go.

        The fast path for a relayout on every frame of a window resize or an animation: the
        library computes no text, state or accessibility for it, and the result is the slots'
        doubles unpacked in one step. ``frames.x[i]`` and ``frames.width[i]`` read a slot's edges
        (tuples of floats); ``frames[i]`` is its ``Rect``. A ``layout`` at the same width, scale and
        direction afterwards returns the rest without laying out again. The ``Frames`` stay valid
        after later layouts.

        Raises:
            InvalidArgumentError: a bad width, scale or direction.
            Exception: whatever the ``measure`` callback raised.
        """
        return self.layout_frames(width, scale, direction)  # the group's own function (made_on_first_use)

    def svg(self, *, show_overflow: bool = False, padding: float = 8.0, background: int = 0xFFFFFFFF) -> str:
        """The latest layout drawn as SVG text (see ``buttongroup.picture``): the same bytes as
        ``bg_group_svg`` gives a C host for the same layout.

        Args:
            show_overflow: also draw the More action sheet below the group, as a host presents it
                (when items overflowed).
            padding: points of margin around the group.
            background: the canvas colour, 0xRRGGBBAA (alpha 0: none).

        Raises:
            StateError: before the first ``layout``.
            InvalidArgumentError: a padding that is not finite or not in 0 ... ``MAX_LENGTH``.
        """
        with self._state.lock, DEFERRED:
            return render_svg(
                lib.bg_group_svg, self._state.handle, show_overflow=show_overflow, padding=padding, background=background
            )

    def breakpoints(self) -> tuple[Breakpoint, ...]:
        """The widths at which each item moves into and out of the More sheet, last item first.

        With the WIDTH overflow policy, item j shows while j + 1 items (and More, unless that is
        all of them) fit: it moves into the sheet below ``moves_in`` and comes back at
        ``moves_out`` (plus the hysteresis). Items beyond ``max_visible`` are always in the sheet
        (``math.inf``); item 0 never moves; with the COUNT policy nothing moves with the width.
        A host plans its window sizes with them.

        Raises:
            Exception: whatever the ``measure`` callback raised.
        """
        out = _ffi_common.bg_breakpoints(struct_size=ctypes.sizeof(_ffi_common.bg_breakpoints))
        with self._state.lock, DEFERRED:
            lib.bg_group_breakpoints(self._state.handle, ctypes.byref(out))
            return read_breakpoints(out)

    # ---------------------------------------------------------------- events

    def tap(self, x: float, y: float) -> int | None:
        """A complete tap at (x, y): activates the enabled slot hit and returns its index (None: none).

        An item fires its ``action``, then ``on_navigate`` if it has a navigation action;
        More calls ``on_present_action_sheet``.

        Raises:
            StateError: the group has not been laid out yet.
        """
        slot = ctypes.c_int32(-1)
        x, y = _numbers.double(x, "x"), _numbers.double(y, "y")
        with self._state.lock, DEFERRED:
            lib.bg_group_tap(self._state.handle, x, y, ctypes.byref(slot))
        return None if slot.value < 0 else slot.value

    def pointer(self, phase: PointerPhase, x: float, y: float) -> int | None:
        """A pointer event, tracked like a UIControl; returns the slot it activated (None: none).

        DOWN highlights the slot hit; MOVE outside its hit frame un-highlights it (back inside
        re-highlights); UP inside activates it; UP outside and CANCEL fire nothing.
        """
        slot = ctypes.c_int32(-1)
        c_phase = _numbers.int32(phase, "phase")
        x, y = _numbers.double(x, "x"), _numbers.double(y, "y")
        with self._state.lock, DEFERRED:
            lib.bg_group_pointer(self._state.handle, c_phase, x, y, ctypes.byref(slot))
        return None if slot.value < 0 else slot.value

    def focus(self, move: FocusMove) -> int | None:
        """Moves keyboard focus; returns the focused slot (None: nothing focused)."""
        slot = ctypes.c_int32(-1)
        c_move = _numbers.int32(move, "move")
        with self._state.lock, DEFERRED:
            lib.bg_group_focus(self._state.handle, c_move, ctypes.byref(slot))
        return None if slot.value < 0 else slot.value

    def activate_focused(self) -> None:
        """Activates the focused slot (Space / Return). Raises ``StateError`` when nothing is focused."""
        with self._state.lock, DEFERRED:
            lib.bg_group_activate_focused(self._state.handle)

    def activate_slot(self, slot_index: int) -> None:
        """Activates slot ``slot_index`` of the latest layout, as a tap on it would.

        Raises:
            InvalidArgumentError: no such slot (from C).
            OutOfRangeError: an index outside ``uint32_t`` (negative ones included), refused
                before the call.
        """
        index = _numbers.uint32(slot_index, "slot_index")
        with self._state.lock, DEFERRED:
            lib.bg_group_activate_slot(self._state.handle, index)

    def choose_sheet_item(self, sheet_index: int) -> None:
        """Chooses entry ``sheet_index`` of the presented sheet: dismisses it, fires the item's action, then navigation.

        Raises:
            StateError: no sheet is presented.
            InvalidArgumentError: no such entry (from C).
            OutOfRangeError: an index outside ``uint32_t`` (negative ones included), refused
                before the call.
        """
        index = _numbers.uint32(sheet_index, "sheet_index")
        with self._state.lock, DEFERRED:
            lib.bg_group_choose_sheet_item(self._state.handle, index)

    def dismiss_sheet(self) -> None:
        """Dismisses the presented sheet (its cancel button); fires nothing."""
        with self._state.lock, DEFERRED:
            lib.bg_group_dismiss_sheet(self._state.handle)

    def run_navigation(self, item_index: int, context: Any) -> None:
        """Runs item ``item_index``'s ``navigation_action`` with ``context`` (any object).

        Raises:
            NotFoundError: the item does not exist or has no navigation action.
            OutOfRangeError: an index outside ``uint32_t`` (negative ones included).
        """
        self._state.run_navigation(_numbers.uint32(item_index, "item_index"), context)

    # -------------------------------------------------------------- lifetime

    @property
    def closed(self) -> bool:
        """True after ``close()``."""
        return not self._owner.alive

    def close(self) -> None:
        """Frees the group and releases its items and callbacks. Idempotent; safe inside a callback."""
        if _free_handle(self._state):  # one C call: the group never handed the library Python code
            # (a Ctrl-C before this line leaves the owner to free the handle again, which fails
            # harmlessly: a freed id never becomes valid again)
            self._owner.detach()
            return
        with self._state.lock, DEFERRED:  # (waiting for the lock stays interruptible)
            self._owner.run()
            self._on_present_action_sheet = self._on_navigate = self._measure = None
            self._on_action_sheet_dismissed = None

    def __repr__(self) -> str:
        state = "closed" if self.closed else f"{len(self._state.items)} items"
        return f"<ButtonGroup {state}>"


def _encode(text: str, index: int, field: str) -> bytes:
    """Field ``field`` of item ``index`` as a UTF-8 C string (``_strings.encode``'s rule; the
    error names it: ``items[i].field``)."""
    if type(text) is str:  # the common case without a call; anything else gets the error
        data = text.encode("utf-8", "surrogatepass")
        if b"\0" not in data:
            return data
    return _strings.encode(text, f"items[{index}].{field}")
