"""``ControlButton`` and ``ControlGroup``: related buttons drawn as one control (SwiftUI's
``ControlGroup``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import KW_ONLY, dataclass
from typing import Any, Callable

from ..enums import ControlGroupStyle, LabelStyle, Selection

__all__ = ["ControlButton", "ControlGroup"]


@dataclass(frozen=True)
class ControlButton:
    """One button of a ``ControlGroup``, e.g.
    ``ControlButton("Zoom In", "plus.magnifyingglass", action=lambda: zoom_by(25))``.

    Attributes:
        title: the button's title, required and non-empty: shown as the group's label style
            says, always its accessibility label and its entry in menus.
        image: an image name the host knows how to draw (a system image, an asset), or None.
        disabled: drawn disabled, not hit by taps, skipped by keyboard focus, marked in menus
            (choosing it there is refused); it never fires.
        selection: ``Selection.MOMENTARY`` (the default) acts when pressed; ``OFF`` / ``ON``
            make it a segment of a choice, drawn selected when ``ON`` (the host changes it).
        action: called with no arguments when the button fires: a tap or pointer up inside
            its cell, keyboard activation, or its entry chosen from a menu.

    A toolbar checks a button when it takes it and refuses an empty title
    (``InvalidArgumentError``) or an unknown ``selection``, naming the field
    (``items[0].group.buttons[1].title``). A button copies and pickles as the value it is
    (callables permitting).
    """

    title: str
    image: str | None = None
    _: KW_ONLY
    disabled: bool = False
    selection: Selection = Selection.MOMENTARY
    action: Callable[[], Any] | None = None


@dataclass(frozen=True)
class ControlGroup:
    """Related buttons drawn as one control: joined segments, back / forward, a menu, a palette.
    Each button keeps its own title, image, disabled flag and action; ``style`` and
    ``label_style`` change how they are drawn. SwiftUI's zoom sample::

        zoom = ControlGroup("Zoom", "magnifyingglass", [
            ControlButton("Zoom Out", "minus.magnifyingglass", action=zoom_out),
            ControlButton("Zoom In", "plus.magnifyingglass", action=zoom_in),
        ], label_style=LabelStyle.ICON_ONLY)

    Put it in a toolbar (``ToolbarItem(zoom, Placement.PRIMARY_ACTION)``, or as it is), or show
    it on its own in content with ``ControlGroupView(zoom)``.

    Attributes:
        label: the group's title: what a menu-style group's button shows, the submenu it is
            listed under in the overflow menu, and its accessibility group's label. None (or
            ""): no label; such a group of several buttons cannot be listed in the overflow menu,
            so it is hidden when it has to overflow (a ``DiagnosticKind.UNLABELED_OVERFLOW``
            diagnostic says so); a single button is listed as itself.
        image: the label's image name, or None.
        buttons: the buttons, in reading order (stored as a tuple); at least one (an empty
            group raises ``InvalidArgumentError`` when a toolbar takes it).
        style: how the buttons are drawn. ``AUTOMATIC``: navigation (icons, joined) at a
            toolbar's navigation placement, else joined segments. ``MENU``: one button showing
            the label that presents a menu of the buttons (``Toolbar.on_menu``).
        label_style: what each button shows. ``AUTOMATIC`` (SwiftUI's rule): in a toolbar the
            icon alone, for joined segments and for a menu-style group's button (as a toolbar
            shows a Menu); icons for the navigation and palette styles; the title and the icon in
            content and in a menu's entries. ``ICON_ONLY``
            falls back to the title for a button without an image, so no cell is ever blank.
            A palette always shows icons only.
        fixed_size: in content, size the group to its content instead of filling the width
            (SwiftUI's ``.fixedSize()``); no effect in a toolbar.
        disabled: the whole group disabled (SwiftUI's ``.disabled(true)`` on a ControlGroup):
            every button drawn dimmed, not hit by taps, skipped by focus, not enabled to
            accessibility and disabled in menus, whatever its own ``disabled``.
    """

    label: str | None = None
    image: str | None = None
    buttons: Sequence[ControlButton] = ()
    _: KW_ONLY
    style: ControlGroupStyle = ControlGroupStyle.AUTOMATIC
    label_style: LabelStyle = LabelStyle.AUTOMATIC
    fixed_size: bool = False
    disabled: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.buttons, tuple):
            object.__setattr__(self, "buttons", tuple(self.buttons))

    @property
    def is_labeled(self) -> bool:
        """True when the group has a label it can be listed under (a non-empty title)."""
        return bool(self.label)
