"""``Item``: one button of a group (a banking design system's ``ButtonGroup.Configuration``)."""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from typing import Any, Callable

from ..enums import Role

__all__ = ["Item"]


@dataclass(frozen=True, init=False)
class Item:
    """One button of a ``ButtonGroup``, e.g. ``Item("Pay", icon="ic_info", action=lambda: print("Pay
    tapped"))`` or ``Item("Make a Payment", navigation_action=lambda nav: nav.push(PaymentScreen()))``.

    Attributes:
        title: the button text (may be ""); truncated with "…" in the layout when it does not
            fit, kept whole for accessibility.
        icon: an icon name the host knows how to draw, or None.
        accessibility_label: what a screen reader says; None reads the title.
        accessibility_identifier: a testing identifier, or None.
        role: the button style (token group ``color/button/<role>``); AUTOMATIC makes the
            prominent slot primary and every other slot secondary.
        disabled: shown disabled; never fires, cannot take focus.
        action: called with no arguments when the button is activated (tap, pointer up
            inside, keyboard, or chosen from the More sheet).
        navigation_action: called with the host's navigation context (any object) through
            ``ButtonGroup.run_navigation``; activating an item that has one calls the group's
            ``on_navigate`` after ``action``.

    A group checks an item when it takes it, naming the field (``items[2].title``). An item
    copies and pickles as the value it is (callables permitting).
    """

    title: str
    _: KW_ONLY
    icon: str | None = None
    accessibility_label: str | None = None
    accessibility_identifier: str | None = None
    role: Role = Role.AUTOMATIC
    disabled: bool = False
    action: Callable[[], Any] | None = None
    navigation_action: Callable[[Any], Any] | None = None

    def __init__(
        self,
        title: str,
        *,
        icon: str | None = None,
        accessibility_label: str | None = None,
        accessibility_identifier: str | None = None,
        role: Role = Role.AUTOMATIC,
        disabled: bool = False,
        action: Callable[[], Any] | None = None,
        navigation_action: Callable[[Any], Any] | None = None,
    ) -> None:
        """An item; every argument but ``title`` by keyword."""
        # Stored straight into the instance dict: a frozen dataclass's own __init__ sets each
        # field through object.__setattr__, three times slower, and a host makes many items.
        fields = self.__dict__
        fields["title"] = title
        fields["icon"] = icon
        fields["accessibility_label"] = accessibility_label
        fields["accessibility_identifier"] = accessibility_identifier
        fields["role"] = role
        fields["disabled"] = disabled
        fields["action"] = action
        fields["navigation_action"] = navigation_action
