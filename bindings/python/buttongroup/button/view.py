"""What a button gives back: ``ButtonView`` (a layout), ``BackgroundGeometry``, ``ButtonAccessibility``:
immutable named tuples decoded, strings included, as soon as the C call returns."""

from __future__ import annotations

import ctypes
import struct
from typing import Any, NamedTuple

from .._strings import decode, decode_optional
from .._decode import STATES, new as _new
from ..enums import State
from ..geometry import Rect
from . import _ffi
from .decoration import TextDecoration, read_decorations
from .text import TextRun, read_runs

__all__ = ["BackgroundGeometry", "ButtonView", "ButtonAccessibility", "TextLine"]


class TextLine(NamedTuple):
    """One line of a title or subtitle set to show on several lines.

    A button's ``title_number_of_lines`` and ``subtitle_number_of_lines`` set how many.

    Attributes:
        start: the first UTF-8 byte of the text the line shows (in ``ButtonView.title``, then the
            whole title).
        length: bytes from ``start`` to the last one shown (a line cut in the middle shows those
            either side of its "…"); trailing spaces left out.
        text: the line as shown, with its "…" when cut.
        frame: where it goes, one line height each, one under the other.
        truncated: True when the line is cut ("…" or clipped) or the text goes on, unseen.
    """

    start: int
    length: int
    text: str
    frame: Rect
    truncated: bool


def _read_lines(pointer: Any, count: int) -> tuple[TextLine, ...]:
    """The ``count`` lines at ``pointer`` (owned by the library) as values."""
    if not count or not pointer:
        return ()
    return tuple(TextLine(line.start, line.length, decode(line.text), Rect(line.frame.x, line.frame.y, line.frame.width,
                                                                            line.frame.height), bool(line.truncated))
                 for line in (pointer[index] for index in range(count)))


class BackgroundGeometry(NamedTuple):
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


class ButtonView(NamedTuple):
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
        content_frame: the content run (image, padding, texts) where the content alignment put
            it (``Button.content_horizontal_alignment``), or None when nothing is shown.
        tint_color: the tint in effect (``Button.tint_color``).
        background_image: the background image's name, or None without one.
        background_image_frame: where it goes by the background's ``image_content_mode``
            (UIView's content modes) from its size by the image measurer (none: the
            background's size); it may reach past the background, which clips it. None without one.
        visual_effect: the background's visual effect name, or None without one.
        visual_effect_frame: where the effect goes (the whole background), or None.
        custom_view_frame: where the host's custom view goes (``custom_view_size`` centred in
            the background), or None without one.
        title_decorations: the title's decorations (``Button.title_decorations``) as displayed:
            byte ranges of ``title`` as shown, clipped as ``title_runs`` are (the "…" taking the
            one it cuts). () without any.
        title_decoration_frames: one frame per title decoration, the stretch of the title's
            frame it covers (for an underline or a background; text set from the frame's left
            edge in a left-to-right script).
        subtitle_decorations: the same for the subtitle.
        subtitle_decoration_frames: the same for the subtitle.
        title_lines: the title's lines when it is set to several lines or another line break
            mode (then ``title`` is the whole title, ``title_truncated`` says whether a line is
            cut or some of it unseen, and no decorations are placed); () for a title on one
            line as ``title`` shows it.
        subtitle_lines: the same for the subtitle.
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
    content_frame: Rect | None = None
    tint_color: int = 0
    background_image: str | None = None
    background_image_frame: Rect | None = None
    visual_effect: str | None = None
    visual_effect_frame: Rect | None = None
    custom_view_frame: Rect | None = None
    title_decorations: tuple[TextDecoration, ...] = ()
    title_decoration_frames: tuple[Rect, ...] = ()
    subtitle_decorations: tuple[TextDecoration, ...] = ()
    subtitle_decoration_frames: tuple[Rect, ...] = ()
    title_lines: tuple[TextLine, ...] = ()
    subtitle_lines: tuple[TextLine, ...] = ()

    @classmethod
    def _from_c(cls, c: _ffi.bg_button_view) -> ButtonView:
        """``c`` as a value, its strings copied now; the other fields are read with one ``struct``
        call (a ctypes attribute read per field is several times slower)."""
        v = _VIEW.unpack_from(c)
        title, subtitle = decode_optional(c.title), decode_optional(c.subtitle)
        has_image = v[11]
        title_decorations = read_decorations(c.title_decorations, c.title_decoration_frames, v[82]) if v[82] else ((), ())
        subtitle_decorations = (read_decorations(c.subtitle_decorations, c.subtitle_decoration_frames, v[83])
                                if v[83] else ((), ()))
        return _new(cls, (  # in the fields' order
            STATES[v[1]] if v[1] in STATES else State(v[1]),  # state
            _new(Rect, v[2:6]),  # bounds
            _new(Rect, v[6:10]),  # hit_frame
            _background(v) if v[10] else None,  # background
            decode_optional(c.image) if has_image else None,  # image
            _new(Rect, v[22:26]) if has_image else None,  # image_frame
            _new(Rect, v[22:26]) if v[27] else None,  # activity_indicator_frame
            title,  # title
            _new(Rect, v[29:33]) if title else None,  # title_frame
            bool(v[28]),  # title_truncated
            subtitle,  # subtitle
            _new(Rect, v[36:40]) if subtitle else None,  # subtitle_frame
            bool(v[34]),  # subtitle_truncated
            v[35],  # foreground_color
            v[41],  # title_color
            v[42],  # subtitle_color
            v[44] if v[43] else None,  # fill_color
            v[46] if v[45] else None,  # stroke_color
            v[47],  # stroke_width
            _new(Rect, v[50:54]) if v[48] else None,  # label_background_frame
            v[49] if v[48] else None,  # label_background_color
            read_runs(c.title_runs, v[55]) if v[55] else (),  # title_runs
            read_runs(c.subtitle_runs, v[56]) if v[56] else (),  # subtitle_runs
            _new(Rect, v[58:62]) if v[60] or v[61] else None,  # content_frame
            v[62],  # tint_color
            decode_optional(c.background_image),  # background_image
            _new(Rect, v[66:70]) if v[64] else None,  # background_image_frame
            decode_optional(c.visual_effect),  # visual_effect
            _new(Rect, v[70:74]) if v[65] else None,  # visual_effect_frame
            _new(Rect, v[74:78]) if v[78] else None,  # custom_view_frame
            *title_decorations,  # title_decorations, title_decoration_frames
            *subtitle_decorations,  # subtitle_decorations, subtitle_decoration_frames
            _read_lines(c.title_lines, v[87]),  # title_lines
            _read_lines(c.subtitle_lines, v[88]),  # subtitle_lines
        ))


_VIEW = struct.Struct("@II4d4dii4ddd4d4dPii4dPiI4dPIIiIiIdiI4dPIIP4dIiPP4d4d4diiPPIIPPPIIP")
"""``bg_button_view``, field by field: its size is checked against the ctypes struct below (which
test_drift checks against the header), each field's place by the button tests' expected views."""
assert _VIEW.size == ctypes.sizeof(_ffi.bg_button_view)


def _background(v: tuple[Any, ...]) -> BackgroundGeometry:
    """The background geometry of the unpacked view ``v``."""
    return _new(BackgroundGeometry, (_new(Rect, v[12:16]), v[16], _new(Rect, v[18:22]), v[17]))


class ButtonAccessibility(NamedTuple):
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
            label=decode(c.label),
            value=decode_optional(c.value),
            identifier=decode_optional(c.identifier),
            frame=Rect(c.frame.x, c.frame.y, c.frame.width, c.frame.height),
            enabled=bool(c.enabled),
            selected=bool(c.selected),
            busy=bool(c.busy),
        )
