"""The optional compiled fast paths (``_speedups``, from the package's ``_*.c`` files), bound to
the library the package loaded.

``GROUP_FRAMES`` and ``GROUP_LAYOUT`` are the ``_speedups`` types that make a group's compiled
``layout_frames`` and ``layout``, ``TOOLBAR_FRAMES`` and ``TOOLBAR_LAYOUT`` a toolbar's,
``BUTTON_LAYOUT`` the one of a button's ``layout``; ``layout_decoder`` readies the decoders of a
``GroupLayout``'s slots and nodes, ``toolbar_decoder`` those of a ``ToolbarLayout``'s parts,
``layout_parts`` gives the functions that read a ``GroupLayout``'s parts (``toolbar_parts`` a
``ToolbarLayout``'s); ``OPEN_GROUP``, ``UPDATE_ITEMS`` and ``FREE_GROUP`` make, fill and free a
group's handle; ``DIRECT_INIT`` makes the ``__init__`` of a class ``_values.direct_init`` serves. They are None (they return None)
when the package was installed without the module (no C compiler or Python headers where it was
built) or in a subinterpreter: every caller then takes the Python path, with the same results
and errors, only slower.
"""

from __future__ import annotations

import ctypes
import threading
from types import ModuleType, TracebackType
from typing import Any, Callable, Optional, Protocol, TypeVar

from . import _closing
from ._closing import Owner
from ._native import lib

__all__ = [
    "BUTTON_LAYOUT", "DIRECT_INIT", "FIRST_USE", "FREE_GROUP", "GROUP_FRAMES", "GROUP_LAYOUT", "OPEN_GROUP",
    "TOOLBAR_FRAMES", "TOOLBAR_LAYOUT", "UPDATE_ITEMS", "GroupCallMaker", "StateLock", "layout_decoder", "layout_function", "layout_parts", "new_lock", "new_owner", "toolbar_decoder", "toolbar_parts",
]

GroupCallMaker = Callable[[int, Any, Any, Callable[..., Any], Callable[[int], Any], type], Any]
"""``(group_or_toolbar_id, state, owner, make_fallback, raise_status, result_type) -> an object
whose ``call`` is the layout function`` (see ``_speedups.pyi``)."""


def _speedups() -> Optional[ModuleType]:
    """The compiled module, or None (not built, or a subinterpreter: it serves the main one only)."""
    try:
        from . import _speedups
    except ImportError:
        return None
    return _speedups if _speedups.main_interpreter() else None


_SPEEDUPS = _speedups()


def _bound(attribute: str, *functions: str) -> Any:
    """``_speedups.<attribute>``, with the library ``functions`` it calls bound to this library,
    or None."""
    if _SPEEDUPS is None:
        return None
    for name in functions:
        address = ctypes.cast(lib.cdll[name], ctypes.c_void_p).value
        if address is None:
            return None
        _SPEEDUPS.bind(name, address)
    return getattr(_SPEEDUPS, attribute)


class StateLock(Protocol):
    """What a group's or a toolbar's binding state is locked with: reentrant, used as ``with
    lock:`` or ``acquire()`` / ``release()``."""

    def acquire(self) -> bool: ...

    def release(self) -> None: ...

    def __enter__(self) -> bool: ...

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None, /) -> None: ...


new_lock: Callable[[], StateLock] = threading.RLock if _SPEEDUPS is None else _SPEEDUPS.Lock
"""Makes the lock of a group's or a toolbar's binding state: ``_speedups.Lock``, which the compiled
calls take without a Python call, or ``threading.RLock`` without the module (the type itself: no
Python call around it)."""

new_owner: Callable[[Callable[[Any], object], Any], Owner] = (
    _closing.HandleOwner if _SPEEDUPS is None else _SPEEDUPS.HandleOwner
)
"""Makes the owner of a group's or a toolbar's handle, ``new_owner(free, state)``:
``_speedups.HandleOwner`` (``_owner.c``: made, detached and collected with no Python call), or
``_closing.HandleOwner`` without the module; both free exactly once, at exit too."""
if _SPEEDUPS is not None:
    _closing.compiled_owners(
        _closing.CompiledOwners(_SPEEDUPS.newest_owner_made, _SPEEDUPS.take_newest_owner, _SPEEDUPS.end_owners),
        _SPEEDUPS.next_made,
    )


GROUP_FRAMES: Optional[GroupCallMaker] = _bound("GroupFrames", "bg_group_layout_frames")
"""The maker of a group's compiled ``layout_frames``, or None (the ctypes path)."""
GROUP_LAYOUT: Optional[GroupCallMaker] = _bound("GroupLayoutCall", "bg_group_layout")
"""The maker of a group's compiled ``layout``, or None (the ctypes path)."""
TOOLBAR_FRAMES: Optional[GroupCallMaker] = _bound("ToolbarFramesCall", "bg_toolbar_layout_call")
"""The maker of a toolbar's compiled ``layout_frames`` (``_toolbar_call.c``), or None (the ctypes path)."""
TOOLBAR_LAYOUT: Optional[GroupCallMaker] = _bound("ToolbarLayoutCall", "bg_toolbar_layout_call")
"""The maker of a toolbar's compiled ``layout``, or None (the ctypes path)."""
BUTTON_LAYOUT: Optional[Callable[..., Any]] = _bound("ButtonLayoutCall", "bg_button_layout")
"""The maker of a button's compiled ``layout`` (``_button_call.c``), or None (the ctypes path)."""
OPEN_GROUP: Optional[Callable[[Any, int, int, tuple[Any, ...], type], bool]] = _bound(
    "open_group", "bg_group_create", "bg_group_update", "bg_group_free"
)
"""``open_group(state, theme_id, params_address, items, Item)``: makes a group's handle and gives
it its items in one C call, or returns False for the Python path (see ``_group_handle.c``); or None."""
DIRECT_INIT: Optional[Callable[[type], Any]] = None if _SPEEDUPS is None else _SPEEDUPS.init_method
"""``init_method(cls)``: the compiled ``__init__`` of a class ``_values.direct_init`` serves
(``_direct_init.c``); or None."""
FIRST_USE: Optional[type] = None if _SPEEDUPS is None else _SPEEDUPS.FirstUse
"""The compiled ``__get__`` of ``_first_use.made_on_first_use``'s descriptors (``_first_use.c``),
as a base class; or None."""
UPDATE_ITEMS: Optional[Callable[[Any, tuple[Any, ...], type], bool]] = _bound("update_items", "bg_group_update")
"""``update_items(state, items, Item)``: replaces a group's items in one C call, or returns False
for the Python path; or None."""
FREE_GROUP: Optional[Callable[[Any], bool]] = _bound("free_group", "bg_group_free")
"""``free_group(state)``: frees a group's handle in one C call, or returns False for the Python
path; or None."""


_Function = TypeVar("_Function")


def layout_function(compiled: Optional[Callable[..., Any]], ctypes_path: Callable[[int, Any, Owner], _Function],
                    object_id: int, state: Any, owner: Owner, raise_status: Callable[[int], Any],
                    result: Any) -> _Function:
    """One group's or toolbar's layout function: the ``call`` of the compiled call object
    ``compiled(object_id, state, owner, ctypes_path, raise_status, result)`` makes (``GROUP_*``,
    ``TOOLBAR_*``), which leaves what it cannot do to the function ``ctypes_path(object_id, state,
    owner)`` makes; without the compiled module, that function itself."""
    if compiled is None:
        return ctypes_path(object_id, state, owner)
    function: _Function = compiled(object_id, state, owner, ctypes_path, raise_status, result).call
    return function


def layout_parts(layout: type, size: type, item_range: type) -> Optional[dict[str, Callable[[Any], Any]]]:
    """The functions that read a ``GroupLayout``'s parts ``slots``, ``accessibility``,
    ``overflow_items`` and ``size`` (``_layout_parts.c``), by name, given the classes ``GroupLayout``,
    ``Size`` and ``ItemRange``; or None (the Python properties)."""
    if _SPEEDUPS is None:
        return None
    _SPEEDUPS.layout_parts(layout, size, item_range)
    return {"slots": _SPEEDUPS.layout_slots, "accessibility": _SPEEDUPS.layout_accessibility,
            "overflow_items": _SPEEDUPS.layout_overflow_items, "size": _SPEEDUPS.layout_size}


def toolbar_decoder(*classes_and_tables: Any) -> Optional[ModuleType]:
    """The module whose ``toolbar_cells``, ``toolbar_groups``, ``toolbar_nodes``,
    ``toolbar_rects`` and ``toolbar_diagnostics`` decode a ``ToolbarLayout``'s records, given the classes and enum tables
    they make (see ``_decode_toolbar.c``; ``layout_decoder`` must have readied the group's
    first), or None (decode in Python)."""
    if _SPEEDUPS is None:
        return None
    _SPEEDUPS.toolbar_decoders(*classes_and_tables)
    return _SPEEDUPS


def toolbar_parts(layout: type, size: type) -> Optional[dict[str, Callable[[Any], Any]]]:
    """The functions that read a ``ToolbarLayout``'s parts ``cells``, ``groups``,
    ``accessibility``, ``separators``, ``diagnostics``, ``overflowed`` and ``size``
    (``_toolbar_parts.c``), by name, given the classes ``ToolbarLayout`` and ``Size``; or None
    (the Python properties)."""
    if _SPEEDUPS is None:
        return None
    _SPEEDUPS.toolbar_parts(layout, size)
    return {name: getattr(_SPEEDUPS, f"toolbar_layout_{name}")
            for name in ("cells", "groups", "accessibility", "separators", "diagnostics", "overflowed", "size")}


def layout_decoder(*classes_and_tables: Any) -> Optional[ModuleType]:
    """The module whose ``slots`` and ``nodes`` decode a ``GroupLayout``'s records, given the
    classes and enum tables they make (see ``_decode.c``), or None (decode in Python)."""
    if _SPEEDUPS is None:
        return None
    _SPEEDUPS.decoders(*classes_and_tables)
    return _SPEEDUPS
