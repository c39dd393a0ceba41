"""What the compiled-decoder tests share: comparing the values two decoders made, and blocks
damaged at random (a library that wrote garbage), for ``test_compiled_decoders.py`` (a group's
layout) and ``test_compiled_toolbar_decoders.py`` (a toolbar's)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, Iterator


def same(compiled: Any, python: Any, where: str) -> None:
    """Equal, and of the same type all the way down (named tuples compare as plain tuples; a
    dataclass field by field)."""
    assert type(compiled) is type(python), f"{where}: {type(compiled).__name__} != {type(python).__name__}"
    assert compiled == python or repr(compiled) == repr(python), f"{where}: {compiled!r} != {python!r}"  # NaN
    if isinstance(compiled, tuple):
        for index, (a, b) in enumerate(zip(compiled, python)):
            same(a, b, f"{where}[{index}]")
    elif dataclasses.is_dataclass(compiled):
        for field in dataclasses.fields(compiled):
            same(getattr(compiled, field.name), getattr(python, field.name), f"{where}.{field.name}")


def damaged_blocks(block: bytes, seed: int, count: int) -> Iterator[bytes]:
    """``count`` copies of ``block``, each with one to eight runs of four random bytes written
    over it at random places (the same ones for the same seed)."""
    generator = random.Random(seed)
    for _ in range(count):
        damaged = bytearray(block)
        for _ in range(generator.randint(1, 8)):
            at = generator.randrange(len(damaged))
            damaged[at : at + 4] = generator.randbytes(4)[: len(damaged) - at]
        yield bytes(damaged)
