"""ctypes mirror of ``include/buttongroup/common.h``, and the machinery every table uses.

The header is split into one sub-header per object kind, and so is this mirror: one table per
sub-header, each a ``Table`` of that header's structs, callback types and functions:

- this module: ``common.h`` (versions, status and errors, geometry, the destroy and measure
  callback types every component uses);
- ``_theme_ffi``: ``theme.h``; ``_picture_ffi``: ``picture.h``;
- ``group/_ffi``, ``button/_ffi``, ``toolbar/_ffi``: each component's header.

``_native`` binds them all to the loaded library. Every C function is declared exactly once, in
the ``functions`` of its table. Functions returning
``bg_status`` get an errcheck that first re-raises an exception a Python callback left pending
during the call (see ``_pending``), then turns a negative status into its typed
``ButtonGroupError``. ``tests/test_drift.py`` compares every table with its header (names,
argument and field types, field order, sizes and offsets).
"""

from __future__ import annotations

import ctypes
from ctypes import CFUNCTYPE, POINTER, Structure, c_char_p, c_double, c_int32, c_size_t, c_uint32, c_void_p
from typing import Any, Callable, Iterable, NamedTuple

from . import _pending
from .errors import error_for_status

__all__ = [
    "bg_status", "bg_rect", "bg_size", "bg_corner_radii", "bg_overflow_breakpoint", "bg_breakpoints",
    "bg_destroy_fn", "bg_measure_fn", "CFunction", "Table", "status_function", "plain_function", "TABLE", "Native",
]

bg_status = c_int32

# ------------------------------------------------------------------ structs


class bg_rect(Structure):
    _fields_ = [("x", c_double), ("y", c_double), ("width", c_double), ("height", c_double)]


class bg_size(Structure):
    _fields_ = [("width", c_double), ("height", c_double)]


class bg_corner_radii(Structure):
    _fields_ = [
        ("top_left", c_double), ("top_right", c_double), ("bottom_right", c_double), ("bottom_left", c_double),
    ]


# --------------------------------------------------------------- overflow


class bg_overflow_breakpoint(Structure):
    _fields_ = [("item_index", c_uint32), ("reserved", c_uint32), ("moves_in", c_double), ("moves_out", c_double)]


class bg_breakpoints(Structure):
    _fields_ = [("struct_size", c_uint32), ("count", c_uint32), ("breakpoints", POINTER(bg_overflow_breakpoint))]


# --------------------------------------------------------------- callbacks

bg_destroy_fn = CFUNCTYPE(None, c_void_p)
# `text` is declared void* so the trampoline reads exactly text_len bytes (ctypes.string_at).
bg_measure_fn = CFUNCTYPE(bg_status, c_void_p, c_char_p, c_void_p, c_size_t, c_double, POINTER(bg_size))

# ------------------------------------------------------------ table machinery


class CFunction(NamedTuple):
    """One C function: its name, return type, argument types and whether it returns a status."""

    name: str
    restype: Any
    argtypes: tuple[Any, ...]
    checked: bool = True
    """True: returns bg_status, and the errcheck raises on a negative one."""


def status_function(name: str, *argtypes: Any) -> CFunction:
    """A function returning ``bg_status`` (checked: a negative status raises)."""
    return CFunction(name, bg_status, argtypes, True)


def plain_function(name: str, restype: Any, *argtypes: Any) -> CFunction:
    """A function that cannot fail, returning ``restype`` as it is."""
    return CFunction(name, restype, argtypes, False)


class Table(NamedTuple):
    """The ctypes mirror of one sub-header of the C API."""

    header: str
    """The sub-header mirrored, relative to ``include/`` (e.g. ``"buttongroup/group.h"``)."""
    structs: tuple[type[Structure], ...]
    """Every struct the header declares, each a ``Structure`` named as in C."""
    callback_types: dict[str, Any]
    """Every function-pointer typedef the header declares, by C name."""
    functions: tuple[CFunction, ...]
    """Every function the header declares."""


TABLE = Table(
    header="buttongroup/common.h",
    structs=(bg_rect, bg_size, bg_corner_radii, bg_overflow_breakpoint, bg_breakpoints),
    callback_types={"bg_destroy_fn": bg_destroy_fn, "bg_measure_fn": bg_measure_fn},
    functions=(
        plain_function("bg_version_number", c_int32), plain_function("bg_version_string", c_char_p),
        plain_function("bg_status_string", c_char_p, bg_status), plain_function("bg_last_error_message", c_char_p),
    ),
)
"""``common.h``: versions, status and errors, geometry, the shared callback types."""

# ---------------------------------------------------------------- binding


class Native:
    """A loaded libbuttongroup: one attribute per function of the tables bound, ready to call."""

    def __init__(self, cdll: ctypes.CDLL, tables: Iterable[Table]) -> None:
        self.cdll = cdll
        last_error = cdll.bg_last_error_message  # read by the errcheck (declared in TABLE too)
        last_error.restype = c_char_p
        last_error.argtypes = []
        self._last_error = last_error
        self._functions: dict[str, CFunction] = {}
        for table in tables:
            for function in table.functions:
                if function.name in self._functions:
                    raise ValueError(f"{function.name} is declared by two tables")
                self._functions[function.name] = function
                c_function = self.unchecked(function.name)
                if function.checked:
                    c_function.errcheck = self._errcheck
                setattr(self, function.name, c_function)

    def unchecked(self, name: str) -> Any:
        """A function object of its own for ``name``, typed as its table says, with no errcheck:
        for a call that checks its status inline (``raise_failure``) or that nothing may check."""
        function = self._functions[name]
        c_function = self.cdll[name]  # a new function object each time
        c_function.restype = function.restype
        c_function.argtypes = list(function.argtypes)
        return c_function

    def untyped(self, name: str) -> Any:
        """A function object of its own for ``name`` with neither argtypes nor errcheck, for the
        calls a host makes on every frame (ctypes' per-argument checks cost more than the
        library's work there): the caller passes ctypes objects of exactly the table's types
        (``c_double`` for a double; an int for an ``int32_t``) and checks the status with
        ``raise_failure``."""
        function = self._functions[name]
        c_function = self.cdll[name]
        c_function.restype = function.restype
        return c_function

    def raise_failure(self, status: int) -> None:
        """Raises what a call that returned ``status`` failed with: the exception a Python callback
        raised during it, else the status's typed error. Returns when neither applies."""
        pending = _pending.take()
        if pending is not None:
            raise pending
        if status < 0:
            message = (self._last_error() or b"").decode("utf-8", "replace")
            raise error_for_status(status, message)

    def _errcheck(self, result: int, func: Any, args: tuple[Any, ...]) -> int:
        if result or _pending.waiting:
            self.raise_failure(result)
        return result

    def __getattr__(self, name: str) -> Callable[..., Any]:  # only for type checkers
        raise AttributeError(f"libbuttongroup has no function {name!r} in the binding's tables")

