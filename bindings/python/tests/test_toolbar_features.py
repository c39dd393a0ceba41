"""A whole control group disabled (``ControlGroup(disabled=True)``), the automatic label style of a
menu-style group (the icon alone in a toolbar, title and icon in content), the palette (natural
width in content, a row of icons in the overflow menu), the compact menu style and the control
size."""

from __future__ import annotations

from buttongroup import (
    A11yRole, ControlButton, ControlGroup, ControlGroupStyle, ControlGroupView, ControlMenu, ControlSize,
    ControlTargetKind, FocusMove, InvalidArgumentError, LabelStyle, State, StateError, Toolbar,
)

import pytest


def zoom(fired: list[str], **options: object) -> ControlGroup:
    return ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass", action=lambda: fired.append("out")),
        ControlButton("Zoom In", "plus.magnifyingglass", action=lambda: fired.append("in")),
    ], **options)  # type: ignore[arg-type]


def test_a_disabled_group_is_dimmed_not_hit_not_focused_not_enabled() -> None:
    fired: list[str] = []
    edit = ControlGroup("Edit", buttons=[ControlButton("Cut", "scissors", action=lambda: fired.append("cut"))])
    with Toolbar([zoom(fired, disabled=True), edit]) as toolbar:
        layout = toolbar.layout(400)
        assert [State.DISABLED in cell.state for cell in layout.cells] == [True, True, False]
        assert [n.enabled for n in layout.accessibility if n.role is A11yRole.BUTTON] == [False, False, True]
        assert toolbar.tap(*layout.cells[0].frame.center) is None
        focused = toolbar.focus(FocusMove.FIRST)
        assert focused is not None and (focused.kind, focused.item) == (ControlTargetKind.BUTTON, 1)
        toolbar.activate_focused()
    assert fired == ["cut"]
    with Toolbar([zoom(fired)]) as enabled:
        assert enabled.layout(400).cells[0].foreground_color != layout.cells[0].foreground_color


def test_a_disabled_group_in_menus() -> None:
    menus: list[ControlMenu] = []
    fired: list[str] = []
    with Toolbar([zoom(fired, disabled=True)], on_menu=menus.append) as toolbar:
        toolbar.tap(*toolbar.layout(40).overflow_button.center)  # type: ignore[union-attr]
        assert [entry.disabled for entry in menus[0].entries] == [True, True, True]
        with pytest.raises(StateError, match="disabled"):
            toolbar.choose_menu_entry(1)
    with Toolbar([zoom(fired, disabled=True, style=ControlGroupStyle.MENU)], on_menu=menus.append) as toolbar:
        cell = toolbar.layout(400).cells[0]
        assert State.DISABLED in cell.state and toolbar.tap(*cell.frame.center) is None
    assert len(menus) == 1 and fired == []


def test_a_menus_automatic_label_style_is_the_icon_in_a_toolbar() -> None:
    fired: list[str] = []
    menu = zoom(fired, style=ControlGroupStyle.MENU)
    with Toolbar([menu]) as toolbar:
        layout = toolbar.layout(300)
        assert (layout.cells[0].title, layout.cells[0].image) == (None, "magnifyingglass")
        assert layout.groups[0].label_style is LabelStyle.ICON_ONLY and layout.accessibility[1].label == "Zoom"
    with ControlGroupView(menu) as view:
        assert view.layout(300).cells[0].title == "Zoom"
    with Toolbar([ControlGroup("Zoom", None, menu.buttons, style=ControlGroupStyle.MENU)]) as toolbar:
        assert toolbar.layout(300).cells[0].title == "Zoom"  # no icon: the title


def test_a_palette_keeps_its_natural_width_in_content() -> None:
    palette = ControlGroup("Insert", None, [ControlButton("Photo", "photo"), ControlButton("Info", "info")],
                           style=ControlGroupStyle.PALETTE)
    with ControlGroupView(palette) as view:
        wide, narrow = view.layout(600), view.layout(300)
        assert wide.groups[0].frame.width == narrow.groups[0].frame.width < 100
        assert wide.groups[0].frame.width == sum(cell.frame.width for cell in wide.cells)


def test_a_palette_in_the_overflow_menu_is_a_row_of_icons() -> None:
    menus: list[ControlMenu] = []
    fired: list[str] = []
    palette = ControlGroup("Insert", None, [ControlButton("Photo", "photo", action=lambda: fired.append("photo")),
                                            ControlButton("Info", "info")], style=ControlGroupStyle.PALETTE)
    with Toolbar([palette, zoom(fired)], on_menu=menus.append) as toolbar:
        toolbar.tap(*toolbar.layout(40).overflow_button.center)  # type: ignore[union-attr]
        (menu,) = menus
        assert [(e.title, e.parent, e.palette) for e in menu.entries] == [
            ("Insert", None, True), ("Photo", 0, False), ("Info", 0, False),
            ("Zoom", None, False), ("Zoom Out", 3, False), ("Zoom In", 3, False)]
        toolbar.choose_menu_entry(1)
    assert fired == ["photo"]


def test_a_compact_menu_is_one_button_presenting_a_compact_menu() -> None:
    menus: list[ControlMenu] = []
    fired: list[str] = []
    with Toolbar([zoom(fired, style=ControlGroupStyle.COMPACT_MENU)], on_menu=menus.append) as toolbar:
        layout = toolbar.layout(300)
        (cell,) = layout.cells
        assert layout.groups[0].style is ControlGroupStyle.COMPACT_MENU and layout.groups[0].menu_indicator_frame
        assert toolbar.tap(*cell.frame.center) is not None
        assert menus[0].compact and not menus[0].is_overflow
        assert [e.title for e in menus[0].entries] == ["Zoom Out", "Zoom In"]
        toolbar.choose_menu_entry(1)
        toolbar.tap(*toolbar.layout(40).overflow_button.center)  # type: ignore[union-attr]
        assert not menus[1].compact and menus[1].entries[0].is_submenu and not menus[1].entries[0].palette
        toolbar.dismiss_menu()
    assert fired == ["in"]


def test_the_control_size_scales_the_groups() -> None:
    fired: list[str] = []
    heights = []
    with ControlGroupView(zoom(fired)) as view:
        assert view.control_size is ControlSize.REGULAR
        for size in ControlSize:
            view.control_size = size
            heights.append(view.layout(400).groups[0].frame.height)
        assert heights == sorted(heights) and len(set(heights)) == len(heights)
        with pytest.raises(InvalidArgumentError):
            view.control_size = 9  # type: ignore[assignment]
        assert view.control_size is ControlSize.EXTRA_LARGE
    with Toolbar([zoom(fired)], control_size=ControlSize.MINI) as toolbar:
        assert toolbar.control_size is ControlSize.MINI
        assert toolbar.layout(400).groups[0].frame.height == heights[0]
