"""buttongroup: a headless button-group core (layout, overflow, states, callbacks).

The host draws; this package decides where every button goes, what overflows into the
"More" action sheet, what state each button is in, and which callback fires, as a banking
design system's ButtonGroup does. It wraps the C library ``libbuttongroup`` (bundled in the
package; ``BUTTONGROUP_LIBRARY`` overrides).

Example::

    from buttongroup import ButtonGroup, Item, LayoutParameters, Parameters

    group = ButtonGroup(
        [Item("Transfer"), Item("Pay", icon="ic_info"), Item("History", icon="ic_dock")],
        Parameters(layout=LayoutParameters.prominent(spacing=4)),
    )
    for slot in group.layout(width=375, scale=2).slots:
        draw_button(slot.frame, slot.title, slot.icon, slot.corners, slot.role, slot.state)

``Parameters`` and ``LayoutParameters`` fields left None are the theme's (``Theme``; the
built-in one unless a group is given another), so they override only what they set.

A single button described by a configuration, after UIKit's button configurations, is a
``Button`` showing a ``ButtonConfiguration`` through a provider::

    from buttongroup import Button, ButtonConfiguration, Insets

    button = Button(ButtonConfiguration(title="Title", image="house.circle.fill",
                                        content_insets=Insets(10, 40, 10, 40)), "primaryOutline")
    view = button.layout(*button.size_that_fits(), scale=2)
    draw_button(view.background, view.fill_color, view.image_frame, view.title_frame, view.title)

Control groups (related buttons drawn as one control, after SwiftUI's ``ControlGroup``) go in a
``Toolbar`` (after SwiftUI's ``.toolbar``), which moves whole groups into an overflow menu when
the width runs out, or stand alone in content as a ``ControlGroupView``::

    from buttongroup import ControlButton, ControlGroup, LabelStyle, Toolbar

    zoom = ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass", action=zoom_out),
        ControlButton("Zoom In", "plus.magnifyingglass", action=zoom_in),
    ], label_style=LabelStyle.ICON_ONLY)
    toolbar = Toolbar([zoom], on_menu=present_menu)
    for cell in toolbar.layout(width=390, scale=2).cells:
        draw_cell(cell.frame, cell.corners, cell.image, cell.title, cell.state)

**Objects** (``ButtonGroup``, ``Button``, ``Toolbar``, ``ControlGroupView``, ``Theme``) own a
library handle. Close one with ``close()`` or a ``with`` block; it is also freed when
garbage-collected. It keeps its callbacks (and the items' actions) alive until they are
replaced or it is closed, so a callback referring to its own object keeps it alive until
``close()``. An exception a callback raises, ``KeyboardInterrupt`` included, comes out of the
call that ran the callback, as itself, and the object stays usable. Callbacks may call back
into their object (what the library cannot do from inside one raises ``ReentrantError``).
Calls on a closed object raise ``InvalidHandleError``. An object may be shared between threads
(its calls are serialized); it cannot be copied or pickled (``TypeError``). Results (layouts,
views, menus, sheets) are values of their own, valid after later calls and ``close``; only
the frames ``layout_frames`` returns are a view its next call rewrites.

**Bad values** are refused, naming the parameter or field (``items[2].title``), and leave the
object unchanged. An int outside the range of its C type (``int32_t`` for enum values, phases,
focus moves, directions and roles; ``uint32_t`` for indices, negative ones included, counts
and state flags) raises ``OutOfRangeError``, before the call; an int in range that is not a
valid value, a NaN, infinite or negative length: ``InvalidArgumentError`` from the library. A
float is taken where an int belongs only when whole (else ``InvalidArgumentError``); other
non-numbers raise ``TypeError``. A string holding a NUL character raises
``InvalidArgumentError``, one holding a lone surrogate ``InvalidUTF8Error``.
"""

from __future__ import annotations

from ._loader import LibraryNotFoundError, LibraryVersionError
from ._native import lib as _lib
from .button.button import Button
from .button.configuration import (
    BackgroundConfiguration, ButtonConfiguration, DirectionalInsets, Font, Insets, TextRun,
)
from .button.decoration import TextDecoration
from .button.view import BackgroundGeometry, ButtonAccessibility, ButtonView, TextLine
from .enums import (
    MAX_ITEMS, MAX_LENGTH, MAX_LIVE_OBJECTS, MAX_SCALE, MAX_STRING_BYTES, MAX_THEME_BYTES, MAX_THEME_VALUES,
    MAX_UPDATE_BYTES, MIN_MAX_VISIBLE,
    MIN_SCALE, A11yRole, ContentHorizontalAlignment, ContentMode, ContentVerticalAlignment, ControlContext, LineBreakMode,
    ControlGroupStyle, ControlTargetKind, ContentSize, CornerStyle,
    DiagnosticKind, Direction, FocusMove, ImagePlacement, LabelButtonType, LabelStyle, LayoutKind, OverflowPolicy,
    Placement, PointerPhase, ProminentType, ProviderKind, Role, Selection, SlotKind, State, Status, TextStyle,
    TitleAlignment, ToolbarBar, ToolbarItemKind, ControlSize,
)
from .errors import (
    BufferTooSmallError, ButtonGroupError, CallbackError, InvalidArgumentError, InvalidHandleError,
    InvalidUTF8Error, NoMemoryError, NotFoundError, OutOfRangeError, ParseError, ReentrantError, StateError,
)
from .geometry import Corners, Rect, Size
from .overflow import Breakpoint
from .group.button_group import ButtonGroup
from .group.item import Item
from .frames import Frames
from .group.item_range import ItemRange
from .group.layout import GroupLayout
from .group.slot import AccessibilityNode, Slot
from .group.parameters import LayoutParameters, Parameters, Strings
from .group.sheet import ActionSheet, SheetItem
from .theme import ButtonColors, Theme, default_theme, set_default_theme, text_style_size
from .toolbar.control_group import ControlButton, ControlGroup
from .toolbar.frames import ToolbarFrames
from .toolbar.item import ToolbarItem
from .toolbar.layout import (
    ControlAccessibilityNode, ControlCell, ControlTarget, PlacedBar, PlacedGroup, ToolbarDiagnostic, ToolbarLayout,
)
from .toolbar.menu import ControlMenu, ControlMenuEntry
from .toolbar.toolbar import Toolbar
from .toolbar.view import ControlGroupView

__version__ = "1.1.0"
"""The version of this Python package."""


def library_version() -> str:
    """The version of the loaded libbuttongroup, e.g. "1.1.0"."""
    return (_lib.bg_version_string() or b"").decode()


__all__ = [
    # objects
    "ButtonGroup", "Button", "Toolbar", "ControlGroupView", "Theme",
    # values
    "Item", "LayoutParameters", "Strings", "Parameters", "GroupLayout", "Frames", "ItemRange", "Slot",
    "AccessibilityNode", "ActionSheet", "SheetItem", "ButtonConfiguration", "BackgroundConfiguration", "Font",
    "TextRun", "TextDecoration", "TextLine", "Insets", "DirectionalInsets", "ButtonView", "BackgroundGeometry", "ButtonAccessibility",
    "ButtonColors", "Rect", "Breakpoint", "Size", "Corners", "ControlButton", "ControlGroup", "ToolbarItem",
    "ToolbarLayout", "ToolbarFrames", "PlacedGroup", "ControlCell", "ControlAccessibilityNode", "ToolbarDiagnostic",
    "ControlTarget", "ControlMenu", "ControlMenuEntry", "PlacedBar",
    # enums
    "Role", "LayoutKind", "ProminentType", "CornerStyle", "OverflowPolicy", "Direction", "SlotKind", "State",
    "PointerPhase", "FocusMove", "A11yRole", "ImagePlacement", "TitleAlignment", "ContentMode",
    "ContentHorizontalAlignment", "ContentVerticalAlignment", "LineBreakMode", "LabelButtonType",
    "ProviderKind", "ControlGroupStyle", "LabelStyle", "Selection", "Placement", "ToolbarItemKind",
    "ControlContext", "DiagnosticKind", "ControlTargetKind", "ToolbarBar", "ControlSize", "ContentSize", "TextStyle", "Status",
    # limits
    "MAX_LENGTH", "MIN_SCALE", "MAX_SCALE", "MAX_ITEMS", "MAX_STRING_BYTES", "MAX_UPDATE_BYTES", "MAX_THEME_BYTES",
    "MAX_THEME_VALUES", "MAX_LIVE_OBJECTS", "MIN_MAX_VISIBLE",
    # errors
    "ButtonGroupError", "InvalidArgumentError", "OutOfRangeError", "InvalidHandleError", "InvalidUTF8Error",
    "ParseError", "BufferTooSmallError", "ReentrantError", "CallbackError", "StateError", "NotFoundError",
    "NoMemoryError", "LibraryNotFoundError", "LibraryVersionError",
    # functions
    "library_version", "set_default_theme", "default_theme", "text_style_size", "__version__",
]
