"""What the objects that own a C handle share: the context-manager protocol, no copies, and
what frees their handle (a finalizer, or an owner)."""

from __future__ import annotations

import atexit
import itertools
import sys
import weakref
from types import TracebackType
from typing import Any, Callable, ClassVar, NamedTuple, NoReturn, Optional, Protocol, SupportsIndex, TypeVar

__all__ = [
    "Closeable", "CompiledOwners", "Finalizer", "HandleOwner", "Owner", "compiled_owners", "finalizer", "keeping",
]

_Self = TypeVar("_Self", bound="Closeable")
_Function = TypeVar("_Function", bound=Callable[..., Any])
_Argument = TypeVar("_Argument")


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


class Owner(Protocol):
    """What owns an object's handle for the object and every function made for it: it frees the
    handle once, when nothing holds it any more, by ``run()`` or at exit; ``detach()`` cancels.
    ``HandleOwner`` below, or the compiled ``_speedups.HandleOwner`` (``_accelerator.new_owner``)."""

    @property
    def alive(self) -> bool: ...

    def run(self) -> None: ...

    def detach(self) -> bool: ...


class HandleOwner:
    """``HandleOwner(free, argument)`` calls ``free(argument)`` once: when the owner is collected,
    when ``run()`` is called, or at interpreter exit; ``detach()`` cancels it (a ``Finalizer``
    watching the owner).

    An object holds its owner, and so does each function made for it (``made_on_first_use``:
    ``group.layout`` is a function of its own, not a bound method holding the group). The handle
    is therefore freed when the object and every such function are gone, and never during a call
    made through one of them: ``ButtonGroup(items).layout(300)`` works although nothing holds the
    group during the call.
    """

    __slots__ = ("_finalizer", "__weakref__")

    def __init__(self, free: Callable[[_Argument], object], argument: _Argument) -> None:
        self._finalizer = finalizer(self, free, argument)

    @property
    def alive(self) -> bool:
        """True until the handle was freed or the owner detached."""
        return self._finalizer.alive

    def run(self) -> None:
        """Frees the handle now, unless that already happened or the owner was detached."""
        self._finalizer.run()

    def detach(self) -> bool:
        """Cancels the owner without freeing; True if it was still pending."""
        return self._finalizer.detach()


def keeping(function: _Function, owner: Owner) -> _Function:
    """``function``, made to hold ``owner`` (in its ``__dict__``) for as long as it lives."""
    function.__dict__["_owner"] = owner
    return function


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


_PENDING: dict[Finalizer, tuple[Callable[[Any], object], Any, int]] = {}
"""The pending finalizers, each with its function, its argument (the table keeps it alive) and
its order number (``_next_made``)."""
_exited = False
_next_made: Callable[[], int] = itertools.count(1).__next__
"""The order numbers of finalizers; with the compiled owners, their count (``compiled_owners``)."""


def finalizer(watched: object, free: Callable[[_Argument], object], argument: _Argument) -> Finalizer:
    """A finalizer that calls ``free(argument)`` once, at the latest when ``watched`` is collected."""
    made = Finalizer(watched, _collected)
    _PENDING[made] = (free, argument, _next_made())
    return made


def _collected(reference: Finalizer) -> None:
    _run(_PENDING.pop(reference, None))


def _run(entry: tuple[Callable[[Any], object], Any, int] | None) -> None:
    if entry is not None and not _exited:
        entry[0](entry[1])


_Entry = tuple[Callable[[Any], object], Any]


class CompiledOwners(NamedTuple):
    """What the exit needs of the compiled owners (``_owner.c``)."""

    newest_made: Callable[[], int]
    """The newest pending owner's order number (0: none)."""
    take_newest: Callable[[], Optional[_Entry]]
    """Takes the newest pending owner's (free, argument) out of it (None: none)."""
    end: Callable[[], None]
    """Stops them freeing, after the exit ran them."""


_compiled: Optional[CompiledOwners] = None


def compiled_owners(owners: CompiledOwners, next_made: Callable[[], int]) -> None:
    """Makes the exit run the compiled owners too, all newest first with the finalizers, which take
    their order numbers from ``next_made``, the owners' count, from now on."""
    global _compiled, _next_made
    passed = _next_made()  # above every number given so far: the owners' count goes on past it
    while next_made() < passed:
        pass
    _compiled, _next_made = owners, next_made


def _take_newest() -> Optional[_Entry]:
    """At exit, the next (free, argument) to run, the newest of the compiled owners and the
    finalizers, or None."""
    owner_made = 0 if _compiled is None else _compiled.newest_made()
    newest_finalizer = next(reversed(_PENDING), None)
    if newest_finalizer is not None and _PENDING[newest_finalizer][2] > owner_made:
        free, argument, _ = _PENDING.pop(newest_finalizer)
        return free, argument
    return None if _compiled is None or not owner_made else _compiled.take_newest()


@atexit.register
def _run_pending_at_exit() -> None:
    global _exited
    try:
        while (entry := _take_newest()) is not None:
            free, argument = entry
            try:
                free(argument)
            except Exception:
                sys.excepthook(*sys.exc_info())
    finally:
        _exited = True
        if _compiled is not None:
            _compiled.end()
