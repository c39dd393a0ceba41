"""Interactive Tk demo: the iOS component's "Visual reference" groups drawn by a real UI toolkit.

The library lays out; this file only draws. Each group is painted on a Canvas from its
layout: per-corner rounded rectangles, colors from ``Theme.button_colors(role, state)``,
titles at ``title_frame`` (measured with the Tk font through ``ButtonGroup.measure``), a
glyph for icons. Mouse press / motion / release go to ``ButtonGroup.pointer``; resizing
the window relays every group out; More opens its action sheet in a Toplevel. Needs a
display, so tests do not run it.

    python tk_demo.py                      # interactive
    python tk_demo.py --screenshot out.png # render, press a button, open a sheet, save, exit
"""

from __future__ import annotations

import argparse
import math
import shutil
import subprocess
import sys
import tkinter as tk
import traceback
from dataclasses import dataclass
from functools import partial
from tkinter import font as tkfont
from types import TracebackType

from buttongroup import (
    ActionSheet,
    ButtonGroup,
    CornerStyle,
    Direction,
    GroupLayout,
    Item,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    PointerPhase,
    ProminentType,
    Role,
    Theme,
)

MARGIN, CAPTION, GAP = 16, 22, 18
GLYPHS = {"ic_dock": "▭", "ic_share": "↗", "ic_menu": "≡"}


def hex_color(rgba: int) -> str:
    """``0xRRGGBBAA`` -> ``"#RRGGBB"``; fully transparent -> ``""`` (Tk: no paint)."""
    return "" if rgba & 0xFF == 0 else f"#{rgba >> 8:06x}"


def rounded_rect_points(x0: float, y0: float, x1: float, y1: float, radii: tuple[float, ...]) -> list[float]:
    """Polygon points of a rectangle with radii (top-left, top-right, bottom-right, bottom-left)."""
    tl, tr, br, bl = radii
    corners = ((x0 + tl, y0 + tl, tl, 180), (x1 - tr, y0 + tr, tr, 270),
               (x1 - br, y1 - br, br, 0), (x0 + bl, y1 - bl, bl, 90))
    points: list[float] = []
    for cx, cy, r, start in corners:
        for step in range(9 if r else 1):
            angle = math.radians(start + step * 90 / 8)
            points += [cx + r * math.cos(angle), cy + r * math.sin(angle)]
    return points


@dataclass
class Section:
    """One group on the canvas: its caption, its top edge and its latest layout."""

    caption: str
    group: ButtonGroup
    top: float = 0
    layout: GroupLayout | None = None


class Demo:
    def __init__(self, root: tk.Tk) -> None:
        self.root, self.theme = root, Theme.builtin()
        self.direction = Direction.LTR
        size = round(self.theme.number("typography/button/size"))
        self.family = self.theme.string("typography/button/family")
        self.font = tkfont.Font(root, family=self.family, size=-size, weight="bold")  # typography/button
        self.caption_font = tkfont.Font(root, family=self.family, size=-12)
        self.status = tk.StringVar(value="Press a button. Resize the window. Toggle RTL.")
        self.sheet_window: tk.Toplevel | None = None
        self.captured: Section | None = None  # the group a press started in gets the whole drag

        bar = tk.Frame(root)
        bar.pack(fill="x")
        tk.Button(bar, text="Toggle RTL", command=self.toggle_rtl).pack(side="left", padx=MARGIN, pady=6)
        tk.Label(bar, textvariable=self.status, anchor="w").pack(side="left", fill="x")
        self.canvas = tk.Canvas(root, width=420, height=560, background="#F6F7F9", highlightthickness=0)
        self.canvas.pack(fill="both", expand=True)

        relaxed = Parameters(layout=LayoutParameters.prominent(spacing=4, corner_style=CornerStyle.LARGE))
        grouped = Parameters(
            layout=LayoutParameters.prominent(type=ProminentType.GROUPED, spacing=4, corner_style=CornerStyle.LARGE)
        )
        width_aware = Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0)
        payment = Item("Make a Payment", icon="ic_menu", navigation_action=lambda nav: nav("PaymentScreen"))
        self.sections = [
            self.section("allRound, two buttons", self.items("Details", "Statements")),
            self.section("More button: 4 items, 3 slots", self.items("Pay", "Cash Advance", "Transfer", "History")),
            self.section("prominent relaxed", self.prominent_items(), relaxed),
            self.section("prominent grouped", self.prominent_items(), grouped),
            self.section("roles, disabled, navigation",
                         [payment, self.item("Delete", role=Role.DANGER), Item("Locked", disabled=True)]),
            self.section("width-aware overflow: resize the window",
                         self.items("Pay", "Top up", "Send", "Cards", "More info"), width_aware),
        ]
        self.canvas.bind("<Configure>", lambda event: self.redraw())
        self.canvas.bind("<ButtonPress-1>", lambda e: self.pointer(PointerPhase.DOWN, e))
        self.canvas.bind("<B1-Motion>", lambda e: self.pointer(PointerPhase.MOVE, e))
        self.canvas.bind("<ButtonRelease-1>", lambda e: self.pointer(PointerPhase.UP, e))

    # ---------------------------------------------------------------- groups

    def item(self, title: str, **options: object) -> Item:
        return Item(title, action=lambda: self.status.set(f"action fired: {title}"), **options)  # type: ignore[arg-type]

    def items(self, *titles: str) -> list[Item]:
        return [self.item(title) for title in titles]

    def prominent_items(self) -> list[Item]:
        return [self.item("Transfer"), self.item("Pay", icon="ic_info"), self.item("History", icon="ic_dock")]

    def section(self, caption: str, items: list[Item], parameters: Parameters | None = None) -> Section:
        group = ButtonGroup(items, parameters, measure=self.measure)
        group.on_present_action_sheet = partial(self.present_sheet, group)
        group.on_navigate = lambda item: item.navigation_action(self.navigate)  # type: ignore[misc]
        return Section(caption, group)

    def measure(self, font: str, text: str, max_width: float) -> tuple[float, float]:
        return float(self.font.measure(text)), float(self.font.metrics("linespace"))

    def navigate(self, screen: str) -> None:
        self.status.set(f"navigation: pushed {screen}")

    def toggle_rtl(self) -> None:
        self.direction = Direction.RTL if self.direction is Direction.LTR else Direction.LTR
        self.status.set(f"direction: {self.direction.name}")
        self.redraw()

    # --------------------------------------------------------------- drawing

    def redraw(self) -> None:
        self.canvas.delete("all")
        width = max(self.canvas.winfo_width() - 2 * MARGIN, 0)
        top: float = MARGIN
        for section in self.sections:
            section.top = top + CAPTION
            section.layout = section.group.layout(width=width, scale=1, direction=self.direction)
            self.canvas.create_text(MARGIN, top, text=section.caption, anchor="nw", font=self.caption_font,
                                    fill="#475467")
            self.draw(section)
            top = section.top + section.layout.size.height + GAP

    def draw(self, section: Section) -> None:
        assert section.layout is not None
        for slot in section.layout.slots:
            colors = self.theme.button_colors(slot.role, slot.state)
            frame, dx, dy = slot.frame, MARGIN, section.top
            points = rounded_rect_points(frame.min_x + dx, frame.min_y + dy, frame.max_x + dx, frame.max_y + dy,
                                         (slot.corners.top_left, slot.corners.top_right,
                                          slot.corners.bottom_right, slot.corners.bottom_left))
            self.canvas.create_polygon(points, fill=hex_color(colors.background),
                                       outline=hex_color(colors.border), width=1.5)
            foreground = hex_color(colors.foreground)
            if slot.title:
                x, y = slot.title_frame.center
                self.canvas.create_text(x + dx, y + dy, text=slot.title, font=self.font, fill=foreground)
            if slot.icon:
                x, y = slot.icon_frame.center
                self.draw_icon(slot.icon, x + dx, y + dy, slot.icon_frame.height / 2, foreground)

    def draw_icon(self, name: str, x: float, y: float, r: float, color: str) -> None:
        """A stand-in glyph for the icon ``name``, centred at (x, y), about ``2r`` wide."""
        if name == "ic_more_horiz":  # three dots
            for offset in (-r * 0.6, 0, r * 0.6):
                self.canvas.create_oval(x + offset - 2, y - 2, x + offset + 2, y + 2, fill=color, outline="")
        elif name == "ic_info":  # a circled "i"
            self.canvas.create_oval(x - r * 0.8, y - r * 0.8, x + r * 0.8, y + r * 0.8, outline=color, width=2)
            self.canvas.create_text(x, y, text="i", fill=color, font=(self.family, -round(r), "bold"))
        else:
            self.canvas.create_text(x, y, text=GLYPHS.get(name, "●"), fill=color, font=(self.family, -round(2 * r)))

    # ---------------------------------------------------------------- events

    def section_at(self, y: float) -> Section | None:
        return next((s for s in self.sections if s.layout and s.top <= y < s.top + s.layout.size.height), None)

    def pointer(self, phase: PointerPhase, event: tk.Event) -> None:
        section = self.section_at(event.y) if phase is PointerPhase.DOWN else self.captured
        if section is None:
            return
        self.captured = section if phase is not PointerPhase.UP else None
        section.group.pointer(phase, event.x - MARGIN, event.y - section.top)
        self.redraw()

    def present_sheet(self, group: ButtonGroup, sheet: ActionSheet) -> None:
        """The iOS component's ``presentActionSheet``: a small modal window listing the overflow items."""
        window = self.sheet_window = tk.Toplevel(self.root, padx=12, pady=12)
        window.title(sheet.title or "More")
        window.transient(self.root)
        window.geometry(f"+{self.root.winfo_rootx() + self.root.winfo_width() + 8}+{self.root.winfo_rooty()}")
        if sheet.message:
            tk.Label(window, text=sheet.message).pack(fill="x")

        def close(choice: int | None) -> None:
            window.destroy()
            self.sheet_window = None
            if choice is None:
                group.dismiss_sheet()
                self.status.set("More sheet dismissed")
            else:
                group.choose_sheet_item(choice)
            self.redraw()

        for position, entry in enumerate(sheet.items):
            tk.Button(window, text=entry.title, width=18, state="disabled" if entry.disabled else "normal",
                      command=partial(close, position)).pack(fill="x", pady=2)
        tk.Button(window, text=sheet.cancel_title, command=lambda: close(None)).pack(fill="x", pady=(10, 0))
        window.protocol("WM_DELETE_WINDOW", lambda: close(None))
        self.status.set(f"More: {', '.join(entry.title for entry in sheet.items)}")


def screenshot(demo: Demo, path: str) -> None:
    """Presses Transfer (highlighted), opens the More sheet, saves the screen to ``path``."""
    root = demo.root
    more = demo.sections[1]
    assert more.layout is not None and more.layout.more_slot is not None
    x, y = more.layout.more_slot.frame.center
    more.group.tap(x, y)  # presents the sheet
    prominent = demo.sections[2]
    assert prominent.layout is not None
    x, y = prominent.layout.slots[0].frame.center
    prominent.group.pointer(PointerPhase.DOWN, x, y)  # held down: highlighted
    demo.redraw()
    root.update()
    if shutil.which("import"):
        subprocess.run(["import", "-window", "root", path], check=True)
    else:
        from PIL import ImageGrab  # fallback: pip install pillow

        ImageGrab.grab().save(path)
    print(f"saved {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screenshot", metavar="PATH", help="render, save a screenshot (PNG) and exit")
    args = parser.parse_args()
    try:
        root = tk.Tk()
    except tk.TclError as error:  # no display
        sys.exit(f"tk_demo needs a display: {error}")
    root.title("ButtonGroup (Tk)")
    root.geometry("+0+0")
    errors: list[str] = []

    def report(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        errors.append("".join(traceback.format_exception(kind, error, tb)))
        print(errors[-1], file=sys.stderr)

    root.report_callback_exception = report
    demo = Demo(root)
    if args.screenshot:

        def shoot() -> None:
            try:
                screenshot(demo, args.screenshot)
            finally:
                root.destroy()

        root.after(500, shoot)
    root.mainloop()
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
