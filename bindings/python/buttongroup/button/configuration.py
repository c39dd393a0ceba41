"""What a button shows: ``ButtonConfiguration`` and its parts, after UIKit's ``UIButton.Configuration``.

The parts are ``Insets`` and ``DirectionalInsets`` (here), ``Font`` and ``TextRun`` (``text``)
and ``BackgroundConfiguration`` (``background``); this module exports them all. Each is an
immutable value (a frozen dataclass), equal to another when every field is, copied and
pickled as the value it is; ``replace`` makes a changed copy.

``ButtonConfiguration()`` is the *empty configuration* (``bg_button_config_init``'s):
nothing shown, the image leading, titles aligned automatically, zero directional insets, no
paddings, an empty background. What it leaves None (fonts, colors, the image size) is the
button's theme's when it lays out.

Colors are ints ``0xRRGGBBAA``, lengths points. A button checks a value when it takes it
(``Button(...)``, ``button.base_configuration = ...``, a provider's result) and refuses a bad
one without changing anything, naming the field: besides the package's rules (a color is a
``uint32_t``), a NaN, infinite or negative length, padding, size or stroke width, an unknown
enum value, a font weight outside 100 ... 900, and styled runs that are empty, out of order,
overlapping, beyond their text, splitting one of its UTF-8 characters or with a bad font
(``title_runs[1]``) raise ``InvalidArgumentError``.
"""

from __future__ import annotations

import ctypes
import dataclasses
from dataclasses import dataclass
from typing import Any, Union

from .. import _numbers, _strings
from .._native import lib
from .._theme_ffi import bg_theme
from ..enums import ImagePlacement, TitleAlignment
from ..geometry import Size
from . import _ffi
from .background import BackgroundConfiguration
from .text import Font, TextRun, read_runs, write_runs

__all__ = [
    "Font", "TextRun", "Insets", "DirectionalInsets", "ContentInsets", "BackgroundConfiguration",
    "ButtonConfiguration",
]


@dataclass(frozen=True)
class Insets:
    """Physical content insets in points: ``left`` and ``right`` stay where they are in
    right-to-left layouts (as UIKit's ``UIEdgeInsets``)."""

    top: float = 0.0
    left: float = 0.0
    bottom: float = 0.0
    right: float = 0.0


@dataclass(frozen=True)
class DirectionalInsets:
    """Directional content insets in points: ``leading`` is the left inset left to right and the
    right inset right to left, ``trailing`` the other (as UIKit's ``NSDirectionalEdgeInsets``)."""

    top: float = 0.0
    leading: float = 0.0
    bottom: float = 0.0
    trailing: float = 0.0


ContentInsets = Union[Insets, DirectionalInsets]
"""A configuration's ``content_insets``: ``Insets`` or ``DirectionalInsets`` (C's
``directional_insets`` flag), distinct types: ``Insets(1, 2, 3, 4) != DirectionalInsets(1, 2, 3, 4)``."""


_EMPTY_BACKGROUND = BackgroundConfiguration()


@dataclass(frozen=True, kw_only=True)
class ButtonConfiguration:
    """Everything a button shows and how (UIKit's ``UIButton.Configuration``), as a value
    whose defaults are the empty configuration (see the module doc)::

        base = ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill",
                                   image_padding=10, content_insets=Insets(10, 40, 10, 40))
        other = base.replace(title="Update Title", image=None)      # base is unchanged
        filled = other.replace_background(fill_color=0xFFFFFFFF, corner_style=CornerStyle.CAPSULE)

    Attributes:
        title: the title, or None; "" shows none either.
        subtitle: the subtitle, or None.
        image: the host's name of the image (an asset, a symbol), or None.
        image_size: the image's size in points; None: the size ``Button.measure_image`` gives,
            else the theme's icon size. A button keeps it only with an ``image`` (without one,
            and for ``Size(0, 0)``, it reads back as None).
        title_font: None: the theme's ``typography/button``.
        subtitle_font: None: the theme's ``typography/subtitle``.
        title_color: ``0xRRGGBBAA``; None: the foreground color.
        subtitle_color: ``0xRRGGBBAA``; None: the foreground color.
        title_runs: styled runs of the title (UIKit's ``attributedTitle``), ``TextRun``
            values in order, not overlapping; () for a plain title.
        subtitle_runs: styled runs of the subtitle (``attributedSubtitle``).
        foreground_color: the image tint and activity indicator's color (and the texts' without
            their own); None: the theme's tint.
        shows_activity_indicator: an activity indicator in the image's place.
        image_placement: where the image goes relative to the texts.
        title_alignment: how the title and subtitle align with each other.
        content_insets: insets from the bounds to the content: ``Insets`` or ``DirectionalInsets``.
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
        """A copy with ``changes`` (fields as keywords, as ``dataclasses.replace``)."""
        return dataclasses.replace(self, **changes)

    def replace_background(self, **changes: Any) -> ButtonConfiguration:
        """A copy whose background has ``changes``; without a background, an unchanged copy."""
        if self.background is None:
            return self
        return dataclasses.replace(self, background=self.background.replace(**changes))

    # ------------------------------------------------------------- C structs

    def _to_c(self, what: str = "configuration") -> _ffi.bg_button_config:
        """This as a ``bg_button_config``, checked as the module doc says (errors name
        ``what.<field>``); the struct owns the encoded strings and the run arrays."""
        c = _ffi.bg_button_config.from_buffer_copy(_empty_c())  # reserved fields as the library's
        c.image_placement = _numbers.int32(self.image_placement, f"{what}.image_placement")
        c.title = _strings.encode_optional(self.title, f"{what}.title")
        c.subtitle = _strings.encode_optional(self.subtitle, f"{what}.subtitle")
        c.image = _strings.encode_optional(self.image, f"{what}.image")
        if self.image_size is not None:
            c.image_size.width, c.image_size.height = _numbers.size(self.image_size, f"{what}.image_size")
        for font, c_font, name in ((self.title_font, c.title_font, "title_font"),
                                   (self.subtitle_font, c.subtitle_font, "subtitle_font")):
            if font is not None:
                if not isinstance(font, Font):
                    raise TypeError(f"{what}.{name} must be a Font or None, not {type(font).__name__}")
                font._write(c_font, f"{what}.{name}")
        c.has_title_color, c.title_color = _numbers.optional_color(self.title_color, f"{what}.title_color")
        c.has_subtitle_color, c.subtitle_color = _numbers.optional_color(self.subtitle_color, f"{what}.subtitle_color")
        c.has_foreground_color, c.foreground_color = _numbers.optional_color(self.foreground_color, f"{what}.foreground_color")
        # The arrays (and the family strings they own) are kept by ``c`` as its strings are.
        c.title_runs, c.title_run_count = write_runs(self.title_runs, f"{what}.title_runs")
        c.subtitle_runs, c.subtitle_run_count = write_runs(self.subtitle_runs, f"{what}.subtitle_runs")
        c.shows_activity_indicator = _numbers.flag(self.shows_activity_indicator, f"{what}.shows_activity_indicator")
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
            title_runs=read_runs(c.title_runs, c.title_run_count),
            subtitle_runs=read_runs(c.subtitle_runs, c.subtitle_run_count),
            foreground_color=c.foreground_color if c.has_foreground_color else None,
            shows_activity_indicator=bool(c.shows_activity_indicator),
            image_placement=ImagePlacement(c.image_placement),
            title_alignment=TitleAlignment(c.title_alignment),
            content_insets=DirectionalInsets(*edges) if c.directional_insets else Insets(*edges),
            image_padding=c.image_padding,
            title_padding=c.title_padding,
            background=BackgroundConfiguration._from_c(c.background) if c.has_background else None,
        )


def c_config(configuration: object, what: str) -> _ffi.bg_button_config:
    """``configuration``, which must be a ``ButtonConfiguration``, as a C struct owning its strings."""
    if not isinstance(configuration, ButtonConfiguration):
        raise TypeError(f"{what} must be a ButtonConfiguration, not {type(configuration).__name__}")
    return configuration._to_c(what)


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
