"""Exceptions: one class per negative ``bg_status``, all under ``ButtonGroupError``."""

from __future__ import annotations

from .enums import Status

__all__ = [
    "ButtonGroupError", "InvalidArgumentError", "OutOfRangeError", "InvalidHandleError", "InvalidUTF8Error",
    "ParseError", "BufferTooSmallError", "ReentrantError", "CallbackError", "StateError", "NotFoundError",
    "NoMemoryError", "error_for_status",
]


class ButtonGroupError(Exception):
    """A C call failed.

    Attributes:
        status: the ``Status`` the call returned.
        message: the library's description of the failure (``bg_last_error_message``),
            e.g. ``"bg_group_layout: width must be finite, >= 0 and <= 10000000 (got nan)"``.
    """

    status: Status | int = Status.OK

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        if status is not None:
            try:
                self.status = Status(status)
            except ValueError:
                self.status = status
        self.message = message


class InvalidArgumentError(ButtonGroupError, ValueError):
    """A NULL pointer, a NaN or negative number, an unknown enum value or an index out of range,
    refused by the library; or, refused by the binding before the call, a string holding a NUL
    character or a number outside its C type (``OutOfRangeError``)."""

    status = Status.INVALID_ARGUMENT


class OutOfRangeError(InvalidArgumentError, OverflowError):
    """A number outside the range of the C type it is passed as (an int outside ``int32_t`` or
    ``uint32_t``, or too large for a ``double``), refused by the binding: ctypes would wrap it
    around (``2**32`` would become slot 0). Also an ``OverflowError``, Python's error for a number
    too large for a C type."""


class InvalidHandleError(ButtonGroupError):
    """The object has been closed (its handle was freed), or the handle was never valid."""

    status = Status.INVALID_HANDLE


class InvalidUTF8Error(ButtonGroupError, ValueError):
    """A string is not valid UTF-8 (in Python: a ``str`` holding a lone surrogate)."""

    status = Status.INVALID_UTF8


class ParseError(ButtonGroupError, ValueError):
    """Malformed or mistyped theme JSON; the message names line, column and token path."""

    status = Status.PARSE


class BufferTooSmallError(ButtonGroupError):
    """A buffer was too small (the binding sizes its buffers, so this is a binding bug)."""

    status = Status.BUFFER_TOO_SMALL


class ReentrantError(ButtonGroupError, RuntimeError):
    """The call is not allowed from inside a callback of the same object."""

    status = Status.REENTRANT


class CallbackError(ButtonGroupError):
    """A host callback reported a failure (a Python callback's own exception comes out instead)."""

    status = Status.CALLBACK


class StateError(ButtonGroupError, RuntimeError):
    """Not possible now: no layout yet, no action sheet presented, nothing focused."""

    status = Status.STATE


class NotFoundError(ButtonGroupError, LookupError):
    """No such token path or style (a button's provider named a style the theme lacks), or the
    item has no navigation action."""

    status = Status.NOT_FOUND


class NoMemoryError(ButtonGroupError, MemoryError):
    """Allocation failed or a size limit was exceeded (e.g. too many live groups)."""

    status = Status.NO_MEMORY


_BY_STATUS: dict[int, type[ButtonGroupError]] = {
    cls.status: cls
    for cls in (InvalidArgumentError, InvalidHandleError, InvalidUTF8Error, ParseError, BufferTooSmallError,
                ReentrantError, CallbackError, StateError, NotFoundError, NoMemoryError)
}


def error_for_status(status: int, message: str) -> ButtonGroupError:
    """The exception for a negative status (``ButtonGroupError`` for an unknown code)."""
    cls = _BY_STATUS.get(status)
    if cls is None:
        return ButtonGroupError(message or f"unknown status {status}", status=status)
    return cls(message or Status(status).name)
