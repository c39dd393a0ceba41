"""The compiled decoders of a ``GroupLayout``'s slots and accessibility nodes (``_decode.c``).

They must make exactly what the Python decoders make from the same bytes: equal values of the
same types, field by field, for every kind of slot and node (item strings shown whole and
truncated, icons, the More button, accessibility labels and identifiers, states, RTL, a kept
item). Each layout is decoded twice: as the package does (compiled), and through a copy of it
with the compiled decoders switched off.
"""

from __future__ import annotations

import copy
import gc
import dataclasses
import itertools
import struct
import weakref
from typing import Any, Iterator

import pytest

from buttongroup import (
    ButtonGroup,
    CornerStyle,
    Direction,
    FocusMove,
    Item,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    PointerPhase,
    ProminentType,
    Role,
)
from buttongroup.group import layout as layout_module
from buttongroup.geometry import Corners, Rect
from buttongroup.group.layout import AccessibilityNode, GroupLayout, Slot
from decoded_values import damaged_blocks, same


def _items() -> list[Item]:
    return [
        Item("Pay", icon="ic_info", accessibility_identifier="pay"),
        Item("Cash Advance and a title too long to fit", accessibility_label="Cash advance"),
        Item("", icon="ic_info"),
        Item("Статус", role=Role.PRIMARY, disabled=True),
        Item("مرحبا بكم", icon="ic_info", accessibility_label="Welcome", accessibility_identifier="welcome"),
        Item("Emoji 🎉 and more text"),
        Item("History"),
    ]


PARAMETERS = [
    Parameters(max_visible=0),
    Parameters(max_visible=3),
    Parameters(layout=LayoutParameters.prominent(spacing=4), max_visible=4),
    Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0),
    Parameters(layout=LayoutParameters.prominent(type=ProminentType.GROUPED, spacing=4, corner_style=CornerStyle.LARGE),
               max_visible=4),  # joined runs: each corner its own radius
]


def _layouts(group: ButtonGroup) -> Iterator[GroupLayout]:
    """Layouts of the group at many widths, both directions, with a pressed and a focused slot."""
    for width in (0, 40, 120, 233.5, 320, 480, 1200):
        for direction in (Direction.LTR, Direction.RTL):
            yield group.layout(width, 2, direction)
    group.focus(FocusMove.FIRST)
    group.focus(FocusMove.NEXT)
    yield group.layout(480, 2)
    first = group.layout(1200, 2).slots[1].frame
    group.pointer(PointerPhase.DOWN, *first.center)  # pressed: highlighted, and kept with the width policy
    yield group.layout(1200, 2)
    yield group.layout(200, 3)
    group.pointer(PointerPhase.CANCEL, 0, 0)


def _kept_layouts() -> Iterator[GroupLayout]:
    """Layouts of a width-policy group whose pressed last item is kept out of the More sheet."""
    items = [Item(title) for title in ("Archive", "Move", "Flag", "Delete", "Reply all")]
    with ButtonGroup(items, Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0)) as group:
        group.pointer(PointerPhase.DOWN, *group.layout(2000).slots[4].frame.center)
        for width in (400, 300, 200, 120):
            yield group.layout(width, 2)


PARTS = ("slots", "accessibility", "overflow_items", "size")
"""The parts the compiled module reads (``_layout_parts.c``) in place of ``GroupLayout``'s own properties."""


def _python_part(layout: GroupLayout, name: str) -> Any:
    """Part ``name`` of ``layout`` read by ``GroupLayout``'s own property (with the compiled
    module, the class's property is the compiled one)."""
    return layout_module._REFERENCE_PARTS[name].fget(layout)  # type: ignore[misc]


def _python_decoded(layout: GroupLayout, monkeypatch: pytest.MonkeyPatch, *parts: str) -> tuple[Any, ...]:
    """The More slot and the ``parts`` (default: slots and nodes) of a copy of ``layout`` decoded
    by the Python decoders and properties."""
    twin = copy.copy(layout)  # the same bytes, nothing decoded yet
    with monkeypatch.context() as patch:
        patch.setattr(layout_module, "_COMPILED", None)
        return (twin.more_slot, *(_python_part(twin, name) for name in parts or PARTS[:2]))


def test_the_test_package_carries_the_compiled_decoders() -> None:
    assert layout_module._COMPILED is not None, "buttongroup._speedups was not built"
    assert layout_module._COMPILED_PARTS is not None
    for name in PARTS:
        part = getattr(GroupLayout, name)
        assert isinstance(part, property) and type(part.fget).__name__ == "builtin_function_or_method"
        assert part.__doc__ == layout_module._REFERENCE_PARTS[name].__doc__ and part.__doc__


@pytest.mark.parametrize("parameters", PARAMETERS, ids=["all-round", "max3", "prominent", "width-policy", "grouped"])
def test_compiled_and_python_parts_are_the_same_values(parameters: Parameters,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Every part, read first in every order: the compiled reads keep what the Python ones keep."""
    kept_overflow = 0
    with ButtonGroup(_items(), parameters) as group:
        kept = _kept_layouts() if parameters.overflow_policy == OverflowPolicy.WIDTH else iter(())
        for index, layout in enumerate(itertools.chain(_layouts(group), kept)):
            order = PARTS[index % 4 :] + PARTS[: index % 4]
            compiled = {name: getattr(layout, name) for name in order}
            python = _python_decoded(layout, monkeypatch, *order)[1:]
            for name, value in zip(order, python):
                same(compiled[name], value, f"layout {index}.{name}")
                if name != "size":  # kept: a second read is the same object
                    assert getattr(layout, name) is compiled[name]
            assert all(node.frame is layout.slots[node.slot_index].frame for node in layout.accessibility) or \
                order.index("accessibility") < order.index("slots")
            kept_overflow += type(compiled["overflow_items"]) is tuple
    if parameters.overflow_policy == OverflowPolicy.WIDTH:
        assert kept_overflow, "no layout kept a pressed item out of the More sheet"


def test_the_compiled_parts_refuse_what_is_not_a_layout_and_stay_usable() -> None:
    parts = layout_module._COMPILED_PARTS
    assert parts is not None
    for name in PARTS:
        with pytest.raises(TypeError, match="expected a GroupLayout"):
            parts[name](object())
    with ButtonGroup(_items()[:5], Parameters(max_visible=3)) as group:
        layout = group.layout(300, 2)
    broken = GroupLayout(layout._block, layout._head[:-1], layout.items)
    for name in PARTS:
        with pytest.raises(ValueError, match="header"):
            parts[name](broken)
    short = GroupLayout(layout._block[: layout._slot_offset()], layout._head, layout.items)  # no slot records
    with pytest.raises(ValueError, match="a slot is outside the block"):
        parts["overflow_items"](short)
    with pytest.raises(ValueError, match="a slot is outside the block"):
        _python_part(short, "overflow_items")
    assert layout.overflow_items == _python_part(layout, "overflow_items") and len(layout.overflow_items) == 3
    assert layout.slots[0].title == "Pay" and layout.size == _python_part(layout, "size")


def test_the_parts_reader_refuses_classes_without_the_slots_and_changes_nothing() -> None:
    from buttongroup import _speedups
    from buttongroup.geometry import Size

    class NoSlots:
        pass

    with pytest.raises(TypeError, match="three classes"):
        _speedups.layout_parts(GroupLayout, Size)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="size a tuple class"):
        _speedups.layout_parts(GroupLayout, NoSlots, layout_module.ItemRange)  # its records are tuples
    with pytest.raises(TypeError, match="_block is not a slot"):
        _speedups.layout_parts(NoSlots, Size, layout_module.ItemRange)  # no _block at all
    NoSlots._block = property(lambda self: None)  # type: ignore[attr-defined]  # an attribute, not a slot
    with pytest.raises(TypeError, match="not a slot"):
        _speedups.layout_parts(NoSlots, Size, layout_module.ItemRange)
    with ButtonGroup(_items()[:2]) as group:
        layout = group.layout(300)
    assert layout.slots[0].title == "Pay" and layout.size.width == 300  # the classes registered before


@pytest.mark.parametrize("parameters", PARAMETERS, ids=["all-round", "max3", "prominent", "width-policy", "grouped"])
def test_compiled_and_python_decoders_make_the_same_values(parameters: Parameters,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    seen_more = seen_truncated = seen_state = seen_corners = 0
    with ButtonGroup(_items(), parameters) as group:
        for index, layout in enumerate(_layouts(group)):
            more = layout.more_slot  # decoded alone first, then reused by `slots`
            compiled = (more, layout.slots, layout.accessibility)
            same(compiled, _python_decoded(layout, monkeypatch), f"layout {index}")
            assert more is None or more in layout.slots and any(slot is more for slot in layout.slots)
            seen_more += more is not None
            seen_truncated += any(slot.title_truncated for slot in layout.slots)
            seen_state += any(slot.state for slot in layout.slots)
            seen_corners += any(len(set(slot.corners)) > 1 for slot in layout.slots)
    if parameters.max_visible != 0 or parameters.overflow_policy == OverflowPolicy.WIDTH:
        assert seen_more, "no layout had a More button"
    assert seen_truncated and seen_state, "the corpus missed truncated titles or states"
    if parameters.layout is not None and parameters.layout.prominent_type == ProminentType.GROUPED:
        assert seen_corners, "no slot had corners of different radii"


def test_a_layout_decodes_the_same_after_the_group_changed_or_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    group = ButtonGroup(_items(), Parameters(max_visible=3))
    layout = group.layout(480, 2)
    group.update([Item("Other")])
    group.layout(300)
    group.close()
    same((layout.more_slot, layout.slots, layout.accessibility), _python_decoded(layout, monkeypatch), "kept")
    assert layout.slots[0].title == "Pay" and layout.accessibility[0].identifier == "pay"


def test_items_of_subclasses_decode_as_getattr_reads_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """The compiled decoders read a field from an item's ``__dict__`` only for a class without a
    descriptor under a field's name; a subclass overriding a field is read through getattr."""

    class Plain(Item):  # nothing overridden: read from the dict
        pass

    class Announced(Item):  # a field overridden by a property: read through getattr
        @property  # type: ignore[override]
        def accessibility_label(self) -> str:
            return "Announced " + self.title

    class Titled(Item):  # a class attribute under a field's name that is not a descriptor
        shout = True

    for items in ([Plain("Pay"), Announced("Send", icon="ic_info"), Item("Keep", accessibility_identifier="keep")],
                  [Announced("Send"), Titled("Pay", accessibility_label="pay"), Plain("Save")] * 2):
        with ButtonGroup(items, Parameters(max_visible=0)) as group:
            for layout in (group.layout(600, 2), group.layout(900, 2, Direction.RTL)):
                same((layout.more_slot, layout.slots, layout.accessibility),
                      _python_decoded(layout, monkeypatch), "subclassed items")
                assert layout._texts is None  # an overriding class: its items are read when decoded
                labels = [node.label for node in layout.accessibility]
                assert labels[1 if isinstance(items[1], Announced) else 0].startswith("Announced ")


@pytest.mark.parametrize("action", [None, print], ids=["compiled-update", "python-update"])
def test_a_group_reads_its_items_texts_once_per_items_and_lets_old_items_go(action: Any,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The compiled layout keeps the items' texts in the group's state (``_item_fields.c``):
    made on the first layout of new items, shared by the layouts after it, dropped when the
    items are replaced or the group is closed (by the compiled update and free, or, for items
    with callbacks, the Python ones), so that it never keeps items alive."""
    old = [Item("Pay", icon="ic_info", accessibility_identifier="pay", action=action),
           Item("Send", accessibility_label="send")]
    gone = weakref.ref(old[0])
    with ButtonGroup(old, Parameters(max_visible=0)) as group:
        state = group._state
        assert state.item_texts is None  # nothing laid out yet
        first, second = group.layout(300, 2), group.layout(301, 2)
        texts = state.item_texts
        assert texts is not None and texts[0] is group.items and first._texts is texts and second._texts is texts
        assert texts[1:] == ("Pay", "ic_info", "Pay", "pay", "Send", None, "send", None)
        same((first.more_slot, first.slots, first.accessibility), _python_decoded(first, monkeypatch), "kept texts")
        group.update([Item("Cash", action=action), Item("History", accessibility_identifier="history")])
        assert state.item_texts is None  # reset with the items
        del old, first, second, texts
        gc.collect()
        assert gone() is None  # nothing the texts kept holds the old items
        third = group.layout(300, 2)
        assert third._texts is state.item_texts and state.item_texts[0] is group.items
        assert [node.identifier for node in third.accessibility] == [None, "history"]
        third._texts = ("damaged",)  # texts that are not the layout's items' are not read
        object.__setattr__(third, "_slots", None)
        object.__setattr__(third, "_accessibility", None)
        same((third.more_slot, third.slots, third.accessibility), _python_decoded(third, monkeypatch), "damaged")
    assert state.item_texts is None  # closing lets the items go


def test_slots_that_share_a_rect_are_still_equal_values() -> None:
    with ButtonGroup([Item("A"), Item("B", icon="ic_info")], Parameters(max_visible=0)) as group:
        slots = group.layout(300, 2).slots
    for slot in slots:
        assert isinstance(slot, Slot) and slot.hit_frame == slot.frame or slot.frame.height < 44
        assert type(slot.hit_frame) is type(slot.frame)


def test_a_row_shares_its_equal_values_and_nodes_share_their_slots_frames() -> None:
    items = [Item("Pay"), Item("Cash Advance"), Item("Transfer"), Item("History")]
    with ButtonGroup(items, Parameters(max_visible=0)) as group:
        layout = group.layout(424.37, 2)
        first_nodes = group.layout(424.37 + 1, 2).accessibility  # decoded before any slot
    slots, nodes = layout.slots, layout.accessibility
    assert len({id(slot.corners) for slot in slots}) == 1  # an all-round row: one Corners value
    assert len({id(slot.icon_frame) for slot in slots}) == 1  # no icons: one empty Rect
    assert all(node.frame is slots[node.slot_index].frame for node in nodes)
    assert all(type(node.frame) is Rect and node.frame == first_nodes[i].frame._replace(
        x=node.frame.x, width=node.frame.width) for i, node in enumerate(nodes))


def test_layouts_that_overflow_alike_share_one_item_range_unless_it_was_changed() -> None:
    with ButtonGroup([Item(title) for title in "ABCDE"], Parameters(max_visible=3)) as group:
        first, second = group.layout(300).overflow_items, group.layout(301).overflow_items
        assert first is second and first == (2, 3, 4)  # two shown, then More
        first._range = range(0)  # type: ignore[misc]  # a private slot changed: no longer shared
        third = group.layout(302).overflow_items
        assert third is not first and third == (2, 3, 4) and first == ()
        group.update([Item(title) for title in "ABCDEF"])
        fourth = group.layout(303).overflow_items
        assert fourth == (2, 3, 4, 5) and group.layout(304).overflow_items is fourth
        group.update([Item(title) for title in "ABCDE"])
        assert group.layout(305).overflow_items is not third  # only the last one made is kept
    with ButtonGroup([Item("A")]) as single:
        assert single.layout(300).overflow_items == ()


def test_equal_values_are_shared_between_layouts_and_the_tables_keep_few() -> None:
    """The compiled decoders keep the floats and the Rect / Corners values they make in two small
    tables (``_shared_values.c``): a later layout with the same frames, of any group, shares them,
    and however many layouts are decoded, the tables keep a bounded number of values alive."""
    items = [Item("Pay"), Item("Cash Advance"), Item("Transfer")]
    with ButtonGroup(items, Parameters(max_visible=0)) as first, ButtonGroup(items, Parameters(max_visible=0)) as second:
        one, other = first.layout(424.25, 2).slots, second.layout(424.25, 2).slots
        assert all(a.frame is b.frame and a.corners is b.corners and a.title_frame is b.title_frame
                   for a, b in zip(one, other))
        del one, other
        gc.collect()
        before = sum(type(value) in (Rect, Corners) for value in gc.get_objects())
        for index in range(3000):  # a resize: thousands of distinct frames
            first.layout(300 + index * 0.37, 2).slots
        gc.collect()
        kept = sum(type(value) in (Rect, Corners) for value in gc.get_objects()) - before
        assert 0 <= kept <= 64  # at most a table's worth (SHARED_ENTRIES), however many were made


def test_values_a_host_holds_never_change_while_the_tables_reuse_theirs() -> None:
    """A kept Rect that nothing else refers to is filled with a new value when its entry gives
    way (``_shared_values.c``); one a host holds, directly or through a slot, is never touched."""
    items = [Item("Pay", icon="ic_info"), Item("Cash Advance"), Item("Transfer")]
    with ButtonGroup(items, Parameters(max_visible=0)) as group:
        held = [group.layout(320 + index * 9, 2) for index in range(6)]
        values = [(layout.slots, layout.accessibility) for layout in held]
        frozen = [repr(value) for value in values]
        corners = values[0][0][0].corners
        for index in range(2000):  # far more rects than the tables keep: each entry gives way many times
            layout = group.layout(300 + index * 0.73, 2)
            layout.slots, layout.accessibility
        assert [repr(value) for value in values] == frozen
        assert values[0][0][0].corners is corners and all(type(slot.frame) is Rect for slot in values[0][0])


def test_shared_values_keep_negative_zero_and_nan_payloads_apart() -> None:
    """Values are found by their bits: -0.0 is not 0.0, a NaN is not another NaN, in one call
    and in the next, as the Python decoders make them."""
    decoder = layout_module._COMPILED
    assert decoder is not None
    with ButtonGroup([Item("Pay"), Item("Send"), Item("Save")], Parameters(max_visible=0)) as group:
        layout = group.layout(300, 2)
    h, block = layout._h, bytearray(layout._block)
    start = layout._slot_offset()
    quiet, payload = struct.unpack("@d", struct.pack("@Q", 0x7FF8000000000001))[0], float("nan")
    odd = [(-0.0, 0.0, -0.0, 0.0), (0.0, -0.0, 0.0, -0.0), (quiet, payload, quiet, payload)]
    for index, doubles in enumerate(odd):
        struct.pack_into("@4d", block, start + index * layout_module._SLOT.size + layout_module._FRAME, *doubles)
    for _ in range(2):
        slots = decoder.slots(bytes(block), start, 3, h[9], layout._items)
        for slot, doubles in zip(slots, odd):
            assert [struct.pack("@d", value) for value in slot.frame] == [struct.pack("@d", d) for d in doubles]


def test_a_node_takes_its_slots_frame_only_when_it_holds_the_same_doubles() -> None:
    decoder = layout_module._COMPILED
    assert decoder is not None
    with ButtonGroup([Item("Pay"), Item("History")], Parameters(max_visible=0)) as group:
        layout = group.layout(300, 2)
    h, block, items = layout._h, layout._block, layout._items
    args = (block, h[6] - h[9], h[1], h[9], layout._slot_offset(), items)
    slots = layout.slots
    assert all(frame == int(frame) for slot in slots for frame in slot.frame)
    wrong = tuple(slot._replace(frame=Rect(1.0, 2.0, 3.0, 4.0)) for slot in slots)
    ints = tuple(slot._replace(frame=Rect(*map(int, slot.frame))) for slot in slots)  # equal, not the same doubles

    class Float(float):
        pass

    subclassed = tuple(slot._replace(frame=Rect(*map(Float, slot.frame))) for slot in slots)
    for given in (wrong, ints, subclassed, (), ("not a slot",) * 2, None):
        nodes = decoder.nodes(*args, given)
        assert [node.frame for node in nodes] == [slot.frame for slot in slots]
        assert all(type(node.frame) is Rect and {type(value) for value in node.frame} == {float} for node in nodes)
        assert not any(node.frame is unlike.frame for node, unlike in zip(nodes, given or ()) if unlike is not None
                       and isinstance(unlike, Slot))  # never the frame of a slot holding other values
    first_only = decoder.nodes(*args, slots[:1])
    assert first_only[0].frame is slots[0].frame and first_only[1].frame == slots[1].frame
    assert all(node.frame is slot.frame for node, slot in zip(decoder.nodes(*args, slots), slots))


def test_a_refused_node_class_changes_nothing() -> None:
    decoder = layout_module._COMPILED
    assert decoder is not None

    @dataclasses.dataclass(frozen=True)
    class WithoutSlots:
        role: Any
        enabled: Any
        label: Any
        identifier: Any
        frame: Any
        position: Any
        count: Any
        slot_index: Any

    tables = (layout_module._KINDS, layout_module._ROLES, layout_module._A11Y_ROLES, layout_module._STATES,
              layout_module.State)
    with pytest.raises(TypeError, match="must be tuple classes"):
        decoder.decoders(Slot, WithoutSlots, Corners, WithoutSlots, *tables)  # a Rect that is not a tuple
    with pytest.raises(TypeError, match="role is not a slot"):
        decoder.decoders(Slot, Rect, Corners, WithoutSlots, *tables)  # its fields are not class attributes
    WithoutSlots.role = property(lambda self: None)  # a class attribute, but not a slot
    for name in ("enabled", "label", "identifier", "frame", "position", "count", "slot_index"):
        setattr(WithoutSlots, name, 0)
    with pytest.raises(TypeError, match="not a slot"):
        decoder.decoders(Slot, Rect, Corners, WithoutSlots, *tables)
    with ButtonGroup([Item("Pay", accessibility_identifier="pay")]) as group:
        node = group.layout(300).accessibility[0]
    assert type(node) is AccessibilityNode and node.identifier == "pay" and node.label == "Pay"


def test_the_decoders_refuse_records_outside_the_block() -> None:
    decoder = layout_module._COMPILED
    assert decoder is not None
    with ButtonGroup(_items()[:3]) as group:
        layout = group.layout(300)
    h, block, items = layout._h, layout._block, layout._items
    start = layout._slot_offset()
    for offset, count in ((-1, 1), (len(block), 1), (start, 10**6), (start, -1), (len(block) + 8, 0)):
        with pytest.raises(ValueError, match="outside the block"):
            decoder.slots(block, offset, count, h[9], items)
    with pytest.raises(ValueError, match="outside the block"):
        decoder.nodes(block, h[6] - h[9], 3, h[9], len(block), items, None)  # the slots are not there
    with pytest.raises(TypeError):
        decoder.slots(bytearray(block), start, 1, h[9], items)
    with pytest.raises(TypeError):
        decoder.slots(block, start, 1)
    with pytest.raises(IndexError):
        decoder.slots(block, start, 3, h[9], ())  # the items the slots show are missing
    assert decoder.slots(block, start, 0, h[9], items) == ()
    assert decoder.slots(block, start, 3, h[9], items) == layout.slots  # still usable


def test_unknown_values_from_a_newer_library_are_reported() -> None:
    decoder = layout_module._COMPILED
    assert decoder is not None
    with ButtonGroup(_items()[:1]) as group:
        layout = group.layout(300)
    h, block, items = layout._h, bytearray(layout._block), layout._items
    start = layout._slot_offset()
    block[start : start + 4] = (99).to_bytes(4, "little")  # an unknown kind
    with pytest.raises(KeyError):
        decoder.slots(bytes(block), start, 1, h[9], items)
    block[start : start + 4] = layout._block[start : start + 4]
    block[start + 12 : start + 16] = (1 << 20).to_bytes(4, "little")  # unknown state flags: State() decides
    flags = decoder.slots(bytes(block), start, 1, h[9], items)[0].state
    assert int(flags) == 1 << 20


def _decode_both(layout: GroupLayout, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    """Both decoders' outcome on the layout's bytes: the values, or the exception's type."""
    outcomes = []
    for compiled in (True, False):
        twin = copy.copy(layout)
        with monkeypatch.context() as patch:
            if not compiled:
                patch.setattr(layout_module, "_COMPILED", None)
            try:
                read = getattr if compiled else _python_part
                outcomes.append((read(twin, "slots"), read(twin, "accessibility"), read(twin, "overflow_items")))
            except Exception as error:  # noqa: BLE001 - compared below
                outcomes.append(type(error))
    return outcomes[0], outcomes[1]


def test_damaged_records_decode_or_fail_as_the_python_decoders_do(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random bytes written over a layout's records (a library that wrote garbage): the compiled
    decoders give what the Python ones give, values or the type of error, and never crash."""
    with ButtonGroup(_items(), Parameters(max_visible=4)) as group:
        layout = group.layout(480, 2)
    failures = 0
    for damaged in damaged_blocks(layout._block, 7, 400):
        outcome, expected = _decode_both(GroupLayout(damaged, layout._head, layout.items), monkeypatch)
        if isinstance(expected, type):
            failures += 1
            assert outcome is expected
        else:
            same(outcome, expected, "damaged")
    assert 0 < failures < 400  # both kinds of outcome were exercised
