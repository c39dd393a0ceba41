"""The loaded library, bound to every function table (loaded once, at import)."""

from __future__ import annotations

from . import _ffi, _loader, _picture_ffi, _theme_ffi
from .button import _ffi as _button_ffi
from .group import _ffi as _group_ffi
from .toolbar import _ffi as _toolbar_ffi

__all__ = ["TABLES", "lib"]

TABLES: tuple[_ffi.Table, ...] = (
    _ffi.TABLE,
    _theme_ffi.TABLE,
    _group_ffi.TABLE,
    _button_ffi.TABLE,
    _toolbar_ffi.TABLE,
    _picture_ffi.TABLE,
)
"""One table per sub-header of ``include/buttongroup.h``; a new component adds its own here."""

lib = _ffi.Native(_loader.load_library(), TABLES)
"""Every C function of the header, with argtypes, restype and errcheck set."""
