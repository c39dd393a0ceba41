"""The four components as Qt widgets (PySide6), in one resizable window with a right-to-left switch.

Top to bottom: a document toolbar (ToolbarWidget: navigation, a menu-style group, segments,
a palette; groups overflow into its menu as the window narrows); ButtonGroupWidgets (More and
its sheet, prominent relaxed and grouped, the width policy, roles); configuration-based
ButtonWidgets (two theme styles, busy, disabled, a toggle); ButtonWithLabel presets in a
navigation bar. Every action shows in the status line. Run it with ``make demo-qt``;
``--screenshot FILE`` saves a picture of the window and exits.
"""

from __future__ import annotations

import sys
from functools import partial
from typing import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication, QCheckBox, QHBoxLayout, QLabel, QMainWindow, QVBoxLayout, QWidget,
)

import buttongroup as bg
from buttongroup.qt import ButtonGroupWidget, ButtonWidget, ToolbarWidget

PURPLE = 0x6E3FD8FF


def toolbar_items(record: Callable[[str], None]) -> list[bg.ToolbarItem]:
    """A document's toolbar."""
    def button(title: str, image: str | None = None, **options: object) -> bg.ControlButton:
        return bg.ControlButton(title, image, action=lambda: record(title), **options)  # type: ignore[arg-type]
    return [
        bg.ToolbarItem(bg.ControlGroup("History", buttons=[
            button("Back", "chevron.backward"), button("Forward", "chevron.forward")]), bg.Placement.NAVIGATION),
        bg.ToolbarItem(bg.ControlGroup("Arrange", "square.on.square", [
            button("Bring to Front"), button("Send to Back")], style=bg.ControlGroupStyle.MENU)),
        bg.ToolbarItem(bg.ControlGroup("Zoom", "magnifyingglass", [
            button("Zoom Out", "minus.magnifyingglass"), button("Zoom In", "plus.magnifyingglass")],
            label_style=bg.LabelStyle.TITLE_AND_ICON)),
        bg.ToolbarItem(bg.ControlGroup("Share", "square.and.arrow.up", [
            button("Share", "square.and.arrow.up"), button("Info", "info")])),
    ]


def groups(record: Callable[[str], None]) -> list[tuple[str, ButtonGroupWidget]]:
    """(caption, widget) of each ButtonGroup."""
    def items(*titles: str, **options: object) -> list[bg.Item]:
        return [bg.Item(title, action=partial(record, title), **options)  # type: ignore[arg-type]
                for title in titles]
    prominent = [bg.Item("Transfer", action=lambda: record("Transfer")),
                 bg.Item("Pay", icon="ic_info", action=lambda: record("Pay")),
                 bg.Item("History", icon="ic_dock", action=lambda: record("History"))]
    sheet = bg.Strings(alert_title="More actions")
    return [
        ("4 items, 3 slots: More opens the sheet",
         ButtonGroupWidget(items("Pay", "Cash Advance", "Transfer", "History"), bg.Parameters(strings=sheet))),
        ("prominent, relaxed", ButtonGroupWidget(prominent, bg.Parameters(
            layout=bg.LayoutParameters.prominent(spacing=4, corner_style=bg.CornerStyle.LARGE)))),
        ("prominent, grouped: per-corner radii", ButtonGroupWidget(prominent, bg.Parameters(
            layout=bg.LayoutParameters.prominent(type=bg.ProminentType.GROUPED, spacing=4,
                                                 corner_style=bg.CornerStyle.LARGE)))),
        ("width policy: narrow the window", ButtonGroupWidget(
            items("Pay", "Top up", "Send", "Cards", "More info"),
            bg.Parameters(overflow_policy=bg.OverflowPolicy.WIDTH, max_visible=0, strings=sheet))),
        ("roles and a disabled item", ButtonGroupWidget(
            items("Payment") + [bg.Item("Delete", role=bg.Role.DANGER, action=lambda: record("Delete")),
                                bg.Item("Locked", disabled=True)])),
    ]


def buttons(record: Callable[[str], None]) -> list[ButtonWidget]:
    """Configuration-based buttons: two theme styles, busy, disabled, and a toggle."""
    filled = bg.Button(bg.ButtonConfiguration(title="Pay now", image="house.circle.fill"), "primaryFilled",
                       action=lambda: record("Pay now"))
    outline = bg.Button(bg.ButtonConfiguration(title="Details", subtitle="2 new"), "primaryOutline",
                        action=lambda: record("Details"))
    busy = bg.Button(bg.ButtonConfiguration(title="Saving", shows_activity_indicator=True, image_padding=8,
                                            content_insets=bg.Insets(10, 16, 10, 16)), "primaryOutline")
    disabled = bg.Button(bg.ButtonConfiguration(title="Disabled"), "primaryFilled")
    disabled.enabled = False
    follow = bg.Button(bg.ButtonConfiguration(
        title="Follow", image="plus", image_padding=6, content_insets=bg.Insets(10, 18, 10, 18),
        foreground_color=PURPLE,
        background=bg.BackgroundConfiguration(stroke_color=PURPLE, stroke_width=1.5,
                                              corner_style=bg.CornerStyle.CAPSULE)))
    widgets = [ButtonWidget(button) for button in (filled, outline, busy, disabled, follow)]

    def toggle() -> None:
        follow.selected = not follow.selected
        follow.base_configuration = follow.base_configuration.replace(
            title="Following" if follow.selected else "Follow")
        record("Follow")  # the widget lays the button out again: it hears of the change
    follow.action = toggle
    return widgets


class Gallery(QMainWindow):
    """The window; ``fired`` lists the actions that fired, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("ButtonGroup components (Qt)")
        self.fired: list[str] = []
        self.status = QLabel("Click, drag, Tab / arrows / Return, resize, switch to right to left.")
        self.rtl = QCheckBox("Right to left")
        self.rtl.toggled.connect(self.set_right_to_left)
        central = QWidget()
        column = QVBoxLayout(central)
        top = QHBoxLayout()
        top.addWidget(self.rtl)
        top.addWidget(self.status, 1)
        column.addLayout(top)
        self.toolbar = ToolbarWidget(toolbar_items(self.record))
        column.addWidget(self.toolbar)
        self.groups = groups(self.record)
        for caption, widget in self.groups:
            column.addWidget(QLabel(caption))
            column.addWidget(widget)
        column.addWidget(QLabel("ConfigurationBasedButton: styles, busy, disabled, a toggle"))
        self.buttons = buttons(self.record)
        for first, last in ((0, 2), (2, 5)):  # two rows: each button at its size that fits
            row = QHBoxLayout()
            for button in self.buttons[first:last]:
                row.addWidget(button)
            row.addStretch(1)
            column.addLayout(row)
        column.addWidget(QLabel("ButtonWithLabel in a navigation bar"))
        column.addWidget(self._navigation_bar())
        column.addStretch(1)
        self.setCentralWidget(central)

    def _navigation_bar(self) -> QWidget:
        bar = QWidget()
        bar.setObjectName("navigation-bar")
        bar.setStyleSheet("#navigation-bar { background: #D5DCE8; border-radius: 8px; }")
        row = QHBoxLayout(bar)
        row.addWidget(QLabel("Inbox"), 1)
        self.labels = [ButtonWidget(bg.Button.with_label(kind).with_action(partial(self.record, kind.name)))
                       for kind in (bg.LabelButtonType.INFO, bg.LabelButtonType.ALERT)]
        for widget in self.labels:
            widget.background = QColor(Qt.GlobalColor.transparent)  # the bar shows through
            row.addWidget(widget)
        return bar

    def record(self, name: str) -> None:
        """An action fired."""
        self.fired.append(name)
        self.status.setText(f"fired: {name}")

    def set_right_to_left(self, on: bool) -> None:
        """Lays every component out right to left (or back)."""
        QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft if on else Qt.LayoutDirection.LeftToRight)


def main(argv: list[str]) -> int:
    app = QApplication(argv)
    window = Gallery()
    window.resize(560, 670)
    window.show()
    if "--screenshot" in argv:
        path = argv[argv.index("--screenshot") + 1]
        QTimer.singleShot(200, lambda: (window.grab().save(path), app.quit()))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
