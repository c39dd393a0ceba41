"""What a toolbar gives back: ``ToolbarLayout`` and its parts, and ``ControlTarget``.

Each is an immutable value that owns copies of the library's structs and strings, made as soon
as the C call returns, so it stays valid (and unchanged) after later layouts, changes and
``close``; a ``ToolbarLayout`` decodes each of its parts into records on first access.
Coordinates are points in the toolbar (y down, origin at its top-left), pixel-snapped; colors
are ints ``0xRRGGBBAA``.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any, Callable, TypeVar, cast

from .. import _strings
from ..enums import A11yRole, ControlGroupStyle, ControlTargetKind, DiagnosticKind, LabelStyle, State
from ..geometry import Corners, Rect, Size

__all__ = [
    "ControlCell",
    "PlacedGroup",
    "ControlAccessibilityNode",
    "ToolbarDiagnostic",
    "ToolbarLayout",
    "ControlTarget",
]

_UINT32_MAX = 2**32 - 1
_T = TypeVar("_T")


def _rect(c: Any) -> Rect:
    return Rect(c.x, c.y, c.width, c.height)


def _shown_rect(c: Any) -> Rect | None:
    """A frame the library zeroes when nothing is shown there: None then."""
    return None if c.x == 0 and c.y == 0 and c.width == 0 and c.height == 0 else _rect(c)


@dataclass(frozen=True)
class ControlCell:
    """One drawn cell: a button's segment or palette cell, or a menu-style group's button.

    Draw its background with the group's corners (``corners``: the outer ones of its group on
    its first and last cells, mirrored in right-to-left), a selected segment's ``fill_color``,
    then the image tinted ``foreground_color`` and the title in ``title_color`` (both already
    dimmed for a disabled or pressed cell).

    Attributes:
        item: the toolbar item whose group it belongs to.
        button: the button it draws (an index into the group's buttons), or None for a
            menu-style group's button.
        state: the ``State`` flags it is drawn in (HIGHLIGHTED, FOCUSED, DISABLED, SELECTED).
        frame: its frame.
        hit_frame: where it is hit: the frame grown vertically toward the minimum touch target.
        corners: its background's corner radii.
        title: the title as displayed (cut with "…" when it does not fit), or None when the
            label style shows none. Every button's full title is still its accessibility label.
        title_frame: where the title goes, or None when none is shown.
        title_truncated: True when ``title`` was cut.
        image: the image name shown, or None.
        image_frame: where the image goes, or None when none is shown.
        foreground_color: the image's tint.
        title_color: the title's color.
        fill_color: a selected segment's own background, or None.
    """

    item: int
    button: int | None
    state: State
    frame: Rect
    hit_frame: Rect
    corners: Corners
    title: str | None
    title_frame: Rect | None
    title_truncated: bool
    image: str | None
    image_frame: Rect | None
    foreground_color: int
    title_color: int
    fill_color: int | None

    @property
    def enabled(self) -> bool:
        """False for a disabled cell (not hit, not focusable)."""
        return not self.state & State.DISABLED

    @classmethod
    def _from_c(cls, c: Any, title: str | None, image: str | None) -> ControlCell:
        """A ``bg_control_cell`` (copied) whose strings were read as ``title`` and ``image``."""
        return cls(
            item=c.item_index,
            button=None if c.button_index < 0 else c.button_index,
            state=State(c.state),
            frame=_rect(c.frame),
            hit_frame=_rect(c.hit_frame),
            corners=Corners(c.corners.top_left, c.corners.top_right, c.corners.bottom_right, c.corners.bottom_left),
            title=title,
            title_frame=None if title is None else _shown_rect(c.title_frame),
            title_truncated=bool(c.title_truncated),
            image=image,
            image_frame=None if image is None else _shown_rect(c.image_frame),
            foreground_color=c.foreground_color,
            title_color=c.title_color,
            fill_color=c.fill_color if c.has_fill else None,
        )


@dataclass(frozen=True)
class PlacedGroup:
    """A control group as laid out.

    Attributes:
        item: the toolbar item.
        style: the ``ControlGroupStyle`` drawn (never AUTOMATIC).
        label_style: the ``LabelStyle`` drawn (never AUTOMATIC).
        frame: the group's background: paint joined groups in ``ToolbarLayout.fill_color``
            with its cells' outer corners.
        menu_indicator_frame: where a menu-style group draws ``ToolbarLayout.menu_indicator``,
            else None.
        cells: the indices of its cells in ``ToolbarLayout.cells`` (a ``range``).
        separators: the indices of its separators in ``ToolbarLayout.separators``.
    """

    item: int
    style: ControlGroupStyle
    label_style: LabelStyle
    frame: Rect
    menu_indicator_frame: Rect | None
    cells: range
    separators: range

    @classmethod
    def _from_c(cls, c: Any) -> PlacedGroup:
        return cls(
            item=c.item_index,
            style=ControlGroupStyle(c.style),
            label_style=LabelStyle(c.label_style),
            frame=_rect(c.frame),
            menu_indicator_frame=_rect(c.menu_indicator_frame) if c.has_menu_indicator else None,
            cells=range(c.first_cell, c.first_cell + c.cell_count),
            separators=range(c.first_separator, c.first_separator + c.separator_count),
        )


@dataclass(frozen=True)
class ControlAccessibilityNode:
    """One accessibility element of a toolbar, in reading order.

    Per shown group a ``GROUP`` node (its label; ``count`` = the nodes after it that belong to
    it, one per cell) followed by one node per cell (``BUTTON`` labeled with the button's full
    title whatever the cell shows, or ``MENU_BUTTON`` labeled with the group's label for a
    menu-style group's one button), then the overflow button's ``MENU_BUTTON``.

    Attributes:
        role: ``A11yRole.GROUP``, ``BUTTON`` or ``MENU_BUTTON``.
        enabled: True when it can be activated (a group: when any of its buttons can).
        label: what a screen reader says.
        frame: the element's frame.
        position: k of "k of n" within its group, 1-based (0 for a group node).
        count: n; a group node: its number of cells (1 for a menu-style group).
        cell: the index of its cell in ``ToolbarLayout.cells``, or None (a group node, the
            overflow button).
    """

    role: A11yRole
    enabled: bool
    label: str
    frame: Rect
    position: int
    count: int
    cell: int | None

    @classmethod
    def _from_c(cls, c: Any, label: str) -> ControlAccessibilityNode:
        return cls(
            role=A11yRole(c.role),
            enabled=bool(c.enabled),
            label=label,
            frame=_rect(c.frame),
            position=c.position,
            count=c.count,
            cell=None if c.slot_index == _UINT32_MAX else c.slot_index,
        )


@dataclass(frozen=True)
class ToolbarDiagnostic:
    """A warning about a toolbar, never an error: log it while designing the toolbar.

    Attributes:
        kind: ``TOO_MANY_GROUPS``, ``MIXED_SELECTION`` or ``UNLABELED_OVERFLOW``.
        item: the item concerned, or None for the whole toolbar.
        message: a sentence for a log; ``str(diagnostic)`` is the same.
    """

    kind: DiagnosticKind
    item: int | None
    message: str

    def __str__(self) -> str:
        return self.message

    @classmethod
    def _from_c(cls, c: Any, message: str) -> ToolbarDiagnostic:
        return cls(DiagnosticKind(c.kind), None if c.item_index < 0 else c.item_index, message)


class ToolbarLayout:
    """A laid-out toolbar (``Toolbar.layout``): everything a host draws, hit tests and reads to
    assistive technology. Immutable; equal when everything in it is.

    Attributes:
        size: the toolbar's size (content: the width offered x a group's height).
        groups: the groups shown, in reading order.
        cells: every shown group's cells, group after group (``group.cells`` indexes them).
        separators: the lines between joined cells: draw them in ``separator_color``.
        overflow_button: the overflow button's frame (draw ``overflow_icon`` there), or None
            when nothing overflowed.
        overflowed: the items in the overflow menu, in toolbar order (unlabeled ones
            included: they are hidden, a diagnostic says so).
        overflow_icon: the theme's overflow image name.
        menu_indicator: the theme's menu indicator image name (for menu-style groups).
        accessibility: the accessibility elements (see ``ControlAccessibilityNode``).
        diagnostics: warnings about the toolbar (see ``ToolbarDiagnostic``).
        fill_color: a joined group's background.
        separator_color: the separators' color.

    Cost: the call copies the library's arrays in one ``memmove`` each and their strings; each
    part (``cells``, ``accessibility``, ...) is decoded into its records on first access and
    cached.
    """

    __slots__ = ("size", "overflow_button", "overflowed", "overflow_icon", "menu_indicator", "fill_color",
                 "separator_color", "_raw", "_strings", "_decoded")

    size: Size
    overflow_button: Rect | None
    overflowed: tuple[int, ...]
    overflow_icon: str
    menu_indicator: str
    fill_color: int
    separator_color: int
    _raw: tuple[Any, Any, Any, Any, Any]
    _strings: tuple[list[tuple[str | None, str | None]], list[str], list[str]]
    _decoded: dict[str, Any]

    def __init__(self, c: Any) -> None:
        """``c`` (a ``bg_toolbar_view``) as a value; its arrays and strings, owned by the toolbar
        until its next call, are copied now."""
        set_ = object.__setattr__
        set_(self, "size", Size(c.size.width, c.size.height))
        set_(self, "overflow_button", _rect(c.overflow_button) if c.has_overflow_button else None)
        set_(self, "overflowed", tuple(_copy(c.overflowed, c.overflowed_count)))
        set_(self, "overflow_icon", _strings.decode(c.overflow_icon))
        set_(self, "menu_indicator", _strings.decode(c.menu_indicator))
        set_(self, "fill_color", c.fill_color)
        set_(self, "separator_color", c.separator_color)
        cells = _copy(c.cells, c.cell_count)
        nodes = _copy(c.accessibility, c.accessibility_count)
        diagnostics = _copy(c.diagnostics, c.diagnostic_count)
        # Strings point into the library's memory: read them now, the records later.
        set_(self, "_strings", (
            [(_strings.decode_optional(cell.title), _strings.decode_optional(cell.image)) for cell in cells],
            [_strings.decode(node.label) for node in nodes],
            [_strings.decode(diagnostic.message) for diagnostic in diagnostics],
        ))
        set_(self, "_raw", (_copy(c.groups, c.group_count), cells, _copy(c.separators, c.separator_count), nodes,
                            diagnostics))
        set_(self, "_decoded", {})

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"ToolbarLayout is immutable (cannot set {name!r})")

    def _part(self, name: str, decode: Callable[[], _T]) -> _T:
        """Part ``name``, decoded by ``decode`` on first access."""
        if name not in self._decoded:
            self._decoded[name] = decode()
        return cast(_T, self._decoded[name])

    @property
    def groups(self) -> tuple[PlacedGroup, ...]:
        """The groups shown, in reading order."""
        return self._part("groups", lambda: tuple(PlacedGroup._from_c(g) for g in self._raw[0]))

    @property
    def cells(self) -> tuple[ControlCell, ...]:
        """Every shown group's cells, group after group."""
        return self._part("cells", lambda: tuple(
            ControlCell._from_c(cell, *strings) for cell, strings in zip(self._raw[1], self._strings[0])))

    @property
    def separators(self) -> tuple[Rect, ...]:
        """The lines between joined cells."""
        return self._part("separators", lambda: tuple(_rect(r) for r in self._raw[2]))

    @property
    def accessibility(self) -> tuple[ControlAccessibilityNode, ...]:
        """The accessibility elements."""
        return self._part("accessibility", lambda: tuple(
            ControlAccessibilityNode._from_c(node, label) for node, label in zip(self._raw[3], self._strings[1])))

    @property
    def diagnostics(self) -> tuple[ToolbarDiagnostic, ...]:
        """Warnings about the toolbar."""
        return self._part("diagnostics", lambda: tuple(
            ToolbarDiagnostic._from_c(d, message) for d, message in zip(self._raw[4], self._strings[2])))

    def _key(self) -> tuple[Any, ...]:
        return (self.size, self.groups, self.cells, self.separators, self.overflow_button, self.overflowed,
                self.overflow_icon, self.menu_indicator, self.accessibility, self.diagnostics, self.fill_color,
                self.separator_color)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ToolbarLayout) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"ToolbarLayout(size={self.size!r}, groups={len(self._raw[0])}, cells={len(self._raw[1])}, "
                f"overflowed={self.overflowed!r}, diagnostics={len(self._raw[4])})")

    def group_for(self, item: int) -> PlacedGroup | None:
        """The shown group of item ``item``, or None (a flexible space, or in the overflow menu)."""
        return next((group for group in self.groups if group.item == item), None)

    def cells_of(self, group: PlacedGroup) -> tuple[ControlCell, ...]:
        """The cells of ``group``, in reading order."""
        return self.cells[group.cells.start : group.cells.stop]

    def separators_of(self, group: PlacedGroup) -> tuple[Rect, ...]:
        """The separators between the cells of ``group``."""
        return self.separators[group.separators.start : group.separators.stop]

    def cell_for(self, item: int, button: int | None) -> ControlCell | None:
        """The cell drawing button ``button`` of item ``item`` (``button`` None: a menu-style
        group's button), or None when it is not shown."""
        return next((cell for cell in self.cells if cell.item == item and cell.button == button), None)

    @classmethod
    def _from_c(cls, c: Any) -> ToolbarLayout:
        """``c`` (a ``bg_toolbar_view``) as a value (see ``__init__``)."""
        return cls(c)


def _copy(pointer: Any, count: int) -> Any:
    """The ``count`` structs at ``pointer`` (a ctypes pointer into the library), copied into a
    ctypes array this layout owns (an empty tuple for none)."""
    if count == 0 or not pointer:
        return ()
    array = (pointer._type_ * count)()
    ctypes.memmove(array, pointer, ctypes.sizeof(array))
    return array


@dataclass(frozen=True)
class ControlTarget:
    """A pressable cell, named across layouts: what an event hit, activated or focused.

    Attributes:
        kind: ``BUTTON`` (a group's button), ``MENU`` (a menu-style group's button) or
            ``OVERFLOW`` (the overflow button).
        item: the toolbar item, or None for the overflow button.
        button: the button (an index into the item's group's buttons) for ``BUTTON``, else None.
    """

    kind: ControlTargetKind
    item: int | None = None
    button: int | None = None

    @classmethod
    def _from_c(cls, c: Any) -> ControlTarget | None:
        """A ``bg_control_target``; None for kind -1 (none)."""
        if c.kind < 0:
            return None
        return cls(
            ControlTargetKind(c.kind),
            None if c.item_index < 0 else c.item_index,
            None if c.button_index < 0 else c.button_index,
        )
