#!/usr/bin/env python3
"""Drives examples/window/gtk_demo (the GTK 3 embedding) in an X server with xdotool.

    xvfb-run -a -s "-screen 0 800x600x24" python3 Tests/Desktop/window/test_gtk_demo.py BINARY OUTDIR

The demo runs with --self-test: after every layout that changed it prints the window's X id and
every button's frame in root coordinates, and for every menu that opens its entries and where
they are on the screen. From those frames the test

  1. checks the starting layout: the group's trailing items are in More, the toolbar has an
     overflow button, and saves a screenshot (OUTDIR/gtk_demo.png) that must not be blank and
     must show the primary button in its theme colour where the layout put it;
  2. clicks a group button: its action fires ("action: Archive");
  3. clicks More: the sheet lists exactly the overflowed items, the GtkMenu shows them and
     Cancel (screenshot OUTDIR/gtk_demo_menu.png); choosing the last fires that item;
  4. clicks the toolbar's overflow button: the menu lists each overflowed group, as a submenu
     with its buttons (disabled ones marked) or, for one button, a plain entry; choosing
     Arrange > Bring to Front fires it;
  5. keys: Tab Tab focuses the group's first button, Right the next, Return presses it;
  6. widens the window (xdotool windowsize): everything comes back out of More and the menu;
     narrows it: the focused Archive stays (a focused item never moves); Escape clears the
     focus and, narrower still, Archive goes into More;
  7. Ctrl+Q: the demo frees every bg_ object and exits 0, having reported no failed call.
"""
import os
import re
import subprocess
import sys
import threading
import time

WIDTH, HEIGHT = 380, 240
TIMEOUT = 15.0


class Demo:
    """The demo process, its stdout collected line by line."""

    def __init__(self, binary):
        env = dict(os.environ, NO_AT_BRIDGE="1", GDK_BACKEND="x11")
        self.proc = subprocess.Popen(
            [binary, "--self-test", "--size", f"{WIDTH}x{HEIGHT}", "--exit-after", "90000"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        self.lines, self.errors = [], []
        self.cond = threading.Condition()
        threading.Thread(target=self._read, args=(self.proc.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._read, args=(self.proc.stderr, self.errors), daemon=True).start()

    def _read(self, stream, into):
        for line in stream:
            with self.cond:
                into.append(line.rstrip("\n"))
                self.cond.notify_all()

    def wait_for(self, pattern, after=0, what=None):
        """The index of the first line at or after `after` matching `pattern`."""
        deadline = time.time() + TIMEOUT
        with self.cond:
            while True:
                for i in range(after, len(self.lines)):
                    if re.search(pattern, self.lines[i]):
                        return i
                left = deadline - time.time()
                if left <= 0:
                    fail(f"timed out waiting for {what or pattern!r}", self)
                self.cond.wait(min(left, 0.2))

    def mark(self):
        with self.cond:
            return len(self.lines)


def fail(message, demo=None):
    print(f"test-c-window: FAIL: {message}")
    if demo is not None:
        print("--- demo stdout:\n" + "\n".join(demo.lines[-80:]))
        print("--- demo stderr:\n" + "\n".join(demo.errors[-40:]))
        if demo.proc.poll() is None:
            demo.proc.kill()
    sys.exit(1)


def check(condition, message, demo):
    if not condition:
        fail(message, demo)
    print(f"ok    {message}")


def run(*args):
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def click(x, y):
    run("xdotool", "mousemove", "--sync", str(int(x)), str(int(y)))
    time.sleep(0.1)
    run("xdotool", "click", "1")


def centre(frame):
    x, y, w, h = frame
    return x + w / 2, y + h / 2


# ------------------------------------------------------------------ reports

def read_report(demo, ready_line):
    """The report ending at `ready_line`: window, slots, cells, overflow lists."""
    start = max(i for i in range(ready_line + 1) if demo.lines[i].startswith("window "))
    r = {"slots": [], "cells": [], "overflow_button": None}
    for line in demo.lines[start:ready_line]:
        words = line.split()
        title = re.findall(r'"([^"]*)"', line)
        if words[0] == "window":
            r["xid"], r["size"], r["origin"] = words[1], (int(words[2]), int(words[3])), (int(words[5]), int(words[6]))
        elif words[0] == "group":
            r["group_overflow"] = title
        elif words[0] == "toolbar":
            r["toolbar_overflow"] = title
        elif words[0] == "slot":
            r["slots"].append({"kind": words[2], "frame": tuple(map(float, words[4:8])),
                               "color": words[8], "title": title[0]})
        elif words[0] == "cell":
            r["cells"].append({"frame": tuple(map(float, words[6:10])), "title": title[0]})
        elif words[0] == "overflow-button":
            r["overflow_button"] = tuple(map(float, words[1:5]))
    return r


def menu_items(demo, ready_line):
    """{title: frame} of the menu reported just before `ready_line`."""
    first = ready_line
    while first > 0 and demo.lines[first - 1].startswith("menu-item "):
        first -= 1
    items = {}
    for line in demo.lines[first:ready_line]:
        title = re.findall(r'"([^"]*)"', line)[0]
        items[title] = tuple(map(float, line.rsplit('"', 1)[1].split()))
    return items


# ------------------------------------------------------------------ images

def pixel(png, x, y):
    out = subprocess.run(["convert", png, "-crop", f"1x1+{int(x)}+{int(y)}", "-depth", "8", "txt:-"],
                         check=True, capture_output=True, text=True).stdout
    return re.search(r"#([0-9A-Fa-f]{6})", out).group(1).upper()


def colour_count(png):
    return int(subprocess.run(["identify", "-format", "%k", png], check=True, capture_output=True,
                              text=True).stdout)


def close(hex_a, hex_b, tolerance=12):
    a = [int(hex_a[i:i + 2], 16) for i in (0, 2, 4)]
    b = [int(hex_b[i:i + 2], 16) for i in (0, 2, 4)]
    return all(abs(p - q) <= tolerance for p, q in zip(a, b))


def screenshot(path, crop=None):
    args = ["import", "-window", "root"]
    if crop is not None:
        args += ["-crop", "%dx%d+%d+%d" % crop, "+repage"]
    run(*args, path)
    return path


# ------------------------------------------------------------------ steps

def start(demo, out_dir):
    r = read_report(demo, demo.wait_for(r"^ready 1$", what="the first layout"))
    slots = r["slots"]
    check(r["size"] == (WIDTH, HEIGHT), f"window is {WIDTH}x{HEIGHT}", demo)
    check(slots[-1]["kind"] == "more" and len(r["group_overflow"]) >= 1,
          f"group at {WIDTH}: {[s['title'] for s in slots]}, in More {r['group_overflow']}", demo)
    check(r["overflow_button"] is not None and len(r["toolbar_overflow"]) >= 1,
          f"toolbar at {WIDTH}: overflow button, in its menu {r['toolbar_overflow']}", demo)
    time.sleep(0.3)
    x0, y0 = r["origin"]  # the drawing area's top-left corner on the screen
    png = screenshot(os.path.join(out_dir, "gtk_demo.png"), (WIDTH, HEIGHT, x0, y0))
    check(colour_count(png) > 50, f"screenshot {png} is not blank ({colour_count(png)} colours)", demo)
    x, y, w, h = slots[0]["frame"]
    seen = pixel(png, x - x0 + 6, y - y0 + h / 2)
    check(close(seen, slots[0]["color"][1:]),
          f"primary button drawn at its frame in its colour (#{seen} ~ {slots[0]['color']})", demo)
    return r


def click_group_button(demo, r):
    archive = next(s for s in r["slots"] if s["title"] == "Archive")
    mark = demo.mark()
    click(*centre(archive["frame"]))
    demo.wait_for(r"^action: Archive$", mark, "action: Archive after a click")
    check(True, "click on Archive fires its action", demo)


def choose_from_more(demo, r, out_dir):
    more = r["slots"][-1]
    mark = demo.mark()
    click(*centre(more["frame"]))
    sheet = demo.lines[demo.wait_for(r"^sheet:", mark, "the More sheet")]
    listed = [t.strip() for t in sheet[len("sheet:"):].split(",")]
    check(listed == r["group_overflow"], f"More presents the overflowed items: {listed}", demo)
    items = menu_items(demo, demo.wait_for(r"^menu-ready$", mark, "the More menu on the screen"))
    check(list(items) == r["group_overflow"] + ["Cancel"], f"the GtkMenu shows {list(items)}", demo)
    time.sleep(0.3)
    screenshot(os.path.join(out_dir, "gtk_demo_menu.png"))
    last = r["group_overflow"][-1]
    mark = demo.mark()
    click(*centre(items[last]))
    demo.wait_for(rf"^action: {re.escape(last)}$", mark, f"action: {last} from the menu")
    check(True, f"choosing {last} in the More menu fires it", demo)


def choose_from_toolbar_menu(demo, r):
    mark = demo.mark()
    click(*centre(r["overflow_button"]))
    demo.wait_for(r"^menu: overflow", mark, "the toolbar overflow menu")
    ready = demo.wait_for(r"^menu-ready$", mark, "the overflow menu on the screen")
    entries = [l for l in demo.lines[mark:ready] if l.startswith("menu-entry ")]
    # Each overflowed group at the top: a submenu, or a plain entry for a group of one button.
    top = [re.findall(r'"([^"]*)"', l)[0] for l in entries if " parent -1 " in l]
    check(top == r["toolbar_overflow"], f"overflow menu lists the groups {top}", demo)
    check(any(" parent -1 submenu \"Arrange\"" in l for l in entries) and
          any(" parent -1 button \"Share\"" in l for l in entries),
          "Arrange is a submenu, Share (one button) a plain entry", demo)
    check(any('"Send to Back" disabled' in l for l in entries), "disabled buttons are marked in the menu", demo)
    items = menu_items(demo, ready)
    check(list(items) == top, f"the GtkMenu shows {list(items)}", demo)
    mark = demo.mark()
    click(*centre(items["Arrange"]))
    sub = menu_items(demo, demo.wait_for(r"^menu-ready$", mark, "the Arrange submenu"))
    check("Bring to Front" in sub, f"Arrange opens its submenu {list(sub)}", demo)
    mark = demo.mark()
    click(*centre(sub["Bring to Front"]))
    demo.wait_for(r"^action: Bring to Front$", mark, "action: Bring to Front from the menu")
    check(True, "choosing Arrange > Bring to Front fires it", demo)


def keyboard(demo, r):
    run("xdotool", "mousemove", "--sync", str(int(r["slots"][0]["frame"][0])), "5")
    run("xdotool", "windowfocus", str(int(r["xid"], 16)))
    mark = demo.mark()
    run("xdotool", "key", "Tab", "Tab")
    demo.wait_for(r'^focus: group slot 0 "Reply"$', mark, "Tab Tab focuses Reply")
    run("xdotool", "key", "Right")
    demo.wait_for(r'^focus: group slot 1 "Archive"$', mark, "Right focuses Archive")
    run("xdotool", "key", "Return")
    demo.wait_for(r"^action: Archive$", mark, "Return presses Archive")
    check(True, "Tab Tab, Right, Return: Archive fires", demo)


def wait_layout(demo, mark, width, what):
    """The report of the first layout at `width` after line `mark`."""
    ready = demo.wait_for(r"^ready ", mark, what)
    while read_report(demo, ready)["size"][0] != width:
        ready = demo.wait_for(r"^ready ", ready + 1, what)
    return read_report(demo, ready), ready + 1


def resize(demo, r, width):
    mark = demo.mark()
    run("xdotool", "windowsize", str(int(r["xid"], 16)), str(width), str(HEIGHT))
    return wait_layout(demo, mark, width, f"a layout at {width}")[0]


def widen_and_narrow(demo, r):
    wide = resize(demo, r, 640)
    check(not wide["group_overflow"] and not wide["toolbar_overflow"] and wide["slots"][-1]["kind"] == "item",
          f"at 640 everything shows: {[s['title'] for s in wide['slots']]}", demo)
    narrow = resize(demo, r, 260)
    titles = [s["title"] for s in narrow["slots"]]
    check("Archive" in titles and titles[-1] == "More",
          f"at 260 the focused Archive stays out of More: {titles}, in More {narrow['group_overflow']}", demo)
    # Escape clears the focus; at the next width Archive is free to go. (The library keeps a
    # layout at an unchanged width as it was when the focus clears, so the test moves the width.)
    mark = demo.mark()
    run("xdotool", "key", "Escape")
    demo.wait_for(r"^focus: cleared$", mark, "Escape clears the focus")
    after = resize(demo, r, 250)
    check("Archive" in after["group_overflow"] and len(after["group_overflow"]) > len(r["group_overflow"]),
          f"Escape, then 250: Archive moves into More {after['group_overflow']}", demo)


def quit_cleanly(demo):
    mark = demo.mark()
    run("xdotool", "key", "ctrl+q")
    demo.wait_for(r"^freed: group and toolbar$", mark, "the bg_ objects freed")
    try:
        status = demo.proc.wait(TIMEOUT)
    except subprocess.TimeoutExpired:
        fail("the demo did not exit", demo)
    failed = [l for l in demo.errors if l.startswith("gtk_demo:")]
    check(status == 0 and not failed, f"Ctrl+Q: every bg_ object freed, exit {status}, no failed call", demo)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: test_gtk_demo.py BINARY OUTDIR")
    binary, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    demo = Demo(binary)
    r = start(demo, out_dir)
    click_group_button(demo, r)
    choose_from_more(demo, r, out_dir)
    choose_from_toolbar_menu(demo, r)
    keyboard(demo, r)
    widen_and_narrow(demo, r)
    quit_cleanly(demo)
    print(f"test-c-window: passed (screenshots {out_dir}/gtk_demo.png, {out_dir}/gtk_demo_menu.png)")


if __name__ == "__main__":
    main()
