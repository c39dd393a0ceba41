"""``_values.direct_init``: the fast ``__init__`` makes the very values the dataclass's own would."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

import pytest

from buttongroup import Item, Role
from buttongroup._values import direct_init


def _sample(fast: bool) -> type:
    @dataclass(frozen=True)
    class Sample:
        first: int
        second: str = "two"
        _: KW_ONLY
        third: Any = None
        fourth: float = 4.0

    return direct_init(Sample) if fast else Sample


CALLS: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
    ((1,), {}),
    ((1, "b"), {}),
    ((1,), {"fourth": 0.5}),
    ((), {"first": 7, "third": [1], "second": "s"}),
]


@pytest.mark.parametrize("args, kwargs", CALLS)
def test_it_makes_what_the_dataclass_init_makes(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    plain, fast = _sample(False), _sample(True)
    made, expected = fast(*args, **kwargs), plain(*args, **kwargs)
    assert vars(made) == vars(expected)
    assert list(vars(made)) == list(vars(expected))  # the same field order (repr, asdict)
    assert repr(made).split("(", 1)[1] == repr(expected).split("(", 1)[1]


@pytest.mark.parametrize("args, kwargs", [((), {}), ((1, "b", 3), {}), ((1,), {"fifth": 5}), ((1,), {"first": 2})])
def test_it_refuses_the_calls_the_dataclass_init_refuses(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    with pytest.raises(TypeError):
        _sample(False)(*args, **kwargs)
    with pytest.raises(TypeError):
        _sample(True)(*args, **kwargs)


def test_it_keeps_the_signature_and_the_class_stays_frozen() -> None:
    plain, fast = _sample(False), _sample(True)
    assert str(inspect.signature(fast)) == str(inspect.signature(plain))
    assert fast.__init__.__qualname__.endswith("Sample.__init__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast(1).first = 2  # type: ignore[misc]


def test_an_item_is_the_same_value_as_before() -> None:
    parameters = list(inspect.signature(Item).parameters.values())
    assert [p.name for p in parameters] == [f.name for f in dataclasses.fields(Item)]
    assert parameters[0].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in parameters[1:])
    assert [p.default for p in parameters[1:]] == [f.default for f in dataclasses.fields(Item)[1:]]
    item = Item("Pay", icon="ic", role=Role.PRIMARY, disabled=True)
    assert item == dataclasses.replace(Item("x"), title="Pay", icon="ic", role=Role.PRIMARY, disabled=True)
    assert hash(item) == hash(pickle.loads(pickle.dumps(item)))


def test_classes_it_cannot_serve_are_refused() -> None:
    @dataclass(frozen=True, slots=True)
    class Slotted:
        a: int

    @dataclass(frozen=True)
    class Posted:
        a: int

        def __post_init__(self) -> None:
            pass

    @dataclass(frozen=True)
    class Factory:
        a: list[int] = field(default_factory=list)

    for cls in (Slotted, Posted, Factory):
        with pytest.raises(TypeError, match="direct_init"):
            direct_init(cls)
