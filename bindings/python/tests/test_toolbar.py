"""Toolbar and ControlGroupView: layout, label styles, overflow and breakpoints, right-to-left,
focus and pointer (menus and diagnostics: test_toolbar_menus; bad input, callback errors and
lifetime: test_toolbar_errors)."""

from __future__ import annotations

import sys
import threading

import pytest

from buttongroup import (
    A11yRole,
    ControlButton,
    ControlContext,
    ControlGroup,
    ControlGroupStyle,
    ControlGroupView,
    ControlTarget,
    ControlTargetKind,
    Direction,
    FocusMove,
    LabelStyle,
    Placement,
    PointerPhase,
    Selection,
    State,
    Theme,
    Toolbar,
    ToolbarItem,
    ToolbarItemKind,
)

BUILTIN = Theme.builtin()
HEIGHT = BUILTIN.number("parameters/controlGroup/height")
INSET = BUILTIN.number("parameters/controlGroup/horizontalInset")
ICON = BUILTIN.number("parameters/controlGroup/iconSize")
IMAGE_PADDING = BUILTIN.number("parameters/controlGroup/imagePadding")
SEPARATOR = BUILTIN.number("parameters/controlGroup/separatorWidth")
RADIUS = BUILTIN.number("radius/medium")
PADDING = BUILTIN.number("parameters/toolbar/padding")
HYSTERESIS = BUILTIN.number("parameters/toolbar/overflowHysteresis")
ICON_CELL = max(HEIGHT, 2 * INSET + ICON)
"""The width of an icon-only cell."""


def fixed(font: str, text: str, max_width: float) -> tuple[float, float]:
    """Every character 8 points wide, every line 20 high."""
    return (8.0 * len(text), 20.0)


def zoom(label_style: LabelStyle = LabelStyle.AUTOMATIC, fired: list[str] | None = None, **kw: object) -> ControlGroup:
    """The seed's zoom group."""
    log = [] if fired is None else fired
    return ControlGroup("Zoom", "magnifyingglass", [
        ControlButton("Zoom Out", "minus.magnifyingglass", action=lambda: log.append("out")),
        ControlButton("Zoom In", "plus.magnifyingglass", action=lambda: log.append("in")),
    ], label_style=label_style, **kw)  # type: ignore[arg-type]


def history(back_disabled: bool = True, fired: list[str] | None = None) -> ToolbarItem:
    log = [] if fired is None else fired
    return ToolbarItem(ControlGroup("History", buttons=[
        ControlButton("Back", "chevron.backward", disabled=back_disabled, action=lambda: log.append("back")),
        ControlButton("Forward", "chevron.forward", action=lambda: log.append("forward")),
    ]), Placement.NAVIGATION)


def icons(name: str, count: int = 2, **kw: object) -> ControlGroup:
    """A labelled group of ``count`` icon buttons."""
    buttons = [ControlButton(f"{name} {i}", f"{name}.{i}") for i in range(count)]
    return ControlGroup(name, f"{name}.icon", buttons, **kw)  # type: ignore[arg-type]


def four_groups() -> list[ToolbarItem]:
    return [ToolbarItem(icons("Nav"), Placement.NAVIGATION), ToolbarItem(icons("A")), ToolbarItem(icons("B")),
            ToolbarItem(icons("C"))]


# ------------------------------------------------------------------- layout


def test_zoom_icon_only_shows_images_and_keeps_the_titles_for_voiceover() -> None:
    with ControlGroupView(zoom(LabelStyle.ICON_ONLY)) as view:
        layout = view.layout(300, scale=2)
    assert [cell.title for cell in layout.cells] == [None, None]
    assert [cell.title_frame for cell in layout.cells] == [None, None]
    assert [cell.image for cell in layout.cells] == ["minus.magnifyingglass", "plus.magnifyingglass"]
    assert all(cell.image_frame is not None and cell.image_frame.width == ICON for cell in layout.cells)
    assert [node.role for node in layout.accessibility] == [A11yRole.GROUP, A11yRole.BUTTON, A11yRole.BUTTON]
    assert [node.label for node in layout.accessibility] == ["Zoom", "Zoom Out", "Zoom In"]
    assert layout.accessibility[0].count == 2 and layout.accessibility[0].cell is None
    assert [(node.position, node.cell) for node in layout.accessibility[1:]] == [(1, 0), (2, 1)]
    (group,) = layout.groups
    assert (group.style, group.label_style) == (ControlGroupStyle.SEGMENTED, LabelStyle.ICON_ONLY)
    assert group.frame.width == 300 and layout.size.width == 300 and layout.overflow_button is None


def test_zoom_fixed_size_takes_its_content_width_with_joined_corners_and_a_separator() -> None:
    with ControlGroupView(zoom(LabelStyle.TITLE_AND_ICON, fixed_size=True), measure=fixed) as view:
        layout = view.layout(1000)
    zoom_out = 2 * INSET + ICON + IMAGE_PADDING + 8 * len("Zoom Out")
    zoom_in = 2 * INSET + ICON + IMAGE_PADDING + 8 * len("Zoom In")
    assert [cell.frame.width for cell in layout.cells] == [zoom_out, zoom_in]
    assert layout.groups[0].frame.width == zoom_out + SEPARATOR + zoom_in
    assert [cell.title for cell in layout.cells] == ["Zoom Out", "Zoom In"]
    assert layout.separators_of(layout.groups[0]) == layout.separators and layout.separators[0].x == zoom_out
    first, last = layout.cells
    assert (first.corners.top_left, first.corners.top_right) == (RADIUS, 0)
    assert (last.corners.top_left, last.corners.bottom_right) == (0, RADIUS)


def test_a_group_in_content_fills_the_width_shared_by_content() -> None:
    group = zoom(LabelStyle.TITLE_ONLY)
    with ControlGroupView(group, measure=fixed) as view:
        assert view.group is group and view.context is ControlContext.CONTENT and view.items == (ToolbarItem(group),)
        layout = view.layout(401, scale=2)
        widths = [cell.frame.width for cell in layout.cells]
        assert layout.groups[0].frame.width == 401
        assert sum(widths) + SEPARATOR == pytest.approx(401, abs=0.5)
        assert widths[0] > widths[1]  # "Zoom Out" is one character longer
        assert view.breakpoints() == () and view.layout(10).overflowed == ()
        view.group = zoom(LabelStyle.ICON_ONLY)
        assert [cell.title for cell in view.layout(401).cells] == [None, None]


def test_in_a_toolbar_a_segmented_group_shows_icons_at_the_trailing_end() -> None:
    with Toolbar([zoom()]) as toolbar:
        layout = toolbar.layout(400)
    assert layout.groups[0].label_style is LabelStyle.ICON_ONLY
    assert layout.groups[0].frame.max_x == 400 - PADDING
    assert [cell.frame.width for cell in layout.cells] == [ICON_CELL, ICON_CELL]
    assert layout.size.height == BUILTIN.number("parameters/toolbar/height")


def test_navigation_group_draws_back_disabled_and_only_forward_fires() -> None:
    fired: list[str] = []
    with Toolbar([history(back_disabled=True, fired=fired)]) as toolbar:
        layout = toolbar.layout(320)
        back, forward = layout.cells
        assert layout.groups[0].style is ControlGroupStyle.NAVIGATION
        assert back.frame.x == PADDING and back.title is None and back.image == "chevron.backward"
        assert back.state == State.DISABLED and not back.enabled and forward.state == State(0)
        assert [node.enabled for node in layout.accessibility] == [True, False, True]
        assert [node.label for node in layout.accessibility[1:]] == ["Back", "Forward"]
        assert toolbar.tap(*back.frame.center) is None
        assert toolbar.tap(*forward.frame.center) == ControlTarget(ControlTargetKind.BUTTON, 0, 1)
        assert toolbar.focus(FocusMove.FIRST) == ControlTarget(ControlTargetKind.BUTTON, 0, 1)  # Back skipped
    assert fired == ["forward"]


def test_page_counter_actions_replace_the_items_from_inside_the_callback() -> None:
    page = [1]

    def items() -> list[ToolbarItem]:
        return [ToolbarItem(ControlGroup("History", buttons=[
            ControlButton("Back", "chevron.backward", disabled=page[0] == 1, action=lambda: turn(-1)),
            ControlButton("Forward", "chevron.forward", disabled=page[0] == 5, action=lambda: turn(+1)),
        ]), Placement.NAVIGATION)]

    def turn(step: int) -> None:
        page[0] += step
        toolbar.set_items(items())

    with Toolbar(items()) as toolbar:
        for expected in (2, 3, 4, 5, 5):
            forward = toolbar.layout(320).cells[1]
            toolbar.tap(*forward.frame.center)
            assert page[0] == expected
        states = [cell.state for cell in toolbar.layout(320).cells]
        assert states == [State(0), State.DISABLED]
        toolbar.tap(*toolbar.layout(320).cells[0].frame.center)
        assert page[0] == 4 and all(cell.enabled for cell in toolbar.layout(320).cells)


def test_items_take_groups_buttons_and_flexible_spaces() -> None:
    share = ControlButton("Share", "square.and.arrow.up")
    single = ToolbarItem.button(share, Placement.PRINCIPAL, priority=2)
    assert single.group is not None and (single.group.label, single.group.image) == ("Share", "square.and.arrow.up")
    assert single.group.buttons == (share,) and (single.placement, single.priority) == (Placement.PRINCIPAL, 2)
    space = ToolbarItem.flexible_space(Placement.NAVIGATION)
    assert (space.kind, single.kind) == (ToolbarItemKind.FLEXIBLE_SPACE, ToolbarItemKind.GROUP)
    with Toolbar([history(), space, zoom(), share]) as toolbar:
        assert toolbar.item_count == 4
        assert toolbar.items[2] == ToolbarItem(toolbar.items[2].group) and toolbar.items[3] == ToolbarItem.button(share)
        layout = toolbar.layout(600)
        assert [group.item for group in layout.groups] == [0, 2, 3]
        assert layout.group_for(1) is None and layout.cell_for(3, 0) is not None
        # the space pushes nothing here (navigation: leading); Share goes trailing, after Zoom
        assert layout.group_for(3).frame.max_x == 600 - PADDING  # type: ignore[union-attr]


def test_a_flexible_space_pushes_the_items_after_it_toward_the_far_end() -> None:
    spacing = BUILTIN.number("parameters/toolbar/spacing")
    items = [ToolbarItem(icons("A"), Placement.NAVIGATION), ToolbarItem.flexible_space(Placement.NAVIGATION),
             ToolbarItem(icons("B"), Placement.NAVIGATION), ToolbarItem(icons("C"))]
    with Toolbar(items) as toolbar:
        layout = toolbar.layout(600)
    a, b, c = (layout.group_for(item) for item in (0, 2, 3))
    assert a is not None and b is not None and c is not None
    assert a.frame.x == PADDING and c.frame.max_x == 600 - PADDING
    assert b.frame.max_x == c.frame.x - spacing  # the space took all the free room


def test_a_flexible_space_with_groups_on_one_side_only_reaches_the_far_end() -> None:
    with Toolbar([ToolbarItem(icons("A"), Placement.NAVIGATION), ToolbarItem.flexible_space(Placement.NAVIGATION),
                  ToolbarItem(icons("B"), Placement.NAVIGATION)]) as toolbar:
        navigation = toolbar.layout(600).group_for(2)
    with Toolbar([ToolbarItem(icons("A")), ToolbarItem.flexible_space()]) as toolbar:
        primary = toolbar.layout(600).group_for(0)
    assert navigation is not None and primary is not None
    assert (navigation.frame.max_x, primary.frame.x) == (600 - PADDING, PADDING)  # got (584, 16)


def test_a_selected_segment_has_its_own_fill() -> None:
    group = ControlGroup("View", buttons=[ControlButton("List", selection=Selection.OFF),
                                          ControlButton("Grid", selection=Selection.ON)])
    with ControlGroupView(group) as view:
        off, on = view.layout(300).cells
    assert off.fill_color is None and not off.state & State.SELECTED
    assert on.fill_color == BUILTIN.color("parameters/controlGroup/selectedFillColor")
    assert on.state & State.SELECTED


def test_a_layout_is_a_value_that_later_calls_do_not_change() -> None:
    with Toolbar([zoom()]) as toolbar:
        before = toolbar.layout(400)
        toolbar.set_items([icons("Other", 3)])
        after = toolbar.layout(400)
    assert len(before.cells) == 2 and len(after.cells) == 3
    assert before.cells[0].image == "minus.magnifyingglass" and before.accessibility[0].label == "Zoom"


# ----------------------------------------------------------- overflow


def overflow_steps(toolbar: Toolbar, start: float, stop: float) -> list[tuple[float, tuple[int, ...]]]:
    """Shrinks one point at a time; each width where the overflowed items changed."""
    changes, last, width = [], (), start
    while width >= stop:
        overflowed = toolbar.layout(width).overflowed
        if overflowed != last:
            changes.append((width, overflowed))
            last = overflowed
        width -= 1
    return changes


def test_shrinking_moves_whole_groups_lowest_priority_then_trailing_then_later_first() -> None:
    items = [ToolbarItem(icons("Nav"), Placement.NAVIGATION), ToolbarItem(icons("Title"), Placement.PRINCIPAL),
             ToolbarItem(icons("A"), priority=5), ToolbarItem(icons("B")), ToolbarItem(icons("C"))]
    with Toolbar(items) as toolbar:
        steps = overflow_steps(toolbar, 700, 0)
        added = [next(iter(set(now) - set(before))) for (_, before), (_, now) in zip([(0, ())] + steps, steps)]
        assert added == [4, 3, 1, 0, 2]  # C, B (later first), principal, navigation, then priority 5
        for width, overflowed in steps:
            layout = toolbar.layout(width)
            assert {cell.item for cell in layout.cells}.isdisjoint(overflowed)  # never a part of a group
            assert {group.item for group in layout.groups} | set(overflowed) == {0, 1, 2, 3, 4}
            assert layout.overflow_button is not None and layout.overflow_button.max_x == width - PADDING


def test_breakpoints_are_the_widths_where_the_layout_changes() -> None:
    with Toolbar(four_groups()) as toolbar:
        breakpoints = toolbar.breakpoints()
        assert [b.item for b in breakpoints] == [3, 2, 1, 0]
        assert all(b.moves_out - b.moves_in == HYSTERESIS for b in breakpoints)
        steps = overflow_steps(toolbar, 600, 0)
    assert [width + 1 for width, _ in steps] == [b.moves_in for b in breakpoints]  # integral widths here
    assert [overflowed for _, overflowed in steps] == [(3,), (2, 3), (1, 2, 3), (0, 1, 2, 3)]
    for b in breakpoints:  # each on a fresh toolbar: no hysteresis memory
        with Toolbar(four_groups()) as fresh:
            assert b.item not in fresh.layout(b.moves_in).overflowed
        with Toolbar(four_groups()) as fresh:
            assert b.item in fresh.layout(b.moves_in - 0.5).overflowed


def test_a_group_in_the_menu_needs_the_hysteresis_to_come_back() -> None:
    with Toolbar(four_groups()) as toolbar:
        first = toolbar.breakpoints()[0]
        assert toolbar.layout(first.moves_in - 1).overflowed == (first.item,)
        for width in (first.moves_in, first.moves_in + 1, first.moves_out - 0.5):
            assert toolbar.layout(width).overflowed == (first.item,), width
        assert toolbar.layout(first.moves_out).overflowed == ()
    with Theme.from_json('{"parameters": {"toolbar": {"overflowHysteresis": 20}}}') as theme:
        with Toolbar(four_groups(), theme=theme) as toolbar:
            assert all(b.moves_out - b.moves_in == 20 for b in toolbar.breakpoints())


def test_a_focused_group_stays_out_of_the_overflow_and_the_next_one_goes() -> None:
    with Toolbar(four_groups()) as toolbar:
        first = toolbar.breakpoints()[0]
        toolbar.layout(600)
        assert toolbar.focus(FocusMove.LAST) == ControlTarget(ControlTargetKind.BUTTON, first.item, 1)
        assert first.item not in [b.item for b in toolbar.breakpoints()]
        assert toolbar.layout(first.moves_in - 1).overflowed == (2,)


# -------------------------------------------------- direction and focus


def test_right_to_left_mirrors_frames_corners_and_the_overflow_button() -> None:
    with Toolbar(four_groups()) as toolbar:
        ltr = toolbar.layout(600)
        rtl = toolbar.layout(600, direction=Direction.RTL)
        for a, b in zip(ltr.cells, rtl.cells, strict=True):
            assert (b.item, b.button) == (a.item, a.button)
            assert b.frame.x == 600 - a.frame.max_x and b.frame.width == a.frame.width
            assert b.image_frame.x == 600 - a.image_frame.max_x  # type: ignore[union-attr]
            assert (b.corners.top_left, b.corners.top_right) == (a.corners.top_right, a.corners.top_left)
        assert [s.x for s in rtl.separators] == [600 - s.max_x for s in ltr.separators]
        narrow_ltr, narrow_rtl = toolbar.layout(300).overflow_button, toolbar.layout(300, direction=Direction.RTL).overflow_button
        assert narrow_ltr is not None and narrow_rtl is not None
        assert narrow_rtl.x == PADDING and narrow_ltr.max_x == 300 - PADDING


@pytest.mark.parametrize("direction", [Direction.LTR, Direction.RTL])
def test_focus_runs_through_enabled_cells_in_reading_order_then_the_overflow_button(direction: Direction) -> None:
    fired: list[str] = []
    with Toolbar([history(back_disabled=True, fired=fired), zoom(fired=fired), icons("Extra")]) as toolbar:
        toolbar.layout(210, direction=direction)
        order = [toolbar.focus(FocusMove.FIRST)] + [toolbar.focus(FocusMove.NEXT) for _ in range(3)]
        assert order == [ControlTarget(ControlTargetKind.BUTTON, 0, 1), ControlTarget(ControlTargetKind.BUTTON, 1, 0),
                         ControlTarget(ControlTargetKind.BUTTON, 1, 1), ControlTarget(ControlTargetKind.OVERFLOW)]
        assert toolbar.focus(FocusMove.NEXT) == order[0]  # wraps
        assert toolbar.focus(FocusMove.PREVIOUS) == order[3]
        toolbar.focus(FocusMove.FIRST)
        layout = toolbar.layout(210, direction=direction)
        assert layout.cell_for(0, 1).state == State.FOCUSED  # type: ignore[union-attr]
        forward, back = layout.cell_for(0, 1), layout.cell_for(0, 0)
        assert (forward.frame.x > back.frame.x) == (direction is Direction.LTR)  # type: ignore[union-attr]
        toolbar.focus(FocusMove.NEXT)
        toolbar.activate_focused()
        assert toolbar.focus(FocusMove.CLEAR) is None
    assert fired == ["out"]


def test_pointer_down_highlights_moving_out_releases_and_up_inside_fires() -> None:
    fired: list[str] = []
    with Toolbar([zoom(fired=fired)]) as toolbar:
        cell = toolbar.layout(300).cells[1]
        assert toolbar.pointer(PointerPhase.DOWN, *cell.frame.center) is None
        assert toolbar.layout(300).cells[1].state == State.HIGHLIGHTED
        toolbar.pointer(PointerPhase.MOVE, cell.frame.center[0], 200)
        assert toolbar.layout(300).cells[1].state == State(0)
        toolbar.pointer(PointerPhase.MOVE, *cell.frame.center)
        assert toolbar.pointer(PointerPhase.UP, *cell.frame.center) == ControlTarget(ControlTargetKind.BUTTON, 0, 1)
        toolbar.pointer(PointerPhase.DOWN, *cell.frame.center)
        assert toolbar.pointer(PointerPhase.CANCEL, *cell.frame.center) is None
    assert fired == ["in"]


def test_a_custom_measurer_sizes_the_titles_and_can_be_cleared() -> None:
    texts: list[str] = []

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        texts.append(text)
        return (100.0, 20.0)

    with ControlGroupView(zoom(LabelStyle.TITLE_ONLY, fixed_size=True), measure=measure) as view:
        assert [cell.frame.width for cell in view.layout(600).cells] == [2 * INSET + 100] * 2
        assert set(texts) >= {"Zoom Out", "Zoom In"} and view.measure is measure
        view.measure = None
        assert view.layout(600).cells[0].frame.width != 2 * INSET + 100


def test_a_toolbar_shared_between_threads_never_hands_out_a_torn_layout() -> None:
    """Layouts made while another thread replaces the items each show one set of items whole."""
    sets = [[icons(name, count) for name in ("A", "B", "C")] for count in (2, 3)]
    failures: list[str] = []
    switch = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    toolbar = Toolbar(sets[0])
    try:
        def work(seed: int) -> None:
            for step in range(300):
                layout = toolbar.layout(300 + (seed * 37 + step) % 400)
                counts = {len(group.cells) for group in layout.groups}
                if len(counts) > 1 or len(layout.cells) != sum(len(group.cells) for group in layout.groups):
                    failures.append(f"torn layout: {counts}")

        def update() -> None:
            for step in range(300):
                toolbar.set_items(sets[step % 2])

        threads = [threading.Thread(target=work, args=(seed,)) for seed in range(3)] + [threading.Thread(target=update)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(switch)
        toolbar.close()
    assert not failures, failures[:5]


def test_a_layout_decoded_after_later_calls_still_shows_its_own_toolbar() -> None:
    """A layout owns copies of what the library handed back: parts decoded only after the
    toolbar changed, laid out again and closed are still the first layout's."""
    words = ControlGroup("Words", buttons=[ControlButton("Alpha"), ControlButton("Beta")],
                         label_style=LabelStyle.TITLE_ONLY)
    other = ControlGroup("Other", buttons=[ControlButton("Gamma")], label_style=LabelStyle.TITLE_ONLY)
    with Toolbar([ToolbarItem(words)]) as toolbar:
        first = toolbar.layout(400)
        again = toolbar.layout(400)
        toolbar.set_items([ToolbarItem(other)])
        toolbar.layout(401)
    assert [cell.title for cell in first.cells] == ["Alpha", "Beta"]
    assert [node.label for node in first.accessibility] == ["Words", "Alpha", "Beta"]
    assert first == again and hash(first) == hash(again)
    with pytest.raises(AttributeError):
        first.size = first.size  # type: ignore[misc]
