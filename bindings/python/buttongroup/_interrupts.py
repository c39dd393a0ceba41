"""Ctrl-C (SIGINT) never lands in the binding's own code around a C call.

Python runs a signal's handler in the main thread, between two bytecodes of whatever Python code
runs then; the default SIGINT handler raises ``KeyboardInterrupt`` there. In the binding's code
that is fatal in two places:

- between registering callbacks and the C call that hands them to the library (or between
  that call and the bookkeeping after it): the registrations leak, or Python's view of the group
  (its items, its callbacks) no longer matches the library's;
- in a callback trampoline before its ``try`` (its first bytecode) or after its ``except``:
  the exception escapes into ctypes, which prints "Exception ignored on calling ctypes callback
  function" and returns whatever the return register held to C (success with a 0x0 text size,
  which the library would then cache, or garbage).

No Python code can protect its own first bytecode, so the binding decides what a SIGINT does
while its code runs: ``DEFERRED`` is a (re-entrant) context manager around each such section. In
the main thread, while the SIGINT handler is a Python callable (normally
``signal.default_int_handler``), the outermost section swaps it for ``_record``, which only
notes that a SIGINT arrived, and its end puts the host's handler back and then calls it once if
one did: the ``KeyboardInterrupt`` comes out of the call that made the section, after the
library and the binding agree again. Other threads never run signal handlers: there a section
costs a thread-id comparison and does nothing.

The host's Python callbacks stay interruptible: ``_record`` looks at where the signal lands,
and when that is the host's code (code called by a trampoline's body, ``HOST_CALLERS``) it
passes the signal on to the host's handler at once, so the ``KeyboardInterrupt`` is raised
inside the callback, the trampoline stores it and returns ``BG_E_CALLBACK``, and the call that
triggered the callback re-raises it. A SIGINT noted while a call made from a callback ran is
raised when that call returns to the callback. This costs nothing per callback: the frames are
looked at only when a SIGINT arrives.

Only SIGINT is deferred. A Python handler of another signal that raises (a SIGALRM or SIGTERM
handler raising an exception) still can land anywhere; so can a ``KeyboardInterrupt`` inside a
``weakref`` finalizer run by the garbage collector (Python reports those as ignored): close
groups and themes (or use ``with``) rather than leaving them to the collector.
"""

from __future__ import annotations

import importlib
import os
import signal
import sys
import threading
from types import CodeType, FrameType, TracebackType
from typing import Any, Callable

__all__ = ["DEFERRED", "DEFERRED_QUIET", "HOST_CALLERS", "Section"]

try:  # signal's own functions without signal.py's enum conversions (2.5 us per getsignal)
    _native: Any = importlib.import_module("_signal")
except ImportError:  # pragma: no cover - every CPython has it
    _native = signal
_getsignal: Callable[[int], Any] = _native.getsignal
_setsignal: Callable[[int, Any], Any] = _native.signal
_SIGINT = int(signal.SIGINT)
_get_ident = threading.get_ident
_main = [threading.main_thread().ident]
"""The ident of the thread that runs signal handlers (the child of a fork: the forking thread)."""


def _after_fork_in_child() -> None:
    _main[0] = threading.main_thread().ident


if hasattr(os, "register_at_fork"):  # after threading's own hook, which names the new main thread
    os.register_at_fork(after_in_child=_after_fork_in_child)


_PACKAGE = os.path.dirname(os.path.abspath(__file__)) + os.sep
HOST_CALLERS: set[CodeType] = set()
"""The code of the trampolines' bodies (``_callbacks.trampoline`` adds them): the functions that
call the host's callables. Python code they call, and whatever that calls in turn until the
binding is entered again, is the host's."""


def _in_host_code(frame: FrameType | None) -> bool:
    """Whether ``frame`` (where a signal is being handled) runs the host's code: the first frame
    of the binding found going outward is a trampoline's body calling out (Python code outside
    the binding called by the binding's own code, e.g. ``contextlib``'s, counts as the binding's)."""
    first = frame
    while frame is not None:
        code = frame.f_code
        if code.co_filename.startswith(_PACKAGE):
            return frame is not first and code in HOST_CALLERS
        frame = frame.f_back
    return True


class _Noted:
    """The main thread's SIGINT noted by ``_record`` and not yet passed on (at most one)."""

    __slots__ = ("arrived", "frame")

    def __init__(self) -> None:
        self.arrived = False
        self.frame: FrameType | None = None

    def take(self) -> FrameType | None:
        """Forgets the noted SIGINT; returns its frame."""
        frame = self.frame
        self.arrived, self.frame = False, None
        return frame


_noted = _Noted()
_levels: list[tuple[Any, FrameType]] = []
"""The main thread's open sections, innermost last: the host's handler each replaced (or None)
and the frame that opened it."""


def _record(signum: int, frame: FrameType | None) -> None:
    """The SIGINT handler during a section: interrupts the host's code, notes the signal in the
    binding's (to pass it on when the section ends)."""
    if _in_host_code(frame):
        _deliver(frame)
    else:
        _noted.frame, _noted.arrived = frame, True


def _deliver(frame: FrameType | None) -> None:
    """Calls the host's SIGINT handler (normally raising ``KeyboardInterrupt``) now."""
    handler = next((replaced for replaced, _ in reversed(_levels) if replaced is not None), None)
    (handler or signal.default_int_handler)(_SIGINT, frame)


def _returns_to_host(frame: FrameType, enclosing: FrameType) -> bool:
    """Whether a section opened in ``frame`` returns into the host's code: a trampoline's body
    lies between it and the ``enclosing`` section's frame."""
    caller = frame.f_back
    while caller is not None and caller is not enclosing:
        if caller.f_code in HOST_CALLERS:
            return True
        caller = caller.f_back
    return False


def _restore(replaced: Any, exception: type[BaseException] | None) -> None:
    """Leaving the outermost section: gives SIGINT back to the host's handler ``replaced``
    (unless a callback installed one of its own meanwhile), then passes it a SIGINT noted
    meanwhile, unless a ``KeyboardInterrupt`` is already on its way out."""
    current = _getsignal(_SIGINT)
    if current is _record:
        _setsignal(_SIGINT, replaced)  # a SIGINT raises at once from here on
        current = replaced
    if _noted.arrived:
        frame = _noted.take()
        if callable(current) and not (exception is not None and issubclass(exception, KeyboardInterrupt)):
            current(_SIGINT, frame)


class Section:
    """A context manager: SIGINT does not interrupt the binding's code inside (see the module doc).

    Re-entrant and shared (its state is the module's, kept for the main thread only). In the
    outermost section of the main thread it swaps the SIGINT handler twice (two system calls);
    nested, or in another thread, it costs a few operations.

    Entering has no effect until its last store, so a ``KeyboardInterrupt`` landing before it
    leaves no trace; after it none can land in the binding's code until the section ends. Take
    locks before entering: a wait inside a section cannot be interrupted.
    """

    __slots__ = ("_quiet",)

    def __init__(self, quiet: bool = False) -> None:
        """``quiet``: a SIGINT noted inside is left for the enclosing section (for finalizers,
        whose exceptions Python ignores) instead of raised into the host's code it returns to."""
        self._quiet = quiet

    def __enter__(self) -> None:
        if _get_ident() != _main[0]:
            return
        handler = _getsignal(_SIGINT)
        if handler is _record or not callable(handler):  # nested, or no Python handler to defer
            _levels.append((None, sys._getframe(1)))
            return
        _noted.take()  # stale: noted by a section whose end the host's handler interrupted
        try:
            _setsignal(_SIGINT, _record)
        except ValueError:  # not the main interpreter: it runs no signal handlers
            handler = None
        _levels.append((handler, sys._getframe(1)))

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if _get_ident() != _main[0]:
            return
        replaced, frame = _levels.pop()
        if replaced is not None:
            _restore(replaced, exc_type)
        elif _noted.arrived and not self._quiet and _levels and _returns_to_host(frame, _levels[-1][1]):
            _deliver(_noted.take())  # a call made from a callback ends here: interrupt the callback


DEFERRED = Section()
"""Around a C call that may call back into Python, with the bookkeeping that goes with it."""
DEFERRED_QUIET = Section(quiet=True)
"""``DEFERRED`` for finalizers (``_free_group``): never raises a noted SIGINT into its caller's code."""
