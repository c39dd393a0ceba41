"""What the objects that own a C handle share: the context-manager protocol, no copies, their
handle's finalizer and what it watches."""

from __future__ import annotations

import atexit
import sys
import weakref
from types import TracebackType
from typing import Any, Callable, ClassVar, NoReturn, SupportsIndex, TypeVar

__all__ = ["Closeable", "Finalizer", "HandleLifetime", "finalizer", "keeping"]

_Self = TypeVar("_Self", bound="Closeable")
_Function = TypeVar("_Function", bound=Callable[..., Any])


class Closeable:
    """Mixin: ``with obj:`` calls ``obj.close()`` on the way out; copying or pickling raises.

    A copy would share the handle (closing either closes both, and the handle would be freed
    twice), and a pickle would hold a handle id meaningless in another process, so
    ``copy.copy``, ``copy.deepcopy`` and ``pickle`` raise ``TypeError`` saying how to make
    another object instead (``_COPY_HINT``).
    """

    __slots__ = ()
    _COPY_HINT: ClassVar[str] = "make another one"
    """How to get a second object: the end of the ``TypeError`` message."""

    def close(self) -> None:  # pragma: no cover - every subclass defines it
        raise NotImplementedError

    def __enter__(self: _Self) -> _Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def __reduce_ex__(self, protocol: SupportsIndex) -> str | tuple[Any, ...]:
        """Refuses ``copy.copy``, ``copy.deepcopy`` and ``pickle`` (they all ask this first)."""
        _refuse_copy(self)


def _refuse_copy(obj: Closeable) -> NoReturn:
    name = type(obj).__name__
    raise TypeError(f"a {name} owns a library handle and cannot be copied or pickled: {obj._COPY_HINT}")


class HandleLifetime:
    """What the finalizer of an object's handle watches instead of the object: the object holds
    it, and so does each function made for it (``made_on_first_use``: ``group.layout`` is a
    function of its own, not a bound method holding the group). The handle is therefore freed
    when the object and every such function are gone, and never during a call made through one
    of them: ``ButtonGroup(items).layout(300)`` works although nothing holds the group during
    the call. Without such functions this is exactly "when the object is gone"."""

    __slots__ = ("__weakref__",)


def keeping(function: _Function, lifetime: HandleLifetime) -> _Function:
    """``function``, made to hold ``lifetime`` (in its ``__dict__``) for as long as it lives."""
    function.__dict__["_lifetime"] = lifetime
    return function


_Argument = TypeVar("_Argument")


class Finalizer(weakref.ref[Any]):
    """Frees a handle once: when the object it watches is collected, when ``run()`` is called, or
    at interpreter exit, whichever comes first; ``detach()`` cancels it. Made by ``finalizer``.

    What ``weakref.finalize`` does for these objects, at less than half its cost (made and
    detached: 4,200 instructions against 9,900, about 0.5 us against 1.0; a small group takes
    11 us to make, lay out and close): the finalizer is the weak reference itself, and the module's
    table of pending finalizers holds it with its function and argument. Running, detaching and
    collecting each take the entry out of that table in one step, so exactly one of them frees
    the handle, from any thread. At exit the pending ones run, newest first (their errors are
    reported and the others still run), and nothing runs after that.
    """

    __slots__ = ()
    # A finalizer is a key of the table by identity (a weak reference's own hash and equality are
    # its object's, which a dead object no longer has).
    __hash__ = object.__hash__
    __eq__ = object.__eq__
    __ne__ = object.__ne__

    @property
    def alive(self) -> bool:
        """True until the finalizer ran or was detached."""
        return self in _PENDING

    def run(self) -> None:
        """Frees the handle now, unless that already happened or the finalizer was detached."""
        _run(_PENDING.pop(self, None))

    def detach(self) -> bool:
        """Cancels the finalizer without running it; True if it was still pending."""
        return _PENDING.pop(self, None) is not None


_PENDING: dict[Finalizer, tuple[Callable[[Any], object], Any]] = {}
"""The pending finalizers, each with its function and argument (the table keeps it alive)."""
_exited = False


def finalizer(watched: object, free: Callable[[_Argument], object], argument: _Argument) -> Finalizer:
    """A finalizer that calls ``free(argument)`` once, at the latest when ``watched`` is collected."""
    made = Finalizer(watched, _collected)
    _PENDING[made] = (free, argument)
    return made


def _collected(reference: Finalizer) -> None:
    _run(_PENDING.pop(reference, None))


def _run(entry: tuple[Callable[[Any], object], Any] | None) -> None:
    if entry is not None and not _exited:
        entry[0](entry[1])


@atexit.register
def _run_pending_at_exit() -> None:
    global _exited
    try:
        while _PENDING:
            _, (free, argument) = _PENDING.popitem()  # the newest first
            try:
                free(argument)
            except Exception:
                sys.excepthook(*sys.exc_info())
    finally:
        _exited = True
