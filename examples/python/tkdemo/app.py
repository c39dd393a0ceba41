"""``App``: the demo window. Composes the component views, places them, routes input.

The window is a bar (an RTL checkbutton, the status line) over one canvas holding, top to
bottom: the toolbar across the full width; five button groups; a row of configuration-based
buttons; a navigation bar with the ButtonWithLabel presets. Resizing the window relays all of
them out at the new width (the width-policy group and the toolbar overflow as they narrow);
the checkbutton (or Ctrl+R) lays everything out right to left.

``App(root, width, height)`` builds it without entering the main loop, so tests drive it with
synthetic events; ``fired`` lists every action that fired, in order.
"""

from __future__ import annotations

import tkinter as tk
from dataclasses import dataclass
from functools import partial
from typing import Callable, Sequence

from buttongroup import Direction, PointerPhase, Rect, Theme

from . import content
from .button_view import ButtonView
from .colors import rgba, tk_color
from .focus import FocusChain
from .fonts import FontBook
from .group_view import GroupView
from .menus import MenuHost
from .painter import Painter
from .toolbar_view import ToolbarView
from .view import ComponentView, Host

MARGIN, CAPTION, GAP, SPACING = 16.0, 20.0, 12.0, 10.0
NAV_BAR_HEIGHT = 44.0
CANVAS_COLOR = "#F6F7F9"
NAV_BAR_COLOR = rgba("#D5DCE8")
ANIMATION_MS = 100


@dataclass
class Section:
    """A caption and the views under it: one filling the width ("fill"), a wrapping row of
    buttons ("flow"), or a navigation bar with the views at its trailing end ("bar")."""

    caption: str
    views: Sequence[ComponentView]
    kind: str = "fill"
    title: str = ""


class App:
    """The demo in ``master`` (a ``Tk`` or a ``Toplevel``), ``width`` x ``height`` pixels, drawn
    at ``scale`` pixels per point."""

    def __init__(self, master: tk.Tk | tk.Toplevel, width: int = 540, height: int = 720, scale: float = 1.0) -> None:
        self.root = master
        master.title("ButtonGroup components (Tk)")
        master.geometry(f"{width}x{height}")
        self.rtl = tk.BooleanVar(master, value=False)
        self.status = tk.StringVar(master, value="Click, drag, Tab / arrows / Return, resize, toggle RTL.")
        bar = tk.Frame(master)
        bar.pack(fill="x")
        self.rtl_button = tk.Checkbutton(bar, text="Right to left", variable=self.rtl, command=self.refresh)
        self.rtl_button.pack(side="left", padx=8, pady=4)
        tk.Label(bar, textvariable=self.status, anchor="w").pack(side="left", fill="x", expand=True)
        self.canvas = tk.Canvas(master, background=CANVAS_COLOR, highlightthickness=0, takefocus=1)
        self.canvas.pack(fill="both", expand=True)
        theme = Theme.builtin()
        fonts = FontBook(master, theme, scale)
        self.host = Host(master, self.canvas, theme, fonts, Painter(self.canvas, scale), MenuHost(master),
                         self.record, backdrop=rgba(CANVAS_COLOR))
        self.sections = self._build()
        self.focus = FocusChain(self.views)
        self._pressed: ComponentView | None = None
        self._pending: str | None = None
        self._animation: str | None = None
        self._bind()

    # ---------------------------------------------------------------- building

    def _build(self) -> list[Section]:
        host, record = self.host, self.record
        contents = content.ToolbarContent(record)
        self.toolbar = ToolbarView(host, "toolbar", contents.items)
        contents.changed = self.toolbar.refresh_items
        specs = content.group_specs(record)
        self.groups = {name: GroupView(host, name, items, parameters) for name, _, items, parameters in specs}
        captions = {name: caption for name, caption, _, _ in specs}
        self.buttons = {name: ButtonView(host, name, button) for name, button in content.buttons(record)}
        self.labels = {name: ButtonView(host, name, button) for name, button in content.label_buttons(record)}
        for view in self.labels.values():
            view.backdrop = NAV_BAR_COLOR
        return [Section("", [self.toolbar]),
                *(Section(captions[name], [view]) for name, view in self.groups.items()),
                Section("ConfigurationBasedButton: styles, busy, disabled, toggle",
                        list(self.buttons.values()), "flow"),
                Section("ButtonWithLabel in a navigation bar", list(self.labels.values()), "bar", title="Inbox")]

    def views(self) -> list[ComponentView]:
        """Every view, in Tab order."""
        return [view for section in self.sections for view in section.views]

    def _bind(self) -> None:
        canvas = self.canvas
        canvas.bind("<Configure>", lambda event: self.schedule_refresh())
        canvas.bind("<ButtonPress-1>", lambda event: self._pointer(PointerPhase.DOWN, event))
        canvas.bind("<B1-Motion>", lambda event: self._pointer(PointerPhase.MOVE, event))
        canvas.bind("<ButtonRelease-1>", lambda event: self._pointer(PointerPhase.UP, event))
        keys: list[tuple[str, Callable[[], object]]] = [
                ("<Tab>", lambda: self.focus.tab(True)), ("<Shift-Tab>", lambda: self.focus.tab(False)),
                ("<ISO_Left_Tab>", lambda: self.focus.tab(False)),
                ("<Right>", lambda: self.focus.arrow(True, self.rtl.get())),
                ("<Left>", lambda: self.focus.arrow(False, self.rtl.get())),
                ("<Home>", lambda: self.focus.home_end(True)), ("<End>", lambda: self.focus.home_end(False)),
                ("<Return>", self.focus.activate), ("<space>", self.focus.activate), ("<Escape>", self.focus.clear)]
        for sequence, handler in keys:
            canvas.bind(sequence, partial(self._key, handler))
        self.root.bind("<Control-r>", lambda event: self.toggle_rtl())

    # ------------------------------------------------------------------ layout

    @property
    def direction(self) -> Direction:
        return Direction.RTL if self.rtl.get() else Direction.LTR

    @property
    def width(self) -> float:
        """The canvas width in points."""
        return max(self.canvas.winfo_width(), 1) / self.host.scale

    def schedule_refresh(self) -> None:
        """Relayout once the pending events are handled (a resize sends many <Configure>)."""
        if self._pending is None:
            self._pending = self.root.after_idle(self.refresh)

    def refresh(self) -> None:
        """Lays every view out at the canvas width and draws them all."""
        if self._pending is not None:
            self.root.after_cancel(self._pending)
            self._pending = None
        self.host.painter.clear()
        self.host.menus.right_to_left = self.rtl.get()
        top = 0.0
        for section in self.sections:
            top = self._place(section, top) + GAP
        for view in self.views():
            view.draw()

    def _place(self, section: Section, top: float) -> float:
        """Places ``section`` from ``top``; returns its bottom."""
        width, rtl, direction = self.width, self.rtl.get(), self.direction
        if not section.caption:  # the toolbar: the full width, no margins
            return top + section.views[0].place(0, top, width, direction).height
        painter, fonts = self.host.painter, self.host.fonts
        painter.text(width - MARGIN if rtl else MARGIN, top + CAPTION / 2, section.caption, fonts.caption(12),
                     tk_color(rgba("#475467")), anchor="e" if rtl else "w", tags=("caption",))
        top += CAPTION
        inner = max(width - 2 * MARGIN, 0.0)
        if section.kind == "fill":
            return top + section.views[0].place(MARGIN, top, inner, direction).height
        if section.kind == "flow":
            return self._flow(section.views, top, inner)
        return self._bar(section, top, inner)

    def _flow(self, views: Sequence[ComponentView], top: float, inner: float) -> float:
        """Views at their natural widths, left to right (right to left), wrapping."""
        x, row_height, rtl = 0.0, 0.0, self.rtl.get()
        for view in views:
            width = min(view.natural_size().width, inner)
            if x > 0 and x + width > inner:
                top, x, row_height = top + row_height + SPACING, 0.0, 0.0
            left = MARGIN + (inner - x - width if rtl else x)
            size = view.place(left, top, width, self.direction)
            x, row_height = x + size.width + SPACING, max(row_height, size.height)
        return top + row_height

    def _bar(self, section: Section, top: float, inner: float) -> float:
        """A navigation bar: its title at the leading end, the views at the trailing end."""
        rtl, painter = self.rtl.get(), self.host.painter
        painter.rounded_rect(Rect(MARGIN, top, inner, NAV_BAR_HEIGHT), [8.0] * 4, fill=tk_color(NAV_BAR_COLOR),
                             tags=("navbar",))
        painter.text(MARGIN + inner - 12 if rtl else MARGIN + 12, top + NAV_BAR_HEIGHT / 2, section.title,
                     self.host.fonts.font("button"), "#101828", anchor="e" if rtl else "w", tags=("navbar",))
        x = 12.0
        for view in reversed(section.views):
            width, height = view.natural_size()
            left = MARGIN + (x if rtl else inner - x - width)
            view.place(left, top + (NAV_BAR_HEIGHT - height) / 2, width, self.direction)
            x += width + 8
        return top + NAV_BAR_HEIGHT

    # ------------------------------------------------------------------- input

    def _pointer(self, phase: PointerPhase, event: tk.Event) -> None:
        x, y = event.x / self.host.scale, event.y / self.host.scale
        if phase is PointerPhase.DOWN:
            self.canvas.focus_set()
            self._pressed = next((view for view in reversed(self.views()) if view.hit(x, y)), None)
        view = self._pressed
        if view is None:
            return
        if phase is PointerPhase.UP:
            self._pressed = None
        view.pointer(phase, x, y)
        self.refresh()

    def _key(self, handler: Callable[[], object], event: tk.Event) -> str:
        handler()
        self.refresh()
        return "break"  # not Tk's own focus traversal

    def toggle_rtl(self) -> None:
        self.rtl.set(not self.rtl.get())
        self.refresh()

    def record(self, name: str) -> None:
        """An action fired."""
        self.host.fired.append(name)
        self.status.set(f"fired: {name}")

    @property
    def fired(self) -> list[str]:
        return self.host.fired

    # -------------------------------------------------------------- animation

    def animate(self) -> None:
        """Turns the activity indicators (interactive runs; tests leave them still)."""
        self.host.phase = (self.host.phase + 1) % 8
        for view in self.buttons.values():
            if view.busy:
                view.redraw()
        self._animation = self.root.after(ANIMATION_MS, self.animate)

    def close(self) -> None:
        """Stops timers, closes menus, frees every library object."""
        for job in (self._pending, self._animation):
            if job is not None:
                self.root.after_cancel(job)
        self._pending = self._animation = None
        self.host.menus.shutdown()
        for view in self.views():
            view.close()

