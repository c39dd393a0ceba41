"""The parts of a ``ToolbarLayout``: ``ControlCell``, ``PlacedGroup``, ``PlacedBar``,
``ControlAccessibilityNode`` and ``ToolbarDiagnostic``, immutable named tuples each made from one C
record (see ``_records``)."""

from __future__ import annotations

from typing import Any, NamedTuple

from .._decode import A11Y_ROLES, STATES, new as _new
from .._numbers import UINT32_MAX
from ..enums import A11yRole, ControlGroupStyle, DiagnosticKind, LabelStyle, State, ToolbarBar
from ..geometry import Corners, Rect
from . import _records as R

__all__ = ["ControlCell", "PlacedGroup", "PlacedBar", "ControlAccessibilityNode", "ToolbarDiagnostic"]



class ControlCell(NamedTuple):
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
    def _from_record(cls, r: tuple[Any, ...], title: str | None, image: str | None) -> ControlCell:
        """A ``bg_control_cell`` record (``_records.CELL``) whose strings were read as ``title`` and ``image``."""
        return _new(cls, (
            r[0],  # item
            None if r[1] < 0 else r[1],  # button
            STATES[r[2]] if r[2] in STATES else State(r[2]),  # state
            _new(Rect, r[4:8]),  # frame
            _new(Rect, r[8:12]),  # hit_frame
            _new(Corners, r[12:16]),  # corners
            title,
            None if title is None else R.shown_rect(r[16:20]),  # title_frame
            bool(r[3]),  # title_truncated
            image,
            None if image is None else R.shown_rect(r[20:24]),  # image_frame
            r[26],  # foreground_color
            r[27],  # title_color
            r[29] if r[28] else None,  # fill_color
        ))


class PlacedGroup(NamedTuple):
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
    def _from_record(cls, r: tuple[Any, ...]) -> PlacedGroup:
        """A ``bg_placed_group`` record (``_records.GROUP``)."""
        return _new(cls, (
            r[0],  # item
            R.STYLES[r[1]] if r[1] in R.STYLES else ControlGroupStyle(r[1]),  # style
            R.LABEL_STYLES[r[2]] if r[2] in R.LABEL_STYLES else LabelStyle(r[2]),  # label_style
            _new(Rect, r[4:8]),  # frame
            _new(Rect, r[8:12]) if r[3] else None,  # menu_indicator_frame
            range(r[12], r[12] + r[13]),  # cells
            range(r[14], r[14] + r[15]),  # separators
        ))


class PlacedBar(NamedTuple):
    """One bar of a toolbar: the top bar, the bottom bar or the keyboard's accessory bar, stacked
    from the top in that order (those the items fill). Draw each where it belongs on the screen
    (the bottom bar at the bottom, the keyboard bar above the keyboard) and move the frames on it
    along: ``frame.y`` is where its content starts in the layout.

    Attributes:
        bar: which bar (``ToolbarBar.TOP``, ``BOTTOM`` or ``KEYBOARD``).
        frame: its frame: the layout's whole width, a bar high.
    """

    bar: ToolbarBar
    frame: Rect

    @classmethod
    def _from_record(cls, r: tuple[Any, ...]) -> PlacedBar:
        """A ``bg_toolbar_bar`` record (``_records.BAR``)."""
        return _new(cls, (R.BARS[r[0]] if r[0] in R.BARS else ToolbarBar(r[0]), _new(Rect, r[2:6])))


class ControlAccessibilityNode(NamedTuple):
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
    count: int  # type: ignore[assignment]  # (shadows tuple.count: a node's "n" of "k of n")
    cell: int | None

    @classmethod
    def _from_record(cls, r: tuple[Any, ...], label: str) -> ControlAccessibilityNode:
        """A ``bg_a11y_node`` record (``_records.NODE``) whose label was read as ``label``."""
        return _new(cls, (
            A11Y_ROLES[r[0]] if r[0] in A11Y_ROLES else A11yRole(r[0]),  # role
            bool(r[1]),  # enabled
            label,
            _new(Rect, r[4:8]),  # frame
            r[8],  # position
            r[9],  # count
            None if r[10] == UINT32_MAX else r[10],  # cell
        ))


class ToolbarDiagnostic(NamedTuple):
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
    def _from_record(cls, r: tuple[Any, ...], message: str) -> ToolbarDiagnostic:
        """A ``bg_toolbar_diagnostic`` record (``_records.DIAGNOSTIC``) whose message was read as ``message``."""
        kind = R.DIAGNOSTIC_KINDS[r[0]] if r[0] in R.DIAGNOSTIC_KINDS else DiagnosticKind(r[0])
        return _new(cls, (kind, None if r[1] < 0 else r[1], message))
