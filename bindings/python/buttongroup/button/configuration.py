"""What a button shows: ``ButtonConfiguration`` and its parts (the iOS component's ``ButtonConfiguration``).

Every type here is an immutable value (a frozen dataclass): copying one and changing the copy
(``configuration.replace(title="Other")``) never changes the original, and two are equal when
every field is. They copy and pickle as the values they are.

``ButtonConfiguration()`` is the iOS component's *empty configuration*, the one ``bg_button_config_init``
fills: nothing shown, the image leading, titles aligned automatically, zero directional
insets, no paddings, an empty background (drawing nothing, square corners). It involves no
theme: what it leaves open (``None`` fonts and colors, a ``None`` image size) is decided by the
button's theme when it lays out (``tests/test_button.py`` checks that the defaults here are the
library's).

Colors are ints ``0xRRGGBBAA``. Lengths are points. Nothing is checked when a value is made:
a button checks it when it takes it (``Button(...)``, ``button.base_configuration = ...``, a
provider's result) and refuses a bad one without changing anything:

- an int outside the range of its C type (a color outside ``uint32_t``, an enum value outside
  ``int32_t``) raises ``OutOfRangeError`` naming the field, before the call;
- a string holding a NUL character raises ``InvalidArgumentError`` naming the field, before
  the call; a lone surrogate ``InvalidUTF8Error`` (from C);
- a float that is not whole where an int belongs raises ``InvalidArgumentError``, a value of
  the wrong type ``TypeError``;
- a NaN, infinite or negative length, padding, size or stroke width, an unknown enum value, a
  font weight outside 100...900: ``InvalidArgumentError`` from the library, naming the field;
- styled runs (``TextRun``) that are empty, out of order or overlapping, beyond their text or
  splitting one of its UTF-8 characters, or with a bad font: ``InvalidArgumentError`` from the
  library, naming the run (``title_runs[1]``).
"""

from __future__ import annotations

import ctypes
import dataclasses
from dataclasses import dataclass
from typing import Any, Iterable, Union

from .. import _numbers, _strings
from .._native import lib
from .._theme_ffi import bg_theme
from ..enums import ContentMode, CornerStyle, ImagePlacement, TitleAlignment
from ..geometry import Size
from . import _ffi

__all__ = [
    "Font",
    "TextRun",
    "Insets",
    "DirectionalInsets",
    "ContentInsets",
    "BackgroundConfiguration",
    "ButtonConfiguration",
]


@dataclass(frozen=True)
class Font:
    """A font: a family name, a size in points and a CSS weight (100 ... 900).

    A configuration's ``title_font`` / ``subtitle_font`` of ``None`` is the theme's
    (``typography/button`` / ``typography/subtitle``); a ``Font`` replaces it whole. The family
    is the name the host's text measurer (``Button.measure``) receives.
    """

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
    """A styled run of a title or subtitle (the iOS component's ``attributedTitle`` /
    ``attributedSubtitle``): a stretch of the text in a font and color of its own.

    ``start`` and ``length`` count **UTF-8 bytes** of the text, not ``str`` indices (the C
    API's unit): the run covers ``text.encode()[start:start + length]``. For the characters
    ``text[i:j]``::

        start = len(text[:i].encode())
        length = len(text[i:j].encode())

    e.g. in ``"Café $100"`` the run of ``"$100"`` (``text[5:9]``) is ``TextRun(6, 4)``, since
    ``"é"`` is two bytes. ``TextRun.of(text, "$100")`` (or ``TextRun.of(text, slice(5, 9))``)
    computes them, and ``run.slice_in(text)`` goes back to ``str`` indices (``slice(5, 9)``).

    The runs of one text (``ButtonConfiguration.title_runs``) must be in order, must not
    overlap, must each be non-empty, within the text and start and end on character boundaries;
    a button refuses other runs with ``InvalidArgumentError`` naming the run
    (``base_configuration.title_runs[1]``). Bytes no run covers have the text's own font and
    color. A text with runs is measured run by run, each in its font (``Button.measure``
    receives the run's font).

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
        """The run of ``part`` of ``text``: a substring (its first occurrence) or a ``slice`` of
        ``str`` indices (step 1), its UTF-8 byte offsets computed::

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
        """Writes this into ``c``, an element of a ``bg_text_run`` array (which keeps the
        family bytes alive)."""
        c.start = _numbers.uint32(self.start, f"{what}.start")
        c.length = _numbers.uint32(self.length, f"{what}.length")
        font = self.font
        if font is not None:
            if not isinstance(font, Font):
                raise TypeError(f"{what}.font must be a Font or None, not {type(font).__name__}")
            font._write(c.font, f"{what}.font")
        c.has_color, c.color = _write_color(self.color, f"{what}.color")

    @classmethod
    def _from_c(cls, c: _ffi.bg_text_run) -> TextRun:
        """``c`` as a value (its font family copied now)."""
        return cls(c.start, c.length, Font._read(c.font), c.color if c.has_color else None)


def _write_runs(runs: Iterable[TextRun], what: str) -> tuple[Any, int]:
    """``runs`` as a C array of ``bg_text_run`` and its count: (None, 0) for none. The array
    owns the encoded family strings (ctypes keeps them in it), and a struct field it is
    assigned to keeps the array: both live as long as that struct.

    Raises:
        TypeError: ``runs`` is not an iterable of ``TextRun`` (a str is not).
        OutOfRangeError, InvalidArgumentError: a run's field (as ``TextRun._write``).
    """
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


def _read_runs(pointer: Any, count: int) -> tuple[TextRun, ...]:
    """The ``count`` runs at ``pointer`` (a ``bg_text_run *`` owned by the library) as values;
    () for NULL."""
    if not count or not pointer:
        return ()
    return tuple(TextRun._from_c(pointer[index]) for index in range(count))


@dataclass(frozen=True)
class Insets:
    """Physical content insets in points: ``left`` and ``right`` stay where they are in
    right-to-left layouts (the iOS component's ``.nondirectional(...)``)."""

    top: float = 0.0
    left: float = 0.0
    bottom: float = 0.0
    right: float = 0.0


@dataclass(frozen=True)
class DirectionalInsets:
    """Directional content insets in points: ``leading`` is the left inset left to right and
    the right inset right to left, ``trailing`` the other (the iOS component's ``.directional(...)``;
    the empty configuration's insets are ``DirectionalInsets()``, all zero)."""

    top: float = 0.0
    leading: float = 0.0
    bottom: float = 0.0
    trailing: float = 0.0


ContentInsets = Union[Insets, DirectionalInsets]
"""A configuration's ``content_insets``: physical (``Insets``) or directional
(``DirectionalInsets``); the type is C's ``directional_insets`` flag. They are distinct types,
so ``Insets(1, 2, 3, 4) != DirectionalInsets(1, 2, 3, 4)``."""


def _write_size(size: Any, c: Any, what: str) -> None:
    """``size`` (a ``Size`` or any (width, height) pair) into the ``bg_size`` ``c``."""
    try:
        width, height = size
    except (TypeError, ValueError):
        raise TypeError(f"{what} must be a Size(width, height), not {size!r}") from None
    c.width = _numbers.double(width, f"{what}.width")
    c.height = _numbers.double(height, f"{what}.height")


def _write_color(color: object, what: str) -> tuple[int, int]:
    """(has_color, color) for an optional ``0xRRGGBBAA`` int."""
    return (0, 0) if color is None else (1, _numbers.uint32(color, what))


@dataclass(frozen=True, kw_only=True)
class BackgroundConfiguration:
    """A button's background (the iOS component's ``BackgroundConfiguration``): fill, stroke, corners,
    and what the host draws in it. ``BackgroundConfiguration()`` is the empty background: it
    draws nothing and has square corners.

    Attributes:
        fill_color: the fill, ``0xRRGGBBAA``; None: no fill.
        stroke_color: the stroke's color; None: the foreground color (UIKit's tint).
        stroke_width: the stroke's width in points (>= 0); 0 draws no stroke.
        stroke_outset: how far the stroke sits outside the bounds (inside when negative); its
            corners stay concentric with the background's.
        corner_style: the corners of background and stroke: CAPSULE (half the height), NONE
            (square), SMALL / MEDIUM / LARGE (the theme's radii) or FIXED (``corner_radius``).
            A button resolves SMALL / MEDIUM / LARGE when it takes the configuration: they read
            back as FIXED with the theme's radius.
        corner_radius: points (>= 0), used with ``CornerStyle.FIXED`` only (it reads back as 0
            with the other styles).
        visual_effect: the host's name of a visual effect (a blur) drawn behind, or None.
        image: the host's name of an image drawn in the background, or None.
        image_content_mode: how that image fills the background.
        custom_view_size: the size of a custom view the host puts in the background, or None
            for no custom view.
    """

    fill_color: int | None = None
    stroke_color: int | None = None
    stroke_width: float = 0.0
    stroke_outset: float = 0.0
    corner_style: CornerStyle = CornerStyle.NONE
    corner_radius: float = 0.0
    visual_effect: str | None = None
    image: str | None = None
    image_content_mode: ContentMode = ContentMode.SCALE_TO_FILL
    custom_view_size: Size | None = None

    def replace(self, **changes: Any) -> BackgroundConfiguration:
        """A copy with ``changes`` (field names as keywords); this one is unchanged."""
        return dataclasses.replace(self, **changes)

    def _write(self, c: _ffi.bg_background_config, what: str) -> None:
        """Writes this into ``c``, a field of a ``bg_button_config`` (which keeps its strings)."""
        c.has_fill_color, c.fill_color = _write_color(self.fill_color, f"{what}.fill_color")
        c.has_stroke_color, c.stroke_color = _write_color(self.stroke_color, f"{what}.stroke_color")
        c.stroke_width = _numbers.double(self.stroke_width, f"{what}.stroke_width")
        c.stroke_outset = _numbers.double(self.stroke_outset, f"{what}.stroke_outset")
        c.corner_style = _numbers.int32(self.corner_style, f"{what}.corner_style")
        c.image_content_mode = _numbers.int32(self.image_content_mode, f"{what}.image_content_mode")
        c.corner_radius = _numbers.double(self.corner_radius, f"{what}.corner_radius")
        c.visual_effect = _strings.encode_optional(self.visual_effect, f"{what}.visual_effect")
        c.image = _strings.encode_optional(self.image, f"{what}.image")
        if self.custom_view_size is None:
            c.has_custom_view = 0
            c.custom_view_size.width = c.custom_view_size.height = 0.0
        else:
            c.has_custom_view = 1
            _write_size(self.custom_view_size, c.custom_view_size, f"{what}.custom_view_size")

    @classmethod
    def _from_c(cls, c: _ffi.bg_background_config) -> BackgroundConfiguration:
        """``c`` as a value (its strings copied now)."""
        return cls(
            fill_color=c.fill_color if c.has_fill_color else None,
            stroke_color=c.stroke_color if c.has_stroke_color else None,
            stroke_width=c.stroke_width,
            stroke_outset=c.stroke_outset,
            corner_style=CornerStyle(c.corner_style),
            corner_radius=c.corner_radius,
            visual_effect=_strings.decode_optional(c.visual_effect),
            image=_strings.decode_optional(c.image),
            image_content_mode=ContentMode(c.image_content_mode),
            custom_view_size=Size(c.custom_view_size.width, c.custom_view_size.height) if c.has_custom_view else None,
        )


_EMPTY_BACKGROUND = BackgroundConfiguration()


@dataclass(frozen=True, kw_only=True)
class ButtonConfiguration:
    """Everything a button shows and how (the iOS component's ``ButtonConfiguration``), as a value.

    Build one with keywords and edit it with ``replace``: values are immutable, so a copy never
    shares changes with the original::

        base = ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill",
                                   image_padding=10, content_insets=Insets(10, 40, 10, 40))
        other = base.replace(title="Update Title", image=None)      # base is unchanged
        filled = other.replace_background(fill_color=0xFFFFFFFF, corner_style=CornerStyle.CAPSULE)

    Defaults: the iOS component's empty configuration (see the module doc). What a button does with a
    bad value is in the module doc too.

    Attributes:
        title: the title, or None; "" shows none either.
        subtitle: the subtitle, or None.
        image: the host's name of the image (an asset, a symbol), or None.
        image_size: the image's size in points; None: the size ``Button.measure_image`` gives,
            else the theme's icon size. It belongs to the image: a button keeps it only with
            an ``image`` (without one, and for ``Size(0, 0)``, it reads back as None).
        title_font: None: the theme's ``typography/button``.
        subtitle_font: None: the theme's ``typography/subtitle``.
        title_color: ``0xRRGGBBAA``; None: the foreground color.
        subtitle_color: ``0xRRGGBBAA``; None: the foreground color.
        title_runs: styled runs of the title (the iOS component's ``attributedTitle``): ``TextRun``
            values over its UTF-8 bytes, in order, not overlapping; () for a plain title.
        subtitle_runs: styled runs of the subtitle (``attributedSubtitle``).
        foreground_color: ``0xRRGGBBAA`` of the image tint and activity indicator (and of the
            texts without their own); None: the theme's tint.
        shows_activity_indicator: an activity indicator in the image's place.
        image_placement: where the image goes relative to the texts.
        title_alignment: how the title and subtitle align with each other.
        content_insets: insets from the bounds to the content: ``Insets`` (physical) or
            ``DirectionalInsets`` (leading / trailing).
        image_padding: points between the image and the texts (>= 0), when both show.
        title_padding: points between the title and the subtitle (>= 0), when both show.
        background: the background, or None for none at all.
    """

    title: str | None = None
    subtitle: str | None = None
    image: str | None = None
    image_size: Size | None = None
    title_font: Font | None = None
    subtitle_font: Font | None = None
    title_color: int | None = None
    subtitle_color: int | None = None
    title_runs: tuple[TextRun, ...] = ()
    subtitle_runs: tuple[TextRun, ...] = ()
    foreground_color: int | None = None
    shows_activity_indicator: bool = False
    image_placement: ImagePlacement = ImagePlacement.LEADING
    title_alignment: TitleAlignment = TitleAlignment.AUTOMATIC
    content_insets: ContentInsets = DirectionalInsets()
    image_padding: float = 0.0
    title_padding: float = 0.0
    background: BackgroundConfiguration | None = _EMPTY_BACKGROUND

    def replace(self, **changes: Any) -> ButtonConfiguration:
        """A copy with ``changes`` (field names as keywords: ``dataclasses.replace``); this one
        is unchanged."""
        return dataclasses.replace(self, **changes)

    def replace_background(self, **changes: Any) -> ButtonConfiguration:
        """A copy whose background has ``changes``; without a background, an unchanged copy
        (the iOS component's ``configuration.background?.fillColor = ...``)."""
        if self.background is None:
            return self
        return dataclasses.replace(self, background=self.background.replace(**changes))

    # ------------------------------------------------------------- C structs

    def _to_c(self, what: str = "configuration") -> _ffi.bg_button_config:
        """This as a ``bg_button_config``, checked as the module doc says (errors name
        ``what.<field>``). The struct owns the encoded strings and the run arrays (with their
        font families): they live as long as it does.

        Raises:
            OutOfRangeError: an int field outside its C type.
            InvalidArgumentError: a string holding a NUL, a float that is not whole for an int.
            TypeError: a field of the wrong type.
        """
        c = _ffi.bg_button_config.from_buffer_copy(_empty_c())  # reserved fields as the library's
        c.image_placement = _numbers.int32(self.image_placement, f"{what}.image_placement")
        c.title = _strings.encode_optional(self.title, f"{what}.title")
        c.subtitle = _strings.encode_optional(self.subtitle, f"{what}.subtitle")
        c.image = _strings.encode_optional(self.image, f"{what}.image")
        if self.image_size is not None:
            _write_size(self.image_size, c.image_size, f"{what}.image_size")
        for font, c_font, name in ((self.title_font, c.title_font, "title_font"),
                                   (self.subtitle_font, c.subtitle_font, "subtitle_font")):
            if font is not None:
                if not isinstance(font, Font):
                    raise TypeError(f"{what}.{name} must be a Font or None, not {type(font).__name__}")
                font._write(c_font, f"{what}.{name}")
        c.has_title_color, c.title_color = _write_color(self.title_color, f"{what}.title_color")
        c.has_subtitle_color, c.subtitle_color = _write_color(self.subtitle_color, f"{what}.subtitle_color")
        c.has_foreground_color, c.foreground_color = _write_color(self.foreground_color, f"{what}.foreground_color")
        # The arrays (and the family strings they own) are kept by ``c`` as its strings are.
        c.title_runs, c.title_run_count = _write_runs(self.title_runs, f"{what}.title_runs")
        c.subtitle_runs, c.subtitle_run_count = _write_runs(self.subtitle_runs, f"{what}.subtitle_runs")
        c.shows_activity_indicator = 1 if self.shows_activity_indicator else 0
        c.title_alignment = _numbers.int32(self.title_alignment, f"{what}.title_alignment")
        insets = self.content_insets
        if isinstance(insets, DirectionalInsets):
            c.directional_insets = 1
            edges = (insets.top, insets.leading, insets.bottom, insets.trailing)
        elif isinstance(insets, Insets):
            c.directional_insets = 0
            edges = (insets.top, insets.left, insets.bottom, insets.right)
        else:
            raise TypeError(
                f"{what}.content_insets must be Insets or DirectionalInsets, not {type(insets).__name__}"
            )
        c_insets = c.content_insets
        for name, value in zip(("top", "left", "bottom", "right"), edges):
            setattr(c_insets, name, _numbers.double(value, f"{what}.content_insets.{name}"))
        c.image_padding = _numbers.double(self.image_padding, f"{what}.image_padding")
        c.title_padding = _numbers.double(self.title_padding, f"{what}.title_padding")
        background = self.background
        if background is None:
            c.has_background = 0
        elif isinstance(background, BackgroundConfiguration):
            c.has_background = 1
            background._write(c.background, f"{what}.background")
        else:
            raise TypeError(
                f"{what}.background must be a BackgroundConfiguration or None, not {type(background).__name__}"
            )
        return c

    @classmethod
    def _from_c(cls, c: _ffi.bg_button_config) -> ButtonConfiguration:
        """``c`` as a value; its strings (owned by the library) are copied now."""
        image_size = c.image_size
        insets = c.content_insets
        edges = (insets.top, insets.left, insets.bottom, insets.right)
        return cls(
            title=_strings.decode_optional(c.title),
            subtitle=_strings.decode_optional(c.subtitle),
            image=_strings.decode_optional(c.image),
            image_size=None if image_size.width == 0 and image_size.height == 0
            else Size(image_size.width, image_size.height),
            title_font=Font._read(c.title_font),
            subtitle_font=Font._read(c.subtitle_font),
            title_color=c.title_color if c.has_title_color else None,
            subtitle_color=c.subtitle_color if c.has_subtitle_color else None,
            title_runs=_read_runs(c.title_runs, c.title_run_count),
            subtitle_runs=_read_runs(c.subtitle_runs, c.subtitle_run_count),
            foreground_color=c.foreground_color if c.has_foreground_color else None,
            shows_activity_indicator=bool(c.shows_activity_indicator),
            image_placement=ImagePlacement(c.image_placement),
            title_alignment=TitleAlignment(c.title_alignment),
            content_insets=DirectionalInsets(*edges) if c.directional_insets else Insets(*edges),
            image_padding=c.image_padding,
            title_padding=c.title_padding,
            background=BackgroundConfiguration._from_c(c.background) if c.has_background else None,
        )


_EMPTY_C: list[bytes] = []
"""The bytes of ``bg_button_config_init``'s empty configuration, once asked."""


def _empty_c() -> bytes:
    """The library's empty ``bg_button_config`` (NULL strings), as bytes to copy structs from."""
    if not _EMPTY_C:
        c = _ffi.bg_button_config()
        lib.bg_button_config_init(bg_theme(0), ctypes.byref(c))
        _EMPTY_C[:] = [bytes(c)]
    return _EMPTY_C[0]


def empty_c_config() -> _ffi.bg_button_config:
    """A fresh ``bg_button_config`` holding the library's empty configuration (to be filled by
    a ``bg_button_get_*`` call, with its ``struct_size`` set)."""
    return _ffi.bg_button_config.from_buffer_copy(_empty_c())
