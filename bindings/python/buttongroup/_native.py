"""The loaded library, bound to the function table (loaded once, at import)."""

from __future__ import annotations

from . import _ffi, _loader

__all__ = ["lib"]

lib: _ffi.Native = _ffi.bind(_loader.load_library())
"""Every C function of the header, with argtypes, restype and errcheck set."""
