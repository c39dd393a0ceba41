"""``FontBook``: the library's font tokens as Tk fonts, and the measure callback every component gets.

The library names a font by a token: a typography token (``"button"``, ``"subtitle"``: family,
size and weight under ``typography/<token>`` in the theme) or, for a configuration's own
``Font``, ``"<family> <size> <weight>"``. The same Tk font both measures (``measure``, handed
to each component as its ``measure`` callback) and draws (``font``), so a title the library
fits or truncates is exactly as wide on screen. Sizes are pixels (Tk's negative sizes): a
point is ``scale`` pixels, and measurements go back to points.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont

from buttongroup import ButtonGroupError, Theme

BOLD_FROM = 600
"""CSS weights from this one up are drawn bold (Tk has normal and bold only)."""


class FontBook:
    """Tk fonts by token for one window, at ``scale`` pixels per point."""

    def __init__(self, root: tk.Misc, theme: Theme, scale: float = 1.0) -> None:
        self.root, self.theme, self.scale = root, theme, scale
        self._fonts: dict[str, tkfont.Font] = {}
        self.measured = 0
        """How many times the library asked to measure (its cache makes relayouts ask less)."""

    def spec(self, token: str) -> tuple[str, float, int]:
        """(family, size in points, weight) of ``token``."""
        try:
            prefix = f"typography/{token}/"
            return (self.theme.string(prefix + "family"), self.theme.number(prefix + "size"),
                    round(self.theme.number(prefix + "weight")))
        except ButtonGroupError:  # not a typography token
            pass
        family, _, rest = token.rpartition(" ")  # "<family> <size> <weight>"
        family, _, size = family.rpartition(" ")
        try:
            return family, float(size), int(rest)
        except ValueError:
            return self.spec("button") if token != "button" else ("TkDefaultFont", 16.0, 400)

    def font(self, token: str) -> tkfont.Font:
        """The Tk font of ``token`` (made once)."""
        font = self._fonts.get(token)
        if font is None:
            family, size, weight = self.spec(token)
            font = tkfont.Font(self.root, family=family, size=-max(1, round(size * self.scale)),
                               weight="bold" if weight >= BOLD_FROM else "normal")
            self._fonts[token] = font
        return font

    def caption(self, size: float = 12, bold: bool = False, italic: bool = False) -> tkfont.Font:
        """A font of the theme's button family that is no library token (captions, glyphs)."""
        key = f"caption {size} {bold} {italic}"
        if key not in self._fonts:
            self._fonts[key] = tkfont.Font(self.root, family=self.spec("button")[0],
                                           size=-max(1, round(size * self.scale)),
                                           weight="bold" if bold else "normal", slant="italic" if italic else "roman")
        return self._fonts[key]

    def measure(self, token: str, text: str, max_width: float) -> tuple[float, float]:
        """The library's measure callback: one line of ``text`` in ``token``, in points."""
        self.measured += 1
        font = self.font(token)
        return font.measure(text) / self.scale, font.metrics("linespace") / self.scale
