"""Finds and loads libbuttongroup, and checks that its version fits this binding.

Search order: the ``BUTTONGROUP_LIBRARY`` environment variable (a path to the ``.so``,
an override for development and tests), else the copy bundled in the package
(``buttongroup/_lib/libbuttongroup.so``, put there by ``pip install``).
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

__all__ = [
    "EXPECTED_MAJOR", "EXPECTED_MINOR", "ENVIRONMENT_VARIABLE", "LibraryNotFoundError", "LibraryVersionError",
    "library_path", "load_library", "check_version",
]

EXPECTED_MAJOR = 1
"""The library's major version must equal this (majors break the ABI)."""
EXPECTED_MINOR = 0
"""The library's minor version must be at least this (the newest functions the binding uses)."""
ENVIRONMENT_VARIABLE = "BUTTONGROUP_LIBRARY"
"""Names a libbuttongroup.so to use instead of the bundled one."""

_BUNDLED = Path(__file__).resolve().parent / "_lib" / "libbuttongroup.so"


class LibraryNotFoundError(ImportError):
    """No libbuttongroup.so where the binding looked, or it could not be loaded."""


class LibraryVersionError(ImportError):
    """The loaded libbuttongroup's version does not fit this binding."""


def library_path() -> Path:
    """The library to load: ``$BUTTONGROUP_LIBRARY`` if set, else the bundled one."""
    override = os.environ.get(ENVIRONMENT_VARIABLE)
    if override:
        path = Path(override)
        if not path.is_file():
            raise LibraryNotFoundError(
                f"{ENVIRONMENT_VARIABLE}={override!r} does not name an existing file "
                "(point it at a built libbuttongroup.so, or unset it to use the bundled one)"
            )
        return path
    if not _BUNDLED.is_file():
        raise LibraryNotFoundError(
            f"libbuttongroup.so is not bundled at {_BUNDLED}: install the package with "
            f"`pip install ./bindings/python`, or set {ENVIRONMENT_VARIABLE} to a built library"
        )
    return _BUNDLED


def check_version(number: int) -> None:
    """Raises ``LibraryVersionError`` unless ``number`` (``bg_version_number()``) fits.

    ``number`` is MAJOR * 10000 + MINOR * 100 + PATCH.
    """
    major, minor, patch = number // 10000, number // 100 % 100, number % 100
    found = f"libbuttongroup {major}.{minor}.{patch}"
    needed = f"{EXPECTED_MAJOR}.{EXPECTED_MINOR}"
    if major < EXPECTED_MAJOR or (major == EXPECTED_MAJOR and minor < EXPECTED_MINOR):
        raise LibraryVersionError(f"{found} is too old, this binding needs >= {needed}")
    if major > EXPECTED_MAJOR:
        raise LibraryVersionError(
            f"{found} is too new, this binding needs {EXPECTED_MAJOR}.x (>= {needed}); "
            "upgrade the buttongroup Python package"
        )


def load_library(path: Path | None = None) -> ctypes.CDLL:
    """Loads the library at ``path`` (default: ``library_path()``) and checks its version."""
    path = library_path() if path is None else path
    try:
        cdll = ctypes.CDLL(str(path))
    except OSError as error:
        raise LibraryNotFoundError(f"cannot load {path}: {error}") from error
    try:
        version = cdll.bg_version_number
    except AttributeError as error:
        raise LibraryNotFoundError(f"{path} is not libbuttongroup (no bg_version_number)") from error
    version.restype = ctypes.c_int32
    version.argtypes = []
    check_version(int(version()))
    return cdll
