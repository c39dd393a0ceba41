"""A whole control group disabled (``ControlGroup(disabled=True)``), and the automatic label style
of a menu-style group (the icon alone in a toolbar, title and icon in content)."""

from __future__ import annotations

from buttongroup import (
    A11yRole, ControlButton, ControlGroup, ControlGroupStyle, ControlGroupView, ControlMenu, ControlTargetKind,
    FocusMove, LabelStyle, State, StateError, Toolbar,
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
