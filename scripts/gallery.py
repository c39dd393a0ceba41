#!/usr/bin/env python3
"""The gallery: every component's visual references, drawn by the library itself as SVG.

Each case builds one object (a ``ButtonGroup``, a ``Button``, a ``Toolbar``) through the Python
binding, lays it out and asks the library for its picture (``svg()``, i.e. ``bg_*_svg``). The
cases use the built-in theme and the built-in text measurer (no host measure callback), so the
bytes are the same on every machine, from Python and from C (Tests/Gallery/gallery_c.c builds
three of them through the C API and compares).

    python scripts/gallery.py write    [--out DIR]   # `make gallery`: write what changed
    python scripts/gallery.py record   [--out DIR]   # `make gallery-record`: rewrite everything
    python scripts/gallery.py demo                   # a copy in build/gallery/demo, then a summary
    python scripts/gallery.py list                   # the cases, one a line

The output (docs/gallery/ by default): ``<slug>.svg`` and ``<slug>.png`` per case (the PNG made
by librsvg's ``rsvg-convert`` at 2x zoom; ``RSVG_CONVERT`` names another binary) and
``index.html``, one static page showing every SVG with its caption, grouped by component. The
page carries a small script that writes, on load, a JSON report of every image (loaded, natural
size) into ``<pre id="report">``: the browser check of ``make test-gallery`` reads it.

``write`` leaves a file alone when its content would not change (and renders a PNG only for a
new or changed SVG, or a missing PNG); ``record`` rewrites every file, renders every PNG again
and deletes the SVGs and PNGs no case produces.
"""

from __future__ import annotations

import argparse
import html
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
GALLERY = ROOT / "docs" / "gallery"
DEMO = ROOT / "build" / "gallery" / "demo"
RECORD_COMMAND = "make gallery-record"

from buttongroup import (  # noqa: E402 - after the paths, which need no package
    BackgroundConfiguration,
    Button,
    ButtonConfiguration,
    ButtonGroup,
    ControlButton,
    ControlContext,
    ControlGroup,
    ControlGroupStyle,
    ControlGroupView,
    CornerStyle,
    Direction,
    FocusMove,
    Font,
    ImagePlacement,
    Insets,
    Item,
    LabelButtonType,
    LabelStyle,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    Placement,
    PointerPhase,
    ProminentType,
    Role,
    Selection,
    State,
    Strings,
    TextRun,
    Theme,
    TitleAlignment,
    Toolbar,
    ToolbarItem,
)

SCALE = 2.0
"""Every case is laid out at 2 pixels per point (a phone's Retina screen)."""
PHONE_WIDTH = 375.0
"""The width of a group: an iPhone's screen."""
PNG_ZOOM = 2
"""rsvg-convert's zoom for the PNGs."""

COMPONENTS = (
    ("ButtonGroup", "A row of related buttons sharing the width, with the More action sheet."),
    ("ConfigurationBasedButton", "One button driven by a configuration and a provider per state."),
    ("ButtonWithLabel", "A label and its icon on a translucent background, pressed as one."),
    ("ControlGroup", "Related buttons drawn as one control, in content and in a toolbar."),
    ("Toolbar", "Control groups in a bar; whole groups move into the overflow menu as it narrows."),
)


@dataclass(frozen=True)
class Case:
    """One picture of the gallery: ``draw()`` returns its SVG text."""

    slug: str
    """The file name without extension (stable: the snapshot test and the C test use it)."""
    component: str
    """One of ``COMPONENTS``' names: the section of index.html it is shown in."""
    caption: str
    """One line saying what it shows."""
    draw: Callable[[], str]


# --------------------------------------------------------------------------- ButtonGroup


def group_svg(
    items: list[Item],
    parameters: Parameters | None = None,
    *,
    width: float = PHONE_WIDTH,
    direction: Direction = Direction.LTR,
    show_overflow: bool = False,
    prepare: Callable[[ButtonGroup], None] | None = None,
) -> str:
    """Lays a group out ``width`` points wide and draws it; ``prepare`` acts on the first
    layout (focus, pointer), and the group is laid out again before it is drawn."""
    with ButtonGroup(items, parameters) as group:
        group.layout(width, SCALE, direction)
        if prepare is not None:
            prepare(group)
            group.layout(width, SCALE, direction)
        return group.svg(show_overflow=show_overflow)


def prominent(kind: ProminentType) -> Parameters:
    """The iOS references' prominent layouts: spacer xxs apart, large corners."""
    theme = Theme.builtin()
    return Parameters(layout=LayoutParameters.prominent(
        type=kind, spacing=theme.number("spacer/xxs"), corner_style=CornerStyle.LARGE))


TRANSFER_PAY_HISTORY = [Item("Transfer"), Item("Pay", icon="ic_info"), Item("History", icon="ic_dock")]
MORE_ITEMS = [Item("Pay"), Item("Cash Advance"), Item("Transfer"), Item("History")]
WIDTH_ITEMS = [Item("Pay"), Item("Send"), Item("Request"), Item("History"), Item("Cards")]
WIDTH_POLICY = Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0)
SHEET_STRINGS = Strings(alert_title="More actions", alert_message="Choose what to do next")


def focus_second(group: ButtonGroup) -> None:
    group.focus(FocusMove.FIRST)
    group.focus(FocusMove.NEXT)


def press_first(group: ButtonGroup) -> None:
    group.pointer(PointerPhase.DOWN, *group.layout(PHONE_WIDTH, SCALE).slots[0].frame.center)


def group_cases() -> Iterator[Case]:
    def case(slug: str, caption: str, draw: Callable[[], str]) -> Case:
        return Case(f"group-{slug}", "ButtonGroup", caption, draw)

    yield case("all-round-1", "All Round, one button: it takes the whole width (capsule corners).",
               lambda: group_svg([Item("Statements")]))
    yield case("all-round-2", "All Round, two buttons sharing the width equally.",
               lambda: group_svg([Item("Pay"), Item("Transfer")]))
    yield case("all-round-3", "All Round, three buttons: w = (375 - 2 x 8) / 3 each.",
               lambda: group_svg([Item("Pay"), Item("Transfer"), Item("History")]))
    yield case("all-round-error", "All Round Error: both items in the danger role.",
               lambda: group_svg([Item("Try again", role=Role.DANGER), Item("Cancel", role=Role.DANGER)]))
    yield case("prominent-grouped",
               "Prominent Grouped: the primary takes the rest, the icon secondaries join into one run.",
               lambda: group_svg(TRANSFER_PAY_HISTORY, prominent(ProminentType.GROUPED)))
    yield case("prominent-relaxed", "Prominent Relaxed: every button keeps its four large corners.",
               lambda: group_svg(TRANSFER_PAY_HISTORY, prominent(ProminentType.RELAXED)))
    yield case("more-sheet",
               "More: four items, max_visible 3, so two go into the action sheet (shown below it).",
               lambda: group_svg(MORE_ITEMS, Parameters(strings=SHEET_STRINGS), show_overflow=True))
    yield case("rtl-prominent-grouped", "Right to left: Prominent Grouped mirrored (order, frames, corners).",
               lambda: group_svg(TRANSFER_PAY_HISTORY, prominent(ProminentType.GROUPED), direction=Direction.RTL))
    yield case("rtl-more-sheet", "Right to left: More leads from the left, its sheet below.",
               lambda: group_svg(MORE_ITEMS, direction=Direction.RTL, show_overflow=True))
    for width, caption in ((600, "all five fit"), (480, "two items move into More"),
                           (240, "only the first item and More remain")):
        yield case(f"width-overflow-{width}",
                   f"Width-aware overflow (policy WIDTH, max_visible 0) at {width} pt: {caption}.",
                   partial(group_svg, WIDTH_ITEMS, WIDTH_POLICY, width=width, show_overflow=True))
    yield case("focused", "Keyboard focus on the second button (focus FIRST, then NEXT): the focus ring.",
               lambda: group_svg([Item("Pay"), Item("Transfer"), Item("History")], prepare=focus_second))
    yield case("pressed", "The first button pressed (pointer down, not released yet).",
               lambda: group_svg([Item("Pay"), Item("Transfer"), Item("History")], prepare=press_first))
    yield case("disabled", "A disabled item (Transfer) between two enabled ones.",
               lambda: group_svg([Item("Pay"), Item("Transfer", disabled=True), Item("History")]))


# ------------------------------------------------------------------ ConfigurationBasedButton


HostProvider = Callable[[Button, ButtonConfiguration, State], ButtonConfiguration]
"""A host provider given its button (to chain to ``button.plain_update``)."""


def button_svg(
    configuration: ButtonConfiguration | None = None,
    provider: str | HostProvider | None = None,
    *,
    width: float | None = None,
    direction: Direction = Direction.LTR,
    prepare: Callable[[Button], None] | None = None,
    label: LabelButtonType | None = None,
    background: int = 0xFFFFFFFF,
) -> str:
    """Lays a button out at its size that fits (or ``width`` x that height) and draws it;
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
        button.layout(layout_width, size.height, SCALE, direction)
        if prepare is not None:
            prepare(button)
            button.layout(layout_width, size.height, SCALE, direction)
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


def press(button: Button) -> None:
    size = button.size_that_fits()
    button.pointer(PointerPhase.DOWN, size.width / 2, size.height / 2)


def disable(button: Button) -> None:
    button.enabled = False


def outline_when_selected(button: Button, configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
    """A host provider (the iOS component's ``updateConfiguration``): selected swaps the fill for
    an outline, then the plain dimming."""
    if state & State.SELECTED:
        configuration = configuration.replace(
            title_color=0x1E5BD7FF, foreground_color=0x1E5BD7FF,
            background=BackgroundConfiguration(fill_color=0xFFFFFFFF, stroke_color=0x1E5BD7FF, stroke_width=2,
                                               corner_style=CornerStyle.CAPSULE))
    return button.plain_update(configuration, state)


def select(button: Button) -> None:
    button.selected = True


def focus(button: Button) -> None:
    button.focus(True)


def button_cases() -> Iterator[Case]:
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
    yield case("truncated", "A title too long for 160 pt, cut at the end with an ellipsis.",
               lambda: button_svg(PLACED.replace(title="A title much too long to fit"), width=160))
    yield case("style-primary-outline", "The custom provider's primaryOutline style.",
               lambda: button_svg(STYLED, "primaryOutline"))
    yield case("style-primary-filled", "The custom provider's primaryFilled style.",
               lambda: button_svg(STYLED, "primaryFilled"))


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
    yield Case("label-info", "ButtonWithLabel",
               "ButtonWithLabel info: \"Info\" on its 80 % white label, then questionmark.circle (on a grey bar).",
               lambda: button_svg(label=LabelButtonType.INFO, background=NAVIGATION_BAR))
    yield Case("label-alert", "ButtonWithLabel",
               "ButtonWithLabel alert: \"Alert\" on its 80 % white label, then exclamationmark.circle (on a grey bar).",
               lambda: button_svg(label=LabelButtonType.ALERT, background=NAVIGATION_BAR))


# --------------------------------------------------------------------------- ControlGroup

CONTENT_WIDTH = 320.0
"""A standalone control group fills this width."""
BAR_WIDTH = 390.0
"""A toolbar holding one control group."""


def zoom_group(style: ControlGroupStyle, label_style: LabelStyle = LabelStyle.AUTOMATIC) -> ControlGroup:
    """The iOS component's zoom group (control_group_zoom.py)."""
    return ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass"),
        ControlButton("Zoom In", "plus.magnifyingglass"),
    ], style=style, label_style=label_style)


STYLE_GROUPS: dict[ControlGroupStyle, ControlGroup] = {
    ControlGroupStyle.SEGMENTED: zoom_group(ControlGroupStyle.SEGMENTED),
    ControlGroupStyle.NAVIGATION: ControlGroup("History", buttons=[
        ControlButton("Back", "chevron.left"), ControlButton("Forward", "chevron.right"),
    ], style=ControlGroupStyle.NAVIGATION),
    ControlGroupStyle.MENU: ControlGroup("Arrange", "square.3.layers.3d", [
        ControlButton("Bring to Front"), ControlButton("Send to Back"),
    ], style=ControlGroupStyle.MENU),
    ControlGroupStyle.PALETTE: ControlGroup("Insert", buttons=[
        ControlButton("Photo", "photo"), ControlButton("Share", "share"), ControlButton("Info", "info"),
    ], style=ControlGroupStyle.PALETTE),
}
_STYLE_WORDS = {
    ControlGroupStyle.SEGMENTED: {
        ControlContext.CONTENT: "Zoom Out / Zoom In joined, filling the width; label style automatic = title and icon",
        ControlContext.TOOLBAR: "Zoom Out / Zoom In joined; label style automatic = icons only",
    },
    ControlGroupStyle.NAVIGATION: dict.fromkeys(ControlContext, "Back / Forward as icons"),
    ControlGroupStyle.MENU: dict.fromkeys(ControlContext, "one button showing the label, its image and a chevron"),
    ControlGroupStyle.PALETTE: dict.fromkeys(ControlContext, "a row of square icon cells"),
}
_LABEL_WORDS = {
    LabelStyle.TITLE_AND_ICON: "each cell shows its icon and title",
    LabelStyle.ICON_ONLY: "icons only",
    LabelStyle.TITLE_ONLY: "titles only",
}


def control_svg(group: ControlGroup, context: ControlContext) -> str:
    """The group standalone in content (CONTENT_WIDTH wide) or alone in a toolbar."""
    if context is ControlContext.CONTENT:
        with ControlGroupView(group) as view:
            view.layout(CONTENT_WIDTH, SCALE)
            return view.svg()
    with Toolbar([ToolbarItem(group)]) as toolbar:
        toolbar.layout(BAR_WIDTH, SCALE)
        return toolbar.svg()


def control_cases() -> Iterator[Case]:
    def case(slug: str, caption: str, draw: Callable[[], str]) -> Case:
        return Case(f"control-{slug}", "ControlGroup", caption, draw)

    contexts = ((ControlContext.CONTENT, "content", f"in content ({CONTENT_WIDTH:g} pt wide)"),
                (ControlContext.TOOLBAR, "toolbar", "in a toolbar"))
    for style, group in STYLE_GROUPS.items():
        name = style.name.lower()
        for context, where, words in contexts:
            yield case(f"{name}-{where}", f"Style {name} {words}: {_STYLE_WORDS[style][context]}.",
                       partial(control_svg, group, context))
    # The automatic label style of the segmented cases above is title-and-icon in content and
    # icon-only in a toolbar: the other label styles in each context.
    for label_style, context in ((LabelStyle.TITLE_AND_ICON, ControlContext.TOOLBAR),
                                 (LabelStyle.ICON_ONLY, ControlContext.CONTENT),
                                 (LabelStyle.TITLE_ONLY, ControlContext.CONTENT),
                                 (LabelStyle.TITLE_ONLY, ControlContext.TOOLBAR)):
        name = label_style.name.lower().replace("_", "-")
        where, words = next((w, words) for c, w, words in contexts if c is context)
        yield case(f"label-{name}-{where}", f"Label style {name} {words}: the segmented Zoom group, "
                   f"{_LABEL_WORDS[label_style]}.",
                   partial(control_svg, zoom_group(ControlGroupStyle.SEGMENTED, label_style), context))
    yield case("segmented-selection-content", "A segmented choice in content: Week selected (selection ON).",
               lambda: control_svg(ControlGroup("Range", buttons=[
                   ControlButton("Day", selection=Selection.OFF), ControlButton("Week", selection=Selection.ON),
                   ControlButton("Month", selection=Selection.OFF)]), ControlContext.CONTENT))


# --------------------------------------------------------------------------------- Toolbar


def reader_items() -> list[ToolbarItem]:
    """The document reader's toolbar (examples/python/toolbar_overflow.py, with icon names of
    the picture's built-in set): History at the navigation placement, Arrange as a menu, Zoom,
    Share."""
    return [
        ToolbarItem(ControlGroup("History", buttons=[
            ControlButton("Back", "chevron.left", disabled=True), ControlButton("Forward", "chevron.right"),
        ]), Placement.NAVIGATION),
        ToolbarItem(ControlGroup("Arrange", "square.3.layers.3d", [
            ControlButton("Bring to Front"), ControlButton("Send to Back"),
        ], style=ControlGroupStyle.MENU)),
        ToolbarItem(ControlGroup("Zoom", "magnifyingglass", [
            ControlButton("Zoom Out", "minus.magnifyingglass"), ControlButton("Zoom In", "plus.magnifyingglass"),
        ])),
        ToolbarItem.button(ControlButton("Share", "share")),
    ]


def toolbar_svg(width: float, *, direction: Direction = Direction.LTR) -> str:
    """The reader's toolbar, new, laid out ``width`` wide; the overflow menu drawn when
    something overflowed."""
    with Toolbar(reader_items()) as toolbar:
        layout = toolbar.layout(width, SCALE, direction)
        return toolbar.svg(show_overflow=bool(layout.overflowed))


def breakpoint_widths() -> list[tuple[str, float]]:
    """(label of the group that moves, moves_in) per breakpoint, first to leave first."""
    with Toolbar(reader_items()) as toolbar:
        labels = [item.group.label if item.group is not None else "" for item in toolbar.items]
        return [(str(labels[b.item]), b.moves_in) for b in toolbar.breakpoints()]


def toolbar_cases() -> Iterator[Case]:
    def case(slug: str, caption: str, draw: Callable[[], str]) -> Case:
        return Case(f"toolbar-{slug}", "Toolbar", caption, draw)

    for position, (label, moves_in) in enumerate(breakpoint_widths(), start=1):
        slug = f"{position}-{label.lower()}"
        yield case(f"{slug}-fits", f"Breakpoint {position}: at {moves_in:g} pt (its moves_in) {label} still fits.",
                   partial(toolbar_svg, moves_in))
        yield case(f"{slug}-overflows",
                   f"Breakpoint {position}: at {moves_in - 1:g} pt {label} moved into the overflow menu (shown).",
                   partial(toolbar_svg, moves_in - 1))
    yield case("rtl", "Right to left at 600 pt: History at the right end, the rest from the left.",
               lambda: toolbar_svg(600, direction=Direction.RTL))


# ------------------------------------------------------------------------------ the gallery


def cases() -> list[Case]:
    """Every case, in gallery order (grouped by component)."""
    found = [*group_cases(), *button_cases(), *label_cases(), *control_cases(), *toolbar_cases()]
    slugs = [case.slug for case in found]
    duplicates = sorted({slug for slug in slugs if slugs.count(slug) > 1})
    if duplicates:
        raise AssertionError(f"duplicate gallery slugs: {duplicates}")
    bad = [slug for slug in slugs if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug)]
    if bad:
        raise AssertionError(f"slugs must be lowercase words joined by '-': {bad}")
    return found


def render_all(selected: list[Case] | None = None) -> dict[str, str]:
    """slug -> SVG text, for every case (in gallery order)."""
    return {case.slug: case.draw() for case in (cases() if selected is None else selected)}


_SIZE = re.compile(r'<svg\b[^>]*?\swidth="([0-9.]+)"[^>]*?\sheight="([0-9.]+)"')


def svg_size(svg: str) -> tuple[str, str]:
    """The width and height attributes of an SVG's root element, as written (CSS px)."""
    match = _SIZE.search(svg)
    if match is None:
        raise ValueError("an SVG without width and height attributes")
    return match.group(1), match.group(2)


def index_html(all_cases: list[Case], svgs: dict[str, str]) -> str:
    """The static page showing every SVG with its caption, grouped by component."""
    out = [_HEAD]
    out.append('<nav>' + " · ".join(
        f'<a href="#{name.lower()}">{name}</a> ({sum(1 for c in all_cases if c.component == name)})'
        for name, _ in COMPONENTS) + "</nav>\n")
    for name, blurb in COMPONENTS:
        members = [case for case in all_cases if case.component == name]
        out.append(f'<section id="{name.lower()}">\n<h2>{name}</h2>\n<p>{html.escape(blurb)}</p>\n'
                   '<div class="grid">\n')
        for case in members:
            width, height = svg_size(svgs[case.slug])
            caption = html.escape(case.caption)
            out.append(
                f'<figure id="{case.slug}">\n'
                f'<a href="{case.slug}.png"><img src="{case.slug}.svg" width="{width}" height="{height}" '
                f'alt="{caption}"></a>\n'
                f'<figcaption>{caption}<br><code>{case.slug}</code> · {width} × {height} px · '
                f'<a href="{case.slug}.svg">SVG</a> · <a href="{case.slug}.png">PNG 2×</a></figcaption>\n'
                "</figure>\n")
        out.append("</div>\n</section>\n")
    out.append(_TAIL)
    return "".join(out)


_HEAD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ButtonGroup gallery</title>
<style>
body { margin: 0 auto; max-width: 1240px; padding: 24px; background: #f5f5f7; color: #1c1c1e;
       font: 15px/1.45 "DejaVu Sans", system-ui, sans-serif; }
h1 { margin: 0 0 4px; font-size: 26px; }
h2 { margin: 32px 0 4px; font-size: 20px; border-bottom: 1px solid #d1d1d6; padding-bottom: 4px; }
nav { margin: 8px 0 0; }
a { color: #1e5bd7; }
code { font: 13px "DejaVu Sans Mono", monospace; color: #3a3a3c; }
.grid { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
figure { margin: 0; padding: 12px; max-width: 100%; box-sizing: border-box; background: #ffffff;
         border: 1px solid #d1d1d6; border-radius: 10px; }
figure img { display: block; max-width: 100%; height: auto; outline: 1px dashed #e5e5ea; }
figcaption { margin-top: 8px; max-width: 420px; font-size: 13px; color: #3a3a3c; }
</style>
</head>
<body>
<h1>ButtonGroup gallery</h1>
<p>Every picture is drawn by the library itself (<code>bg_group_svg</code>, <code>bg_button_svg</code>,
<code>bg_toolbar_svg</code>; Python <code>svg()</code>) from a layout made with the built-in theme and
text measurer, at scale 2. Written by <code>make gallery</code> (scripts/gallery.py); each SVG links
to its PNG, made by librsvg's <code>rsvg-convert</code> at 2× zoom.</p>
"""

_TAIL = """<pre id="report" hidden></pre>
<script>
// The browser check of `make test-gallery` reads this: every image, loaded or not, and its natural size.
window.addEventListener("load", function () {
  var images = Array.prototype.map.call(document.images, function (img) {
    return { src: img.getAttribute("src"), complete: img.complete,
             naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight };
  });
  document.getElementById("report").textContent = JSON.stringify({
    images: images, width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight
  });
});
</script>
</body>
</html>
"""


# ------------------------------------------------------------------------------- writing


def rsvg_convert() -> str:
    """The rsvg-convert binary (``RSVG_CONVERT`` or on PATH), or exit naming the package."""
    name = os.environ.get("RSVG_CONVERT", "rsvg-convert")
    found = shutil.which(name)
    if found is None:
        sys.exit(f"gallery: {name} not found: install librsvg2-bin (apt-get install librsvg2-bin), "
                 "or set RSVG_CONVERT")
    return found


def render_png(converter: str, svg_path: Path, png_path: Path) -> None:
    tmp = png_path.with_suffix(".png.tmp")
    subprocess.run([converter, "--zoom", str(PNG_ZOOM), "--format", "png", "--output", str(tmp), str(svg_path)],
                   check=True)
    tmp.replace(png_path)


def write_if_changed(path: Path, text: str, force: bool) -> bool:
    data = text.encode("utf-8")
    if not force and path.exists() and path.read_bytes() == data:
        return False
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return True


def write_gallery(out: Path, *, force: bool, pngs: bool = True) -> dict[str, int]:
    """Writes every case's SVG (and PNG) and index.html into ``out``; returns counts."""
    started = time.monotonic()
    out.mkdir(parents=True, exist_ok=True)
    converter = rsvg_convert() if pngs else ""
    all_cases = cases()
    svgs = render_all(all_cases)
    counts = {"cases": len(all_cases), "svg": 0, "png": 0, "removed": 0}
    for slug, svg in svgs.items():
        svg_path, png_path = out / f"{slug}.svg", out / f"{slug}.png"
        changed = write_if_changed(svg_path, svg, force)
        counts["svg"] += changed
        if pngs and (force or changed or not png_path.exists()):
            render_png(converter, svg_path, png_path)
            counts["png"] += 1
    counts["index"] = write_if_changed(out / "index.html", index_html(all_cases, svgs), force)
    stale = sorted(path for path in out.iterdir()
                   if path.suffix in (".svg", ".png") and path.stem not in svgs)
    if force:
        for path in stale:
            path.unlink()
        counts["removed"] = len(stale)
    elif stale:
        print(f"gallery: {len(stale)} files no case produces (`{RECORD_COMMAND}` deletes them): "
              + ", ".join(path.name for path in stale))
    counts["seconds"] = round(time.monotonic() - started, 1)  # type: ignore[assignment]
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("write", "record", "demo", "list"))
    parser.add_argument("--out", type=Path, help=f"output directory (default {GALLERY.relative_to(ROOT)}, "
                                                 f"for demo {DEMO.relative_to(ROOT)})")
    args = parser.parse_args(argv)
    if args.command == "list":
        for case in cases():
            print(f"{case.slug:40} {case.caption}")
        return 0
    if args.command == "demo":
        out = (args.out or DEMO).resolve()
        has_converter = shutil.which(os.environ.get("RSVG_CONVERT", "rsvg-convert")) is not None
        counts = write_gallery(out, force=False, pngs=has_converter)
        all_cases = cases()
        for name, _ in COMPONENTS:
            members = [case.slug for case in all_cases if case.component == name]
            shown = ", ".join(members[:4]) + (", ..." if len(members) > 4 else "")
            print(f"{name:26} {len(members):3} pictures: {shown}")
        print(f"gallery: {counts['cases']} pictures drawn by the library as SVG"
              + ("" if has_converter else " (no PNGs: rsvg-convert, from librsvg2-bin, is not installed)"))
        print(f"open file://{(out / 'index.html').resolve()}")
        return 0
    out = (args.out or GALLERY).resolve()
    counts = write_gallery(out, force=args.command == "record")
    where = out.relative_to(ROOT) if out.resolve().is_relative_to(ROOT) else out
    print(f"gallery: {counts['cases']} cases in {where}/: {counts['svg']} SVGs written, {counts['png']} PNGs "
          f"rendered, index.html {'written' if counts['index'] else 'unchanged'}, {counts['removed']} stale files "
          f"removed ({counts['seconds']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
