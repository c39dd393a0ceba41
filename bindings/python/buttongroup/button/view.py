"""What a button gives back: ``ButtonView`` (a layout), ``BackgroundGeometry``, ``ButtonAccessibility``.

Each is an immutable value decoded from the library's struct as soon as the C call returns,
strings included, so it stays valid (and unchanged) after later layouts, changes and ``close``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import _strings
from .._ffi import bg_rect
from ..enums import State
from ..geometry import Rect
from . import _ffi
from .configuration import TextRun, _read_runs

__all__ = ["BackgroundGeometry", "ButtonView", "ButtonAccessibility"]


def _rect(c: bg_rect) -> Rect:
    return Rect(c.x, c.y, c.width, c.height)


@dataclass(frozen=True)
class BackgroundGeometry:
    """Where a button's background and stroke go, in button coordinates (points).

    Attributes:
        frame: the background's frame (the bounds).
        corner_radius: the background's corner radius (capsule: half the shorter side).
        stroke_frame: the stroke's frame: the bounds outset by the stroke outset.
        stroke_corner_radius: the stroke's radius, concentric with the background's.
    """

    frame: Rect
    corner_radius: float
    stroke_frame: Rect
    stroke_corner_radius: float


@dataclass(frozen=True)
class ButtonView:
    """A laid-out button (``Button.layout``): everything a host draws, in button coordinates
    (points, y down, origin at the button's top-left; pixel-snapped), and the colors to paint
    with (ints ``0xRRGGBBAA``, already dimmed or styled by the provider).

    Attributes:
        state: the ``State`` flags the button was laid out in.
        bounds: ``Rect(0, 0, width, height)``.
        hit_frame: the touch target: the bounds grown toward the theme's minimum touch size.
        background: the background's geometry, or None when the configuration has none.
        image: the image's name, or None (no image, or an activity indicator in its place).
        image_frame: where the image goes, or None when none is shown.
        activity_indicator_frame: where the activity indicator goes, or None.
        title: the title as displayed (tail-truncated with "…" when it does not fit; "" when not even
            "…" fits, with title_truncated set), or None when there is none.
        title_frame: where the title goes, or None when none is shown.
        title_truncated: True when ``title`` was truncated.
        subtitle: the subtitle as displayed, or None.
        subtitle_frame: where the subtitle goes, or None.
        subtitle_truncated: True when ``subtitle`` was truncated.
        foreground_color: the image tint and activity indicator color.
        title_color: the title's color.
        subtitle_color: the subtitle's color.
        fill_color: the background fill, or None for none.
        stroke_color: the stroke's color, or None when no stroke is drawn.
        stroke_width: the stroke's width (0 without a stroke).
        label_background_frame: a label button's background behind the title alone (the
            title's frame grown by the label's insets), or None.
        label_background_color: its color, or None.
        title_runs: the title's styled runs (``ButtonConfiguration.title_runs``) as displayed:
            UTF-8 byte ranges of ``title`` as shown, clipped to it when it is truncated, the
            "…" (3 bytes) taking the style of the run it cuts; runs past the cut are dropped.
            () for a plain title (or none shown). ``run.slice_in(view.title)`` gives a run's
            ``str`` indices.
        subtitle_runs: the same for the subtitle.
    """

    state: State
    bounds: Rect
    hit_frame: Rect
    background: BackgroundGeometry | None
    image: str | None
    image_frame: Rect | None
    activity_indicator_frame: Rect | None
    title: str | None
    title_frame: Rect | None
    title_truncated: bool
    subtitle: str | None
    subtitle_frame: Rect | None
    subtitle_truncated: bool
    foreground_color: int
    title_color: int
    subtitle_color: int
    fill_color: int | None
    stroke_color: int | None
    stroke_width: float
    label_background_frame: Rect | None
    label_background_color: int | None
    title_runs: tuple[TextRun, ...] = ()
    subtitle_runs: tuple[TextRun, ...] = ()

    @classmethod
    def _from_c(cls, c: _ffi.bg_button_view) -> ButtonView:
        """``c`` as a value; its strings (owned by the button) are copied now."""
        title = _strings.decode_optional(c.title)
        subtitle = _strings.decode_optional(c.subtitle)
        return cls(
            state=State(c.state),
            bounds=_rect(c.bounds),
            hit_frame=_rect(c.hit_frame),
            background=BackgroundGeometry(
                _rect(c.background_frame), c.corner_radius, _rect(c.stroke_frame), c.stroke_corner_radius
            ) if c.has_background else None,
            image=_strings.decode_optional(c.image) if c.has_image else None,
            image_frame=_rect(c.image_frame) if c.has_image else None,
            activity_indicator_frame=_rect(c.image_frame) if c.has_activity_indicator else None,
            title=title,
            title_frame=_rect(c.title_frame) if title else None,
            title_truncated=bool(c.title_truncated),
            subtitle=subtitle,
            subtitle_frame=_rect(c.subtitle_frame) if subtitle else None,
            subtitle_truncated=bool(c.subtitle_truncated),
            foreground_color=c.foreground_color,
            title_color=c.title_color,
            subtitle_color=c.subtitle_color,
            fill_color=c.fill_color if c.has_fill else None,
            stroke_color=c.stroke_color if c.has_stroke else None,
            stroke_width=c.stroke_width,
            label_background_frame=_rect(c.label_background_frame) if c.has_label_background else None,
            label_background_color=c.label_background_color if c.has_label_background else None,
            title_runs=_read_runs(c.title_runs, c.title_run_count),
            subtitle_runs=_read_runs(c.subtitle_runs, c.subtitle_run_count),
        )


@dataclass(frozen=True)
class ButtonAccessibility:
    """What a screen reader announces for a button (``Button.accessibility``).

    Attributes:
        label: the accessibility label when one is set, else the title ("" when none).
        value: the subtitle, or None.
        identifier: the accessibility identifier, or None.
        frame: the button's bounds in the latest layout (a zero rect before the first).
        enabled: True when it can be activated.
        selected: True when it is selected.
        busy: True while its activity indicator shows.
    """

    label: str
    value: str | None
    identifier: str | None
    frame: Rect
    enabled: bool
    selected: bool
    busy: bool

    @classmethod
    def _from_c(cls, c: _ffi.bg_button_a11y) -> ButtonAccessibility:
        """``c`` as a value; its strings are copied now."""
        return cls(
            label=_strings.decode(c.label),
            value=_strings.decode_optional(c.value),
            identifier=_strings.decode_optional(c.identifier),
            frame=_rect(c.frame),
            enabled=bool(c.enabled),
            selected=bool(c.selected),
            busy=bool(c.busy),
        )
