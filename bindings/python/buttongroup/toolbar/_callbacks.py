"""The toolbar's C callback trampolines: button actions, present menu, menu dismissed.
``set_items`` registers its items as ``group._callbacks`` says (an action gets the item's and
the button's index)."""

from __future__ import annotations

from typing import Any, Callable

from .._callbacks import Dismissals, target, trampoline
from . import _ffi
from .menu import ControlMenu

__all__ = ["PresentMenu", "MenuDismissed", "MENU_DISMISSALS", "ACTION", "PRESENT_MENU", "MENU_DISMISSED"]

PresentMenu = Callable[[ControlMenu], Any]
"""Presents a ``ControlMenu``; later call ``Toolbar.choose_menu_entry`` or ``Toolbar.dismiss_menu``."""
MenuDismissed = Callable[[], Any]
"""Takes the presented menu off the screen: the toolbar withdrew it (``set_items`` replaced its items)."""


@trampoline
def _action(user_data: int | None, toolbar: _ffi.bg_toolbar, item_index: int, button_index: int) -> None:
    group = target(user_data)[item_index].group
    action = group.buttons[button_index].action
    if action is not None:
        action()


@trampoline
def _present_menu(user_data: int | None, toolbar: _ffi.bg_toolbar, menu: Any) -> None:
    target(user_data)(ControlMenu._from_c(menu.contents))


MENU_DISMISSALS = Dismissals()
"""The menu-dismissed callbacks' errors, taken by ``set_items``."""


# The function pointers handed to C: created once, alive as long as the module.
ACTION = _ffi.bg_control_action_fn(_action)
"""The ``bg_control_action_fn`` of every button with an action."""
PRESENT_MENU = _ffi.bg_present_menu_fn(_present_menu)
"""The ``bg_present_menu_fn`` trampoline: calls ``Toolbar.on_menu``."""
MENU_DISMISSED = _ffi.bg_menu_dismissed_fn(MENU_DISMISSALS.notify)
"""The ``bg_menu_dismissed_fn`` trampoline: calls ``Toolbar.on_menu_dismissed``."""
