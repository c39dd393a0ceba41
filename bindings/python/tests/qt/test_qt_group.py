"""ButtonGroupWidget: pixels at three widths, pointer and keys through the library, the More
sheet as a QMenu, accessibility, size hints."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QHBoxLayout, QMenu, QWidget

import buttongroup as bg
from buttongroup.qt import ButtonGroupWidget
from .qt_helpers import assert_pixel, focus_window, mouse, over, padding_point, point, show

TITLES = ("Pay", "Cash Advance", "Transfer", "History", "Cards")


def make(fired: list[str], **parameters: object) -> ButtonGroupWidget:
    items = [bg.Item(title, action=lambda title=title: fired.append(title)) for title in TITLES]
    return ButtonGroupWidget(items, bg.Parameters(**parameters) if parameters else None)  # type: ignore[arg-type]


def centre(slot: bg.Slot) -> tuple[float, float]:
    return slot.frame.x + slot.frame.width / 2, slot.frame.y + slot.frame.height / 2


@pytest.mark.parametrize("width", [240, 380, 620])
def test_each_slot_is_painted_in_its_role_colour_with_the_background_between(app: QApplication, width: int) -> None:
    widget = make([])
    image = show(widget, width)
    layout = widget.layout_result
    assert layout is not None and layout.size.width == pytest.approx(width, abs=1)
    window = widget.palette().window().color()
    for slot in layout.slots:
        colors = widget.theme.button_colors(slot.role, slot.state)
        x, y = padding_point(slot.frame, [slot.title_frame, slot.icon_frame])
        assert_pixel(image, x, y, over(colors.background, window), f"slot {slot.title or 'More'} at width {width}")
    for left, right in zip(layout.slots, layout.slots[1:]):
        gap = right.frame.x - left.frame.max_x
        assert gap >= 2, "the theme spaces the slots"
        assert_pixel(image, left.frame.max_x + gap / 2, left.frame.y + left.frame.height / 2, window, "between slots")
    widget.close()


def test_a_click_fires_the_slot_s_item_and_a_drag_off_it_fires_nothing(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired)
    show(widget, 380)
    first = widget.layout_result.slots[0]
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(*centre(first)))
    assert fired == ["Pay"]
    x, y = centre(first)
    mouse(widget, QEvent.Type.MouseButtonPress, x, y, True)
    assert widget.layout_result.slots[0].state & bg.State.HIGHLIGHTED, "pressed: drawn highlighted"
    image = widget.grab().toImage()
    pressed = widget.theme.button_colors(first.role, bg.State.HIGHLIGHTED).background
    px, py = padding_point(first.frame, [first.title_frame])
    assert_pixel(image, px, py, over(pressed, widget.palette().window().color()), "the pressed slot")
    mouse(widget, QEvent.Type.MouseMove, x, y + 200, True)
    assert not widget.layout_result.slots[0].state & bg.State.HIGHLIGHTED, "dragged off: released"
    mouse(widget, QEvent.Type.MouseButtonRelease, x, y + 200, False)
    assert fired == ["Pay"], "a release outside fires nothing"
    widget.close()


def test_tab_arrows_and_return_go_through_the_focus_rules(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired)
    show(widget, 380)
    focus_window(widget)
    assert not any(slot.state & bg.State.FOCUSED for slot in widget.layout_result.slots)
    QTest.keyClick(widget, Qt.Key.Key_Tab)
    assert widget.layout_result.slots[0].state & bg.State.FOCUSED
    QTest.keyClick(widget, Qt.Key.Key_Right)
    assert widget.layout_result.slots[1].state & bg.State.FOCUSED
    QTest.keyClick(widget, Qt.Key.Key_Return)
    assert fired == ["Cash Advance"]
    widget.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    QTest.keyClick(widget, Qt.Key.Key_Left)  # right to left: Left goes on in reading order
    assert widget.layout_result.slots[2].state & bg.State.FOCUSED
    QTest.keyClick(widget, Qt.Key.Key_Escape)
    assert not any(slot.state & bg.State.FOCUSED for slot in widget.layout_result.slots)
    widget.close()


def test_more_opens_the_sheet_as_a_menu_and_an_entry_fires_its_item(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired, overflow_policy=bg.OverflowPolicy.WIDTH, max_visible=0)
    show(widget, 300)
    layout = widget.layout_result
    overflowed = [TITLES[index] for index in layout.overflow_items]
    assert overflowed, "300 points hold fewer than five items"
    assert [slot.title for slot in layout.slots if slot.kind is bg.SlotKind.ITEM] == \
        [title for title in TITLES if title not in overflowed]
    more = layout.more_slot
    assert more is not None
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(*centre(more)))
    menu = widget.menu
    assert isinstance(menu, QMenu) and menu.isVisible()
    entries = [action for action in menu.actions() if not action.isSeparator() and action.text()]
    assert [action.text() for action in entries[:-1]] == overflowed, "the overflowed items, in order"
    entries[len(overflowed) - 1].trigger()
    QApplication.processEvents()
    assert fired == [overflowed[-1]]
    assert widget.menu is None
    widget.close()


def test_closing_the_sheet_dismisses_it_and_more_presents_it_again(app: QApplication) -> None:
    widget = make([])
    show(widget, 380)
    more = widget.layout_result.more_slot
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(*centre(more)))
    first = widget.menu
    assert first is not None
    first.close()
    QApplication.processEvents()
    QApplication.processEvents()
    assert widget.menu is None
    with pytest.raises(bg.StateError):
        widget.group.dismiss_sheet()  # the widget dismissed it already
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(*centre(more)))
    assert widget.menu is not None and widget.menu is not first
    widget.close()


def test_every_slot_has_an_accessible_button_that_presses_it(app: QApplication) -> None:
    fired: list[str] = []
    widget = make(fired)
    show(widget, 380)
    nodes = widget.layout_result.accessibility
    proxies = widget.accessible_buttons()
    assert [proxy.accessibleName() for proxy in proxies] == [node.label for node in nodes]
    assert proxies[-1].accessibleDescription() == f"menu button, {len(nodes)} of {len(nodes)}"
    assert proxies[0].geometry().center().x() == pytest.approx(nodes[0].frame.center[0], abs=1)
    proxies[0].click()
    assert fired == ["Pay"]
    tree = QAccessible.queryAccessibleInterface(widget)  # what a screen reader is given
    children = [tree.child(index) for index in range(tree.childCount())]
    assert [child.text(QAccessible.Text.Name) for child in children] == [node.label for node in nodes]
    assert all(child.role() == QAccessible.Role.Button for child in children)
    children[1].actionInterface().doAction("Press")  # Qt animates the click: it lands later
    for _ in range(40):
        if len(fired) == 2:
            break
        QTest.qWait(25)
    assert fired == ["Pay", "Cash Advance"], "the screen reader's Press runs the item's action"
    widget.close()


def test_size_hints_come_from_the_breakpoints_and_work_in_a_layout(app: QApplication) -> None:
    widget = make([], overflow_policy=bg.OverflowPolicy.WIDTH, max_visible=0)
    hint = widget.sizeHint()
    moves_out = max(point.moves_out for point in widget.group.breakpoints())
    assert hint.width() == pytest.approx(moves_out, abs=1)
    container = QWidget()
    row = QHBoxLayout(container)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(widget)
    container.resize(hint.width() + 10, 100)
    container.show()
    QApplication.processEvents()
    assert widget.width() >= hint.width()
    assert list(widget.layout_result.overflow_items) == [], "at its size hint nothing overflows"
    assert widget.height() == hint.height() == round(widget.layout_result.size.height)
    container.resize(220, 100)
    QApplication.processEvents()
    assert widget.layout_result.overflow_items, "narrowed by the layout: items overflow"
    container.close()


def test_shown_first_at_a_width_between_a_breakpoint_s_two_edges_the_item_stays_on_the_bar(
        app: QApplication) -> None:
    widget = make([], overflow_policy=bg.OverflowPolicy.WIDTH, max_visible=0)
    widest = max(widget.group.breakpoints(), key=lambda point: point.moves_out)
    assert widest.moves_in < widest.moves_out
    show(widget, int(widest.moves_in) + 1)  # below moves_out: a first layout keeps it on the bar
    assert widest.item not in widget.layout_result.overflow_items
    widget.close()
