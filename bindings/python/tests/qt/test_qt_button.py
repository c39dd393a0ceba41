"""ButtonWidget: a configuration-based button and a ButtonWithLabel, painted from their ButtonView
at three widths, pressed and focused through the library, announced to accessibility tools."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

import buttongroup as bg
from buttongroup.qt import ButtonWidget
from .qt_helpers import assert_pixel, focus_window, mouse, over, padding_point, point, show


def filled(fired: list[str]) -> ButtonWidget:
    configuration = bg.ButtonConfiguration(title="Pay now", image="house.circle.fill")
    return ButtonWidget(bg.Button(configuration, "primaryFilled", action=lambda: fired.append("Pay now")))


def centre(widget: ButtonWidget) -> tuple[float, float]:
    assert widget.view is not None
    bounds = widget.frame_in_widget(widget.view.bounds)
    return bounds.center().x(), bounds.center().y()


@pytest.mark.parametrize("width", [300, 150, 90])
def test_the_fill_is_painted_where_the_view_puts_it_and_the_window_around_it(app: QApplication, width: int) -> None:
    widget = filled([])
    fits = widget.button.size_that_fits()
    image = show(widget, width, round(fits.height) + 20)
    view = widget.view
    assert view is not None and view.fill_color is not None and view.background is not None
    assert view.bounds.width == pytest.approx(min(fits.width, width), abs=0.5), "narrowed to the room there is"
    origin = widget.origin
    frame = view.background.frame
    x, y = padding_point(frame, [view.image_frame, view.title_frame])
    window = widget.palette().window().color()
    assert_pixel(image, x + origin.x(), y + origin.y(), over(view.fill_color, window), f"the fill at width {width}")
    assert_pixel(image, x + origin.x(), origin.y() - 5, window, "above the button")
    if view.bounds.width + 10 < width:
        assert_pixel(image, view.bounds.max_x + origin.x() + 5, y + origin.y(), window, "after the button")
    widget.close()


def test_a_click_fires_the_action_and_a_drag_off_does_not(app: QApplication) -> None:
    fired: list[str] = []
    widget = filled(fired)
    show(widget, 300, 60)
    x, y = centre(widget)
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point(x, y))
    assert fired == ["Pay now"]
    mouse(widget, QEvent.Type.MouseButtonPress, x, y, True)
    assert widget.view is not None and widget.view.state & bg.State.HIGHLIGHTED
    mouse(widget, QEvent.Type.MouseMove, x, y + 150, True)
    assert not widget.view.state & bg.State.HIGHLIGHTED
    mouse(widget, QEvent.Type.MouseButtonRelease, x, y + 150, False)
    assert fired == ["Pay now"]
    widget.close()


def test_tab_focuses_it_and_space_and_return_press_it(app: QApplication) -> None:
    fired: list[str] = []
    widget = filled(fired)
    show(widget, 300, 60)
    focus_window(widget)
    QTest.keyClick(widget, Qt.Key.Key_Tab)
    assert widget.view is not None and widget.view.state & bg.State.FOCUSED
    QTest.keyClick(widget, Qt.Key.Key_Space)
    QTest.keyClick(widget, Qt.Key.Key_Return)
    assert fired == ["Pay now", "Pay now"]
    widget.button.enabled = False  # the widget hears of it through on_updated
    QApplication.processEvents()
    assert widget.view.state & bg.State.DISABLED
    QTest.keyClick(widget, Qt.Key.Key_Return)
    assert fired == ["Pay now", "Pay now"], "a disabled button fires nothing"
    widget.close()


@pytest.mark.parametrize("width", [200, 90, 60])
def test_a_label_button_paints_its_label_background_and_is_announced(app: QApplication, width: int) -> None:
    fired: list[str] = []
    button = bg.Button.with_label(bg.LabelButtonType.INFO).with_action(lambda: fired.append("info"))
    widget = ButtonWidget(button)
    image = show(widget, width, 50)
    view = widget.view
    assert view is not None and view.label_background_frame is not None and view.label_background_color is not None
    label = view.label_background_frame
    assert view.bounds.width <= width
    x, y = label.x + 3 + widget.origin.x(), label.y + label.height / 2 + widget.origin.y()
    window = widget.palette().window().color()
    assert_pixel(image, x, y, over(view.label_background_color, window), f"label background at width {width}")
    if view.bounds.width + 4 <= width:
        assert_pixel(image, view.bounds.max_x + widget.origin.x() + 2, y, window, "after the button")
    accessibility = button.accessibility
    assert widget.accessibleName() == accessibility.label != ""
    [proxy] = widget.accessible_buttons()
    assert proxy.accessibleName() == accessibility.label
    proxy.click()
    assert fired == ["info"]
    widget.close()


def test_the_size_hint_is_the_size_that_fits(app: QApplication) -> None:
    widget = filled([])
    fits = widget.button.size_that_fits()
    hint = widget.sizeHint()
    assert (hint.width(), hint.height()) == (pytest.approx(fits.width, abs=1), pytest.approx(fits.height, abs=1))
    assert widget.minimumSizeHint().height() == hint.height()
