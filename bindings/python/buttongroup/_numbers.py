"""Python numbers as C numbers: the one place where the binding checks that a number fits.

ctypes converts an int into a C integer silently modulo 2**n (``c_uint32(-1)`` is 4294967295),
so every int the binding passes to C goes through ``int32`` or ``uint32`` first, which apply
the package doc's rule: anything with ``__index__`` (``bool`` and ``IntEnum`` members
included) or a whole float within range is passed as that int (whether it is valid is the
library's to say); out of range: ``OutOfRangeError``; a float that is not whole:
``InvalidArgumentError``; anything else: ``TypeError``. ``double`` takes anything with
``__float__`` (``Fraction``, ``Decimal``, NumPy's; NaN and infinities are the library's to
refuse) and raises ``OutOfRangeError`` for an int too large for a double, ``TypeError`` for
the rest (a str such as ``"300"``). Each error names ``what``, the parameter or field, so one
bad value gets the same message from every method that takes it.
"""

from __future__ import annotations

import numbers
import operator
from typing import Any

from .errors import InvalidArgumentError, OutOfRangeError

__all__ = ["INT32_MIN", "INT32_MAX", "UINT32_MAX", "int32", "uint32", "double", "double_error", "flag", "optional_color",
           "size"]

INT32_MIN = -(2**31)
"""The smallest C ``int32_t``."""
INT32_MAX = 2**31 - 1
"""The largest C ``int32_t``."""
UINT32_MAX = 2**32 - 1
"""The largest C ``uint32_t``."""


def int32(value: object, what: str) -> int:
    """``value`` as a C ``int32_t`` (an enum value, a phase, a focus move, a direction, a role)."""
    return _checked(value, INT32_MIN, INT32_MAX, "int32_t", what)


def uint32(value: object, what: str) -> int:
    """``value`` as a C ``uint32_t`` (an index, a count, ``max_visible``, state flags)."""
    return _checked(value, 0, UINT32_MAX, "uint32_t", what)


def double(value: object, what: str) -> float:
    """``value`` as a C ``double``."""
    if type(value) is float:
        return value
    if not hasattr(type(value), "__float__"):
        raise TypeError(f"{what} must be a number, not {type(value).__name__}")
    try:
        return float(value)  # type: ignore[arg-type]  # it has __float__
    except OverflowError:
        raise OutOfRangeError(f"{what} must be a finite number, got an int too large for a double") from None


def double_error(**values: object) -> Exception:
    """The error ``double`` raises for the first of ``values`` (by name) it refuses: for a call
    whose doubles ctypes refused, so that its message is the same as every other method's."""
    for what, value in values.items():
        try:
            double(value, what)
        except (TypeError, ValueError) as error:
            return error
    return TypeError(f"{', '.join(values)} must be numbers")


def flag(value: object, what: str) -> bool:
    """``value`` as a C flag: a bool, or an int (nonzero: True); anything else (``"no"``) ``TypeError``."""
    if value is True or value is False:
        return value
    if isinstance(value, numbers.Integral):
        return bool(value)
    raise TypeError(f"{what} must be a bool, not {type(value).__name__}")


def optional_color(value: object, what: str) -> tuple[int, int]:
    """An optional ``0xRRGGBBAA`` as the C pair (has_color, color): (0, 0) for None."""
    return (0, 0) if value is None else (1, uint32(value, what))


def size(value: Any, what: str) -> tuple[float, float]:
    """A ``Size`` (or any (width, height) pair) as two C doubles (``TypeError`` for anything else)."""
    try:
        width, height = value
    except (TypeError, ValueError):
        raise TypeError(f"{what} must be a Size(width, height), not {value!r}") from None
    return double(width, f"{what}.width"), double(height, f"{what}.height")


def _checked(value: object, low: int, high: int, c_type: str, what: str) -> int:
    """``value`` as an int within ``low`` ... ``high`` (the range of ``c_type``), or the error the
    module's rule says."""
    if type(value) is int and low <= value <= high:  # the common case, cheaply
        return value
    number = _whole(value, what)
    if not low <= number <= high:
        raise OutOfRangeError(f"{what} must be >= {low} and <= {high} (a C {c_type}), got {number}")
    return number


def _whole(value: object, what: str) -> int:
    """``value`` as an int: its ``__index__``, or a whole float's value."""
    if isinstance(value, float):
        if not value.is_integer():
            raise InvalidArgumentError(f"{what} must be a whole number, got {value!r}")
        return int(value)
    try:
        return operator.index(value)  # type: ignore[arg-type]  # operator.index says what it refuses
    except TypeError:
        raise TypeError(f"{what} must be an int, not {type(value).__name__}") from None
