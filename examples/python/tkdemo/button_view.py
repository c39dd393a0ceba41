"""``ButtonView``: a configuration-based ``Button`` (or a ButtonWithLabel) drawn from its ``ButtonView``.

The button is laid out at its size that fits (narrowed to the room there is); the view then
draws what the layout says, in the colours the provider chose for the state: the label
background of a label button, the background fill with its corner radius, the stroke on the
stroke frame with its own concentric radius, the image or the activity indicator, the title
and the subtitle.
"""

from __future__ import annotations

from typing import Hashable

import buttongroup
from buttongroup import Button, Direction, FocusMove, PointerPhase, Rect, Size, State

from .colors import over, tk_color
from .icons import draw_activity_indicator, draw_icon
from .view import FOCUS_GAP, FOCUS_WIDTH, ComponentView, Host

LABEL_RADIUS = 6.0
"""Points: a label button's label background corners (the layout gives its frame only)."""


class ButtonView(ComponentView):
    """One ``Button``, laid out at its size that fits (narrower when the room is)."""

    def __init__(self, host: Host, name: str, button: Button) -> None:
        super().__init__(host, name)
        self.button = button
        button.measure = host.fonts.measure
        self.view: buttongroup.ButtonView | None = None

    def natural_size(self) -> Size:
        return self.button.size_that_fits()

    def _layout(self, width: float) -> Size:
        fits = self.button.size_that_fits()
        self.view = self.button.layout(min(fits.width, width), fits.height, self.host.scale, self.direction)
        return Size(self.view.bounds.width, self.view.bounds.height)

    # ------------------------------------------------------------------- drawing

    def draw(self) -> None:
        view = self.view
        assert view is not None
        painter, tags = self.host.painter, (self.tag,)
        backdrop = self.backdrop
        if view.label_background_frame is not None:
            painter.rounded_rect(self.to_canvas(view.label_background_frame), [LABEL_RADIUS] * 4,
                                 fill=tk_color(view.label_background_color, backdrop), tags=tags + ("label-bg",),
                                 backdrop=tk_color(backdrop))
        if view.background is not None and view.fill_color is not None and view.fill_color & 0xFF:
            painter.rounded_rect(self.to_canvas(view.background.frame), [view.background.corner_radius] * 4,
                                 fill=tk_color(view.fill_color, backdrop), tags=tags + ("shape",),
                                 backdrop=tk_color(backdrop))
            backdrop = over(view.fill_color, backdrop)
        if view.background is not None and view.stroke_color is not None and view.stroke_width > 0:
            painter.rounded_rect(self.to_canvas(view.background.stroke_frame),
                                 [view.background.stroke_corner_radius] * 4,
                                 outline=tk_color(view.stroke_color, backdrop), width=view.stroke_width,
                                 tags=tags + ("stroke",), backdrop=tk_color(backdrop))
        self._draw_content(view, backdrop)
        if view.state & State.FOCUSED:
            radius = view.background.corner_radius if view.background is not None else LABEL_RADIUS
            painter.ring(self.to_canvas(view.bounds), [radius] * 4, FOCUS_GAP, self.host.focus_color(), FOCUS_WIDTH,
                         tags + ("focus-ring",))

    def _draw_content(self, view: buttongroup.ButtonView, backdrop: int) -> None:
        painter, tags, fonts = self.host.painter, (self.tag,), self.host.fonts
        if view.image is not None and view.image_frame is not None:
            draw_icon(painter, view.image, self.to_canvas(view.image_frame), tk_color(view.foreground_color, backdrop),
                      tags, mirrored=self.direction is Direction.RTL, fonts=fonts.caption, backdrop=tk_color(backdrop))
        if view.activity_indicator_frame is not None:
            fades = [tk_color(view.foreground_color & ~0xFF | round((view.foreground_color & 0xFF) * (1 - k / 9)),
                              backdrop) for k in range(8)]
            draw_activity_indicator(painter, self.to_canvas(view.activity_indicator_frame), fades, self.host.phase,
                                    tags)
        for text, frame, color, token, part in (
                (view.title, view.title_frame, view.title_color, "button", "title"),
                (view.subtitle, view.subtitle_frame, view.subtitle_color, "subtitle", "subtitle")):
            if text and frame is not None:
                x, y = self.to_canvas(frame).center
                painter.text(x, y, text, fonts.font(token), tk_color(color, backdrop), tags=tags + (part,))

    @property
    def busy(self) -> bool:
        return self.view is not None and self.view.activity_indicator_frame is not None

    # ------------------------------------------------------------------- events

    def hit_area(self) -> Rect:
        return self.to_canvas(self.view.hit_frame) if self.view is not None else super().hit_area()

    def _pointer(self, phase: PointerPhase, x: float, y: float) -> None:
        self.button.pointer(phase, x, y)

    def _focus(self, move: FocusMove) -> Hashable | None:
        if move is FocusMove.CLEAR:
            self.button.focus(False)
            return None
        return 0 if self.button.focus(True) else None

    def _focus_order(self) -> list[Hashable]:
        return [0]

    def activate_focused(self) -> None:
        self.button.activate()

    def close(self) -> None:
        self.button.close()
