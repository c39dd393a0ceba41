"""Result values made fast: the one way the binding builds a frozen dataclass it decoded.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__`` (its own
``__setattr__`` refuses), about 80 ns a field: a toolbar cell of fourteen fields cost more to
make than to decode. A value the binding decodes from the library has every field at hand, so
``decoded`` puts them into the new object's ``__dict__`` at once, as ``__init__`` would; the
value compares, hashes, copies and prints as one made by its ``__init__``. A class with slots
gets each field through ``object.__setattr__``. Only for classes without ``__post_init__``,
with every field given.
"""

from __future__ import annotations

from typing import Any, TypeVar

__all__ = ["decoded"]

_Value = TypeVar("_Value")
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
