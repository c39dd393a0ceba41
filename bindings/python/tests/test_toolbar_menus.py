"""Toolbar menus (a menu-style group's, the overflow menu) presented through ``on_menu`` and
chosen from, and the diagnostics a layout reports."""

from __future__ import annotations

import pytest

from buttongroup import (
    A11yRole,
    ControlButton,
    ControlGroup,
    ControlGroupStyle,
    ControlMenu,
    ControlTarget,
    ControlTargetKind,
    DiagnosticKind,
    Selection,
    StateError,
    Toolbar,
    ToolbarItem,
)


def zoom(fired: list[str]) -> ControlGroup:
    """The seed's zoom group."""
    return ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass", action=lambda: fired.append("out")),
        ControlButton("Zoom In", "plus.magnifyingglass", action=lambda: fired.append("in")),
    ])


def icons(name: str, count: int = 2) -> ControlGroup:
    """A labelled group of ``count`` icon buttons."""
    return ControlGroup(name, f"{name}.icon", [ControlButton(f"{name} {i}", f"{name}.{i}") for i in range(count)])


def test_a_menu_style_group_presents_its_menu_and_choosing_fires_the_action() -> None:
    fired: list[str] = []
    menus: list[ControlMenu] = []
    arrange = ControlGroup("Arrange", "square.grid.2x2", [
        ControlButton(title, action=lambda title=title: fired.append(title)) for title in ("Front", "Back", "Align")
    ], style=ControlGroupStyle.MENU)
    with Toolbar([arrange], on_menu=menus.append) as toolbar:
        layout = toolbar.layout(400)
        (cell,) = layout.cells
        assert (cell.button, cell.title, cell.image) == (None, None, "square.grid.2x2")  # a toolbar: the icon
        assert layout.groups[0].menu_indicator_frame is not None and layout.menu_indicator == "chevron.down"
        assert [(n.role, n.label, n.count) for n in layout.accessibility] == [
            (A11yRole.GROUP, "Arrange", 1), (A11yRole.MENU_BUTTON, "Arrange", 1)]  # one cell
        assert toolbar.tap(*cell.frame.center) == ControlTarget(ControlTargetKind.MENU, 0)
        (menu,) = menus
        assert (menu.is_overflow, menu.item) == (False, 0)
        assert [(e.title, e.item, e.button, e.parent) for e in menu.entries] == [
            ("Front", 0, 0, None), ("Back", 0, 1, None), ("Align", 0, 2, None)]
        toolbar.choose_menu_entry(2)
        assert fired == ["Align"]
        with pytest.raises(StateError, match="no menu is presented"):
            toolbar.choose_menu_entry(0)


def test_a_disabled_entry_is_refused_and_the_menu_stays() -> None:
    fired: list[str] = []
    group = ControlGroup("Edit", buttons=[ControlButton("Cut", disabled=True, action=lambda: fired.append("cut")),
                                          ControlButton("Copy", action=lambda: fired.append("copy"))],
                         style=ControlGroupStyle.MENU)
    menus: list[ControlMenu] = []
    with Toolbar([group], on_menu=menus.append) as toolbar:
        toolbar.tap(*toolbar.layout(300).cells[0].frame.center)
        assert [entry.disabled for entry in menus[0].entries] == [True, False]
        with pytest.raises(StateError, match="entry 0 is disabled"):
            toolbar.choose_menu_entry(0)
        toolbar.choose_menu_entry(1)  # still presented
    assert fired == ["copy"]


def test_the_overflow_menu_lists_each_labeled_group_as_a_submenu() -> None:
    fired: list[str] = []
    menus: list[ControlMenu] = []
    text = ControlGroup("Text", "textformat", [ControlButton("Bold", "bold", action=lambda: fired.append("bold")),
                                                ControlButton("Italic", "italic", disabled=True)])
    with Toolbar([zoom(fired), text], on_menu=menus.append) as toolbar:
        layout = toolbar.layout(40)
        assert layout.overflowed == (0, 1) and layout.groups == () and layout.overflow_icon == "ellipsis.circle"
        assert layout.accessibility[-1].role is A11yRole.MENU_BUTTON and layout.accessibility[-1].label == "More"
        assert toolbar.tap(*layout.overflow_button.center) == ControlTarget(ControlTargetKind.OVERFLOW)  # type: ignore[union-attr]
        (menu,) = menus
        assert menu.is_overflow and menu.item is None
        assert [(e.title, e.parent, e.item, e.button) for e in menu.entries] == [
            ("Zoom", None, 0, None), ("Zoom Out", 0, 0, 0), ("Zoom In", 0, 0, 1),
            ("Text", None, 1, None), ("Bold", 3, 1, 0), ("Italic", 3, 1, 1)]
        assert menu.children() == (0, 3) and menu.children(3) == (4, 5) and menu.entries[0].is_submenu
        assert (menu.entries[0].image, menu.entries[5].disabled) == ("magnifyingglass", True)
        with pytest.raises(StateError, match="submenu"):
            toolbar.choose_menu_entry(0)
        toolbar.choose_menu_entry(4)
    assert fired == ["bold"]


def test_a_single_button_in_the_overflow_menu_is_a_plain_entry() -> None:
    fired: list[str] = []
    menus: list[ControlMenu] = []
    share = ToolbarItem.button(ControlButton("Share", "square.and.arrow.up", action=lambda: fired.append("share")))
    pin = ControlGroup(buttons=[ControlButton("Pin", "pin", action=lambda: fired.append("pin"))])  # no label
    with Toolbar([zoom(fired), share, pin], on_menu=menus.append) as toolbar:
        layout = toolbar.layout(40)
        assert layout.overflowed == (0, 1, 2) and layout.diagnostics == ()
        toolbar.tap(*layout.overflow_button.center)  # type: ignore[union-attr]
        (menu,) = menus
        assert [(e.title, e.parent, e.item, e.button) for e in menu.entries] == [
            ("Zoom", None, 0, None), ("Zoom Out", 0, 0, 0), ("Zoom In", 0, 0, 1),
            ("Share", None, 1, 0), ("Pin", None, 2, 0)]
        assert menu.children() == (0, 3, 4) and not menu.entries[3].is_submenu
        toolbar.choose_menu_entry(4)
    assert fired == ["pin"]


def test_dismissing_a_menu_fires_nothing_and_set_items_withdraws_one() -> None:
    fired: list[str] = []
    dismissed: list[str] = []
    with Toolbar([zoom(fired)], on_menu=lambda menu: None,
                 on_menu_dismissed=lambda: dismissed.append("gone")) as toolbar:
        overflow = toolbar.layout(40).overflow_button
        assert overflow is not None
        toolbar.tap(*overflow.center)
        toolbar.dismiss_menu()
        with pytest.raises(StateError):
            toolbar.dismiss_menu()
        assert dismissed == []  # only for menus the toolbar withdraws itself
        toolbar.tap(*overflow.center)
        toolbar.set_items([zoom(fired)])
        assert dismissed == ["gone"]
        with pytest.raises(StateError, match="no menu is presented"):
            toolbar.choose_menu_entry(1)
    assert fired == []


# --------------------------------------------------------- diagnostics


def test_diagnostics_are_readable_records() -> None:
    mixed = ControlGroup("Mixed", buttons=[ControlButton("Act"), ControlButton("On", selection=Selection.ON)])
    unlabeled = ControlGroup(buttons=[ControlButton("Anonymous", "questionmark"), ControlButton("Nameless")])
    with Toolbar([icons("A"), mixed, unlabeled, icons("D")]) as toolbar:
        wide = toolbar.layout(800).diagnostics
        assert [(d.kind, d.item) for d in wide] == [(DiagnosticKind.TOO_MANY_GROUPS, None),
                                                    (DiagnosticKind.MIXED_SELECTION, 1)]
        assert "4 groups" in wide[0].message and str(wide[1]) == wide[1].message and "item 1" in str(wide[1])
        narrow = toolbar.layout(40)
        (hidden,) = [d for d in narrow.diagnostics if d.kind is DiagnosticKind.UNLABELED_OVERFLOW]
        assert hidden.item == 2 and "no label" in hidden.message and 2 in narrow.overflowed
    with Toolbar([icons("A"), icons("B"), icons("C")]) as toolbar:
        assert toolbar.layout(800).diagnostics == ()
