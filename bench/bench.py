"""Layout benchmark through the Python binding: median time of one ButtonGroup.layout(), alone
(the result is decoded lazily) and with every slot decoded.

Numbers, not a test: run with `make bench`.
"""
import statistics
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


if __name__ == "__main__":
    main()
