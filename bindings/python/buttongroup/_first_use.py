"""``made_on_first_use``: a method each instance makes its own function for, once.

A group's ``layout`` and ``layout_frames`` are compiled functions bound to that group. Reached
through an ordinary method, every call would first run the method's Python frame, which costs
as much as a small relayout itself. Declared with ``made_on_first_use``, the method's first read
on an instance makes the instance's function and stores it in the instance's ``__dict__``, where
later reads find it: ``group.layout_frames(w)`` then calls the compiled function directly.

The class attribute stays the documented method: ``help()``, ``inspect`` and the API reference
see its signature and docstring, and ``Class.method(instance, ...)`` calls the instance's
function.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Concatenate, Generic, ParamSpec, TypeVar, overload

from ._accelerator import FIRST_USE

__all__ = ["made_on_first_use"]

_store = object.__setattr__

_Owner = TypeVar("_Owner")
_Parameters = ParamSpec("_Parameters")
_Result = TypeVar("_Result")


class _PythonGet:
    """The descriptor's ``__get__`` without the compiled module (with it: ``_speedups.FirstUse``'s,
    ``_first_use.c``, the same without this Python frame and the ``__setattr__`` call)."""

    _make: Callable[[Any], Any]
    _method: Callable[..., Any]
    _name: str

    def __get__(self, instance: Any, owner: type | None = None) -> Any:
        if instance is None:
            return self._method
        function = self._make(instance)
        _store(instance, self._name, function)  # (not through __dict__, which would make the dict)
        return function


if TYPE_CHECKING:
    _Get = _PythonGet
else:
    _Get = _PythonGet if FIRST_USE is None else FIRST_USE


class _MadeOnFirstUse(_Get, Generic[_Owner, _Parameters, _Result]):
    """The descriptor ``made_on_first_use`` returns (a non-data descriptor: the instance's
    ``__dict__`` entry, once made, takes precedence)."""

    __wrapped__: Callable[..., Any]

    def __init__(self, make: Callable[[_Owner], Callable[..., _Result]],
                 method: Callable[Concatenate[_Owner, _Parameters], _Result]) -> None:
        self._make = make
        self._method = method
        self._name = method.__name__
        self.__doc__ = method.__doc__
        self.__wrapped__ = method  # what inspect.signature (and so the API reference) reads

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = name

    if TYPE_CHECKING:
        @overload
        def __get__(self, instance: None, owner: type | None = None) -> Callable[Concatenate[_Owner, _Parameters], _Result]: ...

        @overload
        def __get__(self, instance: _Owner, owner: type | None = None) -> Callable[_Parameters, _Result]: ...

        def __get__(self, instance: Any, owner: type | None = None) -> Any: ...


def made_on_first_use(
    make: Callable[[_Owner], Callable[..., _Result]],
) -> Callable[[Callable[Concatenate[_Owner, _Parameters], _Result]], _MadeOnFirstUse[_Owner, _Parameters, _Result]]:
    """Declares a method whose function ``make(instance)`` makes on the method's first read on
    each instance (see the module): a function taking the method's arguments. The decorated
    method documents it; its body should call ``self.<method>(...)``, which is the instance's
    function."""

    def declare(method: Callable[Concatenate[_Owner, _Parameters], _Result]) -> _MadeOnFirstUse[_Owner, _Parameters, _Result]:
        return _MadeOnFirstUse(make, method)

    return declare
