"""Decorations of a button's title and subtitle: ``TextDecoration``.

Immutable values, checked by the library when a button takes them
(``Button.title_decorations``, ``Button.subtitle_decorations``).
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, Iterable

from .. import _numbers
from ..geometry import Rect
from . import _ffi
from .text import TextRun

__all__ = ["TextDecoration", "write_decorations", "read_decorations"]


@dataclass(frozen=True)
class TextDecoration:
    """A decorated range of a title or subtitle (an attributed string's underline,
    strikethrough, kern, baseline offset and background color), kept apart from the font and
    color runs (``TextRun``): the button's view carries them, not its configuration, so a new
    configuration or a provider's keeps them; each layout clips them to the text it shows.

    ``start`` and ``length`` count **UTF-8 bytes**, as ``TextRun``'s do;
    ``TextDecoration.of(text, part, ...)`` computes them. The decorations of one text must be in
    order, not overlapping, non-empty, within the text and on character boundaries.

    Attributes:
        start: the range's first UTF-8 byte in the text.
        length: its length in UTF-8 bytes (> 0).
        underline: a single line under it.
        strikethrough: a single line through it.
        kern: points added after each of its characters (negative: tighter), counted in the
            text's width (``size_that_fits`` and truncation alike); finite.
        baseline_offset: points it is raised (negative: lowered), as drawn; the frame does not
            move; finite.
        background_color: ``0xRRGGBBAA`` filled behind it, or None.
    """

    start: int
    length: int
    underline: bool = False
    strikethrough: bool = False
    kern: float = 0.0
    baseline_offset: float = 0.0
    background_color: int | None = None

    @classmethod
    def of(cls, text: str, part: str | slice, *, underline: bool = False, strikethrough: bool = False,
           kern: float = 0.0, baseline_offset: float = 0.0, background_color: int | None = None) -> TextDecoration:
        """The decoration of ``part`` of ``text`` (a substring, its first occurrence, or a
        ``slice`` of ``str`` indices), as ``TextRun.of`` finds a run::

            title = "Pay now"
            decorations = (TextDecoration.of(title, "Pay", underline=True, kern=1.5),)

        Raises:
            ValueError: ``part`` is not in ``text``, or is empty, or a slice with a step.
            TypeError: ``text`` is not a str, ``part`` neither a str nor a slice.
        """
        run = TextRun.of(text, part)
        return cls(run.start, run.length, underline, strikethrough, kern, baseline_offset, background_color)

    def _write(self, c: _ffi.bg_text_decoration, what: str) -> None:
        """Writes this into ``c``, an element of a ``bg_text_decoration`` array."""
        c.struct_size = ctypes.sizeof(_ffi.bg_text_decoration)
        c.start = _numbers.uint32(self.start, f"{what}.start")
        c.length = _numbers.uint32(self.length, f"{what}.length")
        c.underline = int(_numbers.flag(self.underline, f"{what}.underline"))
        c.strikethrough = int(_numbers.flag(self.strikethrough, f"{what}.strikethrough"))
        c.kern = _numbers.double(self.kern, f"{what}.kern")
        c.baseline_offset = _numbers.double(self.baseline_offset, f"{what}.baseline_offset")
        c.has_background_color, c.background_color = _numbers.optional_color(
            self.background_color, f"{what}.background_color")

    @classmethod
    def _from_c(cls, c: _ffi.bg_text_decoration) -> TextDecoration:
        """``c`` as a value."""
        return cls(c.start, c.length, bool(c.underline), bool(c.strikethrough), c.kern, c.baseline_offset,
                   c.background_color if c.has_background_color else None)


def write_decorations(decorations: Iterable[TextDecoration], what: str) -> tuple[tuple[TextDecoration, ...], Any, int]:
    """``decorations`` as a tuple, a C array of ``bg_text_decoration`` (None for none) and its
    count. ``TypeError`` when ``decorations`` is not an iterable of ``TextDecoration`` (a str is
    not)."""
    if isinstance(decorations, (str, bytes)):
        raise TypeError(f"{what} must be a tuple of TextDecoration, not {type(decorations).__name__}")
    try:
        items = tuple(decorations)
    except TypeError:
        raise TypeError(f"{what} must be a tuple of TextDecoration, not {type(decorations).__name__}") from None
    if not items:
        return items, None, 0
    count = _numbers.uint32(len(items), f"{what} count")
    array = (_ffi.bg_text_decoration * count)()
    for index, decoration in enumerate(items):
        if not isinstance(decoration, TextDecoration):
            raise TypeError(f"{what}[{index}] must be a TextDecoration, not {type(decoration).__name__}")
        decoration._write(array[index], f"{what}[{index}]")
    return items, array, count


def read_decorations(pointer: Any, frames: Any, count: int) -> tuple[tuple[TextDecoration, ...], tuple[Rect, ...]]:
    """The ``count`` decorations at ``pointer`` and their frames at ``frames`` (arrays owned by
    the library, its elements this binding's size) as values; ((), ()) for none."""
    if not count or not pointer or not frames:
        return (), ()
    return (tuple(TextDecoration._from_c(pointer[index]) for index in range(count)),
            tuple(Rect(frames[index].x, frames[index].y, frames[index].width, frames[index].height)
                  for index in range(count)))
