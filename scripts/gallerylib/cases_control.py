"""The ControlGroup cases (every style and label style, in content and in a toolbar) and the
Toolbar cases (the document reader's toolbar at and just below each breakpoint, right to left;
SwiftUI's placements on the top and bottom bars)."""

from __future__ import annotations

from functools import partial
from typing import Callable, Iterator

from buttongroup import (
    ControlButton,
    ControlContext,
    ControlGroup,
    ControlGroupStyle,
    ControlGroupView,
    ControlSize,
    Direction,
    LabelStyle,
    Placement,
    Selection,
    Toolbar,
    ToolbarItem,
)

from .case import SCALE, Case


CONTENT_WIDTH = 320.0
"""A standalone control group fills this width."""
BAR_WIDTH = 390.0
"""A toolbar holding one control group."""


def zoom_group(style: ControlGroupStyle, label_style: LabelStyle = LabelStyle.AUTOMATIC) -> ControlGroup:
    """SwiftUI's ControlGroup sample: the zoom group (control_group_zoom.py)."""
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
    ControlGroupStyle.MENU: {
        ControlContext.CONTENT: "one button showing the label, its image and a chevron",
        ControlContext.TOOLBAR: "one button showing the label's image and a chevron (label style automatic = the "
                                "icon alone, as a toolbar shows a Menu)",
    },
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
    """The ControlGroup cases: every style in both contexts, the other label styles, a selection."""
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
    yield case("palette-in-menu", "A palette in the overflow menu: with Zoom, the Insert palette overflowed; it is one "
               "entry, a row of its icon buttons, after the Zoom submenu.", palette_menu_svg)
    yield case("compact-menu-toolbar", "Style compactMenu in a toolbar: one button showing the label's icon and a "
               "chevron; its menu is compact (bg_control_menu.compact).",
               partial(control_svg, zoom_group(ControlGroupStyle.COMPACT_MENU), ControlContext.TOOLBAR))
    for size in (ControlSize.MINI, ControlSize.SMALL, ControlSize.LARGE, ControlSize.EXTRA_LARGE):
        name = size.name.lower().replace("_", "-")
        yield case(f"size-{name}-content", f"Control size {name} in content: the Zoom group (title and icon, fixed "
                   f"size) with its height, icons, title font and paddings scaled from regular.",
                   partial(sized_svg, size))
    yield case("disabled-toolbar", "A whole group disabled in a toolbar: the Zoom group dimmed (taps, focus and "
               "accessibility skip it) beside an enabled History group.", disabled_svg)


def palette_menu_svg() -> str:
    """A toolbar too narrow for the Zoom group and the Insert palette: the overflow menu drawn."""
    with Toolbar([zoom_group(ControlGroupStyle.SEGMENTED), STYLE_GROUPS[ControlGroupStyle.PALETTE]]) as toolbar:
        toolbar.layout(60, SCALE)
        return toolbar.svg(show_overflow=True)


def sized_svg(size: ControlSize) -> str:
    """The Zoom group, title and icon, at its natural width in content, drawn at ``size``."""
    group = ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass"), ControlButton("Zoom In", "plus.magnifyingglass"),
    ], label_style=LabelStyle.TITLE_AND_ICON, fixed_size=True)
    with ControlGroupView(group, control_size=size) as view:
        view.layout(CONTENT_WIDTH, SCALE)
        return view.svg()


def disabled_svg() -> str:
    """The Zoom group disabled (``ControlGroup(disabled=True)``) beside History, in a toolbar."""
    zoom = ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass"), ControlButton("Zoom In", "plus.magnifyingglass"),
    ], disabled=True)
    history = STYLE_GROUPS[ControlGroupStyle.NAVIGATION]
    with Toolbar([ToolbarItem(history, Placement.NAVIGATION), ToolbarItem(zoom)]) as toolbar:
        toolbar.layout(BAR_WIDTH, SCALE)
        return toolbar.svg()


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
    """The Toolbar cases: the reader's toolbar at and just below each breakpoint, then right to left."""
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
    yield case("placements", "Placements: Cancel, a title and Done on the top bar, a secondary action in the "
               "overflow menu (shown), the bottom bar's status centred between Back and Share.", placements_svg)
    yield case("placements-rtl", "The same placements right to left: Cancel and Back at the right end.",
               partial(placements_svg, Direction.RTL))


def placements_items() -> list[ToolbarItem]:
    """A modal's top bar (cancellation, principal, confirmation), a secondary action and a bottom
    bar with a status (examples/python/toolbar_placements.py, with icons of the picture's set)."""
    def one(title: str, image: str | None, placement: Placement) -> ToolbarItem:
        return ToolbarItem.button(ControlButton(title, image), placement)
    return [
        one("Cancel", None, Placement.CANCELLATION_ACTION), one("Inbox", None, Placement.PRINCIPAL),
        one("Done", None, Placement.CONFIRMATION_ACTION), one("Duplicate", "square.on.square", Placement.SECONDARY_ACTION),
        one("Back", "arrow.uturn.backward", Placement.BOTTOM_BAR), one("Updated just now", None, Placement.STATUS),
        one("Share", "square.and.arrow.up", Placement.BOTTOM_BAR),
    ]


def placements_svg(direction: Direction = Direction.LTR) -> str:
    """The placements' toolbar, BAR_WIDTH wide, its overflow menu drawn."""
    with Toolbar(placements_items()) as toolbar:
        toolbar.layout(BAR_WIDTH, SCALE, direction)
        return toolbar.svg(show_overflow=True)
