"""Values made fast: the one way the binding builds a frozen dataclass it decoded, and the
``__init__`` of the frozen dataclasses a host makes many of.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__`` (its own
``__setattr__`` refuses), about 80 ns a field: a toolbar cell of fourteen fields cost more to
make than to decode, and an ``Item`` of nine cost more than creating its group's handle.

- ``decoded``: a value the binding decodes from the library has every field at hand; it puts
  them into the new object's ``__dict__`` at once. A class with slots gets each field through
  ``object.__setattr__``.
- ``direct_init``: a class decorator (applied over ``@dataclass(frozen=True)``) giving the class
  an ``__init__`` with the same signature that stores each argument into ``__dict__`` directly:
  with the compiled module, a C method (no Python frame: an ``Item("A")`` in 0.40 us instead of
  0.48, and a 4-item group built 0.4 us sooner), which leaves every call it does not serve as
  written to the Python one direct_init also writes, so refusals raise the dataclass's own
  ``TypeError``.

Either way the value compares, hashes, copies and prints as one made by the dataclass's own
``__init__``. Only for classes without ``__post_init__``, ``InitVar`` or default factories.
"""

from __future__ import annotations

import dataclasses
import inspect
import sys
from typing import Any, TypeVar

__all__ = ["decoded", "direct_init"]

_Value = TypeVar("_Value")
_Class = TypeVar("_Class", bound=type)
_new_object = object.__new__
_set_field = object.__setattr__


def decoded(cls: type[_Value], **fields: Any) -> _Value:
    """An instance of the frozen dataclass ``cls`` holding ``fields`` (all of them)."""
    value: _Value = _new_object(cls)
    if hasattr(value, "__dict__"):
        value.__dict__.update(fields)
    else:
        for name, field in fields.items():
            _set_field(value, name, field)
    return value


def direct_init(cls: _Class) -> _Class:
    """``cls`` (a frozen dataclass without slots) with an ``__init__`` of the same signature
    that stores every field into the instance's ``__dict__`` (see the module)."""
    params = dataclasses.fields(cls)
    if "__slots__" in cls.__dict__ or hasattr(cls, "__post_init__") or any(
        f.default_factory is not dataclasses.MISSING or not f.init or f.name == "__stored" for f in params
    ):
        raise TypeError(f"direct_init: {cls.__name__} has slots, __post_init__ or fields it cannot store directly")
    generated = cls.__dict__["__init__"]  # the dataclass's: names, order, defaults, keyword-only marks
    signature = inspect.signature(generated)
    defaults = {f"_default_{name}": p.default for name, p in signature.parameters.items() if p.default is not p.empty}
    arguments: list[str] = []
    keyword_only = False
    for name, p in list(signature.parameters.items())[1:]:
        if p.kind is p.KEYWORD_ONLY and not keyword_only:
            arguments.append("*")
            keyword_only = True
        arguments.append(name if p.default is p.empty else f"{name}=_default_{name}")
    stores = "".join(f"\n    __stored[{f.name!r}] = {f.name}" for f in params)
    source = f"def __init__(self, {', '.join(arguments)}):\n    __stored = self.__dict__{stores}\n"
    namespace: dict[str, Any] = {}
    exec(source, defaults, namespace)  # as dataclasses writes its own __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = generated.__doc__
    init.__annotations__ = dict(generated.__annotations__)
    cls.__init__ = _compiled_init(cls, signature, init) or init  # type: ignore[misc]
    return cls


def _compiled_init(cls: type, signature: inspect.Signature, init: Any) -> Any:
    """The compiled ``__init__`` of ``cls`` (its spec set as ``cls.__direct_init__``, and
    ``cls.__signature__`` the dataclass's), or None: no compiled module, or parameters that are
    not the fields in their order."""
    from . import _accelerator  # (not at import: the package's classes use this module)

    fields = [f.name for f in dataclasses.fields(cls)]
    parameters = list(signature.parameters.values())[1:]
    if _accelerator.DIRECT_INIT is None or [p.name for p in parameters] != fields:
        return None
    positional = sum(p.kind is p.POSITIONAL_OR_KEYWORD for p in parameters)
    if any(p.kind is not p.POSITIONAL_OR_KEYWORD for p in parameters[:positional]):
        return None
    required = dataclasses.MISSING
    defaults = tuple(required if p.default is p.empty else p.default for p in parameters)
    names = tuple(sys.intern(name) for name in fields)
    cls.__direct_init__ = (names, positional, defaults, required, init)  # type: ignore[attr-defined]
    cls.__signature__ = inspect.signature(cls)  # type: ignore[attr-defined]  # (the method's is generic)
    return _accelerator.DIRECT_INIT(cls)

