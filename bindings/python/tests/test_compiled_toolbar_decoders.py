"""The compiled decoders of a ``ToolbarLayout``'s cells, groups, accessibility nodes, separators
and diagnostics (``_decode_toolbar.c``).

They must make exactly what the Python decoders make from the same bytes: equal values of the
same types, field by field, for every kind of cell, group and node (segmented, navigation, menu
and palette groups; titles shown whole, cut and hidden; images; selected, disabled, pressed and
focused cells; unlabeled groups and flexible spaces; the overflow button; both directions; both
contexts). Each layout is decoded twice: as the package does (compiled), and through a copy of it
with the compiled decoders switched off.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any, Callable, Iterator

import pytest

from buttongroup import (
    ControlButton,
    ControlContext,
    ControlGroup,
    ControlGroupStyle,
    Direction,
    FocusMove,
    LabelStyle,
    Placement,
    PointerPhase,
    Selection,
    Toolbar,
    ToolbarItem,
    ToolbarLayout,
)
from buttongroup.geometry import Rect
from buttongroup.toolbar import _records as R
from buttongroup.toolbar import layout as layout_module
from buttongroup.toolbar.parts import ControlAccessibilityNode, ControlCell, PlacedGroup, ToolbarDiagnostic
from decoded_values import damaged_blocks, same

PARTS = ("cells", "groups", "accessibility", "separators", "diagnostics", "overflowed", "size")
"""The parts the compiled module reads (``_toolbar_parts.c``) in place of ``ToolbarLayout``'s own properties."""


def _items() -> list[ToolbarItem]:
    """One item of each kind the decoders meet."""
    return [
        ToolbarItem(ControlGroup("History", None, [ControlButton("Back", "chevron.left", disabled=True),
                                                   ControlButton("Forward", "chevron.right")],
                                 style=ControlGroupStyle.NAVIGATION), Placement.NAVIGATION),
        ToolbarItem.flexible_space(),
        ToolbarItem(ControlGroup("Zoom", "magnifier", [ControlButton("Zoom Out", "minus"), ControlButton("Zoom In", "plus")],
                                 label_style=LabelStyle.TITLE_AND_ICON), priority=2),
        ToolbarItem(ControlGroup("Align", None, [ControlButton("Left", "align.left", selection=Selection.ON),
                                                 ControlButton("Center", None, selection=Selection.OFF),
                                                 ControlButton("A right alignment title much too long to show whole",
                                                               None, selection=Selection.OFF)],
                                 style=ControlGroupStyle.SEGMENTED, label_style=LabelStyle.TITLE_ONLY)),
        ToolbarItem(ControlGroup("Arrange", "square.stack", [ControlButton("Front", "front"),
                                                             ControlButton("Back", "back", disabled=True)],
                                 style=ControlGroupStyle.MENU)),
        ToolbarItem(ControlGroup(None, None, [ControlButton("Unlabeled", "dot")])),
        ToolbarItem(ControlGroup("Палитра", None, [ControlButton("Красный", "red"), ControlButton("مرحبا", None)],
                                 style=ControlGroupStyle.PALETTE), Placement.PRINCIPAL),
        ToolbarItem(ControlGroup("", "menu.empty", [ControlButton("Only", "only")], style=ControlGroupStyle.MENU)),
        ToolbarItem.button(ControlButton("Share 🎉", "square.and.arrow.up")),
    ]


def _layouts(toolbar: Toolbar) -> Iterator[ToolbarLayout]:
    """Layouts of the toolbar at many widths, both directions, with a focused and a pressed cell."""
    for width in (0, 60, 200, 333.5, 480, 760, 1400):
        for direction in (Direction.LTR, Direction.RTL):
            yield toolbar.layout(width, 2, direction)
    toolbar.focus(FocusMove.FIRST)
    toolbar.focus(FocusMove.NEXT)
    yield toolbar.layout(1400, 2)
    cell = toolbar.layout(1400, 2).cells[-1]
    toolbar.pointer(PointerPhase.DOWN, *cell.frame.center)
    yield toolbar.layout(1400, 3)
    yield toolbar.layout(400, 1, Direction.RTL)
    toolbar.pointer(PointerPhase.CANCEL, 0, 0)


def _all_layouts() -> Iterator[ToolbarLayout]:
    for context in ControlContext:
        with Toolbar(_items(), context) as toolbar:
            yield from _layouts(toolbar)


def _python_part(layout: ToolbarLayout, name: str) -> Any:
    """Part ``name`` of ``layout`` read by ``ToolbarLayout``'s own property (with the compiled
    module, the class's property is the compiled one)."""
    return layout_module._REFERENCE_PARTS[name].fget(layout)  # type: ignore[misc]


def _python_decoded(layout: ToolbarLayout, monkeypatch: pytest.MonkeyPatch, parts: tuple[str, ...] = PARTS) -> Any:
    """The ``parts`` of a copy of ``layout`` decoded by the Python properties and decoders."""
    twin = ToolbarLayout(layout._block, layout._head, layout.items)  # the same bytes, nothing decoded yet
    with monkeypatch.context() as patch:
        patch.setattr(layout_module, "_COMPILED", None)
        return tuple(_python_part(twin, name) for name in parts)


def test_the_test_package_carries_the_compiled_toolbar_decoders() -> None:
    assert layout_module._COMPILED is not None, "buttongroup._speedups was not built"
    assert layout_module._COMPILED_PARTS is not None
    for name in PARTS:
        part = getattr(ToolbarLayout, name)
        assert isinstance(part, property) and type(part.fget).__name__ == "builtin_function_or_method"
        assert part.__doc__ == layout_module._REFERENCE_PARTS[name].__doc__ and part.__doc__
    for cls in (ControlCell, PlacedGroup, ControlAccessibilityNode, ToolbarDiagnostic):
        assert "__slots__" in cls.__dict__ and not hasattr(cls(*[None] * len(dataclasses.fields(cls))), "__dict__")


def test_compiled_and_python_decoders_make_the_same_values(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = {"truncated": 0, "hidden title": 0, "selected": 0, "disabled": 0, "pressed or focused": 0,
            "menu indicator": 0, "separator": 0, "overflow": 0, "group node": 0, "unlabeled": 0, "empty": 0,
            "diagnostic": 0}
    for index, layout in enumerate(_all_layouts()):
        order = PARTS[index % len(PARTS) :] + PARTS[: index % len(PARTS)]  # each part read first, and after others
        compiled = tuple(getattr(layout, name) for name in order)
        same(compiled, _python_decoded(layout, monkeypatch, order), f"layout {index} {order}")
        assert all(getattr(layout, name) is part for name, part in zip(order, compiled) if name != "size")  # kept
        twin = ToolbarLayout(layout._block, layout._head, layout.items)  # the Python properties with C decoders
        same(compiled, tuple(_python_part(twin, name) for name in order), f"layout {index} {order}, glue")
        cells = layout.cells
        seen["truncated"] += any(c.title_truncated for c in cells)
        seen["hidden title"] += any(c.title is None for c in cells)
        seen["selected"] += any(c.fill_color is not None for c in cells)
        seen["disabled"] += any(not c.enabled for c in cells)
        seen["pressed or focused"] += any(c.state & ~(c.state.DISABLED | c.state.SELECTED) for c in cells)
        seen["menu indicator"] += any(g.menu_indicator_frame is not None for g in layout.groups)
        seen["separator"] += bool(layout.separators)
        seen["overflow"] += bool(layout.overflowed)
        seen["group node"] += any(n.cell is None and n.label for n in layout.accessibility)
        seen["unlabeled"] += any(n.label == "" for n in layout.accessibility)
        seen["empty"] += not cells
        seen["diagnostic"] += bool(layout.diagnostics)
    assert all(seen.values()), f"the corpus missed: {[name for name, count in seen.items() if not count]}"


def test_a_node_shares_its_cells_frame_and_a_row_its_equal_values() -> None:
    with Toolbar(_items()) as toolbar:
        layout = toolbar.layout(1400, 2)
    cells, nodes = layout.cells, layout.accessibility
    for node in nodes:
        if node.cell is not None:
            assert node.frame is cells[node.cell].frame
    assert len({id(c.frame.y) for c in cells}) == 1  # one y float for the whole row


def _twin_with_zoom(zoom: Callable[[ToolbarItem], ToolbarItem]) -> ToolbarLayout:
    """A wide layout of ``_items()`` (the same bytes) whose items have the zoom item (index 2)
    replaced by ``zoom(it)``: the items its cells and nodes take their own strings from."""
    items = _items()
    with Toolbar(items) as toolbar:
        layout = toolbar.layout(1400, 2)
    return ToolbarLayout(layout._block, layout._head, (*items[:2], zoom(items[2]), *items[3:]))


def _zoom_buttons(*buttons: ControlButton) -> Callable[[ToolbarItem], ToolbarItem]:
    """A replacement of the zoom item (for ``_twin_with_zoom``) whose group has ``buttons``."""
    def replaced(item: ToolbarItem) -> ToolbarItem:
        assert item.group is not None
        return ToolbarItem(dataclasses.replace(item.group, buttons=buttons))
    return replaced


def test_items_of_subclasses_decode_as_getattr_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """Strings outside the block are read through ``item.group.buttons[i].title`` and friends, so a
    subclass overriding them is read as the Python decoders read it."""

    class Renamed(ControlButton):
        def __getattribute__(self, name: str) -> Any:
            return "renamed" if name == "title" else super().__getattribute__(name)

    twin = _twin_with_zoom(_zoom_buttons(Renamed("Zoom Out", "minus"), ControlButton("Zoom In", "plus")))
    compiled = (twin.cells, twin.accessibility)
    same(compiled, _python_decoded(twin, monkeypatch, ("cells", "accessibility")), "renamed")
    assert any(cell.title == "renamed" for cell in compiled[0]) and any(n.label == "renamed" for n in compiled[1])

    class Shadowed(ToolbarItem):  # a property over the field its instances' __dict__ still holds
        @property
        def group(self) -> ControlGroup:
            return ControlGroup("Shadow", None, [ControlButton("shadowed", "s"), ControlButton("shadowed too", "t")])

    def shadowing(item: ToolbarItem) -> ToolbarItem:
        shadowed = object.__new__(Shadowed)
        shadowed.__dict__.update(group=item.group, placement=item.placement, priority=item.priority)
        return shadowed

    twin = _twin_with_zoom(shadowing)
    compiled = (twin.cells, twin.accessibility)
    same(compiled, _python_decoded(twin, monkeypatch, ("cells", "accessibility")), "shadowed")
    assert any(cell.title == "shadowed" for cell in compiled[0]) and any(n.label == "Shadow" for n in compiled[1])


def test_the_decoders_refuse_what_they_cannot_read_and_stay_usable() -> None:
    decoder = layout_module._COMPILED
    assert decoder is not None
    with Toolbar(_items()) as toolbar:
        layout = toolbar.layout(1400, 2)
    h, block, items = layout._h, layout._block, layout.items
    data, count = h[R.V_DATA], h[R.V_CELL_COUNT]
    start = h[R.V_CELLS] - data
    for offset, records in ((-1, 1), (len(block), 1), (start, 10**6), (start, -1), (len(block) + 8, 0)):
        with pytest.raises(ValueError, match="outside the block"):
            decoder.toolbar_cells(block, offset, records, data, items)
    nodes = h[R.V_NODES] - data
    groups = h[R.V_GROUPS] - data
    with pytest.raises(ValueError, match="a node's cell is outside the block"):
        decoder.toolbar_nodes(block, nodes, h[R.V_NODE_COUNT], data, groups, h[R.V_GROUP_COUNT], len(block), items, None)
    with pytest.raises(ValueError, match="outside the block"):
        decoder.toolbar_nodes(block, nodes, h[R.V_NODE_COUNT], data, len(block), h[R.V_GROUP_COUNT], start, items, None)
    with pytest.raises(TypeError):
        decoder.toolbar_cells(bytearray(block), start, 1, data, items)
    with pytest.raises(TypeError, match="toolbar_groups"):
        decoder.toolbar_groups(block, groups, 1)
    with pytest.raises(IndexError):
        decoder.toolbar_cells(block, start, count, data, ())  # the items the cells show are missing
    assert decoder.toolbar_cells(block, start, 0, data, items) == ()
    assert decoder.toolbar_cells(block, start, count, data, items) == layout.cells  # still usable


def test_the_compiled_parts_refuse_what_is_not_a_layout_and_stay_usable() -> None:
    parts = layout_module._COMPILED_PARTS
    assert parts is not None
    for name in PARTS:
        with pytest.raises(TypeError, match="expected a ToolbarLayout"):
            parts[name](object())
    with Toolbar(_items()) as toolbar:
        layout = toolbar.layout(1400, 2)
    broken = ToolbarLayout(layout._block, layout._head[:-1], layout.items)
    for name in PARTS:
        with pytest.raises(ValueError, match="header"):
            parts[name](broken)
    with Toolbar(_items()) as toolbar:
        narrow = toolbar.layout(600, 2)  # some groups in the overflow menu
    short = ToolbarLayout(narrow._block[:4], narrow._head, narrow.items)  # no whole record
    for name in [name for name in PARTS if name != "size" and getattr(narrow, name)]:
        with pytest.raises(ValueError, match="outside the block"):
            parts[name](short)
        with pytest.raises(ValueError, match="outside the block"):
            _python_part(short, name)
    assert layout.cells[0].title is None and len(layout.accessibility) > len(layout.cells)


def test_the_parts_reader_refuses_a_class_without_the_slots_and_changes_nothing() -> None:
    from buttongroup import _speedups

    class NoSlots:
        pass

    from buttongroup.geometry import Size

    with pytest.raises(TypeError, match="_block is not a slot"):
        _speedups.toolbar_parts(NoSlots, Size)
    with pytest.raises(TypeError, match="_block is not a slot"):
        _speedups.toolbar_parts(object(), Size)  # not a class at all
    with pytest.raises(TypeError, match="size a tuple class"):
        _speedups.toolbar_parts(ToolbarLayout, NoSlots)
    with pytest.raises(TypeError, match="two classes"):
        _speedups.toolbar_parts(ToolbarLayout)  # type: ignore[call-arg]
    with Toolbar(_items()[:3]) as toolbar:
        layout = toolbar.layout(600)
    assert layout.groups[0].item == 0 and layout.cells  # the class registered before


def test_a_refused_class_changes_nothing() -> None:
    decoder = layout_module._COMPILED
    assert decoder is not None

    @dataclasses.dataclass(frozen=True)
    class WithoutSlots:
        role: Any
        enabled: Any
        label: Any
        frame: Any
        position: Any
        count: Any
        cell: Any

    from buttongroup.enums import A11yRole, ControlGroupStyle, DiagnosticKind, LabelStyle

    tables = (R.STYLES, ControlGroupStyle, R.LABEL_STYLES, LabelStyle, R.A11Y_ROLES, A11yRole, R.DIAGNOSTIC_KINDS,
              DiagnosticKind)
    with pytest.raises(TypeError, match="role is not a slot"):
        decoder.toolbar_decoders(ControlCell, PlacedGroup, WithoutSlots, ToolbarDiagnostic, *tables)
    with pytest.raises(TypeError, match="kind is not a slot"):
        decoder.toolbar_decoders(ControlCell, PlacedGroup, ControlAccessibilityNode, WithoutSlots, *tables)
    with pytest.raises(TypeError, match="enum table"):
        decoder.toolbar_decoders(ControlCell, PlacedGroup, ControlAccessibilityNode, ToolbarDiagnostic, *tables[:7],
                                 None)
    with pytest.raises(TypeError, match="toolbar_decoders"):
        decoder.toolbar_decoders(ControlCell)
    with Toolbar(_items()[:3]) as toolbar:
        layout = toolbar.layout(600)
    assert type(layout.accessibility[0]) is ControlAccessibilityNode and layout.accessibility[0].label == "History"
    assert layout.cells[0].title is None and layout.cells[0].image == "chevron.left"  # the classes registered before


def _decode_both(layout: ToolbarLayout, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    """Both decoders' outcome on the layout's bytes: the parts, or the exception's type."""
    outcomes = []
    for compiled in (True, False):
        twin = ToolbarLayout(layout._block, layout._head, layout.items)
        with monkeypatch.context() as patch:
            if not compiled:
                patch.setattr(layout_module, "_COMPILED", None)
            try:
                read = getattr if compiled else _python_part
                outcomes.append(tuple(read(twin, name) for name in PARTS))
            except Exception as error:  # noqa: BLE001 - compared below
                outcomes.append(type(error))
    return outcomes[0], outcomes[1]


def test_damaged_records_decode_or_fail_as_the_python_decoders_do(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random bytes written over a layout's records (a library that wrote garbage): the compiled
    decoders give what the Python ones give, values or the type of error, and never crash."""
    with Toolbar(_items()) as toolbar:
        layout = toolbar.layout(1400, 2)
    failures = 0
    for damaged in damaged_blocks(layout._block, 11, 600):
        outcome, expected = _decode_both(ToolbarLayout(damaged, layout._head, layout.items), monkeypatch)
        if isinstance(expected, type):
            failures += 1
            assert outcome is expected
        else:
            same(outcome, expected, "damaged")
    assert 0 < failures < 600  # both kinds of outcome were exercised


def test_values_stay_valid_after_the_toolbar_changed_or_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    toolbar = Toolbar(_items())
    layout = toolbar.layout(1400, 2)
    toolbar.set_items([ToolbarItem.button(ControlButton("Other", "x"))])
    toolbar.layout(300)
    toolbar.close()
    same(tuple(getattr(layout, name) for name in PARTS), _python_decoded(layout, monkeypatch), "after close")
    assert layout.cells[0].title is None and layout.accessibility[1].label == "Back"  # the old items' strings
    assert isinstance(layout.separators[0], Rect) and copy.deepcopy(layout) == layout


def test_an_item_that_changes_the_layout_while_it_is_decoded_cannot_break_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hostile item whose attribute reads empty the layout's kept parts while its nodes are
    decoded (the nodes share the frames of the kept cells): the decoding still sees the cells it
    started with, and the values are the Python decoders'."""
    meddled: list[ToolbarLayout] = []

    class Meddling(ControlButton):
        def __getattribute__(self, name: str) -> Any:
            for layout in meddled:
                parts = object.__getattribute__(layout, "_parts")
                if parts:
                    parts.clear()
            return super().__getattribute__(name)

    twin = _twin_with_zoom(_zoom_buttons(Meddling("Zoom Out", "minus"), Meddling("Zoom In")))
    assert twin.cells  # kept in the layout only: emptying its parts frees them
    meddled.append(twin)
    nodes = twin.accessibility
    meddled.clear()
    same(nodes, _python_decoded(twin, monkeypatch, ("accessibility",))[0], "meddled")
    assert twin.accessibility is nodes  # kept in the emptied _parts, which the layout still holds
