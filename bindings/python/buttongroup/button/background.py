"""A button's background: ``BackgroundConfiguration``, an immutable value checked when a button
takes it (see ``buttongroup.button.configuration``)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from .. import _numbers, _strings
from ..enums import ContentMode, CornerStyle
from ..geometry import Size
from . import _ffi

__all__ = ["BackgroundConfiguration"]


@dataclass(frozen=True, kw_only=True)
class BackgroundConfiguration:
    """A button's background (UIKit's ``UIBackgroundConfiguration``): fill, stroke, corners,
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
        c.has_fill_color, c.fill_color = _numbers.optional_color(self.fill_color, f"{what}.fill_color")
        c.has_stroke_color, c.stroke_color = _numbers.optional_color(self.stroke_color, f"{what}.stroke_color")
        c.stroke_width = _numbers.double(self.stroke_width, f"{what}.stroke_width")
        c.stroke_outset = _numbers.double(self.stroke_outset, f"{what}.stroke_outset")
        c.corner_style = _numbers.int32(self.corner_style, f"{what}.corner_style")
        c.image_content_mode = _numbers.int32(self.image_content_mode, f"{what}.image_content_mode")
        c.corner_radius = _numbers.double(self.corner_radius, f"{what}.corner_radius")
        c.visual_effect = _strings.encode_optional(self.visual_effect, f"{what}.visual_effect")
        c.image = _strings.encode_optional(self.image, f"{what}.image")
        size = self.custom_view_size
        c.has_custom_view = 0 if size is None else 1
        c.custom_view_size.width, c.custom_view_size.height = (
            (0.0, 0.0) if size is None else _numbers.size(size, f"{what}.custom_view_size"))

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
