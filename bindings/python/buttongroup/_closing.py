"""The context-manager protocol shared by the objects that own a C handle."""

from __future__ import annotations

from types import TracebackType
from typing import TypeVar

__all__ = ["Closeable"]

_Self = TypeVar("_Self", bound="Closeable")


class Closeable:
    """Mixin: ``with obj:`` calls ``obj.close()`` on the way out."""

    __slots__ = ()

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
