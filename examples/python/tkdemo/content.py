"""What the demo shows: the items, configurations and toolbar items of every component.

Every action reports through ``record(name)`` (the app lists what fired and shows it in the
status line); the names are the titles, so a test can say "Pay fired".
"""

from __future__ import annotations

from typing import Callable

from buttongroup import (
    BackgroundConfiguration,
    Button,
    ButtonConfiguration,
    ControlButton,
    ControlGroup,
    ControlGroupStyle,
    CornerStyle,
    Insets,
    Item,
    LabelButtonType,
    LabelStyle,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    Placement,
    ProminentType,
    Role,
    Selection,
    State,
    Strings,
    ToolbarItem,
)

Record = Callable[[str], None]
PURPLE = 0x6E3FD8FF
LAST_PAGE = 5


def group_specs(record: Record) -> list[tuple[str, str, list[Item], Parameters | None]]:
    """(name, caption, items, parameters) of each ButtonGroup, top to bottom."""
    def item(title: str, **options: object) -> Item:
        return Item(title, action=lambda: record(title), **options)  # type: ignore[arg-type]

    def prominent() -> list[Item]:
        return [item("Transfer"), item("Pay", icon="ic_info"), item("History", icon="ic_dock")]

    sheet = Strings(alert_title="More actions")
    return [
        ("more", "allRound: 4 items, 3 slots (More opens the sheet)",
         [item(t) for t in ("Pay", "Cash Advance", "Transfer", "History")], Parameters(strings=sheet)),
        ("relaxed", "prominent relaxed", prominent(),
         Parameters(layout=LayoutParameters.prominent(spacing=4, corner_style=CornerStyle.LARGE))),
        ("grouped", "prominent grouped: per-corner radii", prominent(),
         Parameters(layout=LayoutParameters.prominent(type=ProminentType.GROUPED, spacing=4,
                                                      corner_style=CornerStyle.LARGE))),
        ("width", "width policy: resize the window",
         [item(t) for t in ("Pay", "Top up", "Send", "Cards", "More info")],
         Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0, strings=sheet)),
        ("roles", "roles, disabled, navigation",
         [Item("Payment", icon="ic_menu", action=lambda: record("Payment"),
               navigation_action=lambda navigate: navigate("PaymentScreen")),
          item("Delete", role=Role.DANGER), item("Locked", disabled=True)], None),
    ]


def buttons(record: Record) -> list[tuple[str, Button]]:
    """(name, button) of the configuration-based buttons: two theme styles, an activity
    indicator, a disabled one, and a toggle whose own provider draws the selected state."""
    styled = ButtonConfiguration(title="Pay now", image="house.circle.fill")
    filled = Button(styled, "primaryFilled", action=lambda: record("Pay now"))
    outline = Button(ButtonConfiguration(title="Details", subtitle="2 new"), "primaryOutline",
                     action=lambda: record("Details"))
    busy = Button(ButtonConfiguration(
        title="Saving", shows_activity_indicator=True, image_padding=8, content_insets=Insets(10, 16, 10, 16),
        background=BackgroundConfiguration(fill_color=0xEEF3FDFF, corner_style=CornerStyle.MEDIUM)),
        action=lambda: record("Saving"))
    disabled = Button(ButtonConfiguration(title="Disabled"), "primaryFilled", action=lambda: record("Disabled"))
    disabled.enabled = False
    return [("filled", filled), ("outline", outline), ("busy", busy), ("disabled", disabled),
            ("toggle", toggle_button(record))]


def toggle_button(record: Record) -> Button:
    """"Follow" / "Following": a Python provider restyles the selected state, then chains to the
    plain provider (which dims it while pressed); the action flips ``selected``."""
    base = ButtonConfiguration(
        title="Follow", image="plus", image_padding=6, content_insets=Insets(10, 18, 10, 18),
        foreground_color=PURPLE,
        background=BackgroundConfiguration(stroke_color=PURPLE, stroke_width=1.5, corner_style=CornerStyle.CAPSULE))
    button = Button(base)

    def provider(configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
        if state & State.SELECTED:
            configuration = configuration.replace(title="Following", image="checkmark", foreground_color=0xFFFFFFFF)
            configuration = configuration.replace_background(fill_color=PURPLE)
        return button.plain_update(configuration, state)

    def toggle() -> None:
        button.selected = not button.selected
        record("Follow")

    button.provider = provider
    button.action = toggle
    return button


def label_buttons(record: Record) -> list[tuple[str, Button]]:
    """The ButtonWithLabel presets, as navigation-bar items."""
    return [("info", Button.with_label(LabelButtonType.INFO).with_action(lambda: record("Info"))),
            ("alert", Button.with_label(LabelButtonType.ALERT).with_action(lambda: record("Alert")))]


class ToolbarContent:
    """A document's toolbar: Back / Forward (a page counter), an Arrange menu, Zoom segments and
    a Format palette whose Bold / Italic toggle. ``changed`` is called when the state behind
    the items changed (the view then gives the toolbar new items)."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.page = 1
        self.bold, self.italic = True, False
        self.changed: Callable[[], None] = lambda: None

    def items(self) -> list[ToolbarItem]:
        return [self.history(), self.arrange(), self.zoom(), self.format()]

    def act(self, title: str, change: Callable[[], None] | None = None) -> Callable[[], None]:
        def fire() -> None:
            self.record(title)
            if change is not None:
                change()
                self.changed()
        return fire

    def turn(self, step: int) -> None:
        self.page += step

    def history(self) -> ToolbarItem:
        return ToolbarItem(ControlGroup("History", buttons=[
            ControlButton("Back", "chevron.backward", disabled=self.page == 1, action=self.act("Back", lambda: self.turn(-1))),
            ControlButton("Forward", "chevron.forward", disabled=self.page == LAST_PAGE,
                          action=self.act("Forward", lambda: self.turn(+1))),
        ]), Placement.NAVIGATION)

    def arrange(self) -> ToolbarItem:
        return ToolbarItem(ControlGroup("Arrange", "square.on.square", [
            ControlButton(title, action=self.act(title)) for title in ("Bring to Front", "Send to Back", "Align Left")
        ], style=ControlGroupStyle.MENU, label_style=LabelStyle.TITLE_AND_ICON))  # automatic: the icon alone

    def zoom(self) -> ToolbarItem:
        return ToolbarItem(ControlGroup("Zoom", "magnifyingglass", [
            ControlButton("Zoom Out", "minus.magnifyingglass", action=self.act("Zoom Out")),
            ControlButton("Zoom In", "plus.magnifyingglass", action=self.act("Zoom In")),
        ], label_style=LabelStyle.TITLE_AND_ICON))

    def format(self) -> ToolbarItem:
        def flip(name: str) -> Callable[[], None]:
            return lambda: setattr(self, name, not getattr(self, name))
        return ToolbarItem(ControlGroup("Format", "bold", [
            ControlButton("Bold", "bold", selection=Selection.ON if self.bold else Selection.OFF,
                          action=self.act("Bold", flip("bold"))),
            ControlButton("Italic", "italic", selection=Selection.ON if self.italic else Selection.OFF,
                          action=self.act("Italic", flip("italic"))),
        ], style=ControlGroupStyle.PALETTE))
