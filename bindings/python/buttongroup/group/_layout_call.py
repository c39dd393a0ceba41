"""The layout functions of ``ButtonGroup.layout`` and ``layout_frames``.

With the optional compiled module each is a C object (``_speedups.GroupLayoutCall`` and
``GroupFrames``, see ``_group_call.c``), made by ``make_layout_function`` and
``make_frames_function``; what follows is the ctypes path, its fallback and the path of
installs without it: one ctypes call with one argument per layout.

Every ctypes call costs (argument conversion, errcheck, releasing the GIL), and reading a result
field by field through ctypes costs as much again, so each group keeps, for its whole life:

- one ``bg_layout_call`` and one ``bg_layout`` (``call.out`` points at ``out``);
- writable memoryviews of the call struct as doubles and as int32s: width, scale and
  direction are written by item assignment (~25 ns each; a ctypes field store is ~60 ns,
  ``struct.pack_into`` ~130 ns);
- the argument ``byref(call)``, passed to a ``bg_group_layout_call`` declared with
  ``argtypes=None`` and no errcheck (shared by every group): ~180 ns of ctypes overhead, where
  a ``POINTER`` argtype adds ~200 ns and the table's errcheck ~600 ns. The status is checked
  inline; only a failure goes through the table's errcheck, so errors are the same;
- a ``memoryview`` of ``out``, whose ``tobytes()`` copies the header (~30 ns);
- for each (``data``, ``data_size``) seen lately, a ``c_char`` array over the result block,
  whose ``.raw`` copies it into one ``bytes`` (~70 ns + memcpy). The block moves only when it
  grows, so an array is made (~0.4 us) when the block moves or its size changes (strings).

So under the group's (reentrant) lock a layout is three item assignments, one call, two copies
and a ``GroupLayout`` made from them without decoding anything (see ``layout.py``): about
1 us of Python for any number of slots (plus the memcpy of 272 bytes per slot).

An argument the item assignments refuse (a str, an int outside int32 for the direction, ...)
takes the slow path, ``_store_arguments``, which converts as ``_numbers`` says. While the group
has a Python measure callback, the call is an ``_interrupts.DEFERRED`` section (about 1 us more
in the main thread: two system calls swap the SIGINT handler), so that a SIGINT cannot land in
the measure trampoline's own code; without one, a layout runs no Python code but this.
"""

from __future__ import annotations

import ctypes
from typing import Any, Callable

from .. import _accelerator, _numbers
from .._ffi import bg_rect, bg_status
from .._closing import Owner, keeping
from .._collection import pause, resume
from .._interrupts import DEFERRED
from .._native import lib
from ..enums import Direction
from . import _ffi
from .frames import RECT_SIZE, Frames, LibraryFrames
from .layout import _HEAD, GroupLayout

__all__ = ["LayoutFunction", "FramesFunction", "make_layout_function", "make_frames_function", "DATA_OFFSET", "HEAD_SIZE",
           "ORIGINAL_LAYOUT_SIZE"]

LayoutFunction = Callable[[Any, Any, Any], GroupLayout]
"""``(width, scale, direction) -> GroupLayout`` of one group."""
FramesFunction = Callable[[Any, Any, Any], Frames]
"""``(width, scale, direction) -> Frames`` of one group (the frames-only call)."""

HEAD_SIZE = ctypes.sizeof(_ffi.bg_layout)
"""sizeof(bg_layout) (0.2)."""
DATA_OFFSET = _ffi.bg_layout.data.offset
"""offsetof(bg_layout, data): ``data`` and ``data_size`` end the header (the block's key)."""
ORIGINAL_LAYOUT_SIZE = DATA_OFFSET
"""sizeof(bg_layout) in 0.1, before ``data`` and ``data_size``."""
CALL_SIZE = ctypes.sizeof(_ffi.bg_layout_call)
"""sizeof(bg_layout_call)."""

# Indices of the call's fields in its views as doubles (d), int32s (i) and 64-bit words (q).
_WIDTH_D = _ffi.bg_layout_call.width.offset // 8
_SCALE_D = _ffi.bg_layout_call.scale.offset // 8
_DIRECTION_I = _ffi.bg_layout_call.direction.offset // 4
_STRUCT_SIZE_I = _ffi.bg_layout_call.struct_size.offset // 4
_GROUP_Q = _ffi.bg_layout_call.group.offset // 8
_OUT_Q = _ffi.bg_layout_call.out.offset // 8
_FRAMES_Q = _ffi.bg_layout_call.frames.offset // 8
assert all(getattr(_ffi.bg_layout_call, name).offset % 8 == 0 for name in ("width", "scale", "group", "out", "frames"))
_FRAMES_SIZE = ctypes.sizeof(_ffi.bg_frames)
_FRAMES_COUNT_I = _ffi.bg_frames.count.offset // 4
_FRAMES_POINTER_Q = _ffi.bg_frames.frames.offset // 8
assert ctypes.sizeof(bg_rect) == RECT_SIZE
assert ctypes.sizeof(ctypes.c_void_p) == 8 and ctypes.sizeof(_ffi.bg_group) == 8
assert _ffi.bg_layout.struct_size.offset == 0 and _HEAD.size == HEAD_SIZE

_MAX_BLOCKS = 16
"""Block arrays a group keeps (one per block address and size seen lately)."""

_function = lib.cdll["bg_group_layout_call"]  # a function object of its own, not the table's
_function.restype = bg_status
_function.argtypes = None  # type: ignore[assignment]
_errcheck: Callable[[int, Any, tuple[Any, ...]], int] = getattr(lib.bg_group_layout_call, "errcheck")


def _call_struct(group_id: int) -> tuple[Any, "memoryview[float]", "memoryview[int]", "memoryview[int]"]:
    """A ``bg_layout_call`` for group ``group_id`` with ``bg_layout_call_init``'s defaults (written
    here without a call), and writable views of it as doubles, int32s and 64-bit words."""
    call = _ffi.bg_layout_call()
    raw = memoryview(call).cast("B")
    doubles, ints, words = raw.cast("d"), raw.cast("i"), raw.cast("Q")
    ints[_STRUCT_SIZE_I] = CALL_SIZE
    ints[_DIRECTION_I] = Direction.LTR
    doubles[_SCALE_D] = 1.0
    words[_GROUP_Q] = group_id
    return call, doubles, ints, words


def _store_arguments(doubles: "memoryview[float]", ints: "memoryview[int]", width: Any, scale: Any, direction: Any) -> None:
    """The slow path of argument conversion: what the item assignments refused, converted as
    ``_numbers`` says (a direction outside int32 or a width too large for a double raises
    ``OutOfRangeError``, a direction that is not a whole number ``InvalidArgumentError``, a str
    direction ``TypeError``); nothing is written unless all three convert."""
    c_width, c_scale = _numbers.double(width, "width"), _numbers.double(scale, "scale")
    c_direction = _numbers.int32(direction, "direction")
    doubles[_WIDTH_D], doubles[_SCALE_D], ints[_DIRECTION_I] = c_width, c_scale, c_direction


def _call_deferred(function: Any, argument: Any, errcheck: Callable[[int, Any, tuple[Any, ...]], int]) -> None:
    """The call and its status check (which re-raises a callback's exception) as one
    ``DEFERRED`` section, so that a SIGINT cannot leave a callback's exception pending."""
    with DEFERRED:
        status = function(argument)
        if status:
            errcheck(status, function, (argument,))  # raises


def make_layout_function(group_id: int, state: Any, owner: Owner) -> LayoutFunction:
    """The layout function of group ``group_id``; ``state`` has the group's ``lock``, ``items``
    and ``layouts_call_back`` (True: make the call as a ``DEFERRED`` section); the function holds
    ``owner``, the group's (see ``_closing.HandleOwner``).

    With the compiled fast path (``_accelerator.GROUP_LAYOUT``) it is a
    ``_speedups.GroupLayoutCall``: one C call under the group's lock that copies the header and
    the result block and makes the ``GroupLayout`` itself; what it leaves to Python goes through
    the ctypes path below, as does every layout without the compiled path.

    Failures raise as every table function does: the exception a callback raised during the
    call, else the status's typed error.
    """
    return _accelerator.layout_function(_accelerator.GROUP_LAYOUT, _ctypes_layout_function, group_id, state, owner,
                                        _raise_status, GroupLayout)


def _ctypes_layout_function(group_id: int, state: Any, owner: Owner) -> LayoutFunction:
    """The layout function of group ``group_id`` through the one-argument ctypes call."""
    call, doubles, ints, words = _call_struct(group_id)
    out = _ffi.bg_layout()
    words[_OUT_Q] = ctypes.addressof(out)  # `out` lives as long as this closure
    out_bytes = memoryview(out).cast("B")
    out_bytes.cast("I")[0] = HEAD_SIZE  # out.struct_size
    header = out_bytes.tobytes
    function, argument, errcheck = _function, ctypes.byref(call), _errcheck
    lock = state.lock
    acquire, release = lock.acquire, lock.release
    blocks: dict[bytes, Any] = {}

    def block_of(head: bytes, key: bytes) -> Any:
        """A ``c_char`` array over the result block ``head`` names (its key: the last 16 bytes)."""
        data, size = _HEAD.unpack(head)[-2:]
        if len(blocks) >= _MAX_BLOCKS:
            blocks.clear()
        block = blocks[key] = (ctypes.c_char * size).from_address(data) if data else (ctypes.c_char * 0)()
        return block

    def layout(width: Any, scale: Any = 1.0, direction: Any = Direction.LTR) -> GroupLayout:
        acquire()
        paused = False
        try:
            paused = pause()  # no finalizer may lay the object out while its call is made and read
            try:
                doubles[_WIDTH_D] = width
                doubles[_SCALE_D] = scale
                ints[_DIRECTION_I] = direction
            except (TypeError, ValueError):
                _store_arguments(doubles, ints, width, scale, direction)
            if state.layouts_call_back:
                _call_deferred(function, argument, errcheck)
            else:
                status = function(argument)
                if status:
                    errcheck(status, function, (argument,))  # raises
            head = header()
            key = head[DATA_OFFSET:]
            block = blocks.get(key)
            if block is None:
                block = block_of(head, key)
            return GroupLayout(block.raw, head, state.items)
        finally:
            resume(paused)
            release()

    return keeping(layout, owner)


def make_frames_function(group_id: int, state: Any, owner: Owner) -> FramesFunction:
    """The frames-only layout function of group ``group_id`` (``bg_group_layout_frames``).

    With the compiled fast path (``_accelerator.GROUP_FRAMES``) it is a ``_speedups.GroupFrames``:
    a layout is one C call under the group's lock that fills a ``Frames``' columns itself. What
    it leaves to Python (an argument needing the conversions of ``_numbers``, every layout of a
    group with a measure callback) goes through the ctypes path (``_ctypes_frames_function``,
    made when first needed), as does every layout when the package has no compiled path.
    Failures raise as in ``make_layout_function``.
    """
    # _accelerator.layout_function written out: every group made and laid out makes this function,
    # and the extra Python call was 500 instructions of a 4-item build.
    compiled = _accelerator.GROUP_FRAMES
    if compiled is None:
        return _ctypes_frames_function(group_id, state, owner)
    function: FramesFunction = compiled(group_id, state, owner, _ctypes_frames_function, _raise_status, Frames).call
    return function


def _raise_status(status: int) -> None:
    """Raises the error of a failed layout call (as the ctypes path's errcheck does)."""
    _errcheck(status, _function, ())


def _ctypes_frames_function(group_id: int, state: Any, owner: Owner) -> FramesFunction:
    """The frames-only layout function of group ``group_id`` through the one-argument ctypes
    call: the library fills a ``bg_frames``, unpacked with one ``struct`` call."""
    call, doubles, ints, words = _call_struct(group_id)
    out = _ffi.bg_frames()
    words[_FRAMES_Q] = ctypes.addressof(out)  # `out` lives as long as this closure
    out_bytes = memoryview(out).cast("B")
    out_ints, out_words = out_bytes.cast("I"), out_bytes.cast("Q")
    out_ints[0] = _FRAMES_SIZE  # out.struct_size
    function, argument, errcheck = _function, ctypes.byref(call), _errcheck
    lock = state.lock
    acquire, release = lock.acquire, lock.release
    library_frames = LibraryFrames()

    def layout_frames(width: Any, scale: Any = 1.0, direction: Any = Direction.LTR) -> Frames:
        acquire()
        paused = False
        try:
            paused = pause()  # no finalizer may lay the object out while its call is made and read
            try:
                doubles[_WIDTH_D] = width
                doubles[_SCALE_D] = scale
                ints[_DIRECTION_I] = direction
            except (TypeError, ValueError):
                _store_arguments(doubles, ints, width, scale, direction)
            if state.layouts_call_back:
                _call_deferred(function, argument, errcheck)
            else:
                status = function(argument)
                if status:
                    errcheck(status, function, (argument,))  # raises
            return Frames(library_frames.read(out_words[_FRAMES_POINTER_Q], out_ints[_FRAMES_COUNT_I]))
        finally:
            resume(paused)
            release()

    return keeping(layout_frames, owner)
