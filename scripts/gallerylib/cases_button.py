"""The ConfigurationBasedButton cases (every image placement, title alignment and state, the
activity indicator, stroke outsets, styled runs, truncation, the custom provider's styles) and
the ButtonWithLabel cases, all drawn by ``button_svg``."""

from __future__ import annotations

from functools import partial
from typing import Callable, Iterator

from buttongroup import (
    BackgroundConfiguration,
    Button,
    ButtonConfiguration,
    ContentHorizontalAlignment,
    ContentMode,
    ContentVerticalAlignment,
    CornerStyle,
    Direction,
    Font,
    ImagePlacement,
    Insets,
    LabelButtonType,
    LineBreakMode,
    PointerPhase,
    Size,
    State,
    TextDecoration,
    TextRun,
    TitleAlignment,
)

from .case import SCALE, Case


HostProvider = Callable[[Button, ButtonConfiguration, State], ButtonConfiguration]
"""A host provider given its button (to chain to ``button.plain_update``)."""


def button_svg(
    configuration: ButtonConfiguration | None = None,
    provider: str | HostProvider | None = None,
    *,
    width: float | None = None,
    height: float | None = None,
    direction: Direction = Direction.LTR,
    prepare: Callable[[Button], None] | None = None,
    label: LabelButtonType | None = None,
    background: int = 0xFFFFFFFF,
) -> str:
    """Lays a button out at its size that fits (or ``width`` and ``height`` instead) and draws it;
    ``prepare`` acts on the first layout and the button is laid out again. ``provider``: a
    theme style name, or a host provider given the button; None: the plain provider.
    ``label``: a ButtonWithLabel of that type instead; ``background``: the canvas colour."""
    if label is not None:
        button = Button.with_label(label)
    elif isinstance(provider, str):
        button = Button(configuration, provider)
    else:
        button = Button(configuration)
        if provider is not None:
            host = provider
            button.provider = lambda configuration, state: host(button, configuration, state)
    with button:
        size = button.size_that_fits()
        layout_width = size.width if width is None else width
        layout_height = size.height if height is None else height
        button.layout(layout_width, layout_height, SCALE, direction)
        if prepare is not None:
            prepare(button)
            button.layout(layout_width, layout_height, SCALE, direction)
        return button.svg(background=background)


PANEL = BackgroundConfiguration(fill_color=0xF2F2F7FF, corner_style=CornerStyle.MEDIUM)
"""A light panel behind the placement and alignment cases, so the button's bounds show."""
PLACED = ButtonConfiguration(
    title="Title", subtitle="Subtitle", image="house.circle.fill", image_padding=6, title_padding=2,
    content_insets=Insets(top=8, left=12, bottom=8, right=12), background=PANEL)
ALIGNED = PLACED.replace(subtitle="A longer subtitle")
FILLED = ButtonConfiguration(
    title="Continue", image="chevron.right", image_placement=ImagePlacement.TRAILING, image_padding=6,
    title_color=0xFFFFFFFF, foreground_color=0xFFFFFFFF, content_insets=Insets(top=12, left=20, bottom=12, right=20),
    background=BackgroundConfiguration(fill_color=0x1E5BD7FF, corner_style=CornerStyle.CAPSULE))
STYLED = ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill")
"""The custom provider's base configuration (examples/python/button_styles.py)."""


def outset(distance: float) -> ButtonConfiguration:
    """A bordered button whose 2 pt stroke sits ``distance`` points outside its bounds (inside when negative)."""
    return ButtonConfiguration(
        title=f"Stroke outset {distance:+g}", content_insets=Insets(top=12, left=16, bottom=12, right=16),
        background=BackgroundConfiguration(fill_color=0xE8F0FEFF, stroke_color=0x1E5BD7FF, stroke_width=2,
                                           stroke_outset=distance, corner_style=CornerStyle.MEDIUM))


RUNS_TITLE = "Pay $100 now"
RUNS = ButtonConfiguration(
    title=RUNS_TITLE, subtitle="Due tomorrow", title_padding=2,
    title_runs=(TextRun.of(RUNS_TITLE, "$100", font=Font("DejaVu Sans", 20, 700), color=0x1A7F37FF),
                TextRun.of(RUNS_TITLE, "now", color=0xD70015FF)),
    subtitle_runs=(TextRun.of("Due tomorrow", "tomorrow", font=Font("DejaVu Sans", 13, 700)),),
    content_insets=Insets(top=10, left=16, bottom=10, right=16), background=PANEL)


DECORATED_TITLE = "Pay $100 now"
DECORATED = RUNS.replace(subtitle="Was $120, due tomorrow", subtitle_runs=())


def decorate(button: Button) -> None:
    """Decorates the texts beside their runs: "Pay" underlined and kerned 2 pt, "$100" on a yellow
    background, "now" raised 4 pt; "$120" struck through in the subtitle."""
    button.title_decorations = (
        TextDecoration.of(DECORATED_TITLE, "Pay", underline=True, kern=2),
        TextDecoration.of(DECORATED_TITLE, "$100", background_color=0xFFE066FF),
        TextDecoration.of(DECORATED_TITLE, "now", baseline_offset=4),
    )
    button.subtitle_decorations = (TextDecoration.of("Was $120, due tomorrow", "$120", strikethrough=True),)


WRAPPED = ButtonConfiguration(
    title="Pay the invoice before the end of the month", subtitle="東京都の天気予報、明日は晴れのち曇り。",
    image="house.circle.fill", image_padding=8, title_padding=4,
    content_insets=Insets(top=10, left=14, bottom=10, right=14), background=PANEL)


def wrap_lines(button: Button) -> None:
    """Lets the title take any number of lines and the subtitle two, cut in the middle."""
    button.title_number_of_lines = 0
    button.subtitle_number_of_lines = 2
    button.subtitle_line_break_mode = LineBreakMode.TRUNCATE_MIDDLE


def wrapped_svg() -> str:
    """The wrapped button at its size that fits 200 points."""
    with Button(WRAPPED) as button:
        wrap_lines(button)
        size = button.size_that_fits(200)
        button.layout(size.width, size.height, SCALE)
        return button.svg()


def press(button: Button) -> None:
    """Puts the pointer down at the button's centre (highlighted, not released)."""
    size = button.size_that_fits()
    button.pointer(PointerPhase.DOWN, size.width / 2, size.height / 2)


def disable(button: Button) -> None:
    """Disables the button."""
    button.enabled = False


def outline_when_selected(button: Button, configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
    """A host provider (a configuration update handler, in UIKit's terms): selected swaps the fill for
    an outline, then the plain dimming."""
    if state & State.SELECTED:
        configuration = configuration.replace(
            title_color=0x1E5BD7FF, foreground_color=0x1E5BD7FF,
            background=BackgroundConfiguration(fill_color=0xFFFFFFFF, stroke_color=0x1E5BD7FF, stroke_width=2,
                                               corner_style=CornerStyle.CAPSULE))
    return button.plain_update(configuration, state)


def select(button: Button) -> None:
    """Selects the button."""
    button.selected = True


def focus(button: Button) -> None:
    """Gives the button keyboard focus."""
    button.focus(True)


def align(horizontal: ContentHorizontalAlignment, vertical: ContentVerticalAlignment) -> Callable[[Button], None]:
    """Sets the button's content alignment (UIControl's, beside its configuration)."""
    def prepare(button: Button) -> None:
        button.content_horizontal_alignment = horizontal
        button.content_vertical_alignment = vertical
    return prepare


def tint(button: Button) -> None:
    """Gives the button a purple tint of its own (UIView's tintColor)."""
    button.tint_color = 0x7B2CBFFF


TINTED = ButtonConfiguration(
    title="Tinted stroke", title_color=0x1C1C1EFF, foreground_color=0x1C1C1EFF, image="house.circle.fill",
    image_padding=6, content_insets=Insets(top=10, left=16, bottom=10, right=16),
    background=BackgroundConfiguration(stroke_width=2, corner_style=CornerStyle.CAPSULE))
"""A stroke without a color of its own: it takes the view's tint, not the foreground color."""


def measure_photo(button: Button) -> None:
    """Measures the background's "photo" as 3:2 landscape, 120 x 80 points."""
    button.measure_image = lambda name: Size(120, 80) if name == "photo" else None


PHOTO = ButtonConfiguration(
    title="Photo", title_color=0xFFFFFFFF, content_insets=Insets(top=24, left=40, bottom=24, right=40),
    background=BackgroundConfiguration(image="photo", image_content_mode=ContentMode.SCALE_ASPECT_FILL,
                                       corner_style=CornerStyle.LARGE))
"""A background image filled with its aspect kept: a placeholder where the host's image goes, clipped."""
EFFECT = ButtonConfiguration(
    title="Effect and custom view", content_insets=Insets(top=24, left=16, bottom=24, right=16),
    background=BackgroundConfiguration(visual_effect="systemMaterial", custom_view_size=Size(60, 20),
                                       fill_color=0x1E5BD733, corner_style=CornerStyle.CAPSULE))
"""A visual effect (a blurred translucent layer) and the empty slot of a 60 x 20 custom view."""


def button_cases() -> Iterator[Case]:
    """The ConfigurationBasedButton cases, in gallery order."""
    def case(slug: str, caption: str, draw: Callable[[], str]) -> Case:
        return Case(f"button-{slug}", "ConfigurationBasedButton", caption, draw)

    for placement in ImagePlacement:
        name = placement.name.lower()
        # left and right differ from leading and trailing only in right to left: shown there
        rtl = placement in (ImagePlacement.LEFT, ImagePlacement.RIGHT)
        yield case(f"image-{name}" + ("-rtl" if rtl else ""),
                   f"Image placement {name}: the image {_PLACEMENT_WORDS[placement]}.",
                   partial(button_svg, PLACED.replace(image_placement=placement),
                           direction=Direction.RTL if rtl else Direction.LTR))
    for alignment in TitleAlignment:
        name = alignment.name.lower()
        rtl = alignment in (TitleAlignment.LEFT, TitleAlignment.RIGHT)
        # automatic follows the image placement: with the image on top, the texts centre
        placement = ImagePlacement.TOP if alignment is TitleAlignment.AUTOMATIC else ImagePlacement.LEADING
        yield case(f"align-{name}" + ("-rtl" if rtl else ""), f"Title alignment {name}: {_ALIGNMENT_WORDS[alignment]}.",
                   partial(button_svg, ALIGNED.replace(title_alignment=alignment, image_placement=placement),
                           direction=Direction.RTL if rtl else Direction.LTR))
    yield case("state-normal", "State normal: a filled capsule with a trailing chevron (plain provider).",
               lambda: button_svg(FILLED))
    yield case("state-highlighted", "State highlighted (pointer down): the plain provider dims it x0.75.",
               lambda: button_svg(FILLED, prepare=press))
    yield case("state-disabled", "State disabled: the plain provider dims it x0.5.",
               lambda: button_svg(FILLED, prepare=disable))
    yield case("state-selected",
               "State selected, through a host provider that outlines it (the plain provider leaves selected as is).",
               lambda: button_svg(FILLED, outline_when_selected, prepare=select))
    yield case("state-focused", "State focused: the focus ring.", lambda: button_svg(FILLED, prepare=focus))
    yield case("activity-indicator", "The activity indicator in the image's place.",
               lambda: button_svg(FILLED.replace(title="Loading", shows_activity_indicator=True,
                                                 image_placement=ImagePlacement.LEADING)))
    yield case("stroke-outset-positive", "A 2 pt stroke 4 pt outside the bounds, its corners concentric.",
               lambda: button_svg(outset(4)))
    yield case("stroke-outset-negative", "A 2 pt stroke 4 pt inside the bounds, its corners concentric.",
               lambda: button_svg(outset(-4)))
    yield case("styled-runs", "Styled runs: $100 bold, larger and green, now red; tomorrow bold in the subtitle.",
               lambda: button_svg(RUNS))
    yield case("decorations",
               "Decorations beside the runs: Pay underlined and kerned 2 pt, $100 on yellow, now raised 4 pt; "
               "$120 struck through.",
               lambda: button_svg(DECORATED, prepare=decorate))
    yield case("multi-line",
               "Lines: the title on as many as it needs at 200 pt, the subtitle on two, breaking between ideographs "
               "but not before 、 or 。",
               wrapped_svg)
    yield case("truncated", "A title too long for 160 pt, cut at the end with an ellipsis.",
               lambda: button_svg(PLACED.replace(title="A title much too long to fit"), width=160))
    yield case("style-primary-outline", "The custom provider's primaryOutline style.",
               lambda: button_svg(STYLED, "primaryOutline"))
    yield case("style-primary-filled", "The custom provider's primaryFilled style.",
               lambda: button_svg(STYLED, "primaryFilled"))
    H, V = ContentHorizontalAlignment, ContentVerticalAlignment
    for horizontal, vertical, direction, words in [
        (H.LEADING, V.TOP, Direction.LTR, "in the top-leading corner of the insets"),
        (H.LEADING, V.TOP, Direction.RTL, "leading is the right in right to left"),
        (H.TRAILING, V.BOTTOM, Direction.LTR, "in the bottom-trailing corner"),
        (H.FILL, V.CENTER, Direction.LTR, "the text block stretched to what the image leaves"),
    ]:
        rtl = "-rtl" if direction is Direction.RTL else ""
        yield case(f"content-{horizontal.name.lower()}-{vertical.name.lower()}{rtl}",
                   f"Content alignment {horizontal.name.lower()} / {vertical.name.lower()} in 260 x 90: {words}.",
                   partial(button_svg, PLACED, width=260, height=90, direction=direction,
                           prepare=align(horizontal, vertical)))
    yield case("background-image-aspect-fill",
               "A background image, aspect fill: the placeholder where the host's image goes, clipped to the corners.",
               lambda: button_svg(PHOTO, prepare=measure_photo))
    yield case("background-effect-custom-view",
               "A visual effect over the fill, and the dashed slot of a 60 x 20 custom view for the host to fill.",
               lambda: button_svg(EFFECT))
    yield case("tint", "A purple tint of the view's own: the stroke without a color takes it, not the dark foreground.",
               lambda: button_svg(TINTED, prepare=tint))


_PLACEMENT_WORDS = {
    ImagePlacement.LEADING: "before the texts (on the left in left to right)",
    ImagePlacement.TRAILING: "after the texts (on the right in left to right)",
    ImagePlacement.TOP: "above the texts",
    ImagePlacement.LEFT: "on the left even in right to left, shown here (leading would put it on the right)",
    ImagePlacement.BOTTOM: "below the texts",
    ImagePlacement.RIGHT: "on the right even in right to left, shown here (where it is the leading side)",
}
_ALIGNMENT_WORDS = {
    TitleAlignment.AUTOMATIC: "as the image placement wants, centred under an image on top",
    TitleAlignment.LEADING: "title and subtitle aligned at the leading edge",
    TitleAlignment.CENTER: "title and subtitle centred on each other",
    TitleAlignment.TRAILING: "title and subtitle aligned at the trailing edge",
    TitleAlignment.LEFT: "left-aligned even in right to left, shown here (the image leading, on the right)",
    TitleAlignment.RIGHT: "right-aligned even in right to left, shown here (where right is leading)",
}


# ------------------------------------------------------------------------ ButtonWithLabel


NAVIGATION_BAR = 0xD1D1D6FF
"""The canvas behind the label buttons: a grey bar, so their translucent white label shows."""


def label_cases() -> Iterator[Case]:
    """The ButtonWithLabel cases: info and alert on a grey bar."""
    yield Case("label-info", "ButtonWithLabel",
               "ButtonWithLabel info: \"Info\" on its 80 % white label, then questionmark.circle (on a grey bar).",
               lambda: button_svg(label=LabelButtonType.INFO, background=NAVIGATION_BAR))
    yield Case("label-alert", "ButtonWithLabel",
               "ButtonWithLabel alert: \"Alert\" on its 80 % white label, then exclamationmark.circle (on a grey bar).",
               lambda: button_svg(label=LabelButtonType.ALERT, background=NAVIGATION_BAR))
