"""ToolbarWidget: groups painted at three widths, cells pressed and focused through the library,
menu-style groups and the overflow as QMenus whose entries fire the buttons' actions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

import buttongroup as bg
from buttongroup.qt import ToolbarWidget
from buttongroup.qt.toolbar import BAR_COLOR, JOINED
from .qt_helpers import assert_pixel, focus_window, mouse, over, padding_point, point, show

GROUPS = ("History", "Arrange", "Zoom", "Format")


def make(fired: list[str]) -> ToolbarWidget:
    def button(title: str, image: str | None = None, **options: object) -> bg.ControlButton:
        return bg.ControlButton(title, image, action=lambda: fired.append(title), **options)  # type: ignore[arg-type]
    return ToolbarWidget([
        bg.ToolbarItem(bg.ControlGroup("History", buttons=[button("Back", "chevron.backward"),
                                                           button("Forward", "chevron.forward")]),
                       bg.Placement.NAVIGATION),
        bg.ToolbarItem(bg.ControlGroup("Arrange", "square.on.square",
                                       [button("Bring to Front"), button("Send to Back")],
                                       style=bg.ControlGroupStyle.MENU)),
        bg.ToolbarItem(bg.ControlGroup("Zoom", "magnifyingglass", [
            button("Zoom Out", "minus.magnifyingglass"), button("Zoom In", "plus.magnifyingglass")],
            label_style=bg.LabelStyle.TITLE_AND_ICON)),
        bg.ToolbarItem(bg.ControlGroup("Format", "bold", [
            button("Bold", "bold", selection=bg.Selection.ON), button("Italic", "italic", selection=bg.Selection.OFF)],
            style=bg.ControlGroupStyle.PALETTE)),
    ])


def cell_named(widget: ToolbarWidget, title: str) -> bg.ControlCell:
    layout = widget.layout_result
    assert layout is not None
    for cell in layout.cells:
        group = widget.toolbar.items[cell.item].group
        assert group is not None
        name = group.buttons[cell.button].title if cell.button is not None else group.label
        if name == title:
            return cell
    raise AssertionError(f"no cell {title} on the bar")


def centre(rect: bg.Rect) -> tuple[float, float]:
    return rect.x + rect.width / 2, rect.y + rect.height / 2


@pytest.mark.parametrize("width", [700, 420, 220])
def test_groups_and_selected_cells_are_painted_with_the_bar_between(app: QApplication, width: int) -> None:
    widget = make([])
    image = show(widget, width)
    layout = widget.layout_result
    assert layout is not None and layout.groups
    bar = over(BAR_COLOR, QColor("white"))
    for group in layout.groups:
        backdrop = over(layout.fill_color, bar) if group.style in JOINED else bar
        for cell in layout.cells_of(group):
            expected = over(cell.fill_color, backdrop) if cell.fill_color is not None else backdrop
            content = [cell.image_frame, cell.title_frame, group.menu_indicator_frame]
            x, y = padding_point(cell.frame, content)
            assert_pixel(image, x, y, expected, f"cell {cell.item}:{cell.button} at width {width}")
    frames = sorted((group.frame for group in layout.groups), key=lambda frame: frame.x)
    for left, right in zip(frames, frames[1:]):
        if right.x - left.max_x >= 4:
            assert_pixel(image, (left.max_x + right.x) / 2, left.y + left.height / 2, bar, "between groups")
    widget.close()


def test_a_click_fires_the_cell_s_button_and_a_drag_off_fires_nothing(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired)
    show(widget, 700)
    zoom_in = cell_named(widget, "Zoom In")
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(*centre(zoom_in.frame)))
    assert fired == ["Zoom In"]
    x, y = centre(cell_named(widget, "Back").frame)
    mouse(widget, QEvent.Type.MouseButtonPress, x, y, True)
    assert cell_named(widget, "Back").state & bg.State.HIGHLIGHTED
    mouse(widget, QEvent.Type.MouseMove, x, y + 200, True)
    mouse(widget, QEvent.Type.MouseButtonRelease, x, y + 200, False)
    assert fired == ["Zoom In"]
    widget.close()


def test_tab_arrows_and_return_walk_the_cells(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired)
    show(widget, 700)
    focus_window(widget)
    QTest.keyClick(widget, Qt.Key.Key_Tab)
    assert cell_named(widget, "Back").state & bg.State.FOCUSED
    QTest.keyClick(widget, Qt.Key.Key_Right)
    assert cell_named(widget, "Forward").state & bg.State.FOCUSED
    QTest.keyClick(widget, Qt.Key.Key_Return)
    assert fired == ["Forward"]
    widget.close()


def test_a_menu_style_group_opens_its_buttons_as_a_menu(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired)
    show(widget, 700)
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(*centre(cell_named(widget, "Arrange").frame)))
    menu = widget.menu
    assert isinstance(menu, QMenu) and menu.isVisible()
    assert [action.text() for action in menu.actions()] == ["Bring to Front", "Send to Back"]
    menu.actions()[1].trigger()
    assert fired == ["Send to Back"] and widget.menu is None
    widget.close()


def test_overflow_moves_whole_groups_into_the_menu_and_an_entry_fires(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired)
    show(widget, 220)
    layout = widget.layout_result
    assert layout is not None and layout.overflow_button is not None
    overflowed = [GROUPS[index] for index in layout.overflowed]
    shown = [GROUPS[group.item] for group in layout.groups]
    assert overflowed and set(overflowed).isdisjoint(shown) and set(overflowed) | set(shown) == set(GROUPS)
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(*centre(layout.overflow_button)))
    menu = widget.menu
    assert isinstance(menu, QMenu) and menu.objectName() == "buttongroup-overflow-menu"
    submenus = {action.text(): action.menu() for action in menu.actions() if action.menu() is not None}
    assert sorted(submenus) == sorted(overflowed), "each overflowed group is a submenu"
    last = overflowed[-1]
    entries: list[QAction] = submenus[last].actions()  # type: ignore[union-attr]
    group = widget.toolbar.items[GROUPS.index(last)].group
    assert group is not None
    assert [entry.text() for entry in entries] == [button.title for button in group.buttons]
    entries[0].trigger()
    assert fired == [group.buttons[0].title]
    widget.close()


def test_closing_a_menu_dismisses_it_in_the_library(app: QApplication) -> None:
    widget = make([])
    show(widget, 700)
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(*centre(cell_named(widget, "Arrange").frame)))
    assert widget.menu is not None
    widget.menu.close()
    QApplication.processEvents()
    QApplication.processEvents()
    assert widget.menu is None
    with pytest.raises(bg.StateError):
        widget.toolbar.dismiss_menu()
    widget.close()


def test_every_button_is_announced_and_the_size_hint_holds_every_group(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired)
    show(widget, widget.sizeHint().width())
    layout = widget.layout_result
    assert layout is not None and layout.overflowed == () and layout.overflow_button is None
    names = [proxy.accessibleName() for proxy in widget.accessible_buttons()]
    assert names == [node.label for node in layout.accessibility if node.role is not bg.A11yRole.GROUP]
    assert "Zoom In" in names
    proxy = widget.accessible_buttons()[names.index("Zoom In")]
    assert proxy.accessibleDescription().startswith("button, Zoom, ")
    proxy.click()
    assert fired == ["Zoom In"]
    assert widget.height() == widget.sizeHint().height() == round(layout.size.height)
    widget.close()


def test_the_overflow_button_takes_focus_and_return_opens_its_menu_from_the_trailing_edge(
        app: QApplication) -> None:
    widget = make([])
    widget.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    widget.move(400, 200)  # room on the screen at the left for the menu
    show(widget, 220)
    layout = widget.layout_result
    assert layout.overflow_button is not None
    assert layout.overflow_button.x < 110, "right to left: the overflow button at the left end"
    focus_window(widget)
    QTest.keyClick(widget, Qt.Key.Key_End)  # the last target: the overflow button
    QTest.keyClick(widget, Qt.Key.Key_Return)
    menu = widget.menu
    assert isinstance(menu, QMenu) and menu.objectName() == "buttongroup-overflow-menu"
    trailing = widget.mapToGlobal(point(layout.overflow_button.max_x, 0)).x()
    assert abs(menu.pos().x() + menu.width() - trailing) <= 2, "it hangs from the button's trailing edge"
    menu.close()
    widget.close()
