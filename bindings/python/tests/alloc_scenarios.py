"""Run by test_allocations.py in a child process with LD_PRELOAD=alloc_counter.so (not a test).

For each scenario (the C test's, Tests/Reliability/alloc_test.c): makes a group through the
Python API, lays it out at two widths (warm-up), then counts the library's allocations (the
interposer's ``bg_test_allocations``) and the measure callback's calls over 1,000 relayouts at
1,000 distinct widths reading every frame through ``layout.frames`` (and every slot through
``layout.slots``), and over 1,000 at an unchanged width. Then the same for toolbars (the C test's
four groups, each context and direction): after a layout at each of 1,000 widths (and a
``layout_frames`` at the widest, which sizes the toolbar's frames buffer), 1,000 relayouts at those
widths through ``Toolbar.layout`` (reading every cell's frame through ``layout.frames``) and 1,000
at new widths through ``Toolbar.layout_frames``. Prints one JSON object per line:
``{"scenario", "loop", "allocations", "measure_calls", "exercised"}``; the first line says whether
the interposer found the library and saw it allocate.
"""

from __future__ import annotations

import ctypes
import json
import sys
from typing import Any

from buttongroup import (
    ButtonGroup,
    ControlButton,
    ControlContext,
    ControlGroup,
    ControlGroupStyle,
    Direction,
    Item,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    Placement,
    Toolbar,
    ToolbarItem,
)

LAYOUTS = 1000
LONG_TITLES = ["Statements and documents", "Cash Advance requests", "Transfer between accounts"]
WORDS = ["Pay", "Cash Advance", "Transfer", "History", "Statements", "Cards", "Savings", "Support"]


def letters(count: int) -> list[str]:
    return [chr(ord("A") + i % 26) for i in range(count)]


# name, titles, icons, parameters, direction, first width, step, host measure, must exercise
SCENARIOS: list[tuple[str, list[str], bool, Parameters, Direction, float, float, bool, str]] = [
    ("4 items", letters(4), False, Parameters(max_visible=0), Direction.LTR, 200, 0.5, True, ""),
    ("1,024 items", letters(1024), False, Parameters(max_visible=0), Direction.LTR, 50000, 1, True, ""),
    ("truncated titles", LONG_TITLES, False, Parameters(max_visible=0), Direction.LTR, 150, 0.25, True, "truncation"),
    ("More (6 items, 3 visible)", WORDS[:6], False, Parameters(max_visible=3), Direction.LTR, 200, 0.5, True, "more"),
    (
        "RTL prominent with icons",
        WORDS[:4],
        True,
        Parameters(layout=LayoutParameters.prominent(), max_visible=0),
        Direction.RTL,
        250,
        0.5,
        True,
        "",
    ),
    (
        "COUNT overflow policy",
        WORDS,
        False,
        Parameters(overflow_policy=OverflowPolicy.COUNT, max_visible=4),
        Direction.LTR,
        150,
        0.5,
        True,
        "more",
    ),
    (
        "WIDTH overflow policy",
        WORDS,
        False,
        Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0),
        Direction.LTR,
        150,
        0.5,
        True,
        "overflow changes",
    ),
    ("built-in measurer", WORDS[:4], False, Parameters(max_visible=0), Direction.LTR, 200, 0.5, False, ""),
]


TOOLBAR_SCENARIOS = [(f"toolbar ({context.name.lower()}, {direction.name})", context, direction)
                     for context in ControlContext for direction in Direction]
"""name, context, direction: the C test's toolbars."""


def make_toolbar(context: ControlContext, measure: Any) -> Toolbar:
    """Four groups of two buttons (the last a menu), as the C test's."""
    titles = ["Back", "Forward", "Share", "Print", "Bold", "Italic", "Front", "Back"]
    items = []
    for g in range(4):
        buttons = [ControlButton(titles[2 * g + b], "symbol" if 2 * g + b < 6 else None) for b in range(2)]
        group = ControlGroup(titles[2 * g], buttons=buttons, style=ControlGroupStyle.MENU if g == 3 else ControlGroupStyle.AUTOMATIC)
        items.append(ToolbarItem(group, Placement.NAVIGATION if g == 0 else Placement.PRIMARY_ACTION))
    return Toolbar(items, context, measure=measure)


def run_toolbars(allocations: Any, arm_trace: Any, measure: Any, measure_calls: list[int]) -> None:
    """The toolbar scenarios: one record per loop."""
    for name, context, direction in TOOLBAR_SCENARIOS:
        toolbar = make_toolbar(context, measure)
        for i in range(LAYOUTS):  # warm-up: every width of the first loop
            toolbar.layout(60 + 0.5 * i, 2.0, direction)
        # layout_frames at the widest width: the toolbar's frames buffer grows to the most rects a
        # layout of these widths has (the calls that find it too small allocate in the library:
        # not the steady state measured below)
        toolbar.layout_frames(60 + 0.5 * (LAYOUTS - 1), 2.0, direction)
        for loop in ("widths seen before, layout", "distinct widths, layout_frames"):
            exercised: set[str] = set()
            calls = measure_calls[0]
            arm_trace(3)
            start = allocations()
            for i in range(LAYOUTS):
                if loop.endswith("layout"):
                    frames = toolbar.layout(60 + 0.5 * i, 2.0, direction).frames
                else:
                    frames = toolbar.layout_frames(60.25 + 0.5 * i, 2.0, direction)
                    if frames.overflow_button is not None:
                        exercised.add("more")
                xs, widths = frames.x, frames.width
                for index in range(len(frames)):
                    xs[index] + widths[index]
            made = allocations() - start
            arm_trace(0)
            expect = "more" if context is ControlContext.TOOLBAR else ""
            print(json.dumps({"scenario": name, "loop": loop, "allocations": made, "measure_calls": measure_calls[0] - calls,
                              "exercised": sorted(exercised), "expect": expect}), flush=True)
        toolbar.close()


def main() -> None:
    counter = ctypes.CDLL(None)
    allocations = counter.bg_test_allocations
    allocations.restype = ctypes.c_uint64
    allocations.argtypes = []
    arm_trace = counter.bg_test_alloc_trace
    arm_trace.argtypes = [ctypes.c_int]
    measure_calls = [0]

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        measure_calls[0] += 1
        return (8.0 * len(text.encode()), 20.0)

    before = allocations()
    probe = ButtonGroup([Item("probe")])
    probe.close()
    print(json.dumps({"found": bool(counter.bg_test_library_found()), "saw_allocations": allocations() > before}))

    for name, titles, icons, parameters, direction, first, step, host, expect in SCENARIOS:
        items = [Item(title, icon="ic_info" if icons else None) for title in titles]
        group = ButtonGroup(items, parameters, measure=measure if host else None)
        group.layout(first, 2.0, direction)  # warm-up at two widths
        group.layout(first + step * (2 * LAYOUTS - 1), 2.0, direction)
        group.layout_frames(first, 2.0, direction)  # the frames-only path's buffer too
        calls = measure_calls[0]
        start = allocations()
        for i in range(LAYOUTS):  # layout_frames alone, at widths between the others'
            frames_only = group.layout_frames(first + step * (i + 0.5), 2.0, direction)
            xs, widths = frames_only.x, frames_only.width
            for index in range(len(frames_only)):
                xs[index] + widths[index]
        print(json.dumps({"scenario": name, "loop": "distinct widths, layout_frames", "allocations": allocations() - start,
                          "measure_calls": measure_calls[0] - calls, "exercised": [], "expect": expect}), flush=True)
        loops: list[tuple[str, Any]] = [
            ("distinct widths, frames", lambda i: first + step * i),
            ("distinct widths, slots", lambda i: first + step * (LAYOUTS + i)),
            ("an unchanged width", lambda i: first),
        ]
        for loop, width_of in loops:
            exercised: set[str] = set()
            overflow_counts: set[int] = set()
            calls = measure_calls[0]
            arm_trace(3)
            start = allocations()
            for i in range(LAYOUTS):
                layout = group.layout(width_of(i), 2.0, direction)
                frames = layout.frames
                xs, widths = frames.x, frames.width
                for index in range(len(frames)):
                    xs[index] + widths[index]
                if loop.endswith("slots") and (len(frames) <= 64 or i % 100 == 0):
                    if any(slot.title_truncated for slot in layout.slots):
                        exercised.add("truncation")
                    layout.accessibility
                if layout.overflow_items:
                    exercised.add("more")
                overflow_counts.add(len(layout.overflow_items))
            made = allocations() - start
            arm_trace(0)
            if len(overflow_counts) > 1:
                exercised.add("overflow changes")
            record = {
                "scenario": name,
                "loop": loop,
                "allocations": made,
                "measure_calls": measure_calls[0] - calls,
                "exercised": sorted(exercised),
                "expect": expect,
            }
            print(json.dumps(record), flush=True)
        group.close()
    run_toolbars(allocations, arm_trace, measure, measure_calls)


if __name__ == "__main__":
    main()
    sys.stdout.flush()
