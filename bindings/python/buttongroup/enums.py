"""The C API's enumerations as Python enums (values are the header's ``BG_*`` constants).

A test parses ``include/buttongroup.h`` and fails when a constant here and there differ.
"""

from __future__ import annotations

import enum

__all__ = [
    "Status",
    "LayoutKind",
    "ProminentType",
    "CornerStyle",
    "Role",
    "OverflowPolicy",
    "Direction",
    "SlotKind",
    "State",
    "PointerPhase",
    "FocusMove",
    "A11yRole",
]


class Status(enum.IntEnum):
    """Result of a C call (``BG_OK`` / ``BG_E_*``); the binding raises for the negative ones."""

    OK = 0
    INVALID_ARGUMENT = -1
    INVALID_HANDLE = -2
    INVALID_UTF8 = -3
    PARSE = -4
    BUFFER_TOO_SMALL = -5
    REENTRANT = -6
    CALLBACK = -7
    STATE = -8
    NOT_FOUND = -9
    NO_MEMORY = -10


class LayoutKind(enum.IntEnum):
    """The seed's ``ButtonGroup.Layout`` cases (``BG_LAYOUT_*``)."""

    ALL_ROUND = 0
    """Equal-width, fully rounded buttons."""
    PROMINENT = 1
    """First button prominent, the others secondary."""


class ProminentType(enum.IntEnum):
    """Variants of the prominent layout (``BG_PROMINENT_*``)."""

    RELAXED = 0
    """Secondaries stand apart, ``spacing`` between all."""
    GROUPED = 1
    """Secondaries joined into one segmented run."""


class CornerStyle(enum.IntEnum):
    """Corner radius styles (``BG_CORNER_*``)."""

    CAPSULE = 0
    """Radius = height / 2 (default of all-round)."""
    NONE = 1
    """Square corners."""
    SMALL = 2
    """Theme token ``radius/small``."""
    MEDIUM = 3
    """Theme token ``radius/medium``."""
    LARGE = 4
    """Theme token ``radius/large`` (default of prominent)."""
    FIXED = 5
    """``Layout.corner_radius`` points."""


class Role(enum.IntEnum):
    """Button style roles, the token groups ``color/button/<role>`` (``BG_ROLE_*``)."""

    AUTOMATIC = 0
    """Prominent slot: primary; every other slot: secondary."""
    PRIMARY = 1
    SECONDARY = 2
    TERTIARY = 3
    SUCCESS = 4
    DANGER = 5
    LINK = 6


class OverflowPolicy(enum.IntEnum):
    """When items move into the More sheet (``BG_OVERFLOW_*``)."""

    COUNT = 0
    """The seed's rule: more than ``max_visible`` items -> first ``max_visible - 1`` + More."""
    WIDTH = 1
    """Also move trailing items into More while they do not fit (with hysteresis)."""


class Direction(enum.IntEnum):
    """Layout direction (``BG_DIRECTION_*``)."""

    LTR = 0
    RTL = 1
    """Mirrors visual order, frames and corners."""


class SlotKind(enum.IntEnum):
    """What a visible slot shows (``BG_SLOT_*``)."""

    ITEM = 0
    """One of the group's items (``Slot.item_index``)."""
    MORE = 1
    """The "More" button that opens the overflow action sheet."""


class State(enum.IntFlag):
    """Slot state flags (``BG_STATE_*``); an empty flag is the normal state."""

    HIGHLIGHTED = 1
    """Pressed: a pointer went down on it and is still inside."""
    FOCUSED = 2
    """Has keyboard focus."""
    DISABLED = 4
    """The item is disabled: it does not fire and cannot take focus."""


class PointerPhase(enum.IntEnum):
    """Pointer phases for ``ButtonGroup.pointer`` (``BG_POINTER_*``)."""

    DOWN = 0
    MOVE = 1
    UP = 2
    CANCEL = 3


class FocusMove(enum.IntEnum):
    """Keyboard focus moves for ``ButtonGroup.focus`` (``BG_FOCUS_*``)."""

    NEXT = 0
    """Next enabled slot in reading order (wraps)."""
    PREVIOUS = 1
    """Previous enabled slot in reading order (wraps)."""
    FIRST = 2
    LAST = 3
    CLEAR = 4
    """No slot focused."""


class A11yRole(enum.IntEnum):
    """Accessibility roles (``BG_A11Y_*``)."""

    BUTTON = 0
    MENU_BUTTON = 1
    """The More button: opens a menu (the action sheet)."""
