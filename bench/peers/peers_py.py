#!/usr/bin/env python3
"""Peer benchmark from Python: our package against the layout engines a user would pick
instead, on the same row layout, in one process, as ratios. Numbers, not tests.

    python bench/peers/peers_py.py [--samples 41] [--json build/bench/peers.json]

Runs `make bench-peers` (which also installs the peers). See bench/peers/README.md.

Contenders (each: build + first layout; relayout at a new width, every frame read; and the same
relayout through the contender's richest result, every frame read: ours reads `layout().slots`,
a peer's frames are all it has, so its richest result is its relayout):
  ours     our package, through bench/peers/ours.py (the only file that knows our API)
  yoga3    Yoga 3.2.1 through pyyoga's raw pybind11 module (pyyoga._pyyoga), gap 8
  yoga1    Yoga 1.19 through poga's raw C-API binding (poga.libpoga_capi), margin-left 8
  taffy    Taffy 0.7 through stretchable's Rust extension (stretchable.taffylib), gap 8
  closed   the closed form in pure Python (workload.closed_form), also the checks' reference
  bare     one ctypes call of bg_version_number() in our library, for scale: alone, and through
           the relayout harness with the list of pairs every adapter returns (N = 1 and 4)
  harness  no layout: the relayout loop and the list of pairs an adapter returns, for scale

The repetitions are interleaved: sample 1 of every (contender, N, measurement), then sample 2
of every one, ... so that noise hits all alike; the table shows medians.
"""

from __future__ import annotations

import argparse
import ctypes
import datetime
import gc
import json
import math
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import ours  # noqa: E402
import workload as wl  # noqa: E402
from workload import Frames  # noqa: E402

REPOSITORY = HERE.parent.parent
MEASUREMENTS = ("build", "relayout", "whole")
CALL_ALONE_N = 4
"""The N at which our layout_frames call alone is also timed (no list of pairs built)."""
TITLES = {"build": "build + first layout", "relayout": "relayout, frames read", "whole": "relayout, whole result"}


# ------------------------------------------------------------------------------- contenders


class Contender:
    """A layout engine driven through its raw binding: `build(n, width)` creates the tree,
    lays it out once, reads every child's x and width and frees the tree; `make_relayout(n)`
    returns a function that lays the kept tree out at a width and reads every frame."""

    name = ""
    label = ""
    version = ""
    snaps = False  # rounds its edges to the grid of scale 2 (as ours does)

    def build(self, n: int, width: float) -> Frames:
        raise NotImplementedError

    def make_relayout(self, n: int) -> Callable[[float], Optional[Frames]]:
        raise NotImplementedError

    def make_whole_relayout(self, n: int) -> Callable[[float], Optional[Frames]]:
        """A relayout through the contender's richest result (a peer's frames are all it gives)."""
        return self.make_relayout(n)

    def close(self) -> None:
        """Frees what make_relayout kept (engines without garbage collection)."""


class Ours(Contender):
    name, label = "ours", "ours (Python package)"
    snaps = True

    def __init__(self) -> None:
        import buttongroup

        self.version = f"buttongroup {buttongroup.__version__}, libbuttongroup {buttongroup.library_version()}"
        self.api = ours.description()

    def build(self, n: int, width: float) -> Frames:
        return ours.build_and_layout(n, width)

    def make_relayout(self, n: int) -> Callable[[float], Optional[Frames]]:
        return ours.make_relayout(n)

    def make_whole_relayout(self, n: int) -> Callable[[float], Optional[Frames]]:
        return ours.make_whole_relayout(n)


class Yoga3(Contender):
    """pyyoga's pybind11 module. Its Node owns its YGNode: the Python reference of every child
    must be kept, or the child is freed while still in the tree (free_recursive() on the root
    frees the children a second time when their Python objects go). Dropping the references
    frees everything, in any order (YGNodeFree detaches a node from its owner and children)."""

    name, label = "yoga3", "Yoga 3.2 (pyyoga raw)"
    snaps = True

    def __init__(self) -> None:
        from pyyoga import _pyyoga as Y

        self.Y = Y
        self.version = f"pyyoga {_dist_version('pyyoga')} (Yoga 3.2.1)"
        self.config = Y.Config.new()
        self.config.set_point_scale_factor(wl.SCALE)  # round to the same pixel grid as ours
        self.height = ours.row_height()  # every node: no stretch pass

    def _tree(self, n: int) -> Tuple[Any, List[Any]]:
        Y, config, height = self.Y, self.config, self.height
        new = Y.Node.new_with_config
        root = new(config)
        root.set_flex_direction(Y.FlexDirection.Row)
        root.set_gap(Y.Gutter.Column, wl.SPACING)
        root.set_height(height)
        children = []
        for i in range(n):
            child = new(config)
            child.set_flex_grow(1.0)
            child.set_flex_basis(0.0)
            child.set_height(height)
            root.insert_child(child, i)
            children.append(child)
        return root, children

    def build(self, n: int, width: float) -> Frames:
        root, children = self._tree(n)
        root.calculate_layout(width, self.height, self.Y.Direction.LTR)
        return [(c.get_layout_left(), c.get_layout_width()) for c in children]
        # root and children are freed as their Python objects go

    def make_relayout(self, n: int) -> Callable[[float], Optional[Frames]]:
        root, children = self._tree(n)
        calculate, ltr, height = root.calculate_layout, self.Y.Direction.LTR, self.height

        def relayout(width: float) -> Frames:
            calculate(width, height, ltr)
            return [(c.get_layout_left(), c.get_layout_width()) for c in children]

        return relayout


class Yoga1(Contender):
    """poga's raw binding of Yoga 1.19's C API: nodes are not garbage-collected (free them)."""

    name, label = "yoga1", "Yoga 1.19 (poga C API)"
    snaps = True

    def __init__(self) -> None:
        from poga import libpoga_capi as P

        self.P = P
        self.version = f"poga {_dist_version('poga')} (Yoga 1.19)"
        self.config = P.YGConfigNew()
        P.YGConfigSetPointScaleFactor(self.config, wl.SCALE)
        self.height = ours.row_height()  # every node: no stretch pass
        self.kept: List[Any] = []

    def _tree(self, n: int) -> Tuple[Any, List[Any]]:
        P, config = self.P, self.config
        new = P.YGNodeNewWithConfig
        set_grow, set_basis, set_margin, insert = (
            P.YGNodeStyleSetFlexGrow, P.YGNodeStyleSetFlexBasis, P.YGNodeStyleSetMargin, P.YGNodeInsertChild)
        left, height, set_height = P.YGEdge.Left, self.height, P.YGNodeStyleSetHeight
        root = new(config)
        P.YGNodeStyleSetFlexDirection(root, P.YGFlexDirection.Row)
        set_height(root, height)
        children = []
        for i in range(n):
            child = new(config)
            set_height(child, height)
            set_grow(child, 1.0)
            set_basis(child, 0.0)
            if i:
                set_margin(child, left, wl.SPACING)  # Yoga 1.19 has no gap
            insert(root, child, i)
            children.append(child)
        return root, children

    def build(self, n: int, width: float) -> Frames:
        P = self.P
        root, children = self._tree(n)
        P.YGNodeCalculateLayout(root, width, self.height, P.YGDirection.LTR)
        get_left, get_width = P.YGNodeLayoutGetLeft, P.YGNodeLayoutGetWidth
        frames = [(get_left(c), get_width(c)) for c in children]
        P.YGNodeFreeRecursive(root)
        return frames

    def make_relayout(self, n: int) -> Callable[[float], Optional[Frames]]:
        P = self.P
        root, children = self._tree(n)
        self.kept.append(root)
        calculate, ltr, height = P.YGNodeCalculateLayout, P.YGDirection.LTR, self.height
        get_left, get_width = P.YGNodeLayoutGetLeft, P.YGNodeLayoutGetWidth

        def relayout(width: float) -> Frames:
            calculate(root, width, height, ltr)
            return [(get_left(c), get_width(c)) for c in children]

        return relayout

    def close(self) -> None:
        for root in self.kept:
            self.P.YGNodeFreeRecursive(root)
        self.kept.clear()


class Taffy(Contender):
    """stretchable's Rust extension, driven as stretchable.node drives it: a tree pointer from
    init(), node_create(tree, style_dict), node_add_child, node_compute_layout(tree, root,
    available_space_dict), node_get_layout(tree, node, PyLayout). The style dicts are made
    once with stretchable's own Style.to_dict() (a user keeps them too). Taffy rounds only to
    whole points, so rounding is disabled (it then skips its rounding pass). A root of auto width
    takes its content's width, not the available one: the root's width is 100 %."""

    name, label = "taffy", "Taffy 0.7 (stretchable raw)"
    snaps = False

    def __init__(self) -> None:
        from stretchable import taffylib as T
        from stretchable.style import PCT, PT, FlexDirection, Style

        self.T = T
        self.version = f"stretchable {_dist_version('stretchable')} (Taffy 0.7.7)"
        height = ours.row_height() * PT  # every node: no stretch pass
        self.root_style = Style(flex_direction=FlexDirection.ROW, gap=wl.SPACING, size=(100 * PCT, height)).to_dict()
        self.child_style = Style(flex_grow=1.0, flex_basis=0.0, size=(None, height)).to_dict()
        self.build_tree = T.init()
        T.disable_rounding(self.build_tree)
        self.trees: List[int] = []
        self.layout = T.PyLayout()

    @staticmethod
    def space(width: float) -> Dict[str, Dict[str, float]]:
        return {"width": {"dim": 1, "value": width}, "height": {"dim": 4, "value": math.nan}}  # definite, max-content

    def _tree(self, tree: int, n: int) -> Tuple[int, List[int]]:
        T = self.T
        create, add = T.node_create, T.node_add_child
        root = create(tree, self.root_style)
        child_style = self.child_style
        children = []
        for _ in range(n):
            child = create(tree, child_style)
            add(tree, root, child)
            children.append(child)
        return root, children

    def build(self, n: int, width: float) -> Frames:
        T, tree, out = self.T, self.build_tree, self.layout
        root, children = self._tree(tree, n)
        T.node_compute_layout(tree, root, {"width": {"dim": 1, "value": width}, "height": {"dim": 4, "value": math.nan}})
        get = T.node_get_layout
        frames = []
        for child in children:
            get(tree, child, out)
            frames.append((out.x, out.width))
        T.node_drop_all(tree)
        return frames

    def make_relayout(self, n: int) -> Callable[[float], Optional[Frames]]:
        T = self.T
        tree = T.init()
        T.disable_rounding(tree)
        self.trees.append(tree)
        root, children = self._tree(tree, n)
        compute, get, out = T.node_compute_layout, T.node_get_layout, T.PyLayout()

        def relayout(width: float) -> Frames:
            compute(tree, root, {"width": {"dim": 1, "value": width}, "height": {"dim": 4, "value": math.nan}})
            frames = []
            for child in children:
                get(tree, child, out)
                frames.append((out.x, out.width))
            return frames

        return relayout

    def close(self) -> None:
        for tree in self.trees:
            self.T.free(tree)
        self.trees.clear()


class Closed(Contender):
    name, label = "closed", "closed form (pure Python)"
    snaps = True
    version = "bench/peers/workload.py"

    def build(self, n: int, width: float) -> Frames:
        return wl.closed_form(n, width)

    def make_relayout(self, n: int) -> Callable[[float], Optional[Frames]]:
        closed_form = wl.closed_form
        return lambda width: closed_form(n, width)


def _dist_version(name: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "?"


def bare_call() -> Callable[[], int]:
    """bg_version_number of our library through ctypes: the floor of any call into it."""
    library = ctypes.CDLL(str(ours.library_path()))
    function = library.bg_version_number
    function.restype = ctypes.c_int32
    function.argtypes = []
    return function


# ----------------------------------------------------------------------------------- checks


def check(contenders: List[Contender], ns: Tuple[int, ...], quick: bool) -> Dict[str, Any]:
    """Our frames equal the closed form exactly; every peer's agree with ours within the
    tolerance of README.md. Raises SystemExit(1) listing every violation."""
    problems: List[str] = []
    summary: Dict[str, Any] = {}
    ours_contender = contenders[0]
    for n in ns:
        all_widths = wl.widths(n)
        step = 1 if n <= 64 and not quick else (10 if n < 1024 else 25)
        check_widths = [wl.base_width(n)] + all_widths[::step]
        relayouts = {c.name: c.make_relayout(n) for c in contenders}
        ours_whole = ours_contender.make_whole_relayout(n)
        tie_flips = 0
        peers = [c for c in contenders[1:] if c.name != "closed"]  # closed: the reference, checked above
        worst: Dict[str, float] = {c.name: 0.0 for c in peers}
        worst_ratio: Dict[str, float] = {c.name: 0.0 for c in peers}
        for index, width in enumerate(check_widths):
            reference = wl.closed_form(n, width)
            results: Dict[str, Frames] = {}
            for c in contenders:
                if index == 0:
                    frames: Optional[Frames] = c.build(n, width)
                else:
                    frames = relayouts[c.name](width)
                    if frames is None:
                        frames = c.build(n, width)
                results[c.name] = list(frames)
            mine = results[ours_contender.name]
            what = f"N={n} W={width!r}"
            whole = ours_whole(width)
            if whole is not None and list(whole) != mine:
                problems.append(f"ours: {what}: layout().slots frames differ from layout_frames'")
            # Ours: the closed form exactly (a pixel apart only where the ideal edge is a tie).
            if len(mine) != n:
                problems.append(f"ours: {what}: {len(mine)} frames, expected {n}")
                continue
            if mine[0][0] != 0.0 or mine[-1][0] + mine[-1][1] != width:
                problems.append(f"ours: {what}: first x {mine[0][0]!r}, last maxX {mine[-1][0] + mine[-1][1]!r} (expected 0 and W)")
            ideal = wl.ideal_edges(n, width)
            for k, ((ol, orr), (rl, rr), (il, ir)) in enumerate(zip(wl.edges(mine), wl.edges(reference), ideal)):
                for got, expected, exact in ((ol, rl, il), (orr, rr, ir)):
                    if got == expected:
                        continue
                    half = abs(exact * wl.SCALE - math.floor(exact * wl.SCALE) - 0.5)
                    if abs(got - expected) == 1 / wl.SCALE and half <= wl.tie_epsilon_px(k, width):
                        tie_flips += 1
                    else:
                        problems.append(f"ours: {what}: slot {k} edge {got!r} != closed form {expected!r} (ideal {exact!r})")
                if ol * wl.SCALE != round(ol * wl.SCALE) or (k < n - 1 and orr * wl.SCALE != round(orr * wl.SCALE)):
                    problems.append(f"ours: {what}: slot {k} edges {ol!r}, {orr!r} are not on the pixel grid")
            # Peers: within our half pixel + theirs (if they snap) + their float32 drift.
            for c in peers:
                theirs = results[c.name]
                if len(theirs) != n:
                    problems.append(f"{c.name}: {what}: {len(theirs)} frames, expected {n}")
                    continue
                snap = 0.5 / wl.SCALE * (2 if c.snaps else 1)
                for k, ((ol, orr), (pl, pr)) in enumerate(zip(wl.edges(mine), wl.edges(theirs))):
                    tolerance = snap + wl.float32_error(k, width)
                    for got, mine_edge in ((pl, ol), (pr, orr)):
                        diff = abs(got - mine_edge)
                        worst[c.name] = max(worst[c.name], diff)
                        worst_ratio[c.name] = max(worst_ratio[c.name], diff / tolerance)
                        if not diff <= tolerance:
                            problems.append(f"{c.name}: {what}: slot {k} edge {got!r} vs ours {mine_edge!r} "
                                            f"(tolerance {tolerance:.6g})")
        summary[str(n)] = {
            "widths_checked": len(check_widths),
            "ours_tie_flips": tie_flips,
            "max_abs_diff_vs_ours": worst,
            "max_diff_over_tolerance": worst_ratio,
        }
        del relayouts
    for c in contenders:
        c.close()
    if problems:
        print(f"\nCHECK FAILED: {len(problems)} problem(s) in the benchmark's own results:", file=sys.stderr)
        for line in problems[:40]:
            print("  " + line, file=sys.stderr)
        if len(problems) > 40:
            print(f"  ... and {len(problems) - 40} more", file=sys.stderr)
        raise SystemExit(1)
    return summary


# ---------------------------------------------------------------------------------- timing


class Task:
    """One (contender, N, measurement): a batch of `iterations` operations timed as one sample."""

    def __init__(self, contender: str, n: int, measurement: str, run: Callable[[int], None]) -> None:
        self.contender, self.n, self.measurement, self.run = contender, n, measurement, run
        self.iterations = 1
        self.samples: List[float] = []

    def sample(self) -> float:
        start = time.perf_counter_ns()
        self.run(self.iterations)
        return (time.perf_counter_ns() - start) / self.iterations / 1000.0  # µs per operation


def build_task(c: Contender, n: int) -> Task:
    width, build = wl.base_width(n), c.build

    def run(iterations: int) -> None:
        for _ in range(iterations):
            build(n, width)

    return Task(c.name, n, "build", run)


def widths_task(contender: str, n: int, measurement: str, function: Callable[[float], Any]) -> Task:
    """`function` called at the relayout widths of N = n in turn (a width comes back every 1,000 calls)."""
    widths = wl.widths(n)
    cursor = [0]

    def run(iterations: int) -> None:
        start = cursor[0]
        count = len(widths)
        for i in range(start, start + iterations):
            function(widths[i % count])
        cursor[0] = (start + iterations) % count

    return Task(contender, n, measurement, run)


def relayout_task(c: Contender, n: int) -> Task:
    return widths_task(c.name, n, "relayout", c.make_relayout(n))


def whole_task(c: Contender, n: int) -> Task:
    return widths_task(c.name, n, "whole", c.make_whole_relayout(n))


def call_alone_task(n: int) -> Task:
    """Our layout_frames call alone at N = n, at the relayout's widths (see ours.make_frames_call)."""
    return widths_task("ours", n, "call alone", ours.make_frames_call(n))


def _constant_columns(n: int) -> Tuple[Tuple[float, ...], Tuple[float, ...]]:
    """An x and a width column of n frames, for the tasks that build the list of pairs without a layout."""
    return tuple(float(i) for i in range(n)), tuple(1.0 for _ in range(n))


def pairs_alone_task(n: int) -> Task:
    """No layout at all: the relayout harness at N = n calling a function that only builds the
    list of (x, width) pairs every adapter returns, from two constant columns. What any contender's
    relayout costs on top of its layout work."""
    columns = _constant_columns(n)

    def pairs(width: float) -> List[Tuple[float, float]]:
        return list(zip(*columns))

    return widths_task("harness", n, "pairs alone", pairs)


def bare_relayout_task(function: Callable[[], int], n: int) -> Task:
    """The floor of a relayout through one ctypes call: the relayout harness at N = n calling a
    function that makes one bare ctypes call and builds the list of n (x, width) pairs from two
    constant columns, as every adapter returns it. A binding that lays the row out in one call
    can cost no less; "at most 3× one bare ctypes call" compares our relayout with this."""
    columns = _constant_columns(n)

    def relayout(width: float) -> List[Tuple[float, float]]:
        function()
        return list(zip(*columns))

    return widths_task("bare", n, "relayout", relayout)


def bare_task(function: Callable[[], int]) -> Task:
    def run(iterations: int) -> None:
        for _ in range(iterations):
            function()

    return Task("bare", 0, "call", run)


def calibrate(task: Task, target_us: float) -> None:
    """Picks the batch size so one sample takes about target_us (at least one operation)."""
    task.run(1)
    iterations = 1
    while True:
        start = time.perf_counter_ns()
        task.run(iterations)
        elapsed = (time.perf_counter_ns() - start) / 1000.0
        if elapsed >= target_us / 4 or iterations >= 1 << 20:
            break
        iterations *= 4
    task.iterations = max(1, int(iterations * target_us / max(elapsed, 1e-3)))


# ---------------------------------------------------------------------------------- report


def machine() -> Dict[str, Any]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {
        "platform": platform.platform(),
        "cpu": model or platform.processor(),
        "cores": os.cpu_count(),
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
    }


def format_us(value: float) -> str:
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def table(medians: Dict[str, Dict[str, Dict[str, float]]], names: List[str], bare_us: float,
          ns: Tuple[int, ...], samples: int) -> str:
    peers = names[1:]
    lines = [f"Python peer benchmark: median µs per operation of {samples} interleaved samples; "
             f"(x) = contender / ours, below 1 = faster than ours"]
    header = f"{'measurement':<22}{'N':>5} {'ours':>10}" + "".join(f" {p:>17}" for p in peers) + f" {'ours/bare':>10}"
    lines.append(header)
    lines.append("-" * len(header))
    for measurement in MEASUREMENTS:
        for n in ns:
            mine = medians["ours"][str(n)][measurement]
            row = f"{TITLES[measurement]:<22}{n:>5} {format_us(mine):>10}"
            for p in peers:
                value = medians[p][str(n)][measurement]
                row += f" {format_us(value):>9} ({value / mine:5.2f})"
            row += f" {mine / bare_us:>10,.0f}"
            lines.append(row)
    lines.append(f"one bare ctypes call, bg_version_number(): {bare_us:.3f} µs")
    return "\n".join(lines)


# ------------------------------------------------------------------------------------ main


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--samples", type=int, default=41, help="samples per (contender, N, measurement)")
    parser.add_argument("--target-ms", type=float, default=3.0, help="time of one sample (a batch)")
    parser.add_argument("--ns", default=",".join(map(str, wl.NS)), help="comma-separated N")
    parser.add_argument("--quick-check", action="store_true", help="check fewer widths")
    parser.add_argument("--json", default=str(REPOSITORY / "build" / "bench" / "peers.json"))
    parser.add_argument("--narrow", action="store_true",
                        help="47 pt per item instead of 100 (our titles are truncated; the peers' work is the same)")
    args = parser.parse_args()
    ns = tuple(int(n) for n in args.ns.split(","))
    if args.narrow:
        wl.PER_ITEM = 47.0

    contenders: List[Contender] = [Ours(), Yoga3(), Yoga1(), Taffy(), Closed()]
    names = [c.name for c in contenders]
    print(f"Python peer benchmark: a row of N equal buttons, gap 8, width W = {wl.PER_ITEM:g}N + 8(N-1) "
          "(relayout: 1,000 widths W + k*0.37 in turn), scale 2")
    for c in contenders:
        print(f"  {c.name:<7}{c.label:<30}{c.version}")
    print(f"  ours API: {ours.description()}")

    started = time.perf_counter()
    checks = check(contenders, ns, args.quick_check)
    flips = sum(v["ours_tie_flips"] for v in checks.values())
    print(f"checks passed ({time.perf_counter() - started:.1f} s): ours == closed form exactly"
          + (f" except {flips} edge(s) a pixel apart at exact half-pixel ties" if flips else "")
          + "; peers within tolerance (max |peer - ours| / tolerance: "
          + ", ".join(f"{p} {max(v['max_diff_over_tolerance'][p] for v in checks.values()):.2f}"
                      for p in names[1:] if p != "closed")
          + f"; max |peer - ours| at N={ns[-1]}: "
          + ", ".join(f"{p} {checks[str(ns[-1])]['max_abs_diff_vs_ours'][p]:.3f} pt" for p in names[1:] if p != "closed")
          + ")")

    contenders = [Ours(), Yoga3(), Yoga1(), Taffy(), Closed()]  # fresh objects for the timing
    tasks: List[Task] = []
    for n in ns:
        for c in contenders:
            tasks.append(build_task(c, n))
            tasks.append(relayout_task(c, n))
            tasks.append(whole_task(c, n))
    function = bare_call()
    bare, call_alone, pairs_alone = bare_task(function), call_alone_task(CALL_ALONE_N), pairs_alone_task(CALL_ALONE_N)
    bare_relayouts = {n: bare_relayout_task(function, n) for n in (1, CALL_ALONE_N)}
    extra = [bare, call_alone, pairs_alone, *bare_relayouts.values()]
    tasks += extra
    for task in tasks:
        calibrate(task, args.target_ms * 1000)
    for task in tasks:  # one unrecorded round
        task.sample()
    gc.collect()
    started = time.perf_counter()
    for _ in range(args.samples):
        for task in tasks:
            task.samples.append(task.sample())
    elapsed = time.perf_counter() - started

    medians: Dict[str, Dict[str, Dict[str, float]]] = {name: {str(n): {} for n in ns} for name in names}
    spread: Dict[str, Dict[str, Dict[str, float]]] = {name: {str(n): {} for n in ns} for name in names}
    batch: Dict[str, Dict[str, Dict[str, int]]] = {name: {str(n): {} for n in ns} for name in names}
    for task in tasks[:-len(extra)]:
        q = statistics.quantiles(task.samples, n=4)
        m = statistics.median(task.samples)
        medians[task.contender][str(task.n)][task.measurement] = m
        spread[task.contender][str(task.n)][task.measurement] = (q[2] - q[0]) / m
        batch[task.contender][str(task.n)][task.measurement] = task.iterations
    bare_us = statistics.median(bare.samples)
    call_alone_us = statistics.median(call_alone.samples)
    pairs_alone_us = statistics.median(pairs_alone.samples)
    bare_relayout_us = {str(n): statistics.median(task.samples) for n, task in bare_relayouts.items()}
    ours_relayout = medians["ours"].get(str(CALL_ALONE_N), {}).get("relayout", math.nan)  # nan: N not run
    ours_over_bare_relayout = ours_relayout / bare_relayout_us[str(CALL_ALONE_N)]
    ratios = {name: {str(n): {m: medians[name][str(n)][m] / medians["ours"][str(n)][m] for m in MEASUREMENTS}
                     for n in ns} for name in names}
    ours_over_bare = {str(n): {m: medians["ours"][str(n)][m] / bare_us for m in MEASUREMENTS} for n in ns}
    for c in contenders:
        c.close()

    print(f"timing: {args.samples} rounds over {len(tasks)} tasks in {elapsed:.1f} s\n")
    print(table(medians, names, bare_us, ns, args.samples))
    print(f"ours, the layout_frames call alone at N={CALL_ALONE_N} (x and width come back as two columns; "
          f"no list of pairs built): {call_alone_us:.3f} µs = {call_alone_us / bare_us:.1f} bare calls")
    print(f"no layout at all, the relayout harness and its list of {CALL_ALONE_N} pairs: {pairs_alone_us:.3f} µs "
          f"= {pairs_alone_us / bare_us:.1f} bare calls")
    print("one bare ctypes call through the relayout harness (the call, then the list of pairs): "
          + ", ".join(f"N={n} {us:.3f} µs" for n, us in bare_relayout_us.items())
          + f"; ours at N={CALL_ALONE_N}: {ours_over_bare_relayout:.2f}× it")

    result = {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "machine": machine(),
        "workload": {
            "ns": list(ns), "width": f"{wl.PER_ITEM:g}*N + 8*(N-1)", "relayout_widths": "W + k*0.37, k = 0..999, in turn",
            "spacing": wl.SPACING, "scale": wl.SCALE,
            "build": "create the tree/group of N, lay out once at W, read every x and width, free",
            "relayout": "lay the kept tree/group out at the next width, read every x and width",
        },
        "contenders": {c.name: {"label": c.label, "version": c.version, "snaps_to_pixels": c.snaps} for c in contenders},
        "ours_api": ours.description(),
        "tolerance": "ours == closed form exactly (a pixel apart allowed only where the ideal edge is within "
                     "(k+2) float64 ulps of a half-pixel tie); |peer - ours| <= 0.25 pt (our snapping) "
                     "+ 0.25 pt if the peer snaps too + (k+8) * ulp32(W) / 2 (float32 accumulation), k = slot index",
        "python": {
            "samples": args.samples,
            "unit": "µs per operation (median)",
            "medians_us": medians,
            "iqr_over_median": spread,
            "batch_iterations": batch,
            "ratio_to_ours": ratios,
            "bare_call_us": bare_us,
            "ours_call_alone_us": {"n": CALL_ALONE_N, "median": call_alone_us, "over_bare_call": call_alone_us / bare_us},
            "pairs_alone_us": {"n": CALL_ALONE_N, "median": pairs_alone_us, "over_bare_call": pairs_alone_us / bare_us},
            "bare_relayout_us": bare_relayout_us,
            "ours_over_bare_relayout": {"n": CALL_ALONE_N, "ratio": ours_over_bare_relayout},
            "ours_over_bare_call": ours_over_bare,
            "checks": checks,
        },
    }
    path = Path(args.json)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    print(f"\nwrote {path}")


if __name__ == "__main__":
    main()
