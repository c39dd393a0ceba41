"""What the objects that own a C handle share: the context-manager protocol, and no copies."""

from __future__ import annotations

from types import TracebackType
from typing import Any, ClassVar, NoReturn, SupportsIndex, TypeVar

__all__ = ["Closeable"]

_Self = TypeVar("_Self", bound="Closeable")


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
