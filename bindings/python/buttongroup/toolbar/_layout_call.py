"""The fast path of ``Toolbar.layout`` and ``Toolbar.layout_frames``: one ctypes call with one
argument per layout, as the group's (``buttongroup.group._layout_call``, whose cost model this
follows).

Each toolbar keeps, for its whole life, one ``bg_toolbar_call`` per function (``call.out`` points
at a kept ``bg_toolbar_view``, or ``call.frames`` at a kept ``bg_toolbar_frames``), writable
memoryviews of it (width, scale and direction are written by item assignment), and the argument
``byref(call)`` for a private ``bg_toolbar_layout_call`` declared with ``argtypes=None`` and no
errcheck; only a failed status goes through the table's errcheck, so errors are the table's.

A layout then copies the view's header (176 bytes) and its result block (``data``,
``data_size``: every record and the strings the layout made) into two ``bytes`` through ``c_char``
arrays kept per block address and size (the block moves only when it grows), and returns a
``ToolbarLayout`` that decodes nothing until read. A frames-only layout copies the one array of
its frames, group frames and separators (32 bytes each) into a ``ToolbarFrames``.

Arguments the item assignments refuse take the group's slow path (``_store_arguments``), so they
convert, and fail, as ``ButtonGroup.layout``'s do. While the toolbar has a Python measure
callback, the call is an ``_interrupts.DEFERRED`` section (``state.layouts_call_back``).
"""

from __future__ import annotations

import ctypes
import struct
from typing import Any, Callable

from .. import _accelerator
from .._closing import Owner, keeping
from .._collection import pause, resume
from .._ffi import bg_status
from .._native import lib
from ..enums import Direction
from ..geometry import Size
from ..group import _ffi as _group_ffi
from ..group import _layout_call as _group_call
from ..group.frames import LibraryFrames
from . import _ffi
from . import _records as R
from .frames import ToolbarFrames
from .layout import ToolbarLayout

__all__ = ["LayoutFunction", "FramesFunction", "make_layout_function", "make_frames_function", "HEAD_SIZE",
           "DATA_OFFSET", "FIRST_VIEW_SIZE", "CALL_SIZE"]

LayoutFunction = Callable[[Any, Any, Any], ToolbarLayout]
"""``(width, scale, direction) -> ToolbarLayout`` of one toolbar."""
FramesFunction = Callable[[Any, Any, Any], ToolbarFrames]
"""``(width, scale, direction) -> ToolbarFrames`` of one toolbar (the frames-only call)."""

HEAD_SIZE = ctypes.sizeof(_ffi.bg_toolbar_view)
"""sizeof(bg_toolbar_view)."""
DATA_OFFSET = _ffi.bg_toolbar_view.data.offset
"""offsetof(bg_toolbar_view, data): ``data`` and ``data_size`` (the block's key) start there."""
FIRST_VIEW_SIZE = DATA_OFFSET
"""sizeof(bg_toolbar_view) in the first toolbar header, before ``data``."""
CALL_SIZE = ctypes.sizeof(_ffi.bg_toolbar_call)
"""sizeof(bg_toolbar_call)."""
_FRAMES_SIZE = ctypes.sizeof(_ffi.bg_toolbar_frames)
_FRAMES = struct.Struct("@IIPIiIIPP2dII")
"""``bg_toolbar_frames``: struct_size, count, frames, cell_count, has_overflow_button, group_count,
separator_count, group_frames, separators, size (2 doubles), arrangement, reserved."""
assert _FRAMES.size == _FRAMES_SIZE and R.VIEW.size == HEAD_SIZE
# The call struct has the group's layout, so the group's views, indices and slow path apply.
assert CALL_SIZE == ctypes.sizeof(_group_ffi.bg_layout_call) and all(
    getattr(_ffi.bg_toolbar_call, name).offset == getattr(_group_ffi.bg_layout_call, other).offset
    for name, other in (("struct_size", "struct_size"), ("direction", "direction"), ("toolbar", "group"),
                        ("width", "width"), ("scale", "scale"), ("out", "out"), ("frames", "frames")))
_OUT_Q, _FRAMES_Q = _group_call._OUT_Q, _group_call._FRAMES_Q
_WIDTH_D, _SCALE_D, _DIRECTION_I = _group_call._WIDTH_D, _group_call._SCALE_D, _group_call._DIRECTION_I

_MAX_BLOCKS = 16
"""Block arrays a toolbar keeps (one per block address and size seen lately)."""

_function = lib.cdll["bg_toolbar_layout_call"]  # a function object of its own, not the table's
_function.restype = bg_status
_function.argtypes = None  # type: ignore[assignment]
_errcheck: Callable[[int, Any, tuple[Any, ...]], int] = getattr(lib.bg_toolbar_layout_call, "errcheck")


def _prepared(toolbar_id: int, state: Any) -> tuple[Any, Callable[[Any, Any, Any], None]]:
    """A ``bg_toolbar_call`` for toolbar ``toolbar_id`` with ``bg_toolbar_layout_call_init``'s
    defaults and its words view, and the function that writes the arguments into it and makes
    the call (failures raise as every table function does; ``state`` has the toolbar's
    ``layouts_call_back``). The caller holds the toolbar's lock around both."""
    call, doubles, ints, words = _group_call._call_struct(toolbar_id)
    function, argument, errcheck = _function, ctypes.byref(call), _errcheck
    store, call_deferred = _group_call._store_arguments, _group_call._call_deferred

    def make(width: Any, scale: Any, direction: Any) -> None:
        try:
            doubles[_WIDTH_D] = width
            doubles[_SCALE_D] = scale
            ints[_DIRECTION_I] = direction
        except (TypeError, ValueError):
            store(doubles, ints, width, scale, direction)
        if state.layouts_call_back:
            call_deferred(function, argument, errcheck)
        else:
            status = function(argument)
            if status:
                errcheck(status, function, (argument,))  # raises

    return (call, words), make


def make_layout_function(toolbar_id: int, state: Any, owner: Owner) -> LayoutFunction:
    """The layout function of toolbar ``toolbar_id``; ``state`` has the toolbar's ``lock``,
    ``items`` and ``layouts_call_back``; the function holds ``owner``, the toolbar's (see
    ``_closing.HandleOwner``).

    With the compiled fast path (``_accelerator.TOOLBAR_LAYOUT``) it is a
    ``_speedups.ToolbarLayoutCall``: one C call under the toolbar's lock that copies the header and
    the result block into the ``ToolbarLayout``; what it leaves to Python (an argument needing
    the group's slow path, every layout of a toolbar with a Python measure callback) goes through
    the ctypes path below, made when first needed, as does every layout without the compiled path.
    """
    return _accelerator.layout_function(_accelerator.TOOLBAR_LAYOUT, _ctypes_layout_function, toolbar_id, state,
                                        owner, _raise_status, ToolbarLayout)


def _ctypes_layout_function(toolbar_id: int, state: Any, owner: Owner) -> LayoutFunction:
    """The layout function of toolbar ``toolbar_id`` through the one-argument ctypes call."""
    (call, words), make = _prepared(toolbar_id, state)
    out = _ffi.bg_toolbar_view()
    words[_OUT_Q] = ctypes.addressof(out)  # `out` lives as long as this closure
    out_bytes = memoryview(out).cast("B")
    out_bytes.cast("I")[0] = HEAD_SIZE  # out.struct_size
    header = out_bytes.tobytes
    key_end = DATA_OFFSET + 16
    lock = state.lock
    acquire, release = lock.acquire, lock.release
    blocks: dict[bytes, Any] = {}

    def block_of(key: bytes) -> Any:
        """A ``c_char`` array over the result block ``key`` (data, data_size) names."""
        data, size = struct.unpack("@PN", key)
        if len(blocks) >= _MAX_BLOCKS:
            blocks.clear()
        block = blocks[key] = (ctypes.c_char * size).from_address(data) if data else (ctypes.c_char * 0)()
        return block

    def layout(width: Any, scale: Any = 1.0, direction: Any = Direction.LTR) -> ToolbarLayout:
        acquire()
        paused = False
        try:
            paused = pause()  # no finalizer may lay the object out while its call is made and read
            make(width, scale, direction)
            head = header()
            key = head[DATA_OFFSET:key_end]
            block = blocks.get(key)
            if block is None:
                block = block_of(key)
            return ToolbarLayout(block.raw, head, state.items)
        finally:
            resume(paused)
            release()

    return keeping(layout, owner)


def make_frames_function(toolbar_id: int, state: Any, owner: Owner) -> FramesFunction:
    """The frames-only layout function of toolbar ``toolbar_id`` (``bg_toolbar_layout_frames``).

    With the compiled fast path (``_accelerator.TOOLBAR_FRAMES``) it is a
    ``_speedups.ToolbarFramesCall``, which copies the frames into one ``bytes`` and makes the
    ``ToolbarFrames`` itself (its columns as a group's ``Frames``') under the toolbar's lock; otherwise, and for what it leaves to Python, the
    same one-argument ctypes call as ``make_layout_function``'s. Failures raise as there.
    """
    return _accelerator.layout_function(_accelerator.TOOLBAR_FRAMES, _ctypes_frames_function, toolbar_id, state,
                                        owner, _raise_status, ToolbarFrames)


def _raise_status(status: int) -> None:
    """Raises the error of a failed layout call (as the ctypes path's errcheck does)."""
    _errcheck(status, _function, ())


def _ctypes_frames_function(toolbar_id: int, state: Any, owner: Owner) -> FramesFunction:
    """The frames-only layout function of toolbar ``toolbar_id`` through the one-argument ctypes call."""
    (call, words), make = _prepared(toolbar_id, state)
    out = _ffi.bg_toolbar_frames()
    words[_FRAMES_Q] = ctypes.addressof(out)  # `out` lives as long as this closure
    memoryview(out).cast("B").cast("I")[0] = _FRAMES_SIZE  # out.struct_size
    read = _FRAMES.unpack_from
    lock = state.lock
    acquire, release = lock.acquire, lock.release
    library_frames = LibraryFrames()

    def layout_frames(width: Any, scale: Any = 1.0, direction: Any = Direction.LTR) -> ToolbarFrames:
        acquire()
        paused = False
        try:
            paused = pause()  # no finalizer may lay the object out while its call is made and read
            make(width, scale, direction)
            _, count, address, cell_count, _, groups, separators, _, _, size_w, size_h, arrangement, _ = read(out)
            rects = library_frames.copy(address, count + groups + separators)
            return ToolbarFrames(rects, count, cell_count, groups, separators, Size(size_w, size_h), arrangement)
        finally:
            resume(paused)
            release()

    return keeping(layout_frames, owner)
