"""Instructions per call of the Python paths the performance targets name, counted by callgrind
(numbers, not a test: run with `make bench-instructions`; needs valgrind).

Times on a shared machine move by tens of percent between runs; instruction counts do not. Each
scenario runs in a child Python under callgrind: 200 warm-up calls, `gc.freeze()`, then K calls;
a run with 3K calls less a run with K, divided by 2K, is the cost of one call (setup, warm-up
and exit cancel out). Hash seeds are fixed and address randomization is off so that runs repeat.

Scenarios (a 4-item group, scale 2, a new width on every call out of 1,000, 0.37 points apart):
  frames: `layout_frames`, every x and width read as pairs (what `make bench-peers` times);
  whole:  `layout`, then `slots`, `accessibility`, `overflow_items` and `size` read;
  whole_apart: the same at widths 7 points apart, so that no slot's frame is the one of the
          call before (after pixel snapping, nearby widths often lay out alike);
  build:  a group of 4 new items made, laid out once with `layout_frames`, closed.

And a toolbar of 4 groups of 3 icon buttons, 500 points wide and more, at the same widths:
  toolbar_frames: `layout_frames`, every cell's x and width read as pairs;
  toolbar_whole:  `layout`, then `cells`, `groups`, `accessibility`, `separators`,
          `diagnostics`, `overflowed` and `size` read.

And a button (image, title, subtitle), 200 points wide and more, 60 high, at the same steps:
  button: `layout`, which returns the whole `ButtonView`.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

CHILD = r"""
import gc, sys
import buttongroup as bg
TITLES = ("Pay", "Cash Advance", "Transfer", "History")
WIDTHS = [424.0 + i * 0.37 for i in range(1000)]
group = bg.ButtonGroup([bg.Item(t) for t in TITLES], bg.Parameters(max_visible=0))
PARAMETERS = bg.Parameters(max_visible=0)

def frames(i):
    f = group.layout_frames(WIDTHS[i % 1000], 2.0)
    return list(zip(f.x, f.width))

def whole(i, widths=WIDTHS):
    layout = group.layout(widths[i % 1000], 2.0)
    return layout.slots, layout.accessibility, layout.overflow_items, layout.size

APART = [424.0 + (i % 50) * 7.0 for i in range(1000)]

def whole_apart(i):
    return whole(i, APART)

def build(i):
    with bg.ButtonGroup([bg.Item(t) for t in "ABCD"], PARAMETERS) as made:
        f = made.layout_frames(WIDTHS[i % 1000], 2.0)
        return list(zip(f.x, f.width))

BUTTONS = ("Back", "Forward", "Share", "Print", "Zoom Out", "Zoom In", "Bring to Front", "Send to Back", "Bold",
           "Italic", "Underline", "Strikethrough")
toolbar = bg.Toolbar([bg.ToolbarItem(bg.ControlGroup(f"Group {g}", buttons=[bg.ControlButton(t, "symbol")
                                                                            for t in BUTTONS[3 * g : 3 * g + 3]]),
                                     bg.Placement.NAVIGATION if g == 0 else bg.Placement.PRIMARY_ACTION)
                      for g in range(4)])
TOOLBAR_WIDTHS = [500.0 + i * 0.37 for i in range(1000)]

def toolbar_frames(i):
    f = toolbar.layout_frames(TOOLBAR_WIDTHS[i % 1000], 2.0)
    return list(zip(f.x, f.width))

def toolbar_whole(i):
    layout = toolbar.layout(TOOLBAR_WIDTHS[i % 1000], 2.0)
    return (layout.cells, layout.groups, layout.accessibility, layout.separators, layout.diagnostics,
            layout.overflowed, layout.size)

BUTTON = bg.Button(bg.ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill",
                                          image_padding=10, content_insets=bg.Insets(top=10, left=40, bottom=10,
                                                                                     right=40)))
BUTTON_WIDTHS = [200.0 + i * 0.37 for i in range(1000)]

def button(i):
    return BUTTON.layout(BUTTON_WIDTHS[i % 1000], 60, scale=2.0)

scenario, count = globals()[sys.argv[1]], int(sys.argv[2])
for i in range(200):
    scenario(i)
gc.freeze()
for i in range(count):
    scenario(i)
"""

SCENARIOS = ("frames", "whole", "whole_apart", "build", "toolbar_frames", "toolbar_whole", "button")
K = 1000


def collected(scenario: str, count: int) -> int:
    """Instructions callgrind counts for a child running ``count`` calls of ``scenario``."""
    command = ["setarch", "-R", "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
               sys.executable, "-c", CHILD, scenario, str(count)]
    environment = dict(os.environ, PYTHONHASHSEED="0", SWIFT_DETERMINISTIC_HASHING="1")
    done = subprocess.run(command, capture_output=True, text=True, env=environment, check=True)
    found = re.search(r"Collected : ([\d,]+)", done.stderr)
    if found is None:
        raise SystemExit(f"python_instructions: no count from callgrind:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def per_call(scenario: str) -> int:
    return (collected(scenario, 3 * K) - collected(scenario, K)) // (2 * K)


def main() -> None:
    counts = {scenario: per_call(scenario) for scenario in SCENARIOS}
    for scenario in SCENARIOS:
        print(f"Python instructions per call, {scenario:14}: {counts[scenario]:8,}")
    print(f"whole result / frames-only relayout: {counts['whole'] / counts['frames']:.2f}x "
          f"({counts['whole_apart'] / counts['frames']:.2f}x with no frame repeated)")
    print(f"toolbar, whole result / frames-only relayout: {counts['toolbar_whole'] / counts['toolbar_frames']:.2f}x")


if __name__ == "__main__":
    main()
