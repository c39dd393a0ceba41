"""``MenuHost``: the library's menu models shown as Tk popup menus (``tk.Menu``).

Two models reach the host through callbacks: a ``ButtonGroup``'s More action sheet
(``ActionSheet``: a title and message, the overflowed items, a cancel button) and a
``Toolbar``'s menus (``ControlMenu``: the overflow menu, each overflowed group a cascade under
its label, or a menu-style group's buttons). Choosing an entry calls back with its index in
the model (``choose_sheet_item`` / ``choose_menu_entry``); closing the menu any other way
(Escape, a click elsewhere, Cancel) calls ``dismiss`` once, so the library's presented state
always ends. When the library withdraws a menu itself (``on_action_sheet_dismissed``,
``on_menu_dismissed``), ``withdraw`` takes it down without calling anything.

One menu is open at a time; ``current`` and ``model`` are what is shown (tests read them).
"""

from __future__ import annotations

import tkinter as tk
from functools import partial
from tkinter import font as tkfont
from typing import Callable, Literal

from buttongroup import ActionSheet, ControlMenu, Selection

DISMISS_DELAY_MS = 60
"""A menu that unmaps without a choice is dismissed after this delay: Tk unposts a menu
before it runs the chosen entry's command, so the unmap alone does not mean "cancelled"."""

Choose = Callable[[int], None]
Dismiss = Callable[[], None]


class MenuHost:
    """Posts one popup menu at a time for the components of ``root``."""

    def __init__(self, root: tk.Misc, font: tkfont.Font | str = "TkMenuFont") -> None:
        self.root, self.font = root, font
        self.current: tk.Menu | None = None
        self.right_to_left = False
        """Menus hang from the right edge of their button (the app sets it with the direction)."""
        self.model: ActionSheet | ControlMenu | None = None
        self._dismiss: Dismiss | None = None  # set while a presented menu awaits its outcome
        self._closed: dict[str, tk.Menu] = {}  # closed menus to destroy, by their pending after job

    # ------------------------------------------------------------------ building

    def show_sheet(self, sheet: ActionSheet, at: tuple[int, int], choose: Choose, dismiss: Dismiss) -> tk.Menu:
        """The More action sheet as a menu: its title and message (inactive), the overflowed
        items, then its cancel button."""
        menu = self._new(sheet, dismiss)
        for text in (sheet.title, sheet.message):
            if text:
                menu.add_command(label=text, state="disabled")
        if sheet.title or sheet.message:
            menu.add_separator()
        for position, entry in enumerate(sheet.items):
            menu.add_command(label=entry.title, state=_state(entry.disabled),
                             command=partial(self._choose, choose, position))
        menu.add_separator()
        menu.add_command(label=sheet.cancel_title, command=self.cancel)
        self._post(menu, at)
        return menu

    def show_control_menu(self, model: ControlMenu, at: tuple[int, int], choose: Choose,
                          dismiss: Dismiss) -> tk.Menu:
        """A toolbar menu: submenu entries become cascades holding the entries that name them
        as parent; a selected button gets a check mark, a disabled one is greyed out."""
        menu = self._new(model, dismiss)
        submenus: dict[int, tk.Menu] = {}
        for index, entry in enumerate(model.entries):
            parent = menu if entry.parent is None else submenus[entry.parent]
            state = _state(entry.disabled)
            if entry.is_submenu:
                submenus[index] = tk.Menu(parent, tearoff=0, font=self.font)
                parent.add_cascade(label=entry.title, menu=submenus[index], state=state)
            else:
                mark = "✓ " if entry.selection is Selection.ON else ""
                parent.add_command(label=mark + entry.title, state=state, command=partial(self._choose, choose, index))
        self._post(menu, at)
        return menu

    def _new(self, model: ActionSheet | ControlMenu, dismiss: Dismiss) -> tk.Menu:
        self.withdraw()
        menu = tk.Menu(self.root, tearoff=0, font=self.font)
        menu.bind("<Unmap>", lambda event: self._unmapped(menu))
        self.current, self.model, self._dismiss = menu, model, dismiss
        return menu

    def _post(self, menu: tk.Menu, at: tuple[int, int]) -> None:
        """Posts ``menu`` with its top-left corner at ``at`` (its top-right in right-to-left)."""
        x, y = at
        if self.right_to_left:
            x -= menu.winfo_reqwidth()
        try:
            menu.tk_popup(x, y)
        except tk.TclError:  # e.g. a grab refused by another application: shown without one
            menu.post(x, y)

    # ------------------------------------------------------------------- outcomes

    @property
    def is_open(self) -> bool:
        """True while a menu awaits a choice or a dismissal."""
        return self._dismiss is not None

    def labels(self, menu: tk.Menu | None = None) -> list[str]:
        """The labels of ``menu``'s entries (the current one's by default), separators skipped,
        a cascade as ``"label >"``."""
        menu = menu or self.current
        end = None if menu is None else menu.index("end")
        if menu is None or end is None:
            return []
        labels = []
        for index in range(end + 1):
            kind = menu.type(index)
            if kind == "separator":
                continue
            label = str(menu.entrycget(index, "label"))
            labels.append(label + " >" if kind == "cascade" else label)
        return labels

    def _choose(self, choose: Choose, index: int) -> None:
        """An entry was chosen: close the menu, then tell the library (which fires the action)."""
        self._dismiss = None
        self._close()
        choose(index)

    def cancel(self) -> None:
        """The cancel entry, Escape or a click elsewhere: close and dismiss (fires nothing)."""
        dismiss, self._dismiss = self._dismiss, None
        self._close()
        if dismiss is not None:
            dismiss()

    def withdraw(self) -> None:
        """The library took the menu back (or another one replaces it): close, tell nothing."""
        self._dismiss = None
        self._close()

    def _unmapped(self, menu: tk.Menu) -> None:
        if menu is self.current and self._dismiss is not None:
            self.root.after(DISMISS_DELAY_MS, lambda: self._dismiss_if_still(menu))

    def _dismiss_if_still(self, menu: tk.Menu) -> None:
        if menu is self.current and self._dismiss is not None and not menu.winfo_ismapped():
            self.cancel()

    def _close(self) -> None:
        menu, self.current = self.current, None
        if menu is None:
            return
        try:
            self.root.tk.call("tk::MenuUnpost", str(menu))  # unposts, releases tk_popup's grab
        except tk.TclError:
            menu.unpost()
        job = ""  # not destroyed now: this may run inside the menu's own command

        def destroy() -> None:
            self._closed.pop(job, None)
            menu.destroy()

        job = self.root.after_idle(destroy)
        self._closed[job] = menu

    def shutdown(self) -> None:
        """Closes the open menu and destroys the closed ones now (the window is going away)."""
        self.withdraw()
        for job, menu in self._closed.items():
            self.root.after_cancel(job)
            menu.destroy()
        self._closed.clear()


def _state(disabled: bool) -> Literal["normal", "disabled"]:
    return "disabled" if disabled else "normal"
