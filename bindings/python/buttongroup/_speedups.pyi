"""Types of the optional compiled module ``buttongroup._speedups`` (see ``_speedups.c``)."""

from typing import Any, Callable

def main_interpreter() -> bool:
    """Whether this interpreter may use the module (it serves the main interpreter only)."""

def bind(name: str, address: int) -> None:
    """The library function ``name`` (``bg_group_layout_frames``, ``bg_group_layout``,
    ``bg_group_create``, ``bg_group_update``, ``bg_group_free``, ``bg_button_layout``,
    ``bg_toolbar_layout_call``) to call from now on: its address in the
    loaded library."""

class Lock:
    """A reentrant lock, as ``threading.RLock``, that the compiled calls take without a Python call
    (``_lock.c``): the lock of a group's or a toolbar's binding state."""

    def acquire(self) -> bool:
        """Takes the lock, waiting while another thread holds it (a signal handler that raises
        ends the wait with its exception, the lock not taken)."""
    def release(self) -> None:
        """Gives the lock back once; ``RuntimeError`` if this thread does not hold it."""
    def __enter__(self) -> bool: ...
    def __exit__(self, *exc_info: object) -> None: ...
    def _is_owned(self) -> bool:
        """Whether this thread holds the lock."""

class HandleOwner:
    """``HandleOwner(free, argument)`` calls ``free(argument)`` once: when collected, by ``run()``,
    or at exit (``_owner.c``); what ``_closing.HandleOwner`` does, with no Python call."""

    def __init__(self, free: Callable[[Any], object], argument: Any, /) -> None: ...
    @property
    def alive(self) -> bool:
        """True until the handle was freed or the owner detached."""
    def run(self) -> None:
        """Frees the handle now, unless that already happened or the owner was detached."""
    def detach(self) -> bool:
        """Cancels the owner without freeing; True if it was still pending."""

def take_newest_owner() -> tuple[Callable[[Any], object], Any] | None:
    """At exit: the newest pending owner's (free, argument), taken out of it, or None."""

def newest_owner_made() -> int:
    """The order number of the newest pending owner, or 0 when none is pending."""

def next_made() -> int:
    """The next order number (owners and ``_closing``'s finalizers share one count)."""

def end_owners() -> None:
    """At exit, after the pending owners ran: from now on no owner frees anything."""

class FirstUse:
    """The ``__get__`` of ``_first_use.made_on_first_use``'s descriptors (``_first_use.c``): a
    subclass's instance has ``_make``, ``_name`` and ``_method``; read on an instance the first
    time it stores ``_make(instance)`` there under ``_name`` and returns it."""

    def __get__(self, instance: Any, owner: type | None = None) -> Any: ...

class GroupFrames:
    """One group's ``layout_frames(width, scale=1.0, direction=LTR)``, made in C (``_group_call.c``):
    its ``call``.

    It holds ``owner``, the group's. What it leaves to the ctypes path (an argument needing that path's
    conversions, a group whose layouts call a Python measure callback) goes to the function
    ``make_fallback(group_id, state, owner)`` makes the first time, called with the same
    arguments; ``raise_status(status)`` is called when the library call fails."""

    def __init__(self, group_id: int, state: Any, owner: Any, make_fallback: Callable[..., Any],
                 raise_status: Callable[[int], Any], result_type: type) -> None: ...
    def call(self, width: object, scale: object = 1.0, direction: object = 0) -> Any:
        """The group's ``layout_frames`` (a METH_FASTCALL method: bind it once, call it often)."""

class GroupLayoutCall:
    """One group's ``layout(width, scale=1.0, direction=LTR)``, made in C, as ``GroupFrames``. Each
    ``GroupLayout`` gets the items' texts the state keeps in ``state.item_texts`` (read once per
    items, ``_item_fields.c``)."""

    def __init__(self, group_id: int, state: Any, owner: Any, make_fallback: Callable[..., Any],
                 raise_status: Callable[[int], Any], result_type: type) -> None: ...
    def call(self, width: object, scale: object = 1.0, direction: object = 0) -> Any:
        """The group's ``layout``."""

class ToolbarFramesCall:
    """One toolbar's ``layout_frames(width, scale=1.0, direction=LTR)``, made in C (``_toolbar_call.c``)
    as ``GroupFrames`` is: its ``call`` returns a ``frames_type`` (``ToolbarFrames``) it fills itself."""

    def __init__(self, toolbar_id: int, state: Any, owner: Any, make_fallback: Callable[..., Any],
                 raise_status: Callable[[int], Any], frames_type: type) -> None: ...
    def call(self, width: object, scale: object = 1.0, direction: object = 0) -> Any:
        """The toolbar's ``layout_frames``."""

class ToolbarLayoutCall:
    """One toolbar's ``layout(width, scale=1.0, direction=LTR)``, made in C: its ``call`` returns a
    ``layout_type`` (``ToolbarLayout``) whose first three slots it fills, the rest None."""

    def __init__(self, toolbar_id: int, state: Any, owner: Any, make_fallback: Callable[..., Any],
                 raise_status: Callable[[int], Any], layout_type: type) -> None: ...
    def call(self, width: object, scale: object = 1.0, direction: object = 0) -> Any:
        """The toolbar's ``layout``."""

class ButtonLayoutCall:
    """One button's ``layout``, made in C (``_button_call.c``): its ``call``, which makes the
    ``ButtonView`` itself under the state's lock. What it leaves to the ctypes path (an argument
    needing that path's conversions, a button whose layouts can call Python: ``state.calls_back``)
    goes to the function ``make_fallback(button_id, state)`` makes the first time, called with the
    same arguments; ``raise_status(status)`` is called when the library call fails;
    ``read_raw(raw)`` decodes a copied ``bg_button_view`` with styled runs. ``classes`` is
    ``(ButtonView, BackgroundGeometry, Rect, State, states)``, ``states`` the State members by value."""

    def __init__(self, button_id: int, state: Any, make_fallback: Callable[..., Any],
                 raise_status: Callable[[int], Any], read_raw: Callable[[bytes], Any],
                 classes: tuple[type, type, type, type, dict[int, Any]]) -> None: ...
    def call(self, width: object, height: object, scale: object, direction: object, /) -> Any:
        """The button's ``layout`` (a METH_FASTCALL method: bind it once, call it often)."""

def init_method(cls: type) -> Any:
    """The compiled ``__init__`` of ``cls``, a frozen dataclass ``_values.direct_init`` serves: it
    reads ``cls.__direct_init__`` (``_direct_init.c``)."""

def decoders(slot: type, rect: type, corners: type, node: type, kinds: dict[int, Any], roles: dict[int, Any],
             a11y_roles: dict[int, Any], states: dict[int, Any], state: type) -> None:
    """The classes and enum tables ``slots`` and ``nodes`` make their values with."""

def slots(block: bytes, offset: int, count: int, data: int, items: tuple[Any, ...]) -> tuple[Any, ...]:
    """``count`` ``Slot`` records at byte ``offset`` of ``block`` (copied from library address ``data``)."""

def nodes(block: bytes, offset: int, count: int, data: int, slots_offset: int, items: tuple[Any, ...],
          slots: tuple[Any, ...] | None) -> tuple[Any, ...]:
    """``count`` ``AccessibilityNode`` records at byte ``offset`` of ``block``; their slots' at ``slots_offset``;
    ``slots``: the layout's decoded slots, whose frames the nodes share, or None."""

def toolbar_decoders(cell: type, group: type, node: type, diagnostic: type, styles: dict[int, Any], style: type,
                     label_styles: dict[int, Any], label_style: type, a11y_roles: dict[int, Any],
                     a11y_role: type, diagnostic_kinds: dict[int, Any], diagnostic_kind: type) -> None:
    """The classes (frozen dataclasses with slots) and enum tables, each with its enum class, the
    ``toolbar_*`` decoders make their values with; ``decoders`` must have been called first."""

def toolbar_cells(block: bytes, offset: int, count: int, data: int, items: tuple[Any, ...]) -> tuple[Any, ...]:
    """``count`` ``ControlCell`` records at byte ``offset`` of ``block`` (copied from library address ``data``)."""

def toolbar_groups(block: bytes, offset: int, count: int, data: int) -> tuple[Any, ...]:
    """``count`` ``PlacedGroup`` records at byte ``offset`` of ``block``."""

def toolbar_nodes(block: bytes, offset: int, count: int, data: int, groups_offset: int, group_count: int,
                  cells_offset: int, items: tuple[Any, ...], cells: tuple[Any, ...] | None) -> tuple[Any, ...]:
    """``count`` ``ControlAccessibilityNode`` records at byte ``offset`` of ``block``; the layout's
    group records at ``groups_offset`` and its cell records at ``cells_offset`` name the items
    whose strings label them; ``cells``: the layout's decoded cells, whose frames the nodes
    share, or None."""

def toolbar_rects(block: bytes, offset: int, count: int, data: int) -> tuple[Any, ...]:
    """``count`` ``Rect`` records at byte ``offset`` of ``block``."""

def toolbar_diagnostics(block: bytes, offset: int, count: int, data: int) -> tuple[Any, ...]:
    """``count`` ``ToolbarDiagnostic`` records at byte ``offset`` of ``block``."""

def toolbar_parts(layout: type, size: type) -> None:
    """The classes the ``toolbar_layout_*`` functions read and make: ``ToolbarLayout`` (with slots
    ``_block``, ``_head``, ``_items`` and ``_parts``) and ``Size`` (a named tuple)."""

def toolbar_layout_cells(layout: Any) -> tuple[Any, ...]:
    """``ToolbarLayout.cells``, decoded on the first call and kept in the layout's ``_parts``."""

def toolbar_layout_groups(layout: Any) -> tuple[Any, ...]:
    """``ToolbarLayout.groups``, likewise."""

def toolbar_layout_accessibility(layout: Any) -> tuple[Any, ...]:
    """``ToolbarLayout.accessibility``, likewise (sharing the frames of cells decoded first)."""

def toolbar_layout_separators(layout: Any) -> tuple[Any, ...]:
    """``ToolbarLayout.separators``, likewise."""

def toolbar_layout_diagnostics(layout: Any) -> tuple[Any, ...]:
    """``ToolbarLayout.diagnostics``, likewise."""

def toolbar_layout_overflowed(layout: Any) -> tuple[int, ...]:
    """``ToolbarLayout.overflowed``, likewise."""

def toolbar_layout_size(layout: Any) -> Any:
    """``ToolbarLayout.size``, a ``Size`` of the header's size."""

def open_group(state: Any, theme_id: int, params_address: int, items: tuple[Any, ...], item_type: type) -> bool:
    """Creates a group's handle and gives it ``items`` in C, storing the handle's id and the items
    into ``state`` (``state.item_texts`` reset to None) (``_group_handle.c``); False, having
    changed nothing, for the Python path."""

def update_items(state: Any, items: tuple[Any, ...], item_type: type) -> bool:
    """Replaces the group's items in C under ``state.lock``; False, having changed nothing, for the
    Python path."""

def free_group(state: Any) -> bool:
    """Frees the group's handle in C under ``state.lock`` (none: nothing to free); False for the
    Python path (a group that registered a Python callback)."""
