"""Layout benchmark through the Python binding: median time of one ButtonGroup.layout(), alone
(the result is decoded lazily) and with every slot decoded.

Numbers, not a test: run with `make bench`.
"""
import statistics
from typing import Callable
import time

import buttongroup as bg


def median_layout_us(group: "bg.ButtonGroup", width: float, iterations: int, read_slots: bool = False) -> float:
    """Median microseconds per layout, alternating two widths so every call computes; with
    read_slots, every slot of each layout is decoded too."""
    def lay_out(i: int) -> None:
        layout = group.layout(width + (i & 1), scale=2.0)
        if read_slots:
            layout.slots[-1]

    for i in range(50):
        lay_out(i)
    samples = []
    for _ in range(21):
        start = time.perf_counter()
        for i in range(iterations):
            lay_out(i)
        samples.append((time.perf_counter() - start) / iterations * 1e6)
    return statistics.median(samples)


def median_us(operation: Callable[[int], object], iterations: int) -> float:
    """Median microseconds per call of ``operation(i)``."""
    for i in range(50):
        operation(i)
    samples = []
    for _ in range(21):
        start = time.perf_counter()
        for i in range(iterations):
            operation(i)
        samples.append((time.perf_counter() - start) / iterations * 1e6)
    return statistics.median(samples)


def bench_whole_result() -> None:
    """The whole result of a 4-item relayout read (every slot, node, the overflow and the size)
    against the frames-only relayout with every x and width read, and their ratio."""
    items = [bg.Item(title=t) for t in ("Pay", "Cash Advance", "Transfer", "History")]
    with bg.ButtonGroup(items, bg.Parameters(max_visible=0)) as group:
        layout, layout_frames = group.layout, group.layout_frames

        def whole(i: int) -> object:
            result = layout(424 + (i % 1000) * 0.37, 2.0)
            return result.slots, result.accessibility, result.overflow_items, result.size

        def frames(i: int) -> object:
            result = layout_frames(424 + (i % 1000) * 0.37, 2.0)
            return list(zip(result.x, result.width))

        whole_us, frames_us = median_us(whole, 2000), median_us(frames, 2000)
    print(f"Python: 4-item group, whole result read     : {whole_us:8.1f} us/layout")
    print(f"Python:   frames only, x and width read     : {frames_us:8.1f} us/layout "
          f"(whole / frames-only: {whole_us / frames_us:.1f}x)")


def bench_button() -> None:
    """A button's layout at a new size, and four configuration changes then their one update."""
    base = bg.ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill", image_padding=10,
                                  content_insets=bg.Insets(top=10, left=40, bottom=10, right=40))
    changed = base.replace(title="Update Title", image_padding=11).replace_background(
        fill_color=0xFFFFFFFF, corner_style=bg.CornerStyle.CAPSULE)
    with bg.Button(base) as button:
        print(f"Python: button, new size each call        : "
              f"{median_us(lambda i: button.layout(200 + (i & 1), 60, scale=2.0), 2000):8.1f} us/layout")

        def four_changes(i: int) -> None:
            configuration = changed if i & 1 else base
            for _ in range(4):
                button.base_configuration = configuration
            button.flush()

        print(f"Python: button, 4 changes then the update  : {median_us(four_changes, 500):8.1f} us")


def read_toolbar_frames(toolbar: bg.Toolbar, width: float) -> object:
    """A toolbar's frames-only relayout at ``width``, every cell's x and width read as pairs."""
    frames = toolbar.layout_frames(width, scale=2.0)
    return list(zip(frames.x, frames.width))


def read_toolbar_whole(toolbar: bg.Toolbar, width: float) -> object:
    """A toolbar's relayout at ``width``, every part read (what a host drawing it reads)."""
    layout = toolbar.layout(width, scale=2.0)
    return (layout.cells, layout.groups, layout.accessibility, layout.separators, layout.diagnostics,
            layout.overflowed, layout.size)


def bench_toolbar() -> None:
    """A toolbar's relayout at a new width: 4 groups of 3 icon buttons, wide and narrow; the whole
    layout (decoded lazily), frames only, every cell decoded, the whole result read against the
    frames read (widths 0.37 apart, as `make bench-instructions`), and an unchanged width."""
    titles = ("Back", "Forward", "Share", "Print", "Zoom Out", "Zoom In", "Bring to Front", "Send to Back",
              "Bold", "Italic", "Underline", "Strikethrough")
    groups = [bg.ToolbarItem(bg.ControlGroup(f"Group {g}", buttons=[bg.ControlButton(t, "symbol") for t in titles[3 * g:3 * g + 3]]),
                             bg.Placement.NAVIGATION if g == 0 else bg.Placement.PRIMARY_ACTION) for g in range(4)]
    with bg.Toolbar(groups) as toolbar:
        for width, label in ((500, "wide"), (200, "narrow (2 groups in the menu)")):
            us = median_us(lambda i: toolbar.layout(width + (i & 1), scale=2.0), 500)
            print(f"Python: toolbar 4 x 3 buttons, {label:<28}: {us:8.1f} us/layout")
            us = median_us(lambda i: toolbar.layout_frames(width + (i & 1), scale=2.0), 500)
            print(f"Python:   the same, layout_frames()                         : {us:8.1f} us/layout")
            us = median_us(lambda i: toolbar.layout(width + (i & 1), scale=2.0).cells, 200)
            print(f"Python:   the same, every cell decoded                      : {us:8.1f} us/layout")
            frames_us = median_us(lambda i: read_toolbar_frames(toolbar, width + (i & 1) + (i % 100) * 0.37), 500)
            whole_us = median_us(lambda i: read_toolbar_whole(toolbar, width + (i & 1) + (i % 100) * 0.37), 200)
            print(f"Python:   frames read as pairs {frames_us:5.1f} us, whole read {whole_us:5.1f} us: "
                  f"{whole_us / frames_us:.2f}x")
        us = median_us(lambda i: toolbar.layout(500, scale=2.0), 2000)
        print(f"Python: toolbar 4 x 3 buttons, same width (cached layout)      : {us:8.1f} us/layout")


def main() -> None:
    items = [bg.Item(title=t) for t in ("Pay", "Cash Advance", "Transfer", "History")]
    with bg.ButtonGroup(items) as group:
        print(f"Python: 4-item group, new width each call: {median_layout_us(group, 320, 2000):8.1f} us/layout")
        print(f"Python:   the same, every slot decoded     : {median_layout_us(group, 320, 2000, True):8.1f} us/layout")
    many = [bg.Item(title=f"Item {i}") for i in range(1000)]
    with bg.ButtonGroup(many) as group:
        print(f"Python: 1000 items, 2 shown + More        : {median_layout_us(group, 320, 200):8.1f} us/layout")
    with bg.ButtonGroup(many, parameters=bg.Parameters(max_visible=0)) as group:  # the rest: the theme's
        print(f"Python: 1000 items, all shown             : {median_layout_us(group, 100_000, 10):8.1f} us/layout")
        print(f"Python:   the same, every slot decoded     : {median_layout_us(group, 100_000, 10, True):8.1f} us/layout")
    bench_whole_result()
    bench_button()
    bench_toolbar()


if __name__ == "__main__":
    main()
