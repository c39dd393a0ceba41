"""The layout function of ``Button.layout``.

With the optional compiled module it is a C object (``_speedups.ButtonLayoutCall``, see
``_button_call.c``), made by ``make_layout_function``: one C call under the button's lock that
makes the ``ButtonView`` itself. What follows is its fallback and the path of installs without
it: the arguments converted as ``_numbers`` says, one ctypes call as a ``DEFERRED`` section
(a provider, measure or ``on_updated`` callback may run inside), and the view decoded by
``ButtonView._from_c``.
"""

from __future__ import annotations

import ctypes
from typing import Any, Callable

from .. import _accelerator, _numbers
from .._collection import pause, resume
from .._interrupts import DEFERRED
from .._native import lib
from ..enums import State
from ..geometry import Rect
from . import _ffi
from .view import _STATES, BackgroundGeometry, ButtonView

__all__ = ["LayoutFunction", "make_layout_function"]

LayoutFunction = Callable[[Any, Any, Any, Any], ButtonView]
"""``(width, height, scale, direction) -> ButtonView`` of one button."""

_VIEW_SIZE = ctypes.sizeof(_ffi.bg_button_view)
_errcheck: Callable[[int, Any, tuple[Any, ...]], int] = getattr(lib.bg_button_layout, "errcheck")


def make_layout_function(button_id: int, state: Any) -> LayoutFunction:
    """The layout function of button ``button_id``; ``state`` has the button's ``lock`` and
    ``calls_back`` (True while a layout can call a Python callback).

    With the compiled fast path (``_accelerator.BUTTON_LAYOUT``) it is a
    ``_speedups.ButtonLayoutCall``; what it leaves to Python (an argument needing the conversions
    of ``_numbers``, every layout while ``calls_back``) goes through the ctypes path below, made
    when first needed, as does every layout without the compiled path. Failures raise as every
    table function does: the exception a callback raised during the call, else the status's
    typed error.
    """
    compiled = _accelerator.BUTTON_LAYOUT
    if compiled is None:
        return _ctypes_layout_function(button_id, state)
    function: LayoutFunction = compiled(button_id, state, _ctypes_layout_function, _raise_status, _read_raw,
                                        (ButtonView, BackgroundGeometry, Rect, State, _STATES)).call
    return function


def _ctypes_layout_function(button_id: int, state: Any) -> LayoutFunction:
    """The layout function of button ``button_id`` through ctypes."""
    handle = _ffi.bg_button(button_id)

    def layout(width: Any, height: Any, scale: Any, direction: Any) -> ButtonView:
        c_width, c_height = _numbers.double(width, "width"), _numbers.double(height, "height")
        c_scale, c_direction = _numbers.double(scale, "scale"), _numbers.int32(direction, "direction")
        view = _ffi.bg_button_view()
        view.struct_size = _VIEW_SIZE
        with state.lock, DEFERRED:
            paused = pause()  # no finalizer may lay the button out while its view's strings are read
            try:
                lib.bg_button_layout(handle, c_width, c_height, c_scale, c_direction, ctypes.byref(view))
                return ButtonView._from_c(view)
            finally:
                resume(paused)

    return layout


def _raise_status(status: int) -> None:
    """Raises the error of a failed layout call (as the ctypes path's errcheck does)."""
    _errcheck(status, lib.bg_button_layout, ())


def _read_raw(raw: bytes) -> ButtonView:
    """The view of ``raw``, a copy of the ``bg_button_view`` the library just wrote (its pointers
    still the button's: called under the button's lock, before anything can change them)."""
    return ButtonView._from_c(_ffi.bg_button_view.from_buffer_copy(raw))
