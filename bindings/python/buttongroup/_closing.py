"""What the objects that own a C handle share: the context-manager protocol, no copies, and
what their handle's finalizer watches."""

from __future__ import annotations

from types import TracebackType
from typing import Any, Callable, ClassVar, NoReturn, SupportsIndex, TypeVar

__all__ = ["Closeable", "HandleLifetime", "keeping"]

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
