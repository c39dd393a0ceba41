"""The menus a toolbar asks its host to present (``Toolbar.on_menu``): ``ControlMenu``, ``ControlMenuEntry``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .. import _strings
from ..enums import Selection

__all__ = ["ControlMenuEntry", "ControlMenu"]


@dataclass(frozen=True)
class ControlMenuEntry:
    """One entry of a ``ControlMenu``: a button, or a submenu (an overflowed group's label).

    Attributes:
        title: the button's title, or the group's label for a submenu.
        image: the image name, or None.
        parent: the index of the submenu entry it is listed under, or None at the top.
        item: the toolbar item it comes from.
        button: the button it fires (an index into the item's group's buttons), or None for a
            submenu.
        disabled: show it disabled; choosing it is refused (``StateError``). A submenu is
            disabled when all its buttons are.
        selection: the button's ``Selection`` (show ``ON`` with a checkmark); ``MOMENTARY`` for
            a submenu.
        palette: on a palette-style group's entry in the overflow menu: show the entries under
            it as one row of icon buttons inside the menu, not as a submenu (SwiftUI's palette
            ControlGroup placed in a menu).
    """

    title: str
    image: str | None
    parent: int | None
    item: int
    button: int | None
    disabled: bool
    selection: Selection
    palette: bool = False

    @property
    def is_submenu(self) -> bool:
        """True for a submenu entry (it fires nothing; its buttons follow it)."""
        return self.button is None

    @classmethod
    def _from_c(cls, c: Any) -> ControlMenuEntry:
        """A ``bg_control_menu_entry`` as a value (its strings copied now)."""
        return cls(
            title=_strings.decode(c.title),
            image=_strings.decode_optional(c.image),
            parent=None if c.parent < 0 else c.parent,
            item=c.item_index,
            button=None if c.button_index < 0 else c.button_index,
            disabled=bool(c.disabled),
            selection=Selection(c.selection),
            palette=bool(c.palette),
        )


@dataclass(frozen=True)
class ControlMenu:
    """A menu to present: the overflow menu, or a menu-style group's menu (SwiftUI's ``Menu``).

    Show it, then call ``Toolbar.choose_menu_entry(index)`` with the index of the chosen entry
    in ``entries`` (which closes it and fires that button's action), or
    ``Toolbar.dismiss_menu()`` when the user closes it without choosing.

    Attributes:
        is_overflow: True for the overflow menu: each overflowed group is a submenu entry
            (under its label) followed by its buttons (a palette: ``palette`` set, shown as a row
            of icons); a single-button item is a plain entry, its button.
        item: the toolbar item of a menu-style group's menu, None for the overflow menu.
        entries: the entries, flat: each submenu followed by its buttons, which name it as
            their ``parent``.
        compact: a ``COMPACT_MENU``-style group's menu: present the entries compactly, as one
            row of icon buttons with small titles (SwiftUI's ``compactMenu`` style).
    """

    is_overflow: bool
    item: int | None
    entries: tuple[ControlMenuEntry, ...]
    compact: bool = False

    def children(self, parent: int | None = None) -> tuple[int, ...]:
        """The indices of the entries listed directly under entry ``parent`` (None: the top level)."""
        return tuple(index for index, entry in enumerate(self.entries) if entry.parent == parent)

    @classmethod
    def _from_c(cls, c: Any) -> ControlMenu:
        """A ``bg_control_menu`` as a value (everything copied now: the C menu is valid only
        during the present callback)."""
        return cls(
            is_overflow=bool(c.is_overflow),
            item=None if c.item_index < 0 else c.item_index,
            entries=tuple(ControlMenuEntry._from_c(c.entries[i]) for i in range(c.entry_count)),
            compact=bool(c.compact),
        )
