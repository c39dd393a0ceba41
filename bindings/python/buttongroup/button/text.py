"""The styled text of a button's title and subtitle: ``Font`` and ``TextRun``.

Immutable values, checked when a button takes them (see ``buttongroup.button.configuration``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from .. import _numbers, _strings
from . import _ffi

__all__ = ["Font", "TextRun", "write_runs", "read_runs"]


@dataclass(frozen=True)
class Font:
    """A font: a family name (what ``Button.measure`` receives), a size in points and a CSS weight
    (100 ... 900). It replaces the theme's font (``typography/button`` / ``typography/subtitle``)
    whole."""

    family: str
    size: float
    weight: int = 400

    def _write(self, c: _ffi.bg_font, what: str) -> None:
        """Writes this into ``c`` (its family bytes kept alive by the struct owning ``c``)."""
        c.family = _strings.encode(self.family, f"{what}.family")
        c.size = _numbers.double(self.size, f"{what}.size")
        c.weight = _numbers.int32(self.weight, f"{what}.weight")

    @classmethod
    def _read(cls, c: _ffi.bg_font) -> Font | None:
        """``c`` as a ``Font``; None for a NULL family (the theme's)."""
        if c.family is None:
            return None
        return cls(_strings.decode(c.family), c.size, c.weight)


@dataclass(frozen=True)
class TextRun:
    """A styled run of a title or subtitle (UIKit's ``attributedTitle`` /
    ``attributedSubtitle``): a stretch of the text in a font and color of its own.

    ``start`` and ``length`` count **UTF-8 bytes** of the text (the C API's unit), not ``str``
    indices: in ``"Café $100"`` the run of ``"$100"`` (``text[5:9]``) is ``TextRun(6, 4)``, since
    ``"é"`` is two bytes. ``TextRun.of(text, "$100")`` computes them, ``run.slice_in(text)`` goes
    back to ``str`` indices.

    The runs of one text must be in order, not overlapping, non-empty, within the text and on
    character boundaries. Bytes no run covers have the text's own font and color; a text with
    runs is measured run by run, each in its font.

    Attributes:
        start: the run's first UTF-8 byte in the text.
        length: its length in UTF-8 bytes (> 0).
        font: its font; None: the text's (``title_font`` or the theme's).
        color: its color, ``0xRRGGBBAA``; None: the text's (``title_color`` or the foreground).
    """

    start: int
    length: int
    font: Font | None = None
    color: int | None = None

    @classmethod
    def of(cls, text: str, part: str | slice, font: Font | None = None, color: int | None = None) -> TextRun:
        """The run of ``part`` of ``text``: a substring (its first occurrence) or a ``slice`` of ``str``
        indices (step 1)::

            title = "Café $100"
            runs = (TextRun.of(title, "$100", font=Font("Serif", 20, 700)),
                    TextRun.of(title, slice(0, 4), color=0xFF0000FF))

        Raises:
            ValueError: ``part`` is not in ``text``, or is empty, or a slice with a step.
            TypeError: ``text`` is not a str, ``part`` neither a str nor a slice.
        """
        if not isinstance(text, str):
            raise TypeError(f"text must be a str, not {type(text).__name__}")
        if isinstance(part, str):
            begin = text.find(part)
            if begin < 0:
                raise ValueError(f"{part!r} is not in {text!r}")
            end = begin + len(part)
        elif isinstance(part, slice):
            if part.step not in (None, 1):
                raise ValueError(f"a run is a contiguous part of the text: {part!r} has a step")
            begin, end, _ = part.indices(len(text))
        else:
            raise TypeError(f"part must be a str or a slice, not {type(part).__name__}")
        if end <= begin:
            raise ValueError(f"a run is not empty: {part!r} of {text!r} is")
        start = len(text[:begin].encode("utf-8", "surrogatepass"))
        length = len(text[begin:end].encode("utf-8", "surrogatepass"))
        return cls(start, length, font, color)

    def slice_in(self, text: str) -> slice:
        """The ``str`` indices of this run in ``text`` (the text it is a run of, e.g. a
        ``ButtonView.title`` for its ``title_runs``): ``text[run.slice_in(text)]`` is its text.

        Raises:
            ValueError: the run is not within ``text`` or splits one of its characters.
        """
        data = text.encode("utf-8", "surrogatepass")
        end = self.start + self.length
        if not 0 <= self.start <= end <= len(data):
            raise ValueError(f"{self!r} is not within the {len(data)} UTF-8 bytes of {text!r}")
        try:
            begin = len(data[: self.start].decode("utf-8", "surrogatepass"))
            count = len(data[self.start : end].decode("utf-8", "surrogatepass"))
        except UnicodeDecodeError:
            raise ValueError(f"{self!r} splits a character of {text!r}") from None
        return slice(begin, begin + count)

    def _write(self, c: _ffi.bg_text_run, what: str) -> None:
        """Writes this into ``c``, an element of a ``bg_text_run`` array (which keeps the family bytes)."""
        c.start = _numbers.uint32(self.start, f"{what}.start")
        c.length = _numbers.uint32(self.length, f"{what}.length")
        font = self.font
        if font is not None:
            if not isinstance(font, Font):
                raise TypeError(f"{what}.font must be a Font or None, not {type(font).__name__}")
            font._write(c.font, f"{what}.font")
        c.has_color, c.color = _numbers.optional_color(self.color, f"{what}.color")

    @classmethod
    def _from_c(cls, c: _ffi.bg_text_run) -> TextRun:
        """``c`` as a value (its font family copied now)."""
        return cls(c.start, c.length, Font._read(c.font), c.color if c.has_color else None)


def write_runs(runs: Iterable[TextRun], what: str) -> tuple[Any, int]:
    """``runs`` as a C array of ``bg_text_run`` owning the encoded families, and its count; (None,
    0) for none. A struct field it is assigned to keeps the array. ``TypeError`` when ``runs`` is
    not an iterable of ``TextRun`` (a str is not)."""
    if isinstance(runs, (str, bytes)):
        raise TypeError(f"{what} must be a tuple of TextRun, not {type(runs).__name__}")
    try:
        items = tuple(runs)
    except TypeError:
        raise TypeError(f"{what} must be a tuple of TextRun, not {type(runs).__name__}") from None
    if not items:
        return None, 0
    count = _numbers.uint32(len(items), f"{what} count")
    array = (_ffi.bg_text_run * count)()
    for index, run in enumerate(items):
        if not isinstance(run, TextRun):
            raise TypeError(f"{what}[{index}] must be a TextRun, not {type(run).__name__}")
        run._write(array[index], f"{what}[{index}]")
    return array, count


def read_runs(pointer: Any, count: int) -> tuple[TextRun, ...]:
    """The ``count`` runs at ``pointer`` (a ``bg_text_run *`` owned by the library) as values;
    () for NULL."""
    if not count or not pointer:
        return ()
    return tuple(TextRun._from_c(pointer[index]) for index in range(count))
