"""The Tk demo (examples/python/tk_demo.py, package tkdemo) driven with synthetic Tk events.

Needs an X display: ``make test-tk`` runs it under ``xvfb-run -a``. Every check compares what
the window draws or does with the library's own answers (its layouts, breakpoints, menu
models, theme colours) rather than with numbers written here.
"""

from __future__ import annotations

import math
import os
import sys
import time
import tkinter as tk
from pathlib import Path
from typing import Iterator

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "examples" / "python"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from buttongroup import Direction, State, StateError  # noqa: E402

import tk_demo  # noqa: E402
from tkdemo import App, capture  # noqa: E402
from tkdemo.group_view import BORDER_WIDTH  # noqa: E402
from tkdemo.menus import DISMISS_DELAY_MS  # noqa: E402
from tkdemo.shapes import MAX_CHORD_PX  # noqa: E402
from tk_driver import (  # noqa: E402
    HEIGHT, bbox_center_x, center, click, drawn, event, expected_fill, fill_of, key, resize, ring_center_x, settle,
    shown_items, slot_fill)

WIDTH = 540
SCREENSHOT = os.environ.get("TK_DEMO_SCREENSHOT", str(REPO / "build" / "desktop" / "tk_demo.png"))


@pytest.fixture(scope="module")
def root() -> Iterator[tk.Tk]:
    """One Tk interpreter for the module (each test's window is a Toplevel of it)."""
    try:
        interpreter = tk.Tk()
    except tk.TclError as error:
        pytest.fail(f"no display (run under xvfb-run): {error}")
    interpreter.withdraw()
    yield interpreter
    interpreter.destroy()


@pytest.fixture
def app(root: tk.Tk) -> Iterator[App]:
    window = tk.Toplevel(root)
    window.geometry("+0+0")
    errors: list[BaseException] = []
    root.report_callback_exception = lambda kind, error, tb: errors.append(error)
    demo = App(window, WIDTH, HEIGHT)
    settle(demo)
    yield demo
    demo.close()
    window.destroy()
    root.update()
    assert not errors, f"errors in Tk callbacks: {errors!r}"


# --------------------------------------------------------------------- pointer


def test_press_highlights_and_release_fires(app: App) -> None:
    view = app.groups["more"]
    assert view.layout is not None
    pay = view.layout.slots[0]
    assert slot_fill(app, view, 0) == expected_fill(app, view, 0, State(0))
    event(app, "<ButtonPress-1>", center(app, view, pay.frame))
    assert view.layout.slots[0].state & State.HIGHLIGHTED
    assert slot_fill(app, view, 0) == expected_fill(app, view, 0, State.HIGHLIGHTED)
    assert expected_fill(app, view, 0, State.HIGHLIGHTED) != expected_fill(app, view, 0, State(0))
    assert app.fired == []  # a press alone fires nothing
    event(app, "<ButtonRelease-1>", center(app, view, pay.frame))
    assert app.fired == ["Pay"]
    assert slot_fill(app, view, 0) == expected_fill(app, view, 0, State(0))


def test_drag_out_and_release_fires_nothing(app: App) -> None:
    view = app.groups["relaxed"]
    assert view.layout is not None
    start = center(app, view, view.layout.slots[0].frame)
    event(app, "<ButtonPress-1>", start)
    assert slot_fill(app, view, 0) == expected_fill(app, view, 0, State.HIGHLIGHTED)
    outside = (start[0], round((view.y + view.size.height + 80) * app.host.scale))
    event(app, "<B1-Motion>", outside)
    assert slot_fill(app, view, 0) == expected_fill(app, view, 0, State(0))  # dragged out: no highlight
    event(app, "<B1-Motion>", start)
    assert slot_fill(app, view, 0) == expected_fill(app, view, 0, State.HIGHLIGHTED)  # back in
    event(app, "<B1-Motion>", outside)
    event(app, "<ButtonRelease-1>", outside)
    assert app.fired == []


def test_disabled_slot_and_button_never_fire(app: App) -> None:
    roles = app.groups["roles"]
    assert roles.layout is not None
    locked = next(i for i, s in enumerate(roles.layout.slots) if s.title == "Locked")
    click(app, center(app, roles, roles.layout.slots[locked].frame))
    assert slot_fill(app, roles, locked) == expected_fill(app, roles, locked, State.DISABLED)
    disabled = app.buttons["disabled"]
    assert disabled.view is not None
    click(app, center(app, disabled, disabled.view.bounds))
    assert app.fired == []
    payment = next(i for i, s in enumerate(roles.layout.slots) if s.title == "Payment")
    click(app, center(app, roles, roles.layout.slots[payment].frame))
    assert app.fired == ["Payment", "navigate:PaymentScreen"]  # the action, then the navigation


# ----------------------------------------------------------------------- menus


def test_more_opens_the_sheet_as_a_menu_and_chooses(app: App) -> None:
    view = app.groups["more"]
    assert view.layout is not None and view.layout.more_slot is not None
    hidden = [view.group.items[i].title for i in view.layout.overflow_items]
    assert hidden == ["Transfer", "History"]
    click(app, center(app, view, view.layout.more_slot.frame))
    menu = app.host.menus.current
    assert menu is not None and menu.winfo_ismapped()
    assert app.host.menus.labels() == ["More actions", *hidden, "Cancel"]  # title, items, cancel
    menu.invoke("History")
    app.root.update()
    assert app.fired == ["History"]
    assert app.host.menus.current is None and not app.host.menus.is_open
    with pytest.raises(StateError):  # the library's sheet is closed too
        view.group.choose_sheet_item(0)


def test_sheet_cancel_and_click_outside_dismiss(app: App) -> None:
    view = app.groups["more"]
    assert view.layout is not None and view.layout.more_slot is not None
    more = center(app, view, view.layout.more_slot.frame)
    click(app, more)
    menu = app.host.menus.current
    assert menu is not None
    menu.invoke("Cancel")
    app.root.update()
    with pytest.raises(StateError):
        view.group.choose_sheet_item(0)
    click(app, more)  # again, then closed the way a click elsewhere closes it
    menu = app.host.menus.current
    assert menu is not None
    app.root.tk.call("tk::MenuUnpost", str(menu))
    app.root.update()
    time.sleep(2 * DISMISS_DELAY_MS / 1000)
    app.root.update()
    assert not app.host.menus.is_open
    with pytest.raises(StateError):
        view.group.choose_sheet_item(0)
    assert app.fired == []


def test_toolbar_overflow_menu_lists_the_overflowed_groups(app: App) -> None:
    toolbar = app.toolbar
    first = toolbar.toolbar.breakpoints()[0]  # the first group to leave
    second = toolbar.toolbar.breakpoints()[1]
    resize(app, math.floor((first.moves_in + second.moves_in) / 2))
    layout = toolbar.layout
    assert layout is not None and layout.overflowed == (first.item,)
    assert layout.overflow_button is not None and drawn(app, toolbar.tag, "overflow")
    group = toolbar.toolbar.items[first.item].group
    assert group is not None and group.label
    click(app, center(app, toolbar, layout.overflow_button))
    menu = app.host.menus.current
    assert menu is not None and app.host.menus.labels() == [f"{group.label} >"]
    submenu = menu.nametowidget(menu.entrycget(0, "menu"))
    titles = [button.title for button in group.buttons]
    assert [label.removeprefix("✓ ") for label in app.host.menus.labels(submenu)] == titles
    submenu.invoke(len(titles) - 1)
    app.root.update()
    assert app.fired == [titles[-1]]


def test_toolbar_press_highlights_and_menu_group(app: App) -> None:
    toolbar = app.toolbar
    assert toolbar.layout is not None
    arrange = next(i for i, item in enumerate(toolbar.toolbar.items) if item.group and item.group.label == "Arrange")
    cell = toolbar.layout.cell_for(arrange, None)
    assert cell is not None and cell.title == "Arrange"
    normal = fill_of(app, toolbar.tag, f"cell:{arrange}:None", "title")
    event(app, "<ButtonPress-1>", center(app, toolbar, cell.frame))
    pressed = toolbar.layout.cell_for(arrange, None)
    assert pressed is not None and pressed.state & State.HIGHLIGHTED
    assert fill_of(app, toolbar.tag, f"cell:{arrange}:None", "title") != normal  # drawn dimmed
    event(app, "<ButtonRelease-1>", center(app, toolbar, cell.frame))
    menu = app.host.menus.current
    assert menu is not None
    group = toolbar.toolbar.items[arrange].group
    assert group is not None and app.host.menus.labels() == [b.title for b in group.buttons]
    menu.invoke(1)
    app.root.update()
    assert app.fired == [group.buttons[1].title]


# ----------------------------------------------------------------------- focus


def test_tab_and_arrows_move_a_focus_ring_and_return_activates(app: App) -> None:
    key(app, "<Tab>")
    assert app.focus.current is app.toolbar and drawn(app, app.toolbar.tag, "focus-ring")
    view = app.groups["more"]
    for _ in range(12):
        if app.focus.current is view:
            break
        key(app, "<Tab>")
    assert app.focus.current is view and view.layout is not None
    slots = view.layout.slots
    assert ring_center_x(app, view) == pytest.approx(view.to_canvas(slots[0].frame).center[0], abs=1)
    key(app, "<Right>")
    assert ring_center_x(app, view) == pytest.approx(view.to_canvas(slots[1].frame).center[0], abs=1)
    assert view.layout.slots[1].state & State.FOCUSED
    key(app, "<Return>")
    assert app.fired == ["Cash Advance"]
    key(app, "<Right>")  # More, then activate it from the keyboard: the sheet opens
    key(app, "<Return>")
    assert app.host.menus.is_open
    app.host.menus.cancel()
    key(app, "<Shift-Tab>")
    assert app.focus.current is view and ring_center_x(app, view) == pytest.approx(
        view.to_canvas(view.layout.slots[1].frame).center[0], abs=1)
    key(app, "<Escape>")
    assert not drawn(app, "focus-ring")


def test_tab_reaches_the_toolbar_overflow_button(app: App) -> None:
    toolbar = app.toolbar
    assert toolbar.layout is not None and toolbar.layout.overflow_button is not None
    key(app, "<Tab>")
    for _ in range(10):
        if drawn(app, toolbar.tag, "overflow", "focus-ring"):
            break
        key(app, "<Tab>")
    assert drawn(app, toolbar.tag, "overflow", "focus-ring")
    key(app, "<Return>")
    assert app.host.menus.is_open and app.host.menus.labels() == [
        f"{toolbar.toolbar.items[i].group.label} >" for i in toolbar.layout.overflowed]  # type: ignore[union-attr]


# ---------------------------------------------------------------- resizing, RTL


def test_overflow_follows_the_breakpoints_at_two_widths(app: App) -> None:
    view, toolbar = app.groups["width"], app.toolbar
    margin = view.x  # the group's inset from the window edge
    group_points = sorted(view.group.breakpoints(), key=lambda b: b.moves_in)
    bar_points = toolbar.toolbar.breakpoints()
    wide = math.ceil(max(max(b.moves_out for b in bar_points), group_points[-1].moves_out + 2 * margin)) + 4
    assert wide <= app.root.winfo_screenwidth()
    resize(app, wide)
    assert shown_items(app, view) == set(range(len(view.group.items)))
    assert not drawn(app, view.tag, "more") and not drawn(app, toolbar.tag, "overflow")
    # Narrower: between the 2nd and 3rd breakpoints of the group, under the toolbar's first.
    inner = (group_points[-2].moves_in + group_points[-3].moves_in) / 2
    narrow = math.floor(inner + 2 * margin)
    resize(app, narrow)
    hidden = {b.item for b in group_points if inner < b.moves_in}
    assert len(hidden) == 2
    assert shown_items(app, view) == set(range(len(view.group.items))) - hidden
    assert drawn(app, view.tag, "more")
    overflowed = {b.item for b in bar_points if narrow < b.moves_in}
    assert toolbar.layout is not None and set(toolbar.layout.overflowed) == overflowed and overflowed
    assert {int(t.split(":")[1]) for i in app.canvas.find_withtag(f"{toolbar.tag}&&group-bg") for t in
            app.canvas.gettags(i) if t.startswith("group:")}.isdisjoint(overflowed)
    assert drawn(app, toolbar.tag, "overflow")
    click(app, center(app, view, view.layout.more_slot.frame))  # type: ignore[union-attr]
    assert app.host.menus.labels()[1:-1] == [view.group.items[i].title for i in sorted(hidden)]


def test_rtl_mirrors_the_x_order(app: App) -> None:
    view = app.groups["more"]
    toolbar = app.toolbar

    def order() -> tuple[float, float, float, float]:
        pay, cash = (bbox_center_x(app, view.tag, f"item:{i}", "shape") for i in (0, 1))
        history = bbox_center_x(app, toolbar.tag, "group:0", "group-bg")  # the navigation placement
        filled, outline = (bbox_center_x(app, app.buttons[n].tag) for n in ("filled", "outline"))
        return pay - cash, history - app.canvas.winfo_width() / 2, filled - outline, \
            app.canvas.bbox("caption")[0]

    ltr = order()
    assert ltr[0] < 0 and ltr[1] < 0 and ltr[2] < 0  # Pay left of Cash Advance, History at the left end
    app.rtl_button.invoke()  # the checkbutton
    app.root.update()
    assert view.direction is Direction.RTL and view.layout is not None
    rtl = order()
    assert rtl[0] > 0 and rtl[1] > 0 and rtl[2] > 0  # all mirrored
    assert rtl[3] > ltr[3]  # captions right-aligned
    assert view.layout.slots[0].frame.x > view.layout.slots[1].frame.x  # as the library says
    key(app, "<Control-r>")  # the key toggles back
    assert order()[:3] == pytest.approx(ltr[:3])


# ----------------------------------------------------------- buttons and text


def test_configuration_buttons_states_and_label_button(app: App) -> None:
    filled = app.buttons["filled"]
    assert filled.view is not None
    normal = fill_of(app, filled.tag, "shape")
    event(app, "<ButtonPress-1>", center(app, filled, filled.view.bounds))
    assert filled.view.state & State.HIGHLIGHTED and fill_of(app, filled.tag, "shape") != normal
    event(app, "<ButtonRelease-1>", center(app, filled, filled.view.bounds))
    assert app.fired == ["Pay now"] and fill_of(app, filled.tag, "shape") == normal
    busy = app.buttons["busy"]
    assert busy.busy and len(drawn(app, busy.tag, "activity")) == 8 and busy.button.accessibility.busy
    toggle = app.buttons["toggle"]
    assert toggle.view is not None and toggle.view.title == "Follow"
    click(app, center(app, toggle, toggle.view.bounds))
    assert toggle.view.title == "Following" and toggle.view.state & State.SELECTED
    assert app.canvas.itemcget(drawn(app, toggle.tag, "title")[0], "text") == "Following"
    info = app.labels["info"]
    assert info.view is not None and drawn(app, info.tag, "label-bg")
    click(app, center(app, info, info.view.bounds))
    assert app.fired == ["Pay now", "Follow", "Info"]


def test_text_is_measured_with_the_tk_fonts(app: App) -> None:
    assert app.host.fonts.measured > 0
    font = app.host.fonts.font("button")
    for view in app.groups.values():
        assert view.layout is not None
        for slot in view.layout.slots:
            if slot.title and not slot.title_truncated:
                assert slot.title_frame.width == pytest.approx(font.measure(slot.title) / app.host.scale, abs=0.5)
    outline = app.buttons["outline"].view
    assert outline is not None and outline.subtitle_frame is not None
    assert outline.subtitle_frame.width == pytest.approx(app.host.fonts.font("subtitle").measure("2 new"), abs=0.5)


def test_shapes_are_smooth_at_2x(app: App) -> None:
    window = tk.Toplevel(app.root)
    double = App(window, WIDTH * 2, HEIGHT * 2, scale=2.0)
    try:
        settle(double)
        view = double.groups["grouped"]
        assert view.layout is not None
        for polygon in double.canvas.find_withtag("shape"):
            coords = double.canvas.coords(polygon)
            points = list(zip(coords[0::2], coords[1::2]))
            for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
                straight = abs(x1 - x0) < 1e-6 or abs(y1 - y0) < 1e-6
                assert straight or math.hypot(x1 - x0, y1 - y0) <= MAX_CHORD_PX + 1e-6, "a visible facet"
        # Per-corner radii as the layout gives them: a grouped secondary's inner corners are square.
        last = view.layout.slots[-1]
        assert last.corners.top_left == 0 < last.corners.top_right
        coords = double.canvas.coords(drawn(double, view.tag, f"slot:{len(view.layout.slots) - 1}", "shape")[0])
        corners = {(round(x, 3), round(y, 3)) for x, y in zip(coords[0::2], coords[1::2])}
        frame, inset = view.to_canvas(last.frame), BORDER_WIDTH / 2  # the border is drawn inside
        top, left, right = frame.y + inset, frame.x + inset, frame.max_x - inset
        assert (round(left * 2, 3), round(top * 2, 3)) in corners  # square: the corner point itself
        assert (round(right * 2, 3), round(top * 2, 3)) not in corners  # rounded: cut by the arc
    finally:
        double.close()
        window.destroy()


# ------------------------------------------------------------------ screenshot


def test_screenshot_is_not_blank(app: App) -> None:
    Path(SCREENSHOT).parent.mkdir(parents=True, exist_ok=True)
    tk_demo.screenshot(app, SCREENSHOT)
    assert app.host.menus.is_open  # the More sheet shows in the picture
    app.host.menus.cancel()
    assert Path(SCREENSHOT).stat().st_size > 10_000
    assert capture.distinct_colors(SCREENSHOT) >= 24, "a blank or nearly blank screenshot"
